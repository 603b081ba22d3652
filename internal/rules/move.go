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

// release lets go of the man in hand on a square.
func (g *Game) release(p chess.Color, to chess.Square) error {
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

// noteRookQuit remembers a Rook on its home corner put back before the King
// was touched, for a castling that follows (BCA X).
func (g *Game) noteRookQuit(p chess.Color, from chess.Square) {
	t := &g.s.turn
	b := &g.s.board
	if b.Turn != p || t.rookQuitSet || b.Squares[from].Kind != 'R' || b.Squares[from].Color != p {
		return
	}
	home := 0
	if p == chess.Black {
		home = 7
	}
	if from.Rank() != home || (from.File() != 0 && from.File() != 7) || slices.Contains(t.own, chess.SquareAt(4, home)) {
		return
	}
	t.rookQuit, t.rookQuitSet = from, true
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
	// odds; leapLawful: as castling would be with the Rook on the board.
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
func (g *Game) completeMove(p chess.Color, from, to chess.Square) error {
	if ok, err := g.castlingAfterRook(p, from, to); ok || err != nil {
		return err
	}
	tr := g.judgeTransfer(p, from, to)
	idx := g.makeTransfer(p, tr)
	ended := g.endTurn(p, tr)
	g.moveMade(p, idx)
	leap, err := g.judgeKingLeap(p, tr, idx)
	if err != nil {
		return err
	}
	if !leap {
		if err := g.ruleOnTransfer(p, tr, idx); err != nil {
			return err
		}
	}
	if tr.oddsMoves > 0 && beyondFourth(p, tr.to) && idx < len(g.s.moves) {
		if err := g.ruleOnOddsBeyondFourth(p, tr, idx); err != nil {
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
func (g *Game) turnPassed() error {
	return g.earlyTouchesBind(g.s.board.Turn)
}

func lastRank(p chess.Color, sq chess.Square) bool {
	return p == chess.White && sq.Rank() == 7 || p == chess.Black && sq.Rank() == 0
}

// judgeTransfer works out what kind of transfer it is on the board as it
// stands: whose man, whose turn, castling, a legal move.
func (g *Game) judgeTransfer(p chess.Color, from, to chess.Square) *transfer {
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
		(b.Squares[rookCorner(to)] == chess.Piece{Color: p, Kind: 'R'} || g.rookGiven(p, to))
	if tr.own && tr.onTurn {
		tr.legalMove, tr.legal = g.findLegal(b, chess.BoardMove{From: from, To: to})
	}
	tr.oddsMoves = g.oddsMovesLeft(p)
	if tr.castling && !tr.legal && tr.onTurn && g.rookGiven(p, to) && b.Squares[rookCorner(to)].Empty() {
		tr.kingLeap, tr.leapLawful = true, g.kingLeapLawful(b, p, from, to)
	}
	return tr
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
func (g *Game) makeTransfer(p chess.Color, tr *transfer) int {
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
	g.trackAgreedMan(tr.from, tr.to)
	return idx
}

// endTurn: the mover's touches of the turn are judged with his move; a move
// out of turn leaves the touches of the player to move standing.
func (g *Game) endTurn(p chess.Color, tr *transfer) turnEnded {
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
func (g *Game) moveMade(p chess.Color, idx int) {
	for _, r := range slices.Clone(g.s.watch) {
		switch {
		case r.remedy.Window.Kind == law.UntilReplyMade && r.chooser() == p.String():
			g.lapse(r) // BCA IX: the touch in reply was free; the reply is made
		case r.claimed:
		case r.remedy.Window.Kind == law.UntilOffenderMoves && r.hasOffender && r.offender == p:
			g.lapse(r) // Lewis and American XX: "previous to his adversary's moving"
		case r.move < 0 && r.hasOffender && r.offender == p && raisedOnTouch(r.Kind):
			// A penalty raised on a touch this turn, chosen after the move,
			// takes this move back ("retracted if need be").
			g.attachMove(r, idx)
		}
	}
	if cry := g.s.falseCry; cry != nil && cry.State == StatePending && cry.chooser() == p.String() {
		g.reoffer(cry) // the misled player has moved: he may recall it
	}
}

// raisedOnTouch: the kinds of ruling raised on a touch, before any move.
func raisedOnTouch(kind string) bool {
	return kind == law.KindTouchedUnmovable || kind == law.KindTouchedUncapturable || kind == law.KindTouchedSeveral
}

// ruleOnTransfer rules on a transfer that is not a regular move: the
// adversary's man moved, a move out of turn, one's own man taken, castling
// forbidden, a false move, an illegal move.
func (g *Game) ruleOnTransfer(p chess.Color, tr *transfer, idx int) error {
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
		r, err = g.kingLeftInCheck(p, idx)
	} else {
		r, err = g.raise(kind, f, subj, offenceBy(p, idx))
	}
	if r != nil {
		g.supersedeTouchRulings(p, r, func(o *ruling) bool {
			return o.square == tr.from || o.capture == tr.to || o.capture == tr.from
		})
	}
	return err
}

// supersedeTouchRulings: a penalty raised on a touch of p's this turn gives
// way to by, the ruling on the same man (the move then made with it, or more
// men touched), where about says the touch ruling concerns that man.
func (g *Game) supersedeTouchRulings(p chess.Color, by *ruling, about func(*ruling) bool) {
	candidates := slices.Clone(g.s.watch)
	for i := len(g.s.rulings) - 1; i >= 0 && g.s.rulings[i].Event == g.s.eventNo; i-- {
		if r := g.s.rulings[i]; !slices.Contains(candidates, r) {
			candidates = append(candidates, r) // raised in this event, whatever its state
		}
	}
	for _, r := range candidates {
		if r != by && r.hasOffender && r.offender == p && r.Kind != law.KindTouchedSeveral && raisedOnTouch(r.Kind) && about(r) {
			g.supersede(r, by, SupersededSameMan)
		}
	}
}

// irregularity names what is irregular in a transfer, with the facts and
// the men the ruling concerns.
func (g *Game) irregularity(p chess.Color, tr *transfer) (string, law.Facts, subject) {
	s := &g.s
	switch {
	case !tr.own:
		f := g.factsAt(&tr.before, p, chess.NoSquare, tr.from)
		f.OutOfTurn = !tr.onTurn
		return law.KindMovedAdverseMan, f, subject{square: tr.from, capture: tr.from}
	case !tr.onTurn:
		if g.firstMoveOfGame() {
			return law.KindCommencedOutOfTurn, law.Facts{}, noSubject
		}
		return law.KindTwoMoves, law.Facts{}, subject{square: tr.from, capture: chess.NoSquare}
	case tr.legal:
		return "", law.Facts{}, noSubject
	}
	adverse := chess.NoSquare
	if !tr.captured.Empty() && tr.captured.Color != p {
		adverse = tr.to
	}
	f := g.factsAt(&tr.before, p, tr.from, adverse)
	f.Capture = adverse.Valid()
	f.IsKing = tr.man.Kind == 'K'
	subj := subject{square: tr.from, capture: adverse}
	switch {
	case !tr.captured.Empty() && tr.captured.Color == p:
		f.Capture = false
		pair := []chess.Square{tr.from, tr.to}
		for _, sq := range pair {
			if g.canMove(&tr.before, p, sq) {
				f.Candidates = append(f.Candidates, sq)
			}
		}
		return law.KindCapturedOwnMan, f, subject{square: tr.from, capture: chess.NoSquare, touched: pair}
	case tr.castling:
		f.CastlingObstructed = castlingObstructed(&tr.before, tr.from, tr.to)
		return law.KindIllegalCastling, f, subj
	case !tr.before.WithinPowers(tr.from, tr.to):
		return law.KindFalseMove, f, subj
	}
	// Within the man's powers, but his King is placed or left in check.
	checkedBefore := tr.before.InCheck(p)
	freshCheck := s.check.given && s.check.by == p.Other() // given by the adversary's last move
	switch {
	case s.mayIgnore[p] && checkedBefore:
		f.Unannounced = true
	case checkedBefore && freshCheck:
		f.Announced = s.check.announced
		f.Unannounced = !s.check.announced
	case checkedBefore && !g.law.UnannouncedCheckMayBeIgnored:
		// A check that has stood since an earlier move: the King has been
		// left in it (Staunton XII, BCA VIII), announced or not.
		return law.KindKingLeftInCheck, f, subj
	}
	if f.Unannounced && checkedBefore {
		if g.law.UnannouncedCheckMayBeIgnored {
			if !s.board.InCheckAfterOwn(p, tr.before) {
				if !s.ignored[p] {
					s.ignoredCheck[p] = g.lastMoveBefore(p.Other(), len(s.moves)-1)
				}
				s.ignored[p] = true // XVIII: he need not attend to an unannounced check
				return "", law.Facts{}, noSubject
			}
		} else {
			return law.KindKingLeftInCheck, f, subj // Staunton XII, BCA VIII
		}
	}
	return law.KindIllegalMove, f, subj
}

// castlingObstructed: a man stands between the King and the Rook he castles
// with.
func castlingObstructed(b *chess.Board, from, to chess.Square) bool {
	rank := from.Rank()
	lo, hi := 5, 6 // King's side: f and g
	if to.File() == 2 {
		lo, hi = 1, 3 // Queen's side: b, c and d
	}
	for f := lo; f <= hi; f++ {
		if !b.Squares[chess.SquareAt(f, rank)].Empty() {
			return true
		}
	}
	return false
}

// firstMoveOfGame: the record holds one move and the game began at its
// beginning (the initial position, or the position of a game at odds), so
// that move was the first of the game.
func (g *Game) firstMoveOfGame() bool {
	return len(g.s.moves) == 1 && len(g.setup.Moves) == 0 && strings.TrimSpace(g.setup.FEN) == ""
}

// ruleOnRegularMove rules on a legal move against the penalties the mover
// must carry out, then against his touches of the turn.
func (g *Game) ruleOnRegularMove(p chess.Color, tr *transfer, idx int, ended turnEnded) error {
	defied, err := g.ruleOnObligations(p, idx)
	if err != nil || defied {
		return err
	}
	return g.ruleOnTouches(p, tr, idx, ended)
}

// ruleOnObligations: a move that does not meet a penalty in force cannot
// stand. It returns whether a penalty was defied.
func (g *Game) ruleOnObligations(p chess.Color, idx int) (bool, error) {
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

// dutyPossible: some legal move of the player carries out the duty.
func (g *Game) dutyPossible(b *chess.Board, o law.Obligation) bool {
	for _, m := range g.legalFor(b, o.Player) {
		man := b.Squares[m.From]
		var ok bool
		switch o.Duty {
		case DutyMoveKing:
			ok = man.Kind == 'K' && !b.CastlingMove(m.From, m.To)
		case DutyCaptureTouched:
			ok = m.To == o.Square || man.Kind == 'P' && m.To == b.EnPassant && b.EnPassant.Valid() && chess.SquareAt(m.To.File(), m.From.Rank()) == o.Square
		case DutyPlayTo:
			ok = m.From == o.From && m.To == o.Square
		case DutyOtherMove:
			ok = m.From != o.From || m.To != o.Square
		default:
			ok = m.From == o.Square
		}
		if ok {
			return true
		}
	}
	return false
}

// penaltyDefied rules on a move that does not meet the penalty o: it is
// taken back and the penalty stands. A King bound to move that castles is
// a question each code answers: Staunton X and BCA IX forbid it; where a
// code lets it be, the castling carries out the penalty and false returns.
func (g *Game) penaltyDefied(p chess.Color, o law.Obligation, idx int) (bool, error) {
	rec := g.s.moves[idx]
	kind := law.KindObligationRefused
	if o.Duty == DutyMoveKing && rec.castling || kingCastledForPenalty(o, &rec) {
		kind = law.CasePenaltyKingCastled
	}
	f := law.Facts{Kind: kind, PenaltyArticles: o.Articles, Refused: &o}
	rm, err := g.law.Remedy(f)
	if err != nil {
		return true, err
	}
	if rm.NoOffence {
		return false, nil
	}
	if kind == law.CasePenaltyKingCastled && !rm.Silent {
		arts := slices.Clone(o.Articles)
		for _, a := range rm.Articles {
			if !slices.Contains(arts, a) {
				arts = append(arts, a)
			}
		}
		rm.Articles = arts
	}
	g.record(law.KindObligationRefused, rm, f, subject{square: rec.from, capture: chess.NoSquare}, offenceBy(p, idx))
	return true, nil
}

// kingCastledForPenalty: the man a penalty bound to move (the man touched,
// named, selected or to be replayed) is the King, and he castled. Whether
// castling carries out the penalty is the code's question (Staunton X, BCA
// IX: "When the King is moved as a penalty, it cannot castle on that move").
func kingCastledForPenalty(o law.Obligation, rec *moveRec) bool {
	return rec.castling && rec.man.Kind == 'K' && o.Duty != DutyMoveKing && o.Duty != DutyOtherMove &&
		o.Duty != DutyPlayTo && o.Square == rec.from
}

// meets: the move carries out the penalty.
func meets(o law.Obligation, rec *moveRec) bool {
	switch o.Duty {
	case DutyMoveKing:
		// Castling is a question for the code (Staunton X, BCA IX).
		return rec.man.Kind == 'K' && !rec.castling
	case DutyCaptureTouched:
		return rec.to == o.Square || enPassantTakes(rec, o.Square)
	case DutyPlayTo:
		return rec.from == o.From && rec.to == o.Square
	case DutyOtherMove:
		return rec.from != o.From || rec.to != o.Square
	default:
		return rec.from == o.Square
	}
}

// enPassantTakes: the move is a pawn taking the pawn on sq in passing.
func enPassantTakes(rec *moveRec, sq chess.Square) bool {
	b := rec.before()
	return b.Squares[rec.from].Kind == 'P' && rec.to == b.EnPassant && b.EnPassant.Valid() && chess.SquareAt(rec.to.File(), rec.from.Rank()) == sq
}

// ruleOnTouches rules on a legal move against the men touched in the turn:
// the King and Rook touched for castling and then no castling, a man touched
// not played, a square touched with the man then played to (Staunton VII).
func (g *Game) ruleOnTouches(p chess.Color, tr *transfer, idx int, ended turnEnded) error {
	t := ended.touches
	// King and a Rook touched, then no castling with that Rook: two men
	// touched, not "in castling".
	castledWithTouched := tr.castling && slices.Contains(t.own, rookCorner(tr.to))
	if t.several == nil && len(t.own) == 2 && castlingPair(p, t.own, &tr.before) && !castledWithTouched {
		r, err := g.raiseSeveral(p, t.own, false, &tr.before, idx)
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
func (g *Game) severalCarriedOut(r *ruling, moved chess.Square) {
	if r == nil || r.State != StatePending || r.facts.Adverse || len(r.facts.Candidates) != 1 || r.facts.Candidates[0] != moved {
		return
	}
	g.close(r)
	r.State, r.Options, r.pick = StateNoPenalty, []string{}, noChooser
	r.Note += "; the only one of them that could be moved was played"
}

// ruleOnRookQuit: the King castles with a Rook that was touched first and
// let go on its own square before the King was touched.
func (g *Game) ruleOnRookQuit(p chess.Color, tr *transfer, idx int, t turnTouches) error {
	if !tr.castling || !t.rookQuitSet || t.rookQuit != rookCorner(tr.to) {
		return nil
	}
	before := g.s.moves[idx].before()
	f := g.factsAt(&before, p, t.rookQuit, chess.NoSquare)
	return g.raiseAs(law.KindCastlingRookFirst, law.CaseRookQuitUnmoved, f, subject{square: t.rookQuit, capture: chess.NoSquare}, offenceBy(p, idx))
}

// ruleOnDuties: a man touched must be moved, an adverse man touched taken.
func (g *Game) ruleOnDuties(p chess.Color, duties []duty, idx int) error {
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
	_, err := g.raise(law.KindTouchMoveBreach, f, subj, offenceBy(p, idx))
	return err
}

// onlyChecking: the man on sq has a legal move and every one gives check.
func (g *Game) onlyChecking(b *chess.Board, p chess.Color, sq chess.Square) bool {
	found := false
	for _, m := range g.legalFor(b, p) {
		if m.From != sq {
			continue
		}
		after := *b
		after.Transfer(m.From, m.To)
		if !after.InCheck(p.Other()) {
			return false
		}
		found = true
	}
	return found
}

// ruleOnTouchedSquares: the man played to a square it touched while in hand
// (Staunton VII): when it could have gone to one it did not touch, the move
// is irregular; when it had touched every square it commands, the square is
// the opponent's to elect, and its owner's choice stands only if he lets it.
func (g *Game) ruleOnTouchedSquares(p chess.Color, idx int, touched []chess.Square) error {
	if !slices.Contains(touched, g.s.moves[idx].to) {
		return nil
	}
	rec := g.s.moves[idx]
	before := rec.before()
	f := g.factsAt(&before, p, rec.from, chess.NoSquare)
	subj := subject{square: rec.from, capture: chess.NoSquare}
	for _, m := range g.legalFor(&before, p) {
		if m.From == rec.from && !slices.Contains(touched, m.To) {
			_, err := g.raise(law.KindTouchedSquarePlayed, f, subj, offenceBy(p, idx))
			return err
		}
	}
	return g.raiseAs(law.KindTouchedSquarePlayed, law.CaseAllSquaresTouched, f, subj, offenceBy(p, idx))
}

// castlingAfterRook: the Rook was moved first to castle and quitted (a
// complete move), and now the King follows to castle. Only a code with a law
// on the order of touching (BCA X) makes it an offence. Under such a code,
// castling the law forbids is still castling begun with the Rook: it is
// judged as the castling it is, and the Rook's quitting besides. A code
// without that law makes the Rook's move complete when quitted, and the
// King's is a move of its own.
func (g *Game) castlingAfterRook(p chess.Color, from, to chess.Square) (bool, error) {
	s := &g.s
	b := &s.board
	if !(b.Squares[from].Color == p && b.CastlingMove(from, to)) || b.Turn == p || len(s.moves) == 0 {
		return false, nil
	}
	last := s.moves[len(s.moves)-1]
	home := from.Rank()
	rookFrom, rookTo := chess.SquareAt(7, home), chess.SquareAt(5, home)
	if to.File() == 2 {
		rookFrom, rookTo = chess.SquareAt(0, home), chess.SquareAt(3, home)
	}
	if last.mover != p || last.from != rookFrom || last.to != rookTo || last.prior.Turn != p {
		return false, nil
	}
	before := last.before()
	lm, legal := g.findLegal(&before, chess.BoardMove{From: from, To: to})
	if !legal && (!last.regular || !g.law.Decides(law.KindCastlingRookFirst)) {
		return false, nil // a Rook's move ruled on already stands as ruled
	}
	g.movesChanged(len(s.moves) - 1)
	s.moves = s.moves[:len(s.moves)-1]
	s.board = before
	if !legal {
		return true, g.forbiddenCastlingAfterRook(p, from, to, rookFrom)
	}
	s.board.Transfer(lm.From, lm.To)
	s.board.PassTurn()
	idx := len(s.moves)
	s.moves = append(s.moves, moveRec{from: from, to: to, mover: p, prior: chess.Pack(&before), man: before.Squares[from],
		oppChecked: before.InCheck(p.Other()), regular: true, event: int32(s.eventNo), castling: true})
	s.turn = turnTouches{}
	s.hand = hand{square: chess.NoSquare}
	if g.kingTouchedFirst(p, idx, from) {
		// BCA X: "or shall touch the King first": begun with the King, the
		// castling raises nothing, whichever man is set down first; and the
		// two men touched are the castling's (BCA VI, Staunton IX: "unless in
		// castling").
		g.severalWereCastling(p, idx)
		return true, g.afterMove(p)
	}
	if _, err := g.raise(law.KindCastlingRookFirst, law.Facts{}, subject{square: rookFrom, capture: chess.NoSquare}, offenceBy(p, idx)); err != nil {
		return true, err
	}
	return true, g.afterMove(p)
}

// kingTouchedFirst: in the turn of move idx, the first man p touched was his
// King on kingSq.
func (g *Game) kingTouchedFirst(p chess.Color, idx int, kingSq chess.Square) bool {
	first := 0
	if idx > 0 {
		first = int(g.s.moves[idx-1].event)
	}
	// The events up to the one being applied: a replay has the later ones
	// in the log too.
	for i := first; i < min(g.s.eventNo, g.events.Len()); i++ {
		e := g.events.At(i)
		if c, ok := e.Actor.Color(); !ok || c != p || e.Verb != record.Touch {
			continue
		}
		return e.Square == kingSq
	}
	return false
}

// severalWereCastling: the men touched in the turn of move idx were King and
// Rook, both played in castling: what the Rook's move alone raised (the
// King touched and not moved, two men touched) was no offence, and is taken
// off the record of rulings. Only rulings at the end of the record, raised
// in this turn, are taken off.
func (g *Game) severalWereCastling(p chess.Color, idx int) {
	s := &g.s
	first := int32(0)
	if idx > 0 {
		first = s.moves[idx-1].event
	}
	for n := len(s.rulings); n > 0; n-- {
		r := s.rulings[n-1]
		if int32(r.Event) <= first || !r.hasOffender || r.offender != p || (r.Kind != law.KindTouchedSeveral && r.Kind != law.KindTouchMoveBreach) {
			return
		}
		g.close(r)
		s.open = slices.DeleteFunc(s.open, func(x *ruling) bool { return x == r })
		s.rulings = s.rulings[:n-1]
	}
}

// forbiddenCastlingAfterRook: the Rook's move is taken off the record and
// the castling is made as one move, which the law then judges (a false move:
// BCA VII); the Rook quitted first is ruled on it besides (BCA X: "his
// opponent may claim the move of the Rook as a complete move").
func (g *Game) forbiddenCastlingAfterRook(p chess.Color, from, to, rookFrom chess.Square) error {
	s := &g.s
	s.turn = turnTouches{}
	s.hand = hand{square: chess.NoSquare}
	idx := len(s.moves)
	if err := g.completeMove(p, from, to); err != nil {
		return err
	}
	if idx >= len(s.moves) || !s.moves[idx].castling {
		return nil // the law took the castling back at once
	}
	_, err := g.raise(law.KindCastlingRookFirst, law.Facts{}, subject{square: rookFrom, capture: chess.NoSquare}, offenceBy(p, idx))
	return err
}

// afterMove: the move is complete (its piece named). Note the check it
// gives, run the fifty-move count, close windows counted in moves.
func (g *Game) afterMove(p chess.Color) error {
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
			g.lapse(r) // Staunton IV, BCA IV: four moves on each side played
		}
	}
	if err := g.runFiftyCount(); err != nil {
		return err
	}
	if err := g.judgeAgreement(); err != nil {
		return err
	}
	if err := g.judgeTime(p); err != nil {
		return err
	}
	if err := g.judgeOddsLeftOn(); err != nil {
		return err
	}
	if err := g.checkSaidBeforeMove(p); err != nil {
		return err
	}
	g.endedUndiscovered(idx)
	return g.turnPassed()
}

// endedUndiscovered: a regular move mated or stalemated; a King left in
// check earlier and not discovered "in the course of a game" (BCA VIII) no
// longer can be: the game is over (Staunton def:checkmate, def:stalemate).
func (g *Game) endedUndiscovered(idx int) {
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
			g.lapse(r)
			r.Note += "; the game ended before it was discovered"
		}
	}
}

// runFiftyCount ends the fifty moves counted once they have been played. A
// mate given with the last of them is given within the fifty (Lewis and
// American XXII "in fifty moves on each side at most", Staunton XIV "within
// that limit", BCA XI "within the fifty moves"): the game ended on the
// board, and no count runs out.
func (g *Game) runFiftyCount() error {
	s := &g.s
	g.countFromEnding()
	if s.fifty == nil || s.fifty.ended || len(s.moves)-s.fifty.fromPly < 100 {
		return nil
	}
	if chess.VerdictOf(&s.board) != chess.VerdictGoesOn {
		return nil
	}
	s.fifty.ended = true
	f := law.Facts{Claimant: s.fifty.claimant}
	f.Kind = law.CaseFiftyEnded
	rm, err := g.law.Remedy(f)
	if err != nil {
		return err
	}
	g.record(law.KindFiftyMoves, rm, f, noSubject, claimBy(-1))
	return nil
}

// promote names the piece for the pawn on the last rank.
func (g *Game) promote(p chess.Color, piece string) error {
	s := &g.s
	if s.promo == nil || s.promo.player != p {
		return fmt.Errorf("no pawn of %s awaits promotion", p)
	}
	switch piece {
	case law.PromoteQueen, law.PromoteRook, law.PromoteBishop, law.PromoteKnight, law.PromoteNone:
	default:
		return fmt.Errorf("bad promotion piece %q (want q, r, b, n or none)", piece)
	}
	return g.settlePromotion(piece)
}

// selectionAwaited refuses an act while a pawn on the last rank waits for
// its piece to be selected: the code leaves the choice to the player, and
// until he makes it the position is not known.
func (g *Game) selectionAwaited() error {
	pp := g.s.promo
	return fmt.Errorf("the pawn on %s waits for %s to select its piece (%s %s: the option of selecting a piece, or of deciding that it shall remain a Pawn): %s promote q, r, b, n or none first",
		pp.square, pp.player, g.law.Short, strings.Join(g.law.UnnamedPromotionArticles, ", "), strings.ToUpper(pp.player.String()[:1]))
}

// selectionPassed: the turn passed with no piece selected for the pawn on
// the last rank; the code's option of its remaining a pawn is what he has
// taken (BCA XIII: "or of deciding that it shall remain a Pawn"), and the
// ruling says so.
func (g *Game) selectionPassed() error {
	pp := *g.s.promo
	f := law.Facts{Kind: law.CasePromoteNone}
	rm, err := g.law.Remedy(f)
	if err != nil {
		return err
	}
	if err := g.settlePromotion(law.PromoteNone); err != nil {
		return err
	}
	rm.Note = "no piece was selected before the turn passed: " + rm.Note
	g.record(law.KindPromotionNotExchanged, rm, f, subject{square: pp.square, capture: chess.NoSquare}, claimBy(pp.move))
	return nil
}

func (g *Game) settlePromotion(piece string) error {
	s := &g.s
	pp := s.promo
	s.promo = nil
	if piece == "" {
		piece = law.PromoteQueen
	}
	if piece == law.PromoteNone {
		f := law.Facts{Kind: law.CasePromoteNone}
		rm, err := g.law.Remedy(f)
		if err != nil {
			return err
		}
		switch rm.Promotion {
		case law.PawnQueened:
			piece = law.PromoteQueen
		case law.PawnStays:
		default:
			g.record(law.KindPromotionNotExchanged, rm, f, subject{square: pp.square, capture: chess.NoSquare}, offenceBy(pp.player, pp.move))
		}
	}
	if piece != law.PromoteNone && pp.move < len(s.moves) {
		converted, err := g.agreedPawnPromoted(pp)
		if err != nil {
			return err
		}
		if converted {
			s.board.Put(pp.square, chess.Piece{Color: s.board.Squares[pp.square].Color, Kind: piece[0] - 0x20})
			g.movesChanged(pp.move)
			s.moves[pp.move].promo = piece[0]
			s.moves[pp.move].sanLen = 0
		}
	}
	return g.afterMove(pp.player)
}
