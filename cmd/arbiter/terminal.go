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
	moves = fs.String("moves", "", "ordinary moves (squares or SAN: e2e4 or e4) played from the position first")
	fs.StringVar(&opts.Journal, "journal", "", "where to write the game's journal (.inc)")
	fs.BoolVar(&opts.ASCII, "ascii", false, "draw the men as letters and the frame in ASCII")
	fs.BoolVar(&opts.Descriptive, "descriptive", false, "the log's moves in descriptive notation (P. to K's 4th); D switches")
	fs.BoolVar(&opts.Plain, "plain", false, "no board and no layout: each event, its result and every ruling as a plain line (a screen reader, a log)")
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
	fs.StringVar(&opts.Board, "board", "", "record from a DGT electronic board on this serial device (README: An electronic board)")
	fs.StringVar(&opts.BoardWhite, "board-white", "", "where White sits at the board: near or far (default: told from the position)")
	fs.Var(settleFlag{&opts.BoardSettle}, "board-settle", "how long a man set down on the board must stay to be let go; 0: at once (docs/dgt.md)")
	fs.Usage = func() { fmt.Fprint(stderr, usage) }
	return fs, opts, moves
}

func cmdTerminal(args []string, stderr io.Writer) int {
	fs, opts, moves := terminalFlags(stderr)
	pgnFile := fs.String("pgn", "", "a score sheet (PGN, or descriptive notation) to read into a new journal and open")
	so := addScoreFlags(fs)
	if err := parseFlags(fs, args); err != nil {
		return exitInput
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "arbiter: unknown command %q\n%s", shortArg(fs.Arg(0)), usage)
		return exitInput
	}
	if *pgnFile != "" {
		return openScore(*pgnFile, so, opts, stderr)
	}
	opts.Moves = strings.Fields(*moves)
	if !checkBoardFlags(opts, stderr) {
		return exitInput
	}
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

func cmdOpen(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs, opts, _ := terminalFlags(stderr)
	so := addScoreFlags(fs)
	fs.BoolVar(&opts.ReadOnly, "read-only", false, "review the game without recording (while another arbiter records it)")
	fs.BoolVar(&opts.GoOn, "go-on", false, "go on from the line before one this arbiter refuses (it and those after it kept in the journal as comments)")
	if err := parseFlags(fs, args); err != nil {
		return exitInput
	}
	if fs.NArg() == 0 {
		return listRecent(stdout, stderr)
	}
	if fs.NArg() != 1 {
		fmt.Fprintf(stderr, "usage: arbiter open [--read-only | --go-on] FILE.inc (without a file: the recent games)\n")
		return exitInput
	}
	opts.Open = fs.Arg(0)
	if !checkBoardFlags(opts, stderr) {
		return exitInput
	}
	if so.named() || isScoreFile(opts.Open, so) {
		return openScore(opts.Open, so, opts, stderr)
	}
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

// openScore reads a score sheet into a new journal and opens it in the
// terminal.
func openScore(name string, so *scoreOpts, opts *ui.Options, stderr io.Writer) int {
	if _, ok := rules.LookupCode(opts.Code); opts.Code != "" && !ok {
		fmt.Fprintf(stderr, "arbiter: unknown code %q (see arbiter codes)\n", shortArg(opts.Code))
		return exitInput
	}
	if isTerminal(os.Stdin) && !opts.Plain && !opts.ReadOnly {
		if ok, code := reviewScore(name, so, opts.Code, stderr); !ok {
			return code
		}
	}
	path, code := journalFromScore(name, so, opts.Code, opts.Journal, stderr)
	if code != exitOK {
		return code
	}
	opts.Open, opts.Journal = path, ""
	// A score in the notation of the day is shown in it.
	opts.Descriptive = opts.Descriptive || strings.EqualFold(so.notation, "descriptive")
	opts.NoColor = os.Getenv("NO_COLOR") != ""
	if err := ui.Run(*opts); err != nil {
		fmt.Fprintf(stderr, "arbiter: %v\n", err)
		return exitCode(err)
	}
	return exitOK
}

// listRecent lists the games saved last in the journals' directory, for
// `arbiter open` with no file: which to resume, and how.
func listRecent(w, stderr io.Writer) int {
	dir, err := ui.JournalDir()
	if err != nil {
		fmt.Fprintf(stderr, "arbiter open: %v\n", err)
		return exitSystem
	}
	games, err := ui.RecentGames(dir, 10)
	if err != nil {
		fmt.Fprintf(stderr, "arbiter open: %v\n", err)
		return exitSystem
	}
	if len(games) == 0 {
		fmt.Fprintf(stderr, "arbiter open: no saved game in %s (a game named with --journal is opened by its path: arbiter open FILE.inc)\n", dir)
		return exitInput
	}
	fmt.Fprintf(w, "The games saved last in %s:\n", dir)
	for _, g := range games {
		about := g.Code
		if g.Players != "" {
			about += ", " + g.Players
		}
		if g.Err != nil {
			about = "unreadable: " + g.Err.Error()
		} else {
			about += fmt.Sprintf(", %d events", g.Events)
		}
		fmt.Fprintf(w, "  %s  %s  (%s)\n", g.Modified.Format("2006-01-02 15:04"), g.Path, about)
	}
	fmt.Fprintf(w, "Resume one: arbiter open FILE.inc\n")
	return exitOK
}
