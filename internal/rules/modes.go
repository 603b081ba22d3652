package rules

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
)

// modeCase is the case a kind of act is in the game's mode, "" where the
// mode changes nothing. An adverse man moved when it is not the party's
// turn is a man moved out of turn (Staunton cons III: "moving the Men when
// it is not their turn to play").
func (g remotePlay) modeCase(kind string, f law.Facts) string {
	switch g.setup.Mode {
	case law.ModeConsultation:
		switch {
		case kind == law.KindMovedAdverseMan && f.OutOfTurn:
			return law.CaseConsOutOfTurn
		}
		switch kind {
		case law.KindTwoMoves, law.KindCommencedOutOfTurn:
			return law.CaseConsOutOfTurn
		case law.KindDroppedMan:
			return law.CaseConsManRemoved
		case law.KindAssistance:
			return law.CaseConsAssisted
		}
	case law.ModeCorrespondence:
		switch kind {
		case law.KindAssistance:
			return law.CaseCorrAssisted
		case law.KindIllegalMove:
			return law.CaseCorrIllegal
		}
	}
	return ""
}

// modeRemedy asks the code about the case in the game's mode; ok is false
// where the code has no law for it and its ordinary law governs.
func (g remotePlay) modeRemedy(kind string, f law.Facts) (law.Remedy, law.Facts, bool, error) {
	c := g.modeCase(kind, f)
	if c == "" {
		return law.Remedy{}, f, false, nil
	}
	mf := f
	mf.Kind = c
	rm, err := g.law.Remedy(mf)
	if err != nil || rm.NoOffence {
		return law.Remedy{}, f, false, err
	}
	return rm, mf, true, nil
}

// modeCitations are the articles a code cites beside its ordinary ones for
// a kind in the game's mode (Staunton cons I: touch and move holds; corr
// II: a false move despatched is punished as one played).
func (g remotePlay) modeCitations(rm law.Remedy, kind string) law.Remedy {
	for _, c := range g.law.ModeCites {
		if c.Mode == g.setup.Mode && slices.Contains(c.Kinds, kind) && (!c.InSentLine || g.s.sending) {
			rm = rm.With(c.Article)
		}
	}
	return rm
}

// ---- consultation -----------------------------------------------------------

// communicate: the party communicated a move that differs from the one
// made on its own board (Staunton cons II).
func (g remotePlay) communicate(p chess.Color, m law.SentMove) error {
	if g.setup.Mode != law.ModeConsultation {
		return errors.New("communicate: only a game by consultation has a move communicated apart from the board (tag [Mode \"consultation\"])")
	}
	idx := g.checks.lastMoveBy(p)
	if idx < 0 || idx != len(g.s.moves)-1 {
		return fmt.Errorf("communicate %s: %s's last move is not the latest on the board", m, p)
	}
	rec := &g.s.moves[idx]
	if rec.from == m.From && rec.to == m.To {
		return fmt.Errorf("communicate %s: it is the move made", m)
	}
	f := law.Facts{Communicated: m}
	r, err := g.rulings.raise(law.KindCommunicatedDiffers, f, subject{square: rec.from, capture: chess.NoSquare}, offenceBy(p, idx))
	if err != nil || r == nil || r.State != StateApplied {
		return err
	}
	return g.playChosenMove(r)
}

// restoreRemoved replaces a man removed by mistake; the moves made since
// stand (Staunton cons IV).
func (g remotePlay) restoreRemoved() {
	s := &g.s
	if len(s.dropped) == 0 {
		return
	}
	d := s.dropped[0]
	s.dropped = slices.Delete(slices.Clone(s.dropped), 0, 1)
	if s.board.Squares[d.square].Empty() {
		s.board.Put(d.square, d.piece)
	}
}

// assisted: the party accepted a bystander's help.
func (g remotePlay) assisted(p chess.Color) error {
	_, err := g.rulings.raise(law.KindAssistance, law.Facts{}, noSubject, offenceBy(p, -1))
	return err
}

// ---- correspondence ---------------------------------------------------------

// correspondenceOnly refuses a sending act outside a game by
// correspondence.
func (g remotePlay) correspondenceOnly(v record.Verb) error {
	if g.setup.Mode != law.ModeCorrespondence {
		return fmt.Errorf("%s: only in a game by correspondence (tag [Mode \"correspondence\"])", v)
	}
	return nil
}

// judgeAppointedDay: p's move comes later than the time appointed for it
// after the last move despatched: he sent no move on the day appointed
// (Staunton corr IX speaks of "the penalty of sending no move on the day
// appointed"; corr I leaves the penalty to the parties' agreement).
func (g remotePlay) judgeAppointedDay(p chess.Color, at time.Time) error {
	s := &g.s
	defer func() {
		if !at.IsZero() {
			s.lastSent = at
		}
	}()
	if g.setup.Appointed <= 0 || at.IsZero() || s.lastSent.IsZero() || at.Sub(s.lastSent) <= g.setup.Appointed {
		return nil
	}
	return g.dayMissed(p)
}

// dayMissed: p sent no move on the day appointed (`W miss`, or a move
// despatched too late).
func (g remotePlay) dayMissed(p chess.Color) error {
	if err := g.correspondenceOnly(record.Miss); err != nil {
		return err
	}
	_, err := g.rulings.raise(law.KindDayMissed, law.Facts{}, noSubject, offenceBy(p, -1))
	return err
}

// noTouching: in a game by correspondence nothing is touched at the board;
// the moves are despatched.
func (g remotePlay) noTouching(v record.Verb) error {
	if g.setup.Mode == law.ModeCorrespondence {
		return fmt.Errorf("%s: a game by correspondence has no touching at the board: record the move despatched (move or send)", v)
	}
	return nil
}

// send: p despatches moves (Staunton corr II-IX).
func (g remotePlay) send(p chess.Color, e record.Event) error {
	if err := g.correspondenceOnly(record.Send); err != nil {
		return err
	}
	if err := g.judgeAppointedDay(p, e.At); err != nil {
		return err
	}
	switch e.SentAs {
	case record.SentUnintelligible:
		_, err := g.rulings.raise(law.KindUnintelligible, law.Facts{}, noSubject, offenceBy(p, -1))
		return err
	case record.SentEither, record.SentDoubtful:
		if len(e.Sent) < 2 {
			return fmt.Errorf("send: %s wants two moves or more", e.SentAs)
		}
		kind := law.KindSeveralSent
		if e.SentAs == record.SentDoubtful {
			kind = law.KindDoubtfulMove
		}
		r, err := g.rulings.raise(kind, law.Facts{Sent: slices.Clone(e.Sent)}, noSubject, offenceBy(p, -1))
		if err != nil || r == nil {
			return err
		}
		if kind == law.KindDoubtfulMove && r.State == StatePending {
			// Read as the sender meant it until the receiver announces
			// another reading (corr VIII).
			if err := g.playSent(p, e.Sent[0], false); err != nil {
				return err
			}
			r.move = g.checks.lastMoveBy(p)
		}
		return nil
	}
	if len(e.Sent) == 0 {
		return errors.New("send: no move")
	}
	line := slices.Clone(e.Sent[1:])
	if len(line)%2 == 1 {
		return fmt.Errorf("send: a line ends with the sender's own move (%d moves: want an odd number)", len(e.Sent))
	}
	g.s.sentLine[p] = nil
	ok, err := g.playSentOK(p, e.Sent[0], len(line) > 0)
	if err != nil || !ok {
		return err
	}
	g.s.sentLine[p] = line
	return nil
}

// playSent plays a move despatched as if moved at the board.
func (g remotePlay) playSent(p chess.Color, m law.SentMove, inLine bool) error {
	_, err := g.playSentOK(p, m, inLine)
	return err
}

// playSentOK plays a move despatched; ok is false when it was irregular (a
// ruling was raised on it), which cancels the moves sent with it (corr
// IV).
func (g remotePlay) playSentOK(p chess.Color, m law.SentMove, inLine bool) (bool, error) {
	s := &g.s
	before := len(s.rulings)
	s.sending = inLine
	err := g.hand.moveShorthand(p, record.Event{Actor: record.ActorOf(p), Verb: record.Move, Square: m.From, To: m.To, Promotion: m.Promotion})
	s.sending = false
	if err != nil {
		return false, err
	}
	for _, r := range s.rulings[before:] {
		if r.hasOffender && r.offender == p && r.State != StateNoPenalty {
			return false, nil
		}
	}
	return true, nil
}

// followSentLine: the receiver has moved; the sender's next move sent is
// played if the reply is the one assumed, else the rest are not binding
// (corr V).
func (g remotePlay) followSentLine() error {
	s := &g.s
	n := len(s.moves)
	if n == 0 {
		return nil
	}
	receiver := s.moves[n-1].mover
	sender := receiver.Other()
	line := s.sentLine[sender]
	if len(line) < 2 || n == s.sentSeen {
		return nil
	}
	s.sentSeen = n
	last := &s.moves[n-1]
	if last.from != line[0].From || last.to != line[0].To {
		s.sentLine[sender] = nil
		_, err := g.rulings.raise(law.KindHypothetical, law.Facts{Sent: slices.Clone(line)}, noSubject, claimBy(-1))
		return err
	}
	s.sentLine[sender] = nil
	ok, err := g.playSentOK(sender, line[1], true)
	if err != nil || !ok {
		return err // an irregular move cancels the rest (corr IV)
	}
	s.sentLine[sender] = line[2:]
	s.sentSeen = len(s.moves)
	return nil
}

// withdraw: the sender asks back a move despatched (corr II).
func (g remotePlay) withdraw(p chess.Color) error {
	if err := g.correspondenceOnly(record.Withdraw); err != nil {
		return err
	}
	idx := g.checks.lastMoveBy(p)
	if idx < 0 {
		return fmt.Errorf("withdraw: %s has despatched no move", p)
	}
	_, err := g.rulings.raise(law.KindWithdrawal, law.Facts{}, noSubject, offenceBy(p, idx))
	return err
}

// playChosenMove plays the move an option settled on: the move
// communicated (cons II), the move selected among those sent (corr VI,
// VIII).
func (g remotePlay) playChosenMove(r *ruling) error {
	if !r.hasOffender {
		return nil
	}
	switch r.Chosen() {
	case law.OptPlayCommunicated:
		return g.playSent(r.offender, r.facts.Communicated, false)
	case law.OptSelectMove:
		var m law.SentMove
		if sel := r.selected(); sel != nil {
			m = *sel
		}
		return g.playSent(r.offender, m, false)
	}
	return nil
}

// checkSelectMove: the move named is one of those sent.
func checkSelectMove(r *ruling, m law.SentMove) error {
	var sent []string
	for _, s := range r.facts.Sent {
		if s == m {
			return nil
		}
		sent = append(sent, s.String())
	}
	return fmt.Errorf("select-move %s: not one of the moves sent (%s)", m, strings.Join(sent, ", "))
}

// sentReport lists the moves sent and not yet played (hypothetical until the
// replies assumed are made).
func (g remotePlay) sentReport() map[string][]string {
	var out map[string][]string
	for p := chess.White; p <= chess.Black; p++ {
		if line := g.s.sentLine[p]; len(line) > 0 {
			if out == nil {
				out = map[string][]string{}
			}
			for _, m := range line {
				out[p.String()] = append(out[p.String()], m.String())
			}
		}
	}
	return out
}

// remotePlay applies the rules of play in consultation and by correspondence (modes.go).
type remotePlay struct{ *Game }
