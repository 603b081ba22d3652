package rules

import (
	"github.com/arbiter-chess/arbiter/internal/law"
	"slices"
	"unsafe"
)

// A long game may raise the same case thousands of times (a journal of
// false cries of check): its rulings share the code's remedy and the facts
// it was raised on instead of each holding a copy, since neither changes
// once raised. The game keeps the last case of each kind; a ruling raised
// on an equal one shares it.

// sharedCase is the last remedy and facts recorded for a kind of ruling.
type sharedCase struct {
	rm *law.Remedy
	f  *law.Facts
}

// shareCase returns rm and f as the game keeps them: the ones kept for
// kind where they are equal, else copies, kept for the next.
func (g rulingBook) shareCase(kind string, rm *law.Remedy, f *law.Facts) (*law.Remedy, *law.Facts) {
	if g.cases == nil {
		g.cases = map[string]sharedCase{}
	}
	c := g.cases[kind]
	if c.rm == nil || !sameRemedy(c.rm, rm) {
		cp := *rm
		cp.Articles, cp.Options = slices.Clip(cp.Articles), slices.Clip(cp.Options)
		c.rm = &cp
	}
	if c.f == nil || !sameFacts(c.f, f) {
		cp := *f
		c.f = &cp
	}
	g.cases[kind] = c
	return c.rm, c.f
}

// sameRemedy: equal slices, and the same bytes in every other field (the
// same strings, shared). Unequal bytes prove nothing (padding, an equal
// string not shared): the remedy is then not shared, which costs memory,
// never a wrong ruling.
func sameRemedy(a, b *law.Remedy) bool {
	if !slices.Equal(a.Articles, b.Articles) || !slices.Equal(a.Options, b.Options) {
		return false
	}
	x, y := *a, *b
	x.Articles, x.Options, y.Articles, y.Options = nil, nil, nil, nil
	return bytesOf(&x) == bytesOf(&y)
}

// sameFacts is sameRemedy for facts.
func sameFacts(a, b *law.Facts) bool {
	if !slices.Equal(a.Sent, b.Sent) || !slices.Equal(a.Candidates, b.Candidates) ||
		!slices.Equal(a.PenaltyArticles, b.PenaltyArticles) {
		return false
	}
	x, y := *a, *b
	x.Sent, x.Candidates, x.PenaltyArticles = nil, nil, nil
	y.Sent, y.Candidates, y.PenaltyArticles = nil, nil, nil
	return bytesOf(&x) == bytesOf(&y)
}

// bytesOf is a value's bytes, to compare as a whole.
func bytesOf[T any](v *T) string {
	return unsafe.String((*byte)(unsafe.Pointer(v)), unsafe.Sizeof(*v))
}
