package ui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/viewport"
	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// The screens in front of the game (the picker, the keys' help, the laws,
// the comparison of the codes) are components, as soft-serve's panels are:
// each keeps its own state, takes its keys in an Update that returns it and
// what it asks of the Model next (screenNext), and draws itself in View
// from what it was given. None holds the Model: the Model routes a key to
// the screen in front and carries out what the screen asks.

// screenEnv is what a screen draws with: the theme, the keys, and the
// footer that lays key lines out. Made once with the Model and shared by
// its copies.
type screenEnv struct {
	th   *theme
	keys *keyMap
	foot footer
}

// keyLine lays out the one line of keys under a screen w wide.
func (e screenEnv) keyLine(keys []key.Binding, w int) []string {
	return e.foot.keyLines(keys, w, 1)
}

// screenNext is what a screen asks of the Model after a key.
type screenNext int

const (
	stayHere      screenNext = iota // the screen stays in front
	goBack                          // back to the screen it was opened from
	goHelp                          // the keys' help
	goLaws                          // the laws of the code at hand
	goPractice                      // a practice round under the picker's code
	goQuit                          // the program ends
	goStartChoice                   // the picker's choice begins
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

// picker is the start screen: the list of choices and the one selected.
type picker struct {
	env     screenEnv
	choices []pickerChoice
	at      int
	w, h    int
}

// pickerFacts are what the picker shows below its choices: where the game
// will begin, its journal, its players, and the last message.
type pickerFacts struct {
	setup   rules.Setup
	journal string
	players string
	msg     string
	err     bool // the message is an error
}

func newPicker(env screenEnv, choices []pickerChoice) picker {
	p := picker{env: env, choices: choices}
	for i, c := range choices {
		if c.code == law.DefaultCode {
			p.at = i
		}
	}
	return p
}

// pickerChoices are the start screen's choices: a game under each code.
// Other ways to begin are appended here.
func (m *Model) pickerChoices() []pickerChoice {
	var out []pickerChoice
	for _, c := range law.Codes() {
		c := c
		def := ""
		if c.ID == law.DefaultCode {
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

// chosen is the choice selected, if any.
func (p picker) chosen() (pickerChoice, bool) {
	if p.at < len(p.choices) {
		return p.choices[p.at], true
	}
	return pickerChoice{}, false
}

// SetSize takes the screen's size.
func (p picker) SetSize(w, h int) picker {
	p.w, p.h = w, h
	return p
}

// Update moves the selection; enter asks the Model to begin the choice.
func (p picker) Update(msg tea.KeyMsg) (picker, screenNext) {
	k := p.env.keys
	switch {
	case keyIs(msg, k.Quit), keyIs(msg, k.Back):
		return p, goQuit
	case keyIs(msg, k.Help):
		return p, goHelp
	case keyIs(msg, k.Laws):
		return p, goLaws
	case keyIs(msg, practiceKey):
		return p, goPractice
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
			return p, goStartChoice
		}
	default:
		// Digits pick a choice directly.
		if s := msg.String(); len(s) == 1 && s[0] >= '1' && s[0] <= '9' {
			if i := int(s[0] - '1'); i < len(p.choices) {
				p.at = i
			}
		}
	}
	return p, stayHere
}

// View lists the choices with what sets each apart, then the facts.
func (p picker) View(f pickerFacts) string {
	th := p.env.th
	w, h := p.w, p.h
	lines := []string{
		th.render(th.title, "arbiter") + th.text(" — the umpire's terminal"),
		"",
		"Under which code of laws is the game played? enter: a new game · p: practise",
		"",
	}
	for i, c := range p.choices {
		mark := "  "
		if i == p.at {
			mark = "> "
		}
		head := th.text(fmt.Sprintf("%s%d  %-13s %s", mark, i+1, c.label, c.detail))
		if i == p.at {
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
	if f.setup.FEN != "" {
		start = "FEN " + f.setup.FEN
	}
	if len(f.setup.Moves) > 0 {
		start += ", after " + strings.Join(f.setup.Moves, " ")
	}
	lines = append(lines, "Start: "+start, "Journal: "+f.journal)
	if f.players != "" {
		lines = append(lines, th.text("Players: "+f.players))
	}
	k := p.env.keys
	keys := p.env.keyLine([]key.Binding{k.Up, k.Down, k.Start, practiceKey,
		key.NewBinding(key.WithKeys("1"), key.WithHelp(fmt.Sprintf("1-%d", len(p.choices)), "pick")), k.Laws, k.Help, k.Quit}, w)
	msg := wrap(th.text(f.msg), w)
	if f.err {
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
	env    screenEnv
	vp     viewport.Model
	groups [][]key.Binding // the game's keys by group (gameKeys.FullHelp)
	ascii  bool            // the board's marks as drawn in ASCII
	width  int             // the width the text is laid out for
	w, h   int
}

func newHelpScreen(env screenEnv, ascii bool) helpScreen {
	return helpScreen{env: env, vp: viewport.New(0, 0), ascii: ascii}
}

// open shows the keys in groups from the top, laid out again for w×h.
func (s helpScreen) open(groups [][]key.Binding, w, h int) helpScreen {
	s.groups = groups
	s.width = -1 // lay it out again
	s = s.SetSize(w, h)
	s.vp.GotoTop()
	return s
}

// SetSize lays the text out for w×h: a title line and a key line frame it.
func (s helpScreen) SetSize(w, h int) helpScreen {
	s.w, s.h = w, h
	s.vp.Height = max(0, h-3)
	if s.width == w {
		return s
	}
	s.width = w
	s.vp.Width = w
	s.vp.SetContent(strings.Join(s.lines(w), "\n"))
	return s
}

// Update scrolls; the help key, esc or q close it.
func (s helpScreen) Update(msg tea.KeyMsg) (helpScreen, screenNext) {
	k := s.env.keys
	switch {
	case keyIs(msg, k.Help), keyIs(msg, k.Back), keyIs(msg, k.Quit):
		return s, goBack
	case keyIs(msg, k.Up):
		s.vp.ScrollUp(1)
	case keyIs(msg, k.Down):
		s.vp.ScrollDown(1)
	case keyIs(msg, k.LogUp):
		s.vp.PageUp()
	case keyIs(msg, k.LogDown), msg.Type == tea.KeySpace:
		s.vp.PageDown()
	case keyIs(msg, k.LogTop):
		s.vp.GotoTop()
	case keyIs(msg, k.LogEnd):
		s.vp.GotoBottom()
	}
	return s, stayHere
}

// View draws the title, the lines in view and the keys.
func (s helpScreen) View() string {
	th := s.env.th
	title := th.render(th.title, "arbiter") + th.text(" — keys (esc or ? closes)")
	if more := s.vp.TotalLineCount() - s.vp.Height - s.vp.YOffset; s.vp.TotalLineCount() > s.vp.Height {
		title += th.text(fmt.Sprintf(" · ↑/↓ pgup/pgdn scroll (%d more)", max(0, more)))
	}
	lines := []string{title, ""}
	lines = append(lines, strings.Split(s.vp.View(), "\n")...)
	k := s.env.keys
	lines = append(lines, s.env.keyLine([]key.Binding{k.Up, k.Down, k.Scroll, k.Back}, s.w)...)
	return th.join(lines, s.w, s.h)
}

// lines are the help's text at width w: two columns where each key's
// words fit in half the width, else one.
func (s helpScreen) lines(w int) []string {
	th := s.env.th
	groups := s.groups
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
	for _, l := range legend(s.ascii) {
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
	env   screenEnv
	vp    viewport.Model
	title string
	text  string
	width int
	wide  bool // some line is wider than the screen
	// x is how far the text is scrolled sideways; longest, its widest
	// line: a line cut at the right edge is marked there.
	x, longest int
	w, h       int
}

func newTextScreen(env screenEnv) textScreen { return textScreen{env: env, vp: viewport.New(0, 0)} }

// set shows text under title, from the top.
func (s textScreen) set(title, text string) textScreen {
	s.title, s.text, s.width = title, s.env.th.text(text), -1
	s.vp.GotoTop()
	return s
}

// SetSize lays the text out for w×h.
func (s textScreen) SetSize(w, h int) textScreen {
	s.w, s.h = w, h
	s.vp.Height = max(0, h-3)
	if s.width == w {
		return s
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
	return s
}

// Update scrolls the text, sideways too; esc, q or the compare key close it.
func (s textScreen) Update(msg tea.KeyMsg) (textScreen, screenNext) {
	k := s.env.keys
	vp := &s.vp
	switch {
	case keyIs(msg, k.Back), keyIs(msg, k.Quit), keyIs(msg, k.Compare):
		return s, goBack
	case keyIs(msg, k.Help):
		return s, goHelp
	case keyIs(msg, k.Up):
		vp.ScrollUp(1)
	case keyIs(msg, k.Down):
		vp.ScrollDown(1)
	case keyIs(msg, k.Left):
		vp.ScrollLeft(8)
		s.x = max(0, s.x-8)
	case keyIs(msg, k.Right):
		vp.ScrollRight(8)
		s.x = max(0, min(s.x+8, s.longest-vp.Width))
	case keyIs(msg, k.LogUp):
		vp.PageUp()
	case keyIs(msg, k.LogDown), msg.Type == tea.KeySpace:
		vp.PageDown()
	case keyIs(msg, k.LogTop):
		vp.GotoTop()
	case keyIs(msg, k.LogEnd):
		vp.GotoBottom()
	}
	return s, stayHere
}

// View draws the title, the text in view, marks where it is cut, and the keys.
func (s textScreen) View() string {
	th := s.env.th
	title := th.render(th.title, "arbiter") + th.text(" — "+s.title+" (esc closes)")
	lines := []string{th.fit(title, s.w), ""}
	lines = append(lines, s.markCut(th, strings.Split(s.vp.View(), "\n"))...)
	k := s.env.keys
	keys := []key.Binding{k.Up, k.Down, k.Scroll, k.Back}
	if s.wide {
		keys = append([]key.Binding{key.NewBinding(key.WithKeys("left"), key.WithHelp(th.text("← →"), "scroll sideways"))}, keys...)
	}
	lines = append(lines, s.env.keyLine(keys, s.w)...)
	return th.join(lines, s.w, s.h)
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
