package rules

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
func physicalAct(v Verb) bool {
	row, ok := verbRowOf(v)
	return ok && row.played
}

// noticeAct: the verbs that show a player or the umpire took notice of the
// state of the game (a claim, a choice, a cry of check, ...): after one, a
// correction made at once stands as made.
func noticeAct(v Verb) bool {
	return !physicalAct(v) && v != Note && v != Promote
}

// unmadeCandidate is the correction made at once whose making the act after
// event n may contradict: the latest ruling the law applied at once on an
// offending move, before event n, with nothing recorded since that shows
// anyone noticed it. However many moves were played since: until someone
// notices, the game goes on from the board as it really stood.
func (g *Game) unmadeCandidate(n int) *ruling {
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
func (g *Game) noticedSince(from, n int) bool {
	for i := from; i < min(n, g.events.len()); i++ {
		if noticeAct(g.events.verb(i)) {
			return true
		}
	}
	return false
}

// madeAtOnce: r is a correction the law made by itself on an offending
// move, raised by an act at the board, that no one has yet been shown not
// to have made.
func (g *Game) madeAtOnce(r *ruling) bool {
	switch {
	case r.Unmade || g.unmade[r.Event] > 0:
		return false // already found never made
	case !r.hasOffender || r.Late || raisedOnTouch(r.Kind):
		// A man touched binds the player who touched it, who knows he
		// did: only a move may pass unnoticed.
		return false
	case r.State != StateApplied && r.remedy.appliedNow != OptRetract:
		return false // nothing was made that the next act could contradict
	case r.Event < 1 || r.Event > g.events.len() || !physicalAct(g.events.verb(r.Event-1)):
		return false
	}
	return correctsAtOnce(r.Kind, *r.remedy)
}

// correctsAtOnce: the remedy is a correction the law makes by itself on an
// offending move (a retraction, a replay, the King's move; or a retraction
// made at once with the penalty left to the adversary, BCA V), which may
// therefore have gone unnoticed at the board. A penalty defied was chosen
// or claimed: noticed by definition.
func correctsAtOnce(kind string, rm remedy) bool {
	if kind == KindObligationRefused {
		return false
	}
	switch rm.applied {
	case OptRetract, OptRetractAndReplay, OptMoveKing:
		return true
	}
	return rm.appliedNow == OptRetract
}

// irregularAt: the event numbered eventNo raised a ruling.
func (g *Game) irregularAt(eventNo int) bool {
	rs := g.s.rulings
	return len(rs) > 0 && rs[len(rs)-1].Event == eventNo
}

// asPlayed tries the event e on the game as played: the candidate
// correction left unmade. It keeps that game when e is regular there and
// was not on the game as corrected (failed is its error there, or nil when
// it was recorded with a ruling); otherwise the game is left as it was and
// asPlayed reports false.
func (g *Game) asPlayed(e *Event, failed error) bool {
	if !physicalAct(e.Verb) {
		return false
	}
	n := g.events.len() // the events before e
	if failed == nil {
		n--
		if !g.irregularAt(n + 1) {
			return false
		}
	}
	cand := g.unmadeCandidate(n)
	if cand == nil {
		return false
	}
	before := g.Events()[:n]
	if g.unmade == nil {
		g.unmade = map[int]int{}
	}
	g.unmade[cand.Event] = n + 1
	if g.replayFrom(cand.Event-1, before) && g.applyRecorded(e) == nil && !g.irregularAt(n+1) {
		g.movesLow = 0 // the record changed from the correction on
		return true
	}
	delete(g.unmade, cand.Event)
	g.replayFrom(cand.Event-1, before)
	if failed == nil {
		_ = g.applyRecorded(e) // recorded before on this same state, with no error
	} else {
		g.movesLow = len(g.s.moves) // nothing changed
	}
	return false
}

// replayFrom rebuilds the game from its first k events, then applies the
// rest of recorded; false if one of them no longer applies (the game is
// then the fold of those that did).
func (g *Game) replayFrom(k int, recorded []Event) bool {
	g.restoreTo(k)
	for i := range recorded[k:] {
		if g.applyRecorded(&recorded[k+i]) != nil {
			return false
		}
	}
	return true
}

// rewindTo makes the game the fold of its first n events, forgetting what
// the events dropped revealed: a correction they showed unmade is made again.
func (g *Game) rewindTo(n int) {
	if ev := g.forgetUnmade(n); ev > 0 {
		g.replayFrom(min(ev-1, n), g.Events()[:n])
		return
	}
	g.restoreTo(n)
}

// forgetUnmade drops what the events after n revealed (an Undo); it
// returns the earliest event whose correction is made again, 0 if none.
func (g *Game) forgetUnmade(n int) int {
	earliest := 0
	for ev, by := range g.unmade {
		if by > n {
			delete(g.unmade, ev)
			if earliest == 0 || ev < earliest {
				earliest = ev
			}
		}
	}
	return earliest
}

// unmadeHere: the correction the law would make at once on the event being
// applied was never made at the board (asPlayed found so).
func (g *Game) unmadeHere() bool {
	return g.unmade[g.s.eventNo] > 0
}
