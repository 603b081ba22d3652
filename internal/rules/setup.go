package rules

import "time"

// Setup is where a game begins: the code, a FEN (empty: the initial
// position) and ordinary legal moves (UCI) played from it first; the odds
// given, if any (without a FEN the men given are taken off the initial
// position and the first move follows the odds); an undertaking to win in a
// particular manner; the first move, where the players agreed otherwise.
type Setup struct {
	Code      string
	FEN       string
	Moves     []string
	Odds      *Odds
	Agreement *Agreement
	// FirstMove is "white" or "black" where the players agreed who moves
	// first against the odds' rule (American VI: "unless otherwise agreed";
	// Staunton odds I: "unless an arrangement to the contrary is agreed to
	// between the combatants"); "" otherwise.
	FirstMove string
	// Time is the time allotted for a number of moves (Staunton XV); nil
	// when the time of moving is not limited.
	Time *TimeControl
	// Appointed is the time appointed for each move of a game by
	// correspondence, as the parties agreed beforehand (Staunton corr I:
	// "as to the time and mode of transmitting the moves"); zero when none.
	Appointed time.Duration
	// Mode is ModeBoard, ModeConsultation or ModeCorrespondence.
	Mode string
	// Begun is when the game began, where known (a journal's [Begun]): the
	// first player's clock runs from it. Zero: from the first event's time.
	Begun time.Time
}

// Game's exported methods are the whole API the parser, the command line,
// the report and the terminal use (`go doc ./internal/rules Game` lists
// them): making a game and applying events (game.go), the report
// (report.go), the views of the game as it stands (view.go, follow.go,
// rulingview.go) and moves in words (movetext.go).
