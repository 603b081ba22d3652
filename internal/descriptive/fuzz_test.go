package descriptive

import (
	"testing"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

// Any text, read as a move or as a score, is a move, a score or a refusal:
// never a panic, and a move read is a legal one.
func FuzzReadMove(f *testing.F) {
	for _, s := range []string{"P. to K's 4th", "K. Kt. to B's 3rd", "Q. takes P. (ch.)", "Castles (Q. R.)",
		"P. takes P. en passant", "P. to Q's 8th, becoming a Kt.", "R. to Q's sq.", "takes", "K. K. K. K.", "to 4th"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		g, err := rules.New(rules.Setup{Moves: []string{"e4", "d5", "exd5", "Nf6"}})
		if err != nil {
			t.Fatal(err)
		}
		if m, err := ReadMove(g, text); err == nil {
			if _, ok := g.SANOf(m); !ok {
				t.Fatalf("%q read as %s, not a legal move", text, m.UCI())
			}
		}
		if scores, err := ReadScores(text); err == nil {
			_, _ = scores[0].Script("", ReadMove)
		}
	})
}
