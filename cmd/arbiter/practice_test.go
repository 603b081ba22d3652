package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPracticeBadInput: every wrong flag or file is refused before the
// screen opens, with the reason on stderr and exit 2.
func TestPracticeBadInput(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	parse := write("parse.inc", "W move e2e4\nW flurb e2\n")
	refused := write("refused.inc", "W move e2e4\nB release e5\n")
	quiet := write("quiet.inc", "W move e2e4\nB move e7e5\n")
	badCode := write("code.inc", "[Code \"fide\"]\nW move e2e4\n")
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"--code", "fide"}, `arbiter practice: unknown code "fide" (see arbiter codes)`},
		{[]string{"--topic", "chess-clocks"}, `arbiter practice: unknown topic "chess-clocks" (topics: setup, first-move, touch,`},
		{[]string{"--round", "0"}, "--round 0: a round has at least one scenario"},
		{[]string{"--nonsense"}, "arbiter practice takes no flag --nonsense"},
		{[]string{"a.inc", "b.inc"}, "one script at a time"},
		{[]string{"-"}, "name a script file, not standard input"},
		{[]string{"--topic", "touch", quiet}, "--topic chooses among the library's scenarios, not in a script"},
		{[]string{filepath.Join(dir, "missing.inc")}, "no such file or directory"},
		{[]string{dir}, "is a directory, not an incident script"},
		{[]string{parse}, `line 2: unknown verb "flurb"`},
		{[]string{refused}, "line 2: B release e5: black holds no man to release"},
		{[]string{badCode}, `line 1: unknown code "fide"`},
		{[]string{"--code", "lewis1827", quiet}, "quiet.inc under lewis1827: no ruling is raised, so there is nothing to ask"},
	}
	for _, c := range cases {
		var out, errb bytes.Buffer
		code := run(append([]string{"practice"}, c.args...), strings.NewReader(""), &out, &errb)
		if code != 2 || !strings.Contains(errb.String(), c.want) {
			t.Errorf("practice %q: exit %d, stderr %q; want 2 and %q", c.args, code, errb.String(), c.want)
		}
		if out.Len() > 0 {
			t.Errorf("practice %q: stdout %q", c.args, out.String())
		}
	}
}

// TestPracticeSetup: the flags choose the code, the topic and the round;
// a script gives its own code, which --code overrides.
func TestPracticeSetup(t *testing.T) {
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	t.Setenv("NO_COLOR", "")
	var errb bytes.Buffer
	opts, code := practiceSetup(nil, strings.NewReader(""), &errb)
	if code != 0 || opts.Code != "bca1862" || opts.Round != 5 || len(opts.Items) < 100 || opts.Source != "the library" {
		t.Fatalf("no flags: exit %d, code %q, round %d, %d items; %s", code, opts.Code, opts.Round, len(opts.Items), errb.String())
	}
	if want := filepath.Join(data, "arbiter", "practice.json"); opts.Store.Path() != want || !strings.Contains(opts.Notice, "No practice score yet") {
		t.Errorf("score at %s (%q), want %s", opts.Store.Path(), opts.Notice, want)
	}
	opts, code = practiceSetup([]string{"--code", "staunton1860", "--topic", "castling", "--round", "3", "--ascii"}, strings.NewReader(""), &errb)
	if code != 0 || opts.Code != "staunton1860" || opts.Round != 3 || !opts.ASCII {
		t.Fatalf("flags: exit %d %+v", code, opts)
	}
	for _, it := range opts.Items {
		if it.Topic != "castling" {
			t.Errorf("topic castling gave %s (%s)", it.ID, it.Topic)
		}
	}
	game := filepath.Join(t.TempDir(), "game.inc")
	os.WriteFile(game, []byte("[Code \"lewis1827\"]\nW move e2e4\nB move e7e5\nW move g1g4\n"), 0o644)
	opts, code = practiceSetup([]string{game}, strings.NewReader(""), &errb)
	if code != 0 || opts.Code != "lewis1827" || len(opts.Items) != 1 || opts.Items[0].At != 3 || opts.Source != game {
		t.Fatalf("script: exit %d %+v", code, opts)
	}
	opts, code = practiceSetup([]string{"--code", "bca1862", game}, strings.NewReader(""), &errb)
	if code != 0 || opts.Code != "bca1862" {
		t.Fatalf("script with --code: exit %d %+v", code, opts)
	}
}

// TestPracticeUsage: the command is listed in the usage.
func TestPracticeUsage(t *testing.T) {
	var out, errb bytes.Buffer
	run([]string{"help"}, strings.NewReader(""), &out, &errb)
	if !strings.Contains(out.String(), "arbiter practice [flags] [FILE.inc]") {
		t.Errorf("usage:\n%s", out.String())
	}
}
