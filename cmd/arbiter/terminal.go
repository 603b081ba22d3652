package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/rules"
	"github.com/arbiter-chess/arbiter/internal/ui"
)

// terminalFlags declares the terminal's flags; moves holds --moves as typed.
func terminalFlags(stderr io.Writer) (fs *flag.FlagSet, opts *ui.Options, moves *string) {
	opts = &ui.Options{}
	fs = flag.NewFlagSet("arbiter", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&opts.Code, "code", "", "start a new game under this code (skips the picker)")
	fs.StringVar(&opts.FEN, "fen", "", "start from this position")
	moves = fs.String("moves", "", "ordinary moves (UCI) played from the position first")
	fs.StringVar(&opts.Journal, "journal", "", "where to write the game's journal (.inc)")
	fs.BoolVar(&opts.ASCII, "ascii", false, "draw the men as letters")
	fs.Usage = func() { fmt.Fprint(stderr, usage) }
	return fs, opts, moves
}

func cmdTerminal(args []string, stderr io.Writer) int {
	fs, opts, moves := terminalFlags(stderr)
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "arbiter: unknown command %q\n%s", fs.Arg(0), usage)
		return 2
	}
	opts.Moves = strings.Fields(*moves)
	if opts.Code != "" {
		if _, ok := rules.LookupCode(opts.Code); !ok {
			fmt.Fprintf(stderr, "arbiter: unknown code %q (see arbiter codes)\n", opts.Code)
			return 2
		}
	}
	if _, err := rules.New(rules.Setup{Code: opts.Code, FEN: opts.FEN, Moves: opts.Moves}); err != nil {
		fmt.Fprintf(stderr, "arbiter: %v\n", err)
		return 2
	}
	opts.NoColor = os.Getenv("NO_COLOR") != ""
	if err := ui.Run(*opts); err != nil {
		fmt.Fprintf(stderr, "arbiter: %v\n", err)
		return 1
	}
	return 0
}

func cmdOpen(args []string, stderr io.Writer) int {
	fs, opts, _ := terminalFlags(stderr)
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 {
		fmt.Fprintf(stderr, "usage: arbiter open FILE.inc\n")
		return 2
	}
	opts.Open = fs.Arg(0)
	opts.NoColor = os.Getenv("NO_COLOR") != ""
	if err := ui.Run(*opts); err != nil {
		fmt.Fprintf(stderr, "arbiter: %v\n", err)
		return 1
	}
	return 0
}
