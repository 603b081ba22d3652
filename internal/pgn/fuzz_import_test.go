package pgn

import "testing"

// Any text read as a PGN file gives games or a refusal, never a panic; a
// game's script, when it reads, runs.
func FuzzReadScores(f *testing.F) {
	for _, s := range []string{"[White \"a\"]\n\n1. e4 e5 2. Nf3 {c} (2. d4) Nc6 $1 1-0", "1. e4 ; x\n e5 *", "[FEN \"8/8/8/8/8/8/8/K6k w - - 0 1\"]\n1. Kb2 *", "{", "[", "(((", "1... e5"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		scores, err := ReadScores(text)
		if err != nil {
			return
		}
		for _, s := range scores {
			_, _ = s.Script("", ReadSAN)
			_ = s.Label(1)
		}
	})
}
