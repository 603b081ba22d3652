package incidents

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// The four codes (docs/spec.md §1).
var codeIDs = []string{"lewis1827", "american1850", "staunton1860", "bca1862"}

// skipIfCoreMissing skips only while the rules core is a stub.
func skipIfCoreMissing(t *testing.T, setup rules.Setup) {
	t.Helper()
	if _, err := rules.New(setup); err != nil && strings.Contains(err.Error(), "not implemented") {
		t.Skipf("rules core not implemented yet: %v", err)
	}
}

// TestRunConformance runs every conformance case under every code its
// .expect names (ReadCases: NAME.CODE.inc before NAME.inc) with Run, and
// compares the report with the expectation (CaseRun.Check); a case that
// stops at bad input stops on its first event, line 1.
func TestRunConformance(t *testing.T) {
	dir := os.DirFS(filepath.Join("testdata", "conformance"))
	runs, err := ReadCases(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(runs) < 41 {
		t.Fatalf("%d conformance runs, want at least 41", len(runs))
	}
	for _, c := range runs {
		t.Run(c.Name+"/"+c.Code, func(t *testing.T) {
			for _, p := range c.Check(dir) {
				t.Error(p)
			}
			src, err := fs.ReadFile(dir, c.Script)
			if err != nil {
				t.Fatal(err)
			}
			s, err := ParseString(string(src))
			if err != nil {
				t.Fatalf("%s: %v", c.Script, err)
			}
			setup, err := SetupOf(s, c.Code)
			if err != nil {
				t.Fatalf("%s: %v", c.Script, err)
			}
			skipIfCoreMissing(t, setup)
			g, err := Run(s, c.Code)
			var le *LineError
			switch {
			case errors.As(err, &le):
				// every bad-input case so far is bad on its first event, line 1
				if le.Line != 1 {
					t.Errorf("%s: %v, want line 1", c.Script, err)
				}
			case err != nil:
				t.Fatalf("%s: %v", c.Script, err)
			default:
				if got := len(g.Events()); got != len(s.Events) {
					t.Errorf("%s: %d events recorded, want %d", c.Script, got, len(s.Events))
				}
			}
		})
	}
}

func TestRunP08(t *testing.T) {
	s, err := ParseString("W touch e5\n")
	if err != nil {
		t.Fatal(err)
	}
	setup, _ := SetupOf(s, "")
	skipIfCoreMissing(t, setup)
	_, err = Run(s, "")
	var le *LineError
	if !errors.As(err, &le) || le.Line != 1 || !strings.HasPrefix(le.Reason, "W touch e5: ") {
		t.Fatalf("Run(W touch e5) = %v, want line 1: W touch e5: ...", err)
	}
}

func TestRunStopsAtBadEvent(t *testing.T) {
	s, err := ParseString("[Title \"x\"]\n# c\nW move e2e4\n\nB move e7e5; W release e4\nW move g1f3\n")
	if err != nil {
		t.Fatal(err)
	}
	setup, _ := SetupOf(s, "")
	skipIfCoreMissing(t, setup)
	g, err := Run(s, "")
	var le *LineError
	if !errors.As(err, &le) || le.Line != 5 || !strings.HasPrefix(le.Reason, "W release e4: ") {
		t.Fatalf("Run = %v, want line 5: W release e4: ...", err)
	}
	if g == nil || len(g.Events()) != 2 {
		t.Errorf("the game so far: %v, want 2 events recorded", g)
	}
}

func TestRunSetupErrors(t *testing.T) {
	cases := []struct {
		src, override string
		line          int // 0: a plain error, not a *LineError
	}{
		{"[Title \"t\"]\n[Code \"nosuchcode\"]\nW move e2e4\n", "", 2},
		{"[Title \"t\"]\n[FEN \"this is no fen\"]\nW move e2e4\n", "", 2},
		{"[Code \"lewis1827\"]\n\n[Moves \"e2e4 e2e4\"]\nW move e7e5\n", "", 3},
		{"W move e2e4\n", "nosuchcode", 0},
	}
	for _, c := range cases {
		s, err := ParseString(c.src)
		if err != nil {
			t.Fatal(err)
		}
		skipIfCoreMissing(t, rules.Setup{Code: law.DefaultCode})
		_, err = Run(s, c.override)
		if err == nil {
			t.Errorf("Run(%q, %q): no error", c.src, c.override)
			continue
		}
		var le *LineError
		isLine := errors.As(err, &le)
		switch {
		case c.line == 0 && isLine:
			t.Errorf("Run(%q, %q) = %v, want a plain error", c.src, c.override, err)
		case c.line > 0 && (!isLine || le.Line != c.line):
			t.Errorf("Run(%q, %q) = %v, want line %d", c.src, c.override, err, c.line)
		}
	}
}

func TestSetupOf(t *testing.T) {
	fen := "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
	cases := []struct {
		src, override string
		want          rules.Setup
	}{
		{"W resign\n", "", rules.Setup{Code: law.DefaultCode}},
		{"W resign\n", "Staunton1860", rules.Setup{Code: "staunton1860"}},
		{"[Code \"LEWIS1827\"]\n", "", rules.Setup{Code: "lewis1827"}},
		{"[Code \"lewis1827\"]\n", "american1850", rules.Setup{Code: "american1850"}},
		{"[code \" lewis1827 \"]\n", "  ", rules.Setup{Code: "lewis1827"}},
		{"[FEN \" " + fen + " \"]\n", "", rules.Setup{Code: law.DefaultCode, FEN: fen}},
		{"[FEN \"\"]\n[Moves \"\"]\n", "", rules.Setup{Code: law.DefaultCode}},
		{"[Moves \"  e2e4\te7e5   G1F3 \"]\n", "", rules.Setup{Code: law.DefaultCode, Moves: []string{"e2e4", "e7e5", "g1f3"}}},
		{"[FEN \"8/4P3/8/8/8/8/k7/4K3 w - - 0 1\"]\n[Moves \"e7e8q\"]\n", "", rules.Setup{Code: law.DefaultCode, FEN: "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", Moves: []string{"e7e8q"}}},
	}
	for _, c := range cases {
		s, err := ParseString(c.src)
		if err != nil {
			t.Fatal(err)
		}
		got, err := SetupOf(s, c.override)
		if err != nil || !reflect.DeepEqual(got, c.want) {
			t.Errorf("SetupOf(%q, %q) = %+v, %v; want %+v", c.src, c.override, got, err, c.want)
		}
	}
	errs := []struct {
		src    string
		line   int
		reason string
	}{
		{"[Title \"t\"]\n[Code \"\"]\n", 2, "empty Code tag"},
		{"# c\n[Moves \"e2e4 e7e9\"]\n", 2, `Moves tag: bad square "e9" in move "e7e9"`},
		{"[Moves \"e2e4 Zf3\"]\n", 1, `Moves tag: bad move "Zf3" (want two squares and an optional q, r, b or n, e.g. e2e4, e7e8q)`}, // Nf3 is SAN now
	}
	for _, c := range errs {
		s, err := ParseString(c.src)
		if err != nil {
			t.Fatal(err)
		}
		_, err = SetupOf(s, "")
		var le *LineError
		if !errors.As(err, &le) || le.Line != c.line || le.Reason != c.reason {
			t.Errorf("SetupOf(%q) = %v, want line %d: %s", c.src, err, c.line, c.reason)
		}
	}
	// an override makes an empty Code tag harmless
	s, _ := ParseString("[Code \"\"]\n")
	if got, err := SetupOf(s, "bca1862"); err != nil || got.Code != "bca1862" {
		t.Errorf("SetupOf(empty Code tag, bca1862) = %+v, %v", got, err)
	}
}
