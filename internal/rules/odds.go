package rules

import (
	"fmt"
	"slices"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
)

// Odds are the odds one player gives the other (Lewis IV, VI; American IV,
// VI; Staunton Ch. III, odds I–VII; BCA X).
type Odds struct {
	Giver chess.Color
	// Men are the men given, by the squares they stand on at the start.
	Men []chess.Square
	// Move: the receiver moves first ("pawn and move").
	Move bool
	// Moves: odds of several moves: the receiver plays so many moves
	// before the giver's first, counted as one (Staunton odds V).
	Moves int
	// DrawsWon: drawn games count as won by the receiver (Staunton odds I).
	DrawsWon bool
	// Castling: the giver stipulated before the game that he may leap his
	// King on the side of a Rook given (Staunton odds III).
	Castling bool
	// Exchange: the odds of "the exchange" (Staunton odds I); which men
	// each side takes off is the players' agreement, written with a FEN.
	Exchange bool
}

// Agreement is an undertaking to win in a particular manner (Lewis XXII,
// American XXIII, Staunton XIV N.B. and odds I, IV, VI, VII).
type Agreement struct {
	Player chess.Color
	Kind   string       // AgreeMateWith, AgreeMateOn, AgreeStalemate, AgreeSelfMate
	Man    chess.Square // AgreeMateWith: the man, by its square at the start
	// AnyPawn: AgreeMateWith "one of his Pawns" (Staunton odds IV), any
	// pawn he has; Man is NoSquare.
	AnyPawn bool
	Square  chess.Square // AgreeMateOn: the square of the King mated
	// ByName: the man was named ("the queen"), not given by a square; in a
	// game from a FEN he is then the one man of that kind the player has,
	// wherever he stands.
	ByName bool
}

// The kinds of Agreement.
const (
	AgreeMateWith  = "mate-with" // checkmate with a particular man
	AgreeMateOn    = "mate-on"   // checkmate on a particular square
	AgreeStalemate = "stalemate" // force the adversary to stalemate
	AgreeSelfMate  = "self-mate" // force the adversary to checkmate him
)

// oddsStart is the position a game at odds begins from: the initial
// position without the men given, the giver to move unless he gives the
// move or several moves.
func oddsStart(o *Odds) (chess.Board, error) {
	b, err := chess.ParseFEN(chess.InitialFEN)
	if err != nil {
		return b, err
	}
	for _, sq := range o.Men {
		if !sq.Valid() || b.Squares[sq].Empty() || b.Squares[sq].Color != o.Giver || b.Squares[sq].Kind == 'K' {
			return b, fmt.Errorf("Odds: %s does not hold a man of %s's to give", sq, o.Giver)
		}
		b.Put(sq, chess.Piece{})
	}
	b.Turn = o.Giver
	if o.Move || o.Moves > 0 {
		b.Turn = o.Giver.Other()
	}
	b.DropContradictedRights()
	return b, nil
}

// rookGiven reports whether the odds gave p's Rook of the side of the King's
// castling transfer to `to`.
func (g oddsAndUndertakings) rookGiven(p chess.Color, to chess.Square) bool {
	o := g.setup.Odds
	return o != nil && o.Giver == p && slices.Contains(o.Men, rookCorner(to))
}

// kingLeapLawful: the King leaps as in castling "as though the Rooks were on
// the board" (BCA X): the King has not moved, the squares between him and
// the Rook's corner are empty, and he is not in check and neither crosses
// nor lands on an attacked square.
func (g oddsAndUndertakings) kingLeapLawful(b *chess.Board, p chess.Color, from, to chess.Square) bool {
	if g.kingHasMoved(p) || from != chess.SquareAt(4, from.Rank()) {
		return false
	}
	if castlingObstructed(b, from, to) || b.Attacked(from, p.Other()) {
		return false
	}
	step := 1
	if to.File() < from.File() {
		step = -1
	}
	for f := from.File() + step; ; f += step {
		if b.Attacked(chess.SquareAt(f, from.Rank()), p.Other()) {
			return false
		}
		if f == to.File() {
			return true
		}
	}
}

// kingHasMoved: p's King has moved in the game: a move of it stands on the
// record, the Moves tag's included; a move retracted by the law is off the
// record and no move of the game (BCA VII: "must be retracted").
func (g oddsAndUndertakings) kingHasMoved(p chess.Color) bool {
	for i := range g.s.moves {
		if m := &g.s.moves[i]; m.man.Kind == 'K' && m.man.Color == p {
			return true
		}
	}
	return false
}

// oddsMovesLeft is how many of the odds of several moves the receiver p has
// still to play before the giver's first move (0 when none).
func (g oddsAndUndertakings) oddsMovesLeft(p chess.Color) int {
	o := g.setup.Odds
	if o == nil || o.Moves == 0 || p != o.Giver.Other() || g.setup.FEN != "" || len(g.setup.Moves) > 0 {
		return 0
	}
	for _, m := range g.s.moves {
		if m.mover == o.Giver {
			return 0
		}
	}
	return max(0, o.Moves-len(g.s.moves))
}

// beyondFourth: the man went past the fourth rank, across the middle line.
func beyondFourth(p chess.Color, to chess.Square) bool {
	if p == chess.White {
		return to.Rank() > 3
	}
	return to.Rank() < 4
}

// oddsMenOnBoard: the men the odds gave still stand where they began.
func (g oddsAndUndertakings) oddsMenOnBoard() bool {
	o := g.setup.Odds
	if o == nil {
		return false
	}
	init, err := chess.ParseFEN(chess.InitialFEN)
	if err != nil {
		return false
	}
	for _, sq := range o.Men {
		if g.start.Squares[sq] == init.Squares[sq] {
			return true
		}
	}
	return false
}

// trackAgreedMan follows the man a player undertook to mate with.
func (g oddsAndUndertakings) trackAgreedMan(from, to chess.Square) {
	s := &g.s
	switch {
	case s.agreedMan == from:
		s.agreedMan = to
	case s.agreedMan == to:
		s.agreedMan = chess.NoSquare // taken
	}
}

// judgeKingLeap: a King's castling transfer on the side of a Rook given as
// odds. The code says whether the leap is lawful (BCA X "as though the Rooks
// were on the board"; Staunton odds III only if stipulated); a lawful leap is
// a regular move and true is returned; an unlawful one is ruled as castling
// forbidden.
func (g oddsAndUndertakings) judgeKingLeap(p chess.Color, tr *transfer, idx int) (bool, error) {
	if !tr.kingLeap {
		return false, nil
	}
	f := g.factsAt(&tr.before, p, tr.from, chess.NoSquare)
	f.IsKing = true
	f.LeapLawful = tr.leapLawful
	f.CastlingStipulated = g.setup.Odds.Castling
	f.Kind = law.CaseOddsKingLeap
	f.MovesEach = len(g.s.moves) / 2
	rm, err := g.law.Remedy(f)
	if err != nil {
		return true, err
	}
	if rm.NoOffence {
		tr.legal = true
		g.s.moves[idx].regular, g.s.moves[idx].sanLen = true, 0
		return true, nil
	}
	g.rulings.record(law.KindIllegalCastling, rm, f, subject{square: tr.from, capture: chess.NoSquare}, offenceBy(p, idx))
	return true, nil
}

// ruleOnOddsBeyondFourth: during the odds of several moves a man went past
// the fourth rank, which Staunton odds V forbids.
func (g oddsAndUndertakings) ruleOnOddsBeyondFourth(p chess.Color, tr *transfer, idx int) error {
	f := g.factsAt(&tr.before, p, tr.from, chess.NoSquare)
	_, err := g.rulings.raise(law.KindOddsBeyondFourth, f, subject{square: tr.from, capture: chess.NoSquare}, offenceBy(p, idx))
	return err
}

// judgeAgreement: the game has come to an end on the board (a mate or a
// stalemate); it is judged against the undertaking to win in a particular
// manner. Fulfilled, the undertaking decides the result (a stalemate forced,
// a self-mate); not fulfilled, the code says what follows (Staunton odds VII:
// the undertaker is adjudged the loser).
func (g oddsAndUndertakings) judgeAgreement() error {
	s := &g.s
	a := g.setup.Agreement
	if a == nil || s.agreementRuled || s.result != "" || s.promo != nil {
		return nil
	}
	side := s.board.Turn
	if s.board.KingCount(side) != 1 || len(g.legal(&s.board)) > 0 {
		return nil
	}
	s.agreementRuled = true
	mate := s.board.InCheck(side)
	fulfilled := g.agreementFulfilled(a, mate, side, s.moves[len(s.moves)-1])
	if fulfilled && (a.Kind == AgreeStalemate || a.Kind == AgreeSelfMate) {
		s.result = winFor(a.Player) // a stalemate forced, a self-mate: the undertaker wins
	}
	if fulfilled || mate && side == a.Player && a.Kind != AgreeSelfMate {
		// Fulfilled; or the undertaker is mated: he lost as any game is
		// lost, neither drawing it nor winning "in some other manner".
		return nil
	}
	_, err := g.rulings.raise(law.KindAgreementFailed, law.Facts{MateOnSquare: a.Kind == AgreeMateOn}, noSubject, offenceBy(a.Player, len(s.moves)-1))
	return err
}

// judgeDrawnUndertaking: the game governed by an undertaking to win in a
// particular manner has been drawn (by the fifty-move count, a claim, a
// stalemate is judgeAgreement's): the undertaking failed (Staunton odds
// VII: "either draws the game ... must be adjudged to be the loser"); the
// other codes refer it to the umpire.
func (g oddsAndUndertakings) judgeDrawnUndertaking() error {
	s := &g.s
	a := g.setup.Agreement
	if a == nil || s.agreementRuled || s.result != "1/2-1/2" {
		return nil
	}
	s.agreementRuled = true
	f := law.Facts{Drawn: true, MateOnSquare: a.Kind == AgreeMateOn}
	_, err := g.rulings.raise(law.KindAgreementFailed, f, noSubject, offenceBy(a.Player, -1))
	return err
}

// agreementFulfilled: the game ended on the board (mate, or stalemate,
// with side to move after last) the way the player undertook.
func (g oddsAndUndertakings) agreementFulfilled(a *Agreement, mate bool, side chess.Color, last moveRec) bool {
	s := &g.s
	switch a.Kind {
	case AgreeMateWith:
		if a.AnyPawn {
			p := s.board.Squares[last.to]
			return mate && side != a.Player && p.Color == a.Player && p.Kind == 'P'
		}
		return mate && side != a.Player && last.to == s.agreedMan && s.agreedMan.Valid()
	case AgreeMateOn:
		k := s.board.Kings(side)
		return mate && side != a.Player && len(k) == 1 && k[0] == a.Square
	case AgreeStalemate:
		return !mate && side != a.Player
	case AgreeSelfMate:
		return mate && side == a.Player
	}
	return false
}

// agreedPawnPromoted: the pawn a player undertook to mate with reached the
// last rank and a piece was named for it (any of his pawns, where he
// undertook to mate with "one of his Pawns": each may be the said Pawn). The code says whether it may be
// converted (Staunton odds IV: it "must not be converted into a Piece").
func (g oddsAndUndertakings) agreedPawnPromoted(pp *promoPending) (bool, error) {
	a := g.setup.Agreement
	if a == nil || a.Kind != AgreeMateWith || pp.player != a.Player || !a.AnyPawn && g.s.agreedMan != pp.square {
		return true, nil
	}
	f := law.Facts{Kind: law.KindAgreedPawnQueened}
	rm, err := g.law.Remedy(f)
	if err != nil {
		return true, err
	}
	r := g.rulings.record(law.KindAgreedPawnQueened, rm, f, subject{square: pp.square, capture: chess.NoSquare}, offenceBy(pp.player, pp.move))
	return r.Chosen() != law.OptPawnStays, nil
}

func (g oddsAndUndertakings) oddsReport() *OddsReport {
	o := g.setup.Odds
	if o == nil {
		return nil
	}
	r := &OddsReport{Giver: o.Giver.String(), Move: o.Move, Moves: o.Moves, DrawsWon: o.DrawsWon, Castling: o.Castling, Exchange: o.Exchange}
	for _, sq := range o.Men {
		r.Men = append(r.Men, sq.String())
	}
	return r
}

func (g oddsAndUndertakings) agreementReport() *AgreementReport {
	a := g.setup.Agreement
	if a == nil {
		return nil
	}
	return &AgreementReport{Player: a.Player.String(), Kind: a.Kind, Man: a.Man.String(), Square: a.Square.String(),
		AnyPawn: a.AnyPawn, Now: g.s.agreedMan.String()}
}

// judgeOddsLeftOn asks the code, once, what follows from the odds left on
// the board when four moves on both sides have been played.
func (g oddsAndUndertakings) judgeOddsLeftOn() error {
	s := &g.s
	o := g.setup.Odds
	if o == nil || s.oddsJudged || len(s.moves)/2 < 4 || !g.oddsMenOnBoard() {
		return nil // asked after every move: the cheap questions first
	}
	// An earlier notice that ended in no fresh start (the giver kept his man
	// on, or the umpire let the game proceed) does not spare the giver what
	// the law says of four moves played on both sides.
	if slices.ContainsFunc(s.rulings, func(r *ruling) bool {
		return r.Kind == law.KindOddsNotRemoved && r.Chosen() == law.OptMateDraws
	}) {
		return nil
	}
	s.oddsJudged = true
	f := law.Facts{OddsOnBoard: true}
	return g.rulings.raiseAs(law.KindOddsNotRemoved, law.CaseOddsLeftOn, f, noSubject, offenceBy(o.Giver, -1))
}

// oddsAndUndertakings applies the odds given and the undertakings to mate (odds.go).
type oddsAndUndertakings struct{ *Game }
