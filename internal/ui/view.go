package ui

import (
	"fmt"
	"os"
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/x/ansi"

	"github.com/arbiter-chess/arbiter/assets"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// Layout of the game screen. The board is drawn at a fixed place so that
// clicks can be mapped back to squares (squareAtScreen).
const (
	boardTop = 1  // the title line is above it
	leftW    = 31 // board and status column
	sepW     = 2  // "│ "
)

// viewCache keeps the log's lines between frames: they change only when the
// game does (version) or the width does.
type viewCache struct {
	version  int
	logVer   int
	logWidth int
	logLines []string
}

// View implements tea.Model.
func (m Model) View() string {
	if m.tooSmall() {
		return m.tooSmallView()
	}
	switch m.screen {
	case screenPicker:
		return m.pickerView()
	case screenHelp:
		return m.helpView()
	case screenLaws:
		return m.lawsView()
	}
	return m.gameView()
}

func (m Model) tooSmall() bool { return m.width < minWidth || m.height < minHeight }

func (m Model) tooSmallView() string {
	var lines []string
	for _, l := range []string{
		"Terminal too small.",
		fmt.Sprintf("It is %d×%d; arbiter needs at least %d×%d.", m.width, m.height, minWidth, minHeight),
		"Enlarge the window: the screen lays out again.",
		"The journal is safe; ctrl+c quits.",
	} {
		if m.width <= 0 {
			// The size is unknown: say it all, unwrapped.
			lines = append(lines, l)
			continue
		}
		lines = append(lines, wrap(l, m.width)...)
	}
	if m.width <= 0 || m.height <= 0 {
		return strings.Join(lines, "\n")
	}
	return joinLines(lines, m.width, m.height)
}

// gameView is the main screen: the title, the board with the state of the
// hand and the obligations under it, the rulings and the log beside it, the
// message line and the short help (or the command line).
func (m Model) gameView() string {
	w, h := m.width, m.height
	bodyH := h - 3
	rightW := w - leftW - sepW

	left := m.leftColumn(bodyH)
	panel := m.rulingPanel(rightW, bodyH)
	logH := bodyH - len(panel)
	log := m.logView(rightW, logH)
	right := append(panel, log...)

	lines := make([]string, 0, h)
	lines = append(lines, m.titleLine(w))
	for i := 0; i < bodyH; i++ {
		l, r := "", ""
		if i < len(left) {
			l = left[i]
		}
		if i < len(right) {
			r = right[i]
		}
		lines = append(lines, padRight(l, leftW)+m.th.render(m.th.dim, "│ ")+fit(r, rightW))
	}
	lines = append(lines, m.messageLine(w))
	lines = append(lines, m.bottomLine(w))
	return joinLines(lines, w, h)
}

func (m Model) titleLine(w int) string {
	// The journal's path must stay readable: the code's description gives
	// way first, then the home directory becomes ~, then the path loses its
	// head rather than its file name.
	path := m.jpath
	if m.readOnly != "" {
		path += " (read-only)"
	}
	long := fmt.Sprintf(" · %s, %d (%s) · journal ", m.info.Author, m.info.Year, m.info.ID)
	short := " · " + m.info.ID + " · journal "
	for _, rest := range []string{long + path, short + path} {
		if len("arbiter")+ansi.StringWidth(rest) <= w {
			return m.th.render(m.th.title, "arbiter") + rest
		}
	}
	if home, err := os.UserHomeDir(); err == nil && home != "" && strings.HasPrefix(path, home+string(os.PathSeparator)) {
		path = "~" + path[len(home):]
	}
	room := w - len("arbiter") - ansi.StringWidth(short)
	if r := []rune(path); len(r) > room && room > 1 {
		path = "…" + string(r[len(r)-room+1:])
	}
	return fit(m.th.render(m.th.title, "arbiter")+short+path, w)
}

func (m Model) messageLine(w int) string {
	if m.cmdOn {
		if m.cmdHint != "" {
			return fit(m.th.render(m.th.warn, m.cmdHint), w)
		}
		return fit(m.th.render(m.th.dim, "an event of the incident notation, e.g. B claim, W touch e2 accidentally · tab completes · esc closes"), w)
	}
	switch m.msgKind {
	case msgErr:
		return fit(m.th.render(m.th.err, m.msg), w)
	case msgOK:
		return fit(m.th.render(m.th.ok, m.msg), w)
	}
	return fit(m.msg, w)
}

func (m Model) bottomLine(w int) string {
	if m.cmdOn {
		return fit(":"+m.cmd.view(m.th), w)
	}
	// Drop the least urgent keys until the line fits; "? keys" and "q
	// quit" always stay at its end.
	return m.fitHelp(m.shortHelp(), w)
}

// fitHelp draws a short help line, dropping the keys before the last two
// ("? keys", "q quit") from the end until it fits.
func (m Model) fitHelp(items []key.Binding, w int) string {
	hv := m.help
	hv.Width = 0 // measured here, not cut with an ellipsis
	items = append([]key.Binding(nil), items...)
	for i, b := range items {
		if d, ok := shortDesc[b.Help().Key]; ok {
			b.SetHelp(b.Help().Key, d)
			items[i] = b
		}
	}
	for {
		s := hv.ShortHelpView(items)
		if ansi.StringWidth(s) <= w || len(items) <= 2 {
			return fit(s, w)
		}
		items = append(items[:len(items)-3], items[len(items)-2:]...)
	}
}

// shortHelp is the keys that apply now.
func (m Model) shortHelp() []key.Binding {
	k := m.keys
	if m.game != nil && m.game.PendingPromotion() {
		return []key.Binding{k.Promote, k.Undo, k.Command, k.Help}
	}
	out := []key.Binding{}
	if _, ok := m.selected(); ok {
		out = append(out, k.Choose, k.Waive, k.Claim, k.Article)
		if len(m.pending) > 1 {
			out = append(out, k.NextRul)
		}
	}
	if m.board.hand.Valid() {
		out = append(out, k.Release, k.TouchSquare, k.Touch)
	} else if m.pick.Valid() {
		out = append(out, k.Pick, k.Cancel)
	} else {
		out = append(out, k.Pick, k.Touch, k.Jadoube)
	}
	if m.board.lastTo.Valid() && !m.board.hand.Valid() {
		out = append(out, k.Check)
	}
	out = append(out, k.Switch, k.Undo, k.Command, k.Laws, k.Help, k.Quit)
	return out
}

// shortDesc are the words of the short help line, which must fit on one
// line; `?` gives the full descriptions.
var shortDesc = map[string]string{
	"enter/click": "pick", "t": "touch", "a": "j'adoube", "r": "release",
	"s": "touch square", "+": "check", "c": "claim", "1-9": "choose",
	"w": "waive", "o": "article", "]": "next ruling", "tab": "switch player",
	"u": "undo", ":": "event", "L": "laws", "?": "keys", "q": "quit",
	"q/r/b/n/p": "name the piece",
}

// leftColumn is the board, the state of the hand and turn, the standing
// obligations and a compact legend.
func (m Model) leftColumn(h int) []string {
	lines := m.boardView()
	lines = append(lines, "")
	add := func(s string) { lines = append(lines, wrap(s, leftW-1)...) }

	r := m.report
	turn := titleCase(r.Turn)
	if turn == "" {
		turn = titleCase(m.game.Turn().String())
	}
	status := turn + " to move"
	if r.Result != "" && r.Result != "*" {
		status = "Game over: " + r.Result
	}
	add(status)
	acting := "Acting: " + titleCase(m.acting().String())
	if m.override {
		acting += " (switched; tab)"
	}
	add(acting)
	b := m.board
	switch {
	case b.hand.Valid():
		add(fmt.Sprintf("In hand: %s %s (%s)", glyph(b.pieces[b.hand], m.opts.ASCII), b.hand, titleCase(b.handWho.String())))
	case m.pick.Valid():
		add(fmt.Sprintf("Picked: %s %s → ?", glyph(b.pieces[m.pick], m.opts.ASCII), m.pick))
	default:
		add("In hand: nothing")
	}
	cur := "Cursor: " + m.cursor.String()
	if p := b.pieces[m.cursor]; !p.Empty() {
		cur += fmt.Sprintf(" %s %s", glyph(p, m.opts.ASCII), pieceName(p))
	}
	add(cur)
	if m.game.PendingPromotion() {
		lines = append(lines, m.th.render(m.th.warn, fit("Name the piece: q r b n, p pawn", leftW-1)))
	}
	if len(r.Obligations) > 0 {
		lines = append(lines, "", m.th.render(m.th.bold, "Obligations"))
		for _, o := range r.Obligations {
			for _, l := range wrap(m.obligationText(o), leftW-1) {
				lines = append(lines, m.th.render(m.th.warn, l))
			}
		}
	}
	leg := shortLegend(m.opts.ASCII)
	if len(lines)+len(leg)+1 <= h {
		for len(lines)+len(leg) < h {
			lines = append(lines, "")
		}
		for _, l := range leg {
			lines = append(lines, m.th.render(m.th.dim, fit(l, leftW-1)))
		}
	}
	if len(lines) > h {
		lines = lines[:h]
	}
	return lines
}

func pieceName(p rules.Piece) string {
	names := map[byte]string{'K': "King", 'Q': "Queen", 'R': "Rook", 'B': "Bishop", 'N': "Knight", 'P': "Pawn"}
	return p.Color.String() + " " + names[p.Kind]
}

// obligationText says a duty in words: "White must move the King (BCA VI)".
func (m Model) obligationText(o rules.Obligation) string {
	who := titleCase(o.Player)
	var what string
	switch o.Duty {
	case rules.DutyMoveTouched:
		what = "move the man on " + o.Square
	case rules.DutyCaptureTouched:
		what = "take the man on " + o.Square
	case rules.DutyMoveKing:
		what = "move the King"
	case rules.DutyMoveMan:
		what = "move the man on " + o.Square
	case rules.DutyMoveRook:
		what = "move the Rook"
		if o.Square != "" {
			what += " on " + o.Square
		}
	default:
		what = strings.TrimPrefix(rules.DescribeOption(o.Duty, o.Player), who+" must ")
		if o.Square != "" {
			what += " (" + o.Square + ")"
		}
	}
	s := who + " must " + what
	if len(o.Articles) > 0 {
		s += " (" + citation(m.info.ID, o.Articles) + ")"
	}
	return s
}

// citation names articles the way the umpire says them: "BCA VI, IX".
func citation(code string, arts []string) string {
	info, ok := rules.LookupCode(code)
	if !ok {
		return code + " " + strings.Join(arts, ", ")
	}
	return info.Cite(arts)
}

// rulingPanel shows the pending rulings, the selected one in full: the
// offence, offender, chooser, deadline, numbered options and the quoted
// articles. With none pending it shows the ruling the last event raised.
func (m Model) rulingPanel(w, bodyH int) []string {
	maxH := bodyH - max(6, bodyH/3) // the log keeps a third of the height
	var lines []string
	rs := m.report.Rulings
	switch {
	case len(m.pending) > 0:
		head := fmt.Sprintf("Ruling pending (%d)", len(m.pending))
		if len(m.pending) > 1 {
			head = fmt.Sprintf("Rulings pending: %d of %d ([ ] select)", m.sel+1, len(m.pending))
		}
		lines = append(lines, rule(m.th.render(m.th.bold, head), w))
		for i, idx := range m.pending {
			if i == m.sel {
				continue
			}
			r := rs[idx]
			lines = append(lines, fit(fmt.Sprintf("  · #%d event %d: %s (%s)", idx+1, r.Event, rules.DescribeKind(r.Kind), titleCase(r.Offender)), w))
		}
		sel := rs[m.pending[m.sel]]
		lines = append(lines, m.rulingDetail(m.pending[m.sel], sel, w, maxH-len(lines))...)
	case len(rs) > 0 && rs[len(rs)-1].Event == len(m.entries):
		r := rs[len(rs)-1]
		lines = append(lines, rule(m.th.render(m.th.bold, "Ruling on the last event"), w))
		lines = append(lines, m.rulingDetail(len(rs)-1, r, w, maxH-len(lines))...)
	default:
		lines = append(lines, rule(m.th.render(m.th.bold, "Rulings"), w), m.th.render(m.th.dim, "No ruling pending."))
	}
	if len(lines) > maxH && maxH > 0 {
		lines = lines[:maxH]
	}
	return lines
}

func (m Model) rulingDetail(idx int, r rules.Ruling, w, room int) []string {
	var lines []string
	add := func(st func(string) string, s string, indent string) {
		for _, l := range wrapIndent(s, w, indent) {
			lines = append(lines, st(l))
		}
	}
	plain := func(s string) string { return s }
	offence := func(s string) string { return m.th.render(m.th.offence, s) }
	option := func(s string) string { return m.th.render(m.th.option, s) }

	state := r.State
	if r.Late {
		state += ", claimed late"
	}
	add(offence, fmt.Sprintf("#%d, event %d: %s (%s) — %s", idx+1, r.Event, rules.DescribeKind(r.Kind), r.Kind, state), "  ")
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
	if r.Deadline != "" && r.State == rules.StatePending {
		who = append(who, r.Deadline)
	}
	if len(who) > 0 {
		add(plain, strings.Join(who, " · "), "  ")
	}
	if r.Note != "" {
		add(plain, r.Note, "  ")
	}
	if r.Silent {
		add(plain, fmt.Sprintf("The code has no law on this case: referred to the umpire (%s).", citation(m.info.ID, []string{m.info.Referral})), "  ")
	}
	for i, o := range r.Options {
		s := fmt.Sprintf("%d %s: %s", i+1, o, rules.DescribeOption(o, r.Offender))
		if needsSquare(o) {
			s += " (the man under the cursor)"
		}
		if r.State == rules.StatePending {
			add(option, s, "    ")
		} else if o == r.Chosen {
			add(option, "chosen: "+s, "    ")
		}
	}
	if r.State == rules.StatePending && r.Chooser != "" {
		add(plain, "w waive · o read the article", "  ")
	}
	// The law's own words, as much as fits.
	for _, id := range r.Articles {
		text := ""
		if a, ok := assets.Lookup(m.info.ID, id); ok {
			text = strings.Join(strings.Fields(a.Text), " ")
		}
		q := fmt.Sprintf("%s: “%s”", m.info.ArticleName(id), text)
		if text == "" {
			q = m.info.ArticleName(id)
		}
		ql := wrapIndent(q, w, "  ")
		budget := room - len(lines) - 1
		if budget < 1 {
			break
		}
		if len(ql) > budget {
			ql = ql[:budget]
			last := []rune(ql[budget-1])
			if len(last) > 1 {
				ql[budget-1] = string(last[:len(last)-1]) + "…"
			}
		}
		for _, l := range ql {
			lines = append(lines, m.th.render(m.th.quote, l))
		}
	}
	return lines
}

// logView shows the last lines of the log that fit, scrolled back by
// logScroll lines.
func (m Model) logView(w, h int) []string {
	if h <= 0 {
		return nil
	}
	all := m.logLines(w)
	body := h - 1
	maxScroll := len(all) - body
	if maxScroll < 0 {
		maxScroll = 0
	}
	scroll := m.logScroll
	if scroll > maxScroll {
		scroll = maxScroll
	}
	end := len(all) - scroll
	start := end - body
	if start < 0 {
		start = 0
	}
	head := "Log: " + plural(len(m.entries), "event") + ", " + plural(len(m.report.Moves), "move")
	if scroll > 0 {
		head += fmt.Sprintf(" (scrolled back %d; end returns)", scroll)
	}
	out := []string{rule(m.th.render(m.th.bold, head), w)}
	out = append(out, all[start:end]...)
	return out
}

// logLines draws every event, numbered, with the moves it completed and the
// rulings it raised (whatever their state now). Cached per game version.
func (m Model) logLines(w int) []string {
	c := m.cache
	if c.logVer == c.version && c.logWidth == w && c.logLines != nil {
		return c.logLines
	}
	byEvent := map[int][]int{}
	for i, r := range m.report.Rulings {
		byEvent[r.Event] = append(byEvent[r.Event], i)
	}
	var out []string
	if len(m.entries) == 0 {
		out = append(out, m.th.render(m.th.dim, "No event yet. Pick a man and its square, or type : for any event."))
	}
	for i, en := range m.entries {
		n := i + 1
		line := fmt.Sprintf("%3d  %-24s", n, en.text)
		if len(en.moves) > 0 {
			line += " " + strings.Join(en.moves, " ")
		}
		if len(en.retracted) > 0 {
			line += " (takes back " + strings.Join(en.retracted, " ") + ")"
		}
		out = append(out, fit(strings.TrimRight(line, " "), w))
		for _, ri := range byEvent[n] {
			out = append(out, m.rulingLogLines(ri, w)...)
		}
	}
	// Rulings not tied to a recorded event (none expected) still show.
	for ev, idxs := range byEvent {
		if ev < 1 || ev > len(m.entries) {
			for _, ri := range idxs {
				out = append(out, m.rulingLogLines(ri, w)...)
			}
		}
	}
	c.logLines, c.logVer, c.logWidth = out, c.version, w
	return out
}

func (m Model) rulingLogLines(i int, w int) []string {
	r := m.report.Rulings[i]
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
		s += " [" + citation(m.info.ID, r.Articles) + "]"
	}
	st := m.th.dim
	if r.State == rules.StatePending {
		st = m.th.offence
	}
	var out []string
	for _, l := range wrapIndent(s, w-5, "  ") {
		out = append(out, m.th.render(st, "     "+l))
	}
	return out
}

// clampLogScroll keeps the log's scroll within its lines at the current
// layout, so that scrolling back down takes effect at once.
func (m *Model) clampLogScroll() {
	if m.game == nil || m.tooSmall() {
		return
	}
	bodyH := m.height - 3
	rightW := m.width - leftW - sepW
	logH := bodyH - len(m.rulingPanel(rightW, bodyH))
	maxScroll := max(0, len(m.logLines(rightW))-(logH-1))
	m.logScroll = max(0, min(m.logScroll, maxScroll))
}

// logPage is how far pgup/pgdn scroll the log.
func (m Model) logPage() int {
	if p := (m.height - 3) / 3; p > 1 {
		return p
	}
	return 1
}

// Text helpers. fit and padRight measure display width and keep escape
// sequences intact; wrap works on plain text.

// fit cuts s to width w.
func fit(s string, w int) string {
	if w <= 0 {
		return ""
	}
	if ansi.StringWidth(s) <= w {
		return s
	}
	return ansi.Truncate(s, w, "…")
}

// padRight cuts or pads s to exactly width w.
func padRight(s string, w int) string {
	s = fit(s, w)
	if n := ansi.StringWidth(s); n < w {
		s += strings.Repeat(" ", w-n)
	}
	return s
}

// rule is a heading line: "── title ─────".
func rule(title string, w int) string {
	s := "── " + title + " "
	if n := w - ansi.StringWidth(s); n > 0 {
		s += strings.Repeat("─", n)
	}
	return fit(s, w)
}

// wrap breaks plain text into lines of at most w columns at spaces; a word
// longer than w is cut.
func wrap(s string, w int) []string {
	if w <= 0 {
		return nil
	}
	words := strings.Fields(s)
	if len(words) == 0 {
		return []string{""}
	}
	var lines []string
	cur, curW := "", 0
	for _, word := range words {
		ww := ansi.StringWidth(word)
		for ww > w {
			if cur != "" {
				lines = append(lines, cur)
				cur, curW = "", 0
			}
			head := ansi.Truncate(word, w, "")
			if head == "" {
				// A character wider than the line: give it a line.
				_, size := utf8.DecodeRuneInString(word)
				head = word[:size]
			}
			lines = append(lines, head)
			word = word[len(head):]
			ww = ansi.StringWidth(word)
		}
		switch {
		case cur == "":
			cur, curW = word, ww
		case curW+1+ww <= w:
			cur += " " + word
			curW += 1 + ww
		default:
			lines = append(lines, cur)
			cur, curW = word, ww
		}
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}

// wrapIndent wraps s to w, indenting the continuation lines.
func wrapIndent(s string, w int, indent string) []string {
	first := wrap(s, w)
	if len(first) <= 1 {
		return first
	}
	rest := wrap(strings.Join(strings.Fields(s)[len(strings.Fields(first[0])):], " "), w-len(indent))
	out := []string{first[0]}
	for _, l := range rest {
		out = append(out, indent+l)
	}
	return out
}

// joinLines makes exactly h lines, each at most w wide.
func joinLines(lines []string, w, h int) string {
	if len(lines) > h {
		lines = lines[:h]
	}
	var b strings.Builder
	for i := 0; i < h; i++ {
		if i > 0 {
			b.WriteByte('\n')
		}
		if i < len(lines) {
			b.WriteString(fit(lines[i], w))
		}
	}
	return b.String()
}

func lookupInfo(code string) (rules.CodeInfo, bool) { return rules.LookupCode(code) }

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
