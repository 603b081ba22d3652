package ui

import (
	"math/rand"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/journal"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
	"github.com/arbiter-chess/arbiter/internal/testkit/testsize"
)

// The terminal follows the game from what each event changed, so that an
// event costs what it changed on a long game, not the game's length.
// These tests hold it to the whole record: the moves it keeps are the
// core's, each event's line in the log names the moves as the core spells
// them, and a game opened from its journal (its moves named only when the
// log draws them, or when an event takes them back) shows the log the game
// showed while it was recorded.

// checkRecord compares the record the model keeps with the core's.
func checkRecord(t *testing.T, m *Model, what string) {
	t.Helper()
	rep := m.game.Report()
	san := m.game.SAN()
	if !slices.Equal(m.track.rec.uci, rep.Moves) || len(m.track.rec.san) != len(san) || len(m.track.rec.nums) != len(san) {
		t.Fatalf("%s: the record kept is %v (%d spelt, %d numbered), the core's %v", what, m.track.rec.uci, len(m.track.rec.san), len(m.track.rec.nums), rep.Moves)
	}
	for i, s := range m.track.rec.san {
		if s != "" && s != san[i] {
			t.Fatalf("%s: move %d kept as %s, the core spells it %s", what, i+1, s, san[i])
		}
	}
	if n := len(m.track.entries); n > 0 {
		en := m.track.entries[n-1]
		if want := labels(san, rep.Moves, m.track.rec.nums, en.first, len(san)); len(en.moves) > 0 && !slices.Equal(en.moves, want) {
			t.Fatalf("%s: the last event's moves are %v, want %v", what, en.moves, want)
		}
		if en.plies != len(rep.Moves) || en.first+len(en.added) != len(rep.Moves) {
			t.Fatalf("%s: the last event added %v at ply %d of %d; the record has %d moves", what, en.added, en.first, en.plies, len(rep.Moves))
		}
	}
	if m.game.EventCount() != len(m.track.entries) {
		t.Fatalf("%s: %d events in the core, %d in the log", what, m.game.EventCount(), len(m.track.entries))
	}
}

// sameLog compares the log of a game recorded with the log of the same
// game opened from its journal, event by event.
func sameLog(t *testing.T, rec, opened Model, what string) {
	t.Helper()
	if len(rec.track.entries) != len(opened.track.entries) {
		t.Fatalf("%s: %d events recorded, %d opened", what, len(rec.track.entries), len(opened.track.entries))
	}
	fr, fo := rec.frame(), opened.frame()
	for i := range rec.track.entries {
		a, b := rec.track.entries[i], opened.track.entries[i]
		if a.text != b.text || a.first != b.first || !slices.Equal(a.added, b.added) || !slices.Equal(a.nums, b.nums) ||
			!slices.Equal(rec.track.entryMoves(rec.game, i), opened.track.entryMoves(opened.game, i)) || !slices.Equal(a.retracted, b.retracted) {
			t.Fatalf("%s: event %d recorded %+v %v, opened %+v %v", what, i+1, a, rec.track.entryMoves(rec.game, i), b, opened.track.entryMoves(opened.game, i))
		}
		if la, lb := entryLines(&rec, &fr, i, 60), entryLines(&opened, &fo, i, 60); !slices.Equal(la, lb) {
			t.Fatalf("%s: event %d in the log recorded:\n%s\nopened:\n%s", what, i+1, strings.Join(la, "\n"), strings.Join(lb, "\n"))
		}
	}
	if !slices.Equal(rec.track.rec.nums, opened.track.rec.nums) || !slices.Equal(rec.track.rec.uci, opened.track.rec.uci) {
		t.Fatalf("%s: the records differ: %v, %v", what, rec.track.rec.uci, opened.track.rec.uci)
	}
}

// Every scenario of the library, recorded line by line through the
// terminal (undo and redo included), then opened from the journal.
func TestLogFollowsTheScenarios(t *testing.T) {
	t.Parallel() // beside the tests that wait on a board
	lib, err := incidents.LoadLibrary()
	if err != nil {
		t.Fatal(err)
	}
	retracted := 0
	for _, sc := range lib {
		head := sc.Script
		head.Events = nil
		code := ""
		if c, ok := head.Tag("Code"); !ok || c == "" {
			code = "bca1862"
		}
		path := filepath.Join(t.TempDir(), "game.inc")
		if err := os.WriteFile(path, []byte(incidents.Format(head)), 0o644); err != nil {
			t.Fatal(err)
		}
		m := newTestModel(t, Options{Open: path, Code: code})
		for _, l := range sc.Script.Events {
			what := sc.ID + " " + incidents.FormatAct(l)
			switch l.Act {
			case incidents.ActUndo:
				m.undo()
			case incidents.ActRedo:
				m.redo()
			default:
				if err := m.record(l.Event); err != nil {
					continue // the scenario shows a refusal: nothing recorded
				}
			}
			m.sync()
			checkRecord(t, &m, what)
		}
		for _, en := range m.track.entries {
			if len(en.retracted) > 0 {
				retracted++
			}
		}
		quit(m)
		o := newTestModel(t, Options{Open: path, Code: code})
		checkRecord(t, &o, sc.ID+" opened")
		sameLog(t, m, o, sc.ID)
	}
	if retracted < 5 {
		t.Fatalf("only %d events took moves back: the scenarios do not exercise the log's look back", retracted)
	}
}

// A long game with irregular moves, claims, penalties chosen (moves taken
// back) and undos, recorded through the terminal, then opened: most of its
// log is never on screen, so most of its moves are named only when an
// event takes them back. 350 steps a game (about 290 events, 90 or more of
// them not named once opened); the full run (testsize) plays 700.
func TestLogFollowsALongIrregularGame(t *testing.T) {
	t.Parallel() // beside the tests that wait on a board
	rng := rand.New(rand.NewSource(1827))
	steps := testsize.Pick(350, 700)
	for _, code := range []string{"bca1862", "staunton1860", "american1850"} {
		m := newTestModel(t, Options{Code: code})
		for step := 0; step < steps; step++ {
			if m.gameOver() {
				m.undo() // a mate, a resignation: the game goes on without it
			}
			var e record.Event
			switch k := rng.Intn(20); {
			case m.game.PendingPromotion():
				// A pawn on the last rank: its piece is named first (BCA
				// XIII waits for it), by whichever player moved it.
				for _, a := range []record.Actor{record.ActorWhite, record.ActorBlack} {
					if m.record(record.Event{Actor: a, Verb: record.Promote, Promotion: "q", Square: chess.NoSquare, To: chess.NoSquare}) == nil {
						break
					}
				}
				m.sync()
				continue
			case k < 13:
				e = randomMove(rng, m.game, true)
			case k < 15:
				e = randomMove(rng, m.game, false)
			case k < 17:
				r, ok := m.selected()
				if !ok || len(r.Options) == 0 {
					e = randomMove(rng, m.game, true)
					break
				}
				e = record.Event{Actor: m.chooserActor(), Verb: record.Choose, Option: r.Options[rng.Intn(len(r.Options))], Square: chess.NoSquare}
			case k < 18:
				e = record.Event{Actor: m.playerActing(), Verb: record.Claim}
			case k < 19:
				// A batch the core refuses half way: all of it rolled back.
				n := len(m.track.entries)
				bad := record.Event{Actor: record.ActorWhite, Verb: record.Release, Square: chess.NoSquare, To: chess.NoSquare}
				if err := m.record(randomMove(rng, m.game, true), bad); err == nil || len(m.track.entries) != n {
					t.Fatalf("%s: a batch with a bad event recorded (%v), %d events of %d", code, err, len(m.track.entries), n)
				}
				m.sync()
				checkRecord(t, &m, code+" rollback")
				continue
			default:
				m.undo()
				m.sync()
				checkRecord(t, &m, code+" undo")
				continue
			}
			if e.Actor == record.ActorUmpire && e.Verb == record.Move {
				continue
			}
			if err := m.record(e); err != nil {
				continue
			}
			m.sync()
			checkRecord(t, &m, code+" "+incidents.FormatEvent(e))
		}
		retracted := 0
		for _, en := range m.track.entries {
			if len(en.retracted) > 0 {
				retracted++
			}
		}
		path := m.sit.jpath
		quit(m)
		o := newTestModel(t, Options{Open: path})
		checkRecord(t, &o, code+" opened")
		unnamed := 0
		for _, en := range o.track.entries {
			if len(en.moves) != len(en.added) {
				unnamed++
			}
		}
		if retracted < 3 || len(m.track.entries) < 200 || unnamed < 60 {
			t.Fatalf("%s: %d events, %d took moves back, %d not named once opened: not the game this test needs", code, len(m.track.entries), retracted, unnamed)
		}
		sameLog(t, m, o, code)
	}
}

// randomMove is a legal move of the side to move, or (legal false) a man of
// either side moved to any square: a false move, a move out of turn, a man
// of the adversary's moved.
func randomMove(rng *rand.Rand, g *rules.Game, legal bool) record.Event {
	var men []chess.Square
	for sq := chess.Square(0); sq < 64; sq++ {
		if p := g.PieceAt(sq); !p.Empty() && (!legal || p.Color == g.Turn()) {
			men = append(men, sq)
		}
	}
	rng.Shuffle(len(men), func(i, j int) { men[i], men[j] = men[j], men[i] })
	for _, from := range men {
		to := chess.Square(rng.Intn(64))
		if legal {
			ts := g.LegalTargets(from)
			if len(ts) == 0 {
				continue
			}
			to = ts[rng.Intn(len(ts))]
		}
		return record.Event{Actor: record.ActorOf(g.PieceAt(from).Color), Verb: record.Move, Square: from, To: to}
	}
	return record.Event{Actor: g.Actor(), Verb: record.SayJadoube, Square: chess.NoSquare, To: chess.NoSquare}
}

// What an event costs the terminal does not grow with the game: recording a
// move and undoing it allocates as much after 3000 plies as after 200 (a
// whole Report per event, the record in UCI, is over 100 KiB more), and the
// log makes the lines of the events in view only. Bytes, not time: the test
// does not flake on a busy machine.
func TestCostPerEventDoesNotGrow(t *testing.T) {
	if testing.Short() {
		t.Skip("makes a 3000-ply game")
	}
	perEvent := func(plies int) uint64 {
		m := openJournal(t, writeJournal(t, plies, true), noSyncFS{journal.OS})
		defer func() { quit(m) }()
		m = send(m, tea.WindowSizeMsg{Width: 100, Height: 32})
		if len(m.panels.log.made) > m.lay.logH || len(m.panels.log.made) == 0 {
			t.Fatalf("%d plies: the log made the lines of %d events, for %d lines in view", plies, len(m.panels.log.made), m.lay.logH)
		}
		named := 0
		for _, en := range m.track.entries {
			if len(en.added) > 0 && len(en.moves) == len(en.added) {
				named++
			}
		}
		if named > m.lay.logH+8 {
			t.Fatalf("%d plies: %d events named in algebraic notation on opening, for %d lines in view", plies, named, m.lay.logH)
		}
		from, to := aMove(t, m.game)
		m = undoMove(t, recordMove(t, m, from, to)) // the first of each costs more
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		const rounds = 10
		for i := 0; i < rounds; i++ {
			m = undoMove(t, recordMove(t, m, from, to))
		}
		runtime.ReadMemStats(&after)
		return (after.TotalAlloc - before.TotalAlloc) / rounds
	}
	short, long := perEvent(200), perEvent(3000)
	t.Logf("per move recorded and undone: %d KiB after 200 plies, %d KiB after 3000", short>>10, long>>10)
	if long > short+64<<10 {
		t.Fatalf("a move recorded and undone allocates %d KiB after 3000 plies, %d KiB after 200", long>>10, short>>10)
	}
}

// Far back in a long log the lines in view come from counting every
// event's lines once; near its end, from walking back to them. The two
// show the same lines at every scroll, on a log with rulings, moves taken
// back and a start position, in a review too. The log is of 15 rounds of
// moves, three with a ruling (about 80 lines at 60 wide); the full run
// (testsize) plays 30.
func TestLogWindowCountedIsWalked(t *testing.T) {
	t.Parallel() // beside the tests that wait on a board
	m := newTestModel(t, Options{Code: "bca1862", FEN: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Moves: []string{"e2e4", "e7e5"}})
	rounds := testsize.Pick(15, 30)
	for i := 0; i < rounds; i++ {
		m = paste(m, "W move g1f3; B move g8f6; W move f3g1; B move f6g8")
		if i%7 == 0 {
			m = paste(m, "W move b1b4")
			m = paste(m, "B choose move-touched")
			m = paste(m, "W move b1c3; B move b8c6; W move c3b1; B move c6b8")
		}
	}
	if n := m.game.EventCount(); n != rounds*4+(rounds+6)/7*(1+1+4) {
		t.Fatalf("%d events recorded: not the log this test needs (%s)", n, m.panels.cmd.hint)
	}
	check := func(what string) {
		f := m.frame()
		for _, w := range []int{60, 33} {
			for _, h := range []int{1, 7, 25} {
				for back := 0; back < 1200; back += 13 {
					a, ba := logWindowWalked(&m, &f, w, h, back)
					b, bb := logWindowCounted(&m, &f, w, h, back)
					if ba != bb || !slices.Equal(a, b) {
						t.Fatalf("%s: %d wide, %d high, %d back: walked (back %d)\n%s\ncounted (back %d)\n%s", what, w, h, back, ba, strings.Join(a, "\n"), bb, strings.Join(b, "\n"))
					}
					if ba < back {
						break // past the top of the log: every further scroll shows the top
					}
				}
			}
		}
	}
	check("live")
	m = press(m, "v", "left", "left")
	check("review")
}

// TestLogSaysReadAsPlayed: a move that shows the game went on as played (a
// correction the law makes at once was never made at the board) is said so
// in the log, not as moves taken back.
func TestLogSaysReadAsPlayed(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	for _, l := range []string{"W move e2e4", "W move d2d4", "B move e7e5", "W move d4e5"} {
		m = command(m, l)
	}
	v := m.View()
	if !strings.Contains(v, "correction never made") || strings.Contains(v, "takes back") {
		t.Fatalf("the log does not say the game was read again as played:\n%s", m.View())
	}
	if got := m.snap.report.FEN; !strings.HasPrefix(got, "rnbqkbnr/pppp1ppp/8/4P3/4P3/8/PPP2PPP/RNBQKBNR") {
		t.Fatalf("board %s, want dxe5 played", got)
	}
}
