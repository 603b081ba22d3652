package report

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/plain"
)

var update = flag.Bool("update", false, "rewrite the verdicts' golden files")

// The verdict of every scenario of the library under every code, a golden
// file per code (testdata/verdicts/CODE.golden): the sentences players
// read first, kept as they read. Each opens "Under <code> (<year>), " and
// ends with a full stop.
func TestVerdictsOfTheLibrary(t *testing.T) {
	lib, err := incidents.LoadLibrary()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range law.Codes() {
		var b strings.Builder
		for _, sc := range lib {
			d, err := Build(sc.Script, []string{c.ID}, chess.Algebraic{})
			if err != nil {
				fmt.Fprintf(&b, "## %s\n(%v)\n\n", sc.ID, err)
				continue
			}
			v := d.Codes[0].Verdict
			if !strings.HasPrefix(v, "Under ") || !strings.HasSuffix(v, ".") || strings.Contains(v, c.ID) {
				t.Errorf("%s under %s: %q", sc.ID, c.ID, v)
			}
			fmt.Fprintf(&b, "## %s\n%s\n\n", sc.ID, v)
		}
		path := filepath.Join("testdata", "verdicts", c.ID+".golden")
		if *update {
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (go test ./internal/report -run Verdicts -update writes it)", err)
		}
		if string(want) != b.String() {
			t.Errorf("%s: the verdicts differ from %s (-update rewrites it after reading the change)", c.ID, path)
		}
	}
}

// The codes that say the same are said together, each code's articles
// after its name, for every scenario: every code is named once, and the
// sentences read as the single ones do.
func TestVerdictsTogether(t *testing.T) {
	lib, err := incidents.LoadLibrary()
	if err != nil {
		t.Fatal(err)
	}
	var codes []string
	for _, c := range law.Codes() {
		codes = append(codes, c.ID)
	}
	for _, sc := range lib {
		d, err := Build(sc.Script, codes, chess.Algebraic{})
		if err != nil {
			continue
		}
		vs := verdicts(d)
		all := strings.Join(vs, " ")
		for _, c := range d.Codes {
			named := strings.TrimPrefix(plain.Under(c.Info), "Under ")
			if strings.Count(all, named) != 1 {
				t.Errorf("%s: %s named %d times:\n%s", sc.ID, named, strings.Count(all, named), all)
			}
		}
		for _, v := range vs {
			if !strings.HasPrefix(v, "Under ") || !strings.HasSuffix(v, ".") {
				t.Errorf("%s: %q", sc.ID, v)
			}
		}
	}
}
