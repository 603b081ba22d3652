package rules

import "github.com/notnil/chess"

// moveGenerator gives the legal moves of a position. notnil/chess stands
// behind it; nothing else in the package imports notnil, so a swap to its
// fork stays cheap.
type moveGenerator interface {
	legal(b *Board) []BoardMove
}

type notnilGen struct{}

var promoLetters = map[chess.PieceType]byte{chess.Queen: 'q', chess.Rook: 'r', chess.Bishop: 'b', chess.Knight: 'n'}

func (notnilGen) legal(b *Board) []BoardMove {
	var pos chess.Position
	if err := pos.UnmarshalText([]byte(b.FEN())); err != nil {
		return nil
	}
	ms := pos.ValidMoves()
	out := make([]BoardMove, 0, len(ms))
	for _, m := range ms {
		to := Square(m.S2())
		// notnil offers to take a King left in check; a King is never captured.
		if b.sq[to].Kind == 'K' {
			continue
		}
		out = append(out, BoardMove{From: Square(m.S1()), To: to, Promo: promoLetters[m.Promo()]})
	}
	return out
}

// san spells a legal move in algebraic notation, with notnil's encoder.
func san(b Board, m BoardMove) (string, bool) {
	var pos chess.Position
	if err := pos.UnmarshalText([]byte(b.FEN())); err != nil {
		return "", false
	}
	for _, cm := range pos.ValidMoves() {
		if Square(cm.S1()) == m.From && Square(cm.S2()) == m.To && promoLetters[cm.Promo()] == m.Promo {
			return chess.AlgebraicNotation{}.Encode(&pos, cm), true
		}
	}
	return "", false
}
