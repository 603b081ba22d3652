package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/charmbracelet/x/term"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/journal"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/rules"
	"github.com/arbiter-chess/arbiter/internal/ui"
)

// terminalOptions reads the terminal's flags into its options, those of
// newGameFlagDefs and displayFlagDefs the command has; moves holds --moves
// as typed.
func terminalOptions(fs *cmdFlags) (opts *ui.Options, moves *string) {
	opts = &ui.Options{}
	moves = new(string)
	for name, p := range map[string]*string{"code": &opts.Code, "fen": &opts.FEN, "journal": &opts.Journal,
		"white": &opts.White, "black": &opts.Black, "event": &opts.Event, "site": &opts.Site, "round": &opts.Round,
		"odds": &opts.Odds, "agreement": &opts.Agreement, "first-move": &opts.FirstMove, "mode": &opts.Mode,
		"time": &opts.Time, "board": &opts.Board, "board-white": &opts.BoardWhite, "moves": moves} {
		if v, ok := fs.strs[name]; ok {
			*p = *v
		}
	}
	opts.ASCII, opts.Descriptive, opts.Plain = *fs.Bool("ascii"), *fs.Bool("descriptive"), *fs.Bool("plain")
	if v, ok := fs.vals["board-settle"].(settleFlag); ok {
		opts.BoardSettle = *v.d
	}
	return opts, moves
}

func cmdTerminal(args []string, stderr io.Writer) int {
	fs := newFlags("", stderr)
	pgnFile := fs.String("pgn")
	if err := fs.Parse(args); err != nil {
		return exitInput
	}
	so := scoreFlags(fs)
	opts, moves := terminalOptions(fs)
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "arbiter: unknown command %q (the commands: arbiter help)\n", shortArg(fs.Arg(0)))
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
		if _, ok := law.LookupCode(opts.Code); !ok {
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
	fs := newFlags("open", stderr)
	if err := fs.Parse(args); err != nil {
		return exitInput
	}
	so := scoreFlags(fs)
	opts, _ := terminalOptions(fs)
	opts.ReadOnly, opts.GoOn = *fs.Bool("read-only"), *fs.Bool("go-on")
	if fs.NArg() > 1 {
		fmt.Fprintf(stderr, "arbiter open: one file at a time (without a file: the games saved last)\nusage:\n%s", commandHelp(fs.cmd))
		return exitInput
	}
	opts.Open = fs.Arg(0)
	if opts.Open == "" {
		if !isTerminal(stdin) || !isTerminalOut(stdout) {
			return listRecent(stdout, stderr)
		}
		path, code := pickRecent(stderr)
		if path == "" {
			return code
		}
		opts.Open = path
	}
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
	if _, ok := law.LookupCode(opts.Code); opts.Code != "" && !ok {
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
	_, desc := so.notation.(chess.Descriptive)
	opts.Descriptive = opts.Descriptive || desc
	opts.NoColor = os.Getenv("NO_COLOR") != ""
	if err := ui.Run(*opts); err != nil {
		fmt.Fprintf(stderr, "arbiter: %v\n", err)
		return exitCode(err)
	}
	return exitOK
}

// pickRecent asks at the terminal which recent game to open (arrow keys,
// enter): its path, or "" and the exit code.
func pickRecent(stderr io.Writer) (string, int) {
	games, dir, code := recentGames(stderr)
	if code != exitOK {
		return "", code
	}
	path, err := ui.PickRecent(games)
	if err != nil {
		fmt.Fprintf(stderr, "arbiter open: %v\n", err)
		return "", exitSystem
	}
	if path == "" {
		fmt.Fprintf(stderr, "arbiter open: nothing opened (the games are in %s)\n", dir)
	}
	return path, exitOK
}

// recentGames are the games saved last, or the exit code where there are
// none to offer.
func recentGames(stderr io.Writer) ([]ui.RecentGame, string, int) {
	dir, err := ui.JournalDir()
	if err != nil {
		fmt.Fprintf(stderr, "arbiter open: %v\n", err)
		return nil, "", exitSystem
	}
	games, err := ui.RecentGames(dir, 10)
	if err != nil {
		fmt.Fprintf(stderr, "arbiter open: %v\n", err)
		return nil, dir, exitSystem
	}
	if len(games) == 0 {
		fmt.Fprintf(stderr, "arbiter open: no saved game in %s (a game named with --journal is opened by its path: arbiter open FILE.inc)\n", dir)
		return nil, dir, exitInput
	}
	return games, dir, exitOK
}

// isTerminalOut reports whether w is a terminal.
func isTerminalOut(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(f.Fd())
}

// listRecent lists the games saved last in the journals' directory, for
// `arbiter open` with no file: which to resume, and how.
func listRecent(w, stderr io.Writer) int {
	games, dir, code := recentGames(stderr)
	if code != exitOK {
		return code
	}
	fmt.Fprintf(w, "The games saved last in %s:\n", dir)
	for _, g := range games {
		fmt.Fprintf(w, "  %s\n", ui.RecentLine(g))
	}
	fmt.Fprintf(w, "Resume one: arbiter open FILE.inc (at a terminal, arbiter open picks one with the arrows)\n")
	return exitOK
}
