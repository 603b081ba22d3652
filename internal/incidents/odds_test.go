package incidents

import (
	"testing"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// The [Agreement] grammar grew "a pawn" and its like (Staunton odds IV:
// "one of his Pawns"); what it read before reads the same.
func TestAgreementTag(t *testing.T) {
	cases := []struct {
		value   string
		man     chess.Square
		anyPawn bool
	}{
		{"white mates with pawn", sq(t, "f2"), false}, // the King's Bishop's Pawn, as always
		{"white mates with pawn g2", sq(t, "g2"), false},
		{"black mates with the queen", sq(t, "d8"), false},
		{"white mates with a pawn", chess.NoSquare, true},
		{"white mates with any pawn", chess.NoSquare, true},
		{"white mates with one of his pawns", chess.NoSquare, true},
		{"Black mates with One of  his Pawns", chess.NoSquare, true},
	}
	for _, c := range cases {
		a, reason := parseAgreement(c.value)
		if reason != "" {
			t.Errorf("%q: refused: %s", c.value, reason)
			continue
		}
		if a.Kind != rules.AgreeMateWith || a.Man != c.man || a.AnyPawn != c.anyPawn {
			t.Errorf("%q: got kind %s man %s any pawn %v, want mate-with %s %v", c.value, a.Kind, a.Man, a.AnyPawn, c.man, c.anyPawn)
		}
	}
	if _, reason := parseAgreement("white mates with two pawns"); reason == "" {
		t.Errorf("\"two pawns\" accepted")
	}
}

// The [Odds] grammar grew "the exchange" (Staunton odds I) and the article
// "a"; what it read before reads the same.
func TestOddsTagExchange(t *testing.T) {
	o, reason := parseOdds("white gives the exchange")
	if reason != "" || !o.Exchange || len(o.Men) != 0 || o.Giver != chess.White {
		t.Fatalf("the exchange: got %+v, %q", o, reason)
	}
	for _, v := range []string{"black gives pawn and move", "black gives a pawn and move"} {
		o, reason := parseOdds(v)
		if reason != "" || len(o.Men) != 1 || o.Men[0].String() != "f7" || !o.Move || o.Exchange {
			t.Errorf("%q: got %+v, %q", v, o, reason)
		}
	}
	if o, reason := parseOdds("white gives a1"); reason != "" || len(o.Men) != 1 || o.Men[0].String() != "a1" {
		t.Errorf("a square beginning with a: got %+v, %q", o, reason)
	}
}
