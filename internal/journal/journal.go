// Package journal keeps a game's journal: the incident script arbiter
// records a game into, the game's only record. It works as a write-ahead
// log. The header (code, start position) is written and synced when the game
// begins; every line after it is written whole, stamped, and synced before
// the caller may show it; a write or a sync that fails is cut back to the
// last committed byte, and until that cut is itself synced no line is
// accepted. The file only grows: an undo is a line of its own (`U undo`),
// so the journal is never rewritten, its mode, owner and links stay as they
// are, and no temporary file exists. One program records a journal at a
// time (an advisory lock); a torn last line found on opening is moved
// aside into FILE.torn, never applied.
package journal

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// MinFree is the space a journal needs on its disk to begin or resume a
// game: a long game recorded touch by touch is about 60 KiB.
const MinFree = 64 << 10

// Journal is a journal open for recording, its lock held.
type Journal struct {
	fs      FS
	path    string
	f       File
	size    int64 // committed bytes, all synced
	header  int64 // bytes of the header
	created bool  // this program created the file
	// madeDirs are the directories this program made for the file, the
	// deepest first: removed with it when the game never began.
	madeDirs []string
	events   bool // it holds a line after its header
	needNL   bool // the last committed line has no line end (a file edited by hand)
	// mark is written before the first line this program appends to a
	// journal another arbiter version began: "# continued by arbiter V".
	mark string
	// bad is set when the file may hold more than its committed bytes (a
	// write or sync failed and the cut back to them did not sync): no line
	// is accepted until a cut syncs.
	bad error
}

// Path is the journal's path.
func (j *Journal) Path() string { return j.path }

// elsewhere is the advice when a journal cannot be made where asked.
const (
	elsewhere      = "name a file in a directory you may write to with --journal, or leave --journal out to keep it in $XDG_DATA_HOME/arbiter/games (~/.local/share/arbiter/games)"
	elsewhereShort = "name a journal on another disk with --journal"
)

// Begin writes the header of a new game and syncs it, before the first
// event: the code, the start position and the time the game began. If it
// fails, the file is left empty and Begin may be called again.
func (j *Journal) Begin(s rules.Setup, now time.Time) error {
	return j.BeginWith(s, nil, now)
}

// BeginWith is Begin with the game tags known when the game begins (who
// plays, where), written in the header after the start position.
func (j *Journal) BeginWith(s rules.Setup, tags []incidents.Tag, now time.Time) error {
	if j.size > 0 {
		return errors.New("journal: the game has begun already")
	}
	lines, err := headerLines(s, tags, now)
	if err != nil {
		return fmt.Errorf("journal %s: %w", j.path, err)
	}
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(l)
		b.WriteByte('\n')
	}
	if err := j.write(b.String()); err != nil {
		return fmt.Errorf("journal %s: the game cannot begin: %w", j.path, err)
	}
	j.header = j.size
	return nil
}

// headerLines are the lines of a journal's header, each checked to fit a
// line the reader takes.
func headerLines(s rules.Setup, tags []incidents.Tag, now time.Time) ([]string, error) {
	lines := []string{fmt.Sprintf("[Journal %s]  # arbiter journal written by arbiter %s: each event is appended with its stamp (docs/notation.md)", quoteTag(incidents.JournalVersion), Version)}
	add := func(name, value string) error {
		l := TagLine(name, value)
		if len(l) > incidents.MaxLineBytes {
			return &LongTagError{Name: name, Bytes: len(value), Max: MaxTagValue(name, false)}
		}
		lines = append(lines, l)
		return nil
	}
	if err := add("Code", s.Code); err != nil {
		return nil, err
	}
	if s.FEN != "" {
		if err := add("FEN", s.FEN); err != nil {
			return nil, err
		}
	}
	if len(s.Moves) > 0 {
		if err := add("Moves", strings.Join(s.Moves, " ")); err != nil {
			return nil, err
		}
	}
	for _, t := range tags {
		if !incidents.GameTag(strings.ToLower(t.Name)) && !slices.Contains(incidents.SetupTags, t.Name) && !incidents.ScoreTag(t.Name) {
			return nil, fmt.Errorf("%q is not a game tag, a setup tag nor a score sheet's tag", t.Name)
		}
		if err := add(t.Name, t.Value); err != nil {
			return nil, err
		}
	}
	lines = append(lines, TagLine("Begun", incidents.FormatStamp(now)))
	return lines, nil
}

// CheckHeader says whether a game with this setup and these tags can
// begin: every line of its header fits a line the reader takes
// (incidents.MaxLineBytes). Its error is a *LongTagError (bad input).
func CheckHeader(s rules.Setup, tags []incidents.Tag) error {
	_, err := headerLines(s, tags, time.Time{})
	return err
}

// LongTagError is a tag whose value makes a journal line longer than the
// reader takes: refused before it is written.
type LongTagError struct {
	Name       string
	Bytes, Max int // the value's bytes; the most a value of this tag may have
}

func (e *LongTagError) Error() string {
	if e.Name == "Moves" {
		return fmt.Sprintf("the moves make a Moves tag of %d bytes, longer than a journal line takes (at most %d): start from the position they reach, with --fen", e.Bytes, e.Max)
	}
	return fmt.Sprintf("the %s tag is %d bytes, longer than a journal line takes: at most %d (a quote or a backslash counts twice)", e.Name, e.Bytes, e.Max)
}

// IsInput: a value too long is bad input.
func (e *LongTagError) Unwrap() error { return inputError{errors.New(e.Error())} }

// TagLine is a tag as the journal writes it, without a stamp.
func TagLine(name, value string) string {
	return "[" + name + " " + quoteTag(value) + "]"
}

// stampBytes is what a stamp adds to a line: "  # " and the stamp.
var stampBytes = len("  # ") + len(incidents.FormatStamp(time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)))

// MaxTagValue is the most bytes a value of the tag may have (with no quote
// nor backslash, which count twice): in the header, or stamped as a tag
// set during the game.
func MaxTagValue(name string, stamped bool) int {
	n := incidents.MaxLineBytes - len(TagLine(name, ""))
	if stamped {
		n -= stampBytes
	}
	return n
}

// MaxEventLine is the most bytes the events of one line may have: the
// stamp takes the rest of a line the reader takes.
func MaxEventLine() int { return incidents.MaxLineBytes - stampBytes }

func quoteTag(v string) string {
	v = strings.ReplaceAll(v, `\`, `\\`)
	v = strings.ReplaceAll(v, "\n", " ")
	return `"` + strings.ReplaceAll(v, `"`, `\"`) + `"`
}

// Append records one line: events of the notation joined by "; " (or `U
// undo`, `U redo`), stamped with now. When it returns nil the line is on
// disk; otherwise nothing of it is, as far as the file system lets arbiter
// know, and the error says why.
func (j *Journal) Append(line string, now time.Time) error {
	if strings.ContainsAny(line, "\n#") || strings.TrimSpace(line) == "" {
		return fmt.Errorf("journal: cannot record %q as one line", line)
	}
	return j.appendText(line, now)
}

// AppendFrom records a line as Append does, after a comment line that
// says where its events came from ("# from the board"): a stamp must be
// the whole of its line's comment, so the source has a line of its own.
// Both are written and synced at once; a reader that knows nothing of it
// skips the comment.
func (j *Journal) AppendFrom(line, from string, now time.Time) error {
	if strings.ContainsAny(line, "\n#") || strings.TrimSpace(line) == "" || strings.ContainsAny(from, "\n") {
		return fmt.Errorf("journal: cannot record %q (from %q) as one line", line, from)
	}
	return j.appendText("# "+from+"\n"+line, now)
}

// appendText writes one line of text with its stamp and syncs it.
func (j *Journal) appendText(line string, now time.Time) error {
	if j.size == 0 {
		return errors.New("journal: the game has not begun")
	}
	if n := len(line) + stampBytes; n > incidents.MaxLineBytes || strings.Contains(line, "\n") && longestLine(line) > incidents.MaxLineBytes {
		return input("journal: a line of %d bytes, longer than a journal line takes (%d with its stamp): not recorded", n, incidents.MaxLineBytes)
	}
	text := j.mark + line + "  # " + incidents.FormatStamp(now) + "\n"
	if j.needNL {
		text = "\n" + text
	}
	if err := j.write(text); err != nil {
		return err
	}
	j.needNL, j.mark = false, ""
	j.events = true
	return nil
}

// longestLine is the length of the longest line of text.
func longestLine(text string) int {
	n := 0
	for _, l := range strings.Split(text, "\n") {
		n = max(n, len(l))
	}
	return n
}

// AppendTag records a game tag set during the game (who played, where) as a
// tag line with its stamp: like an event line, it is committed by its stamp.
func (j *Journal) AppendTag(t incidents.Tag, now time.Time) error {
	if !incidents.GameTag(strings.ToLower(t.Name)) {
		return fmt.Errorf("journal: %q is not a game tag", t.Name)
	}
	return j.appendText(fmt.Sprintf("[%s %s]", t.Name, quoteTag(t.Value)), now)
}

// WriteError is a line the journal could not record.
type WriteError struct {
	Path  string
	Cause error // what failed
	// Held: the journal is back at its last committed line and takes the
	// next one. Otherwise it is not known good, and no line is accepted
	// until a cut back to its committed bytes syncs (each line tries).
	Held   bool
	Advice string // what to do about it
}

func (e *WriteError) Error() string {
	state := "the journal is back at its last committed line"
	if !e.Held {
		state = "the journal is not known good (it may hold the line until it is cut back to its last committed line and synced): no event is accepted until then (each new event, and quitting, try again)"
	}
	return fmt.Sprintf("journal %s: not recorded: %v; %s; %s", e.Path, e.Cause, state, e.Advice)
}

func (e *WriteError) Unwrap() error { return e.Cause }

// write appends text at the committed end and syncs it; on failure it cuts
// the file back to its committed bytes.
func (j *Journal) write(text string) error {
	if j.bad == errUnsettled {
		return fmt.Errorf("journal %s: %w", j.path, errUnsettled)
	}
	if j.bad != nil {
		if err := j.cutBack(); err != nil {
			return j.failed(fmt.Errorf("%v, and the cut back failed again: %w", j.bad, err), false)
		}
	}
	if err := j.unchanged(); err != nil {
		return err
	}
	n, err := j.f.WriteAt([]byte(text), j.size)
	if err == nil && n < len(text) {
		err = io.ErrShortWrite
	}
	if err == nil {
		if err = j.f.Sync(); err != nil {
			err = fmt.Errorf("sync: %w", unwrapPath(err))
		}
	}
	if err != nil {
		j.bad = err
		if cerr := j.cutBack(); cerr != nil {
			return j.failed(fmt.Errorf("%w, and the cut back failed: %v", unwrapPath(err), cerr), false)
		}
		return j.failed(unwrapPath(err), true)
	}
	j.size += int64(len(text))
	return nil
}

func (j *Journal) failed(cause error, held bool) *WriteError {
	advice := "check the disk, then record the event again"
	if errors.Is(cause, syscall.ENOSPC) {
		advice = "the disk is full: free some space, then record the event again"
	}
	return &WriteError{Path: j.path, Cause: cause, Held: held, Advice: advice}
}

// unchanged checks that the file is as long as arbiter left it: a program
// that writes it behind the lock's back must not be written over.
func (j *Journal) unchanged() error {
	fi, err := j.f.Stat()
	if err != nil {
		return j.failed(err, false)
	}
	again := "quit and `arbiter open` it again"
	if fi.Size() != j.size {
		j.bad = errChanged
		return &WriteError{Path: j.path, Cause: fmt.Errorf("something else wrote it (%d bytes long, arbiter left it at %d)", fi.Size(), j.size), Advice: again}
	}
	// An editor that saves by writing a new file and renaming it over the
	// journal leaves this program writing to a file no name leads to.
	pi, err := j.fs.Stat(j.path)
	if err != nil || pi.Size() != j.size || pi.Sys() != nil && fi.Sys() != nil && !os.SameFile(fi, pi) {
		j.bad = errChanged
		return &WriteError{Path: j.path, Cause: errors.New("something else replaced it: it is no longer the file arbiter opened"), Advice: again}
	}
	return nil
}

var errChanged = errors.New("changed behind arbiter's back")

// cutBack truncates the file to its committed bytes and syncs the cut:
// only then is the journal known good again.
func (j *Journal) cutBack() error {
	if j.bad == errChanged {
		return errChanged
	}
	if err := j.f.Truncate(j.size); err != nil {
		return unwrapPath(err)
	}
	if err := j.f.Sync(); err != nil {
		return fmt.Errorf("sync: %w", unwrapPath(err))
	}
	if fi, err := j.f.Stat(); err != nil || fi.Size() != j.size {
		return errors.New("the cut did not hold")
	}
	j.bad = nil
	return nil
}

// advice says what to do about a failed write.
func advice(err error) string {
	if errors.Is(err, syscall.ENOSPC) {
		return "the disk is full: free some space, then record the event again"
	}
	return "check the disk, then record the event again"
}

// unwrapPath drops the *PathError's repetition of the path.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// Close releases the lock and closes the file, after one more try to cut
// a journal that is not known good back to its committed bytes.
func (j *Journal) Close() error {
	if j == nil || j.f == nil {
		return nil
	}
	if j.bad != nil && j.bad != errUnsettled {
		_ = j.cutBack()
	}
	err := j.f.Close()
	j.f = nil
	return err
}

// NotOurs marks the journal's file as one this run did not bring into
// being (a dead start's file, taken over): Abandon then leaves it.
func (j *Journal) NotOurs() { j.created = false }

// Abandon ends a journal this program created that holds no event (the
// program was quit at once): it is removed, so that no empty game stays
// behind. A journal with events, or one opened, is only closed. It
// reports whether the file was removed.
func (j *Journal) Abandon() bool {
	if j == nil || j.f == nil {
		return false
	}
	if !j.created || j.events {
		_ = j.Close()
		return false
	}
	j.discard()
	return true
}

// discard removes the file if this program created it, then closes it:
// the name is removed while the lock is held, so that a second start that
// waits for the lock never finds its own file removed (it sees the name
// gone, and begins again). The directories this program made for it go
// too, if they are empty.
func (j *Journal) discard() {
	if j.created && j.f != nil {
		if j.sameFile() {
			_ = j.fs.Remove(j.path)
			_ = j.fs.SyncDir(filepath.Dir(j.path))
		}
	}
	_ = j.Close()
	removeDirs(j.fs, j.madeDirs)
	j.madeDirs = nil
}

func lockError(path string, err error) error {
	var le *LockedError
	if errors.As(err, &le) {
		le.Path = path
		return le
	}
	return fmt.Errorf("journal %s: cannot lock it: %w", path, err)
}
