package ui

import (
	"sort"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

// rulingList is a game's rulings as the panels read them: asked of the
// core one at a time, for the rulings drawn, rather than copied whole at
// every event. A journal of false cries of check holds a ruling an event:
// a copy of them all would cost the terminal more than the game itself.
// It reads the game, never changes it.
type rulingList struct{ g *rules.Game }

// Len is the number of rulings raised.
func (l rulingList) Len() int {
	if l.g == nil {
		return 0
	}
	return l.g.RulingCount()
}

// At is ruling i (0-based), the zero Ruling if there is none.
func (l rulingList) At(i int) rules.Ruling {
	if l.g == nil {
		return rules.Ruling{}
	}
	r, _ := l.g.RulingAt(i)
	return r
}

// Pending reports whether ruling i is pending.
func (l rulingList) Pending(i int) bool { return l.g != nil && l.g.RulingPending(i) }

// OfEvent are the rulings (indexes) event ev (1-based) raised. The core
// raises rulings in event order, so they are found by halving, with no
// index kept by event.
func (l rulingList) OfEvent(ev int) []int {
	n := l.Len()
	from := sort.Search(n, func(i int) bool { return l.g.RulingEvent(i) >= ev })
	var out []int
	for i := from; i < n && l.g.RulingEvent(i) == ev; i++ {
		out = append(out, i)
	}
	return out
}
