package ui

import (
	"errors"
	"fmt"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/journal"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
)

// Recording: an event (or a few, all or none) goes to the core, then the
// journal; the log's record follows it, and the snapshot the panels draw is
// taken again. Undo takes the last event back (the journal keeps an undo
// line), redo puts it back.

// record applies events to the core and appends them to the journal. It is
// all or nothing: if the core rejects any event, or the journal cannot be
// written, every event of the batch is taken back and nothing is recorded.
func (m *Model) record(evs ...record.Event) error {
	if m.game == nil {
		return errors.New("no game")
	}
	if m.sit.readOnly != "" {
		return readOnlyError{m.sit.readOnly}
	}
	saved := m.track.rec
	var added []logEntry
	now := m.stamp()
	for i := range evs {
		evs[i].At = now // the clocks run on the times the journal stamps
	}
	for i, e := range evs {
		en, err := m.track.applyTracked(m.game, e, true)
		if err != nil {
			m.rollback(i, saved)
			return fmt.Errorf("%s: %w", incidents.FormatEvent(e), err)
		}
		en.withPrev = i > 0 && oneAct(evs[i-1], e)
		added = append(added, en)
	}
	line, err := journalLine(evs)
	switch {
	case err == nil && m.source != "":
		err = m.sit.jr.AppendFrom(line, m.source, now)
	case err == nil:
		err = m.sit.jr.Append(line, now)
	}
	if err != nil {
		m.rollback(len(evs), saved)
		return err
	}
	m.track.entries = append(m.track.entries, added...)
	m.track.undone = nil
	m.panels.log.follow()
	// A finished action by the switched player ends the switch.
	for _, e := range evs {
		switch e.Verb {
		case record.Release, record.Move, record.Claim, record.Choose, record.Waive, record.Resign, record.Abandon:
			m.actFor.override = false
		}
	}
	m.refresh()
	return nil
}

func (m *Model) rollback(n int, saved moveRecord) {
	m.game.UndoTo(max(0, m.game.EventCount()-n))
	m.track.rec = saved
}

// undo takes the last event standing off the record: `U undo` is appended
// to the journal (never rewritten), and `U` can put the event back.
func (m *Model) undo() {
	if m.game == nil {
		return
	}
	if m.sit.readOnly != "" {
		m.setMsg(msgErr, "Nothing undone: "+readOnlyError{m.sit.readOnly}.Error()+".")
		return
	}
	n := len(m.track.entries)
	var done []string
	for {
		// A move and its cry recorded together go together.
		withPrev := len(m.track.entries) > 0 && m.track.entries[len(m.track.entries)-1].withPrev
		e, ok := m.game.Undo()
		if !ok {
			break
		}
		if err := m.sit.jr.Append("U undo", m.term.now()); err != nil {
			// Keep the game and the journal the same: put the event back.
			if aerr := m.game.Apply(e); aerr != nil {
				m.setMsg(msgErr, fmt.Sprintf("Undo failed: %v (and the event could not be restored: %v)", err, aerr))
			} else {
				m.setMsg(msgErr, "Nothing more undone. "+journalMessage(err))
			}
			m.refresh()
			return
		}
		m.afterUndo(e)
		done = append([]string{incidents.FormatEvent(e)}, done...)
		if !withPrev {
			break
		}
	}
	if len(done) == 0 {
		m.setMsg(msgErr, "Nothing to undo.")
		return
	}
	m.panels.board.focus.pick = chess.NoSquare
	m.refresh()
	label := fmt.Sprintf("event %d", n)
	if len(done) > 1 {
		label = fmt.Sprintf("events %d-%d", n-len(done)+1, n)
	}
	m.setMsg(msgOK, fmt.Sprintf("Undid %s: %s (U puts it back).", label, strings.Join(done, "; ")))
}

// afterUndo follows the game's undo of e: the log loses its last line, and
// e is kept for a redo. The record goes back to what it was before e: the
// moves before the first e changed stay, those e took back return with the
// numbers they had.
func (m *Model) afterUndo(e record.Event) {
	en := logEntry{entryMoves: noMoves}
	if n := len(m.track.entries); n > 0 {
		en = m.track.entries[n-1]
		m.track.entries = m.track.entries[:n-1]
	}
	for k := len(m.track.unnamed); k > 0 && m.track.unnamed[k-1] >= len(m.track.entries); k-- {
		m.track.unnamed = m.track.unnamed[:k-1]
	}
	m.track.undone = append(m.track.undone, undoneEvent{e, en.withPrev})
	c := min(en.first, len(m.track.rec.uci))
	back := m.game.MovesFrom(c)
	// The moves e took back return spelt as they were.
	desc := make([]string, len(back))
	copy(desc, en.descTaken)
	r := &m.track.rec
	orig := r.orig
	was := followOrigins(&orig, r.uci, r.was, c, back)
	m.track.rec = moveRecord{
		uci:  append(cut(r.uci, c, false), back...),
		san:  append(cut(r.san, c, false), make([]string, len(back))...),
		nums: append(cut(r.nums, c, false), en.takenNums...),
		desc: append(cut(r.desc, c, false), desc...),
		was:  append(cut(r.was, c, false), was...),
		orig: orig,
	}
	// Should the two ever disagree, the moves are numbered as if the sides
	// alternated.
	m.track.rec.nums = cut(m.track.rec.nums, len(m.track.rec.uci), false)
	for i := len(m.track.rec.nums); i < len(m.track.rec.uci); i++ {
		m.track.rec.nums = append(m.track.rec.nums, m.track.alternating(i))
	}
}

// redo puts back the event last undone (`U redo` in the journal).
func (m *Model) redo() {
	if m.game == nil {
		return
	}
	if m.sit.readOnly != "" {
		m.setMsg(msgErr, "Nothing redone: "+readOnlyError{m.sit.readOnly}.Error()+".")
		return
	}
	n := len(m.track.undone)
	if n == 0 {
		m.setMsg(msgErr, "Nothing to redo: no event was undone since the last one recorded.")
		return
	}
	before := m.snap.nrulings
	redone := 0
	for n > 0 && (redone == 0 || m.track.undone[n-1].withPrev) {
		u := m.track.undone[n-1]
		saved := m.track.rec
		en, err := m.track.applyTracked(m.game, u.Event, true)
		if err != nil {
			m.setMsg(msgErr, fmt.Sprintf("Nothing more redone: %s: %v", incidents.FormatEvent(u.Event), err))
			return
		}
		if err := m.sit.jr.Append("U redo", m.term.now()); err != nil {
			m.rollback(1, saved)
			m.setMsg(msgErr, "Nothing more redone. "+journalMessage(err))
			return
		}
		en.withPrev = u.withPrev
		m.track.undone = m.track.undone[:n-1]
		m.track.entries = append(m.track.entries, en)
		n--
		redone++
	}
	m.panels.log.follow()
	m.refresh()
	m.recordedMsg(redone, before)
	m.status.msg = "Redone " + strings.TrimPrefix(m.status.msg, "Recorded ")
}

// oneAct reports whether e, recorded on one line with prev, is one act
// with it: a move and its mover's cry of check (Qxf7+), which one undo
// takes back and the log says on one line.
func oneAct(prev, e record.Event) bool {
	return prev.Verb == record.Move && e.Verb == record.SayCheck && prev.Actor == e.Actor
}

// undoneEvent is an event undone, kept for a redo.
type undoneEvent struct {
	record.Event
	withPrev bool // undone with the event before it (logEntry.withPrev)
}

// do records events from a key and says what was recorded, or why not.
func (m *Model) do(evs ...record.Event) {
	before := m.snap.nrulings
	if err := m.record(evs...); err != nil {
		m.setMsg(msgErr, notRecorded(err))
		return
	}
	m.recordedMsg(len(evs), before)
}

// notRecorded says why events were not recorded: the core refused them, the
// journal could not take them, or nothing is recorded in a review.
func notRecorded(err error) string {
	var we *journal.WriteError
	var ro readOnlyError
	switch {
	case errors.As(err, &we):
		return journalMessage(err)
	case errors.As(err, &ro):
		return "Not recorded: " + ro.Error() + "."
	}
	return "Rejected, nothing recorded: " + err.Error()
}

// recordedMsg says which events were just recorded, the rulings they
// raised, and how the game ended if it did.
func (m *Model) recordedMsg(n, rulingsBefore int) {
	total := len(m.track.entries)
	var words []string
	for _, en := range m.track.entries[total-n:] {
		words = append(words, en.text)
	}
	label := fmt.Sprint(total)
	if n > 1 {
		label = fmt.Sprintf("%d-%d", total-n+1, total)
	}
	s := "Recorded " + label + ": " + strings.Join(words, "; ")
	rs := m.gameRulings()
	for i := rulingsBefore; i < rs.Len(); i++ {
		r := rs.At(i)
		s += fmt.Sprintf(" → ruling #%d: %s (%s)", i+1, law.DescribeKind(r.Kind), r.State)
	}
	if res, why := m.game.Ending(); res != "*" {
		s += ". Game over: " + res
		if why != "" {
			s += ", " + why
		}
		s += "."
	}
	m.setMsg(msgOK, s)
}
