package record

import (
	"hash/maphash"
	"unsafe"
)

// printSeed seeds every Print: one for the process, so that equal values
// print alike. Prints are never kept beyond the process.
var printSeed = maphash.MakeSeed()

// Print builds a hash of what a value holds, for Copier.Print. The zero
// value is ready to use.
type Print struct {
	h       maphash.Hash
	started bool
}

func (p *Print) start() {
	if !p.started {
		p.h.SetSeed(printSeed)
		p.started = true
	}
}

// Bytes adds b (BytesOf a value, or a string's bytes).
func (p *Print) Bytes(b string) {
	p.start()
	p.h.WriteString(b)
}

// Byte adds one byte.
func (p *Print) Byte(b byte) {
	p.start()
	p.h.WriteByte(b)
}

// Words adds each word, and the end of the list: the same words in other
// lists ("a", "b" and "ab") print apart.
func (p *Print) Words(ws ...string) {
	p.start()
	for _, w := range ws {
		p.h.WriteString(w)
		p.h.WriteByte(0)
	}
	p.h.WriteByte(1)
}

// Sum is the print.
func (p *Print) Sum() uint64 {
	p.start()
	return p.h.Sum64()
}

// BytesOf is a value's bytes, as a string, to print or compare as a whole:
// its strings, slices, maps and pointers by where they point, not by what
// they hold. Equal bytes are equal fields; unequal bytes prove nothing
// (padding, or equal strings not shared).
func BytesOf[T any](v *T) string {
	return unsafe.String((*byte)(unsafe.Pointer(v)), unsafe.Sizeof(*v))
}

// SameBytes reports whether a and b hold the same bytes (see BytesOf).
func SameBytes[T any](a, b *T) bool { return BytesOf(a) == BytesOf(b) }
