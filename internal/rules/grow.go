package rules

// roomForOne makes room for one more element, doubling the capacity when it
// is full: append alone grows a long slice by a quarter at a time, which
// copies a long game's record many times over.
func roomForOne[T any](s []T) []T {
	if len(s) < cap(s) {
		return s
	}
	grown := make([]T, len(s), max(64, 2*cap(s)))
	copy(grown, s)
	return grown
}
