package ui

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// component is what each panel of the game screen is, so that each panel
// keeps its own state and keys (a Model a newcomer can hold in mind): an
// Update that returns the panel and a command, a View, and a SetSize.
type component[T any] interface {
	Update(tea.Msg) (T, tea.Cmd)
	View() string
	SetSize(w, h int) T
}

// The game screen's panels are components: the build fails where one is not.
var (
	_ component[boardPanel]  = boardPanel{}
	_ component[rulingPanel] = rulingPanel{}
	_ component[lawQuote]    = lawQuote{}
	_ component[logPanel]    = logPanel{}
	_ component[commandLine] = commandLine{}
	_ component[footer]      = footer{}
)

// TestPanelsKeepTheirState: a panel's Update changes the panel it returns
// (the board's cursor, the log's scrolling), the Model keeps what it got.
func TestPanelsKeepTheirState(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = send(m, tea.WindowSizeMsg{Width: 100, Height: 32})
	b, _ := m.panels.board.Update(keyMsg("up"))
	if b.focus.cursor == m.panels.board.focus.cursor || b.focus.cursor.String() != "e3" {
		t.Errorf("the board's Update: cursor %s, the Model's %s", b.focus.cursor, m.panels.board.focus.cursor)
	}
	m = press(m, "up", "F")
	if m.panels.board.focus.cursor.String() != "e3" || !m.panels.board.focus.flipped {
		t.Errorf("after ↑ F: cursor %s, flipped %v", m.panels.board.focus.cursor, m.panels.board.focus.flipped)
	}
	for _, c := range []string{"W move e2e4", "B move e7e5", "W move g1f3", "B move b8c6", "W move f1b5", "B move a7a6", "W move b5a4", "B move g8f6", "W move e1g1", "B move f8e7", "W move f1e1", "B move b7b5", "W move a4b3", "B move d7d6", "W move c2c3", "B move e8g8"} {
		m = command(m, c)
	}
	l, _ := m.panels.log.Update(keyMsg("pgup"))
	if l.scrolledBack() == 0 || m.panels.log.scrolledBack() != 0 {
		t.Errorf("the log's Update: scrolled back %d, the Model's %d", l.scrolledBack(), m.panels.log.scrolledBack())
	}
}
