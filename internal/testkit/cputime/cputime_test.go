package cputime

import (
	"strings"
	"testing"
)

// Alternate runs each side once an op, the order swapped every op, and
// times only the sides.
func TestAlternateSwapsTheOrderEveryOp(t *testing.T) {
	var order strings.Builder
	// A B of seven ops made by hand: testing.Benchmark would raise N until
	// a second had passed, with a collection before every half.
	const ops = 7
	b := &testing.B{N: ops}
	pair := Alternate(b, true, [2]func() string{
		func() string { order.WriteByte('a'); return "" },
		func() string { order.WriteByte('b'); return "" },
	})
	got := order.String()
	if len(got) != 2*ops {
		t.Fatalf("%d ops ran %d sides, want %d", ops, len(got), 2*ops)
	}
	for op := 0; op < ops; op++ {
		want := "ab"
		if op%2 == 1 {
			want = "ba"
		}
		if half := got[2*op : 2*op+2]; half != want {
			t.Fatalf("op %d ran %q, want %q (all: %.40s…)", op, half, want, got)
		}
	}
	if pair.ops != ops || pair.Wall[0] <= 0 || pair.Wall[1] <= 0 {
		t.Errorf("pair %+v after %d ops: each side's time must be counted", pair, ops)
	}
}
