package rules_test

import (
	"fmt"
	"testing"

	"github.com/dylhunn/dragontoothmg"

	"github.com/arbiter-chess/arbiter/internal/testkit/cputime"
)

// BenchmarkDragontooth2000 replays the moves of BenchmarkRule2000 with
// dragontoothmg, a fast bitboard move generator (a test-only dependency):
// the legal moves of every position generated, the move played found
// among them, then applied. It is the anchor the core is measured against.
func BenchmarkDragontooth2000(b *testing.B) {
	moves := dragontoothMoves(b, longGame(b))
	cpu := cputime.Start(b)
	for i := 0; i < b.N; i++ {
		if err := replayDragontooth(moves); err != "" {
			b.Fatal(err)
		}
	}
	cpu.Stop()
}

// BenchmarkRuleVsDragontooth2000 times the two sides of the anchor's ratio
// alternately within each op: the core rules the game (as
// BenchmarkRule2000), then dragontoothmg replays it (as
// BenchmarkDragontooth2000), the order swapped every op. On a shared
// machine the load moves from second to second; benchmarks run one after
// the other see different loads, while two halves of one op a millisecond
// apart see the same. It reports each side's processor time an op
// (rule-cpu-ns/op, anchor-cpu-ns/op) and their ratio (rule/anchor), the
// same for the wall clock (rule/anchor-wall).
func BenchmarkRuleVsDragontooth2000(b *testing.B) {
	evs := recordedGame(b, longGame(b))
	moves := dragontoothMoves(b, longGame(b))
	// Not collected between halves: each makes too little garbage to be
	// collected within itself, so neither would pay for its collection,
	// and the core's (its live heap holds the game's events) weighs more.
	cputime.Alternate(b, false, [2]func() string{
		func() string { return ruleLongGame(evs, false) },
		func() string { return replayDragontooth(moves) },
	}).Report(b, [2]string{"rule", "anchor"}, "rule/anchor")
}

// dragontoothMoves reads the game's UCI moves once, outside the timing.
func dragontoothMoves(tb testing.TB, uci []string) []dragontoothmg.Move {
	tb.Helper()
	out := make([]dragontoothmg.Move, len(uci))
	for i, u := range uci {
		m, err := dragontoothmg.ParseMove(u)
		if err != nil {
			tb.Fatalf("ply %d %s: %v", i+1, u, err)
		}
		out[i] = m
	}
	return out
}

// replayDragontooth plays moves from the initial position, each found
// among the legal moves of its position; it names the first not found.
func replayDragontooth(moves []dragontoothmg.Move) string {
	pos := dragontoothmg.ParseFen(dragontoothmg.Startpos)
	for i, m := range moves {
		found := false
		for _, lm := range pos.GenerateLegalMoves() {
			if lm == m {
				found = true
				break
			}
		}
		if !found {
			return fmt.Sprintf("ply %d %s is not legal at %s", i+1, m.String(), pos.ToFen())
		}
		pos.Apply(m)
	}
	return ""
}

// The anchor replays the whole game: a benchmark that skipped moves would
// flatter the core.
func TestDragontoothReplaysTheLongGame(t *testing.T) {
	if err := replayDragontooth(dragontoothMoves(t, longGame(t))); err != "" {
		t.Fatal(err)
	}
}
