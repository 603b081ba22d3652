package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/testkit/cputime"
	"github.com/arbiter-chess/arbiter/internal/testkit/longgame"
)

// undoJournal writes longgame.UndoJournal into a file: its path, and the
// number of lines after the header.
func undoJournal(tb testing.TB, size int, cycle string) (string, int) {
	tb.Helper()
	text, lines, err := longgame.UndoJournal(size, cycle)
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

// BenchmarkRuleUndoHeavy is `arbiter rule` of journals with undos
// (longgame.UndoJournal) at 0.25, 0.5, 1 and 2 MiB: an undo and a redo
// every ten lines (pair), and an undo, a redo and an undo with the event
// recorded again (slip). Each op rules the journal with undos and the one
// of the same size without, alternately (cputime.Alternate), and reports
// their ratio (undos/plain) and each one's cost a line: undo-cpu-ns/line
// is the same at every size when undo is linear.
func BenchmarkRuleUndoHeavy(b *testing.B) {
	for _, cycle := range []string{longgame.Pair, longgame.Slip} {
		for _, kib := range undoSizes {
			undo, n := undoJournal(b, kib<<10, cycle)
			plain, m := undoJournal(b, kib<<10, longgame.NoUndo)
			b.Run(fmt.Sprintf("%s/%dKiB", cycle, kib), func(b *testing.B) {
				p := cputime.Alternate(b, false, [2]func() string{ruleFile(undo), ruleFile(plain)})
				p.Report(b, [2]string{"undos", "plain"}, "undos/plain")
				b.ReportMetric(float64(p.CPU[0])/float64(b.N)/float64(n), "undo-cpu-ns/line")
				b.ReportMetric(float64(p.CPU[1])/float64(b.N)/float64(m), "plain-cpu-ns/line")
			})
		}
	}
}

// ruleFile is `arbiter rule FILE`, for cputime.Alternate.
func ruleFile(path string) func() string {
	return func() string {
		if code := cmdRule([]string{path}, nil, io.Discard, io.Discard); code != 0 {
			return fmt.Sprintf("rule %s: exit %d", path, code)
		}
		return ""
	}
}

// BenchmarkRuleUndoLinear rules the 2 MiB journal of slips once and the
// 0.25 MiB one eight times in each op, alternately: the ratio of their
// costs a line (2MiB/0.25MiB-per-line) is 1 when an undo costs the same
// late in a game as early.
func BenchmarkRuleUndoLinear(b *testing.B) {
	small, n := undoJournal(b, 256<<10, longgame.Slip)
	big, m := undoJournal(b, 2048<<10, longgame.Slip)
	eight := func() string {
		for range 8 {
			if err := ruleFile(small)(); err != "" {
				return err
			}
		}
		return ""
	}
	p := cputime.Alternate(b, false, [2]func() string{ruleFile(big), eight})
	if p.CPU[1] > 0 {
		b.ReportMetric(float64(p.CPU[0])/float64(m)/(float64(p.CPU[1])/float64(8*n)), "2MiB/0.25MiB-per-line")
	}
	if p.Wall[1] > 0 {
		b.ReportMetric(float64(p.Wall[0])/float64(m)/(float64(p.Wall[1])/float64(8*n)), "2MiB/0.25MiB-per-line-wall")
	}
}
