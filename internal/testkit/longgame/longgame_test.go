package longgame

import (
	"slices"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

// The game's events are a correct game: the core rules on them without a
// ruling, and a shorter game is the start of a longer one.
func TestEventsAreACorrectGame(t *testing.T) {
	long, err := Moves(400)
	if err != nil {
		t.Fatal(err)
	}
	short, err := Moves(120)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(short, long[:120]) {
		t.Fatal("the 120-ply game is not the start of the 400-ply one")
	}
	evs, err := Events(long)
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.New(rules.Setup{Code: "bca1862"})
	if err != nil {
		t.Fatal(err)
	}
	for i, e := range evs {
		if err := g.Apply(e); err != nil {
			t.Fatalf("event %d: %v", i+1, err)
		}
	}
	rep := g.Report()
	if len(rep.Rulings) != 0 || rep.Result != "*" || !slices.Equal(rep.Moves, long) {
		t.Fatalf("rulings %d, result %s, %d moves of %d", len(rep.Rulings), rep.Result, len(rep.Moves), len(long))
	}
}
