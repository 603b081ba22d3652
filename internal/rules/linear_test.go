package rules

import (
	"testing"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/record"
)

// Ruling stays linear in the number of rulings: a long game in which
// rulings pile up (the board upset over and over under Lewis, each referred
// to the umpire and never decided) keeps the lists a touch or a move scans
// short, and the open list compacted.
func TestRulingListsStayShort(t *testing.T) {
	g, err := New(Setup{Code: "lewis1827"})
	if err != nil {
		t.Fatal(err)
	}
	sq := func(s string) chess.Square { q, _ := chess.ParseSquare(s); return q }
	cycle := []record.Event{
		{Actor: record.ActorWhite, Verb: record.Upset},
		{Actor: record.ActorWhite, Verb: record.Move, Square: sq("g1"), To: sq("f3")},
		{Actor: record.ActorBlack, Verb: record.Move, Square: sq("g8"), To: sq("f6")},
		{Actor: record.ActorWhite, Verb: record.Move, Square: sq("f3"), To: sq("g1")},
		{Actor: record.ActorBlack, Verb: record.Move, Square: sq("f6"), To: sq("g8")},
	}
	for i := 0; i < 2000; i++ {
		for _, e := range cycle {
			if err := g.Apply(e); err != nil {
				t.Fatalf("cycle %d: %v", i, err)
			}
		}
		if len(g.s.watch) > 4 {
			t.Fatalf("cycle %d: %d rulings watched; the scans grow with the game", i, len(g.s.watch))
		}
		if len(g.s.open) > 2*g.s.pending+16 {
			t.Fatalf("cycle %d: the open list holds %d for %d pending", i, len(g.s.open), g.s.pending)
		}
	}
	if g.s.pending != 2000 {
		t.Errorf("%d rulings pending, want the 2000 upsets referred to the umpire", g.s.pending)
	}
}
