package rules_test

import (
	"testing"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

// The positions and helpers shared by the four tables are in lewis1827_test.go.

func TestAmerican1850(t *testing.T) {
	runLaw(t, "american1850", lawAmerican1850)
	runAbsence(t, "american1850", lawAbsentAmerican1850)
}

// TestAmerican1850Disputed holds rows where the core once did otherwise than
// the law says; they pass now and stay as the law's memory.
func TestAmerican1850Disputed(t *testing.T) {
	runLaw(t, "american1850", lawDisputedAmerican1850)
}

var lawAmerican1850 = []lawCase{
	// ---- VII: touch and move ----
	{
		name:        "touching an own man binds",
		article:     `VII: "A Piece or Pawn touched must be played"`,
		script:      "W touch g1\nW release g1",
		noRulings:   true,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-touched", Square: "g1"}},
	},
	{
		name:      "J'adoube said before the touch protects",
		article:   `VII: "unless at the moment of touching it the player say "J'adoube," or words to that effect"`,
		script:    "W say jadoube\nW touch e2\nW release e2\nW move d2d4",
		noRulings: true,
		turn:      "black",
	},
	{
		name:        "J'adoube said after the touch does not protect",
		article:     `VII: "unless at the moment of touching it the player say "J'adoube""`,
		script:      "W touch e2\nW say jadoube\nW release e2",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-touched", Square: "e2"}},
	},
	{
		name:      "an accidental touch does not bind",
		article:   `VII: "but if a Piece or Pawn be displaced or overturned by accident, it may be restored to its place"`,
		script:    "W touch e2 accidentally\nW release e2\nW move d2d4",
		noRulings: true,
		turn:      "black",
	},
	{
		name:    "a touched man not played: the adversary enforces move-touched",
		article: `VII: "A Piece or Pawn touched must be played"`,
		script:  "W touch e2\nW release e2\nW move d2d4\nB choose move-touched",
		want: []wantRuling{{kind: "touch-move-breach", offender: "white", chooser: "black", state: "enforced",
			chosen: "move-touched", options: []string{"move-touched"}, articles: []string{"VII"}}},
		board:       placeLawInitial,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-touched", Square: "e2"}},
	},
	// ---- IX: an adverse man ----
	{
		name:    "a touched adverse man not taken: the adversary enforces capture-touched",
		article: `IX: "Should a player take one of his adversary's Pieces or Pawns, without saying "J'adoube," ... his adversary may compel him to take it"`,
		script:  "[Moves \"e2e4 d7d5\"]\nW touch d5\nW release d5\nW move g1f3\nB choose capture-touched",
		want: []wantRuling{{kind: "touch-move-breach", offender: "white", chooser: "black", state: "enforced",
			chosen: "capture-touched", options: []string{"capture-touched"}, articles: []string{"IX"}}},
		board:       placeLawE4D5,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "capture-touched", Square: "d5"}},
	},
	{
		name:    "an adverse man that cannot be taken: the adversary may oblige the King to move",
		article: `IX: "but if it cannot be legally taken, he may oblige him to move the King"`,
		script:  "[Moves \"e2e4 e7e5\"]\nW touch d8",
		want: []wantRuling{{kind: "touched-adverse-uncapturable", offender: "white", chooser: "black", state: "pending",
			options: []string{"move-king"}, articles: []string{"IX"}}},
	},
	{
		name:    "an adverse man that cannot be taken, the King unable to move: no penalty",
		article: `IX: "should his King, however, be so posted that he cannot be legally moved, no penalty can be inflicted"`,
		script:  "W touch d7",
		want: []wantRuling{{kind: "touched-adverse-uncapturable", offender: "white", state: "no-penalty",
			options: []string{}, articles: []string{"IX"}}},
	},
	// ---- XVII: a man that cannot move without leaving the King in check ----
	{
		name:    "a pinned man touched: the King must move, whatever the adversary wants",
		article: `XVII: "If a player touch a Piece or Pawn that cannot be moved without leaving the King in check, he must replace the Piece or Pawn and move his King"`,
		script:  fenTag(fenLawPin) + "W touch e2",
		want: []wantRuling{{kind: "touched-unmovable", offender: "white", state: "applied", chosen: "move-king",
			articles: []string{"XVII"}}},
		obligations: []rules.Obligation{{Player: "white", Duty: "move-king", Square: "e1"}},
	},
	{
		name:    "a pinned man touched, the King unable to move: no penalty",
		article: `XVII: "but if the King cannot be moved, no penalty can be inflicted"`,
		script:  fenTag(fenLawPinStuck) + "W touch e2",
		want: []wantRuling{{kind: "touched-unmovable", offender: "white", state: "no-penalty",
			options: []string{}, articles: []string{"XVII"}}},
	},
	{
		name:    "a pinned man moved: replaced, and the King must move",
		article: `XVII: "he must replace the Piece or Pawn and move his King"`,
		script:  fenTag(fenLawPin) + "W move e2c3",
		want: []wantRuling{{kind: "illegal-move", offender: "white", state: "applied", chosen: "move-king",
			articles: []string{"XVII"}}},
		board:       placeLawPin,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-king", Square: "e1"}},
	},
	// ---- XXVI: cases not provided for ----
	{
		name:    "several men touched: each binds, the one not played is a breach",
		article: `VII: "A Piece or Pawn touched must be played"`,
		script:  "W touch e2\nW touch d2\nW release d2\nW touch e2\nW release e4",
		want:    []wantRuling{{kind: "touch-move-breach", offender: "white", chooser: "black", state: "pending", options: []string{"move-touched"}, articles: []string{"VII"}}},
	},
	{
		name:    "the wrong player begins the game: no law, referred to the bystanders",
		article: `XXVI: "Should any question arise, respecting which there is no law"; V only says who begins`,
		script:  "B move e7e5",
		want:    []wantRuling{{kind: "commenced-out-of-turn", offender: "black", chooser: "umpire", state: "pending", articles: []string{"XXVI"}}},
	},
	// ---- XIII, XI: false moves ----
	{
		name:    "a false move: the adversary has it moved correctly to another square",
		article: `XIII: "his adversary has the choice of three penalties; viz., 1st, of compelling him to let the Piece or Pawn remain on the square to which he played it; 2d, to move correctly to another square; 3d, to replace the Piece or Pawn and move his King"`,
		script:  fenTag(fenLawRook) + "W move a1c3\nB choose move-touched",
		want: []wantRuling{{kind: "false-move", offender: "white", chooser: "black", state: "enforced", chosen: "move-touched",
			options: []string{"let-stand", "move-touched", "move-king"}, articles: []string{"XIII"}}},
		board:       placeLawRook,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-touched", Square: "a1"}},
	},
	{
		name:    "a capture by a false move: the adversary has the man touched moved",
		article: `XI: "his antagonist has the option of compelling him to take it with a Piece or Pawn that can legally take it, or to move his own Piece or Pawn which he touched"`,
		script:  fenTag(fenLawCapture) + "W move a1c3\nB choose move-touched",
		want: []wantRuling{{kind: "false-move", offender: "white", chooser: "black", state: "enforced", chosen: "move-touched",
			options: []string{"capture-touched", "move-touched"}, articles: []string{"XI"}}},
		board:       placeLawCapture,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-touched", Square: "a1"}},
	},
	// ---- XVI: castling improperly ----
	{
		name:    "castling when the King or Rook has moved: the adversary lets it remain",
		article: `XVI: "Should a player castle in any of the above cases, his adversary has the choice of three penalties; viz., 1st, of insisting that the move remain; 2d, of compelling him to move the King; 3d, of compelling him to move the Rook"`,
		script:  fenTag(fenLawNoCastle) + "W move e1g1\nB choose let-stand",
		want: []wantRuling{{kind: "illegal-castling", offender: "white", chooser: "black", state: "enforced", chosen: "let-stand",
			options: []string{"let-stand", "move-king", "move-rook"}, articles: []string{"XVI"}}},
		board: placeLawCastled,
		turn:  "black",
	},
	{
		name:        "castling when the King or Rook has moved: the Rook must move",
		article:     `XVI: "3d, of compelling him to move the Rook"`,
		script:      fenTag(fenLawNoCastle) + "W move e1g1\nB choose move-rook",
		want:        []wantRuling{{kind: "illegal-castling", offender: "white", state: "enforced", chosen: "move-rook", articles: []string{"XVI"}}},
		board:       placeLawNoCastle,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-rook", Square: "h1"}},
	},
	{
		name:      "castling with the Rook moved first: no offence, it is castling",
		article:   `XVI: castling is forbidden in four cases only; the American laws prescribe no order of King and Rook`,
		script:    fenTag(fenLawCastle) + "W move h1f1\nW move e1g1",
		noRulings: true,
		board:     placeLawCastled,
		turn:      "black",
	},
	// ---- XII: taking one of his own men ----
	{
		name:    "an own man taken: the adversary chooses which must move",
		article: `XII: "Should a player take one of his own men with another, his adversary has the option of obliging him to move either"`,
		script:  "[Moves \"e2e4 e7e5\"]\nW move d1d2\nB choose select-touched d1",
		want: []wantRuling{{kind: "captured-own-man", offender: "white", chooser: "black", state: "enforced", chosen: "select-touched",
			options: []string{"select-touched"}, articles: []string{"XII"}}},
		board:       placeLawE4E5,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-touched", Square: "d1"}},
	},
	// ---- X: moving an adverse man ----
	{
		name:    "an adverse man moved: replaced, and the King must move",
		article: `X: "his antagonist has the option of compelling him—1st, to replace the Piece or Pawn and move his King; 2d, to replace the Piece or Pawn and take it; 3d, to let the Piece or Pawn remain"`,
		script:  fenTag(fenLawAdverse) + "W move d5d4\nB choose move-king",
		want: []wantRuling{{kind: "moved-adverse-man", offender: "white", chooser: "black", state: "enforced", chosen: "move-king",
			options: []string{"move-king", "capture-touched", "let-stand"}, articles: []string{"X"}}},
		board:       placeLawAdverse,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-king", Square: "e1"}},
	},
	{
		name:    "an enforced King move not made: obligation-refused, the move taken back",
		article: `X: "1st, to replace the Piece or Pawn and move his King"`,
		script:  fenTag(fenLawAdverse) + "W move d5d4\nB choose move-king\nW move d1d2",
		want:    []wantRuling{{kind: "obligation-refused", offender: "white", state: "applied"}},
		board:   placeLawAdverse,
		turn:    "white",
	},
	// ---- XIV: moving out of turn ----
	{
		name:    "two moves in succession: the second retracted",
		article: `XIV: "Should a player move out of his turn, his adversary may choose whether both moves shall remain or the second be retracted."`,
		script:  "W move e2e4\nW move d2d4\nB choose retract",
		want: []wantRuling{{kind: "two-moves", offender: "white", chooser: "black", state: "enforced", chosen: "retract",
			options: []string{"retract", "let-stand"}, articles: []string{"XIV"}}},
		board: placeLawE4,
		turn:  "black",
	},
	// ---- XVIII, XIX: check ----
	{
		name:    "check not announced: the adversary is not obliged to attend to it",
		article: `XVIII: "If a player attack the adverse King without saying "Check," his adversary is not obliged to attend to it"`,
		script:  fenTag(fenLawRook) + "W move a1a8\nB move h7h6",
		want: []wantRuling{{kind: "check-unannounced", offender: "white", state: "no-penalty",
			options: []string{}, articles: []string{"XVIII"}}},
		board: "R3k3/8/7p/8/8/8/8/4K3",
		turn:  "white",
	},
	{
		name:    "the check called on the checker's next move: each player retracts his last move",
		article: `XVIII: "but if the former, in playing his next move, were to say "Check," each player must retract his last move, and he that is under check must obviate it"`,
		script:  fenTag(fenLawRook) + "W move a1a8\nB move h7h6\nW move e1e2\nW say check",
		want:    []wantRuling{{kind: "king-left-in-check", offender: "white", state: "applied", chosen: "retract", articles: []string{"XVIII"}}},
		board:   placeLawRookA8,
		turn:    "black",
	},
	// ---- XX: a false cry of check ----
	{
		name:    "a false cry of check: the King's move in consequence retracted",
		article: `XX: "Should a player say "Check," without giving it, and his adversary, in consequence, move his King ... he may retract such move"`,
		script:  fenTag(fenLawRook) + "W move a1a2\nW say check\nB move e8d8\nB choose recall",
		want: []wantRuling{{kind: "false-check", offender: "white", chooser: "black", state: "enforced", chosen: "recall",
			options: []string{"recall"}, articles: []string{"XX"}}},
		board: "4k3/7p/8/8/8/8/R7/4K3",
		turn:  "black",
	},
	{
		name:    "a false cry of check: too late once the checker has completed his next move",
		article: `XX: "provided his adversary have not completed his last move"`,
		script:  fenTag(fenLawRook) + "W move a1a2\nW say check\nB move e8d8\nW move a2a3",
		want:    []wantRuling{{kind: "false-check", offender: "white", chooser: "black", state: "expired", articles: []string{"XX"}}},
	},
	// ---- XXI: queening ----
	{
		name:    "a pawn on the eighth rank named no piece: no penalty in the law, referred to the bystanders",
		article: `XXI: "must be immediately exchanged for a Queen or any other Piece the player may think fit"; XXVI: "respecting which there is no law"`,
		script:  fenTag(fenLawPromotion) + "W move e7e8\nW promote none",
		want:    []wantRuling{{kind: "promotion-not-exchanged", offender: "white", chooser: "umpire", state: "pending", articles: []string{"XXVI"}}},
		board:   "4P3/8/8/8/8/8/k7/4K3",
	},
	// ---- results ----
	{
		name:      "checkmate announced: the game is won",
		article:   `XVIII: "If a player attack the adverse King without saying "Check,""; XXII: "he must checkmate his adversary"`,
		script:    scriptLawFoolsMate,
		noRulings: true,
		result:    "0-1",
	},
	{
		name:      "stalemate: drawn",
		article:   `XXIV: "A stalemate is a drawn game."`,
		script:    fenTag(fenLawStalemate) + "W move g1g6",
		noRulings: true,
		result:    "1/2-1/2",
	},
	// ---- XXV: claiming in time ----
	{
		name:    "a false move not claimed before the adversary touches a man: the penalty lapses",
		article: `XXV: "the adversary must take notice of such irregularity before he touches a Piece or Pawn, or he will not be allowed to inflict any penalty"`,
		script:  fenTag(fenLawRook) + "W move a1c3\nB touch e8",
		want:    []wantRuling{{kind: "false-move", offender: "white", chooser: "black", state: "expired", articles: []string{"XIII"}}},
	},
	{
		name:    "a false move claimed after touching a man: no penalty",
		article: `XXV: "or he will not be allowed to inflict any penalty"`,
		script:  fenTag(fenLawRook) + "W move a1c3\nB touch e8\nB claim",
		want: []wantRuling{{kind: "false-move", offender: "white", state: "no-penalty",
			options: []string{}, articles: []string{"XXV"}}},
		board: placeLawRookC3,
	},
	// ---- XXII: fifty moves ----
	{
		name:    "fifty-move count: counted from the notice",
		article: `XXII: "the fifty moves commence from the time the adversary gives notice that he will count them"`,
		script:  fenTag("4k3/8/8/8/8/8/8/R3K3 w - - 0 1") + "B claim fifty",
		want:    []wantRuling{{kind: "fifty-moves", state: "applied", chosen: "count", articles: []string{"XXII"}}},
	},
	{
		name:    "fifty moves on each side without checkmate: drawn",
		article: `XXII: "he must checkmate his adversary in fifty moves on each side at most, or the game will be considered as drawn"`,
		script:  lawFiftyScript("B"),
		want:    []wantRuling{{kind: "fifty-moves", state: "applied", chosen: "draw", articles: []string{"XXII"}}},
		result:  "1/2-1/2",
	},
	// ---- I, II, III: the set-up ----
	{
		name:    "the board wrongly placed, before four moves on each side: adjusted",
		article: `I: "If the board have been improperly placed, it must be adjusted, provided four moves on each side have not been played"`,
		script:  "W move e2e4\nB move e7e5\nW claim board",
		want:    []wantRuling{{kind: "board-misplaced", state: "applied", chosen: "adjust-board", articles: []string{"I"}}},
		result:  "*",
	},
	{
		name:    "men misplaced, discovered before the fourth move: rectified",
		article: `II: "either player may insist upon the mistake being rectified, if he discover it before playing his fourth move"; III: "he may correct the omission before playing his fourth move"`,
		script:  "W move e2e4\nB move e7e5\nB claim men",
		want:    []wantRuling{{kind: "men-misplaced", state: "applied", chosen: "rectify", articles: []string{"II"}}},
	},
	{
		name:    "a man dropped off the board: no law, referred to the bystanders",
		article: `XXVI: "Should any question arise, respecting which there is no law"`,
		script:  "W drop e2\nW move d2d4\nB move d7d5\nW claim dropped",
		want:    []wantRuling{{kind: "dropped-man", chooser: "umpire", state: "pending", articles: []string{"XXVI"}}},
	},
	{
		name:    "the board upset wilfully: no law, referred to the bystanders",
		article: `XXVI: "Should any question arise, respecting which there is no law"`,
		script:  "W move e2e4\nW upset wilfully",
		want:    []wantRuling{{kind: "board-upset", offender: "white", chooser: "umpire", state: "pending", articles: []string{"XXVI"}}},
		result:  "*",
	},
	{
		name:    "the game abandoned: no law, referred to the bystanders",
		article: `XXVI: "Should any question arise, respecting which there is no law"`,
		script:  "B abandon",
		want:    []wantRuling{{kind: "abandoned", offender: "black", chooser: "umpire", state: "pending", articles: []string{"XXVI"}}},
		result:  "*",
	},
}

var lawAbsentAmerican1850 = []lawAbsence{
	{
		name:    "an unannounced check ignored is no illegal move",
		article: `XVIII: "his adversary is not obliged to attend to it"`,
		script:  fenTag(fenLawRook) + "W move a1a8\nB move h7h6",
		kinds:   []string{"illegal-move", "king-left-in-check"},
	},
	{
		name:    "an accidental touch puts no duty on the player",
		article: `VII: "if a Piece or Pawn be displaced or overturned by accident, it may be restored to its place"`,
		script:  "W touch e2 accidentally\nW release e2",
		free:    "white",
	},
}

// lawDisputedAmerican1850: rows where the core once did otherwise than the law.
var lawDisputedAmerican1850 = []lawCase{
	{
		name:    "once disputed: the King moved into check is a false move under XIII, not a case without law",
		article: `XIII: "If a player make a false move, i. e., play a Piece or Pawn to any square to which it cannot legally be moved, his adversary has the choice of three penalties"`,
		script:  fenTag(fenLawKingIntoCheck) + "W move e1d1",
		want:    []wantRuling{{kind: "illegal-move", offender: "white", chooser: "black", state: "pending", articles: []string{"XIII"}}},
	},
	{
		name:    "once disputed: the board wrongly placed, discovered after four moves on each side: not adjusted",
		article: `I: "it must be adjusted, provided four moves on each side have not been played, but not afterwards"`,
		script:  scriptLawFourMoves + "W claim board",
		want: []wantRuling{{kind: "board-misplaced", state: "no-penalty",
			options: []string{}, articles: []string{"I"}}},
	},
	{
		name:    "once disputed: men misplaced, discovered after the fourth move: not rectified",
		article: `II: "if he discover it before playing his fourth move, but not afterwards"`,
		script:  scriptLawFourMoves + "B claim men",
		want: []wantRuling{{kind: "men-misplaced", state: "no-penalty",
			options: []string{}, articles: []string{"II"}}},
	},
	{
		name:        "disputed: an enforced King move defied is not discharged: the King must still move",
		article:     `X: "1st, to replace the Piece or Pawn and move his King"`,
		script:      fenTag(fenLawAdverse) + "W move d5d4\nB choose move-king\nW move d1d2",
		want:        []wantRuling{{kind: "obligation-refused", offender: "white", state: "applied"}},
		board:       placeLawAdverse,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-king", Square: "e1"}},
	},
}
