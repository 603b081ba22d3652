package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/testkit/casefile"
)

var _ = casefile.DefineUpdate()

// golden compares got with testdata/name, rewriting it with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	casefile.Golden(t, "testdata/"+name, got)
}

const falseMoveScript = `[Title "A Rook played like a Bishop"]
[FEN "4k3/7p/8/8/8/8/8/R3K3 w - - 0 1"]
W move a1c3
`

// Where the codes disagree (Lewis lets the false move stand, Staunton may
// take away the turn), the comparison marks it.
func TestCompareMarksTheDifferences(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"compare", "-"}, strings.NewReader(falseMoveScript), &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	for _, want := range []string{"≠ options", "the move stands", "loses his turn;", "≠ law       No. XIII", "The codes differ"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("comparison lacks %q:\n%s", want, out.String())
		}
	}
	golden(t, "compare-false-move.golden", out.String())
}

// With --json: one ruling object (docs/spec.md §5) per code, in the order of the codes.
func TestCompareJSON(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"compare", "--json", "-"}, strings.NewReader(falseMoveScript), &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var reports []map[string]any
	if err := json.Unmarshal(out.Bytes(), &reports); err != nil {
		t.Fatal(err)
	}
	want := []string{"lewis1827", "american1850", "staunton1860", "bca1862"}
	if len(reports) != len(want) {
		t.Fatalf("%d reports, want %d", len(reports), len(want))
	}
	for i, r := range reports {
		if r["code"] != want[i] {
			t.Errorf("report %d is for %v, want %s", i, r["code"], want[i])
		}
		for _, key := range []string{"start", "fen", "turn", "result", "moves", "rulings", "obligations"} {
			if _, ok := r[key]; !ok {
				t.Errorf("%s report lacks %q", want[i], key)
			}
		}
	}
}

// A choice one code offers and another does not: the others report the bad
// input, and the comparison is still made.
func TestCompareBadInputUnderOneCode(t *testing.T) {
	var out, errb bytes.Buffer
	script := falseMoveScript + "B choose forfeit-turn\n"
	if code := run([]string{"compare", "-"}, strings.NewReader(script), &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !strings.Contains(out.String(), "Black chose that White's move is taken back and he loses his turn. Instead") || !strings.Contains(out.String(), "≠ bad input line 4") {
		t.Errorf("the codes that offer no forfeit-turn should say so:\n%s", out.String())
	}
}
