package chess

import (
	"math/bits"
	"strings"
)

// InitialFEN is the position every game begins from unless a FEN is given.
const InitialFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// initialPlacement is the men of the initial position, as a FEN's first
// field.
const initialPlacement = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"

// Board is the physical board: it holds whatever the players left on it,
// legal or not (a false move let stand, a pawn left a pawn on its last
// rank, a King left in check). It is a value: copying it snapshots it.
//
// The squares are written only through put, which keeps the bitboards
// (men, by) with them: every question about check, legality and the end
// of the game reads the bitboards, so a position is never read afresh.
type Board struct {
	Squares   [64]Piece
	men       [2][nKinds]uint64 // by colour and kind
	by        [2]uint64         // all men of a colour (a man of no known kind too)
	Turn      Color
	Castling  [2][2]bool // [colour][0 King's side, 1 Queen's side]
	EnPassant Square
	half      int
	FullMove  int
	// read caches what the placement decides (a King in check, the men
	// pinned to him, the board's verdict), worked out when first asked and
	// forgotten at the next write to the squares (put): each position is
	// read once, however often the law asks of it in a ply.
	read placementRead
}

// placementRead is a Board's cache of what its placement decides: per
// colour, check and pins; for the side to move, the board's verdict (mate,
// stalemate, or the game goes on), which the side to move, the castling
// rights and the en passant square decide too, so it is kept with them.
type placementRead struct {
	checkKnown, checked [2]bool
	pinsKnown           [2]bool
	pins                [2]uint64
	verdictKnown        bool
	verdict             uint8
	verdictTurn         Color
	verdictEp           Square
	verdictCastle       [2][2]bool
}

// BoardMove is a transfer of one man (castling names the King's transfer).
type BoardMove struct {
	From, To Square
	Promo    byte // 'q','r','b','n' or 0
}

// UCI spells the move as in the "moves" list of docs/spec.md §5.
func (m BoardMove) UCI() string {
	if m.Promo == 0 && m.From.Valid() && m.To.Valid() {
		i := (int(m.From)*64 + int(m.To)) * 4
		return uciSpellings[i : i+4] // a report spells every move: no allocation
	}
	s := m.From.String() + m.To.String()
	if m.Promo != 0 {
		s += string(m.Promo)
	}
	return s
}

// uciSpellings holds every from-to pair spelt, four bytes each.
var uciSpellings = func() string {
	var sb strings.Builder
	sb.Grow(64 * 64 * 4)
	for from := Square(0); from < 64; from++ {
		for to := Square(0); to < 64; to++ {
			sb.WriteString(from.String() + to.String())
		}
	}
	return sb.String()
}()

// Put sets the man on sq (Piece{} empties it), keeping the bitboards.
func (b *Board) Put(sq Square, p Piece) {
	b.read = placementRead{}
	bit := uint64(1) << uint(sq)
	if old := b.Squares[sq]; old.Kind != 0 {
		c := old.Color & 1
		b.by[c] &^= bit
		if k := kindIndex[old.Kind]; k >= 0 {
			b.men[c][k] &^= bit
		}
	}
	b.Squares[sq] = p
	if p.Kind != 0 {
		c := p.Color & 1
		b.by[c] |= bit
		if k := kindIndex[p.Kind]; k >= 0 {
			b.men[c][k] |= bit
		}
	}
}

// VerifyBoards makes every event check the bitboards against the squares;
// the package's tests set it, so that a write to the squares that bypasses
// put fails them.
var VerifyBoards bool

// BitsAgree: the bitboards are those of the squares.
func (b *Board) BitsAgree() bool {
	var men [2][nKinds]uint64
	var by [2]uint64
	for s, p := range b.Squares {
		if p.Kind == 0 {
			continue
		}
		c, bit := p.Color&1, uint64(1)<<uint(s)
		by[c] |= bit
		if k := kindIndex[p.Kind]; k >= 0 {
			men[c][k] |= bit
		}
	}
	return men == b.men && by == b.by
}

// occ is every square occupied.
func (b *Board) occ() uint64 { return b.by[White] | b.by[Black] }

// Kings returns the squares of c's Kings (normally one).
func (b *Board) Kings(c Color) []Square {
	var out []Square
	for k := b.men[c&1][king]; k != 0; k &= k - 1 {
		out = append(out, Square(bits.TrailingZeros64(k)))
	}
	return out
}

// KingCount is how many Kings of c stand on the board (normally one).
func (b *Board) KingCount(c Color) int { return bits.OnesCount64(b.men[c&1][king]) }

// OnlyKings: nothing but one King of each side is left on the board.
func (b *Board) OnlyKings() bool {
	k := b.men[White][king] | b.men[Black][king]
	return b.occ() == k && bits.OnesCount64(k) == 2
}

// InCheck reports whether a King of c stands attacked. The law asks it of
// a position several times a ply (the move's legality, the check given,
// the result): it is read from the bitboards once, then kept.
func (b *Board) InCheck(c Color) bool {
	c &= 1
	if !b.read.checkKnown[c] {
		b.read.checked[c], b.read.checkKnown[c] = b.kingAttacked(c), true
	}
	return b.read.checked[c]
}

// kingAttacked: a King of c stands attacked, read afresh.
func (b *Board) kingAttacked(c Color) bool {
	occ := b.occ()
	for k := b.men[c&1][king]; k != 0; k &= k - 1 {
		if b.attackedBy(bits.TrailingZeros64(k), c.Other(), occ, 0) {
			return true
		}
	}
	return false
}

// pinnedTo are c's men pinned to c's King on k (his only King), read once
// per placement as InCheck is.
func (b *Board) pinnedTo(k int, c Color) uint64 {
	c &= 1
	if !b.read.pinsKnown[c] {
		b.read.pins[c], b.read.pinsKnown[c] = b.pinned(k, c), true
	}
	return b.read.pins[c]
}

// Verdict is the board's verdict (VerdictGoesOn, VerdictMated or
// VerdictStalemate), read once per position: the law asks it at every
// event, and most events leave the board as it was.
func (b *Board) Verdict() uint8 {
	r := &b.read
	if !r.verdictHolds(b) {
		r.verdict = VerdictOf(b)
		r.verdictKnown, r.verdictTurn, r.verdictEp, r.verdictCastle = true, b.Turn, b.EnPassant, b.Castling
	}
	return r.verdict
}

// verdictHolds: the verdict kept was read under b's side to move, castling
// rights and en passant square (its placement is b's: put forgets it).
func (r *placementRead) verdictHolds(b *Board) bool {
	return r.verdictKnown && r.verdictTurn == b.Turn && r.verdictEp == b.EnPassant && r.verdictCastle == b.Castling
}

// ReadAgrees: what the board keeps of its placement is what a fresh
// reading gives (the tests check it at every event, as BitsAgree).
func (b *Board) ReadAgrees() bool {
	for c := White; c <= Black; c++ {
		if b.read.checkKnown[c] && b.read.checked[c] != b.kingAttacked(c) {
			return false
		}
		kings := b.men[c][king]
		if b.read.pinsKnown[c] && (kings == 0 || kings&(kings-1) != 0 || b.read.pins[c] != b.pinned(bits.TrailingZeros64(kings), c)) {
			return false
		}
	}
	if b.read.verdictHolds(b) && b.read.verdict != VerdictOf(b) {
		return false
	}
	return true
}

var (
	kingSteps   = [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
	knightSteps = [8][2]int{{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}}
)

// Attacked reports whether a man of colour by attacks sq (our own test:
// notnil's check flag cannot be trusted on irregular boards).
func (b *Board) Attacked(sq Square, by Color) bool {
	if !sq.Valid() {
		return false
	}
	return b.attackedBy(int(sq), by, b.occ(), 0)
}

// WithinPowers reports whether the man on from could go to to by the
// powers of its kind on this board (path clear, pawn rules, en passant),
// ignoring whose turn it is and whether its own King is left in check.
// Castling is judged elsewhere.
func (b *Board) WithinPowers(from, to Square) bool {
	p := b.Squares[from]
	if p.Empty() || from == to {
		return false
	}
	if dst := b.Squares[to]; !dst.Empty() && dst.Color == p.Color {
		return false
	}
	df, dr := to.File()-from.File(), to.Rank()-from.Rank()
	switch p.Kind {
	case 'K':
		return abs(df) <= 1 && abs(dr) <= 1
	case 'N':
		return abs(df)*abs(dr) == 2
	case 'R':
		return (df == 0 || dr == 0) && b.pathClear(from, to)
	case 'B':
		return abs(df) == abs(dr) && b.pathClear(from, to)
	case 'Q':
		return (df == 0 || dr == 0 || abs(df) == abs(dr)) && b.pathClear(from, to)
	case 'P':
		return b.pawnPowers(p.Color, from, to)
	}
	return false
}

// pawnPowers: a pawn's step, double step from its first rank, or capture
// (en passant included).
func (b *Board) pawnPowers(c Color, from, to Square) bool {
	df, dr := to.File()-from.File(), to.Rank()-from.Rank()
	dir, start := 1, 1
	if c == Black {
		dir, start = -1, 6
	}
	dst := b.Squares[to]
	switch {
	case df == 0 && dr == dir:
		return dst.Empty()
	case df == 0 && dr == 2*dir && from.Rank() == start:
		return dst.Empty() && b.Squares[SquareAt(from.File(), from.Rank()+dir)].Empty()
	case abs(df) == 1 && dr == dir:
		return !dst.Empty() || b.enPassantVictim(from, to).Valid()
	}
	return false
}

// pathClear: the squares between from and to, along a line, are empty (to
// itself not judged).
func (b *Board) pathClear(from, to Square) bool {
	sf, sr := sign(to.File()-from.File()), sign(to.Rank()-from.Rank())
	for i := 1; ; i++ {
		s := SquareAt(from.File()+sf*i, from.Rank()+sr*i)
		if s == to {
			return true
		}
		if !s.Valid() || !b.Squares[s].Empty() {
			return false
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// CastlingMove reports whether releasing the man on from at to is the
// King's castling transfer (two files along his home rank from his square).
func (b *Board) CastlingMove(from, to Square) bool {
	p := b.Squares[from]
	if p.Kind != 'K' {
		return false
	}
	home := 0
	if p.Color == Black {
		home = 7
	}
	return from == SquareAt(4, home) && to.Rank() == home && (to.File() == 6 || to.File() == 2)
}

// Transfer carries out a physical transfer, legal or not: the man on from
// goes to to, whatever stood there is removed; castling brings the Rook,
// an en passant capture removes the pawn passed. It returns the man removed.
func (b *Board) Transfer(from, to Square) Piece {
	p := b.Squares[from]
	captured := b.Squares[to]
	if passed := b.enPassantVictim(from, to); passed.Valid() {
		captured = b.Squares[passed]
		b.Put(passed, Piece{})
	}
	if b.CastlingMove(from, to) {
		rookFrom, rookTo := SquareAt(7, to.Rank()), SquareAt(5, to.Rank())
		if to.File() == 2 {
			rookFrom, rookTo = SquareAt(0, to.Rank()), SquareAt(3, to.Rank())
		}
		if b.Squares[rookFrom] == (Piece{p.Color, 'R'}) && b.Squares[rookTo].Empty() {
			b.Put(rookTo, b.Squares[rookFrom])
			b.Put(rookFrom, Piece{})
		}
	}
	b.Put(to, p)
	b.Put(from, Piece{})
	b.EnPassant = NoSquare
	if isDoubleStep(p, from, to) {
		b.EnPassant = SquareAt(from.File(), (from.Rank()+to.Rank())/2)
	}
	if p.Kind == 'P' || !captured.Empty() {
		b.half = 0
	} else {
		b.half++
	}
	if p.Kind == 'K' {
		b.Castling[p.Color] = [2]bool{}
	}
	b.DropContradictedRights()
	return captured
}

// isDoubleStep: a pawn's first move of two squares straight ahead, which
// alone gives the right to take it en passant (a false move of a pawn over
// two ranks elsewhere gives none, and would leave a square no FEN allows).
func isDoubleStep(p Piece, from, to Square) bool {
	if p.Kind != 'P' || from.File() != to.File() {
		return false
	}
	if p.Color == White {
		return from.Rank() == 1 && to.Rank() == 3
	}
	return from.Rank() == 6 && to.Rank() == 4
}

// enPassantVictim is the square of the pawn that the transfer from-to
// takes en passant, or NoSquare when it is no such capture: a pawn going
// diagonally forward to the empty en passant square of its side (the sixth
// rank for White, the third for Black), the pawn passed still beside it.
func (b *Board) enPassantVictim(from, to Square) Square {
	p := b.Squares[from]
	if p.Kind != 'P' || to != b.EnPassant || !to.Valid() || !b.Squares[to].Empty() || abs8(to.File()-from.File()) != 1 {
		return NoSquare
	}
	dir, rank := 1, 5
	if p.Color == Black {
		dir, rank = -1, 2
	}
	if to.Rank() != rank || to.Rank()-from.Rank() != dir {
		return NoSquare
	}
	passed := SquareAt(to.File(), from.Rank())
	if b.Squares[passed] != (Piece{p.Color.Other(), 'P'}) {
		return NoSquare
	}
	return passed
}

func abs8(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// PassTurn gives the move to the other side.
func (b *Board) PassTurn() {
	if b.Turn == Black {
		b.FullMove++
	}
	b.Turn = b.Turn.Other()
}

// The board's verdicts.
const (
	VerdictGoesOn uint8 = iota
	VerdictMated
	VerdictStalemate
)

// boardVerdict: the side to move is mated or stalemated, or the game goes on.
func VerdictOf(b *Board) uint8 {
	side := b.Turn
	if b.KingCount(side) != 1 || b.KingCount(side.Other()) != 1 || HasLegalMove(b) {
		return VerdictGoesOn
	}
	if b.InCheck(side) {
		return VerdictMated
	}
	return VerdictStalemate
}

// InCheckAfterOwn: the move left p's King in a check other than the one he
// was in before (he moved into a new check), which XVIII does not excuse.
func (b *Board) InCheckAfterOwn(p Color, before Board) bool {
	for _, k := range b.Kings(p) {
		if b.Attacked(k, p.Other()) && !(before.Squares[k].Kind == 'K' && before.Attacked(k, p.Other())) {
			return true
		}
	}
	return false
}

// Play makes the legal move m on b as the core does: the transfer, the piece
// a pawn becomes, the turn passed.
func (b *Board) Play(m BoardMove) {
	b.Transfer(m.From, m.To)
	if m.Promo != 0 {
		b.Put(m.To, Piece{b.Squares[m.To].Color, m.Promo &^ 0x20})
	}
	b.PassTurn()
}

// DropContradictedRights removes castling rights the board contradicts:
// notnil trusts a right even with no Rook in the corner (games at odds).
func (b *Board) DropContradictedRights() {
	for c := White; c <= Black; c++ {
		home := 0
		if c == Black {
			home = 7
		}
		if b.Squares[SquareAt(4, home)] != (Piece{c, 'K'}) {
			b.Castling[c] = [2]bool{}
			continue
		}
		if b.Squares[SquareAt(7, home)] != (Piece{c, 'R'}) {
			b.Castling[c][0] = false
		}
		if b.Squares[SquareAt(0, home)] != (Piece{c, 'R'}) {
			b.Castling[c][1] = false
		}
	}
}
