package record

// Shared keeps the last value given for each key (a kind of ruling), so
// that the values given one after another, and equal, share one copy
// instead of each holding its own: a long game may raise the same case
// thousands of times. Kept values must never be changed in place; a change
// is made to a copy.
type Shared[K comparable, T any] struct {
	// Same reports whether the kept value is equal to v. It may answer no
	// for equal values (bytes compared, say): that costs a copy, never a
	// wrong value.
	Same func(kept, v *T) bool
	// Keep makes the copy kept; nil: a plain copy.
	Keep func(v *T) *T
	last map[K]*T
}

// Share returns the value kept for k if it is equal to v, else a copy of
// v, kept for k from now on.
func (s *Shared[K, T]) Share(k K, v *T) *T {
	if kept := s.last[k]; kept != nil && s.Same(kept, v) {
		return kept
	}
	var cp *T
	if s.Keep != nil {
		cp = s.Keep(v)
	} else {
		x := *v
		cp = &x
	}
	if s.last == nil {
		s.last = map[K]*T{}
	}
	s.last[k] = cp
	return cp
}
