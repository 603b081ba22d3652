package rules

import (
	"slices"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
)

// toy1883I_touchAndMove — I: "A man touched must be moved; if it cannot be
// moved, the King must move."
func toy1883I_touchAndMove(f law.Facts) law.Remedy {
	return law.TouchedManNotPlayed(f, law.Arts("I"), law.Arts("I"))
}

func toy1883I_moveCannotBeMade(f law.Facts) law.Remedy {
	if f.KingCanMove {
		return law.Pick(law.Arts("I"), "the King must move", law.OptMoveKing)
	}
	return law.None(law.Arts("I"), "the King cannot move: no penalty")
}

// toy1883II_falseMove — II: "A false move must be retracted."
func toy1883II_falseMove(f law.Facts) law.Remedy {
	return law.Apply(law.Arts("II"), "a false move: retracted", law.OptRetract)
}

// toyBeforeTouch — I: "claimed before the adversary touches a man".
var toyBeforeTouch = law.Until(law.UntilTouchInReply, "I", "claimed before the adversary touches a man")

// A fifth code added as docs/adding-a-code.md says: a value with its
// articles and cases, every other kind declared silent, appended to the
// codes. The engine plays an incident under it with no change of its own.
func TestToyCodeTheDocumentedWay(t *testing.T) {
	toy := law.Code{
		CodeInfo: law.CodeInfo{ID: "toy1883", Author: "a test", Year: 1883, Title: "Toy rules",
			Referral: "III", Short: "Toy", ArticleWord: "Rule"},
		Traits: law.Traits{TouchOwn: law.Arts("I"), TouchAdverse: law.Arts("I")},
		Articles: []law.Article{
			{ID: "I", Cases: []law.Decision{
				{Kind: law.KindTouchMoveBreach, Decide: toy1883I_touchAndMove, When: toyBeforeTouch},
				{Kind: law.KindTouchedUnmovable, Decide: toy1883I_moveCannotBeMade, When: toyBeforeTouch},
				{Kind: law.KindTouchedUncapturable, Decide: toy1883I_moveCannotBeMade, When: toyBeforeTouch},
			}},
			{ID: "II", Cases: []law.Decision{{Kind: law.KindFalseMove, Decide: toy1883II_falseMove, When: law.LawActs("II", "A false move must be retracted.")}}},
			{ID: "III", CitedWith: "the referral article"},
		},
	}
	for _, kind := range law.CaseKinds {
		if kind != law.KindTouchMoveBreach && kind != law.KindTouchedUnmovable && kind != law.KindTouchedUncapturable && kind != law.KindFalseMove {
			toy.Silences = append(toy.Silences, law.Silence{Kind: kind, Note: "the toy rules have no law for this case"})
		}
	}
	toy.BuildIndex()
	saved := law.AllCodes
	law.AllCodes = append(slices.Clone(law.AllCodes), &toy)
	defer func() { law.AllCodes = saved }()

	if _, ok := law.LookupCode("toy1883"); !ok {
		t.Fatal("the toy code is not listed")
	}
	g, err := New(Setup{Code: "toy1883", FEN: "4k3/7p/8/8/8/8/8/R3K3 w - - 0 1"})
	if err != nil {
		t.Fatal(err)
	}
	sq := func(s string) chess.Square { q, _ := chess.ParseSquare(s); return q }
	for _, e := range []record.Event{
		{Actor: record.ActorWhite, Verb: record.Move, Square: sq("a1"), To: sq("c3")}, // a Rook played like a Bishop
		{Actor: record.ActorWhite, Verb: record.Move, Square: sq("a1"), To: sq("a8")},
		{Actor: record.ActorBlack, Verb: record.Move, Square: sq("h7"), To: sq("h6")}, // the check not met
	} {
		if err := g.Apply(e); err != nil {
			t.Fatalf("%+v: %v", e, err)
		}
	}
	rep := g.Report()
	if len(rep.Rulings) < 2 {
		t.Fatalf("rulings %+v, want the false move and the check", rep.Rulings)
	}
	if r := rep.Rulings[0]; r.Kind != law.KindFalseMove || r.State != StateApplied || !slices.Equal(r.Articles, []string{"II"}) {
		t.Errorf("false move ruled %+v, want applied under Rule II", r)
	}
	last := rep.Rulings[len(rep.Rulings)-1]
	if !last.Silent || !slices.Equal(last.Articles, []string{"III"}) || last.Chooser != "umpire" {
		t.Errorf("a case the toy code is silent on: %+v, want referred to the umpire under Rule III", last)
	}
	if got := g.Code().Cite([]string{"I", "II"}); got != "Toy I, II" {
		t.Errorf("citation %q", got)
	}
}
