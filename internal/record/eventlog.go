package record

import (
	"time"
	"unsafe"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
)

// EventLog is the record of events. An Event holds strings, a time and a
// slice: a long game's record of them would be scanned by the collector
// and copied with write barriers every time it grew. Most events are a
// touch, a release, a move or a word with nothing more (a verb, squares,
// a promotion, a stamp in UTC): the log keeps those as a small record
// without pointers, and the others, rare, whole beside it.
type EventLog struct {
	recs   []eventRec
	rare   []Event // the events kept whole, in order
	stamps []stamp // the stamps of the events in records, in order
}

// eventRec is one event as the log keeps it, in 12 bytes. With flagRare,
// idx is the event's index in the log's rare events and the other fields
// are unused; with flagStamped, the index of its stamp.
type eventRec struct {
	idx    uint32
	ruling int16
	actor  Actor
	square chess.Square
	to     chess.Square
	verb   uint8 // index in VerbCodes
	promo  uint8 // index in promoCodes
	flags  uint8
}

// stamp is a stamp in UTC.
type stamp struct {
	sec  int64
	nsec int32
}

const (
	flagRare = 1 << iota
	flagStamped
	flagAccidental
	flagWilful
	flagReciprocal
	flagUnasked
)

// VerbCodes are the verbs a record names by index; an event with another
// (an unknown verb, refused by the law) is kept whole.
var VerbCodes = [...]Verb{Touch, Release, Move, SayCheck, SayJadoube, TouchSquare, Promote,
	Claim, Choose, Waive, Drop, Resign, Abandon, Upset, Annul, Note, Require, Elect, Replace,
	Dispute, Refuse, Result, Miss, Appeal, Communicate, Assisted, Send, Withdraw, Concede, Notice}

// promoCodes are the promotions a record names by index.
var promoCodes = [...]string{"", law.PromoteQueen, law.PromoteRook, law.PromoteBishop, law.PromoteKnight, law.PromoteNone}

func VerbCode(v Verb) (uint8, bool) {
	// An event's verb is nearly always the constant itself (the notation
	// reads its words into the table's): the same bytes, found without
	// comparing them, three times an event.
	if p := unsafe.StringData(string(v)); p != nil {
		for i := range VerbCodes {
			if unsafe.StringData(string(VerbCodes[i])) == p && len(VerbCodes[i]) == len(v) {
				return uint8(i), true
			}
		}
	}
	for i, c := range &VerbCodes { // &: range over the array itself copies it
		if c == v {
			return uint8(i), true
		}
	}
	return 0, false
}

func promoCode(p string) (uint8, bool) {
	for i, c := range &promoCodes {
		if c == p {
			return uint8(i), true
		}
	}
	return 0, false
}

// compact writes e into r, which is zero, and reports whether the record
// holds it exactly, with its stamp (flagStamped) apart (not: words, sent moves, an option, a claim, a stamp
// not in UTC). It writes in place: built aside byte by byte and copied
// whole, the record took three times as long in the profile.
func compact(r *eventRec, e *Event) (st stamp, ok bool) {
	if e.Claim != "" || e.Option != "" || e.Text != "" || e.Sent != nil || e.SentAs != "" {
		return st, false
	}
	verb, ok := VerbCode(e.Verb)
	if !ok {
		return st, false
	}
	promo, ok := promoCode(e.Promotion)
	if !ok {
		return st, false
	}
	r.ruling, r.actor, r.square, r.to, r.verb, r.promo = e.Ruling, e.Actor, e.Square, e.To, verb, promo
	var flags uint8
	if !e.At.IsZero() {
		st, flags = stamp{e.At.Unix(), int32(e.At.Nanosecond())}, flagStamped
		if st.time() != e.At {
			return st, false // another zone, or a monotonic reading
		}
	}
	if e.Accidental {
		flags |= flagAccidental
	}
	if e.Wilful {
		flags |= flagWilful
	}
	if e.Reciprocal {
		flags |= flagReciprocal
	}
	if e.Unasked {
		flags |= flagUnasked
	}
	r.flags = flags
	return st, true
}

// time is the stamp as the incident notation reads one: UTC, no monotonic
// reading.
func (st stamp) time() time.Time { return time.Unix(st.sec, int64(st.nsec)).UTC() }

// Len is the number of events recorded.
func (l *EventLog) Len() int { return len(l.recs) }

// Add records e at the end.
func (l *EventLog) Add(e *Event) {
	n := len(l.recs)
	if n == cap(l.recs) {
		l.recs = RoomForMany(l.recs)
	}
	// Appended in room already made: only the length is written, not the
	// pointer, which the collector would have to be told of.
	l.recs = append(l.recs, eventRec{})
	r := &l.recs[n]
	st, ok := compact(r, e)
	switch {
	case !ok:
		*r = eventRec{idx: uint32(len(l.rare)), flags: flagRare}
		l.rare = append(l.rare, *e)
	case r.flags&flagStamped != 0:
		r.idx = uint32(len(l.stamps))
		l.stamps = append(roomForOne(l.stamps), st)
	}
}

// At is the i-th event (0-based).
func (l *EventLog) At(i int) Event {
	r := &l.recs[i]
	if r.flags&flagRare != 0 {
		return l.rare[r.idx]
	}
	e := Event{Actor: r.actor, Square: r.square, To: r.to, Ruling: r.ruling,
		Verb: VerbCodes[r.verb], Promotion: promoCodes[r.promo],
		Accidental: r.flags&flagAccidental != 0, Wilful: r.flags&flagWilful != 0,
		Reciprocal: r.flags&flagReciprocal != 0, Unasked: r.flags&flagUnasked != 0}
	if r.flags&flagStamped != 0 {
		e.At = l.stamps[r.idx].time()
	}
	return e
}

// Verb is the i-th event's verb, without building the event.
func (l *EventLog) Verb(i int) Verb {
	r := &l.recs[i]
	if r.flags&flagRare != 0 {
		return l.rare[r.idx].Verb
	}
	return VerbCodes[r.verb]
}

// Truncate keeps the first n events.
func (l *EventLog) Truncate(n int) {
	rare, stamped := false, false
	for _, r := range l.recs[n:] {
		switch {
		case r.flags&flagRare != 0 && !rare:
			clear(l.rare[r.idx:]) // let the collector have what they hold
			l.rare, rare = l.rare[:r.idx], true
		case r.flags&flagStamped != 0 && !stamped:
			l.stamps, stamped = l.stamps[:r.idx], true
		}
		if rare && stamped {
			break
		}
	}
	l.recs = l.recs[:n]
}

// Expect makes room for n more events at once.
func (l *EventLog) Expect(n int) {
	if n > 0 && cap(l.recs)-len(l.recs) < n {
		l.recs = append(make([]eventRec, 0, len(l.recs)+n), l.recs...)
	}
}

// All is every event recorded, in order.
func (l *EventLog) All() []Event {
	if len(l.recs) == 0 {
		return nil
	}
	out := make([]Event, len(l.recs))
	for i := range l.recs {
		out[i] = l.At(i)
	}
	return out
}

// Cap is how many events the log has room for before it grows: the
// engine sizes its move record from it.
func (l *EventLog) Cap() int { return cap(l.recs) }

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

// RoomForMany makes room for one more element in a record that grows one
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

// RoomForExpected makes room for one more element, as RoomForMany does, or
// at once for expected elements where the caller knows about how many will
// come (a script replayed) and that is more than RoomForMany would give:
// the record then grows once.
func RoomForExpected[T any](s []T, expected int) []T {
	if len(s) < cap(s) {
		return s
	}
	if expected > 4*cap(s) {
		grown := make([]T, len(s), expected)
		copy(grown, s)
		return grown
	}
	return RoomForMany(s)
}
