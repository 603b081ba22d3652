package ui

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/incidents"
)

// longGame is 100 plies of Knights going out and back, with a
// touch-move breach waived every twenty plies, a false move claimed and
// enforced, and a ruling pending at the end: the log, the ruling panel and
// the board all have work to do.
func longGame() []string {
	cycle := []string{"W move g1f3", "B move g8f6", "W move f3g1", "B move f6g8"}
	var evs []string
	for ply := 0; ply < 100; ply++ {
		if ply%20 == 0 && ply%4 == 0 {
			evs = append(evs, "W touch a2") // then moves a Knight: touch-move breach
		}
		evs = append(evs, cycle[ply%4])
		if ply%20 == 0 && ply%4 == 0 {
			evs = append(evs, "B waive")
		}
	}
	return append(evs, "W move b1b4", "B claim", "B choose move-touched", "W move b1c3", "B move e7e5", "W move e2e4", "B touch d1")
}

func benchModel(b testing.TB) Model {
	m := newTestModel(b, Options{Code: "bca1862"})
	for _, e := range longGame() {
		evs, err := incidents.ParseEvents(e)
		if err != nil {
			b.Fatal(err)
		}
		if err := m.record(evs...); err != nil {
			b.Fatalf("%s: %v", e, err)
		}
	}
	if n := len(m.snap.report.Moves); n < 100 {
		b.Fatalf("only %d moves", n)
	}
	if len(m.allRulings()) < 6 || len(m.snap.pending) == 0 {
		b.Fatalf("rulings %d, pending %d", len(m.allRulings()), len(m.snap.pending))
	}
	return m
}

// BenchmarkView is a frame between two events: the log is cached.
func BenchmarkView(b *testing.B) {
	m := benchModel(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		_ = m.View()
	}
}

// BenchmarkViewAfterEvent is the first frame after an event: the panels
// laid out again (the log's lines made again), then drawn.
func BenchmarkViewAfterEvent(b *testing.B) {
	m := benchModel(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m.cache.version++
		m.sync()
		_ = m.View()
	}
}

// BenchmarkViewColour is BenchmarkViewAfterEvent with the styles on.
func BenchmarkViewColour(b *testing.B) {
	m := benchModel(b)
	th := newTheme(false, false, nil)
	m.term.th = &th
	m.term.opts.NoColor = false
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m.cache.version++
		m.sync()
		_ = m.View()
	}
}

// BenchmarkRecord is one event through Update: core, journal with fsync,
// snapshot and the next frame.
func BenchmarkRecord(b *testing.B) {
	m := benchModel(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m = press(m, "j") // J'adoube: always accepted, changes nothing on the board
		_ = m.View()
	}
}

// BenchmarkStartup is `arbiter --code bca1862` to its first frame.
func BenchmarkStartup(b *testing.B) {
	dir := b.TempDir()
	for i := 0; i < b.N; i++ {
		m, err := NewModel(Options{Code: "bca1862", Journal: filepath.Join(dir, "new.inc"), NoColor: true})
		if err != nil {
			b.Fatal(err)
		}
		_ = m.View()
		m.sit.jr.Abandon()
	}
}

// BenchmarkStartupOpen is `arbiter open` of the 100-ply game to its first
// frame: parse, replay twice (as `arbiter rule` does, then for the log).
func BenchmarkStartupOpen(b *testing.B) {
	m := benchModel(b)
	data, err := os.ReadFile(m.sit.jpath)
	if err != nil {
		b.Fatal(err)
	}
	path := filepath.Join(b.TempDir(), "game.inc")
	if err := os.WriteFile(path, data, 0o644); err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m, err := NewModel(Options{Open: path, NoColor: true})
		if err != nil {
			b.Fatal(err)
		}
		_ = m.View()
		quit(m)
	}
}

// BenchmarkRecordMoveAndUndo is a move through Update at ply 100 (core,
// algebraic notation, journal with fsync, frame), then its undo (journal
// appended as `U undo`, frame).
func BenchmarkRecordMoveAndUndo(b *testing.B) {
	m := benchModel(b)
	m = command(m, "W waive")
	m = command(m, "B release d1")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m = command(m, "B move g8f6")
		if len(m.snap.report.Moves) != 104 {
			b.Fatalf("not recorded: %s", m.panels.cmd.hint)
		}
		_ = m.View()
		m = press(m, "u")
		_ = m.View()
	}
}

// BenchmarkTypedMove is a move typed at ply 100 (N, f, 6, enter: each key
// through Update with its frame, the move read against the legal moves,
// recorded with fsync), then its undo.
func BenchmarkTypedMove(b *testing.B) {
	m := benchModel(b)
	m = command(m, "W waive")
	m = command(m, "B release d1")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, k := range []string{"N", "f", "6", "enter"} {
			m = press(m, k)
			_ = m.View()
		}
		if len(m.snap.report.Moves) != 104 {
			b.Fatalf("not recorded: %s", m.panels.mv.hint)
		}
		m = press(m, "u")
		_ = m.View()
	}
}

// BenchmarkKeyOnALine is one key typed on the command line: the line, its
// suggestions and the frame; nothing else changes.
func BenchmarkKeyOnALine(b *testing.B) {
	m := benchModel(b)
	m = press(m, ":")
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		m = press(m, "x")
		_ = m.View()
		m = press(m, "backspace")
		_ = m.View()
	}
}
