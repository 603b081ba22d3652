package rules

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/record"
)

// ParseMove reads a move written as squares ("e2e4", "e7e8q": any transfer,
// irregular ones included, for the core to judge) or in standard algebraic
// notation ("Nf3", "exd5", "e8=Q", "O-O", "0-0-0", with or without "+",
// "#", "!" or "?"), which names a legal move of the side to move in the
// position as it stands. A SAN that names no legal move, or more than one,
// is refused with the reason: an irregular move still needs its squares.
func (g *Game) ParseMove(text string) (chess.BoardMove, error) {
	if m, err := chess.ParseUCI(strings.ToLower(text)); err == nil {
		return m, nil
	}
	return g.parseSAN(text)
}

// SANOf spells a legal move of the side to move in standard algebraic
// notation; false when it is not one (an irregular move has no SAN).
func (g *Game) SANOf(m chess.BoardMove) (string, bool) {
	return chess.SAN(g.s.board, m)
}

// SANFor spells a move of the man on m.From in standard algebraic
// notation in the position as it stands, whoever is to move, without the
// check sign (whether the mover says check is his act, not the move's):
// what a player may be offered or shown. A promotion without its piece is
// spelt =Q. False when m is not one of MovesOf the man's side.
func (g *Game) SANFor(m chess.BoardMove) (string, bool) {
	p := g.PieceAt(m.From)
	if p.Empty() {
		return "", false
	}
	b := g.s.board.AsMover(p.Color)
	if p.Kind == 'P' && lastRank(p.Color, m.To) && m.Promo == 0 {
		m.Promo = 'q'
	}
	if !chess.IsLegal(b, m) && !(p.Kind == 'K' && slices.Contains(g.lawfulLeaps(p.Color, m.From), m.To)) {
		return "", false
	}
	return string(chess.AppendSAN(nil, b, m)), true
}

// MovesOf are c's moves in the position as it stands, as if c were to
// move: its legal moves (a promotion once, to a Queen) and the King's
// leaps the code allows at Rook odds; the moves LegalTargets shows.
func (g *Game) MovesOf(c chess.Color) []chess.BoardMove {
	var out []chess.BoardMove
	for _, m := range g.legalFor(&g.s.board, c) {
		if m.Promo == 0 || m.Promo == 'q' {
			out = append(out, m)
		}
	}
	for _, k := range g.s.board.Kings(c) {
		for _, to := range g.lawfulLeaps(c, k) {
			out = append(out, chess.BoardMove{From: k, To: to})
		}
	}
	return out
}

// parseSAN reads a SAN against the legal moves of the side to move, as the
// chess layer reads it; a SAN that names no legal move is told how an
// irregular move is written.
func (g *Game) parseSAN(text string) (chess.BoardMove, error) {
	b := &g.s.board
	m, err := chess.DecodeSAN(b, text, g.legal(b))
	if nm, ok := errors.AsType[*chess.NoSuchMoveError](err); ok {
		return m, fmt.Errorf("%s (an irregular move is written with its squares, e.g. e2e5)", nm)
	}
	return m, err
}

// resolveMove reads the SAN of a `move` written without squares (its Text,
// e.g. "Nf3") against the position as it stands, so that the event recorded
// carries the squares.
func (g *Game) resolveMove(e record.Event) (record.Event, error) {
	if e.Verb != record.Move || e.Square.Valid() || e.Text == "" {
		return e, nil
	}
	if p, ok := e.Actor.Color(); ok && p != g.s.board.Turn {
		return e, fmt.Errorf("move %s: it is %s's turn; a move out of turn is written with its squares", e.Text, g.s.board.Turn)
	}
	m, err := g.ParseMove(e.Text)
	if err != nil {
		return e, err
	}
	e.Square, e.To, e.Text = m.From, m.To, ""
	if m.Promo != 0 {
		e.Promotion = string(m.Promo)
	}
	return e, nil
}

// MoveText is a move read from what a scorer writes or an umpire types.
type MoveText struct {
	chess.BoardMove
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
func (g *Game) ReadMove(text string, sides ...chess.Color) (MoveText, error) {
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
	if m, ok := chess.ParseSquares(t); ok {
		mt.BoardMove, mt.Squares = m, true
		switch {
		case g.PieceAt(m.From).Empty():
			return mt, fmt.Errorf("%s: no man on %s", text, m.From)
		case m.From == m.To:
			return mt, fmt.Errorf("%s: the man would not move", text)
		}
		return mt, nil
	}
	sm, err := chess.ReadSAN(t)
	if err != nil {
		if strings.Contains(err.Error(), chess.OnlyPawnPromoted) {
			return mt, fmt.Errorf("%s: %s", text, chess.OnlyPawnPromoted)
		}
		return mt, fmt.Errorf("%q is not a move: type e4, Nf3, exd5, O-O, e8=Q, or its squares, g1f3", text)
	}
	for _, c := range sides {
		b := g.s.board.AsMover(c)
		var found []chess.BoardMove
		for _, lm := range g.MovesOf(c) {
			if sm.Names(b, lm) {
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
func (g *Game) namesNone(text string, sm chess.SANMove, sides []chess.Color) error {
	if sm.Castling != 0 {
		who := "neither side may"
		if len(sides) == 1 {
			who = sides[0].String() + " may not"
		}
		return fmt.Errorf("%s: %s castle so now (type the King's squares, e.g. e1g1, to record it as made)", text, who)
	}
	man := chess.KindName[sm.Kind] + " of either side"
	if len(sides) == 1 {
		man = sides[0].String() + " " + chess.KindName[sm.Kind]
	}
	return fmt.Errorf("%s: no %s can legally go to %s%s (an irregular move is typed by its squares, e.g. %s)",
		text, man, sm.To, g.checkedSideToMove(), g.exampleFrom(sm))
}

// sanRead is the move found for a SAN: its promotion as written (none
// yet, when the pawn reaches the last rank unnamed), refused when the
// promotion or the "x" say what the move does not do.
func (g *Game) sanRead(mt MoveText, text string, sm chess.SANMove, b *chess.Board, lm chess.BoardMove) (MoveText, error) {
	mt.BoardMove = chess.BoardMove{From: lm.From, To: lm.To}
	if p := b.Squares[lm.From]; p.Kind == 'P' && lastRank(p.Color, lm.To) {
		mt.Promo = sm.Promo
	} else if sm.Promo != 0 {
		return mt, fmt.Errorf("%s: the pawn does not reach the last rank", text)
	}
	if sm.TakesNothing(b, lm) {
		return mt, fmt.Errorf("%s: there is no man on %s to take", text, lm.To)
	}
	return mt, nil
}

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
func (g *Game) exampleFrom(sm chess.SANMove) string {
	best, bestDist := chess.NoSquare, 99
	for sq := chess.Square(0); sq < 64; sq++ {
		p := g.PieceAt(sq)
		if p.Kind != sm.Kind || p.Color != g.Turn() || sq == sm.To {
			continue
		}
		d := sq.File() - sm.To.File()
		if sm.FromFile >= 0 {
			d = sq.File() - sm.FromFile
		}
		if d < 0 {
			d = -d
		}
		if d < bestDist {
			best, bestDist = sq, d
		}
	}
	if best.Valid() {
		return best.String() + sm.To.String()
	}
	return "g1f3"
}

// sansOf spells moves of one side, sorted.
func (g *Game) sansOf(ms []chess.BoardMove) []string {
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
