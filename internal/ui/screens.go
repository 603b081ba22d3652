package ui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

// pickerView lists the four codes with author, year and what sets each
// apart.
func (m Model) pickerView() string {
	w, h := m.width, m.height
	lines := []string{
		m.th.render(m.th.title, "arbiter") + " — the umpire's terminal",
		"",
		"Under which code of laws is the game played? enter: a new game · p: practise",
		"",
	}
	for i, c := range m.codes {
		mark := "  "
		if i == m.pickerAt {
			mark = "> "
		}
		def := ""
		if c.ID == rules.DefaultCode {
			def = " (default)"
		}
		head := fmt.Sprintf("%s%d  %-13s %s, %d%s", mark, i+1, c.ID, c.Author, c.Year, def)
		if i == m.pickerAt {
			head = m.th.render(m.th.selected, head)
		}
		lines = append(lines, head)
		for _, l := range wrap(c.Title, w-21) {
			lines = append(lines, strings.Repeat(" ", 20)+l)
		}
		for _, l := range wrap(c.Blurb, w-21) {
			lines = append(lines, strings.Repeat(" ", 20)+m.th.render(m.th.dim, l))
		}
		lines = append(lines, "")
	}
	start := "the initial position"
	if m.setup.FEN != "" {
		start = "FEN " + m.setup.FEN
	}
	if len(m.setup.Moves) > 0 {
		start += ", after " + strings.Join(m.setup.Moves, " ")
	}
	lines = append(lines, "Start: "+start, "Journal: "+m.jpath)
	body := h - 2
	for len(lines) < body {
		lines = append(lines, "")
	}
	if len(lines) > body {
		lines = lines[:body]
	}
	msg := m.msg
	if m.msgKind == msgErr {
		msg = m.th.render(m.th.err, msg)
	}
	k := m.keys
	lines = append(lines, msg, m.fitHelp([]key.Binding{k.Up, k.Down, k.Start, practiceKey,
		key.NewBinding(key.WithKeys("1"), key.WithHelp("1-4", "pick")), k.Laws, k.Help, k.Quit}, w))
	return joinLines(lines, w, h)
}

// helpView lists every key with what it does, the board's marks and the
// command line's notation.
func (m Model) helpView() string {
	w, h := m.width, m.height
	colW := (w - 2) / 2
	entry := func(b key.Binding) string {
		hp := b.Help()
		return fmt.Sprintf("  %-12s %s", hp.Key, hp.Desc)
	}
	groups := m.keys.fullHelp()
	titles := []string{"Board", "Recording", "Rulings", "The game"}
	var col1, col2 []string
	for i, g := range groups {
		dst := &col1
		if i%2 == 1 {
			dst = &col2
		}
		*dst = append(*dst, m.th.render(m.th.bold, titles[i]))
		for _, b := range g {
			*dst = append(*dst, entry(b))
		}
		*dst = append(*dst, "")
	}
	var lines []string
	for i := 0; i < max(len(col1), len(col2)); i++ {
		a, b := "", ""
		if i < len(col1) {
			a = col1[i]
		}
		if i < len(col2) {
			b = col2[i]
		}
		lines = append(lines, padRight(a, colW)+"  "+fit(b, colW))
	}
	lines = append(lines, m.th.render(m.th.bold, "Board marks (the same with or without colour)"))
	leg := legend(m.opts.ASCII)
	for i := 0; i < len(leg); i += 2 {
		a, b := "  "+leg[i], ""
		if i+1 < len(leg) {
			b = "  " + leg[i+1]
		}
		lines = append(lines, padRight(a, colW)+"  "+fit(b, colW))
	}
	lines = append(lines, "",
		"The keys act for the side to move (tab switches, to record a move out of turn); claim, choose",
		"and waive act for the ruling's chooser. The command line takes any event: :W touch e2 accidentally.")
	// A short terminal scrolls the list under a fixed title.
	title := m.th.render(m.th.title, "arbiter") + " — keys (esc or ? closes)"
	room := h - 2
	scroll := min(m.helpScroll, max(0, len(lines)-room))
	if len(lines) > room {
		title += fmt.Sprintf(" · ↑/↓ scroll (%d more)", len(lines)-room-scroll)
	}
	out := append([]string{title, ""}, lines[scroll:]...)
	return joinLines(out, w, h)
}
