package rules

import (
	"github.com/arbiter-chess/arbiter/internal/chess"
	"slices"
)

// NextFirst is who moves first in the next game of a match, by the code,
// with the articles and words that decide it. Who is "white" or "black";
// "" where the code leaves it to the players or the umpire (Undecided) or
// where the odds decide it (ByOdds).
type NextFirst struct {
	Who       string
	Articles  []string
	Note      string
	Undecided bool
	ByOdds    bool
}

// nextGameFacts are what the codes ask of the game ended.
type nextGameFacts struct {
	result string      // "1-0", "0-1", "1/2-1/2", "annulled"
	began  chess.Color // who had the first move (was to make it, whoever did)
	// deprived: the game was annulled because the wrong player began it
	// (Staunton IV: "the player deprived of the move").
	deprived bool
	// atOdds: the game was played at odds, or under an undertaking that
	// gives the undertaker the first move (Staunton odds I).
	atOdds bool
}

// byOdds is a code's word that at odds the first move is the odds' own.
func byOdds(articles []string, note string) NextFirst {
	return NextFirst{ByOdds: true, Articles: articles, Note: note}
}

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

// first names a player for NextFirst.
func first(c chess.Color, articles []string, note string) NextFirst {
	return NextFirst{Who: c.String(), Articles: articles, Note: note}
}
