package record

// Block is where many small slices are cut from (a turn's touches): they
// allocate nothing of their own. A block is never rewound, so a slice
// handed on is never written by a later one; one that outgrows its room
// is copied by append, as any slice. The zero value is ready to use.
type Block[T any] struct{ free []T }

// blockRoom is how many slices of a size a new block holds.
const blockRoom = 256

// Carve cuts a slice of length 0 with room for n elements, taking a new
// block when this one runs out.
func (b *Block[T]) Carve(n int) []T {
	if cap(b.free)-len(b.free) < n {
		b.free = make([]T, 0, blockRoom*n)
	}
	k := len(b.free)
	b.free = b.free[:k+n]
	return b.free[k : k : k+n]
}
