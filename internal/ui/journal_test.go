package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestJournalHeaderAtStart: the header is on disk before the first event;
// a game quit at once leaves no file behind.
func TestJournalHeaderAtStart(t *testing.T) {
	p := filepath.Join(t.TempDir(), "sub", "dir", "g.inc")
	m := newTestModel(t, Options{Code: "staunton1860", FEN: "8/8/8/8/8/8/k7/4K3 w - - 0 1", Moves: []string{"e1d1"}, Journal: p})
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatalf("no journal before the first event: %v", err)
	}
	want := `[Journal "1"]  # arbiter journal written by arbiter (devel): each event is appended with its stamp (docs/notation.md)
[Code "staunton1860"]
[FEN "8/8/8/8/8/8/k7/4K3 w - - 0 1"]
[Moves "e1d1"]
[Begun "2026-11-22T10:04:05.000Z"]
`
	if string(data) != want {
		t.Fatalf("journal:\n%s\nwant\n%s", data, want)
	}
	m = command(m, "B touch a2")
	m = command(m, "B release a1; U note in a hurry")
	data, _ = os.ReadFile(p)
	if !strings.HasSuffix(string(data), "[Begun \"2026-11-22T10:04:05.000Z\"]\nB touch a2  # 2026-11-22T10:04:05.000Z\nB release a1; U note in a hurry  # 2026-11-22T10:04:05.000Z\n") {
		t.Fatalf("journal:\n%s", data)
	}
	if _, err := NewModel(Options{Code: "bca1862", Journal: p}); err == nil {
		t.Fatal("NewModel accepted an existing journal")
	}
	// Quit at once: nothing left behind.
	q := filepath.Join(t.TempDir(), "q.inc")
	m = newTestModel(t, Options{Code: "bca1862", Journal: q})
	if !m.sit.jr.Abandon() {
		t.Fatal("a game without events was kept")
	}
	if _, err := os.Stat(q); err == nil {
		t.Fatal("the journal of a game without events stayed")
	}
}

func TestOpenAppendsAfterAnUnterminatedLine(t *testing.T) {
	p := filepath.Join(t.TempDir(), "g.inc")
	if err := os.WriteFile(p, []byte("[Code \"bca1862\"]\nW move e2e4"), 0o644); err != nil {
		t.Fatal(err)
	}
	m := newTestModel(t, Options{Open: p})
	m = command(m, "B move e7e5")
	if got := strings.Join(journalEvents(t, p), "; "); got != "W move e2e4; B move e7e5" {
		t.Fatalf("journal events %q", got)
	}
}

func TestDefaultJournalPath(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_DATA_HOME", dir)
	p, err := defaultJournalPath(testClock)
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(dir, "arbiter", "games", "2026-11-22T100405.inc"); p != want {
		t.Fatalf("path %s, want %s", p, want)
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if p2, _ := defaultJournalPath(testClock); p2 == p || !strings.HasSuffix(p2, "-2.inc") {
		t.Fatalf("second game of the second: %s", p2)
	}
	t.Setenv("XDG_DATA_HOME", "")
	t.Setenv("HOME", dir)
	if p, _ := defaultJournalPath(testClock); !strings.HasPrefix(p, filepath.Join(dir, ".local", "share", "arbiter", "games")) {
		t.Fatalf("without XDG_DATA_HOME: %s", p)
	}
}

func TestSetupNotesShown(t *testing.T) {
	fen := "rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w KQkq - 0 1"
	m := newTestModel(t, Options{Code: "bca1862", FEN: fen})
	if !strings.Contains(m.status.msg, "castling right Q dropped: no white Rook on a1") {
		t.Fatalf("new game: %q", m.status.msg)
	}
	p := newTestModel(t, Options{FEN: fen})
	p = press(p, "enter")
	if !strings.Contains(p.status.msg, "castling right k dropped") {
		t.Fatalf("picker: %q", p.status.msg)
	}
	path := m.sit.jpath
	m = command(m, "W move e2e4")
	quit(m)
	o := newTestModel(t, Options{Open: path})
	if !strings.Contains(o.status.msg, "castling right Q dropped") {
		t.Fatalf("open: %q", o.status.msg)
	}
}

// TestReadOnlyOffersNoRecording: a read-only review's footer offers no
// recording keys, and a move typed there is refused with the line closed,
// so that the next keys are keys again (q quits).
func TestReadOnlyOffersNoRecording(t *testing.T) {
	p := filepath.Join(t.TempDir(), "g.inc")
	if err := os.WriteFile(p, []byte("W move e2e4\nB move e7e5\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	m := newTestModel(t, Options{Open: p, ReadOnly: true})
	keys := gameKeys{m: &m}
	for _, b := range keys.ShortHelp() {
		if b.Help() == m.term.keys.Touch.Help() || b.Help() == m.term.keys.Undo.Help() || b.Help() == m.term.keys.TypeMove.Help() {
			t.Errorf("the read-only footer offers %q", b.Help().Desc)
		}
	}
	m = typeMove(m, "Nf3")
	if m.panels.mv.on || !strings.Contains(m.status.msg, "records nothing") {
		t.Errorf("after a typed move: line open %v, message %q", m.panels.mv.on, m.status.msg)
	}
	if _, cmd := m.Update(keyMsg("ctrl+c")); cmd == nil {
		t.Error("ctrl+c does not quit a read-only review at once")
	}
}
