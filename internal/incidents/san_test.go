package incidents

import (
	"strings"
	"testing"
)

// SAN beside squares: in the Moves tag and in `move`, read against the
// position as it stands; the events recorded carry the squares.
func TestSANInTheNotation(t *testing.T) {
	s, err := ParseString("[Moves \"e4 e5 Nf3\"]\nB move Nc6; W move Bb5\nB move a7a5 # an irregular move still has squares\nW move Bxc6\nB move dxc6\n")
	if err != nil {
		t.Fatal(err)
	}
	if got := FormatEvent(s.Events[0].Event); got != "B move Nc6" {
		t.Errorf("formatted %q, want the SAN as written", got)
	}
	g, err := Run(s, "")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range g.Events() {
		got = append(got, FormatEvent(e))
	}
	want := "B move b8c6|W move f1b5|B move a7a5|W move b5c6|B move d7c6"
	if strings.Join(got, "|") != want {
		t.Errorf("recorded %q, want %q", strings.Join(got, "|"), want)
	}
	if m := strings.Join(g.Setup().Moves, " "); m != "e2e4 e7e5 g1f3" {
		t.Errorf("setup moves %q", m)
	}
}

func TestSANRefusedWithTheReason(t *testing.T) {
	for script, want := range map[string]string{
		"W move Nf4\n":           "line 1: W move Nf4: \"Nf4\" is not a legal move for white",
		"[Moves \"e4 Ke7\"]\n":   `line 1: Moves: move 2 "Ke7" does not read: "Ke7" is not a legal move`,
		"W move e4\nW move d4\n": "line 2: W move d4: move d4: it is black's turn",
		"[Moves \"e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7\"]\nB move Ke7\n": "not a legal move for black",
	} {
		s, err := ParseString(script)
		if err == nil {
			_, err = Run(s, "")
		}
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", script, err, want)
		}
	}
}
