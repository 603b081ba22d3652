package pgn

import (
	"strings"
	"testing"
)

func TestPGNMoveNumbers(t *testing.T) {
	g := Game{
		Tags:     [][2]string{{"Event", "Club \"night\""}, {"Result", "*"}},
		FEN:      "r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R b KQkq - 5 12",
		SAN:      []string{"Bc5", "Nxe5", "Nxe5", "d4"},
		Comments: map[int][]string{2: {"a {braced} remark"}},
		Result:   "*",
	}
	want := `[Event "Club \"night\""]
[Result "*"]

12... Bc5 13. Nxe5 {a (braced) remark} 13... Nxe5 14. d4 *
`
	if got := g.String(); got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
}

func TestPGNWrapsAndPlacesLateComments(t *testing.T) {
	var san []string
	for i := 0; i < 40; i++ {
		san = append(san, "Nf3", "Nf6", "Ng1", "Ng8")
	}
	g := Game{SAN: san[:8], Comments: map[int][]string{0: {"before"}, 99: {"after a retraction"}}, Result: "1-0"}
	got := g.String()
	if !strings.HasPrefix(got, "\n{before} 1. Nf3 Nf6") || !strings.HasSuffix(got, "{after a retraction} 1-0\n") {
		t.Fatalf("got %q", got)
	}
	g = Game{SAN: san, Result: "*"}
	for _, l := range strings.Split(g.String(), "\n") {
		if len(l) > 79 {
			t.Fatalf("line of %d columns: %q", len(l), l)
		}
	}
}

// A variation is written in parentheses against its moves, a long comment
// that opens it broken at its spaces, never run together.
func TestPGNWritesVariations(t *testing.T) {
	long := strings.Repeat("word ", 30)
	g := Game{SAN: []string{"e4", "e5", "Nf3"}, Result: "*", Comments: map[int][]string{},
		Vars: map[int][]Line{2: {{Moves: []string{"c5", "Nf3"}, Comments: map[int][]string{0: {long}}, NAGs: map[int][]string{1: {"$1"}}}}}}
	out := g.String()
	flat := strings.ReplaceAll(strings.Join(strings.Fields(out), " "), "( ", "(") // a line may break after "("
	if !strings.Contains(flat, "1. e4 e5 ({"+strings.TrimSpace(long)+"} 1... c5 $1 2. Nf3) 2. Nf3 *") || strings.Contains(out, "wordword") {
		t.Errorf("got\n%s", out)
	}
	for _, l := range strings.Split(out, "\n") {
		if len(l) > 79 {
			t.Errorf("line of %d columns: %s", len(l), l)
		}
	}
}
