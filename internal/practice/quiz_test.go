package practice

import (
	"errors"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// library is the scenario library and its items, read once for the
// package's tests (reading it again was a third of their time); each test
// gets slices of its own, and none changes what they share.
func library(t *testing.T) ([]incidents.Scenario, []Item) {
	t.Helper()
	lib.Do(func() {
		lib.scs, lib.err = incidents.LoadLibrary()
		if lib.err == nil {
			lib.items, lib.err = Library(lib.scs)
		}
	})
	if lib.err != nil {
		t.Fatal(lib.err)
	}
	return slices.Clone(lib.scs), slices.Clone(lib.items)
}

var lib struct {
	sync.Once
	scs   []incidents.Scenario
	items []Item
	err   error
}

func itemByID(t *testing.T, items []Item, id string) Item {
	t.Helper()
	for _, it := range items {
		if it.ID == id {
			return it
		}
	}
	t.Fatalf("no item %s", id)
	return Item{}
}

func build(t *testing.T, it Item, code string) *Quiz {
	t.Helper()
	q, err := Build(it, code)
	if err != nil {
		t.Fatalf("%s under %s: %v", it.ID, code, err)
	}
	return q
}

// TestEveryQuestionHasOneRightAnswer builds every question of the library
// under every code: each has between two and four answers, all distinct in
// key and in words, exactly one of them right.
func TestEveryQuestionHasOneRightAnswer(t *testing.T) {
	_, items := library(t)
	built := 0
	for _, info := range law.Codes() {
		for _, it := range Playable(items, info.ID) {
			q := build(t, it, info.ID)
			built++
			if len(q.Questions) == 0 || q.Questions[0].Field != FieldOffence {
				t.Fatalf("%s/%s: the first question is not the offence: %+v", it.ID, info.ID, q.Questions)
			}
			for _, qu := range q.Questions {
				where := it.ID + "/" + info.ID + "/" + string(qu.Field)
				if n := len(qu.Choices); n < 2 || n > maxChoices {
					t.Errorf("%s: %d choices", where, n)
				}
				keys, labels := map[string]bool{}, map[string]bool{}
				for _, c := range qu.Choices {
					if keys[c.Key] || labels[c.Label] {
						t.Errorf("%s: answer %q (%q) offered twice", where, c.Key, c.Label)
					}
					keys[c.Key], labels[c.Label] = true, true
					if c.Label == "" {
						t.Errorf("%s: an answer without words", where)
					}
				}
				want := q.answer(qu.Field, q.Code, q.Ruled.Ruling).Key
				rights := 0
				for i, c := range qu.Choices {
					if c.Key == want {
						rights++
						if i != qu.Right {
							t.Errorf("%s: the right answer is at %d, Right says %d", where, i, qu.Right)
						}
					}
				}
				if rights != 1 {
					t.Errorf("%s: %d right answers", where, rights)
				}
			}
		}
	}
	t.Logf("%d quizzes", built)
	if built < 400 {
		t.Errorf("only %d quizzes built from the library", built)
	}
}

// TestRightAnswersAreTheLaws checks the right answers against the
// library's expectations, which are written from the law text, not from
// the program: wherever a scenario expects exactly one ruling under a code,
// the quiz's right answers are that ruling's.
func TestRightAnswersAreTheLaws(t *testing.T) {
	scs, items := library(t)
	checked := 0
	for i, sc := range scs {
		for _, info := range law.Codes() {
			want, ok := incidents.ForCode(sc.Expect, info.ID)
			if !ok || want.Exit != nil || want.RulingsCount == nil || *want.RulingsCount > 1 {
				continue
			}
			q, err := Build(items[i], info.ID)
			if err != nil {
				t.Errorf("%s under %s: %v", sc.ID, info.ID, err)
				continue
			}
			right := func(f Field) string {
				for _, qu := range q.Questions {
					if qu.Field == f {
						return qu.Choices[qu.Right].Key
					}
				}
				return "(not asked)"
			}
			if *want.RulingsCount == 0 {
				if got := right(FieldOffence); got != "" || len(q.Questions) != 1 {
					t.Errorf("%s/%s: no ruling expected; the quiz's offence is %q, %d questions", sc.ID, info.ID, got, len(q.Questions))
				}
				checked++
				continue
			}
			if len(want.Rulings) != 1 {
				continue
			}
			w := want.Rulings[0]
			if got := right(FieldOffence); got != w.Kind {
				t.Errorf("%s/%s: offence %q, the law says %q", sc.ID, info.ID, got, w.Kind)
			}
			if w.Offender != nil {
				wantOff := *w.Offender
				if wantOff == "" {
					wantOff = "none"
				}
				if got := right(FieldOffender); got != wantOff {
					t.Errorf("%s/%s: offender %q, the law says %q", sc.ID, info.ID, got, wantOff)
				}
			}
			if w.Chooser != nil {
				wantCh := *w.Chooser
				if wantCh == "" {
					wantCh = "none"
				}
				if got := right(FieldChooser); got != wantCh {
					t.Errorf("%s/%s: chooser %q, the law says %q", sc.ID, info.ID, got, wantCh)
				}
			}
			if w.Options != nil && w.State != nil && *w.State != rules.StateNoPenalty {
				opts := slices.Clone(*w.Options)
				slices.Sort(opts)
				if got := right(FieldOptions); got != strings.Join(opts, ",") {
					t.Errorf("%s/%s: options %q, the law says %q", sc.ID, info.ID, got, opts)
				}
			}
			for _, a := range w.Articles {
				if got := right(FieldArticle); !slices.Contains(strings.Split(got, ","), a) {
					t.Errorf("%s/%s: article %q, the law says %s", sc.ID, info.ID, got, a)
				}
			}
			checked++
		}
	}
	t.Logf("%d checked", checked)
	if checked < 300 {
		t.Errorf("only %d scenario-code pairs checked against the expectations", checked)
	}
}

// TestAdverseQueenTouched is one quiz in full: Black touches White's Queen,
// which nothing of his can take (BCA VI).
func TestAdverseQueenTouched(t *testing.T) {
	_, items := library(t)
	q := build(t, itemByID(t, items, "024-adverse-queen-touched"), "bca1862")
	want := map[Field]string{
		FieldOffence:  "An adverse man touched that cannot legally be taken",
		FieldOffender: "Black",
		FieldChooser:  "White",
		FieldOptions:  "Black must move his King (not by castling)",
		FieldArticle:  "Law VI (Touch and move)",
	}
	if len(q.Questions) != 5 {
		t.Fatalf("%d questions", len(q.Questions))
	}
	for _, qu := range q.Questions {
		if got := qu.Choices[qu.Right].Label; got != want[qu.Field] {
			t.Errorf("%s: right answer %q, want %q", qu.Field, got, want[qu.Field])
		}
	}
	if got := q.Questions[1].Choices; got[0].Key != "white" || got[1].Key != "black" || got[2].Key != "none" {
		t.Errorf("the players are not in their fixed order: %+v", got)
	}
}

// TestDistractorsFromOtherCodes: when the codes part, the other codes'
// answers are among the wrong ones, and picking one says whose it is.
func TestDistractorsFromOtherCodes(t *testing.T) {
	_, items := library(t)
	// A pawn touched, another played: Lewis and the American laws see a
	// touch-move breach, Staunton and the BCA several men touched.
	q := build(t, itemByID(t, items, "011-pawn-touched-another-played"), "bca1862")
	offence := q.Questions[0]
	if got := offence.Choices[offence.Right].Key; got != law.KindTouchedSeveral {
		t.Fatalf("BCA's offence is %q", got)
	}
	i := slices.IndexFunc(offence.Choices, func(c Choice) bool { return c.Key == law.KindTouchMoveBreach })
	if i < 0 {
		t.Fatalf("Lewis's answer is not offered: %+v", offence.Choices)
	}
	if got := offence.Choices[i].Codes; !slices.Equal(got, []string{"lewis1827", "american1850"}) {
		t.Errorf("the answer is credited to %v", got)
	}
	exp := q.Explain(0, i)
	for _, w := range []string{"You said “A man touched was not played”", "under BCA: “More than one man touched”", "That is what Lewis and American rule, not BCA."} {
		if !strings.Contains(exp, w) {
			t.Errorf("explanation %q lacks %q", exp, w)
		}
	}
	if q.Explain(0, offence.Right) != "" {
		t.Error("a right answer explained as wrong")
	}
	// The article of BCA for Lewis's case (VI) is the right one here too,
	// so the near misses fill the article question: it still has four.
	if n := len(q.Questions[4].Choices); n != maxChoices {
		t.Errorf("article question has %d choices: %+v", n, q.Questions[4].Choices)
	}
	if d := q.Differences(q.Others[0]); !slices.Equal(d, []Field{FieldOffence, FieldOptions}) {
		t.Errorf("Lewis differs from BCA on %v", d)
	}
}

// TestNoOffence: nothing irregular, one question, whose right answer is
// that play goes on.
func TestNoOffence(t *testing.T) {
	_, items := library(t)
	q := build(t, itemByID(t, items, "010-knight-touched-and-put-back"), "lewis1827")
	if len(q.Questions) != 1 || q.Ruled.Ruling != nil {
		t.Fatalf("questions %+v, ruling %+v", q.Questions, q.Ruled.Ruling)
	}
	qu := q.Questions[0]
	if qu.Choices[qu.Right].Label != "No offence" {
		t.Errorf("right answer %+v", qu.Choices[qu.Right])
	}
	if len(qu.Choices) != maxChoices {
		t.Errorf("%d choices", len(qu.Choices))
	}
}

// TestLapsedPenalty: the penalty the law gives is asked even when the time
// to claim it has passed (the reveal says it lapsed); where the law gives
// none, the answer is none.
func TestLapsedPenalty(t *testing.T) {
	_, items := library(t)
	q := build(t, itemByID(t, items, "008-black-begins-unnoticed"), "bca1862")
	if q.Ruled.Ruling == nil || q.Ruled.Ruling.State != rules.StateExpired {
		t.Fatalf("ruling %+v", q.Ruled.Ruling)
	}
	opts := q.Questions[3]
	if opts.Field != FieldOptions || opts.Choices[opts.Right].Label != "The game is annulled" {
		t.Errorf("options question %+v", opts)
	}
	// BCA VI: the King cannot move, “there shall be no penalty”.
	q = build(t, itemByID(t, items, "026-adverse-pawn-touched-king-shut-in"), "bca1862")
	if opts := q.Questions[3]; opts.Choices[opts.Right].Label != "None" {
		t.Errorf("no penalty: options question %+v", opts)
	}
	if got := practiceWords(q); !strings.Contains(got, "No penalty.") {
		t.Errorf("ruling in words: %q", got)
	}
}

func practiceWords(q *Quiz) string { return RulingWords(q.Code, q.Ruled.Ruling) }

// TestSameQuestionsEveryTime: the answers come in the same order each time,
// so that the screens can be tested and a round replayed.
func TestSameQuestionsEveryTime(t *testing.T) {
	_, items := library(t)
	it := itemByID(t, items, "011-pawn-touched-another-played")
	a, b := build(t, it, "staunton1860"), build(t, it, "staunton1860")
	for i := range a.Questions {
		if !slices.EqualFunc(a.Questions[i].Choices, b.Questions[i].Choices, func(x, y Choice) bool { return x.Key == y.Key }) {
			t.Errorf("question %d: %v then %v", i, a.Questions[i].Choices, b.Questions[i].Choices)
		}
	}
}

const savedGame = `[Code "lewis1827"]
[Title "A club game"]
W move e2e4
B move e7e5
W move g1g4
B claim
B choose move-touched
W move g1f3
B touch d8
B move b8c6
`

// TestFromScript: a saved game is asked at each event that raised a
// ruling, about the rulings of that event.
func TestFromScript(t *testing.T) {
	s, err := incidents.ParseString(savedGame)
	if err != nil {
		t.Fatal(err)
	}
	items, err := FromScript(s, "lewis1827", "club.inc")
	if err != nil {
		t.Fatal(err)
	}
	if len(items) != 2 || items[0].At != 3 || items[1].At != 8 {
		t.Fatalf("items at %v", items)
	}
	if got := PlanRound(items, "lewis1827", NewScores(), 5); len(got) != 2 || got[0].At != 3 {
		t.Errorf("a game's rulings not asked in its order: %v", ids(got))
	}
	q := build(t, items[0], "lewis1827")
	if q.Ruled.Ruling == nil || q.Ruled.Ruling.Kind != law.KindFalseMove || q.Ruled.Ruling.State != rules.StatePending {
		t.Fatalf("first item's ruling %+v", q.Ruled.Ruling)
	}
	if len(q.Game.Events()) != 3 {
		t.Errorf("the question is asked after %d events", len(q.Game.Events()))
	}
	q = build(t, items[1], "lewis1827")
	if q.Ruled.Ruling == nil || q.Ruled.Ruling.Kind != law.KindTouchMoveBreach || q.Ruled.Ruling.Event != 8 {
		t.Fatalf("second item's ruling %+v", q.Ruled.Ruling)
	}
	// Another code that raised nothing at event 8 has nothing to rule on
	// there, whatever it raised before.
	for _, o := range q.Others {
		if o.Ruling != nil && o.Ruling.Event != 8 {
			t.Errorf("%s: a ruling of event %d asked at event 8", o.Code.ID, o.Ruling.Event)
		}
	}
}

func TestFromScriptErrors(t *testing.T) {
	s, err := incidents.ParseString("W move e2e4\nB move e7e5\n")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := FromScript(s, "bca1862", "quiet.inc"); !errors.Is(err, ErrNothingToAsk) {
		t.Errorf("a game without a ruling: %v", err)
	}
	s, err = incidents.ParseString("W move e2e4\nB release e5\n")
	if err != nil {
		t.Fatal(err)
	}
	_, err = FromScript(s, "bca1862", "bad.inc")
	var le *incidents.LineError
	if !errors.As(err, &le) || le.Line != 2 {
		t.Errorf("a script the core rejects: %v", err)
	}
}

func TestRoman(t *testing.T) {
	for n, s := range map[int]string{1: "I", 4: "IV", 9: "IX", 14: "XIV", 19: "XIX", 24: "XXIV", 26: "XXVI"} {
		if roman(n) != s || romanValue(s) != n {
			t.Errorf("%d: %q, %d", n, roman(n), romanValue(s))
		}
	}
	if romanValue("def:castling") != 0 || roman(0) != "" {
		t.Error("not a number")
	}
}

func TestRulingWords(t *testing.T) {
	info, _ := law.LookupCode("bca1862")
	for _, c := range []struct {
		r    rules.Ruling
		want string
	}{
		{rules.Ruling{Kind: law.KindFalseMove, Offender: "black", Note: "a false move", State: rules.StateWaived, Chooser: "white", Articles: []string{"VII", "IX"}},
			"The BCA, 1862, Laws VII and IX: a false move: a man played where its powers cannot take it. Offender: Black. Waived by White."},
		{rules.Ruling{Kind: law.KindIllegalMove, Offender: "white", Note: "an illegal move: the King placed or left in check; the man touched must be moved legally", State: rules.StatePending, Chooser: "black", Deadline: "until Black touches a man", Options: []string{"move-touched", "move-king"}, Articles: []string{"VII"}},
			"The BCA, 1862, Law VII: an illegal move: the King placed or left in check. Offender: White. The man touched must be moved legally. Black chooses, until Black touches a man: White must move the man touched, legally; or move his King (not by castling)."},
		{rules.Ruling{Kind: law.KindCastlingRookFirst, Offender: "white", Silent: true, State: rules.StatePending, Chooser: "umpire", Options: []string{"proceed", "annul"}, Articles: []string{"XV"}},
			"The BCA, 1862, Law XV: the Rook quitted before the King was touched in castling. Offender: White. The code is silent on the case: it is referred to the umpire (Law XV). The umpire decides: the game proceeds; or the game is annulled."},
	} {
		if got := RulingWords(info, &c.r); got != c.want {
			t.Errorf("got  %s\nwant %s", got, c.want)
		}
	}
	if got := RulingWords(info, nil); got != "No offence: nothing to rule on." {
		t.Errorf("no ruling: %s", got)
	}
}
