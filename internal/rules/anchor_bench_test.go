package rules_test

import (
	"fmt"
	"testing"

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
