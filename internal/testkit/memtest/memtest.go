// Package memtest measures memory for the tests that bound it.
package memtest

import "runtime"

// LiveHeap is the heap in use once f has run, what f returns kept alive:
// the memory what it built holds, after the collector has taken the rest.
func LiveHeap(f func() any) uint64 {
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	kept := f()
	runtime.GC()
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(kept)
	if after.HeapInuse < before.HeapInuse {
		return 0
	}
	return after.HeapInuse - before.HeapInuse
}
