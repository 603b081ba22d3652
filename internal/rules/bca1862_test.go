package rules_test

import (
	"testing"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

// The positions and helpers shared by the four tables are in lewis1827_test.go.

func TestBCA1862(t *testing.T) {
	runLaw(t, "bca1862", lawBCA1862)
	runAbsence(t, "bca1862", lawAbsentBCA1862)
}

// TestBCA1862Disputed holds the rows where the core once did otherwise
// than the law says; they pass now and stay as the law's memory.
func TestBCA1862Disputed(t *testing.T) {
	runLaw(t, "bca1862", lawDisputedBCA1862)
}

// Four moves on each side after White's false move a1c3 (fenLawRook), and
// five.
const (
	scriptBCAFourAfter = "B move e8d8; W move c3c4; B move d8e8; W move c4c3\nB move e8d8; W move c3c4; B move d8e8; W move c4c3\n"
	scriptBCAFiveAfter = scriptBCAFourAfter + "B move e8d8; W move c3c4\n"
)

var lawBCA1862 = []lawCase{
	// ---- VI: touch and move ----
	{
		name:        "touching an own man binds",
		article:     `VI: "A player who touches with his hand (except accidentally) one of his own men when it is his turn to play, must move it, if it can be legally moved"`,
		script:      "W touch g1\nW release g1",
		noRulings:   true,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-touched", Square: "g1"}},
	},
	{
		name:      "\"I adjust\" said before the touch protects",
		article:   `VI: "unless, before touching it, he say, "I adjust," as above"`,
		script:    "W say i adjust\nW touch e2\nW release e2\nW move d2d4",
		noRulings: true,
		turn:      "black",
	},
	{
		name:        "\"I adjust\" said after the touch does not protect",
		article:     `VI: "in which latter case he must, before touching it, say, "I adjust""`,
		script:      "W touch e2\nW say i adjust\nW release e2",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-touched", Square: "e2"}},
	},
	{
		name:      "an accidental touch does not bind",
		article:   `VI: "A player who touches with his hand (except accidentally) one of his own men"`,
		script:    "W touch e2 accidentally\nW release e2\nW move d2d4",
		noRulings: true,
		turn:      "black",
	},
	{
		name:    "a touched adverse man not taken: the adversary enforces capture-touched",
		article: `VI: "and a player who touches one of his adversary's men, under the same conditions, must take it, if he can legally do so"`,
		script:  "[Moves \"e2e4 d7d5\"]\nW touch d5\nW release d5\nW move g1f3\nB choose capture-touched",
		want: []wantRuling{{kind: "touch-move-breach", offender: "white", chooser: "black", state: "enforced",
			chosen: "capture-touched", options: []string{"capture-touched"}, articles: []string{"VI"}}},
		board:       placeLawE4D5,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "capture-touched", Square: "d5"}},
	},
	{
		name:    "a pinned man touched: the King must move",
		article: `VI: "If, in either case, the move cannot be legally made, the offender must move his King"`,
		script:  fenTag(fenLawPin) + "W touch e2\nB choose move-king",
		want: []wantRuling{{kind: "touched-unmovable", offender: "white", chooser: "black", state: "enforced", chosen: "move-king",
			options: []string{"move-king"}, articles: []string{"VI"}}},
		obligations: []rules.Obligation{{Player: "white", Duty: "move-king", Square: "e1"}},
	},
	{
		name:    "a pinned man touched, the King unable to move: no penalty",
		article: `VI: "but in the event of the King having no legal move, there shall be no penalty"`,
		script:  fenTag(fenLawPinStuck) + "W touch e2",
		want: []wantRuling{{kind: "touched-unmovable", offender: "white", state: "no-penalty",
			options: []string{}, articles: []string{"VI"}}},
	},
	{
		name:    "an adverse man that cannot be taken: the King must move",
		article: `VI: "If, in either case, the move cannot be legally made, the offender must move his King"`,
		script:  "[Moves \"e2e4 e7e5\"]\nW touch d8",
		want: []wantRuling{{kind: "touched-adverse-uncapturable", offender: "white", chooser: "black", state: "pending",
			options: []string{"move-king"}, articles: []string{"VI"}}},
	},
	{
		name:    "an adverse man that cannot be taken, the King unable to move: no penalty",
		article: `VI: "but in the event of the King having no legal move, there shall be no penalty"`,
		script:  "W touch d7",
		want: []wantRuling{{kind: "touched-adverse-uncapturable", offender: "white", state: "no-penalty",
			options: []string{}, articles: []string{"VI"}}},
	},
	{
		name:    "several own men touched: the opponent selects the one to be played",
		article: `VI: "touch with his hand (except accidentally or in castling) more than one of his own men, he must play any one of them legally moveable that his opponent selects"`,
		script:  "W touch e2\nW release e2\nW move d2d4\nB choose select-touched e2",
		want: []wantRuling{{kind: "touched-several", offender: "white", chooser: "black", state: "enforced", chosen: "select-touched",
			options: []string{"select-touched"}, articles: []string{"VI"}}},
		board:       placeLawInitial,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-touched", Square: "e2"}},
	},
	{
		name:    "several adverse men touched: the antagonist chooses which must be captured",
		article: `VI: "If under the same circumstances, he touch two or more of the adversary's men, he must capture whichever of them his antagonist chooses, provided it can be legally taken"`,
		script:  "[Moves \"e2e4 d7d5 g1f3 f7f5\"]\nW touch d5\nW touch f5\nW touch e4\nW release f5\nB choose select-touched d5",
		want: []wantRuling{{kind: "touched-several", offender: "white", chooser: "black", state: "enforced", chosen: "select-touched",
			options: []string{"select-touched"}, articles: []string{"VI"}}},
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "capture-touched", Square: "d5"}},
	},
	{
		name:      "King and Rook touched in castling, the Rook held until the King is touched: no offence",
		article:   `VI: "(except accidentally or in castling)"; X: "If he touch the Rook first, he must not quit it before having touched the King"`,
		script:    fenTag(fenLawCastle) + "W touch h1\nW touch e1\nW release g1",
		noRulings: true,
		board:     placeLawCastled,
		turn:      "black",
	},
	// ---- X: castling ----
	{
		name:    "the Rook quitted before the King was touched: the Rook's move claimed as a complete move",
		article: `X: "If he touch the Rook first, he must not quit it before having touched the King; or his opponent may claim the move of the Rook as a complete move"`,
		script:  fenTag(fenLawCastle) + "W move h1f1\nW move e1g1\nB choose rook-only",
		want: []wantRuling{{kind: "castling-rook-first", offender: "white", chooser: "black", state: "enforced", chosen: "rook-only",
			options: []string{"rook-only"}, articles: []string{"X"}}},
		board: "4k3/8/8/8/8/8/8/4KR2",
		turn:  "black",
	},
	// ---- VII: false moves ----
	{
		name:    "a false move: the opponent has any other man moved",
		article: `VII: "he must, at the choice of his opponent, and according to the case, either move his own man legally, capture the man legally, or move any other man legally moveable"`,
		script:  fenTag(fenLawRook) + "W move a1c3\nB choose move-any e1",
		want: []wantRuling{{kind: "false-move", offender: "white", chooser: "black", state: "enforced", chosen: "move-any",
			options: []string{"move-touched", "move-any"}, articles: []string{"VII"}}},
		board:       placeLawRook,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-man", Square: "e1"}},
	},
	{
		name:    "a capture by a false move: the adverse man must be captured legally",
		article: `VII: "or by capturing an adverse man by a move which cannot be legally made ... either move his own man legally, capture the man legally, or move any other man legally moveable"`,
		script:  fenTag(fenLawCapture) + "W move a1c3\nB choose capture-touched",
		want: []wantRuling{{kind: "false-move", offender: "white", chooser: "black", state: "enforced", chosen: "capture-touched",
			options: []string{"capture-touched", "move-touched", "move-any"}, articles: []string{"VII"}}},
		board:       placeLawCapture,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "capture-touched", Square: "c3"}},
	},
	{
		name:    "the King moved into check: his own man must be moved legally",
		article: `VII: "by playing a man of his own to a square to which it cannot be legally moved ... either move his own man legally ... or move any other man legally moveable"`,
		script:  fenTag(fenLawKingIntoCheck) + "W move e1d1\nB choose move-touched",
		want: []wantRuling{{kind: "illegal-move", offender: "white", chooser: "black", state: "enforced", chosen: "move-touched",
			options: []string{"move-touched"}, articles: []string{"VII"}}},
		board:       placeLawKingCheck,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-touched", Square: "e1"}},
	},
	{
		name:    "castling under forbidden conditions: a false move",
		article: `VII: "by playing a man of his own to a square to which it cannot be legally moved"`,
		script:  fenTag(fenLawNoCastle) + "W move e1g1",
		want: []wantRuling{{kind: "illegal-castling", offender: "white", chooser: "black", state: "pending",
			options: []string{"move-touched", "move-any"}, articles: []string{"VII"}}},
	},
	{
		name:    "an own man taken: a false move",
		article: `VII: "by playing a man of his own to a square to which it cannot be legally moved"`,
		script:  "[Moves \"e2e4 e7e5\"]\nW move d1d2",
		want: []wantRuling{{kind: "captured-own-man", offender: "white", chooser: "black", state: "pending",
			options: []string{"move-touched", "move-any"}, articles: []string{"VII"}}},
	},
	{
		name:    "an adverse man moved: touched, it must be taken",
		article: `VI: "a player who touches one of his adversary's men, under the same conditions, must take it, if he can legally do so"`,
		script:  fenTag(fenLawAdverse) + "W move d5d4",
		want: []wantRuling{{kind: "moved-adverse-man", offender: "white", chooser: "black", state: "pending",
			options: []string{"capture-touched"}, articles: []string{"VI"}}},
	},
	// ---- V: two moves in succession ----
	{
		name:    "two moves in succession: retracted at once, the man wrongly moved to be played after the adversary's move",
		article: `V: "he must retract the said move; and after his adversary has moved, must play the man wrongly moved, if it can be played legally"`,
		script:  "W move e2e4\nW move d2d4\nB move e7e5",
		want: []wantRuling{{kind: "two-moves", offender: "white", state: "applied", chosen: "retract-and-replay",
			options: []string{"retract-and-replay"}, articles: []string{"V"}}},
		board:       placeLawE4E5,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-touched"}},
	},
	// ---- IV: commencing out of turn ----
	{
		name:    "the wrong player begins: annulled when noticed in time",
		article: `IV: "the game must be annulled if the error has been noticed before both players have completed the fourth move"`,
		script:  "B move e7e5\nW move e2e4\nW choose annul",
		want: []wantRuling{{kind: "commenced-out-of-turn", offender: "black", chooser: "white", state: "enforced", chosen: "annul",
			options: []string{"annul"}, articles: []string{"IV"}}},
		result: "annulled",
	},
	{
		name:    "the wrong player begins: after four moves on each side the game is played out",
		article: `IV: "After four moves on each side have been made, the game must be played out as it stands."`,
		script:  "B move e7e5\nW move e2e4\nB move d7d6\nW move d2d4\nB move g8f6\nW move g1f3\nB move b8c6\nW move b1c3",
		want:    []wantRuling{{kind: "commenced-out-of-turn", offender: "black", state: "expired", articles: []string{"IV"}}},
		result:  "*",
	},
	// ---- VIII: check ----
	{
		name:    "check not announced, the adversary obviates it: the move stands",
		article: `VIII: "If check be given but not announced, and the adversary makes a move which obviates the check the move must stand."`,
		script:  fenTag(fenLawRook) + "W move a1a8\nB move e8e7",
		want: []wantRuling{{kind: "check-unannounced", offender: "white", state: "no-penalty",
			options: []string{}, articles: []string{"VIII"}}},
		board: "R7/4k2p/8/8/8/8/8/4K3",
		turn:  "white",
	},
	{
		name:    "a King left in check: the moves after the check retracted",
		article: `VIII: "If in the course of a game it be discovered that a King has been left in check for one or more moves on either side, all the moves, subsequent to that on which the check was given, must be retracted."`,
		script:  fenTag(fenLawRook) + "W move a1a8\nB move h7h6",
		want:    []wantRuling{{kind: "king-left-in-check", state: "applied", chosen: "retract", articles: []string{"VIII"}}},
		board:   placeLawRookA8,
		turn:    "black",
	},
	{
		name:    "an announced check not obviated: the King must move, not capture or cover",
		article: `VIII: "If check be given and announced, and the adversary neglects to obviate it, he shall not have the option of capturing the checking piece, or of covering, but must "move his King" out of check"`,
		script:  fenTag(fenLawRook) + "W move a1a8\nW say check\nB move h7h6\nW choose move-king",
		want: []wantRuling{{kind: "illegal-move", offender: "black", chooser: "white", state: "enforced", chosen: "move-king",
			options: []string{"move-king"}, articles: []string{"VIII"}}},
		board:       placeLawRookA8,
		turn:        "black",
		obligations: []rules.Obligation{{Player: "black", Duty: "move-king", Square: "e8"}},
	},
	{
		name:    "check announced but not given: no signification",
		article: `VIII: "The mere announcement of check shall have no signification if check be not actually given."`,
		script:  fenTag(fenLawRook) + "W move a1a2\nW say check\nB touch e8\nB release e8",
		want: []wantRuling{{kind: "false-check", offender: "white", state: "no-penalty",
			options: []string{}, articles: []string{"VIII"}}},
	},
	// ---- XIII: queening ----
	{
		name:      "a pawn on the eighth rank may remain a pawn",
		article:   `XIII: "the player has the option of selecting a piece ... or of deciding that it shall remain a Pawn"`,
		script:    fenTag(fenLawPromotion) + "W move e7e8\nW promote none",
		noRulings: true,
		board:     "4P3/8/8/8/8/8/k7/4K3",
		turn:      "black",
	},
	// ---- results ----
	{
		name:      "checkmate announced: the game is won",
		article:   `VIII: "A player must audibly say "Check!" when he makes a move which puts the hostile King in check."`,
		script:    scriptLawFoolsMate,
		noRulings: true,
		result:    "0-1",
	},
	{
		name:      "stalemate: drawn",
		article:   `(no article: the 1862 code has no law on stalemate or mate; the result is the game's own, and no ruling is wanted) XV: "He must always apply the laws as herein expressed"`,
		script:    fenTag(fenLawStalemate) + "W move g1g6",
		noRulings: true,
		result:    "1/2-1/2",
	},
	// ---- IX: enforcing penalties ----
	{
		name:    "a penalty not claimed before the adversary touches a man: it lapses",
		article: `IX: "A penalty can only be enforced by a player before he has touched a man in reply."`,
		script:  "[Moves \"e2e4 d7d5\"]\nW touch d5\nW release d5\nW move g1f3\nB touch e7",
		want:    []wantRuling{{kind: "touch-move-breach", offender: "white", chooser: "black", state: "expired", articles: []string{"VI"}}},
	},
	{
		name:    "a penalty claimed after touching a man in reply: none",
		article: `IX: "A penalty can only be enforced by a player before he has touched a man in reply."`,
		script:  "[Moves \"e2e4 d7d5\"]\nW touch d5\nW release d5\nW move g1f3\nB touch e7\nB claim",
		want: []wantRuling{{kind: "touch-move-breach", offender: "white", state: "no-penalty",
			options: []string{}, articles: []string{"IX"}}},
	},
	{
		name:    "a man touched in reply to a false move: the right to the penalty remains",
		article: `IX: "Should he touch a man in reply in consequence of a false or illegal move of his opponent ... he shall not be compelled to move that man, and his right to enforce a penalty shall remain."`,
		script:  fenTag(fenLawRook) + "W move a1c3\nB touch e8\nB release e8\nB choose move-touched",
		want: []wantRuling{{kind: "false-move", offender: "white", chooser: "black", state: "enforced", chosen: "move-touched",
			articles: []string{"VII", "IX"}}},
		board:       placeLawRook,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-touched", Square: "a1"}},
	},
	{
		name:    "the King moved as a penalty may not castle: obligation-refused",
		article: `IX: "When the King is moved as a penalty, it cannot castle on that move."`,
		script:  fenTag(fenLawPenaltyCastle) + "W touch a8\nB choose move-king\nW move e1g1",
		want:    []wantRuling{{kind: "obligation-refused", offender: "white", state: "applied", chosen: "retract"}},
		board:   placeLawPenalty,
		turn:    "white",
	},
	// ---- VII: an illegality discovered after the reply ----
	{
		name:    "a false move discovered within four moves on each side: all retracted",
		article: `VII: "and not more than four moves on each side have been made subsequently, all these latter moves, including that on which the illegality was committed, must be retracted"`,
		script:  fenTag(fenLawRook) + "W move a1c3\n" + scriptBCAFourAfter + "B claim",
		want: []wantRuling{{kind: "false-move", offender: "white", state: "applied", chosen: "retract",
			articles: []string{"VII"}}},
		board: placeLawRook,
		turn:  "white",
	},
	{
		name:    "a false move discovered after more than four moves on each side: played out as it stands",
		article: `VII: "If more than four moves on each side have been made, the game must be played out as it stands."`,
		script:  fenTag(fenLawRook) + "W move a1c3\n" + scriptBCAFiveAfter + "B claim",
		want: []wantRuling{{kind: "false-move", offender: "white", state: "no-penalty",
			options: []string{}, articles: []string{"VII"}}},
		board: "3k4/7p/8/8/2R5/8/8/4K3",
		turn:  "black",
	},
	// ---- XI: fifty moves ----
	{
		name:    "fifty-move count claimed",
		article: `XI: "A player may call upon his opponent to draw the game, or to mate him within fifty moves on each side"`,
		script:  fenTag("4k3/8/8/8/8/8/8/R3K3 w - - 0 1") + "B claim fifty",
		want:    []wantRuling{{kind: "fifty-moves", state: "applied", chosen: "count", articles: []string{"XI"}}},
	},
	{
		name:    "fifty moves on each side without mate: the claimant chooses the draw",
		article: `XI: "should he not be mated within the fifty moves, he may claim that the game shall proceed"`,
		script:  lawFiftyScript("B") + "B choose draw",
		want: []wantRuling{{kind: "fifty-moves", chooser: "black", state: "enforced", chosen: "draw",
			options: []string{"draw", "proceed"}, articles: []string{"XI"}}},
		result: "1/2-1/2",
	},
	{
		name:    "a claim that neither side can win: submitted to the umpire, who orders the count",
		article: `XI: "he has the right of submitting the case to the umpire or bystanders, who shall decide whether it is one for the fifty move counting"; XV: "The umpire shall have authority to decide any question whatever"`,
		script:  fenTag("4k3/8/8/8/8/8/8/R3K3 w - - 0 1") + "B claim draw\nU choose count",
		want: []wantRuling{{kind: "draw-claimed", chooser: "umpire", state: "enforced", chosen: "count",
			options: []string{"count", "proceed"}, articles: []string{"XI", "XV"}}},
		result: "*",
	},
	// ---- I, II, XIV ----
	{
		name:    "the board wrongly placed: adjusted",
		article: `I: "If, during the progress of a game, either player discovers that the board has been improperly placed, he may insist on its being adjusted."`,
		script:  scriptLawFourMoves + "W claim board",
		want:    []wantRuling{{kind: "board-misplaced", state: "applied", chosen: "adjust-board", articles: []string{"I"}}},
		result:  "*",
	},
	{
		name:    "men misplaced or omitted: the game annulled",
		article: `II: "If, at any time in the course of a game, it is found that the men were not properly placed, or that one or more of them were omitted at the beginning, the game in question must be annulled."`,
		script:  "W move e2e4\nB move e7e5\nB claim men",
		want:    []wantRuling{{kind: "men-misplaced", state: "applied", chosen: "annul", articles: []string{"II"}}},
		result:  "annulled",
	},
	{
		name:    "a man dropped off the board: the moves retracted and the man restored",
		article: `II: "If, at any time it is discovered that a man has been dropped off the board, and moves have been made during its absence, such moves shall be retracted, and the man restored."`,
		script:  "W drop e2\nW move d2d4\nB move d7d5\nW claim dropped",
		want:    []wantRuling{{kind: "dropped-man", state: "applied", chosen: "retract", articles: []string{"II"}}},
		board:   placeLawInitial,
		turn:    "white",
	},
	{
		name:    "the board upset wilfully: the game lost",
		article: `XIV: "If a player ... wilfully upset the board ... he must be considered to have lost the game."`,
		script:  "W move e2e4\nB upset wilfully",
		want:    []wantRuling{{kind: "board-upset", offender: "black", state: "applied", articles: []string{"XIV"}}},
		result:  "1-0",
	},
	{
		name:    "the board upset by accident: no law, referred to the umpire",
		article: `XV: "The umpire shall have authority to decide any question whatever that may arise in the course of a game"`,
		script:  "W move e2e4\nB upset",
		want:    []wantRuling{{kind: "board-upset", offender: "black", chooser: "umpire", state: "pending", articles: []string{"XV"}}},
	},
	{
		name:    "the game abandoned: lost",
		article: `XIV: "If a player abandon the game, discontinue his moves ... he must be considered to have lost the game."`,
		script:  "W abandon",
		want:    []wantRuling{{kind: "abandoned", offender: "white", state: "applied", articles: []string{"XIV"}}},
		result:  "0-1",
	},
}

var lawAbsentBCA1862 = []lawAbsence{
	{
		name:    "a man touched in reply to a false move does not bind",
		article: `IX: "Should he touch a man in reply in consequence of a false or illegal move of his opponent ... he shall not be compelled to move that man"`,
		script:  fenTag(fenLawRook) + "W move a1c3\nB touch e8\nB release e8",
		kinds:   []string{"touch-move-breach", "touched-unmovable"},
		free:    "black",
	},
	{
		name:    "a man touched in reply to a false cry of check does not bind",
		article: `IX: "Should he touch a man in reply in consequence of ... a false cry of check, he shall not be compelled to move that man"`,
		script:  fenTag(fenLawRook) + "W move a1a2\nW say check\nB touch e8\nB release e8",
		free:    "black",
	},
	{
		name:    "an accidental touch puts no duty on the player",
		article: `VI: "(except accidentally)"`,
		script:  "W touch e2 accidentally\nW release e2",
		free:    "white",
	},
}

// lawDisputedBCA1862: rows where the core once did otherwise than the law.
var lawDisputedBCA1862 = []lawCase{
	{
		name:    "once disputed: after two moves in succession the man wrongly moved is named in the replay duty",
		article: `V: "and after his adversary has moved, must play the man wrongly moved, if it can be played legally"`,
		script:  "W move e2e4\nW move d2d4\nB move e7e5",
		want: []wantRuling{{kind: "two-moves", offender: "white", state: "applied", chosen: "retract-and-replay",
			articles: []string{"V"}}},
		obligations: []rules.Obligation{{Player: "white", Duty: "move-touched", Square: "d2"}},
	},
	{
		name:    "once disputed: after two moves in succession, playing the man wrongly moved meets the replay duty",
		article: `V: "and after his adversary has moved, must play the man wrongly moved, if it can be played legally"`,
		script:  "W move e2e4\nW move d2d4\nB move e7e5\nW move d2d4",
		want: []wantRuling{{kind: "two-moves", offender: "white", state: "applied", chosen: "retract-and-replay",
			articles: []string{"V"}}},
		board: "rnbqkbnr/pppp1ppp/8/4p3/3PP3/8/PPP2PPP/RNBQKBNR",
		turn:  "black",
	},
	{
		name:        "disputed: castling refused as the penalty King move: the King must still move",
		article:     `IX: "When the King is moved as a penalty, it cannot castle on that move."; VI: "the offender must move his King"`,
		script:      fenTag(fenLawPenaltyCastle) + "W touch a8\nB choose move-king\nW move e1g1",
		want:        []wantRuling{{kind: "obligation-refused", offender: "white", state: "applied", chosen: "retract"}},
		board:       placeLawPenalty,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-king", Square: "e1"}},
	},
	{
		name:    "once disputed: castling refused as the penalty King move is ruled under IX",
		article: `IX: "When the King is moved as a penalty, it cannot castle on that move."`,
		script:  fenTag(fenLawPenaltyCastle) + "W touch a8\nB choose move-king\nW move e1g1",
		want: []wantRuling{{kind: "obligation-refused", offender: "white", state: "applied", chosen: "retract",
			articles: []string{"IX"}}},
	},
	{
		name:    "once disputed: a pinned man moved: the opponent is not offered a move of that man, which cannot be made",
		article: `VII: "either move his own man legally, capture the man legally, or move any other man legally moveable" ("according to the case"); VI: "If ... the move cannot be legally made, the offender must move his King"`,
		script:  fenTag(fenLawPin) + "W move e2c3",
		want: []wantRuling{{kind: "illegal-move", offender: "white", chooser: "black", state: "pending",
			options: []string{"move-any"}, articles: []string{"VII"}}},
	},
	{
		name:    "once disputed: a King left in an announced check, discovered later, is retracted under VIII, not VII",
		article: `VII: "If ... an illegality be discovered (not involving a King being in check)"; VIII: "it be discovered that a King has been left in check ... all the moves, subsequent to that on which the check was given, must be retracted"`,
		script:  fenTag(fenLawRook) + "W move a1a8\nW say check\nB move h7h6\nW move e1e2\nW claim",
		want: []wantRuling{{kind: "illegal-move", offender: "black", state: "applied", chosen: "retract",
			articles: []string{"VIII"}}},
		board: placeLawRookA8,
		turn:  "black",
	},
}
