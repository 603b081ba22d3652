package chess

import "testing"

// perft counts the leaf positions depth plies from b (the last ply by
// counting the moves, not making them).
func perft(b *Board, depth int, bufs [][]BoardMove) int {
	moves := GenMoves(b, ^uint64(0), ^uint64(0), bufs[0][:0], false)
	bufs[0] = moves
	if depth == 1 {
		return len(moves)
	}
	n := 0
	for _, m := range moves {
		next := *b
		next.Play(m)
		n += perft(&next, depth-1, bufs[1:])
	}
	return n
}

// The published perft counts (chessprogramming.org "Perft Results").
var perftCases = []struct {
	name   string
	fen    string
	counts []int // depth 1, 2, ...
}{
	{"start", InitialFEN, []int{20, 400, 8902, 197281, 4865609}},
	{"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", []int{48, 2039, 97862, 4085603}},
	{"position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", []int{14, 191, 2812, 43238, 674624}},
	{"position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", []int{6, 264, 9467, 422333}},
	{"position4-mirrored", "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", []int{6, 264, 9467, 422333}},
	{"position5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", []int{44, 1486, 62379, 2103487}},
	{"position6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", []int{46, 2079, 89890, 3894594}},
}

func TestPerft(t *testing.T) {
	for _, c := range perftCases {
		t.Run(c.name, func(t *testing.T) {
			b, err := ParseFEN(c.fen)
			if err != nil {
				t.Fatal(err)
			}
			bufs := make([][]BoardMove, len(c.counts))
			for d, want := range c.counts {
				if got := perft(&b, d+1, bufs); got != want {
					t.Errorf("perft(%d) = %d, want %d", d+1, got, want)
				}
			}
		})
	}
}
