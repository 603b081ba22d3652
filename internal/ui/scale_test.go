package ui

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/journal"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
	"github.com/arbiter-chess/arbiter/internal/testkit/cputime"
	"github.com/arbiter-chess/arbiter/internal/testkit/longgame"
)

// The terminal on long games, which must stay as quick at 16000 plies as
// at 250 per event: opening a journal, recording a move, undoing it, and the frame after an event, at lengths from 20 to 16000
// plies, against ruling the same events with the core alone.

// scaleSizes are the lengths of the scaling table.
var scaleSizes = []int{250, 1000, 4000, 16000}

// gameEvents is the game of plies moves as the umpire records it: the
// random game (the core's BenchmarkRule2000 plays it) or the quiet one
// (its men kept: a ply costs the same late as early).
func gameEvents(tb testing.TB, plies int, quiet bool) []record.Event {
	tb.Helper()
	get := longgame.Moves
	if quiet {
		get = longgame.Quiet
	}
	moves, err := get(plies)
	if err != nil {
		tb.Fatal(err)
	}
	evs, err := longgame.Events(moves)
	if err != nil {
		tb.Fatal(err)
	}
	return evs
}

var (
	journalsMu sync.Mutex
	journals   = map[string]string{} // the journals written, by game: their text
)

// journalText is the journal of the game as the terminal writes it: its
// header, then each event on a line of its own with its stamp, a second
// apart.
func journalText(tb testing.TB, plies int, quiet bool) string {
	tb.Helper()
	key := fmt.Sprint(plies, quiet)
	journalsMu.Lock()
	defer journalsMu.Unlock()
	if text, ok := journals[key]; ok {
		return text
	}
	path := filepath.Join(tb.TempDir(), "head.inc")
	jr, err := journal.Create(journal.OS, path)
	if err != nil {
		tb.Fatal(err)
	}
	begun := testClock
	if err := jr.BeginWith(rules.Setup{Code: "bca1862"}, nil, begun); err != nil {
		tb.Fatal(err)
	}
	if err := jr.Close(); err != nil {
		tb.Fatal(err)
	}
	head, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	var b strings.Builder
	b.Write(head)
	for i, e := range gameEvents(tb, plies, quiet) {
		fmt.Fprintf(&b, "%s  # %s\n", incidents.FormatEvent(e), incidents.FormatStamp(begun.Add(time.Duration(i+1)*time.Second)))
	}
	journals[key] = b.String()
	return b.String()
}

// writeJournal writes the game's journal in a directory of its own, synced
// (the first event recorded would otherwise pay for syncing it all).
func writeJournal(tb testing.TB, plies int, quiet bool) string {
	tb.Helper()
	path := filepath.Join(tb.TempDir(), "game.inc")
	f, err := os.Create(path)
	if err != nil {
		tb.Fatal(err)
	}
	if err := writeSync(f, journalText(tb, plies, quiet)); err != nil {
		tb.Fatal(err)
	}
	return path
}

// openJournal is `arbiter open path` to its first frame.
func openJournal(tb testing.TB, path string, fsys journal.FS) Model {
	tb.Helper()
	m, err := NewModel(Options{Open: path, NoColor: true, clock: fixedNow, fs: fsys})
	if err != nil {
		tb.Fatal(err)
	}
	_ = m.View()
	return m
}

// ruleEvents is what `arbiter rule` asks of the core: every event applied,
// then the report.
func ruleEvents(tb testing.TB, evs []record.Event) {
	g, err := rules.New(rules.Setup{Code: "bca1862"})
	if err != nil {
		tb.Fatal(err)
	}
	for _, e := range evs {
		if err := g.Apply(e); err != nil {
			tb.Fatal(err)
		}
	}
	if rep := g.Report(); len(rep.Rulings) != 0 {
		tb.Fatalf("%d rulings", len(rep.Rulings))
	}
}

// aMove is a legal move of the side to move that gives no check: the
// squares to pick.
func aMove(tb testing.TB, g *rules.Game) (from, to chess.Square) {
	tb.Helper()
	for sq := chess.Square(0); sq < 64; sq++ {
		p := g.PieceAt(sq)
		if p.Empty() || p.Color != g.Turn() || p.Kind == 'P' {
			continue
		}
		for _, t := range g.LegalTargets(sq) {
			return sq, t
		}
	}
	tb.Fatal("no move for the side to move")
	return chess.NoSquare, chess.NoSquare
}

// recordMove picks the man and its square (enter, enter) through Update:
// the move recorded, then its frame.
func recordMove(tb testing.TB, m Model, from, to chess.Square) Model {
	m.panels.board.focus.cursor = from
	m = press(m, "enter")
	m.panels.board.focus.cursor = to
	m = press(m, "enter")
	_ = m.View()
	if m.status.msgKind != msgOK {
		tb.Fatalf("not recorded: %s", m.status.msg)
	}
	return m
}

// undoMove is u through Update, and its frame.
func undoMove(tb testing.TB, m Model) Model {
	m = press(m, "u")
	_ = m.View()
	if m.status.msgKind != msgOK {
		tb.Fatalf("not undone: %s", m.status.msg)
	}
	return m
}

// BenchmarkRuleGame2000 is the core's BenchmarkRule2000 in this package: the
// random 2000-ply game ruled, its events applied one by one.
func BenchmarkRuleGame2000(b *testing.B) {
	evs := gameEvents(b, 2000, false)
	cpu := cputime.Start(b)
	for i := 0; i < b.N; i++ {
		ruleEvents(b, evs)
	}
	cpu.Stop()
}

// BenchmarkOpen2000 is `arbiter open` of the same game's journal (each
// event a line with its stamp) to its first frame: read, parse, replay,
// the log, the layout, the frame.
func BenchmarkOpen2000(b *testing.B) {
	path := writeJournal(b, 2000, false)
	cpu := cputime.Start(b)
	for i := 0; i < b.N; i++ {
		quit(openJournal(b, path, nil))
	}
	cpu.Stop()
}

// BenchmarkRecordAt is a move recorded through Update (two picks, the
// journal synced, the frame) after 20 and 2000 plies of the random game.
func BenchmarkRecordAt(b *testing.B) {
	for _, plies := range []int{20, 2000} {
		b.Run(fmt.Sprint(plies), func(b *testing.B) { benchRecord(b, plies, false) })
	}
}

func benchRecord(b *testing.B, plies int, quiet bool) {
	m := openJournal(b, writeJournal(b, plies, quiet), nil)
	defer func() { quit(m) }()
	from, to := aMove(b, m.game)
	cpu := cputime.Start(b)
	for i := 0; i < b.N; i++ {
		m = recordMove(b, m, from, to)
		b.StopTimer()
		m = undoMove(b, m)
		b.StartTimer()
	}
	cpu.Stop()
}

// BenchmarkUndoMoveAt2000 is u through Update (the journal synced, the frame)
// after 2000 plies of the random game and a move.
func BenchmarkUndoMoveAt2000(b *testing.B) { benchUndo(b, 2000, false) }

func benchUndo(b *testing.B, plies int, quiet bool) {
	m := openJournal(b, writeJournal(b, plies, quiet), nil)
	defer func() { quit(m) }()
	from, to := aMove(b, m.game)
	cpu := cputime.Start(b)
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		m = recordMove(b, m, from, to)
		b.StartTimer()
		m = undoMove(b, m)
	}
	cpu.Stop()
}

// BenchmarkEventFrame2000 is the first frame after an event at ply 2000:
// the second pick of a move through Update (the core, the log, the
// layout) and View, with the journal's writes kept but not synced (the
// disk is not the terminal's cost).
func BenchmarkEventFrame2000(b *testing.B) {
	m := openJournal(b, writeJournal(b, 2000, false), noSyncFS{journal.OS})
	defer func() { quit(m) }()
	from, to := aMove(b, m.game)
	cpu := cputime.Start(b)
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		m.panels.board.focus.cursor = from
		m = press(m, "enter")
		m.panels.board.focus.cursor = to
		b.StartTimer()
		m = press(m, "enter")
		_ = m.View()
		b.StopTimer()
		if m.status.msgKind != msgOK {
			b.Fatalf("not recorded: %s", m.status.msg)
		}
		m = undoMove(b, m)
		b.StartTimer()
	}
	cpu.Stop()
}

// BenchmarkScale is the scaling table: rule, open, record and undo on the
// quiet game at 250, 1000, 4000 and 16000 plies.
func BenchmarkScale(b *testing.B) {
	for _, plies := range scaleSizes {
		b.Run(fmt.Sprintf("rule/%d", plies), func(b *testing.B) {
			evs := gameEvents(b, plies, true)
			cpu := cputime.Start(b)
			for i := 0; i < b.N; i++ {
				ruleEvents(b, evs)
			}
			cpu.Stop()
		})
		b.Run(fmt.Sprintf("open/%d", plies), func(b *testing.B) {
			path := writeJournal(b, plies, true)
			cpu := cputime.Start(b)
			for i := 0; i < b.N; i++ {
				quit(openJournal(b, path, nil))
			}
			cpu.Stop()
		})
		b.Run(fmt.Sprintf("record/%d", plies), func(b *testing.B) { benchRecord(b, plies, true) })
		b.Run(fmt.Sprintf("undo/%d", plies), func(b *testing.B) { benchUndo(b, plies, true) })
	}
}

// noSyncFS is the real file system with its syncs skipped.
type noSyncFS struct{ journal.FS }

func (f noSyncFS) OpenFile(name string, flag int, perm fs.FileMode) (journal.File, error) {
	file, err := f.FS.OpenFile(name, flag, perm)
	if err != nil {
		return nil, err
	}
	return noSyncFile{file}, nil
}

type noSyncFile struct{ journal.File }

func (noSyncFile) Sync() error { return nil }
