package rules

import "time"

// The game's record of events is its largest part in a long game: an
// Event is 152 bytes, most of them strings that are empty in most events
// (a promotion, a claim, an option, a note, the moves sent). The record
// keeps each event in a third of that: the small fields and the time as
// they are, the rest behind one pointer, nil when all are empty and shared
// by the events that have the same (a thousand claims of one kind).

// storedEvent is an Event as the game's record keeps it.
type storedEvent struct {
	Actor      Actor
	Square     Square
	To         Square
	Accidental bool
	Wilful     bool
	Reciprocal bool
	Unasked    bool
	Ruling     int16
	Verb       Verb
	At         time.Time
	more       *eventWords
}

// eventWords are the fields of an Event that most events leave empty.
type eventWords struct {
	wordsKey
	Sent []SentMove
}

// wordsKey is what events with no moves sent share.
type wordsKey struct {
	Promotion, Claim, Option, Text, SentAs string
}

// store is e as the record keeps it.
func (g *Game) store(e Event) storedEvent {
	s := storedEvent{Actor: e.Actor, Square: e.Square, To: e.To, Accidental: e.Accidental, Wilful: e.Wilful,
		Reciprocal: e.Reciprocal, Unasked: e.Unasked, Ruling: e.Ruling, Verb: e.Verb, At: e.At}
	k := wordsKey{Promotion: e.Promotion, Claim: e.Claim, Option: e.Option, Text: e.Text, SentAs: e.SentAs}
	switch {
	case e.Sent != nil:
		s.more = &eventWords{wordsKey: k, Sent: append([]SentMove{}, e.Sent...)}
	case k != wordsKey{}:
		if g.words == nil {
			g.words = map[wordsKey]*eventWords{}
		}
		if s.more = g.words[k]; s.more == nil {
			s.more = &eventWords{wordsKey: k}
			g.words[k] = s.more
		}
	}
	return s
}

// event is the Event stored.
func (s storedEvent) event() Event {
	e := Event{Actor: s.Actor, Square: s.Square, To: s.To, Accidental: s.Accidental, Wilful: s.Wilful,
		Reciprocal: s.Reciprocal, Unasked: s.Unasked, Ruling: s.Ruling, Verb: s.Verb, At: s.At}
	if m := s.more; m != nil {
		e.Promotion, e.Claim, e.Option, e.Text, e.SentAs = m.Promotion, m.Claim, m.Option, m.Text, m.SentAs
		if m.Sent != nil {
			e.Sent = append([]SentMove{}, m.Sent...)
		}
	}
	return e
}
