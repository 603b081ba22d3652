package ui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/viewport"
	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

// pickerChoice is one line of the start screen: a code to play under, or
// another way to begin. New kinds of start are added as choices (see
// pickerChoices); the picker itself knows none.
type pickerChoice struct {
	label  string   // the id shown ("bca1862")
	detail string   // beside it ("British Chess Association, 1862 (default)")
	lines  []string // under it: the title, then what sets it apart (dim)
	code   string   // the code whose laws `L` opens from here; "" for none
	// start begins it; an error is shown and the picker stays.
	start func(m *Model) error
}

// picker is the start screen's list of choices.
type picker struct {
	choices []pickerChoice
	at      int
}

func newPicker(choices []pickerChoice) picker {
	p := picker{choices: choices}
	for i, c := range choices {
		if c.code == rules.DefaultCode {
			p.at = i
		}
	}
	return p
}

// pickerChoices are the start screen's choices: a game under each code.
// Other ways to begin are appended here.
func (m *Model) pickerChoices() []pickerChoice {
	var out []pickerChoice
	for _, c := range rules.Codes() {
		c := c
		def := ""
		if c.ID == rules.DefaultCode {
			def = " (default)"
		}
		out = append(out, pickerChoice{
			label:  c.ID,
			detail: fmt.Sprintf("%s, %d%s", c.Author, c.Year, def),
			lines:  []string{c.Title, "\x00" + c.Blurb},
			code:   c.ID,
			start: func(m *Model) error {
				notes := m.status.msg // what the start found (a directory made), said with the game
				if err := m.newGame(c.ID); err != nil {
					return err
				}
				m.setMsg(msgInfo, strings.TrimSpace("New game under "+m.sit.info.ID+". Journal: "+m.sit.jpath+" "+setupNoteText(m.sit.setup.FEN)+" "+notes))
				return nil
			},
		})
	}
	return out
}

func (m Model) updatePicker(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	k := m.term.keys
	p := &m.screens.picker
	switch {
	case keyIs(msg, k.Quit), keyIs(msg, k.Back):
		return m, tea.Quit
	case keyIs(msg, k.Help):
		m.openHelp()
	case keyIs(msg, k.Laws):
		m.openLaws("", nil)
	case keyIs(msg, practiceKey):
		return m.startPractice()
	case keyIs(msg, k.Up):
		if p.at > 0 {
			p.at--
		}
	case keyIs(msg, k.Down):
		if p.at < len(p.choices)-1 {
			p.at++
		}
	case keyIs(msg, k.Start):
		if p.at < len(p.choices) {
			if err := p.choices[p.at].start(&m); err != nil {
				m.setMsg(msgErr, err.Error())
			}
		}
	default:
		// Digits pick a choice directly.
		if s := msg.String(); len(s) == 1 && s[0] >= '1' && s[0] <= '9' {
			if i := int(s[0] - '1'); i < len(p.choices) {
				p.at = i
			}
		}
	}
	return m, nil
}

// pickerView lists the choices with what sets each apart.
func (m Model) pickerView() string {
	th := m.term.th
	w, h := m.term.width, m.term.height
	lines := []string{
		th.render(th.title, "arbiter") + th.text(" — the umpire's terminal"),
		"",
		"Under which code of laws is the game played? enter: a new game · p: practise",
		"",
	}
	for i, c := range m.screens.picker.choices {
		mark := "  "
		if i == m.screens.picker.at {
			mark = "> "
		}
		head := th.text(fmt.Sprintf("%s%d  %-13s %s", mark, i+1, c.label, c.detail))
		if i == m.screens.picker.at {
			head = th.render(th.selected, head)
		}
		lines = append(lines, head)
		for _, text := range c.lines {
			dim := strings.HasPrefix(text, "\x00")
			for _, l := range wrap(th.text(strings.TrimPrefix(text, "\x00")), w-21) {
				if dim {
					l = th.render(th.dim, l)
				}
				lines = append(lines, strings.Repeat(" ", 20)+l)
			}
		}
		lines = append(lines, "")
	}
	start := "the initial position"
	if m.sit.setup.FEN != "" {
		start = "FEN " + m.sit.setup.FEN
	}
	if len(m.sit.setup.Moves) > 0 {
		start += ", after " + strings.Join(m.sit.setup.Moves, " ")
	}
	lines = append(lines, "Start: "+start, "Journal: "+m.sit.jpath)
	if p := m.sit.tags.players("-"); p != "" {
		lines = append(lines, th.text("Players: "+p))
	}
	k := m.term.keys
	keys := m.panels.foot.keyLines([]key.Binding{k.Up, k.Down, k.Start, practiceKey,
		key.NewBinding(key.WithKeys("1"), key.WithHelp(fmt.Sprintf("1-%d", len(m.screens.picker.choices)), "pick")), k.Laws, k.Help, k.Quit}, w, 1)
	msg := wrap(th.text(m.status.msg), w)
	if m.status.msgKind == msgErr {
		for i := range msg {
			msg[i] = th.render(th.err, msg[i])
		}
	}
	body := h - len(keys) - max(1, len(msg))
	for len(lines) < body {
		lines = append(lines, "")
	}
	if len(lines) > body {
		lines = lines[:body]
	}
	if len(msg) == 0 {
		msg = []string{""}
	}
	lines = append(append(lines, msg...), keys...)
	return th.join(lines, w, h)
}

// helpScreen lists every key with what it does, the board's marks and the
// command line's notation, in a viewport that stops at its end.
type helpScreen struct {
	vp    viewport.Model
	width int
}

func newHelpScreen() helpScreen { return helpScreen{vp: viewport.New(0, 0)} }

func (m *Model) openHelp() {
	if m.screen != screenHelp {
		m.back = m.screen
	}
	m.screen = screenHelp
	m.screens.help.width = -1 // lay it out again
	m.screens.help.SetSize(m, m.term.width, m.term.height)
	m.screens.help.vp.GotoTop()
}

// SetSize lays the text out for w×h: a title line and a key line frame it.
func (s *helpScreen) SetSize(m *Model, w, h int) {
	s.vp.Height = max(0, h-3)
	if s.width == w {
		return
	}
	s.width = w
	s.vp.Width = w
	s.vp.SetContent(strings.Join(m.helpLines(w), "\n"))
}

func (m Model) updateHelp(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	k := m.term.keys
	switch {
	case keyIs(msg, k.Help), keyIs(msg, k.Back), keyIs(msg, k.Quit):
		m.screen = m.back
	case keyIs(msg, k.Up):
		m.screens.help.vp.ScrollUp(1)
	case keyIs(msg, k.Down):
		m.screens.help.vp.ScrollDown(1)
	case keyIs(msg, k.LogUp):
		m.screens.help.vp.PageUp()
	case keyIs(msg, k.LogDown), msg.Type == tea.KeySpace:
		m.screens.help.vp.PageDown()
	case keyIs(msg, k.LogTop):
		m.screens.help.vp.GotoTop()
	case keyIs(msg, k.LogEnd):
		m.screens.help.vp.GotoBottom()
	}
	return m, nil
}

// View draws the title, the lines in view and the keys.
func (s helpScreen) View(m *Model) string {
	th := m.term.th
	title := th.render(th.title, "arbiter") + th.text(" — keys (esc or ? closes)")
	if more := s.vp.TotalLineCount() - s.vp.Height - s.vp.YOffset; s.vp.TotalLineCount() > s.vp.Height {
		title += th.text(fmt.Sprintf(" · ↑/↓ pgup/pgdn scroll (%d more)", max(0, more)))
	}
	lines := []string{title, ""}
	lines = append(lines, strings.Split(s.vp.View(), "\n")...)
	k := m.term.keys
	lines = append(lines, m.panels.foot.keyLines([]key.Binding{k.Up, k.Down, k.Scroll, k.Back}, m.term.width, 1)...)
	return th.join(lines, m.term.width, m.term.height)
}

// helpLines are the help's text at width w: two columns where each key's
// words fit in half the width, else one.
func (m *Model) helpLines(w int) []string {
	th := m.term.th
	groups := gameKeys{m}.FullHelp()
	widest := 0
	for _, g := range groups {
		for _, b := range g {
			widest = max(widest, stringWidth(th.text(fmt.Sprintf("  %-12s %s", b.Help().Key, b.Help().Desc))))
		}
	}
	colW := (w - 2) / 2
	twoCols := widest <= colW
	if !twoCols {
		colW = w
	}
	entry := func(b key.Binding) []string {
		hp := b.Help()
		return wrapKeep(th.text(fmt.Sprintf("  %-12s %s", hp.Key, hp.Desc)), colW, strings.Repeat(" ", 15))
	}
	var col1, col2 []string
	for i, g := range groups {
		dst := &col1
		if twoCols && i%2 == 1 {
			dst = &col2
		}
		*dst = append(*dst, th.render(th.bold, fullHelpTitles[i]))
		for _, b := range g {
			*dst = append(*dst, entry(b)...)
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
		if !twoCols {
			lines = append(lines, a)
			continue
		}
		lines = append(lines, th.pad(a, colW)+"  "+th.fit(b, colW))
	}
	lines = append(lines, th.render(th.bold, "Board marks (the same with or without colour)"))
	for _, l := range legend(m.term.opts.ASCII) {
		lines = append(lines, wrapKeep("  "+th.text(l), w, "       ")...)
	}
	lines = append(lines, "")
	for _, p := range []string{
		"A move is typed straight at the board as a scorer writes it (e4, Nf3, exd5, O-O, e8=Q, Qh4+) or by its squares (g1f3, e7e8q), then enter: it is recorded as the touch and release of that man, and + or # says check. The mover is the owner of the man: a Black man moved with White to move is Black moving out of turn. tab switches the acting player first, to record a player moving his adversary's man. An irregular move is typed by its squares.",
		"The other keys act for the side to move (tab switches); claim, choose and waive act for the ruling's chooser. The command line takes any event (:W touch e2 accidentally) and the game tags (:white Paul Morphy, :black ..., :event, :site, :round, :date 1858.??.??).",
	} {
		lines = append(lines, wrap(th.text(p), w)...)
		lines = append(lines, "")
	}
	return lines
}

// textScreen shows a text in a viewport: the comparison of the codes.
type textScreen struct {
	vp    viewport.Model
	title string
	text  string
	width int
	wide  bool // some line is wider than the screen
	// x is how far the text is scrolled sideways; longest, its widest
	// line: a line cut at the right edge is marked there.
	x, longest int
}

func newTextScreen() textScreen { return textScreen{vp: viewport.New(0, 0)} }

func (s *textScreen) set(th theme, title, text string) {
	s.title, s.text, s.width = title, th.text(text), -1
	s.vp.GotoTop()
}

// SetSize lays the text out for w×h.
func (s *textScreen) SetSize(w, h int) {
	s.vp.Height = max(0, h-3)
	if s.width == w {
		return
	}
	s.width, s.vp.Width = w, w
	// A table is not wrapped: ← and → scroll it sideways.
	s.vp.SetHorizontalStep(8)
	s.vp.SetContent(s.text)
	s.wide, s.longest, s.x = false, 0, 0
	for _, l := range strings.Split(s.text, "\n") {
		s.wide = s.wide || stringWidth(l) > w
		s.longest = max(s.longest, stringWidth(l))
	}
	s.vp.SetXOffset(0)
}

func (m Model) updateCompare(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	k := m.term.keys
	vp := &m.screens.compare.vp
	switch {
	case keyIs(msg, k.Back), keyIs(msg, k.Quit), keyIs(msg, k.Compare):
		m.screen = m.back
	case keyIs(msg, k.Help):
		m.openHelp()
	case keyIs(msg, k.Up):
		vp.ScrollUp(1)
	case keyIs(msg, k.Down):
		vp.ScrollDown(1)
	case keyIs(msg, k.Left):
		vp.ScrollLeft(8)
		m.screens.compare.x = max(0, m.screens.compare.x-8)
	case keyIs(msg, k.Right):
		vp.ScrollRight(8)
		m.screens.compare.x = max(0, min(m.screens.compare.x+8, m.screens.compare.longest-vp.Width))
	case keyIs(msg, k.LogUp):
		vp.PageUp()
	case keyIs(msg, k.LogDown), msg.Type == tea.KeySpace:
		vp.PageDown()
	case keyIs(msg, k.LogTop):
		vp.GotoTop()
	case keyIs(msg, k.LogEnd):
		vp.GotoBottom()
	}
	return m, nil
}

func (s textScreen) View(m *Model) string {
	th := m.term.th
	title := th.render(th.title, "arbiter") + th.text(" — "+s.title+" (esc closes)")
	lines := []string{th.fit(title, m.term.width), ""}
	lines = append(lines, s.markCut(th, strings.Split(s.vp.View(), "\n"))...)
	k := m.term.keys
	keys := []key.Binding{k.Up, k.Down, k.Scroll, k.Back}
	if s.wide {
		keys = append([]key.Binding{key.NewBinding(key.WithKeys("left"), key.WithHelp(th.text("← →"), "scroll sideways"))}, keys...)
	}
	lines = append(lines, m.panels.foot.keyLines(keys, m.term.width, 1)...)
	return th.join(lines, m.term.width, m.term.height)
}

// markCut ends each line in view that goes on past the right edge with a
// mark (→ scrolls to it): nothing is cut unmarked.
func (s textScreen) markCut(th *theme, view []string) []string {
	if !s.wide {
		return view
	}
	mark := "›"
	if th.ascii {
		mark = ">"
	}
	text := strings.Split(s.text, "\n")
	for i := range view {
		if j := s.vp.YOffset + i; j < len(text) && stringWidth(text[j]) > s.x+s.vp.Width {
			view[i] = fitWith(view[i], s.vp.Width-1, "") + mark
		}
	}
	return view
}
