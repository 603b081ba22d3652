package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// TestErrorsSayWhatIsWrong: each error names the argument at fault, not a
// line of a file that is fine or a "--" the user never gave as a value
// (a newcomer must see what to mend), and `arbiter law CODE` lists the
// articles.
func TestErrorsSayWhatIsWrong(t *testing.T) {
	script := filepath.Join(t.TempDir(), "s.inc")
	if err := os.WriteFile(script, []byte("[Moves \"e2e4\"]\nB move e7e5\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args     []string
		code     int
		want     string
		wantNot  string
		onStdout bool
	}{
		{[]string{"rule", "--code", "fide2023", script}, 2, `arbiter rule: unknown code "fide2023" (the codes are lewis1827`, "line 1", false},
		{[]string{"rule", "--code"}, 2, "--code needs a value", `"--"`, false},
		{[]string{"rule", "--code", "--", script}, 2, "--code needs a value", `"--"`, false},
		{[]string{"--code"}, 2, "--code needs a value", `"--"`, false},
		{[]string{"incidents", "--topic", "nosuch"}, 2, `unknown topic "nosuch" (topics: setup, first-move`, "0 scenarios", false},
		{[]string{"incidents", "--topic", "castling"}, 0, "scenarios", "", true},
		{[]string{"law", "bca1862"}, 0, "VI             Touch and move", "", true},
		{[]string{"law", "staunton1860"}, 0, "odds:III", "", true},
		{[]string{"law", "nosuch"}, 2, `arbiter law: unknown code "nosuch"`, "", false},
		{[]string{"law", "bca1862", "VI"}, 0, "bca1862 VI.", "", true},
	} {
		var out, errb bytes.Buffer
		code := run(c.args, strings.NewReader(""), &out, &errb)
		got := errb.String()
		if c.onStdout {
			got = out.String()
		}
		if code != c.code || !strings.Contains(got, c.want) || c.wantNot != "" && strings.Contains(errb.String()+out.String(), c.wantNot) {
			t.Errorf("arbiter %s: exit %d (want %d)\nstdout %s\nstderr %s\nwant %q", strings.Join(c.args, " "), code, c.code, out.String(), errb.String(), c.want)
		}
	}
}

// TestNoTerminalLeavesNoJournal: a start with no terminal fails, and the
// same command then fails the same way, not with "already exists": the
// header-only journal is not left behind (a failed start must leave
// nothing that blocks the next).
func TestNoTerminalLeavesNoJournal(t *testing.T) {
	if f, err := os.Open("/dev/tty"); err == nil {
		f.Close()
		t.Skip("a terminal is at hand: the program would run")
	}
	p := filepath.Join(t.TempDir(), "g.inc")
	args := []string{"--code", "bca1862", "--journal", p}
	for i := 0; i < 2; i++ {
		var out, errb bytes.Buffer
		code := run(args, strings.NewReader(""), &out, &errb)
		if code == 0 || strings.Contains(errb.String(), "already exists") {
			t.Fatalf("run %d: exit %d: %s", i+1, code, errb.String())
		}
		if _, err := os.Stat(p); err == nil {
			t.Fatalf("run %d left %s behind", i+1, p)
		}
	}
}

// TestOpenWithoutAFileListsRecentGames: `arbiter open` with no file lists
// the journals saved last, newest first, with their code, players and
// events; with none it says where it looked.
func TestOpenWithoutAFileListsRecentGames(t *testing.T) {
	xdg := t.TempDir()
	t.Setenv("XDG_DATA_HOME", xdg)
	var out, errb bytes.Buffer
	if code := run([]string{"open"}, strings.NewReader(""), &out, &errb); code != 2 || !strings.Contains(errb.String(), "no saved game in "+filepath.Join(xdg, "arbiter", "games")) {
		t.Fatalf("no games: exit %d, %s", code, errb.String())
	}
	dir := filepath.Join(xdg, "arbiter", "games")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	old := filepath.Join(dir, "old.inc")
	newer := filepath.Join(dir, "new.inc")
	os.WriteFile(old, []byte("[Code \"lewis1827\"]\nW move e2e4\n"), 0o644)
	os.WriteFile(newer, []byte("[Code \"bca1862\"]\n[White \"Paul Morphy\"]\n[Black \"Duke of Brunswick\"]\nW move e2e4\nB move e7e5\n"), 0o644)
	past := time.Now().Add(-time.Hour)
	os.Chtimes(old, past, past)
	out.Reset()
	errb.Reset()
	if code := run([]string{"open"}, strings.NewReader(""), &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	s := out.String()
	i, j := strings.Index(s, "new.inc"), strings.Index(s, "old.inc")
	if i < 0 || j < i || !strings.Contains(s, "bca1862, Paul Morphy – Duke of Brunswick, 2 events") || !strings.Contains(s, "arbiter open FILE.inc") {
		t.Fatalf("listing:\n%s", s)
	}
}

// TestIncidentsShow prints a scenario's script and expectations, by its
// number or its whole id; the script printed rules as `arbiter rule` reads
// the file.
func TestIncidentsShow(t *testing.T) {
	for _, id := range []string{"024", "024-adverse-queen-touched"} {
		var out, errb bytes.Buffer
		if code := run([]string{"incidents", "show", id}, strings.NewReader(""), &out, &errb); code != 0 {
			t.Fatalf("show %s: exit %d: %s", id, code, errb.String())
		}
		s := out.String()
		if !strings.Contains(s, "# 024-adverse-queen-touched.inc\n[Title") || !strings.Contains(s, "B touch d1") || !strings.Contains(s, `"bca1862": {`) {
			t.Fatalf("show %s:\n%s", id, s)
		}
	}
	var out, errb bytes.Buffer
	if code := run([]string{"incidents", "show", "999"}, strings.NewReader(""), &out, &errb); code != 2 || !strings.Contains(errb.String(), `no scenario "999"`) {
		t.Fatalf("show 999: exit %d: %s", code, errb.String())
	}
}

// TestReadmeIsAFirstMinute: the README names every command and how to get
// the binary, stays short, and every docs/ file it links exists (the rest
// of the guide lives there).
func TestReadmeIsAFirstMinute(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(data)
	for _, c := range commandTable {
		if c.Name != "help" && !strings.Contains(readme, "arbiter "+c.Name) {
			t.Errorf("the README does not name arbiter %s", c.Name)
		}
	}
	for _, s := range []string{"make build", "go install ./cmd/arbiter", "make run", "make test", "--plain"} {
		if !strings.Contains(readme, s) {
			t.Errorf("the README does not say %q", s)
		}
	}
	// The code x kind matrix (checked by the rules tests) aside, the
	// README is what a user reads in the first minute.
	before, _, _ := strings.Cut(readme, "<!-- code-kind matrix")
	if n := strings.Count(before, "\n"); n > 150 {
		t.Errorf("the README's text is %d lines before the matrix", n)
	}
	for _, m := range regexp.MustCompile(`\]\((docs/[^)#]+)`).FindAllStringSubmatch(readme, -1) {
		if _, err := os.Stat("../../" + m[1]); err != nil {
			t.Errorf("the README links %s: %v", m[1], err)
		}
	}
}
