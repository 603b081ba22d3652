package rules

import (
	"errors"
	"fmt"
	"slices"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
)

// release lets go of the man in hand on a square.
func (g moveMaker) release(p chess.Color, to chess.Square) error {
	s := &g.s
	if !s.hand.held {
		return fmt.Errorf("%s holds no man to release", p)
	}
	if s.hand.who != p {
		return fmt.Errorf("the man in hand is held by %s, not %s", s.hand.who, p)
	}
	if !to.Valid() {
		return errors.New("bad square")
	}
	from := s.hand.square
	if to == from {
		s.hand = hand{square: chess.NoSquare}
		g.noteRookQuit(p, from)
		return nil // put back: no move
	}
	if s.board.Squares[to].Kind == 'K' {
		return fmt.Errorf("a King is never captured: the man cannot be released on %s", to)
	}
	return g.completeMove(p, from, to)
}

// transfer is a man let go on another square, as judged before it is made.
type transfer struct {
	from, to  chess.Square
	man       chess.Piece
	before    chess.Board
	own       bool // the player moved a man of his own
	onTurn    bool // it was his turn
	castling  bool // the King's castling transfer
	legal     bool // a legal move, in turn
	legalMove chess.BoardMove
	captured  chess.Piece
	// oddsMoves: moves the receiver of the odds of several moves had still
	// to play before this one (Staunton odds V).
	oddsMoves int
	// kingLeap: the King's castling transfer on the side of a Rook given as
	// odds; LeapLawful: as castling would be with the Rook on the board.
	kingLeap, leapLawful bool
}

// turnEnded is what the mover had touched in the turn his move ends.
type turnEnded struct {
	touches turnTouches
	squares []chess.Square // squares touched with the man (Staunton VII)
}

// completeMove: a man released on another square makes a complete and
// irrevocable move (Lewis VIII, American VIII, Staunton VII), whether or not
// it was legal, and the law rules on it.
func (g moveMaker) completeMove(p chess.Color, from, to chess.Square) error {
	if b := &g.s.board; b.Turn != p && b.CastlingMove(from, to) {
		// A King's castling transfer after his own move: castling begun
		// with the Rook (irregular.go)?
		if ok, err := g.castlingAfterRook(p, from, to); ok || err != nil {
			return err
		}
	}
	tr := g.judgeTransfer(p, from, to)
	idx := g.makeTransfer(p, tr)
	ended := g.endTurn(p, tr)
	g.moveMade(p, idx)
	leap := false
	if tr.kingLeap {
		var err error
		if leap, err = g.odds.judgeKingLeap(p, tr, idx); err != nil {
			return err
		}
	}
	if !leap {
		if err := g.ruleOnTransfer(p, tr, idx); err != nil {
			return err
		}
	}
	if tr.oddsMoves > 0 && beyondFourth(p, tr.to) && idx < len(g.s.moves) {
		if err := g.odds.ruleOnOddsBeyondFourth(p, tr, idx); err != nil {
			return err
		}
	}
	if idx >= len(g.s.moves) {
		return nil // the law took the move back at once (Staunton V, BCA V)
	}
	if tr.legal {
		if err := g.ruleOnRegularMove(p, tr, idx, ended); err != nil {
			return err
		}
		if idx >= len(g.s.moves) {
			return nil // a penalty defied: the move is taken back
		}
	}
	if tr.own && tr.man.Kind == 'P' && lastRank(p, to) {
		g.s.promo = &promoPending{player: p, square: to, move: idx}
		if tr.legalMove.Promo != 0 {
			g.s.moves[idx].regular = true
			g.s.moves[idx].sanLen = 0
		}
		return nil
	}
	return g.afterMove(p)
}

// turnPassed: the adversary's turn has come.
func (g moveMaker) turnPassed() error {
	return g.hand.earlyTouchesBind(g.s.board.Turn)
}

func lastRank(p chess.Color, sq chess.Square) bool {
	return p == chess.White && sq.Rank() == 7 || p == chess.Black && sq.Rank() == 0
}

// judgeTransfer works out what kind of transfer it is on the board as it
// stands: whose man, whose turn, castling, a legal move.
func (g moveMaker) judgeTransfer(p chess.Color, from, to chess.Square) *transfer {
	b := &g.s.board
	tr := &g.s.scratch
	// The board apart: a literal holding it would be built aside (a whole
	// board) and copied again.
	*tr = transfer{from: from, to: to, man: b.Squares[from]}
	tr.before = *b
	tr.own = tr.man.Color == p
	tr.onTurn = b.Turn == p
	// The King's two steps are castling only with his own Rook on that
	// corner (or a Rook given as odds there); without, a false move.
	tr.castling = tr.own && b.CastlingMove(from, to) &&
		(b.Squares[rookCorner(to)] == chess.Piece{Color: p, Kind: 'R'} || g.odds.rookGiven(p, to))
	if tr.own && tr.onTurn {
		tr.legalMove, tr.legal = g.findLegal(b, chess.BoardMove{From: from, To: to})
	}
	if odds := g.terms.movesAtOdds; odds != nil {
		tr.oddsMoves = odds(g.Game, p)
	}
	if tr.castling && !tr.legal && tr.onTurn && g.odds.rookGiven(p, to) && b.Squares[rookCorner(to)].Empty() {
		tr.kingLeap, tr.leapLawful = true, g.odds.kingLeapLawful(b, p, from, to)
	}
	return tr
}

// findLegal finds the legal move m names on b, its promotion given (a Queen
// where none was named).
func (g moveMaker) findLegal(b *chess.Board, m chess.BoardMove) (chess.BoardMove, bool) {
	if m.Promo == 0 && !(b.Squares[m.From].Kind == 'P' && lastRank(b.Turn, m.To)) {
		// The single-move test: no list of every move for an ordinary move.
		return m, chess.IsLegal(b, m)
	}
	for _, lm := range g.legal(b) {
		if lm.From == m.From && lm.To == m.To && (m.Promo == 0 || lm.Promo == m.Promo) {
			if lm.Promo != 0 && m.Promo == 0 {
				lm.Promo = 'q'
			}
			return lm, true
		}
	}
	return m, false
}

// rookCorner is the corner of the Rook a King's castling transfer to `to`
// castles with.
func rookCorner(to chess.Square) chess.Square {
	if to.File() == 2 {
		return chess.SquareAt(0, to.Rank())
	}
	return chess.SquareAt(7, to.Rank())
}

// makeTransfer carries the man over on the board and records the move.
func (g moveMaker) makeTransfer(p chess.Color, tr *transfer) int {
	s := &g.s
	tr.captured = s.board.Transfer(tr.from, tr.to)
	idx := len(s.moves)
	// The record filled in place, not built aside and copied.
	s.moves = append(roomForMove(s.moves, g.events.Cap()), moveRec{})
	m := &s.moves[idx]
	m.from, m.to, m.mover, m.man, m.event = tr.from, tr.to, p, tr.man, int32(s.eventNo)
	m.oppChecked, m.regular, m.castling = tr.before.InCheck(p.Other()), tr.legal, tr.castling
	chess.PackInto(&m.prior, &tr.before)
	switch {
	case tr.onTurn && tr.oddsMoves > 1:
		// Odds of several moves: the receiver plays on; they count as one.
		s.board.EnPassant = chess.NoSquare
	case tr.onTurn:
		s.board.PassTurn()
	}
	if tr.legal && tr.legalMove.Promo == 0 && s.board.Turn != tr.before.Turn {
		g.gen.Played(&tr.before, &s.board, tr.legalMove)
	}
	for _, moved := range g.terms.moved {
		moved(g.Game, tr.from, tr.to)
	}
	return idx
}

// endTurn: the mover's touches of the turn are judged with his move; a move
// out of turn leaves the touches of the player to move standing.
func (g moveMaker) endTurn(p chess.Color, tr *transfer) turnEnded {
	s := &g.s
	ended := turnEnded{squares: s.hand.squares}
	s.adjustedLast.reset()
	if tr.onTurn {
		ended.touches = s.turn
		s.turn.reset()
		// Field by field, the squares only when there are any (reset left
		// none): a composite literal writes the pointer through the
		// collector's barrier at every move.
		s.adjustedLast.player, s.adjustedLast.move = p, len(s.moves)-1
		if adj := ended.touches.adjusted; adj != nil {
			s.adjustedLast.squares = adj
		}
	}
	s.hand = hand{square: chess.NoSquare}
	s.free[p] = false
	s.jadoube[p] = false // said while holding the man now moved
	// A man touched out of turn and then moved has made its move.
	s.early = slices.DeleteFunc(s.early, func(e earlyTouch) bool {
		return e.player == p && (e.square == tr.from || e.square == tr.to)
	})
	return ended
}

// moveMade: the windows that end with a player's move, and the rulings that
// now concern the move he made.
func (g moveMaker) moveMade(p chess.Color, idx int) {
	for _, r := range slices.Clone(g.s.watch) {
		switch {
		case r.remedy.Window.Kind == law.UntilReplyMade && r.chooser() == p.String():
			g.rulings.lapse(r) // BCA IX: the touch in reply was free; the reply is made
		case r.claimed:
		case r.remedy.Window.Kind == law.UntilOffenderMoves && r.hasOffender && r.offender == p:
			g.rulings.lapse(r) // Lewis and American XX: "previous to his adversary's moving"
		case r.move < 0 && r.hasOffender && r.offender == p && raisedOnTouch(r.Kind):
			// A penalty raised on a touch this turn, chosen after the move,
			// takes this move back ("retracted if need be").
			g.rulings.attachMove(r, idx)
		}
	}
	if cry := g.s.falseCry; cry != nil && cry.State == StatePending && cry.chooser() == p.String() {
		g.rulings.reoffer(cry) // the misled player has moved: he may recall it
	}
}

// ruleOnTransfer rules on a transfer that is not a regular move: the
// adversary's man moved, a move out of turn, one's own man taken, castling
// forbidden, a false move, an illegal move.
func (g moveMaker) ruleOnTransfer(p chess.Color, tr *transfer, idx int) error {
	if tr.own && tr.onTurn && tr.legal {
		// A regular move, nearly every ply: irregularity would say so too,
		// but only after clearing the facts and subject it returns.
		return nil
	}
	kind, f, subj := g.irregularity(p, tr)
	if kind == "" {
		return nil
	}
	var r *ruling
	var err error
	if kind == law.KindKingLeftInCheck {
		r, err = g.checks.kingLeftInCheck(p, idx)
	} else {
		r, err = g.rulings.raise(kind, f, subj, offenceBy(p, idx))
	}
	if r != nil {
		g.supersedeTouchRulings(p, r, func(o *ruling) bool {
			return o.square == tr.from || o.capture == tr.to || o.capture == tr.from
		})
	}
	return err
}

// ruleOnRegularMove rules on a legal move against the penalties the mover
// must carry out, then against his touches of the turn.
func (g moveMaker) ruleOnRegularMove(p chess.Color, tr *transfer, idx int, ended turnEnded) error {
	defied, err := g.ruleOnObligations(p, idx)
	if err != nil || defied {
		return err
	}
	return g.ruleOnTouches(p, tr, idx, ended)
}

// ruleOnObligations: a move that does not meet a penalty in force cannot
// stand. It returns whether a penalty was defied.
func (g moveMaker) ruleOnObligations(p chess.Color, idx int) (bool, error) {
	s := &g.s
	rec := &s.moves[idx]
	for i, o := range s.obligations {
		if o.Player != p || len(s.moves)-1 <= o.FromPly {
			continue
		}
		s.obligations = slices.Delete(s.obligations, i, i+1)
		if meets(o, rec) && !kingCastledForPenalty(o, rec) {
			return false, nil
		}
		if before := rec.before(); !g.dutyPossible(&before, o) {
			// It fell due in a position where it cannot be done: it lapses
			// (BCA and Staunton V: "if it can be played legally").
			return false, nil
		}
		return g.penaltyDefied(p, o, idx)
	}
	return false, nil
}

// ruleOnTouches rules on a legal move against the men touched in the turn:
// the King and Rook touched for castling and then no castling, a man touched
// not played, a square touched with the man then played to (Staunton VII).
func (g moveMaker) ruleOnTouches(p chess.Color, tr *transfer, idx int, ended turnEnded) error {
	t := ended.touches
	// King and a Rook touched, then no castling with that Rook: two men
	// touched, not "in castling".
	castledWithTouched := tr.castling && slices.Contains(t.own, rookCorner(tr.to))
	if t.several == nil && len(t.own) == 2 && castlingPair(p, t.own, &tr.before) && !castledWithTouched {
		r, err := g.hand.raiseSeveral(p, t.own, false, &tr.before, idx)
		if err != nil {
			return err
		}
		if r != nil {
			t.duties = slices.DeleteFunc(t.duties, func(d duty) bool { return !d.adverse })
		}
	}
	g.severalCarriedOut(t.several, tr.from)
	if err := g.ruleOnRookQuit(p, tr, idx, t); err != nil {
		return err
	}
	if err := g.ruleOnDuties(p, t.duties, idx); err != nil {
		return err
	}
	return g.ruleOnTouchedSquares(p, idx, ended.squares)
}

// severalCarriedOut: of the men touched, the only one that could be moved is
// the one played: there is nothing left for the opponent to select.
func (g moveMaker) severalCarriedOut(r *ruling, moved chess.Square) {
	if r == nil || r.State != StatePending || r.facts.Adverse || len(r.facts.Candidates) != 1 || r.facts.Candidates[0] != moved {
		return
	}
	g.rulings.close(r)
	r.State, r.Options, r.pick = StateNoPenalty, []string{}, noChooser
	r.Note += "; the only one of them that could be moved was played"
}

// ruleOnRookQuit: the King castles with a Rook that was touched first and
// let go on its own square before the King was touched.
func (g moveMaker) ruleOnRookQuit(p chess.Color, tr *transfer, idx int, t turnTouches) error {
	if !tr.castling || !t.rookQuitSet || t.rookQuit != rookCorner(tr.to) {
		return nil
	}
	before := g.s.moves[idx].before()
	f := g.factsAt(&before, p, t.rookQuit, chess.NoSquare)
	return g.rulings.raiseAs(law.KindCastlingRookFirst, law.CaseRookQuitUnmoved, f, subject{square: t.rookQuit, capture: chess.NoSquare}, offenceBy(p, idx))
}

// ruleOnDuties: a man touched must be moved, an adverse man touched taken.
func (g moveMaker) ruleOnDuties(p chess.Color, duties []duty, idx int) error {
	if len(duties) == 0 {
		return nil
	}
	rec := &g.s.moves[idx]
	var unmovedOwn, untakenAdverse []chess.Square
	for _, d := range duties {
		switch {
		case d.player != p:
		case d.adverse && !(rec.to == d.square || enPassantTakes(rec, d.square)):
			untakenAdverse = append(untakenAdverse, d.square)
		case !d.adverse && rec.from != d.square && !(rec.castling && d.square == rookCorner(rec.to)):
			unmovedOwn = append(unmovedOwn, d.square)
		}
	}
	if len(unmovedOwn)+len(untakenAdverse) == 0 {
		return nil
	}
	subj := noSubject
	f := law.Facts{}
	if len(unmovedOwn) > 0 {
		subj.square = unmovedOwn[0]
	}
	if len(untakenAdverse) > 0 {
		subj.capture = untakenAdverse[0]
	}
	before := rec.before()
	f = g.factsAt(&before, p, subj.square, subj.capture)
	_, err := g.rulings.raise(law.KindTouchMoveBreach, f, subj, offenceBy(p, idx))
	return err
}

// ruleOnTouchedSquares: the man played to a square it touched while in hand
// (Staunton VII): when it could have gone to one it did not touch, the move
// is irregular; when it had touched every square it commands, the square is
// the opponent's to elect, and its owner's choice stands only if he lets it.
func (g moveMaker) ruleOnTouchedSquares(p chess.Color, idx int, touched []chess.Square) error {
	if !slices.Contains(touched, g.s.moves[idx].to) {
		return nil
	}
	rec := g.s.moves[idx]
	before := rec.before()
	f := g.factsAt(&before, p, rec.from, chess.NoSquare)
	subj := subject{square: rec.from, capture: chess.NoSquare}
	for _, m := range g.legalFor(&before, p) {
		if m.From == rec.from && !slices.Contains(touched, m.To) {
			_, err := g.rulings.raise(law.KindTouchedSquarePlayed, f, subj, offenceBy(p, idx))
			return err
		}
	}
	return g.rulings.raiseAs(law.KindTouchedSquarePlayed, law.CaseAllSquaresTouched, f, subj, offenceBy(p, idx))
}

// afterMove: the move is complete (its piece named). Note the check it
// gives, run the fifty-move count, close windows counted in moves.
func (g moveMaker) afterMove(p chess.Color) error {
	s := &g.s
	idx := len(s.moves) - 1
	s.check = checkState{}
	if !s.board.InCheck(p) {
		s.mayIgnore[p], s.ignored[p] = false, false
	}
	// The move gives check if it puts the King in check; a check the King
	// already stood in (ignored under Lewis and American XVIII) is not given
	// again.
	if idx >= 0 && s.board.InCheck(p.Other()) && !s.moves[idx].oppChecked {
		s.check = checkState{given: true, open: true, by: p, move: idx}
	}
	for _, r := range slices.Clone(s.watch) {
		if r.remedy.Window.Kind == law.UntilPlies && len(s.moves) >= r.remedy.Window.Plies && !r.claimed {
			g.rulings.lapse(r) // Staunton IV, BCA IV: four moves on each side played
		}
	}
	if g.terms.countsFifty || s.fifty != nil {
		if err := g.fifty.runFiftyCount(); err != nil {
			return err
		}
	}
	for _, judge := range g.terms.afterMove {
		if err := judge(g.Game, p); err != nil {
			return err
		}
	}
	if s.checkSaidEarly[p] {
		if err := g.checks.checkSaidBeforeMove(p); err != nil {
			return err
		}
	}
	g.endedUndiscovered(idx)
	return g.turnPassed()
}

// endedUndiscovered: a regular move mated or stalemated; a King left in
// check earlier and not discovered "in the course of a game" (BCA VIII) no
// longer can be: the game is over (Staunton def:checkmate, def:stalemate).
func (g moveMaker) endedUndiscovered(idx int) {
	s := &g.s
	if idx < 0 || idx >= len(s.moves) || !s.moves[idx].regular {
		return
	}
	waiting := slices.ContainsFunc(s.open, func(r *ruling) bool {
		return r.State == StatePending && r.remedy.Window.Kind == law.UntilDiscovered
	})
	if !waiting {
		return // the usual case: nothing waits to be discovered
	}
	if chess.VerdictOf(&s.board) == chess.VerdictGoesOn {
		return
	}
	for _, r := range slices.Clone(s.open) {
		if r.State == StatePending && r.remedy.Window.Kind == law.UntilDiscovered {
			g.rulings.lapse(r)
			r.Note += "; the game ended before it was discovered"
		}
	}
}

// moveMaker rules on a man let go on a square: the move made, what the law finds irregular in it, the piece a pawn becomes (move.go, irregular.go, promotion.go).
type moveMaker struct{ *Game }
