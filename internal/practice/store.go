package practice

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// DataPath is where the score is kept: $XDG_DATA_HOME/arbiter/practice.json,
// else ~/.local/share/arbiter/practice.json (as the games' journals).
func DataPath() (string, error) {
	dir := os.Getenv("XDG_DATA_HOME")
	if dir == "" || !filepath.IsAbs(dir) {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", fmt.Errorf("practice score: no data directory: %w", err)
		}
		dir = filepath.Join(home, ".local", "share")
	}
	return filepath.Join(dir, "arbiter", "practice.json"), nil
}

// DisplayPath shortens a path under the home directory to ~/… for the
// screen.
func DisplayPath(path string) string {
	home, err := os.UserHomeDir()
	if err != nil || home == "" {
		return path
	}
	if rest, ok := strings.CutPrefix(path, home+string(os.PathSeparator)); ok {
		return filepath.Join("~", rest)
	}
	return path
}

// maxScoreBytes bounds the score file: a score of every item of the
// library under every code is a few hundred KiB.
const maxScoreBytes = 16 << 20

// CorruptError is a score file that does not read as one.
type CorruptError struct {
	Path   string
	Reason string
}

func (e *CorruptError) Error() string {
	return fmt.Sprintf("%s is not a practice score arbiter can read (%s)", DisplayPath(e.Path), e.Reason)
}

// NewerError is a score file written by a newer arbiter.
type NewerError struct {
	Path    string
	Version int
}

func (e *NewerError) Error() string {
	return fmt.Sprintf("%s was written by a newer arbiter (format %d; this one reads %d)", DisplayPath(e.Path), e.Version, FormatVersion)
}

// ReadScores reads a score file. A missing file is an error wrapping
// fs.ErrNotExist; one that is not JSON of the score's form, a
// *CorruptError naming the line; one of a newer format, a *NewerError.
func ReadScores(path string) (Scores, error) {
	f, err := os.Open(path)
	if err != nil {
		return Scores{}, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxScoreBytes+1))
	if err != nil {
		return Scores{}, fmt.Errorf("reading %s: %w", path, err)
	}
	if len(data) > maxScoreBytes {
		return Scores{}, &CorruptError{path, fmt.Sprintf("larger than %d MiB", maxScoreBytes>>20)}
	}
	// The version first: a newer format may have fields this one lacks.
	var v struct {
		Version int `json:"version"`
	}
	if json.Unmarshal(data, &v) == nil && v.Version > FormatVersion {
		return Scores{}, &NewerError{path, v.Version}
	}
	var s Scores
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&s); err != nil {
		return Scores{}, &CorruptError{path, jsonReason(data, err)}
	}
	if dec.More() {
		return Scores{}, &CorruptError{path, "more after the score object"}
	}
	if s.Version != FormatVersion {
		return Scores{}, &CorruptError{path, fmt.Sprintf("no format version (found %d)", s.Version)}
	}
	s.init()
	return s, nil
}

// jsonReason places a decoding error on its line.
func jsonReason(data []byte, err error) string {
	var off int64 = -1
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		off = se.Offset
	case errors.As(err, &te):
		off = te.Offset
	case errors.Is(err, io.EOF):
		return "the file is empty"
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "the file ends in the middle of the score"
	}
	if off < 0 || off > int64(len(data)) {
		return err.Error()
	}
	line := 1 + bytes.Count(data[:off], []byte("\n"))
	return fmt.Sprintf("line %d: %v", line, err)
}

// WriteScores writes the score atomically: to a temporary file beside it,
// synced, then renamed over it, and the directory synced; a crash leaves
// the old score or the new, never half of one.
func WriteScores(path string, s Scores) error {
	s.Version = FormatVersion
	data, err := json.MarshalIndent(s, "", " ")
	if err != nil {
		return fmt.Errorf("practice score: %w", err)
	}
	data = append(data, '\n')
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("practice score: %w", err)
	}
	tmp, err := os.CreateTemp(dir, ".practice-*.json.tmp")
	if err != nil {
		return fmt.Errorf("practice score: %w", err)
	}
	done := false
	defer func() {
		if !done {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err := tmp.Write(data); err != nil {
		return fmt.Errorf("practice score: writing %s: %w", tmp.Name(), err)
	}
	if err := tmp.Sync(); err != nil {
		return fmt.Errorf("practice score: syncing %s: %w", tmp.Name(), err)
	}
	if err := tmp.Chmod(0o644); err != nil {
		return fmt.Errorf("practice score: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("practice score: %w", err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("practice score: %w", err)
	}
	done = true
	if d, err := os.Open(dir); err == nil {
		// The rename is durable once the directory is synced.
		err = d.Sync()
		d.Close()
		if err != nil {
			return fmt.Errorf("practice score: syncing %s: %w", dir, err)
		}
	}
	return nil
}

// Store keeps the score on disk. Each result is added to the file as it
// stands when written (read, add, write), so that two sessions one after
// the other lose nothing of each other's.
type Store struct {
	path   string
	scores Scores
	off    string // why the score is not saved; "" when it is
	now    func() time.Time
}

// OpenStore reads the score at path and says what it found, for the user:
// no file yet (a new score begins), a file that cannot be read (it is
// moved aside, never written over, and a new score begins), a file of a
// newer arbiter or one that cannot be opened (left alone; nothing is saved
// this session). The notice is "" when the score was read.
func OpenStore(path string, now func() time.Time) (*Store, string) {
	if now == nil {
		now = time.Now
	}
	st := &Store{path: path, now: now, scores: NewScores()}
	s, err := ReadScores(path)
	var corrupt *CorruptError
	var newer *NewerError
	switch {
	case err == nil:
		st.scores = s
		return st, ""
	case errors.Is(err, fs.ErrNotExist):
		return st, fmt.Sprintf("No practice score yet: it will be kept in %s.", DisplayPath(path))
	case errors.As(err, &corrupt):
		kept, serr := setAside(path, now())
		if serr != nil {
			st.off = fmt.Sprintf("%v, and it could not be moved aside (%v): it is left as it is", corrupt, serr)
			return st, offNotice(st.off)
		}
		return st, fmt.Sprintf("%s: it is kept beside it as %s, and a new score begins.", upperFirst(corrupt.Error()), filepath.Base(kept))
	case errors.As(err, &newer):
		st.off = newer.Error() + ": it is left as it is"
	default:
		st.off = fmt.Sprintf("the practice score cannot be read (%v)", err)
	}
	return st, offNotice(st.off)
}

// setAside renames a score file that cannot be read, so that a new one
// never writes over it.
func setAside(path string, now time.Time) (string, error) {
	base := path + ".corrupt-" + now.UTC().Format("20060102T150405")
	name := base
	for i := 2; ; i++ {
		if _, err := os.Lstat(name); errors.Is(err, fs.ErrNotExist) {
			break
		}
		if i > 100 {
			return "", fmt.Errorf("too many set-aside scores beside %s", path)
		}
		name = fmt.Sprintf("%s-%d", base, i)
	}
	if err := os.Rename(path, name); err != nil {
		return "", err
	}
	return name, nil
}

// offNotice tells the user the score will not be saved, and why.
func offNotice(why string) string {
	return upperFirst(why) + ": this session's score is not saved."
}

// Path is the score file.
func (st *Store) Path() string { return st.path }

// Scores is the score as last read or written (with what could not be
// saved added).
func (st *Store) Scores() Scores { return st.scores }

// NotSaved says why the score is not being saved ("" when it is).
func (st *Store) NotSaved() string { return st.off }

// Record adds a result to the score on disk. The notice says what
// happened to a file found unreadable meanwhile; the error, why the
// result was not saved (it is kept in memory for the summary): the
// caller says "not saved".
func (st *Store) Record(r Result) (notice string, err error) {
	return st.update(func(s *Scores) { s.Add(r) })
}

// EndRound counts a finished round.
func (st *Store) EndRound() (notice string, err error) {
	return st.update(func(s *Scores) { s.Rounds++ })
}

func (st *Store) update(change func(*Scores)) (string, error) {
	if st.off != "" {
		change(&st.scores)
		return "", errors.New(st.off)
	}
	cur, err := ReadScores(st.path)
	notice := ""
	var corrupt *CorruptError
	var newer *NewerError
	switch {
	case err == nil:
	case errors.Is(err, fs.ErrNotExist):
		cur = NewScores()
	case errors.As(err, &corrupt):
		kept, serr := setAside(st.path, st.now())
		if serr != nil {
			st.off = fmt.Sprintf("%v, and it could not be moved aside (%v): it is left as it is", corrupt, serr)
			change(&st.scores)
			return "", errors.New(st.off)
		}
		notice = fmt.Sprintf("%s: it is kept beside it as %s, and a new score begins.", upperFirst(corrupt.Error()), filepath.Base(kept))
		cur = NewScores()
	case errors.As(err, &newer):
		st.off = newer.Error() + ": it is left as it is"
		change(&st.scores)
		return "", errors.New(st.off)
	default:
		change(&st.scores)
		return "", err
	}
	change(&cur)
	if err := WriteScores(st.path, cur); err != nil {
		change(&st.scores)
		return notice, err
	}
	st.scores = cur
	return notice, nil
}

// OpenDefaultStore opens the score at DataPath. Without a data directory,
// nothing is saved and the notice says why.
func OpenDefaultStore() (*Store, string) {
	path, err := DataPath()
	if err != nil {
		st := &Store{scores: NewScores(), now: time.Now, off: err.Error()}
		return st, offNotice(st.off)
	}
	return OpenStore(path, nil)
}
