package ui

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/journal"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

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

// journalLine is the events recorded at once, as one line of the journal:
// written whole, they are committed (or not) together.
func journalLine(evs []rules.Event) (string, error) {
	parts := make([]string, len(evs))
	for i, e := range evs {
		if e.Verb == rules.Note && i < len(evs)-1 {
			// A note runs to the end of its line.
			return "", errors.New("a note must be the last event recorded with others")
		}
		parts[i] = incidents.FormatEvent(e)
	}
	return strings.Join(parts, "; "), nil
}

// journalMessage says why a line was not recorded, what to do first: the
// message line of the screen has room for one line.
func journalMessage(err error) string {
	var we *journal.WriteError
	if !errors.As(err, &we) {
		return "Not recorded: " + err.Error()
	}
	s := "Not recorded: " + we.Advice + "."
	if we.Held {
		return s + " The journal holds every event before it (" + causeText(we.Cause) + ")."
	}
	return s + " No event is accepted until the journal is known good again (" + causeText(we.Cause) + ")."
}

func causeText(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Op + ": " + pe.Err.Error()
	}
	return err.Error()
}

// readOnlyError refuses to record in a read-only review.
type readOnlyError struct{ why string }

func (e readOnlyError) Error() string {
	return "a read-only review (" + e.why + ") records nothing"
}
