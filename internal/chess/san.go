package chess

import "math/bits"

// SAN spells a legal move in standard algebraic notation from the
// position before it, as notnil's AlgebraicNotation encoder does on regular
// positions: the man's letter, the file, rank or both when another man of
// his kind could also go there, "x" for a capture (a pawn's file first),
// "=Q" for a promotion, O-O and O-O-O, "+" for check and "#" for mate.
// It reports false when m is not a legal move on b.
func SAN(b Board, m BoardMove) (string, bool) {
	if !IsLegal(&b, m) {
		return "", false
	}
	var buf [16]byte
	s := AppendSAN(buf[:0], &b, m)
	after := b
	after.Transfer(m.From, m.To)
	if m.Promo != 0 {
		after.Put(m.To, Piece{after.Squares[m.To].Color, m.Promo &^ 0x20})
	}
	after.PassTurn()
	if after.InCheck(after.Turn) {
		if HasLegalMove(&after) {
			s = append(s, '+')
		} else {
			s = append(s, '#')
		}
	}
	return string(s), true
}

// AppendSAN appends to s the SAN of a move of the side to move on b,
// without the check sign.
func AppendSAN(s []byte, b *Board, m BoardMove) []byte {
	p := b.Squares[m.From]
	switch {
	case b.CastlingMove(m.From, m.To) && m.To.File() == 6:
		s = append(s, "O-O"...)
	case b.CastlingMove(m.From, m.To):
		s = append(s, "O-O-O"...)
	case p.Kind == 'P':
		if m.From.File() != m.To.File() {
			s = append(s, byte('a'+m.From.File()), 'x')
		}
		s = appendSquare(s, m.To)
		if m.Promo != 0 {
			s = append(s, '=', m.Promo&^0x20)
		}
	default:
		s = append(s, p.Kind)
		s = disambiguate(s, b, m)
		if !b.Squares[m.To].Empty() {
			s = append(s, 'x')
		}
		s = appendSquare(s, m.To)
	}
	return s
}

func appendSquare(s []byte, sq Square) []byte {
	return append(s, byte('a'+sq.File()), byte('1'+sq.Rank()))
}

// reach is where a man of the kind could go on an empty board: the men
// outside it need no legality test when disambiguating.
func reach(kind byte, sq int) uint64 {
	switch kind {
	case 'N':
		return knightAtt[sq]
	case 'B':
		return bishopRays[sq]
	case 'R':
		return rookRays[sq]
	case 'Q':
		return bishopRays[sq] | rookRays[sq]
	case 'K':
		return kingAtt[sq]
	}
	return 0
}

// disambiguate adds the file, the rank or both of m's man when another man
// of the same kind and colour could legally go to the same square: the
// file when it tells them apart, else the rank, both when neither alone does.
func disambiguate(s []byte, b *Board, m BoardMove) []byte {
	p := b.Squares[m.From]
	var rival, sameFile, sameRank bool
	// The men of his kind and colour (read from the bitboards, not square
	// by square) that could reach the square on an empty board.
	k := kindIndex[p.Kind]
	if k < 0 {
		return s
	}
	for others := b.men[p.Color&1][k] &^ (1 << uint(m.From)); others != 0; others &= others - 1 {
		sq := Square(bits.TrailingZeros64(others))
		if reach(p.Kind, int(sq))&(1<<uint(m.To)) == 0 || !IsLegal(b, BoardMove{From: sq, To: m.To}) {
			continue
		}
		rival = true
		sameFile = sameFile || sq.File() == m.From.File()
		sameRank = sameRank || sq.Rank() == m.From.Rank()
	}
	if sameRank || rival && !sameFile {
		s = append(s, byte('a'+m.From.File()))
	}
	if sameFile {
		s = append(s, byte('1'+m.From.Rank()))
	}
	return s
}
