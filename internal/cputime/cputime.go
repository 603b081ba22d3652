// Package cputime measures the processor time a benchmark used, beside the
// wall-clock time `go test -bench` reports. On a machine shared with other
// work the wall clock counts the time spent waiting for a core; the
// processor time does not, so it moves less from run to run. Only the
// benchmarks import it.
package cputime

import (
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

// Now is the processor time the process has used so far (0 where the
// system does not tell): a benchmark that times two things alternately
// within each op reads it between them.
func Now() time.Duration { return process() }
