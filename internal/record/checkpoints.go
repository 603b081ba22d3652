package record

import "iter"

// The policy of Checkpoints. A checkpoint is taken every CheckpointEvery
// events at least; as the items it must compare grow (a checkpoint passes
// over all of them, see Chunks), the checkpoints grow apart, one every
// items/CheckpointSpread events, so that each event pays for a few. Once
// more than CheckpointsKept are held, the older half is thinned to every
// other one: the newest, where undo goes most, stay dense.
const (
	CheckpointEvery  = 64
	CheckpointsKept  = 64
	CheckpointSpread = 8
)

// Checkpoints are copies of a state S taken as a game goes, each with the
// number of events the state is the fold of, so that an undo, or an event
// refused, rebuilds the state from the nearest copy instead of from the
// first event. What a copy holds, and how it shares with the one before
// it, is S's business: Checkpoints decides when one is due, keeps them
// thinned, and finds the nearest one still good.
//
// The zero value keeps none and is never due: a caller that wants them
// says so with Keep.
type Checkpoints[S any] struct {
	keep bool
	list []checkpoint[S]
}

type checkpoint[S any] struct {
	events int
	state  S
}

// Keep makes the list keep checkpoints from now on.
func (c *Checkpoints[S]) Keep() { c.keep = true }

// Kept reports whether the list keeps checkpoints.
func (c *Checkpoints[S]) Kept() bool { return c.keep }

// Len is the number of checkpoints held.
func (c *Checkpoints[S]) Len() int { return len(c.list) }

// since is the number of events recorded since the last checkpoint.
func (c *Checkpoints[S]) since(events int) int {
	if n := len(c.list); n > 0 {
		return events - c.list[n-1].events
	}
	return events
}

// Due reports whether a checkpoint is due after events events, in a list
// that keeps them, the state holding items items to compare.
func (c *Checkpoints[S]) Due(events, items int) bool {
	return c.keep && c.since(events) >= max(CheckpointEvery, items/CheckpointSpread)
}

// Affordable reports whether a checkpoint may be taken now, before it is
// due, at no more than the policy's cost (one pass over the items every
// items/CheckpointSpread events): a caller that knows the next event will
// be undone asks for one.
func (c *Checkpoints[S]) Affordable(events, items int) bool {
	n := c.since(events)
	return c.keep && n > 0 && n >= items/CheckpointSpread
}

// Last is the newest checkpoint's state, nil if none: a new one shares
// with it what did not change.
func (c *Checkpoints[S]) Last() *S {
	if n := len(c.list); n > 0 {
		return &c.list[n-1].state
	}
	return nil
}

// Take adds s, the fold of the first events events, as the newest
// checkpoint, thinning the older ones once more than CheckpointsKept are
// held.
func (c *Checkpoints[S]) Take(events int, s S) {
	c.list = append(c.list, checkpoint[S]{events: events, state: s})
	if len(c.list) > CheckpointsKept {
		c.thin()
	}
}

// thin keeps every other of the older half, all of the newer: moved down
// in place, so that thinning allocates nothing.
func (c *Checkpoints[S]) thin() {
	cs := c.list
	half, k := len(cs)/2, 0
	for i := 1; i < half; i += 2 {
		cs[k] = cs[i]
		k++
	}
	k += copy(cs[k:], cs[half:])
	clear(cs[k:]) // what the dropped ones held may go
	c.list = cs[:k]
}

// Nearest is the newest checkpoint at or before n events that intact
// finds still good, and the number of events it follows; nil and 0 if
// none. The checkpoints after n, and those no longer intact after the one
// returned, are dropped: the game's events after n are gone, and a copy
// that no longer holds the game's past never will again. The state
// returned is the list's own: the caller may update what it shares.
func (c *Checkpoints[S]) Nearest(n int, intact func(*S) bool) (*S, int) {
	k := len(c.list)
	for k > 0 && (c.list[k-1].events > n || !intact(&c.list[k-1].state)) {
		k--
	}
	clear(c.list[k:])
	c.list = c.list[:k]
	if k == 0 {
		return nil, 0
	}
	return &c.list[k-1].state, c.list[k-1].events
}

// All yields each checkpoint, oldest first: the number of events it
// follows and its state.
func (c *Checkpoints[S]) All() iter.Seq2[int, *S] {
	return func(yield func(int, *S) bool) {
		for i := range c.list {
			if !yield(c.list[i].events, &c.list[i].state) {
				return
			}
		}
	}
}

// Resume is the record (of moves, say) a state restored from a checkpoint
// goes on in. The checkpoint holds kept, a record it shares with the game,
// its capacity cut to its length (so that what either appends goes to an
// array of its own); live is the game's record before the restore. Where
// live is still the array kept shares (the game copies its record before
// it changes an element a checkpoint shares), the game goes on in it, cut
// to kept's length, so that its next element copies nothing. Else it gets
// a copy of kept with room to grow, which the checkpoint shares from now
// on (*kept is set to it), so that the next restore from it copies
// nothing.
func Resume[T any](live []T, kept *[]T) []T {
	k := len(*kept)
	switch {
	case k == 0:
		return (*kept)[:0:0]
	case len(live) >= k && &live[0] == &(*kept)[0]:
		return live[:k]
	}
	grown := make([]T, k, max(cap(live), k+k/4+16))
	copy(grown, *kept)
	*kept = grown[:k:k]
	return grown
}
