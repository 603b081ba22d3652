package rules

import (
	"strings"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
)

// The options of the rulings as one table: an option is one row here and
// the function that carries it out. The engine (carryOut), the words of
// the rulings (DescribeOption, OptionText), the terminal's help and the
// docs (docs/vocabulary.md) read it. Which options a case offers, and who
// chooses, is the law's: the remedies of each code.

// OptionInfo is the public part of an option's row.
type OptionInfo struct {
	ID string `json:"id"`
	// Words say what the option demands. {Who} is the offender's name
	// ("White", or "The offender" where there is none), {who} the same
	// mid-sentence ("White", "the offender"), {Adversary} his adversary
	// ("Black", or "the adversary").
	Words string `json:"words"`
	// Argument is what follows the option in `choose`: "" (nothing),
	// "square" or "move".
	Argument string `json:"argument,omitempty"`
}

// optionRow is an option's row: its public part and what it does on the
// board. A nil does leaves the board as it stands.
type optionRow struct {
	OptionInfo
	does func(g penaltyDesk, r *ruling, arg chess.Square)
}

// optionTable lists the options in the order the help and the docs give
// them.
var optionTable = []optionRow{
	{OptionInfo{ID: law.OptMoveTouched, Words: "{Who} must move the man touched, legally"}, penaltyDesk.moveTouched},
	{OptionInfo{ID: law.OptCaptureTouched, Words: "{Who} must take the adverse man touched, legally"}, penaltyDesk.captureTouched},
	{OptionInfo{ID: law.OptMoveKing, Words: "{Who} must move his King (not by castling)"},
		func(g penaltyDesk, r *ruling, _ chess.Square) { g.penalties.exact(r, DutyMoveKing, chess.NoSquare) }},
	{OptionInfo{ID: law.OptMoveAny, Words: "{Who} must play the man the adversary names", Argument: "square"},
		func(g penaltyDesk, r *ruling, arg chess.Square) { g.penalties.exact(r, DutyMoveMan, arg) }},
	{OptionInfo{ID: law.OptSelectTouched, Words: "the adversary names which of the men touched {who} must play", Argument: "square"}, penaltyDesk.exactSelected},
	{OptionInfo{ID: law.OptMoveRook, Words: "{Who}'s castling is taken back; he must move the Rook"},
		func(g penaltyDesk, r *ruling, _ chess.Square) {
			g.penalties.exact(r, DutyMoveRook, g.penalties.castlingRook(r))
		}},
	{OptionInfo{ID: law.OptRookOnly, Words: "the Rook's move stands alone as {Who}'s complete move"},
		func(g penaltyDesk, r *ruling, _ chess.Square) { g.penalties.rookMoveStands(r) }},
	{OptionInfo{ID: law.OptLetStand, Words: "the move stands as played"}, nil},
	{OptionInfo{ID: law.OptRetract, Words: "{Who}'s move is taken back, no further penalty"},
		func(g penaltyDesk, r *ruling, _ chess.Square) { g.penalties.retractThen(r) }},
	{OptionInfo{ID: law.OptRetractAndReplay, Words: "{Who}'s move is taken back; after the adversary's move he must play the same man"}, penaltyDesk.retractAndReplay},
	{OptionInfo{ID: law.OptRecall, Words: "{Adversary} takes back his own last move"},
		func(g penaltyDesk, r *ruling, _ chess.Square) { g.penalties.recall(r) }},
	{OptionInfo{ID: law.OptForfeitTurn, Words: "{Who}'s move is taken back and he loses his turn"},
		func(g penaltyDesk, r *ruling, _ chess.Square) { g.penalties.forfeitTurn(r) }},
	{OptionInfo{ID: law.OptTakeBack, Words: "the player indulged takes back his last move"},
		func(g penaltyDesk, r *ruling, _ chess.Square) { g.indulgence.takeBack(r) }},
	{OptionInfo{ID: law.OptRestoreMan, Words: "the man removed is replaced; the moves made stand"},
		func(g penaltyDesk, _ *ruling, _ chess.Square) { g.modes.restoreRemoved() }},
	{OptionInfo{ID: law.OptPlayCommunicated, Words: "{Who}'s own board is altered: the move communicated is played"},
		// The move is then played as communicated (playChosenMove).
		func(g penaltyDesk, r *ruling, _ chess.Square) { g.penalties.retractOffence(r) }},
	{OptionInfo{ID: law.OptSelectMove, Words: "the chooser names which of the moves sent stands", Argument: "move"}, penaltyDesk.selectMove},
	// The sender is held to have sent nothing: still his turn.
	{OptionInfo{ID: law.OptNoMoveSent, Words: "{Who} is held to have sent no move on the day appointed (the penalty agreed)"}, nil},
	{OptionInfo{ID: law.OptFine, Words: "{Who} pays the fine agreed for the excess"}, nil},
	{OptionInfo{ID: law.OptProceed, Words: "the game proceeds"}, penaltyDesk.proceed},
	{OptionInfo{ID: law.OptAnnul, Words: "the game is annulled"},
		func(g penaltyDesk, _ *ruling, _ chess.Square) { g.s.result = law.ResultAnnulled }},
	{OptionInfo{ID: law.OptAdjustBoard, Words: "the board is set right and the game goes on"}, nil},
	{OptionInfo{ID: law.OptRectify, Words: "the men are set right and the game goes on"},
		func(g penaltyDesk, _ *ruling, _ chess.Square) { g.penalties.rectifyMen() }},
	{OptionInfo{ID: law.OptDraw, Words: "the game is drawn"},
		func(g penaltyDesk, _ *ruling, _ chess.Square) { g.s.result = "1/2-1/2" }},
	{OptionInfo{ID: law.OptCount, Words: "fifty moves on each side are counted from now"}, penaltyDesk.countFifty},
	{OptionInfo{ID: law.OptLoseGame, Words: "{Who} loses the game"},
		func(g penaltyDesk, r *ruling, _ chess.Square) { g.s.result = winFor(r.offender.Other()) }},
	{OptionInfo{ID: law.OptMateDraws, Words: "the game is finished with all the men; a checkmate by the giver counts as drawn"}, penaltyDesk.mateDraws},
	{OptionInfo{ID: law.OptPawnStays, Words: "the pawn stays a pawn"},
		func(g penaltyDesk, r *ruling, _ chess.Square) { g.penalties.unconvertPawn(r) }},
	{OptionInfo{ID: law.OptReplace, Words: "{Who} replaces the man held; it must still be moved"}, penaltyDesk.replaceHeld},
	{OptionInfo{ID: law.OptPlayTo, Words: "{Who} must play the man to the square elected", Argument: "square"}, penaltyDesk.playTo},
}

// optionIndex finds an option's row by its id; rebuilt by indexOptions
// whenever the table changes.
var optionIndex = indexOptions()

func indexOptions() map[string]int {
	m := make(map[string]int, len(optionTable))
	for i, r := range optionTable {
		m[r.ID] = i
	}
	return m
}

func optionRowOf(id string) (*optionRow, bool) {
	i, ok := optionIndex[id]
	if !ok {
		return nil, false
	}
	return &optionTable[i], true
}

// Options lists every option a ruling may offer, in the table's order.
func Options() []OptionInfo {
	out := make([]OptionInfo, len(optionTable))
	for i, r := range optionTable {
		out[i] = r.OptionInfo
	}
	return out
}

// carryOut does on the board what an option chosen or applied demands.
func (g penaltyDesk) carryOut(r *ruling, opt string, arg chess.Square) {
	// The offence is disposed of: the offended player's touches bind again.
	if r.hasOffender {
		g.s.free[r.offender.Other()] = false
	}
	if row, ok := optionRowOf(opt); ok && row.does != nil {
		row.does(g, r, arg)
	}
}

// DescribeOption says what an option demands, in plain words, e.g.
// "White must move his King"; offender is "white", "black" or "".
func DescribeOption(option, offender string) string {
	row, ok := optionRowOf(option)
	if !ok {
		return option
	}
	who, adversary := titled(offender), titled(otherName(offender))
	whoMid := who // a colour is a name: White mid-sentence too
	if who == "" {
		who, whoMid = "The offender", "the offender"
	}
	if adversary == "" {
		adversary = "the adversary"
	}
	return strings.NewReplacer("{Who}", who, "{who}", whoMid, "{Adversary}", adversary).Replace(row.Words)
}

// LookupOption finds an option by its id.
func LookupOption(id string) (OptionInfo, bool) {
	r, ok := optionRowOf(id)
	if !ok {
		return OptionInfo{}, false
	}
	return r.OptionInfo, true
}

// TakesMove reports whether an option's argument is a move (e2e4) rather
// than a square.
func (o OptionInfo) TakesMove() bool { return o.Argument == "move" }
