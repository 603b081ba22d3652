package ui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/viewport"
	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

// logPanel is the log: every event numbered, with the moves it completed
// and the rulings it raised (in their state now). It is a viewport: only the
// lines on screen are drawn; the lines are made again only when the game
// changes.
type logPanel struct {
	vp       viewport.Model
	key      string // what the content was made from: game version, width, review
	atEnd    bool   // keep the latest event in view
	lineOf   []int  // the first line of each event
	revealAt int    // in a review: the event to keep in view (0: none)
}

func newLogPanel() logPanel {
	vp := viewport.New(0, 0)
	vp.MouseWheelEnabled = false // the wheel is the top model's: it scrolls by 3
	return logPanel{vp: vp, atEnd: true}
}

// follow keeps the latest event in view (after an event is recorded).
func (p *logPanel) follow() { p.atEnd = true }

// reveal keeps event n in view (in a review).
func (p *logPanel) reveal(n int) { p.revealAt = n }

// SetSize sizes the viewport: the heading line is drawn above it.
func (p *logPanel) SetSize(w, h int) {
	p.vp.Width, p.vp.Height = w, max(0, h-1)
}

// Update scrolls the log.
func (p *logPanel) Update(msg tea.Msg, k keyMap) {
	switch msg := msg.(type) {
	case tea.KeyMsg:
		switch {
		case keyIs(msg, k.LogUp):
			p.vp.PageUp()
		case keyIs(msg, k.LogDown):
			p.vp.PageDown()
		case keyIs(msg, k.LogTop):
			p.vp.GotoTop()
		case keyIs(msg, k.LogEnd):
			p.vp.GotoBottom()
		}
	case tea.MouseMsg:
		switch msg.Button {
		case tea.MouseButtonWheelUp:
			p.vp.ScrollUp(3)
		case tea.MouseButtonWheelDown:
			p.vp.ScrollDown(3)
		}
	}
	p.atEnd = p.vp.AtBottom()
}

// scrolledBack is how many lines the log is scrolled back from its end.
func (p logPanel) scrolledBack() int {
	return max(0, p.vp.TotalLineCount()-p.vp.Height-p.vp.YOffset)
}

// setContent gives the viewport the frame's lines, when they changed.
func (p *logPanel) setContent(m *Model, f *frame) {
	key := fmt.Sprintf("%d/%d/%v/%d", m.cache.version, p.vp.Width, f.review, f.at)
	if key == p.key {
		if p.atEnd {
			p.vp.GotoBottom()
		}
		return
	}
	p.key = key
	lines, lineOf := m.logLines(f, p.vp.Width)
	p.lineOf = lineOf
	p.vp.SetContent(strings.Join(lines, "\n"))
	switch {
	case f.review && p.revealAt > 0 && p.revealAt <= len(lineOf):
		// The event of the moment, a few lines from the bottom.
		p.vp.SetYOffset(max(0, lineOf[p.revealAt-1]-p.vp.Height+3))
	case p.atEnd:
		p.vp.GotoBottom()
	}
}

// View draws the heading and the lines in view.
func (p logPanel) View(m *Model, f *frame) []string {
	if p.vp.Height <= 0 && p.vp.Width <= 0 {
		return nil
	}
	th := m.th
	head := "Log: " + plural(len(f.entries), "event") + ", " + plural(len(f.report.Moves), "move")
	if f.review {
		head = fmt.Sprintf("Log to event %d of %d", f.at, len(m.entries))
	} else if back := p.scrolledBack(); back > 0 {
		head += fmt.Sprintf(" (scrolled back %d; end returns)", back)
	}
	out := []string{th.rule(th.render(th.bold, head), p.vp.Width)}
	if p.vp.Height > 0 {
		out = append(out, strings.Split(p.vp.View(), "\n")...)
	}
	return out
}

// logLines draws every event of the frame, numbered, with the moves it
// completed and the rulings it raised (in their state at the frame), and
// the line of each event. The start of a game from a position or from
// moves comes first. Cached per game version and width.
func (m *Model) logLines(f *frame, w int) ([]string, []int) {
	th := m.th
	c := m.cache
	if !f.review && c.logVer == c.version && c.logWidth == w && c.logLines != nil {
		return c.logLines, c.logLineOf
	}
	byEvent := map[int][]int{}
	for i, r := range f.report.Rulings {
		byEvent[r.Event] = append(byEvent[r.Event], i)
	}
	var out []string
	if s := m.startLine(); s != "" {
		for _, l := range wrapIndent(th.text(s), w, "     ") {
			out = append(out, th.render(th.dim, l))
		}
	}
	if len(f.entries) == 0 && !f.review {
		for _, l := range wrap("No event yet. Type a move (e4, Nf3, g1f3), pick a man and its square, or : for any event.", w) {
			out = append(out, th.render(th.dim, l))
		}
	}
	lineOf := make([]int, len(f.entries))
	for i, en := range f.entries {
		n := i + 1
		lineOf[i] = len(out)
		mark := "  "
		if f.review && n == f.at {
			mark = th.g.arrow
			if stringWidth(mark) < 2 {
				mark += " "
			}
		}
		line := fmt.Sprintf("%s%3d  %-24s", mark, n, en.text)
		if len(en.moves) > 0 {
			line += " " + strings.Join(en.moves, " ")
		}
		if len(en.retracted) > 0 {
			line += " (takes back " + strings.Join(en.retracted, " ") + ")"
		}
		for _, l := range wrapKeep(th.text(strings.TrimRight(line, " ")), w, strings.Repeat(" ", 34)) {
			if f.review && n == f.at {
				l = th.render(th.selected, l)
			}
			out = append(out, l)
		}
		for _, ri := range byEvent[n] {
			out = append(out, m.rulingLogLines(f, ri, w)...)
		}
	}
	if !f.review {
		c.logLines, c.logLineOf, c.logVer, c.logWidth = out, lineOf, c.version, w
	}
	return out, lineOf
}

// startLine says where the game began, when not at the initial position
// with no moves: the position (--fen) and the moves played from it (--moves).
func (m *Model) startLine() string {
	if m.game == nil {
		return ""
	}
	s := m.game.Setup()
	if s.FEN == "" && len(s.Moves) == 0 {
		return ""
	}
	text := "Start: "
	if s.FEN != "" {
		text += "the position " + s.FEN
	} else {
		text += "the initial position"
	}
	if n := len(s.Moves); n > 0 && m.rec.sanOK && len(m.rec.san) >= n {
		var mv []string
		for i := 0; i < n; i++ {
			mv = append(mv, m.alternating(i).label(m.rec.san[i]))
		}
		text += ", then " + strings.Join(mv, " ")
	} else if n > 0 {
		text += ", then " + strings.Join(s.Moves, " ")
	}
	return text
}

func (m *Model) rulingLogLines(f *frame, i int, w int) []string {
	th := m.th
	r := f.report.Rulings[i]
	s := fmt.Sprintf("ruling #%d: %s", i+1, rules.DescribeKind(r.Kind))
	if r.Offender != "" {
		s += " (" + titleCase(r.Offender) + ")"
	}
	switch r.State {
	case rules.StatePending:
		s += " — pending"
		if r.Chooser != "" {
			s += ", " + titleCase(r.Chooser) + " to choose"
		}
	case rules.StateEnforced:
		s += " — enforced: " + r.Chosen
		if r.Argument != "" {
			s += " " + r.Argument
		}
	default:
		s += " — " + r.State
	}
	if len(r.Articles) > 0 {
		s += " [" + m.clauseCitation(r) + "]"
	}
	st := th.dim
	if r.State == rules.StatePending {
		st = th.offence
	}
	var out []string
	for _, l := range wrapIndent(th.text(s), w-7, "  ") {
		out = append(out, th.render(st, "       "+l))
	}
	return out
}

// viewCache keeps the log's lines between changes: they change only when
// the game does (version) or the width does.
type viewCache struct {
	version   int
	logVer    int
	logWidth  int
	logLines  []string
	logLineOf []int
	clauses   map[string]clauseAt // findClause's answers, by code, article and ruling
}
