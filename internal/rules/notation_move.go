package rules

import (
	"fmt"
	"slices"
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

// parseSAN reads a SAN against the legal moves of the side to move.
func (g *Game) parseSAN(text string) (chess.BoardMove, error) {
	sm, err := chess.ReadSAN(text)
	if err != nil {
		return chess.BoardMove{}, err
	}
	b := &g.s.board
	var found []chess.BoardMove
	for _, lm := range g.legal(b) {
		if sm.Fits(b, lm) {
			found = append(found, lm)
		}
	}
	switch {
	case len(found) == 1:
		return found[0], nil
	case len(found) == 0 && sm.Kind == 'P' && sm.Promo == 0 && sm.Castling == 0 && lastRank(b.Turn, sm.To):
		return chess.BoardMove{}, fmt.Errorf("%q: a pawn reaching the last rank: name the piece (e.g. %s=Q)", text, strings.TrimRight(text, "+#!?"))
	case len(found) == 0:
		return chess.BoardMove{}, fmt.Errorf("%q is not a legal move for %s in %s (an irregular move is written with its squares, e.g. e2e5)", text, b.Turn, b.FEN())
	}
	var alts []string
	for _, m := range found {
		s, _ := chess.SAN(*b, m)
		alts = append(alts, s)
	}
	return chess.BoardMove{}, fmt.Errorf("%q is ambiguous: %s", text, strings.Join(alts, " or "))
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
