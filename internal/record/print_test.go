package record

import "testing"

// Equal values print alike; a change to any part, or words moved from one
// list to the next, prints apart.
func TestPrint(t *testing.T) {
	print := func(n int64, a, b []string) uint64 {
		var p Print
		p.Bytes(BytesOf(&n))
		p.Words(a...)
		p.Words(b...)
		p.Byte(7)
		return p.Sum()
	}
	base := print(1, []string{"a", "b"}, []string{"c"})
	if print(1, []string{"a", "b"}, []string{"c"}) != base {
		t.Fatal("equal values print apart")
	}
	for name, other := range map[string]uint64{
		"value":       print(2, []string{"a", "b"}, []string{"c"}),
		"a word":      print(1, []string{"a", "x"}, []string{"c"}),
		"words moved": print(1, []string{"a"}, []string{"b", "c"}),
		"words run":   print(1, []string{"ab"}, []string{"c"}),
	} {
		if other == base {
			t.Errorf("%s changed, and the print did not", name)
		}
	}
}

// SameBytes compares values as a whole: shared strings equal, equal
// strings in other places not (it may answer no for equal values, never
// yes for different ones).
func TestSameBytes(t *testing.T) {
	type v struct {
		n int
		s string
	}
	a, b := v{1, "word"}, v{1, "word"}
	if !SameBytes(&a, &b) {
		t.Error("equal values with a shared string are not the same bytes")
	}
	b.n = 2
	if SameBytes(&a, &b) {
		t.Error("different values are the same bytes")
	}
	c := v{1, string([]byte("word"))}
	if SameBytes(&a, &c) {
		t.Error("a string in another place compares as the same bytes")
	}
}
