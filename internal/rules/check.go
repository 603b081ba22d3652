package rules

import (
	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
)

// SayCheck: p says "Check!".
func (g checkCries) sayCheck(p chess.Color) error {
	s := &g.s
	if s.hand.held && s.hand.who == p && s.board.Turn == p {
		// Said holding the man, before the move: judged when it is made.
		s.checkSaidEarly[p] = true
		s.checkSaidWith[p] = s.hand.square
		return nil
	}
	switch {
	case s.ignored[p.Other()] && s.board.InCheck(p.Other()):
		return g.checkSaidLate(p)
	case s.check.open && s.check.by == p:
		g.announce()
		return nil
	case s.board.InCheck(p.Other()):
		// The check stands on the board: saying it is no offence, and where
		// the King has been left in it, it is discovered (Staunton XII: "not
		// announced or discovered until one or more moves have been made").
		if r := g.undiscoveredCheck(); r != nil {
			g.rulings.claimRuling(r)
		}
		return nil
	}
	return g.falseCry(p)
}

// undiscoveredCheck is a ruling on a King left in check that waits to be
// discovered, if any.
func (g checkCries) undiscoveredCheck() *ruling {
	for _, r := range g.s.watch {
		if r.Kind == law.KindKingLeftInCheck && r.State == StatePending && r.remedy.Window.Kind == law.UntilDiscovered {
			return r
		}
	}
	return nil
}

// falseCry: check said when none was given. The misled player's touches in
// reply are free where the code says so, and a move he makes in consequence
// may be recalled where it says so (the ruling is re-offered when he moves).
func (g checkCries) falseCry(p chess.Color) error {
	r, err := g.rulings.raise(law.KindFalseCheck, law.Facts{}, noSubject, offenceBy(p, g.lastMoveBy(p)))
	if err != nil || r == nil {
		return err
	}
	if chess.VerdictOf(&g.s.board) != chess.VerdictGoesOn && r.State == StatePending {
		// The move it was said on ended the game (a stalemate "is a drawn
		// game"; "the contest is at an end"): nothing can be made in
		// consequence, and nothing reopens it.
		g.rulings.close(r)
		r.State, r.Options, r.pick = StateNoPenalty, []string{}, noChooser
		r.Note += "; the game was over with the move it was said on"
		return nil
	}
	if r.State == StatePending {
		g.s.falseCry = r
	}
	return nil
}

// lastMoveBy is the index of c's latest move on the record, -1 if none.
func (g checkCries) lastMoveBy(c chess.Color) int {
	for i := len(g.s.moves) - 1; i >= 0; i-- {
		if g.s.moves[i].mover == c {
			return i
		}
	}
	return -1
}

// noticeCheck: the checked player acts; a check not announced is ruled on.
func (g checkCries) noticeCheck(p chess.Color) error {
	s := &g.s
	if !s.check.open || s.check.by != p.Other() {
		return nil
	}
	c := s.check
	s.check.open = false
	if c.announced {
		return nil
	}
	if _, err := g.rulings.raise(law.KindCheckUnannounced, law.Facts{}, noSubject, offenceBy(p.Other(), c.move)); err != nil {
		return err
	}
	s.mayIgnore[p] = g.law.UnannouncedCheckMayBeIgnored
	return nil
}

// DutyOtherMove is the duty to make some other move than the one taken back
// (Staunton XII); the obligation's square is where that move went.
const DutyOtherMove = "other-move"

// announce: the check just given is announced; the move keeps it.
func (g checkCries) announce() {
	s := &g.s
	s.check.announced = true
	if m := s.check.move; m >= 0 && m < len(s.moves) {
		g.ownMove(m)
		s.moves[m].announced = true
	}
}

// kingLeftInCheck: p's move at idx left his King standing in check (Staunton
// XII, BCA VIII). The correction is made when it is discovered: the ruling
// waits for a claim, by either player, at any time of the game. One ruling
// stands for one check, however many moves are made in it. The code says
// who offended and where the retraction begins.
func (g checkCries) kingLeftInCheck(p chess.Color, idx int) (*ruling, error) {
	checkMove, announced := g.standingCheck(p, idx)
	if r := g.undiscovered(checkMove); r != nil {
		return r, nil // the same check: the ruling already waits for it
	}
	f := law.Facts{Kind: law.KindKingLeftInCheck, Announced: announced, CheckMove: checkMove}
	f.OwnCheck = checkMove >= 0 && g.s.moves[checkMove].mover == p
	f.RepliesToCheck = g.clock.movesSince(p, checkMove+1)
	f.MovesEach = len(g.s.moves) / 2
	rm, err := g.law.Remedy(f)
	if err != nil {
		return nil, err
	}
	off := offenceBy(p, checkMove+1) // the moves subsequent to the check
	if rm.Offender == law.OffenderChecker {
		off.offender = p.Other()
	}
	if rm.Retract == law.RetractTheCheck && checkMove >= 0 {
		off.move = checkMove // the checking move too: "make some other move"
	}
	if f.OwnCheck {
		// No adverse move gave the check: his own move placed his King in
		// it, and a King is never left standing in check, so that move goes
		// too (Staunton def:check, BCA VIII).
		off.offender, off.move = p, checkMove
	}
	return g.rulings.record(law.KindKingLeftInCheck, rm, f, noSubject, off), nil
}

// standingCheck finds the move that gave the check p's King stood in before
// his move at idx: the latest move after which his King was in check and
// before which it was not (-1: the check stood from the start). It says
// whether that check was announced.
func (g checkCries) standingCheck(p chess.Color, idx int) (int, bool) {
	s := &g.s
	for i := idx - 1; i >= 0; i-- {
		before := s.moves[i].before()
		if !before.InCheck(p) {
			return i, s.moves[i].announced
		}
	}
	return -1, false
}

// undiscovered is the ruling on a King left in the check given at
// CheckMove that already waits to be discovered, if any.
func (g checkCries) undiscovered(checkMove int) *ruling {
	for _, r := range g.s.watch {
		if r.Kind == law.KindKingLeftInCheck && r.State == StatePending && r.remedy.Window.Kind == law.UntilDiscovered && r.facts.CheckMove == checkMove {
			return r
		}
	}
	return nil
}

// lastMoveBefore is the index of c's latest move before idx, -1 if none.
func (g checkCries) lastMoveBefore(c chess.Color, idx int) int {
	for i := idx - 1; i >= 0; i-- {
		if g.s.moves[i].mover == c {
			return i
		}
	}
	return -1
}

// checkSaidLate: the checked player left his King in an unannounced check,
// as Lewis and American XVIII let him; now the checker says "Check". The
// code says what is retracted: the checked player's last move (XVIII), or
// every move since the check (American XIX).
func (g checkCries) checkSaidLate(checker chess.Color) error {
	s := &g.s
	defender := checker.Other()
	s.ignored[defender], s.mayIgnore[defender] = false, false
	checkMove := s.ignoredCheck[defender]
	f := law.Facts{Kind: law.KindKingLeftInCheck}
	f.RepliesToCheck = g.clock.movesSince(defender, checkMove+1)
	f.MovesEach = len(s.moves) / 2
	f.CheckerIdle = len(s.moves) > 0 && s.moves[len(s.moves)-1].mover == defender
	rm, err := g.law.Remedy(f)
	if err != nil {
		return err
	}
	off := offenceBy(checker, g.lastMoveBy(defender))
	if rm.Retract == law.RetractAfterCheck && f.RepliesToCheck > 1 {
		off.move = checkMove + 1
	}
	g.rulings.record(law.KindKingLeftInCheck, rm, f, noSubject, off)
	return nil
}

// checkSaidBeforeMove: "Check" said holding the man, before the move. If the
// move gave check it was announced; if not, the code says what the cry was
// (Staunton XI: "A player is not compelled to give check because he utters
// it ... But if it is uttered and not given, the move on which it is uttered
// must be retracted and another made, if the adversary require it").
func (g checkCries) checkSaidBeforeMove(p chess.Color) error {
	s := &g.s
	if !s.checkSaidEarly[p] {
		return nil
	}
	s.checkSaidEarly[p] = false
	if s.check.open && s.check.by == p {
		g.announce()
		return nil
	}
	if s.board.InCheck(p.Other()) {
		return nil
	}
	idx := g.lastMoveBy(p)
	f, subj := g.earlyCryFacts(p, idx)
	rm, err := g.law.Remedy(f)
	if err != nil {
		return err
	}
	if rm.NoOffence {
		return g.falseCry(p) // the code has no such rule: it is a false cry like any other
	}
	if r := g.rulings.record(law.KindFalseCheck, rm, f, subj, offenceBy(p, idx)); r.State == StatePending {
		g.s.falseCry = r
	}
	return nil
}

// earlyCryFacts: a cry of check said holding a man, and the move made gave
// none. The man held is the subject where it could not have moved without
// giving check (Staunton XI: "unless he has already touched a Man which
// cannot move without giving check").
func (g checkCries) earlyCryFacts(p chess.Color, idx int) (law.Facts, subject) {
	f, subj := law.Facts{Kind: law.CaseCheckUttered}, noSubject
	held := g.s.checkSaidWith[p]
	if idx < 0 || !held.Valid() {
		return f, subj
	}
	rec := &g.s.moves[idx]
	before := rec.before()
	if rec.from == held || before.Squares[held].Color != p || !g.moves.onlyChecking(&before, p, held) {
		return f, subj
	}
	f = g.factsAt(&before, p, held, chess.NoSquare)
	f.Kind, f.CheckCompelled = law.CaseCheckUttered, true
	subj.square = held
	return f, subj
}

// checkCries rules on check said, not said, said falsely, and a King left in check (check.go).
type checkCries struct{ *Game }
