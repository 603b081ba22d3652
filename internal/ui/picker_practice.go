package ui

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/practice"
)

// practiceKey, on the code picker, practises the law of the highlighted
// code instead of beginning a game: one keystroke to the first question.
var practiceKey = key.NewBinding(key.WithKeys("p"), key.WithHelp("p", "practise the law"))

// startPractice leaves the picker for a practice round under the
// highlighted code, at its first question. The journal made for a game
// that was never begun goes, as when the picker is quit.
func (m Model) startPractice() (tea.Model, tea.Cmd) {
	c, ok := m.screens.picker.chosen()
	if !ok || c.code == "" {
		m.setMsg(msgErr, "Practice: pick a code first")
		return m, nil
	}
	code := c.code
	items, err := practice.LibraryItems(code, "")
	if err != nil {
		m.setMsg(msgErr, "Practice: "+err.Error())
		return m, nil
	}
	st, notice := practice.OpenDefaultStore()
	p, err := NewPractice(PracticeOptions{
		Code: code, Items: items, Source: "the library", Store: st, Notice: notice,
		AtQuestion: true, NoColor: m.term.opts.NoColor, ASCII: m.term.opts.ASCII,
		Width: m.term.width, Height: m.term.height,
	})
	if err != nil {
		m.setMsg(msgErr, "Practice: "+err.Error())
		return m, nil
	}
	m.sit.jr.Abandon()
	return p, nil
}
