package rules

import (
	"slices"
)

// NextFirstMove says who moves first in the next game of the match, once
// this one is over: each code's rule, said with its article, at odds too
// (Lewis and American VI, Staunton odds I; BCA has no law of odds but X).
func (g *Game) NextFirstMove() NextFirst {
	f := nextGameFacts{result: g.result(), began: g.start.Turn}
	f.atOdds = g.setup.Odds != nil || undertakerMovesFirst(g.law, g.setup)
	f.deprived = f.result == ResultAnnulled && slices.ContainsFunc(g.s.rulings, func(r *ruling) bool {
		return r.Kind == KindCommencedOutOfTurn && r.Chosen() == OptAnnul
	})
	if f.result == "*" || g.law.nextGame == nil {
		return NextFirst{Undecided: true, Note: "the game is not over"}
	}
	return g.law.nextGame(f)
}
