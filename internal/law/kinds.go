package law

// The kinds of ruling the law raises, the options its remedies offer and
// the cases it decides, each named once, with the words that describe it.

// Kinds of ruling on the acts of docs/notation.md §7 (extensions).
const (
	KindManReplaced        = "man-replaced"        // the man held undecided replaced at the adversary's demand (BCA VI)
	KindSquareElected      = "square-elected"      // the opponent elects the square (Staunton VII)
	KindNeedlessAdjustment = "needless-adjustment" // J'adoube said for a man that did not need adjusting (Staunton XIII)
	KindDisputeDropped     = "dispute-dropped"     // the players cannot agree where a dropped man stood (Staunton XVII, BCA II)
	KindDisputeCheck       = "dispute-check"       // the moves since a check cannot be remembered, or how it arose (Staunton XII, BCA VIII; Lewis and American XIX)
	KindDisputeUpset       = "dispute-upset"       // a dispute over replacing the men after an upset (Staunton XVI)
	KindRefusal            = "refusal"             // a player refuses to abide by the umpire's decision or by the laws (Staunton XVIII, BCA XIV)
	// The subjects of `refuse`: a decision given (the default), or the laws.
	RefuseDecision = "decision"
	RefuseLaws     = "laws"
)

// Options of those rulings (extensions).
const (
	OptReplace = "replace" // the man held goes back; it must still be moved
	OptPlayTo  = "play-to" // the man must be played to the square elected
)

// KindUmpireUnasked is the umpire acting of his own motion, no player
// appealing to him.
const KindUmpireUnasked = "umpire-unasked"

// Kinds and options of the time of moving (Staunton XV).
const (
	KindTimeExceeded = "time-exceeded" // a player exceeded the time allotted for a number of moves
	KindProtraction  = "protraction"   // a complaint that the adversary purposely protracts the game
	OptFine          = "fine"          // the offender pays the fine agreed
	ClaimProtraction = "protraction"   // claim: the adversary purposely protracts the game (Staunton XV)
)

// Private agreements (Staunton's "agreement" article): the players may
// agree a deviation from the laws; the one recorded is the commonest, a
// move taken back by the adversary's leave.
const (
	KindIndulgence         = "indulgence"          // a player lets his adversary take back his last move
	KindIndulgenceDemanded = "indulgence-demanded" // a player demands the same concession in return
	OptTakeBack            = "take-back"           // the player indulged takes back his last move
	ClaimTakeBack          = "takeback"            // claim: the same concession demanded in return
	IndulgeTakeBack        = "takeback"            // concede: the adversary's last move may be taken back
)

const (
	KindAssistance          = "assistance"           // a party accepted a bystander's help (Staunton cons V, corr VII)
	KindCommunicatedDiffers = "communicated-differs" // the move communicated differs from the party's own board (cons II)
	KindWithdrawal          = "withdrawal"           // a move despatched asked back (corr II)
	KindHypothetical        = "hypothetical-lapsed"  // moves sent on an assumption the adversary did not fulfil (corr V)
	KindSeveralSent         = "several-sent"         // more than one move sent on the same turn (corr VI)
	KindDoubtfulMove        = "doubtful-move"        // a move sent that bears more than one interpretation (corr VIII)
	KindUnintelligible      = "unintelligible-move"  // a move not intelligibly described (corr IX)
	KindDayMissed           = "day-missed"           // no move sent on the day appointed (corr I, IX)
)

// Options of the modes of play (extensions).
const (
	OptRestoreMan       = "restore-man"       // the man removed is replaced; the moves stand (cons IV)
	OptPlayCommunicated = "play-communicated" // the party's own move is altered to the one communicated (cons II)
	OptSelectMove       = "select-move"       // the chooser names one of the moves sent (argument: the move)
	OptNoMoveSent       = "no-move-sent"      // the sender is held to have sent no move on the day (corr IX)
)

// Cases of the modes between engine and codes. A code that has no law for
// the mode answers the ordinary kind.
const (
	CaseConsOutOfTurn  = "consultation-out-of-turn" // moving out of turn or more than one man (cons III)
	CaseConsManRemoved = "consultation-man-removed" // a man removed by mistake, moves made since (cons IV)
	CaseConsAssisted   = "consultation-assisted"    // a bystander took part (cons V)
	CaseCorrAssisted   = "correspondence-assisted"  // assistance accepted (corr VII)
	CaseCorrIllegal    = "correspondence-illegal"   // an illegal move despatched (corr II, IV)
)

// SentMove is a move in a `send` event.

var despatchedFalseKinds = []string{KindFalseMove, KindIllegalMove, KindIllegalCastling, KindCapturedOwnMan, KindMovedAdverseMan, KindTwoMoves}

// Kinds of ruling on odds and agreements (extensions).
const (
	KindOddsNotRemoved    = "odds-not-removed"    // docs/spec.md §5: the man given as odds not removed
	KindOddsBeyondFourth  = "odds-beyond-fourth"  // a man played beyond the fourth rank during the odds of several moves (Staunton odds V)
	KindAgreedPawnQueened = "agreed-pawn-queened" // the pawn undertaken to mate with, converted into a piece (Staunton odds IV)
	KindAgreementFailed   = "agreement-failed"    // a game won or drawn otherwise than the player undertook (Staunton odds VII)
)

// Cases between the engine and the codes.
const (
	CaseOddsKingLeap  = "odds-king-leap"  // the King castles on the side of a Rook given
	CaseAgreedNoLimit = "agreed-no-limit" // the fifty-move count claimed in a game with an undertaking
)

// OptMateDraws is an extension option: the game proceeds, and a checkmate
// by the giver of odds not removed counts as a draw (Lewis IV).
const OptMateDraws = "mate-draws"

// OptPawnStays is an extension option: the pawn stays a pawn on its last
// rank.
const OptPawnStays = "pawn-stays"

// CaseOddsLeftOn: the men given as odds were never taken off, and four moves
// on both sides have now been played; no one need claim it where the law
// itself says what follows (Lewis IV: "though he should checkmate his
// adversary, the game shall be considered as drawn").
const CaseOddsLeftOn = "odds-left-on"

// Kinds of the claims that find nothing to act on (extensions).
const (
	// KindClaimUnfounded: a claim that finds no infraction to act on.
	KindClaimUnfounded = "claim-unfounded"
	// KindAfterTheGame: a claim, an appeal or a dispute made after the game
	// had ended; the result stands.
	KindAfterTheGame = "after-the-game"
)

// How a finished game ended, for the words of an after-the-game ruling.

// Kinds of ruling (docs/spec.md §5).
const (
	KindTouchMoveBreach       = "touch-move-breach"
	KindTouchedUnmovable      = "touched-unmovable"
	KindTouchedUncapturable   = "touched-adverse-uncapturable"
	KindTouchedSeveral        = "touched-several"
	KindFalseMove             = "false-move"
	KindIllegalMove           = "illegal-move"
	KindIllegalCastling       = "illegal-castling"
	KindCastlingRookFirst     = "castling-rook-first"
	KindCapturedOwnMan        = "captured-own-man"
	KindMovedAdverseMan       = "moved-adverse-man"
	KindTwoMoves              = "two-moves"
	KindCommencedOutOfTurn    = "commenced-out-of-turn"
	KindCheckUnannounced      = "check-unannounced"
	KindFalseCheck            = "false-check"
	KindKingLeftInCheck       = "king-left-in-check"
	KindBoardMisplaced        = "board-misplaced"
	KindMenMisplaced          = "men-misplaced"
	KindMenOmitted            = "men-omitted"
	KindDroppedMan            = "dropped-man"
	KindBoardUpset            = "board-upset"
	KindAbandoned             = "abandoned"
	KindObligationRefused     = "obligation-refused"
	KindFiftyMoves            = "fifty-moves"
	KindPromotionNotExchanged = "promotion-not-exchanged" // extension: a pawn left a pawn where the code requires a piece
	KindDrawClaimed           = "draw-claimed"            // extension: a claim that neither side can win
	KindTouchedSquarePlayed   = "touched-square-played"   // extension: a man played to a square it touched in deliberation (Staunton VII)
)

// Options (docs/spec.md §5).
const (
	OptMoveTouched      = "move-touched"
	OptCaptureTouched   = "capture-touched"
	OptMoveKing         = "move-king"
	OptMoveAny          = "move-any"
	OptSelectTouched    = "select-touched"
	OptMoveRook         = "move-rook"
	OptRookOnly         = "rook-only"
	OptLetStand         = "let-stand"
	OptRetract          = "retract"
	OptRetractAndReplay = "retract-and-replay"
	OptRecall           = "recall"
	OptForfeitTurn      = "forfeit-turn"
	OptProceed          = "proceed"
	OptAnnul            = "annul"
	OptAdjustBoard      = "adjust-board"
	OptRectify          = "rectify"
	OptDraw             = "draw"
	OptCount            = "count"
)

func DescribeKind(kind string) string {
	if w, ok := KindWords[kind]; ok {
		return w
	}
	return kind
}

var KindWords = map[string]string{
	KindTouchMoveBreach:       "a man touched was not played",
	KindTouchedUnmovable:      "a man touched that has no legal move",
	KindTouchedUncapturable:   "an adverse man touched that cannot legally be taken",
	KindTouchedSeveral:        "more than one man touched",
	KindFalseMove:             "a false move: a man played where its powers cannot take it",
	KindIllegalMove:           "an illegal move: the King placed or left in check",
	KindIllegalCastling:       "castling when the law forbids it",
	KindCastlingRookFirst:     "the Rook quitted before the King was touched in castling",
	KindCapturedOwnMan:        "a man of his own taken",
	KindMovedAdverseMan:       "one of the adversary's men moved",
	KindTwoMoves:              "a move out of turn: two moves in succession",
	KindCommencedOutOfTurn:    "the wrong player made the first move",
	KindCheckUnannounced:      "check given without saying \"Check\"",
	KindFalseCheck:            "\"Check\" said when no check was given",
	KindKingLeftInCheck:       "a King left in check while moves were made",
	KindBoardMisplaced:        "the board wrongly placed",
	KindMenMisplaced:          "men wrongly placed or omitted",
	KindDroppedMan:            "a man off the board while moves were made",
	KindBoardUpset:            "the board upset",
	KindAbandoned:             "the game abandoned",
	KindObligationRefused:     "a penalty not carried out",
	KindFiftyMoves:            "the fifty-move count",
	KindPromotionNotExchanged: "a pawn on the last rank not exchanged for a piece",
	KindDrawClaimed:           "a claim that neither side can win",
	KindTouchedSquarePlayed:   "a man played to a square it had touched while in hand",
	KindClaimUnfounded:        "a claim that finds no infraction",
	KindAfterTheGame:          "a claim, an appeal or the umpire's act after the game had ended",
	KindMenOmitted:            "men omitted at the beginning",
	KindOddsNotRemoved:        "the man given as odds not removed",
	KindOddsBeyondFourth:      "a man played beyond the fourth rank during the odds of several moves",
	KindAgreedPawnQueened:     "the pawn undertaken to mate with converted into a piece",
	KindAgreementFailed:       "the game ended otherwise than the player undertook",
	KindManReplaced:           "the man held undecided replaced at the adversary's demand",
	KindSquareElected:         "the opponent elects the square of the man that touched all it commands",
	KindNeedlessAdjustment:    "\"J'adoube\" said for a man that did not need adjusting",
	KindDisputeDropped:        "the players cannot agree where a dropped man stood",
	KindDisputeCheck:          "the moves since a check, or how it arose, cannot be remembered",
	KindDisputeUpset:          "a dispute over replacing the men after an upset",
	KindRefusal:               "a refusal to abide by the umpire's decision, or by the laws",
	KindTimeExceeded:          "the time allotted for a number of moves exceeded",
	KindProtraction:           "a complaint that the game is purposely protracted",
	KindAssistance:            "help accepted from a bystander",
	KindCommunicatedDiffers:   "the move communicated differs from the party's own board",
	KindWithdrawal:            "a move despatched asked back",
	KindHypothetical:          "moves sent on an assumption the adversary did not fulfil",
	KindSeveralSent:           "more than one move sent on the same turn",
	KindDoubtfulMove:          "a move sent that bears more than one interpretation",
	KindUnintelligible:        "a move not intelligibly described",
	KindDayMissed:             "no move sent on the day appointed",
	KindIndulgence:            "a move taken back by the adversary's leave",
	KindIndulgenceDemanded:    "the same indulgence demanded in return",
	KindUmpireUnasked:         "the umpire acted unasked: no player appealed to him",
}
