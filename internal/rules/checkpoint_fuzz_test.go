package rules_test

import (
	"reflect"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

// FuzzCheckpoints drives the checkpoint path the terminal relies on: a
// game that keeps checkpoints, longer than the checkpoint interval (the
// fuzz events are played over and over, with notes between, past 200
// events), with undos and redos at the points the input names. After every
// undo or redo, and at the end, the game must be its events replayed from
// the start without checkpoints, field by field.
func FuzzCheckpoints(f *testing.F) {
	f.Add([]byte{0, 6, 12, 28, 1, 6, 52, 36}, []byte{3, 70, 130})
	f.Add([]byte{0, 0, 0, 0, 0, 3, 18, 0, 1, 13, 0, 130}, []byte{65, 66, 200})
	f.Add([]byte{0, 6, 11, 26, 0, 6, 3, 4, 1, 11, 0, 0}, []byte{1, 129, 250, 251})
	f.Fuzz(func(t *testing.T, data, marks []byte) {
		if len(data) > 200 || len(marks) > 16 {
			return
		}
		evs := decodeEvents(data)
		if len(evs) == 0 {
			return
		}
		note := rules.Event{Actor: rules.ActorUmpire, Verb: rules.Note, Text: "n", Square: rules.NoSquare, To: rules.NoSquare}
		code := codes[int(data[0])%len(codes)]
		setup := fuzzSetup(code, data)
		g, err := rules.New(setup)
		if err != nil {
			t.Fatal(err)
		}
		g.KeepCheckpoints()
		at := map[int]byte{}
		for _, m := range marks {
			at[int(m)] = m
		}
		var undone []rules.Event
		for step := 0; step < 260; step++ {
			e := note
			if step%3 != 2 {
				e = evs[step%len(evs)]
			}
			if g.Apply(e) == nil {
				undone = nil
			}
			m, ok := at[step]
			if !ok {
				continue
			}
			for k := int(m%5) + 1; k > 0; k-- {
				if u, ok := g.Undo(); ok {
					undone = append(undone, u)
				}
			}
			sameAsReplayFuzz(t, setup, g)
			if m&0x80 != 0 && len(undone) > 0 { // and redo one
				if err := g.Apply(undone[len(undone)-1]); err != nil {
					t.Fatalf("redo of %+v refused: %v", undone[len(undone)-1], err)
				}
				undone = undone[:len(undone)-1]
				sameAsReplayFuzz(t, setup, g)
			}
		}
		sameAsReplayFuzz(t, setup, g)
	})
}

// sameAsReplayFuzz is sameAsReplay with the setup's clock and mode.
func sameAsReplayFuzz(t *testing.T, setup rules.Setup, g *rules.Game) {
	t.Helper()
	replay, err := rules.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	for i, e := range g.Events() {
		if err := replay.Apply(e); err != nil {
			t.Fatalf("event %d %+v no longer applies: %v", i+1, e, err)
		}
	}
	if got, want := g.Report(), replay.Report(); !reflect.DeepEqual(got, want) {
		t.Fatalf("after %d events the game rebuilt from checkpoints differs from a full replay:\n%+v\n%+v", len(g.Events()), got, want)
	}
}
