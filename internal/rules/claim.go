package rules

import (
	"fmt"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
)

// claim handles `W claim [what]`.
func (g claimDesk) claim(p chess.Color, what string) error {
	switch what {
	case law.ClaimInfraction:
		return g.claimInfraction(p)
	case law.ClaimFifty:
		f := g.claimFacts(p)
		f.Fifty = g.fifty.fiftyGroundFor(p)
		if g.setup.Agreement != nil {
			return g.rulings.raiseAs(law.KindFiftyMoves, law.CaseAgreedNoLimit, f, noSubject, claimBy(-1))
		}
		_, err := g.rulings.raise(law.KindFiftyMoves, f, noSubject, claimBy(-1))
		return err
	case law.ClaimOdds:
		return g.claimOddsNotRemoved(p)
	case law.ClaimNeedless:
		return g.claimNeedless(p)
	case law.ClaimDraw:
		f := g.claimFacts(p)
		f.BareKings = g.s.board.OnlyKings()
		_, err := g.rulings.raise(law.KindDrawClaimed, f, noSubject, claimBy(-1))
		return err
	case law.ClaimBoard:
		_, err := g.rulings.raise(law.KindBoardMisplaced, g.claimFacts(p), noSubject, claimBy(-1))
		return err
	case law.ClaimMen, law.ClaimOmitted:
		// A claim that the men were set wrongly is a claim even when the
		// record began from the initial array: the record holds what the
		// umpire was told, and the codes act when the error "is found"
		// (Staunton and BCA II) or a player "perceive[s] the mistake"
		// (Lewis and American II), not when the record shows it.
		kind := law.KindMenMisplaced
		if what == law.ClaimOmitted {
			kind = law.KindMenOmitted
		}
		f := g.claimFacts(p)
		f.OwnSquareTaken = g.penalties.ownSquareTaken()
		f.ForgetterMoves = g.forgetterMoves(p)
		_, err := g.rulings.raise(kind, f, noSubject, claimBy(-1))
		return err
	case law.ClaimDropped:
		return g.claimDropped(p)
	case law.ClaimProtraction:
		return g.clock.claimProtraction(p)
	case law.ClaimTakeBack:
		return g.indulgence.demandTakeBack(p)
	}
	return fmt.Errorf("unknown claim %q", what)
}

// claimOddsNotRemoved: the man given as odds still stands on the board.
func (g claimDesk) claimOddsNotRemoved(p chess.Color) error {
	o := g.setup.Odds
	if o == nil {
		return g.claimFindsNothing(p, law.ClaimOdds, "no odds were given in this game")
	}
	if !g.odds.oddsMenOnBoard() {
		return g.claimFindsNothing(p, law.ClaimOdds, "the men given as odds were taken off the board at the start")
	}
	if g.s.oddsJudged && g.hasRuling(law.KindOddsNotRemoved) {
		return nil // the law has already said what follows (Lewis IV): the claim adds nothing
	}
	f := g.claimFacts(p)
	f.OddsOnBoard, f.ClaimantIsGiver = true, p == o.Giver
	_, err := g.rulings.raise(law.KindOddsNotRemoved, f, noSubject, offenceBy(o.Giver, -1))
	return err
}

// claimFacts are the facts of a claim by p.
func (g claimDesk) claimFacts(p chess.Color) law.Facts {
	a := g.setup.Agreement
	return law.Facts{Claimant: p, ClaimantMoves: g.clock.movesBy(p), Undertaking: a != nil,
		MateInManner: a != nil && (a.Kind == AgreeMateWith || a.Kind == AgreeMateOn)}
}

// ClaimInfraction: p claims against the adversary's latest infraction not
// yet disposed of; a lapsed one gets what the code gives a late claim.
// Failing that, the claim discovers what either player may discover, and
// last his own illegality.
func (g claimDesk) claimInfraction(p chess.Color) error {
	for _, step := range []func(chess.Color) (bool, error){
		g.claimAdversary, g.claimAwaiting, g.claimCheckIgnored, g.claimOwnIllegality,
	} {
		if done, err := step(p); done || err != nil {
			return err
		}
	}
	if g.offenceOpen(p) {
		// His own offence, its penalty still the adversary's to claim: the
		// offender's claim is his notice of it (recorded.go, notice).
		return nil
	}
	return g.claimFindsNothing(p, law.ClaimInfraction, fmt.Sprintf("%s has committed no infraction that the law punishes", titled(p.Other().String())))
}

// claimAdversary: the adversary's latest ruling decides what p's claim does:
// a penalty pending is claimed; a lapsed one gets the late claim; one the
// law gave no penalty for, or corrected itself, is answered as it stands
// (an applied correction claimed records that it was noticed, asplayed.go).
func (g claimDesk) claimAdversary(p chess.Color) (bool, error) {
	s := &g.s
	for i := len(s.rulings) - 1; i >= 0; i-- {
		r := s.rulings[i]
		if !r.hasOffender || r.offender != p.Other() {
			continue
		}
		switch r.State {
		case StatePending:
			if r == g.s.falseCry && len(r.Options) == 0 {
				// A false cry noticed before anything was done in
				// consequence of it (Lewis and American XX: "and his
				// adversary should, in consequence, move his King, or
				// touch a piece to interpose"): nothing to recall.
				g.rulings.close(r)
				r.State, r.pick = StateNoPenalty, noChooser
				r.Note += "; noticed before anything was done in consequence of it: nothing to recall"
				return true, nil
			}
			g.rulings.claimRuling(r)
			return true, nil
		case StateExpired:
			if ok, err := g.discoverLeftInCheck(r); ok || err != nil {
				return true, err
			}
			return true, g.lateClaim(p, r)
		case StateNoPenalty, StateApplied:
			if ok, err := g.discoverLeftInCheck(r); ok || err != nil {
				return true, err // no penalty, but the King still stands in the check
			}
			if r.Event == g.s.eventNo-1 || r.move >= len(g.s.moves)-2 {
				// His latest offence: answered as it stands, unless a King
				// left in check waits to be discovered (BCA VIII, Staunton
				// XII): that is what the claim discovers.
				return !g.awaitsDiscovery(), nil
			}
		}
	}
	return false, nil
}

// claimAwaiting: a King left in check may be discovered by either player,
// and an error the law corrects once it is noticed (Staunton IV, BCA IV:
// "if the error has been noticed") may be noticed by the offender himself.
func (g claimDesk) claimAwaiting(p chess.Color) (bool, error) {
	s := &g.s
	for i := len(s.rulings) - 1; i >= 0; i-- {
		r := s.rulings[i]
		if r.State == StatePending && (r.remedy.Window.Kind == law.UntilDiscovered || r.remedy.EnforcedOnClaim && r.hasOffender && r.offender == p) {
			g.rulings.claimRuling(r)
			return true, nil
		}
	}
	return false, nil
}

// claimCheckIgnored: an unannounced check left standing (Lewis and American
// XVIII) is discovered by either player as by the checker's late "Check".
func (g claimDesk) claimCheckIgnored(p chess.Color) (bool, error) {
	s := &g.s
	for _, c := range []chess.Color{p, p.Other()} {
		if s.ignored[c] && s.board.InCheck(c) {
			return true, g.checks.checkSaidLate(c.Other())
		}
	}
	return false, nil
}

// claimOwnIllegality: his own illegality, its penalty lapsed: where the
// code retracts an illegality discovered later, he too may discover it
// (Staunton X: "If an illegality is discovered at any later period"; BCA
// VII: "If, in the course of a game, an illegality be discovered"; VIII:
// "If in the course of a game it be discovered that a King has been left in
// check"; none says by whom).
func (g claimDesk) claimOwnIllegality(p chess.Color) (bool, error) {
	s := &g.s
	for i := len(s.rulings) - 1; i >= 0; i-- {
		r := s.rulings[i]
		if !r.hasOffender || r.offender != p || !(r.State == StateExpired || r.State == StateNoPenalty && r.Kind == law.KindIllegalMove) {
			continue
		}
		if ok, err := g.discoverLeftInCheck(r); ok || err != nil {
			return true, err
		}
		if g.lateDiscoveryRetracts(p, r) {
			return true, g.lateClaim(p, r)
		}
		return false, nil
	}
	return false, nil
}

// awaitsDiscovery: a ruling waits to be discovered by either player.
func (g claimDesk) awaitsDiscovery() bool {
	for _, r := range g.s.open {
		if r.State == StatePending && r.remedy.Window.Kind == law.UntilDiscovered {
			return true
		}
	}
	return false
}

// discoverLeftInCheck: the lapsed penalty was for a move that did not meet a
// check, and the King still stands in it: what the claim discovers is a King
// left in check (Staunton XII, BCA VIII), ruled as such. Codes that let a
// check stand unattended (Lewis and American XVIII) have no such discovery.
func (g claimDesk) discoverLeftInCheck(r *ruling) (bool, error) {
	// An unannounced check may be left standing where the code says so
	// (Lewis and American XVIII); an announced one is discovered where the
	// code sets the King free (American XIX).
	_, announced := g.checks.standingCheck(r.offender, len(g.s.moves))
	mayStand := g.law.UnannouncedCheckMayBeIgnored && !(announced && g.law.AnnouncedCheckLeftDiscovered)
	if r.Kind != law.KindIllegalMove || !r.facts.InCheckBefore || mayStand || !g.s.board.InCheck(r.offender) {
		return false, nil
	}
	kr, err := g.checks.kingLeftInCheck(r.offender, len(g.s.moves))
	if err != nil || kr == nil {
		return false, err
	}
	g.rulings.claimRuling(kr)
	return true, nil
}

// lateDiscoveryRetracts: the code's answer to the late discovery of old is
// to retract it.
func (g claimDesk) lateDiscoveryRetracts(p chess.Color, old *ruling) bool {
	rm, err := g.law.Remedy(g.lateFacts(p, old))
	return err == nil && rm.Applied == law.OptRetract
}

// lateFacts: the facts of p's claim of old after its window closed.
func (g claimDesk) lateFacts(p chess.Color, old *ruling) law.Facts {
	f := g.claimFacts(p)
	f.Kind, f.LateKind = law.CaseLateClaim, old.Kind
	if old.move >= 0 {
		f.MovesSince = (len(g.s.moves) - old.move) / 2
	}
	return f
}

// lateClaim: the window closed; the code says what a late claim gets.
func (g claimDesk) lateClaim(p chess.Color, old *ruling) error {
	s := &g.s
	f := g.lateFacts(p, old)
	rm, err := g.law.Remedy(f)
	if err != nil {
		return err
	}
	if rm.Applied == law.OptRetract && (old.move < 0 || old.move >= len(s.moves)) {
		rm = law.None(rm.Articles, "the offending move is no longer on the board")
		rm.Window = law.Window{Kind: law.OnClaim}
	}
	r := g.rulings.record(old.Kind, rm, f, subject{square: old.square, capture: old.capture, touched: old.touched()},
		offenceBy(old.offender, old.move))
	r.Late = true
	return nil
}

// ClaimDropped: a man was off the board while moves were made.
func (g claimDesk) claimDropped(p chess.Color) error {
	if len(g.s.dropped) == 0 {
		return g.claimFindsNothing(p, law.ClaimDropped, "no man has been dropped")
	}
	d := g.s.dropped[0]
	_, err := g.rulings.raise(law.KindDroppedMan, g.claimFacts(p), subject{square: d.square, capture: chess.NoSquare}, claimBy(d.ply))
	return err
}

// ForgetterMoves are the moves made by the player who forgot men at the
// start (Lewis and American III: "provided he discover the omission before
// the fourth move be played"): the side whose men are missing from the
// proper array, or the claimant where the record shows none missing.
func (g claimDesk) forgetterMoves(claimant chess.Color) int {
	forgetter := claimant
	if want, err := g.penalties.properArray(); err == nil {
		var missing [2]bool
		for sq, p := range want.Squares {
			if !p.Empty() && g.start.Squares[sq] != p {
				missing[p.Color] = true
			}
		}
		switch {
		case missing[chess.White] && !missing[chess.Black]:
			forgetter = chess.White
		case missing[chess.Black] && !missing[chess.White]:
			forgetter = chess.Black
		}
	}
	return g.clock.movesBy(forgetter)
}

// claimDesk hears the players' claims, disputes and demands, their choice
// of penalty, and what is recorded after the game (claim.go, choice.go,
// recorded.go, demands.go).
type claimDesk struct{ *Game }
