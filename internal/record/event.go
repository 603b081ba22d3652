package record

import (
	"slices"
	"time"

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
