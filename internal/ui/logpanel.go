package ui

import (
	"fmt"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/plain"
	"slices"
	"sort"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/viewport"
	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

// logPanel is the log: every event numbered, with the moves it completed
// and the rulings it raised (in their state now). Only the lines in view
// are made: the panel walks back from the end of the log by the lines it is
// scrolled back and the lines it shows, each event's lines made once and
// kept while what they show stays the same. An event recorded, or a frame,
// costs the lines on screen, not the length of the game. It is a
// component: its keys, Update (scrolling), SetSize, SetSnapshot and View,
// reading the snapshot of the game (frame), never the game.
type logPanel struct {
	th       *theme
	keys     logKeys
	law      lawText // says the rulings' articles
	f        frame   // the snapshot the lines in view were made from
	w, h     int     // the lines' width, and how many show under the heading
	back     int     // how many lines the view is scrolled back from the end
	revealAt int     // in a review: the event to keep in view (0: none)
	content  string  // what the log shows: game version, width, review, event
	key      string  // what the lines in view were made for
	view     []string
	pad      viewport.Model    // draws the lines in view, padded to the panel
	made     map[int]madeLines // the lines of the events drawn, as last made, by event (0-based)
	// starts are the first line of each event and the number of lines,
	// counted for the content countedFor (far back in a long log).
	starts     []int
	countedFor string
}

// madeLines are an event's lines in the log and what they were made from:
// the width, whether it is the event of the moment in a review, the event,
// its moves, and its rulings as they stood.
type madeLines struct {
	w                int
	at, desc         bool
	text             string
	moves, retracted []string
	rulings          string
	lines            []string
}

// logKeys are the log's keys.
type logKeys struct {
	Up, Down, Top, End key.Binding
}

func newLogPanel(th *theme, k keyMap) logPanel {
	vp := viewport.New(0, 0)
	vp.MouseWheelEnabled = false // the wheel is the top model's: it scrolls by 3
	return logPanel{th: th, pad: vp, keys: logKeys{Up: k.LogUp, Down: k.LogDown, Top: k.LogTop, End: k.LogEnd}}
}

// scrolls reports whether a key is one of the log's.
func (p logPanel) scrolls(k tea.KeyMsg) bool {
	return keyIs(k, p.keys.Up) || keyIs(k, p.keys.Down) || keyIs(k, p.keys.Top) || keyIs(k, p.keys.End)
}

// follow keeps the latest event in view (after an event is recorded).
func (p *logPanel) follow() { p.back = 0 }

// reveal keeps event n in view (in a review).
func (p *logPanel) reveal(n int) { p.revealAt = n }

// SetSize sizes the panel: the heading line is drawn above the lines.
func (p logPanel) SetSize(w, h int) logPanel {
	p.w, p.h = w, max(0, h-1)
	return p
}

// maxBack stands for "as far back as the log goes" until the lines are
// counted.
const maxBack = 1 << 30

// Update scrolls the log: a page or three lines at a time, to the top or
// the end. How far back it can go is settled when the lines are made.
func (p logPanel) Update(msg tea.Msg) (logPanel, tea.Cmd) {
	k := p.keys
	switch msg := msg.(type) {
	case tea.KeyMsg:
		switch {
		case keyIs(msg, k.Up):
			p.back = min(maxBack, p.back+p.h)
		case keyIs(msg, k.Down):
			p.back = max(0, p.back-p.h)
		case keyIs(msg, k.Top):
			p.back = maxBack
		case keyIs(msg, k.End):
			p.back = 0
		}
	case tea.MouseMsg:
		switch msg.Button {
		case tea.MouseButtonWheelUp:
			p.back = min(maxBack, p.back+3)
		case tea.MouseButtonWheelDown:
			p.back = max(0, p.back-3)
		}
	}
	return p, nil
}

// scrolledBack is how many lines the log is scrolled back from its end.
func (p logPanel) scrolledBack() int { return p.back }

// SetSnapshot makes the lines in view for the snapshot f, when the log or
// the scrolling changed; law says the rulings' articles.
func (p logPanel) SetSnapshot(f *frame, law lawText) logPanel {
	p.law, p.f = law, *f
	p.setContent(f)
	return p
}

func (p *logPanel) setContent(f *frame) {
	content := fmt.Sprintf("%d/%d/%v/%d", f.version, p.w, f.review, f.at)
	if content != p.content {
		p.content = content
		if f.review && p.revealAt > 0 && p.revealAt <= len(f.entries) {
			// The event of the moment, its first line three from the bottom.
			below := 0
			for i := len(f.entries) - 1; i >= p.revealAt-1; i-- {
				below += len(p.entryLines(f, i, p.w))
			}
			p.back = max(0, below-3)
		}
	}
	key := fmt.Sprintf("%s/%d/%d", content, p.back, p.h)
	if key == p.key {
		return
	}
	p.view, p.back = p.window(f, p.w, p.h, p.back)
	p.key = fmt.Sprintf("%s/%d/%d", content, p.back, p.h)
	p.pad.Width, p.pad.Height = p.w, p.h
	p.pad.SetContent(strings.Join(p.view, "\n"))
}

// View draws the heading and the lines in view.
func (p logPanel) View() string { return strings.Join(p.viewLines(), "\n") }

func (p logPanel) viewLines() []string {
	if p.h <= 0 && p.w <= 0 {
		return nil
	}
	th, f := p.th, &p.f
	head := "Log: " + plural(len(f.entries), "event") + ", " + plain.Moves(plain.NumberingOf(f.report.Start), len(f.report.Moves))
	if f.review {
		head = fmt.Sprintf("Log to event %d of %d", f.at, f.total)
	} else if back := p.scrolledBack(); back > 0 {
		head += fmt.Sprintf(" (scrolled back %d; end returns)", back)
	}
	out := []string{th.rule(th.render(th.bold, head), p.w)}
	if p.h > 0 {
		out = append(out, strings.Split(p.pad.View(), "\n")...)
	}
	return out
}

// window is the h lines of the log in view when it is scrolled back
// lines from its end, and how far back it is (no further than its top).
// Near the end it makes the lines of the events in view and of those below
// them only; far back, it counts the lines of every event once for the
// log as it stands, and a page up or down then costs the page.
func (p *logPanel) window(f *frame, w, h, back int) ([]string, int) {
	if back > farBack*max(h, 1) {
		return p.windowCounted(f, w, h, back)
	}
	return p.windowWalked(f, w, h, back)
}

// windowWalked is window walking back from the end of the log.
func (p *logPanel) windowWalked(f *frame, w, h, back int) ([]string, int) {
	need := back + h
	var blocks [][]string // from the last event up
	got := 0
	if len(f.refused) > 0 && !f.review {
		b := p.refusedBlock(f.refused, w)
		blocks = append(blocks, b)
		got += len(b)
	}
	for i := len(f.entries) - 1; i >= 0 && got < need; i-- {
		b := p.entryLines(f, i, w)
		blocks = append(blocks, b)
		got += len(b)
	}
	if got < need {
		b := p.logStart(f, w)
		blocks = append(blocks, b)
		got += len(b)
		back = min(back, max(0, got-h)) // the top of the log is in view
	}
	lines := make([]string, 0, got)
	top := max(0, got-back-h)
	var cutBlock []string // the block cut at the top
	cutStart := 0
	for i := len(blocks) - 1; i >= 0; i-- {
		if start := len(lines); start < top && top < start+len(blocks[i]) {
			cutBlock, cutStart = blocks[i], start
		}
		lines = append(lines, blocks[i]...)
	}
	view := lines[top : got-back]
	if cutBlock != nil && len(view) > 0 {
		shown := min(cutStart+len(cutBlock)-top, len(view))
		view = append(p.topOfBlock(cutBlock, shown, w), view[shown:]...)
	}
	return view, back
}

// topOfBlock is what shows of an event's lines (its block) when only the
// last shown of them would be in view at the top of the log: its first
// lines instead, the event and the start of its ruling, the last marked
// with an ellipsis, so that a ruling's tail is never shown without the
// event that raised it.
func (p *logPanel) topOfBlock(block []string, shown, w int) []string {
	out := slices.Clone(block[:shown])
	if shown < len(block) {
		out[shown-1] = p.cutHead(out[shown-1], w)
	}
	return out
}

// cutHead is an event's first line standing at the top of the log in place
// of the lines cut above it: a ruling's tail is never shown without the
// event that raised it, and the ellipsis says lines are left out.
func (p *logPanel) cutHead(head string, w int) string {
	return markCut(head, w, p.th.g.ellipsis)
}

// farBack is how many pages back the log counts all its lines rather than
// walk back to the lines in view from its end.
const farBack = 8

// windowCounted is window from the first line of each event, counted once
// for the log's content (p.content).
func (p *logPanel) windowCounted(f *frame, w, h, back int) ([]string, int) {
	start := p.logStart(f, w)
	if counted := fmt.Sprintf("%s/%d", p.content, w); p.countedFor != counted || len(p.starts) != len(f.entries)+1 {
		p.starts = append(p.starts[:0], len(start))
		for i := range f.entries {
			p.starts = append(p.starts, p.starts[i]+len(p.entryLines(f, i, w)))
		}
		p.countedFor = counted
	}
	total := p.starts[len(f.entries)]
	back = min(back, max(0, total-h))
	top := max(0, total-back-h)
	var lines []string
	k := 0
	switch {
	case top == 0:
		lines = append(lines, start...)
	case top < len(start):
		lines = append(lines, p.topOfBlock(start, min(len(start)-top, h), w)...)
	default:
		// The event holding line top: the last that starts at or before it.
		k = sort.Search(len(f.entries), func(i int) bool { return p.starts[i+1] > top })
		el := p.entryLines(f, k, w)
		if cut := top - p.starts[k]; cut > 0 {
			lines = append(lines, p.topOfBlock(el, min(len(el)-cut, h), w)...)
		} else {
			lines = append(lines, el...)
		}
		k++
	}
	for ; k < len(f.entries) && len(lines) < h; k++ {
		lines = append(lines, p.entryLines(f, k, w)...)
	}
	return lines[:min(h, len(lines))], back
}

// logStart is what the log shows above the first event: where the game
// began, when not at the initial position, and a word on how to begin.
func (p *logPanel) logStart(f *frame, w int) []string {
	th := p.th
	var out []string
	if s := f.start; s != "" {
		for _, l := range wrapIndent(th.text(s), w, "     ") {
			out = append(out, th.render(th.dim, l))
		}
	}
	if len(f.entries) == 0 && !f.review {
		for _, l := range wrap("No event yet. Type a move (e4, Nf3, g1f3), pick a man and its square, or : for any event.", w) {
			out = append(out, th.render(th.dim, l))
		}
	}
	return out
}

// entryLines are the log's lines of event i of the frame: numbered, with
// the moves it completed and the rulings it raised (in their state at the
// frame). Made again only when one of those changed: checking costs no
// allocation for an event without a ruling, so that walking back through
// a long log to the lines in view stays cheap.
func (p *logPanel) entryLines(f *frame, i, w int) []string {
	th := p.th
	n := i + 1
	en := f.entries[i]
	if en.withPrev && i > 0 {
		return nil // said on the line of the move it goes with (Qxf7+)
	}
	text := en.text
	last := n // the last event this line says: a move's cry of check with it
	for last < len(f.entries) && f.entries[last].withPrev {
		text += "; " + f.entries[last].text
		last++
	}
	moves, retracted := f.moves(i)
	at := f.review && n <= f.at && f.at <= last
	rulings := ""
	ris := f.rulings.OfEvent(n)
	for k := n + 1; k <= last; k++ {
		ris = append(slices.Clone(ris), f.rulings.OfEvent(k)...)
	}
	if len(ris) > 0 {
		var key strings.Builder
		for _, ri := range ris {
			r := f.rulings.At(ri)
			fmt.Fprintf(&key, "|%d %s %s %s %s %s %s %s %v %v", ri, r.Kind, r.Offender, r.State, r.Chooser, r.Chosen, r.Argument, r.Note, r.Options, r.Articles)
		}
		rulings = key.String()
	}
	c := p
	if c.made == nil {
		c.made = map[int]madeLines{}
	}
	if made, ok := c.made[i]; ok && made.w == w && made.at == at && made.desc == f.descriptive && made.text == text && made.rulings == rulings &&
		slices.Equal(made.moves, moves) && slices.Equal(made.retracted, retracted) {
		return made.lines
	}
	mark := "  "
	if at {
		mark = th.g.arrow
		if stringWidth(mark) < 2 {
			mark += " "
		}
	}
	line := fmt.Sprintf("%s%3d  %-24s", mark, n, text)
	var out []string
	for _, l := range p.eventLines(line, movesSaid(moves, retracted, en.reread), w, f.descriptive) {
		if at {
			l = th.render(th.selected, l)
		}
		out = append(out, l)
	}
	for _, ri := range ris {
		out = append(out, p.rulingLogLines(f, ri, w)...)
	}
	c.made[i] = madeLines{w: w, at: at, desc: f.descriptive, text: text, moves: moves, retracted: retracted, rulings: rulings, lines: out}
	return out
}

// movesSaid is what an event's line says of its moves: those it added,
// and those it took back or showed to stand as played.
func movesSaid(moves, retracted []string, reread bool) string {
	said := ""
	if len(moves) > 0 {
		said += " " + strings.Join(moves, " ")
	}
	switch {
	case len(retracted) > 0 && reread:
		said += " (the game went on as played: the record from " + retracted[0] + " is read again, a correction never made at the board)"
	case reread:
		said += " (nobody noticed: the game goes on as played, a correction never made at the board)"
	case len(retracted) > 0:
		said += " (takes back " + strings.Join(retracted, " ") + ")"
	}
	return said
}

// eventLines lay an event's line out in w columns: the moves beside the
// event, wrapped in their column; in descriptive notation, too long for
// that column, under the event.
func (p *logPanel) eventLines(line, said string, w int, descriptive bool) []string {
	th := p.th
	if !descriptive || said == "" || stringWidth(line+said) <= w {
		return wrapKeep(th.text(strings.TrimRight(line+said, " ")), w, strings.Repeat(" ", 34))
	}
	lines := wrapKeep(th.text(strings.TrimRight(line, " ")), w, strings.Repeat(" ", 7))
	for _, l := range wrapIndent(th.text(strings.TrimSpace(said)), w-7, "  ") {
		lines = append(lines, strings.Repeat(" ", 7)+l)
	}
	return lines
}

func (p *logPanel) rulingLogLines(f *frame, i int, w int) []string {
	th := p.th
	r := f.rulings.At(i)
	s := fmt.Sprintf("ruling #%d: %s", i+1, law.DescribeKind(r.Kind))
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
		s += " — chosen: " + briefOption(r, r.Chosen)
		if r.Argument != "" {
			s += " (" + r.Argument + ")"
		}
	default:
		s += " — " + stateWords(r)
	}
	if len(r.Articles) > 0 {
		s += " [" + p.law.clauseCitation(r) + "]"
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

// viewCache keeps what the panels made between changes: the game's version
// says when it changed.
type viewCache struct {
	version int
	clauses map[string]clauseAt // findClause's answers, by code, article and ruling
	// start is the log's first line as made for the game and notation in
	// startFor: with a thousand setup moves it is worth keeping.
	start    string
	startFor startKey
}

type startKey struct {
	game *rules.Game
	desc bool
	n    int // setup moves spelt
}
