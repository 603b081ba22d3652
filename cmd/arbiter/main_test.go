package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// The conformance cases of ../shared, copied into the project's testdata.
const casesDir = "../../internal/incidents/testdata/conformance"

// examinedDir holds cases in the same format written from the law text by
// examiners who had not seen the program's output (l-: Lewis and American,
// s-: Staunton, b-: BCA and all four codes).
const examinedDir = "../../internal/incidents/testdata/examined"

var allCodes = []string{"lewis1827", "american1850", "staunton1860", "bca1862"}

// TestConformance runs every case as ../shared/conformance/check does:
// `arbiter rule --code C --json SCRIPT`, compared with the expectation.
func TestConformance(t *testing.T) {
	if runs := runCases(t, casesDir, 11); runs < 41 {
		t.Errorf("ran %d case runs, want at least 41", runs)
	}
}

// examDir holds the examination cases of ../shared/conformance/exam (three
// folders), copied unedited: the law as readers who had not seen the program
// took it.
const examDir = "../../internal/incidents/testdata/exam"

// TestExam runs the examination cases. A case whose reading the project
// disputes is listed, with the reasons, in disputed.md beside it; it is still
// run, and must still differ (a dispute that no longer differs is stale).
func TestExam(t *testing.T) {
	dirs, _ := filepath.Glob(filepath.Join(examDir, "*"))
	total := 0
	for _, dir := range dirs {
		if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
			continue
		}
		total += runCases(t, dir, 1)
	}
	if total < 297 {
		t.Errorf("ran %d exam runs, want at least 297 (119 cases)", total)
	}
}

// TestExamined runs the examiners' cases the same way.
func TestExamined(t *testing.T) {
	if runs := runCases(t, examinedDir, 200); runs < 300 {
		t.Errorf("ran %d case runs, want at least 300", runs)
	}
}

// runCases runs every case of dir (a case directory, read by
// incidents.ReadCases; at least min cases) through `arbiter rule`, and
// returns the number of runs. A run disputed.md lists must still differ
// from its expectation.
func runCases(t *testing.T, dir string, min int) int {
	t.Helper()
	runs, err := incidents.ReadCases(os.DirFS(dir))
	if err != nil {
		t.Fatalf("%s: %v", dir, err)
	}
	cases := map[string]bool{}
	for _, c := range runs {
		cases[c.Name] = true
	}
	if len(cases) < min {
		t.Fatalf("found %d cases in %s", len(cases), dir)
	}
	for _, c := range runs {
		script := filepath.Join(dir, c.Script)
		if c.Disputed {
			t.Logf("disputed: %s/%s", c.Name, c.Code)
			t.Run(c.Name+"/"+c.Code+"/disputed", func(t *testing.T) {
				if len(caseProblems(t, c.Code, script, c.Want)) == 0 {
					t.Errorf("%s [%s] is listed in disputed.md but now meets its expectation: remove it from the list", c.Name, c.Code)
				}
			})
			continue
		}
		t.Run(c.Name+"/"+c.Code, func(t *testing.T) { checkCase(t, c.Code, script, c.Want) })
	}
	return len(runs)
}

func checkCase(t *testing.T, code, script string, want incidents.Expectation) {
	for _, p := range caseProblems(t, code, script, want) {
		t.Error(p)
	}
}

// caseProblems rules on script under code and lists where the ruling differs
// from want.
func caseProblems(t *testing.T, code, script string, want incidents.Expectation) []string {
	t.Helper()
	var out, errb bytes.Buffer
	exit := run([]string{"rule", "--code", code, "--json", script}, strings.NewReader(""), &out, &errb)
	var err error
	var got rules.Report
	switch exit {
	case 0:
		if e := json.Unmarshal(out.Bytes(), &got); e != nil {
			t.Fatalf("not JSON: %v", e)
		}
	case 2:
		if !strings.HasPrefix(errb.String(), "line ") {
			t.Errorf("stderr %q does not begin with line N:", errb.String())
		}
		err = fmt.Errorf("%s", strings.TrimSpace(errb.String()))
	default:
		t.Fatalf("exit %d: %s", exit, errb.String())
	}
	return want.Check(got, err)
}

// candidates; chooser, state, chosen exact; options as a set; articles among.
func hasRuling(have []rules.Ruling, w map[string]any) bool {
	str := func(k string) (string, bool) { v, ok := w[k].(string); return v, ok }
	list := func(k string) ([]string, bool) {
		raw, ok := w[k].([]any)
		var out []string
		for _, x := range raw {
			out = append(out, fmt.Sprint(x))
		}
		return out, ok
	}
	for _, r := range have {
		if k, _ := str("kind"); k != r.Kind {
			continue
		}
		if o, ok := str("offender"); ok && o != r.Offender {
			continue
		}
		good := true
		for key, val := range map[string]string{"chooser": r.Chooser, "state": r.State, "chosen": r.Chosen} {
			if v, ok := str(key); ok && v != val {
				good = false
			}
		}
		if opts, ok := list("options"); ok {
			a, b := slices.Clone(opts), slices.Clone(r.Options)
			slices.Sort(a)
			slices.Sort(b)
			good = good && slices.Equal(a, b)
		}
		if arts, ok := list("articles"); ok {
			for _, a := range arts {
				good = good && slices.Contains(r.Articles, a)
			}
		}
		if good {
			return true
		}
	}
	return false
}

func TestCommands(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	falseMove := write("false.inc", "[Title \"A Rook played like a Bishop\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\"]\nW move a1c3\n")
	badVerb := write("bad.inc", "W move e2e4\n\nB frobnicate e7\n")
	badFEN := write("badfen.inc", "[FEN \"8/8 w - - 0 1\"]\nW move e2e4\n")
	cases := []struct {
		name     string
		args     []string
		stdin    string
		exit     int
		out, err []string // substrings
	}{
		{"codes", []string{"codes"}, "", 0, []string{"lewis1827", "american1850", "staunton1860", "bca1862 ", "(default)"}, nil},
		{"law", []string{"law", "bca1862", "VI"}, "", 0, []string{"VI. Touch and move", "except accidentally"}, nil},
		{"law lower-case numeral", []string{"law", "staunton1860", "viii"}, "", 0, []string{"VIII"}, nil},
		{"law Staunton definition", []string{"law", "staunton1860", "def:queening"}, "", 0, []string{"Queening a Pawn", "assumes the name and power"}, nil},
		{"law unknown article", []string{"law", "lewis1827", "XXX"}, "", 2, nil, []string{"no article"}},
		{"law unknown code", []string{"law", "fide", "I"}, "", 2, nil, []string{"unknown code"}},
		{"rule in words quotes the article", []string{"rule", "--code", "lewis1827", falseMove}, "", 0,
			[]string{"false-move", "let-stand", "lewis1827 XIII", "> He who plays a false move"}, nil},
		{"rule from stdin", []string{"rule", "--json", "-"}, "W move e2e4\n", 0, []string{`"moves": [`, `"e2e4"`}, nil},
		{"rule bad verb", []string{"rule", badVerb}, "", 2, nil, []string{"line 3: "}},
		{"rule bad FEN", []string{"rule", badFEN}, "", 2, nil, []string{"line 1: ", "FEN"}},
		{"rule unknown code", []string{"rule", "--code", "fide", falseMove}, "", 2, nil, []string{"unknown code"}},
		{"rule missing file", []string{"rule", filepath.Join(dir, "none.inc")}, "", 2, nil, []string{"no such file"}},
		{"rule silent code names the referral", []string{"rule", "--code", "lewis1827", "-"}, "B move e7e5\n", 0,
			[]string{"commenced-out-of-turn", "silent", "XXV"}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			exit := run(c.args, strings.NewReader(c.stdin), &out, &errb)
			if exit != c.exit {
				t.Fatalf("exit %d, want %d; stderr %s", exit, c.exit, errb.String())
			}
			for _, s := range c.out {
				if !strings.Contains(out.String(), s) {
					t.Errorf("stdout lacks %q:\n%s", s, out.String())
				}
			}
			for _, s := range c.err {
				if !strings.Contains(errb.String(), s) {
					t.Errorf("stderr lacks %q: %s", s, errb.String())
				}
			}
		})
	}
}

// The terminal refuses a bad start before it takes the screen.
func TestTerminalRefusesBadStart(t *testing.T) {
	for _, args := range [][]string{
		{"--code", "fide"},
		{"--code", "bca1862", "--moves", "e2e5"},
		{"--fen", "8/8 w - - 0 1"},
		{"frobnicate"},
		{"open"},
	} {
		var out, errb bytes.Buffer
		if exit := run(args, strings.NewReader(""), &out, &errb); exit != 2 || errb.Len() == 0 {
			t.Errorf("%v: exit %d, stderr %q; want 2 and a reason", args, exit, errb.String())
		}
	}
}

// TestFlagsAnywhere: flags before or after a subcommand and its arguments.
func TestFlagsAnywhere(t *testing.T) {
	script := filepath.Join(t.TempDir(), "g.inc")
	if err := os.WriteFile(script, []byte("W move e2e4\nB move e7e5\nW touch d8\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	var want bytes.Buffer
	if code := run([]string{"rule", "--code", "lewis1827", "--json", script}, strings.NewReader(""), &want, io.Discard); code != 0 {
		t.Fatalf("exit %d", code)
	}
	for _, args := range [][]string{
		{"rule", script, "--json", "--code", "lewis1827"},
		{"--json", "rule", "--code=lewis1827", script},
		{"--code", "lewis1827", "rule", script, "--json"},
	} {
		var out, errb bytes.Buffer
		if code := run(args, strings.NewReader(""), &out, &errb); code != 0 || out.String() != want.String() {
			t.Errorf("%q: exit %d, %s", args, code, errb.String())
		}
	}
	// A file named like a flag's value is not taken for a subcommand.
	if c, rest := splitCommand([]string{"--code", "rule"}); c.Name != "" || strings.Join(rest, " ") != "--code rule" {
		t.Errorf("splitCommand: %q %q", c.Name, rest)
	}
	var out bytes.Buffer
	if code := run([]string{"--version"}, strings.NewReader(""), &out, io.Discard); code != 0 || !strings.HasPrefix(out.String(), "arbiter ") {
		t.Errorf("--version: %d %q", code, out.String())
	}
	out.Reset()
	if code := run([]string{"help"}, strings.NewReader(""), &out, io.Discard); code != 0 || !strings.Contains(out.String(), "--white NAME") {
		t.Errorf("usage lacks the game tags:\n%s", out.String())
	}
}
