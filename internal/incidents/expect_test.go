package incidents

import (
	"errors"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

func TestExpectationCheck(t *testing.T) {
	exp, err := ReadExpectations([]byte(`{"*": {"rulings": [{"kind": "false-move", "offender": "white", "options": ["move-any", "move-touched"], "articles": ["VII"]}], "turn": "black", "rulings_count": 1}}`))
	if err != nil {
		t.Fatal(err)
	}
	want, _ := ForCode(exp, "bca1862")
	good := rules.Report{Turn: "black", FEN: "8/8/8/8/8/8/8/8 b - - 0 1", Rulings: []rules.Ruling{{Kind: "false-move", Offender: "white",
		Options: []string{"move-touched", "move-any"}, Articles: []string{"VII", "IX"}}}}
	if p := want.Check(good, nil); len(p) != 0 {
		t.Errorf("a matching report fails: %v", p)
	}
	bad := good
	bad.Turn = "white"
	bad.Rulings = []rules.Ruling{{Kind: "false-move", Offender: "white", Options: []string{"move-touched"}, Articles: []string{"IX"}}}
	p := want.Check(bad, nil)
	if len(p) != 2 || !strings.Contains(p[0], "turn") || !strings.Contains(p[1], "options") {
		t.Errorf("problems %v, want the turn and the options", p)
	}
	if p := want.Check(rules.Report{}, errors.New("line 3: bad")); len(p) != 1 || !strings.Contains(p[0], "exit 2, want 0") {
		t.Errorf("an error where none is expected: %v", p)
	}
	if _, err := ReadExpectations([]byte(`{"*": {"rulngs": []}}`)); err == nil {
		t.Error("a misspelt key is accepted")
	}
}

func TestExpectationReadings(t *testing.T) {
	exp, err := ReadExpectations([]byte(`{"bca1862": {"because": "x", "reading": "docs/readings.md#r8",
		"allows": [{"chooser": "white", "options": ["retract", "retract-and-replay"]}, {"kind": ""}],
		"core_pending": {"issue": 23, "expect": {"because": "y", "rulings_count": 1}}}}`))
	if err != nil {
		t.Fatal(err)
	}
	e := exp["bca1862"]
	if e.Reading != "docs/readings.md#r8" || ReadingName(e.Reading) != "r8" || len(e.Allows) != 2 ||
		*e.Allows[0].Chooser != "white" || *e.Allows[1].Kind != "" || e.Allows[1].Chooser != nil {
		t.Errorf("read %+v", e)
	}
	if e.CorePending == nil || e.CorePending.Issue != 23 || *e.CorePending.Expect.RulingsCount != 1 {
		t.Errorf("core_pending read as %+v", e.CorePending)
	}
	for _, bad := range []string{
		`{"*": {"reading": "r8"}}`,
		`{"*": {"reading": "docs/readings.md#"}}`,
		`{"*": {"allows": [{"chooser": "white"}]}}`,
		`{"*": {"reading": "docs/readings.md#r1", "allows": [{}]}}`,
		`{"*": {"reading": "docs/readings.md#r1", "allows": [{"colour": "white"}]}}`,
		`{"*": {"core_pending": {"expect": {}}}}`,
		`{"*": {"core_pending": {"issue": 2, "expect": {"reading": "x"}}}}`,
	} {
		if _, err := ReadExpectations([]byte(bad)); err == nil {
			t.Errorf("%s is accepted", bad)
		}
	}
}

// WithPending swaps each core_pending expectation in; PendingList names
// them.
func TestWithPending(t *testing.T) {
	exp, err := ReadExpectations([]byte(`{"bca1862": {"because": "now", "rulings_count": 1,
		"core_pending": {"issue": 23, "expect": {"because": "later", "rulings_count": 2}}},
		"lewis1827": {"because": "words", "rulings_count": 0}}`))
	if err != nil {
		t.Fatal(err)
	}
	sc := Scenario{ID: "999-x", Expect: exp}
	swapped := sc.WithPending()
	if b := swapped.Expect["bca1862"]; b.Because != "later" || *b.RulingsCount != 2 || b.CorePending != nil {
		t.Errorf("bca1862 swapped to %+v", b)
	}
	if l := swapped.Expect["lewis1827"]; l.Because != "words" {
		t.Errorf("lewis1827 changed: %+v", l)
	}
	if sc.Expect["bca1862"].Because != "now" {
		t.Error("WithPending changed the scenario it was called on")
	}
	if got := PendingList([]Scenario{sc}); len(got) != 1 || got[0] != "999-x [bca1862] issue 23" {
		t.Errorf("PendingList = %v", got)
	}
}
