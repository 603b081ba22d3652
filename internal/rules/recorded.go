package rules

import (
	"fmt"
	"slices"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
)

// A real table produces claims that find nothing and claims made after the
// game has ended. Both are acts, recorded and ruled in the words of the
// code; neither is refused (docs/notation.md, "Every act recorded").

// What an after-the-game ruling answers, beside the claims' own words.
const (
	afterAppeal  = "appeal"
	afterDispute = "dispute"
	afterAnnul   = "annul"  // the umpire's annulment of a finished game
	afterResult  = "result" // a result declared once the game had ended
)

// claimFindsNothing records p's claim that found no infraction: the law
// gives nothing, and the game goes on as it stands.
func (g claimDesk) claimFindsNothing(p chess.Color, what, why string) error {
	f := g.claimFacts(p)
	f.LateKind = what
	r, err := g.rulings.raise(law.KindClaimUnfounded, f, noSubject, claimBy(-1))
	if r != nil && why != "" {
		r.Note += " (" + why + ")"
	}
	return err
}

// afterTheGame records a claim, an appeal or a dispute made once the game
// had ended: the code's words say why the result stands.
func (g claimDesk) afterTheGame(p chess.Color, isPlayer bool, what string) error {
	f := g.claimFacts(p)
	f.LateKind = what
	f.Ended = g.endedHow()
	r, err := g.rulings.raise(law.KindAfterTheGame, f, noSubject, claimBy(-1))
	if r == nil {
		return err
	}
	r.Note = fmt.Sprintf("the game was over (%s): %s", g.resultInWords(), r.Note)
	if what != law.ClaimInfraction || !isPlayer {
		return err
	}
	// A claim against an offence of the game: the article that closed its
	// window is cited too ("too late").
	if old := g.latestAgainst(p.Other(), r); old != nil {
		if a := g.law.Index[old.Kind].When.Article; a != "" && !slices.Contains(r.Articles, a) {
			r.Articles = append([]string{a}, r.Articles...)
			r.Note += fmt.Sprintf("; and the claim against the earlier offence came too late (%s %s)", g.law.Short, a)
		}
	}
	return err
}

// latestAgainst is the latest ruling before r with c as its offender.
func (g claimDesk) latestAgainst(c chess.Color, r *ruling) *ruling {
	for i := len(g.s.rulings) - 1; i >= 0; i-- {
		if o := g.s.rulings[i]; o != r && o.hasOffender && o.offender == c {
			return o
		}
	}
	return nil
}

// endedHow says how the finished game ended.
func (g claimDesk) endedHow() uint8 {
	switch s := &g.s; {
	case s.result == law.ResultAnnulled:
		return law.EndedAnnulled
	case s.result == "" && s.board.Verdict() == chess.VerdictStalemate:
		return law.EndedStalemated
	case s.result == "":
		return law.EndedMated
	case g.fixedResultReason() == "":
		return law.EndedAgreed
	}
	return law.EndedResigned
}

// afterWhat is what an act after the end of the game answers: the claim's
// own word, an appeal, or a dispute.
func afterWhat(e *record.Event) string {
	switch e.Verb {
	case record.Appeal:
		return afterAppeal
	case record.Dispute:
		return afterDispute
	case record.Annul:
		return afterAnnul
	case record.Result:
		return afterResult
	}
	return e.Claim
}

// aboutSetUp: the claim is about how the board or the men were set.
func aboutSetUp(what string) bool {
	return what == law.ClaimMen || what == law.ClaimOmitted || what == law.ClaimBoard
}

// notice records who noticed an irregularity. The codes give the penalty to
// the offended player ("his adversary may oblige him", Lewis VII; "at the
// choice of his opponent", BCA VII): his notice is his claim (Lewis XXIV:
// "you must take notice of such irregularity before you move"). The
// offender owning up, or the umpire, changes nothing the adversary holds;
// what the law corrects when the error is discovered (a King left in check,
// an illegality found later: Staunton X and XII, BCA VII and VIII) it
// corrects on their notice too. A set-up error is noticed by either player
// alike (Lewis and American II "either of the players", Staunton and BCA I
// "either player"). The umpire noticing of his own motion is his act
// unasked, which the code's referral article rules on.
func (g claimDesk) notice(p chess.Color, who record.Actor, what string) error {
	if _, isPlayer := who.Color(); !isPlayer {
		return g.umpireNotices()
	}
	if what != law.ClaimInfraction || g.hasOffenceOf(p.Other()) {
		return g.claim(p, what)
	}
	for _, step := range []func(chess.Color) (bool, error){g.claimAwaiting, g.claimCheckIgnored, g.claimOwnIllegality} {
		if done, err := step(p); done || err != nil {
			return err
		}
	}
	return nil // recorded: the penalty is still his adversary's to claim
}

// umpireNotices: the umpire notices an irregularity. Unless a player has
// appealed to him, he acts unasked, and the code says whether that takes
// effect; where it does, what the law corrects on discovery is corrected.
func (g claimDesk) umpireNotices() error {
	if g.appeals.standingAppeal() == "" {
		void, err := g.appeals.unasked()
		if err != nil || void {
			return err
		}
	}
	for _, c := range []chess.Color{chess.White, chess.Black} {
		for _, step := range []func(chess.Color) (bool, error){g.claimAwaiting, g.claimCheckIgnored, g.claimOwnIllegality} {
			if done, err := step(c); done || err != nil {
				return err
			}
		}
	}
	return nil
}

// hasOffenceOf: a ruling names c as its offender.
func (g claimDesk) hasOffenceOf(c chess.Color) bool {
	for _, r := range g.s.rulings {
		if r.hasOffender && r.offender == c {
			return true
		}
	}
	return false
}

// offenceOpen: a pending ruling names c as its offender.
func (g claimDesk) offenceOpen(c chess.Color) bool {
	for _, r := range g.s.open {
		if r.State == StatePending && r.hasOffender && r.offender == c {
			return true
		}
	}
	return false
}
