package rules_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/assets"
	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// The umpire acting unasked, by each code's words:
//
//	Staunton XIX: the umpire "must never interfere except when appealed to by
//	one of the players, unless a violation of the fundamental laws has taken
//	place".
//	BCA XV: the umpire "must never interfere except when appealed to".
//	Lewis XXV: "the players should refer the point in question to the most
//	skilful and disinterested by-standers".
//	American XXVI: "the players must refer the point to the most skilful
//	disinterested bystanders".
func TestUmpireUnasked(t *testing.T) {
	words := map[string]string{
		"staunton1860": "must never interfere except when appealed to by one of the players, unless a violation of the fundamental laws has taken place",
		"bca1862":      "but must never interfere except when appealed to",
		"lewis1827":    "the players should refer the point in question to the most skilful and disinterested by-standers",
		"american1850": "the players must refer the point to the most skilful disinterested bystanders",
	}
	article := map[string]string{"staunton1860": "XIX", "bca1862": "XV", "lewis1827": "XXV", "american1850": "XXVI"}
	for code, w := range words {
		a, ok := assets.Lookup(code, article[code])
		if !ok || !strings.Contains(strings.Join(strings.Fields(a.Text), " "), w) {
			t.Fatalf("%s %s does not hold the words %q", code, article[code], w)
		}
	}
	annul := record.Event{Actor: record.ActorUmpire, Verb: record.Annul, Square: chess.NoSquare, To: chess.NoSquare}
	unasked := annul
	unasked.Unasked = true
	quiet := []string{"e2e4", "e7e5"}
	falseMove := record.Event{Actor: record.ActorWhite, Verb: record.Move, Square: sq("f1"), To: sq("f5")}
	cases := []struct {
		code, name string
		events     []record.Event
		result     string // after the umpire's act
		unaskedArt string // the article the umpire-unasked ruling cites; "" none raised
	}{
		// Recorded with no appeal and not unasked: a decision on a question
		// submitted (exam case e2-62).
		{"bca1862", "asked", []record.Event{annul}, law.ResultAnnulled, ""},
		{"staunton1860", "asked", []record.Event{annul}, law.ResultAnnulled, ""},
		{"bca1862", "unasked", []record.Event{unasked}, "*", "XV"},
		{"staunton1860", "unasked", []record.Event{unasked}, "*", "XIX"},
		{"lewis1827", "unasked", []record.Event{unasked}, "*", "XXV"},
		{"american1850", "unasked", []record.Event{unasked}, "*", "XXVI"},
		// A false move stands: a violation of the fundamental laws.
		{"staunton1860", "false move", []record.Event{falseMove, unasked}, law.ResultAnnulled, "XIX"},
		{"bca1862", "false move", []record.Event{falseMove, unasked}, "*", "XV"},
		{"lewis1827", "false move", []record.Event{falseMove, unasked}, "*", "XXV"},
	}
	for _, c := range cases {
		g, err := rules.New(rules.Setup{Code: c.code, Moves: quiet})
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range c.events {
			if err := g.Apply(e); err != nil {
				t.Fatalf("%s %s: %v", c.code, c.name, err)
			}
		}
		rep := g.Report()
		if rep.Result != c.result {
			t.Errorf("%s %s: result %q, want %q", c.code, c.name, rep.Result, c.result)
		}
		i := slices.IndexFunc(rep.Rulings, func(r rules.Ruling) bool { return r.Kind == law.KindUmpireUnasked })
		switch {
		case c.unaskedArt == "" && i >= 0:
			t.Errorf("%s %s: an umpire-unasked ruling for an act not recorded unasked: %+v", c.code, c.name, rep.Rulings[i])
		case c.unaskedArt != "" && i < 0:
			t.Errorf("%s %s: no umpire-unasked ruling: %+v", c.code, c.name, rep.Rulings)
		case i >= 0:
			r := rep.Rulings[i]
			if !slices.Contains(r.Articles, c.unaskedArt) || r.State != rules.StateNoPenalty || r.Offender != "" {
				t.Errorf("%s %s: %+v, want no-penalty citing %s", c.code, c.name, r, c.unaskedArt)
			}
		}
	}
}

// An appeal standing makes the act asked: recording it unasked contradicts
// the record, and a player's act is never unasked.
func TestUnaskedContradicted(t *testing.T) {
	g, err := rules.New(rules.Setup{Code: "bca1862"})
	if err != nil {
		t.Fatal(err)
	}
	if err := g.Apply(record.Event{Actor: record.ActorWhite, Verb: record.Appeal, Square: chess.NoSquare, To: chess.NoSquare}); err != nil {
		t.Fatal(err)
	}
	err = g.Apply(record.Event{Actor: record.ActorUmpire, Verb: record.Annul, Unasked: true, Square: chess.NoSquare, To: chess.NoSquare})
	if err == nil || !strings.Contains(err.Error(), "white has appealed") {
		t.Errorf("unasked after an appeal: %v", err)
	}
	err = g.Apply(record.Event{Actor: record.ActorWhite, Verb: record.Resign, Unasked: true, Square: chess.NoSquare, To: chess.NoSquare})
	if err == nil || !strings.Contains(err.Error(), "only the umpire's") {
		t.Errorf("a player's act unasked: %v", err)
	}
}
