package ui

import (
	"fmt"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/plain"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/viewport"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"github.com/arbiter-chess/arbiter/assets"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// rulingPanel shows the pending rulings, the selected one in full: the
// offence, offender, chooser, deadline, numbered options, and under them
// the law quoted (lawQuote). With none pending it shows the ruling the
// last event raised. It is a component: its keys, Update (the quote's
// scrolling; the keys that record a choice, a waiver or a claim are the
// Model's to act on), SetSize, SetSnapshot and View.
type rulingPanel struct {
	th            *theme
	keys          rulingKeys
	w, maxH, hard int      // its width; the most lines it takes, and the most the law's deciding words may take
	lines         []string // everything above the quote
	sel           int      // the selected pending ruling, index into the pending
	npending      int      // how many are pending, as last laid out
	lawQuote
	built string // what the panel was last laid out for
}

// rulingKeys are the ruling panel's keys.
type rulingKeys struct {
	Claim, Choose, Waive, Article key.Binding
	PrevRuling, NextRul           key.Binding
}

func newRulingPanel(th *theme, k keyMap) rulingPanel {
	return rulingPanel{th: th, lawQuote: newLawQuote(th, k), keys: rulingKeys{
		Claim: k.Claim, Choose: k.Choose, Waive: k.Waive, Article: k.Article,
		PrevRuling: k.PrevRuling, NextRul: k.NextRul,
	}}
}

// SetSize gives the panel the screen's body beside the board, h lines:
// it takes at most all but a third of them (the log keeps the rest), and
// the law's deciding words may take all but three.
func (p rulingPanel) SetSize(w, h int) rulingPanel {
	p.w, p.maxH, p.hard = w, h-max(6, h/3), h-3
	return p
}

// Update selects the previous or the next pending ruling, or scrolls the
// law quoted.
func (p rulingPanel) Update(msg tea.Msg) (rulingPanel, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok {
		switch {
		case keyIs(k, p.keys.PrevRuling):
			p.sel = max(0, p.sel-1)
			return p, nil
		case keyIs(k, p.keys.NextRul):
			p.sel = max(0, min(p.sel+1, p.npending-1))
			return p, nil
		}
	}
	var cmd tea.Cmd
	p.lawQuote, cmd = p.lawQuote.Update(msg)
	return p, cmd
}

// owns reports whether a key is one the panel's Update acts on.
func (p rulingPanel) owns(k tea.KeyMsg) bool {
	return keyIs(k, p.keys.PrevRuling) || keyIs(k, p.keys.NextRul) || p.scrolls(k)
}

// height is the panel's height as laid out.
func (p rulingPanel) height() int { return len(p.lines) + p.lawQuote.height() }

// View draws the panel.
func (p rulingPanel) View() string { return strings.Join(p.viewLines(), "\n") }

// viewLines are the panel's lines, for the screen to set beside the board.
func (p rulingPanel) viewLines() []string {
	return append(append([]string(nil), p.lines...), p.lawQuote.viewLines()...)
}

// lawQuote is the law's own words for a ruling, from the clause that
// decides (a viewport: `{` and `}` scroll it), and under them how to read
// the rest. It is a component: its keys, Update (scrolling), SetContent,
// SetSize (the room the ruling leaves it) and View.
type lawQuote struct {
	th    *theme
	qkeys quoteKeys
	quote viewport.Model // the law's words
	tail  string         // under the quote: how to read the rest
	key   string         // what the quote holds: ruling, article, width
	need  int            // quote lines that must show: to the end of the deciding sentence
	more  bool           // the quote holds more than shows
	// cut marks the last line of the quote shown when words follow it
	// out of view: the frame's ellipsis.
	cut   string
	plain []string            // the quote's lines without style
	mark  func(string) string // styles a quote line marked as cut
}

// quoteKeys are the quote's keys.
type quoteKeys struct {
	QuoteUp, QuoteDown, Quote key.Binding
}

func newLawQuote(th *theme, k keyMap) lawQuote {
	vp := viewport.New(0, 0)
	vp.MouseWheelEnabled = false
	return lawQuote{th: th, quote: vp, cut: th.g.ellipsis, mark: func(s string) string { return th.render(th.quote, s) },
		qkeys: quoteKeys{QuoteUp: k.QuoteUp, QuoteDown: k.QuoteDown, Quote: k.Quote}}
}

// Update scrolls the quote: a page back or on.
func (q lawQuote) Update(msg tea.Msg) (lawQuote, tea.Cmd) {
	k, ok := msg.(tea.KeyMsg)
	if !ok {
		return q, nil
	}
	switch {
	case keyIs(k, q.qkeys.QuoteUp):
		q.scroll(-max(1, q.quote.Height-1))
	case keyIs(k, q.qkeys.QuoteDown):
		q.scroll(max(1, q.quote.Height-1))
	}
	return q, nil
}

// scrolls reports whether a key is one the quote's Update acts on.
func (q lawQuote) scrolls(k tea.KeyMsg) bool {
	return keyIs(k, q.qkeys.QuoteUp) || keyIs(k, q.qkeys.QuoteDown)
}

// SetContent puts the law's words for key in the quote, at its top: need
// lines reach the end of the deciding sentence. An empty key empties it.
func (q lawQuote) SetContent(key string, text []string, need int) lawQuote {
	q.quote.SetContent(strings.Join(text, "\n"))
	q.plain = make([]string, len(text))
	for i, l := range text {
		q.plain[i] = ansi.Strip(l)
	}
	q.quote.GotoTop()
	q.key, q.need = key, need
	return q
}

// SetSize gives the quote w columns and room lines, the last of them the
// tail that says how to read the rest when the words do not all show.
func (q lawQuote) SetSize(w, room int) lawQuote {
	th := q.th
	q.tail = ""
	total := q.quote.TotalLineCount()
	if q.key == "" || total == 1 && strings.TrimSpace(q.quote.View()) == "" {
		total = 0
	}
	h := min(total, max(room, 0))
	q.more = total > h
	if q.more && (h > q.need || h < q.need && h > 2) {
		// (With the deciding words cut anyway, the tail says how to read
		// them; with exactly room for them, the ellipsis alone marks the rest.)
		// The last line says there is more and how to read it.
		below := total - q.quote.YOffset - (h - 1)
		tail := fmt.Sprintf("  (%d more lines: } scrolls, o opens the article)", max(0, below))
		if stringWidth(tail) > w {
			tail = fmt.Sprintf("  (%d more lines: } scrolls, o the article)", max(0, below))
		}
		q.tail = th.render(th.dim, th.fit(th.text(tail), w))
		h--
	}
	q.quote.Width, q.quote.Height = w, h
	return q
}

// height is the quote's height as laid out, its tail included.
func (q lawQuote) height() int {
	h := q.quote.Height
	if q.tail != "" {
		h++
	}
	return h
}

// View draws the quote.
func (q lawQuote) View() string { return strings.Join(q.viewLines(), "\n") }

func (q lawQuote) viewLines() []string {
	var out []string
	if q.quote.Height > 0 {
		lines := strings.Split(q.quote.View(), "\n")
		last := len(lines) - 1
		if i := q.quote.YOffset + last; q.more && !q.quote.AtBottom() && q.mark != nil && i < len(q.plain) {
			// Words follow out of view: the last line shown says so.
			lines[last] = q.mark(markCut(q.plain[i], q.quote.Width, q.cut))
		}
		out = append(out, lines...)
	}
	if q.tail != "" {
		out = append(out, q.tail)
	}
	return out
}

// scroll moves the quote by n lines (negative: back).
func (q *lawQuote) scroll(n int) {
	if n < 0 {
		q.quote.ScrollUp(-n)
	} else {
		q.quote.ScrollDown(n)
	}
}

// SetSnapshot lays the panel out for the snapshot f in its size, with at
// most maxH lines for itself; the deciding words of the law may take more
// (up to hard), never fewer. law says the rulings' words and quotes.
func (p rulingPanel) SetSnapshot(f *frame, law lawText) rulingPanel {
	p.build(f, law)
	return p
}

func (p *rulingPanel) build(f *frame, words lawText) {
	w, maxH, hardMax := p.w, p.maxH, p.hard
	// Keys typed on a line change nothing here: lay out only what changed.
	built := fmt.Sprintf("%d/%v/%d/%d/%d/%d/%d/%d", f.version, f.review, f.at, f.sel, w, maxH, hardMax, p.quote.YOffset)
	if built == p.built {
		return
	}
	p.built = built
	if !f.review {
		p.npending = len(f.pending)
	}
	th := p.th
	rs := f.rulings
	var lines []string
	idx := -1
	switch {
	case len(f.pending) > 0:
		head := fmt.Sprintf("Ruling pending (%d)", len(f.pending))
		if len(f.pending) > 1 {
			head = fmt.Sprintf("Rulings pending: %d of %d ([ ] select)", f.sel+1, len(f.pending))
		}
		lines = append(lines, th.rule(th.render(th.bold, head), w))
		for i, ri := range f.pending {
			if i == f.sel {
				continue
			}
			r := rs.At(ri)
			lines = append(lines, th.fit(th.text(fmt.Sprintf("  %s #%d, %s: %s (%s)", th.g.dot, ri+1, f.place(r.Event), law.DescribeKind(r.Kind), titleCase(r.Offender))), w))
		}
		idx = f.pending[f.sel]
	case f.rulingOfLast >= 0:
		head := "Ruling on the last event"
		if f.review {
			head = fmt.Sprintf("Ruling on event %d", f.at)
		}
		lines = append(lines, th.rule(th.render(th.bold, head), w))
		idx = f.rulingOfLast
	default:
		lines = append(lines, th.rule(th.render(th.bold, "Rulings"), w), th.render(th.dim, "No ruling pending."))
	}
	if idx < 0 {
		p.lines = lines
		p.lawQuote = p.lawQuote.SetContent("", nil, 0).SetSize(w, 0)
		return
	}
	r := rs.At(idx)
	key := fmt.Sprintf("%s/%d/%s/%s/%s/%d", f.info.ID, idx, r.Kind, r.State, r.Chosen, w)
	if key != p.key {
		text, need := words.quoteOf(r, w)
		p.lawQuote = p.lawQuote.SetContent(key, text, need)
	}
	place := f.place(r.Event)
	detail := words.rulingDetail(idx, place, r, w, f.review, false)
	if len(lines)+len(detail)+p.need > hardMax {
		// Short of room: the ruling in brief, so that the law's deciding
		// words still show whole.
		detail = words.rulingDetail(idx, place, r, w, f.review, true)
	}
	lines = append(lines, detail...)
	room := max(maxH-len(lines), min(p.need, hardMax-len(lines)))
	if room < 1 {
		// No room even for the deciding words: the detail gives way.
		lines = lines[:max(1, hardMax-min(p.need, hardMax-1))]
		room = max(0, hardMax-len(lines))
	}
	p.lines = lines
	p.lawQuote = p.lawQuote.SetSize(w, room)
}

// lawText says the rulings of a code in words and quotes its law, in a
// theme: the ruling panel, the log and the plain mode share it.
type lawText struct {
	th    *theme
	info  law.CodeInfo
	cache *viewCache // the clauses found, kept
}

// law is the model's lawText, for its code.
func (m *Model) law() lawText { return lawText{th: m.term.th, info: m.sit.info, cache: m.cache} }

// rulingDetail is a ruling in full, but the law's words; brief, its options
// by their names on one line, without the note and the keys.
func (m lawText) rulingDetail(idx int, place string, r rules.Ruling, w int, review, brief bool) []string {
	th := m.th
	var lines []string
	add := func(st func(string) string, s string, indent string) {
		for _, l := range wrapIndent(th.text(s), w, indent) {
			lines = append(lines, st(l))
		}
	}
	plain := func(s string) string { return s }
	offence := func(s string) string { return th.render(th.offence, s) }
	option := func(s string) string { return th.render(th.option, s) }

	state := stateWords(r)
	if r.Late {
		state += ", claimed late"
	}
	switch {
	case !brief:
		add(offence, fmt.Sprintf("#%d, %s: %s — %s", idx+1, place, law.DescribeKind(r.Kind), state), "  ")
	case r.State == rules.StatePending && !r.Late:
		// In brief the kind in words alone: the heading says it is pending.
		add(offence, fmt.Sprintf("#%d, %s: %s", idx+1, place, law.DescribeKind(r.Kind)), "  ")
	default:
		add(offence, fmt.Sprintf("#%d, %s: %s — %s", idx+1, place, law.DescribeKind(r.Kind), state), "  ")
	}
	if who := rulingWho(r); who != "" {
		add(plain, who, "  ")
	}
	if r.Note != "" && !brief {
		add(plain, r.Note, "  ")
	}
	if r.Silent {
		add(plain, fmt.Sprintf("The code has no law on this case: referred to the umpire (%s).", citation(m.info.ID, []string{m.info.Referral})), "  ")
	}
	if brief && r.State == rules.StatePending && len(r.Options) > 0 {
		var names []string
		for i, o := range r.Options {
			n := fmt.Sprintf("%d %s", i+1, briefOption(r, o))
			if needsSquare(o) {
				n += " (the man under the cursor)"
			}
			names = append(names, th.text(n))
		}
		for _, l := range pack(names, th.text(" · "), w, "  ") {
			lines = append(lines, option(l))
		}
		return lines
	}
	for i, o := range r.Options {
		if s := optionLine(r, i, o); s != "" {
			add(option, s, "    ")
		}
	}
	if r.State == rules.StatePending && r.Chooser != "" && !review {
		add(plain, "w waive · A read the article", "  ")
	}
	return lines
}

// quoteOf is the law's words for a ruling, wrapped to w: each article cited,
// from the clause that decides to its end, then (for a long article) what
// came before the clause. need is the number of lines that reach the end of
// the deciding sentence of the first article.
func (m lawText) quoteOf(r rules.Ruling, w int) (lines []string, need int) {
	th := m.th
	g := th.g
	quote := func(s string) {
		for _, l := range wrapIndent(th.text(s), w, "  ") {
			lines = append(lines, th.render(th.quote, l))
		}
	}
	for i, id := range r.Articles {
		a, ok := assets.Lookup(m.info.ID, id)
		name := m.info.ArticleName(id)
		if !ok || strings.TrimSpace(a.Text) == "" {
			lines = append(lines, th.render(th.quote, th.fit(th.text(name), w)))
			continue
		}
		paras := a.Paragraphs()
		c := m.clause(a, r)
		label := func(pi int) string {
			if len(paras) > 1 {
				return fmt.Sprintf("%s %s%d", name, g.para, pi+1)
			}
			return name
		}
		head := flat(paras[c.para][:c.start])
		decide := flat(paras[c.para][c.start:c.end])
		rest := flat(paras[c.para][c.end:])
		lead := ""
		if head != "" {
			lead = g.ellipsis
		}
		// The paragraph from the clause on; the deciding sentence's lines
		// are counted (wrapping is the same for a text and its start).
		open := label(c.para) + ": " + g.lquote + lead + decide
		if i == 0 {
			need = len(wrapIndent(th.text(open), w, "  "))
		}
		if rest != "" {
			open += " " + rest
		}
		quote(open + g.rquote)
		for pi := c.para + 1; pi < len(paras); pi++ {
			quote(label(pi) + ": " + g.lquote + flat(paras[pi]) + g.rquote)
		}
		if head != "" || c.para > 0 {
			lines = append(lines, th.render(th.dim, th.fit("  before it:", w)))
			for pi := 0; pi < c.para; pi++ {
				quote(label(pi) + ": " + g.lquote + flat(paras[pi]) + g.rquote)
			}
			if head != "" {
				quote(label(c.para) + ": " + g.lquote + head + g.ellipsis + g.rquote)
			}
		}
	}
	return lines, need
}

// flat is a paragraph's text on one line.
func flat(s string) string { return strings.Join(strings.Fields(s), " ") }

// clauseCitation names the paragraph of an article where it has several:
// "BCA VI ¶2".
func (m lawText) clauseCitation(r rules.Ruling) string {
	if len(r.Articles) == 0 {
		return ""
	}
	parts := make([]string, len(r.Articles))
	for i, id := range r.Articles {
		parts[i] = id
		if strings.Contains(id, ":") || id == "agreement" {
			// Staunton's definitions and Ch. III by their names, not
			// their ids (def:false-move).
			parts[i] = plain.Article(m.info, id)
		}
		if a, ok := assets.Lookup(m.info.ID, id); ok {
			if c := m.clause(a, r); c.paragraphs > 1 {
				parts[i] = fmt.Sprintf("%s %s%d", parts[i], m.th.g.para, c.para+1)
			}
		}
	}
	return citation(m.info.ID, parts)
}

// citation names articles the way the umpire says them: "BCA VI, IX".
func citation(code string, arts []string) string {
	info, ok := law.LookupCode(code)
	if !ok {
		return code + " " + strings.Join(arts, ", ")
	}
	return info.Cite(arts)
}

// briefOption says an option in the core's words (rules.OptionText) for
// the brief list: what the law demands stays, the asides in brackets go.
// The number before it is what the umpire presses; the id is in the full
// list and the article's screen.
func briefOption(r rules.Ruling, o string) string {
	s := rules.OptionText(r, o)
	// "White must move his King": the line above names the offender.
	if who := titleCase(r.Offender) + " must "; r.Offender != "" && strings.HasPrefix(s, who) {
		s = strings.TrimPrefix(s, who)
	}
	for {
		open := strings.Index(s, " (")
		end := strings.IndexByte(s[max(open, 0):], ')')
		if open < 0 || end < 0 {
			return s
		}
		s = s[:open] + s[open+end+1:]
	}
}

// pack lays items out on lines of w columns, sep between them: an item
// begins a line or follows another whole, so that no number is parted from
// its words; an item longer than a line is wrapped, indented.
func pack(items []string, sep string, w int, indent string) []string {
	var lines []string
	cur := ""
	for _, it := range items {
		if cur != "" && stringWidth(cur+sep+it) <= w {
			cur += sep + it
			continue
		}
		if cur != "" {
			lines = append(lines, cur)
		}
		ls := wrapIndent(it, w, indent)
		if len(ls) == 0 {
			cur = ""
			continue
		}
		lines = append(lines, ls[:len(ls)-1]...)
		cur = ls[len(ls)-1]
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}

// needsSquare reports whether an option names a man (its argument).
func needsSquare(opt string) bool {
	return opt == law.OptMoveAny || opt == law.OptSelectTouched
}

// clause is findClause, remembered in the cache: the log asks it of every
// ruling each time it is drawn again.
func (m lawText) clause(a assets.Article, r rules.Ruling) clauseAt {
	key := strings.Join([]string{a.Code, a.ID, r.Kind, r.State, r.Chosen, r.Note, strings.Join(r.Options, ",")}, "\x00")
	if c, ok := m.cache.clauses[key]; ok {
		return c
	}
	if m.cache.clauses == nil {
		m.cache.clauses = map[string]clauseAt{}
	}
	c := findClause(a, r)
	m.cache.clauses[key] = c
	return c
}

// markCut ends a line of text with the ellipsis that says words follow,
// within w columns: at a space where the whole line and the mark do not fit.
func markCut(line string, w int, ell string) string {
	line = strings.TrimRight(line, " ")
	room := w - stringWidth(ell) - 1
	if stringWidth(line) > room {
		line = fitWith(line, room, "")
		if sp := strings.LastIndexByte(line, ' '); sp > 0 && strings.TrimSpace(line[:sp]) != "" {
			line = strings.TrimRight(line[:sp], " ")
		}
	}
	return line + " " + ell
}

// rulingWho says who offended, who chooses and until when: "offender White
// · Black chooses · until Black touches a man"; "" when none is known.
func rulingWho(r rules.Ruling) string {
	var who []string
	if r.Offender != "" {
		who = append(who, "offender "+titleCase(r.Offender))
	}
	switch r.Chooser {
	case "":
		if len(r.Options) > 0 {
			who = append(who, "the law applies it")
		}
	case "umpire":
		who = append(who, "the umpire decides")
	default:
		who = append(who, titleCase(r.Chooser)+" chooses")
	}
	if r.Deadline != "" && r.State == rules.StatePending && !(r.Chooser == "umpire" && r.Deadline == "the umpire decides") {
		who = append(who, r.Deadline)
	}
	return strings.Join(who, " · ")
}

// place says where event n stands, as players say it: the move it made,
// as the log spells it ("5. Rh1-h3"), or the turn an act that made no
// move came in ("at Black's 4th move").
func (f *frame) place(n int) string {
	if f.moves != nil && n >= 1 && n <= f.total {
		if moves, _ := f.moves(n - 1); len(moves) > 0 {
			return moves[len(moves)-1]
		}
	}
	if f.turnOf != nil && n >= 1 {
		return f.turnOf(n)
	}
	return fmt.Sprintf("event %d", n)
}

// stateWords says a ruling's state in a few words: "pending", "the
// penalty lapsed", "no penalty".
func stateWords(r rules.Ruling) string {
	switch r.State {
	case rules.StateEnforced:
		return "chosen"
	case rules.StateApplied:
		return "applied by the law"
	case rules.StateExpired:
		if r.SupersededBy > 0 {
			return fmt.Sprintf("gave way to #%d", r.SupersededBy)
		}
		return "the penalty lapsed"
	case rules.StateNoPenalty:
		return "no penalty"
	}
	return strings.ReplaceAll(r.State, "-", " ")
}

// optionLine is the i-th option of a ruling in full: numbered while the
// ruling is pending, the option chosen or applied after; "" for an option
// not taken.
func optionLine(r rules.Ruling, i int, o string) string {
	s := fmt.Sprintf("%d %s", i+1, rules.OptionText(r, o))
	if needsSquare(o) {
		s += " (the man under the cursor)"
	}
	switch {
	case r.State == rules.StatePending:
		return s
	case o == r.Chosen && r.State == rules.StateApplied:
		return "applied by the law: " + s
	case o == r.Chosen:
		return "chosen: " + s
	}
	return ""
}
