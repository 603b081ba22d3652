package rules

// facts are what a code needs to know of a case to give its remedy. The
// game works them out from the board; the codes only read them.
type facts struct {
	kind           string
	capture        bool // the offending move took an adverse man
	isKing         bool // the man moved or touched is the King
	pinned         bool // the touched man has moves by its powers, none legal
	touchedCanMove bool // the man concerned has a legal move (position before the offence)
	capturable     bool // the adverse man concerned can legally be taken
	kingCanMove    bool // the offender's King has a legal move (not castling)
	rookCanMove    bool // the castling Rook has a legal move
	anyMovable     bool // the offender has any legal move
	adverse        bool // touched-several: the men are the adversary's
	announced      bool // illegal move: the check it ignored had been announced
	unannounced    bool // the check ignored had not been announced
	movesEach      int  // complete moves played on each side so far
	movesSince     int  // moves made on each side since the offence (late claims)
	claimant       Color
	wilful         bool
	late           bool // a claim after the window closed
	castled        bool // obligation refused: the King castled when it had to move as a penalty
	known          bool // the move facts above were worked out (options can be filtered)
	subject        *subject
}

// subject is the man or men a ruling is about; the codes do not read it.
type subject struct {
	square  Square   // the man touched or moved (NoSquare if none)
	capture Square   // the adverse man concerned (NoSquare if none)
	touched []Square // several men touched, or the two men of a capture of one's own
}

// Who picks among the options.
const (
	byAdversary = "adversary"
	byUmpire    = "umpire"
	byNobody    = ""
)

// remedy is a code's answer to a case.
type remedy struct {
	articles    []string
	options     []string // offered to the chooser (filtered by the game for what is possible)
	chooser     string   // byAdversary, byUmpire or byNobody
	applied     string   // an option the law applies at once, whatever the players want
	silent      bool     // the code has no law for the case: referred to the umpire
	note        string   // the ruling in words
	touchExempt bool     // a touch by the offended player in reply neither binds him nor closes the window
	onWaive     string   // what the law still does when the penalty is waived (a mandatory retraction)
}

// feasible drops the options that cannot be carried out in the position the
// offender will move from: a touched man with no legal move, a man that
// cannot be taken, a King that cannot move. If none is left the law gives
// nothing to choose.
func feasible(rm remedy, f facts) remedy {
	if !f.known || len(rm.options) == 0 || rm.chooser == byUmpire {
		return rm
	}
	possible := map[string]bool{
		OptMoveTouched:    f.touchedCanMove,
		OptCaptureTouched: f.capturable,
		OptMoveKing:       f.kingCanMove,
		OptMoveAny:        f.anyMovable,
		OptMoveRook:       f.rookCanMove,
	}
	var kept []string
	for _, o := range rm.options {
		if ok, constrained := possible[o]; !constrained || ok {
			kept = append(kept, o)
		}
	}
	if len(kept) == 0 {
		rm.note += "; no penalty can be carried out in the position"
	}
	rm.options = kept
	return rm
}

// law is one code: its remedy for each case, and the few questions the
// game must ask before there is a case at all.
type law interface {
	remedy(f facts) remedy
	// touchArticles names the article that makes a touched man binding.
	touchArticles(adverse bool) []string
	// accidentExcused: an accidental touch does not bind.
	accidentExcused() bool
	// unannouncedCheckMayBeIgnored: the checked player need not attend to
	// an unannounced check, so a move leaving his King in it is no offence.
	unannouncedCheckMayBeIgnored() bool
}

// Kinds used between the game and the codes only.
const (
	caseFiftyEnded  = "fifty-ended"  // the fifty moves counted have run out
	casePromoteNone = "promote-none" // a pawn on the last rank named "none"
)

// Promotion outcomes of casePromoteNone (remedy.applied).
const (
	pawnStays   = "pawn-stays"
	pawnQueened = "queen"
)

// OptLoseGame is an extension option: the offender loses the game.
const OptLoseGame = "lose-game"

// byClaimant: the claimant chooses (the fifty-move count run out, BCA XI).
const byClaimant = "claimant"

func lawFor(code string) law {
	switch code {
	case "lewis1827":
		return lewis1827{}
	case "american1850":
		return american1850{}
	case "staunton1860":
		return staunton1860{}
	case "bca1862":
		return bca1862{}
	}
	return nil
}

// pick is a remedy the adversary chooses.
func pick(articles []string, note string, options ...string) remedy {
	return remedy{articles: articles, options: options, chooser: byAdversary, note: note}
}

// apply is a correction the law makes at once.
func apply(articles []string, note, option string) remedy {
	return remedy{articles: articles, applied: option, chooser: byNobody, note: note}
}

// none is a case the law rules on but gives no penalty.
func none(articles []string, note string) remedy {
	return remedy{articles: articles, chooser: byNobody, note: note}
}

// silent refers a case the code does not provide for to the umpire,
// naming the code's referral article; it never borrows another code's answer.
func silent(referral, note string, options ...string) remedy {
	if len(options) == 0 {
		options = []string{OptProceed, OptAnnul}
	}
	return remedy{articles: []string{referral}, options: options, chooser: byUmpire, silent: true, note: note}
}

func arts(a ...string) []string { return a }

// kingOr offers move-king when the King can move, else what the code says.
func kingOr(f facts, articles []string, note string, fallback remedy) remedy {
	if f.kingCanMove {
		return pick(articles, note, OptMoveKing)
	}
	return fallback
}
