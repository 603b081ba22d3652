package rules

import "slices"

// Appeals to the umpire. Staunton XIX: the umpire "must never interfere
// except when appealed to by one of the players, unless a violation of the
// fundamental laws has taken place ... When a question is submitted to the
// umpire or to bystanders, by both players, their decision shall be final
// and binding upon both players." BCA XV says the same, without the
// fundamental laws. Lewis XXV and American XXVI have the players refer the
// point to the bystanders, "and their decision must be considered as
// conclusive". `W appeal` and `B appeal` record the appeals; the umpire's
// next decision reports who appealed, and whether both did.

// umpireDecided marks the ruling the umpire has just decided with who
// appealed to him, and clears the appeals.
func (g *Game) umpireDecided(r *ruling) {
	s := &g.s
	by := g.appealedBy(r)
	r.AppealedBy = by
	cite := func() {
		if !slices.Contains(r.Articles, g.law.Referral) {
			r.Articles = append(r.Articles, g.law.Referral)
		}
	}
	switch {
	case by == "both":
		r.Binding = true
		if g.law.OnlyWhenAppealed {
			r.Note += "; submitted by both players: the decision is final and binding"
		} else {
			r.Note += "; referred by both players: the decision is conclusive"
		}
		cite()
	case by == "" && g.law.OnlyWhenAppealed:
		r.Note += "; no player is recorded as appealing to the umpire, who \"must never interfere except when appealed to\""
		cite()
	}
	s.appeals = [2]bool{}
}

// appealedBy names who appealed on r: the players who said so, or the
// player whose claim raised it (a claim submitted to the umpire is an
// appeal: BCA XI, Staunton XIV "the right of submitting the case").
func (g *Game) appealedBy(r *ruling) string {
	a := g.s.appeals
	if !a[White] && !a[Black] && r.Event >= 1 && r.Event <= g.events.len() {
		if e := g.events.at(r.Event - 1); e.Verb == Claim {
			if c, ok := e.Actor.Color(); ok {
				a[c] = true
			}
		}
	}
	switch {
	case a[White] && a[Black]:
		return "both"
	case a[White]:
		return White.String()
	case a[Black]:
		return Black.String()
	}
	return ""
}
