package chess

import "testing"

// Any text, read as a move, is a move or a refusal: never a panic, and a
// move read is a legal one.
func FuzzReadMove(f *testing.F) {
	for _, s := range []string{"P. to K's 4th", "K. Kt. to B's 3rd", "Q. takes P. (ch.)", "Castles (Q. R.)",
		"P. takes P. en passant", "P. to Q's 8th, becoming a Kt.", "R. to Q's sq.", "takes", "K. K. K. K.", "to 4th"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		b, d := playedSAN(t, "e4 d5 exd5 Nf6")
		if m, err := d.Decode(b, text); err == nil {
			if _, ok := SAN(*b, m); !ok {
				t.Fatalf("%q read as %s, not a legal move", text, m.UCI())
			}
		}
	})
}
