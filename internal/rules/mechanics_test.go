package rules_test

import (
	"testing"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// The cases of the law are in testdata/law (TestLawTranscripts); what the
// reports do not show is tested here.

// When the adversary chooses a penalty, the man the offender held goes back:
// the penalty, not the touch, governs his move now (docs/spec.md §5, move-king).
func TestChosenPenaltyEmptiesTheHand(t *testing.T) {
	for _, code := range codes {
		g, err := rules.New(rules.Setup{Code: code, Moves: []string{"e2e4", "e7e5"}})
		if err != nil {
			t.Fatal(err)
		}
		none := chess.NoSquare
		applyAll(t, g, []record.Event{
			{Actor: record.ActorWhite, Verb: record.Touch, Square: sqOf(t, "d8"), To: none},
			{Actor: record.ActorBlack, Verb: record.Choose, Option: law.OptMoveKing, Square: none, To: none},
		})
		if _, _, held := g.Hand(); held {
			t.Errorf("%s: white still holds a man after move-king was chosen", code)
		}
		rep := g.Report()
		if len(rep.Obligations) != 1 || rep.Obligations[0].Duty != rules.DutyMoveKing {
			t.Errorf("%s: obligations %+v, want only move-king", code, rep.Obligations)
		}
	}
}
