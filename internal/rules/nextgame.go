package rules

import (
	"github.com/arbiter-chess/arbiter/internal/law"
	"slices"
)

// NextFirstMove says who moves first in the next game of the match, once
// this one is over: each code's rule, said with its article, at odds too
// (Lewis and American VI, Staunton odds I; BCA has no law of odds but X).
func (g *Game) NextFirstMove() law.NextFirst {
	f := law.NextGameFacts{Result: g.result(), Began: g.start.Turn}
	f.AtOdds = g.setup.Odds != nil || undertakerMovesFirst(g.law, g.setup)
	f.Deprived = f.Result == law.ResultAnnulled && slices.ContainsFunc(g.s.rulings, func(r *ruling) bool {
		return r.Kind == law.KindCommencedOutOfTurn && r.Chosen() == law.OptAnnul
	})
	if f.Result == "*" || g.law.NextGame == nil {
		return law.NextFirst{Undecided: true, Note: "the game is not over"}
	}
	return g.law.NextGame(f)
}
