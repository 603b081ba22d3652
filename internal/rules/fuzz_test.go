package rules_test

import (
	"testing"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

var fuzzVerbs = []rules.Verb{rules.Touch, rules.Touch, rules.Touch, rules.Release, rules.Release, rules.Release,
	rules.Move, rules.Move, rules.SayJadoube, rules.TouchSquare, rules.Promote, rules.SayCheck, rules.Claim,
	rules.Choose, rules.Choose, rules.Waive, rules.Drop, rules.Upset, rules.Note, rules.Resign, rules.Abandon, rules.Annul}

var fuzzOptions = []string{rules.OptMoveTouched, rules.OptCaptureTouched, rules.OptMoveKing, rules.OptMoveAny,
	rules.OptSelectTouched, rules.OptMoveRook, rules.OptRookOnly, rules.OptLetStand, rules.OptRetract,
	rules.OptRetractAndReplay, rules.OptRecall, rules.OptForfeitTurn, rules.OptProceed, rules.OptAnnul,
	rules.OptDraw, rules.OptCount, "nonsense"}

var fuzzClaims = []string{"", "", "", rules.ClaimFifty, rules.ClaimBoard, rules.ClaimMen, rules.ClaimDropped, rules.ClaimDraw}
var fuzzPromos = []string{"q", "r", "b", "n", "none", "x"}

// decodeEvents turns fuzz bytes into events: 4 bytes an event.
func decodeEvents(data []byte) []rules.Event {
	var out []rules.Event
	for i := 0; i+4 <= len(data); i += 4 {
		b := data[i : i+4]
		e := rules.Event{Actor: rules.Actor(b[0] % 3), Verb: fuzzVerbs[int(b[1])%len(fuzzVerbs)],
			Square: rules.Square(b[2] % 64), To: rules.Square(b[3] % 64)}
		switch e.Verb {
		case rules.Choose:
			e.Option = fuzzOptions[int(b[3])%len(fuzzOptions)]
			if b[3]&0x80 == 0 {
				e.Square = rules.NoSquare
			}
		case rules.Claim:
			e.Claim = fuzzClaims[int(b[2])%len(fuzzClaims)]
		case rules.Promote:
			e.Promotion = fuzzPromos[int(b[2])%len(fuzzPromos)]
		case rules.Touch:
			e.Accidental = b[3]&1 == 1
		case rules.Upset:
			e.Wilful = b[3]&1 == 1
		}
		if e.Actor < 2 && (e.Verb == rules.Touch || e.Verb == rules.Move) && b[0]&0x80 == 0 {
			// Bias towards men that exist, so games go somewhere.
			e.Square = rules.Square((int(b[2]%16) + 48*int(b[0]&1)) % 64)
		}
		out = append(out, e)
	}
	return out
}

// FuzzEvents feeds random event streams to the core under every code: it
// must never panic, a rejected event must leave the state as it was, and
// the state must always be the fold of the recorded events.
func FuzzEvents(f *testing.F) {
	f.Add([]byte{0, 6, 12, 28, 1, 6, 52, 36})
	f.Add([]byte{0, 0, 0, 0, 0, 3, 18, 0, 1, 13, 0, 130})
	f.Add([]byte{0, 6, 11, 26, 0, 6, 3, 4, 1, 11, 0, 0})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 400 {
			return
		}
		evs := decodeEvents(data)
		for _, code := range []string{"lewis1827", "american1850", "staunton1860", "bca1862"} {
			g, err := rules.New(rules.Setup{Code: code})
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range evs {
				before := g.Report().FEN
				n := len(g.Events())
				if err := g.Apply(e); err != nil {
					if len(g.Events()) != n || g.Report().FEN != before {
						t.Fatalf("%s: rejected %+v changed the state", code, e)
					}
				}
			}
			rep := g.Report()
			replay, _ := rules.New(rules.Setup{Code: code})
			for _, e := range g.Events() {
				if err := replay.Apply(e); err != nil {
					t.Fatalf("%s: replaying %+v: %v", code, e, err)
				}
			}
			if r2 := replay.Report(); r2.FEN != rep.FEN || len(r2.Rulings) != len(rep.Rulings) || r2.Result != rep.Result {
				t.Fatalf("%s: replay differs: %s %d %s vs %s %d %s", code, r2.FEN, len(r2.Rulings), r2.Result, rep.FEN, len(rep.Rulings), rep.Result)
			}
			_ = g.SAN()
			for s := rules.Square(0); s < 64; s++ {
				_ = g.LegalTargets(s)
			}
		}
	})
}
