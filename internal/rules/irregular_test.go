package rules

import (
	"slices"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/chess"
)

func mustFEN(t *testing.T, fen string) chess.Board {
	t.Helper()
	b, err := chess.ParseBoard(fen)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func uciMove(t *testing.T, u string) chess.BoardMove {
	t.Helper()
	m, err := chess.ParseUCI(u)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

// The generator's answers on the boards the old codes let stand, and on
// the usual hard cases.
func TestLegalMovesDefinitions(t *testing.T) {
	cases := []struct {
		name     string
		fen      string
		change   func(b *chess.Board)
		legal    []string
		illegal  []string
		count    int // -1: not checked
		anyLegal bool
	}{
		{name: "two Kings: each must be kept out of check",
			fen: "4k3/8/8/8/7K/8/8/r3K3 w - - 0 1", legal: []string{"e1e2", "e1f2"}, illegal: []string{"h4h5", "h4g4", "e1d1"}, count: -1, anyLegal: true},
		{name: "two Kings: a man shielding the second King is bound",
			fen: "4k3/8/8/8/8/8/8/r2RK2K w - - 0 1", illegal: []string{"d1d2", "d1d8"}, legal: []string{"d1c1", "d1a1", "e1e2", "h1g2"}, count: -1, anyLegal: true},
		{name: "no King: every move within the powers is legal",
			fen: "4k3/4r3/8/8/8/8/4P3/8 w - - 0 1", legal: []string{"e2e3", "e2e4"}, count: 2, anyLegal: true},
		{name: "a King is never captured, even left in check",
			fen: "4k3/8/8/8/8/8/4r3/4K3 b - - 0 1", legal: []string{"e2d2", "e8d8"}, illegal: []string{"e2e1"}, count: -1, anyLegal: true},
		{name: "no King capture by a side with no King",
			fen: "7k/8/8/8/8/8/5PPP/R5qK b - - 0 1", change: func(b *chess.Board) { b.Put(chess.SquareAt(7, 7), chess.Piece{}) }, illegal: []string{"g1h1"}, count: -1, anyLegal: true},
		{name: "a pawn left on its last rank has no move and gives no check",
			fen: "P3k3/8/8/8/8/8/8/4K3 w - - 0 1", illegal: []string{"a8a7", "a8b8"}, count: 5, anyLegal: true},
		{name: "a black pawn on its first rank and a white one on its last: no moves",
			fen: "1P2k3/8/8/8/8/8/8/p3K3 b - - 0 1", illegal: []string{"a1a2", "a1b2"}, count: 5, anyLegal: true},
		{name: "a white pawn on its own first rank steps one square",
			fen: "4k3/8/8/8/8/8/8/P3K3 w - - 0 1", legal: []string{"a1a2"}, illegal: []string{"a1a3"}, count: 6, anyLegal: true},
		{name: "en passant",
			fen: "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", legal: []string{"e5d6", "e5e6"}, count: -1, anyLegal: true},
		{name: "en passant with the passed pawn gone (dropped)",
			fen: "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", change: func(b *chess.Board) { b.Put(chess.SquareAt(3, 4), chess.Piece{}) }, illegal: []string{"e5d6"}, count: -1, anyLegal: true},
		{name: "en passant that would expose the King along the rank",
			fen: "8/8/8/KPp4r/8/8/8/4k3 w - c6 0 1", illegal: []string{"b5c6"}, legal: []string{"b5b6"}, count: -1, anyLegal: true},
		{name: "castling both ways",
			fen: "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", legal: []string{"e1g1", "e1c1"}, count: 26, anyLegal: true},
		{name: "no castling out of check",
			fen: "4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1", illegal: []string{"e1g1", "e1c1"}, count: -1, anyLegal: true},
		{name: "no castling across an attacked square",
			fen: "5rk1/8/8/8/8/8/8/4K2R w K - 0 1", illegal: []string{"e1g1"}, count: -1, anyLegal: true},
		{name: "no castling onto an attacked square",
			fen: "6rk/8/8/8/8/8/8/4K2R w K - 0 1", illegal: []string{"e1g1"}, count: -1, anyLegal: true},
		{name: "castling Queen's side with b1 attacked",
			fen: "1r4k1/8/8/8/8/8/8/R3K3 w Q - 0 1", legal: []string{"e1c1"}, count: -1, anyLegal: true},
		{name: "no castling with a man between",
			fen: "6k1/8/8/8/8/8/8/RN2K3 w Q - 0 1", illegal: []string{"e1c1"}, count: -1, anyLegal: true},
		{name: "no castling on a right the board contradicts",
			fen: "6k1/8/8/8/8/8/8/R3K3 w Q - 0 1", change: func(b *chess.Board) { b.Put(0, chess.Piece{}); b.Castling[chess.White][1] = true }, illegal: []string{"e1c1"}, count: 5, anyLegal: true},
		{name: "checkmate",
			fen: "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", count: 0},
		{name: "stalemate",
			fen: "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", count: 0},
		{name: "promotions: all four",
			fen: "3r3k/4P3/8/8/8/8/8/4K3 w - - 0 1", legal: []string{"e7e8q", "e7e8r", "e7e8b", "e7e8n", "e7d8q", "e7d8n"}, illegal: []string{"e7e8", "e7d8"}, count: 11, anyLegal: true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := mustFEN(t, c.fen)
			if c.change != nil {
				c.change(&b)
			}
			ms := chess.GenMoves(&b, allSquares, allSquares, nil, false)
			for _, u := range c.legal {
				if m := uciMove(t, u); !slices.Contains(ms, m) || !chess.IsLegal(&b, m) {
					t.Errorf("%s should be legal in %s; moves %v", u, b.FEN(), uciList(ms))
				}
			}
			for _, u := range c.illegal {
				if m := uciMove(t, u); slices.Contains(ms, m) || chess.IsLegal(&b, m) {
					t.Errorf("%s should not be legal in %s", u, b.FEN())
				}
			}
			if c.count >= 0 && len(ms) != c.count {
				t.Errorf("%d moves, want %d: %v", len(ms), c.count, uciList(ms))
			}
			if chess.HasLegalMove(&b) != c.anyLegal {
				t.Errorf("hasLegalMove = %v, want %v", !c.anyLegal, c.anyLegal)
			}
		})
	}
}

// A pawn's false move over two ranks gives no en passant square (it used
// to leave one no FEN reader accepts, and notnil then saw no legal move).
func TestFalseDoubleStepGivesNoEnPassant(t *testing.T) {
	b := mustFEN(t, "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2")
	b.Transfer(chess.SquareAt(4, 3), chess.SquareAt(4, 5)) // e4-e6
	b.PassTurn()
	if b.EnPassant.Valid() {
		t.Fatalf("en passant square %s after a false move", b.EnPassant)
	}
	if _, err := chess.ParseFEN(b.FEN()); err != nil {
		t.Fatal(err)
	}
	if !chess.HasLegalMove(&b) {
		t.Fatalf("no legal move in %s", b.FEN())
	}
	b = mustFEN(t, chess.InitialFEN)
	b.Transfer(chess.SquareAt(4, 1), chess.SquareAt(4, 3)) // e2-e4 gives e3
	if b.EnPassant != chess.SquareAt(4, 2) {
		t.Fatalf("en passant square %v after e2-e4", b.EnPassant)
	}
}

func TestSANSpelling(t *testing.T) {
	cases := []struct{ fen, move, want string }{
		{chess.InitialFEN, "g1f3", "Nf3"},
		{chess.InitialFEN, "e2e4", "e4"},
		{"4k3/8/8/8/8/8/8/R4RK1 w - - 0 1", "a1d1", "Rad1"},
		{"4k3/8/8/8/8/8/8/R4RK1 w - - 0 1", "f1d1", "Rfd1"},
		{"4k3/R7/8/8/8/8/8/R3K3 w - - 0 1", "a1a4", "R1a4"},
		{"4k3/R7/8/8/8/8/8/R3K3 w - - 0 1", "a7a4", "R7a4"},
		{"8/8/8/7k/8/Q7/8/Q1Q4K w - - 0 1", "a1b2", "Qa1b2"},
		{"8/8/8/7k/8/Q7/8/Q1Q4K w - - 0 1", "a3b2", "Q3b2"},
		{"8/8/8/7k/8/Q7/8/Q1Q4K w - - 0 1", "c1b2", "Qcb2"},
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5", "exd5"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", "exd6"},
		{"4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", "O-O"},
		{"3k4/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1", "O-O-O+"},
		{"k7/4P3/1K6/8/8/8/8/8 w - - 0 1", "e7e8q", "e8=Q#"},
		{"k7/4P3/1K6/8/8/8/8/8 w - - 0 1", "e7e8n", "e8=N"},
		{"3r4/4Pk2/8/8/8/8/8/4K3 w - - 0 1", "e7d8n", "exd8=N+"},
		{"4k3/8/8/8/8/8/8/4K2R w K - 0 1", "h1h8", "Rh8+"},
		// One knight pinned: the other needs no letter.
		{"4k3/8/8/8/1b6/8/3N4/4K1N1 w - - 0 1", "g1f3", "Nf3"},
	}
	for _, c := range cases {
		b := mustFEN(t, c.fen)
		got, ok := chess.SAN(b, uciMove(t, c.move))
		if !ok || got != c.want {
			t.Errorf("%s in %s: %q %v, want %q", c.move, c.fen, got, ok, c.want)
		}
	}
	b := mustFEN(t, chess.InitialFEN)
	for _, u := range []string{"e2e5", "e7e5", "e1g1", "a7a8q"} {
		if s, ok := chess.SAN(b, uciMove(t, u)); ok {
			t.Errorf("%s is not legal, yet spelt %q", u, s)
		}
	}
}

// AllSquares masks no square out of the move generator's search.
const allSquares = ^uint64(0)

// uciList spells moves as UCI does, for a test's message.
func uciList(ms []chess.BoardMove) []string {
	var out []string
	for _, m := range ms {
		out = append(out, m.UCI())
	}
	return out
}
