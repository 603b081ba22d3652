package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"syscall"

	"github.com/arbiter-chess/arbiter/assets"
	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

func cmdCodes(args []string, stdout, stderr io.Writer) int {
	if err := newFlags("codes", stderr).Parse(args); err != nil {
		return 2
	}
	if len(args) > 0 {
		fmt.Fprintf(stderr, "arbiter codes: takes no arguments\n")
		return 2
	}
	for _, c := range law.Codes() {
		def := ""
		if c.ID == law.DefaultCode {
			def = " (default)"
		}
		fmt.Fprintf(stdout, "%-13s %s, %d: %s%s\n              %s\n", c.ID, c.Author, c.Year, c.Title, def, c.Blurb)
	}
	return 0
}

func cmdLaw(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("law", stderr)
	flagCode := fs.String("code")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	// "BCA VI" quoted as one argument is the code and the article.
	var words []string
	if *flagCode != "" {
		words = append(words, *flagCode)
	}
	for _, a := range fs.Args() {
		words = append(words, strings.Fields(a)...)
	}
	if len(words) < 1 {
		fmt.Fprintf(stderr, "usage: arbiter law CODE [ARTICLE] (e.g. arbiter law %s VI, arbiter law BCA 6, arbiter law staunton cons III; without an article, the list)\n", law.DefaultCode)
		return 2
	}
	code, ok := findCode(words[0])
	if !ok {
		knownCode("law", words[0], stderr)
		return 2
	}
	if len(words) == 1 {
		return listArticles(code, stdout, stderr)
	}
	a, ok := findArticle(code, words[1:])
	if !ok {
		fmt.Fprintf(stderr, "arbiter law: %s has no article %q (arbiter law %s lists them)\n", code, shortArg(strings.Join(words[1:], " ")), code)
		return 2
	}
	fmt.Fprintf(stdout, "%s %s. %s\n\n%s\n", code, a.ID, a.Title, incidents.Wrap(a.Text, 76, ""))
	return 0
}

func cmdRule(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("rule", stderr)
	code := fs.String("code")
	asJSON := fs.Bool("json")
	ids := fs.Bool("ids")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	so := scoreFlags(fs)
	if fs.NArg() > 1 {
		fmt.Fprintf(stderr, "arbiter rule: one script at a time\n")
		return 2
	}
	if !knownCode("rule", *code, stderr) {
		return 2
	}
	if name := fs.Arg(0); name != "" && name != "-" && (so.named() || isScoreFile(name, so)) {
		return ruleScore(name, so, *code, *asJSON, *ids, stdin, stdout, stderr)
	}
	c, in, closer, fail := readContents(fs.Arg(0), stdin)
	defer closer.Close()
	if fail != nil {
		fmt.Fprintln(stderr, lineReason(fail.err))
		return fail.code
	}
	tornNote("rule", c.Torn, stderr)
	g, err := ruleContents(&c, in, *code)
	if err != nil {
		fmt.Fprintln(stderr, lineReason(err))
		return exitInput
	}
	script := c.Script
	notes := chess.SetupNotes(g.Setup().FEN)
	if *asJSON {
		// Written a ruling at a time from the game: at 16 MiB the report
		// whole is about 120 MB, and its JSON 131 MB more.
		if err := writeGameJSON(stdout, g); err != nil {
			fmt.Fprintf(stderr, "arbiter rule: %v\n", err)
			return exitSystem
		}
		for _, n := range notes {
			fmt.Fprintf(stderr, "arbiter rule: setup: %s\n", n)
		}
		if c.Refused != nil {
			refusedNote("rule", c, stderr, true)
			return exitInput
		}
		return exitOK
	}
	if c.Refused != nil {
		refusedNote("rule", c, stderr, false)
		return exitInput
	}
	title, _ := script.Tag("Title")
	writeAccount(stdout, g, title, *ids)
	writeBoard(stdout, g)
	if len(notes) > 0 {
		fmt.Fprintln(stdout)
		for _, n := range notes {
			fmt.Fprintf(stdout, "Setup: %s.\n", n)
		}
	}
	return 0
}

// readScript reads the script named (standard input for "" or "-") for
// the command cmd; bad input is reported on stderr, and a journal's torn
// last line too.
func readScript(cmd, name string, stdin io.Reader, stderr io.Writer) (incidents.Script, int) {
	in, done, code := scriptInput(cmd, name, stdin, stderr)
	if code != exitOK {
		return incidents.Script{}, code
	}
	defer done()
	return parseScript(cmd, name, in, stderr)
}

// parseScript reads a script from in, named name: an empty one, or one
// that does not read, is refused naming the file.
func parseScript(cmd, name string, in io.Reader, stderr io.Writer) (incidents.Script, int) {
	br := bufio.NewReader(in)
	if _, err := br.Peek(1); err == io.EOF {
		fmt.Fprintf(stderr, "arbiter %s: %s: empty: no game in it\n", cmd, inputName(name))
		return incidents.Script{}, exitInput
	}
	script, err := incidents.Parse(br)
	if err != nil {
		fmt.Fprintf(stderr, "arbiter %s: %s: %s\n", cmd, inputName(name), lineReason(err))
		return incidents.Script{}, exitInput
	}
	tornNote(cmd, script.Torn, stderr)
	return script, exitOK
}

// inputName names an input in a message: its path, or standard input.
func inputName(name string) string {
	if name == "" || name == "-" {
		return "standard input"
	}
	if r := []rune(name); len(r) > 120 {
		return "…" + string(r[len(r)-120:]) // the file's own name kept
	}
	return name
}

// scriptInput is the script named, opened, or standard input for "" or
// "-"; done closes what was opened. A file that cannot be opened is
// reported on stderr.
func scriptInput(cmd, name string, stdin io.Reader, stderr io.Writer) (in io.Reader, done func(), code int) {
	if name == "" || name == "-" {
		return stdin, func() {}, exitOK
	}
	f, err := openScript(name)
	if err != nil {
		fmt.Fprintf(stderr, "arbiter %s: %v\n", cmd, err)
		return nil, nil, openCode(err)
	}
	return f, func() { f.Close() }, exitOK
}

// openScript opens a script to rule on; a directory, or a file past the
// size limit, is refused before it is read.
//
// It never waits: a FIFO no program writes to reads as empty (and is
// refused as such), one being written is read as a pipe is.
func openScript(name string) (*os.File, error) {
	f, err := os.OpenFile(name, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	fi, err := f.Stat()
	switch {
	case err != nil:
	case fi.IsDir():
		err = fmt.Errorf("%s is a directory, not an incident script", name)
	case fi.Mode().IsRegular() && fi.Size() > incidents.MaxScriptBytes:
		err = fmt.Errorf("%s: %d MiB, larger than any script (the limit is %d MiB)", name, fi.Size()>>20, incidents.MaxScriptBytes>>20)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// lineReason prints a script error as "line N: reason".
func lineReason(err error) string {
	var le *incidents.LineError
	if errors.As(err, &le) {
		return le.Error()
	}
	return "line 1: " + err.Error()
}

// knownCode reports whether a --code given (or a code named) is one of the
// codes, and says which are when it is not. "" is no code given.
func knownCode(cmd, code string, stderr io.Writer) bool {
	if code == "" {
		return true
	}
	if _, ok := law.LookupCode(code); ok {
		return true
	}
	var ids []string
	for _, c := range law.Codes() {
		ids = append(ids, c.ID)
	}
	fmt.Fprintf(stderr, "arbiter %s: unknown code %q (the codes are %s; see arbiter codes)\n", cmd, shortArg(code), strings.Join(ids, ", "))
	return false
}

// listArticles prints the articles of a code, one a line: its id and title.
func listArticles(code string, stdout, stderr io.Writer) int {
	arts, err := assets.Articles(code)
	if err != nil {
		fmt.Fprintf(stderr, "arbiter law: %v\n", err)
		return 1
	}
	for _, a := range arts {
		fmt.Fprintf(stdout, "%-14s %s\n", a.ID, a.Title)
	}
	fmt.Fprintf(stdout, "%d articles; arbiter law %s ARTICLE prints one\n", len(arts), code)
	return 0
}

// tornNote reports a journal's torn last line, not applied.
func tornNote(cmd string, t *incidents.Torn, stderr io.Writer) {
	if t != nil {
		fmt.Fprintf(stderr, "arbiter %s: line %d is torn, set aside and not applied (the journal's last line, cut short as it was written): %q\n", cmd, t.LineNo, shortArg(t.Text))
	}
}

// ruleScore rules on a score sheet (PGN, or descriptive notation), read
// into events first.
func ruleScore(name string, so *scoreOpts, code string, asJSON, ids bool, stdin io.Reader, stdout, stderr io.Writer) int {
	script, status := readAnyScript("rule", name, so, code, stdin, stderr)
	if status != exitOK {
		return status
	}
	// The title is taken first: the script is held no longer than Run
	// needs it (its lines are let go as they are replayed).
	title, _ := script.Tag("Title")
	g, err := incidents.Run(script, code)
	if err != nil {
		fmt.Fprintln(stderr, lineReason(err))
		return exitInput
	}
	notes := chess.SetupNotes(g.Setup().FEN)
	if asJSON {
		if err := writeGameJSON(stdout, g); err != nil {
			fmt.Fprintf(stderr, "arbiter rule: %v\n", err)
			return exitSystem
		}
		for _, n := range notes {
			fmt.Fprintf(stderr, "arbiter rule: setup: %s\n", n)
		}
		return exitOK
	}
	writeAccount(stdout, g, title, ids)
	writeBoard(stdout, g)
	for i, n := range notes {
		if i == 0 {
			fmt.Fprintln(stdout)
		}
		fmt.Fprintf(stdout, "Setup: %s.\n", n)
	}
	return exitOK
}

// idsUsage is the usage of the expert's switch the commands that write for
// players share.
const idsUsage = "the expert's view: events by number, and kinds, options, states and codes by their ids beside the words"

// writeAccount writes the account of a ruled game: in the players' words,
// or (ids) the expert's view with the ids of the notation and the JSON.
func writeAccount(w io.Writer, g *rules.Game, title string, ids bool) {
	if ids {
		incidents.WriteAccount(w, g, title)
		return
	}
	incidents.WriteAccountInWords(w, g, title)
}
