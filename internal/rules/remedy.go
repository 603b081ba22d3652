package rules

import (
	"slices"
	"time"

	"github.com/arbiter-chess/arbiter/internal/chess"
)

// DefaultCode is the code used when none is named (spec §1).
var DefaultCode = bcaCode.ID

// facts are what a code needs to know of a case to give its remedy. The
// engine works them out from the board; the codes only read them.
type facts struct {
	kind string

	// The offending move or touch, judged on the position the offender
	// moves from (again) once it is retracted.
	capture        bool // the offending move took an adverse man
	isKing         bool // the man moved or touched is the King
	pinned         bool // the touched man has moves by its powers, none legal
	touchedCanMove bool // the man concerned (or one of the men touched) has a legal move
	capturable     bool // the adverse man concerned can legally be taken
	kingCanMove    bool // the offender's King has a legal move (not castling)
	otherCanMove   bool // a man other than the one concerned has a legal move ("any other man")
	rookCanMove    bool // a Rook of the offender has a legal move (illegal castling)
	adverse        bool // touched-several, needless-adjustment: the men touched are the adversary's
	outOfTurn      bool // moved-adverse-man: moved when it was not the mover's turn
	announced      bool // illegal move: the check it ignored had been announced
	unannounced    bool // illegal move: the check it ignored had not been announced
	inCheckBefore  bool // the offender's King stood in check before the offending move
	// castlingObstructed: illegal castling with a man standing between the
	// King and the Rook.
	castlingObstructed bool
	// leapLawful: the King's leap on the side of a Rook given as odds meets
	// the conditions of castling "as though the Rooks were on the board";
	// castlingStipulated: the giver stipulated it before the game.
	leapLawful, castlingStipulated bool
	// oddsOnBoard: a claim that the odds were not removed: the men given
	// still stand; claimantIsGiver: the giver himself discovers it.
	oddsOnBoard, claimantIsGiver bool
	// checkMove: king-left-in-check: the move that gave the check (-1: it
	// stood from the start).
	checkMove int
	// ownCheck: king-left-in-check: no adverse move gave the check; the
	// checked player's own move placed his King in it.
	ownCheck bool
	// repliesToCheck: king-left-in-check said late: the moves the checked
	// player made since the unannounced check (Lewis and American XVIII, XIX).
	repliesToCheck int
	// checkerIdle: the checker has made no move since the checked player's
	// last: the check is discovered by a claim, not said on his next move.
	checkerIdle bool
	// checkCompelled: "Check" was said holding the man touched, and it
	// cannot move without giving check (Staunton XI).
	checkCompelled bool
	// excess is the time beyond the allotment, fine the fine agreed and
	// periodMoves the moves made at the end of the period (Staunton XV).
	excess      time.Duration
	fine        string
	periodMoves int
	// conceded: the claimant once let his adversary take back a move;
	// reciprocal: it was stipulated that he may ask the same (Staunton's
	// private agreement).
	conceded, reciprocal bool
	// communicated is the move communicated (consultation); sent the moves
	// sent (correspondence).
	communicated SentMove
	sent         []SentMove
	// candidates are the men touched that can be moved or taken: those the
	// chooser may select (the engine's, not read by the codes).
	candidates []chess.Square

	movesEach  int // complete moves played on each side so far
	movesSince int // late claims: moves on each side made since the offence
	lateKind   string
	// ended: how the game had ended when an act came after it (recorded.go).
	ended    uint8
	claimant chess.Color
	// claimantMoves: moves the claimant has made (Lewis and American II, III).
	claimantMoves int
	// forgetterMoves: moves made by the player who forgot men at the start
	// (Lewis and American III).
	forgetterMoves int
	// bareKings: a claim of a draw with nothing but the two Kings left.
	bareKings bool
	// ownSquareTaken: men misplaced or forgotten at the start cannot all be
	// set right: a man moved since stands on the square one of them belongs.
	ownSquareTaken bool
	wilful         bool
	// elected is the square the opponent elected (Staunton VII).
	elected chess.Square
	// fifty is what a claim of the fifty-move count rests on.
	fifty fiftyGround
	// undertaking: the game is played under an undertaking to win in a
	// particular manner (an [Agreement]).
	undertaking bool
	// mateInManner: the undertaking is to mate with a particular man or on
	// a particular square (not to force stalemate or self-mate).
	mateInManner bool
	// refusedUmpire: the decision refused was the umpire's; refusedLaws:
	// the player refuses to abide by the laws (a penalty chosen included).
	refusedUmpire, refusedLaws bool
	// refusedVoid: the umpire's act refused was taken unasked and, by the
	// code, took no effect.
	refusedVoid bool
	// mateOnSquare: the undertaking is to mate on a particular square;
	// drawn: the game it governed ended drawn (agreement-failed).
	mateOnSquare, drawn bool
	// penaltyArticles: obligation refused: the articles of the penalty defied.
	penaltyArticles []string
	// refused is the penalty defied, restored when the move is taken back
	// (the engine's, not read by the codes).
	refused *obligation
	// standing: umpire-unasked: the kinds of the violations recorded that
	// stand, not put right (pending, lapsed unclaimed, or with no penalty).
	standing []string
}

// Who picks among the options.
const (
	byAdversary = "adversary"
	byUmpire    = "umpire"
	byClaimant  = "claimant"
	// byCalledUpon: the claimant's adversary, whom a claim calls upon to
	// answer it (BCA XI: "call upon his opponent to draw the game, or to
	// mate him within fifty moves").
	byCalledUpon = "called-upon"
	byNobody     = ""
)

// windowKind says when the offended player's right to claim lapses.
type windowKind int8

const (
	// windowUnset: a code value that says nothing of when its remedy acts;
	// a bug in the code value (code.remedy refuses it, the tests report it).
	windowUnset windowKind = iota
	// untilTouchInReply: he loses it when he touches a man in reply (Lewis
	// XXIV, American XXV, Staunton X, BCA IX).
	untilTouchInReply
	// untilReplyMade: a touch in reply neither binds him nor loses the
	// right; he loses it when he completes his reply (BCA IX, Staunton VI).
	untilReplyMade
	// untilOffenderMoves: open until the offender moves again (Lewis and
	// American XX).
	untilOffenderMoves
	// untilPlies: open until so many plies of the game have been played
	// (Staunton IV, BCA IV).
	untilPlies
	// untilDiscovered: a correction made whenever it is discovered in the
	// course of the game (a King left in check: Staunton XII, BCA VIII); it
	// never lapses.
	untilDiscovered
	// onClaim: the case is raised by a claim or a demand, which is its
	// discovery: what the law gives, it gives then.
	onClaim
	// atOnce: the law decides when the act is recorded, applying its
	// correction or giving no penalty; nothing waits for a claim.
	atOnce
	// byReferee: referred to the umpire or bystanders, who decide.
	byReferee
)

type window struct {
	kind  windowKind
	plies int // untilPlies
}

// timing is an article's word on when its remedy acts: until when the
// offended player may claim it, or that the law acts at once or on the
// claim that raised the case; with the article and the words that decide
// it. Every case of a code declares one: nothing is inherited unsaid.
type timing struct {
	window
	article string
	words   string
	// reading: where the words do not settle the timing, the reading the
	// project takes, said as such.
	reading string
}

// claimed is the timing of a case a claim or a demand raises: the claim is
// its discovery, and what the law gives it gives then.
func claimed(article, words string) timing {
	return timing{window: window{kind: onClaim}, article: article, words: words}
}

// lawActs is the timing of a case the law decides when the act is
// recorded: its correction applied, or no penalty.
func lawActs(article, words string) timing {
	return timing{window: window{kind: atOnce}, article: article, words: words}
}

// referred is the timing of a case the code leaves to the umpire or the
// bystanders, who decide it.
func referred(article, words string) timing {
	return timing{window: window{kind: byReferee}, article: article, words: words}
}

// read adds the reading the project takes where the words leave it open.
func (t timing) read(reading string) timing {
	t.reading = reading
	return t
}

// until is a timing for a penalty a player claims before the window closes.
func until(kind windowKind, article, words string) timing {
	return timing{window: window{kind: kind}, article: article, words: words}
}

// untilMovesPlayed: open until so many plies of the game have been played.
func untilMovesPlayed(plies int, article, words string) timing {
	return timing{window: window{kind: untilPlies, plies: plies}, article: article, words: words}
}

// Who is the offender of a ruling, where the code decides it.
const (
	offenderAsRaised = iota
	offenderChecker  // the player who gave the check (Staunton XII)
)

// Where a king-left-in-check retraction begins.
const (
	retractAfterCheck = iota // the moves subsequent to the check (BCA VIII)
	retractTheCheck          // the checking move too (Staunton XII: "make some other move")
)

// remedy is a code's answer to a case.
type remedy struct {
	articles []string
	options  []string // offered to the chooser, before the engine drops those impossible
	chooser  string   // byAdversary, byUmpire, byClaimant or byNobody
	applied  string   // an option the law applies at once, whatever the players want
	silent   bool     // the code has no law for the case: referred to the umpire
	note     string   // the ruling in words
	window   window
	// touchInReplyFree: the offended player's touches in reply neither bind
	// him nor close the window (BCA IX, Staunton VI).
	touchInReplyFree bool
	// onWaive is the correction the law still makes when the penalty is
	// waived (a King is never left in check: Staunton def:check, BCA VIII).
	onWaive string
	// appliedNow is a correction the law makes at once while the adversary's
	// choice stays open (Staunton V: "he must retract the last move, and, if
	// his adversary chooses, ... must play the Man wrongly moved").
	appliedNow string
	// appliedOnClaim is the law's correction made as soon as the offence is
	// claimed (noticed), the adversary's choice staying open (Staunton V:
	// "he must retract the last move, and, if his adversary chooses ...").
	appliedOnClaim string
	// asIfNotSaid: "J'adoube" said needlessly: the man touched binds as if
	// it had not been said (Staunton XIII); the engine binds the touch and
	// rules on it as on any touch, the option only names the duty.
	asIfNotSaid bool
	// thenOtherMove: after the retraction the offender must make some other
	// move than the one taken back (Staunton XII).
	thenOtherMove bool
	// enforcedOnClaim: noticing the error is enough; a claim carries out the
	// only option (Staunton IV: "must be annulled and begun again, if the
	// error is noticed"; BCA IV: "must be annulled if the error has been
	// noticed").
	enforcedOnClaim bool
	// noOffence: the code does not make the act an offence; nothing is raised.
	noOffence bool
	offender  int // offenderAsRaised or offenderChecker
	retract   int // king-left-in-check: retractAfterCheck or retractTheCheck
	// promotion: what a pawn named "none" becomes (promote-none).
	promotion string
	// actVoid: umpire-unasked: the umpire's act does not take effect.
	actVoid bool
}

// pick is a penalty the adversary chooses.
func pick(articles []string, note string, options ...string) remedy {
	return remedy{articles: articles, options: options, chooser: byAdversary, note: note}
}

// apply is a correction the law makes at once.
func apply(articles []string, note, option string) remedy {
	return remedy{articles: articles, applied: option, chooser: byNobody, note: note}
}

// whenDiscovered is a correction the law makes whenever the offence is
// discovered in the course of the game: either player's claim carries it
// out, and it never lapses (a King left in check: Staunton XII, BCA VIII).
func whenDiscovered(articles []string, note string) remedy {
	r := pick(articles, note, OptRetract)
	r.enforcedOnClaim = true
	return r
}

// none is a case the law rules on but gives no penalty.
func none(articles []string, note string) remedy {
	return remedy{articles: articles, chooser: byNobody, note: note}
}

// silent refers a case the code does not provide for to the umpire, naming
// the code's referral article; it never borrows another code's answer.
func silent(referral, note string, options ...string) remedy {
	if len(options) == 0 {
		options = []string{OptProceed, OptAnnul}
	}
	return remedy{articles: []string{referral}, options: options, chooser: byUmpire, silent: true, note: note, window: window{kind: byReferee}}
}

// umpire is a case a code itself submits to the umpire.
func umpire(articles []string, note string, options ...string) remedy {
	return remedy{articles: articles, options: options, chooser: byUmpire, note: note, window: window{kind: byReferee}}
}

// voidAct is an umpire's act, taken of his own motion, that the code does
// not let take effect (umpire-unasked).
func voidAct(articles []string, note string) remedy {
	r := none(articles, note)
	r.actVoid = true
	return r
}

// notAnOffence is an act a code's article decides is no offence of its own.
func notAnOffence(note string) remedy { return remedy{noOffence: true, note: note} }

func arts(a ...string) []string { return a }

// with returns r citing further articles.
func (r remedy) with(more ...string) remedy {
	r.articles = append([]string(nil), r.articles...)
	for _, a := range more {
		if !slices.Contains(r.articles, a) {
			r.articles = append(r.articles, a)
		}
	}
	return r
}

// Kinds used between the engine and the codes only.
const (
	caseFiftyEnded  = "fifty-ended"  // the fifty moves counted have run out
	casePromoteNone = "promote-none" // a pawn on the last rank named "none"
	caseLateClaim   = "late-claim"   // a penalty claimed after its window closed
	// caseCheckUttered: "Check" said before the move, and the move then gave
	// none (Staunton XI: "A player is not compelled to give check because he
	// utters it").
	caseCheckUttered = "check-uttered-before-move"
	// casePenaltyKingCastled: a King bound to move as a penalty castled.
	casePenaltyKingCastled = "penalty-king-castled"
)

// What a pawn named "none" becomes (remedy.promotion).
const (
	pawnStays   = "pawn-stays"
	pawnQueened = "queen"
)

// OptLoseGame is an extension option: the offender loses the game.
const OptLoseGame = "lose-game"

// caseKinds are every kind of case a code must answer: the kinds of spec §5,
// the extensions, and the cases between engine and codes. The matrix test
// checks that each code rules on each, declares it silent, or allows it.
var caseKinds = []string{
	KindTouchMoveBreach, KindTouchedUnmovable, KindTouchedUncapturable, KindTouchedSeveral,
	KindTouchedSquarePlayed, KindFalseMove, KindIllegalMove, KindIllegalCastling, KindCastlingRookFirst,
	KindCapturedOwnMan, KindMovedAdverseMan, KindTwoMoves, KindCommencedOutOfTurn,
	KindCheckUnannounced, KindFalseCheck, KindKingLeftInCheck,
	KindBoardMisplaced, KindMenMisplaced, KindMenOmitted, KindDroppedMan,
	KindBoardUpset, KindAbandoned, KindObligationRefused,
	KindFiftyMoves, caseFiftyEnded, KindDrawClaimed, casePromoteNone, caseLateClaim, casePenaltyKingCastled,
	KindOddsNotRemoved, caseOddsKingLeap, KindOddsBeyondFourth, caseAgreedNoLimit, KindAgreedPawnQueened,
	KindAgreementFailed,
	KindManReplaced, KindSquareElected, KindNeedlessAdjustment, KindDisputeDropped, KindDisputeCheck,
	KindDisputeUpset, KindRefusal, caseCheckUttered,
	KindTimeExceeded, KindProtraction,
	KindAssistance, KindCommunicatedDiffers, KindWithdrawal, KindHypothetical, KindSeveralSent, KindDoubtfulMove,
	KindUnintelligible, KindDayMissed, caseConsOutOfTurn, caseConsManRemoved, caseConsAssisted, caseCorrAssisted, caseCorrIllegal,
	KindIndulgence, KindIndulgenceDemanded, caseAllSquaresTouched, caseOddsLeftOn, caseRookQuitUnmoved,
	KindUmpireUnasked, KindClaimUnfounded, KindAfterTheGame,
}

// caseRookQuitUnmoved: in castling the Rook was touched first and let go on
// its own square before the King was touched (BCA X: "he must not quit it
// before having touched the King").
const caseRookQuitUnmoved = "rook-quit-unmoved"

// caseAllSquaresTouched: the man in hand touched every square it commands,
// and its owner let it go on one of them himself (Staunton VII: "it must be
// played to any one of them the opponent elects").
const caseAllSquaresTouched = "all-squares-touched"

// touchedManNotPlayed is the touch-and-move remedy every code gives for a
// touched man not played: the adversary may demand that the man touched be
// moved, or the adverse man touched be taken, where that can be done.
func touchedManNotPlayed(f facts, own, adverse []string) remedy {
	var opts, articles []string
	if f.touchedCanMove {
		opts = append(opts, OptMoveTouched)
		articles = append(articles, own...)
	}
	if f.capturable {
		opts = append(opts, OptCaptureTouched)
		articles = append(articles, adverse...)
	}
	if len(articles) == 0 {
		articles = own
	}
	return pick(articles, "a man touched was not played", opts...)
}

// penaltyStands: a move that defies a penalty chosen cannot stand; it is
// taken back and the penalty remains, under the penalty's own articles.
func penaltyStands(f facts) remedy {
	return apply(f.penaltyArticles, "the penalty was not carried out: the move is taken back and the penalty stands", OptRetract)
}

// penaltyDefied: a move that defies a penalty once chosen or applied is
// taken back by the law at once, under the penalty's own articles.
var penaltyDefied = lawActs("", "").read("no code speaks of a penalty defied: a penalty chosen binds, so a move that defies it cannot stand (the penalty's own articles are cited)")
