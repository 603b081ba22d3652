package rules

import (
	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
)

// ExtendForTest adds a verb and an option to the tables, each by one row
// and one function, as a newcomer would add his own, and returns the
// function that takes them out again. TestNewVerbAndOption
// (vocabulary_test.go) shows them at work in the engine, the notation's
// parser and printer, and the terminal's help.
func ExtendForTest() (restore func()) {
	verbs, options := verbTable, optionTable
	verbTable = append(verbTable[:len(verbTable):len(verbTable)], verbRow{
		VerbInfo: VerbInfo{Verb: "offer-draw", Usage: "offer-draw", Help: "the player offers a draw"},
		over:     overRefused, apply: (*Game).offerDraw})
	optionTable = append(optionTable[:len(optionTable):len(optionTable)], optionRow{
		OptionInfo{ID: "accept-draw", Words: "{Adversary} accepts the draw {Who} offered"}, penaltyDesk.acceptDraw})
	verbIndex, optionIndex = indexVerbs(), indexOptions()
	return func() {
		verbTable, optionTable = verbs, options
		verbIndex, optionIndex = indexVerbs(), indexOptions()
	}
}

// offerDraw is the new verb's function: the adversary may accept.
func (g *Game) offerDraw(p chess.Color, _ record.Event) error {
	rm := law.Pick(nil, "a draw offered: the adversary may accept it", "accept-draw")
	g.rulings.record("draw-offered", rm, law.Facts{}, noSubject, offenceBy(p, -1))
	return nil
}

// acceptDraw is the new option's function: the penalties carry out options.
func (g penaltyDesk) acceptDraw(*ruling, chess.Square) { g.s.result = "1/2-1/2" }
