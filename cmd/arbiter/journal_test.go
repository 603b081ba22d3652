package main

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/arbiter-chess/arbiter/internal/journal"
	"github.com/arbiter-chess/arbiter/internal/rules"
	"github.com/arbiter-chess/arbiter/internal/ui"
)

func runArbiter(t *testing.T, stdin string, args ...string) (exit int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	exit = run(args, strings.NewReader(stdin), &out, &errb)
	return exit, out.String(), errb.String()
}

func TestBugExitsWithItsOwnCode(t *testing.T) {
	var errb bytes.Buffer
	code := guard(&errb, func() int {
		var m map[string]int
		m["x"]++ // a bug: assignment to a nil map
		return 0
	})
	if code != exitBug || code == exitInput || !strings.Contains(errb.String(), "internal error, a bug in arbiter") || !strings.Contains(errb.String(), "goroutine") {
		t.Fatalf("exit %d, stderr %q", code, errb.String())
	}
	if code := guard(&errb, func() int { return exitInput }); code != exitInput {
		t.Fatalf("guard changed exit %d", code)
	}
	for err, want := range map[error]int{
		fmt.Errorf("terminal: %w", ui.ErrInternal):     exitBug,
		&journal.LockedError{Path: "g.inc"}:            exitSystem,
		errors.New("write: no space left on device"):   exitSystem,
		fmt.Errorf("open: %w", &journal.LockedError{}): exitSystem,
	} {
		if got := exitCode(err); got != want {
			t.Errorf("exitCode(%v) = %d, want %d", err, got, want)
		}
	}
}

func TestRuleBoundedInput(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.inc")
	if err := os.WriteFile(big, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(big, 64<<20); err != nil { // sparse: nothing is written
		t.Fatal(err)
	}
	longLine := filepath.Join(dir, "long.inc")
	if err := os.WriteFile(longLine, []byte("W move e2e4\nU note "+strings.Repeat("x", 20000)+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"rule", dir}, "is a directory"},
		{[]string{"rule", big}, "larger than any script (the limit is 16 MiB)"},
		{[]string{"rule", longLine}, "line 2: line longer than 16384 bytes"},
	} {
		exit, _, stderr := runArbiter(t, "", c.args...)
		if exit != exitInput || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", c.args, exit, stderr, c.want)
		}
	}
	// Endless random bytes: refused at once, not read until memory runs out.
	if _, err := os.Stat("/dev/urandom"); err == nil {
		start := time.Now()
		exit, _, stderr := runArbiter(t, "", "rule", "/dev/urandom")
		if exit != exitInput || !strings.HasPrefix(stderr, "line ") || time.Since(start) > 5*time.Second {
			t.Errorf("rule /dev/urandom: exit %d after %v, stderr %q", exit, time.Since(start), stderr)
		}
	}
	// A bad token is quoted by its beginning.
	exit, _, stderr := runArbiter(t, "W "+strings.Repeat("y", 5000)+"\n", "rule", "-")
	if exit != exitInput || len(stderr) > 100 {
		t.Errorf("a long bad verb: exit %d, stderr %q", exit, stderr)
	}
}

const header = "[Journal \"1\"]\n[Code \"lewis1827\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\"]\n[Begun \"2026-11-22T04:16:19.000Z\"]\n"

func TestRuleReadsJournals(t *testing.T) {
	committed := header + "W touch a1  # 2026-11-22T04:16:20.000Z\nW release c3  # 2026-11-22T04:16:21.000Z\n"
	_, want, _ := runArbiter(t, committed, "rule", "--json", "-")
	for _, c := range []struct {
		name, src, stderr string
	}{
		{"torn, it would parse", committed + "B choose let-stand", `line 7 is torn, set aside and not applied`},
		{"torn, it would not", committed + "B choose let-st", `"B choose let-st"`},
		{"undone", committed + "B choose let-stand  # 2026-11-22T04:16:22.000Z\nU undo  # 2026-11-22T04:16:23.000Z\n", ""},
		{"undone and redone", header + "W touch a1\nW release c3\nU undo\nU redo  # 2026-11-22T04:16:23.000Z\n", ""},
	} {
		exit, out, stderr := runArbiter(t, c.src, "rule", "--json", "-")
		if exit != 0 || out != want || !strings.Contains(stderr, c.stderr) {
			t.Errorf("%s: exit %d, stderr %q\n%s\nwant\n%s", c.name, exit, stderr, out, want)
		}
	}
	exit, _, stderr := runArbiter(t, "[Journal \"1\"]\n[Code \"lewis1827\"]\n[FEN \"4k3/8/8", "rule", "-")
	if exit != exitInput || !strings.Contains(stderr, "the journal's header is incomplete") {
		t.Errorf("incomplete header: exit %d, %q", exit, stderr)
	}
	// Setup notes: the castling rights the board contradicts.
	exit, out, _ := runArbiter(t, "[FEN \"r3k3/8/8/8/8/8/8/4K2R w KQkq - 0 1\"]\n", "rule", "-")
	if exit != 0 || !strings.Contains(out, "Setup: castling right Q dropped: no white Rook on a1.") || !strings.Contains(out, "Setup: castling right k dropped: no black Rook on h8.") {
		t.Errorf("setup notes: %d\n%s", exit, out)
	}
	exit, _, stderr = runArbiter(t, "[FEN \"k3k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n", "rule", "-")
	if exit != exitInput || !strings.Contains(stderr, "line 1: impossible position: Black has 2 Kings") {
		t.Errorf("two black Kings: %d %q", exit, stderr)
	}
}

func TestOpenRefusals(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.inc")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"open", dir}, "a directory, not a saved game"},
		{[]string{"open", empty}, "the file is empty"},
		{[]string{"open", filepath.Join(dir, "none.inc")}, "no such file"},
		{[]string{"--journal", dir, "--code", "bca1862"}, "is a directory: name a file in it"},
		{[]string{"--journal", dir}, "is a directory"},
		{[]string{"--fen", "k3k3/8/8/8/8/8/8/4K3 w - - 0 1"}, "impossible position: Black has 2 Kings"},
		{[]string{"--fen", strings.Repeat("8/", 500)}, "longer than any position"},
	} {
		exit, _, stderr := runArbiter(t, "", c.args...)
		if exit != exitInput || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", c.args, exit, stderr, c.want)
		}
	}
}

// TestSecondOpenIsRefused: while a journal is recorded, `arbiter open`
// says who records it and, with no terminal to ask, how to review it.
func TestSecondOpenIsRefused(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.inc")
	j, err := journal.Create(journal.OS, path)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if err := j.Begin(setupForTest, time.Now()); err != nil {
		t.Fatal(err)
	}
	before, _ := os.ReadFile(path)
	exit, _, stderr := runArbiter(t, "y\n", "open", path)
	if exit != exitSystem || !strings.Contains(stderr, "is being recorded by") || !strings.Contains(stderr, "arbiter open --read-only "+path) {
		t.Fatalf("exit %d, stderr %q", exit, stderr)
	}
	if data, _ := os.ReadFile(path); !bytes.Equal(data, before) {
		t.Fatalf("the refused open wrote the journal:\n%s", data)
	}
}

var setupForTest = rules.Setup{Code: "bca1862"}
