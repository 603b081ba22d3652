package record

// What is recorded: the Event (an act at the board, a word, a claim, the
// umpire's act), the EventLog that keeps a game's events packed, and the
// room the log and the engine's turns grow in (RoomForMany, Block).

import (
	"slices"
	"time"
	"unsafe"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
)

// Actor is who performs an event: a player or the umpire.
type Actor int8

const (
	ActorWhite  Actor = 0
	ActorBlack  Actor = 1
	ActorUmpire Actor = 2
)

// ActorOf returns the actor for a player.
func ActorOf(c chess.Color) Actor { return Actor(c) }

// Color returns the player's colour; ok is false for the umpire.
func (a Actor) Color() (chess.Color, bool) {
	switch a {
	case ActorWhite:
		return chess.White, true
	case ActorBlack:
		return chess.Black, true
	}
	return chess.White, false
}

// Letter is the actor's letter in the incident notation.
func (a Actor) Letter() string {
	switch a {
	case ActorWhite:
		return "W"
	case ActorBlack:
		return "B"
	}
	return "U"
}

func (a Actor) String() string {
	switch a {
	case ActorWhite:
		return "white"
	case ActorBlack:
		return "black"
	}
	return "umpire"
}

// Verb is what an event does (docs/spec.md §3). The strings are the notation's words.
type Verb string

const (
	Touch       Verb = "touch"        // Square, Accidental
	SayJadoube  Verb = "say jadoube"  // before a touch: the touch is an adjustment
	TouchSquare Verb = "touch-square" // Square: touched with the man in hand
	Release     Verb = "release"      // Square: where the man in hand is let go
	Move        Verb = "move"         // Square → To, Promotion: touch then release
	Promote     Verb = "promote"      // Promotion: q r b n or none
	SayCheck    Verb = "say check"    //
	Claim       Verb = "claim"        // Claim: "" (the adversary's latest infraction), fifty, board, men, dropped, draw
	Notice      Verb = "notice"       // Claim as for claim: an irregularity noticed, by either player or the umpire
	Choose      Verb = "choose"       // Option, Square (argument, may be NoSquare)
	Waive       Verb = "waive"        //
	Drop        Verb = "drop"         // Square: the man falls off the board
	Resign      Verb = "resign"       //
	Abandon     Verb = "abandon"      //
	Upset       Verb = "upset"        // Wilful
	Annul       Verb = "annul"        // umpire
	Note        Verb = "note"         // umpire; Text

	// Extensions (docs/notation.md §7): acts at the board the law speaks of.
	Require Verb = "require" // Claim "replace": the adversary requires the man held undecided to be replaced (BCA VI)
	Elect   Verb = "elect"   // Square: the opponent elects the square of a man that touched all it commands (Staunton VII)
	Replace Verb = "replace" // Square: a fallen or dropped man put back (Lewis VII, Staunton XVII)
	Dispute Verb = "dispute" // umpire; Claim "dropped", "check" or "upset": the players cannot agree (Staunton XII, XVI, XVII; BCA II, VIII)
	Refuse  Verb = "refuse"  // the player refuses to abide by the umpire's decision (Staunton XVIII, BCA XIV)
	Result  Verb = "result"  // umpire; Claim "1-0", "0-1" or "1/2-1/2": a result agreed at the board or declared
	Miss    Verb = "miss"    // correspondence: the player sent no move on the day appointed (Staunton corr I, IX)
	Appeal  Verb = "appeal"  // the player appeals to the umpire (Staunton XIX, BCA XV; Lewis XXV, American XXVI: the bystanders)

	// Extensions (docs/notation.md §9): the modes of play.
	Communicate Verb = "communicate" // Square → To: the move communicated differs from the party's own board (cons II)
	Assisted    Verb = "assisted"    // the party accepted a bystander's help (cons V, corr VII)
	Send        Verb = "send"        // Sent, SentAs: moves despatched (corr II-IX)
	Withdraw    Verb = "withdraw"    // the sender asks back the move despatched (corr II)

	// Extension (docs/notation.md §10): a private agreement.
	Concede Verb = "concede" // Claim "takeback", Reciprocal: the adversary may take back his last move (Staunton, agreement)
)

// The subjects of `require` and `dispute`.
const (
	RequireReplace = "replace"
	DisputeDropped = "dropped"
	DisputeCheck   = "check"
	DisputeUpset   = "upset"
)

// Event is one physical action at the board, or a word said, as recorded.
type Event struct {
	// The small fields first, together, so that an event takes less room in
	// a long game's record.
	Actor      Actor
	Square     chess.Square // touch, touch-square, release, drop, move (from), choose (argument)
	To         chess.Square // move (to)
	Accidental bool         // touch
	Wilful     bool         // upset
	Reciprocal bool         // concede: a concession stipulated to be reciprocal
	Unasked    bool         // an umpire's act: taken of his own motion, no player appealing
	// Ruling names the ruling a choose or waive answers: its 1-based number
	// in the report's rulings; 0, the latest pending one that fits.
	Ruling    int16
	Verb      Verb
	Promotion string // promote, move: q r b n none, or ""
	Claim     string // claim: one of the Claim* values
	Option    string // choose
	Text      string // note
	// At is when it happened, where known (a stamp): the clocks of a timed
	// game are a fold over these times. Zero when not known.
	At time.Time
	// Sent are the moves of a `send`, SentAs how they stand to each other
	// (SentLine, SentEither, SentDoubtful, SentUnintelligible).
	Sent   []law.SentMove
	SentAs string
}

// Equal reports whether two events are the same act (Event holds a slice,
// so == does not compile).
func (e Event) Equal(o Event) bool {
	return e.Actor == o.Actor && e.Verb == o.Verb && e.Square == o.Square && e.To == o.To &&
		e.Accidental == o.Accidental && e.Promotion == o.Promotion && e.Claim == o.Claim &&
		e.Option == o.Option && e.Wilful == o.Wilful && e.Text == o.Text && e.At.Equal(o.At) &&
		slices.Equal(e.Sent, o.Sent) && e.SentAs == o.SentAs && e.Reciprocal == o.Reciprocal && e.Ruling == o.Ruling &&
		e.Unasked == o.Unasked
}

// How the moves of a `send` event stand to each other.
const (
	SentLine           = "line"           // successive moves: the sender's, then the reply assumed, ... (corr III-V)
	SentEither         = "either"         // more than one move for the same turn (corr VI)
	SentDoubtful       = "doubtful"       // one move read more than one way, the sender's meaning first (corr VIII)
	SentUnintelligible = "unintelligible" // a move not intelligibly described (corr IX)
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

// Block is where many small slices are cut from (a turn's touches): they
// allocate nothing of their own. A block is never rewound, so a slice
// handed on is never written by a later one; one that outgrows its room
// is copied by append, as any slice. The zero value is ready to use.
type Block[T any] struct{ free []T }

// blockRoom is how many slices of a size a new block holds.
const blockRoom = 256

// Carve cuts a slice of length 0 with room for n elements, taking a new
// block when this one runs out.
func (b *Block[T]) Carve(n int) []T {
	if cap(b.free)-len(b.free) < n {
		b.free = make([]T, 0, blockRoom*n)
	}
	k := len(b.free)
	b.free = b.free[:k+n]
	return b.free[k : k : k+n]
}
