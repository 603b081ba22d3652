package rules

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
		for s := range b.sq {
			if rng.Intn(3) == 0 {
				b.put(Square(s), Piece{Color: Color(rng.Intn(2)), Kind: kinds[rng.Intn(6)]})
			}
		}
		b.turn, b.ep = Color(rng.Intn(2)), Square(rng.Intn(65)-1)
		b.castle = [2][2]bool{{rng.Intn(2) == 0, rng.Intn(2) == 0}, {rng.Intn(2) == 0, rng.Intn(2) == 0}}
		b.half, b.full = rng.Intn(300), 1+rng.Intn(3000)
		p := pack(&b)
		if got := p.unpack(); got != b {
			t.Fatalf("packed %v, unpacked %v", b, got)
		}
	}
}
