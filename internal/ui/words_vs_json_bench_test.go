package ui

import (
	"fmt"
	"runtime"
	"testing"
	"time"

	"github.com/arbiter-chess/arbiter/internal/cputime"
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
			var wordsCPU, jsonCPU, wordsWall, jsonWall time.Duration
			timed := func(cpu, wall *time.Duration, asJSON bool) {
				// Each half starts from a collected heap, so that the
				// collection its own garbage calls for falls in it, not
				// in the other half (an op at 4000 plies makes some 10 MB).
				b.StopTimer()
				runtime.GC()
				b.StartTimer()
				c0, w0 := cputime.Now(), time.Now()
				ruleText(b, text, asJSON)
				*cpu += cputime.Now() - c0
				*wall += time.Since(w0)
			}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if i%2 == 0 {
					timed(&wordsCPU, &wordsWall, false)
					timed(&jsonCPU, &jsonWall, true)
				} else {
					timed(&jsonCPU, &jsonWall, true)
					timed(&wordsCPU, &wordsWall, false)
				}
			}
			n := float64(b.N)
			b.ReportMetric(float64(wordsCPU)/n, "words-cpu-ns/op")
			b.ReportMetric(float64(jsonCPU)/n, "json-cpu-ns/op")
			if jsonCPU > 0 {
				b.ReportMetric(float64(wordsCPU)/float64(jsonCPU), "words/json")
			}
			b.ReportMetric(float64(wordsWall)/float64(jsonWall), "words/json-wall")
		})
	}
}
