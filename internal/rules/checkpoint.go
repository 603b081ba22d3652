package rules

import "slices"

// Checkpoints: copies of the state every checkpointEvery events, so that Undo
// and an event the core rejects rebuild the game from the nearest copy
// instead of from the first event. Only a game that asks keeps them (the
// terminal does); ruling a script from start to end needs none.
const (
	checkpointEvery = 64
	checkpointsKept = 64
)

type checkpoint struct {
	events int // the number of events the state is the fold of
	s      state
}

// KeepCheckpoints makes the game keep copies of its state as it goes, so
// that Undo and a rejected event cost a few dozen events, not the game.
func (g *Game) KeepCheckpoints() { g.keep = true }

// Expect makes room for n more events, where the caller knows how many it
// will apply (a script replayed): the record then grows once.
func (g *Game) Expect(n int) {
	if n > 0 && cap(g.events)-len(g.events) < n {
		g.events = append(make([]Event, 0, len(g.events)+n), g.events...)
	}
}

// checkpointIfDue takes a copy of the state every checkpointEvery events,
// thinning the older copies out once too many are kept.
func (g *Game) checkpointIfDue() {
	if !g.keep || len(g.events)%checkpointEvery != 0 {
		return
	}
	g.checkpoints = append(g.checkpoints, checkpoint{events: len(g.events), s: g.s.clone()})
	g.sharedMoves = len(g.s.moves)
	if len(g.checkpoints) > checkpointsKept {
		// Keep every other of the older half, all of the newer.
		half := len(g.checkpoints) / 2
		var kept []checkpoint
		for i, c := range g.checkpoints[:half] {
			if i%2 == 1 {
				kept = append(kept, c)
			}
		}
		g.checkpoints = append(kept, g.checkpoints[half:]...)
	}
}

// restoreTo makes the state the fold of the first n recorded events, from
// the nearest checkpoint at or before n (or from the setup).
func (g *Game) restoreTo(n int) {
	g.events = g.events[:n]
	for len(g.checkpoints) > 0 && g.checkpoints[len(g.checkpoints)-1].events > n {
		g.checkpoints = g.checkpoints[:len(g.checkpoints)-1]
	}
	from := 0
	if len(g.checkpoints) > 0 {
		c := g.checkpoints[len(g.checkpoints)-1]
		live := g.s.moves
		g.s, from = c.s.clone(), c.events
		if k := len(g.s.moves); k > 0 && len(live) >= k && &live[0] == &g.s.moves[0] {
			// The game's record is still the array the checkpoint shares
			// (a change below it would have copied it): go on in it, so
			// that the next move does not copy the record.
			g.s.moves = live[:k]
		}
		g.sharedMoves = len(g.s.moves)
	} else {
		fresh, err := New(g.setup)
		if err != nil {
			return // New succeeded once with this setup
		}
		g.s, g.sharedMoves = fresh.s, 0
	}
	for i := from; i < n; i++ {
		g.s.eventNo = i + 1
		if g.apply(g.events[i]) != nil {
			g.events = g.events[:i]
			return
		}
	}
}

// clone copies the state deeply, but for the move record: the copy and the
// original share nothing else that either may change. The moves are
// shared, the copy's capacity cut to its length (so that what either
// appends goes to an array of its own); the game copies its record before
// it takes back or alters a move a checkpoint shares (movesChanged). A
// checkpoint costs the rulings and the turn's touches, not the game.
func (s *state) clone() state {
	c := *s
	c.moves = s.moves[:len(s.moves):len(s.moves)]
	remap := make(map[*ruling]*ruling, len(s.rulings))
	c.rulings = make([]*ruling, len(s.rulings))
	for i, r := range s.rulings {
		cp := *r
		cp.touched = slices.Clone(r.touched)
		cp.facts.candidates = slices.Clone(r.facts.candidates)
		c.rulings[i] = &cp
		remap[r] = &cp
	}
	for _, r := range c.rulings {
		if r.supersededBy != nil {
			r.supersededBy = remap[r.supersededBy]
		}
	}
	mapAll := func(rs []*ruling) []*ruling {
		out := make([]*ruling, 0, len(rs))
		for _, r := range rs {
			// A ruling dropped from the record (superseded in the event
			// that raised it) may linger, closed, on the open list until
			// it is compacted: it has no copy, and nothing to keep.
			if cp, ok := remap[r]; ok {
				out = append(out, cp)
			}
		}
		return out
	}
	c.open, c.watch = mapAll(s.open), mapAll(s.watch)
	c.falseCry = remap[s.falseCry]
	c.obligations = slices.Clone(s.obligations)
	c.turn = turnTouches{own: slices.Clone(s.turn.own), adverse: slices.Clone(s.turn.adverse),
		duties: slices.Clone(s.turn.duties), several: remap[s.turn.several], adjusted: slices.Clone(s.turn.adjusted)}
	c.early = slices.Clone(s.early)
	c.adjustedLast.squares = slices.Clone(s.adjustedLast.squares)
	c.hand.squares = slices.Clone(s.hand.squares)
	if s.promo != nil {
		p := *s.promo
		c.promo = &p
	}
	c.dropped = slices.Clone(s.dropped)
	if s.fifty != nil {
		f := *s.fifty
		c.fifty = &f
	}
	return c
}
