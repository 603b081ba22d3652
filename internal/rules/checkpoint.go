package rules

import (
	"reflect"
	"slices"

	"github.com/arbiter-chess/arbiter/internal/record"
)

// Checkpoints: copies of the state taken as the game goes, so that Undo
// and an event the core rejects rebuild the game from the nearest copy
// instead of from the first event. Only a game that asks keeps them (the
// terminal does); ruling a script from start to end needs none. When one
// is due, how they are thinned and which is the nearest are
// record.Checkpoints'; what a copy of the state holds is the engine's,
// below.
//
// A copy shares what did not change since the one before it: the move
// record (as the game's own), and the rulings by chunks (record.Chunks),
// a settled ruling kept as the game's own with its print. The events are
// not copied. A checkpoint whose settled ruling has changed since (an
// appeal, say) is no longer intact: it is dropped, and the restore is made
// from an earlier one.
type checkpoint struct {
	// last is the record's last move, kept apart: the game may still
	// change it in place (a check announced, a castling begun with the
	// Rook), so s.moves shares the record but for it, and that change
	// needs no copy of the record.
	last    moveRec
	hasLast bool
	// s is the state but for its rulings (nil). Its pointers to rulings
	// (open, watch, falseCry, turn.several) and those of the copies
	// (supersededBy) are to the game's rulings of the moment: keys, mapped
	// to fresh copies when the state is restored.
	s       state
	rulings record.Chunks[ruling]
}

// rulingCopies is how a checkpoint copies, compares and prints rulings; a
// settled ruling (no longer pending) seldom changes again.
var rulingCopies = &record.Copier[ruling]{
	Copy:    copyRuling,
	Same:    sameRuling,
	Print:   printOf,
	Settled: func(r *ruling) bool { return r.State != StatePending },
}

// KeepCheckpoints makes the game keep copies of its state as it goes, so
// that Undo and a rejected event cost a few dozen events, not the game.
func (g *Game) KeepCheckpoints() { g.checkpoints.Keep() }

// Expect makes room for n more events, where the caller knows how many it
// will apply (a script replayed): the record then grows once.
func (g *Game) Expect(n int) {
	g.events.Expect(n)
}

// checkpointIfDue takes a copy of the state when one is due.
func (g checkpointer) checkpointIfDue() {
	if g.checkpoints.Due(g.events.Len(), len(g.s.rulings)) {
		g.takeCheckpoint()
	}
}

// CheckpointHere takes a checkpoint of the state as it stands, in a game
// that keeps them, where one may be taken at this cost (the rulings are
// compared once per rulings/record.CheckpointSpread events): an undo back
// to here then replays no event. A caller that reads ahead, and knows that
// the next event will be undone and another recorded in its place, asks
// for one.
func (g *Game) CheckpointHere() {
	if g.checkpoints.Affordable(g.events.Len(), len(g.s.rulings)) {
		g.snapshots.takeCheckpoint()
	}
}

// takeCheckpoint takes a copy of the state, sharing with the last
// checkpoint the copies of the rulings that did not change since.
func (g checkpointer) takeCheckpoint() {
	var prev record.Chunks[ruling]
	if last := g.checkpoints.Last(); last != nil {
		prev = last.rulings
	}
	c := g.s
	c.rulings = nil
	c.open, c.watch = slices.Clone(g.s.open), slices.Clone(g.s.watch)
	c.copyParts(&g.s)
	cp := checkpoint{s: c, rulings: rulingCopies.Take(g.s.rulings, prev)}
	if n := len(c.moves); n > 0 {
		cp.last, cp.hasLast = c.moves[n-1], true
		cp.s.moves = c.moves[: n-1 : n-1]
	}
	g.checkpoints.Take(g.events.Len(), cp)
	g.sharedMoves = len(cp.s.moves)
}

// intact reports whether the checkpoint's settled rulings are still as it
// took them: only then can it be restored.
func (c *checkpoint) intact() bool { return c.rulings.Intact() }

// printOf is a hash of all a ruling holds: its bytes (the pointers to the
// shared remedy and facts, and to the ruling that superseded it, by
// identity), and what its slices hold. Padding changed would change the
// print without a change to the ruling: that costs a restore from an
// earlier checkpoint, never a wrong one.
func printOf(r *ruling) uint64 {
	var p record.Print
	p.Bytes(record.BytesOf(r))
	p.Words(r.Articles...)
	p.Words(r.Options...)
	// The rare fields by what they say, not only by where they are: a
	// ruling given new ones may get them at the address its old ones had.
	if r.rare.IsSet() {
		x := r.rare.Get()
		p.Words(x.Chosen, x.Argument, x.AppealedBy, x.Move, x.SupersededWhy)
		for _, sq := range x.touched {
			p.Byte(byte(sq))
		}
		p.Byte(1)
		if x.selected != nil {
			p.Bytes(x.selected.String())
		}
	}
	return p.Sum()
}

// copyRuling copies a ruling but for what it points to: the game changes
// none of that in place (the rare fields, the remedy, the facts, the
// articles and options are replaced, never written to), and the ruling that
// superseded it is kept as it is (a key, or the game's own).
func copyRuling(r *ruling) *ruling {
	cp := *r
	return &cp
}

// sameRuling reports whether the copy cp is still what r holds. Every
// field is compared (reflect.DeepEqual), so that a field added to ruling
// is never left out; the ruling that superseded it, by identity. Most
// rulings are as they were, bit for bit (the rare fields shared): those are
// compared first, without reflection; reflection compares what the rare
// fields say.
func sameRuling(cp, r *ruling) bool {
	if cp.supersededBy != r.supersededBy {
		return false
	}
	if record.SameBytes(cp, r) {
		return true
	}
	a, b := *cp, *r
	a.supersededBy, b.supersededBy = nil, nil
	return reflect.DeepEqual(a, b)
}

// restoreTo makes the state the fold of the first n recorded events, from
// the nearest checkpoint at or before n (or from the setup).
func (g checkpointer) restoreTo(n int) {
	g.events.Truncate(n)
	c, from := g.checkpoints.Nearest(n, (*checkpoint).intact)
	if c != nil {
		live := g.s.moves
		g.s = c.restore()
		// The game's record, if the checkpoint still shares it (ownMove
		// copies it before a move the checkpoint holds is changed).
		g.s.moves = record.Resume(live, &c.s.moves)
		g.sharedMoves = len(g.s.moves)
		if c.hasLast {
			// The game's own, past what any checkpoint left shares.
			g.s.moves = append(g.s.moves, c.last)
		}
	} else {
		fresh, err := New(g.setup)
		if err != nil {
			return // New succeeded once with this setup
		}
		g.s, g.sharedMoves = fresh.s, 0
	}
	for i := from; i < n; i++ {
		g.s.eventNo = i + 1
		if e := g.events.At(i); g.apply(&e) != nil {
			g.events.Truncate(i)
			return
		}
	}
}

// restore is the checkpoint's state as the game's own: every ruling a
// fresh copy (the checkpoint stays as it is, shared), the pointers between
// them mapped to the copies. A ruling dropped from the record (superseded
// in the event that raised it) may linger, closed, on the open list until
// it is compacted: it has no copy, and nothing to keep.
func (c *checkpoint) restore() state {
	s := c.s
	rs := c.rulings.Restore()
	s.rulings = rs.Items
	for _, r := range s.rulings {
		if r.supersededBy != nil {
			r.supersededBy = rs.Map(r.supersededBy)
		}
	}
	s.open, s.watch = rs.MapAll(c.s.open), rs.MapAll(c.s.watch)
	s.falseCry = rs.Map(c.s.falseCry)
	s.turn.several = rs.Map(c.s.turn.several)
	s.copyParts(&c.s)
	return s
}

// copyParts gives s copies of what the game changes in place, but for the
// rulings: the copy and the original share nothing else that either may
// change. The moves are shared, the copy's capacity cut to its length (so
// that what either appends goes to an array of its own); the game copies
// its record before it takes back or alters a move a checkpoint shares
// (movesChanged).
func (s *state) copyParts(from *state) {
	s.moves = from.moves[:len(from.moves):len(from.moves)]
	s.obligations = slices.Clone(from.obligations)
	s.turn.own = slices.Clone(from.turn.own)
	s.turn.adverse = slices.Clone(from.turn.adverse)
	s.turn.duties = slices.Clone(from.turn.duties)
	s.turn.adjusted = slices.Clone(from.turn.adjusted)
	s.early = slices.Clone(from.early)
	s.adjustedLast.squares = slices.Clone(from.adjustedLast.squares)
	s.hand.squares = slices.Clone(from.hand.squares)
	if from.promo != nil {
		p := *from.promo
		s.promo = &p
	}
	s.dropped = slices.Clone(from.dropped)
	if from.fifty != nil {
		f := *from.fifty
		s.fifty = &f
	}
}

// checkpointer takes the checkpoints of the state and restores from them (checkpoint.go).
type checkpointer struct{ *Game }
