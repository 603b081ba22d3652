package boardfeed

import (
	"fmt"

	"github.com/arbiter-chess/arbiter/internal/chess"
)

// Act is one thing a hand does on the board: a man lifted off Square
// (Man empty), or Man set down on it. A simulated board plays acts.
type Act struct {
	Square chess.Square
	Man    chess.Piece
}

func (a Act) String() string {
	if a.Man.Empty() {
		return "lift " + a.Square.String()
	}
	return fmt.Sprintf("place %c %s", letter(a.Man), a.Square)
}

func letter(p chess.Piece) byte {
	if p.Color == chess.Black {
		return p.Kind | 0x20
	}
	return p.Kind
}

// Style is how a hand makes a move on the board, as real hands do.
type Style struct {
	// TakeFirst: in a capture the man taken is lifted off before the
	// mover's man; otherwise after it is lifted, before it is set down.
	TakeFirst bool
	// OneScan: in a capture the mover's man is set down as the man taken
	// is lifted, in one scan of the board: the square changes from the one
	// man to the other in one update.
	OneScan bool
	// Slide: the man is slid, resting a moment on the square before its
	// last (a man that moves in a line and more than one square).
	Slide bool
	// RookFirst: in castling the Rook is lifted first, the King lifted
	// while the Rook is in hand, the Rook set down, then the King.
	RookFirst bool
}

// MoveActs are the acts of an ordinary move from → to on board, as a
// player makes it on an electronic board: the man lifted and set down;
// for a capture the man taken lifted off first (takeFirst) or after the
// mover's man is in hand; castling King first, then the Rook; en passant,
// the pawn taken lifted after the move; promotion, the pawn lifted and the
// piece promo (q r b n) set down in its place.
func MoveActs(board [64]chess.Piece, from, to chess.Square, promo byte, takeFirst bool) ([]Act, error) {
	return StyledActs(board, from, to, promo, Style{TakeFirst: takeFirst})
}

// StyledActs are the acts of a move made in style st.
func StyledActs(board [64]chess.Piece, from, to chess.Square, promo byte, st Style) ([]Act, error) {
	man := board[from]
	if man.Empty() {
		return nil, fmt.Errorf("no man on %s", from)
	}
	lift := func(sq chess.Square) Act { return Act{Square: sq} }
	put := func(sq chess.Square, p chess.Piece) Act { return Act{Square: sq, Man: p} }
	landed := man
	if promo != 0 {
		landed = chess.Piece{Color: man.Color, Kind: promo &^ 0x20}
	}
	df := to.File() - from.File()
	castling := man.Kind == 'K' && (df == 2 || df == -2)
	var rook, rookTo chess.Square
	if castling {
		rf, nf := 7, 5
		if df < 0 {
			rf, nf = 0, 3
		}
		rook, rookTo = chess.SquareAt(rf, from.Rank()), chess.SquareAt(nf, from.Rank())
	}
	if castling && st.RookFirst {
		return []Act{lift(rook), lift(from), put(rookTo, board[rook]), put(to, man)}, nil
	}
	var acts []Act
	victim := board[to]
	if !victim.Empty() && st.TakeFirst && !st.OneScan {
		acts = append(acts, lift(to))
	}
	acts = append(acts, lift(from))
	if mid, ok := slideSquare(board, from, to, man); ok && st.Slide {
		acts = append(acts, put(mid, man), lift(mid))
	}
	if !victim.Empty() && !st.TakeFirst && !st.OneScan {
		acts = append(acts, lift(to))
	}
	acts = append(acts, put(to, landed))
	switch {
	case castling:
		acts = append(acts, lift(rook), put(rookTo, board[rook]))
	case man.Kind == 'P' && df != 0 && victim.Empty():
		acts = append(acts, lift(chess.SquareAt(to.File(), from.Rank())))
	}
	return acts, nil
}

// slideSquare is the square before the last on a line move of more than
// one square, when it is empty: where a slid man rests a moment.
func slideSquare(board [64]chess.Piece, from, to chess.Square, man chess.Piece) (chess.Square, bool) {
	df, dr := to.File()-from.File(), to.Rank()-from.Rank()
	n := max(abs(df), abs(dr))
	if man.Kind == 'N' || n < 2 || (df != 0 && dr != 0 && abs(df) != abs(dr)) {
		return 0, false
	}
	mid := chess.SquareAt(to.File()-sign(df), to.Rank()-sign(dr))
	return mid, board[mid].Empty()
}

func abs(x int) int { return max(x, -x) }

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}
