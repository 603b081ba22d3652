package boardfeed

import (
	"fmt"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

// Act is one thing a hand does on the board: a man lifted off Square
// (Man empty), or Man set down on it. A simulated board plays acts.
type Act struct {
	Square rules.Square
	Man    rules.Piece
}

func (a Act) String() string {
	if a.Man.Empty() {
		return "lift " + a.Square.String()
	}
	return fmt.Sprintf("place %c %s", letter(a.Man), a.Square)
}

func letter(p rules.Piece) byte {
	if p.Color == rules.Black {
		return p.Kind | 0x20
	}
	return p.Kind
}

// MoveActs are the acts of an ordinary move from → to on board, as a
// player makes it on an electronic board: the man lifted and set down;
// for a capture the man taken lifted off first (takeFirst) or after the
// mover's man is in hand; castling King first, then the Rook; en passant,
// the pawn taken lifted after the move; promotion, the pawn lifted and the
// piece promo (q r b n) set down in its place.
func MoveActs(board [64]rules.Piece, from, to rules.Square, promo byte, takeFirst bool) ([]Act, error) {
	man := board[from]
	if man.Empty() {
		return nil, fmt.Errorf("no man on %s", from)
	}
	lift := func(sq rules.Square) Act { return Act{Square: sq} }
	put := func(sq rules.Square, p rules.Piece) Act { return Act{Square: sq, Man: p} }
	landed := man
	if promo != 0 {
		landed = rules.Piece{Color: man.Color, Kind: promo &^ 0x20}
	}
	var acts []Act
	victim := board[to]
	switch {
	case !victim.Empty() && takeFirst:
		acts = append(acts, lift(to), lift(from), put(to, landed))
	case !victim.Empty():
		acts = append(acts, lift(from), lift(to), put(to, landed))
	default:
		acts = append(acts, lift(from), put(to, landed))
	}
	df := to.File() - from.File()
	switch {
	case man.Kind == 'K' && (df == 2 || df == -2):
		rf, nf := 7, 5
		if df < 0 {
			rf, nf = 0, 3
		}
		rook := rules.SquareAt(rf, from.Rank())
		acts = append(acts, lift(rook), put(rules.SquareAt(nf, from.Rank()), board[rook]))
	case man.Kind == 'P' && df != 0 && victim.Empty():
		acts = append(acts, lift(rules.SquareAt(to.File(), from.Rank())))
	}
	return acts, nil
}
