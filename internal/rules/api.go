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

// The Game methods below are the whole API the parser, the command line and
// the UI use. Their bodies live in game.go.
//
//	func New(s Setup) (*Game, error)           // bad code, FEN or Moves tag
//	func (g *Game) Apply(e Event) error         // bad input: nothing recorded
//	func (g *Game) Events() []Event             // what was recorded, in order
//	func (g *Game) Undo() (Event, bool)         // drop the last recorded event (a recording slip)
//	func (g *Game) Setup() Setup
//	func (g *Game) Report() Report              // the docs/spec.md §5 object
//	func (g *Game) Turn() Color
//	func (g *Game) PieceAt(sq Square) Piece
//	func (g *Game) Hand() (sq Square, who Color, ok bool)  // the man in hand and who holds it
//	func (g *Game) Touched() []Square           // men touched (not as adjustment) in the current turn
//	func (g *Game) TouchedSquares() []Square    // squares touched with the man in hand
//	func (g *Game) LastMove() (from, to Square, ok bool)
//	func (g *Game) CheckedKings() []Square      // Kings standing in check now
//	func (g *Game) LegalTargets(sq Square) []Square // legal destinations of the man on sq, for its owner
//	func (g *Game) SAN() []string               // the moves in algebraic notation (irregular ones in long form)
//	func (g *Game) PendingPromotion() bool      // a pawn released on the last rank awaits its piece
//	func (g *Game) Actor() Actor                // who would naturally act next (the side to move)
//
// Moves in words (notation_move.go, san_read.go, san.go):
//
//	func ParseUCI(text string) (BoardMove, error)              // e2e4, e7e8q: the one reader of squares
//	func (g *Game) ParseMove(text string) (BoardMove, error)   // squares, or SAN of the side to move
//	func (g *Game) ReadMove(text string, sides ...Color) (MoveText, error) // what is typed at the board, for either side
//	func (g *Game) SANOf(m BoardMove) (string, bool)           // SAN of a legal move of the side to move
//	func (g *Game) SANFor(m BoardMove) (string, bool)          // SAN of a move of either side, no check sign
//	func (g *Game) MovesOf(c Color) []BoardMove                // c's moves as LegalTargets shows them
