package rules

import (
	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
)

// ruling is a ruling as the engine keeps it: the public Ruling and what the
// engine needs to carry it out. Once raised, a ruling changes only by the
// transitions below (claimed, enforced, waived, lapsed, re-offered, a man
// added, its move attached), each made in one place.
type ruling struct {
	said
	offender    chess.Color
	hasOffender bool
	square      chess.Square // the man concerned (touched or moved)
	capture     chess.Square // the adverse man concerned
	claimed     bool
	pick        chooserID // who picks among the options (chooser)
	move        int       // the offending move in the record, -1 if none
	// remedy (as the code gave it, before impossible options were dropped)
	// and facts (those it was raised on, for re-offering) are never changed
	// in place: rulings raised on the same case share them (shareCase), and
	// a change makes a new one. The window, whether the offended player's
	// touches in reply are free, and the correction made even when the
	// penalty is waived are the remedy's.
	remedy *law.Remedy
	facts  *law.Facts
	// supersededBy is the ruling that took this one's place.
	supersededBy *ruling
	// rare holds what few rulings say. Checkpoints share rulings by
	// copying them, and so share it: a change makes a new one (setRare).
	rare record.Rare[rare]
}

// rare is what a ruling says only once decided, appealed, superseded, or
// raised on a move or on several men: most rulings hold none of it, and a
// long game holds hundreds of thousands of rulings. Its exported fields
// are the public Ruling's, as said's are.
type rare struct {
	Chosen        string
	Argument      string
	AppealedBy    string
	Move          string
	SupersededWhy string
	touched       []chess.Square // several men touched, or the two men of a capture of one's own
	selected      *law.SentMove  // the move named with select-move
}

func (r *ruling) Chosen() string          { return r.rare.Get().Chosen }
func (r *ruling) Argument() string        { return r.rare.Get().Argument }
func (r *ruling) AppealedBy() string      { return r.rare.Get().AppealedBy }
func (r *ruling) Move() string            { return r.rare.Get().Move }
func (r *ruling) SupersededWhy() string   { return r.rare.Get().SupersededWhy }
func (r *ruling) touched() []chess.Square { return r.rare.Get().touched }
func (r *ruling) selected() *law.SentMove { return r.rare.Get().selected }

// setRare changes the rare fields in a new copy: the old one may be shared
// with a checkpoint's copy of the ruling. change must not write into the
// old one's slices (append to a clipped one).
func (r *ruling) setRare(change func(x *rare)) { r.rare.Set(change) }

// said is what a ruling says, as the engine keeps it: the public Ruling's
// fields but those made when it is asked for (publicRuling): the offender,
// chooser and square in words, the deadline, the ruling that superseded it
// and the words of its options. A long game holds thousands of rulings:
// each holds no more than it must.
type said struct {
	Event    int
	Kind     string
	State    string
	Note     string
	Articles []string
	Options  []string
	Silent   bool
	Late     bool
	Unmade   bool
	Binding  bool
}

// offenderName is the offender in words, "" if none.
func (r *ruling) offenderName() string {
	if !r.hasOffender {
		return ""
	}
	return r.offender.String()
}

// subject is the man or men a ruling is about.
type subject struct {
	square  chess.Square   // the man touched or moved (NoSquare if none)
	capture chess.Square   // the adverse man concerned (NoSquare if none)
	touched []chess.Square // several men touched, or the two men of a capture of one's own
}

var noSubject = subject{square: chess.NoSquare, capture: chess.NoSquare}

// offence says who offended and by which move.
type offence struct {
	offender    chess.Color
	hasOffender bool
	move        int // index in the move record, -1 if none
}

func offenceBy(c chess.Color, move int) offence {
	return offence{offender: c, hasOffender: true, move: move}
}

// claimBy is a claim with no offender; the claimant is named in the facts.
func claimBy(move int) offence { return offence{move: move} }

// chooserID is who picks among a ruling's options: one byte in every
// ruling, where the words would take sixteen.
type chooserID uint8

const (
	noChooser chooserID = iota
	chooserWhite
	chooserBlack
	chooserUmpire
)

// colorChooser: the player of that colour picks.
func colorChooser(c chess.Color) chooserID {
	if c == chess.White {
		return chooserWhite
	}
	return chooserBlack
}

// chooser names who picks among the options: "white", "black", "umpire",
// or "" (nobody).
func (r *ruling) chooser() string {
	switch r.pick {
	case chooserWhite:
		return "white"
	case chooserBlack:
		return "black"
	case chooserUmpire:
		return "umpire"
	}
	return ""
}

// ---- transitions ----------------------------------------------------------
