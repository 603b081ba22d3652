package chess

import (
	"flag"
	"fmt"
	"math/rand"
	"reflect"
	"slices"
	"strings"
	"testing"

	notnil "github.com/notnil/chess"

	"github.com/arbiter-chess/arbiter/internal/testkit/testsize"
)

const AllSquares = ^uint64(0)

// notnilView is what notnil/chess says of a board.
type notnilView struct {
	pos          *notnil.Position
	raw          []*notnil.Move
	moves        []BoardMove // King captures filtered out, as the core must
	kingCaptures int
	inCheck      bool
}

// notnilOn asks notnil about b. Where the core knowingly differs it hands
// notnil the board the core means: an en passant square offers nothing to
// take when its passed pawn is gone (dropped), or when it is the other
// side's (a player moved his adversary's pawn two squares, and the turn
// passed to him): notnil would let a pawn take there.
func notnilOn(b Board) (notnilView, error) {
	if b.EnPassant.Valid() {
		rank, passed := 5, SquareAt(b.EnPassant.File(), 4)
		if b.Turn == Black {
			rank, passed = 2, SquareAt(b.EnPassant.File(), 3)
		}
		if b.EnPassant.Rank() != rank || b.Squares[passed] != (Piece{b.Turn.Other(), 'P'}) {
			b.EnPassant = NoSquare
		}
	}
	var v notnilView
	v.pos = &notnil.Position{}
	if err := v.pos.UnmarshalText([]byte(b.FEN())); err != nil {
		return v, err
	}
	v.raw = v.pos.ValidMoves()
	for _, m := range v.raw {
		if b.Squares[m.S2()].Kind == 'K' {
			v.kingCaptures++
			continue
		}
		v.moves = append(v.moves, BoardMove{From: Square(m.S1()), To: Square(m.S2()), Promo: promoLetter(m.Promo())})
	}
	// notnil keeps "the side to move is in check" unexported; reading it
	// checks our attack test against notnil's own.
	v.inCheck = reflect.ValueOf(v.pos).Elem().FieldByName("inCheck").Bool()
	return v, nil
}

// kingAttacked reports whether a King of c stands attacked on b, asked of
// the squares alone (rays walked square by square): a second attack test,
// blind to the bitboards, to hold Board.InCheck against.
func kingAttacked(b *Board, c Color) bool {
	for s := range b.Squares {
		if b.Squares[s] == (Piece{c, 'K'}) && attackedOnSquares(b, s, c.Other()) {
			return true
		}
	}
	return false
}

// attackedOnSquares: a man of colour by attacks square s, read from b.sq.
func attackedOnSquares(b *Board, s int, by Color) bool {
	f, r := s%8, s/8
	on := func(df, dr int, kinds string) bool {
		t := SquareAt(f+df, r+dr)
		return t.Valid() && b.Squares[t].Color == by && b.Squares[t].Kind != 0 && strings.IndexByte(kinds, b.Squares[t].Kind) >= 0
	}
	for _, st := range knightSteps {
		if on(st[0], st[1], "N") {
			return true
		}
	}
	for _, st := range kingSteps {
		if on(st[0], st[1], "K") {
			return true
		}
	}
	dr := -1 // a White pawn attacks from the rank below
	if by == Black {
		dr = 1
	}
	if on(-1, dr, "P") || on(1, dr, "P") {
		return true
	}
	for _, st := range dirSteps {
		kinds := "QR"
		if st[0] != 0 && st[1] != 0 {
			kinds = "QB"
		}
		for i := 1; ; i++ {
			t := SquareAt(f+st[0]*i, r+st[1]*i)
			if !t.Valid() {
				break
			}
			if b.Squares[t].Kind != 0 {
				if on(st[0]*i, st[1]*i, kinds) {
					return true
				}
				break
			}
		}
	}
	return false
}

func promoLetter(p notnil.PieceType) byte {
	switch p {
	case notnil.Queen:
		return 'q'
	case notnil.Rook:
		return 'r'
	case notnil.Bishop:
		return 'b'
	case notnil.Knight:
		return 'n'
	}
	return 0
}

func sortedMoves(ms []BoardMove) []BoardMove {
	out := slices.Clone(ms)
	slices.SortFunc(out, func(a, b BoardMove) int {
		if a.From != b.From {
			return int(a.From) - int(b.From)
		}
		if a.To != b.To {
			return int(a.To) - int(b.To)
		}
		return int(a.Promo) - int(b.Promo)
	})
	return out
}

func kingsOf(b *Board, c Color) int { return len(b.Kings(c)) }

// regular: the positions notnil's encoder spells right: one King a side
// and the side not to move not in check.
func regular(b *Board) bool {
	return kingsOf(b, White) == 1 && kingsOf(b, Black) == 1 && !b.InCheck(b.Turn.Other())
}

// crossCheck compares the generator with notnil and with the core's older
// mailbox code on b; it returns how many facts it compared with notnil
// (0 when notnil is known wrong here: two Kings of the side to move).
func crossCheck(t *testing.T, b Board, where string, exhaustive, spell bool) (compared int) {
	t.Helper()
	mine := GenMoves(&b, AllSquares, AllSquares, nil, false)
	sorted := sortedMoves(mine)
	for i := 1; i < len(sorted); i++ {
		if sorted[i] == sorted[i-1] {
			t.Fatalf("%s: %s: move %s twice", where, b.FEN(), sorted[i].UCI())
		}
	}
	if HasLegalMove(&b) != (len(mine) > 0) {
		t.Fatalf("%s: %s: hasLegalMove %v with %d moves", where, b.FEN(), HasLegalMove(&b), len(mine))
	}
	check := kingAttacked(&b, b.Turn)
	if check != b.InCheck(b.Turn) {
		t.Fatalf("%s: %s: check %v, mailbox test says %v", where, b.FEN(), check, b.InCheck(b.Turn))
	}
	for _, m := range mine {
		if !IsLegal(&b, m) {
			t.Fatalf("%s: %s: generated %s, isLegal says no", where, b.FEN(), m.UCI())
		}
		if !b.CastlingMove(m.From, m.To) && !b.WithinPowers(m.From, m.To) {
			t.Fatalf("%s: %s: generated %s, not within the man's powers", where, b.FEN(), m.UCI())
		}
	}
	if exhaustive {
		checkIsLegal(t, &b, mine, where)
	}
	if kingsOf(&b, b.Turn) > 1 {
		return 0 // notnil guards only one of them
	}
	nv, err := notnilOn(b)
	if err != nil {
		t.Fatalf("%s: notnil cannot read %s: %v", where, b.FEN(), err)
	}
	if theirs := sortedMoves(nv.moves); !slices.Equal(sorted, theirs) {
		t.Fatalf("%s: %s:\n mine   %v\n notnil %v", where, b.FEN(), UCIList(sorted), UCIList(theirs))
	}
	if check != nv.inCheck {
		t.Fatalf("%s: %s: check %v, notnil %v", where, b.FEN(), check, nv.inCheck)
	}
	mate, stale := check && len(mine) == 0, !check && len(mine) == 0
	nMate, nStale := nv.inCheck && len(nv.moves) == 0, !nv.inCheck && len(nv.moves) == 0
	if mate != nMate || stale != nStale {
		t.Fatalf("%s: %s: mate %v stalemate %v, notnil %v %v", where, b.FEN(), mate, stale, nMate, nStale)
	}
	if nv.kingCaptures == 0 {
		// notnil's own verdict counts King captures as moves; without any
		// it must agree too.
		want := notnil.NoMethod
		if mate {
			want = notnil.Checkmate
		} else if stale {
			want = notnil.Stalemate
		}
		if got := nv.pos.Status(); got != want {
			t.Fatalf("%s: %s: notnil status %v, want %v", where, b.FEN(), got, want)
		}
	}
	if spell && regular(&b) {
		checkSAN(t, b, nv, where)
	}
	return 4
}

// checkIsLegal asks IsLegal about every transfer of every man of the side
// to move (and a pawn's every promotion): yes exactly for the generated moves.
func checkIsLegal(t *testing.T, b *Board, mine []BoardMove, where string) {
	t.Helper()
	for from := Square(0); from < 64; from++ {
		if p := b.Squares[from]; p.Empty() || p.Color != b.Turn {
			continue
		}
		for to := Square(-1); to <= 64; to++ {
			for _, promo := range []byte{0, 'q', 'r', 'b', 'n', 'k', 'p'} {
				m := BoardMove{From: from, To: to, Promo: promo}
				if got, want := IsLegal(b, m), slices.Contains(mine, m); got != want {
					t.Fatalf("%s: %s: isLegal(%s) = %v, want %v", where, b.FEN(), m.UCI(), got, want)
				}
			}
		}
	}
}

func checkSAN(t *testing.T, b Board, nv notnilView, where string) {
	t.Helper()
	for _, cm := range nv.raw {
		m := BoardMove{From: Square(cm.S1()), To: Square(cm.S2()), Promo: promoLetter(cm.Promo())}
		want := notnil.AlgebraicNotation{}.Encode(nv.pos, cm)
		if got, ok := SAN(b, m); !ok || got != want {
			t.Fatalf("%s: %s: san(%s) = %q %v, notnil %q", where, b.FEN(), m.UCI(), got, ok, want)
		}
	}
}

func UCIList(ms []BoardMove) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.UCI())
	}
	return out
}

// walker plays a seeded random game on a Board, the irregular way too:
// the transfers the core lets stand, made with Board.transfer directly.
type walker struct {
	rng       *rand.Rand
	b         Board
	irregular bool
	log       []string // what was done, to tell a failure's story
}

var walkStarts = []string{
	InitialFEN,
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
}

func newWalker(seed int64, irregular bool) *walker {
	w := &walker{rng: rand.New(rand.NewSource(seed)), irregular: irregular}
	fen := InitialFEN
	if w.rng.Intn(5) == 0 {
		fen = walkStarts[w.rng.Intn(len(walkStarts))]
	}
	b, err := ParseFEN(fen)
	if err != nil {
		panic(err)
	}
	w.b = b
	w.log = append(w.log, fen)
	if w.rng.Intn(4) == 0 {
		// Odds: men missing from the start (a King now and then too).
		for n := w.rng.Intn(4) + 1; n > 0; n-- {
			w.drop()
		}
	}
	if irregular && w.rng.Intn(10) == 0 {
		w.extraKing()
	}
	return w
}

func (w *walker) note(format string, args ...any) {
	w.log = append(w.log, fmt.Sprintf(format, args...))
}

// men lists the squares holding men of c, or of both colours when c < 0.
func (w *walker) men(c Color) []Square {
	var out []Square
	for s := Square(0); s < 64; s++ {
		if p := w.b.Squares[s]; !p.Empty() && (c < 0 || p.Color == c) {
			out = append(out, s)
		}
	}
	return out
}

func (w *walker) drop() {
	men := w.men(-1)
	if len(men) == 0 {
		return
	}
	s := men[w.rng.Intn(len(men))]
	w.note("drop %s", s)
	w.b.Put(s, Piece{})
	w.b.DropContradictedRights()
}

func (w *walker) extraKing() {
	c := Color(w.rng.Intn(2))
	for tries := 0; tries < 20; tries++ {
		s := Square(w.rng.Intn(64))
		if w.b.Squares[s].Empty() {
			w.note("second %s King on %s", c, s)
			w.b.Put(s, Piece{c, 'K'})
			return
		}
	}
}

// step makes one transfer; it reports false when the game is over.
func (w *walker) step() bool {
	legal := GenMoves(&w.b, AllSquares, AllSquares, nil, false)
	if !w.irregular || w.rng.Intn(6) != 0 {
		if len(legal) > 0 {
			m := legal[w.rng.Intn(len(legal))]
			w.note("%s", m.UCI())
			w.b.Play(m)
			return true
		}
		if !w.irregular {
			return false
		}
	}
	switch w.rng.Intn(7) {
	case 6:
		return w.adverseDoubleStep()
	case 0:
		return w.falseMove(w.b.Turn, true)
	case 1:
		return w.falseMove(-1, w.rng.Intn(2) == 0)
	case 2:
		return w.outOfTurn()
	case 3:
		return w.pawnLeftAPawn(legal)
	case 4:
		w.drop()
		return true
	default:
		return w.withinPowers()
	}
}

// transferTo moves the man on from to to, as the core lets stand: never
// onto a King ("a King is never captured").
func (w *walker) transferTo(from, to Square, pass bool) bool {
	if from == to || w.b.Squares[to].Kind == 'K' {
		return true
	}
	w.note("transfer %s%s pass=%v", from, to, pass)
	w.b.Transfer(from, to)
	if pass {
		w.b.PassTurn()
	}
	return true
}

// falseMove: a man of c (either colour if c < 0) to any square.
func (w *walker) falseMove(c Color, pass bool) bool {
	men := w.men(c)
	if len(men) == 0 {
		return false
	}
	return w.transferTo(men[w.rng.Intn(len(men))], Square(w.rng.Intn(64)), pass)
}

// adverseDoubleStep: the player to move moves one of his adversary's
// pawns two squares from its first rank, and the turn passes to the
// adversary with an en passant square that is not his.
func (w *walker) adverseDoubleStep() bool {
	them := w.b.Turn.Other()
	start, step := 1, 1
	if them == Black {
		start, step = 6, -1
	}
	for _, f := range w.rng.Perm(8) {
		from := SquareAt(f, start)
		to := SquareAt(f, start+2*step)
		if w.b.Squares[from] == (Piece{them, 'P'}) && w.b.Squares[SquareAt(f, start+step)].Empty() && w.b.Squares[to].Empty() {
			return w.transferTo(from, to, true)
		}
	}
	return w.falseMove(them, true)
}

// OutOfTurn: the side not to move makes one of its moves; the turn stays.
func (w *walker) outOfTurn() bool {
	cp := w.b
	cp.Turn, cp.EnPassant = cp.Turn.Other(), NoSquare
	ms := GenMoves(&cp, AllSquares, AllSquares, nil, false)
	if len(ms) == 0 {
		return w.falseMove(-1, false)
	}
	m := ms[w.rng.Intn(len(ms))]
	return w.transferTo(m.From, m.To, false)
}

// pawnLeftAPawn: a promotion made, the pawn left a pawn on the last rank.
func (w *walker) pawnLeftAPawn(legal []BoardMove) bool {
	for _, m := range legal {
		if m.Promo != 0 {
			return w.transferTo(m.From, m.To, true)
		}
	}
	// None to hand: set a pawn on a last rank outright.
	s := SquareAt(w.rng.Intn(8), 7*w.rng.Intn(2))
	if w.b.Squares[s].Kind != 'K' {
		w.note("pawn on %s", s)
		w.b.Put(s, Piece{Color(w.rng.Intn(2)), 'P'})
		w.b.DropContradictedRights()
	}
	return true
}

// WithinPowers: a move the man's powers allow but the law does not (a
// King left or put in check), else any move within the powers.
func (w *walker) withinPowers() bool {
	var illegal, within []BoardMove
	for _, from := range w.men(w.b.Turn) {
		for to := Square(0); to < 64; to++ {
			if w.b.Squares[to].Kind == 'K' || !w.b.WithinPowers(from, to) {
				continue
			}
			m := BoardMove{From: from, To: to}
			within = append(within, m)
			if !IsLegal(&w.b, m) && !IsLegal(&w.b, BoardMove{From: from, To: to, Promo: 'q'}) {
				illegal = append(illegal, m)
			}
		}
	}
	pick := illegal
	if len(pick) == 0 {
		pick = within
	}
	if len(pick) == 0 {
		return w.falseMove(w.b.Turn, true)
	}
	m := pick[w.rng.Intn(len(pick))]
	return w.transferTo(m.From, m.To, true)
}

// crossCheckOrTell runs crossCheck and, if it fails, tells the game's story.
func crossCheckOrTell(t *testing.T, b Board, where string, exhaustive bool, tell func()) int {
	t.Helper()
	defer tell()
	return crossCheck(t, b, where, exhaustive, true)
}

var crossGames = flag.Int("crosscheck", testsize.Pick(60, 1000), "random games TestMoveGenCrossCheck plays against notnil (the full run: 1000)")

// TestMoveGenCrossCheck replays random games, irregular ones too, and on
// every position compares the legal moves, check, mate and stalemate with
// notnil's (and, on regular positions, every move's SAN).
//
// A run plays -crosscheck games (60 by default, about 7000 positions with
// mates and a stalemate among them; 40 with -short), so that `make test`
// stays quick; `make crosscheck` plays the full thousand, and so does the
// full run (`make test-full`, testsize).
func TestMoveGenCrossCheck(t *testing.T) {
	const shards = 4
	games, plies := *crossGames, 120
	if testing.Short() {
		games = min(games, 40)
	}
	var tally [shards]crossTally
	t.Run("shards", func(t *testing.T) {
		for i := range shards {
			t.Run(fmt.Sprint(i), func(t *testing.T) {
				t.Parallel()
				for seed := int64(1 + i); seed <= int64(games); seed += int64(shards) {
					tally[i].game(t, seed, plies)
				}
			})
		}
	})
	var sum crossTally
	for _, c := range tally {
		sum.add(c)
	}
	t.Logf("%d games, %d positions (%d irregular, %d in check, %d mates, %d stalemates): %d compared with notnil, %d skipped (two Kings to move)",
		sum.games, sum.positions, sum.irregular, sum.checks, sum.mates, sum.stalemates, sum.compared, sum.skipped)
	if sum.games != games || sum.compared < sum.positions*9/10 || sum.irregular < sum.positions/10 || sum.mates == 0 || sum.stalemates == 0 {
		t.Errorf("the random games do not cover enough")
	}
}

type crossTally struct {
	games, positions, compared, skipped, irregular, mates, stalemates, checks int
}

func (c *crossTally) add(o crossTally) {
	c.games += o.games
	c.positions += o.positions
	c.compared += o.compared
	c.skipped += o.skipped
	c.irregular += o.irregular
	c.mates += o.mates
	c.stalemates += o.stalemates
	c.checks += o.checks
}

// game plays one seeded game (odd seeds irregular), checking every position.
func (c *crossTally) game(t *testing.T, seed int64, plies int) {
	t.Helper()
	c.games++
	w := newWalker(seed, seed%2 == 1)
	tell := func() {
		if t.Failed() {
			t.Logf("game %d: %v", seed, w.log)
		}
	}
	for ply := 0; ply < plies; ply++ {
		n := crossCheckOrTell(t, w.b, fmt.Sprintf("game %d ply %d", seed, ply), ply%32 == 0, tell)
		c.positions++
		if n == 0 {
			c.skipped++
		} else {
			c.compared++
		}
		if !regular(&w.b) {
			c.irregular++
		}
		check, movable := kingAttacked(&w.b, w.b.Turn), HasLegalMove(&w.b)
		switch {
		case check && !movable:
			c.mates++
		case !movable:
			c.stalemates++
		}
		if check {
			c.checks++
		}
		if !w.step() {
			return
		}
	}
}

// fuzzBoard builds a board from fuzz bytes: the side to move and the
// castling rights, an en passant square (a file, and whose rank), then
// (square, man) pairs. Rights
// the board contradicts are dropped, as every Board the core holds does.
func fuzzBoard(data []byte) (Board, bool) {
	var b Board
	b.EnPassant, b.FullMove = NoSquare, 1
	if len(data) < 2 {
		return b, false
	}
	b.Turn = Color(data[0] & 1)
	for i := 0; i < 4; i++ {
		b.Castling[i/2][i%2] = data[0]&(2<<i) != 0
	}
	if f := int(data[1]); f < 16 {
		// Mostly the side to move's own en passant rank, sometimes the other's.
		b.EnPassant = SquareAt(f%8, 5)
		if (b.Turn == Black) != (f >= 8) {
			b.EnPassant = SquareAt(f%8, 2)
		}
	}
	const men = "PNBRQK"
	for i := 2; i+1 < len(data); i += 2 {
		s, m := Square(data[i]%64), int(data[i+1]%13)
		switch {
		case m == 0:
			b.Put(s, Piece{})
		case m <= 6:
			b.Put(s, Piece{White, men[m-1]})
		default:
			b.Put(s, Piece{Black, men[m-7]})
		}
	}
	b.DropContradictedRights()
	return b, true
}

// FuzzMoveGen compares the generator with notnil on arbitrary boards
// (wherever notnil is right: not with two Kings of the side to move).
func FuzzMoveGen(f *testing.F) {
	for _, fen := range walkStarts {
		b, _ := ParseFEN(fen)
		data := []byte{byte(b.Turn) | 30, 16}
		for s := Square(0); s < 64; s++ {
			if p := b.Squares[s]; !p.Empty() {
				k := bytesIndex("PNBRQK", p.Kind) + 1 + 6*int(p.Color)
				data = append(data, byte(s), byte(k))
			}
		}
		f.Add(data)
	}
	f.Add([]byte{0, 3, 4, 6, 60, 12, 35, 1, 36, 7, 51, 12})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 200 {
			return
		}
		b, ok := fuzzBoard(data)
		if !ok {
			return
		}
		crossCheck(t, b, "fuzz", true, true)
	})
}

func bytesIndex(s string, c byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}
