package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/arbiter-chess/arbiter/internal/journal"
	"github.com/arbiter-chess/arbiter/internal/report"
)

// writeOutput writes a command's -o file whole (a temporary file renamed
// into place), after checking that nothing is lost by it: never a journal
// (unless force, and never one being recorded), the file the command read,
// a link, a directory, a device or a FIFO. A refusal is bad input, exit 2.
func writeOutput(cmd, path, input string, data []byte, force bool, stderr io.Writer) int {
	check := func() error {
		if err := journal.CheckOutput(path, force); err != nil {
			return err
		}
		if !force && sameFile(path, input) {
			return outputRefused{fmt.Errorf("-o %s is the file this command reads: writing over it would lose it (name another file, or add --force)", path)}
		}
		return nil
	}
	if err := check(); err != nil {
		fmt.Fprintf(stderr, "arbiter %s: %v\n", cmd, err)
		return exitInput
	}
	if err := report.WriteSharedIf(path, data, check); err != nil {
		fmt.Fprintf(stderr, "arbiter %s: %v\n", cmd, err)
		var refused outputRefused
		if journal.IsInput(err) || errors.As(err, &refused) {
			return exitInput
		}
		return exitSystem
	}
	return exitOK
}

// sameFile reports whether the paths lead to one existing file.
func sameFile(a, b string) bool {
	if a == "" || b == "" || b == "-" {
		return false
	}
	fa, err := os.Stat(a)
	if err != nil {
		return false
	}
	fb, err := os.Stat(b)
	return err == nil && os.SameFile(fa, fb)
}

// outputRefused is an -o path refused here, bad input like the journal's.
type outputRefused struct{ error }

func (e outputRefused) Unwrap() error { return e.error }
