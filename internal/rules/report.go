package rules

// Report is the ruling object of docs/spec.md §5: the public JSON contract.
// Fields after those of docs/spec.md §5 are extensions (omitted when empty).
type Report struct {
	Code        string       `json:"code"`
	Start       string       `json:"start"`
	FEN         string       `json:"fen"`
	Turn        string       `json:"turn"`
	Result      string       `json:"result"`
	Moves       []string     `json:"moves"`
	Rulings     []Ruling     `json:"rulings"`
	Obligations []Obligation `json:"obligations"`

	// Extensions.
	Odds      *OddsReport      `json:"odds,omitempty"`      // the odds given
	Agreement *AgreementReport `json:"agreement,omitempty"` // an undertaking to win in a particular manner
	Time      *TimeReport      `json:"time,omitempty"`      // the time allotted and the clocks (Staunton XV)
	Mode      string           `json:"mode,omitempty"`      // consultation or correspondence (Staunton Ch. III)
	// Held says why a mate or stalemate on the board is not yet the result:
	// the pending ruling whose options could still change it.
	Held string `json:"result_held,omitempty"`
	// Sent are the moves each player sent still to be played, the replies
	// assumed between them (correspondence).
	Sent map[string][]string `json:"sent,omitempty"`
}

// OddsReport is the odds of the game (extension).
type OddsReport struct {
	Giver    string   `json:"giver"`
	Men      []string `json:"men,omitempty"` // the squares the men given stood on
	Move     bool     `json:"move,omitempty"`
	Moves    int      `json:"moves,omitempty"`
	DrawsWon bool     `json:"drawn_games_won,omitempty"`
	Castling bool     `json:"castling_stipulated,omitempty"`
	Exchange bool     `json:"exchange,omitempty"` // the odds of "the exchange" (Staunton odds I)
}

// AgreementReport is the undertaking (extension).
type AgreementReport struct {
	Player string `json:"player"`
	Kind   string `json:"kind"`
	Man    string `json:"man,omitempty"` // mate-with: the man, by its square at the start
	// AnyPawn: mate-with any one of his pawns (Staunton odds IV).
	AnyPawn bool   `json:"any_pawn,omitempty"`
	Square  string `json:"square,omitempty"` // mate-on: the square of the King mated
	// Now is where the man undertaken to mate with stands ("" once taken).
	Now string `json:"man_now,omitempty"`
}

// Ruling states (docs/spec.md §5).
const (
	StatePending   = "pending"
	StateEnforced  = "enforced"
	StateWaived    = "waived"
	StateExpired   = "expired"
	StateApplied   = "applied"
	StateNoPenalty = "no-penalty"
)

// Ruling is the law's answer to one offence or claim.
type Ruling struct {
	Event    int      `json:"event"` // 1-based event number that raised it
	Kind     string   `json:"kind"`
	Offender string   `json:"offender"` // "white", "black" or ""
	Chooser  string   `json:"chooser"`  // "white", "black", "umpire" or ""
	Articles []string `json:"articles"`
	Options  []string `json:"options"`
	State    string   `json:"state"`
	Chosen   string   `json:"chosen"`

	// Extensions.
	Argument string `json:"argument,omitempty"` // the square named with the chosen option
	Silent   bool   `json:"silent,omitempty"`   // the code has no law on the case: referred to the umpire
	Late     bool   `json:"late,omitempty"`     // claimed after the window closed
	// Claimed: the penalty was claimed; with state expired, no penalty was
	// chosen before the claimant's reply, which lapsed it.
	Claimed bool `json:"claimed,omitempty"`
	// Unmade: a correction the law makes at once was never made at the
	// board (play went on as if the move stood): the ruling expired with
	// its penalty, and the irregularity lies until a claim discovers it.
	Unmade bool `json:"unmade,omitempty"`
	// AppealedBy: who appealed to the umpire on a question he decided
	// ("white", "black" or "both"); Binding: it was submitted by both
	// players, and the decision is final and binding (Staunton XIX, BCA XV).
	AppealedBy string `json:"appealed_by,omitempty"`
	Binding    bool   `json:"binding,omitempty"`
	Deadline   string `json:"deadline,omitempty"` // until when the chooser may claim, in words
	Note       string `json:"note,omitempty"`     // the ruling in words
	Square     string `json:"square,omitempty"`   // the man concerned, where there is one
	Move       string `json:"move,omitempty"`     // the offending move (UCI), where there is one
	// SupersededBy is the 1-based number, in the report's rulings, of the
	// ruling that took this one's place (a penalty raised on a touch, then
	// governed by the ruling on the move made or the men touched after).
	SupersededBy int `json:"superseded_by,omitempty"`
	// SupersededWhy says why, in words: SupersededSameMan or
	// SupersededMoveTakenBack.
	SupersededWhy string `json:"superseded_why,omitempty"`
	// words are what this ruling's options demand under its code, where
	// they differ from DescribeOption's (read with OptionText).
	words map[string]string
}

// Why a ruling was superseded.
const (
	// SupersededSameMan: the ruling on the move made with the man touched,
	// or on more men touched, governs the same man.
	SupersededSameMan = "which governs the same man"
	// SupersededMoveTakenBack: a penalty enforced on another ruling took
	// back the move this one concerned.
	SupersededMoveTakenBack = "whose penalty took back the move"
)

// Obligation is what a player must do now (docs/spec.md §5).
type Obligation struct {
	Player   string   `json:"player"`
	Duty     string   `json:"duty"`
	Square   string   `json:"square"`
	Articles []string `json:"articles"`
}

// Duties in obligations: the option names, and move-man for move-any.
const (
	DutyMoveTouched    = "move-touched"
	DutyCaptureTouched = "capture-touched"
	DutyMoveKing       = "move-king"
	DutyMoveMan        = "move-man"
	DutyMoveRook       = "move-rook"
)

// Report is the docs/spec.md §5 object for the game as it stands.
func (g *Game) Report() Report {
	rep := g.Status()
	rep.Moves = g.MovesFrom(0)
	return rep
}

// Status is Report without the move record (Moves is nil): what a display
// that follows the record itself, with MovesFrom and MovesChangedFrom,
// needs after each event. Its cost does not grow with the moves played.
func (g *Game) Status() Report {
	rep := g.Summary()
	rep.Rulings = make([]Ruling, 0, len(g.s.rulings))
	for _, r := range g.s.rulings {
		rep.Rulings = append(rep.Rulings, g.publicRuling(r))
	}
	return rep
}

// Summary is Status without the rulings (Rulings is nil): a display that
// asks for the rulings it shows (RulingAt) holds no copy of them all.
func (g *Game) Summary() Report {
	s := &g.s
	rep := Report{Code: g.law.ID, Start: g.start.FEN(), FEN: s.board.FEN(), Turn: s.board.Turn.String(),
		Result: g.result(), Obligations: []Obligation{}}
	rep.Odds, rep.Agreement, rep.Time = g.odds.oddsReport(), g.odds.agreementReport(), g.clock.timeReport()
	rep.Mode, rep.Sent = g.setup.Mode, g.modes.sentReport()
	if rep.Result == "*" {
		_, rep.Held = g.resultAndReason()
	}
	if rep.Result != "*" {
		return rep // a finished game owes no move (docs/spec.md §5: "what a player must do now")
	}
	for _, o := range s.obligations {
		if len(s.moves) <= o.FromPly {
			continue // not yet in force: after the adversary has moved
		}
		if o.Player == s.board.Turn && !g.moves.dutyPossible(&s.board, o) {
			continue // due now and impossible: it lapses (V: "if it can be played legally")
		}
		sq := o.Square.String()
		if o.Duty == DutyMoveKing {
			sq = "" // the King, whichever square he stands on (docs/spec.md §5's example)
		}
		rep.Obligations = append(rep.Obligations, Obligation{Player: o.Player.String(), Duty: o.Duty,
			Square: sq, Articles: append([]string{}, o.Articles...)})
	}
	for _, d := range s.turn.duties {
		duty, articles := DutyMoveTouched, g.law.TouchOwn
		if d.adverse {
			duty, articles = DutyCaptureTouched, g.law.TouchAdverse
		}
		rep.Obligations = append(rep.Obligations, Obligation{Player: d.player.String(), Duty: duty,
			Square: d.square.String(), Articles: append([]string{}, articles...)})
	}
	return rep
}
