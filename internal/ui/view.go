package ui

import (
	"fmt"
	"github.com/arbiter-chess/arbiter/internal/plain"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// layout is the game screen cut into its panels, worked out after every
// change (sync), so that View only draws.
type layout struct {
	bodyH, leftW, rightW int
	msg                  []string // the message (or hint) lines
	keys                 []string // the key lines
	logH                 int
}

const sepW = 2 // "│ "

// sync lays the screen out for the state Update left: the panels' sizes,
// the ruling panel, the log's lines. Called at the end of every Update.
func (m *Model) sync() {
	m.panels.board = m.panels.board.SetSize(m.term.width, m.term.height)
	switch m.screen {
	case screenHelp:
		m.screens.help = m.screens.help.SetSize(m.term.width, m.term.height)
		return
	case screenLaws:
		m.screens.laws.SetSize(m.term.width, m.term.height)
		return
	case screenCompare:
		m.screens.compare = m.screens.compare.SetSize(m.term.width, m.term.height)
		return
	case screenPicker:
		m.screens.picker = m.screens.picker.SetSize(m.term.width, m.term.height)
		return
	}
	if m.game == nil || m.tooSmall() {
		return
	}
	w, h := m.term.width, m.term.height
	l := &m.lay
	l.leftW = m.panels.board.width() + 1
	l.rightW = w - l.leftW - sepW
	m.panels.foot = m.panels.foot.SetSize(w, h).SetSnapshot(m.footerState())
	l.msg, l.keys = m.panels.foot.msg, m.panels.foot.keys
	l.bodyH = h - 1 - len(l.msg) - len(l.keys)
	f := m.frame()
	m.panels.rulings = m.panels.rulings.SetSize(l.rightW, l.bodyH).SetSnapshot(&f, m.law())
	l.logH = l.bodyH - m.panels.rulings.height()
	m.panels.log = m.panels.log.SetSize(l.rightW, l.logH).SetSnapshot(&f, m.law())
}

func (m Model) tooSmall() bool {
	return !m.term.opts.Plain && (m.term.width < minWidth || m.term.height < minHeight)
}

// View implements tea.Model.
func (m Model) View() string {
	if m.term.opts.Plain {
		return m.plainView()
	}
	if m.tooSmall() {
		return tooSmallView(m.term.th, m.term.width, m.term.height)
	}
	var v string
	switch m.screen {
	case screenPicker:
		v = m.screens.picker.SetSize(m.term.width, m.term.height).View(pickerFacts{
			setup: m.sit.setup, journal: m.sit.jpath, players: m.sit.tags.players("-"),
			msg: m.status.msg, err: m.status.msgKind == msgErr,
		})
	case screenHelp:
		v = m.screens.help.View()
	case screenLaws:
		v = m.screens.laws.View()
	case screenCompare:
		v = m.screens.compare.View()
	default:
		v = m.gameView()
	}
	if m.term.opts.ASCII && m.term.width > 0 {
		// Anything quoted that slipped through, kept within the screen.
		v = strings.Join(asciiLines(strings.Split(v, "\n"), m.term.width), "\n")
	}
	return v
}

// tooSmallView says the terminal, w×h, is too small for the game screen.
func tooSmallView(th *theme, w, h int) string {
	var lines []string
	for _, l := range []string{
		"Terminal too small.",
		fmt.Sprintf("It is %dx%d; arbiter needs at least %dx%d.", w, h, minWidth, minHeight),
		"Enlarge the window: the screen lays out again.",
		"The journal is safe; ctrl+c quits.",
	} {
		if w <= 0 {
			// The size is unknown: say it all, unwrapped.
			lines = append(lines, l)
			continue
		}
		lines = append(lines, wrap(l, w)...)
	}
	if w <= 0 || h <= 0 {
		return strings.Join(lines, "\n")
	}
	return th.join(lines, w, h)
}

// gameView is the main screen: the title, the board with the state of the
// hand and the obligations under it, the rulings and the log beside it, the
// message and the keys (or the line being typed).
func (m Model) gameView() string {
	w, h := m.term.width, m.term.height
	l := m.lay
	f := m.frame()
	left := m.column().View(&f, l.bodyH)
	right := append(m.panels.rulings.viewLines(), m.panels.log.viewLines()...)
	lines := make([]string, 0, h)
	lines = append(lines, m.titleBar().View(w))
	sep := m.term.th.render(m.term.th.dim, m.term.th.g.vbar+" ")
	for i := 0; i < l.bodyH; i++ {
		a, b := "", ""
		if i < len(left) {
			a = left[i]
		}
		if i < len(right) {
			b = right[i]
		}
		lines = append(lines, m.term.th.pad(a, l.leftW)+sep+m.term.th.fit(b, l.rightW))
	}
	lines = append(lines, m.panels.foot.viewLines()...)
	switch {
	case m.panels.cmd.on:
		lines[len(lines)-1] = m.panels.cmd.SetSize(w, 1).View()
	case m.panels.mv.on:
		lines[len(lines)-1] = m.term.th.fit(m.panels.mv.ti.View(), w)
	}
	return m.term.th.join(lines, w, h)
}

// titleBar is the game screen's top line: it names the program, the
// players, the code and the journal. The
// players' names and the journal's file name must stay readable: the
// code's description gives way first, then the home directory becomes ~,
// then the word "journal", then the path loses its head rather than its
// file name, and only then are the names cut, each to its share, both
// kept. In a review it says where the review stands instead.
type titleBar struct {
	th       *theme
	review   string // where the review stands; "" out of a review
	journal  string
	readOnly bool
	tags     gameTags
	mode     string // the game's mode (law.ModeConsultation...)
	info     law.CodeInfo
}

// titleBar is the title line of the game as it stands.
func (m *Model) titleBar() titleBar {
	t := titleBar{th: m.term.th, journal: m.sit.jpath, readOnly: m.sit.readOnly != "", tags: m.sit.tags, info: m.sit.info}
	if m.screens.review.on {
		t.review = m.screens.review.title(m.track.entries, m.shownMoves)
	}
	if m.game != nil {
		t.mode = m.game.Setup().Mode
	}
	return t
}

// View is the line, w wide.
func (t titleBar) View(w int) string {
	th := t.th
	name := th.render(th.title, "arbiter")
	if t.review != "" {
		return name + th.fit(th.text(" · "+t.review), w-len("arbiter"))
	}
	path := t.journal
	if t.readOnly {
		path += " (read-only)"
	}
	players := ""
	if p := t.tags.players("–"); p != "" {
		players = " · " + th.text(p)
	}
	mode := ""
	switch t.mode {
	case law.ModeCorrespondence:
		mode = " · by correspondence"
	case law.ModeConsultation:
		mode = " · in consultation"
	}
	// The code by its name and year, as players name it; short, as the
	// umpire cites it (BCA, 1862).
	long := fmt.Sprintf(" · %s, %d%s · journal ", t.info.Author, t.info.Year, mode)
	short := " · " + plain.CodeName(t.info) + mode + " · journal "
	room := w - len("arbiter")
	for _, rest := range []string{players + long + path, players + short + path} {
		if stringWidth(rest) <= room {
			return name + rest
		}
	}
	if home, err := os.UserHomeDir(); err == nil && home != "" && strings.HasPrefix(path, home+string(os.PathSeparator)) {
		path = "~" + path[len(home):]
	}
	// Then the word "journal", and the path's head, down to its file name.
	short = " · " + t.info.ID + mode + " · "
	minPath := th.g.ellipsis + string(os.PathSeparator) + filepath.Base(t.journal)
	pathRoom := max(room-stringWidth(players+short), stringWidth(minPath))
	if r := []rune(path); len(r) > pathRoom && pathRoom > 1 {
		path = th.g.ellipsis + string(r[len(r)-pathRoom+len([]rune(th.g.ellipsis)):])
	}
	if players != "" && stringWidth(players+short+path) > room {
		players = t.cutPlayers(room - stringWidth(short+path))
	}
	return th.fit(name+players+short+path, w)
}

// cutPlayers is " · White – Black" in at most w columns: each name cut to
// its share, so that both stay; "" where not even that fits.
func (t titleBar) cutPlayers(w int) string {
	th := t.th
	white, black := t.tags["White"], t.tags["Black"]
	if white == "" {
		white = "?"
	}
	if black == "" {
		black = "?"
	}
	white, black = th.text(white), th.text(black)
	frame := len(" · ") + len(" – ")
	share := (w - frame) / 2
	if share < 4 {
		return ""
	}
	ww, bw := stringWidth(white), stringWidth(black)
	switch {
	case ww <= share:
		black = th.fit(black, w-frame-ww)
	case bw <= share:
		white = th.fit(white, w-frame-bw)
	default:
		white, black = th.fit(white, share), th.fit(black, share)
	}
	return " · " + white + " " + th.text("–") + " " + black
}

// footerState is what the footer shows now: the message (or the hint of
// the line being typed) and the keys that apply.
func (m Model) footerState() footerState {
	s := footerState{text: m.status.msg, kind: m.status.msgKind, typing: m.panels.cmd.on || m.panels.mv.on}
	switch {
	case m.panels.cmd.on:
		s.text, s.kind = m.panels.cmd.hint, msgWarn
		if s.text == "" {
			s.text, s.kind = "an event of the incident notation (B claim, W touch e2 accidentally), or a game tag (white Paul Morphy) · tab completes · esc closes", msgDim
		}
	case m.panels.mv.on:
		s.text, s.kind = m.panels.mv.hint, msgDim
		if m.panels.mv.bad {
			s.kind = msgWarn
		}
	}
	if !s.typing {
		s.keys = gameKeys{&m}.ShortHelp()
	}
	return s
}

// gameOver reports whether the game has ended (mate, resignation, a result
// the law fixed).
func (m *Model) gameOver() bool {
	return m.game != nil && m.snap.report.Result != "" && m.snap.report.Result != "*"
}

// column is the game screen's left column: the board, then the state of
// the hand and turn, the clocks, the electronic board's state, the standing
// obligations and a compact legend. What it shows beside the frame is
// given to it: it reads no game.
type column struct {
	th     *theme
	board  boardPanel
	w      int
	ascii  bool
	now    func() time.Time
	over   bool     // the game at hand has ended
	acting string   // who the keys act for, and whether switched
	eboard []string // the electronic board's lines (boardLines)
}

// column is the left column of the game as it stands.
func (m *Model) column() column {
	c := column{th: m.term.th, board: m.panels.board, w: m.lay.leftW - 1, ascii: m.term.opts.ASCII,
		now: m.term.now, over: m.gameOver(), eboard: m.eboard.lines(m.term.th, m.boardDiffs(), m.lay.leftW-1)}
	if m.game != nil {
		c.acting = "Acting: " + titleCase(m.acting().String())
		if m.actFor.override {
			c.acting += " (switched; tab)"
		}
	}
	return c
}

// View is the column's lines for frame f, at most h.
func (c column) View(f *frame, h int) []string {
	th := c.th
	w := c.w
	lines := c.board.SetSnapshot(f).viewLines()
	lines = append(lines, "")
	add := func(s string) { lines = append(lines, wrap(th.text(s), w)...) }

	r := f.report
	if res, why := f.ending, f.endWhy; res != "*" {
		end := "Game over: " + res
		if why != "" {
			end += ", " + why
		}
		for _, l := range wrap(th.text(end), w) {
			lines = append(lines, th.render(th.warn, l))
		}
	} else {
		add(titleCase(r.Turn) + " to move")
	}
	if r.Time != nil {
		for _, l := range clockLines(r.Time, c.now(), !f.review && !c.over) {
			add(l)
		}
	}
	if !f.review && !c.over {
		add(c.acting)
	}
	b := f.board
	switch {
	case b.hand.Valid():
		add(fmt.Sprintf("In hand: %s %s (%s)", glyph(b.pieces[b.hand], c.ascii), b.hand, titleCase(b.handWho.String())))
	case f.marks.pick.Valid():
		add(fmt.Sprintf("Picked: %s %s %s ?", glyph(b.pieces[f.marks.pick], c.ascii), f.marks.pick, th.g.arrow))
	default:
		add("In hand: nothing")
	}
	if f.marks.cursor.Valid() {
		cur := "Cursor: " + f.marks.cursor.String()
		if p := b.pieces[f.marks.cursor]; !p.Empty() {
			cur += fmt.Sprintf(" %s %s", glyph(p, c.ascii), pieceName(p))
		}
		add(cur)
	}
	if f.promotion {
		lines = append(lines, th.render(th.warn, th.fit("Name the piece: q r b n, p pawn", w)))
	}
	lines = append(lines, c.eboard...) // before the obligations: the board waits on it
	if len(r.Obligations) > 0 {
		lines = append(lines, "", th.render(th.bold, "Obligations"))
		for _, o := range r.Obligations {
			for _, l := range wrap(th.text(obligationText(f.info, o)), w) {
				lines = append(lines, th.render(th.warn, l))
			}
		}
	}
	leg := shortLegend(c.ascii)
	if len(lines)+len(leg)+1 <= h {
		for len(lines)+len(leg) < h {
			lines = append(lines, "")
		}
		for _, l := range leg {
			lines = append(lines, th.render(th.dim, th.fit(l, w)))
		}
	}
	if len(lines) > h && h > 0 {
		// Never cut unmarked: the last line says how many follow.
		more := len(lines) - h + 1
		lines = lines[:h]
		lines[h-1] = th.render(th.dim, th.fit(fmt.Sprintf("%s %d more lines", th.g.ellipsis, more), w))
	}
	return lines
}

func pieceName(p chess.Piece) string {
	names := map[byte]string{'K': "King", 'Q': "Queen", 'R': "Rook", 'B': "Bishop", 'N': "Knight", 'P': "Pawn"}
	return p.Color.String() + " " + names[p.Kind]
}

// obligationText says a duty in words: "White must move the King (BCA VI)".
func obligationText(info law.CodeInfo, o rules.Obligation) string {
	who := titleCase(o.Player)
	what := rules.DescribeDuty(o)
	s := who + " must " + what
	if len(o.Articles) > 0 {
		s += " (" + citation(info.ID, o.Articles) + ")"
	}
	return s
}
