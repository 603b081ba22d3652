package chess

import "math/bits"

// MoveGenerator gives the legal moves of a position.
type MoveGenerator interface {
	// Legal returns the legal moves of b for the side to move. The slice
	// is the generator's own and valid until its next call.
	Legal(b *Board) []BoardMove
	// Played tells the generator that the legal move m took before to
	// after. The core's generator reads each position afresh, so it needs
	// nothing from this; the hook stays for a generator that follows along.
	Played(before, after *Board, m BoardMove)
}

// NewMoveGenerator is the core's own generator.
func NewMoveGenerator() MoveGenerator { return &boardGen{} }

// boardGen generates from the Board itself and keeps the last answer, as
// the core often asks twice about one position (the move, then the result).
// It keeps the position by what the moves depend on (movesKey), not the
// whole board: the counts of moves and what the board has read of itself
// change no move.
type boardGen struct {
	key   movesKey
	moves []BoardMove
	ok    bool
}

func (g *boardGen) Legal(b *Board) []BoardMove {
	if g.ok && g.key.judged(b) {
		return g.moves
	}
	g.moves = GenMoves(b, ^uint64(0), ^uint64(0), g.moves[:0], false)
	g.key.keep(b)
	g.ok = true
	return g.moves
}

// movesKey is what a board's legal moves depend on: the men by colour and kind
// (a man of no known kind has no powers: where he stands is all that
// counts of him), the side to move, the castling rights and the en
// passant square; not the counts of moves.
type movesKey struct {
	men    [2][nKinds]uint64
	by     [2]uint64
	turn   Color
	castle [2][2]bool
	ep     Square
}

// judged: k is b's key. Compared in place, field by field, the cheapest
// first to differ from one move to the next last (the men).
func (k *movesKey) judged(b *Board) bool {
	return k.turn == b.Turn && k.ep == b.EnPassant && k.castle == b.Castling && k.by == b.by && k.men == b.men
}

// keep makes k b's key.
func (k *movesKey) keep(b *Board) {
	k.men, k.by, k.turn, k.castle, k.ep = b.men, b.by, b.Turn, b.Castling, b.EnPassant
}

func (g *boardGen) Played(before, after *Board, m BoardMove) {}

// HasLegalMove reports whether the side to move has any legal move,
// stopping at the first found (mate and stalemate).
func HasLegalMove(b *Board) bool {
	var buf [1]BoardMove
	return len(GenMoves(b, ^uint64(0), ^uint64(0), buf[:0], true)) > 0
}

// IsLegal reports whether m is a legal move for the side to move on b: a
// pawn reaching its last rank must name its piece (q, r, b or n), any
// other move must name none.
func IsLegal(b *Board, m BoardMove) bool {
	if !m.From.Valid() || !m.To.Valid() {
		return false
	}
	var buf [4]BoardMove
	for _, lm := range GenMoves(b, 1<<uint(m.From), 1<<uint(m.To), buf[:0], false) {
		if lm == m {
			return true
		}
	}
	return false
}

// Legality on irregular boards. The old codes let a position stand that
// no regular game reaches, and the generator defines its answers there:
//   - A move is legal when, after it, no King of the mover stands attacked
//     (every King of his, if a false move left two; none to guard if his
//     King is off the board, so then every move within the powers is legal).
//   - A King is never captured: a move onto an adverse King is no move,
//     even when that King was left in check.
//   - A pawn on its last rank has no move (and attacks nothing beyond the
//     board); a pawn on its own first rank steps one square forward.
//   - Castling needs the right, the King and Rook on their squares, the
//     squares between empty, the King not in check and neither crossing
//     nor landing on an attacked square (the right alone is not trusted).
//   - En passant is taken on the square a pawn's double step passed (the
//     sixth rank for White, the third for Black) with the passed pawn still
//     beside the taker; only such a double step gives the right.

// gen holds one generation's working state; its methods only read it, so
// the moves' buffer stays with the caller (on its stack when small).
type gen struct {
	b        *Board
	occ      uint64
	us, them Color
	kings    uint64 // the mover's Kings
	guard    bool   // every move needs the full test (in check, or two Kings)
	pinned   uint64
	target   uint64 // squares a man may go to: not his own, not a King
	toMask   uint64
}

// GenMoves appends to out the legal moves of the side to move on b made
// by men on fromMask to squares on toMask; with first it stops at one.
func GenMoves(b *Board, fromMask, toMask uint64, out []BoardMove, first bool) []BoardMove {
	g := newGen(b, fromMask, toMask)
	last := 7
	if g.us == Black {
		last = 0
	}
	men := g.b.by[g.us] & fromMask
	if first && men&^g.kings != 0 {
		// Asked only whether any move exists: the other men first, whose
		// moves rarely need the King's safety tested one by one.
		n := len(out)
		if out = g.append(out, men&^g.kings, last, true); len(out) > n {
			return out
		}
		men &= g.kings
	}
	return g.append(out, men, last, first)
}

// append adds the legal moves of the men on men; with first it stops at one.
func (g *gen) append(out []BoardMove, men uint64, last int, first bool) []BoardMove {
	b := g.b
	for ; men != 0; men &= men - 1 {
		s := bits.TrailingZeros64(men)
		k := int(kindIndex[b.Squares[s].Kind])
		for to := g.targets(s, k, first); to != 0; to &= to - 1 {
			t := bits.TrailingZeros64(to)
			if k != pawn || t/8 != last {
				out = append(out, BoardMove{From: Square(s), To: Square(t)})
			} else if first {
				out = append(out, BoardMove{From: Square(s), To: Square(t), Promo: 'q'})
			} else {
				out = append(out, BoardMove{Square(s), Square(t), 'q'}, BoardMove{Square(s), Square(t), 'r'},
					BoardMove{Square(s), Square(t), 'b'}, BoardMove{Square(s), Square(t), 'n'})
			}
			if first {
				return out
			}
		}
	}
	return out
}

// newGen reads b's bitboards; it returns the state by value, so b (held in
// it) stays on the caller's stack. Pins are read only of the men on
// fromMask that could be pinned at all.
func newGen(b *Board, fromMask, toMask uint64) (g gen) {
	g.b, g.toMask = b, toMask
	g.occ = b.occ()
	g.us = b.Turn & 1
	g.them = g.us.Other()
	g.kings = g.b.men[g.us][king]
	if g.kings&(g.kings-1) != 0 {
		g.guard = true
	} else if g.kings != 0 {
		k := bits.TrailingZeros64(g.kings)
		g.guard = b.InCheck(g.us)
		// Only a man on a line from his King can be pinned: the touched
		// man or the man moved (one square asked of) is often off them.
		if fromMask&(rookRays[k]|bishopRays[k]) != 0 {
			g.pinned = b.pinnedTo(k, g.us)
		}
	}
	g.target = ^g.b.by[g.us] &^ g.b.men[g.them][king] & toMask
	return g
}

// targets are the squares the man of kind k on s may legally go to; with
// first, one of them is enough.
func (g *gen) targets(s, k int, first bool) uint64 {
	var t uint64
	switch k {
	case pawn:
		t = g.pawnTargets(s)
	case knight:
		t = knightAtt[s] & g.target
	case bishop:
		t = bishopAttack(s, g.occ) & g.target
	case rook:
		t = rookAttack(s, g.occ) & g.target
	case queen:
		t = (bishopAttack(s, g.occ) | rookAttack(s, g.occ)) & g.target
	case king:
		t = kingAtt[s] & g.target
	default:
		return 0 // a man of no known kind has no powers
	}
	if g.guard || (g.pinned|g.kings)&(1<<uint(s)) != 0 {
		// Only a King's move, a pinned man's, or any move when the King
		// stands in check (or there are two) can leave a King attacked.
		for c := t; c != 0; c &= c - 1 {
			to := bits.TrailingZeros64(c)
			switch {
			case !g.safe(s, to, 0):
				t &^= 1 << uint(to)
			case first:
				return 1 << uint(to) // the rest need not be tested
			}
		}
	}
	if k == pawn {
		t |= g.enPassant(s)
	} else if k == king {
		t |= g.castling(s)
	}
	return t
}

// safe reports whether moving the man on from to to, taking the men on
// gone (and whatever stands on to), leaves every King of the mover unattacked.
func (g *gen) safe(from, to int, gone uint64) bool {
	fb, tb := uint64(1)<<uint(from), uint64(1)<<uint(to)
	occ := g.occ&^fb&^gone | tb
	gone |= tb
	kings := g.kings
	if kings&fb != 0 {
		kings = kings&^fb | tb
	}
	for ; kings != 0; kings &= kings - 1 {
		if g.b.attackedBy(bits.TrailingZeros64(kings), g.them, occ, gone) {
			return false
		}
	}
	return true
}

// pawnTargets: one step forward to an empty square, two from the pawn's
// first rank, diagonally forward onto an adverse man. A pawn left on its
// last rank has no move.
func (g *gen) pawnTargets(s int) uint64 {
	step, start, last := 8, 1, 7
	if g.us == Black {
		step, start, last = -8, 6, 0
	}
	if s/8 == last {
		return 0
	}
	empty := ^g.occ
	var t uint64
	if one := s + step; empty&(1<<uint(one)) != 0 {
		t |= 1 << uint(one)
		if two := one + step; s/8 == start && empty&(1<<uint(two)) != 0 {
			t |= 1 << uint(two)
		}
	}
	return (t | pawnAtt[g.us][s]&g.b.by[g.them]) & g.target
}

// EnPassant is the en passant square, if the pawn on s may take there.
func (g *gen) enPassant(s int) uint64 {
	ep := g.b.EnPassant
	if !ep.Valid() || g.toMask&(1<<uint(ep)) == 0 {
		return 0
	}
	passed := g.b.enPassantVictim(Square(s), ep)
	// Two men leave the rank at once, so the test always runs.
	if !passed.Valid() || !g.safe(s, int(ep), 1<<uint(passed)) {
		return 0
	}
	return 1 << uint(ep)
}

// castling is the King's castling targets from s.
func (g *gen) castling(s int) uint64 {
	home := 0
	if g.us == Black {
		home = 56
	}
	e := home + 4
	rights := g.b.Castling[g.us]
	if s != e || !rights[0] && !rights[1] || g.b.attackedBy(e, g.them, g.occ, 0) {
		return 0
	}
	var t uint64
	sides := [2]struct{ rook, rookTo, kingTo int }{{home + 7, home + 5, home + 6}, {home, home + 3, home + 2}}
	for side, c := range sides {
		if !rights[side] || g.b.men[g.us][rook]&(1<<uint(c.rook)) == 0 || g.toMask&(1<<uint(c.kingTo)) == 0 ||
			Between[e][c.rook]&g.occ != 0 ||
			g.b.attackedBy(c.rookTo, g.them, g.occ, 0) || g.b.attackedBy(c.kingTo, g.them, g.occ, 0) ||
			!g.castlingSafe(e, c.kingTo, c.rook, c.rookTo) {
			continue
		}
		t |= 1 << uint(c.kingTo)
	}
	return t
}

// castlingSafe: with a second King of the mover on the board, the King and
// Rook leaving their squares must not expose it.
func (g *gen) castlingSafe(e, kingTo, rook, rookTo int) bool {
	others := g.kings &^ (1 << uint(e))
	if others == 0 {
		return true
	}
	occ := g.occ&^(1<<uint(e)|1<<uint(rook)) | 1<<uint(kingTo) | 1<<uint(rookTo)
	for ; others != 0; others &= others - 1 {
		if g.b.attackedBy(bits.TrailingZeros64(others), g.them, occ, 0) {
			return false
		}
	}
	return true
}

// CanMove: p has a legal move of the man on sq (as if it were his turn).
// Only that man's moves are generated, and the first found is enough.
func (b *Board) CanMove(p Color, sq Square) bool {
	if !sq.Valid() {
		return false
	}
	var buf [1]BoardMove
	return len(GenMoves(b.AsMover(p), 1<<uint(sq), ^uint64(0), buf[:0], true)) > 0
}

// CanCapture: p can legally take the man on sq (en passant too).
func (b *Board) CanCapture(p Color, sq Square) bool {
	if !sq.Valid() {
		return false
	}
	mb := b.AsMover(p)
	to := uint64(1) << uint(sq)
	if mb.EnPassant.Valid() {
		to |= 1 << uint(mb.EnPassant)
	}
	var buf [8]BoardMove
	for _, m := range GenMoves(mb, ^uint64(0), to, buf[:0], false) {
		if m.To == sq {
			return true
		}
		if mb.Squares[m.From].Kind == 'P' && m.To == mb.EnPassant && SquareAt(m.To.File(), m.From.Rank()) == sq {
			return true
		}
	}
	return false
}

// AsMover is b with p to move, as the law sees a player who moves out of his turn (no en passant right
// for a side whose turn it is not).
func (b *Board) AsMover(p Color) *Board {
	if b.Turn == p {
		return b
	}
	cp := *b
	cp.Turn = p
	cp.EnPassant = NoSquare
	return &cp
}

// HasPowersMove: the man has some move by its powers (so a touched man with
// no legal move is pinned or his King stands in check).
func (b *Board) HasPowersMove(sq Square) bool {
	for to := Square(0); to < 64; to++ {
		if b.WithinPowers(sq, to) {
			return true
		}
	}
	return false
}
