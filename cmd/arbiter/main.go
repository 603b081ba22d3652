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

// run is the whole program, minus the process: testable in-process.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if wantsVersion(args) {
		return printVersion(stdout)
	}
	c, rest := splitCommand(args)
	if wantsHelp(args) {
		if c.Name == "" || c.Name == "help" {
			fmt.Fprint(stdout, usageText())
		} else {
			fmt.Fprint(stdout, commandHelp(c))
		}
		return exitOK
	}
	return c.run(rest, stdin, stdout, stderr)
}
