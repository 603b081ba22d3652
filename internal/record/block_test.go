package record

import (
	"slices"
	"testing"
)

// Slices carved from a block do not overlap: filling one to its room, or
// appending past it, writes none of the others.
func TestBlockCarve(t *testing.T) {
	var b Block[int]
	var cut [][]int
	for i := range 3 * blockRoom {
		s := b.Carve(2)
		if len(s) != 0 || cap(s) != 2 {
			t.Fatalf("carved len %d cap %d, want 0 and 2", len(s), cap(s))
		}
		s = append(s, i, i)
		if i%5 == 0 {
			s = append(s, -1) // outgrows its room: copied
		}
		cut = append(cut, s)
	}
	for i, s := range cut {
		if s[0] != i || s[1] != i {
			t.Fatalf("slice %d holds %v: written by another", i, s)
		}
	}
	// A larger carve than the block has left takes a new block.
	big := b.Carve(blockRoom)
	if cap(big) != blockRoom {
		t.Errorf("carved room %d, want %d", cap(big), blockRoom)
	}
}

// RoomForExpected grows to what is expected at once where that is far
// more than RoomForMany would give, else as RoomForMany.
func TestRoomForExpected(t *testing.T) {
	s := make([]int, 4)
	if got := RoomForExpected(s, 10000); cap(got) != 10000 || !slices.Equal(got, s) {
		t.Errorf("expecting 10000: capacity %d", cap(got))
	}
	if got, want := cap(RoomForExpected(s, 10)), cap(RoomForMany(s)); got != want {
		t.Errorf("expecting 10: capacity %d, want %d as RoomForMany", got, want)
	}
	roomy := make([]int, 4, 8)
	if got := RoomForExpected(roomy, 10000); cap(got) != 8 {
		t.Errorf("a slice with room grew to %d", cap(got))
	}
}
