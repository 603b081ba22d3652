package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/arbiter-chess/arbiter/internal/dgt"
)

func TestBoardFlags(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"--code", "bca1862", "--board-white", "sideways"}, nil, &out, &errb); code != exitInput {
		t.Fatalf("--board-white sideways: exit %d, want %d (%s)", code, exitInput, errb.String())
	}
	if !strings.Contains(errb.String(), "near, far or auto") {
		t.Fatalf("stderr: %s", errb.String())
	}
	for _, bad := range []string{"x", "-1s", "1h"} {
		errb.Reset()
		if code := run([]string{"--code", "bca1862", "--board-settle", bad}, nil, &out, &errb); code != exitInput {
			t.Fatalf("--board-settle %s: exit %d, want %d (%s)", bad, code, exitInput, errb.String())
		}
		if !strings.Contains(errb.String(), "board-settle") {
			t.Fatalf("--board-settle %s: stderr: %s", bad, errb.String())
		}
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

// lockedBuffer is a buffer written by one goroutine and read by another.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// board-sim speaks as real boards do, to a reader on its pseudo-terminal
// as arbiter opens it: a capture in one scan (the square goes from the man
// taken to the man taking in one update), a man slid (resting on the
// square before its last), castling Rook first, and the clock's times.
func TestBoardSimRealHands(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("pseudo-terminals are opened on Linux only")
	}
	pr, pw := io.Pipe()
	var out, errb lockedBuffer
	done := make(chan int, 1)
	go func() { done <- run([]string{"board-sim"}, pr, &out, &errb) }()
	var path string
	for range 200 {
		if _, rest, ok := strings.Cut(out.String(), "arbiter --board "); ok {
			path = strings.Fields(rest)[0]
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	if path == "" {
		t.Fatalf("board-sim said no device: %s %s", out.String(), errb.String())
	}
	c, err := dgt.Open(path, dgt.Timing{Probe: time.Minute, Answer: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	next := func() dgt.Report {
		t.Helper()
		select {
		case r := <-c.Reports():
			return r
		case <-time.After(5 * time.Second):
			t.Fatalf("no report in 5 s; board-sim said:\n%s", out.String())
		}
		return dgt.Report{}
	}
	if r := next(); r.Kind != dgt.Dumped {
		t.Fatalf("first report: kind %d", r.Kind)
	}
	time.Sleep(100 * time.Millisecond) // the update mode asked for with the position
	fmt.Fprint(pw, "e2e4\nd7d5\nscan e4d5\nslide f1b5\nclock 5:00 4:30\npress\n")
	type ch struct {
		sq   string
		code dgt.Code
	}
	want := []ch{{"e2", dgt.Empty}, {"e4", dgt.WPawn}, {"d7", dgt.Empty}, {"d5", dgt.BPawn},
		{"e4", dgt.Empty}, {"d5", dgt.WPawn}, // one scan: Black's pawn to White's
		{"f1", dgt.Empty}, {"c4", dgt.WBishop}, {"c4", dgt.Empty}, {"b5", dgt.WBishop}}
	for _, w := range want {
		r := next()
		if r.Kind != dgt.Changed || r.Square.String() != w.sq || r.Code != w.code {
			t.Fatalf("report kind %d %s %s, want %s %s", r.Kind, r.Square, r.Code, w.sq, w.code)
		}
	}
	r := next()
	if r.Kind != dgt.Clocked || r.Clock.Right != 5*time.Minute || r.Clock.Left != 4*time.Minute+30*time.Second || r.Clock.Runs() != "right" {
		t.Fatalf("clock: kind %d %+v", r.Kind, r.Clock)
	}
	for r = next(); r.Kind == dgt.Clocked && r.Clock.Runs() == "right"; r = next() {
	}
	if r.Kind != dgt.Clocked || r.Clock.Runs() != "left" {
		t.Fatalf("after press: kind %d %+v", r.Kind, r.Clock)
	}
	pw.Close()
	if code := <-done; code != exitOK {
		t.Fatalf("board-sim exit %d: %s", code, errb.String())
	}
	if got := out.String(); !strings.Contains(got, "lift e4, place P d5") || !strings.Contains(got, "place B c4, lift c4") {
		t.Fatalf("board-sim did not say the acts:\n%s", got)
	}
}

// --board-settle 0 reads every placement as let go at once: kept as -1,
// since the terminal's options read 0 as the default.
func TestSettleFlag(t *testing.T) {
	var d time.Duration
	f := settleFlag{&d}
	if f.String() != "1s" {
		t.Fatalf("default shown as %s", f.String())
	}
	for in, want := range map[string]time.Duration{"0": -1, "250ms": 250 * time.Millisecond, "2s": 2 * time.Second} {
		if err := f.Set(in); err != nil || d != want {
			t.Errorf("%s: %v %v", in, d, err)
		}
	}
}
