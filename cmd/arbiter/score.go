package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/arbiter-chess/arbiter/internal/descriptive"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/journal"
	"github.com/arbiter-chess/arbiter/internal/pgn"
)

// A score sheet (a PGN file, or a score in the descriptive notation of the
// day) is read wherever an incident script is: `rule`, `compare`, `open`,
// `report`, `--pgn`. Its moves become the events of a script.

// scoreOpts are the flags that pick a game of a score sheet and say how
// it is written.
type scoreOpts struct {
	game     int
	notation string
}

func addScoreFlags(fs *flag.FlagSet) *scoreOpts {
	so := &scoreOpts{}
	fs.IntVar(&so.game, "game", 0, "the game of a PGN file of several (1, 2, ...)")
	fs.StringVar(&so.notation, "notation", "", "how the score sheet is written: pgn (SAN) or descriptive (P. to K's 4th); default: found from the file")
	return so
}

// movetextLine is a line that begins with a numbered move: "1. e4",
// "1.e4", "12. ... R. to Q's sq."; eventLine one that begins with an
// actor, as the events of an incident script do.
var (
	movetextLine = regexp.MustCompile(`^\s*\d+\s*\.`)
	eventLine    = regexp.MustCompile(`(?i)^\s*(w|b|u|white|black|umpire)\s+(move|touch|touch-square|release|say|promote|claim|choose|waive|drop|resign|abandon|upset|annul|note|require|elect|replace|dispute|refuse|communicate|assisted|send|withdraw|concede|undo|redo)\b`)
)

// isScore says whether a file is a score sheet rather than an incident
// script: by its name, the --notation flag, or its beginning (valid text
// in which a numbered move comes before any event).
func isScore(name string, head []byte, so *scoreOpts) bool {
	if so.notation != "" || strings.EqualFold(filepath.Ext(name), ".pgn") {
		return true
	}
	for cut := 0; cut < utf8.UTFMax && len(head) > 0 && !utf8.Valid(head); cut++ {
		head = head[:len(head)-1] // a rune cut by the end of the peek
	}
	if !utf8.Valid(head) {
		return false
	}
	for _, l := range strings.Split(string(head), "\n") {
		switch {
		case movetextLine.MatchString(l):
			return true
		case eventLine.MatchString(l):
			return false
		}
	}
	return false
}

// readScoreScript reads a score sheet's game as an incident script under
// the code ("" the default); it says on stderr why it cannot, or lists
// the games of a file of several when none is picked.
func readScoreScript(cmd, text string, so *scoreOpts, code string, stderr io.Writer) (incidents.Script, bool) {
	notation := strings.ToLower(so.notation)
	if notation == "" {
		notation = "pgn"
		if descriptive.Detect(text) {
			notation = "descriptive"
		}
		so.notation = notation // found: the report writes the score as it came
	}
	var scores []pgn.Score
	var err error
	read := pgn.ReadSAN
	switch notation {
	case "pgn", "san":
		scores, err = pgn.ReadScores(text)
	case "descriptive":
		scores, err = descriptive.ReadScores(text)
		read = descriptive.ReadMove
	default:
		fmt.Fprintf(stderr, "arbiter %s: --notation %q: want pgn or descriptive\n", cmd, shortArg(so.notation))
		return incidents.Script{}, false
	}
	if err != nil {
		fmt.Fprintf(stderr, "arbiter %s: the score sheet does not read: %v\n", cmd, err)
		return incidents.Script{}, false
	}
	n := so.game
	switch {
	case n == 0 && len(scores) > 1:
		fmt.Fprintf(stderr, "arbiter %s: the file holds %d games; pick one with --game N:\n", cmd, len(scores))
		for i, s := range scores {
			fmt.Fprintf(stderr, "  %s\n", s.Label(i+1))
		}
		return incidents.Script{}, false
	case n == 0:
		n = 1
	case n < 0 || n > len(scores):
		fmt.Fprintf(stderr, "arbiter %s: --game %d: the file holds %d game%s\n", cmd, n, len(scores), plural(len(scores)))
		return incidents.Script{}, false
	}
	script, err := scores[n-1].Script(code, read)
	if err != nil {
		fmt.Fprintf(stderr, "arbiter %s: game %d, %v\n", cmd, n, err)
		return incidents.Script{}, false
	}
	return script, true
}

// readAnyScript reads FILE (or standard input) as an incident script, or
// as a score sheet turned into one. A script is read as it streams in (a
// bad first line stops it); a score sheet is read whole.
func readAnyScript(cmd, name string, so *scoreOpts, code string, stdin io.Reader, stderr io.Writer) (incidents.Script, int) {
	in, done, status := scriptInput(cmd, name, stdin, stderr)
	if status != exitOK {
		return incidents.Script{}, status
	}
	defer done()
	br := bufio.NewReaderSize(in, 64<<10)
	head, _ := br.Peek(64 << 10)
	if !isScore(name, head, so) {
		return parseScript(cmd, name, br, stderr)
	}
	b, err := io.ReadAll(io.LimitReader(br, incidents.MaxScriptBytes+1))
	switch {
	case err != nil:
		fmt.Fprintf(stderr, "arbiter %s: %s: %v\n", cmd, inputName(name), err)
		return incidents.Script{}, exitSystem
	case len(b) > incidents.MaxScriptBytes:
		fmt.Fprintf(stderr, "arbiter %s: %s: larger than any score sheet (the limit is %d MiB)\n", cmd, inputName(name), incidents.MaxScriptBytes>>20)
		return incidents.Script{}, exitInput
	}
	script, ok := readScoreScript(cmd, string(b), so, code, stderr)
	if !ok {
		return script, exitInput
	}
	return script, exitOK
}

// journalFromScore reads a score sheet's game and writes it as a new
// journal (at journalPath, else beside the file with .inc for its
// extension), ready for the terminal to open: to continue the game or
// to add the incident. It returns the journal's path.
func journalFromScore(name string, so *scoreOpts, code, journalPath string, stderr io.Writer) (string, int) {
	script, status := readAnyScript("open", name, so, code, nil, stderr)
	if status != exitOK {
		return "", status
	}
	if journalPath == "" {
		journalPath = strings.TrimSuffix(name, filepath.Ext(name)) + ".inc"
		if so.game > 0 {
			journalPath = strings.TrimSuffix(name, filepath.Ext(name)) + fmt.Sprintf("-game%d.inc", so.game)
		}
	}
	if err := writeJournal(journalPath, script); err != nil {
		fmt.Fprintf(stderr, "arbiter: %v\n", err)
		return "", exitCode(err)
	}
	fmt.Fprintf(stderr, "arbiter: %s read into the journal %s (%d events)\n", name, journalPath, len(script.Events))
	return journalPath, exitOK
}

// writeJournal writes a script as a new journal: its header, then one
// stamped line per event.
func writeJournal(path string, script incidents.Script) error {
	setup, err := incidents.SetupOf(script, "")
	if err != nil {
		return err
	}
	var tags []incidents.Tag
	for _, t := range script.Tags {
		if incidents.GameTag(strings.ToLower(t.Name)) {
			tags = append(tags, t)
		}
	}
	j, err := journal.Create(journal.OS, path)
	if err != nil {
		return err
	}
	now := time.Now()
	if err := j.BeginWith(setup, tags, now); err != nil {
		j.Abandon()
		return err
	}
	for _, l := range script.Events {
		if err := j.Append(incidents.FormatLine(incidents.Line{Event: l.Event, Act: l.Act}), now); err != nil {
			j.Close()
			return err
		}
	}
	return j.Close()
}

// isScoreFile says whether the file named is a score sheet (isScore on its
// beginning); a file that cannot be read is left to the journal's reader
// to refuse.
func isScoreFile(name string, so *scoreOpts) bool {
	if fi, err := os.Stat(name); err == nil && !fi.Mode().IsRegular() {
		return false // a device, a FIFO: never opened here (it may block); the journal's checks refuse it
	}
	f, err := os.Open(name)
	if err != nil {
		return isScore(name, nil, so)
	}
	defer f.Close()
	head := make([]byte, 64<<10)
	n, _ := io.ReadFull(f, head)
	return isScore(name, head[:n], so)
}
