package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func TestBoardFlags(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"--code", "bca1862", "--board-white", "sideways"}, nil, &out, &errb); code != exitInput {
		t.Fatalf("--board-white sideways: exit %d, want %d (%s)", code, exitInput, errb.String())
	}
	if !strings.Contains(errb.String(), "near, far or auto") {
		t.Fatalf("stderr: %s", errb.String())
	}
	// A device that is not there: refused before a journal is made.
	errb.Reset()
	j := filepath.Join(t.TempDir(), "g.inc")
	if code := run([]string{"--code", "bca1862", "--journal", j, "--board", "/nonexistent/tty"}, nil, &out, &errb); code != exitSystem {
		t.Fatalf("--board /nonexistent/tty: exit %d, want %d (%s)", code, exitSystem, errb.String())
	}
	if !strings.Contains(errb.String(), "board /nonexistent/tty") {
		t.Fatalf("stderr: %s", errb.String())
	}
	if _, err := os.Stat(j); err == nil {
		t.Fatal("a journal was made for a game that never began")
	}
}

// board-sim says where the board is and moves its men as told.
func TestBoardSim(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("pseudo-terminals are opened on Linux only")
	}
	var out, errb bytes.Buffer
	in := strings.NewReader("e2e4\ntake e7e6\nlift d7\nplace d5 p\nplace z9 Q\nwhat\nshow\nquit\n")
	if code := run([]string{"board-sim"}, in, &out, &errb); code != exitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	got := out.String()
	for _, want := range []string{
		"A simulated DGT board is on /dev/pts/", "arbiter --board /dev/pts/",
		"lift e2, place P e4", "lift e7, place p e6", "place z9 Q: bad square", "what: not a move",
		"5  . . . p . . . .", "4  . . . . P . . .", "Board unplugged.",
		"not in update mode", // no arbiter listens
	} {
		if !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
	if code := run([]string{"board-sim", "--fen", "8/8"}, strings.NewReader(""), &out, &errb); code != exitInput {
		t.Fatalf("board-sim --fen 8/8: exit %d", code)
	}
	// A position no game could reach is refused before the board is made.
	for _, fen := range []string{"kK6/8/8/8/8/8/8/K7", "kK6/8/8/8/8/8/8/K7 w - - 0 1", "8/8/8/8/8/8/8/K7", "k7/8/8/8/8/8/8/KP6"} {
		errb.Reset()
		if code := run([]string{"board-sim", "--fen", fen}, strings.NewReader(""), &out, &errb); code != exitInput || !strings.Contains(errb.String(), "impossible position") {
			t.Errorf("board-sim --fen %q: exit %d, %q", fen, code, errb.String())
		}
	}
}

// The journals the Opera Game played on a simulated board wrote (kept by
// internal/ui's TestBoardOperaGame) are ruled by `arbiter rule` as the same
// acts typed, under every code; the rulings' event numbers apart, since
// the board records a move as a touch and a release.
func TestRuleBoardJournals(t *testing.T) {
	const dir = "../../internal/ui/testdata"
	rule := func(args ...string) map[string]any {
		t.Helper()
		var out, errb bytes.Buffer
		if code := run(append([]string{"rule", "--json"}, args...), nil, &out, &errb); code != exitOK {
			t.Fatalf("arbiter rule %v: exit %d: %s", args, code, errb.String())
		}
		var rep map[string]any
		if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
			t.Fatal(err)
		}
		rulings, _ := rep["rulings"].([]any)
		for _, r := range rulings {
			delete(r.(map[string]any), "event")
		}
		return rep
	}
	for _, code := range allCodes {
		board := rule(filepath.Join(dir, "board-opera-"+code+".golden"))
		typed := rule("--code", code, filepath.Join(dir, "opera-typed.inc"))
		b, _ := json.Marshal(board)
		w, _ := json.Marshal(typed)
		if string(b) != string(w) {
			t.Errorf("%s: the board's journal is ruled\n%s\nthe same acts typed\n%s", code, b, w)
		}
		if board["result"] != "1-0" {
			t.Errorf("%s: result %v", code, board["result"])
		}
	}
}
