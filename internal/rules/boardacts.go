package rules

import (
	"fmt"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
)

// The acts at the board that need no file of their own: a word said, a
// move in one go, a man dropped.

// sayJadoube: "J'adoube" said before a touch makes that touch an
// adjustment (docs/spec.md §2; BCA VI "before touching it", Lewis and American VII
// "at the moment of touching it"). Said while holding a man it is an
// afterthought about that man, which stays bound, but it is said before the
// next man is touched, unless the code voids it altogether (Staunton XIII:
// "as if J'adoube had not been said"). It protects nothing once the player
// has moved.
func (g *Game) sayJadoube(p chess.Color) {
	if g.s.hand.held && g.s.hand.who == p && g.law.AfterthoughtVoid != "" {
		if g.s.board.Turn == p {
			g.s.turn.afterthought = true
		}
		return
	}
	g.s.jadoube[p] = true
}

// moveShorthand is `move e2e4`: touch, release, and the piece if named.
func (g *Game) moveShorthand(p chess.Color, e record.Event) error {
	if g.setup.Mode == law.ModeCorrespondence {
		// By correspondence a move is a move despatched (docs/notation.md
		// §9): one despatched after the day appointed is a day missed.
		if err := g.judgeAppointedDay(p, e.At); err != nil {
			return err
		}
	}
	if err := g.touch(p, e.Square, false); err != nil {
		return err
	}
	if err := g.release(p, e.To); err != nil {
		return err
	}
	if e.Promotion == "" {
		return nil
	}
	if g.s.promo == nil {
		return fmt.Errorf("move %s%s does not bring a pawn to the last rank: nothing to promote", e.Square, e.To)
	}
	return g.promote(p, e.Promotion)
}

// drop: a man falls off the board unnoticed.
func (g *Game) drop(p chess.Color, sq chess.Square) error {
	s := &g.s
	if !sq.Valid() || s.board.Squares[sq].Empty() {
		return fmt.Errorf("no man on %s to drop", sq)
	}
	s.dropped = append(s.dropped, dropped{square: sq, piece: s.board.Squares[sq], ply: len(s.moves)})
	s.board.Put(sq, chess.Piece{})
	s.board.DropContradictedRights()
	return nil
}
