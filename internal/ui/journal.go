package ui

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// journal is the game's .inc file. Each event is appended and synced to disk
// before the screen shows it, so that a crash or a closed terminal loses
// nothing; the file is itself a script that `arbiter open` and `arbiter
// rule` read as it is.
type journal struct {
	path   string
	header string // tag lines, written with the first event of a new game
	exists bool   // the file is on disk (created here, or opened)
	// needNL is set when an opened file does not end in a newline, so that
	// the first appended event does not join its last line.
	needNL bool
}

// stampLayout is the timestamp written as a comment after every event.
const stampLayout = "2006-01-02T15:04:05Z"

// defaultJournalPath is $XDG_DATA_HOME/arbiter/games/<time>.inc, else
// ~/.local/share/arbiter/games/<time>.inc. A numeric suffix avoids
// overwriting a game begun in the same second.
func defaultJournalPath(now time.Time) (string, error) {
	dir := os.Getenv("XDG_DATA_HOME")
	if dir == "" || !filepath.IsAbs(dir) {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", fmt.Errorf("journal: no data directory: %w", err)
		}
		dir = filepath.Join(home, ".local", "share")
	}
	dir = filepath.Join(dir, "arbiter", "games")
	base := now.UTC().Format("2006-01-02T150405")
	p := filepath.Join(dir, base+".inc")
	for i := 2; i < 1000; i++ {
		if _, err := os.Stat(p); errors.Is(err, fs.ErrNotExist) {
			return p, nil
		}
		p = filepath.Join(dir, fmt.Sprintf("%s-%d.inc", base, i))
	}
	return "", fmt.Errorf("journal: too many games in %s this second", dir)
}

// newJournal prepares the journal of a new game. The file is created with
// the first event, so that a program opened and quit at once leaves no empty
// game behind; a file already there is never overwritten.
func newJournal(path string, s rules.Setup, now time.Time) (*journal, error) {
	if _, err := os.Stat(path); err == nil {
		return nil, fmt.Errorf("journal %s already exists: resume it with `arbiter open %s`, or name another with --journal", path, path)
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("journal: %w", err)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# arbiter journal, begun %s\n", now.UTC().Format(stampLayout))
	fmt.Fprintf(&b, "[Code %s]\n", quoteTag(s.Code))
	if s.FEN != "" {
		fmt.Fprintf(&b, "[FEN %s]\n", quoteTag(s.FEN))
	}
	if len(s.Moves) > 0 {
		fmt.Fprintf(&b, "[Moves %s]\n", quoteTag(strings.Join(s.Moves, " ")))
	}
	return &journal{path: path, header: b.String()}, nil
}

// openJournal continues an existing file.
func openJournal(path string, data []byte) *journal {
	return &journal{
		path:   path,
		exists: true,
		needNL: len(data) > 0 && data[len(data)-1] != '\n',
	}
}

func quoteTag(v string) string {
	v = strings.ReplaceAll(v, `\`, `\\`)
	return `"` + strings.ReplaceAll(v, `"`, `\"`) + `"`
}

// eventLines formats events as journal lines, each with its timestamp.
func eventLines(evs []rules.Event, now time.Time) string {
	var b strings.Builder
	stamp := now.UTC().Format(stampLayout)
	for _, e := range evs {
		fmt.Fprintf(&b, "%s  # %s\n", incidents.FormatEvent(e), stamp)
	}
	return b.String()
}

// append writes the events and syncs the file (and, when it was just
// created, its directory) before returning.
func (j *journal) append(evs []rules.Event, now time.Time) error {
	text := eventLines(evs, now)
	if !j.exists {
		if err := os.MkdirAll(filepath.Dir(j.path), 0o755); err != nil {
			return fmt.Errorf("journal: %w", err)
		}
		f, err := os.OpenFile(j.path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if err != nil {
			return fmt.Errorf("journal: %w", err)
		}
		if err := writeSync(f, j.header+text); err != nil {
			return fmt.Errorf("journal %s: %w", j.path, err)
		}
		j.exists = true
		syncDir(filepath.Dir(j.path))
		return nil
	}
	f, err := os.OpenFile(j.path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return fmt.Errorf("journal: %w", err)
	}
	if j.needNL {
		text = "\n" + text
	}
	if err := writeSync(f, text); err != nil {
		return fmt.Errorf("journal %s: %w", j.path, err)
	}
	j.needNL = false
	return nil
}

// writeSync writes, syncs and closes f, reporting the first error.
func writeSync(f *os.File, text string) error {
	_, err := f.WriteString(text)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// syncDir makes a new directory entry durable. Failure is not fatal: the
// data itself is synced, and some file systems refuse to sync directories.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		_ = d.Close()
	}
}

// dropLast removes the last event from the file (after an undo), keeping
// every other line, comment and tag as it was. The new text is written to a
// temporary file, synced and renamed over the journal, so that a crash
// leaves either the old or the new journal, never half of one.
func (j *journal) dropLast() error {
	if !j.exists {
		return nil
	}
	data, err := os.ReadFile(j.path)
	if err != nil {
		return fmt.Errorf("journal: %w", err)
	}
	out, ok := dropLastEvent(data)
	if !ok {
		return fmt.Errorf("journal %s: no event to remove", j.path)
	}
	return writeAtomic(j.path, out)
}

// dropLastEvent removes the last event of a script's text: the last line
// holding an event, or the last `;`-separated event of it.
func dropLastEvent(data []byte) ([]byte, bool) {
	lines := strings.Split(string(data), "\n")
	for i := len(lines) - 1; i >= 0; i-- {
		line := strings.TrimSuffix(lines[i], "\r")
		body := strings.TrimSpace(line)
		if strings.HasPrefix(body, "[") {
			return nil, false // reached the tags: no event left
		}
		code := line
		if k := strings.IndexByte(code, '#'); k >= 0 {
			code = code[:k]
		}
		if strings.TrimSpace(code) == "" {
			continue
		}
		var segs []string
		// A note takes the rest of its line, `;` included (the parser's
		// rule), so a line is split only up to its first note.
		for _, s := range splitEvents(code) {
			if strings.TrimSpace(s) != "" {
				segs = append(segs, strings.TrimSpace(s))
			}
		}
		if len(segs) <= 1 {
			lines = append(lines[:i], lines[i+1:]...)
		} else {
			lines[i] = strings.Join(segs[:len(segs)-1], "; ")
		}
		return []byte(strings.Join(lines, "\n")), true
	}
	return nil, false
}

// splitEvents splits a line's code at `;`, except inside a note, which runs
// to the end of the line.
func splitEvents(code string) []string {
	var segs []string
	for {
		seg, rest, more := strings.Cut(code, ";")
		ws := strings.Fields(seg)
		if len(ws) >= 2 && strings.EqualFold(ws[1], "note") {
			segs = append(segs, code)
			return segs
		}
		segs = append(segs, seg)
		if !more {
			return segs
		}
		code = rest
	}
}

// writeAtomic replaces path with data: temp file, sync, rename, sync dir.
func writeAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	tmp := f.Name()
	if err := writeSync(f, string(data)); err != nil {
		_ = os.Remove(tmp)
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := os.Rename(tmp, path); err != nil {
		_ = os.Remove(tmp)
		return fmt.Errorf("write %s: %w", path, err)
	}
	syncDir(dir)
	return nil
}

// readJournal reads a saved game for `arbiter open`.
func readJournal(path string) ([]byte, incidents.Script, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, incidents.Script{}, fmt.Errorf("open: %w", err)
	}
	s, err := incidents.Parse(bytes.NewReader(data))
	if err != nil {
		return nil, incidents.Script{}, fmt.Errorf("open %s: %w", path, err)
	}
	return data, s, nil
}
