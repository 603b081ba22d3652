package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// refusedJournal is a journal of 40 moves whose 8th event is a choice no
// pending ruling offers (as a journal of an older arbiter may hold one).
func refusedJournal(tb testing.TB) string {
	tb.Helper()
	moves := strings.Fields("e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 d2d3 f8c5 c2c3 d7d6 b1d2 a7a6 b2b4 c5a7 a2a4 h7h6 c1b2 e8g8 d1e2 f8e8 " +
		"e1g1 c8e6 a1e1 d8e7 h2h3 a8d8 g1h1 g8h8 f1g1 e6c4 d2c4 f6h7 g2g4 e7f6 g1g2 h8g8 h1h2 g8h8 e2e3 h8g8")
	var b strings.Builder
	b.WriteString("[Journal \"1\"]  # arbiter journal written by arbiter v0.1: each event is appended with its stamp (docs/notation.md)\n[Code \"bca1862\"]\n[Begun \"2026-10-01T18:00:00.000Z\"]\n")
	for i, m := range moves {
		side := "W"
		if i%2 == 1 {
			side = "B"
		}
		ev := side + " move " + m
		if i == 7 {
			ev = "B choose move-king"
		}
		fmt.Fprintf(&b, "%s  # 2026-10-01T18:%02d:%02d.000Z\n", ev, i/60, i%60)
	}
	path := filepath.Join(tb.TempDir(), "old.inc")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		tb.Fatal(err)
	}
	return path
}

// TestOpenStopsAtARefusedLine: the game opens, shown up to the refused
// line, read-only, with the line, the reason and the rest listed; the
// journal is not changed. With GoOn the refused line and those after it
// are kept as comments and the game is recorded on.
func TestOpenStopsAtARefusedLine(t *testing.T) {
	path := refusedJournal(t)
	before, _ := os.ReadFile(path)
	m := openJournal(t, path, nil)
	if len(m.track.entries) != 7 || m.sit.readOnly == "" || m.sit.jr != nil {
		t.Fatalf("%d events replayed, read-only %q, journal held %v; want 7, read-only, none", len(m.track.entries), m.sit.readOnly, m.sit.jr != nil)
	}
	for _, want := range []string{"Line 11", "B choose move-king", "refused by arbiter", "(the journal is by v0.1)", "32 lines after it not replayed", "7 events replayed", "arbiter open --go-on " + path} {
		if !strings.Contains(m.status.msg, want) {
			t.Errorf("message %q\nwants %q", m.status.msg, want)
		}
	}
	if len(m.sit.refusedLog) != 2+32 || !strings.Contains(m.sit.refusedLog[0], "✗ B choose move-king") || !strings.Contains(m.sit.refusedLog[2], "· W move c2c3") {
		t.Errorf("the log's refused lines: %q", m.sit.refusedLog[:3])
	}
	view := m.View()
	if !strings.Contains(view, "✗ B choose move-king") {
		t.Errorf("the refused line is not on screen:\n%s", view)
	}
	if after, _ := os.ReadFile(path); string(after) != string(before) {
		t.Fatal("opening changed the journal")
	}

	m, err := NewModel(Options{Open: path, GoOn: true, NoColor: true, clock: fixedNow})
	if err != nil {
		t.Fatal(err)
	}
	if len(m.track.entries) != 7 || m.sit.readOnly != "" || m.sit.jr == nil {
		t.Fatalf("--go-on: %d events, read-only %q", len(m.track.entries), m.sit.readOnly)
	}
	if err := m.sit.jr.Append("B move f8c5", fixedNow()); err != nil {
		t.Fatal(err)
	}
	m.sit.jr.Close()
	after, _ := os.ReadFile(path)
	if !strings.Contains(string(after), "\n#| B choose move-king  # 2026-10-01T18:00:07.000Z\n") || !strings.HasPrefix(string(after), string(before[:strings.Index(string(before), "B choose")])) {
		t.Fatalf("journal after --go-on:\n%s", after)
	}
	m = openJournal(t, path, nil)
	if len(m.track.entries) != 8 || m.sit.readOnly != "" {
		t.Fatalf("reopened: %d events, read-only %q", len(m.track.entries), m.sit.readOnly)
	}
	m.sit.jr.Close()
}
