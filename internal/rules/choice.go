package rules

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
)

// The offended player's choice of penalty, or his waiver of it, and the
// Umpire's choice where the code leaves it to him (claim.go hears the
// claim that offers it).

// choose: the entitled player (or the umpire) picks an option of his
// latest pending ruling that offers it.
func (g claimDesk) choose(e record.Event) error {
	opt, arg := e.Option, e.Square
	who := e.Actor.String()
	named, err := g.namedRuling(e)
	if err != nil {
		return err
	}
	var offered []string
	onBehalf := who == "umpire" && !g.umpireMayChoose(named)
	for i := len(g.s.open) - 1; i >= 0; i-- {
		r := g.s.open[i]
		if r.State != StatePending || named != nil && r != named {
			continue
		}
		if c := r.chooser(); c != who && !(onBehalf && (c == "white" || c == "black")) {
			continue
		}
		if !slices.Contains(r.Options, opt) {
			for _, o := range r.Options {
				if !slices.Contains(offered, o) {
					offered = append(offered, o)
				}
			}
			continue
		}
		if opt == law.OptSelectMove {
			return g.chooseMove(r, law.SentMove{From: e.Square, To: e.To, Promotion: e.Promotion})
		}
		if err := g.checkArgument(r, opt, arg); err != nil {
			return err
		}
		if who == "umpire" {
			r.pick = chooserUmpire // decided by him, on the player's behalf where it was the player's
		}
		g.rulings.settle(r, StateEnforced, opt, arg)
		if who == "umpire" {
			g.appeals.umpireDecided(r)
		}
		if err := g.ruleOnSecondMoveLetStand(r, opt); err != nil {
			return err
		}
		return g.modes.playChosenMove(r)
	}
	if len(offered) == 0 {
		return fmt.Errorf("no pending ruling lets %s choose", who)
	}
	return fmt.Errorf("%s is not on offer to %s (on offer: %s)", opt, who, strings.Join(offered, ", "))
}

// ruleOnSecondMoveLetStand: the second of two moves let stand (Lewis and
// American XIV: "continuing the game as if only one move had been played")
// is judged as a move of its own; a man played where his powers cannot take
// him is a false move (XIII).
func (g claimDesk) ruleOnSecondMoveLetStand(r *ruling, opt string) error {
	if opt != law.OptLetStand || r.Kind != law.KindTwoMoves || !r.hasOffender || r.move < 0 || r.move >= len(g.s.moves) {
		return nil
	}
	m := &g.s.moves[r.move]
	before := m.before()
	if before.WithinPowers(m.from, m.to) || before.Squares[m.to].Color == r.offender && !before.Squares[m.to].Empty() {
		return nil
	}
	before.Turn = r.offender // judged as his move
	adverse := chess.NoSquare
	if !before.Squares[m.to].Empty() {
		adverse = m.to
	}
	f := g.factsAt(&before, r.offender, m.from, adverse)
	f.Capture = adverse.Valid()
	f.IsKing = m.man.Kind == 'K'
	_, err := g.rulings.raise(law.KindFalseMove, f, subject{square: m.from, capture: adverse}, offenceBy(r.offender, r.move))
	return err
}

// checkArgument: the man named with move-any or select-touched is one the
// law lets the chooser name.
func (g claimDesk) checkArgument(r *ruling, opt string, arg chess.Square) error {
	switch opt {
	case law.OptMoveAny:
		return g.checkMoveAny(r, arg)
	case law.OptSelectTouched:
		return g.checkSelected(r, arg)
	case law.OptPlayTo:
		return g.checkElected(r, arg)
	}
	if arg.Valid() {
		return fmt.Errorf("%s takes no square", opt)
	}
	return nil
}

// checkMoveAny: "any other man legally moveable" — a man of the offender's
// that can move, other than the man that offended.
func (g claimDesk) checkMoveAny(r *ruling, arg chess.Square) error {
	if !arg.Valid() {
		return fmt.Errorf("move-any needs the square of the man to be played")
	}
	b := g.positionFor(r)
	if p := b.Squares[arg]; p.Empty() || p.Color != r.offender {
		return fmt.Errorf("move-any %s: no man of %s stands there", arg, r.offender)
	}
	if arg == r.square || slices.Contains(r.touched(), arg) {
		return fmt.Errorf("move-any %s: that is the man that offended; the law says any other man", arg)
	}
	if !b.CanMove(r.offender, arg) {
		return fmt.Errorf("move-any %s: that man cannot be moved legally", arg)
	}
	return nil
}

// checkSelected: one of the men touched that can be moved or taken; no duty
// is put on a man that cannot.
func (g claimDesk) checkSelected(r *ruling, arg chess.Square) error {
	names := make([]string, len(r.touched()))
	for i, t := range r.touched() {
		names[i] = t.String()
	}
	if !arg.Valid() || !slices.Contains(r.touched(), arg) {
		return fmt.Errorf("select-touched needs one of the men touched: %s", strings.Join(names, ", "))
	}
	if !slices.Contains(r.facts.Candidates, arg) {
		return fmt.Errorf("select-touched %s: that man cannot legally be %s; no duty is put on it", arg, playedWord(r))
	}
	return nil
}

func playedWord(r *ruling) string {
	if r.facts.Adverse {
		return "taken"
	}
	return "moved"
}

// positionFor is the position the offender will move from once the
// offending move (if any) is retracted.
func (g claimDesk) positionFor(r *ruling) chess.Board {
	if r.move >= 0 && r.move < len(g.s.moves) {
		return g.s.moves[r.move].before()
	}
	return g.s.board
}

// waive: the entitled player declines his latest pending penalty.
func (g claimDesk) waive(e record.Event) error {
	who := e.Actor.String()
	named, err := g.namedRuling(e)
	if err != nil {
		return err
	}
	lawsOwn := false
	for i := len(g.s.open) - 1; i >= 0; i-- {
		r := g.s.open[i]
		if r.State != StatePending || r.chooser() != who || named != nil && r != named {
			continue
		}
		if r.remedy.Window.Kind == law.UntilDiscovered {
			lawsOwn = true // "must be retracted": no one's to decline
			continue
		}
		g.rulings.waiveRuling(r)
		if who == "umpire" {
			g.appeals.umpireDecided(r)
		}
		return nil
	}
	if lawsOwn {
		return fmt.Errorf("a King left in check is not %s's to waive: the law retracts the moves when it is discovered (claim to discover it)", who)
	}
	return fmt.Errorf("no pending ruling for %s to waive", who)
}

// namedRuling is the ruling a choose or waive names by its number, nil when
// it names none; a number that names no ruling pending for the actor is
// refused with the reason.
func (g claimDesk) namedRuling(e record.Event) (*ruling, error) {
	if e.Ruling == 0 {
		return nil, nil
	}
	n := int(e.Ruling)
	if n < 1 || n > len(g.s.rulings) {
		return nil, fmt.Errorf("there is no ruling %d (%d so far)", n, len(g.s.rulings))
	}
	r := g.s.rulings[n-1]
	switch {
	case r.State != StatePending:
		return nil, fmt.Errorf("ruling %d is not pending (%s)", n, r.State)
	case r.chooser() != e.Actor.String():
		chooser := r.chooser()
		if chooser == "" {
			chooser = "nobody"
		}
		return nil, fmt.Errorf("ruling %d is not %s's to answer (chooser: %s)", n, e.Actor, chooser)
	}
	return r, nil
}

// chooseMove: the chooser names the move to stand among those sent.
func (g claimDesk) chooseMove(r *ruling, m law.SentMove) error {
	if !m.From.Valid() || !m.To.Valid() {
		return errors.New("select-move needs the move, e.g. select-move d2d4")
	}
	if err := checkSelectMove(r, m); err != nil {
		return err
	}
	r.setRare(func(x *rare) { x.selected = &m })
	g.rulings.settle(r, StateEnforced, law.OptSelectMove, chess.NoSquare)
	r.setRare(func(x *rare) { x.Argument = m.String() })
	return g.modes.playChosenMove(r)
}

// checkElected: after the owner let the man go himself, the square elected
// is one the man commanded from where it stood (Staunton VII).
func (g claimDesk) checkElected(r *ruling, arg chess.Square) error {
	if !arg.Valid() {
		if r.facts.Elected.Valid() {
			return nil // elected already with `elect`
		}
		return fmt.Errorf("play-to needs the square elected, e.g. play-to f3")
	}
	b := g.positionFor(r)
	for _, m := range g.legalFor(&b, r.offender) {
		if m.From == r.square && m.To == arg {
			return nil
		}
	}
	return fmt.Errorf("play-to %s: the man on %s cannot go there", arg, r.square)
}

// umpireMayChoose: a pending ruling (the one named, if any) is the umpire's
// to decide. When none is, an umpire's choice recorded decides a player's
// penalty on his behalf: the question was submitted to him (an appeal, or
// the record of his decision: docs/notation.md §14), or he acted unasked
// where the code lets him (Staunton XIX).
func (g claimDesk) umpireMayChoose(named *ruling) bool {
	for _, r := range g.s.open {
		if r.State == StatePending && r.chooser() == "umpire" && (named == nil || r == named) {
			return true
		}
	}
	return false
}
