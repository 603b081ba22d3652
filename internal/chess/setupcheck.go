package chess

import (
	"fmt"
	"strings"
)

// impossibleSetup refuses a position no game under any of the codes could
// reach: a side without its King or with more than one, a pawn on its own
// first rank (pawns never move back), more pieces than the pawns missing
// could have become, an en passant square no pawn just passed. What the old
// codes let stand is accepted: a pawn left a pawn on its last rank, men
// missing, a King left in check.
func (b *Board) impossibleSetup() error {
	for c := White; c <= Black; c++ {
		if err := b.impossibleFor(c); err != nil {
			return fmt.Errorf("impossible position: %w", err)
		}
	}
	if err := b.impossibleEnPassant(); err != nil {
		return fmt.Errorf("impossible position: %w", err)
	}
	return nil
}

func (b *Board) impossibleFor(c Color) error {
	side := sideName(c)
	switch n := b.KingCount(c); {
	case n == 0:
		return fmt.Errorf("%s has no King", side)
	case n > 1:
		return fmt.Errorf("%s has %d Kings (one a side)", side, n)
	}
	first := 0
	if c == Black {
		first = 7
	}
	count := map[byte]int{}
	for s := Square(0); s < 64; s++ {
		p := b.Squares[s]
		if p.Empty() || p.Color != c {
			continue
		}
		count[p.Kind]++
		if p.Kind == 'P' && s.Rank() == first {
			return fmt.Errorf("a %s pawn on %s, %s's own first rank (a pawn never moves back)", c, s, side)
		}
	}
	// Each piece beyond the set's own was a pawn once.
	extra := 0
	for kind, set := range map[byte]int{'Q': 1, 'R': 2, 'B': 2, 'N': 2} {
		extra += max(0, count[kind]-set)
	}
	if count['P']+extra > 8 {
		return fmt.Errorf("%s has %d pawns and %d pieces beyond the set's: more than its 8 pawns could give", side, count['P'], extra)
	}
	return nil
}

// impossibleEnPassant checks the en passant square against the pawn that
// must just have passed it: without that pawn a capture en passant would
// take whatever stands there.
func (b *Board) impossibleEnPassant() error {
	if !b.EnPassant.Valid() {
		return nil
	}
	mover := b.Turn.Other()
	dir := 1 // the square passed lies behind the pawn, seen from its side
	if mover == Black {
		dir = -1
	}
	pawn := SquareAt(b.EnPassant.File(), b.EnPassant.Rank()+dir)
	from := SquareAt(b.EnPassant.File(), b.EnPassant.Rank()-dir)
	if b.Squares[pawn] != (Piece{mover, 'P'}) || !b.Squares[b.EnPassant].Empty() || !b.Squares[from].Empty() {
		return fmt.Errorf("en passant square %s, but no %s pawn has just passed it to %s", b.EnPassant, mover, pawn)
	}
	return nil
}

// sideName is "White" or "Black".
func sideName(c Color) string {
	if c == White {
		return "White"
	}
	return "Black"
}

// SetupNotes says what arbiter changed in a FEN it accepted: the castling
// rights the board contradicts (no King on his square, no Rook in the
// corner), which it drops. A FEN it refuses has no notes (New says why).
func SetupNotes(fen string) []string {
	if strings.TrimSpace(fen) == "" {
		return nil
	}
	b, err := ParseFEN(fen)
	if err != nil {
		return nil
	}
	fields := strings.Fields(fen)
	var notes []string
	for _, r := range fields[2] {
		i := strings.IndexRune("KQkq", r)
		if i < 0 {
			continue
		}
		c, wing := Color(i/2), i%2
		if b.Castling[c][wing] {
			continue
		}
		home := 0
		if c == Black {
			home = 7
		}
		king, corner := SquareAt(4, home), SquareAt(7-7*wing, home)
		why := fmt.Sprintf("no %s Rook on %s", c, corner)
		if b.Squares[king] != (Piece{c, 'K'}) {
			why = fmt.Sprintf("the %s King is not on %s", c, king)
		}
		notes = append(notes, fmt.Sprintf("castling right %c dropped: %s", r, why))
	}
	return notes
}
