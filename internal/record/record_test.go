package record

import (
	"reflect"
	"testing"
	"time"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
)

// eventLogCases are events of every shape the log keeps: in a record
// (touch, release, a promotion, flags, a stamp in UTC) and whole (words, a
// claim, sent moves, a stamp in another zone or with a monotonic reading,
// an unknown verb, a promotion the record does not name).
func eventLogCases() []Event {
	stamp := time.Date(2026, 11, 22, 4, 16, 20, 123456789, time.UTC)
	zone := time.FixedZone("+0200", 2*3600)
	return []Event{
		{Actor: ActorWhite, Verb: Touch, Square: 12, To: chess.NoSquare},
		{Actor: ActorWhite, Verb: Release, Square: 28, To: chess.NoSquare, At: stamp},
		{Actor: ActorBlack, Verb: Move, Square: 52, To: 36, Promotion: law.PromoteKnight, Ruling: 3},
		{Actor: ActorBlack, Verb: Touch, Square: 1, To: chess.NoSquare, Accidental: true},
		{Actor: ActorUmpire, Verb: Note, Square: chess.NoSquare, To: chess.NoSquare, Text: "the clock stopped"},
		{Actor: ActorWhite, Verb: Claim, Claim: law.ClaimFifty, Square: chess.NoSquare, To: chess.NoSquare},
		{Actor: ActorBlack, Verb: Upset, Wilful: true, Square: chess.NoSquare, To: chess.NoSquare},
		{Actor: ActorBlack, Verb: Upset, Square: chess.NoSquare, To: chess.NoSquare, At: stamp.In(zone)},
		{Actor: ActorWhite, Verb: Concede, Reciprocal: true, Square: chess.NoSquare, To: chess.NoSquare},
		{Actor: ActorWhite, Verb: Send, Sent: []law.SentMove{{From: 12, To: 28}}, SentAs: SentLine, Square: chess.NoSquare, To: chess.NoSquare},
		{Actor: ActorWhite, Verb: Concede, Reciprocal: true, Square: chess.NoSquare, To: chess.NoSquare, At: time.Now()},
		{Actor: ActorBlack, Verb: "offer-draw", Square: chess.NoSquare, To: chess.NoSquare},
		{Actor: ActorWhite, Verb: Promote, Promotion: "x", Square: chess.NoSquare, To: chess.NoSquare},
		{Actor: ActorWhite, Verb: Choose, Option: law.OptLoseGame, Square: 4, To: chess.NoSquare, At: stamp.Add(time.Second)},
		{Actor: ActorWhite, Verb: SayCheck, Square: chess.NoSquare, To: chess.NoSquare, At: time.Date(1, 1, 1, 0, 0, 1, 0, time.UTC)},
	}
}

// TestEventLogGivesBackWhatWasRecorded: every event comes back from the log
// as it went in, to the last field (a record that dropped a flag, a zone or
// a word would change what the law rules on a replay).
func TestEventLogGivesBackWhatWasRecorded(t *testing.T) {
	cases := eventLogCases()
	var l EventLog
	for i := range cases {
		l.Add(&cases[i])
	}
	if l.Len() != len(cases) {
		t.Fatalf("len %d, want %d", l.Len(), len(cases))
	}
	for i, want := range cases {
		if got := l.At(i); !reflect.DeepEqual(got, want) {
			t.Errorf("event %d: got %+v, want %+v", i, got, want)
		}
		if got := l.Verb(i); got != want.Verb {
			t.Errorf("event %d: verb %q, want %q", i, got, want.Verb)
		}
	}
	if got := l.All(); !reflect.DeepEqual(got, cases) {
		t.Errorf("all: got %+v", got)
	}
	if rare := len(l.rare); rare == 0 || rare == len(cases) {
		t.Errorf("%d of %d events kept whole: the record should hold some, not all", rare, len(cases))
	}
}

// TestEventLogTruncates: the events after n are forgotten, the ones kept
// whole among them too, and events added after come back right.
func TestEventLogTruncates(t *testing.T) {
	cases := eventLogCases()
	for n := 0; n <= len(cases); n++ {
		var l EventLog
		for i := range cases {
			l.Add(&cases[i])
		}
		l.Truncate(n)
		whole := 0
		for i := range cases[:n] {
			if _, ok := compact(&eventRec{}, &cases[i]); !ok {
				whole++
			}
		}
		stamped := 0
		for _, r := range l.recs {
			if r.flags&flagStamped != 0 {
				stamped++
			}
		}
		if l.Len() != n || len(l.rare) != whole || len(l.stamps) != stamped {
			t.Fatalf("truncate(%d): %d events, %d whole, %d stamps; want %d, %d, %d", n, l.Len(), len(l.rare), len(l.stamps), n, whole, stamped)
		}
		rest := cases[n:]
		for i := range rest {
			l.Add(&rest[i])
		}
		if got := l.All(); !reflect.DeepEqual(got, cases) {
			t.Fatalf("truncate(%d), then the rest again: got %+v", n, got)
		}
	}
	var l EventLog
	if l.All() != nil {
		t.Error("an empty log gives events")
	}
}
