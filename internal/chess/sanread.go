package chess

import (
	"fmt"
	"strings"
)

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
