package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/cputime"
	"github.com/arbiter-chess/arbiter/internal/longgame"
)

// undoJournal writes longgame.UndoJournal into a file: its path, and the
// number of lines after the header.
func undoJournal(tb testing.TB, size int, withUndos bool) (string, int) {
	tb.Helper()
	text, lines, err := longgame.UndoJournal(size, withUndos)
	if err != nil {
		tb.Fatal(err)
	}
	path := filepath.Join(tb.TempDir(), "undo.inc")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		tb.Fatal(err)
	}
	return path, lines
}

// undoSizes are the sizes of the undo-heavy journals, in KiB.
var undoSizes = []int{256, 512, 1024, 2048}

// BenchmarkRuleUndoHeavy is `arbiter rule` of a journal with an undo and a
// redo every ten lines, at 0.25, 0.5, 1 and 2 MiB: its cost a line
// (undo-cpu-ns/line) is the same at every size when undo is linear. Each
// op also rules a journal of the same size without undos, alternately
// (cputime.Alternate), and reports the ratio of the two (undos/plain).
func BenchmarkRuleUndoHeavy(b *testing.B) {
	for _, kib := range undoSizes {
		undo, n := undoJournal(b, kib<<10, true)
		plain, m := undoJournal(b, kib<<10, false)
		b.Run(fmt.Sprintf("%dKiB", kib), func(b *testing.B) {
			rule := func(path string) func() string {
				return func() string {
					if code := cmdRule([]string{path}, nil, io.Discard, io.Discard); code != 0 {
						return fmt.Sprintf("rule %s: exit %d", path, code)
					}
					return ""
				}
			}
			p := cputime.Alternate(b, false, [2]func() string{rule(undo), rule(plain)})
			p.Report(b, [2]string{"undos", "plain"}, "undos/plain")
			b.ReportMetric(float64(p.CPU[0])/float64(b.N)/float64(n), "undo-cpu-ns/line")
			b.ReportMetric(float64(p.CPU[1])/float64(b.N)/float64(m), "plain-cpu-ns/line")
		})
	}
}

// BenchmarkRuleUndoLinear rules the 2 MiB undo-heavy journal once and the
// 0.25 MiB one eight times in each op, alternately: the ratio of their
// costs a line (2MiB/0.25MiB-per-line) is 1 when an undo costs the same
// late in a game as early.
func BenchmarkRuleUndoLinear(b *testing.B) {
	small, n := undoJournal(b, 256<<10, true)
	big, m := undoJournal(b, 2048<<10, true)
	p := cputime.Alternate(b, true, [2]func() string{
		func() string {
			if code := cmdRule([]string{big}, nil, io.Discard, io.Discard); code != 0 {
				return "rule big: exit " + fmt.Sprint(code)
			}
			return ""
		},
		func() string {
			for range 8 {
				if code := cmdRule([]string{small}, nil, io.Discard, io.Discard); code != 0 {
					return "rule small: exit " + fmt.Sprint(code)
				}
			}
			return ""
		},
	})
	if p.CPU[1] > 0 {
		b.ReportMetric(float64(p.CPU[0])/float64(m)/(float64(p.CPU[1])/float64(8*n)), "2MiB/0.25MiB-per-line")
	}
}
