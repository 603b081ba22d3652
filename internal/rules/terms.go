package rules

import (
	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
)

// terms are the rules a game's setup adds to the board's: odds, an
// undertaking to mate, time limits, play by correspondence, and the code's
// count of fifty moves from an ending. They are chosen once, when the game
// is made (as raft chooses its step function by role): a plain game over
// the board has none, and its events never ask about the others. Each hook
// runs in the order listed, at the point of the engine it names.
type terms struct {
	// afterEvent runs after each event is applied, before the pending
	// rulings lapse at the end of the game; running is the side whose
	// clock ran until the event, stamped whether the event has a time.
	// (The event itself is not passed: a hook holding it would make every
	// event escape to the heap.)
	afterEvent []func(g *Game, running chess.Color, stamped bool) error
	// followUp runs last after each event (correspondence: the sender's
	// next move sent, once the reply assumed is made).
	followUp []func(g *Game) error
	// afterMove runs after each completed move of p, before his early cry
	// of check is judged.
	afterMove []func(g *Game, p chess.Color) error
	// moved runs as a man is carried from one square to another.
	moved []func(g *Game, from, to chess.Square)
	// movesAtOdds is how many moves p has left of odds of several moves
	// (nil where no odds are given).
	movesAtOdds func(g *Game, p chess.Color) int
	// countsFifty: the code counts fifty moves from an ending of pieces,
	// which no undertaking overrides (fifty.go).
	countsFifty bool
}

// chooseTerms reads the setup once for the rules it adds.
func chooseTerms(setup Setup, code *law.Code) terms {
	var t terms
	if tc := setup.Time; tc != nil && tc.Moves > 0 {
		t.afterEvent = append(t.afterEvent, func(g *Game, running chess.Color, stamped bool) error {
			if !stamped {
				return nil
			}
			return g.clock.judgeTimeRunning(running)
		})
	}
	if setup.Agreement != nil {
		t.afterEvent = append(t.afterEvent, func(g *Game, _ chess.Color, _ bool) error { return g.odds.judgeDrawnUndertaking() })
		t.afterMove = append(t.afterMove, func(g *Game, _ chess.Color) error { return g.odds.judgeAgreement() })
		t.moved = append(t.moved, func(g *Game, from, to chess.Square) { g.odds.trackAgreedMan(from, to) })
	}
	if tc := setup.Time; tc != nil && tc.Moves > 0 {
		t.afterMove = append(t.afterMove, func(g *Game, p chess.Color) error { return g.clock.judgeTime(p) })
	}
	if setup.Odds != nil {
		t.afterMove = append(t.afterMove, func(g *Game, _ chess.Color) error { return g.odds.judgeOddsLeftOn() })
		t.movesAtOdds = func(g *Game, p chess.Color) int { return g.odds.oddsMovesLeft(p) }
	}
	if setup.Mode == law.ModeCorrespondence {
		t.followUp = append(t.followUp, func(g *Game) error { return g.modes.followSentLine() })
	}
	t.countsFifty = code.FiftyFromEnding && setup.Agreement == nil
	return t
}
