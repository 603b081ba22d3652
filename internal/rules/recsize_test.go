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
