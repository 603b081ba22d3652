package rules

import (
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
)

// The game as played. The codes correct some irregularities by themselves,
// at once, where their words put the duty on the offender ("he must retract
// the said move", BCA V; "he must replace the Piece or Pawn and move his
// King", American XVII): the record shows the correction made when the
// irregularity is recorded. But a correction is made only if someone at the
// board noticed; nothing is presumed noticed. When the next act recorded at
// the board is regular only on the board as it stood before the correction
// (the players went on as if nothing had happened), the record itself shows
// that the correction was never made: the irregularity lies latent, its
// penalty lost, and the code's law for an error discovered later governs
// when a claim discovers it (BCA VII, American XIX, Staunton X).

// physicalAct: the verbs by which players act on the men at the board
// (their row's played column).
func physicalAct(v record.Verb) bool {
	row, ok := verbRowOf(v)
	return ok && row.played
}

// noticeAct: the verbs that show a player or the umpire took notice of the
// state of the game (a claim, a choice, a cry of check, ...): after one, a
// correction made at once stands as made.
func noticeAct(v record.Verb) bool {
	return !physicalAct(v) && v != record.Note && v != record.Promote
}

// unmadeCandidate is the correction made at once whose making the act after
// event n may contradict: the latest ruling the law applied at once on an
// offending move, before event n, with nothing recorded since that shows
// anyone noticed it. However many moves were played since: until someone
// notices, the game goes on from the board as it really stood.
func (g boardsAsPlayed) unmadeCandidate(n int) *ruling {
	s := &g.s
	for _, k := range s.atOnce {
		if k < 1 || k > len(s.rulings) {
			continue
		}
		r := s.rulings[k-1]
		if r.Event > n {
			continue
		}
		if g.noticedSince(r.Event, n) || !g.madeAtOnce(r) {
			return nil
		}
		return r
	}
	return nil
}

// noticedSince: an event after event from, up to event n, took notice of
// the state of the game.
func (g boardsAsPlayed) noticedSince(from, n int) bool {
	for i := from; i < min(n, g.events.Len()); i++ {
		if noticeAct(g.events.Verb(i)) {
			return true
		}
	}
	return false
}

// madeAtOnce: r is a correction the law made by itself on an offending
// move, raised by an act at the board, that no one has yet been shown not
// to have made.
func (g boardsAsPlayed) madeAtOnce(r *ruling) bool {
	switch {
	case r.Unmade || g.isUnmade(r.Event):
		return false // already found never made
	case !r.hasOffender || r.Late || raisedOnTouch(r.Kind):
		// A man touched binds the player who touched it, who knows he
		// did: only a move may pass unnoticed.
		return false
	case r.State != StateApplied && r.remedy.AppliedNow != law.OptRetract:
		return false // nothing was made that the next act could contradict
	case r.Event < 1 || r.Event > g.events.Len() || !physicalAct(g.events.Verb(r.Event-1)):
		return false
	}
	return correctsAtOnce(r.Kind, *r.remedy)
}

// correctsAtOnce: the remedy is a correction the law makes by itself on an
// offending move (a retraction, a replay, the King's move; or a retraction
// made at once with the penalty left to the adversary, BCA V), which may
// therefore have gone unnoticed at the board. A penalty defied was chosen
// or claimed: noticed by definition.
func correctsAtOnce(kind string, rm law.Remedy) bool {
	if kind == law.KindObligationRefused {
		return false
	}
	switch rm.Applied {
	case law.OptRetract, law.OptRetractAndReplay, law.OptMoveKing:
		return true
	}
	return rm.AppliedNow == law.OptRetract
}

// irregularAt: the event numbered eventNo raised a ruling.
func (g boardsAsPlayed) irregularAt(eventNo int) bool {
	rs := g.s.rulings
	return len(rs) > 0 && rs[len(rs)-1].Event == eventNo
}

// asPlayed keeps the two boards of a correction the law makes at once:
// the board corrected and the board as really played. Until someone
// notices, the game follows the board as played: the offended player's
// act at the board on a correction nobody noticed shows it was never made
// (presumed unmade); an act regular only on the board as played shows the
// same (unmade by the act). An act regular only on the board corrected
// bears the correction out, and makes again one that was only presumed
// unmade. asPlayed reports whether it changed the game e was applied to
// (failed is e's error on the game as it stood, nil when it was recorded).
func (g boardsAsPlayed) asPlayed(e *record.Event, failed error) bool {
	if !physicalAct(e.Verb) {
		return false
	}
	n := g.events.Len() // the events before e
	if failed == nil {
		n--
	}
	irregular := failed != nil || g.irregularAt(n+1)
	if irregular && g.remade(e, failed, n) {
		return true
	}
	cand := g.unmadeCandidate(n)
	if cand == nil {
		return false
	}
	by := n + 1 // unmade by the act
	if !irregular {
		if !repliedUnnoticed(cand, e) {
			return false
		}
		by = -(n + 1) // presumed unmade: nobody noticed
	}
	return g.tryBoard(e, failed, n, cand.Event, func() { g.setUnmade(cand.Event, by) }, func() { delete(g.unmade, cand.Event) })
}

// remade: the act is regular only with the latest correction presumed
// unmade made again: it bears the correction out.
func (g boardsAsPlayed) remade(e *record.Event, failed error, n int) bool {
	ev := 0
	for k, v := range g.unmade {
		if v < 0 && -v <= n && k > ev && g.remadeBy[k] == 0 {
			ev = k
		}
	}
	if ev == 0 || g.noticedSince(ev, n) {
		return false
	}
	return g.tryBoard(e, failed, n, ev, func() { g.setRemade(ev, n+1) }, func() { delete(g.remadeBy, ev) })
}

// isUnmade: the correction of event ev was never made at the board, shown
// by an act or presumed, and no later act bore it out.
func (g boardsAsPlayed) isUnmade(ev int) bool {
	return g.unmade[ev] != 0 && g.remadeBy[ev] == 0
}

// setRemade records the correction of event ev, presumed unmade, as borne
// out by the act numbered by.
func (g boardsAsPlayed) setRemade(ev, by int) {
	if g.remadeBy == nil {
		g.remadeBy = map[int]int{}
	}
	g.remadeBy[ev] = by
}

// tryBoard replays the game from event ev with change made, and keeps it
// when e is regular there; otherwise it undoes the change, replays the game
// as it stood and records e on it again as it was.
func (g boardsAsPlayed) tryBoard(e *record.Event, failed error, n, ev int, change, undo func()) bool {
	before := g.Events()[:n]
	change()
	if g.replayFrom(ev-1, before) && g.applyRecorded(e) == nil && !g.irregularAt(n+1) {
		g.movesLow = 0 // the record changed from the correction on
		return true
	}
	undo()
	g.replayFrom(ev-1, before)
	if failed == nil {
		_ = g.applyRecorded(e) // recorded before on this same state, with no error
	} else {
		g.movesLow = len(g.s.moves) // nothing changed
	}
	return false
}

// setUnmade records the correction of event ev as never made, by the act
// numbered |by| (negative: presumed, nobody having noticed).
func (g boardsAsPlayed) setUnmade(ev, by int) {
	if g.unmade == nil {
		g.unmade = map[int]int{}
	}
	g.unmade[ev] = by
}

// repliedUnnoticed: the offended player acts at the board on the
// correction nobody noticed. Nothing is presumed noticed: the offender made
// no correction that anyone saw, so the game goes on from the board as it
// really stood, unless the act is regular only on the board corrected
// (which bears the correction out).
func repliedUnnoticed(cand *ruling, e *record.Event) bool {
	c, isPlayer := e.Actor.Color()
	return isPlayer && cand.hasOffender && c != cand.offender
}

// replayFrom rebuilds the game from its first k events, then applies the
// rest of recorded; false if one of them no longer applies (the game is
// then the fold of those that did).
func (g boardsAsPlayed) replayFrom(k int, recorded []record.Event) bool {
	g.snapshots.restoreTo(k)
	for i := range recorded[k:] {
		if g.applyRecorded(&recorded[k+i]) != nil {
			return false
		}
	}
	return true
}

// rewindTo makes the game the fold of its first n events, forgetting what
// the events dropped revealed: a correction they showed unmade is made again.
func (g boardsAsPlayed) rewindTo(n int) {
	if ev := g.forgetUnmade(n); ev > 0 {
		g.replayFrom(min(ev-1, n), g.Events()[:n])
		return
	}
	g.snapshots.restoreTo(n)
}

// forgetUnmade drops what the events after n revealed (an Undo); it
// returns the earliest event whose correction is made again, 0 if none.
func (g boardsAsPlayed) forgetUnmade(n int) int {
	earliest := 0
	for ev, by := range g.unmade {
		if max(by, -by) > n {
			delete(g.unmade, ev)
			delete(g.remadeBy, ev)
			if earliest == 0 || ev < earliest {
				earliest = ev
			}
		}
	}
	for ev, by := range g.remadeBy {
		if by > n {
			delete(g.remadeBy, ev) // presumed unmade again
			if earliest == 0 || ev < earliest {
				earliest = ev
			}
		}
	}
	return earliest
}

// unmadeHere: the correction the law would make at once on the event being
// applied was never made at the board (asPlayed found so).
func (g boardsAsPlayed) unmadeHere() bool {
	return g.isUnmade(g.s.eventNo)
}

// boardsAsPlayed keeps the board corrected and the board as played until someone notices (asplayed.go).
type boardsAsPlayed struct{ *Game }
