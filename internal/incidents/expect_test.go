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
