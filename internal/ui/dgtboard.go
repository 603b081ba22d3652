package ui

import (
	"fmt"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/boardfeed"
	"github.com/arbiter-chess/arbiter/internal/dgt"
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
}

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
		m.primePlain()
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
	c, err := dgt.Open(opts.Board, opts.boardTiming)
	if err != nil {
		return nil, err
	}
	link.conn = c
	return link, nil
}

// closeBoard lets the device go.
func (m *Model) closeBoard() {
	if m.eboard != nil && m.eboard.conn != nil {
		m.eboard.conn.Close()
	}
}

// boardInit is the command that reads the board, if there is one.
func (m Model) boardInit() tea.Cmd {
	if m.eboard == nil || m.eboard.conn == nil {
		return nil
	}
	return waitBoard(m.eboard.conn)
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
		m.boardChanged(prev, r)
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

// orient decides which way the board stands, once a game is at hand.
func (m *Model) orient(p dgt.Position) {
	link := m.eboard
	if link.oriented || m.game == nil {
		return
	}
	link.oriented = true
	link.feed.Orient(p, m.game)
	link.feed.Dump(p)
}

// boardGameBegun: a game is at hand (picked after the board spoke); the
// board's last report is read against it.
func (m *Model) boardGameBegun() {
	if m.eboard != nil && m.eboard.heard {
		m.orient(m.eboard.last)
	}
}

// boardDumped takes the whole position: at the start, and whenever the
// board's position was asked for and differs from the updates read.
func (m *Model) boardDumped(p dgt.Position, first bool) {
	link := m.eboard
	m.orient(p)
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

// boardChanged takes one square's change.
func (m *Model) boardChanged(prev dgt.Position, r dgt.Report) {
	link := m.eboard
	if m.game == nil || m.readOnly != "" || m.gameOver() {
		// No game to record in, or it is over (the men are being set up
		// again): follow the board only, as the keys record no move then.
		link.feed.Dump(r.Position)
		if m.gameOver() && !link.overSaid {
			link.overSaid = true
			m.setMsg(msgInfo, "The game is over: the board is followed, not recorded.")
		}
		return
	}
	if !link.oriented {
		m.orient(prev)
	}
	wasOff := len(m.boardDiffs()) > 0
	evs, aside := link.feed.Change(r.Square, r.Code, m.game)
	if len(evs) > 0 {
		before := m.nrulings
		m.source = boardSource
		err := m.record(evs...)
		m.source = ""
		if err != nil {
			link.feed.Reject()
			m.setMsg(msgErr, "Board: "+notRecorded(err))
		} else {
			m.recordedMsg(len(evs), before)
			m.msg = "Board: " + m.msg
		}
	}
	ds := m.boardDiffs()
	switch {
	case len(ds) > 0 && aside:
		m.setMsg(msgErr, "Board report set aside: the board differs from the record. Set right: "+boardfeed.DiffText(ds)+".")
	case len(ds) > 0 && len(evs) == 0:
		m.setMsg(msgErr, "The board differs from the record (nothing recorded). Set right: "+boardfeed.DiffText(ds)+".")
	case len(ds) == 0 && wasOff:
		m.setMsg(msgOK, "The board matches the record again: its reports are recorded.")
	}
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
	if text != "" && !strings.Contains(m.msg, text) {
		sep := ". "
		if m.msg == "" || strings.HasSuffix(m.msg, ".") {
			sep = " "
		}
		m.msg = strings.TrimSpace(m.msg + sep + "Set the board right: " + text + ".")
	}
}

// boardLines say how the board stands, under the obligations: nothing
// when it agrees with the record.
func (m Model) boardLines(w int) []string {
	link := m.eboard
	if link == nil {
		return nil
	}
	th := m.th
	var lines []string
	warn := func(s string) {
		for _, l := range wrap(th.text(s), w) {
			lines = append(lines, th.render(th.warn, l))
		}
	}
	switch {
	case link.lost:
		warn("Board lost: type the moves")
	case link.silent:
		warn("Board silent: type the moves")
	case !link.heard:
		warn("Board: waiting for " + link.device)
	}
	if ds := m.boardDiffs(); len(ds) > 0 {
		lines = append(lines, "", th.render(th.bold, "Set the board right"))
		for _, d := range ds {
			warn(d.String())
		}
	}
	return lines
}
