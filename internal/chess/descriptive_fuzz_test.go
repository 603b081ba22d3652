package chess

import "testing"

// Any text, read as a move in each notation, is a move or a refusal:
// never a panic; a move read is a legal one, and its spelling in that
// notation reads back to it.
func FuzzReadMove(f *testing.F) {
	for _, s := range []string{"P. to K's 4th", "K. Kt. to B's 3rd", "Q. takes P. (ch.)", "Castles (Q. R.)",
		"P. takes P. en passant", "P. to Q's 8th, becoming a Kt.", "R. to Q's sq.", "takes", "K. K. K. K.", "to 4th",
		"Nc3", "exd6", "O-O-O", "e1e2", "Qxd5+"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		b, d := playedSAN(t, "e4 d5 exd5 Nf6")
		for _, n := range []Notation{d, Algebraic{}, UCI{}} {
			m, err := n.Decode(b, text)
			if err != nil {
				continue
			}
			if !IsLegal(b, m) {
				t.Fatalf("%s read %q as %s, not a legal move", n.Name(), text, m.UCI())
			}
			spelt, ok := n.Encode(b, m)
			if back, err := n.Decode(b, spelt); !ok || err != nil || back != m {
				t.Fatalf("%s read %q as %s, spelt %q, which reads %s, %v", n.Name(), text, m.UCI(), spelt, back.UCI(), err)
			}
		}
	})
}
