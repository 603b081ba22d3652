package pgn

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/law"
)

// The export of a game read from a score keeps what the score says: every
// tag, the result, the comments, NAGs and variations of every move, read
// back by python-chess into the same tree (each of the score's comments
// among the export's, which adds the rulings and the code). Each game of
// the edge cases and of the notnil fixtures, under one code in turn.
func TestExportKeepsTheScore(t *testing.T) {
	dir := pythonChess(t)
	edge, _ := filepath.Glob("testdata/edge/*.pgn")
	files := append(edge, notnilFixtures(t)...)
	out := t.TempDir()
	var exports []string
	codes := law.Codes()
	k := 0
	for _, f := range files {
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		scores, err := ReadScores(string(text))
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		for i := range scores {
			code := codes[k%len(codes)].ID
			k++
			s, err := scores[i].Script(code, ReadSAN)
			if err != nil {
				t.Fatalf("%s game %d: %v", f, i+1, err)
			}
			g, err := incidents.Run(s, "")
			if err != nil {
				t.Fatalf("%s game %d: %v", f, i+1, err)
			}
			if i > 0 {
				b.WriteByte('\n')
			}
			b.WriteString(ExportScore(g, nil, &scores[i], ReadSAN))
		}
		name := filepath.Join(out, filepath.Base(f))
		if err := os.WriteFile(name, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		exports = append(exports, name)
	}
	py := pyRead(t, dir, append(files, exports...)...)
	for i, f := range files {
		src, exp := py[f], py[exports[i]]
		if len(src.Games) != len(exp.Games) {
			t.Errorf("%s: %d games written, python-chess reads %d back", f, len(exp.Games), len(src.Games))
			continue
		}
		for j, want := range src.Games {
			got := exp.Games[j]
			where := f + " game " + itoa(j+1)
			if len(got.Errors) > 0 {
				t.Errorf("%s: the export does not read: %s", where, got.Errors[0])
				continue
			}
			for name, v := range want.Headers {
				if got.Headers[name] != v {
					t.Errorf("%s: tag %s %q written as %q", where, name, v, got.Headers[name])
				}
			}
			if got.Plies != want.Plies || fenKey(got.FEN) != fenKey(want.FEN) {
				t.Errorf("%s: %d plies to %s, the score %d to %s", where, got.Plies, got.FEN, want.Plies, want.FEN)
			}
			if d := pyTreeDiff(got.Tree, want.Tree, "main line"); d != "" {
				t.Errorf("%s: %s", where, d)
			}
			have := strings.Join(normComments(got.FirstComments), "\x00")
			for _, c := range normComments(want.FirstComments) {
				if !strings.Contains(have, c) {
					t.Errorf("%s: the comment before the first move, %q, is lost", where, c)
				}
			}
		}
	}
}

// pyTreeDiff compares two trees python-chess read: the same moves, NAGs
// and variations; each comment of want among got's.
func pyTreeDiff(got, want []pyNode, where string) string {
	if len(got) != len(want) {
		return where + ": " + itoa(len(got)) + " moves written, " + itoa(len(want)) + " in the score"
	}
	for i, w := range want {
		g := got[i]
		at := where + " move " + itoa(i+1) + " " + w.SAN
		if g.SAN != w.SAN {
			return at + ": written " + g.SAN
		}
		if itoa(len(g.NAGs)) != itoa(len(w.NAGs)) || strings.Trim(itoaAll(g.NAGs), " ") != strings.Trim(itoaAll(w.NAGs), " ") {
			return at + ": NAGs " + itoaAll(g.NAGs) + ", the score " + itoaAll(w.NAGs)
		}
		have := strings.Join(normComments(g.Comments), "\x00")
		for _, c := range normComments(w.Comments) {
			if !strings.Contains(have, c) {
				return at + ": comment " + c + " lost"
			}
		}
		if len(g.Vars) != len(w.Vars) {
			return at + ": " + itoa(len(g.Vars)) + " variations written, " + itoa(len(w.Vars)) + " in the score"
		}
		for k := range w.Vars {
			if d := pyTreeDiff(g.Vars[k], w.Vars[k], at+" variation "+itoa(k+1)); d != "" {
				return d
			}
		}
	}
	return ""
}

func itoaAll(ns []int) string {
	var s []string
	for _, n := range ns {
		s = append(s, itoa(n))
	}
	return strings.Join(s, " ")
}
