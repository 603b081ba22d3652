package rules_test

import (
	"math/rand"
	"reflect"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
	"github.com/arbiter-chess/arbiter/internal/testkit/testsize"
)

// Undo and rejected events rebuild from the nearest checkpoint; the result
// must be what a full replay of the events gives, field by field, on random
// games with irregular events mixed in (false moves, moves out of turn,
// claims, choices, drops...). 16 games, four a code (40 in the full run,
// testsize).
func TestCheckpointsMatchFullReplay(t *testing.T) {
	rng := rand.New(rand.NewSource(1860))
	for game := 0; game < testsize.Pick(16, 40); game++ {
		code := codes[game%len(codes)]
		legal := recordedRandom(t, int64(game+1), 120)
		g, err := rules.New(rules.Setup{Code: code})
		if err != nil {
			t.Fatal(err)
		}
		g.KeepCheckpoints()
		noise := make([]byte, 4)
		for i, e := range legal {
			if rng.Intn(6) == 0 {
				rng.Read(noise)
				for _, x := range decodeEvents(noise) {
					_ = g.Apply(x) // rejected or not, the state must stay a fold
				}
			}
			_ = g.Apply(e)
			if rng.Intn(25) == 0 {
				for k := rng.Intn(8); k > 0; k-- {
					g.Undo()
				}
			}
			if i%37 == 0 {
				compareWithReplay(t, code, g)
			}
		}
		compareWithReplay(t, code, g)
	}
}

func compareWithReplay(t *testing.T, code string, g *rules.Game) {
	t.Helper()
	sameAsReplay(t, rules.Setup{Code: code}, g)
}

// sameAsReplay compares g with its events replayed from setup.
func sameAsReplay(t *testing.T, setup rules.Setup, g *rules.Game) {
	t.Helper()
	code := setup.Code
	replay, err := rules.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	for i, e := range g.Events() {
		if err := replay.Apply(e); err != nil {
			t.Fatalf("%s: event %d %+v no longer applies: %v", code, i+1, e, err)
		}
	}
	if got, want := g.Report(), replay.Report(); !reflect.DeepEqual(got, want) {
		t.Fatalf("%s after %d events: the game rebuilt from checkpoints differs from a full replay:\n%+v\n%+v", code, len(g.Events()), got, want)
	}
}

// Each event undone and applied again, on random games with irregular
// events: the state rebuilt from a checkpoint goes on as the game did. A
// ruling superseded in the event that raised it is dropped from the record
// but lingers, closed, on the open list; a checkpoint once copied it as a
// nil, and the next look at the open list panicked. 12 games, three a
// code (30 in the full run, testsize).
func TestUndoEveryEventFromCheckpoints(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for game := 0; game < testsize.Pick(12, 30); game++ {
		code := codes[game%len(codes)]
		legal := recordedRandom(t, int64(game+1), 150)
		g, err := rules.New(rules.Setup{Code: code})
		if err != nil {
			t.Fatal(err)
		}
		g.KeepCheckpoints()
		noise := make([]byte, 4)
		again := func() {
			if last, ok := g.Undo(); ok {
				if err := g.Apply(last); err != nil {
					t.Fatalf("%s: event %d undone does not apply again: %v", code, g.EventCount()+1, err)
				}
			}
		}
		for i, e := range legal {
			if rng.Intn(3) == 0 {
				rng.Read(noise)
				for _, x := range decodeEvents(noise) {
					if g.Apply(x) == nil {
						again()
					}
				}
			}
			if g.Apply(e) == nil {
				again()
			}
			if i%25 == 0 {
				compareWithReplay(t, code, g)
			}
		}
		compareWithReplay(t, code, g)
	}
}

// A checkpoint shares the move record with the game instead of copying it;
// the game copies the record before it takes back or alters a move the
// checkpoint holds. Here the checkpoint is taken while a false move stands,
// the penalty takes it back and another move takes its place, a pawn is
// named a piece an event after it reached the last rank: undone to any
// point, the game must be its events replayed.
func TestCheckpointKeepsItsMoves(t *testing.T) {
	sq := func(s string) chess.Square { return sqOf(t, s) }
	move := func(a record.Actor, from, to string) record.Event {
		return record.Event{Actor: a, Verb: record.Move, Square: sq(from), To: sq(to)}
	}
	note := record.Event{Actor: record.ActorUmpire, Verb: record.Note, Text: "waiting", Square: chess.NoSquare, To: chess.NoSquare}
	cases := []struct {
		name  string
		setup rules.Setup
		first []record.Event // played before the padding
		at64  record.Event   // the event the checkpoint follows
		after []record.Event
	}{
		{"false move taken back", rules.Setup{Code: "bca1862"},
			[]record.Event{move(record.ActorWhite, "e2", "e4"), move(record.ActorBlack, "e7", "e5")},
			move(record.ActorWhite, "g1", "g4"),
			[]record.Event{{Actor: record.ActorBlack, Verb: record.Choose, Option: law.OptMoveTouched, Square: chess.NoSquare, To: chess.NoSquare},
				move(record.ActorWhite, "g1", "f3"), move(record.ActorBlack, "b8", "c6")}},
		{"pawn named a piece", rules.Setup{Code: "bca1862", FEN: "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"},
			nil,
			record.Event{Actor: record.ActorWhite, Verb: record.Move, Square: sq("e7"), To: sq("e8")},
			[]record.Event{{Actor: record.ActorWhite, Verb: record.Promote, Promotion: "q", Square: chess.NoSquare, To: chess.NoSquare},
				move(record.ActorBlack, "a8", "b7")}},
	}
	for _, c := range cases {
		g, err := rules.New(c.setup)
		if err != nil {
			t.Fatal(err)
		}
		g.KeepCheckpoints()
		evs := append([]record.Event(nil), c.first...)
		for len(evs) < 63 {
			evs = append(evs, note)
		}
		evs = append(append(evs, c.at64), c.after...)
		for i, e := range evs {
			if err := g.Apply(e); err != nil {
				t.Fatalf("%s: event %d: %v", c.name, i+1, err)
			}
		}
		for n := len(evs); n >= 62; n-- {
			if !g.UndoTo(n) {
				t.Fatalf("%s: UndoTo(%d) refused", c.name, n)
			}
			sameAsReplay(t, c.setup, g)
			if n == len(evs)-1 {
				// Forward again: the same events, the same game.
				for _, e := range evs[n:] {
					if err := g.Apply(e); err != nil {
						t.Fatal(err)
					}
				}
				sameAsReplay(t, c.setup, g)
				g.UndoTo(n)
			}
		}
	}
}

// A checkpoint never changes once taken: the game writes no move it shares
// with one (the record is shared, not copied). On random games with
// irregular events (checks said, false moves, penalties, pieces named late,
// undos) and on the scenario library, every checkpoint's moves are the same
// after every later event as when it was taken.
func TestCheckpointsNeverChange(t *testing.T) {
	watch := func(what string, g *rules.Game, seen map[int]string) {
		t.Helper()
		now := rules.CheckpointPrints(g)
		for k, v := range now {
			if old, ok := seen[k]; ok && old != v {
				t.Fatalf("%s: the checkpoint after %d events changed:\n%s\n%s", what, k, old, v)
			}
			seen[k] = v
		}
		for k := range seen {
			if _, ok := now[k]; !ok {
				delete(seen, k) // dropped by an undo: a new one may follow the same events
			}
		}
	}
	// A checkpoint taken between a move that gives check and "Check!" said:
	// the move keeps that it was announced.
	g, err := rules.New(rules.Setup{Code: "staunton1860", FEN: "4k3/8/8/8/8/8/8/4K2Q w - - 0 1"})
	if err != nil {
		t.Fatal(err)
	}
	g.KeepCheckpoints()
	seen := map[int]string{}
	note := record.Event{Actor: record.ActorUmpire, Verb: record.Note, Text: "waiting", Square: chess.NoSquare, To: chess.NoSquare}
	for g.EventCount() < 63 {
		if err := g.Apply(note); err != nil {
			t.Fatal(err)
		}
	}
	for _, e := range []record.Event{
		{Actor: record.ActorWhite, Verb: record.Move, Square: sqOf(t, "h1"), To: sqOf(t, "h5")},
		{Actor: record.ActorWhite, Verb: record.SayCheck, Square: chess.NoSquare, To: chess.NoSquare},
		{Actor: record.ActorBlack, Verb: record.Move, Square: sqOf(t, "e8"), To: sqOf(t, "d8")},
	} {
		if err := g.Apply(e); err != nil {
			t.Fatal(err)
		}
		watch("check announced", g, seen)
	}
	rng := rand.New(rand.NewSource(1862))
	for game := 0; game < testsize.Pick(12, 30); game++ { // three a code; the full run (testsize) plays 30
		code := codes[game%len(codes)]
		g, err := rules.New(rules.Setup{Code: code})
		if err != nil {
			t.Fatal(err)
		}
		g.KeepCheckpoints()
		seen := map[int]string{}
		noise := make([]byte, 4)
		for i, e := range recordedRandom(t, int64(game+300), 200) {
			if rng.Intn(3) == 0 {
				rng.Read(noise)
				for _, x := range decodeEvents(noise) {
					_ = g.Apply(x)
					watch(code, g, seen)
				}
			}
			_ = g.Apply(e)
			watch(code, g, seen)
			if i%17 == 0 {
				g.UndoTo(max(0, g.EventCount()-rng.Intn(80)))
				watch(code, g, seen)
			}
		}
	}
}
