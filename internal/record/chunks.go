package record

import "slices"

// ChunkSize is the number of items a chunk of Chunks holds.
const ChunkSize = 64

// Copier says how Chunks copies, compares and prints the items of type T
// it keeps. Items are held by pointer, and the pointer is an item's
// identity: Chunks maps the old pointers to the new copies on Restore.
type Copier[T any] struct {
	// Copy copies an item. It may share with the item what the caller
	// never writes in place.
	Copy func(*T) *T
	// Same reports whether a copy is still what the live item holds.
	Same func(copy, live *T) bool
	// Print is a hash of all an item holds (see Print): equal items print
	// alike, and a change to an item changes its print but for a rare
	// collision, which would go unnoticed.
	Print func(*T) uint64
	// Settled reports whether an item seldom changes any more: Chunks
	// keeps the live item with its print instead of a copy, and the copy
	// is made on Restore.
	Settled func(*T) bool
}

// Chunks is a copy of a list of items (the rulings of a game), taken by
// chunks of ChunkSize, each shared with the copy taken before it while
// none of its items changed: a long list costs its items once, not once
// per copy. A settled item is not copied at all: it is kept as it is, with
// its print, and copied when the list is restored; if it has changed
// since, the copy is no longer Intact.
//
// A Chunks never changes once taken: what it holds may be shared by the
// copies after it.
type Chunks[T any] struct {
	how    *Copier[T]
	chunks []*chunk[T]
}

// chunk is a run of the list's items and their copies.
type chunk[T any] struct {
	live []*T // the items it copies: their identity
	// copies are the copies of the items unsettled when taken; nil for a
	// settled one, kept as live holds it, and its print in prints.
	copies []*T
	prints []uint64
}

// Take copies items, sharing with prev (the copy taken before, or the
// zero Chunks) the chunks and the copies of the items that did not change
// since.
func (how *Copier[T]) Take(items []*T, prev Chunks[T]) Chunks[T] {
	out := Chunks[T]{how: how, chunks: make([]*chunk[T], 0, (len(items)+ChunkSize-1)/ChunkSize)}
	for k := 0; k*ChunkSize < len(items); k++ {
		var old *chunk[T]
		if k < len(prev.chunks) {
			old = prev.chunks[k]
		}
		out.chunks = append(out.chunks, how.chunkOf(items[k*ChunkSize:min(len(items), (k+1)*ChunkSize)], old))
	}
	return out
}

// chunkOf copies a run of items, sharing old (the same run in the copy
// before) whole when none changed, else the copies of those that did not.
func (how *Copier[T]) chunkOf(part []*T, old *chunk[T]) *chunk[T] {
	if old != nil && len(old.live) == len(part) {
		same := true
		for i, x := range part {
			if old.live[i] != x || !how.holds(old, i, x) {
				same = false
				break
			}
		}
		if same {
			return old
		}
	}
	c := &chunk[T]{live: slices.Clone(part), copies: make([]*T, len(part)), prints: make([]uint64, len(part))}
	for i, x := range part {
		switch {
		case old != nil && i < len(old.live) && old.live[i] == x && how.holds(old, i, x):
			c.copies[i], c.prints[i] = old.copies[i], old.prints[i]
		case how.Settled(x):
			c.prints[i] = how.Print(x)
		default:
			c.copies[i] = how.Copy(x)
		}
	}
	return c
}

// holds reports whether the chunk's i-th item is still what x holds.
func (how *Copier[T]) holds(c *chunk[T], i int, x *T) bool {
	if cp := c.copies[i]; cp != nil {
		return how.Same(cp, x)
	}
	return how.Print(x) == c.prints[i]
}

// Len is the number of items copied.
func (c Chunks[T]) Len() int {
	n := 0
	for _, ch := range c.chunks {
		n += len(ch.live)
	}
	return n
}

// Copied reports whether the i-th item is held as a copy; false where it
// was settled, and is kept as the live item with its print.
func (c Chunks[T]) Copied(i int) bool {
	return c.chunks[i/ChunkSize].copies[i%ChunkSize] != nil
}

// Intact reports whether the settled items kept are still as they were
// when the copy was taken: only then can it be restored.
func (c Chunks[T]) Intact() bool {
	for _, ch := range c.chunks {
		for i, cp := range ch.copies {
			if cp == nil && c.how.Print(ch.live[i]) != ch.prints[i] {
				return false
			}
		}
	}
	return true
}

// Restore makes the items again as the caller's own: each a fresh copy of
// the copy held, or of the settled item kept (which must be Intact). The
// Chunks stays as it is, shared.
func (c Chunks[T]) Restore() Restored[T] {
	n := c.Len()
	r := Restored[T]{Items: make([]*T, 0, n), remap: make(map[*T]*T, n)}
	for _, ch := range c.chunks {
		for i, cp := range ch.copies {
			if cp == nil {
				cp = ch.live[i]
			}
			x := c.how.Copy(cp)
			r.remap[ch.live[i]] = x
			r.Items = append(r.Items, x)
		}
	}
	return r
}

// Restored are the items a Chunks restores, and the map from the items it
// copied to their fresh copies, for the pointers to them that the caller
// holds elsewhere (and the items among themselves).
type Restored[T any] struct {
	Items []*T
	remap map[*T]*T
}

// Map is the fresh copy of the item x was when copied; nil if x is not one
// of them (nil included).
func (r Restored[T]) Map(x *T) *T { return r.remap[x] }

// MapAll maps each of xs (see Map) into a new slice, leaving out those
// that were not copied.
func (r Restored[T]) MapAll(xs []*T) []*T {
	out := make([]*T, 0, len(xs))
	for _, x := range xs {
		if cp, ok := r.remap[x]; ok {
			out = append(out, cp)
		}
	}
	return out
}
