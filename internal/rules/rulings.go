package rules

import (
	"slices"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
)

// The rulings' book: a ruling raised on a case, offered, claimed, chosen,
// waived, lapsed or superseded, each transition made here (ruling.go holds
// what a ruling is).

// raise asks the code for its answer to a case and records the ruling. It
// returns nil when the code does not make the act an offence.
func (g rulingBook) raise(kind string, f law.Facts, subj subject, off offence) (*ruling, error) {
	f.Kind = kind
	f.MovesEach = len(g.s.moves) / 2
	rm, mf, inMode, err := g.modes.modeRemedy(kind, f)
	if err != nil {
		return nil, err
	}
	if inMode {
		return g.record(kind, g.modes.modeCitations(rm, kind), mf, subj, off), nil
	}
	rm, err = g.law.Remedy(f)
	if err != nil {
		return nil, err
	}
	if rm.NoOffence {
		return nil, nil
	}
	return g.record(kind, g.modes.modeCitations(rm, kind), f, subj, off), nil
}

// raiseAs asks the code about one case and records the ruling as another
// kind (the case is a particular of it: a fifty-move claim under an
// undertaking, say).
func (g rulingBook) raiseAs(recordKind, caseKind string, f law.Facts, subj subject, off offence) error {
	f.Kind = caseKind
	f.MovesEach = len(g.s.moves) / 2
	rm, err := g.law.Remedy(f)
	if err != nil || rm.NoOffence {
		return err
	}
	g.record(recordKind, rm, f, subj, off)
	return nil
}

// record makes the ruling the remedy gives and carries out what the law
// applies at once.
func (g rulingBook) record(kind string, rm law.Remedy, f law.Facts, subj subject, off offence) *ruling {
	s := &g.s
	r := &ruling{
		said:     said{Event: s.eventNo, Kind: kind, Silent: rm.Silent, Note: rm.Note},
		offender: off.offender, hasOffender: off.hasOffender, move: off.move,
		square: subj.square, capture: subj.capture,
	}
	if len(subj.touched) > 0 {
		r.setRare(func(x *rare) { x.touched = slices.Clone(subj.touched) })
	}
	r.remedy, r.facts = g.shareCase(kind, &rm, &f)
	r.Articles = r.remedy.Articles // clipped: an article added is added to a copy
	if r.Articles == nil {
		r.Articles = []string{}
	}
	if off.move >= 0 && off.move < len(s.moves) {
		uci := s.moves[off.move].uci()
		r.setRare(func(x *rare) { x.Move = uci })
	}
	r.pick = g.chooserFor(rm.Chooser, off, f)
	s.rulings = append(s.rulings, r)
	if off.hasOffender && correctsAtOnce(kind, rm) {
		s.atOnce = [2]int{len(s.rulings), s.atOnce[0]}
	}

	offered, later := g.offered(r)
	switch {
	case correctsAtOnce(kind, rm) && r.hasOffender && g.played.unmadeHere():
		// The law's correction was never made at the board: play went on
		// as if the move stood. It lies latent until a claim discovers it.
		r.State, r.Options, r.pick, r.Unmade = StateExpired, []string{}, noChooser, true
	case rm.Applied != "":
		g.settle(r, StateApplied, rm.Applied, chess.NoSquare)
	case len(offered) == 0 && len(later) == 0 && rm.OnWaive != "":
		// No penalty can be exacted, but the law's own correction stands.
		g.settle(r, StateApplied, rm.OnWaive, chess.NoSquare)
	case len(offered) == 0 && len(later) == 0:
		r.State, r.Options, r.pick = StateNoPenalty, []string{}, noChooser
		if len(rm.Options) > 0 {
			r.Note += "; no penalty can be carried out in the position"
		}
		g.freeTouches(r)
	default:
		r.State, r.Options = StatePending, offered
		s.open = append(s.open, r)
		s.pending++
		if r.chooser() == "white" || r.chooser() == "black" {
			s.watch = append(s.watch, r)
		}
		g.freeTouches(r)
		if rm.AppliedNow != "" {
			g.penalties.carryOut(r, rm.AppliedNow, chess.NoSquare)
			r.move = -1 // done: a choice made later takes nothing back
		}
	}
	return r
}

func firstValid(sqs ...chess.Square) chess.Square {
	for _, sq := range sqs {
		if sq.Valid() {
			return sq
		}
	}
	return chess.NoSquare
}

// chooserFor names who picks among the options.
func (g rulingBook) chooserFor(by string, off offence, f law.Facts) chooserID {
	switch by {
	case law.ByAdversary:
		if off.hasOffender {
			return colorChooser(off.offender.Other())
		}
	case law.ByUmpire:
		return chooserUmpire
	case law.ByClaimant:
		return colorChooser(f.Claimant)
	case law.ByCalledUpon:
		return colorChooser(f.Claimant.Other())
	}
	return noChooser
}

// freeTouches: where the law lets the offended player touch a man in reply
// without being bound (BCA IX, Staunton VI, Lewis and American XX).
func (g rulingBook) freeTouches(r *ruling) {
	if r.remedy.TouchInReplyFree && r.hasOffender {
		g.s.free[r.offender.Other()] = true
	}
}

// offered are the options of the remedy that can be carried out now, and
// those that may become possible before the window closes (a recall, once
// the misled player has moved).
func (g rulingBook) offered(r *ruling) (now, later []string) {
	now = []string{}
	f := *r.facts
	for _, o := range r.remedy.Options {
		switch {
		case r.remedy.Chooser == law.ByUmpire || r.remedy.Chooser == law.ByClaimant:
			now = append(now, o) // the umpire decides what can be done
		case o == law.OptRecall && g.recallable(r) < 0:
			later = append(later, o)
		case optionPossible(o, f, r):
			now = append(now, o)
		}
	}
	return now, later
}

// optionPossible: an option is offered only if it can be carried out in the
// position the offender will move from.
func optionPossible(o string, f law.Facts, r *ruling) bool {
	switch o {
	case law.OptMoveTouched:
		return f.TouchedCanMove
	case law.OptCaptureTouched:
		return f.Capturable
	case law.OptMoveKing:
		return f.KingCanMove
	case law.OptMoveAny:
		return f.OtherCanMove
	case law.OptMoveRook:
		return f.RookCanMove
	case law.OptForfeitTurn:
		// Passing the turn would leave his King in check.
		return !f.InCheckBefore
	case law.OptSelectTouched:
		return len(f.Candidates) > 0
	}
	return true
}

// recallable is the chooser's own move a recall would take back: his move
// that the ruling is about, or his latest made since it was raised (in
// consequence of a false cry); -1 if there is none.
func (g rulingBook) recallable(r *ruling) int {
	// The move recalled is the offended player's own: the adversary of the
	// offender, or the chooser where the case has no offender.
	recaller := r.chooser()
	if r.hasOffender {
		recaller = r.offender.Other().String()
	}
	if recaller != "white" && recaller != "black" {
		return -1
	}
	for i := len(g.s.moves) - 1; i >= 0; i-- {
		m := g.s.moves[i]
		if int(m.event) <= r.Event && i != r.move {
			if i < r.move {
				break
			}
			continue
		}
		if m.mover.String() == recaller {
			if r.Kind == law.KindFalseCheck && g.law.RecallOnlyInConsequence && !g.inConsequence(r, &m) {
				return -1
			}
			return i
		}
	}
	return -1
}

// settle ends a ruling by an option, chosen or applied, and carries it out.
func (g rulingBook) settle(r *ruling, state, option string, arg chess.Square) {
	if state == StateEnforced && r.remedy.Window.Kind == law.UntilDiscovered {
		// Discovered: the law makes its correction, whoever noticed
		// (BCA VIII, Staunton XII: "must be retracted").
		state = StateApplied
	}
	g.close(r)
	r.State = state
	r.setRare(func(x *rare) { x.Chosen = option })
	if state == StateApplied {
		r.Options, r.pick = []string{option}, noChooser
	}
	if arg.Valid() {
		r.setRare(func(x *rare) { x.Argument = arg.String() })
	}
	move := r.move
	g.penalties.carryOut(r, option, arg)
	if state == StateEnforced {
		g.supersedeOnRetracted(r, move)
	}
}

// supersedeOnRetracted: a penalty enforced took back the offender's move;
// the other penalties still open on that move have nothing left to act on.
// The adversary has had his penalty for the offence.
func (g rulingBook) supersedeOnRetracted(by *ruling, move int) {
	s := &g.s
	if move < 0 || move < len(s.moves) || !by.hasOffender {
		return
	}
	for _, o := range slices.Clone(s.open) {
		// Its move, or a later one, is taken back with the offence.
		if o != by && o.State == StatePending && o.move >= move && o.hasOffender && o.offender == by.offender {
			g.supersede(o, by, SupersededMoveTakenBack)
		}
	}
}

// claimRuling: claimed in time, the window no longer closes. Where noticing
// the error is all the law asks, the claim carries out its only option.
func (g rulingBook) claimRuling(r *ruling) {
	if o := r.remedy.AppliedOnClaim; o != "" && r.move >= 0 {
		// The law's own correction is made on the notice; the adversary's
		// choice stays open in its window (Staunton V: "before touching a
		// Man in reply").
		g.penalties.carryOut(r, o, chess.NoSquare)
		r.move = -1 // done: a choice made later takes nothing back
		return
	}
	r.claimed = true
	if !closesOnReply(r.remedy.Window.Kind) {
		g.unwatch(r) // a claimed ruling's window no longer closes
	}
	if r.remedy.EnforcedOnClaim && len(r.Options) == 1 {
		g.settle(r, StateEnforced, r.Options[0], chess.NoSquare)
	}
}

// waiveRuling: the entitled player declines the penalty; the law's own
// correction is still made.
func (g rulingBook) waiveRuling(r *ruling) {
	g.close(r)
	r.State = StateWaived
	if r.hasOffender {
		g.s.free[r.offender.Other()] = false
	}
	if r.remedy.OnWaive != "" {
		g.penalties.carryOut(r, r.remedy.OnWaive, chess.NoSquare)
	}
}

// lapseAtEnd: the game is over; a penalty nobody claimed before it ended
// has no game left to act on, and lapses, saying so. The umpire's open
// questions stay his to decide (they may decide the result), and so does a
// draw the law made that its caller may still have lifted (BCA XI).
func (g rulingBook) lapseAtEnd() {
	s := &g.s
	if s.pending == 0 || !g.over() {
		return
	}
	for _, r := range slices.Clone(s.open) {
		if r.State != StatePending || r.chooser() == "umpire" || r.remedy.AppliedNow == law.OptDraw {
			continue
		}
		g.lapse(r)
		r.Note += "; the game ended before it was claimed"
	}
}

// lapse: the window closed unclaimed.
func (g rulingBook) lapse(r *ruling) {
	g.close(r)
	r.State = StateExpired
}

// closesOnReply: windows that close with the claimant's reply (Lewis XXIV
// "before you move, or even touch a piece", American XXV, Staunton X and
// BCA IX "before he has touched a man in reply"). A claim does not hold
// them open: the words give the right to enforce until the reply, and a
// claim without a choice enforces nothing.
func closesOnReply(k law.WindowKind) bool {
	return k == law.UntilTouchInReply || k == law.UntilReplyMade
}

// reoffer: the misled player has moved; what the law lets him do now.
func (g rulingBook) reoffer(r *ruling) {
	now, _ := g.offered(r)
	r.Options = now
	if len(now) == 0 {
		// His move was not made in consequence (Lewis and American XX: "move
		// his King, or touch a piece to interpose"): nothing to recall.
		g.close(r)
		r.State, r.pick = StateNoPenalty, noChooser
		r.Note += "; the move made since was not made in consequence of it"
		if g.s.falseCry == r {
			g.s.falseCry = nil
		}
	}
}

// addTouched: a further man touched in the turn of a touched-several ruling.
func (g rulingBook) addTouched(r *ruling, sq chess.Square, movable bool) {
	r.setRare(func(x *rare) { x.touched = append(slices.Clip(x.touched), sq) })
	if movable {
		f := *r.facts // shared: changed in a copy
		f.Candidates = append(slices.Clip(f.Candidates), sq)
		f.TouchedCanMove = true
		r.facts = &f
		if r.State == StatePending {
			r.Options, _ = g.offered(r)
		}
	}
}

// attachMove: a penalty raised on a touch, chosen after the offender's move,
// takes that move back ("retracted if need be").
func (g rulingBook) attachMove(r *ruling, idx int) {
	r.move = idx
	uci := g.s.moves[idx].uci()
	r.setRare(func(x *rare) { x.Move = uci })
}

// supersede: a penalty raised on a touch gives way to a later ruling that
// governs the same man (the move made with it, or more men touched). Raised
// in the same event (a `move`), it never stood and is dropped; raised
// earlier, it lapses and says which ruling replaced it.
func (g rulingBook) supersede(r, by *ruling, why string) {
	// The same correction applied on the touch and again on the move made
	// with the man in the same event (American XVII) is one ruling: the one
	// on the move.
	sameApplied := r.State == StateApplied && by.State == StateApplied && r.Chosen() == by.Chosen() && r.Event == g.s.eventNo
	// The same correction, on the touch and on the move, never made at the
	// board: one ruling, on the move.
	sameUnmade := r.State == StateExpired && by.State == StateExpired && r.Event == g.s.eventNo && g.played.unmadeHere()
	if r.State != StatePending && r.State != StateNoPenalty && !sameApplied && !sameUnmade {
		return // carried out already: it stands
	}
	g.close(r)
	if r.Event == g.s.eventNo {
		g.s.rulings = slices.DeleteFunc(g.s.rulings, func(x *ruling) bool { return x == r })
		return
	}
	r.State = StateExpired
	r.supersededBy = by
	r.setRare(func(x *rare) { x.SupersededWhy = why })
}

// close takes a pending ruling off the open and watch lists. The open list
// is compacted once most of it is closed, so closing stays cheap.
func (g rulingBook) close(r *ruling) {
	s := &g.s
	if r.State != StatePending {
		return
	}
	s.pending--
	g.unwatch(r)
	if s.falseCry == r {
		s.falseCry = nil
	}
	r.State = stateClosing
	if len(s.open) > 2*s.pending+16 {
		s.open = slices.DeleteFunc(s.open, func(x *ruling) bool { return x.State != StatePending })
	}
}

func (g rulingBook) unwatch(r *ruling) {
	if i := slices.Index(g.s.watch, r); i >= 0 {
		g.s.watch = slices.Delete(g.s.watch, i, i+1)
	}
}

// openRulings are the pending rulings, in the order raised.
func (g rulingBook) openRulings() []*ruling {
	var out []*ruling
	for _, r := range g.s.open {
		if r.State == StatePending {
			out = append(out, r)
		}
	}
	return out
}

// inConsequence: the misled player's move answered the false cry as a check
// is answered: his King moved, or a man interposed on the line from the man
// the crier had just moved to the King.
func (g rulingBook) inConsequence(cry *ruling, m *moveRec) bool {
	if m.man.Kind == 'K' {
		return true
	}
	if cry.move < 0 || cry.move >= len(g.s.moves) {
		return false
	}
	from := g.s.moves[cry.move].to
	before := m.before()
	for _, k := range before.Kings(m.mover) {
		if chess.Between[from][k]&(1<<uint(m.to)) != 0 {
			return true
		}
	}
	return false
}

// stateClosing marks a ruling between leaving the open list and taking its
// final state; the transitions that close a ruling set that state next.
const stateClosing = "closing"

// rulingBook raises the rulings and keeps each through its states (rulings.go, share.go).
type rulingBook struct{ *Game }
