// Package cputime measures the processor time a benchmark used, beside the
// wall-clock time `go test -bench` reports. On a machine shared with other
// work the wall clock counts the time spent waiting for a core; the
// processor time does not, so it moves less from run to run. Only the
// benchmarks import it.
package cputime

import (
	"runtime"
	"testing"
	"time"
)

// Meter is a benchmark's processor time since it started.
type Meter struct {
	b     *testing.B
	start time.Duration
}

// Start resets the benchmark's timer and starts the meter: call it where
// b.ResetTimer would go.
func Start(b *testing.B) Meter {
	b.ResetTimer()
	return Meter{b: b, start: process()}
}

// Stop reports the processor time per op as "cpu-ns/op" (every thread of
// the process: the collector's work is the benchmark's too). Where the
// system does not tell, nothing is reported.
func (m Meter) Stop() {
	end := process()
	if end == 0 || m.b.N == 0 {
		return
	}
	m.b.ReportMetric(float64(end-m.start)/float64(m.b.N), "cpu-ns/op")
}

// Pair is what Alternate measured of its two sides: the processor time and
// the wall clock each took over all the ops.
type Pair struct {
	CPU, Wall [2]time.Duration
	ops       int
}

// Alternate runs both sides once in each of b.N ops, the order swapped
// every op, and times each side apart: the two halves of an op, a moment
// apart, see the same load, where two benchmarks run one after the other
// see different ones. With collect, the heap is collected (untimed)
// before each half, so that the collection a side's garbage calls for
// falls within that side. A side reports what went wrong, or "".
func Alternate(b *testing.B, collect bool, sides [2]func() string) Pair {
	p := Pair{ops: b.N}
	timed := func(i int) {
		if collect {
			b.StopTimer()
			runtime.GC()
			b.StartTimer()
		}
		c0, w0 := process(), time.Now()
		if err := sides[i](); err != "" {
			b.Fatal(err)
		}
		p.CPU[i] += process() - c0
		p.Wall[i] += time.Since(w0)
	}
	b.ResetTimer()
	for op := 0; op < b.N; op++ {
		first := op % 2
		timed(first)
		timed(1 - first)
	}
	return p
}

// Report gives each side's processor time an op (names[i]+"-cpu-ns/op")
// and the ratio of the first to the second, in processor time (ratio) and
// on the wall clock (ratio+"-wall").
func (p Pair) Report(b *testing.B, names [2]string, ratio string) {
	if p.ops == 0 {
		return
	}
	for i, name := range names {
		b.ReportMetric(float64(p.CPU[i])/float64(p.ops), name+"-cpu-ns/op")
	}
	if p.CPU[1] > 0 {
		b.ReportMetric(float64(p.CPU[0])/float64(p.CPU[1]), ratio)
	}
	if p.Wall[1] > 0 {
		b.ReportMetric(float64(p.Wall[0])/float64(p.Wall[1]), ratio+"-wall")
	}
}
