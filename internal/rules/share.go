package rules

import (
	"slices"

	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
)

// A long game may raise the same case thousands of times (a journal of
// false cries of check): its rulings share the code's remedy and the facts
// it was raised on instead of each holding a copy, since neither changes
// once raised. The game keeps the last case of each kind; a ruling raised
// on an equal one shares it (record.Shared).

// cases are the remedy and facts last recorded for each kind of ruling.
type cases struct {
	remedies record.Shared[string, law.Remedy]
	facts    record.Shared[string, law.Facts]
}

func newCases() cases {
	return cases{
		remedies: record.Shared[string, law.Remedy]{Same: sameRemedy, Keep: keepRemedy},
		facts:    record.Shared[string, law.Facts]{Same: sameFacts},
	}
}

// shareCase returns rm and f as the game keeps them: the ones kept for
// kind where they are equal, else copies, kept for the next.
func (g rulingBook) shareCase(kind string, rm *law.Remedy, f *law.Facts) (*law.Remedy, *law.Facts) {
	return g.cases.remedies.Share(kind, rm), g.cases.facts.Share(kind, f)
}

// keepRemedy is the copy of a remedy the rulings share: its articles and
// options clipped, so that one added to a ruling's goes to a copy.
func keepRemedy(rm *law.Remedy) *law.Remedy {
	cp := *rm
	cp.Articles, cp.Options = slices.Clip(cp.Articles), slices.Clip(cp.Options)
	return &cp
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
	return record.SameBytes(&x, &y)
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
	return record.SameBytes(&x, &y)
}
