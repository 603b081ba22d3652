package record

import (
	"slices"
	"testing"
)

type remedy struct {
	Note     string
	Articles []string
}

func sameRemedy(a, b *remedy) bool {
	return a.Note == b.Note && slices.Equal(a.Articles, b.Articles)
}

// Equal values given one after another for a key share one kept copy; a
// different one replaces it; the keys keep theirs apart.
func TestSharedSharesEqualValues(t *testing.T) {
	s := Shared[string, remedy]{Same: sameRemedy}
	v := remedy{Note: "a", Articles: []string{"IX"}}
	first := s.Share("touch", &v)
	if first == &v {
		t.Fatal("Share kept the value given, not a copy")
	}
	v.Note = "changed after" // the caller's own: the kept copy is not it
	if first.Note != "a" {
		t.Fatal("the kept value changed with the one given")
	}
	v.Note = "a"
	if again := s.Share("touch", &remedy{Note: "a", Articles: []string{"IX"}}); again != first {
		t.Error("an equal value is not shared")
	}
	if other := s.Share("check", &v); other == first {
		t.Error("another key shares the first key's value")
	}
	changed := s.Share("touch", &remedy{Note: "b"})
	if changed == first || changed.Note != "b" {
		t.Errorf("a different value gave %+v", *changed)
	}
	if s.Share("touch", &remedy{Note: "b"}) != changed {
		t.Error("the new value is not the one kept")
	}
	if first.Note != "a" {
		t.Error("a value once kept was changed")
	}
}

// Keep makes the copy kept (clipped slices here, so that an append to a
// kept value's slice goes to a new array).
func TestSharedKeep(t *testing.T) {
	s := Shared[int, remedy]{Same: sameRemedy, Keep: func(v *remedy) *remedy {
		cp := *v
		cp.Articles = slices.Clip(cp.Articles)
		return &cp
	}}
	kept := s.Share(1, &remedy{Articles: make([]string, 1, 8)})
	if cap(kept.Articles) != 1 {
		t.Errorf("Keep was not used: capacity %d", cap(kept.Articles))
	}
}
