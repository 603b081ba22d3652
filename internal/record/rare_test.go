package record

import (
	"slices"
	"testing"
)

type rareFields struct {
	Word  string
	Marks []int
}

// holder stands for a value holding rare fields (a ruling).
type holder struct {
	n    int
	rare Rare[rareFields]
}

// Unset, a Rare says nothing: every one gives the same shared zero,
// allocating nothing.
func TestRareUnsetIsTheSharedZero(t *testing.T) {
	var a, b holder
	if a.rare.IsSet() || a.rare.Get().Word != "" || a.rare.Get().Marks != nil {
		t.Fatal("an unset Rare says something")
	}
	if a.rare.Get() != b.rare.Get() {
		t.Error("two unset Rares give two zeros, not one shared")
	}
	if n := testing.AllocsPerRun(100, func() { _ = a.rare.Get().Word }); n != 0 {
		t.Errorf("Get of an unset Rare allocates %v times", n)
	}
	// A type too large for the shared block gets a zero of its own.
	var big Rare[[1000]int64]
	if big.Get()[999] != 0 || big.IsSet() {
		t.Error("an unset large Rare is not zero")
	}
}

// Set changes a copy: a copy of the holder (a checkpoint's) keeps saying
// what it said, and the shared zero is never written.
func TestRareSetNeverWritesInPlace(t *testing.T) {
	var h holder
	h.rare.Set(func(x *rareFields) { x.Word, x.Marks = "one", make([]int, 1, 4) })
	cp := h // shares the rare fields
	h.rare.Set(func(x *rareFields) { x.Word = "two"; x.Marks = append(slices.Clip(x.Marks), 9) })
	if got := cp.rare.Get(); got.Word != "one" || !slices.Equal(got.Marks, []int{0}) {
		t.Errorf("the copy says %q %v after the original changed", got.Word, got.Marks)
	}
	if got := h.rare.Get(); got.Word != "two" || !slices.Equal(got.Marks, []int{0, 9}) || !h.rare.IsSet() {
		t.Errorf("the original says %q %v", got.Word, got.Marks)
	}
	var other holder
	if other.rare.Get().Word != "" {
		t.Error("a Set wrote into the shared zero")
	}
}
