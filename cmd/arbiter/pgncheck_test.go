package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/testkit/repotree"
	"github.com/arbiter-chess/arbiter/internal/testkit/testsize"
)

// pgncheck finds the PGN checker (python-chess, and pgn-extract where
// installed): $PGNCHECK, else ../shared/tools/pgncheck beside the
// repository's root; the test is skipped without it or without python3.
func pgncheck(t *testing.T) string {
	t.Helper()
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 is not here: pgncheck runs under it")
	}
	return repotree.Find(t, "PGNCHECK", "tools/pgncheck", func(p string) bool {
		fi, err := os.Stat(p)
		return err == nil && !fi.IsDir()
	})
}

// `arbiter pgn` of every journal of the scenario library and of the
// conformance cases, under every code, is read by other chess programs
// without a complaint. Also run by `make pgn-corpus`. Every journal under
// every code in the full run (testsize; make pgn-corpus); else each
// journal under one code, the codes in turn, so that every journal and
// every code is exported and read.
func TestPGNCommandPassesPGNCheck(t *testing.T) {
	checker := pgncheck(t)
	lib, _ := filepath.Glob("../../assets/incidents/*.inc")
	conf, _ := filepath.Glob("../../internal/incidents/testdata/conformance/*.inc")
	files := append(lib, conf...)
	if len(files) < 150 {
		t.Fatalf("only %d scripts", len(files))
	}
	// Score sheets read in, and the report's sample, go back out too.
	files = append(files, immortalPGN, operaPGN, opera1858, threeIncidents)
	dir := os.Getenv("ARBITER_PGN_OUT")
	if dir == "" {
		dir = t.TempDir()
	}
	var outs []string
	for i, f := range files {
		for j, c := range law.Codes() {
			if !testsize.Full() && j != i%len(law.Codes()) {
				continue
			}
			out := filepath.Join(dir, strings.TrimSuffix(filepath.Base(f), filepath.Ext(f))+"."+c.ID+".pgn")
			exit, _, errs := runArbiter(t, "", "pgn", "--code", c.ID, f, "-o", out)
			if exit == exitInput {
				continue // bad input under this code (an option it does not offer)
			}
			if exit != 0 {
				t.Fatalf("arbiter pgn --code %s %s: exit %d: %s", c.ID, f, exit, errs)
			}
			if fi, err := os.Stat(out); err != nil || fi.Mode().Perm() != 0o644 {
				t.Fatalf("%s: %v, %v; want a file readable by all (0644)", out, fi.Mode().Perm(), err)
			}
			outs = append(outs, out)
		}
	}
	if len(outs) < testsize.Pick(150, 400) {
		t.Fatalf("only %d exports", len(outs))
	}
	cmd := exec.Command(checker, outs...)
	b, err := cmd.CombinedOutput()
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	last := lines[len(lines)-1]
	if err != nil || !strings.HasSuffix(last, " 0 failed") {
		var fails []string
		for _, l := range lines {
			if strings.HasPrefix(l, "FAIL") {
				fails = append(fails, l)
			}
		}
		t.Fatalf("pgncheck: %v: %s\n%s", err, last, strings.Join(fails[:min(len(fails), 20)], "\n"))
	}
	t.Logf("pgncheck: %s", last)
}
