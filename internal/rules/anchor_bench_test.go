package rules_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/dylhunn/dragontoothmg"

	"github.com/arbiter-chess/arbiter/internal/cputime"
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
	var ruleCPU, anchorCPU, ruleWall, anchorWall time.Duration
	timed := func(cpu, wall *time.Duration, run func() string) {
		c0, w0 := cputime.Now(), time.Now()
		if err := run(); err != "" {
			b.Fatal(err)
		}
		*cpu += cputime.Now() - c0
		*wall += time.Since(w0)
	}
	rule := func() string { return ruleLongGame(evs, false) }
	anchor := func() string { return replayDragontooth(moves) }
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if i%2 == 0 {
			timed(&ruleCPU, &ruleWall, rule)
			timed(&anchorCPU, &anchorWall, anchor)
		} else {
			timed(&anchorCPU, &anchorWall, anchor)
			timed(&ruleCPU, &ruleWall, rule)
		}
	}
	n := float64(b.N)
	b.ReportMetric(float64(ruleCPU)/n, "rule-cpu-ns/op")
	b.ReportMetric(float64(anchorCPU)/n, "anchor-cpu-ns/op")
	if anchorCPU > 0 {
		b.ReportMetric(float64(ruleCPU)/float64(anchorCPU), "rule/anchor")
	}
	b.ReportMetric(float64(ruleWall)/float64(anchorWall), "rule/anchor-wall")
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
