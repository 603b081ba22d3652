package ui

import (
	"fmt"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/boardfeed"
	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/dgt"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// boardSource is the comment a line of events from the board carries in
// the journal (the line above it: a stamp is the whole of its comment).
const boardSource = "from the board"

// boardLink is an electronic board the game is recorded from. The model
// holds it by pointer: the connection is one, whatever copies of the
// model Bubble Tea makes.
type boardLink struct {
	device   string
	conn     *dgt.Conn
	feed     *boardfeed.Feed
	oriented bool         // the feed knows which way the board stands (or was told)
	last     dgt.Position // the board's last report, as it numbers squares
	heard    bool         // a report came
	silent   bool
	lost     bool
	overSaid bool   // the screen said the game is over and the board not recorded
	said     string // the squares to set right the message line last named
	clock    boardClock
}

// boardClock is the clock attached to the board, as it last reported.
type boardClock struct {
	seen bool
	c    dgt.Clock
	// whiteLeft counts the reports where the side running was the side
	// to move if White sits at the clock's left, less those where it was
	// if he sits at its right: the clock knows only left and right, and
	// runs for the side to move but for the moment between a move and
	// the press of its button.
	whiteLeft int
}

// boardSettleMsg: the time has come when a man set down has stayed.
type boardSettleMsg struct{ now time.Time }

// boardMsg is a report of the board, or the end of its reports.
type boardMsg struct {
	r  dgt.Report
	ok bool
}

// waitBoard waits for the board's next report.
func waitBoard(c *dgt.Conn) tea.Cmd {
	return func() tea.Msg {
		r, ok := <-c.Reports()
		return boardMsg{r: r, ok: ok}
	}
}

// NewModel builds the program's model. It fails on a bad code, position,
// journal or saved game, or a board that cannot be opened, before
// anything is drawn.
func NewModel(opts Options) (Model, error) {
	link, err := openBoard(opts)
	if err != nil {
		return Model{}, err
	}
	m, err := newModel(opts)
	if err != nil {
		if link != nil {
			link.conn.Close()
		}
		return Model{}, err
	}
	m.eboard = link
	if opts.Plain {
		m.plain = primedPlain(m.status.msg, m.game, len(m.track.entries))
	}
	return m, nil
}

// openBoard opens the board named on the command line, if any.
func openBoard(opts Options) (*boardLink, error) {
	if opts.Board == "" {
		return nil, nil
	}
	link := &boardLink{device: opts.Board}
	switch opts.BoardWhite {
	case "", "auto":
	case "near", "far":
		link.oriented = true // named on the command line: not told from the position
	default:
		return nil, fmt.Errorf("--board-white %q: near, far or auto", opts.BoardWhite)
	}
	link.feed = boardfeed.New(opts.BoardWhite == "far")
	if opts.BoardSettle != 0 {
		link.feed.SetSettle(opts.BoardSettle)
	}
	c, err := dgt.Open(opts.Board, opts.boardTiming)
	if err != nil {
		return nil, err
	}
	link.conn = c
	return link, nil
}

// close lets the device go (nothing without a board).
func (link *boardLink) close() {
	if link != nil && link.conn != nil {
		link.conn.Close()
	}
}

// init is the command that reads the board, if there is one.
func (link *boardLink) init() tea.Cmd {
	if link == nil || link.conn == nil {
		return nil
	}
	return waitBoard(link.conn)
}

// onBoard turns a report of the board into events, as keys are turned:
// a lift is a touch, a placement a release, recorded through the core.
// The screen never rules; it says what the board did and what is amiss.
func (m Model) onBoard(msg boardMsg) (tea.Model, tea.Cmd) {
	link := m.eboard
	if link == nil {
		return m, nil
	}
	if !msg.ok {
		link.lost = true
		return m, nil
	}
	r := msg.r
	prev := link.last
	link.last = r.Position
	first := !link.heard
	link.heard = true
	switch r.Kind {
	case dgt.Dumped:
		m.boardDumped(r.Position, first)
	case dgt.Changed:
		if tick := m.boardChanged(prev, r); tick != nil {
			return m, tea.Batch(waitBoard(link.conn), tick)
		}
	case dgt.Clocked:
		// The clock's times are shown; they never touch the act under way.
		link.clocked(r.Clock, m.game)
	case dgt.Garbled:
		text := r.Err.Error()
		m.setMsg(msgErr, strings.ToUpper(text[:1])+text[1:]+". Skipped: the position, asked for every few seconds, shows anything lost; what was typed stands.")
	case dgt.Silent:
		link.silent = true
		m.setMsg(msgErr, fmt.Sprintf("Board silent on %s: %v. Check its cable and power; meanwhile type the moves (nothing recorded is lost).", link.device, r.Err))
	case dgt.Lost:
		link.lost = true
		why := strings.TrimPrefix(r.Err.Error(), dgt.ErrLost.Error()+": ")
		m.setMsg(msgErr, fmt.Sprintf("Board lost on %s: %s. Everything recorded stands; type the moves, or quit and start again with --board to reconnect.", link.device, why))
		return m, nil
	}
	return m, waitBoard(link.conn)
}

// orient decides which way the board stands, once a game g is at hand.
func (link *boardLink) orient(p dgt.Position, g *rules.Game) {
	if link.oriented || g == nil {
		return
	}
	link.oriented = true
	link.feed.Orient(p, g)
	link.feed.Dump(p)
}

// boardGameBegun: a game is at hand (picked after the board spoke); the
// board's last report is read against it.
func (m *Model) boardGameBegun() {
	if m.eboard != nil && m.eboard.heard {
		m.eboard.orient(m.eboard.last, m.game)
	}
}

// boardDumped takes the whole position: at the start, and whenever the
// board's position was asked for and differs from the updates read.
func (m *Model) boardDumped(p dgt.Position, first bool) {
	link := m.eboard
	link.orient(p, m.game)
	link.feed.Dump(p)
	switch {
	case link.silent:
		link.silent = false
		m.setMsg(msgOK, "Board answers again.")
	case first:
		turned := ""
		if link.feed.Rotated() {
			turned = " (White at the far side)"
		}
		m.setMsg(msgInfo, fmt.Sprintf("Board on %s%s: men lifted are touched, men set down released. "+
			"J'adoube, Check!, a man touched without being lifted, claims and choices are still typed.", link.device, turned))
	}
	if ds := m.boardDiffs(); len(ds) > 0 && m.game != nil {
		m.setMsg(msgErr, "The board does not show the game's position. Set right: "+boardfeed.DiffText(ds)+".")
	}
}

// boardChanged takes one square's change. It returns the command that
// wakes the feed when a man set down will have stayed, if one is waiting.
func (m *Model) boardChanged(prev dgt.Position, r dgt.Report) tea.Cmd {
	link := m.eboard
	if m.game == nil || m.sit.readOnly != "" || m.gameOver() {
		// No game to record in, or it is over (the men are being set up
		// again): follow the board only, as the keys record no move then.
		link.feed.Dump(r.Position)
		if m.gameOver() && !link.overSaid {
			link.overSaid = true
			m.setMsg(msgInfo, "The game is over: the board is followed, not recorded.")
		}
		return nil
	}
	if !link.oriented {
		link.orient(prev, m.game)
	}
	link.feed.Change(r.Square, r.Code, r.At)
	return m.boardRead(r.At, true)
}

// onBoardSettle reads what the feed holds once a man set down has stayed.
func (m Model) onBoardSettle(msg boardSettleMsg) (tea.Model, tea.Cmd) {
	if m.eboard == nil || m.game == nil || m.sit.readOnly != "" || m.gameOver() {
		return m, nil
	}
	return m, m.boardRead(msg.now, false)
}

// boardRead records the events the feed makes of the board's reports by
// now, a line at a time, each read against the record as the line before
// left it. The message line speaks of the board after a report, or when
// a man let go made events; a wake-up that made none leaves it alone.
func (m *Model) boardRead(now time.Time, report bool) tea.Cmd {
	link := m.eboard
	wasOff := len(m.boardDiffs()) > 0
	made, asideAny := false, false
	for {
		evs, aside, ok := link.feed.Next(now, m.game)
		asideAny = asideAny || aside
		if !ok {
			break
		}
		if len(evs) == 0 {
			continue
		}
		made = true
		before := m.snap.nrulings
		m.source = boardSource
		err := m.record(evs...)
		m.source = ""
		if err != nil {
			link.feed.Reject()
			m.setMsg(msgErr, "Board: "+notRecorded(err))
		} else {
			m.recordedMsg(len(evs), before)
			m.status.msg = "Board: " + m.status.msg
		}
	}
	ds := m.boardDiffs()
	switch {
	case !report && !made && (len(ds) > 0) == wasOff:
		// A wake-up that changed nothing: the message line stays.
	case len(ds) > 0 && asideAny:
		m.setMsg(msgErr, "Board report set aside: the board differs from the record. Set right: "+boardfeed.DiffText(ds)+".")
	case len(ds) > 0 && !made:
		m.setMsg(msgErr, "The board differs from the record (nothing recorded). Set right: "+boardfeed.DiffText(ds)+".")
	case len(ds) == 0 && wasOff:
		m.setMsg(msgOK, "The board matches the record again: its reports are recorded.")
	}
	due, ok := link.feed.Due(m.game)
	if !ok {
		return nil
	}
	return tea.Tick(max(due.Sub(now), time.Millisecond), func(t time.Time) tea.Msg { return boardSettleMsg{now: t} })
}

// clocked keeps the clock's times and learns which side is White's from
// the game g at hand.
func (link *boardLink) clocked(c dgt.Clock, g *rules.Game) {
	bc := &link.clock
	bc.seen, bc.c = true, c
	if g == nil || c.Runs() == "" {
		return
	}
	if (c.Runs() == "left") == (g.Turn() == chess.White) {
		bc.whiteLeft++
	} else {
		bc.whiteLeft--
	}
}

// line is the clock's times as the umpire reads them: by colour, White
// first, once the side to move has shown which side is whose.
func (bc boardClock) line() string {
	if !bc.seen {
		return ""
	}
	c := bc.c
	names := [2]string{"left", "right"} // who sits at the clock's left and right
	switch {
	case bc.whiteLeft >= 3:
		names = [2]string{"White", "Black"}
	case bc.whiteLeft <= -3:
		names = [2]string{"Black", "White"}
	}
	sides := []string{names[0] + " " + dgt.ClockTime(c.Left), names[1] + " " + dgt.ClockTime(c.Right)}
	if names[1] == "White" {
		sides[0], sides[1] = sides[1], sides[0]
	}
	run := "stopped"
	switch c.Runs() {
	case "left":
		run = names[0] + " to play"
	case "right":
		run = names[1] + " to play"
	}
	if c.LeftFlag || c.RightFlag {
		run += ", a flag fallen"
	}
	return fmt.Sprintf("Clock: %s, %s; %s", sides[0], sides[1], run)
}

// boardDiffs are the squares where the board differs from the record.
func (m *Model) boardDiffs() []boardfeed.Diff {
	if m.eboard == nil || m.game == nil || !m.eboard.oriented || m.gameOver() {
		return nil
	}
	return m.eboard.feed.Diffs(m.game)
}

// noteBoard adds to the message the squares to set right when they change
// (a ruling typed took a move back, a move was typed while the board was
// silent), so that the umpire reads them where he looks after each key.
func (m *Model) noteBoard() {
	link := m.eboard
	if link == nil {
		return
	}
	text := boardfeed.DiffText(m.boardDiffs())
	if text == link.said {
		return
	}
	link.said = text
	if text != "" && !strings.Contains(m.status.msg, text) {
		sep := ". "
		if m.status.msg == "" || strings.HasSuffix(m.status.msg, ".") {
			sep = " "
		}
		m.status.msg = strings.TrimSpace(m.status.msg + sep + "Set the board right: " + text + ".")
	}
}

// lines say how the board stands, under the obligations, w wide: nothing
// when it agrees with the record (ds are the squares where it differs).
func (link *boardLink) lines(th *theme, ds []boardfeed.Diff, w int) []string {
	if link == nil {
		return nil
	}
	var lines []string
	warn := func(s string) {
		for _, l := range wrap(th.text(s), w) {
			lines = append(lines, th.render(th.warn, l))
		}
	}
	if l := link.clock.line(); l != "" {
		lines = append(lines, wrap(th.text(l), w)...)
	}
	switch {
	case link.lost:
		warn("Board lost: type the moves")
	case link.silent:
		warn("Board silent: type the moves")
	case !link.heard:
		warn("Board: waiting for " + link.device)
	}
	if len(ds) > 0 {
		lines = append(lines, "", th.render(th.bold, "Set the board right"))
		for _, d := range ds {
			warn(d.String())
		}
	}
	return lines
}
