package rules_test

import (
	"runtime"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/rules"
	"github.com/arbiter-chess/arbiter/internal/testkit/longgame"
)

// TestUndoCostsTheSameLate: the quiet long game kept with checkpoints, its
// checks announced, an event undone and applied again every ten: the bytes
// it allocates an event over 12000 plies are within 2x of those over its
// first sixteenth (1.5x measured; 2.2x when a check announced after a
// checkpoint copied the whole record, and every undo restoring that
// checkpoint copied it again). Were an undo to copy the record, an undo
// late in a game would cost the game.
func TestUndoCostsTheSameLate(t *testing.T) {
	moves, err := longgame.Quiet(12000)
	if err != nil {
		t.Fatal(err)
	}
	evs, err := longgame.Events(moves)
	if err != nil {
		t.Fatal(err)
	}
	perEvent := func(n int) float64 {
		g, err := rules.New(rules.Setup{Code: "bca1862"})
		if err != nil {
			t.Fatal(err)
		}
		g.KeepCheckpoints()
		g.Expect(n)
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		for _, e := range evs[:n] {
			if err := g.Apply(e); err != nil {
				t.Fatalf("event %d: %v", g.EventCount()+1, err)
			}
			if g.EventCount()%10 == 0 {
				last, _ := g.Undo()
				if err := g.Apply(last); err != nil {
					t.Fatalf("event %d again: %v", g.EventCount()+1, err)
				}
			}
		}
		runtime.ReadMemStats(&after)
		return float64(after.TotalAlloc-before.TotalAlloc) / float64(n)
	}
	early, late := perEvent(len(evs)/16), perEvent(len(evs))
	t.Logf("bytes allocated an event: %.0f over %d events, %.0f over %d", early, len(evs)/16, late, len(evs))
	if late > 2*early {
		t.Fatalf("an event costs %.1fx as much over %d events as over %d", late/early, len(evs), len(evs)/16)
	}
}
