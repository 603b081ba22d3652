package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/journal"
	"github.com/arbiter-chess/arbiter/internal/pgn"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// A score sheet (a PGN file, or a score in the descriptive notation of the
// day) is read wherever an incident script is: `rule`, `compare`, `open`,
// `report`, `--pgn`. Its moves become the events of a script.

// scoreOpts are the flags that pick a game of a score sheet, say how it
// is written and put acts in at its moves; after the reading, what was
// read (for the export to keep the score's tags and annotations).
type scoreOpts struct {
	game     int
	gameText string // --game NAME: a player's name or a text of the game's tags
	// notationFlag is --notation as given; notation how the score sheet
	// is written, as it names it or as found from the text once read.
	notationFlag string
	notation     chess.Notation
	at           atFlags

	src  *pgn.Score     // the game read, when the file was a score sheet
	read pgn.MoveReader // how its moves read
}

// named reports whether the flags name something only a score sheet has:
// a game of several, or acts put in at its moves.
func (so *scoreOpts) named() bool { return so.game != 0 || so.gameText != "" || len(so.at) > 0 }

// gameFlag takes --game as a number or as a text to match.
type gameFlag struct{ so *scoreOpts }

func (f gameFlag) String() string {
	if f.so == nil {
		return ""
	}
	if f.so.gameText != "" {
		return f.so.gameText
	}
	if f.so.game > 0 {
		return strconv.Itoa(f.so.game)
	}
	return ""
}

func (f gameFlag) Set(v string) error {
	if n, err := strconv.Atoi(strings.TrimSpace(v)); err == nil {
		f.so.game, f.so.gameText = n, ""
		return nil
	}
	if strings.TrimSpace(v) == "" {
		return fmt.Errorf("want a game's number or a text to find it by")
	}
	f.so.game, f.so.gameText = 0, v
	return nil
}

// atFlags are the --at flags, in order.
type atFlags []pgn.Insert

// String is the insertions as written, for the flag package (and the
// tests that read a flag back).
func (a *atFlags) String() string {
	if a == nil {
		return ""
	}
	texts := make([]string, len(*a))
	for i, in := range *a {
		texts[i] = in.Text
	}
	return strings.Join(texts, " | ")
}

// Set takes one insertion, or "@FILE": a small file of them, one a line
// (blank lines and lines beginning with # skipped).
func (a *atFlags) Set(v string) error {
	if name, ok := strings.CutPrefix(v, "@"); ok {
		b, err := os.ReadFile(name)
		if err != nil {
			return err
		}
		if len(b) > 1<<20 {
			return fmt.Errorf("%s: larger than any list of acts (1 MiB)", name)
		}
		for i, l := range strings.Split(string(b), "\n") {
			l = strings.TrimSpace(l)
			if l == "" || strings.HasPrefix(l, "#") {
				continue
			}
			in, err := pgn.ParseInsert(l)
			if err != nil {
				return fmt.Errorf("%s line %d: %w", name, i+1, err)
			}
			*a = append(*a, in)
		}
		return nil
	}
	in, err := pgn.ParseInsert(v)
	if err != nil {
		return err
	}
	*a = append(*a, in)
	return nil
}

// scoreFlags reads the flags of scoreFlagDefs; call it after Parse.
func scoreFlags(fs *cmdFlags) *scoreOpts {
	so := fs.Var("game").(gameFlag).so
	so.notationFlag = *fs.String("notation")
	so.at = *fs.Var("at").(*atFlags)
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
	if so.notationFlag != "" || strings.EqualFold(filepath.Ext(name), ".pgn") {
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
	scores, read, ok := readScores(cmd, text, so, stderr)
	if !ok {
		return incidents.Script{}, false
	}
	n, ok := pickGame(cmd, scores, so, stderr)
	if !ok {
		return incidents.Script{}, false
	}
	script, err := scores[n-1].ScriptWith(code, read, so.at)
	if err != nil {
		fmt.Fprintf(stderr, "arbiter %s: game %d, %v\n", cmd, n, err)
		return incidents.Script{}, false
	}
	so.src, so.read = &scores[n-1], read
	return script, true
}

// readScores reads the games of a score sheet in its notation (found from
// the text unless --notation names it), and the reader of its moves.
func readScores(cmd, text string, so *scoreOpts, stderr io.Writer) ([]pgn.Score, pgn.MoveReader, bool) {
	notation, ok := sheetNotation(so.notationFlag, text)
	if !ok {
		fmt.Fprintf(stderr, "arbiter %s: --notation %q: want pgn or descriptive\n", cmd, shortArg(so.notationFlag))
		return nil, nil, false
	}
	so.notation = notation // the report writes the score as it came
	var scores []pgn.Score
	var err error
	if _, ok := notation.(chess.Descriptive); ok {
		scores, err = pgn.ReadDescriptive(text)
	} else {
		scores, err = pgn.ReadScores(text)
	}
	if err != nil {
		fmt.Fprintf(stderr, "arbiter %s: the score sheet does not read: %v\n", cmd, err)
		return nil, nil, false
	}
	return scores, readEither, true
}

// sheetNotation is the notation a score sheet is written in: the one
// --notation names (pgn, or san, or descriptive), else found from its
// first numbered move; false when --notation names neither.
func sheetNotation(flag, text string) (chess.Notation, bool) {
	if flag == "" {
		if pgn.IsDescriptive(text) {
			return chess.Descriptive{}, true
		}
		return chess.Algebraic{}, true
	}
	switch n, _ := chess.NotationNamed(flag); n.(type) {
	case chess.Algebraic, chess.Descriptive:
		return n, true
	}
	return nil, false // squares are no score sheet's notation
}

// readDescriptive reads a move in descriptive notation in the game as it
// stands.
var readDescriptive = pgn.Reader(chess.Descriptive{})

// pickGame finds the game --game names (by number, or the one game whose
// tags hold its text), or lists the games to pick from.
func pickGame(cmd string, scores []pgn.Score, so *scoreOpts, stderr io.Writer) (int, bool) {
	list := func(games []int) {
		for _, i := range games {
			fmt.Fprintf(stderr, "  %s\n", scores[i].Label(i+1))
		}
	}
	all := make([]int, len(scores))
	for i := range all {
		all[i] = i
	}
	n := so.game
	switch {
	case so.gameText != "":
		var found []int
		for i, s := range scores {
			if s.Matches(so.gameText) {
				found = append(found, i)
			}
		}
		switch len(found) {
		case 1:
			so.game = found[0] + 1
			return found[0] + 1, true
		case 0:
			fmt.Fprintf(stderr, "arbiter %s: --game %q: none of the file's %s matches it (by its players, event, site, date or opening)\n", cmd, shortArg(so.gameText), pluralWord(len(scores), "game"))
		default:
			fmt.Fprintf(stderr, "arbiter %s: --game %q: %d games match; pick one by its number:\n", cmd, shortArg(so.gameText), len(found))
			list(found)
		}
		return 0, false
	case n == 0 && len(scores) > 1:
		fmt.Fprintf(stderr, "arbiter %s: the file holds %d games; pick one with --game N or --game NAME:\n", cmd, len(scores))
		list(all)
		return 0, false
	case n == 0:
		return 1, true
	case n < 0 || n > len(scores):
		fmt.Fprintf(stderr, "arbiter %s: --game %d: the file holds %d game%s\n", cmd, n, len(scores), plural(len(scores)))
		return 0, false
	}
	return n, true
}

// readEither reads a move of a score as written: SAN or squares, else
// descriptive notation (a PGN file of the old forms, a score mixing them);
// a move that is neither is refused naming all three.
func readEither(g *rules.Game, text string) (chess.BoardMove, error) {
	m, errSAN := pgn.ReadSAN(g, text)
	if errSAN == nil {
		return m, nil
	}
	if sanForm.MatchString(text) {
		return m, errSAN // SAN, not legal here: the core says why
	}
	m, errDesc := readDescriptive(g, text)
	if errDesc == nil {
		return m, nil
	}
	var amb *chess.AmbiguousError
	if errors.As(errDesc, &amb) {
		return m, errDesc // descriptive, but the position leaves it open: the lookahead may settle it
	}
	why := errSAN
	if looksDescriptive(text) {
		why = errDesc
	}
	return m, fmt.Errorf("%q is no move here in SAN (Nf3, exd5, O-O), squares (g1f3) or descriptive notation (P-K4, N-KB3, P. to K's 4th): %w", shortArg(text), why)
}

// sanForm is a move written in SAN or by its squares.
var sanForm = regexp.MustCompile(`^([KQRBN]?[a-h]?[1-8]?[-x]?[a-h][1-8](=?[QRBNqrbn])?|[OoO0]-[Oo0](-[Oo0])?)[+#!?]*$`)

// looksDescriptive: a move whose words are the descriptive notation's
// ("to", "takes", a hyphen between men, "Kt").
func looksDescriptive(text string) bool {
	t := strings.ToLower(text)
	return strings.Contains(t, " to ") || strings.Contains(t, "takes") || strings.Contains(t, "kt") || strings.Contains(text, "-") && !strings.HasPrefix(strings.ToUpper(text), "O-O")
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
		if incidents.GameTag(strings.ToLower(t.Name)) || incidents.ScoreTag(t.Name) {
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
