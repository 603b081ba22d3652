package rules

import (
	"fmt"
	"sort"
	"strings"
)

// sanMove is what a SAN says of its move.
type sanMove struct {
	kind     byte // 'P', 'N', 'B', 'R', 'Q', 'K'
	fromFile int  // -1 when not given
	fromRank int  // -1 when not given
	to       Square
	promo    byte // 'q', 'r', 'b', 'n' or 0
	castle   int  // 0, or the King's file after castling: 6 or 2
	capture  bool // "x" (or ":") written
}

// castlings are the ways castling is written: O-O, 0-0, and the same
// without the dashes, as a hurried hand types them.
var castlings = map[string]int{"O-O": 6, "OO": 6, "O-O-O": 2, "OOO": 2}

// readSAN reads the syntax of a SAN: the piece, the disambiguation, the
// square, the promotion. A capture's "x" and a check's "+" or "#" are
// optional, as readers of PGN take them; ":" is an old hand's "x", and the
// promotion's piece may be written small (e8=q, e8q).
func readSAN(text string) (sanMove, error) {
	s := strings.TrimRight(text, "+#!?")
	sm := sanMove{kind: 'P', fromFile: -1, fromRank: -1}
	if f, ok := castlings[strings.ReplaceAll(s, "0", "O")]; ok {
		sm.castle = f
		return sm, nil
	}
	bad := func(why string) (sanMove, error) {
		return sanMove{}, fmt.Errorf("bad move %q: %s (want squares, e.g. g1f3, or SAN, e.g. Nf3, exd5, e8=Q, O-O)", text, why)
	}
	if s != "" && strings.IndexByte("NBRQK", s[0]) >= 0 {
		sm.kind, s = s[0], s[1:]
	}
	if i := strings.IndexByte(s, '='); i >= 0 {
		if len(s) != i+2 || !isPromoLetter(s[i+1]) {
			return bad("the promotion wants Q, R, B or N")
		}
		sm.promo, s = s[i+1]|0x20, s[:i]
	} else if n := len(s); n == 3 && isPromoLetter(s[n-1]) && s[1] >= '1' && s[1] <= '8' {
		sm.promo, s = s[n-1]|0x20, s[:n-1] // "e8Q", as some programs write it
	}
	if len(s) < 2 {
		return bad("no square")
	}
	to, ok := ParseSquare(s[len(s)-2:])
	if !ok || s[len(s)-2] < 'a' {
		return bad("no square")
	}
	sm.to = to
	rest := s[:len(s)-2]
	if r, ok := cutCapture(rest); ok {
		rest, sm.capture = r, true
	}
	for i := 0; i < len(rest); i++ {
		switch c := rest[i]; {
		case 'a' <= c && c <= 'h' && sm.fromFile < 0:
			sm.fromFile = int(c - 'a')
		case '1' <= c && c <= '8' && sm.fromRank < 0:
			sm.fromRank = int(c - '1')
		default:
			return bad(fmt.Sprintf("unexpected %q", string(c)))
		}
	}
	if sm.promo != 0 && sm.kind != 'P' {
		return bad(onlyPawnPromoted)
	}
	return sm, nil
}

const onlyPawnPromoted = "only a pawn is promoted"

func isPromoLetter(c byte) bool { return strings.IndexByte("NBRQ", c&^0x20) >= 0 }

func cutCapture(s string) (string, bool) {
	if r, ok := strings.CutSuffix(s, "x"); ok {
		return r, true
	}
	return strings.CutSuffix(s, ":")
}

// names reports whether lm moves the man the SAN names to its square,
// whatever the promotion and the "x" say.
func (sm sanMove) names(b *Board, lm BoardMove) bool {
	if sm.castle != 0 {
		return b.castlingMove(lm.From, lm.To) && lm.To.File() == sm.castle
	}
	if b.sq[lm.From].Kind != sm.kind || lm.To != sm.to {
		return false
	}
	if sm.kind == 'P' && sm.fromFile < 0 && lm.From.File() != lm.To.File() {
		return false // a pawn's capture names its file: exd5, not d5
	}
	return (sm.fromFile < 0 || lm.From.File() == sm.fromFile) && (sm.fromRank < 0 || lm.From.Rank() == sm.fromRank)
}

// fits reports whether the legal move lm is the one the SAN names, read
// strictly: the promotion as written, castling as O-O, "x" where a man is.
func (sm sanMove) fits(b *Board, lm BoardMove) bool {
	if !sm.names(b, lm) || sm.castle == 0 && lm.Promo != sm.promo {
		return false
	}
	if sm.castle == 0 && sm.kind == 'K' && b.castlingMove(lm.From, lm.To) {
		return false // castling is written O-O, not as a King's move
	}
	return !sm.takesNothing(b, lm)
}

// takesNothing: an "x" written where there is no man to take.
func (sm sanMove) takesNothing(b *Board, lm BoardMove) bool {
	pawnTakes := b.sq[lm.From].Kind == 'P' && lm.From.File() != lm.To.File()
	return sm.capture && b.sq[lm.To].Empty() && !pawnTakes
}

// MoveText is a move read from what a scorer writes or an umpire types.
type MoveText struct {
	BoardMove
	Check   bool // "+", "++" or "#" written: the mover says check
	Squares bool // written by its squares: any transfer, for the core to judge
}

// ReadMove reads a move as a scorer writes it or an umpire types it at the
// board, in the position as it stands: its squares (g1f3, e7-e5, e7e8=Q:
// any transfer of any man, for the core to judge) or SAN (Nf3, exd5,
// O-O, e8=Q, Qh4+, e.p. and marks allowed). SAN names a move of the men
// of sides[0] if it names one, else of sides[1], and so on, whoever is to
// move: a move out of turn, or a player moving his adversary's man. A
// pawn reaching the last rank may leave its piece unnamed (it is asked for
// when the man is let go). A SAN that names no move of those sides, or
// several, is refused with the reason.
func (g *Game) ReadMove(text string, sides ...Color) (MoveText, error) {
	var mt MoveText
	t := strings.TrimRight(strings.TrimSpace(text), "!?")
	for _, suf := range []string{"++", "+", "#"} {
		if r, ok := strings.CutSuffix(t, suf); ok {
			t, mt.Check = r, true
			break
		}
	}
	t = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(t, "e.p."), "ep"))
	if t == "" {
		return mt, fmt.Errorf("type a move: e4, Nf3, exd5, O-O, e8=Q, or its squares, g1f3")
	}
	if m, ok := ParseSquares(t); ok {
		mt.BoardMove, mt.Squares = m, true
		switch {
		case g.PieceAt(m.From).Empty():
			return mt, fmt.Errorf("%s: no man on %s", text, m.From)
		case m.From == m.To:
			return mt, fmt.Errorf("%s: the man would not move", text)
		}
		return mt, nil
	}
	sm, err := readSAN(t)
	if err != nil {
		if strings.Contains(err.Error(), onlyPawnPromoted) {
			return mt, fmt.Errorf("%s: %s", text, onlyPawnPromoted)
		}
		return mt, fmt.Errorf("%q is not a move: type e4, Nf3, exd5, O-O, e8=Q, or its squares, g1f3", text)
	}
	for _, c := range sides {
		b := asMover(&g.s.board, c)
		var found []BoardMove
		for _, lm := range g.MovesOf(c) {
			if sm.names(b, lm) {
				found = append(found, lm)
			}
		}
		if len(found) == 1 {
			return g.sanRead(mt, text, sm, b, found[0])
		}
		if len(found) > 1 {
			return mt, fmt.Errorf("%s is ambiguous: %s (add the file or the rank it comes from)", text, orList(g.sansOf(found)))
		}
	}
	return mt, g.namesNone(text, sm, sides)
}

// namesNone says why a SAN names no move of the sides.
func (g *Game) namesNone(text string, sm sanMove, sides []Color) error {
	if sm.castle != 0 {
		who := "neither side may"
		if len(sides) == 1 {
			who = sides[0].String() + " may not"
		}
		return fmt.Errorf("%s: %s castle so now (type the King's squares, e.g. e1g1, to record it as made)", text, who)
	}
	man := kindName[sm.kind] + " of either side"
	if len(sides) == 1 {
		man = sides[0].String() + " " + kindName[sm.kind]
	}
	return fmt.Errorf("%s: no %s can legally go to %s%s (an irregular move is typed by its squares, e.g. %s)",
		text, man, sm.to, g.checkedSideToMove(), g.exampleFrom(sm))
}

// sanRead is the move found for a SAN: its promotion as written (none
// yet, when the pawn reaches the last rank unnamed), refused when the
// promotion or the "x" say what the move does not do.
func (g *Game) sanRead(mt MoveText, text string, sm sanMove, b *Board, lm BoardMove) (MoveText, error) {
	mt.BoardMove = BoardMove{From: lm.From, To: lm.To}
	if p := b.sq[lm.From]; p.Kind == 'P' && lastRank(p.Color, lm.To) {
		mt.Promo = sm.promo
	} else if sm.promo != 0 {
		return mt, fmt.Errorf("%s: the pawn does not reach the last rank", text)
	}
	if sm.takesNothing(b, lm) {
		return mt, fmt.Errorf("%s: there is no man on %s to take", text, lm.To)
	}
	return mt, nil
}

// ParseSquares reads a move written by its squares as a hand writes them:
// UCI's form, a "-", "x" or ":" between the squares and an "=" before the
// piece allowed (e7-e5, e7e8=Q).
func ParseSquares(t string) (BoardMove, bool) {
	if len(t) >= 5 && strings.IndexByte("-x:", t[2]) >= 0 {
		t = t[:2] + t[3:]
	}
	if len(t) == 6 && t[4] == '=' {
		t = t[:4] + t[5:]
	}
	m, err := ParseUCI(strings.ToLower(t))
	return m, err == nil
}

// kindName is a kind of man in words.
var kindName = map[byte]string{'K': "King", 'Q': "Queen", 'R': "Rook", 'B': "Bishop", 'N': "Knight", 'P': "pawn"}

// checkedSideToMove says that the side to move stands in check, or "".
func (g *Game) checkedSideToMove() string {
	for _, k := range g.CheckedKings() {
		if g.PieceAt(k).Color == g.Turn() {
			return fmt.Sprintf("; the %s King stands in check", g.Turn())
		}
	}
	return ""
}

// exampleFrom is the squares of a move a man of the SAN's kind could make
// to its square, to show how an irregular move is typed: the man of the
// side to move nearest the file (the pawn of that file first).
func (g *Game) exampleFrom(sm sanMove) string {
	best, bestDist := NoSquare, 99
	for sq := Square(0); sq < 64; sq++ {
		p := g.PieceAt(sq)
		if p.Kind != sm.kind || p.Color != g.Turn() || sq == sm.to {
			continue
		}
		d := sq.File() - sm.to.File()
		if sm.fromFile >= 0 {
			d = sq.File() - sm.fromFile
		}
		if d < 0 {
			d = -d
		}
		if d < bestDist {
			best, bestDist = sq, d
		}
	}
	if best.Valid() {
		return best.String() + sm.to.String()
	}
	return "g1f3"
}

// sansOf spells moves of one side, sorted.
func (g *Game) sansOf(ms []BoardMove) []string {
	out := make([]string, 0, len(ms))
	for _, m := range ms {
		s, _ := g.SANFor(m)
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

func orList(names []string) string {
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
