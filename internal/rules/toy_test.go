package rules

import (
	"slices"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/chess"
)

// toy1883I_touchAndMove — I: "A man touched must be moved; if it cannot be
// moved, the King must move."
func toy1883I_touchAndMove(f facts) remedy {
	return touchedManNotPlayed(f, arts("I"), arts("I"))
}

func toy1883I_moveCannotBeMade(f facts) remedy {
	if f.kingCanMove {
		return pick(arts("I"), "the King must move", OptMoveKing)
	}
	return none(arts("I"), "the King cannot move: no penalty")
}

// toy1883II_falseMove — II: "A false move must be retracted."
func toy1883II_falseMove(f facts) remedy {
	return apply(arts("II"), "a false move: retracted", OptRetract)
}

// toyBeforeTouch — I: "claimed before the adversary touches a man".
var toyBeforeTouch = until(untilTouchInReply, "I", "claimed before the adversary touches a man")

// A fifth code added as docs/adding-a-code.md says: a value with its
// articles and cases, every other kind declared silent, appended to the
// codes. The engine plays an incident under it with no change of its own.
func TestToyCodeTheDocumentedWay(t *testing.T) {
	toy := code{
		CodeInfo: CodeInfo{ID: "toy1883", Author: "a test", Year: 1883, Title: "Toy rules",
			Referral: "III", Short: "Toy", ArticleWord: "Rule"},
		traits: traits{touchOwn: arts("I"), touchAdverse: arts("I")},
		articles: []article{
			{id: "I", cases: []decision{
				{KindTouchMoveBreach, toy1883I_touchAndMove, toyBeforeTouch},
				{KindTouchedUnmovable, toy1883I_moveCannotBeMade, toyBeforeTouch},
				{KindTouchedUncapturable, toy1883I_moveCannotBeMade, toyBeforeTouch},
			}},
			{id: "II", cases: []decision{{KindFalseMove, toy1883II_falseMove, lawActs("II", "A false move must be retracted.")}}},
			{id: "III", citedWith: "the referral article"},
		},
	}
	for _, kind := range caseKinds {
		if kind != KindTouchMoveBreach && kind != KindTouchedUnmovable && kind != KindTouchedUncapturable && kind != KindFalseMove {
			toy.silences = append(toy.silences, silence{kind: kind, note: "the toy rules have no law for this case"})
		}
	}
	toy.buildIndex()
	saved := codes
	codes = append(slices.Clone(codes), &toy)
	defer func() { codes = saved }()

	if _, ok := LookupCode("toy1883"); !ok {
		t.Fatal("the toy code is not listed")
	}
	g, err := New(Setup{Code: "toy1883", FEN: "4k3/7p/8/8/8/8/8/R3K3 w - - 0 1"})
	if err != nil {
		t.Fatal(err)
	}
	sq := func(s string) chess.Square { q, _ := chess.ParseSquare(s); return q }
	for _, e := range []Event{
		{Actor: ActorWhite, Verb: Move, Square: sq("a1"), To: sq("c3")}, // a Rook played like a Bishop
		{Actor: ActorWhite, Verb: Move, Square: sq("a1"), To: sq("a8")},
		{Actor: ActorBlack, Verb: Move, Square: sq("h7"), To: sq("h6")}, // the check not met
	} {
		if err := g.Apply(e); err != nil {
			t.Fatalf("%+v: %v", e, err)
		}
	}
	rep := g.Report()
	if len(rep.Rulings) < 2 {
		t.Fatalf("rulings %+v, want the false move and the check", rep.Rulings)
	}
	if r := rep.Rulings[0]; r.Kind != KindFalseMove || r.State != StateApplied || !slices.Equal(r.Articles, []string{"II"}) {
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
