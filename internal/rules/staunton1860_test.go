package rules_test

import (
	"testing"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

// The positions and helpers shared by the four tables are in lewis1827_test.go.

func TestStaunton1860(t *testing.T) {
	runLaw(t, "staunton1860", lawStaunton1860)
	runAbsence(t, "staunton1860", lawAbsentStaunton1860)
}

// TestStaunton1860Disputed holds rows where the core once did otherwise than
// the law says; they pass now and stay as the law's memory.
func TestStaunton1860Disputed(t *testing.T) {
	runLaw(t, "staunton1860", lawDisputedStaunton1860)
}

var lawStaunton1860 = []lawCase{
	// ---- VI, XIII: touch and move, J'adoube ----
	{
		name:        "touching an own man binds",
		article:     `VI: "A player who touches with his hand one of his own Men when it is his turn to play, must move it if it can be legally moved"`,
		script:      "W touch g1\nW release g1",
		noRulings:   true,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-touched", Square: "g1"}},
	},
	{
		name:      "J'adoube said before the touch protects",
		article:   `XIII: "he must, before touching it, say J'adoube ... He will then have the right of moving any other Man he thinks proper"`,
		script:    "W say jadoube\nW touch e2\nW release e2\nW move d2d4",
		noRulings: true,
		turn:      "black",
	},
	{
		name:        "J'adoube said after the touch does not protect",
		article:     `XIII: "If a player say J'adoube, after touching a Man ... he is compelled to move or capture the Man touched, as if J'adoube had not been said"`,
		script:      "W touch e2\nW say jadoube\nW release e2",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-touched", Square: "e2"}},
	},
	{
		name:        "an accidental touch binds: VI has no exception for it",
		article:     `VI: "A player who touches with his hand one of his own Men when it is his turn to play, must move it"`,
		script:      "W touch e2 accidentally\nW release e2",
		noRulings:   true,
		obligations: []rules.Obligation{{Player: "white", Duty: "move-touched", Square: "e2"}},
	},
	{
		name:    "a touched adverse man not taken: the adversary enforces capture-touched",
		article: `VI: "And a player who touches one of his adversary's Men (under the same conditions) must take it."`,
		script:  "[Moves \"e2e4 d7d5\"]\nW touch d5\nW release d5\nW move g1f3\nB choose capture-touched",
		want: []wantRuling{{kind: "touch-move-breach", offender: "white", chooser: "black", state: "enforced",
			chosen: "capture-touched", options: []string{"capture-touched"}, articles: []string{"VI"}}},
		board:       placeLawE4D5,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "capture-touched", Square: "d5"}},
	},
	{
		name:    "a pinned man touched: the King must move",
		article: `VI: "If in either case the move cannot legally be made, the offender must move his King"`,
		script:  fenTag(fenLawPin) + "W touch e2\nB choose move-king",
		want: []wantRuling{{kind: "touched-unmovable", offender: "white", chooser: "black", state: "enforced", chosen: "move-king",
			options: []string{"move-king"}, articles: []string{"VI"}}},
		obligations: []rules.Obligation{{Player: "white", Duty: "move-king", Square: "e1"}},
	},
	{
		name:    "a pinned man touched, the King unable to move: any man the adversary pleases",
		article: `VI: "and in the event of the King having no legal move, he must play any other Man legally moveable that his adversary pleases"`,
		script:  fenTag(fenLawPinStuck) + "W touch e2",
		want: []wantRuling{{kind: "touched-unmovable", offender: "white", chooser: "black", state: "pending",
			options: []string{"move-any"}, articles: []string{"VI"}}},
	},
	{
		name:    "a man with no move at all touched, the King unable to move: any man the adversary pleases",
		article: `VI: "If in either case the move cannot legally be made, the offender must move his King, and in the event of the King having no legal move, he must play any other Man legally moveable that his adversary pleases"`,
		script:  "W touch a1",
		want: []wantRuling{{kind: "touched-unmovable", offender: "white", chooser: "black", state: "pending",
			options: []string{"move-any"}, articles: []string{"VI"}}},
	},
	{
		name:    "an adverse man that cannot be taken: the King must move",
		article: `VI: "If in either case the move cannot legally be made, the offender must move his King"`,
		script:  "[Moves \"e2e4 e7e5\"]\nW touch d8",
		want: []wantRuling{{kind: "touched-adverse-uncapturable", offender: "white", chooser: "black", state: "pending",
			options: []string{"move-king"}, articles: []string{"VI"}}},
	},
	{
		name:    "an adverse man that cannot be taken, the King unable to move: the adversary names the man to play",
		article: `VI: "he must play any other Man legally moveable that his adversary pleases"`,
		script:  "W touch d7\nB choose move-any g1",
		want: []wantRuling{{kind: "touched-adverse-uncapturable", offender: "white", chooser: "black", state: "enforced", chosen: "move-any",
			options: []string{"move-any"}, articles: []string{"VI"}}},
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-man", Square: "g1"}},
	},
	// ---- IX: touching more than one man ----
	{
		name:    "several own men touched: the opponent selects the one to be played",
		article: `IX: "touch with his hand more than one of his own Men ... he must ... play any one of them legally moveable that his opponent selects"`,
		script:  "W touch e2\nW touch d2\nW release d4\nB choose select-touched e2",
		want: []wantRuling{{kind: "touched-several", offender: "white", chooser: "black", state: "enforced", chosen: "select-touched",
			options: []string{"select-touched"}, articles: []string{"IX"}}},
		board:       placeLawInitial,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-touched", Square: "e2"}},
	},
	{
		name:    "several adverse men touched: the antagonist chooses which must be captured",
		article: `IX: "When they are his adversary's, he must capture whichever of them his antagonist chooses, provided it can be legally taken"`,
		script:  "[Moves \"e2e4 d7d5 g1f3 f7f5\"]\nW touch d5\nW touch f5\nW touch e4\nW release f5\nB choose select-touched d5",
		want: []wantRuling{{kind: "touched-several", offender: "white", chooser: "black", state: "enforced", chosen: "select-touched",
			options: []string{"select-touched"}, articles: []string{"IX"}}},
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "capture-touched", Square: "d5"}},
	},
	{
		name:      "King and Rook touched in castling: not several men",
		article:   `IX: "touch with his hand more than one of his own Men (unless in castling)"`,
		script:    fenTag(fenLawCastle) + "W touch h1\nW touch e1\nW release g1",
		noRulings: true,
		board:     placeLawCastled,
		turn:      "black",
	},
	{
		name:      "castling with the Rook moved first: no offence, it is castling",
		article:   `def:castling: "It is effected on the King's side by moving the King to his Knight's square, and the King's Rook to the King's Bishop's square" (no order prescribed)`,
		script:    fenTag(fenLawCastle) + "W move h1f1\nW move e1g1",
		noRulings: true,
		board:     placeLawCastled,
		turn:      "black",
	},
	// ---- VIII: false moves ----
	{
		name:    "a false move: the offender forfeits his turn",
		article: `VIII: "he must, at the choice of his adversary, either move his own or take the adverse Man legally, forfeit his turn to move, or play any other Man legally moveable which his adversary may select"`,
		script:  fenTag(fenLawRook) + "W move a1c3\nB choose forfeit-turn",
		want: []wantRuling{{kind: "false-move", offender: "white", chooser: "black", state: "enforced", chosen: "forfeit-turn",
			options: []string{"move-touched", "forfeit-turn", "move-any"}, articles: []string{"VIII"}}},
		board: placeLawRook,
		turn:  "black",
	},
	{
		name:    "a capture by a false move: the adverse man must be taken legally",
		article: `VIII: "or capture an adverse Man by a move which cannot legally be made, he must ... either move his own or take the adverse Man legally"`,
		script:  fenTag(fenLawCapture) + "W move a1c3\nB choose capture-touched",
		want: []wantRuling{{kind: "false-move", offender: "white", chooser: "black", state: "enforced", chosen: "capture-touched",
			options: []string{"capture-touched", "move-touched", "forfeit-turn", "move-any"}, articles: []string{"VIII"}}},
		board:       placeLawCapture,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "capture-touched", Square: "c3"}},
	},
	{
		name:    "castling under forbidden circumstances is a false move: the adversary names a man to play",
		article: `VIII: "Castling, under circumstances forbidden in the Fundamental Laws, must be considered a false move in the meaning of this clause"`,
		script:  fenTag(fenLawNoCastle) + "W move e1g1\nB choose move-any h1",
		want: []wantRuling{{kind: "illegal-castling", offender: "white", chooser: "black", state: "enforced", chosen: "move-any",
			options: []string{"move-touched", "forfeit-turn", "move-any"}, articles: []string{"VIII", "def:castling"}}},
		board:       placeLawNoCastle,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-man", Square: "h1"}},
	},
	{
		name:    "an own man taken: a false move",
		article: `VIII: "If a player be guilty of a false move by playing a Piece or Pawn of his own to a square to which it cannot be legally moved"`,
		script:  "[Moves \"e2e4 e7e5\"]\nW move d1d2",
		want: []wantRuling{{kind: "captured-own-man", offender: "white", chooser: "black", state: "pending",
			options: []string{"move-touched", "forfeit-turn", "move-any"}, articles: []string{"VIII", "def:false-move"}}},
	},
	// ---- XI: illegal moves ----
	{
		name:    "the King moved into check: the King must be moved legally",
		article: `XI: "If a player move his King into check ... he has touched or moved a Man in such a manner as to subject him to the penalties laid down in section VI"`,
		script:  fenTag(fenLawKingIntoCheck) + "W move e1d1\nB choose move-touched",
		want: []wantRuling{{kind: "illegal-move", offender: "white", chooser: "black", state: "enforced", chosen: "move-touched",
			options: []string{"move-touched"}, articles: []string{"XI", "VI"}}},
		board:       placeLawKingCheck,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-touched", Square: "e1"}},
	},
	{
		name:    "a man that covered the King moved away: the King must move",
		article: `XI: "if he remove a Man which covered his King and thereby place him in check ... subject him to the penalties laid down in section VI"; VI: "the offender must move his King"`,
		script:  fenTag(fenLawPin) + "W move e2c3",
		want: []wantRuling{{kind: "illegal-move", offender: "white", chooser: "black", state: "pending",
			options: []string{"move-king"}, articles: []string{"XI", "VI"}}},
	},
	{
		name:    "an announced check not attended to: the King must move",
		article: `XI: "if, while his King is in check he touch or move a Man which does not cover the check ... subject him to the penalties laid down in section VI"`,
		script:  fenTag(fenLawRook) + "W move a1a8\nW say check\nB move h7h6",
		want: []wantRuling{{kind: "illegal-move", offender: "black", chooser: "white", state: "pending",
			options: []string{"move-king"}, articles: []string{"XI", "VI"}}},
	},
	// ---- VI: an adverse man moved ----
	{
		name:    "an adverse man moved: touched, it must be taken",
		article: `VI: "A player must never touch any of the Men except ... such of his adversary's as he intends to take ... a player who touches one of his adversary's Men ... must take it"`,
		script:  fenTag(fenLawAdverse) + "W move d5d4",
		want: []wantRuling{{kind: "moved-adverse-man", offender: "white", chooser: "black", state: "pending",
			options: []string{"capture-touched"}, articles: []string{"VI"}}},
	},
	// ---- V: two moves in succession ----
	{
		name:    "two moves in succession: retracted, and the man wrongly moved played after the adversary's move",
		article: `V: "he must retract the last move, and, if his adversary chooses, after he himself has moved, must play the Man wrongly moved, if it can be played legally"`,
		script:  "W move e2e4\nW move d2d4\nB choose retract-and-replay\nB move e7e5",
		want: []wantRuling{{kind: "two-moves", offender: "white", chooser: "black", state: "enforced", chosen: "retract-and-replay",
			options: []string{"retract", "retract-and-replay"}, articles: []string{"V"}}},
		board:       placeLawE4E5,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-touched", Square: "d2"}},
	},
	{
		name:    "two moves in succession discovered after the reply: rectified by the Giuoco a Monte",
		article: `V: "If the error is discovered later it must be rectified by the Giuoco a Monte, without penalty"`,
		script:  "W move e2e4\nW move d2d4\nB move e7e5\nB claim",
		want: []wantRuling{{kind: "two-moves", offender: "white", state: "applied", chosen: "retract",
			articles: []string{"V", "def:giuoco-a-monte"}}},
		board: placeLawE4,
		turn:  "black",
	},
	// ---- IV: commencing out of turn ----
	{
		name:    "the wrong player begins: annulled when noticed in time, though the adversary has touched a man",
		article: `IV: "the game must be annulled and begun again, if the error is noticed by the adversary before he has made his fourth move"`,
		script:  "B move e7e5\nW move e2e4\nW choose annul",
		want: []wantRuling{{kind: "commenced-out-of-turn", offender: "black", chooser: "white", state: "enforced", chosen: "annul",
			options: []string{"annul"}, articles: []string{"IV"}}},
		result: "annulled",
	},
	{
		name:    "the wrong player begins: after four moves on each side the game proceeds",
		article: `IV: "After four moves have been made on each side, the game must proceed and be considered legal."`,
		script:  "B move e7e5\nW move e2e4\nB move d7d6\nW move d2d4\nB move g8f6\nW move g1f3\nB move b8c6\nW move b1c3",
		want:    []wantRuling{{kind: "commenced-out-of-turn", offender: "black", state: "expired", articles: []string{"IV"}}},
		result:  "*",
	},
	// ---- XI, XII: check ----
	{
		name:    "check not uttered, the adversary covers it: the move stands",
		article: `XI: "If check is not uttered and the adversary makes a move which really covers the check, such move must stand"`,
		script:  fenTag(fenLawRook) + "W move a1a8\nB move e8e7",
		want:    []wantRuling{{kind: "check-unannounced", offender: "white", state: "no-penalty", options: []string{}, articles: []string{"XI"}}},
		board:   "R7/4k2p/8/8/8/8/8/4K3",
		turn:    "white",
	},
	{
		name:    "checked and not apprised of it, a man touched need not be played",
		article: `VI: "or, being checked and not apprised of it by his adversary, touches a Man, he is not obliged to play it"`,
		script:  fenTag(fenLawRook) + "W move a1a8\nB touch h7\nB release h7\nB move e8e7",
		want:    []wantRuling{{kind: "check-unannounced", offender: "white", state: "no-penalty", articles: []string{"VI"}}},
		board:   "R7/4k2p/8/8/8/8/8/4K3",
		turn:    "white",
	},
	{
		name:    "a King left in an unannounced check: the moves retracted, the checker makes some other move",
		article: `XII: "all moves subsequently made must be retracted, and the player who ought to have announced the check must make some other move"`,
		script:  fenTag(fenLawRook) + "W move a1a8\nB move h7h6",
		want:    []wantRuling{{kind: "king-left-in-check", state: "applied", chosen: "retract", articles: []string{"XII"}}},
		board:   placeLawRook,
		turn:    "white",
	},
	{
		name:    "check uttered and not given: the move retracted, though the adversary touched a man in consequence",
		article: `XI: "if it is uttered and not given, the move on which it is uttered must be retracted and another made, if the adversary require it"; VI: "touches a Man, in consequence of a false cry of "check," ... he is not obliged to play it"`,
		script:  fenTag(fenLawRook) + "W move a1a2\nW say check\nB touch e8\nB release e8\nB choose retract",
		want: []wantRuling{{kind: "false-check", offender: "white", chooser: "black", state: "enforced", chosen: "retract",
			options: []string{"retract"}, articles: []string{"XI"}}},
		board: placeLawRook,
		turn:  "white",
	},
	// ---- def:queening ----
	{
		name:      "a pawn on the eighth rank named no piece: a Queen",
		article:   `def:queening: "if the player does not select a Piece, such pawn is always to be considered a Queen"`,
		script:    fenTag(fenLawPromotion) + "W move e7e8\nW promote none",
		noRulings: true,
		board:     "4Q3/8/8/8/8/8/k7/4K3",
		turn:      "black",
	},
	// ---- results ----
	{
		name:      "checkmate: the game is lost by the player mated",
		article:   `def:checkmate: "The game is over and lost by the player who is thus legally checkmated."`,
		script:    scriptLawFoolsMate,
		noRulings: true,
		result:    "0-1",
	},
	{
		name:      "stalemate: drawn",
		article:   `def:stalemate: "In which case the contest is at an end, and it is called a Drawn Game."`,
		script:    fenTag(fenLawStalemate) + "W move g1g6",
		noRulings: true,
		result:    "1/2-1/2",
	},
	// ---- X: enforcing penalties ----
	{
		name:    "a false move not claimed before the adversary touches a man: the penalty lapses",
		article: `X: "A Penalty can only be enforced before the adversary has touched a Man in reply."`,
		script:  fenTag(fenLawRook) + "W move a1c3\nB touch e8",
		want:    []wantRuling{{kind: "false-move", offender: "white", chooser: "black", state: "expired", articles: []string{"VIII"}}},
	},
	{
		name:    "a false move discovered later: retracted by the Giuoco a Monte",
		article: `X: "If an illegality is discovered at any later period, the move on which it was committed, and all made subsequently, must be retracted"`,
		script:  fenTag(fenLawRook) + "W move a1c3\nB move e8d8\nW move c3c4\nB claim",
		want: []wantRuling{{kind: "false-move", offender: "white", state: "applied", chosen: "retract",
			articles: []string{"X", "def:giuoco-a-monte"}}},
		board: placeLawRook,
		turn:  "white",
	},
	{
		name:    "the King moved as a penalty may not castle: obligation-refused",
		article: `X: "When the King is moved as a penalty, the player cannot castle on that move"`,
		script:  fenTag(fenLawPenaltyCastle) + "W touch a8\nB choose move-king\nW move e1g1",
		want:    []wantRuling{{kind: "obligation-refused", offender: "white", state: "applied", chosen: "retract"}},
		board:   placeLawPenalty,
		turn:    "white",
	},
	// ---- XIV: fifty moves ----
	{
		name:    "fifty-move count claimed",
		article: `XIV: "he may insist on the moves being counted from that moment"`,
		script:  fenTag("4k3/8/8/8/8/8/8/R3K3 w - - 0 1") + "B claim fifty",
		want:    []wantRuling{{kind: "fifty-moves", state: "applied", chosen: "count", articles: []string{"XIV"}}},
	},
	{
		name:    "fifty moves on each side without result: drawn",
		article: `XIV: "and after fifty have been made on each side without result, the game must be considered drawn"`,
		script:  lawFiftyScript("B"),
		want:    []wantRuling{{kind: "fifty-moves", state: "applied", chosen: "draw", articles: []string{"XIV"}}},
		result:  "1/2-1/2",
	},
	{
		name:    "a claim that neither side can win: submitted to the umpire, who orders the count",
		article: `XIV: "he has the right of submitting the case to the umpire or bystanders, who shall decide whether it is one for the fifty move counting"; XIX: "The umpire shall have authority to decide any question whatever"`,
		script:  fenTag("4k3/8/8/8/8/8/8/R3K3 w - - 0 1") + "B claim draw\nU choose count",
		want: []wantRuling{{kind: "draw-claimed", chooser: "umpire", state: "enforced", chosen: "count",
			options: []string{"count", "proceed"}, articles: []string{"XIV", "XIX"}}},
		result: "*",
	},
	// ---- I, II, XVI, XVII, XVIII ----
	{
		name:    "the board wrongly placed: adjusted, and the game proceeds",
		article: `I: "he may insist on its being adjusted. The game to proceed from the point where the adjustment took place"`,
		script:  scriptLawFourMoves + "W claim board",
		want:    []wantRuling{{kind: "board-misplaced", state: "applied", chosen: "adjust-board", articles: []string{"I"}}},
		result:  "*",
	},
	{
		name:    "men misplaced or omitted: the game annulled",
		article: `II: "If at any time in the course of a game it is found that the Men were not properly placed ... the game in question must be annulled"`,
		script:  scriptLawFourMoves + "B claim men",
		want:    []wantRuling{{kind: "men-misplaced", state: "applied", chosen: "annul", articles: []string{"II"}}},
		result:  "annulled",
	},
	{
		name:    "a man dropped off the board: the moves retracted and the man restored",
		article: `XVII: "such moves shall be retracted and the Man restored"`,
		script:  "W drop e2\nW move d2d4\nB move d7d5\nW claim dropped",
		want:    []wantRuling{{kind: "dropped-man", state: "applied", chosen: "retract", articles: []string{"XVII"}}},
		board:   placeLawInitial,
		turn:    "white",
	},
	{
		name:    "the board upset: the men replaced and the game proceeds",
		article: `XVI: "they must be replaced, and the game must proceed in its regular course"`,
		script:  "W move e2e4\nB upset",
		want:    []wantRuling{{kind: "board-upset", offender: "black", state: "applied", chosen: "proceed", articles: []string{"XVI"}}},
		result:  "*",
	},
	{
		name:    "the board upset wilfully: the game lost",
		article: `XVI: "Wilfully upsetting the board is equivalent to resigning the game."`,
		script:  "W move e2e4\nB upset wilfully",
		want:    []wantRuling{{kind: "board-upset", offender: "black", state: "applied", articles: []string{"XVI"}}},
		result:  "1-0",
	},
	{
		name:    "the game abandoned: lost",
		article: `XVIII: "If either player abandon the game ... he must be considered to have lost the game."`,
		script:  "W abandon",
		want:    []wantRuling{{kind: "abandoned", offender: "white", state: "applied", articles: []string{"XVIII"}}},
		result:  "0-1",
	},
}

var lawAbsentStaunton1860 = []lawAbsence{
	{
		name:    "checked and not apprised of it, the man touched puts no duty on him",
		article: `VI: "being checked and not apprised of it by his adversary, touches a Man, he is not obliged to play it"`,
		script:  fenTag(fenLawRook) + "W move a1a8\nB touch h7\nB release h7\nB move e8e7",
		kinds:   []string{"touch-move-breach", "touched-unmovable", "touched-several"},
		free:    "black",
	},
	{
		name:    "a man touched in consequence of a false cry of check puts no duty on him",
		article: `VI: "If a player, however, touches a Man, in consequence of a false cry of "check," ... he is not obliged to play it"`,
		script:  fenTag(fenLawRook) + "W move a1a2\nW say check\nB touch e8\nB release e8",
		free:    "black",
	},
}

// lawDisputedStaunton1860: rows where the core once did otherwise than the law.
var lawDisputedStaunton1860 = []lawCase{
	{
		name:        "disputed: castling refused as the penalty King move: the King must still move",
		article:     `X: "When the King is moved as a penalty, the player cannot castle on that move"; VI: "the offender must move his King"`,
		script:      fenTag(fenLawPenaltyCastle) + "W touch a8\nB choose move-king\nW move e1g1",
		want:        []wantRuling{{kind: "obligation-refused", offender: "white", state: "applied", chosen: "retract"}},
		board:       placeLawPenalty,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-king", Square: "e1"}},
	},
	{
		name:    "once disputed: castling refused as the penalty King move is ruled under X",
		article: `X: "When the King is moved as a penalty, the player cannot castle on that move"`,
		script:  fenTag(fenLawPenaltyCastle) + "W touch a8\nB choose move-king\nW move e1g1",
		want: []wantRuling{{kind: "obligation-refused", offender: "white", state: "applied", chosen: "retract",
			articles: []string{"X"}}},
	},
	{
		name:    "once disputed: two moves in succession: the second move is retracted even when the adversary waives the replay",
		article: `V: "he must retract the last move, and, if his adversary chooses, after he himself has moved, must play the Man wrongly moved"`,
		script:  "W move e2e4\nW move d2d4\nB waive",
		board:   placeLawE4,
		turn:    "black",
	},
	{
		name:    "once disputed: a King moved in consequence of a false cry of check may be retracted after it was played",
		article: `VI: "If a player, however, touches a Man, in consequence of a false cry of "check," ... he is not obliged to play it, or, having played it, may retract the move."`,
		script:  fenTag(fenLawRook) + "W move a1a2\nW say check\nB move e8d8\nB choose recall",
		want: []wantRuling{{kind: "false-check", offender: "white", chooser: "black", state: "enforced", chosen: "recall",
			articles: []string{"VI"}}},
		board: "4k3/7p/8/8/8/8/R7/4K3",
		turn:  "black",
	},
}
