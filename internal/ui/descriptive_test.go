package ui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
)

// logText is the log's lines in view, without style, each trimmed.
func logText(m Model) string {
	var lines []string
	for _, l := range m.panels.log.view {
		lines = append(lines, strings.TrimSpace(ansi.Strip(l)))
	}
	return strings.Join(lines, "\n")
}

// TestLogDescriptive: D spells the log's moves in descriptive notation,
// as the report does (chess.Descriptive): the moves each event added, the
// moves an event took back, the same again after an undo; D again returns
// to algebraic. An irregular move keeps its algebraic long form.
func TestLogDescriptive(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = send(m, tea.WindowSizeMsg{Width: 100, Height: 32})
	for _, c := range []string{"W move e2e4", "B move e7e5", "W touch g1", "W move b1c3", "B claim", "B choose select-touched g1"} {
		m = command(m, c)
	}
	if log := logText(m); !strings.Contains(log, "1. e4") || strings.Contains(log, "P. to K's 4th") {
		t.Fatalf("the log is in algebraic notation until asked:\n%s", log)
	}
	m = press(m, "D")
	log := logText(m)
	for _, want := range []string{"1. P. to K's 4th", "1... P. to K's 4th", "2. Q. Kt. to B's 3rd", "(takes back 2. Q. Kt. to B's 3rd)"} {
		if !strings.Contains(log, want) {
			t.Errorf("D: the log lacks %q:\n%s", want, log)
		}
	}
	if strings.Contains(log, "1. e4") || !strings.Contains(m.status.msg, "descriptive") {
		t.Errorf("D: the log still in algebraic notation, or unsaid (%q):\n%s", m.status.msg, log)
	}
	// The undo puts the Knight's move back, spelt as it was; the next moves
	// are spelt on.
	m = press(m, "u")
	m = command(m, "W move g1f3") // out of turn: Black was to move
	m = command(m, "B claim")     // noticed: the retraction stands
	m = command(m, "B move g8f6")
	log = logText(m)
	for _, want := range []string{"2. Q. Kt. to B's 3rd", "K. Kt. to B's 3rd", "Kt. to B's 3rd"} {
		if !strings.Contains(log, want) {
			t.Errorf("after an undo: the log lacks %q:\n%s", want, log)
		}
	}
	if strings.Contains(log, "takes back") {
		t.Errorf("the undone retraction still shows:\n%s", log)
	}
	m = command(m, "W move f1f5") // a false move: no descriptive spelling
	if log := logText(m); !strings.Contains(log, "Bf1-f5") {
		t.Errorf("the false move lost its long algebraic form:\n%s", log)
	}
	m = press(m, "D")
	if log := logText(m); !strings.Contains(log, "2... Nf6") || strings.Contains(log, "Kt.") {
		t.Errorf("D again: the log is not back in algebraic notation:\n%s", log)
	}
}

// TestLogDescriptiveOption: --descriptive opens the log in descriptive
// notation, a game opened from its journal and one begun from moves
// (the Moves tag) alike; at 80x24 a move too long for the column beside
// the event goes under it, whole.
func TestLogDescriptiveOption(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862", Descriptive: true, Moves: []string{"e2e4", "e7e5"}})
	m = send(m, tea.WindowSizeMsg{Width: 80, Height: 24})
	m = command(m, "W move g1f3")
	m = command(m, "B move b8c6")
	log := logText(m)
	for _, want := range []string{"Start: the initial position, then 1. P. to K's 4th 1... P. to K's 4th", "2. K. Kt. to B's 3rd", "2... Q. Kt. to B's 3rd"} {
		if !strings.Contains(strings.Join(strings.Fields(log), " "), want) {
			t.Errorf("the log lacks %q:\n%s", want, log)
		}
	}
	for _, l := range strings.Split(log, "\n") {
		if strings.HasSuffix(l, "B's") || strings.HasSuffix(l, "to") {
			t.Errorf("a move cut across lines: %q\n%s", l, log)
		}
	}
	path := m.sit.jpath
	quit(m)
	o := newTestModel(t, Options{Open: path, Descriptive: true})
	o = send(o, tea.WindowSizeMsg{Width: 100, Height: 32})
	if log := logText(o); !strings.Contains(log, "2... Q. Kt. to B's 3rd") {
		t.Errorf("a game opened: the log lacks its moves in descriptive notation:\n%s", log)
	}
}

// TestNotationKeyListed: D is in the footer and in the help.
func TestNotationKeyListed(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = send(m, tea.WindowSizeMsg{Width: 100, Height: 32})
	if v := m.View(); !strings.Contains(v, "D descriptive") {
		t.Errorf("the footer lacks D:\n%s", v)
	}
	if help := strings.Join(helpLines(m, 100), "\n"); !strings.Contains(help, "D            the log's moves in descriptive notation") {
		t.Errorf("the help lacks D:\n%s", help)
	}
}

// TestPlainDescriptive: the plain mode's lines spell the moves as the log
// does.
func TestPlainDescriptive(t *testing.T) {
	var said []string
	m := newTestModel(t, Options{Code: "bca1862", Plain: true, Descriptive: true, transcript: &said})
	m = send(m, tea.WindowSizeMsg{Width: 100, Height: 32})
	m = command(m, "W move e2e4")
	m = command(m, "B move g8f6")
	if all := strings.Join(said, "\n"); !strings.Contains(all, "(1. P. to K's 4th).") || !strings.Contains(all, "(1... K. Kt. to B's 3rd).") {
		t.Errorf("the plain lines lack the descriptive notation:\n%s", all)
	}
	quit(m)
}

// TestLogDescriptiveRookOdds: at Rook odds the King's leap on the side of
// the Rook given reads as castling too (BCA X), so White's castling on the
// other side names its Rook: "Castles (K. R.)", where with both Rooks
// standing and the Queen's side blocked it would be "Castles". The same
// when the game is opened from its journal and D pressed then: the moves
// replayed are spelt against the position before each, as when made.
func TestLogDescriptiveRookOdds(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862", Odds: "white gives the queen's rook", Descriptive: true})
	m = send(m, tea.WindowSizeMsg{Width: 100, Height: 40})
	for _, mv := range strings.Fields("d4 d5 Nc3 Nc6 Bf4 Bf5 Qd2 Qd7 e3 e6 Bd3 Bd6 Nf3 Nf6 O-O") {
		m = typeMove(m, mv)
	}
	log := logText(m)
	for _, w := range []string{"8. Castles (K. R.)", "2. Q. Kt. to B's 3rd", "7. Kt. to B's 3rd"} {
		if !strings.Contains(log, w) {
			t.Errorf("the log lacks %q:\n%s", w, log)
		}
	}
	path := m.sit.jpath
	quit(m)
	o := newTestModel(t, Options{Open: path})
	o = send(o, tea.WindowSizeMsg{Width: 100, Height: 40})
	o = press(o, "D")
	if got := logText(o); got != log {
		t.Errorf("opened, then D:\n%s\nwant, as recorded:\n%s", got, log)
	}
	quit(o)
}
