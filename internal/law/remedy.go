package law

import (
	"slices"
)

// DefaultCode is the code used when none is named (docs/spec.md §1).
var DefaultCode = bcaCode.ID

// Who picks among the options.
const (
	ByAdversary = "adversary"
	ByUmpire    = "umpire"
	ByClaimant  = "claimant"
	// ByCalledUpon: the claimant's adversary, whom a claim calls upon to
	// answer it (BCA XI: "call upon his opponent to draw the game, or to
	// mate him within fifty moves").
	ByCalledUpon = "called-upon"
	byNobody     = ""
)

// WindowKind says when the offended player's right to claim lapses.
type WindowKind int8

const (
	// WindowUnset: a code value that says nothing of when its remedy acts;
	// a bug in the code value (code.remedy refuses it, the tests report it).
	WindowUnset WindowKind = iota
	// UntilTouchInReply: he loses it when he touches a man in reply (Lewis
	// XXIV, American XXV, Staunton X, BCA IX).
	UntilTouchInReply
	// UntilReplyMade: a touch in reply neither binds him nor loses the
	// right; he loses it when he completes his reply (BCA IX, Staunton VI).
	UntilReplyMade
	// UntilOffenderMoves: open until the offender moves again (Lewis and
	// American XX).
	UntilOffenderMoves
	// UntilPlies: open until so many plies of the game have been played
	// (Staunton IV, BCA IV).
	UntilPlies
	// UntilDiscovered: a correction made whenever it is discovered in the
	// course of the game (a King left in check: Staunton XII, BCA VIII); it
	// never lapses.
	UntilDiscovered
	// OnClaim: the case is raised by a claim or a demand, which is its
	// discovery: what the law gives, it gives then.
	OnClaim
	// atOnce: the law decides when the act is recorded, applying its
	// correction or giving no penalty; nothing waits for a claim.
	atOnce
	// byReferee: referred to the umpire or bystanders, who decide.
	byReferee
)

type Window struct {
	Kind  WindowKind
	Plies int // UntilPlies
}

// Timing is an article's word on when its remedy acts: until when the
// offended player may claim it, or that the law acts at once or on the
// claim that raised the case; with the article and the words that decide
// it. Every case of a code declares one: nothing is inherited unsaid.
type Timing struct {
	Window
	Article string
	Words   string
	// Reading: where the words do not settle the timing, the reading the
	// project takes, said as such.
	Reading string
}

// Claimed is the timing of a case a claim or a demand raises: the claim is
// its discovery, and what the law gives it gives then.
func Claimed(article, words string) Timing {
	return Timing{Window: Window{Kind: OnClaim}, Article: article, Words: words}
}

// LawActs is the timing of a case the law decides when the act is
// recorded: its correction applied, or no penalty.
func LawActs(article, words string) Timing {
	return Timing{Window: Window{Kind: atOnce}, Article: article, Words: words}
}

// Referred is the timing of a case the code leaves to the umpire or the
// bystanders, who decide it.
func Referred(article, words string) Timing {
	return Timing{Window: Window{Kind: byReferee}, Article: article, Words: words}
}

// Read adds the reading the project takes where the words leave it open.
func (t Timing) Read(reading string) Timing {
	t.Reading = reading
	return t
}

// Until is a timing for a penalty a player claims before the window closes.
func Until(kind WindowKind, article, words string) Timing {
	return Timing{Window: Window{Kind: kind}, Article: article, Words: words}
}

// UntilMovesPlayed: open until so many plies of the game have been played.
func UntilMovesPlayed(plies int, article, words string) Timing {
	return Timing{Window: Window{Kind: UntilPlies, Plies: plies}, Article: article, Words: words}
}

// Who is the offender of a ruling, where the code decides it.
const (
	offenderAsRaised = iota
	OffenderChecker  // the player who gave the check (Staunton XII)
)

// Where a king-left-in-check retraction begins.
const (
	RetractAfterCheck = iota // the moves subsequent to the check (BCA VIII)
	RetractTheCheck          // the checking move too (Staunton XII: "make some other move")
)

// Remedy is a code's answer to a case.
type Remedy struct {
	Articles []string
	Options  []string // offered to the chooser, before the engine drops those impossible
	Chooser  string   // ByAdversary, ByUmpire, ByClaimant or byNobody
	Applied  string   // an option the law applies at once, whatever the players want
	Silent   bool     // the code has no law for the case: referred to the umpire
	Note     string   // the ruling in words
	Window   Window
	// TouchInReplyFree: the offended player's touches in reply neither bind
	// him nor close the window (BCA IX, Staunton VI).
	TouchInReplyFree bool
	// OnWaive is the correction the law still makes when the penalty is
	// waived (a King is never left in check: Staunton def:check, BCA VIII).
	OnWaive string
	// AppliedNow is a correction the law makes at once while the adversary's
	// choice stays open (Staunton V: "he must retract the last move, and, if
	// his adversary chooses, ... must play the Man wrongly moved").
	AppliedNow string
	// AppliedOnClaim is the law's correction made as soon as the offence is
	// claimed (noticed), the adversary's choice staying open (Staunton V:
	// "he must retract the last move, and, if his adversary chooses ...").
	AppliedOnClaim string
	// AsIfNotSaid: "J'adoube" said needlessly: the man touched binds as if
	// it had not been said (Staunton XIII); the engine binds the touch and
	// rules on it as on any touch, the option only names the duty.
	AsIfNotSaid bool
	// ThenOtherMove: after the retraction the offender must make some other
	// move than the one taken back (Staunton XII).
	ThenOtherMove bool
	// EnforcedOnClaim: noticing the error is enough; a claim carries out the
	// only option (Staunton IV: "must be annulled and begun again, if the
	// error is noticed"; BCA IV: "must be annulled if the error has been
	// noticed").
	EnforcedOnClaim bool
	// NoOffence: the code does not make the act an offence; nothing is raised.
	NoOffence bool
	Offender  int // offenderAsRaised or OffenderChecker
	Retract   int // king-left-in-check: RetractAfterCheck or RetractTheCheck
	// Promotion: what a pawn named "none" becomes (promote-none).
	Promotion string
	// ActVoid: umpire-unasked: the umpire's act does not take effect.
	ActVoid bool
}

// Pick is a penalty the adversary chooses.
func Pick(articles []string, note string, options ...string) Remedy {
	return Remedy{Articles: articles, Options: options, Chooser: ByAdversary, Note: note}
}

// Apply is a correction the law makes at once.
func Apply(articles []string, note, option string) Remedy {
	return Remedy{Articles: articles, Applied: option, Chooser: byNobody, Note: note}
}

// WhenDiscovered is a correction the law makes whenever the offence is
// discovered in the course of the game: either player's claim carries it
// out, and it never lapses (a King left in check: Staunton XII, BCA VIII).
func WhenDiscovered(articles []string, note string) Remedy {
	r := Pick(articles, note, OptRetract)
	r.EnforcedOnClaim = true
	return r
}

// None is a case the law rules on but gives no penalty.
func None(articles []string, note string) Remedy {
	return Remedy{Articles: articles, Chooser: byNobody, Note: note}
}

// Silent refers a case the code does not provide for to the umpire, naming
// the code's referral article; it never borrows another code's answer.
func Silent(referral, note string, options ...string) Remedy {
	if len(options) == 0 {
		options = []string{OptProceed, OptAnnul}
	}
	return Remedy{Articles: []string{referral}, Options: options, Chooser: ByUmpire, Silent: true, Note: note, Window: Window{Kind: byReferee}}
}

// Umpire is a case a code itself submits to the umpire.
func Umpire(articles []string, note string, options ...string) Remedy {
	return Remedy{Articles: articles, Options: options, Chooser: ByUmpire, Note: note, Window: Window{Kind: byReferee}}
}

// VoidAct is an umpire's act, taken of his own motion, that the code does
// not let take effect (umpire-unasked).
func VoidAct(articles []string, note string) Remedy {
	r := None(articles, note)
	r.ActVoid = true
	return r
}

// NotAnOffence is an act a code's article decides is no offence of its own.
func NotAnOffence(note string) Remedy { return Remedy{NoOffence: true, Note: note} }

func Arts(a ...string) []string { return a }

// With returns r citing further articles.
func (r Remedy) With(more ...string) Remedy {
	r.Articles = append([]string(nil), r.Articles...)
	for _, a := range more {
		if !slices.Contains(r.Articles, a) {
			r.Articles = append(r.Articles, a)
		}
	}
	return r
}

// Kinds used between the engine and the codes only.
const (
	CaseFiftyEnded  = "fifty-ended"  // the fifty moves counted have run out
	CasePromoteNone = "promote-none" // a pawn on the last rank named "none"
	CaseLateClaim   = "late-claim"   // a penalty claimed after its window closed
	// CaseCheckUttered: "Check" said before the move, and the move then gave
	// none (Staunton XI: "A player is not compelled to give check because he
	// utters it").
	CaseCheckUttered = "check-uttered-before-move"
	// CasePenaltyKingCastled: a King bound to move as a penalty castled.
	CasePenaltyKingCastled = "penalty-king-castled"
)

// What a pawn named "none" becomes (remedy.promotion).
const (
	PawnStays   = "pawn-stays"
	PawnQueened = "queen"
)

// OptLoseGame is an extension option: the offender loses the game.
const OptLoseGame = "lose-game"

// CaseKinds are every kind of case a code must answer: the kinds of docs/spec.md §5,
// the extensions, and the cases between engine and codes. The matrix test
// checks that each code rules on each, declares it silent, or allows it.
var CaseKinds = []string{
	KindTouchMoveBreach, KindTouchedUnmovable, KindTouchedUncapturable, KindTouchedSeveral,
	KindTouchedSquarePlayed, KindFalseMove, KindIllegalMove, KindIllegalCastling, KindCastlingRookFirst,
	KindCapturedOwnMan, KindMovedAdverseMan, KindTwoMoves, KindCommencedOutOfTurn,
	KindCheckUnannounced, KindFalseCheck, KindKingLeftInCheck,
	KindBoardMisplaced, KindMenMisplaced, KindMenOmitted, KindDroppedMan,
	KindBoardUpset, KindAbandoned, KindObligationRefused,
	KindFiftyMoves, CaseFiftyEnded, KindDrawClaimed, CasePromoteNone, CaseLateClaim, CasePenaltyKingCastled,
	KindOddsNotRemoved, CaseOddsKingLeap, KindOddsBeyondFourth, CaseAgreedNoLimit, KindAgreedPawnQueened,
	KindAgreementFailed,
	KindManReplaced, KindSquareElected, KindNeedlessAdjustment, KindDisputeDropped, KindDisputeCheck,
	KindDisputeUpset, KindRefusal, CaseCheckUttered,
	KindTimeExceeded, KindProtraction,
	KindAssistance, KindCommunicatedDiffers, KindWithdrawal, KindHypothetical, KindSeveralSent, KindDoubtfulMove,
	KindUnintelligible, KindDayMissed, CaseConsOutOfTurn, CaseConsManRemoved, CaseConsAssisted, CaseCorrAssisted, CaseCorrIllegal,
	KindIndulgence, KindIndulgenceDemanded, CaseAllSquaresTouched, CaseOddsLeftOn, CaseRookQuitUnmoved,
	KindUmpireUnasked, KindClaimUnfounded, KindAfterTheGame,
}

// CaseRookQuitUnmoved: in castling the Rook was touched first and let go on
// its own square before the King was touched (BCA X: "he must not quit it
// before having touched the King").
const CaseRookQuitUnmoved = "rook-quit-unmoved"

// CaseAllSquaresTouched: the man in hand touched every square it commands,
// and its owner let it go on one of them himself (Staunton VII: "it must be
// played to any one of them the opponent elects").
const CaseAllSquaresTouched = "all-squares-touched"

// TouchedManNotPlayed is the touch-and-move remedy every code gives for a
// touched man not played: the adversary may demand that the man touched be
// moved, or the adverse man touched be taken, where that can be done.
func TouchedManNotPlayed(f Facts, own, adverse []string) Remedy {
	var opts, articles []string
	if f.TouchedCanMove {
		opts = append(opts, OptMoveTouched)
		articles = append(articles, own...)
	}
	if f.Capturable {
		opts = append(opts, OptCaptureTouched)
		articles = append(articles, adverse...)
	}
	if len(articles) == 0 {
		articles = own
	}
	return Pick(articles, "a man touched was not played", opts...)
}

// PenaltyStands: a move that defies a penalty chosen cannot stand; it is
// taken back and the penalty remains, under the penalty's own articles.
func PenaltyStands(f Facts) Remedy {
	return Apply(f.PenaltyArticles, "the penalty was not carried out: the move is taken back and the penalty stands", OptRetract)
}

// penaltyDefied: a move that defies a penalty once chosen or applied is
// taken back by the law at once, under the penalty's own articles.
var penaltyDefied = LawActs("", "").Read("no code speaks of a penalty defied: a penalty chosen binds, so a move that defies it cannot stand (the penalty's own articles are cited)")
