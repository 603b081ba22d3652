package rules

import (
	"errors"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
)

// concession is what a player has conceded his adversary.
type concession struct {
	given, reciprocal bool
}

// concede: p lets his adversary take back his last move; reciprocal if it
// was specially stipulated that the same may be asked in return.
func (g indulgences) concede(p chess.Color, what string, reciprocal bool) error {
	if what != law.IndulgeTakeBack {
		return errors.New("concede: want takeback")
	}
	indulged := p.Other()
	if g.checks.lastMoveBy(indulged) < 0 {
		return errors.New("concede takeback: the adversary has made no move to take back")
	}
	r, err := g.rulings.raise(law.KindIndulgence, law.Facts{Claimant: indulged}, noSubject, claimBy(g.checks.lastMoveBy(indulged)))
	if err != nil || r == nil {
		return err
	}
	g.s.conceded[p] = concession{given: true, reciprocal: reciprocal}
	return nil
}

// demandTakeBack: p demands to take back his own last move, as he once let
// his adversary do.
func (g indulgences) demandTakeBack(p chess.Color) error {
	idx := g.checks.lastMoveBy(p)
	if idx < 0 {
		return g.claims.claimFindsNothing(p, law.ClaimTakeBack, "there is no move of his to take back")
	}
	c := g.s.conceded[p]
	f := law.Facts{Claimant: p, Conceded: c.given, Reciprocal: c.reciprocal}
	_, err := g.rulings.raise(law.KindIndulgenceDemanded, f, noSubject, claimBy(idx))
	return err
}

// takeBack carries out a move taken back by agreement: the indulged
// player's last move and every move after it.
func (g indulgences) takeBack(r *ruling) {
	if r.move >= 0 {
		g.penalties.retract(r.move)
	}
}

// indulgences records a move taken back by indulgence and who moves first in the next game (indulgence.go, nextgame.go).
type indulgences struct{ *Game }
