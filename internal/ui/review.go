package ui

import (
	"fmt"
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
	info           rules.CodeInfo
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
	f.start = m.startLine()
	if !f.review {
		f.refused = m.sit.refusedLog
	}
	f.descriptive = m.track.desc != nil && m.track.desc.on
	f.moves = m.shownMoves
	f.total = len(m.track.entries)
	if g != nil {
		f.turnOf = func(n int) string { return plain.Place(g, n, "") }
	}
	return f
}

// frame is the live game's frame, or the review's.
func (m *Model) frame() frame {
	if m.screens.review.on {
		return m.screens.review.frame(m)
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
// of its own; nothing is recorded while it is on.
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

func (r *review) frame(m *Model) frame {
	f := frame{
		report: r.report, rulings: rulingList{r.game}, pending: r.pending, sel: r.sel, board: r.board,
		entries: m.track.entries[:r.at], at: r.at, review: true, rulingOfLast: -1,
		marks: boardMarks{cursor: rules.NoSquare, pick: rules.NoSquare, flipped: m.panels.board.focus.flipped, ascii: m.term.opts.ASCII},
	}
	if ris := f.rulings.OfEvent(r.at); len(ris) > 0 && r.at > 0 {
		f.rulingOfLast = ris[len(ris)-1]
	}
	return m.snapshotOf(f, r.game)
}

// startReview begins a review at the present.
func (m *Model) startReview() {
	if m.game == nil {
		return
	}
	m.screens.review = review{on: true, at: -1}
	m.reviewTo(len(m.track.entries))
	m.setMsg(msgInfo, "Review: nothing is recorded. ← → move by move, [ ] ruling by ruling, , . event by event, esc returns to the present.")
}

// endReview returns to the game as it stands.
func (m *Model) endReview() {
	m.screens.review = review{}
	m.panels.log.follow()
	m.cache.version++
	m.setMsg(msgInfo, "Back to the present.")
}

// reviewTo shows the game after its first n events. A step back rebuilds
// the review's game from its nearest checkpoint, a step on applies the
// events between: a step costs a few dozen events, not the game.
func (m *Model) reviewTo(n int) {
	r := &m.screens.review
	n = max(0, min(n, m.game.EventCount()))
	if r.game == nil {
		g, err := rules.New(m.game.Setup())
		if err != nil {
			r.err = err
			return
		}
		g.KeepCheckpoints()
		r.game, r.at = g, 0
	}
	if n < r.at {
		r.game.UndoTo(n)
		r.at = n
	}
	for r.at < n {
		e, _ := m.game.EventAt(r.at)
		if err := r.game.Apply(e); err != nil {
			// The events stood in the game at hand: this is a bug.
			r.err = fmt.Errorf("event %d: %w", r.at+1, err)
			break
		}
		r.at++
	}
	r.report = r.game.Summary()
	r.pending, r.sel = pendingOf(rulingList{r.game}, -1, 0)
	r.board = snapshot(r.game, rules.NoSquare, r.report.Obligations)
	m.panels.log.reveal(r.at)
	m.cache.version++
}

// reviewStep moves the review to the previous or next event that changed
// the record (moves) or raised a ruling (rulings), or by one event.
func (m *Model) reviewStep(dir int, by string) {
	n := len(m.track.entries)
	at := m.screens.review.at
	for i := at + dir; i >= 0 && i <= n; i += dir {
		if by == "event" || i == 0 || i == n || m.marksMoment(i, by) {
			m.reviewTo(i)
			return
		}
	}
}

// marksMoment reports whether event i (1-based) changed the move record or
// raised a ruling, as the live game's log saw it.
func (m *Model) marksMoment(i int, by string) bool {
	en := m.track.entries[i-1]
	if by == "move" {
		return len(en.added) > 0 || len(en.retracted) > 0
	}
	return len(m.gameRulings().OfEvent(i)) > 0
}

// reviewTitle says where the review stands.
func (m *Model) reviewTitle() string {
	r := m.screens.review
	s := fmt.Sprintf("review: event %d of %d", r.at, len(m.track.entries))
	if r.at > 0 {
		en := m.track.entries[r.at-1]
		s += " (" + en.text
		if mv, _ := m.shownMoves(r.at - 1); len(mv) > 0 {
			s += ", " + mv[len(mv)-1]
		}
		s += ")"
	} else {
		s += " (the start)"
	}
	return s + " · nothing is recorded · esc: the present"
}
