package rules_test

import (
	"testing"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
	"github.com/arbiter-chess/arbiter/internal/testkit/memtest"
)

// A checkpoint shares the copies of the rulings that did not change since
// the one before it. A ruling pending at one checkpoint and decided before
// the next must be copied again: undone to after the second, the game must
// be its events replayed.
func TestCheckpointCopiesAChangedRuling(t *testing.T) {
	sq := func(s string) chess.Square { return sqOf(t, s) }
	note := record.Event{Actor: record.ActorUmpire, Verb: record.Note, Text: "waiting", Square: chess.NoSquare, To: chess.NoSquare}
	g, err := rules.New(rules.Setup{Code: "bca1862"})
	if err != nil {
		t.Fatal(err)
	}
	g.KeepCheckpoints()
	apply := func(e record.Event) {
		t.Helper()
		if err := g.Apply(e); err != nil {
			t.Fatalf("event %d %+v: %v", g.EventCount()+1, e, err)
		}
	}
	apply(record.Event{Actor: record.ActorWhite, Verb: record.Move, Square: sq("g1"), To: sq("g4")}) // a false move: pending
	for g.EventCount() < 70 {
		apply(note) // a checkpoint holds the ruling pending
	}
	apply(record.Event{Actor: record.ActorBlack, Verb: record.Choose, Option: law.OptMoveTouched, Square: chess.NoSquare, To: chess.NoSquare})
	for g.EventCount() < 140 {
		apply(note) // the next holds it decided
	}
	for range 3 {
		g.Undo()
		sameAsReplay(t, rules.Setup{Code: "bca1862"}, g)
	}
}

// Checkpoints cost what changed, not the game again and again: a game of
// false cries of check (a ruling each, decided at once) kept with
// checkpoints holds little more than the game without (the settled
// rulings are kept, not copied: a print of each).
func TestCheckpointsMemoryBounded(t *testing.T) {
	const n = 20000
	check := record.Event{Actor: record.ActorWhite, Verb: record.SayCheck, Square: chess.NoSquare, To: chess.NoSquare}
	play := func(keep bool) func() any {
		return func() any {
			g, err := rules.New(rules.Setup{Code: "bca1862"})
			if err != nil {
				t.Fatal(err)
			}
			if keep {
				g.KeepCheckpoints()
			}
			for range n {
				if err := g.Apply(check); err != nil {
					t.Fatal(err)
				}
			}
			return g
		}
	}
	plain, kept := memtest.LiveHeap(play(false)), memtest.LiveHeap(play(true))
	t.Logf("%d events: %d KiB without checkpoints, %d KiB with", n, plain>>10, kept>>10)
	if kept > plain*3/2 {
		t.Fatalf("checkpoints take %d KiB over a game of %d KiB", (kept-plain)>>10, plain>>10)
	}
}
