package rules_test

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
	"github.com/arbiter-chess/arbiter/internal/testkit/testsize"
)

var fuzzVerbs = []record.Verb{record.Touch, record.Touch, record.Touch, record.Release, record.Release, record.Release,
	record.Move, record.Move, record.SayJadoube, record.TouchSquare, record.Promote, record.SayCheck, record.Claim,
	record.Choose, record.Choose, record.Waive, record.Drop, record.Upset, record.Note, record.Resign, record.Abandon, record.Annul,
	record.Require, record.Elect, record.Replace, record.Dispute, record.Refuse, record.Communicate, record.Assisted,
	record.Send, record.Send, record.Withdraw, record.Concede}

var fuzzOptions = []string{law.OptMoveTouched, law.OptCaptureTouched, law.OptMoveKing, law.OptMoveAny,
	law.OptSelectTouched, law.OptMoveRook, law.OptRookOnly, law.OptLetStand, law.OptRetract,
	law.OptRetractAndReplay, law.OptRecall, law.OptForfeitTurn, law.OptProceed, law.OptAnnul,
	law.OptDraw, law.OptCount, law.OptLoseGame, law.OptReplace, law.OptPlayTo, law.OptFine,
	law.OptRestoreMan, law.OptPlayCommunicated, law.OptSelectMove, law.OptNoMoveSent, law.OptTakeBack, "nonsense"}

var fuzzClaims = []string{"", "", "", law.ClaimFifty, law.ClaimBoard, law.ClaimMen, law.ClaimDropped, law.ClaimDraw,
	law.ClaimOmitted, law.ClaimOdds, law.ClaimNeedless, law.ClaimProtraction, law.ClaimTakeBack}
var fuzzSubjects = []string{record.RequireReplace, record.DisputeDropped, record.DisputeCheck, record.DisputeUpset, law.IndulgeTakeBack, "x"}
var fuzzSentAs = []string{record.SentLine, record.SentEither, record.SentDoubtful, record.SentUnintelligible}
var fuzzModes = []string{law.ModeBoard, law.ModeConsultation, law.ModeCorrespondence}

// fuzzSetup is the setup a fuzz input plays under: its length picks the mode
// and whether the time of moving is limited.
func fuzzSetup(code string, data []byte) rules.Setup {
	s := rules.Setup{Code: code, Mode: fuzzModes[len(data)%len(fuzzModes)]}
	if len(data)%5 == 0 {
		s.Time = &rules.TimeControl{Moves: 2, Allotted: 30 * time.Second, Fine: "a shilling"}
	}
	return s
}

var fuzzPromos = []string{"q", "r", "b", "n", "none", "x"}

// decodeEvents turns fuzz bytes into events: 4 bytes an event.
func decodeEvents(data []byte) []record.Event {
	var out []record.Event
	at := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	for i := 0; i+4 <= len(data); i += 4 {
		b := data[i : i+4]
		at = at.Add(time.Duration(b[3]%32) * time.Second) // a clock that never runs back
		e := record.Event{Actor: record.Actor(b[0] % 3), Verb: fuzzVerbs[int(b[1])%len(fuzzVerbs)],
			Square: chess.Square(b[2] % 64), To: chess.Square(b[3] % 64), At: at}
		switch e.Verb {
		case record.Require, record.Dispute, record.Concede:
			e.Claim = fuzzSubjects[int(b[2])%len(fuzzSubjects)]
			e.Reciprocal = b[3]&1 == 1
		case record.Send:
			e.SentAs = fuzzSentAs[int(b[0]>>2)%len(fuzzSentAs)]
			if e.SentAs != record.SentUnintelligible {
				e.Sent = []law.SentMove{{From: e.Square, To: e.To}, {From: chess.Square((b[2] + 8) % 64), To: chess.Square((b[3] + 16) % 64)},
					{From: chess.Square((b[2] ^ b[3]) % 64), To: chess.Square((b[3] + 8) % 64)}}
			}
		case record.Choose:
			e.Option = fuzzOptions[int(b[3])%len(fuzzOptions)]
			if e.Option == law.OptSelectMove {
				e.To = chess.Square(b[0] % 64)
			}
			if b[3]&0x80 == 0 {
				e.Square = chess.NoSquare
			}
		case record.Claim:
			e.Claim = fuzzClaims[int(b[2])%len(fuzzClaims)]
		case record.Promote:
			e.Promotion = fuzzPromos[int(b[2])%len(fuzzPromos)]
		case record.Touch:
			e.Accidental = b[3]&1 == 1
		case record.Upset:
			e.Wilful = b[3]&1 == 1
		}
		if e.Actor < 2 && (e.Verb == record.Touch || e.Verb == record.Move) && b[0]&0x80 == 0 {
			// Bias towards men that exist, so games go somewhere.
			e.Square = chess.Square((int(b[2]%16) + 48*int(b[0]&1)) % 64)
		}
		out = append(out, e)
	}
	return out
}

// FuzzEvents feeds random event streams to the core under every code, on
// the path the terminal takes: the game keeps checkpoints, and a note among
// the events stands for a pause that pads the game up to the next
// checkpoint (at most fuzzPads times), so that it grows longer than the
// checkpoint interval. A panic is a bug (Apply recovers none); an event the
// core rejects (rebuilt from a checkpoint) must leave the whole report as
// it was and never be an internal error; every ruling must satisfy the
// report's invariants; and the state must be the fold of the recorded
// events: a fresh game without checkpoints replaying them gives the same
// report, field by field. Then the input's last two bytes undo events
// (across checkpoints) and redo some of them: after each, the game is
// again its events replayed in full, and with every undone event redone it
// is the game it was.
func FuzzEvents(f *testing.F) {
	f.Add([]byte{0, 6, 12, 28, 1, 6, 52, 36})
	f.Add([]byte{0, 0, 0, 0, 0, 3, 18, 0, 1, 13, 0, 130})
	f.Add([]byte{0, 6, 11, 26, 0, 6, 3, 4, 1, 11, 0, 0})
	// The rest of the kept corpus (testdata/fuzzcorpus), when fuzzing or
	// in the full run: docs/fuzzing.md.
	testsize.FuzzCorpus(f, "testdata/fuzzcorpus/FuzzEvents")
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 400 {
			return
		}
		evs := decodeEvents(data)
		for _, code := range codes {
			setup := fuzzSetup(code, data)
			g, err := rules.New(setup)
			if err != nil {
				t.Fatal(err)
			}
			g.KeepCheckpoints()
			pads := 0
			for _, e := range evs {
				if e.Verb == record.Note && pads < fuzzPads {
					pads++
					padToCheckpoint(t, g)
					continue
				}
				before := g.Report()
				n := len(g.Events())
				err := g.Apply(e)
				if err == nil {
					continue
				}
				if strings.Contains(err.Error(), "internal error") {
					t.Fatalf("%s: %+v: %v", code, e, err)
				}
				if len(g.Events()) != n || !reflect.DeepEqual(g.Report(), before) {
					t.Fatalf("%s: rejected %+v (%v) changed the state", code, e, err)
				}
			}
			rep := g.Report()
			if problems := rulingInvariants(code, rep); len(problems) > 0 {
				t.Fatalf("%s: %v", code, problems)
			}
			sameAsReplayFuzz(t, setup, g)
			_ = g.SAN()
			for s := chess.Square(0); s < 64; s++ {
				_ = g.LegalTargets(s)
			}
			undoRedo(t, setup, g, data, rep)
		}
	})
}

// fuzzPads bounds the pauses that pad a fuzzed game up to a checkpoint: two
// give a game two checkpoints, and undos that cross them.
const fuzzPads = 2

// padNote is the note that pads a game: the umpire's pause.
var padNote = record.Event{Actor: record.ActorUmpire, Verb: record.Note, Text: "n", Square: chess.NoSquare, To: chess.NoSquare}

// padToCheckpoint applies notes until the game is one event short of the
// next multiple of the checkpoint interval (64 events): the input's next
// event is then the one the game takes a checkpoint after, so that the
// checkpoint holds what that event changed, and an undo of it crosses the
// checkpoint.
func padToCheckpoint(t *testing.T, g *rules.Game) {
	t.Helper()
	for next := (g.EventCount()/64 + 1) * 64; g.EventCount() < next-1; {
		if err := g.Apply(padNote); err != nil {
			t.Fatalf("a note refused after %d events: %v", g.EventCount(), err)
		}
	}
}

// undoRedo undoes as many events as the input's last byte says (up to 127,
// across the checkpoints) and redoes as many of them as the byte before it
// says, checking the game against a full replay every 16 undos and after
// each step; with all redone, the report must be rep, the one before the
// undos.
func undoRedo(t *testing.T, setup rules.Setup, g *rules.Game, data []byte, rep rules.Report) {
	t.Helper()
	if len(data) < 2 {
		return
	}
	var undone []record.Event
	for k := int(data[len(data)-1] & 0x7f); k > 0; k-- {
		e, ok := g.Undo()
		if !ok {
			break
		}
		undone = append(undone, e)
		if len(undone)%16 == 0 {
			sameAsReplayFuzz(t, setup, g)
		}
	}
	sameAsReplayFuzz(t, setup, g)
	redo := len(undone)
	if data[len(data)-2]&0x80 != 0 {
		redo = int(data[len(data)-2]&0x7f) % (len(undone) + 1)
	}
	for i := 0; i < redo; i++ {
		e := undone[len(undone)-1]
		if err := g.Apply(e); err != nil {
			t.Fatalf("redo of %+v after %d events refused: %v", e, g.EventCount(), err)
		}
		undone = undone[:len(undone)-1]
	}
	sameAsReplayFuzz(t, setup, g)
	if len(undone) == 0 && !reflect.DeepEqual(g.Report(), rep) {
		t.Fatalf("every undone event redone, the report differs:\n%+v\n%+v", g.Report(), rep)
	}
}
