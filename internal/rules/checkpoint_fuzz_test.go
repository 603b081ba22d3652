package rules_test

import (
	"reflect"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// FuzzCheckpoints drives the checkpoint path the terminal relies on: a
// game that keeps checkpoints, longer than the checkpoint interval, with
// undos and redos. A note among the fuzz events stands for a pause: notes
// pad the game past the next checkpoint, so that what the events before it
// raised is held by one checkpoint and what the events after it change is
// held by the next. Then the marks undo (and, their high bit set, redo)
// events. After every undo or redo, and at the end, the game must be its
// events replayed from the start without checkpoints, field by field
// (an event the core rejects rebuilds from a checkpoint too).
func FuzzCheckpoints(f *testing.F) {
	// A false move pending at one checkpoint, chosen before the next, then
	// an event rejected: the state comes back from the second checkpoint.
	f.Add([]byte{0, 6, 6, 30, 2, 18, 0, 0, 1, 13, 0, 0, 2, 18, 0, 0, 0, 0, 40, 0}, []byte{1})
	f.Add([]byte{0, 6, 12, 28, 1, 6, 52, 36}, []byte{3, 70, 130})
	f.Add([]byte{0, 0, 0, 0, 0, 3, 18, 0, 1, 13, 0, 130}, []byte{65, 66, 200})
	f.Add([]byte{0, 6, 11, 26, 0, 6, 3, 4, 1, 11, 0, 0}, []byte{1, 129, 250, 251})
	f.Fuzz(func(t *testing.T, data, marks []byte) {
		if len(data) > 200 || len(marks) > 16 || len(data) == 0 {
			return
		}
		code := codes[int(data[0])%len(codes)]
		setup := fuzzSetup(code, data)
		g, err := rules.New(setup)
		if err != nil {
			t.Fatal(err)
		}
		g.KeepCheckpoints()
		pad := record.Event{Actor: record.ActorUmpire, Verb: record.Note, Text: "n", Square: chess.NoSquare, To: chess.NoSquare}
		for _, e := range decodeEvents(data) {
			if e.Verb != record.Note {
				_ = g.Apply(offered(g, e))
				continue
			}
			for next := (g.EventCount()/64 + 1) * 64; g.EventCount() <= next; {
				if err := g.Apply(pad); err != nil {
					t.Fatalf("a note refused: %v", err)
				}
			}
		}
		sameAsReplayFuzz(t, setup, g)
		var undone []record.Event
		for _, m := range marks {
			for k := int(m%8) + 1; k > 0; k-- {
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

// offered turns a choice into one on offer when a ruling is pending, so
// that rulings raised before a checkpoint are decided after it: the
// chooser picks the option the event's option index names among those the
// ruling offers (the fuzz events' own choices are rarely on offer).
func offered(g *rules.Game, e record.Event) record.Event {
	if e.Verb != record.Choose {
		return e
	}
	actors := map[string]record.Actor{"white": record.ActorWhite, "black": record.ActorBlack, "umpire": record.ActorUmpire}
	for _, r := range g.Report().Rulings {
		a, ok := actors[r.Chooser]
		if r.State != "pending" || !ok || len(r.Options) == 0 {
			continue
		}
		e.Actor = a
		e.Option = r.Options[int(e.To)%len(r.Options)]
		e.Square = chess.NoSquare
		return e
	}
	return e
}
