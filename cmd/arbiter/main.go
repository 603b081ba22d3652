// Command arbiter is a terminal umpire for chess played under the
// nineteenth-century codes of chess law.
package main

import (
	"fmt"
	"io"
	"os"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

var usage = `usage:
  arbiter [--code ID] [--fen FEN] [--moves "e2e4 e7e5"] [--journal PATH] [--ascii]
                                   the umpire's terminal (code picker first without --code)
  arbiter open FILE.inc            resume or review a saved game
  arbiter codes                    list the codes
  arbiter law CODE ARTICLE         print an article (e.g. arbiter law ` + rules.DefaultCode + ` VI)
  arbiter rule [--code ID] [--json] [FILE|-]
                                   rule on an incident script
  arbiter compare [--json] [FILE|-]
                                   one script under all four codes, side by side
  arbiter incidents [--code ID] [--topic T] [--article A]
                                   list the scenario library
  arbiter incidents check [-v]     rule every scenario under every code, against its expectations
  arbiter coverage [--code ID]     each article: the scenarios that turn on it, how the core models it
`

// run is the whole program, minus the process: testable in-process.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		switch args[0] {
		case "codes":
			return cmdCodes(args[1:], stdout, stderr)
		case "law":
			return cmdLaw(args[1:], stdout, stderr)
		case "rule":
			return cmdRule(args[1:], stdin, stdout, stderr)
		case "compare":
			return cmdCompare(args[1:], stdin, stdout, stderr)
		case "incidents":
			return cmdIncidents(args[1:], stdout, stderr)
		case "coverage":
			return cmdCoverage(args[1:], stdout, stderr)
		case "open":
			return cmdOpen(args[1:], stderr)
		case "help", "-h", "--help":
			fmt.Fprint(stdout, usage)
			return 0
		}
	}
	return cmdTerminal(args, stderr)
}
