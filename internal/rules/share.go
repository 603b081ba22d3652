package rules

import (
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
	rm *remedy
	f  *facts
}

// shareCase returns rm and f as the game keeps them: the ones kept for
// kind where they are equal, else copies, kept for the next.
func (g *Game) shareCase(kind string, rm *remedy, f *facts) (*remedy, *facts) {
	if g.cases == nil {
		g.cases = map[string]sharedCase{}
	}
	c := g.cases[kind]
	if c.rm == nil || !sameRemedy(c.rm, rm) {
		cp := *rm
		cp.articles, cp.options = slices.Clip(cp.articles), slices.Clip(cp.options)
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
func sameRemedy(a, b *remedy) bool {
	if !slices.Equal(a.articles, b.articles) || !slices.Equal(a.options, b.options) {
		return false
	}
	x, y := *a, *b
	x.articles, x.options, y.articles, y.options = nil, nil, nil, nil
	return bytesOf(&x) == bytesOf(&y)
}

// sameFacts is sameRemedy for facts.
func sameFacts(a, b *facts) bool {
	if !slices.Equal(a.sent, b.sent) || !slices.Equal(a.candidates, b.candidates) ||
		!slices.Equal(a.penaltyArticles, b.penaltyArticles) {
		return false
	}
	x, y := *a, *b
	x.sent, x.candidates, x.penaltyArticles = nil, nil, nil
	y.sent, y.candidates, y.penaltyArticles = nil, nil, nil
	return bytesOf(&x) == bytesOf(&y)
}

// bytesOf is a value's bytes, to compare as a whole.
func bytesOf[T any](v *T) string {
	return unsafe.String((*byte)(unsafe.Pointer(v)), unsafe.Sizeof(*v))
}
