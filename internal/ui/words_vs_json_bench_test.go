package ui

import (
	"fmt"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/testkit/cputime"
)

// BenchmarkRuleWordsVsJSON times `arbiter rule` in words and `arbiter rule
// --json` alternately within each op, on the game with a ruling a ply at
// each size of the scaling table, the order swapped every op: the two
// halves of an op see the same load, where BenchmarkScaleRulings' rule-words
// and rule-json run seconds apart. The heap is collected (untimed) before
// each half: an op makes megabytes of garbage, and the collection one
// half's garbage calls for would otherwise fall, by chance, in the other
// (at 16000 plies that moved the ratio from 0.88x to 1.37x across five
// runs). It reports each side's processor time an op and their ratio
// (words/json), and the wall clock's (words/json-wall).
func BenchmarkRuleWordsVsJSON(b *testing.B) {
	for _, plies := range scaleSizes {
		text := crierText(b, plies)
		b.Run(fmt.Sprint(plies), func(b *testing.B) {
			rule := func(asJSON bool) func() string {
				return func() string { ruleText(b, text, asJSON); return "" }
			}
			cputime.Alternate(b, true, [2]func() string{rule(false), rule(true)}).
				Report(b, [2]string{"words", "json"}, "words/json")
		})
	}
}
