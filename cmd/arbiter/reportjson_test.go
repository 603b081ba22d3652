package main

import (
	"bytes"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// The JSON ruling is a public contract: `rule --json` writes its moves and
// rulings one at a time, from the game, and must write what the encoder
// writes of the whole report, byte for byte: for every scenario under
// every code (the reports with odds, clocks, agreements, modes and moves
// sent included), and for a game with no move and no ruling.
func TestReportStreamedAsEncoded(t *testing.T) {
	lib, err := incidents.LoadLibrary()
	if err != nil {
		t.Fatal(err)
	}
	fresh, err := rules.New(rules.Setup{Code: "bca1862"})
	if err != nil {
		t.Fatal(err)
	}
	games := []*rules.Game{fresh}
	for _, sc := range lib {
		for _, code := range []string{"lewis1827", "american1850", "staunton1860", "bca1862"} {
			if g, err := incidents.Run(sc.Script, code); err == nil {
				games = append(games, g)
			}
		}
	}
	var extended, lists int
	for i, g := range games {
		rep := g.Report()
		var whole, streamed bytes.Buffer
		if err := encodeReport(&whole, rep); err != nil {
			t.Fatal(err)
		}
		if err := writeGameJSON(&streamed, g); err != nil {
			t.Fatalf("game %d (%s): %v", i, rep.Code, err)
		}
		if !bytes.Equal(whole.Bytes(), streamed.Bytes()) {
			t.Fatalf("game %d (%s): streamed\n%s\nencoded whole\n%s", i, rep.Code, streamed.String(), whole.String())
		}
		if rep.Odds != nil || rep.Time != nil || rep.Agreement != nil || rep.Sent != nil {
			extended++
		}
		if len(rep.Moves) > 1 && len(rep.Rulings) > 1 {
			lists++
		}
	}
	if extended == 0 || lists == 0 {
		t.Errorf("the library gave %d games with extensions and %d with several moves and rulings: the test compares too little", extended, lists)
	}
}
