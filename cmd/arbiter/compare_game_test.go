package main

import (
	"encoding/json"
	"strings"
	"testing"
)

// A whole game with a choice only Staunton offers: every column goes on to
// the end; the codes that do not offer it say so at that event, with what
// they offer instead, and leave their ruling open.
func TestCompareWholeGameGoesOn(t *testing.T) {
	script := falseMoveScript + "B choose forfeit-turn\nB move h7h6\nW move e1d2\nB move e8d7\n"
	exit, out, errs := runArbiter(t, script, "compare", "-")
	if exit != 0 {
		t.Fatalf("exit %d: %s", exit, errs)
	}
	for _, code := range []string{"Lewis, 1827", "the American code, 1850", "the BCA, 1862"} {
		if !strings.Contains(out, "Under "+code+", the choice made at Black's 1st move is not on offer: Black chose that White's move is taken back and he loses his turn.") {
			t.Errorf("%s does not say the choice is not on offer:\n%s", code, out)
		}
	}
	for _, want := range []string{"Black may choose: White must move the man touched, legally", "The choice is set aside and the game goes on."} {
		if !strings.Contains(out, want) {
			t.Errorf("lacks %q:\n%s", want, out)
		}
	}
	if strings.Contains(out, "cannot go on") {
		t.Errorf("no column should part here:\n%s", out)
	}
	_, js, _ := runArbiter(t, script, "compare", "--json", "-")
	var reps []struct {
		Code    string `json:"code"`
		FEN     string `json:"fen"`
		Skipped []struct {
			Event int `json:"event"`
		} `json:"skipped"`
	}
	if err := json.Unmarshal([]byte(js), &reps); err != nil || len(reps) != 4 {
		t.Fatalf("%v: %s", err, js)
	}
	for _, r := range reps {
		// Every column played the game to its end: Black's King on d7,
		// White's on d2.
		if !strings.HasPrefix(r.FEN, "8/3k4/7p/") || !strings.Contains(r.FEN, "3K4") {
			t.Errorf("%s stopped before the end: %s", r.Code, r.FEN)
		}
		if (r.Code == "staunton1860") != (len(r.Skipped) == 0) {
			t.Errorf("%s skipped %v", r.Code, r.Skipped)
		}
	}
}

// Where the boards part for good, the column says so, and from which
// event.
func TestCompareSaysWhereTheBoardsPart(t *testing.T) {
	script := falseMoveScript + "B choose forfeit-turn\nB move h7h6\nW move Ra2\nB move h6h5\n"
	exit, out, errs := runArbiter(t, script, "compare", "-")
	if exit != 0 {
		t.Fatalf("exit %d: %s", exit, errs)
	}
	if !strings.Contains(out, "Under the BCA, 1862 the game as recorded cannot go on at White's 2nd move (line 6 of the script)") {
		t.Errorf("no parting said:\n%s", out)
	}
	if strings.Contains(out, "Under Staunton, 1860 the game as recorded") {
		t.Errorf("staunton1860 takes the game to its end:\n%s", out)
	}
}
