package rules

import (
	"fmt"
	"slices"
	"strings"
)

// claim handles W claim [what].
func (g *Game) claim(p Color, what string) error {
	s := &g.s
	switch what {
	case ClaimInfraction:
		for i := len(s.rulings) - 1; i >= 0; i-- {
			r := s.rulings[i]
			if !r.hasOffender || r.offender != p.Other() || (r.State != StatePending && r.State != StateExpired) {
				continue
			}
			if r.State == StatePending {
				r.claimed = true // claimed in time: the window no longer closes
				return nil
			}
			g.lateClaim(p, r)
			return nil
		}
		return fmt.Errorf("no infraction of %s to claim against", p.Other())
	case ClaimFifty:
		r := g.raise(KindFiftyMoves, facts{claimant: p}, p, false, -1)
		r.Chosen = OptCount
		s.fifty = &fiftyCount{claimant: p, fromPly: len(s.moves)}
		return nil
	case ClaimDraw:
		g.raise(KindDrawClaimed, facts{claimant: p}, p, false, -1)
		return nil
	case ClaimBoard:
		g.raise(KindBoardMisplaced, facts{claimant: p}, p, false, -1)
		return nil
	case ClaimMen:
		g.raise(KindMenMisplaced, facts{claimant: p}, p, false, -1)
		return nil
	case ClaimDropped:
		if len(s.dropped) == 0 {
			return fmt.Errorf("no man has been dropped")
		}
		d := s.dropped[0]
		r := g.raise(KindDroppedMan, facts{claimant: p}, p, false, d.ply)
		r.Square = d.square.String()
		return nil
	}
	return fmt.Errorf("unknown claim %q", what)
}

// lateClaim: the window closed; the code says what a late claim gets.
func (g *Game) lateClaim(p Color, old *ruling) {
	s := &g.s
	f := facts{kind: old.Kind, late: true}
	if old.move >= 0 {
		f.movesSince = (len(s.moves) - old.move - 1 + 1) / 2
	}
	rm := g.law.remedy(f)
	if rm.applied == OptRetract && (old.move < 0 || old.move >= len(s.moves)) {
		rm = none(rm.articles, "the offending move is no longer on the board")
	}
	r := g.raiseWith(old.Kind, rm, facts{subject: &subject{square: old.square, capture: old.capture, touched: old.touched}}, old.offender, true, old.move)
	r.Late = true
}

// choose: the entitled player (or the umpire) picks an option.
func (g *Game) choose(a Actor, opt string, arg Square) error {
	s := &g.s
	who := a.String()
	var offered []string
	for i := len(s.rulings) - 1; i >= 0; i-- {
		r := s.rulings[i]
		if r.State != StatePending || r.chooser != who {
			continue
		}
		if !slices.Contains(r.Options, opt) {
			offered = append(offered, r.Options...)
			continue
		}
		if err := g.checkArgument(r, opt, arg); err != nil {
			return err
		}
		r.State = StateEnforced
		r.Chosen = opt
		if arg.Valid() {
			r.Argument = arg.String()
		}
		g.enforce(r, opt, arg)
		return nil
	}
	if len(offered) == 0 {
		return fmt.Errorf("no pending ruling lets %s choose", who)
	}
	return fmt.Errorf("%s is not on offer to %s (on offer: %s)", opt, who, strings.Join(offered, ", "))
}

func (g *Game) checkArgument(r *ruling, opt string, arg Square) error {
	switch opt {
	case OptMoveAny:
		if !arg.Valid() {
			return fmt.Errorf("move-any needs the square of the man to be played")
		}
		b := g.positionFor(r)
		if p := b.sq[arg]; p.Empty() || p.Color != r.offender {
			return fmt.Errorf("move-any %s: no man of %s stands there", arg, r.offender)
		}
		if !g.canMove(&b, r.offender, arg) {
			return fmt.Errorf("move-any %s: that man cannot be moved legally", arg)
		}
	case OptSelectTouched:
		if !arg.Valid() || !slices.Contains(r.touched, arg) {
			names := make([]string, len(r.touched))
			for i, t := range r.touched {
				names[i] = t.String()
			}
			return fmt.Errorf("select-touched needs one of the men touched: %s", strings.Join(names, ", "))
		}
	default:
		if arg.Valid() {
			return fmt.Errorf("%s takes no square", opt)
		}
	}
	return nil
}

// positionFor is the position the offender will move from once the
// offending move (if any) is retracted.
func (g *Game) positionFor(r *ruling) Board {
	if r.move >= 0 && r.move < len(g.s.moves) {
		return g.s.moves[r.move].before
	}
	return g.s.board
}

func (g *Game) waive(a Actor) error {
	who := a.String()
	for i := len(g.s.rulings) - 1; i >= 0; i-- {
		r := g.s.rulings[i]
		if r.State == StatePending && r.chooser == who {
			r.State = StateWaived
			if r.hasOffender {
				g.s.exempt[r.offender.Other()] = false
			}
			if r.onWaive != "" {
				g.enforce(r, r.onWaive, NoSquare) // the law's own correction stands
			}
			return nil
		}
	}
	return fmt.Errorf("no pending ruling for %s to waive", who)
}

// retract takes back the move at index i and every move after it.
func (g *Game) retract(i int) {
	s := &g.s
	if i < 0 || i >= len(s.moves) {
		return
	}
	s.board = s.moves[i].before
	s.moves = s.moves[:i]
	s.duties, s.touchedOwn, s.touchedAdv = nil, nil, nil
	s.hand = hand{square: NoSquare}
	s.check = checkState{}
	s.promo = nil
	s.ignored, s.mayIgnore = [2]bool{}, [2]bool{}
	s.exempt = [2]bool{}
	s.obligations = nil
	for _, d := range s.dropped {
		if d.ply >= i {
			d.ply = i
		}
	}
}

// enforce carries out the chosen option.
func (g *Game) enforce(r *ruling, opt string, arg Square) {
	s := &g.s
	off := r.offender
	// The offence is disposed of: the offended player's touches bind again.
	s.exempt[off.Other()] = false
	oblige := func(duty string, sq Square, from int) {
		s.obligations = append(s.obligations, obligation{player: off, duty: duty, square: sq,
			articles: r.Articles, fromPly: from, ruling: r})
	}
	retractOffence := func() {
		if r.move >= 0 {
			g.retract(r.move)
		}
		// A penalty chosen now governs the offender's move: the man he held
		// goes back and his touches of this turn are superseded. (A remedy the
		// law applies at the touch itself leaves the man in his hand.)
		if r.State == StateApplied && r.move < 0 {
			return
		}
		if s.hand.held && s.hand.who == off {
			s.hand = hand{square: NoSquare}
		}
		kept := s.duties[:0]
		for _, d := range s.duties {
			if d.player != off {
				kept = append(kept, d)
			}
		}
		s.duties = kept
	}
	switch opt {
	case OptLetStand, OptProceed, OptAdjustBoard, OptRectify:
	case OptRetract:
		if r.Kind == KindDroppedMan {
			g.restoreDropped(r.move)
			return
		}
		retractOffence()
	case OptRetractAndReplay:
		sq := r.square
		retractOffence()
		// BCA and Staunton V: after the adversary has moved, the same man.
		oblige(DutyMoveTouched, sq, len(s.moves))
	case OptForfeitTurn:
		retractOffence()
		if s.board.turn == off {
			s.board.passTurn()
			s.board.ep = NoSquare
		}
	case OptMoveTouched:
		retractOffence()
		oblige(DutyMoveTouched, r.square, -1)
	case OptCaptureTouched:
		retractOffence()
		oblige(DutyCaptureTouched, r.capture, -1)
	case OptMoveKing:
		retractOffence()
		k := s.board.kings(off)
		sq := NoSquare
		if len(k) > 0 {
			sq = k[0]
		}
		oblige(DutyMoveKing, sq, -1)
	case OptMoveAny:
		retractOffence()
		oblige(DutyMoveMan, arg, -1)
	case OptSelectTouched:
		retractOffence()
		p := s.board.sq[arg]
		if !p.Empty() && p.Color != off {
			oblige(DutyCaptureTouched, arg, -1)
		} else {
			oblige(DutyMoveTouched, arg, -1)
		}
	case OptMoveRook:
		var rook Square = NoSquare
		if r.move >= 0 && r.move < len(s.moves) {
			m := s.moves[r.move]
			rook = SquareAt(7, m.from.Rank())
			if m.to.File() == 2 {
				rook = SquareAt(0, m.from.Rank())
			}
		}
		retractOffence()
		oblige(DutyMoveRook, rook, -1)
	case OptRookOnly:
		if r.move >= 0 && r.move < len(s.moves) {
			m := s.moves[r.move]
			g.retract(r.move)
			rookTo := SquareAt(5, m.from.Rank())
			if m.to.File() == 2 {
				rookTo = SquareAt(3, m.from.Rank())
			}
			before := s.board
			s.board.transfer(r.square, rookTo)
			s.board.passTurn()
			s.moves = append(s.moves, moveRec{from: r.square, to: rookTo, mover: off, before: before, regular: true, event: r.Event})
		}
	case OptRecall:
		// The chooser takes back his own last move made in consequence.
		chooser := off.Other()
		for i := len(s.moves) - 1; i >= 0 && i >= r.move; i-- {
			if s.moves[i].mover == chooser {
				g.retract(i)
				break
			}
		}
		if r.Kind == KindFalseCheck {
			s.exempt[chooser] = false
			s.duties = nil
		}
	case OptAnnul:
		s.result = "annulled"
	case OptDraw:
		s.result = "1/2-1/2"
	case OptCount:
		s.fifty = &fiftyCount{claimant: r.offender, fromPly: len(s.moves)}
	case OptLoseGame:
		s.result = winFor(off.Other())
	}
}

// restoreDropped: the moves made while the man was off the board are
// retracted and the man put back (Staunton XVII, BCA II).
func (g *Game) restoreDropped(ply int) {
	s := &g.s
	d := s.dropped[0]
	s.dropped = s.dropped[1:]
	g.retract(ply)
	if s.board.sq[d.square].Empty() {
		s.board.sq[d.square] = d.piece
	}
}

// result is the game's result now: a fixed result, or what the board says.
func (g *Game) result() string {
	s := &g.s
	if s.result != "" {
		return s.result
	}
	if s.promo != nil {
		return "*"
	}
	for _, r := range s.rulings {
		if r.State == StatePending {
			return "*"
		}
	}
	side := s.board.turn
	if s.board.kingCount(side) != 1 || s.board.kingCount(side.Other()) != 1 {
		return "*"
	}
	if len(g.legal(&s.board)) > 0 {
		return "*"
	}
	if s.board.inCheck(side) {
		return winFor(side.Other()) // checkmate
	}
	return "1/2-1/2" // stalemate: Lewis XXIII, American XXIV, Staunton def:stalemate
}
