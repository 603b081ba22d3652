package ui

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// lineEditor is the command line's text and cursor. It is a few lines
// rather than bubbles' textinput so that the view has no blinking cursor
// and stays deterministic for golden files.
type lineEditor struct {
	r   []rune
	pos int
}

func (e *lineEditor) set(s string) {
	e.r = []rune(s)
	e.pos = len(e.r)
}

func (e lineEditor) String() string { return string(e.r) }

func (e *lineEditor) insert(rs []rune) {
	// Pasted text may carry tabs and line ends: one line of plain text.
	clean := make([]rune, 0, len(rs))
	for _, r := range rs {
		switch {
		case r == '\t' || r == '\n' || r == '\r':
			clean = append(clean, ' ')
		case unicode.IsControl(r):
		default:
			clean = append(clean, r)
		}
	}
	rs = clean
	out := make([]rune, 0, len(e.r)+len(rs))
	out = append(out, e.r[:e.pos]...)
	out = append(out, rs...)
	out = append(out, e.r[e.pos:]...)
	e.r = out
	e.pos += len(rs)
}

// edit applies an editing key; it reports whether the key was one.
func (e *lineEditor) edit(msg tea.KeyMsg) bool {
	switch msg.Type {
	case tea.KeyRunes:
		e.insert(msg.Runes)
	case tea.KeySpace:
		e.insert([]rune{' '})
	case tea.KeyBackspace:
		if e.pos > 0 {
			e.r = append(e.r[:e.pos-1:e.pos-1], e.r[e.pos:]...)
			e.pos--
		}
	case tea.KeyDelete, tea.KeyCtrlD:
		if e.pos < len(e.r) {
			e.r = append(e.r[:e.pos:e.pos], e.r[e.pos+1:]...)
		}
	case tea.KeyLeft, tea.KeyCtrlB:
		if e.pos > 0 {
			e.pos--
		}
	case tea.KeyRight, tea.KeyCtrlF:
		if e.pos < len(e.r) {
			e.pos++
		}
	case tea.KeyHome, tea.KeyCtrlA:
		e.pos = 0
	case tea.KeyEnd, tea.KeyCtrlE:
		e.pos = len(e.r)
	case tea.KeyCtrlU:
		e.r = append([]rune(nil), e.r[e.pos:]...)
		e.pos = 0
	case tea.KeyCtrlK:
		e.r = e.r[:e.pos:e.pos]
	case tea.KeyCtrlW:
		i := e.pos
		for i > 0 && e.r[i-1] == ' ' {
			i--
		}
		for i > 0 && e.r[i-1] != ' ' {
			i--
		}
		e.r = append(e.r[:i:i], e.r[e.pos:]...)
		e.pos = i
	default:
		return false
	}
	return true
}

// view draws the text with the cursor as a block (colour) or a bar.
func (e lineEditor) view(th theme) string {
	before, after := string(e.r[:e.pos]), string(e.r[e.pos:])
	if th.noColor {
		if after == "" {
			return before + "_"
		}
		return before + "|" + after
	}
	if after == "" {
		return before + th.selected.Render(" ")
	}
	ar := []rune(after)
	return before + th.selected.Render(string(ar[0])) + string(ar[1:])
}

func (m Model) updateCommand(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	switch msg.Type {
	case tea.KeyEsc:
		m.cmdOn = false
		m.cmdHint = ""
		return m, nil
	case tea.KeyEnter:
		m.submitCommand()
		return m, nil
	case tea.KeyTab:
		m.complete()
		return m, nil
	case tea.KeyUp:
		if m.histAt > 0 {
			m.histAt--
			m.cmd.set(m.history[m.histAt])
		}
		return m, nil
	case tea.KeyDown:
		if m.histAt < len(m.history)-1 {
			m.histAt++
			m.cmd.set(m.history[m.histAt])
		} else {
			m.histAt = len(m.history)
			m.cmd.set("")
		}
		return m, nil
	}
	if m.cmd.edit(msg) {
		m.cmdHint = ""
	}
	return m, nil
}

// submitCommand records the events typed, all or none. Bad input leaves the
// line open with the reason, so that it can be corrected.
func (m *Model) submitCommand() {
	text := strings.TrimSpace(m.cmd.String())
	if text == "" {
		m.cmdOn = false
		return
	}
	switch strings.ToLower(strings.Join(strings.Fields(m.withActor(text)), " ")) {
	case "u undo", "umpire undo":
		m.cmdOn = false
		m.undo()
		return
	case "u redo", "umpire redo":
		m.cmdOn = false
		m.redo()
		return
	}
	evs, err := incidents.ParseEvents(m.withActor(text))
	if err == nil && len(evs) == 0 {
		m.cmdOn = false
		return
	}
	if err != nil {
		m.cmdHint = "bad input, nothing recorded: " + err.Error()
		return
	}
	before := len(m.report.Rulings)
	if err := m.record(evs...); err != nil {
		m.cmdHint = notRecorded(err)
		return
	}
	if n := len(m.history); n == 0 || m.history[n-1] != text {
		m.history = append(m.history, text)
	}
	m.cmdOn = false
	m.cmdHint = ""
	m.recordedMsg(len(evs), before)
}

var actorWords = map[string]bool{"w": true, "b": true, "u": true, "white": true, "black": true, "umpire": true}

// withActor puts the acting player before an event typed without one; the
// umpire's own verbs get the umpire.
func (m *Model) withActor(text string) string {
	f := strings.Fields(text)
	if len(f) == 0 || actorWords[strings.ToLower(f[0])] {
		return text
	}
	switch strings.ToLower(f[0]) {
	case "annul", "note", "undo", "redo":
		return "U " + text
	}
	return m.playerActing().Letter() + " " + text
}

var verbWords = []string{"abandon", "annul", "choose", "claim", "drop", "move", "note", "promote", "redo", "release", "resign", "say", "touch", "touch-square", "undo", "upset", "waive"}

// complete extends the word before the cursor: to the one candidate, or to
// the candidates' common prefix with the candidates listed in the hint.
func (m *Model) complete() {
	if m.cmd.pos != len(m.cmd.r) {
		m.cmd.pos = len(m.cmd.r)
	}
	text := m.cmd.String()
	fields := strings.Fields(text)
	partial := ""
	if last, _ := utf8.DecodeLastRuneInString(text); len(fields) > 0 && !unicode.IsSpace(last) {
		partial = fields[len(fields)-1]
		fields = fields[:len(fields)-1]
	}
	cands := m.candidates(fields)
	var match []string
	lp := strings.ToLower(partial)
	for _, c := range cands {
		if strings.HasPrefix(strings.ToLower(c), lp) {
			match = append(match, c)
		}
	}
	switch len(match) {
	case 0:
		m.cmdHint = "no completion"
		return
	case 1:
		m.cmd.set(text[:len(text)-len(partial)] + match[0] + " ")
		m.cmdHint = ""
		return
	}
	prefix := match[0]
	for _, c := range match[1:] {
		for !strings.HasPrefix(strings.ToLower(c), strings.ToLower(prefix)) {
			prefix = prefix[:len(prefix)-1]
		}
	}
	if len(prefix) > len(partial) {
		m.cmd.set(text[:len(text)-len(partial)] + prefix)
	}
	m.cmdHint = strings.Join(match, " ")
}

// candidates lists what may follow the words typed.
func (m *Model) candidates(fields []string) []string {
	low := make([]string, len(fields))
	for i, f := range fields {
		low[i] = strings.ToLower(f)
	}
	if len(low) == 0 {
		return append([]string{"W", "B", "U"}, verbWords...)
	}
	if actorWords[low[0]] {
		low = low[1:]
	}
	if len(low) == 0 {
		return verbWords
	}
	verb, args := low[0], low[1:]
	switch verb {
	case "say":
		if len(args) == 0 {
			return []string{"jadoube", "check"}
		}
	case "touch":
		switch len(args) {
		case 0:
			return m.occupiedSquares()
		case 1:
			return []string{"accidentally"}
		}
	case "touch-square", "release":
		if len(args) == 0 {
			return m.targetsFirst()
		}
	case "drop":
		if len(args) == 0 {
			return m.occupiedSquares()
		}
	case "move":
		if len(args) == 0 {
			return m.moveCandidates()
		}
	case "promote":
		if len(args) == 0 {
			return []string{"q", "r", "b", "n", "none"}
		}
	case "claim":
		if len(args) == 0 {
			return []string{"fifty", "board", "men", "dropped", "draw"}
		}
	case "choose":
		switch len(args) {
		case 0:
			if r, ok := m.selected(); ok {
				return r.Options
			}
			return allOptions
		case 1:
			return m.occupiedSquares()
		}
	case "upset":
		if len(args) == 0 {
			return []string{"wilfully"}
		}
	}
	return nil
}

var allOptions = []string{
	rules.OptMoveTouched, rules.OptCaptureTouched, rules.OptMoveKing, rules.OptMoveAny,
	rules.OptSelectTouched, rules.OptMoveRook, rules.OptRookOnly, rules.OptLetStand,
	rules.OptRetract, rules.OptRetractAndReplay, rules.OptRecall, rules.OptForfeitTurn,
	rules.OptProceed, rules.OptAnnul, rules.OptAdjustBoard, rules.OptRectify,
	rules.OptDraw, rules.OptCount,
}

func (m *Model) occupiedSquares() []string {
	var out []string
	for sq := rules.Square(0); sq < 64; sq++ {
		if !m.board.pieces[sq].Empty() {
			out = append(out, sq.String())
		}
	}
	sort.Strings(out)
	return out
}

// targetsFirst lists the legal squares of the man in hand, or every square.
func (m *Model) targetsFirst() []string {
	var out []string
	for sq := rules.Square(0); sq < 64; sq++ {
		if m.board.targets[sq] {
			out = append(out, sq.String())
		}
	}
	if len(out) == 0 {
		for sq := rules.Square(0); sq < 64; sq++ {
			out = append(out, sq.String())
		}
	}
	sort.Strings(out)
	return out
}

// moveCandidates lists every legal move of the side to move as UCI; a
// prefix of a from-square narrows it like any other word.
func (m *Model) moveCandidates() []string {
	var out []string
	turn := m.game.Turn()
	for sq := rules.Square(0); sq < 64; sq++ {
		p := m.board.pieces[sq]
		if p.Empty() || p.Color != turn {
			continue
		}
		for _, t := range m.game.LegalTargets(sq) {
			out = append(out, sq.String()+t.String())
		}
	}
	sort.Strings(out)
	return out
}
