package ui

import (
	"fmt"
	"io"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/plain"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// The plain mode (--plain) is for a screen reader, a braille display, a
// speech synthesizer or a log piped to a file: no board drawing and no
// layout. Each event recorded, its result and every change of a ruling is
// printed once, as one plain line, above a one-line prompt; the keys and
// the command line are the same as on the full screen. The lines are
// worked out by comparing the game before and after each message, so the
// plain mode records nothing of its own: plainSeen is a component that
// reads what the Model hands it (plainFacts) and says what changed.

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

// primedPlain is what the plain mode need not say again of a game opened
// (g, with its log's events, and msg the message shown): it is said by
// its intro and its pending rulings, not event by event.
func primedPlain(msg string, g *rules.Game, events int) plainSeen {
	s := plainSeen{rulings: map[int]string{}, msg: msg}
	if g == nil {
		return s
	}
	s.events = events
	rs := rulingList{g}
	for i := range rs.Len() {
		if r := rs.At(i); r.State != rules.StatePending {
			s.rulings[i] = r.State + "/" + r.Chosen + "/" + r.Argument
		}
	}
	return s
}

// plainFacts are what the plain lines read, taken from the Model after
// each message: the screen in front, the game and its log, the message.
type plainFacts struct {
	screen      screen
	screenText  string // what a text screen in front holds (the keys, the codes compared, an article)
	picker      picker
	game        *rules.Game // read, never changed
	info        law.CodeInfo
	journal     string
	tags        gameTags
	report      *rules.Report
	entries     []logEntry
	descriptive bool                                    // the log spells the moves in descriptive notation
	moves       func(i int) (moves, retracted []string) // entry i's moves as the log spells them
	law         lawText
	review      *review
	msg         string
	hint        string // a typed line's warning or refusal; "" for none
}

// plainFacts are what the plain lines read now.
func (m *Model) plainFacts() plainFacts {
	f := plainFacts{
		screen: m.screen, picker: m.screens.picker, game: m.game, info: m.sit.info, journal: m.sit.jpath,
		tags: m.sit.tags, report: &m.snap.report, entries: m.track.entries,
		descriptive: m.track.descriptive(), moves: m.shownMoves, law: m.law(),
		review: &m.screens.review, msg: m.status.msg,
	}
	switch {
	case m.panels.mv.on && m.panels.mv.bad:
		f.hint = m.panels.mv.hint
	case m.panels.cmd.on && m.panels.cmd.hint != "":
		f.hint = m.panels.cmd.hint
	}
	switch m.screen {
	case screenHelp:
		w := m.term.width
		if w <= 0 {
			w = 80
		}
		f.screenText = strings.Join(m.screens.help.lines(w), "\n")
	case screenCompare:
		f.screenText = m.screens.compare.text
	case screenLaws:
		if a, ok := m.screens.laws.current(); ok {
			f.screenText = fmt.Sprintf("%s %s. %s\n%s", m.sit.info.ID, a.ID, a.Title, flat(a.Text))
		}
	}
	return f
}

// plainNews are the lines that say what changed since the last message; a
// text screen, once said, closes.
func (m *Model) plainNews() []string {
	out, closed := m.plain.news(m.plainFacts())
	if closed {
		m.screen = screenGame
		if m.game == nil {
			m.screen = screenPicker
		}
	}
	return out
}

// news are the lines that say what changed since the last message: a
// text screen opened (closed says it was said), events recorded, rulings
// raised or changed, the duties, the message, and a typed line's warning.
func (s *plainSeen) news(f plainFacts) (out []string, closed bool) {
	if s.rulings == nil {
		s.rulings = map[int]string{}
	}
	switch f.screen {
	case screenHelp, screenCompare, screenLaws:
		out = append(out, plainScreen(f.screenText)...)
		closed = true
	case screenPicker:
		p := f.picker
		at := fmt.Sprintf("picker:%d", p.at)
		if !strings.HasPrefix(s.msg, "picker:") {
			out = append(out, plainPicker(p)...)
		}
		if c, ok := p.chosen(); s.msg != at && ok {
			out = append(out, fmt.Sprintf("Selected: %d. %s, %s.", p.at+1, c.label, c.detail))
		}
		s.msg = at
		return out, false
	}
	if f.game == nil {
		return out, closed
	}
	if strings.HasPrefix(s.msg, "picker:") {
		// The code is chosen: the game begins.
		s.msg = f.msg
		out = append(out, f.intro())
	}
	if t := s.sayReview(f); t != "" {
		out = append(out, t)
	}
	out = append(out, s.sayEvents(f)...)
	out = append(out, s.sayRulings(f)...)
	if t := s.sayDuties(f); t != "" {
		out = append(out, t)
	}
	if f.msg != s.msg {
		s.msg = f.msg
		if t := plainMessage(f.msg); t != "" {
			out = append(out, t)
		}
	}
	if t := s.sayHint(f.hint); t != "" {
		out = append(out, t)
	}
	return out, closed
}

// sayReview says each step of a review: the event it stands after, and
// who is to move there.
func (s *plainSeen) sayReview(f plainFacts) string {
	r := f.review
	if !r.on {
		s.review = 0
		return ""
	}
	if s.review == r.at+1 {
		return ""
	}
	s.review = r.at + 1
	t := strings.TrimPrefix(r.title(f.entries, f.moves), "review: ")
	t, _, _ = strings.Cut(t, " · ")
	if g := r.game; g != nil {
		t += "; " + titleCase(g.Turn().String()) + " to move"
	}
	return "Review, " + t + "."
}

// sayEvents say the events recorded since the last lines.
func (s *plainSeen) sayEvents(f plainFacts) []string {
	n := len(f.entries)
	if n < s.events {
		s.events = n // undone: the message says which
	}
	var out []string
	evs := f.game.Events()
	for i := s.events; i < n && i < len(evs); i++ {
		if f.entries[i].withPrev && i > s.events && len(out) > 0 {
			// A move and its cry of check: one act, one line.
			last := out[len(out)-1]
			last = strings.Replace(last, fmt.Sprintf("Event %d:", i), fmt.Sprintf("Events %d-%d:", i, i+1), 1)
			out[len(out)-1] = strings.TrimSuffix(last, ".") + ", and said check."
			continue
		}
		out = append(out, fmt.Sprintf("Event %d: %s", i+1, f.eventSentence(evs[i], f.entries[i])))
	}
	s.events = n
	return out
}

// sayRulings say each ruling raised or changed since the last lines.
func (s *plainSeen) sayRulings(f plainFacts) []string {
	var out []string
	rs := rulingList{f.game}
	n := rs.Len()
	for i := range n {
		r := rs.At(i)
		said := r.State + "/" + r.Chosen + "/" + r.Argument
		if s.rulings[i] != said {
			s.rulings[i] = said
			out = append(out, f.rulingSentence(i, r))
		}
	}
	for i := range s.rulings {
		if i >= n {
			delete(s.rulings, i) // taken back with its event
		}
	}
	return out
}

// sayDuties says the duties standing when they changed, or "".
func (s *plainSeen) sayDuties(f plainFacts) string {
	var duties []string
	for _, o := range f.report.Obligations {
		duties = append(duties, obligationText(f.info, o))
	}
	d := strings.Join(duties, "; ")
	if d == s.duties {
		return ""
	}
	s.duties = d
	if d == "" {
		return ""
	}
	return "Duty: " + d + "."
}

// sayHint says a typed line's warning or refusal once, or "".
func (s *plainSeen) sayHint(hint string) string {
	if hint == s.hint {
		return ""
	}
	s.hint = hint
	return hint
}

// eventSentence says an event in words: "Black touched the Queen on d8."
func (f plainFacts) eventSentence(e record.Event, en logEntry) string {
	who := titleCase(e.Actor.String())
	man := func(sq chess.Square) string {
		if p := f.game.PieceAt(sq); !p.Empty() {
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
		p := f.game.PieceAt(e.To)
		if p.Empty() {
			p = f.game.PieceAt(e.Square)
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
		s = plain.Event(f.game, e)
	}
	moves := en.moves
	if f.descriptive && en.descMoves != nil {
		moves = en.descMoves
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
func (f plainFacts) rulingSentence(i int, r rules.Ruling) string {
	place := plain.Place(f.game, r.Event, "")
	if r.Event >= 1 && r.Event <= len(f.entries) {
		if moves, _ := f.moves(r.Event - 1); len(moves) > 0 {
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
		parts = append(parts, f.law.clauseCitation(r))
	}
	return strings.Join(parts, "; ") + "."
}

// plainScreen is what a screen of text holds (the keys, the codes
// compared, the laws) as lines, said once.
func plainScreen(text string) []string {
	var out []string
	for _, l := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		if strings.TrimSpace(l) != "" {
			out = append(out, strings.TrimRight(l, " "))
		}
	}
	return out
}

// plainPicker says the codes to choose from.
func plainPicker(p picker) []string {
	out := []string{"Choose the code of chess law: up and down select, enter starts, q quits."}
	for i, c := range p.choices {
		out = append(out, fmt.Sprintf("%d. %s: %s", i+1, c.label, c.detail))
	}
	return out
}

// intro is the first line of the plain mode.
func (f plainFacts) intro() string {
	if f.game == nil {
		return "arbiter, plain mode."
	}
	s := fmt.Sprintf("arbiter, plain mode: %s, %d; journal %s. %s to move.", f.info.Author, f.info.Year, f.journal, titleCase(f.report.Turn))
	if p := f.tags.players("v."); p != "" {
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
	return plainPrinter(m.term.opts).say(m.plainNews())
}

// plainOut is where the plain lines go: the program's output (or a log),
// the transcript kept for tests, in ASCII for a braille display.
type plainOut struct {
	ascii      bool
	transcript *[]string
	out        io.Writer // nil: printed above the prompt
}

func plainPrinter(opts Options) plainOut {
	return plainOut{ascii: opts.ASCII, transcript: opts.transcript, out: opts.plainOut}
}

// say prints plain lines above the prompt (and into the transcript).
func (p plainOut) say(lines []string) tea.Cmd {
	if len(lines) == 0 {
		return nil
	}
	if p.ascii {
		// A braille display may read ASCII only: --plain --ascii.
		for i, l := range lines {
			lines[i] = asciiText.Replace(l)
		}
	}
	if p.transcript != nil {
		*p.transcript = append(*p.transcript, lines...)
	}
	return p.print(strings.Join(lines, "\n"))
}

// plainPrint says plain lines: straight to the output where it is no
// terminal (nothing redrawn, so a log holds no escape codes), else above the
// prompt line.
func (p plainOut) print(text string) tea.Cmd {
	if w := p.out; w != nil {
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
