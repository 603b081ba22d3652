package rules_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

// Positions shared by the four code tables (lewis1827_test.go,
// american1850_test.go, staunton1860_test.go, bca1862_test.go).
const (
	// White Ke1 Ra1; Black Ke8 ph7: a Rook for false moves (a1c3), a check
	// on the eighth rank (a1a8) and a quiet move to cry check on (a1a2).
	fenLawRook = "4k3/7p/8/8/8/8/8/R3K3 w - - 0 1"
	// As fenLawRook with a black pawn on c3 that White's b2 pawn can take.
	fenLawCapture = "4k3/7p/8/8/8/2p5/1P6/R3K3 w - - 0 1"
	// The Knight e2 is pinned on the e-file; the King can move.
	fenLawPin = "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1"
	// The Knight e2 is pinned and the King is walled in by his own men.
	fenLawPinStuck = "4k3/4r3/8/8/8/8/3PNP2/3QKB2 w - - 0 1"
	// White may castle on the King's side.
	fenLawCastle = "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
	// The same men, but the King or Rook has moved: castling is forbidden.
	fenLawNoCastle = "4k3/8/8/8/8/8/8/4K2R w - - 0 1"
	// A black pawn on d5 that White's Rook d1 can take.
	fenLawAdverse = "4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1"
	// d1 is guarded by the black Rook d7.
	fenLawKingIntoCheck = "4k3/3r4/8/8/8/8/8/4K3 w - - 0 1"
	// White may castle; the black Rook a8 cannot be taken.
	fenLawPenaltyCastle = "r3k3/8/8/8/8/8/8/4K2R w K - 0 1"
	// A white pawn about to reach the eighth rank.
	fenLawPromotion = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
	// Qg1-g6 stalemates the black King.
	fenLawStalemate = "7k/8/5K2/8/8/8/8/6Q1 w - - 0 1"

	// Placements (the first FEN field) the tables expect.
	placeLawInitial   = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
	placeLawE4        = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR"
	placeLawE4E5      = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR"
	placeLawE4D5      = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR"
	placeLawRook      = "4k3/7p/8/8/8/8/8/R3K3"
	placeLawRookC3    = "4k3/7p/8/8/8/2R5/8/4K3"
	placeLawRookA8    = "R3k3/7p/8/8/8/8/8/4K3"
	placeLawCapture   = "4k3/7p/8/8/8/2p5/1P6/R3K3"
	placeLawCastled   = "4k3/8/8/8/8/8/8/5RK1"
	placeLawNoCastle  = "4k3/8/8/8/8/8/8/4K2R"
	placeLawAdverse   = "4k3/8/8/3p4/8/8/8/3RK3"
	placeLawPenalty   = "r3k3/8/8/8/8/8/8/4K2R"
	placeLawKingCheck = "4k3/3r4/8/8/8/8/8/4K3"
	placeLawPin       = "4k3/4r3/8/8/8/8/4N3/4K3"
)

// Scripts shared by the tables.
const (
	// Fool's mate, the mate announced.
	scriptLawFoolsMate = "W move f2f3\nB move e7e5\nW move g2g4\nB move d8h4\nB say check"
	// Four moves on each side.
	scriptLawFourMoves = "W move e2e4; B move e7e5; W move g1f3; B move b8c6\nW move f1c4; B move f8c5; W move d2d3; B move d7d6\n"
)

// fenTag is the FEN tag line of a script.
func fenTag(fen string) string { return "[FEN \"" + fen + "\"]\n" }

// lawFiftyScript: from a Rook ending, the player named claims the fifty-move
// count, then fifty moves are played on each side without mate.
func lawFiftyScript(claimant string) string {
	var b strings.Builder
	b.WriteString(fenTag("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"))
	b.WriteString(claimant + " claim fifty\n")
	for i := 0; i < 25; i++ {
		b.WriteString("W move a1a2; B move e8d8\nW move a2a1; B move d8e8\n")
	}
	return b.String()
}

// lawAbsence is what the law must NOT do in a case: rule one of kinds, or
// put any duty on the player named in free ("white" or "black").
type lawAbsence struct {
	name    string
	article string
	script  string
	kinds   []string
	free    string
}

// runAbsence rules on each case under the code and checks what is absent.
func runAbsence(t *testing.T, code string, cases []lawAbsence) {
	t.Helper()
	for _, c := range cases {
		t.Run("absent/"+c.name, func(t *testing.T) {
			rep := ruleOn(t, code, c.article, c.script)
			for _, r := range rep.Rulings {
				if slices.Contains(c.kinds, r.Kind) {
					t.Errorf("want no %s ruling, got %v", r.Kind, describe(rep))
				}
			}
			for _, o := range rep.Obligations {
				if c.free != "" && o.Player == c.free {
					t.Errorf("want no duty on %s, got %+v", c.free, o)
				}
			}
		})
	}
}

// TestLewis1827Disputed holds the rows where the core once did otherwise
// than the law says; they pass now and stay as the law's memory.
func TestLewis1827Disputed(t *testing.T) {
	runLaw(t, "lewis1827", lawDisputedLewis1827)
}

var lawLewis1827 = []lawCase{
	// ---- VII: touch and move ----
	{
		name:        "touching an own man binds",
		article:     `VII: "A player must play the Piece or Pawn that he has touched"`,
		script:      "W touch g1\nW release g1",
		noRulings:   true,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-touched", Square: "g1"}},
	},
	{
		name:      "J'adoube said before the touch protects",
		article:   `VII: "unless at the moment of touching it he should say "J'adoube""`,
		script:    "W say jadoube\nW touch e2\nW release e2\nW move d2d4",
		noRulings: true,
		turn:      "black",
	},
	{
		name:        "J'adoube said after the touch does not protect",
		article:     `VII: "unless at the moment of touching it he should say "J'adoube""`,
		script:      "W touch e2\nW say jadoube\nW release e2",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-touched", Square: "e2"}},
	},
	{
		name:    "an accidental touch binds",
		article: `VII: "if it should fall, the player in replacing it should say, "J'adoube," else his adversary may oblige him to move it"`,
		script:  "W touch e2 accidentally\nW release e2\nW move d2d4",
		want: []wantRuling{{kind: "touch-move-breach", offender: "white", chooser: "black", state: "pending",
			options: []string{"move-touched"}, articles: []string{"VII"}}},
	},
	{
		name:    "a touched man not played: the adversary enforces move-touched",
		article: `VII: "A player must play the Piece or Pawn that he has touched"`,
		script:  "W touch e2\nW release e2\nW move d2d4\nB choose move-touched",
		want: []wantRuling{{kind: "touch-move-breach", offender: "white", chooser: "black", state: "enforced",
			chosen: "move-touched", options: []string{"move-touched"}, articles: []string{"VII"}}},
		board:       placeLawInitial,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-touched", Square: "e2"}},
	},
	{
		name:    "a move other than the touched man's, penalty enforced, then defied: obligation-refused",
		article: `VII: "A player must play the Piece or Pawn that he has touched"`,
		script:  "W touch e2\nW release e2\nW move d2d4\nB choose move-touched\nW move g1f3",
		want:    []wantRuling{{kind: "obligation-refused", offender: "white", state: "applied"}},
		board:   placeLawInitial,
		turn:    "white",
	},
	// ---- IX: an adverse man ----
	{
		name:    "a touched adverse man not taken: the adversary enforces capture-touched",
		article: `IX: "he may be obliged to take that piece if it can be taken"`,
		script:  "[Moves \"e2e4 d7d5\"]\nW touch d5\nW release d5\nW move g1f3\nB choose capture-touched",
		want: []wantRuling{{kind: "touch-move-breach", offender: "white", chooser: "black", state: "enforced",
			chosen: "capture-touched", options: []string{"capture-touched"}, articles: []string{"IX"}}},
		board:       placeLawE4D5,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "capture-touched", Square: "d5"}},
	},
	{
		name:    "an adverse man that cannot be taken: the King must move",
		article: `IX: "should he be unable to take it, he must move his King"`,
		script:  "[Moves \"e2e4 e7e5\"]\nW touch d8\nB choose move-king",
		want: []wantRuling{{kind: "touched-adverse-uncapturable", offender: "white", chooser: "black", state: "enforced",
			chosen: "move-king", options: []string{"move-king"}, articles: []string{"IX"}}},
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-king", Square: "e1"}},
	},
	{
		name:    "an adverse man that cannot be taken, the King unable to move: no penalty",
		article: `IX: "but if the King cannot move no penalty can be inflicted"`,
		script:  "W touch d7",
		want: []wantRuling{{kind: "touched-adverse-uncapturable", offender: "white", state: "no-penalty",
			options: []string{}, articles: []string{"IX"}}},
	},
	// ---- XVII: a man that cannot move without leaving the King in check ----
	{
		name:    "a pinned man touched: the adversary may oblige the King to move",
		article: `XVII: "If a player should touch a piece which he cannot move without leaving his King in check, his adversary may oblige him to move his King"`,
		script:  fenTag(fenLawPin) + "W touch e2",
		want: []wantRuling{{kind: "touched-unmovable", offender: "white", chooser: "black", state: "pending",
			options: []string{"move-king"}, articles: []string{"XVII"}}},
	},
	{
		name:    "a pinned man touched, the King unable to move: no penalty",
		article: `XVII: "but if the King cannot be moved, no penalty can be inflicted"`,
		script:  fenTag(fenLawPinStuck) + "W touch e2",
		want: []wantRuling{{kind: "touched-unmovable", offender: "white", state: "no-penalty",
			options: []string{}, articles: []string{"XVII"}}},
	},
	{
		name:    "a pinned man moved: the adversary may oblige the King to move",
		article: `XVII: "a piece which he cannot move without leaving his King in check, his adversary may oblige him to move his King"`,
		script:  fenTag(fenLawPin) + "W move e2c3",
		want: []wantRuling{{kind: "illegal-move", offender: "white", chooser: "black", state: "pending",
			options: []string{"move-king"}, articles: []string{"XVII"}}},
	},
	// ---- XXV: cases not provided for ----
	{
		name:    "several men touched: each binds, the one not played is a breach",
		article: `VII: "A player must play the Piece or Pawn that he has touched"`,
		script:  "W touch e2\nW touch d2\nW release d2\nW touch e2\nW release e4",
		want:    []wantRuling{{kind: "touch-move-breach", offender: "white", chooser: "black", state: "pending", options: []string{"move-touched"}, articles: []string{"VII"}}},
	},
	{
		name:    "the King moved into check: no law, referred to the bystanders",
		article: `XXV: "Should any new situation occur, respecting which there is no law"`,
		script:  fenTag(fenLawKingIntoCheck) + "W move e1d1",
		want:    []wantRuling{{kind: "illegal-move", offender: "white", chooser: "umpire", state: "pending", articles: []string{"XXV"}}},
	},
	{
		name:    "the wrong player begins the game: no law, referred to the bystanders",
		article: `XXV: "Should any new situation occur, respecting which there is no law"`,
		script:  "B move e7e5",
		want:    []wantRuling{{kind: "commenced-out-of-turn", offender: "black", chooser: "umpire", state: "pending", articles: []string{"XXV"}}},
	},
	// ---- XIII, XI: false moves ----
	{
		name:    "a false move let stand",
		article: `XIII: "His adversary has the right to oblige him to let the piece remain on the square to which he played it"`,
		script:  fenTag(fenLawRook) + "W move a1c3\nB choose let-stand",
		want: []wantRuling{{kind: "false-move", offender: "white", chooser: "black", state: "enforced", chosen: "let-stand",
			options: []string{"let-stand", "move-touched", "move-king"}, articles: []string{"XIII"}}},
		board: placeLawRookC3,
		turn:  "black",
	},
	{
		name:    "a false move replaced and the King moved",
		article: `XIII: "or he may oblige him to replace the piece where it previously stood, and move his King instead of the Piece"`,
		script:  fenTag(fenLawRook) + "W move a1c3\nB choose move-king",
		want: []wantRuling{{kind: "false-move", offender: "white", state: "enforced", chosen: "move-king",
			articles: []string{"XIII"}}},
		board:       placeLawRook,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-king", Square: "e1"}},
	},
	{
		name:    "a capture by a false move: the adversary has it taken with a man that can take it",
		article: `XI: "his antagonist has the option of compelling him to take it with a piece that can capture it without a false move, or to move the piece which he touched"`,
		script:  fenTag(fenLawCapture) + "W move a1c3\nB choose capture-touched",
		want: []wantRuling{{kind: "false-move", offender: "white", chooser: "black", state: "enforced", chosen: "capture-touched",
			options: []string{"capture-touched", "move-touched"}, articles: []string{"XI"}}},
		board:       placeLawCapture,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "capture-touched", Square: "c3"}},
	},
	// ---- XVI: castling improperly ----
	{
		name:    "castling when the King or Rook has moved: recalled, the Rook must move",
		article: `XVI: "A player who castles in either of these cases is obliged to recall his move, and his adversary has the option of forcing him to move either his King or his Rook"`,
		script:  fenTag(fenLawNoCastle) + "W move e1g1\nB choose move-rook",
		want: []wantRuling{{kind: "illegal-castling", offender: "white", chooser: "black", state: "enforced", chosen: "move-rook",
			options: []string{"move-king", "move-rook"}, articles: []string{"XVI"}}},
		board:       placeLawNoCastle,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-rook", Square: "h1"}},
	},
	{
		name:      "castling with the Rook moved first: no offence, it is castling",
		article:   `XVI: castling is forbidden in four cases only; nothing in Lewis makes the order of King and Rook an offence (BCA X is the first law on it)`,
		script:    fenTag(fenLawCastle) + "W move h1f1\nW move e1g1",
		noRulings: true,
		board:     placeLawCastled,
		turn:      "black",
	},
	// ---- XII: taking one of his own men ----
	{
		name:    "an own man taken: the adversary chooses which of the two must move",
		article: `XII: "Should a player inadvertently capture one of his own pieces with another, his adversary may compel him to move either of the two"`,
		script:  "[Moves \"e2e4 e7e5\"]\nW move d1d2\nB choose select-touched d2",
		want: []wantRuling{{kind: "captured-own-man", offender: "white", chooser: "black", state: "enforced", chosen: "select-touched",
			options: []string{"select-touched"}, articles: []string{"XII"}}},
		board:       placeLawE4E5,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-touched", Square: "d2"}},
	},
	// ---- X: moving an adverse man ----
	{
		name:    "an adverse man moved: replaced where it stood",
		article: `X: "his antagonist may compel him to take it, if it can be taken; to replace it where it stood; or to let it remain"`,
		script:  fenTag(fenLawAdverse) + "W move d5d4\nB choose retract",
		want: []wantRuling{{kind: "moved-adverse-man", offender: "white", chooser: "black", state: "enforced", chosen: "retract",
			options: []string{"capture-touched", "retract", "let-stand"}, articles: []string{"X"}}},
		board: placeLawAdverse,
		turn:  "white",
	},
	// ---- XIV: moving twice ----
	{
		name:    "two moves in succession: the game continues as if one move had been played",
		article: `XIV: "his adversary has the right of compelling him to replace the second piece: but if he prefer it, he may insist upon continuing the game as if only one move had been played"`,
		script:  "W move e2e4\nW move d2d4\nB choose let-stand",
		want: []wantRuling{{kind: "two-moves", offender: "white", chooser: "black", state: "enforced", chosen: "let-stand",
			options: []string{"retract", "let-stand"}, articles: []string{"XIV"}}},
		board: "rnbqkbnr/pppppppp/8/8/3PP3/8/PPP2PPP/RNBQKBNR",
		turn:  "black",
	},
	{
		name:    "two moves in succession: the second piece replaced",
		article: `XIV: "his adversary has the right of compelling him to replace the second piece"`,
		script:  "W move e2e4\nW move d2d4\nB choose retract",
		want:    []wantRuling{{kind: "two-moves", offender: "white", state: "enforced", chosen: "retract", articles: []string{"XIV"}}},
		board:   placeLawE4,
		turn:    "black",
	},
	// ---- XVIII, XIX: check ----
	{
		name:    "check not announced: the adversary may move any piece without attending to it",
		article: `XVIII: "if he neglect to say "Check," his adversary is not obliged either to move his King or interpose a piece, &c. he may move any piece without attending to the check"`,
		script:  fenTag(fenLawRook) + "W move a1a8\nB move h7h6",
		want: []wantRuling{{kind: "check-unannounced", offender: "white", state: "no-penalty",
			options: []string{}, articles: []string{"XVIII"}}},
		board: "R3k3/8/7p/8/8/8/8/4K3",
		turn:  "white",
	},
	{
		name:    "the unannounced check called on the next move: the checked player recalls his last move",
		article: `XVIII: "and say "Check," ... the player, whose King is in check, may recall his last move, and instead of it, move his King out of check"`,
		script:  fenTag(fenLawRook) + "W move a1a8\nB move h7h6\nW move e1e2\nW say check\nB choose recall",
		want: []wantRuling{{kind: "king-left-in-check", offender: "white", chooser: "black", state: "enforced", chosen: "recall",
			options: []string{"recall"}, articles: []string{"XVIII"}}},
		board: placeLawRookA8,
		turn:  "black",
	},
	// ---- XX: a false cry of check ----
	{
		name:    "a false cry of check: the King's move in consequence recalled",
		article: `XX: "If a player should say "Check," without attacking the King, and his adversary should, in consequence, move his King ... he is at liberty to recall his last move"`,
		script:  fenTag(fenLawRook) + "W move a1a2\nW say check\nB move e8d8\nB choose recall",
		want: []wantRuling{{kind: "false-check", offender: "white", chooser: "black", state: "enforced", chosen: "recall",
			options: []string{"recall"}, articles: []string{"XX"}}},
		board: "4k3/7p/8/8/8/8/R7/4K3",
		turn:  "black",
	},
	{
		name:    "a false cry of check: too late once the adversary has moved",
		article: `XX: "provided he perceives that his King is not in check, previous to his adversary's moving"`,
		script:  fenTag(fenLawRook) + "W move a1a2\nW say check\nB move e8d8\nW move a2a3",
		want:    []wantRuling{{kind: "false-check", offender: "white", chooser: "black", state: "expired", articles: []string{"XX"}}},
	},
	// ---- XXI: queening ----
	{
		name:    "a pawn on the eighth rank named no piece: no law, referred to the bystanders",
		article: `XXI: "it immediately assumes the power of a Queen, Rook, or any other piece the player chooses"; XXV: "respecting which there is no law"`,
		script:  fenTag(fenLawPromotion) + "W move e7e8\nW promote none",
		want:    []wantRuling{{kind: "promotion-not-exchanged", offender: "white", chooser: "umpire", state: "pending", articles: []string{"XXV"}}},
		board:   "4P3/8/8/8/8/8/k7/4K3",
	},
	// ---- results ----
	{
		name:      "checkmate announced: the game is won",
		article:   `XVIII: "Whenever a player attacks his adversary's King, he must give notice of it by saying "Check;""; XXII: "checkmate"`,
		script:    scriptLawFoolsMate,
		noRulings: true,
		result:    "0-1",
	},
	{
		name:      "stalemate: drawn",
		article:   `XXIII: "When the King is stalemated, neither party has obtained the victory; it is a drawn game."`,
		script:    fenTag(fenLawStalemate) + "W move g1g6",
		noRulings: true,
		result:    "1/2-1/2",
	},
	// ---- XXIV: claiming in time ----
	{
		name:    "a false move not claimed before the adversary touches a piece: the penalty lapses",
		article: `XXIV: "you must take notice of such irregularity before you move, or even touch a piece, or you are no longer allowed to inflict any penalty"`,
		script:  fenTag(fenLawRook) + "W move a1c3\nB touch e8",
		want:    []wantRuling{{kind: "false-move", offender: "white", chooser: "black", state: "expired", articles: []string{"XIII"}}},
	},
	{
		name:    "a false move claimed after touching a piece: no penalty",
		article: `XXIV: "or you are no longer allowed to inflict any penalty"`,
		script:  fenTag(fenLawRook) + "W move a1c3\nB touch e8\nB claim",
		want: []wantRuling{{kind: "false-move", offender: "white", state: "no-penalty",
			options: []string{}, articles: []string{"XXIV"}}},
		board: placeLawRookC3,
	},
	// ---- XXII: fifty moves ----
	{
		name:    "fifty-move count claimed",
		article: `XXII: "he must checkmate his adversary in fifty moves on each side at most"`,
		script:  fenTag("4k3/8/8/8/8/8/8/R3K3 w - - 0 1") + "B claim fifty",
		want:    []wantRuling{{kind: "fifty-moves", state: "applied", chosen: "count", articles: []string{"XXII"}}},
		result:  "*",
	},
	{
		name:    "fifty moves on each side without checkmate: drawn",
		article: `XXII: "for if at the expiration of fifty moves, checkmate be not effected, the game must be considered as drawn"`,
		script:  lawFiftyScript("B"),
		want:    []wantRuling{{kind: "fifty-moves", state: "applied", chosen: "draw", articles: []string{"XXII"}}},
		result:  "1/2-1/2",
	},
	// ---- I, II, III: the set-up ----
	{
		name:    "the board wrongly placed, discovered before four moves: the game recommenced",
		article: `I: "before four moves on each side have been played, he has the power of insisting on the Chess board being properly placed, and on recommencing the game"`,
		script:  "W move e2e4\nB move e7e5\nW claim board",
		want:    []wantRuling{{kind: "board-misplaced", state: "applied", chosen: "annul", articles: []string{"I"}}},
		result:  "annulled",
	},
	{
		name:    "men misplaced, discovered before the fourth move: rectified",
		article: `II: "previously to his having played his fourth move, he may insist on its being rectified"`,
		script:  "W move e2e4\nB move e7e5\nB claim men",
		want:    []wantRuling{{kind: "men-misplaced", state: "applied", chosen: "rectify", articles: []string{"II"}}},
		result:  "*",
	},
	{
		name:    "a man dropped off the board: no law, referred to the bystanders",
		article: `XXV: "Should any new situation occur, respecting which there is no law"`,
		script:  "W drop e2\nW move d2d4\nB move d7d5\nW claim dropped",
		want:    []wantRuling{{kind: "dropped-man", chooser: "umpire", state: "pending", articles: []string{"XXV"}}},
	},
	{
		name:    "the board upset wilfully: no law, referred to the bystanders",
		article: `XXV: "Should any new situation occur, respecting which there is no law"`,
		script:  "W move e2e4\nW upset wilfully",
		want:    []wantRuling{{kind: "board-upset", offender: "white", chooser: "umpire", state: "pending", articles: []string{"XXV"}}},
		result:  "*",
	},
	{
		name:    "the game abandoned: no law, referred to the bystanders",
		article: `XXV: "Should any new situation occur, respecting which there is no law"`,
		script:  "B abandon",
		want:    []wantRuling{{kind: "abandoned", offender: "black", chooser: "umpire", state: "pending", articles: []string{"XXV"}}},
		result:  "*",
	},
}

var lawAbsentLewis1827 = []lawAbsence{
	{
		name:    "an unannounced check ignored is no illegal move",
		article: `XVIII: "he may move any piece without attending to the check"`,
		script:  fenTag(fenLawRook) + "W move a1a8\nB move h7h6",
		kinds:   []string{"illegal-move", "king-left-in-check"},
	},
	{
		name:    "castling Rook first is ordinary castling",
		article: `XVI: castling is forbidden in four cases only; Lewis prescribes no order of touching King and Rook`,
		script:  fenTag(fenLawCastle) + "W touch h1\nW touch e1\nW release g1",
		kinds:   []string{"touched-several", "touch-move-breach", "castling-rook-first"},
		free:    "white",
	},
}

// lawDisputedLewis1827: rows where the core once did otherwise than the law.
var lawDisputedLewis1827 = []lawCase{
	{
		name:    "once disputed: the board wrongly placed, discovered after four moves on each side: it remains",
		article: `I: "But if four moves have been played, the Chess board must remain in that position during the whole of the game."`,
		script:  scriptLawFourMoves + "W claim board",
		want: []wantRuling{{kind: "board-misplaced", state: "no-penalty",
			options: []string{}, articles: []string{"I"}}},
		result: "*",
	},
	{
		name:    "once disputed: men misplaced, discovered after four moves on each side: the game proceeds",
		article: `II: "but if it be not observed until each party has played four moves, the mistake is not allowed to be altered, and the game must proceed"`,
		script:  scriptLawFourMoves + "B claim men",
		want: []wantRuling{{kind: "men-misplaced", state: "no-penalty",
			options: []string{}, articles: []string{"II"}}},
	},
	{
		name:        "disputed: a penalty defied is not discharged: the touched man must still be played",
		article:     `VII: "A player must play the Piece or Pawn that he has touched"`,
		script:      "W touch e2\nW release e2\nW move d2d4\nB choose move-touched\nW move g1f3",
		want:        []wantRuling{{kind: "obligation-refused", offender: "white", state: "applied"}},
		board:       placeLawInitial,
		turn:        "white",
		obligations: []rules.Obligation{{Player: "white", Duty: "move-touched", Square: "e2"}},
	},
	{
		name:    "once disputed: a false capture no man can make legally: the adversary is not offered to have it taken",
		article: `XI: "compelling him to take it with a piece that can capture it without a false move, or to move the piece which he touched"`,
		script:  fenTag("4k3/7p/8/8/8/2p5/8/R3K3 w - - 0 1") + "W move a1c3",
		want: []wantRuling{{kind: "false-move", offender: "white", chooser: "black", state: "pending",
			options: []string{"move-touched"}, articles: []string{"XI"}}},
	},
}

func TestLewis1827(t *testing.T) {
	runLaw(t, "lewis1827", lawLewis1827)
}
