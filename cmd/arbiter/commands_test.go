package main

import (
	"bytes"
	"flag"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the README's list of commands from the command table")

const (
	readmeBegin = "<!-- commands: generated from cmd/arbiter/commands.go by go test ./cmd/arbiter -run ReadmeCommandTable -update -->\n"
	readmeEnd   = "<!-- end of commands -->\n"
)

// TestReadmeCommandTable: the README lists the commands and flags of the
// table, and nothing else between its markers; `arbiter --help` lists
// each command and each flag too.
func TestReadmeCommandTable(t *testing.T) {
	for _, path := range []string{"../../README.md", "../../docs/terminal.md"} {
		t.Run(filepath.Base(path), func(t *testing.T) { checkCommandList(t, path) })
	}
}

func checkCommandList(t *testing.T, path string) {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	readme := string(data)
	before, rest, ok := strings.Cut(readme, readmeBegin)
	listed, after, ok2 := strings.Cut(rest, readmeEnd)
	if !ok || !ok2 {
		t.Fatalf("%s lacks the markers of the command list", path)
	}
	want := "\n" + readmeCommands() + "\n"
	if listed != want {
		if *update {
			if err := os.WriteFile(path, []byte(before+readmeBegin+want+readmeEnd+after), 0o644); err != nil {
				t.Fatal(err)
			}
			return
		}
		t.Errorf("%s's commands are not the table's (go test ./cmd/arbiter -run ReadmeCommandTable -update):\n%s\nwant:\n%s", path, listed, want)
	}
	var help bytes.Buffer
	if code := run([]string{"--help"}, strings.NewReader(""), &help, io.Discard); code != 0 {
		t.Fatalf("--help: exit %d", code)
	}
	for _, c := range commandTable {
		if !strings.Contains(help.String(), synopsis(&c)+"\n") || !strings.Contains(listed, "| `"+strings.TrimSpace("arbiter "+c.Name)) {
			t.Errorf("--help or the README lacks arbiter %s", c.Name)
		}
		for _, d := range c.Flags {
			if !strings.Contains(help.String(), flagUsage(d)) || !strings.Contains(listed, "`"+strings.ReplaceAll(flagUsage(d), "|", `\|`)+"`") {
				t.Errorf("--help or the README lacks arbiter %s %s", c.Name, flagUsage(d))
			}
		}
	}
	// And nothing the table lacks: every flag the help names is a row.
	for _, line := range strings.Split(help.String(), "\n") {
		f := strings.Fields(line)
		if len(f) > 0 && strings.HasPrefix(f[0], "-") && !strings.Contains(f[0], "|") {
			name := strings.TrimRight(strings.TrimLeft(f[0], "-"), ":")
			if !takesValue(name) && !isSwitch(name) && name != "help" && name != "version" {
				t.Errorf("--help names %s, not in the table", f[0])
			}
		}
	}
}

func isSwitch(name string) bool {
	for _, c := range commandTable {
		for _, d := range c.Flags {
			if d.Name == name && d.Value == "" {
				return true
			}
		}
	}
	return false
}

// TestFlagTableConsistent: a flag's name takes a value in every command
// or in none (splitCommand skips a value by the name alone), and no
// command declares a flag twice or shares a name with another.
func TestFlagTableConsistent(t *testing.T) {
	kind := map[string]bool{}
	names := map[string]bool{}
	for _, c := range commandTable {
		if names[c.Name] {
			t.Errorf("command %q twice", c.Name)
		}
		names[c.Name] = true
		seen := map[string]bool{}
		for _, d := range c.Flags {
			if seen[d.Name] {
				t.Errorf("arbiter %s: --%s twice", c.Name, d.Name)
			}
			seen[d.Name] = true
			if v, ok := kind[d.Name]; ok && v != (d.Value != "") {
				t.Errorf("--%s takes a value in one command and not in another", d.Name)
			}
			kind[d.Name] = d.Value != ""
			if d.Help == "" {
				t.Errorf("arbiter %s --%s: no help", c.Name, d.Name)
			}
		}
		if c.run == nil || c.Help == "" {
			t.Errorf("arbiter %s: no run or no help", c.Name)
		}
	}
}

// flagSample is a value each flag accepts, for the test below.
func flagSample(t *testing.T, d flagDef, dir string) string {
	switch d.Name {
	case "code":
		return "lewis1827"
	case "game":
		return "1"
	case "round":
		if d.Value == "N" {
			return "1"
		}
		return "3"
	case "at":
		return "2. W say check"
	case "notation":
		return "pgn"
	case "format":
		return "md"
	case "o":
		return filepath.Join(dir, "out")
	case "topic":
		return "touch-move"
	case "article":
		return "VII"
	case "fen":
		return "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
	case "moves":
		return "e7e5"
	case "journal", "pgn":
		return filepath.Join(dir, "j.inc")
	case "first-move":
		return "white"
	case "mode":
		return "consultation"
	case "board-white":
		return "near"
	case "board-settle":
		return "500ms"
	}
	if d.Value == "" {
		return ""
	}
	return "x"
}

// TestEveryFlagBothSides runs every subcommand with every one of its
// flags, written after the subcommand and before it: the command is found
// the same and reads the flag the same (the same exit, output and
// errors). The commands that open the terminal or a pseudo-terminal are
// parsed, not run: their flags are read into the same values.
func TestEveryFlagBothSides(t *testing.T) {
	dir := t.TempDir()
	script := filepath.Join(dir, "g.pgn")
	if err := os.WriteFile(script, []byte("[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf3 *\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	interactive := []string{"", "open", "practice", "board-sim"}
	for _, c := range commandTable {
		for _, d := range c.Flags {
			flagArgs := []string{"--" + d.Name}
			if v := flagSample(t, d, dir); d.Value != "" {
				flagArgs = append(flagArgs, v)
			}
			var args []string
			switch c.Name {
			case "rule", "compare", "pgn", "report":
				args = []string{script}
			case "law":
				args = []string{"VI"}
			case "incidents show":
				args = []string{"001"}
			case "help":
				args = []string{"rule"}
			}
			cmdWords := strings.Fields(c.Name)
			after := slices.Concat(cmdWords, flagArgs, args)
			before := slices.Concat(flagArgs, cmdWords, args)
			got, rest := splitCommand(before)
			if got.Name != c.Name {
				t.Errorf("%q: found arbiter %q", before, got.Name)
				continue
			}
			if slices.Contains(interactive, c.Name) {
				fa, fb := newFlags(c.Name, io.Discard), newFlags(c.Name, io.Discard)
				_, restAfter := splitCommand(after)
				if err := fa.Parse(restAfter); err != nil {
					t.Errorf("%q: %v", after, err)
				}
				if err := fb.Parse(rest); err != nil {
					t.Errorf("%q: %v", before, err)
				}
				if va, vb := fa.Lookup(d.Name).Value.String(), fb.Lookup(d.Name).Value.String(); va != vb || va == fa.Lookup(d.Name).DefValue || d.Value == "" && va != "true" {
					t.Errorf("arbiter %s --%s: %q after, %q before", c.Name, d.Name, va, vb)
				}
				continue
			}
			outA, errA, codeA := runArgs(after)
			outB, errB, codeB := runArgs(before)
			if codeA != codeB || outA != outB || errA != errB {
				t.Errorf("%q: exit %d %q; %q: exit %d %q", after, codeA, errA, before, codeB, errB)
			}
			if strings.Contains(errA, "not defined") || strings.Contains(errA, "unknown command") || codeA == exitBug {
				t.Errorf("%q: exit %d: %s", after, codeA, errA)
			}
		}
	}
}

func runArgs(args []string) (string, string, int) {
	var out, errb bytes.Buffer
	code := run(args, strings.NewReader(""), &out, &errb)
	return out.String(), errb.String(), code
}

// TestCommandAfterFlags: the command lines of a user who wrote the flags
// first.
func TestCommandAfterFlags(t *testing.T) {
	for _, tc := range []struct {
		args []string
		cmd  string
		rest []string
	}{
		{[]string{"--code", "lewis1827", "practice"}, "practice", []string{"--code", "lewis1827"}},
		{[]string{"--time", "40/2h", "rule", "x.inc"}, "rule", []string{"--time", "40/2h", "x.inc"}},
		{[]string{"--code", "rule"}, "", []string{"--code", "rule"}},
		{[]string{"incidents", "-v", "check"}, "incidents check", []string{"-v"}},
		{[]string{"--json", "rule", "--", "open"}, "rule", []string{"--json", "--", "open"}},
		{[]string{"rule", "open"}, "rule", []string{"open"}},
		{[]string{"--journal", "-odd.inc", "--plain"}, "", []string{"--journal", "-odd.inc", "--plain"}},
	} {
		c, rest := splitCommand(tc.args)
		if c.Name != tc.cmd || !slices.Equal(rest, tc.rest) {
			t.Errorf("%q: %q %q, want %q %q", tc.args, c.Name, rest, tc.cmd, tc.rest)
		}
	}
	// A value that begins with a dash is the flag's value, not a flag.
	fs := newFlags("", io.Discard)
	if err := fs.Parse([]string{"--journal", "-odd.inc", "--white", "-"}); err != nil || *fs.String("journal") != "-odd.inc" {
		t.Errorf("--journal -odd.inc: %v %q", err, *fs.String("journal"))
	}
	// A flag of the terminal given to rule is refused by rule, by name,
	// saying who takes it.
	_, errs, code := runArgs([]string{"--time", "40/2h", "rule", "x.inc"})
	if code != exitInput || !strings.Contains(errs, "arbiter rule takes no flag --time (its flags: --code ID, --json") ||
		!strings.Contains(errs, "arbiter (the terminal) takes it") || strings.Count(errs, "\n") != 1 {
		t.Errorf("exit %d: %s", code, errs)
	}
}

// TestOutIntoMissingDirectory: -o into a directory that does not exist
// says so in one line, naming the file asked for, not a temporary one.
func TestOutIntoMissingDirectory(t *testing.T) {
	dir := t.TempDir()
	script := filepath.Join(dir, "g.inc")
	if err := os.WriteFile(script, []byte("W move e2e4\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, cmd := range []string{"report", "pgn"} {
		out := filepath.Join(dir, "newdir", "r.out")
		_, errs, code := runArgs([]string{cmd, script, "-o", out})
		if code == 0 || strings.Count(errs, "\n") != 1 || !strings.Contains(errs, "no directory "+filepath.Join(dir, "newdir")) || strings.Contains(errs, ".tmp") {
			t.Errorf("%s -o %s: exit %d, %q", cmd, out, code, errs)
		}
	}
}
