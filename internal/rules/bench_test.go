package rules_test

import (
	"fmt"
	"sync"
	"testing"

	notnil "github.com/notnil/chess"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
	"github.com/arbiter-chess/arbiter/internal/testkit/cputime"
)

var (
	longOnce  sync.Once
	longMoves []string
)

// longGame is a 2000-ply legal game (seeded random play that never mates).
func longGame(tb testing.TB) []string {
	if b, ok := tb.(*testing.B); ok {
		rules.UnverifiedBoards(b)
	}
	longOnce.Do(func() { longMoves = randomGame(2026, 2000) })
	if len(longMoves) != 2000 {
		tb.Fatalf("long game has %d plies", len(longMoves))
	}
	return longMoves
}

// BenchmarkRule2000 rules on a 2000-ply game recorded as touch, release and
// "Check!" events: everything the core does at the table.
// BenchmarkRuleScript2000 is BenchmarkRule2000 as `arbiter rule` and
// `arbiter open` replay a script: room made for all its events at once
// (Game.Expect), the record of moves sized from it.
func BenchmarkRuleScript2000(b *testing.B) { benchRule2000(b, true) }

func BenchmarkRule2000(b *testing.B) { benchRule2000(b, false) }

// benchRule2000 rules the 2000-ply game event by event; expect: the game is
// told how many events to expect, as a script replayed is.
func benchRule2000(b *testing.B, expect bool) {
	evs := recordedGame(b, longGame(b))
	cpu := cputime.Start(b)
	for i := 0; i < b.N; i++ {
		if err := ruleLongGame(evs, expect); err != "" {
			b.Fatal(err)
		}
	}
	cpu.Stop()
}

// ruleLongGame rules the recorded game's events under BCA; it says what
// went wrong: an event refused, or a ruling where the game has none.
func ruleLongGame(evs []record.Event, expect bool) string {
	g, _ := rules.New(rules.Setup{Code: "bca1862"})
	if expect {
		g.Expect(len(evs))
	}
	for i, e := range evs {
		if err := g.Apply(e); err != nil {
			return fmt.Sprintf("event %d: %v", i+1, err)
		}
	}
	if rep := g.Report(); len(rep.Rulings) != 0 {
		return fmt.Sprint(describe(rep))
	}
	return ""
}

// BenchmarkNotnil2000 replays the same moves with bare notnil/chess,
// position by position (ValidMoves + Update): the floor to compare with.
func BenchmarkNotnil2000(b *testing.B) {
	moves := longGame(b)
	cpu := cputime.Start(b)
	for i := 0; i < b.N; i++ {
		pos := notnil.StartingPosition()
		for _, u := range moves {
			var next *notnil.Move
			for _, m := range pos.ValidMoves() {
				if m.String() == u {
					next = m
					break
				}
			}
			if next == nil {
				b.Fatalf("%s not found", u)
			}
			pos = pos.Update(next)
		}
	}
	cpu.Stop()
}

// BenchmarkMoveGen2000 replays the same moves with the core's own move
// generator, as BenchmarkNotnil2000 does with notnil's.
func BenchmarkMoveGen2000(b *testing.B) {
	moves := longGame(b)
	cpu := cputime.Start(b)
	for i := 0; i < b.N; i++ {
		if err := rules.ReplayWithGenerator(moves, false); err != nil {
			b.Fatal(err)
		}
	}
	cpu.Stop()
}

// BenchmarkMoveGenSAN2000 adds each move's SAN to the replay.
func BenchmarkMoveGenSAN2000(b *testing.B) {
	moves := longGame(b)
	cpu := cputime.Start(b)
	for i := 0; i < b.N; i++ {
		if err := rules.ReplayWithGenerator(moves, true); err != nil {
			b.Fatal(err)
		}
	}
	cpu.Stop()
}

// BenchmarkUndoAt2000: the last event undone in a 2000-ply game that keeps
// checkpoints (the terminal's undo), then recorded again.
func BenchmarkUndoAt2000(b *testing.B) {
	evs := recordedGame(b, longGame(b))
	g, _ := rules.New(rules.Setup{Code: "bca1862"})
	g.KeepCheckpoints()
	for _, e := range evs {
		if err := g.Apply(e); err != nil {
			b.Fatal(err)
		}
	}
	last := evs[len(evs)-1]
	cpu := cputime.Start(b)
	for i := 0; i < b.N; i++ {
		if _, ok := g.Undo(); !ok {
			b.Fatal("nothing to undo")
		}
		if err := g.Apply(last); err != nil {
			b.Fatal(err)
		}
	}
	cpu.Stop()
}

// BenchmarkRejectAt2000: an event the core refuses in a 2000-ply game that
// keeps checkpoints.
func BenchmarkRejectAt2000(b *testing.B) {
	evs := recordedGame(b, longGame(b))
	g, _ := rules.New(rules.Setup{Code: "bca1862"})
	g.KeepCheckpoints()
	for _, e := range evs {
		if err := g.Apply(e); err != nil {
			b.Fatal(err)
		}
	}
	bad := record.Event{Actor: record.ActorWhite, Verb: record.Release, Square: 20, To: chess.NoSquare}
	cpu := cputime.Start(b)
	for i := 0; i < b.N; i++ {
		if err := g.Apply(bad); err == nil {
			b.Fatal("a release with nothing in hand was accepted")
		}
	}
	cpu.Stop()
}
