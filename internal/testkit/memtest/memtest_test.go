package memtest

import "testing"

// A slice of 8 MiB kept alive is measured near its size (the collector
// may free a few other spans meanwhile); one dropped is not.
func TestLiveHeapSeesWhatIsKept(t *testing.T) {
	const size = 8 << 20
	if got := LiveHeap(func() any { return make([]byte, size) }); got < size*7/8 || got > 2*size {
		t.Fatalf("LiveHeap of %d kept = %d", size, got)
	}
	if got := LiveHeap(func() any { _ = make([]byte, size); return nil }); got > size/2 {
		t.Fatalf("LiveHeap of %d dropped = %d", size, got)
	}
}
