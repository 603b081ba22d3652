package ui

import (
	"fmt"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/testkit/cputime"
	"github.com/arbiter-chess/arbiter/internal/testkit/longgame"
)

// BenchmarkOpenUndoHeavy is `arbiter open` to its first frame of the
// journal with an undo, a redo and an undo every ten lines, the event
// recorded again (longgame.UndoJournal, Slip), at 0.25, 0.5, 1 and 2 MiB: its cost a line
// (undo-cpu-ns/line) is the same at every size when undo is linear. Each
// op also opens the journal of the same size without undos, alternately,
// and reports the ratio (undos/plain).
func BenchmarkOpenUndoHeavy(b *testing.B) {
	for _, kib := range []int{256, 512, 1024, 2048} {
		undo, n, err := longgame.UndoJournal(kib<<10, longgame.Slip)
		if err != nil {
			b.Fatal(err)
		}
		plain, m, err := longgame.UndoJournal(kib<<10, longgame.NoUndo)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("slip/%dKiB", kib), func(b *testing.B) {
			undoPath, plainPath := writeText(b, undo), writeText(b, plain)
			open := func(path string) func() string {
				return func() string { quit(openJournal(b, path, nil)); return "" }
			}
			p := cputime.Alternate(b, false, [2]func() string{open(undoPath), open(plainPath)})
			p.Report(b, [2]string{"undos", "plain"}, "undos/plain")
			b.ReportMetric(float64(p.CPU[0])/float64(b.N)/float64(n), "undo-cpu-ns/line")
			b.ReportMetric(float64(p.CPU[1])/float64(b.N)/float64(m), "plain-cpu-ns/line")
		})
	}
}
