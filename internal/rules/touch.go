package rules

import (
	"errors"
	"fmt"
	"slices"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
)

// touch: a hand on a man, own or adverse.
func (g handAtBoard) touch(p chess.Color, sq chess.Square, accidental bool) error {
	s := &g.s
	if !sq.Valid() {
		return errors.New("bad square")
	}
	man := s.board.Squares[sq]
	if man.Empty() {
		return fmt.Errorf("no man on %s to touch", sq)
	}
	if s.check.open && s.check.by == p.Other() {
		// The check the adversary gave is noticed with this touch.
		if err := g.checks.noticeCheck(p); err != nil {
			return err
		}
	}
	adjusting := s.jadoube[p]
	s.jadoube[p] = false
	if adjusting && s.board.Turn == p {
		s.turn.adjusted = append(s.turn.adjusted, sq)
	}
	s.hand = hand{held: true, who: p, square: sq}
	onTurn := s.board.Turn == p
	// A touch the code excuses as accidental binds nothing, and is no touch
	// "in reply" that ends the adversary's right to a penalty (BCA VI, IX).
	if onTurn && adjusting && g.law.AnyTouchEndsWindow {
		g.touchInReply(p)
	}
	if onTurn && !adjusting && !(accidental && g.law.AccidentExcused) {
		g.touchInReply(p)
		s.adjustedLast.reset() // X: "before the adversary has touched a Man in reply"
	}
	if !onTurn && !adjusting && g.law.TouchBindsOutOfTurn && !(accidental && g.law.AccidentExcused) {
		g.s.early = append(g.s.early, earlyTouch{player: p, square: sq})
		return nil
	}
	if !g.touchBinds(p, onTurn, adjusting, accidental) {
		return nil
	}
	return g.touchBound(p, sq)
}

// touchBound: a touch that binds; own and adverse men bind differently.
func (g handAtBoard) touchBound(p chess.Color, sq chess.Square) error {
	man := g.s.board.Squares[sq]
	if man.Color == p {
		return g.touchOwn(p, sq)
	}
	return g.touchAdverse(p, sq)
}

// earlyTouchesBind: the player's turn has come; the men he touched before
// it bind him now, where his code says they do.
func (g handAtBoard) earlyTouchesBind(p chess.Color) error {
	s := &g.s
	var mine []earlyTouch
	s.early = slices.DeleteFunc(s.early, func(e earlyTouch) bool {
		if e.player == p {
			mine = append(mine, e)
			return true
		}
		return false
	})
	for _, e := range mine {
		if s.board.Squares[e.square].Empty() {
			continue // the man was taken in the meantime
		}
		if err := g.touchBound(p, e.square); err != nil {
			return err
		}
	}
	return nil
}

// touchBinds: a touch binds the player to move or take the man only when it
// is his turn and it is not an adjustment said beforehand, nor a touch the
// law frees in reply to the adversary's offence, nor an accident the code
// excuses.
func (g handAtBoard) touchBinds(p chess.Color, onTurn, adjusting, accidental bool) bool {
	switch {
	case adjusting, !onTurn, g.s.free[p]:
		return false
	case accidental && g.law.AccidentExcused:
		return false
	}
	return true
}

// touchInReply: the offended player touched a man in reply; the penalties
// he could have claimed lapse (Lewis XXIV, American XXV, Staunton X, BCA
// IX), unless the law keeps them open.
func (g handAtBoard) touchInReply(p chess.Color) {
	for _, r := range slices.Clone(g.s.watch) {
		if r.chooser() != p.String() || r.remedy.Window.Kind != law.UntilTouchInReply {
			continue
		}
		if raisedOnTouch(r.Kind) && r.move < 0 && r.hasOffender && r.offender == p.Other() && !g.movedSince(p.Other(), r.Event) {
			continue // raised on a touch: the offender has not moved, so nothing is replied to
		}
		g.rulings.lapse(r)
	}
}

// movedSince: c has completed a move since event n.
func (g handAtBoard) movedSince(c chess.Color, n int) bool {
	for i := len(g.s.moves) - 1; i >= 0 && int(g.s.moves[i].event) > n; i-- {
		if g.s.moves[i].mover == c {
			return true
		}
	}
	return false
}

// TouchOwn: an own man touched binds its mover to move it.
func (g handAtBoard) touchOwn(p chess.Color, sq chess.Square) error {
	t := &g.s.turn
	if slices.Contains(t.own, sq) {
		return nil
	}
	if t.own == nil {
		t.own = g.squareBlock.Carve(2)
	}
	t.own = append(t.own, sq)
	if len(t.own) > 1 {
		if ruled, err := g.touchFurther(p, sq, false); ruled || err != nil {
			return err
		}
	}
	b := &g.s.board
	if b.CanMove(p, sq) || (g.s.mayIgnore[p] && b.HasPowersMove(sq)) {
		if t.duties == nil {
			t.duties = g.dutyBlock.Carve(2)
		}
		t.duties = append(t.duties, duty{player: p, square: sq})
		return nil
	}
	f := g.factsAt(b, p, sq, chess.NoSquare)
	f.Pinned = b.HasPowersMove(sq)
	_, err := g.rulings.raise(law.KindTouchedUnmovable, f, subject{square: sq, capture: chess.NoSquare}, offenceBy(p, -1))
	return err
}

// touchAdverse: an adverse man touched binds the player to take it.
func (g handAtBoard) touchAdverse(p chess.Color, sq chess.Square) error {
	t := &g.s.turn
	if slices.Contains(t.adverse, sq) {
		return nil
	}
	t.adverse = append(t.adverse, sq)
	if len(t.adverse) > 1 {
		if ruled, err := g.touchFurther(p, sq, true); ruled || err != nil {
			return err
		}
	}
	b := &g.s.board
	if b.CanCapture(p, sq) {
		t.duties = append(t.duties, duty{player: p, square: sq, adverse: true})
		return nil
	}
	f := g.factsAt(b, p, chess.NoSquare, sq)
	_, err := g.rulings.raise(law.KindTouchedUncapturable, f, subject{square: chess.NoSquare, capture: sq}, offenceBy(p, -1))
	return err
}

// touchFurther: a second (or later) own man, or adverse man, touched in the
// turn. Touching more than one man is an offence at the touch (Staunton IX,
// BCA VI), unless the two are the King and a Rook touched in castling, which
// is judged when the move is made. Where the code makes it no offence of its
// own (Lewis and American VII: each man touched must be played), it returns
// false and the touch binds like any other.
func (g handAtBoard) touchFurther(p chess.Color, sq chess.Square, adverse bool) (bool, error) {
	t := &g.s.turn
	b := &g.s.board
	if t.several != nil && t.several.facts.Adverse == adverse {
		g.rulings.addTouched(t.several, sq, g.canPlay(b, p, sq, adverse))
		return true, nil
	}
	touched := t.own
	if adverse {
		touched = t.adverse
	}
	if !adverse && castlingPair(p, touched, b) {
		t.duties = append(t.duties, duty{player: p, square: sq})
		return true, nil
	}
	r, err := g.raiseSeveral(p, touched, adverse, b, -1)
	if err != nil || r == nil {
		return false, err
	}
	t.several = r
	t.duties = slices.DeleteFunc(t.duties, func(d duty) bool { return d.adverse == adverse })
	g.moves.supersedeTouchRulings(p, r, func(o *ruling) bool {
		return slices.Contains(touched, o.square) || slices.Contains(touched, o.capture)
	})
	return true, nil
}

// raiseSeveral rules on more than one man touched, judged on the position b
// the offender moves from; move is the move made since, if any.
func (g handAtBoard) raiseSeveral(p chess.Color, touched []chess.Square, adverse bool, b *chess.Board, move int) (*ruling, error) {
	f := g.factsAt(b, p, chess.NoSquare, chess.NoSquare)
	f.Adverse = adverse
	for _, sq := range touched {
		if g.canPlay(b, p, sq, adverse) {
			f.Candidates = append(f.Candidates, sq)
		}
	}
	f.TouchedCanMove = len(f.Candidates) > 0
	subj := subject{square: touched[0], capture: chess.NoSquare, touched: touched}
	if adverse {
		subj = subject{square: chess.NoSquare, capture: touched[0], touched: touched}
	}
	r, err := g.rulings.raise(law.KindTouchedSeveral, f, subj, offenceBy(p, move))
	if r != nil && g.s.turn.afterthought && !slices.Contains(r.Articles, g.law.AfterthoughtVoid) {
		// The second man counts as touched because the words said over
		// the first count for nothing.
		r.Articles = append(r.Articles, g.law.AfterthoughtVoid)
	}
	return r, err
}

// canPlay: the man touched can be moved (own) or taken (adverse) legally.
func (g handAtBoard) canPlay(b *chess.Board, p chess.Color, sq chess.Square, adverse bool) bool {
	if adverse {
		return b.CanCapture(p, sq)
	}
	return b.CanMove(p, sq)
}

// castlingPair: the own men touched are the King and a Rook on their home
// squares, as in castling (Staunton IX "unless in castling", BCA VI "except
// ... in castling").
func castlingPair(p chess.Color, touched []chess.Square, b *chess.Board) bool {
	if len(touched) != 2 {
		return false
	}
	home := 0
	if p == chess.Black {
		home = 7
	}
	hasKing, hasRook := false, false
	for _, sq := range touched {
		switch {
		case sq == chess.SquareAt(4, home) && b.Squares[sq].Kind == 'K':
			hasKing = true
		case (sq == chess.SquareAt(0, home) || sq == chess.SquareAt(7, home)) && b.Squares[sq].Kind == 'R':
			hasRook = true
		}
	}
	return hasKing && hasRook
}

// TouchSquare: the man in hand touches a square (Staunton VII).
func (g handAtBoard) touchSquare(p chess.Color, sq chess.Square) error {
	s := &g.s
	if !s.hand.held || s.hand.who != p {
		return fmt.Errorf("%s holds no man to touch %s with", p, sq)
	}
	if !sq.Valid() {
		return errors.New("bad square")
	}
	s.hand.squares = append(s.hand.squares, sq)
	return nil
}

// The acts at the board that need no file of their own: a word said, a
// move in one go, a man dropped.

// SayJadoube: "J'adoube" said before a touch makes that touch an
// adjustment (docs/spec.md §2; BCA VI "before touching it", Lewis and American VII
// "at the moment of touching it"). Said while holding a man it is an
// afterthought about that man, which stays bound, but it is said before the
// next man is touched, unless the code voids it altogether (Staunton XIII:
// "as if J'adoube had not been said"). It protects nothing once the player
// has moved.
func (g handAtBoard) sayJadoube(p chess.Color) {
	if g.s.hand.held && g.s.hand.who == p && g.law.AfterthoughtVoid != "" {
		if g.s.board.Turn == p {
			g.s.turn.afterthought = true
		}
		return
	}
	g.s.jadoube[p] = true
}

// moveShorthand is `move e2e4`: touch, release, and the piece if named.
func (g handAtBoard) moveShorthand(p chess.Color, e record.Event) error {
	if g.setup.Mode == law.ModeCorrespondence {
		// By correspondence a move is a move despatched (docs/notation.md
		// §9): one despatched after the day appointed is a day missed.
		if err := g.modes.judgeAppointedDay(p, e.At); err != nil {
			return err
		}
	}
	if err := g.touch(p, e.Square, false); err != nil {
		return err
	}
	if err := g.moves.release(p, e.To); err != nil {
		return err
	}
	if e.Promotion == "" {
		return nil
	}
	if g.s.promo == nil {
		return fmt.Errorf("move %s%s does not bring a pawn to the last rank: nothing to promote", e.Square, e.To)
	}
	return g.moves.promote(p, e.Promotion)
}

// drop: a man falls off the board unnoticed.
func (g handAtBoard) drop(p chess.Color, sq chess.Square) error {
	s := &g.s
	if !sq.Valid() || s.board.Squares[sq].Empty() {
		return fmt.Errorf("no man on %s to drop", sq)
	}
	s.dropped = append(s.dropped, dropped{square: sq, piece: s.board.Squares[sq], ply: len(s.moves)})
	s.board.Put(sq, chess.Piece{})
	s.board.DropContradictedRights()
	return nil
}

// handAtBoard is the hand on the men: a man touched, adjusted, dropped, or moved in one act (touch.go).
type handAtBoard struct{ *Game }
