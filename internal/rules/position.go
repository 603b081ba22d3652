package rules

import (
	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
)

// The moves the law needs to know about: what the side to move, or a
// player as if it were his turn, can legally do in a position. The acts
// (touch.go, move.go) ask these; they ask nothing back.

// legal returns the legal moves of b for the side to move.
func (g *Game) legal(b *chess.Board) []chess.BoardMove { return g.gen.Legal(b) }

// legalFor returns c's legal moves on b, as if it were c's turn.
func (g *Game) legalFor(b *chess.Board, c chess.Color) []chess.BoardMove {
	if b.Turn == c {
		return g.legal(b)
	}
	cp := *b
	cp.Turn = c
	cp.EnPassant = chess.NoSquare
	return chess.NewMoveGenerator().Legal(&cp) // leave the game's generator on the game's position
}

// factsAt works out what the offender could legally do in the position he
// moves from (again): the man concerned (own), the adverse man concerned.
func (g *Game) factsAt(b *chess.Board, p chess.Color, own, adverse chess.Square) law.Facts {
	f := law.Facts{InCheckBefore: b.InCheck(p)}
	for _, m := range g.legalFor(b, p) {
		man := b.Squares[m.From]
		if man.Kind == 'K' && !b.CastlingMove(m.From, m.To) {
			f.KingCanMove = true
		}
		if m.From == own {
			f.TouchedCanMove = true
		} else {
			f.OtherCanMove = true
		}
		if adverse.Valid() && (m.To == adverse || man.Kind == 'P' && m.To == b.EnPassant && b.EnPassant.Valid() && chess.SquareAt(m.To.File(), m.From.Rank()) == adverse) {
			f.Capturable = true
		}
		if man.Kind == 'R' {
			f.RookCanMove = true
		}
	}
	return f
}
