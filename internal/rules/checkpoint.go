package rules

import (
	"hash/maphash"
	"reflect"
	"slices"
	"unsafe"
)

// Checkpoints: copies of the state taken as the game goes, so that Undo
// and an event the core rejects rebuild the game from the nearest copy
// instead of from the first event. Only a game that asks keeps them (the
// terminal does); ruling a script from start to end needs none.
//
// A copy shares what did not change since the one before it: the move
// record (as the game's own), and the copy of every ruling that is as it
// was, by chunks of rulingChunk, so that a long game costs its rulings
// once, not once per checkpoint. The events are not copied. A ruling
// settled (no longer pending) is not copied at all: it seldom changes
// again, so the checkpoint keeps the game's own with a print of it (a
// hash of all it holds), and the copy is made when the state is restored.
// A checkpoint whose settled ruling has changed since (an appeal, say) no
// longer matches its print: it is dropped, and the restore is made from
// an earlier one. Comparing the
// rulings costs a pass over them, so the checkpoints grow apart as the
// rulings grow: one every max(checkpointEvery, rulings/checkpointSpread)
// events, a few rulings compared per event.
const (
	checkpointEvery  = 64
	checkpointsKept  = 64
	checkpointSpread = 8
	rulingChunk      = 64
)

type checkpoint struct {
	events int // the number of events the state is the fold of
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
	s      state
	chunks []*chunk
}

// chunk is a run of the game's rulings and their copies. A chunk is never
// changed once made: the checkpoints after it share it while its rulings
// stay the same.
type chunk struct {
	live []*ruling // the game's rulings it copies: their identity
	// copies are the copies of the rulings pending when taken; nil for a
	// settled one, kept as live holds it, and its print in prints.
	copies []*ruling
	prints []uint64
}

// KeepCheckpoints makes the game keep copies of its state as it goes, so
// that Undo and a rejected event cost a few dozen events, not the game.
func (g *Game) KeepCheckpoints() { g.keep = true }

// Expect makes room for n more events, where the caller knows how many it
// will apply (a script replayed): the record then grows once.
func (g *Game) Expect(n int) {
	g.events.Expect(n)
}

// checkpointIfDue takes a copy of the state when one is due, thinning the
// older copies out once too many are kept.
func (g checkpointer) checkpointIfDue() {
	if g.keep && g.sinceCheckpoint() >= max(checkpointEvery, len(g.s.rulings)/checkpointSpread) {
		g.takeCheckpoint()
	}
}

// CheckpointHere takes a checkpoint of the state as it stands, in a game
// that keeps them, where one may be taken at this cost (the rulings are
// compared once per rulings/checkpointSpread events): an undo back to here
// then replays no event. A caller that reads ahead, and knows that the
// next event will be undone and another recorded in its place, asks for
// one.
func (g *Game) CheckpointHere() {
	if n := g.snapshots.sinceCheckpoint(); g.keep && n > 0 && n >= len(g.s.rulings)/checkpointSpread {
		g.snapshots.takeCheckpoint()
	}
}

// sinceCheckpoint is the number of events since the last checkpoint.
func (g checkpointer) sinceCheckpoint() int {
	last := 0
	if n := len(g.checkpoints); n > 0 {
		last = g.checkpoints[n-1].events
	}
	return g.events.Len() - last
}

// takeCheckpoint takes a copy of the state, thinning the older copies out
// once too many are kept.
func (g checkpointer) takeCheckpoint() {
	c := g.snapshot()
	g.checkpoints = append(g.checkpoints, c)
	g.sharedMoves = len(c.s.moves)
	if len(g.checkpoints) > checkpointsKept {
		// Keep every other of the older half, all of the newer: moved
		// down in place, so that thinning allocates nothing.
		cs := g.checkpoints
		half, k := len(cs)/2, 0
		for i := 1; i < half; i += 2 {
			cs[k] = cs[i]
			k++
		}
		k += copy(cs[k:], cs[half:])
		clear(cs[k:]) // what the dropped ones held may go
		g.checkpoints = cs[:k]
	}
}

// snapshot copies the state, sharing with the last checkpoint the copies
// of the rulings that did not change since.
func (g checkpointer) snapshot() checkpoint {
	var prev []*chunk
	if n := len(g.checkpoints); n > 0 {
		prev = g.checkpoints[n-1].chunks
	}
	rs := g.s.rulings
	chunks := make([]*chunk, 0, (len(rs)+rulingChunk-1)/rulingChunk)
	for k := 0; k*rulingChunk < len(rs); k++ {
		var old *chunk
		if k < len(prev) {
			old = prev[k]
		}
		chunks = append(chunks, chunkOf(rs[k*rulingChunk:min(len(rs), (k+1)*rulingChunk)], old))
	}
	c := g.s
	c.rulings = nil
	c.open, c.watch = slices.Clone(g.s.open), slices.Clone(g.s.watch)
	c.copyParts(&g.s)
	cp := checkpoint{events: g.events.Len(), s: c, chunks: chunks}
	if n := len(c.moves); n > 0 {
		cp.last, cp.hasLast = c.moves[n-1], true
		cp.s.moves = c.moves[: n-1 : n-1]
	}
	return cp
}

// chunkOf copies a run of rulings, sharing old (the same run in the last
// checkpoint) whole when none changed, else the copies of those that did
// not.
func chunkOf(part []*ruling, old *chunk) *chunk {
	if old != nil && len(old.live) == len(part) {
		same := true
		for i, r := range part {
			if old.live[i] != r || !old.holds(i, r) {
				same = false
				break
			}
		}
		if same {
			return old
		}
	}
	c := &chunk{live: slices.Clone(part), copies: make([]*ruling, len(part)), prints: make([]uint64, len(part))}
	for i, r := range part {
		switch {
		case old != nil && i < len(old.live) && old.live[i] == r && old.holds(i, r):
			c.copies[i], c.prints[i] = old.copies[i], old.prints[i]
		case r.State != StatePending:
			c.prints[i] = printOf(r)
		default:
			c.copies[i] = copyRuling(r)
		}
	}
	return c
}

// holds reports whether the chunk's i-th ruling is still what r holds.
func (c *chunk) holds(i int, r *ruling) bool {
	if cp := c.copies[i]; cp != nil {
		return sameRuling(cp, r)
	}
	return printOf(r) == c.prints[i]
}

// printSeed seeds the prints of the rulings: one for the process.
var printSeed = maphash.MakeSeed()

// printOf is a hash of all a ruling holds: its bytes (the pointers to the
// shared remedy and facts, and to the ruling that superseded it, by
// identity), and what its slices hold. Padding changed would change the
// print without a change to the ruling: that costs a restore from an
// earlier checkpoint, never a wrong one.
func printOf(r *ruling) uint64 {
	var h maphash.Hash
	h.SetSeed(printSeed)
	h.Write(bitsOf(r)[:])
	for _, a := range r.Articles {
		h.WriteString(a)
		h.WriteByte(0)
	}
	h.WriteByte(1)
	for _, o := range r.Options {
		h.WriteString(o)
		h.WriteByte(0)
	}
	h.WriteByte(1)
	// The rare fields by what they say, not only by where they are: a
	// ruling given new ones may get them at the address its old ones had.
	if x := r.rare; x != nil {
		for _, w := range [...]string{x.Chosen, x.Argument, x.AppealedBy, x.Move, x.SupersededWhy} {
			h.WriteString(w)
			h.WriteByte(0)
		}
		for _, sq := range x.touched {
			h.WriteByte(byte(sq))
		}
		h.WriteByte(1)
		if x.selected != nil {
			h.WriteString(x.selected.String())
		}
	}
	return h.Sum64()
}

// intact reports whether the checkpoint's settled rulings are still as it
// took them: only then can it be restored.
func (c *checkpoint) intact() bool {
	for _, ch := range c.chunks {
		for i, cp := range ch.copies {
			if cp == nil && printOf(ch.live[i]) != ch.prints[i] {
				return false
			}
		}
	}
	return true
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
	if *bitsOf(cp) == *bitsOf(r) {
		return true
	}
	a, b := *cp, *r
	a.supersededBy, b.supersededBy = nil, nil
	return reflect.DeepEqual(a, b)
}

// bitsOf is a ruling's bytes: equal bytes are equal fields (the same
// strings, slices and maps, shared), so the copy need not be compared
// field by field. Unequal bytes prove nothing (padding, a string equal
// but not shared): reflection decides then.
func bitsOf(r *ruling) *[unsafe.Sizeof(ruling{})]byte {
	return (*[unsafe.Sizeof(ruling{})]byte)(unsafe.Pointer(r))
}

// restoreTo makes the state the fold of the first n recorded events, from
// the nearest checkpoint at or before n (or from the setup).
func (g checkpointer) restoreTo(n int) {
	g.events.Truncate(n)
	for k := len(g.checkpoints) - 1; k >= 0 && (g.checkpoints[k].events > n || !g.checkpoints[k].intact()); k-- {
		g.checkpoints = g.checkpoints[:k]
	}
	from := 0
	if len(g.checkpoints) > 0 {
		c := &g.checkpoints[len(g.checkpoints)-1]
		live := g.s.moves
		g.s, from = c.restore(), c.events
		k := len(g.s.moves)
		switch {
		case k > 0 && len(live) >= k && &live[0] == &g.s.moves[0]:
			// The game's record is still the array the checkpoint shares
			// (a change below it would have copied it): go on in it, so
			// that the next move does not copy the record.
			g.s.moves = live[:k]
		case k > 0:
			// The record has moved to another array since (a move below
			// the checkpoint's changed, and was copied): the state gets a
			// copy with room to grow, and the checkpoint shares it from
			// now on, so that the next restore from it copies nothing.
			grown := make([]moveRec, k, max(cap(live), k+k/4+16))
			copy(grown, g.s.moves)
			g.s.moves = grown
			c.s.moves = grown[:k:k]
		}
		g.sharedMoves = k
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
// fresh copy (the checkpoint stays as it is, shared), of its copy or of
// the settled ruling it kept (intact), the pointers between them mapped to
// the copies. A ruling dropped from the record (superseded
// in the event that raised it) may linger, closed, on the open list until
// it is compacted: it has no copy, and nothing to keep.
func (c *checkpoint) restore() state {
	s := c.s
	n := 0
	for _, ch := range c.chunks {
		n += len(ch.copies)
	}
	remap := make(map[*ruling]*ruling, n)
	s.rulings = make([]*ruling, 0, n)
	for _, ch := range c.chunks {
		for i, cp := range ch.copies {
			if cp == nil {
				cp = ch.live[i]
			}
			r := copyRuling(cp)
			remap[ch.live[i]] = r
			s.rulings = append(s.rulings, r)
		}
	}
	for _, r := range s.rulings {
		if r.supersededBy != nil {
			r.supersededBy = remap[r.supersededBy]
		}
	}
	mapAll := func(rs []*ruling) []*ruling {
		out := make([]*ruling, 0, len(rs))
		for _, r := range rs {
			if cp, ok := remap[r]; ok {
				out = append(out, cp)
			}
		}
		return out
	}
	s.open, s.watch = mapAll(c.s.open), mapAll(c.s.watch)
	s.falseCry = remap[c.s.falseCry]
	s.turn.several = remap[c.s.turn.several]
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
