package rules

import (
	"fmt"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
)

// A pawn on the last rank: the piece it becomes, named or awaited.

// promote names the piece for the pawn on the last rank.
func (g moveMaker) promote(p chess.Color, piece string) error {
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
func (g moveMaker) selectionAwaited() error {
	pp := g.s.promo
	return fmt.Errorf("the pawn on %s waits for %s to select its piece (%s %s: the option of selecting a piece, or of deciding that it shall remain a Pawn): %s promote q, r, b, n or none first",
		pp.square, pp.player, g.law.Short, strings.Join(g.law.UnnamedPromotionArticles, ", "), strings.ToUpper(pp.player.String()[:1]))
}

// selectionPassed: the turn passed with no piece selected for the pawn on
// the last rank; the code's option of its remaining a pawn is what he has
// taken (BCA XIII: "or of deciding that it shall remain a Pawn"), and the
// ruling says so.
func (g moveMaker) selectionPassed() error {
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
	g.rulings.record(law.KindPromotionNotExchanged, rm, f, subject{square: pp.square, capture: chess.NoSquare}, claimBy(pp.move))
	return nil
}

func (g moveMaker) settlePromotion(piece string) error {
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
			g.rulings.record(law.KindPromotionNotExchanged, rm, f, subject{square: pp.square, capture: chess.NoSquare}, offenceBy(pp.player, pp.move))
		}
	}
	if piece != law.PromoteNone && pp.move < len(s.moves) {
		converted, err := g.odds.agreedPawnPromoted(pp)
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
