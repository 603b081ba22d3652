package law

import (
	"time"

	"github.com/arbiter-chess/arbiter/internal/chess"
)

// Facts are what a code needs to know of a case to give its remedy. The
// engine works them out from the board; the codes only read them.
type Facts struct {
	Kind string

	// The offending move or touch, judged on the position the offender
	// moves from (again) once it is retracted.
	Capture        bool // the offending move took an adverse man
	IsKing         bool // the man moved or touched is the King
	Pinned         bool // the touched man has moves by its powers, none legal
	TouchedCanMove bool // the man concerned (or one of the men touched) has a legal move
	Capturable     bool // the adverse man concerned can legally be taken
	KingCanMove    bool // the offender's King has a legal move (not castling)
	OtherCanMove   bool // a man other than the one concerned has a legal move ("any other man")
	RookCanMove    bool // a Rook of the offender has a legal move (illegal castling)
	Adverse        bool // touched-several, needless-adjustment: the men touched are the adversary's
	OutOfTurn      bool // moved-adverse-man: moved when it was not the mover's turn
	Announced      bool // illegal move: the check it ignored had been announced
	Unannounced    bool // illegal move: the check it ignored had not been announced
	InCheckBefore  bool // the offender's King stood in check before the offending move
	// CastlingObstructed: illegal castling with a man standing between the
	// King and the Rook.
	CastlingObstructed bool
	// LeapLawful: the King's leap on the side of a Rook given as odds meets
	// the conditions of castling "as though the Rooks were on the board";
	// castlingStipulated: the giver stipulated it before the game.
	LeapLawful, CastlingStipulated bool
	// OddsOnBoard: a claim that the odds were not removed: the men given
	// still stand; claimantIsGiver: the giver himself discovers it.
	OddsOnBoard, ClaimantIsGiver bool
	// CheckMove: king-left-in-check: the move that gave the check (-1: it
	// stood from the start).
	CheckMove int
	// OwnCheck: king-left-in-check: no adverse move gave the check; the
	// checked player's own move placed his King in it.
	OwnCheck bool
	// RepliesToCheck: king-left-in-check said late: the moves the checked
	// player made since the unannounced check (Lewis and American XVIII, XIX).
	RepliesToCheck int
	// CheckerIdle: the checker has made no move since the checked player's
	// last: the check is discovered by a claim, not said on his next move.
	CheckerIdle bool
	// CheckCompelled: "Check" was said holding the man touched, and it
	// cannot move without giving check (Staunton XI).
	CheckCompelled bool
	// Excess is the time beyond the allotment, fine the fine agreed and
	// PeriodMoves the moves made at the end of the period (Staunton XV).
	Excess      time.Duration
	Fine        string
	PeriodMoves int
	// Conceded: the claimant once let his adversary take back a move;
	// reciprocal: it was stipulated that he may ask the same (Staunton's
	// private agreement).
	Conceded, Reciprocal bool
	// Communicated is the move communicated (consultation); sent the moves
	// sent (correspondence).
	Communicated SentMove
	Sent         []SentMove
	// Candidates are the men touched that can be moved or taken: those the
	// chooser may select (the engine's, not read by the codes).
	Candidates []chess.Square

	MovesEach  int // complete moves played on each side so far
	MovesSince int // late claims: moves on each side made since the offence
	LateKind   string
	// Ended: how the game had ended when an act came after it (recorded.go).
	Ended    uint8
	Claimant chess.Color
	// ClaimantMoves: moves the claimant has made (Lewis and American II, III).
	ClaimantMoves int
	// ForgetterMoves: moves made by the player who forgot men at the start
	// (Lewis and American III).
	ForgetterMoves int
	// BareKings: a claim of a draw with nothing but the two Kings left.
	BareKings bool
	// OwnSquareTaken: men misplaced or forgotten at the start cannot all be
	// set right: a man moved since stands on the square one of them belongs.
	OwnSquareTaken bool
	Wilful         bool
	// Elected is the square the opponent elected (Staunton VII).
	Elected chess.Square
	// Fifty is what a claim of the fifty-move count rests on.
	Fifty FiftyGround
	// Undertaking: the game is played under an undertaking to win in a
	// particular manner (an [Agreement]).
	Undertaking bool
	// MateInManner: the undertaking is to mate with a particular man or on
	// a particular square (not to force stalemate or self-mate).
	MateInManner bool
	// RefusedUmpire: the decision refused was the umpire's; refusedLaws:
	// the player refuses to abide by the laws (a penalty chosen included).
	RefusedUmpire, RefusedLaws bool
	// RefusedVoid: the umpire's act refused was taken unasked and, by the
	// code, took no effect.
	RefusedVoid bool
	// MateOnSquare: the undertaking is to mate on a particular square;
	// drawn: the game it governed ended drawn (agreement-failed).
	MateOnSquare, Drawn bool
	// PenaltyArticles: obligation refused: the articles of the penalty defied.
	PenaltyArticles []string
	// Refused is the penalty defied, restored when the move is taken back
	// (the engine's, not read by the codes).
	Refused *Obligation
	// Standing: umpire-unasked: the kinds of the violations recorded that
	// stand, not put right (pending, lapsed unclaimed, or with no penalty).
	Standing []string
}

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

// FiftyGround is what a claim of the fifty-move count rests on, as the codes
// list it.
type FiftyGround struct {
	// PiecesOnly: no pawn on the board, the ending is one of pieces (Lewis
	// and American XXII).
	PiecesOnly bool
	// LoneKing: the claimant has only his King (Staunton XIV, BCA XI).
	LoneKing bool
	// KingAndOnePiece: the claimant has his King and one piece, a Queen, a
	// Rook, a Bishop or a Knight, against an equal or superior force.
	KingAndOnePiece bool
	// MinorPairAgainstQueen: the claimant has King and two Bishops, two
	// Knights, or Bishop and Knight against King and Queen (BCA XI).
	MinorPairAgainstQueen bool
	// ClaimantStronger: the claimant holds the greater force, the one that
	// must give the mate (American XXII: the notice is "the adversary's").
	ClaimantStronger bool
	// Persisting: the adversary persists in repeating a check, a series of
	// checks or the same line of play (Staunton XIV, BCA XI).
	Persisting bool
}

// Modes of play the codes regulate apart: games by consultation and by
// correspondence (Staunton, Chapter III, after the rules for games at
// odds). "" is a game over the board.
const (
	ModeBoard          = ""
	ModeConsultation   = "consultation"
	ModeCorrespondence = "correspondence"
)

// Kinds of the modes of play (extensions).

type SentMove struct {
	From, To  chess.Square
	Promotion string
}

// despatchedFalseKinds are the irregular moves a move despatched may be
// (corr II: "if an illegal one, the party sending it will be subjected to
// the same penalty as for a false move played with an opponent vis-à-vis").

// settlePromotion gives the pawn on the last rank its piece. A player who
// names none gets what his code says (Staunton def:queening, BCA XIII); an
// unnamed piece is the code's default, a Queen by the recorder's convention.
// PromotionAwaitsSelection: the code gives the player the choice and the
// game waits for it (BCA XIII).
const PromotionAwaitsSelection = "await"

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

// NextGameFacts are what the codes ask of the game ended.
type NextGameFacts struct {
	Result string      // "1-0", "0-1", "1/2-1/2", "annulled"
	Began  chess.Color // who had the first move (was to make it, whoever did)
	// Deprived: the game was annulled because the wrong player began it
	// (Staunton IV: "the player deprived of the move").
	Deprived bool
	// AtOdds: the game was played at odds, or under an undertaking that
	// gives the undertaker the first move (Staunton odds I).
	AtOdds bool
}

// ByOdds is a code's word that at odds the first move is the odds' own.
func byOdds(articles []string, note string) NextFirst {
	return NextFirst{ByOdds: true, Articles: articles, Note: note}
}

// first names a player for NextFirst.
func first(c chess.Color, articles []string, note string) NextFirst {
	return NextFirst{Who: c.String(), Articles: articles, Note: note}
}

const (
	EndedMated uint8 = iota + 1
	EndedStalemated
	EndedResigned // resigned, or lost by a ruling
	EndedAgreed   // a result agreed or declared
	EndedAnnulled
)

// ResultAnnulled is the result of an annulled game.
const ResultAnnulled = "annulled"

// Obligation is a penalty chosen (or applied) that the offender's next move
// must meet.
type Obligation struct {
	Player   chess.Color
	Duty     string
	Square   chess.Square
	Articles []string
	FromPly  int          // in force once the move record is longer than this (retract-and-replay)
	From     chess.Square // play-to: the man that must go to square
}

func (m SentMove) String() string { return m.From.String() + m.To.String() + m.Promotion }
