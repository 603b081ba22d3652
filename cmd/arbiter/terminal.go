package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/journal"
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
	fs.BoolVar(&opts.ASCII, "ascii", false, "draw the men as letters and the frame in ASCII")
	fs.StringVar(&opts.White, "white", "", "who plays White (the PGN's White tag)")
	fs.StringVar(&opts.Black, "black", "", "who plays Black")
	fs.StringVar(&opts.Event, "event", "", "the event (tournament, match, club night)")
	fs.StringVar(&opts.Site, "site", "", "where the game is played")
	fs.StringVar(&opts.Round, "round", "", "the round")
	fs.StringVar(&opts.Odds, "odds", "", `the odds given, e.g. "white gives the queen's rook" (docs/notation.md §6)`)
	fs.StringVar(&opts.Agreement, "agreement", "", `an undertaking, e.g. "white mates with the queen"`)
	fs.StringVar(&opts.FirstMove, "first-move", "", "who moves first where the players agreed otherwise: white or black")
	fs.StringVar(&opts.Mode, "mode", "", "consultation or correspondence (docs/notation.md §9)")
	fs.StringVar(&opts.Time, "time", "", `the time of moving, e.g. "20 moves in 2 hours, fine one guinea" (§8)`)
	fs.Usage = func() { fmt.Fprint(stderr, usage) }
	return fs, opts, moves
}

func cmdTerminal(args []string, stderr io.Writer) int {
	fs, opts, moves := terminalFlags(stderr)
	if err := parseFlags(fs, args); err != nil {
		return exitInput
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "arbiter: unknown command %q\n%s", fs.Arg(0), usage)
		return exitInput
	}
	opts.Moves = strings.Fields(*moves)
	if opts.Code != "" {
		if _, ok := rules.LookupCode(opts.Code); !ok {
			fmt.Fprintf(stderr, "arbiter: unknown code %q (see arbiter codes)\n", shortArg(opts.Code))
			return exitInput
		}
	}
	if len(opts.FEN) > incidents.MaxFENBytes {
		fmt.Fprintf(stderr, "arbiter: --fen: %d bytes, longer than any position (at most %d): %q\n", len(opts.FEN), incidents.MaxFENBytes, shortArg(opts.FEN))
		return exitInput
	}
	setup, err := incidents.SetupFromTags(opts.Code, opts.FEN, opts.Moves, []incidents.Tag{
		{Name: "Odds", Value: opts.Odds}, {Name: "Agreement", Value: opts.Agreement}, {Name: "FirstMove", Value: opts.FirstMove},
		{Name: "Mode", Value: opts.Mode}, {Name: "Time", Value: opts.Time}})
	if err == nil {
		_, err = rules.New(setup)
	}
	if err != nil {
		fmt.Fprintf(stderr, "arbiter: %v\n", err)
		return exitInput
	}
	opts.NoColor = os.Getenv("NO_COLOR") != ""
	if err := ui.Run(*opts); err != nil {
		fmt.Fprintf(stderr, "arbiter: %v\n", err)
		return exitCode(err)
	}
	return exitOK
}

// shortArg cuts a command-line argument quoted in an error message.
func shortArg(s string) string {
	if r := []rune(s); len(r) > 24 {
		return string(r[:24]) + "…"
	}
	return s
}

func cmdOpen(args []string, stdin io.Reader, stderr io.Writer) int {
	fs, opts, _ := terminalFlags(stderr)
	fs.BoolVar(&opts.ReadOnly, "read-only", false, "review the game without recording (while another arbiter records it)")
	fs.BoolVar(&opts.GoOn, "go-on", false, "go on from the line before one this arbiter refuses (it and those after it kept in the journal as comments)")
	if err := parseFlags(fs, args); err != nil {
		return exitInput
	}
	if fs.NArg() != 1 {
		fmt.Fprintf(stderr, "usage: arbiter open [--read-only | --go-on] FILE.inc\n")
		return exitInput
	}
	opts.Open = fs.Arg(0)
	opts.NoColor = os.Getenv("NO_COLOR") != ""
	err := ui.Run(*opts)
	var locked *journal.LockedError
	if errors.As(err, &locked) && !opts.ReadOnly {
		fmt.Fprintf(stderr, "arbiter: %v.\n", err)
		if !askReview(stdin, stderr) {
			fmt.Fprintf(stderr, "To review it without recording: arbiter open --read-only %s\n", opts.Open)
			return exitSystem
		}
		opts.ReadOnly = true
		err = ui.Run(*opts)
	}
	if err != nil {
		fmt.Fprintf(stderr, "arbiter: %v\n", err)
		return exitCode(err)
	}
	return exitOK
}

// askReview offers a read-only review, when there is someone at a terminal
// to answer.
func askReview(stdin io.Reader, stderr io.Writer) bool {
	if !isTerminal(stdin) {
		return false // no one to answer: /dev/null is a character device, not a terminal
	}
	f := stdin.(*os.File)
	fmt.Fprint(stderr, "Review it read-only (nothing is recorded)? [y/N] ")
	answer, _ := bufio.NewReader(io.LimitReader(f, 64)).ReadString('\n')
	answer = strings.ToLower(strings.TrimSpace(answer))
	return answer == "y" || answer == "yes"
}
