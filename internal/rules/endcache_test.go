package rules

import (
	"testing"

	"github.com/arbiter-chess/arbiter/internal/chess"
)

// TestVerdictCacheKeysWhatTheVerdictReads: the board keeps its verdict
// with the side to move, the castling rights and the en passant square
// (and forgets it when a man is put or taken off), so a board that differs
// from the last judged in any of these is judged again, not answered from
// the cache. (Castling is never a side's
// only move: the Rook could step beside his King instead.)
func TestVerdictCacheKeysWhatTheVerdictReads(t *testing.T) {
	cases := []struct {
		name        string
		fen         string
		change      func(b *chess.Board)
		before, now string
	}{
		// White's only move is e5xd6 en passant; without the right he is
		// stalemated.
		{"en passant", "7k/8/4p3/3pP3/8/8/2q5/K7 w - d6 0 2",
			func(b *chess.Board) { b.EnPassant = chess.NoSquare }, "*", "stalemate"},
		// The same men, the other side to move.
		{"turn", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
			func(b *chess.Board) { b.Turn = chess.White }, "stalemate", "*"},
		// The Queen that stalemates taken off.
		{"a man taken off", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
			func(b *chess.Board) { b.Put(chess.Square(53), chess.Piece{}) }, "stalemate", "*"},
	}
	for _, c := range cases {
		b, err := chess.ParseBoard(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		g := &Game{s: newState(b)}
		wireParts(g)
		if _, why := g.resultAndReason(); why != verdictWord(c.before) {
			t.Fatalf("%s: before the change %q, want %q", c.name, why, c.before)
		}
		c.change(&g.s.board)
		if _, why := g.resultAndReason(); why != verdictWord(c.now) {
			t.Errorf("%s: after the change %q, want %q", c.name, why, c.now)
		}
	}
}

// verdictWord: "*" stands for the game going on (no reason given).
func verdictWord(s string) string {
	if s == "*" {
		return ""
	}
	return s
}
