package rules

import (
	"errors"
	"fmt"
	"slices"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
)

// DutyPlayTo is the duty to play the man in hand to the square elected.
const DutyPlayTo = "play-to"

// require: the adversary demands that the man held undecided be replaced.
func (g claimDesk) require(p chess.Color, what string) error {
	s := &g.s
	if what != record.RequireReplace {
		return fmt.Errorf("require %q: only replace can be required", what)
	}
	holder := p.Other()
	if !s.hand.held || s.hand.who != holder {
		return fmt.Errorf("%s holds no man to replace", holder)
	}
	_, err := g.rulings.raise(law.KindManReplaced, law.Facts{}, subject{square: s.hand.square, capture: chess.NoSquare}, offenceBy(holder, -1))
	return err
}

// elect: the opponent names the square the man in hand must go to, when it
// has touched every square it commands.
func (g claimDesk) elect(p chess.Color, sq chess.Square) error {
	s := &g.s
	holder := p.Other()
	if !s.hand.held || s.hand.who != holder {
		return fmt.Errorf("%s holds no man whose square could be elected", holder)
	}
	if !sq.Valid() {
		return errors.New("bad square")
	}
	targets := g.LegalTargets(s.hand.square)
	if len(targets) == 0 || !slices.Contains(targets, sq) {
		return fmt.Errorf("elect %s: the man in hand cannot go there", sq)
	}
	for _, t := range targets {
		if !slices.Contains(s.hand.squares, t) {
			return fmt.Errorf("elect %s: the man in hand has not touched every square it commands (not %s)", sq, t)
		}
	}
	f := law.Facts{}
	f.Elected = sq
	_, err := g.rulings.raise(law.KindSquareElected, f, subject{square: s.hand.square, capture: sq}, offenceBy(holder, -1))
	return err
}

// replaceMan: a man that fell off the board is put back on its square. Where
// the code makes that a touch (Lewis VII: "the player in replacing it should
// say, "J'adoube," else his adversary may oblige him to move it"), it binds
// like one.
func (g claimDesk) replaceMan(p chess.Color, sq chess.Square) error {
	s := &g.s
	i := slices.IndexFunc(s.dropped, func(d dropped) bool { return d.square == sq })
	if i < 0 {
		return fmt.Errorf("no man fell from %s to put back", sq)
	}
	d := s.dropped[i]
	if d.piece.Color != p {
		return fmt.Errorf("the man from %s is %s's to put back", sq, d.piece.Color)
	}
	if d.ply != len(s.moves) {
		return fmt.Errorf("moves were made while the man from %s was off the board: claim dropped", sq)
	}
	if !s.board.Squares[sq].Empty() {
		return fmt.Errorf("%s is occupied", sq)
	}
	s.dropped = slices.Delete(s.dropped, i, i+1)
	s.board.Put(sq, d.piece)
	adjusting := s.jadoube[p]
	s.jadoube[p] = false
	if adjusting || !g.law.ReplacedManBinds || s.board.Turn != p {
		return nil
	}
	return g.hand.touchBound(p, sq)
}

// dispute: the players cannot agree on a question the law answers.
func (g claimDesk) dispute(what string) error {
	s := &g.s
	switch what {
	case record.DisputeDropped:
		if len(s.dropped) == 0 && !g.hasRuling(law.KindDroppedMan) {
			return errors.New("no man has been dropped to dispute")
		}
		_, err := g.rulings.raise(law.KindDisputeDropped, law.Facts{}, noSubject, claimBy(-1))
		return err
	case record.DisputeCheck:
		for c := chess.White; c <= chess.Black; c++ {
			if s.board.InCheck(c) {
				_, err := g.rulings.raise(law.KindDisputeCheck, law.Facts{}, noSubject, offenceBy(c.Other(), g.checks.lastMoveBy(c)))
				return err
			}
		}
		// No King stands in check now: the dispute is about a King found
		// left in check earlier.
		for i := len(s.rulings) - 1; i >= 0; i-- {
			if r := s.rulings[i]; r.Kind == law.KindKingLeftInCheck {
				_, err := g.rulings.raise(law.KindDisputeCheck, law.Facts{}, noSubject, offenceBy(r.offender, -1))
				return err
			}
		}
		return errors.New("no King stands in check, nor was one found left in check")
	case record.DisputeUpset:
		if !g.hasRuling(law.KindBoardUpset) {
			return errors.New("the board has not been upset")
		}
		_, err := g.rulings.raise(law.KindDisputeUpset, law.Facts{}, noSubject, claimBy(-1))
		return err
	}
	return fmt.Errorf("dispute %q: want dropped, check or upset", what)
}

// refuse: the player refuses to abide by the umpire's decision.
//
// Two acts: refusing to abide by the laws (BCA XIV: "refuse to abide by
// these laws"), and refusing a decision (Staunton XVIII: "refuse to abide
// by a decision of the umpire"; BCA XIV: "or to submit to the decision of
// the umpire"). A decision refused is the umpire's when the latest ruling
// he was asked to decide was his; a penalty the opponent chose is not.
func (g claimDesk) refuse(p chess.Color, what string) error {
	f := law.Facts{}
	switch what {
	case law.RefuseLaws:
		f.RefusedLaws = true
	default:
		f.RefusedLaws = g.latestDecisionByPlayer()
		f.RefusedUmpire = !f.RefusedLaws
		f.RefusedVoid = f.RefusedUmpire && g.latestUmpireActVoid()
	}
	_, err := g.rulings.raise(law.KindRefusal, f, noSubject, offenceBy(p, -1))
	return err
}

// latestUmpireActVoid: the umpire's latest act was taken unasked and the
// code gave it no effect.
func (g claimDesk) latestUmpireActVoid() bool {
	for i := len(g.s.rulings) - 1; i >= 0; i-- {
		r := g.s.rulings[i]
		switch {
		case r.Kind == law.KindUmpireUnasked:
			return r.remedy.ActVoid
		case r.chooser() == "umpire" && r.State == StateEnforced:
			return false
		}
	}
	return false
}

// latestDecisionByPlayer: the latest ruling decided by a choice was a
// player's penalty to choose, not the umpire's question. With none recorded
// the decision refused is the umpire's, given off the record (the meaning
// `refuse` always had).
func (g claimDesk) latestDecisionByPlayer() bool {
	for i := len(g.s.rulings) - 1; i >= 0; i-- {
		if r := g.s.rulings[i]; r.State == StateEnforced || r.State == StateWaived {
			return r.chooser() == "white" || r.chooser() == "black"
		}
	}
	return false
}

// ClaimNeedless: the adversary said "J'adoube" before touching a man that
// did not need adjusting (Staunton XIII), this turn, or in the turn he has
// just ended with a move, the claimant not having touched a man since
// (X: "A Penalty can only be enforced before the adversary has touched a Man
// in reply").
func (g claimDesk) claimNeedless(p chess.Color) error {
	s := &g.s
	adv := p.Other()
	if s.board.Turn == adv && len(s.turn.adjusted) > 0 {
		return g.needlessThisTurn(adv)
	}
	if late := s.adjustedLast; s.board.Turn == p && late.player == adv && len(late.squares) > 0 &&
		late.move == len(s.moves)-1 && late.move >= 0 && s.moves[late.move].mover == adv {
		return g.needlessAfterMove(adv, late)
	}
	if sq, ok := g.adjustedEarlier(adv); ok {
		return g.needlessTooLate(p, adv, sq)
	}
	return g.claimFindsNothing(p, law.ClaimNeedless, fmt.Sprintf("%s has adjusted no man this turn", titled(adv.String())))
}

// adjustedEarlier is the man adv last touched after saying "J'adoube", in
// a turn whose window has closed: the record's own events before the one
// being applied say it (a replay has the later ones in the log too).
func (g claimDesk) adjustedEarlier(adv chess.Color) (chess.Square, bool) {
	for i := min(g.s.eventNo-1, g.events.Len()) - 1; i > 0; i-- {
		e := g.events.At(i)
		if c, ok := e.Actor.Color(); !ok || c != adv || e.Verb != record.Touch {
			continue
		}
		// The act before it, of the same player, said "J'adoube".
		for j := i - 1; j >= 0; j-- {
			b := g.events.At(j)
			if c, ok := b.Actor.Color(); ok && c == adv {
				if b.Verb == record.SayJadoube {
					return e.Square, true
				}
				break
			}
		}
	}
	return chess.NoSquare, false
}

// needlessTooLate: a needless "J'adoube" claimed after the adversary's
// window closed. Where the code binds the touch (Staunton XIII) the penalty
// is lost, and the ruling says so, citing the article that closed the
// window; where it binds nothing, its answer is recorded as it gives it.
func (g claimDesk) needlessTooLate(p, adv chess.Color, sq chess.Square) error {
	f := law.Facts{Kind: law.KindNeedlessAdjustment, Claimant: p}
	rm, err := g.law.Remedy(f)
	if err != nil {
		return err
	}
	if !rm.AsIfNotSaid {
		_, err := g.rulings.raise(law.KindNeedlessAdjustment, f, subject{square: sq, capture: chess.NoSquare}, offenceBy(adv, -1))
		return err
	}
	late := law.None(rm.Articles, "\"J'adoube\" said for a man that did not need adjusting, claimed after the claimant had touched a man in reply: the penalty can no longer be enforced")
	if a := g.law.ReplyArticle(); a != "" {
		late = late.With(a)
	}
	late.Window = law.Window{Kind: law.OnClaim}
	r := g.rulings.record(law.KindNeedlessAdjustment, late, f, subject{square: sq, capture: chess.NoSquare}, offenceBy(adv, -1))
	g.rulings.close(r)
	r.State, r.Late = StateExpired, true
	return nil
}

// needlessFacts: the man adjusted on sq, judged on b: own or adverse, and
// whether it can be moved or taken.
func (g claimDesk) needlessFacts(b *chess.Board, adv chess.Color, sq chess.Square) (law.Facts, subject) {
	if b.Squares[sq].Color == adv {
		return g.factsAt(b, adv, sq, chess.NoSquare), subject{square: sq, capture: chess.NoSquare}
	}
	f := g.factsAt(b, adv, chess.NoSquare, sq)
	f.Adverse = true
	return f, subject{square: sq, capture: sq}
}

// needlessThisTurn: the offender has not moved yet; where the code binds
// the touch as if "J'adoube" had not been said, it binds now, and the touch
// is ruled on as any other (a man that cannot be moved or taken, a second
// man touched).
func (g claimDesk) needlessThisTurn(adv chess.Color) error {
	s := &g.s
	sq := s.turn.adjusted[len(s.turn.adjusted)-1]
	f, subj := g.needlessFacts(&s.board, adv, sq)
	r, err := g.rulings.raise(law.KindNeedlessAdjustment, f, subj, offenceBy(adv, -1))
	if err != nil || r == nil || !r.remedy.AsIfNotSaid {
		return err
	}
	s.turn.adjusted = slices.DeleteFunc(s.turn.adjusted, func(a chess.Square) bool { return a == sq })
	return g.hand.touchBound(adv, sq)
}

// needlessAfterMove: the offender has moved since; where the code binds the
// touch as if "J'adoube" had not been said (Staunton XIII), his move is judged as if the man had been
// touched without it: another own man played is a second man
// touched (IX), an adverse man not taken a touch not carried out (VI).
// Other codes' answers are recorded as they give them.
func (g claimDesk) needlessAfterMove(adv chess.Color, late adjustedTurn) error {
	s := &g.s
	sq := late.squares[len(late.squares)-1]
	rec := s.moves[late.move]
	before := rec.before()
	f, subj := g.needlessFacts(&before, adv, sq)
	f.Kind = law.KindNeedlessAdjustment
	rm, err := g.law.Remedy(f)
	if err != nil {
		return err
	}
	if !rm.AsIfNotSaid {
		// The code binds nothing after the move: its answer is recorded
		// (Lewis and American VII: said at the moment of touching, it
		// protects; BCA: the umpire decides).
		_, err := g.rulings.raise(law.KindNeedlessAdjustment, f, subj, offenceBy(adv, late.move))
		return err
	}
	r, err := g.rulings.raise(law.KindNeedlessAdjustment, f, subj, offenceBy(adv, late.move))
	if err != nil || r == nil {
		return err
	}
	s.adjustedLast = adjustedTurn{}
	switch {
	case !f.Adverse && (rec.from == sq || rec.castling && sq == rookCorner(rec.to)):
		return nil // he moved the man touched
	case !f.Adverse:
		_, err := g.hand.raiseSeveral(adv, []chess.Square{sq, rec.from}, false, &before, late.move)
		return err
	case rec.to == sq || enPassantTakes(&rec, sq):
		return nil // he took the man touched
	case f.Capturable:
		return g.moves.ruleOnDuties(adv, []duty{{player: adv, square: sq, adverse: true}}, late.move)
	}
	f.Kind = ""
	_, err = g.rulings.raise(law.KindTouchedUncapturable, f, subject{square: chess.NoSquare, capture: sq}, offenceBy(adv, late.move))
	return err
}

func (g claimDesk) hasRuling(kind string) bool {
	return slices.ContainsFunc(g.s.rulings, func(r *ruling) bool { return r.Kind == kind })
}
