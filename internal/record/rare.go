package record

import "unsafe"

// Rare holds what few values of a type say (a ruling's decision, an
// appeal...) behind one pointer, nil while there is none of it: a long
// game holds hundreds of thousands of values, most of which say none of
// it. What it points to is never written in place: Set changes a copy, so
// that a copy of the value holding a Rare (a checkpoint's) can share it
// and keep saying what it said.
type Rare[T any] struct{ p *T }

// zeroBlock is the zero every Rare of a type that fits in it gives while
// unset, as the runtime gives a missing map key's: nothing writes to it.
var zeroBlock [64]uint64

// Get is what the Rare holds, a shared zero if nothing: it must not be
// written to (see Set).
func (r Rare[T]) Get() *T {
	if r.p != nil {
		return r.p
	}
	if unsafe.Sizeof(*r.p) <= unsafe.Sizeof(zeroBlock) { // *r.p is not read
		return (*T)(unsafe.Pointer(&zeroBlock))
	}
	return new(T)
}

// IsSet reports whether the Rare holds anything (Set was called).
func (r Rare[T]) IsSet() bool { return r.p != nil }

// Set changes what the Rare holds in a new copy: the old one may be shared.
// change must not write into what the old one's slices, maps or pointers
// hold (append to a clipped slice, say).
func (r *Rare[T]) Set(change func(*T)) {
	x := *r.Get()
	change(&x)
	r.p = &x
}
