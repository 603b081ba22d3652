package ui

import (
	"fmt"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/charmbracelet/bubbles/cursor"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// newInput is a one-line text input in the theme's styles, with a cursor
// that does not blink (the frame stays the same between keys, and golden
// files with it) and suggestions shown after the cursor.
func newInput(th theme, prompt string) textinput.Model {
	ti := textinput.New()
	ti.Prompt = prompt
	ti.CharLimit = 1000
	ti.ShowSuggestions = true
	ti.Cursor.SetMode(cursor.CursorStatic)
	ti.PromptStyle = th.r.NewStyle()
	ti.TextStyle = th.r.NewStyle()
	ti.PlaceholderStyle = th.dim
	ti.CompletionStyle = th.dim
	ti.Cursor.Style = th.selected
	ti.Cursor.TextStyle = th.r.NewStyle()
	// up and down are the history; ctrl+n and ctrl+p cycle the suggestions.
	ti.KeyMap.NextSuggestion = key.NewBinding(key.WithKeys("ctrl+n"))
	ti.KeyMap.PrevSuggestion = key.NewBinding(key.WithKeys("ctrl+p"))
	// tab is the top model's: it completes a word, or to the common prefix.
	ti.KeyMap.AcceptSuggestion = key.NewBinding(key.WithKeys("ctrl+l"))
	if th.noColor {
		// Without colour a reverse-video cursor would not show: none, and
		// the text ends where typing goes on.
		ti.Cursor.SetMode(cursor.CursorHide)
	}
	ti.Focus()
	return ti
}

// commandLine takes any event of the incident notation (`:B claim`), the
// recorder's undo and redo, and the game tags (`:white Paul Morphy`). It
// is a component: its keys, Update (typing, the history, esc), SetSize and
// View; what the line records (enter) and completes from the game (tab)
// is the Model's.
type commandLine struct {
	th      *theme
	keys    commandKeys
	w       int
	ti      textinput.Model
	on      bool
	hint    string
	history []string
	histAt  int
	// The candidates of the words typed so far, kept while only the word
	// being typed changes (they cost the core a look at the legal moves).
	candKey string
	cands   []string
}

// commandKeys are the command line's keys.
type commandKeys struct {
	Close, Submit, Complete, Back, On key.Binding
}

func newCommandLine(th *theme) commandLine {
	return commandLine{th: th, ti: newInput(*th, ":"), keys: commandKeys{
		Close:    key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", "close the line")),
		Submit:   key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "record")),
		Complete: key.NewBinding(key.WithKeys("tab"), key.WithHelp("tab", "complete")),
		Back:     key.NewBinding(key.WithKeys("up"), key.WithHelp("↑", "the line before")),
		On:       key.NewBinding(key.WithKeys("down"), key.WithHelp("↓", "the line after")),
	}}
}

// SetSize gives the line its width.
func (c commandLine) SetSize(w, _ int) commandLine {
	c.w = w
	return c
}

// Update types on the line, goes through the history (↑ ↓) or closes it
// (esc). The hint is cleared when the text changes.
func (c commandLine) Update(msg tea.Msg) (commandLine, tea.Cmd) {
	k, ok := msg.(tea.KeyMsg)
	if !ok {
		return c, nil
	}
	switch {
	case keyIs(k, c.keys.Close):
		c.close()
		return c, nil
	case keyIs(k, c.keys.Back):
		if c.histAt > 0 {
			c.histAt--
			c.set(c.history[c.histAt])
		}
		return c, nil
	case keyIs(k, c.keys.On):
		if c.histAt < len(c.history)-1 {
			c.histAt++
			c.set(c.history[c.histAt])
		} else {
			c.histAt = len(c.history)
			c.set("")
		}
		return c, nil
	}
	before := c.value()
	var cmd tea.Cmd
	c.ti, cmd = c.ti.Update(k)
	if c.value() != before {
		c.hint = ""
	}
	return c, cmd
}

func (c *commandLine) open() {
	c.on = true
	c.ti.SetValue("")
	c.ti.SetSuggestions(nil)
	c.hint = ""
	c.histAt = len(c.history)
}

func (c *commandLine) close() {
	c.on = false
	c.hint = ""
}

func (c commandLine) value() string { return c.ti.Value() }

func (c *commandLine) set(s string) {
	c.ti.SetValue(s)
	c.ti.CursorEnd()
}

// View is the line as typed, in its width.
func (c commandLine) View() string {
	if c.w <= 0 {
		return c.ti.View()
	}
	return c.th.fit(c.ti.View(), c.w)
}

// updateCommand routes a key of the command line: enter records what it
// says and tab completes it from the game (the Model's); the rest is the
// line's, and a change of its text asks for suggestions.
func (m Model) updateCommand(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	switch {
	case keyIs(msg, m.panels.cmd.keys.Submit):
		m.submitCommand()
		return m, nil
	case keyIs(msg, m.panels.cmd.keys.Complete):
		m.panels.cmd.complete(m.completing())
		return m, nil
	}
	before := m.panels.cmd.value()
	m.panels.cmd, _ = m.panels.cmd.Update(msg)
	if m.panels.cmd.on && m.panels.cmd.value() != before {
		m.panels.cmd.suggest(m.completing())
	}
	return m, nil
}

// submitCommand records the events typed, all or none, or sets a game tag.
// Bad input leaves the line open with the reason, so that it can be
// corrected.
func (m *Model) submitCommand() {
	c := &m.panels.cmd
	text := strings.TrimSpace(c.value())
	if text == "" {
		c.close()
		return
	}
	switch strings.ToLower(strings.Join(strings.Fields(m.withActor(text)), " ")) {
	case "u undo", "umpire undo":
		c.close()
		m.undo()
		return
	case "u redo", "umpire redo":
		c.close()
		m.redo()
		return
	}
	if f := strings.Fields(text); len(f) > 0 && strings.EqualFold(f[0], "tag") {
		if _, _, ok := tagCommand(text); !ok {
			// "tag" is never a verb: say what the tag lacks.
			c.hint = unknownTagHint(f[1:])
			return
		}
	}
	if name, value, ok := tagCommand(text); ok {
		if err := m.setTag(name, value); err != nil {
			c.hint = notRecorded(err)
			return
		}
		c.remember(text)
		c.close()
		m.setMsg(msgOK, fmt.Sprintf("%s: %s (journaled; in the PGN's tags).", name, value))
		return
	}
	evs, err := incidents.ParseEvents(m.withActor(text))
	if err == nil && len(evs) == 0 {
		c.close()
		return
	}
	if err != nil {
		c.hint = "bad input, nothing recorded: " + err.Error()
		return
	}
	before := m.snap.nrulings
	if err := m.record(evs...); err != nil {
		c.hint = notRecorded(err)
		return
	}
	c.remember(text)
	c.close()
	m.recordedMsg(len(evs), before)
}

// tagCommand reads `white Paul Morphy`, `site Paris`, `round 3`, `date
// 1858.??.??` or `tag White Paul Morphy`: the name of a game tag, then its
// value. `white touch e2` is an event (its second word is a verb).
func tagCommand(text string) (name, value string, ok bool) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return "", "", false
	}
	rest := strings.TrimSpace(text[len(f[0]):])
	if strings.EqualFold(f[0], "tag") {
		if len(f) < 2 {
			return "", "", false
		}
		name, ok := canonicalTag(f[1])
		return name, unquote(strings.TrimSpace(rest[len(f[1]):])), ok
	}
	name, ok = canonicalTag(f[0])
	if !ok {
		return "", "", false
	}
	if len(f) > 1 && isVerb(f[1]) {
		return "", "", false
	}
	return name, unquote(rest), true
}

func unquote(s string) string {
	if len(s) >= 2 && s[0] == '"' && s[len(s)-1] == '"' {
		return s[1 : len(s)-1]
	}
	return s
}

func isVerb(w string) bool {
	w = strings.ToLower(w)
	for _, v := range VerbWords() {
		if v == w {
			return true
		}
	}
	return false
}

var actorWords = map[string]bool{"w": true, "b": true, "u": true, "white": true, "black": true, "umpire": true}

// withActor puts the acting player before an event typed without one; the
// umpire's own verbs get the umpire.
func (m *Model) withActor(text string) string {
	f := strings.Fields(text)
	if len(f) == 0 || actorWords[strings.ToLower(f[0])] {
		return text
	}
	switch w := strings.ToLower(f[0]); w {
	case "undo", "redo":
		return "U " + text
	default:
		if v, ok := rules.LookupVerb(w); ok && v.Who == rules.ByUmpire {
			return "U " + text
		}
	}
	return m.playerActing().Letter() + " " + text
}

// VerbWords are the words the command line offers as verbs, sorted: every
// verb of the notation's table (rules.Verbs), "say" for the words said,
// and the recorder's undo and redo.
func VerbWords() []string {
	words := []string{"say", "undo", "redo"}
	for _, v := range rules.Verbs() {
		if !strings.Contains(string(v.Verb), " ") {
			words = append(words, string(v.Verb))
		}
	}
	sort.Strings(words)
	return words
}

// completing is what the command line's completion reads of the game:
// the snapshot's board, the legal moves, the options of the ruling
// selected, and a key that changes when any of them may.
type completing struct {
	key     string
	board   *boardState
	game    legalMoves
	options func() []string // the options of the ruling selected, or every option
}

// legalMoves is what the completion asks of the game: whose turn it is and
// where a man may go.
type legalMoves interface {
	Turn() chess.Color
	LegalTargets(sq chess.Square) []chess.Square
}

// completing is what the command line completes from, now.
func (m *Model) completing() completing {
	return completing{
		key:   fmt.Sprintf("%d/%d", m.cache.version, m.panels.rulings.sel),
		board: &m.snap.board,
		game:  m.game,
		options: func() []string {
			if r, ok := m.selected(); ok {
				return r.Options
			}
			return allOptions()
		},
	}
}

// partialWord splits the line at the word being typed.
func (c *commandLine) partialWord() (fields []string, partial string) {
	text := c.value()
	fields = strings.Fields(text)
	if last, _ := utf8.DecodeLastRuneInString(text); len(fields) > 0 && !unicode.IsSpace(last) {
		partial = fields[len(fields)-1]
		fields = fields[:len(fields)-1]
	}
	return fields, partial
}

// matches are the candidates for the word being typed.
func (c *commandLine) matches(src completing) (text, partial string, match []string) {
	text = c.value()
	fields, partial := c.partialWord()
	lp := strings.ToLower(partial)
	key := src.key + "/" + strings.ToLower(strings.Join(fields, " "))
	if key != c.candKey {
		c.candKey, c.cands = key, candidates(fields, src)
	}
	for _, x := range c.cands {
		if strings.HasPrefix(strings.ToLower(x), lp) {
			match = append(match, x)
		}
	}
	return text, partial, match
}

// suggest offers the completions of the word being typed, shown after the
// cursor.
func (c *commandLine) suggest(src completing) {
	text, partial, match := c.matches(src)
	if partial == "" {
		c.ti.SetSuggestions(nil)
		return
	}
	head := text[:len(text)-len(partial)]
	var lines []string
	for _, x := range match {
		// The suggestion keeps what was typed, in the case it was typed.
		lines = append(lines, head+partial+x[min(len(partial), len(x)):])
	}
	c.ti.SetSuggestions(lines)
}

// complete extends the word before the cursor: to the one candidate, or to
// the candidates' common prefix with the candidates listed in the hint.
func (c *commandLine) complete(src completing) {
	c.ti.CursorEnd()
	text, partial, match := c.matches(src)
	switch len(match) {
	case 0:
		c.hint = "no completion"
		return
	case 1:
		c.set(text[:len(text)-len(partial)] + match[0] + " ")
		c.hint = ""
		c.suggest(src)
		return
	}
	prefix := match[0]
	for _, x := range match[1:] {
		for !strings.HasPrefix(strings.ToLower(x), strings.ToLower(prefix)) {
			prefix = prefix[:len(prefix)-1]
		}
	}
	if len(prefix) > len(partial) {
		c.set(text[:len(text)-len(partial)] + prefix)
	}
	c.hint = strings.Join(match, " ")
	c.suggest(src)
}

// remember keeps a line recorded in the history (↑ brings it back), once.
func (c *commandLine) remember(text string) {
	if n := len(c.history); n == 0 || c.history[n-1] != text {
		c.history = append(c.history, text)
	}
}

// candidates lists what may follow the words typed.
func candidates(fields []string, src completing) []string {
	low := make([]string, len(fields))
	for i, f := range fields {
		low[i] = strings.ToLower(f)
	}
	if len(low) == 0 {
		return append([]string{"W", "B", "U", "tag"}, VerbWords()...)
	}
	if low[0] == "tag" {
		if len(low) == 1 {
			return rosterTags
		}
		return nil
	}
	if actorWords[low[0]] {
		low = low[1:]
	}
	if len(low) == 0 {
		return VerbWords()
	}
	return src.argCandidates(low[0], len(low)-1)
}

// argCandidates are what the n-th argument (from 0) of a verb may be: fixed
// words, or squares and options worked out from the game.
func (src completing) argCandidates(verb string, n int) []string {
	fixed := func(words ...string) func() []string { return func() []string { return words } }
	args := map[string][]func() []string{
		"say":          {fixed("jadoube", "check")},
		"touch":        {src.occupiedSquares, fixed("accidentally")},
		"touch-square": {src.targetsFirst},
		"release":      {src.targetsFirst},
		"drop":         {src.occupiedSquares},
		"move":         {src.moveCandidates},
		"promote":      {fixed("q", "r", "b", "n", "none")},
		"claim":        {fixed("fifty", "board", "men", "dropped", "draw")},
		"choose":       {src.options, src.occupiedSquares},
		"upset":        {fixed("wilfully")},
	}[verb]
	if n < len(args) {
		return args[n]()
	}
	return nil
}

// allOptions are the ids of every option (rules.Options).
func allOptions() []string {
	var ids []string
	for _, o := range rules.Options() {
		ids = append(ids, o.ID)
	}
	return ids
}

func (src completing) occupiedSquares() []string {
	var out []string
	for sq := chess.Square(0); sq < 64; sq++ {
		if !src.board.pieces[sq].Empty() {
			out = append(out, sq.String())
		}
	}
	sort.Strings(out)
	return out
}

// targetsFirst lists the legal squares of the man in hand, or every square.
func (src completing) targetsFirst() []string {
	var out []string
	for sq := chess.Square(0); sq < 64; sq++ {
		if src.board.targets[sq] {
			out = append(out, sq.String())
		}
	}
	if len(out) == 0 {
		for sq := chess.Square(0); sq < 64; sq++ {
			out = append(out, sq.String())
		}
	}
	sort.Strings(out)
	return out
}

// moveCandidates lists every legal move of the side to move as UCI; a
// prefix of a from-square narrows it like any other word.
func (src completing) moveCandidates() []string {
	var out []string
	turn := src.game.Turn()
	for sq := chess.Square(0); sq < 64; sq++ {
		p := src.board.pieces[sq]
		if p.Empty() || p.Color != turn {
			continue
		}
		for _, t := range src.game.LegalTargets(sq) {
			out = append(out, sq.String()+t.String())
		}
	}
	sort.Strings(out)
	return out
}

// unknownTagHint says why `tag NAME value` names no tag the umpire may set.
func unknownTagHint(words []string) string {
	roster := strings.Join(rosterTags, ", ")
	if len(words) == 0 {
		return "tag: name a tag and its value, e.g. :tag White Paul Morphy (the tags: " + roster + ")"
	}
	why := ""
	if strings.EqualFold(words[0], "Result") {
		why = "; the result is the game's own, from its end (mate, :W resign, a ruling)"
	}
	return fmt.Sprintf("tag %s: not a tag the umpire names during the game (the tags: %s)%s", shortText(words[0]), roster, why)
}
