package rules

import (
	"fmt"
	"slices"
	"strings"
)

// ParseMove reads a move written as squares ("e2e4", "e7e8q": any transfer,
// irregular ones included, for the core to judge) or in standard algebraic
// notation ("Nf3", "exd5", "e8=Q", "O-O", "0-0-0", with or without "+",
// "#", "!" or "?"), which names a legal move of the side to move in the
// position as it stands. A SAN that names no legal move, or more than one,
// is refused with the reason: an irregular move still needs its squares.
func (g *Game) ParseMove(text string) (BoardMove, error) {
	if m, err := ParseUCI(strings.ToLower(text)); err == nil {
		return m, nil
	}
	return g.parseSAN(text)
}

// SANOf spells a legal move of the side to move in standard algebraic
// notation; false when it is not one (an irregular move has no SAN).
func (g *Game) SANOf(m BoardMove) (string, bool) {
	return san(g.s.board, m)
}

// SANFor spells a move of the man on m.From in standard algebraic
// notation in the position as it stands, whoever is to move, without the
// check sign (whether the mover says check is his act, not the move's):
// what a player may be offered or shown. A promotion without its piece is
// spelt =Q. False when m is not one of MovesOf the man's side.
func (g *Game) SANFor(m BoardMove) (string, bool) {
	p := g.PieceAt(m.From)
	if p.Empty() {
		return "", false
	}
	b := asMover(&g.s.board, p.Color)
	if p.Kind == 'P' && lastRank(p.Color, m.To) && m.Promo == 0 {
		m.Promo = 'q'
	}
	if !isLegal(b, m) && !(p.Kind == 'K' && slices.Contains(g.lawfulLeaps(p.Color, m.From), m.To)) {
		return "", false
	}
	return string(appendSAN(nil, b, m)), true
}

// MovesOf are c's moves in the position as it stands, as if c were to
// move: its legal moves (a promotion once, to a Queen) and the King's
// leaps the code allows at Rook odds; the moves LegalTargets shows.
func (g *Game) MovesOf(c Color) []BoardMove {
	var out []BoardMove
	for _, m := range g.legalFor(&g.s.board, c) {
		if m.Promo == 0 || m.Promo == 'q' {
			out = append(out, m)
		}
	}
	for _, k := range g.s.board.kings(c) {
		for _, to := range g.lawfulLeaps(c, k) {
			out = append(out, BoardMove{From: k, To: to})
		}
	}
	return out
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
