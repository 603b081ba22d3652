package rules

import (
	"fmt"
	"strings"
)

// ParseMove reads a move written as squares ("e2e4", "e7e8q": any transfer,
// irregular ones included, for the core to judge) or in standard algebraic
// notation ("Nf3", "exd5", "e8=Q", "O-O", "0-0-0", with or without "+",
// "#", "!" or "?"), which names a legal move of the side to move in the
// position as it stands. A SAN that names no legal move, or more than one,
// is refused with the reason: an irregular move still needs its squares.
func (g *Game) ParseMove(text string) (BoardMove, error) {
	if m, ok := parseUCI(strings.ToLower(text)); ok {
		return m, nil
	}
	return g.parseSAN(text)
}

// SANOf spells a legal move of the side to move in standard algebraic
// notation; false when it is not one (an irregular move has no SAN).
func (g *Game) SANOf(m BoardMove) (string, bool) {
	return san(g.s.board, m)
}

// sanMove is what a SAN says of its move.
type sanMove struct {
	kind     byte // 'P', 'N', 'B', 'R', 'Q', 'K'
	fromFile int  // -1 when not given
	fromRank int  // -1 when not given
	to       Square
	promo    byte // 'q', 'r', 'b', 'n' or 0
	castle   int  // 0, or the King's file after castling: 6 or 2
	capture  bool // "x" written
}

// parseSAN reads a SAN against the legal moves of the side to move.
func (g *Game) parseSAN(text string) (BoardMove, error) {
	sm, err := readSAN(text)
	if err != nil {
		return BoardMove{}, err
	}
	b := &g.s.board
	var found []BoardMove
	for _, lm := range g.legal(b) {
		if sm.fits(b, lm) {
			found = append(found, lm)
		}
	}
	switch {
	case len(found) == 1:
		return found[0], nil
	case len(found) == 0 && sm.kind == 'P' && sm.promo == 0 && sm.castle == 0 && lastRank(b.turn, sm.to):
		return BoardMove{}, fmt.Errorf("%q: a pawn reaching the last rank: name the piece (e.g. %s=Q)", text, strings.TrimRight(text, "+#!?"))
	case len(found) == 0:
		return BoardMove{}, fmt.Errorf("%q is not a legal move for %s in %s (an irregular move is written with its squares, e.g. e2e5)", text, b.turn, b.FEN())
	}
	var alts []string
	for _, m := range found {
		s, _ := san(*b, m)
		alts = append(alts, s)
	}
	return BoardMove{}, fmt.Errorf("%q is ambiguous: %s", text, strings.Join(alts, " or "))
}

// fits reports whether the legal move lm is the one the SAN names.
func (sm sanMove) fits(b *Board, lm BoardMove) bool {
	if sm.castle != 0 {
		return b.castlingMove(lm.From, lm.To) && lm.To.File() == sm.castle
	}
	if b.sq[lm.From].Kind != sm.kind || lm.To != sm.to || lm.Promo != sm.promo {
		return false
	}
	if sm.kind == 'K' && b.castlingMove(lm.From, lm.To) {
		return false // castling is written O-O, not as a King's move
	}
	pawnTakes := sm.kind == 'P' && lm.From.File() != lm.To.File()
	if sm.kind == 'P' && sm.fromFile < 0 && pawnTakes {
		return false // a pawn's capture names its file: exd5, not d5
	}
	if sm.capture && b.sq[lm.To].Empty() && !pawnTakes {
		return false // "x" where there is nothing to take
	}
	return (sm.fromFile < 0 || lm.From.File() == sm.fromFile) && (sm.fromRank < 0 || lm.From.Rank() == sm.fromRank)
}

// readSAN reads the syntax of a SAN: the piece, the disambiguation, the
// square, the promotion. A capture's "x" and a check's "+" or "#" are
// optional, as readers of PGN take them.
func readSAN(text string) (sanMove, error) {
	s := strings.TrimRight(text, "+#!?")
	sm := sanMove{kind: 'P', fromFile: -1, fromRank: -1}
	switch strings.ReplaceAll(s, "0", "O") {
	case "O-O":
		sm.castle = 6
		return sm, nil
	case "O-O-O":
		sm.castle = 2
		return sm, nil
	}
	bad := func(why string) (sanMove, error) {
		return sanMove{}, fmt.Errorf("bad move %q: %s (want squares, e.g. g1f3, or SAN, e.g. Nf3, exd5, e8=Q, O-O)", text, why)
	}
	if s != "" && strings.IndexByte("NBRQK", s[0]) >= 0 {
		sm.kind, s = s[0], s[1:]
	}
	if i := strings.IndexByte(s, '='); i >= 0 {
		if len(s) != i+2 || strings.IndexByte("NBRQ", s[i+1]) < 0 {
			return bad("the promotion wants Q, R, B or N")
		}
		sm.promo, s = s[i+1]|0x20, s[:i]
	} else if n := len(s); sm.kind == 'P' && n == 3 && strings.IndexByte("NBRQ", s[n-1]) >= 0 {
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
	if r, ok := strings.CutSuffix(rest, "x"); ok {
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
		return bad("only a pawn is promoted")
	}
	return sm, nil
}

// resolveMove reads the SAN of a `move` written without squares (its Text,
// e.g. "Nf3") against the position as it stands, so that the event recorded
// carries the squares.
func (g *Game) resolveMove(e Event) (Event, error) {
	if e.Verb != Move || e.Square.Valid() || e.Text == "" {
		return e, nil
	}
	if p, ok := e.Actor.Color(); ok && p != g.s.board.turn {
		return e, fmt.Errorf("move %s: it is %s's turn; a move out of turn is written with its squares", e.Text, g.s.board.turn)
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
