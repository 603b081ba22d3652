package chess

import (
	"fmt"
	"math/bits"
	"strings"
)

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

// SANMove is what a SAN says of its move.
type SANMove struct {
	Kind     byte // 'P', 'N', 'B', 'R', 'Q', 'K'
	FromFile int  // -1 when not given
	fromRank int  // -1 when not given
	To       Square
	Promo    byte // 'q', 'r', 'b', 'n' or 0
	Castling int  // 0, or the King's file after castling: 6 or 2
	capture  bool // "x" (or ":") written
}

// castlings are the ways castling is written: O-O, 0-0, and the same
// without the dashes, as a hurried hand types them.
var castlings = map[string]int{"O-O": 6, "OO": 6, "O-O-O": 2, "OOO": 2}

// ReadSAN reads the syntax of a SAN: the piece, the disambiguation, the
// square, the promotion. A capture's "x" and a check's "+" or "#" are
// optional, as readers of PGN take them; ":" is an old hand's "x", and the
// promotion's piece may be written small (e8=q, e8q).
func ReadSAN(text string) (SANMove, error) {
	s := strings.TrimRight(text, "+#!?")
	sm := SANMove{Kind: 'P', FromFile: -1, fromRank: -1}
	if f, ok := castlings[strings.ReplaceAll(s, "0", "O")]; ok {
		sm.Castling = f
		return sm, nil
	}
	bad := func(why string) (SANMove, error) {
		return SANMove{}, fmt.Errorf("bad move %q: %s (want squares, e.g. g1f3, or SAN, e.g. Nf3, exd5, e8=Q, O-O)", text, why)
	}
	if s != "" && strings.IndexByte("NBRQK", s[0]) >= 0 {
		sm.Kind, s = s[0], s[1:]
	}
	if i := strings.IndexByte(s, '='); i >= 0 {
		if len(s) != i+2 || !isPromoLetter(s[i+1]) {
			return bad("the promotion wants Q, R, B or N")
		}
		sm.Promo, s = s[i+1]|0x20, s[:i]
	} else if n := len(s); n == 3 && isPromoLetter(s[n-1]) && s[1] >= '1' && s[1] <= '8' {
		sm.Promo, s = s[n-1]|0x20, s[:n-1] // "e8Q", as some programs write it
	}
	if len(s) < 2 {
		return bad("no square")
	}
	to, ok := ParseSquare(s[len(s)-2:])
	if !ok || s[len(s)-2] < 'a' {
		return bad("no square")
	}
	sm.To = to
	rest := s[:len(s)-2]
	if r, ok := cutCapture(rest); ok {
		rest, sm.capture = r, true
	}
	for i := 0; i < len(rest); i++ {
		switch c := rest[i]; {
		case 'a' <= c && c <= 'h' && sm.FromFile < 0:
			sm.FromFile = int(c - 'a')
		case '1' <= c && c <= '8' && sm.fromRank < 0:
			sm.fromRank = int(c - '1')
		default:
			return bad(fmt.Sprintf("unexpected %q", string(c)))
		}
	}
	if sm.Promo != 0 && sm.Kind != 'P' {
		return bad(OnlyPawnPromoted)
	}
	return sm, nil
}

const OnlyPawnPromoted = "only a pawn is promoted"

func isPromoLetter(c byte) bool { return strings.IndexByte("NBRQ", c&^0x20) >= 0 }

func cutCapture(s string) (string, bool) {
	if r, ok := strings.CutSuffix(s, "x"); ok {
		return r, true
	}
	return strings.CutSuffix(s, ":")
}

// Names reports whether lm moves the man the SAN names to its square,
// whatever the promotion and the "x" say.
func (sm SANMove) Names(b *Board, lm BoardMove) bool {
	if sm.Castling != 0 {
		return b.CastlingMove(lm.From, lm.To) && lm.To.File() == sm.Castling
	}
	if b.Squares[lm.From].Kind != sm.Kind || lm.To != sm.To {
		return false
	}
	if sm.Kind == 'P' && sm.FromFile < 0 && lm.From.File() != lm.To.File() {
		return false // a pawn's capture names its file: exd5, not d5
	}
	return (sm.FromFile < 0 || lm.From.File() == sm.FromFile) && (sm.fromRank < 0 || lm.From.Rank() == sm.fromRank)
}

// Fits reports whether the legal move lm is the one the SAN names, read
// strictly: the promotion as written, castling as O-O, "x" where a man is.
func (sm SANMove) Fits(b *Board, lm BoardMove) bool {
	if !sm.Names(b, lm) || sm.Castling == 0 && lm.Promo != sm.Promo {
		return false
	}
	if sm.Castling == 0 && sm.Kind == 'K' && b.CastlingMove(lm.From, lm.To) {
		return false // castling is written O-O, not as a King's move
	}
	return !sm.TakesNothing(b, lm)
}

// TakesNothing: an "x" written where there is no man to take.
func (sm SANMove) TakesNothing(b *Board, lm BoardMove) bool {
	pawnTakes := b.Squares[lm.From].Kind == 'P' && lm.From.File() != lm.To.File()
	return sm.capture && b.Squares[lm.To].Empty() && !pawnTakes
}
