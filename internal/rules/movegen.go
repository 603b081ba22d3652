package rules

import "github.com/notnil/chess"

// moveGenerator gives the legal moves of a position. notnil/chess stands
// behind it; nothing else in the package imports notnil, so a swap to its
// fork stays cheap.
type moveGenerator interface {
	legal(b *Board) []BoardMove
	// played tells the generator that the legal move m took before to after,
	// so it can follow along instead of reading the position afresh.
	played(before, after *Board, m BoardMove)
}

// notnilGen keeps the notnil position of the last board it was asked about
// and follows regular moves with Position.Update, which is several times
// cheaper than decoding a FEN; after an irregular transfer it decodes anew
// (and so recomputes the check flag notnil would otherwise trust).
type notnilGen struct {
	board Board
	pos   *chess.Position
	raw   []*chess.Move
	moves []BoardMove
	ok    bool // board/pos are in step; raw/moves valid when raw != nil
}

var promoLetters = map[chess.PieceType]byte{chess.Queen: 'q', chess.Rook: 'r', chess.Bishop: 'b', chess.Knight: 'n'}

func (n *notnilGen) legal(b *Board) []BoardMove {
	if !n.ok || n.board != *b {
		var pos chess.Position
		if err := pos.UnmarshalText([]byte(b.FEN())); err != nil {
			n.ok = false
			return nil
		}
		n.board, n.pos, n.raw, n.ok = *b, &pos, nil, true
	}
	if n.raw == nil {
		n.raw = n.pos.ValidMoves()
		n.moves = make([]BoardMove, 0, len(n.raw))
		for _, m := range n.raw {
			to := Square(m.S2())
			// notnil offers to take a King left in check; a King is never captured.
			if b.sq[to].Kind == 'K' {
				continue
			}
			n.moves = append(n.moves, BoardMove{From: Square(m.S1()), To: to, Promo: promoLetters[m.Promo()]})
		}
	}
	return n.moves
}

func (n *notnilGen) played(before, after *Board, m BoardMove) {
	if !n.ok || n.board != *before {
		return
	}
	if n.raw == nil {
		n.legal(before)
	}
	for _, cm := range n.raw {
		if Square(cm.S1()) == m.From && Square(cm.S2()) == m.To && promoLetters[cm.Promo()] == m.Promo {
			n.board, n.pos, n.raw = *after, n.pos.Update(cm), nil
			return
		}
	}
	n.ok = false
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

// newMoveGenerator is the generator a game uses.
func newMoveGenerator() moveGenerator { return &notnilGen{} }
