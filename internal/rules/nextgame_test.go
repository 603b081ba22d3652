package rules_test

import (
	"slices"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// Who moves first in the next game, by each code's words:
//
//	Lewis V: "If the game be drawn, the player who began that game, has the
//	first move of the next."
//	American V: "If a game be drawn, the player who began it has the first
//	move of the following one."
//	Staunton III: "each shall have the first move alternately in all the
//	games whether won or drawn. But if a game is annulled ... the player who
//	had the first move in that game shall move first in the next."
//	Staunton IV: "the player deprived of the move must ... take an
//	additional first move in compensation."
//	BCA III: "each shall have the first move alternately in all the games,
//	whether won or drawn. In an annulled game, the player who had the first
//	move in that game shall move first in the next."
func TestNextFirstMove(t *testing.T) {
	mate := []string{"f2f3", "e7e5", "g2g4", "d8h4"} // Black mates: White began
	cases := []struct {
		code, name string
		moves      []string
		events     []record.Event
		who        string
		article    string
		undecided  bool
	}{
		{"lewis1827", "won", mate, nil, "black", "V", false},
		{"lewis1827", "annulled", nil, []record.Event{{Actor: record.ActorUmpire, Verb: record.Annul}}, "", "XXV", true},
		{"american1850", "won", mate, nil, "black", "V", false},
		{"staunton1860", "won", mate, nil, "black", "III", false},
		{"staunton1860", "annulled", nil, []record.Event{{Actor: record.ActorUmpire, Verb: record.Annul}}, "white", "III", false},
		{"bca1862", "won", mate, nil, "black", "III", false},
		{"bca1862", "annulled", nil, []record.Event{{Actor: record.ActorUmpire, Verb: record.Annul}}, "white", "III", false},
		// Black began out of turn and White had it annulled: White, deprived
		// of the move, takes it in compensation (Staunton IV).
		{"staunton1860", "deprived", nil, []record.Event{
			{Actor: record.ActorBlack, Verb: record.Move, Square: sq("e7"), To: sq("e5")},
			{Actor: record.ActorWhite, Verb: record.Choose, Option: law.OptAnnul},
		}, "white", "IV", false},
	}
	for _, c := range cases {
		g, err := rules.New(rules.Setup{Code: c.code, Moves: c.moves})
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range c.events {
			if e.Verb != record.Move {
				e.Square, e.To = chess.NoSquare, chess.NoSquare
			}
			if err := g.Apply(e); err != nil {
				t.Fatalf("%s %s: %v", c.code, c.name, err)
			}
		}
		n := g.NextFirstMove()
		if n.Who != c.who || n.Undecided != c.undecided || !slices.Contains(n.Articles, c.article) {
			t.Errorf("%s %s: %+v, want %q by %s", c.code, c.name, n, c.who, c.article)
		}
	}
}

// A drawn game (a stalemate): Lewis and American V give the next first move to the
// player who began; Staunton and BCA III alternate it.
func TestNextFirstMoveAfterADraw(t *testing.T) {
	for code, want := range map[string]string{"lewis1827": "white", "american1850": "white", "staunton1860": "black", "bca1862": "black"} {
		g, err := rules.New(rules.Setup{Code: code, FEN: "k7/8/8/8/8/8/8/1Q5K w - - 0 1"})
		if err != nil {
			t.Fatal(err)
		}
		// Qb6 stalemates: a drawn game under every code.
		if err := g.Apply(record.Event{Actor: record.ActorWhite, Verb: record.Move, Square: sq("b1"), To: sq("b6")}); err != nil {
			t.Fatal(err)
		}
		if r := g.Report().Result; r != "1/2-1/2" {
			t.Fatalf("%s: result %s, want a draw", code, r)
		}
		if n := g.NextFirstMove(); n.Who != want {
			t.Errorf("%s: after a draw %+v, want %s", code, n, want)
		}
	}
}

func sq(s string) chess.Square {
	q, _ := chess.ParseSquare(s)
	return q
}

// At odds: Lewis VI "A player who gives the odds of a piece has invariably
// the right of moving first"; American VI "The player who gives the odds has
// the right of moving first in each game, unless otherwise agreed"; Staunton
// odds I: the giver "has the right to choose the Men and to move first".
// BCA has no law of odds but X: III's alternation governs.
func TestNextFirstMoveAtOdds(t *testing.T) {
	cases := []struct {
		code, article, who string
		byOdds             bool
	}{
		{"lewis1827", "VI", "", true},
		{"american1850", "VI", "", true},
		{"staunton1860", "odds:I", "", true},
		{"bca1862", "III", "black", false},
	}
	for _, c := range cases {
		g, err := rules.New(rules.Setup{Code: c.code, Odds: &rules.Odds{Giver: chess.White, Men: []chess.Square{sq("a1")}}})
		if err != nil {
			t.Fatal(err)
		}
		if n := g.NextFirstMove(); !n.Undecided {
			t.Errorf("%s: the game at odds not over: %+v, want undecided", c.code, n)
		}
		if err := g.Apply(record.Event{Actor: record.ActorBlack, Verb: record.Resign, Square: chess.NoSquare, To: chess.NoSquare}); err != nil {
			t.Fatalf("%s: %v", c.code, err)
		}
		n := g.NextFirstMove()
		if n.ByOdds != c.byOdds || n.Who != c.who || !slices.Contains(n.Articles, c.article) {
			t.Errorf("%s at odds: %+v, want who %q by odds %v citing %s", c.code, n, c.who, c.byOdds, c.article)
		}
	}
}
