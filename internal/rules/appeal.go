package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
)

// Appeals to the umpire. Staunton XIX: the umpire "must never interfere
// except when appealed to by one of the players, unless a violation of the
// fundamental laws has taken place ... When a question is submitted to the
// Umpire or to bystanders, by both players, their decision shall be final
// and binding upon both players." BCA XV says the same, without the
// fundamental laws. Lewis XXV and American XXVI have the players refer the
// point to the bystanders, "and their decision must be considered as
// conclusive". `W appeal` and `B appeal` record the appeals; the umpire's
// next decision reports who appealed, and whether both did.
//
// A decision of the umpire recorded with no appeal is taken as given on a
// question submitted to him (the record of it is the submission); an act
// he takes of his own motion is recorded `unasked` (`U annul unasked`), and
// each code's referral article decides, as a case of kind umpire-unasked,
// whether it takes effect: BCA XV never; Staunton XIX only when "a
// violation of the fundamental laws has taken place" (docs/readings.md#r37);
// Lewis XXV and American XXVI give the bystanders only "the point" the
// players refer to them.

// unasked rules on the umpire's act recorded unasked, before it is carried
// out; void reports that the code does not let it take effect.
func (g appealDesk) unasked() (void bool, err error) {
	if by := g.standingAppeal(); by != "" {
		return false, fmt.Errorf("%s has appealed to the umpire: his act is not unasked (drop the word unasked)", by)
	}
	r, err := g.rulings.raise(law.KindUmpireUnasked, law.Facts{Standing: g.standingViolations()}, noSubject, claimBy(-1))
	if err != nil || r == nil {
		return false, err
	}
	return r.remedy.ActVoid, nil
}

// standingAppeal names a player who has appealed and whose appeal the
// Umpire has not yet decided; "" when none has.
func (g appealDesk) standingAppeal() string {
	if who := appellants(g.s.appeals); who != "both" {
		return who
	}
	return "both players"
}

// appellants names who appealed: "both", a colour, or "" for nobody.
func appellants(a [2]bool) string {
	switch {
	case a[chess.White] && a[chess.Black]:
		return "both"
	case a[chess.White]:
		return chess.White.String()
	case a[chess.Black]:
		return chess.Black.String()
	}
	return ""
}

// standingViolations are the kinds of the rulings recorded that still
// stand: pending, lapsed unclaimed, or with no penalty. One enforced,
// waived or applied has been dealt with.
func (g appealDesk) standingViolations() []string {
	var out []string
	if k := g.setUpWrongly(); k != "" && !g.setUpDealtWith() {
		out = append(out, k)
	}
	for _, r := range g.s.rulings {
		switch r.State {
		case StatePending, StateExpired, StateNoPenalty:
			if r.Kind != law.KindUmpireUnasked && !slices.Contains(out, r.Kind) {
				out = append(out, r.Kind)
			}
		}
	}
	return out
}

// UnaskedVerbs names the verbs the umpire may be recorded taking unasked,
// from the verb table.
func UnaskedVerbs() string {
	var vs []string
	for _, r := range verbTable {
		if r.Unasked {
			vs = append(vs, string(r.Verb))
		}
	}
	return strings.Join(vs, ", ")
}

// umpireDecided marks the ruling the umpire has just decided with who
// appealed to him, and clears the appeals.
func (g appealDesk) umpireDecided(r *ruling) {
	s := &g.s
	by := g.appealedBy(r)
	r.setRare(func(x *rare) { x.AppealedBy = by })
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
	case by == "" && g.unaskedNow() > 0:
		r.Note += fmt.Sprintf("; the umpire decided unasked, no player appealing (ruling %d)", g.unaskedNow())
		cite()
	case by == "" && g.law.OnlyWhenAppealed:
		r.Note += "; no appeal is recorded: the decision is taken as given on a question submitted to the umpire, who \"must never interfere except when appealed to\""
		cite()
	}
	s.appeals = [2]bool{}
}

// appealedBy names who appealed on r: the players who said so, or the
// player whose claim raised it (a claim submitted to the umpire is an
// appeal: BCA XI, Staunton XIV "the right of submitting the case").
func (g appealDesk) appealedBy(r *ruling) string {
	a := g.s.appeals
	if !a[chess.White] && !a[chess.Black] && r.Event >= 1 && r.Event <= g.events.Len() {
		if e := g.events.At(r.Event - 1); e.Verb == record.Claim {
			if c, ok := e.Actor.Color(); ok {
				a[c] = true
			}
		}
	}
	return appellants(a)
}

// unaskedNow numbers (1-based) the umpire-unasked ruling the event being
// ruled on raised; 0 when it raised none.
func (g appealDesk) unaskedNow() int {
	for i := len(g.s.rulings) - 1; i >= 0; i-- {
		if r := g.s.rulings[i]; r.Kind == law.KindUmpireUnasked && r.Event == g.s.eventNo {
			return i + 1
		}
	}
	return 0
}

// initialArray is the array every code's game begins from.
const initialArray = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"

// setUpWrongly: the record began from a set-up, not from a game, that is not
// the initial array: every man stands on a rank the men are set on (the
// first two of each side), none where the array has none of his kind, and
// the placement differs. It names the kind of the error: men misplaced, or,
// where every man stands on his own square and some are missing, men
// omitted. A game at odds removes men on purpose and is not judged so.
func (g appealDesk) setUpWrongly() string {
	if g.setup.Odds != nil || strings.TrimSpace(g.setup.FEN) == "" {
		return ""
	}
	placement, _, _ := strings.Cut(strings.TrimSpace(g.setup.FEN), " ")
	if placement == initialArray {
		return ""
	}
	want, err := chess.ParseFEN(initialArray + " w KQkq - 0 1")
	if err != nil {
		return ""
	}
	b := &g.start
	misplaced := false
	for sq := chess.Square(0); sq < 64; sq++ {
		man := b.Squares[sq]
		if man.Empty() {
			continue
		}
		if r := sq.Rank(); r > 1 && r < 6 {
			return "" // a man off the ranks men are set on: a game, not a set-up
		}
		if man != want.Squares[sq] {
			misplaced = true
		}
	}
	if misplaced {
		return law.KindMenMisplaced
	}
	return law.KindMenOmitted
}

// setUpDealtWith: a claim on the set-up has been ruled, and what it gave
// was done or given up.
func (g appealDesk) setUpDealtWith() bool {
	for _, r := range g.s.rulings {
		if r.Kind == law.KindMenMisplaced || r.Kind == law.KindMenOmitted || r.Kind == law.KindUmpireUnasked {
			return true
		}
	}
	return false
}

// appealDesk hears the appeals to the umpire and his acts unasked (appeal.go).
type appealDesk struct{ *Game }
