package rules_test

import (
	"strings"
	"testing"

	notnil "github.com/notnil/chess"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

var codes = []string{"lewis1827", "american1850", "staunton1860", "bca1862"}

func sqOf(t testing.TB, s string) chess.Square {
	t.Helper()
	q, ok := chess.ParseSquare(s)
	if !ok {
		t.Fatalf("bad square %q", s)
	}
	return q
}

// recordedGame turns moves into the physical events of a correct game:
// touch, release, the piece named, "Check!" said when check is given.
func recordedGame(t testing.TB, moves []string) []record.Event {
	t.Helper()
	r := newRecorder()
	for _, u := range moves {
		r.add(t, u)
	}
	return r.evs
}

// recorder turns moves into events one at a time (recordedGame; the kept
// random games extend theirs).
type recorder struct {
	pos  *notnil.Position
	evs  []record.Event
	ends []int // the events after each move
}

func newRecorder() *recorder { return &recorder{pos: notnil.StartingPosition()} }

func (r *recorder) add(t testing.TB, u string) {
	t.Helper()
	i, pos := len(r.ends), r.pos
	m, err := notnil.UCINotation{}.Decode(pos, u)
	if err != nil {
		t.Fatalf("move %d %s: %v", i+1, u, err)
	}
	var valid *notnil.Move
	for _, vm := range pos.ValidMoves() {
		if vm.String() == m.String() {
			valid = vm
		}
	}
	if valid == nil {
		t.Fatalf("move %d %s is not legal", i+1, u)
	}
	r.pos = pos.Update(valid)
	r.played(pos.Turn(), valid)
}

// played records the events of a legal move m (one of the position's
// ValidMoves, its tags set) made by the side to move, turn.
func (r *recorder) played(turn notnil.Color, m *notnil.Move) {
	u := m.String()
	actor := record.ActorWhite
	if turn == notnil.Black {
		actor = record.ActorBlack
	}
	r.evs = append(r.evs,
		record.Event{Actor: actor, Verb: record.Touch, Square: notnilSquare(m.S1()), To: chess.NoSquare},
		record.Event{Actor: actor, Verb: record.Release, Square: notnilSquare(m.S2()), To: chess.NoSquare})
	if len(u) == 5 {
		r.evs = append(r.evs, record.Event{Actor: actor, Verb: record.Promote, Promotion: u[4:], Square: chess.NoSquare, To: chess.NoSquare})
	}
	if m.HasTag(notnil.Check) {
		r.evs = append(r.evs, record.Event{Actor: actor, Verb: record.SayCheck, Square: chess.NoSquare, To: chess.NoSquare})
	}
	r.ends = append(r.ends, len(r.evs))
}

// notnilSquare is the square notnil names s, read from its name: a name
// that does not read (none does) is NoSquare, and the move is refused.
func notnilSquare(s notnil.Square) chess.Square {
	q, ok := chess.ParseSquare(s.String())
	if !ok {
		return chess.NoSquare
	}
	return q
}

func applyAll(t testing.TB, g *rules.Game, evs []record.Event) {
	t.Helper()
	for i, e := range evs {
		if err := g.Apply(e); err != nil {
			t.Fatalf("event %d (%s %s): %v", i+1, e.Actor, e.Verb, err)
		}
	}
}

// Whole recorded games, moved correctly, give no ruling under any code.
func TestRecordedGamesGiveNoRuling(t *testing.T) {
	for seed := int64(1); seed <= 12; seed++ {
		moves := randomGame(seed, 200)
		evs := recordedRandom(t, seed, 200)
		for _, code := range codes {
			g, err := rules.New(rules.Setup{Code: code})
			if err != nil {
				t.Fatal(err)
			}
			applyAll(t, g, evs)
			rep := g.Report()
			if len(rep.Rulings) != 0 || len(rep.Obligations) != 0 {
				t.Fatalf("seed %d %s: rulings %v obligations %v", seed, code, describe(rep), rep.Obligations)
			}
			if len(rep.Moves) != len(moves) || rep.Result != "*" {
				t.Fatalf("seed %d %s: %d moves result %s, want %d moves and *", seed, code, len(rep.Moves), rep.Result, len(moves))
			}
		}
	}
}

// No code knows fivefold repetition or the 75-move rule: a 160-ply shuffle
// with no claim is not drawn.
func TestShuffleIsNotDrawn(t *testing.T) {
	var moves []string
	for i := 0; i < 40; i++ {
		moves = append(moves, "g1f3", "g8f6", "f3g1", "f6g8")
	}
	evs := recordedGame(t, moves)
	for _, code := range codes {
		g, _ := rules.New(rules.Setup{Code: code})
		applyAll(t, g, evs)
		rep := g.Report()
		if rep.Result != "*" || len(rep.Moves) != 160 || len(rep.Rulings) != 0 {
			t.Errorf("%s: result %s after %d moves, rulings %v", code, rep.Result, len(rep.Moves), describe(rep))
		}
	}
}

// Bad input is rejected with a reason and records nothing.
func TestBadInputRecordsNothing(t *testing.T) {
	none := chess.NoSquare
	e4, e5, e2, d8 := sqOf(t, "e3"), sqOf(t, "d5"), sqOf(t, "e2"), sqOf(t, "d8")
	cases := []struct {
		name string
		ev   record.Event
	}{
		{"touching an empty square", record.Event{Actor: record.ActorWhite, Verb: record.Touch, Square: e4, To: none}},
		{"releasing with nothing in hand", record.Event{Actor: record.ActorWhite, Verb: record.Release, Square: e4, To: none}},
		{"choosing with nothing pending", record.Event{Actor: record.ActorBlack, Verb: record.Choose, Option: law.OptMoveKing, Square: none, To: none}},
		{"waiving with nothing pending", record.Event{Actor: record.ActorBlack, Verb: record.Waive, Square: none, To: none}},
		{"promoting with no pawn on the last rank", record.Event{Actor: record.ActorWhite, Verb: record.Promote, Promotion: "q", Square: none, To: none}},
		{"the umpire touching", record.Event{Actor: record.ActorUmpire, Verb: record.Touch, Square: e2, To: none}},
		{"a player annulling", record.Event{Actor: record.ActorWhite, Verb: record.Annul, Square: none, To: none}},
		{"releasing on a King", record.Event{Actor: record.ActorWhite, Verb: record.Move, Square: d8, To: sqOf(t, "e8")}},
		{"dropping from an empty square", record.Event{Actor: record.ActorWhite, Verb: record.Drop, Square: e5, To: none}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g, _ := rules.New(rules.Setup{Code: "bca1862", Moves: []string{"e2e4", "e7e5"}})
			g.Apply(record.Event{Actor: record.ActorWhite, Verb: record.Touch, Square: sqOf(t, "g1"), To: none})
			before := g.Report()
			n := len(g.Events())
			if c.name == "releasing with nothing in hand" {
				g, _ = rules.New(rules.Setup{Code: "bca1862", Moves: []string{"e2e4", "e7e5"}})
				before, n = g.Report(), 0
			}
			err := g.Apply(c.ev)
			if err == nil {
				t.Fatal("want an error")
			}
			if len(g.Events()) != n {
				t.Errorf("recorded %d events, want %d", len(g.Events()), n)
			}
			after := g.Report()
			if after.FEN != before.FEN || len(after.Rulings) != len(before.Rulings) || len(after.Obligations) != len(before.Obligations) {
				t.Errorf("state changed: %+v → %+v", before, after)
			}
		})
	}
}

// Undo drops the last event and the state is as if it never happened.
func TestUndo(t *testing.T) {
	g, _ := rules.New(rules.Setup{Code: "staunton1860", FEN: "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"})
	none := chess.NoSquare
	applyAll(t, g, []record.Event{{Actor: record.ActorWhite, Verb: record.Move, Square: sqOf(t, "a1"), To: sqOf(t, "c3")}})
	withFalse := g.Report()
	applyAll(t, g, []record.Event{{Actor: record.ActorBlack, Verb: record.Choose, Option: law.OptForfeitTurn, Square: none, To: none}})
	if e, ok := g.Undo(); !ok || e.Verb != record.Choose {
		t.Fatalf("undo gave %v %v", e, ok)
	}
	again := g.Report()
	if again.FEN != withFalse.FEN || again.Rulings[0].State != rules.StatePending {
		t.Errorf("after undo: %s %v, want %s pending", again.FEN, describe(again), withFalse.FEN)
	}
}

// The Moves tag must hold legal moves; the FEN must be a position.
func TestSetupErrors(t *testing.T) {
	for _, s := range []rules.Setup{
		{Code: "nonesuch"},
		{Code: "bca1862", FEN: "8/8/8 w - - 0 1"},
		{Code: "bca1862", FEN: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1"},
		{Code: "bca1862", Moves: []string{"e2e5"}},
		{Code: "bca1862", Moves: []string{"e2"}},
	} {
		if _, err := rules.New(s); err == nil {
			t.Errorf("%+v: want an error", s)
		}
	}
}

func describe(rep rules.Report) []string {
	var out []string
	for _, r := range rep.Rulings {
		out = append(out, r.Kind+"/"+r.Offender+"/"+r.Chooser+"/"+r.State+"/"+strings.Join(r.Options, ",")+"/"+strings.Join(r.Articles, ","))
	}
	return out
}
