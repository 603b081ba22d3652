package main

import (
	"bytes"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// The JSON ruling is a public contract: `rule --json` writes its moves and
// rulings one at a time, and must write what the encoder writes of the
// whole report, byte for byte, for every scenario under every code (the
// reports with odds, clocks, agreements, modes and moves sent included),
// and for a report with no move and no ruling.
func TestReportStreamedAsEncoded(t *testing.T) {
	lib, err := incidents.LoadLibrary()
	if err != nil {
		t.Fatal(err)
	}
	reports := []rules.Report{{Code: "bca1862", Moves: nil, Rulings: nil}, {Code: "lewis1827", Moves: []string{}, Rulings: []rules.Ruling{}}}
	for _, sc := range lib {
		for _, code := range []string{"lewis1827", "american1850", "staunton1860", "bca1862"} {
			g, err := incidents.Run(sc.Script, code)
			if err != nil {
				continue // a scenario refused under a code is not a report
			}
			reports = append(reports, g.Report())
		}
	}
	var fields, lists int
	for i, rep := range reports {
		var whole, streamed bytes.Buffer
		if err := encodeReport(&whole, rep); err != nil {
			t.Fatal(err)
		}
		if err := writeReportJSON(&streamed, rep); err != nil {
			t.Fatalf("report %d (%s): %v", i, rep.Code, err)
		}
		if !bytes.Equal(whole.Bytes(), streamed.Bytes()) {
			t.Fatalf("report %d (%s): streamed\n%s\nencoded whole\n%s", i, rep.Code, streamed.String(), whole.String())
		}
		if rep.Odds != nil || rep.Time != nil || rep.Agreement != nil || rep.Sent != nil {
			fields++
		}
		if len(rep.Moves) > 1 && len(rep.Rulings) > 1 {
			lists++
		}
	}
	if fields == 0 || lists == 0 {
		t.Errorf("the library gave %d reports with extensions and %d with several moves and rulings: the test compares too little", fields, lists)
	}
}
