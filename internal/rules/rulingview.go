package rules

// Read-only accessors for a display that asks for the rulings it shows,
// one at a time, rather than holding a copy of them all (Status): a long
// journal of false cries of check holds a ruling an event.

// RulingCount is the number of rulings raised: the length of
// Status().Rulings.
func (g *Game) RulingCount() int { return len(g.s.rulings) }

// RulingAt is Status().Rulings[i], built alone; false if there is no
// ruling i.
func (g *Game) RulingAt(i int) (Ruling, bool) {
	if i < 0 || i >= len(g.s.rulings) {
		return Ruling{}, false
	}
	return g.publicRuling(g.s.rulings[i]), true
}

// RulingEvent is the event (1-based) that raised ruling i, 0 if there is
// no ruling i. Rulings are raised in event order: the events of rulings
// 0, 1, ... never decrease.
func (g *Game) RulingEvent(i int) int {
	if i < 0 || i >= len(g.s.rulings) {
		return 0
	}
	return g.s.rulings[i].Event
}

// RulingPending reports whether ruling i is pending.
func (g *Game) RulingPending(i int) bool {
	return i >= 0 && i < len(g.s.rulings) && g.s.rulings[i].State == StatePending
}
