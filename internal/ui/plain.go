package ui

import (
	"fmt"
	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/plain"
	"github.com/arbiter-chess/arbiter/internal/record"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

// The plain mode (--plain) is for a screen reader, a braille display, a
// speech synthesizer or a log piped to a file: no board drawing and no
// layout. Each event recorded, its result and every change of a ruling is
// printed once, as one plain line, above a one-line prompt; the keys and
// the command line are the same as on the full screen. The lines are
// worked out by comparing the game before and after each message, so the
// plain mode records nothing of its own.

// plainSeen is what the plain lines have said so far.
type plainSeen struct {
	events  int               // events said
	rulings map[int]string    // each ruling's state as last said, by index
	msg     string            // the last message said
	hint    string            // the last hint of a line being typed, said
	duties  string            // the obligations standing, as last said
	screens map[screen]string // what a text screen last printed
	review  int               // the review's event shown last, plus one; 0 out of review
}

// plainNews are the lines that say what changed since the last message:
// a text screen opened, events recorded, rulings raised or changed, the
// duties, the message, and a typed line's warning.
func (m *Model) plainNews() []string {
	s := &m.plain
	if s.rulings == nil {
		s.rulings = map[int]string{}
	}
	var out []string
	switch m.screen {
	case screenHelp, screenCompare, screenLaws:
		out = append(out, m.plainScreen()...)
		m.screen = screenGame
		if m.game == nil {
			m.screen = screenPicker
		}
	case screenPicker:
		at := fmt.Sprintf("picker:%d", m.screens.picker.at)
		if !strings.HasPrefix(s.msg, "picker:") {
			out = append(out, m.plainPicker()...)
		}
		if s.msg != at && m.screens.picker.at < len(m.screens.picker.choices) {
			c := m.screens.picker.choices[m.screens.picker.at]
			out = append(out, fmt.Sprintf("Selected: %d. %s, %s.", m.screens.picker.at+1, c.label, c.detail))
		}
		s.msg = at
		return out
	}
	if m.game == nil {
		return out
	}
	if strings.HasPrefix(s.msg, "picker:") {
		// The code is chosen: the game begins.
		s.msg = m.status.msg
		out = append(out, m.plainIntro())
	}
	if t := m.plainReview(); t != "" {
		out = append(out, t)
	}
	out = append(out, m.plainEvents()...)
	out = append(out, m.plainRulings()...)
	if t := m.plainDuties(); t != "" {
		out = append(out, t)
	}
	if m.status.msg != s.msg {
		s.msg = m.status.msg
		if t := plainMessage(m.status.msg); t != "" {
			out = append(out, t)
		}
	}
	if t := m.plainHint(); t != "" {
		out = append(out, t)
	}
	return out
}

// plainReview says each step of a review: the event it stands after, and
// who is to move there.
func (m *Model) plainReview() string {
	s := &m.plain
	if !m.screens.review.on {
		s.review = 0
		return ""
	}
	if s.review == m.screens.review.at+1 {
		return ""
	}
	s.review = m.screens.review.at + 1
	t := strings.TrimPrefix(m.screens.review.title(m.track.entries, m.shownMoves), "review: ")
	t, _, _ = strings.Cut(t, " · ")
	if g := m.screens.review.game; g != nil {
		t += "; " + titleCase(g.Turn().String()) + " to move"
	}
	return "Review, " + t + "."
}

// plainEvents say the events recorded since the last lines.
func (m *Model) plainEvents() []string {
	s := &m.plain
	n := len(m.track.entries)
	if n < s.events {
		s.events = n // undone: the message says which
	}
	var out []string
	evs := m.game.Events()
	for i := s.events; i < n && i < len(evs); i++ {
		if m.track.entries[i].withPrev && i > s.events && len(out) > 0 {
			// A move and its cry of check: one act, one line.
			last := out[len(out)-1]
			last = strings.Replace(last, fmt.Sprintf("Event %d:", i), fmt.Sprintf("Events %d-%d:", i, i+1), 1)
			out[len(out)-1] = strings.TrimSuffix(last, ".") + ", and said check."
			continue
		}
		out = append(out, fmt.Sprintf("Event %d: %s", i+1, m.eventSentence(evs[i], m.track.entries[i])))
	}
	s.events = n
	return out
}

// plainRulings say each ruling raised or changed since the last lines.
func (m *Model) plainRulings() []string {
	s := &m.plain
	var out []string
	rs := m.gameRulings()
	n := rs.Len()
	for i := range n {
		r := rs.At(i)
		said := r.State + "/" + r.Chosen + "/" + r.Argument
		if s.rulings[i] != said {
			s.rulings[i] = said
			out = append(out, m.rulingSentence(i, r))
		}
	}
	for i := range s.rulings {
		if i >= n {
			delete(s.rulings, i) // taken back with its event
		}
	}
	return out
}

// plainDuties says the duties standing when they changed, or "".
func (m *Model) plainDuties() string {
	var duties []string
	for _, o := range m.snap.report.Obligations {
		duties = append(duties, obligationText(m.sit.info, o))
	}
	d := strings.Join(duties, "; ")
	if d == m.plain.duties {
		return ""
	}
	m.plain.duties = d
	if d == "" {
		return ""
	}
	return "Duty: " + d + "."
}

// plainHint says a typed line's warning or refusal once, or "".
func (m *Model) plainHint() string {
	hint := ""
	switch {
	case m.panels.mv.on && m.panels.mv.bad:
		hint = m.panels.mv.hint
	case m.panels.cmd.on && m.panels.cmd.hint != "":
		hint = m.panels.cmd.hint
	}
	if hint == m.plain.hint {
		return ""
	}
	m.plain.hint = hint
	return hint
}

// eventSentence says an event in words: "Black touched the Queen on d8."
func (m *Model) eventSentence(e record.Event, en logEntry) string {
	who := titleCase(e.Actor.String())
	man := func(sq chess.Square) string {
		if p := m.game.PieceAt(sq); !p.Empty() {
			return fmt.Sprintf("the %s %s on %s", p.Color, kindNames[p.Kind], sq)
		}
		return sq.String()
	}
	var s string
	switch e.Verb {
	case record.Touch:
		s = fmt.Sprintf("%s touched %s", who, man(e.Square))
		if e.Accidental {
			s += ", accidentally"
		}
	case record.Release:
		s = fmt.Sprintf("%s let go %s", who, man(e.Square))
	case record.Move:
		// The man stands on its square, or back where it came from when
		// the move was taken back at once (a move out of turn).
		p := m.game.PieceAt(e.To)
		if p.Empty() {
			p = m.game.PieceAt(e.Square)
		}
		whose, kind := "the", "man"
		if !p.Empty() {
			kind = kindNames[p.Kind]
			if record.ActorOf(p.Color) != e.Actor {
				whose = possessive(p.Color)
			}
		}
		s = fmt.Sprintf("%s moved %s %s from %s to %s", who, whose, kind, e.Square, e.To)
	case record.SayCheck:
		s = who + " said check"
	case record.SayJadoube:
		s = who + " said J'adoube"
	case record.Claim:
		s = who + " claimed"
		if e.Claim != "" {
			s += " " + plain.ClaimWords(e.Claim)
		}
	case record.Choose:
		offender := ""
		if c, ok := e.Actor.Color(); ok {
			offender = c.Other().String()
		}
		s = fmt.Sprintf("%s chose: %s", who, strings.TrimSuffix(rules.DescribeOption(e.Option, offender), "."))
		if e.Square.Valid() {
			s += " (" + e.Square.String() + ")"
		}
	case record.Waive:
		s = who + " waived the penalty"
	case record.Resign:
		s = who + " resigned"
	case record.Drop:
		s = fmt.Sprintf("A man fell off the board from %s, unnoticed", e.Square)
	default:
		// The other acts as the report says them (none of them names the
		// man on a square, which the board after the act may not hold).
		s = plain.Event(m.game, e)
	}
	moves := en.moves
	if m.track.desc != nil && m.track.desc.on && en.desc != nil {
		moves = en.desc.moves
	}
	if len(moves) > 0 {
		s += " (" + strings.Join(moves, " ") + ")"
	}
	if len(en.retracted) > 0 {
		// A move taken back, by the event or the ruling it enforced.
		s += ". Taken back: " + strings.Join(en.retracted, " ")
		if en.reread {
			s += " (the moves after it read again as played)"
		}
	}
	return s + "."
}

// rulingSentence says a ruling as it stands: its offence, offender, who
// chooses and until when, the options numbered, and the article.
func (m *Model) rulingSentence(i int, r rules.Ruling) string {
	place := plain.Place(m.game, r.Event, "")
	if r.Event >= 1 && r.Event <= len(m.track.entries) {
		if moves, _ := m.shownMoves(r.Event - 1); len(moves) > 0 {
			place = moves[len(moves)-1]
		}
	}
	head := fmt.Sprintf("Ruling %d, %s: %s", i+1, place, law.DescribeKind(r.Kind))
	if r.State != rules.StateEnforced && r.State != rules.StateApplied {
		head += ", " + stateWords(r)
	}
	parts := []string{head}
	if r.Offender != "" {
		parts = append(parts, "offender "+titleCase(r.Offender))
	}
	if r.State == rules.StatePending {
		who := "the law applies it"
		switch r.Chooser {
		case "":
		case "umpire":
			who = "the umpire decides"
		default:
			who = titleCase(r.Chooser) + " chooses"
		}
		if r.Deadline != "" && r.Deadline != who {
			who += ", " + r.Deadline
		}
		var opts []string
		for k, o := range r.Options {
			opt := fmt.Sprintf("%d, %s", k+1, rules.OptionText(r, o))
			if needsSquare(o) {
				opt += " (the man under the cursor, or :" + strings.ToUpper(r.Chooser[:1]) + " choose " + o + " SQUARE)"
			}
			opts = append(opts, opt)
		}
		if len(opts) > 0 {
			who += ": " + strings.Join(opts, "; ")
			if r.Chooser != "" {
				who += "; or w waives"
			}
		}
		parts = append(parts, who)
	} else if r.Chosen != "" {
		said := "chosen: "
		if r.State == rules.StateApplied {
			said = "applied by the law: "
		}
		said += rules.OptionText(r, r.Chosen)
		if r.Argument != "" {
			said += " (" + r.Argument + ")"
		}
		parts = append(parts, said)
	}
	if len(r.Articles) > 0 {
		parts = append(parts, m.law().clauseCitation(r))
	}
	return strings.Join(parts, "; ") + "."
}

// plainScreen prints what a screen of text holds (the keys, the codes
// compared, the laws) as lines, once.
func (m *Model) plainScreen() []string {
	var text string
	switch m.screen {
	case screenHelp:
		w := m.term.width
		if w <= 0 {
			w = 80
		}
		text = strings.Join(m.screens.help.lines(w), "\n")
	case screenCompare:
		text = m.screens.compare.text
	case screenLaws:
		if a, ok := m.screens.laws.current(); ok {
			text = fmt.Sprintf("%s %s. %s\n%s", m.sit.info.ID, a.ID, a.Title, flat(a.Text))
		}
	}
	var out []string
	for _, l := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		if strings.TrimSpace(l) != "" {
			out = append(out, strings.TrimRight(l, " "))
		}
	}
	return out
}

// plainPicker says the codes to choose from.
func (m *Model) plainPicker() []string {
	out := []string{"Choose the code of chess law: up and down select, enter starts, q quits."}
	for i, c := range m.screens.picker.choices {
		out = append(out, fmt.Sprintf("%d. %s: %s", i+1, c.label, c.detail))
	}
	return out
}

// plainIntro is the first line of the plain mode.
func (m *Model) plainIntro() string {
	if m.game == nil {
		return "arbiter, plain mode."
	}
	s := fmt.Sprintf("arbiter, plain mode: %s, %d; journal %s. %s to move.", m.sit.info.Author, m.sit.info.Year, m.sit.jpath, titleCase(m.snap.report.Turn))
	if p := m.sit.tags.players("v."); p != "" {
		s += " " + p + "."
	}
	return s + " Type a move (e4, Nf3, g1f3) or : and any event (:B claim); ? lists the keys; ctrl+c quits."
}

// plainView is the prompt: the line being typed and what it reads as, or
// where the game stands.
func (m Model) plainView() string {
	switch {
	case m.panels.cmd.on:
		return ": " + m.panels.cmd.ti.Value() + "  " + m.panels.cmd.hint
	case m.panels.mv.on:
		return "move " + m.panels.mv.ti.Value() + "  " + m.panels.mv.hint
	case m.game == nil:
		return "> "
	}
	if m.gameOver() {
		return "Game over. n starts the next game, ctrl+c quits. > "
	}
	return titleCase(m.acting().String()) + " > "
}

// plainCmd prints the news of an update above the prompt.
func (m *Model) plainCmd() tea.Cmd {
	return m.plainSay(m.plainNews())
}

// plainSay prints plain lines above the prompt (and into the transcript).
func (m *Model) plainSay(lines []string) tea.Cmd {
	if len(lines) == 0 {
		return nil
	}
	if m.term.opts.ASCII {
		// A braille display may read ASCII only: --plain --ascii.
		for i, l := range lines {
			lines[i] = asciiText.Replace(l)
		}
	}
	if m.term.opts.transcript != nil {
		*m.term.opts.transcript = append(*m.term.opts.transcript, lines...)
	}
	return m.plainPrint(strings.Join(lines, "\n"))
}

// plainPrint says plain lines: straight to the output where it is no
// terminal (nothing redrawn, so a log holds no escape codes), else above the
// prompt line.
func (m Model) plainPrint(text string) tea.Cmd {
	if w := m.term.opts.plainOut; w != nil {
		fmt.Fprintln(w, text)
		return nil
	}
	return tea.Println(text)
}

// plainMessage is the part of a message the event and ruling lines do not
// already say: "Recorded …" is said by them; what comes before it (Black
// moved out of turn) is not.
func plainMessage(msg string) string {
	i := strings.Index(msg, "Recorded ")
	if i < 0 {
		return msg
	}
	out := strings.TrimSpace(msg[:i])
	if out == "Board:" {
		out = "" // a board's report recorded: the event lines say it
	}
	if j := strings.Index(msg, "Game over: "); j > i {
		out = strings.TrimSpace(out + " " + msg[j:])
	}
	return out
}
