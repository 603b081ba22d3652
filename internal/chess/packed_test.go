package chess

import (
	"math/rand"
	"testing"
)

// A packed board unpacks to the board it was packed from, whatever stands
// on it.
func TestPackedBoardRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(1827))
	kinds := "KQRBNP"
	for i := 0; i < 2000; i++ {
		var b Board
		for s := range b.Squares {
			if rng.Intn(3) == 0 {
				b.Put(Square(s), Piece{Color: Color(rng.Intn(2)), Kind: kinds[rng.Intn(6)]})
			}
		}
		b.Turn, b.EnPassant = Color(rng.Intn(2)), Square(rng.Intn(65)-1)
		b.Castling = [2][2]bool{{rng.Intn(2) == 0, rng.Intn(2) == 0}, {rng.Intn(2) == 0, rng.Intn(2) == 0}}
		b.half, b.FullMove = rng.Intn(300), 1+rng.Intn(3000)
		p := Pack(&b)
		if got := p.Unpack(); got != b {
			t.Fatalf("packed %v, unpacked %v", b, got)
		}
	}
}
