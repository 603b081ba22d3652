package rules

import (
	"fmt"
	"time"

	"github.com/arbiter-chess/arbiter/internal/chess"
)

// from acts.go

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

// from appeal.go

// KindUmpireUnasked is the umpire acting of his own motion, no player
// appealing to him.
const KindUmpireUnasked = "umpire-unasked"

// from clock.go

// Kinds and options of the time of moving (Staunton XV).
const (
	KindTimeExceeded = "time-exceeded" // a player exceeded the time allotted for a number of moves
	KindProtraction  = "protraction"   // a complaint that the adversary purposely protracts the game
	OptFine          = "fine"          // the offender pays the fine agreed
	ClaimProtraction = "protraction"   // claim: the adversary purposely protracts the game (Staunton XV)
)

// excessInWords says a duration the way an umpire would: "5 min 3 s".
func excessInWords(d time.Duration) string {
	d = d.Round(time.Second)
	h, m, s := int(d.Hours()), int(d.Minutes())%60, int(d.Seconds())%60
	switch {
	case h > 0:
		return fmt.Sprintf("%d h %d min %d s", h, m, s)
	case m > 0:
		return fmt.Sprintf("%d min %d s", m, s)
	}
	return fmt.Sprintf("%d s", s)
}

// fineInWords is the fine agreed, or says that it was not named.
func fineInWords(fine string) string {
	if fine == "" {
		return "the fine agreed"
	}
	return "the fine agreed (" + fine + ")"
}

// ordinal is "20th", "1st", "42nd".
func ordinal(n int) string {
	suffix := "th"
	if n%100 < 11 || n%100 > 13 {
		switch n % 10 {
		case 1:
			suffix = "st"
		case 2:
			suffix = "nd"
		case 3:
			suffix = "rd"
		}
	}
	return fmt.Sprintf("%d%s", n, suffix)
}

// from event.go

// Claims other than the plain claim against the latest infraction.
const (
	ClaimInfraction = ""
	ClaimFifty      = "fifty"
	ClaimBoard      = "board"
	ClaimMen        = "men"
	ClaimOmitted    = "omitted"  // extension: men omitted at the beginning (Lewis and American III)
	ClaimOdds       = "odds"     // extension: the man given as odds not removed (Lewis and American IV)
	ClaimNeedless   = "needless" // extension: "J'adoube" said for a man that did not need adjusting (Staunton XIII)
	ClaimDropped    = "dropped"
	ClaimDraw       = "draw"
)

// Promotion choices; "" means none was named.
const (
	PromoteQueen  = "q"
	PromoteRook   = "r"
	PromoteBishop = "b"
	PromoteKnight = "n"
	PromoteNone   = "none" // the pawn stays a pawn
)

// from fifty.go

// fiftyGround is what a claim of the fifty-move count rests on, as the codes
// list it.
type fiftyGround struct {
	// piecesOnly: no pawn on the board, the ending is one of pieces (Lewis
	// and American XXII).
	piecesOnly bool
	// loneKing: the claimant has only his King (Staunton XIV, BCA XI).
	loneKing bool
	// kingAndOnePiece: the claimant has his King and one piece, a Queen, a
	// Rook, a Bishop or a Knight, against an equal or superior force.
	kingAndOnePiece bool
	// minorPairAgainstQueen: the claimant has King and two Bishops, two
	// Knights, or Bishop and Knight against King and Queen (BCA XI).
	minorPairAgainstQueen bool
	// claimantStronger: the claimant holds the greater force, the one that
	// must give the mate (American XXII: the notice is "the adversary's").
	claimantStronger bool
	// persisting: the adversary persists in repeating a check, a series of
	// checks or the same line of play (Staunton XIV, BCA XI).
	persisting bool
}

// from indulgence.go

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

// from modes.go

// Modes of play the codes regulate apart: games by consultation and by
// correspondence (Staunton, Chapter III, after the rules for games at
// odds). "" is a game over the board.
const (
	ModeBoard          = ""
	ModeConsultation   = "consultation"
	ModeCorrespondence = "correspondence"
)

// Kinds of the modes of play (extensions).
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
	caseConsOutOfTurn  = "consultation-out-of-turn" // moving out of turn or more than one man (cons III)
	caseConsManRemoved = "consultation-man-removed" // a man removed by mistake, moves made since (cons IV)
	caseConsAssisted   = "consultation-assisted"    // a bystander took part (cons V)
	caseCorrAssisted   = "correspondence-assisted"  // assistance accepted (corr VII)
	caseCorrIllegal    = "correspondence-illegal"   // an illegal move despatched (corr II, IV)
)

// SentMove is a move in a `send` event.
type SentMove struct {
	From, To  chess.Square
	Promotion string
}

// despatchedFalseKinds are the irregular moves a move despatched may be
// (corr II: "if an illegal one, the party sending it will be subjected to
// the same penalty as for a false move played with an opponent vis-à-vis").
var despatchedFalseKinds = []string{KindFalseMove, KindIllegalMove, KindIllegalCastling, KindCapturedOwnMan, KindMovedAdverseMan, KindTwoMoves}

// from move.go

// settlePromotion gives the pawn on the last rank its piece. A player who
// names none gets what his code says (Staunton def:queening, BCA XIII); an
// unnamed piece is the code's default, a Queen by the recorder's convention.
// promotionAwaitsSelection: the code gives the player the choice and the
// game waits for it (BCA XIII).
const promotionAwaitsSelection = "await"

// from nextgame.go

// NextFirst is who moves first in the next game of a match, by the code,
// with the articles and words that decide it. Who is "white" or "black";
// "" where the code leaves it to the players or the umpire (Undecided) or
// where the odds decide it (ByOdds).
type NextFirst struct {
	Who       string
	Articles  []string
	Note      string
	Undecided bool
	ByOdds    bool
}

// nextGameFacts are what the codes ask of the game ended.
type nextGameFacts struct {
	result string      // "1-0", "0-1", "1/2-1/2", "annulled"
	began  chess.Color // who had the first move (was to make it, whoever did)
	// deprived: the game was annulled because the wrong player began it
	// (Staunton IV: "the player deprived of the move").
	deprived bool
	// atOdds: the game was played at odds, or under an undertaking that
	// gives the undertaker the first move (Staunton odds I).
	atOdds bool
}

// byOdds is a code's word that at odds the first move is the odds' own.
func byOdds(articles []string, note string) NextFirst {
	return NextFirst{ByOdds: true, Articles: articles, Note: note}
}

// first names a player for NextFirst.
func first(c chess.Color, articles []string, note string) NextFirst {
	return NextFirst{Who: c.String(), Articles: articles, Note: note}
}

// from odds.go

// Kinds of ruling on odds and agreements (extensions).
const (
	KindOddsNotRemoved    = "odds-not-removed"    // spec §5: the man given as odds not removed
	KindOddsBeyondFourth  = "odds-beyond-fourth"  // a man played beyond the fourth rank during the odds of several moves (Staunton odds V)
	KindAgreedPawnQueened = "agreed-pawn-queened" // the pawn undertaken to mate with, converted into a piece (Staunton odds IV)
	KindAgreementFailed   = "agreement-failed"    // a game won or drawn otherwise than the player undertook (Staunton odds VII)
)

// Cases between the engine and the codes.
const (
	caseOddsKingLeap  = "odds-king-leap"  // the King castles on the side of a Rook given
	caseAgreedNoLimit = "agreed-no-limit" // the fifty-move count claimed in a game with an undertaking
)

// OptMateDraws is an extension option: the game proceeds, and a checkmate
// by the giver of odds not removed counts as a draw (Lewis IV).
const OptMateDraws = "mate-draws"

// OptPawnStays is an extension option: the pawn stays a pawn on its last
// rank.
const OptPawnStays = "pawn-stays"

// caseOddsLeftOn: the men given as odds were never taken off, and four moves
// on both sides have now been played; no one need claim it where the law
// itself says what follows (Lewis IV: "though he should checkmate his
// adversary, the game shall be considered as drawn").
const caseOddsLeftOn = "odds-left-on"

// from recorded.go

// Kinds of the claims that find nothing to act on (extensions).
const (
	// KindClaimUnfounded: a claim that finds no infraction to act on.
	KindClaimUnfounded = "claim-unfounded"
	// KindAfterTheGame: a claim, an appeal or a dispute made after the game
	// had ended; the result stands.
	KindAfterTheGame = "after-the-game"
)

// How a finished game ended, for the words of an after-the-game ruling.
const (
	endedMated uint8 = iota + 1
	endedStalemated
	endedResigned // resigned, or lost by a ruling
	endedAgreed   // a result agreed or declared
	endedAnnulled
)

// setUpArticle is the article on a set-up error claimed after the game,
// where Staunton and the BCA code number it alike: I for the board ("during
// the progress of a game"), II for the men ("at any time in the course of
// a game"); none for other claims.
func setUpArticle(what string) []string {
	switch what {
	case ClaimMen, ClaimOmitted:
		return arts("II")
	case ClaimBoard:
		return arts("I")
	}
	return nil
}

// from report.go

// Kinds of ruling (spec §5).
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

// Options (spec §5).
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

// from result.go

// ResultAnnulled is the result of an annulled game.
const ResultAnnulled = "annulled"

// from state.go

// obligation is a penalty chosen (or applied) that the offender's next move
// must meet.
type obligation struct {
	player   chess.Color
	duty     string
	square   chess.Square
	articles []string
	fromPly  int          // in force once the move record is longer than this (retract-and-replay)
	from     chess.Square // play-to: the man that must go to square
}

// from view.go

func DescribeKind(kind string) string {
	if w, ok := kindWords[kind]; ok {
		return w
	}
	return kind
}

// from modes.go

func (m SentMove) String() string { return m.From.String() + m.To.String() + m.Promotion }

// from view.go

var kindWords = map[string]string{
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
