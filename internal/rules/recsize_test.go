package rules

import (
	"testing"
	"unsafe"
)

// TestMoveRecordSize: the record of moves is a long game's largest
// allocation; a field added or moved that pads it beyond 64 bytes a move
// should be a choice, not an accident.
func TestMoveRecordSize(t *testing.T) {
	if n := unsafe.Sizeof(moveRec{}); n > 64 {
		t.Errorf("a move's record takes %d bytes, want at most 64", n)
	}
}

// TestRulingSize: a long game holds one ruling an event (a 16 MiB
// journal of `say check` is 419,428 of them); what few rulings say is kept
// behind one pointer (rare), and a field added to ruling should be a
// choice, not an accident.
func TestRulingSize(t *testing.T) {
	if n := unsafe.Sizeof(ruling{}); n > 160 {
		t.Errorf("a ruling takes %d bytes, want at most 160", n)
	}
}
