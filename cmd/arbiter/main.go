// Command arbiter is a terminal umpire for chess played under the
// nineteenth-century codes of chess law.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/journal"
	"github.com/arbiter-chess/arbiter/internal/rules"
	"github.com/arbiter-chess/arbiter/internal/ui"
)

// Exit codes.
const (
	exitOK     = 0
	exitSystem = 1  // the system failed: a journal that cannot be written or is locked, the terminal
	exitInput  = 2  // bad input: usage, a script, a position, a path
	exitBug    = 70 // a failure inside arbiter (EX_SOFTWARE): a bug, reported with its stack
)

func main() {
	os.Exit(guard(os.Stderr, func() int { return run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr) }))
}

// guard runs the program; a panic, which is a bug in arbiter whatever the
// input, is reported with its stack and exits with a code of its own.
func guard(stderr io.Writer, program func() int) (code int) {
	defer func() {
		if r := recover(); r != nil {
			fmt.Fprintf(stderr, "arbiter: internal error, a bug in arbiter (not in your input): %v\n%s\nPlease report it with the command and the file that caused it.\n", r, debug.Stack())
			code = exitBug
		}
	}()
	return program()
}

// exitCode sorts an error by who must act on it.
func exitCode(err error) int {
	var le *incidents.LineError
	switch {
	case errors.Is(err, ui.ErrInternal):
		return exitBug
	case errors.As(err, &le), journal.IsInput(err):
		return exitInput
	}
	return exitSystem
}

var usage = `usage:
  arbiter [--code ID] [--fen FEN] [--moves "e2e4 e7e5"] [--journal PATH] [--ascii] [--plain] [--descriptive]
          [--white NAME] [--black NAME] [--event E] [--site S] [--round R]
          [--odds ODDS] [--agreement A] [--first-move SIDE] [--mode MODE] [--time TIME]
          [--board DEVICE] [--board-white near|far] [--board-settle 1s]
                                   the umpire's terminal (code picker first without --code)
  arbiter open [--read-only | --go-on] FILE.inc
                                   resume a saved game, or review it without recording;
                                   --go-on: from the line before one this arbiter refuses
  arbiter open                     the games saved last, to resume
  arbiter --version                the version
Flags may come before or after the subcommand and its arguments.
  arbiter codes                    list the codes
  arbiter law CODE [ARTICLE]       print an article (e.g. arbiter law ` + rules.DefaultCode + ` VI), or list them
  arbiter verbs [--json]           the verbs of the incident notation and the options of the rulings
  arbiter rule [--code ID] [--json] [FILE|-]
                                   rule on an incident script
  arbiter compare [--json] [FILE|-]
                                   one script under all four codes, side by side
  arbiter incidents [--code ID] [--topic T] [--article A]
                                   list the scenario library
  arbiter incidents check [-v]     rule every scenario under every code, against its expectations
  arbiter incidents show ID        a scenario's script and its expectations
  arbiter coverage [--code ID]     each article: the scenarios that turn on it, how the core models it
  arbiter practice [--code ID] [--topic T] [FILE.inc]
                                   practise the law: questions on the scenarios, or on a game's rulings
  arbiter board-sim [--fen FEN]    a simulated DGT board on a pseudo-terminal, moved by lines on stdin
  arbiter pgn FILE [-o OUT.pgn [--force]]
                                   the game as PGN (what E writes in the terminal);
                                   -o never replaces a journal (--force: one no arbiter records), a link, a device
  arbiter report FILE [--code ID|--all] [-o ruling.html [--force]] [--format md] [--descriptive]
                                   the ruling as a page to read, print and share
A FILE may be a score sheet: PGN (--game N or --game NAME picks one of several) or descriptive notation;
  --at '10... B touch f6' puts acts in at a move of it (rule, compare, report, pgn, open).
  arbiter --pgn FILE.pgn [--game N]   a score sheet read into a new journal and opened
`

// run is the whole program, minus the process: testable in-process.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if wantsVersion(args) {
		return printVersion(stdout)
	}
	args = commandFirst(args)
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
		case "practice":
			return cmdPractice(args[1:], stdin, stderr)
		case "open":
			return cmdOpen(args[1:], stdin, stdout, stderr)
		case "board-sim":
			return cmdBoardSim(args[1:], stdin, stdout, stderr)
		case "verbs":
			return cmdVerbs(args[1:], stdout, stderr)
		case "pgn":
			return cmdPGN(args[1:], stdin, stdout, stderr)
		case "report":
			return cmdReport(args[1:], stdin, stdout, stderr)
		case "help", "-h", "--help":
			fmt.Fprint(stdout, usage)
			return 0
		}
	}
	return cmdTerminal(args, stderr)
}
