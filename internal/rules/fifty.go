package rules

import (
	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
)

// force is what one side has left on the board, for the fifty-move count.
type force struct {
	queens, rooks, bishops, knights, pawns int
}

func forceOf(b *chess.Board, c chess.Color) force {
	var f force
	for _, p := range b.Squares {
		if p.Empty() || p.Color != c {
			continue
		}
		switch p.Kind {
		case 'Q':
			f.queens++
		case 'R':
			f.rooks++
		case 'B':
			f.bishops++
		case 'N':
			f.knights++
		case 'P':
			f.pawns++
		}
	}
	return f
}

func (f force) pieces() int { return f.queens + f.rooks + f.bishops + f.knights }

// value counts the force the usual way, to compare "an equal or superior
// force" (Staunton XIV, BCA XI).
func (f force) value() int { return 9*f.queens + 5*f.rooks + 3*(f.bishops+f.knights) + f.pawns }

// fiftyGroundFor works out the grounds of a claim by the claimant c.
func (g fiftyMoves) fiftyGroundFor(c chess.Color) law.FiftyGround {
	b := &g.s.board
	mine, theirs := forceOf(b, c), forceOf(b, c.Other())
	gr := law.FiftyGround{PiecesOnly: mine.pawns == 0 && theirs.pawns == 0 && mine.pieces()+theirs.pieces() > 0}
	gr.LoneKing = mine.pieces() == 0 && mine.pawns == 0
	gr.KingAndOnePiece = mine.pawns == 0 && mine.pieces() == 1 && theirs.value() >= mine.value()
	minorPair := mine.pawns == 0 && mine.queens == 0 && mine.rooks == 0 && mine.bishops+mine.knights == 2
	gr.MinorPairAgainstQueen = minorPair && theirs == force{queens: 1}
	gr.ClaimantStronger = mine.value() > theirs.value()
	gr.Persisting = g.adversaryPersists(c.Other())
	return gr
}

// adversaryPersists: the adversary's last three moves all gave check, or
// the position after his last move stood on the board before: a check, a
// series of checks or a line of play repeated. When the claimant himself
// gave check with each of his last three moves, the position recurs because
// he persists in checking and the adversary's King only steps out of it: the
// persistence is the claimant's, not the adversary's (Staunton XIV, BCA XI
// give the demand to the adversary of the one who persists).
func (g fiftyMoves) adversaryPersists(adv chess.Color) bool {
	switch {
	case g.checksInLastThree(adv):
		return true
	case g.checksInLastThree(adv.Other()):
		return false
	}
	moves := g.s.moves
	now := g.s.board.Placement()
	for i := len(moves) - 2; i >= 0 && i >= len(moves)-12; i-- {
		if moves[i].prior.Turn == g.s.board.Turn && moves[i].before().Placement() == now {
			return true
		}
	}
	return false
}

// checksInLastThree: each of p's last three moves gave check.
func (g fiftyMoves) checksInLastThree(p chess.Color) bool {
	moves := g.s.moves
	checks, seen := 0, 0
	for i := len(moves) - 1; i >= 0 && seen < 3; i-- {
		if moves[i].mover != p {
			continue
		}
		seen++
		after := g.s.board
		if i+1 < len(moves) {
			after = moves[i+1].before()
		}
		if after.InCheck(p.Other()) {
			checks++
		}
	}
	return checks == 3
}

// countFromEnding starts the fifty moves when an ending of pieces arises,
// where the code counts them with no notice (Lewis XXII): no pawn left on
// the board, a piece left to one side. An undertaking to mate in a
// particular manner is "not restricted to any number of moves".
func (g fiftyMoves) countFromEnding() {
	s := &g.s
	if !g.law.FiftyFromEnding || s.fifty != nil || g.setup.Agreement != nil {
		return
	}
	b := &s.board
	w, k := forceOf(b, chess.White), forceOf(b, chess.Black)
	if w.pawns+k.pawns > 0 || w.pieces()+k.pieces() == 0 {
		return
	}
	s.fifty = &fiftyCount{fromPly: len(s.moves), fromEnding: true}
}

// runFiftyCount ends the fifty moves counted once they have been played. A
// mate given with the last of them is given within the fifty (Lewis and
// American XXII "in fifty moves on each side at most", Staunton XIV "within
// that limit", BCA XI "within the fifty moves"): the game ended on the
// board, and no count runs out.
func (g fiftyMoves) runFiftyCount() error {
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
	g.rulings.record(law.KindFiftyMoves, rm, f, noSubject, claimBy(-1))
	return nil
}

// fiftyMoves counts the fifty moves, claimed or from an ending (fifty.go).
type fiftyMoves struct{ *Game }
