package rules

import (
	"fmt"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
)

// Every event of every test of the package checks the board's bitboards.
func init() { chess.VerifyBoards = true }

// UnverifiedBoards turns that check off for a benchmark: it would be timed.
func UnverifiedBoards(tb interface{ Cleanup(func()) }) {
	chess.VerifyBoards = false
	tb.Cleanup(func() { chess.VerifyBoards = true })
}

// ArticlesNeedingTranscripts lists, per code, the articles that can arise at
// the board (every article but those nothing at the board raises), which the
// law transcripts must each quote at least once.
func ArticlesNeedingTranscripts() map[string][]string {
	out := map[string][]string{}
	for _, c := range law.AllCodes {
		for _, a := range c.Articles {
			if a.NotAtBoard == "" {
				out[c.ID] = append(out[c.ID], a.ID)
			}
		}
	}
	return out
}

// Hooks for the external tests and benchmarks (compiled only with tests).

// ReplayWithGenerator replays UCI moves from the initial position with the
// core's generator, as BenchmarkNotnil2000 does with notnil: each
// position's legal moves, the move found among them, then made. With
// spell, each move's SAN is worked out too.
func ReplayWithGenerator(moves []string, spell bool) error {
	b, err := chess.ParseFEN(chess.InitialFEN)
	if err != nil {
		return err
	}
	gen := chess.NewMoveGenerator()
	for i, u := range moves {
		want, err := chess.ParseUCI(u)
		if err != nil {
			return fmt.Errorf("move %d: %w", i+1, err)
		}
		found := false
		for _, m := range gen.Legal(&b) {
			if m == want {
				found = true
				break
			}
		}
		if !found {
			return fmt.Errorf("move %d %s not found in %s", i+1, u, b.FEN())
		}
		if spell {
			if _, ok := chess.SAN(b, want); !ok {
				return fmt.Errorf("move %d %s: no SAN", i+1, u)
			}
		}
		b.Play(want)
	}
	return nil
}

// CheckpointPrints are the move records the game's checkpoints hold, by the
// number of events each follows, printed field by field (the spelling
// aside: it is worked out when first asked, and is the same for the same
// move).
func CheckpointPrints(g *Game) map[int]string {
	out := map[int]string{}
	for events, c := range g.checkpoints.All() {
		ms := append([]moveRec(nil), c.s.moves...)
		for i := range ms {
			ms[i].san, ms[i].sanLen = [sanRoom]byte{}, 0
		}
		out[events] = fmt.Sprintf("%+v", ms)
	}
	return out
}
