package journal

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/arbiter-chess/arbiter/internal/incidents"
)

// Open opens a saved game to go on recording it: it takes the lock, reads
// the script, and sets a torn last line aside (moved to FILE.torn, the
// journal cut back to its committed bytes) before anything is appended.
// The script returned holds the committed lines; its Torn says what was set
// aside. now stamps the note in FILE.torn.
func Open(fsys FS, path string, now time.Time) (*Journal, incidents.Script, error) {
	if err := checkPath(fsys, path); err != nil {
		return nil, incidents.Script{}, err
	}
	f, err := fsys.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		if errors.Is(err, fs.ErrPermission) {
			return nil, incidents.Script{}, fmt.Errorf("open %s: arbiter may not write it (%v): review it with `arbiter open --read-only %s`", path, unwrapPath(err), path)
		}
		return nil, incidents.Script{}, fmt.Errorf("open %s: %w", path, unwrapPath(err))
	}
	j := &Journal{fs: fsys, path: path, f: f}
	fail := func(err error) (*Journal, incidents.Script, error) {
		_ = j.Close()
		return nil, incidents.Script{}, err
	}
	if err := f.TryLock(); err != nil {
		return fail(lockError(path, err))
	}
	s, size, last, err := readScript(f, path)
	if err != nil {
		return fail(err)
	}
	if free := fsys.Free(filepath.Dir(path)); free >= 0 && free < MinFree {
		return fail(fmt.Errorf("open %s: its disk is full (%d KiB free, a game needs %d KiB): free some space, or review it with `arbiter open --read-only %s`", path, free>>10, MinFree>>10, path))
	}
	j.size = size
	if s.Torn != nil {
		if err := j.setAside(s.Torn, now); err != nil {
			return fail(err)
		}
		last = 0
		if j.size > 0 {
			var b [1]byte
			if _, err := f.ReadAt(b[:], j.size-1); err != nil {
				return fail(fmt.Errorf("open %s: %w", path, err))
			}
			last = b[0]
		}
	}
	j.needNL = j.size > 0 && last != '\n'
	j.events = len(s.Events) > 0
	return j, s, nil
}

// Read reads a saved game without taking the lock or changing anything:
// for `arbiter open --read-only` and for review while another program
// records it. A torn last line is reported in the script's Torn.
func Read(fsys FS, path string) (incidents.Script, error) {
	if err := checkPath(fsys, path); err != nil {
		return incidents.Script{}, err
	}
	f, err := fsys.OpenFile(path, os.O_RDONLY, 0)
	if err != nil {
		return incidents.Script{}, fmt.Errorf("open %s: %w", path, unwrapPath(err))
	}
	defer f.Close()
	s, _, _, err := readScript(f, path)
	return s, err
}

func checkPath(fsys FS, path string) error {
	fi, err := fsys.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return input("open %s: no such file (a new game is `arbiter --journal %s`)", path, path)
	case err != nil:
		return fmt.Errorf("open %s: %w", path, unwrapPath(err))
	case fi.IsDir():
		return input("open %s: a directory, not a saved game (.inc)", path)
	case !fi.Mode().IsRegular():
		return input("open %s: not a regular file: a game is recorded in a file (.inc)", path)
	case fi.Size() > incidents.MaxScriptBytes:
		return input("open %s: %d MiB, larger than any game (the limit is %d MiB): not an incident script", path, fi.Size()>>20, incidents.MaxScriptBytes>>20)
	}
	return nil
}

// readScript reads and parses the whole file; it returns the script, the
// file's size and its last byte.
func readScript(f File, path string) (incidents.Script, int64, byte, error) {
	fi, err := f.Stat()
	if err != nil {
		return incidents.Script{}, 0, 0, fmt.Errorf("open %s: %w", path, err)
	}
	size := fi.Size()
	if size == 0 {
		return incidents.Script{}, 0, 0, input("open %s: the file is empty: no game was recorded in it (start one with `arbiter --journal %s`)", path, path)
	}
	s, err := incidents.Parse(io.NewSectionReader(f, 0, size))
	if err != nil {
		return incidents.Script{}, 0, 0, fmt.Errorf("open %s: %w", path, err)
	}
	if len(s.Tags) == 0 && len(s.Events) == 0 && s.Torn == nil {
		return incidents.Script{}, 0, 0, input("open %s: no tag and no event in it: no game was recorded in it", path)
	}
	var b [1]byte
	if _, err := f.ReadAt(b[:], size-1); err != nil {
		return incidents.Script{}, 0, 0, fmt.Errorf("open %s: %w", path, err)
	}
	return s, size, b[0], nil
}

// TornPath is where a journal's torn last lines are set aside.
func TornPath(path string) string { return path + ".torn" }

// setAside appends the torn line to FILE.torn, synced, then cuts the
// journal back to its committed bytes, synced. A crash between the two
// leaves the line in both: the next open sets it aside again.
func (j *Journal) setAside(t *incidents.Torn, now time.Time) error {
	tp := TornPath(j.path)
	note := fmt.Sprintf("# set aside from %s, line %d, on %s: a torn last line, never applied\n%s\n",
		filepath.Base(j.path), t.LineNo, incidents.FormatStamp(now), t.Text)
	tf, err := j.fs.OpenFile(tp, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return fmt.Errorf("open %s: cannot set its torn last line aside in %s: %w", j.path, tp, unwrapPath(err))
	}
	fi, err := tf.Stat()
	if err == nil {
		var n int
		n, err = tf.WriteAt([]byte(note), fi.Size())
		if err == nil && n < len(note) {
			err = io.ErrShortWrite
		}
		if err == nil {
			err = tf.Sync()
		}
		if err != nil {
			_ = tf.Truncate(fi.Size()) // leave no half note behind
		}
	}
	if cerr := tf.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("open %s: cannot set its torn last line aside in %s: %w; %s", j.path, tp, unwrapPath(err), advice(err))
	}
	_ = j.fs.SyncDir(filepath.Dir(tp))
	j.size = t.Offset
	j.bad = errors.New("a torn last line")
	if err := j.cutBack(); err != nil {
		return fmt.Errorf("open %s: cannot cut its torn last line off: %w", j.path, err)
	}
	return nil
}
