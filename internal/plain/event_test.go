package plain

import (
	"testing"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// Each act is said in words, read against the game before it: no verb,
// option or claim by its id.
func TestEventWords(t *testing.T) {
	g, err := rules.New(rules.Setup{Moves: []string{"e4", "d5"}})
	if err != nil {
		t.Fatal(err)
	}
	sq := func(s string) chess.Square {
		q, ok := chess.ParseSquare(s)
		if !ok {
			t.Fatal(s)
		}
		return q
	}
	for _, c := range []struct {
		e    record.Event
		want string
	}{
		{record.Event{Actor: record.ActorWhite, Verb: record.Move, Square: sq("e4"), To: sq("d5")}, "White moved the white pawn on e4 to d5, taking the black pawn"},
		{record.Event{Actor: record.ActorWhite, Verb: record.Touch, Square: sq("g1")}, "White touched the white Knight on g1"},
		{record.Event{Actor: record.ActorBlack, Verb: record.Touch, Square: sq("e1"), Accidental: true}, "Black touched the white King on e1 by accident"},
		{record.Event{Actor: record.ActorWhite, Verb: record.SayCheck}, "White said “Check!”"},
		{record.Event{Actor: record.ActorBlack, Verb: record.Claim}, "Black claimed the penalty for the adversary's latest offence"},
		{record.Event{Actor: record.ActorBlack, Verb: record.Choose, Option: "forfeit-turn"}, "Black chose: White's move is taken back and he loses his turn"},
		{record.Event{Actor: record.ActorWhite, Verb: record.Abandon}, "White abandoned the game"},
		{record.Event{Actor: record.ActorWhite, Verb: record.Drop, Square: sq("a2")}, "The white pawn on a2 fell off the board unnoticed"},
		{record.Event{Actor: record.ActorUmpire, Verb: record.Note, Text: "a remark"}, "The umpire noted: a remark"},
	} {
		if got := Event(g, c.e); got != c.want {
			t.Errorf("%s: %q, want %q", c.e.Verb, got, c.want)
		}
	}
}
