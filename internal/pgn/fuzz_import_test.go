package pgn

import (
	"testing"

	"github.com/arbiter-chess/arbiter/internal/incidents"
)

// Any text read as a PGN file gives games or a refusal, never a panic; a
// game's script, when it reads, runs, and its export keeping the score and
// its notes for the report are written.
func FuzzReadScores(f *testing.F) {
	for _, s := range []string{"[White \"a\"]\n\n1. e4 e5 2. Nf3 {c} (2. d4) Nc6 $1 1-0", "1. e4 ; x\n e5 *", "[FEN \"8/8/8/8/8/8/8/K6k w - - 0 1\"]\n1. Kb2 *", "{", "[", "(((", "1... e5", "\ufeff% x\r\n1. e4 (1. d4 {(} d5 (1... Nf6 $3)) e5 {[%clk 0:01:00]} 1/2-1/2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		scores, err := ReadScores(text)
		if err != nil {
			return
		}
		for _, s := range scores {
			_ = s.Label(1)
			_ = s.MoveLabels()
			script, err := s.Script("", ReadSAN)
			if err != nil {
				continue
			}
			g, err := incidents.Run(script, "")
			if err != nil {
				t.Fatalf("a score's script does not run: %v\n%s", err, incidents.Format(script))
			}
			_ = ExportScore(g, nil, &s, ReadSAN)
			_ = s.NotesFor(g, ReadSAN)
		}
	})
}
