package record

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

// roomForMany makes room for one more element in a record that grows one
// at a time to thousands (the events, the moves), quadrupling it: a long
// game recorded event by event copies its record a few times, not a dozen,
// and the collector (the records hold pointers) scans and clears far less.
// At most three quarters of the room stand empty.
func RoomForMany[T any](s []T) []T {
	if len(s) < cap(s) {
		return s
	}
	grown := make([]T, len(s), max(256, 4*cap(s)))
	copy(grown, s)
	return grown
}
