package chess

import "testing"

// The board keeps what its placement decides (check, pins) once read; a
// write to the squares must forget it, or the law would rule on a position
// that is gone.
func TestBoardForgetsWhatItReadAtAWrite(t *testing.T) {
	b, err := ParseFEN("4k3/8/8/8/8/8/4R3/4K3 b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	e2, e1 := Square(12), Square(4)
	if !b.InCheck(Black) || b.InCheck(White) {
		t.Fatal("the Rook on e2 checks the King on e8, and nothing checks White")
	}
	if pins := b.pinnedTo(int(e1), White); pins != 0 {
		t.Fatalf("White has no man pinned, read %x", pins)
	}
	b.Put(e2, Piece{})                                // the Rook taken off
	b.Put(Square(52), Piece{Color: Black, Kind: 'Q'}) // a Black Queen on e7
	b.Put(Square(20), Piece{Color: White, Kind: 'B'}) // a White Bishop on e3
	if b.InCheck(Black) {
		t.Error("the Rook is gone: Black is no longer in check")
	}
	if got := b.pinnedTo(int(e1), White); got != 1<<20 {
		t.Errorf("the Bishop on e3 is pinned by the Queen on e7: read %x", got)
	}
	if !b.ReadAgrees() {
		t.Error("what the board keeps disagrees with a fresh reading")
	}
}
