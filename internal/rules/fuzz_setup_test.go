package rules_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
	"github.com/arbiter-chess/arbiter/internal/testkit/testsize"
)

var fuzzCodes = []string{"lewis1827", "american1850", "staunton1860", "bca1862"}

// oddFEN builds a position from fuzz bytes: the two Kings, then men on any
// square (pawns on their last rank, missing men, Kings in check, all the
// old codes let stand), the side to move and castling rights the board may
// contradict. It returns the FEN and the bytes left over.
func oddFEN(data []byte) (string, []byte) {
	if len(data) < 4 {
		return "", data
	}
	var board [64]byte
	wk, bk := int(data[0]%64), int(data[1]%64)
	if wk == bk {
		bk = (bk + 9) % 64
	}
	board[wk], board[bk] = 'K', 'k'
	flags := data[2]
	n := int(data[3] % 24)
	data = data[4:]
	const men = "QRBNPPPPqrbnpppp"
	for i := 0; i < n && len(data) >= 2; i++ {
		sq, man := int(data[0]%64), men[int(data[1])%len(men)]
		data = data[2:]
		if board[sq] != 0 {
			continue
		}
		board[sq] = man
	}
	var b strings.Builder
	for rank := 7; rank >= 0; rank-- {
		empty := 0
		for file := 0; file < 8; file++ {
			c := board[rank*8+file]
			if c == 0 {
				empty++
				continue
			}
			if empty > 0 {
				b.WriteByte(byte('0' + empty))
				empty = 0
			}
			b.WriteByte(c)
		}
		if empty > 0 {
			b.WriteByte(byte('0' + empty))
		}
		if rank > 0 {
			b.WriteByte('/')
		}
	}
	side := " w "
	if flags&1 == 1 {
		side = " b "
	}
	rights := ""
	for i, c := range "KQkq" {
		if flags&(2<<i) != 0 {
			rights += string(c)
		}
	}
	if rights == "" {
		rights = "-"
	}
	return b.String() + side + rights + " - 0 1", data
}

func reportJSON(t *testing.T, g *rules.Game) string {
	t.Helper()
	b, err := json.Marshal(g.Report())
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// FuzzSetupReplay starts from odd FENs and feeds random events to the core
// on the terminal's path: the game keeps checkpoints, and a note among the
// events pads it up to the next checkpoint (at most fuzzPads times). The
// whole report after applying the events one by one must equal the report
// of a fresh game (no checkpoints) replaying the events recorded; undoing
// back to every prefix must give the report that prefix had; and where the
// input says so, redoing the event just undone gives the report after it.
func FuzzSetupReplay(f *testing.F) {
	f.Add([]byte{4, 60, 0, 2, 52, 4, 12, 4, 0, 6, 12, 28, 1, 6, 52, 36})                        // pawns, e2e4 e7e5
	f.Add([]byte{4, 60, 30, 3, 0, 1, 63, 1, 48, 4, 0, 0, 4, 12, 0, 3, 12, 4})                   // Rooks in the corners, castling rights
	f.Add([]byte{4, 60, 0, 2, 60 - 8, 4, 54, 12, 0, 6, 54, 62, 0, 10, 0, 0})                    // a pawn to the last rank
	f.Add([]byte{4, 12, 1, 1, 20, 0, 1, 6, 12, 20, 0, 0, 12, 0})                                // a King in check from a Queen
	f.Add([]byte{0, 63, 0, 3, 62, 4, 8, 4, 55, 12, 0, 6, 62, 63, 1, 13, 0, 130, 0, 6, 8, 16})   // a pawn on its last rank, men missing
	f.Add([]byte{27, 36, 0, 1, 28, 10, 0, 0, 27, 28, 1, 12, 0, 0, 1, 14, 0, 0, 0, 16, 0, 0, 0}) // Kings side by side
	// The rest of the kept corpus (testdata/fuzzcorpus), when fuzzing or
	// in the full run: docs/fuzzing.md.
	testsize.FuzzCorpus(f, "testdata/fuzzcorpus/FuzzSetupReplay")
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 260 {
			return
		}
		fen, rest := oddFEN(data)
		if fen == "" {
			return
		}
		code := fuzzCodes[int(data[2]>>5)%len(fuzzCodes)]
		setup := rules.Setup{Code: code, FEN: fen}
		g, err := rules.New(setup)
		if err != nil {
			if !strings.Contains(err.Error(), "impossible position") {
				t.Fatalf("%s refused: %v", fen, err)
			}
			return
		}
		evs := decodeEvents(rest)
		if len(evs) > 40 {
			evs = evs[:40]
		}
		g.KeepCheckpoints()
		reports := []string{reportJSON(t, g)}
		pads := 0
		for _, e := range evs {
			if e.Verb == record.Note && pads < fuzzPads {
				pads++
				for next := (g.EventCount()/64 + 1) * 64; g.EventCount() < next-1; { // as padToCheckpoint
					if err := g.Apply(padNote); err != nil {
						t.Fatalf("a note refused after %d events: %v", g.EventCount(), err)
					}
					reports = append(reports, reportJSON(t, g))
				}
				continue
			}
			before := reports[len(reports)-1]
			if err := g.Apply(e); err != nil {
				if got := reportJSON(t, g); got != before {
					t.Fatalf("%s %s: rejected %+v changed the report:\n%s\n%s", code, fen, e, before, got)
				}
				continue
			}
			reports = append(reports, reportJSON(t, g))
		}
		recorded := g.Events()
		if len(recorded) != len(reports)-1 {
			t.Fatalf("%d events recorded, %d accepted", len(recorded), len(reports)-1)
		}
		replay, err := rules.New(setup)
		if err != nil {
			t.Fatal(err)
		}
		for i, e := range recorded {
			if err := replay.Apply(e); err != nil {
				t.Fatalf("%s %s: replaying event %d %+v: %v", code, fen, i+1, e, err)
			}
		}
		if a, b := reportJSON(t, replay), reports[len(reports)-1]; a != b {
			t.Fatalf("%s %s: replay differs from the incremental report\nreplay:      %s\nincremental: %s", code, fen, a, b)
		}
		for i := len(recorded); i > 0; i-- {
			if _, ok := g.Undo(); !ok {
				t.Fatalf("undo %d refused", i)
			}
			if got := reportJSON(t, g); got != reports[i-1] {
				t.Fatalf("%s %s: undone back to %d events:\n%s\nthat prefix had\n%s", code, fen, i-1, got, reports[i-1])
			}
			if data[i%len(data)]&1 == 0 {
				continue
			}
			// Redo the event just undone, then undo it again.
			if err := g.Apply(recorded[i-1]); err != nil {
				t.Fatalf("%s %s: redo of event %d %+v refused: %v", code, fen, i, recorded[i-1], err)
			}
			if got := reportJSON(t, g); got != reports[i] {
				t.Fatalf("%s %s: event %d redone:\n%s\nit had\n%s", code, fen, i, got, reports[i])
			}
			if _, ok := g.Undo(); !ok {
				t.Fatalf("undo %d of the redo refused", i)
			}
		}
		if _, ok := g.Undo(); ok {
			t.Fatal("undo past the start")
		}
	})
}
