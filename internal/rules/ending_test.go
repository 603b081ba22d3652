package rules

import (
	"testing"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/record"
)

func TestEnding(t *testing.T) {
	g, err := New(Setup{Code: "bca1862", Moves: []string{"e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6"}})
	if err != nil {
		t.Fatal(err)
	}
	if r, why := g.Ending(); r != "*" || why != "" {
		t.Fatalf("under way: %q %q", r, why)
	}
	if err := g.Apply(record.Event{Actor: record.ActorWhite, Verb: record.Move, Square: endingSq("h5"), To: endingSq("f7")}); err != nil {
		t.Fatal(err)
	}
	if r, why := g.Ending(); r != "1-0" || why != "checkmate" {
		t.Fatalf("mate: %q %q", r, why)
	}
	g, _ = New(Setup{Code: "lewis1827"})
	if err := g.Apply(record.Event{Actor: record.ActorBlack, Verb: record.Resign}); err != nil {
		t.Fatal(err)
	}
	if r, why := g.Ending(); r != "1-0" || why != "Black resigned" {
		t.Fatalf("resigned: %q %q", r, why)
	}
}

func endingSq(s string) chess.Square {
	sq, _ := chess.ParseSquare(s)
	return sq
}
