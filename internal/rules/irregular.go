package rules

import (
	"slices"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
)

// A move the law finds irregular: what kind of irregularity it is, and the
// penalties in force it defies (move.go rules on the move as made).

// raisedOnTouch: the kinds of ruling raised on a touch, before any move.
func raisedOnTouch(kind string) bool {
	return kind == law.KindTouchedUnmovable || kind == law.KindTouchedUncapturable || kind == law.KindTouchedSeveral
}

// supersedeTouchRulings: a penalty raised on a touch of p's this turn gives
// way to by, the ruling on the same man (the move then made with it, or more
// men touched), where about says the touch ruling concerns that man.
func (g moveMaker) supersedeTouchRulings(p chess.Color, by *ruling, about func(*ruling) bool) {
	candidates := slices.Clone(g.s.watch)
	for i := len(g.s.rulings) - 1; i >= 0 && g.s.rulings[i].Event == g.s.eventNo; i-- {
		if r := g.s.rulings[i]; !slices.Contains(candidates, r) {
			candidates = append(candidates, r) // raised in this event, whatever its state
		}
	}
	for _, r := range candidates {
		if r != by && r.hasOffender && r.offender == p && r.Kind != law.KindTouchedSeveral && raisedOnTouch(r.Kind) && about(r) {
			g.rulings.supersede(r, by, SupersededSameMan)
		}
	}
}

// irregularity names what is irregular in a transfer, with the facts and
// the men the ruling concerns.
func (g moveMaker) irregularity(p chess.Color, tr *transfer) (string, law.Facts, subject) {
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
			if tr.before.CanMove(p, sq) {
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
					s.ignoredCheck[p] = g.checks.lastMoveBefore(p.Other(), len(s.moves)-1)
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

// CastlingObstructed: a man stands between the King and the Rook he castles
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
func (g moveMaker) firstMoveOfGame() bool {
	return len(g.s.moves) == 1 && len(g.setup.Moves) == 0 && strings.TrimSpace(g.setup.FEN) == ""
}

// dutyPossible: some legal move of the player carries out the duty.
func (g moveMaker) dutyPossible(b *chess.Board, o law.Obligation) bool {
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
func (g moveMaker) penaltyDefied(p chess.Color, o law.Obligation, idx int) (bool, error) {
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
	g.rulings.record(law.KindObligationRefused, rm, f, subject{square: rec.from, capture: chess.NoSquare}, offenceBy(p, idx))
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

// onlyChecking: the man on sq has a legal move and every one gives check.
func (g moveMaker) onlyChecking(b *chess.Board, p chess.Color, sq chess.Square) bool {
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

// kingTouchedFirst: in the turn of move idx, the first man p touched was his
// King on kingSq.
func (g moveMaker) kingTouchedFirst(p chess.Color, idx int, kingSq chess.Square) bool {
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
func (g moveMaker) severalWereCastling(p chess.Color, idx int) {
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
		g.rulings.close(r)
		s.open = slices.DeleteFunc(s.open, func(x *ruling) bool { return x == r })
		s.rulings = s.rulings[:n-1]
	}
}

// forbiddenCastlingAfterRook: the Rook's move is taken off the record and
// the castling is made as one move, which the law then judges (a false move:
// BCA VII); the Rook quitted first is ruled on it besides (BCA X: "his
// opponent may claim the move of the Rook as a complete move").
func (g moveMaker) forbiddenCastlingAfterRook(p chess.Color, from, to, rookFrom chess.Square) error {
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
	_, err := g.rulings.raise(law.KindCastlingRookFirst, law.Facts{}, subject{square: rookFrom, capture: chess.NoSquare}, offenceBy(p, idx))
	return err
}

// noteRookQuit remembers a Rook on its home corner put back before the King
// was touched, for a castling that follows (BCA X).
func (g moveMaker) noteRookQuit(p chess.Color, from chess.Square) {
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

// castlingAfterRook: the Rook was moved first to castle and quitted (a
// complete move), and now the King follows to castle. Only a code with a law
// on the order of touching (BCA X) makes it an offence. Under such a code,
// castling the law forbids is still castling begun with the Rook: it is
// judged as the castling it is, and the Rook's quitting besides. A code
// without that law makes the Rook's move complete when quitted, and the
// King's is a move of its own.
func (g moveMaker) castlingAfterRook(p chess.Color, from, to chess.Square) (bool, error) {
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
	if _, err := g.rulings.raise(law.KindCastlingRookFirst, law.Facts{}, subject{square: rookFrom, capture: chess.NoSquare}, offenceBy(p, idx)); err != nil {
		return true, err
	}
	return true, g.afterMove(p)
}
