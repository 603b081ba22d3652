package ui

import (
	"fmt"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/plain"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// frame is the snapshot the game screen's panels draw: the game as it
// stands, or as it stood at a moment of a review, read from the core once
// per event (refresh) and handed to the panels. It holds no *rules.Game:
// a panel reads the game's state, it never changes it.
type frame struct {
	report       rules.Report // its Summary: the rulings are read from rulings
	rulings      rulingList
	pending      []int
	sel          int
	board        boardState
	entries      []logEntry
	marks        boardMarks
	rulingOfLast int // the last ruling the last event raised, or -1
	review       bool
	at           int // in a review: the events applied

	ending, endWhy string // the result ("*" while the game goes on) and how it came
	promotion      bool   // a pawn released on the last rank awaits its piece
	info           law.CodeInfo
	version        int      // the game's version (refresh): what a panel made for it stands
	start          string   // where the game began, for the log's first line ("" at the initial position)
	refused        []string // a journal's refused line and those after it, below the log
	descriptive    bool     // the log spells the moves in descriptive notation
	total          int      // the events of the game (a review shows the first at)
	// moves are entry i's moves as the log spells them, and those it took
	// back, numbered: named from the record by the Model, not by a panel.
	moves func(i int) (moves, retracted []string)
	// turnOf places an act that made no move: "at White's 12th move".
	turnOf func(n int) string
}

// snapshotOf fills the fields every frame shares from the model and the
// game g the frame shows.
func (m *Model) snapshotOf(f frame, g *rules.Game) frame {
	f.ending = "*"
	if g != nil {
		f.ending, f.endWhy = g.Ending()
		f.promotion = g.PendingPromotion()
	}
	f.info = m.sit.info
	f.version = m.cache.version
	f.start = m.track.startLine(m.game, m.cache)
	if !f.review {
		f.refused = m.sit.refusedLog
	}
	f.descriptive = m.track.descriptive()
	f.moves = m.shownMoves
	f.total = len(m.track.entries)
	if g != nil {
		f.turnOf = func(n int) string { return plain.Place(g, n, "") }
	}
	return f
}

// frame is the live game's frame, or the review's.
func (m *Model) frame() frame {
	if r := &m.screens.review; r.on {
		return m.snapshotOf(r.frame(m.track.entries, m.panels.board.focus.flipped, m.term.opts.ASCII), r.game)
	}
	f := frame{
		report: m.snap.report, rulings: m.gameRulings(), pending: m.snap.pending, sel: m.panels.rulings.sel, board: m.snap.board,
		entries: m.track.entries, at: len(m.track.entries), rulingOfLast: -1,
		marks: boardMarks{cursor: m.panels.board.focus.cursor, pick: m.panels.board.focus.pick, flipped: m.panels.board.focus.flipped, ascii: m.term.opts.ASCII},
	}
	if n := m.snap.nrulings; n > 0 && m.game.RulingEvent(n-1) == len(m.track.entries) && len(m.track.entries) > 0 {
		f.rulingOfLast = n - 1
	}
	return m.snapshotOf(f, m.game)
}

// review steps through the game at hand: the board, the log line and the
// rulings as they stood after each event. It replays the events on a game
// of its own; nothing is recorded while it is on. It is a component: its
// keys step (Update), and it gives the panels the frame of the moment it
// stands at; the keys it leaves (the present, help, the board's side, the
// log's and the rulings' scrolling) are the Model's to route.
type review struct {
	on      bool
	at      int // events applied, 0..len(events)
	game    *rules.Game
	report  rules.Report // the review game's Summary
	pending []int
	sel     int
	board   boardState
	err     error
}

// reviewed is what a review reads: the keys, and the game at hand (its
// events, replayed; its rulings) with the log's entries (where a move was
// made, or taken back), never changed.
type reviewed struct {
	keys    *keyMap
	game    *rules.Game
	entries []logEntry
}

// frame is the review's moment as the panels draw it (the Model adds what
// every frame shares: snapshotOf).
func (r *review) frame(entries []logEntry, flipped, ascii bool) frame {
	f := frame{
		report: r.report, rulings: rulingList{r.game}, pending: r.pending, sel: r.sel, board: r.board,
		entries: entries[:r.at], at: r.at, review: true, rulingOfLast: -1,
		marks: boardMarks{cursor: chess.NoSquare, pick: chess.NoSquare, flipped: flipped, ascii: ascii},
	}
	if ris := f.rulings.OfEvent(r.at); len(ris) > 0 && r.at > 0 {
		f.rulingOfLast = ris[len(ris)-1]
	}
	return f
}

// startReview begins a review at the present.
func (m *Model) startReview() {
	if m.game == nil {
		return
	}
	m.screens.review = review{on: true, at: -1}
	if m.screens.review.to(len(m.track.entries), m.reviewed()) {
		m.reviewMoved()
	}
	m.setMsg(msgInfo, "Review: nothing is recorded. ← → move by move, [ ] ruling by ruling, , . event by event, esc returns to the present.")
}

// reviewed is what the review reads of the Model.
func (m *Model) reviewed() reviewed {
	return reviewed{keys: m.term.keys, game: m.game, entries: m.track.entries}
}

// reviewMoved shows the log's line of the moment the review moved to.
func (m *Model) reviewMoved() {
	m.panels.log.reveal(m.screens.review.at)
	m.cache.version++
}

// endReview returns to the game as it stands.
func (m *Model) endReview() {
	m.screens.review = review{}
	m.panels.log.follow()
	m.cache.version++
	m.setMsg(msgInfo, "Back to the present.")
}

// Update takes the review's keys: by move, by ruling, by event, to the
// start or the end. took says the key was the review's; moved, that the
// review stands at another moment.
func (r review) Update(msg tea.KeyMsg, src reviewed) (_ review, took, moved bool) {
	k := src.keys
	switch {
	case keyIs(msg, k.PrevMove):
		moved = r.step(-1, "move", src)
	case keyIs(msg, k.NextMove):
		moved = r.step(1, "move", src)
	case keyIs(msg, k.PrevRulingR):
		moved = r.step(-1, "ruling", src)
	case keyIs(msg, k.NextRulR):
		moved = r.step(1, "ruling", src)
	case keyIs(msg, k.PrevEvent):
		moved = r.step(-1, "event", src)
	case keyIs(msg, k.NextEvent):
		moved = r.step(1, "event", src)
	case keyIs(msg, k.ReviewStart):
		moved = r.to(0, src)
	case keyIs(msg, k.ReviewEnd):
		moved = r.to(len(src.entries), src)
	default:
		return r, false, false
	}
	return r, true, moved
}

// to shows the game after its first n events. A step back rebuilds the
// review's game from its nearest checkpoint, a step on applies the events
// between: a step costs a few dozen events, not the game. It reports
// whether the review has a game to show.
func (r *review) to(n int, src reviewed) bool {
	n = max(0, min(n, src.game.EventCount()))
	if r.game == nil {
		g, err := rules.New(src.game.Setup())
		if err != nil {
			r.err = err
			return false
		}
		g.KeepCheckpoints()
		r.game, r.at = g, 0
	}
	if n < r.at {
		r.game.UndoTo(n)
		r.at = n
	}
	for r.at < n {
		e, _ := src.game.EventAt(r.at)
		if err := r.game.Apply(e); err != nil {
			// The events stood in the game at hand: this is a bug.
			r.err = fmt.Errorf("event %d: %w", r.at+1, err)
			break
		}
		r.at++
	}
	r.report = r.game.Summary()
	r.pending, r.sel = pendingOf(rulingList{r.game}, -1, 0)
	r.board = snapshot(r.game, chess.NoSquare, r.report.Obligations)
	return true
}

// step moves the review to the previous or next event that changed the
// record (moves) or raised a ruling (rulings), or by one event.
func (r *review) step(dir int, by string, src reviewed) bool {
	n := len(src.entries)
	for i := r.at + dir; i >= 0 && i <= n; i += dir {
		if by == "event" || i == 0 || i == n || marksMoment(src, i, by) {
			return r.to(i, src)
		}
	}
	return false
}

// marksMoment reports whether event i (1-based) changed the move record or
// raised a ruling, as the live game's log saw it.
func marksMoment(src reviewed, i int, by string) bool {
	en := src.entries[i-1]
	if by == "move" {
		return len(en.added) > 0 || len(en.retracted) > 0
	}
	return len(rulingList{src.game}.OfEvent(i)) > 0
}

// title says where the review stands; moves names an entry's moves as the
// log spells them.
func (r review) title(entries []logEntry, moves func(i int) (moves, retracted []string)) string {
	s := fmt.Sprintf("review: event %d of %d", r.at, len(entries))
	if r.at > 0 {
		en := entries[r.at-1]
		s += " (" + en.text
		if mv, _ := moves(r.at - 1); len(mv) > 0 {
			s += ", " + mv[len(mv)-1]
		}
		s += ")"
	} else {
		s += " (the start)"
	}
	return s + " · nothing is recorded · esc: the present"
}

// updateReview steps through the game; nothing it does records.
func (m Model) updateReview(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	k := m.term.keys
	switch {
	case keyIs(msg, k.Present):
		m.endReview()
		return m, nil
	case keyIs(msg, k.Quit):
		return m.quitGame()
	case keyIs(msg, k.Help):
		m.openHelp()
		return m, nil
	}
	r, took, moved := m.screens.review.Update(msg, m.reviewed())
	m.screens.review = r
	if moved {
		m.reviewMoved()
	}
	if took {
		return m, nil
	}
	switch {
	case keyIs(msg, k.Flip):
		m.panels.board, _ = m.panels.board.Update(msg)
	case keyIs(msg, k.LogUp), keyIs(msg, k.LogDown):
		m.panels.log, _ = m.panels.log.Update(msg)
	case m.panels.rulings.scrolls(msg):
		m.panels.rulings, _ = m.panels.rulings.Update(msg)
	case keyIs(msg, k.Laws):
		m.openLaws("", nil)
	case keyIs(msg, k.Notation):
		m.toggleDescriptive()
	default:
		m.setMsg(msgInfo, "Review: nothing is recorded. esc returns to the present, where keys record again.")
	}
	return m, nil
}
