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

func (g *Game) findLegal(b *chess.Board, m chess.BoardMove) (chess.BoardMove, bool) {
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

// canMove: p has a legal move of the man on sq (as if it were his turn).
// Only that man's moves are generated, and the first found is enough.
func (g *Game) canMove(b *chess.Board, p chess.Color, sq chess.Square) bool {
	if !sq.Valid() {
		return false
	}
	var buf [1]chess.BoardMove
	return len(chess.GenMoves(asMover(b, p), 1<<uint(sq), ^uint64(0), buf[:0], true)) > 0
}

// canCapture: p can legally take the man on sq (en passant too).
func (g *Game) canCapture(b *chess.Board, p chess.Color, sq chess.Square) bool {
	if !sq.Valid() {
		return false
	}
	mb := asMover(b, p)
	to := uint64(1) << uint(sq)
	if mb.EnPassant.Valid() {
		to |= 1 << uint(mb.EnPassant)
	}
	var buf [8]chess.BoardMove
	for _, m := range chess.GenMoves(mb, ^uint64(0), to, buf[:0], false) {
		if m.To == sq {
			return true
		}
		if mb.Squares[m.From].Kind == 'P' && m.To == mb.EnPassant && chess.SquareAt(m.To.File(), m.From.Rank()) == sq {
			return true
		}
	}
	return false
}

// asMover is b with p to move, as legalFor sees it (no en passant right
// for a side whose turn it is not).
func asMover(b *chess.Board, p chess.Color) *chess.Board {
	if b.Turn == p {
		return b
	}
	cp := *b
	cp.Turn = p
	cp.EnPassant = chess.NoSquare
	return &cp
}

// hasPowersMove: the man has some move by its powers (so a touched man with
// no legal move is pinned or his King stands in check).
func (g *Game) hasPowersMove(b *chess.Board, sq chess.Square) bool {
	for to := chess.Square(0); to < 64; to++ {
		if b.WithinPowers(sq, to) {
			return true
		}
	}
	return false
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
