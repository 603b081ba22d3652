package pgn

import (
	"regexp"
	"strings"
)

// Commands embedded in comments, as lichess and ChessBase write them:
// [%clk 0:02:59] the clock after the move, [%emt 0:00:03] the time it took,
// [%csl Gd4] and [%cal Gf3e5] squares and arrows drawn, [%eval 0.3] an
// engine's score.
var (
	clkCmd   = regexp.MustCompile(`\[%clk\s+([0-9:.]+)\s*\]`)
	emtCmd   = regexp.MustCompile(`\[%emt\s+([0-9:.]+)\s*\]`)
	otherCmd = regexp.MustCompile(`\[%[A-Za-z]+[^\]]*\]`)
)

// Markup is a comment as a person reads it: a clock shown as "clock
// 0:02:59", the time a move took as "took 0:00:03", the drawing marks and
// engine scores hidden. The export keeps the comment as written.
func Markup(c string) string {
	c = clkCmd.ReplaceAllString(c, "(clock $1)")
	c = emtCmd.ReplaceAllString(c, "(took $1)")
	c = otherCmd.ReplaceAllString(c, "")
	return strings.Join(strings.Fields(c), " ")
}
