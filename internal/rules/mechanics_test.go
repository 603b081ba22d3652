package rules_test

import (
	"testing"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

// Shared mechanics, the same under every code: each row names the article
// of each code it leans on.
func TestMechanicsAllCodes(t *testing.T) {
	king := map[string]string{"lewis1827": "IX", "american1850": "IX", "staunton1860": "VI", "bca1862": "VI"}
	for _, code := range codes {
		runLaw(t, code, []lawCase{
			{
				name:        "a penalty raised on a touch takes back the move made after it",
				article:     king[code] + `: the adverse man touched cannot be taken, so the King must move ("retracted if need be", spec §5)`,
				script:      "[Moves \"e2e4 e7e5\"]\nW touch d8\nW move g1f3\nB choose move-king\n",
				want:        []wantRuling{{kind: rules.KindTouchedUncapturable, offender: "white", state: rules.StateEnforced, chosen: rules.OptMoveKing, articles: []string{king[code]}}},
				board:       "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR",
				turn:        "white",
				obligations: []rules.Obligation{{Player: "white", Duty: rules.DutyMoveKing, Square: "e1"}},
			},
			{
				name:    "the King's move meets the obligation",
				article: king[code] + ": the King moved as the penalty demands",
				script:  "[Moves \"e2e4 e7e5\"]\nW touch d8\nW move g1f3\nB choose move-king\nW move e1e2\n",
				board:   "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPPKPPP/RNBQ1BNR",
				turn:    "black",
			},
			{
				name:      "a man put back on its own square is no move",
				article:   "spec §2: released on its own square, put back",
				script:    "W say jadoube\nW touch e2\nW release e2\n",
				noRulings: true,
				turn:      "white",
			},
		})
	}
}

// When the adversary chooses a penalty, the man the offender held goes back:
// the penalty, not the touch, governs his move now (spec §5, move-king).
func TestChosenPenaltyEmptiesTheHand(t *testing.T) {
	for _, code := range codes {
		g, err := rules.New(rules.Setup{Code: code, Moves: []string{"e2e4", "e7e5"}})
		if err != nil {
			t.Fatal(err)
		}
		none := rules.NoSquare
		applyAll(t, g, []rules.Event{
			{Actor: rules.ActorWhite, Verb: rules.Touch, Square: sqOf(t, "d8"), To: none},
			{Actor: rules.ActorBlack, Verb: rules.Choose, Option: rules.OptMoveKing, Square: none, To: none},
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

// BCA IX frees the touch made in consequence of a false move; once the
// penalty is enforced and the offender has moved again, touches bind again.
func TestTouchBindsAgainAfterThePenalty(t *testing.T) {
	runLaw(t, "bca1862", []lawCase{{
		name:    "after the false move is disposed of, Black's touch binds",
		article: `IX: "Should he touch a man in reply in consequence of a false or illegal move ... he shall not be compelled to move that man"`,
		script: "[FEN \"4k3/p7/8/8/8/8/8/R3K3 w - - 0 1\"]\nW move a1c3\nB touch a7\nB choose move-touched\n" +
			"W move a1a2\nB touch a7\n",
		want:        []wantRuling{{kind: rules.KindFalseMove, state: rules.StateEnforced, chosen: rules.OptMoveTouched}},
		obligations: []rules.Obligation{{Player: "black", Duty: rules.DutyMoveTouched, Square: "a7"}},
	}})
}

// A move out of turn does not wipe out the duty of the player to move.
func TestMoveOutOfTurnLeavesTheOtherDuty(t *testing.T) {
	runLaw(t, "lewis1827", []lawCase{{
		name:        "Black touched his pawn; White then moved out of turn",
		article:     `VII: "A player must play the Piece or Pawn that he has touched"; XIV: a move out of turn`,
		script:      "W move e2e4\nB touch e7\nW move d2d4\n",
		want:        []wantRuling{{kind: rules.KindTwoMoves, offender: "white", state: rules.StatePending}},
		obligations: []rules.Obligation{{Player: "black", Duty: rules.DutyMoveTouched, Square: "e7"}},
	}})
}

// Staunton VII: the man in hand may go to any square it commands that it
// has not touched; the other codes have no such law.
func TestTouchedSquare(t *testing.T) {
	article := `VII: "it may be played to any square it commands which the player has not touched with it during his deliberation"`
	runLaw(t, "staunton1860", []lawCase{
		{
			name: "the Knight played to a square it touched, h3 untouched", article: article,
			script: "W touch g1\nW touch-square f3\nW release f3\n",
			want: []wantRuling{{kind: rules.KindTouchedSquarePlayed, offender: "white", chooser: "black",
				state: rules.StatePending, options: []string{rules.OptMoveTouched}, articles: []string{"VII"}}},
		},
		{
			name: "enforced: taken back, the Knight must still move", article: article,
			script:      "W touch g1\nW touch-square f3\nW release f3\nB choose move-touched\n",
			board:       "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
			obligations: []rules.Obligation{{Player: "white", Duty: rules.DutyMoveTouched, Square: "g1"}},
		},
		{
			name: "played to a square it did not touch: no offence", article: article,
			script: "W touch g1\nW touch-square f3\nW release h3\n", noRulings: true,
		},
		{
			name: "every square it commands touched: no ruling (the opponent elects)", article: `VII: "if it has touched all the squares it commands, it must be played to any one of them the opponent elects"`,
			script: "W touch g1\nW touch-square f3\nW touch-square h3\nW release h3\n", noRulings: true,
		},
	})
	for _, code := range []string{"lewis1827", "american1850", "bca1862"} {
		runLaw(t, code, []lawCase{{
			name: "no law on squares touched with the man", article: "none: only Staunton VII regulates touched squares",
			script: "W touch g1\nW touch-square f3\nW release f3\n", noRulings: true,
		}})
	}
}
