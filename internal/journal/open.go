package journal

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"time"

	"github.com/arbiter-chess/arbiter/internal/incidents"
)

// Open opens a saved game to go on recording it: it takes the lock and
// reads the journal, and changes nothing in it. A torn last line is
// reported in the contents' Torn and is set aside (SetTornAside) only once
// the caller has replayed the committed events; a line this arbiter
// cannot read stops the reading there (Contents.Refused).
func Open(fsys FS, path string) (*Journal, Contents, error) {
	if err := checkPath(fsys, path); err != nil {
		return nil, Contents{}, err
	}
	f, err := fsys.OpenFile(path, os.O_RDWR|openNoBlock, 0)
	if err != nil {
		switch {
		case errors.Is(err, fs.ErrPermission) && !readable(fsys, path):
			return nil, Contents{}, fmt.Errorf("open %s: arbiter may not read it (%v): its owner may let you (chmod), or give you a copy", path, unwrapPath(err))
		case errors.Is(err, fs.ErrPermission):
			return nil, Contents{}, fmt.Errorf("open %s: arbiter may not write it (%v): review it with `arbiter open --read-only %s`", path, unwrapPath(err), path)
		case errors.Is(err, syscall.EROFS):
			return nil, Contents{}, fmt.Errorf("open %s: the file system is read-only (%v): review it with `arbiter open --read-only %s`, or copy it to a writable disk and open the copy", path, unwrapPath(err), path)
		}
		return nil, Contents{}, fmt.Errorf("open %s: %w", path, unwrapPath(err))
	}
	j := &Journal{fs: fsys, path: path, f: f}
	fail := func(err error) (*Journal, Contents, error) {
		_ = j.Close()
		return nil, Contents{}, err
	}
	if err := checkOpened(f, path); err != nil {
		return fail(err)
	}
	if err := f.TryLock(); err != nil {
		return fail(lockError(path, err))
	}
	if !j.sameFile() {
		return fail(fmt.Errorf("open %s: the file was replaced or removed as it was opened: open it again", path))
	}
	c, size, last, err := readContents(f, path)
	if err != nil {
		return fail(err)
	}
	if free := fsys.Free(filepath.Dir(path)); free >= 0 && free < MinFree {
		return fail(fmt.Errorf("open %s: its disk is full (%d KiB free, a game needs %d KiB): free some space, or review it with `arbiter open --read-only %s`", path, free>>10, MinFree>>10, path))
	}
	j.size = size
	j.needNL = size > 0 && last != '\n'
	j.events = len(c.Events) > 0
	if c.Journal && c.Version != Version {
		// The lines after it were written by this version.
		j.mark = "# continued by arbiter " + Version + "\n"
	}
	if c.Torn != nil || c.Refused != nil {
		// Nothing is appended before the caller has settled what the
		// replay found: the torn line set aside, the refused one kept.
		j.bad = errUnsettled
	}
	return j, c, nil
}

// errUnsettled keeps a journal from taking a line while a torn line has
// not been set aside or a refused line is not yet kept as a comment.
var errUnsettled = errors.New("the journal's end is not settled: its torn last line is not set aside yet")

// SetTornAside sets the torn last line the opening found aside, once the
// committed events before it have been replayed: it is appended to
// FILE.torn, synced, and the journal is cut back to its committed bytes.
// now stamps the note in FILE.torn. Without a torn line it does nothing.
func (j *Journal) SetTornAside(c Contents, now time.Time) error {
	if c.Refused != nil {
		return fmt.Errorf("open %s: line %d is refused: settle it first", j.path, c.Refused.LineNo)
	}
	if c.Torn == nil {
		if j.bad == errUnsettled {
			j.bad = nil
		}
		return nil
	}
	if err := j.setAside(c.Torn, now); err != nil {
		return err
	}
	j.needNL = false
	if j.size > 0 {
		var b [1]byte
		if _, err := j.f.ReadAt(b[:], j.size-1); err != nil {
			return fmt.Errorf("open %s: %w", j.path, err)
		}
		j.needNL = b[0] != '\n'
	}
	return nil
}

// Read reads a saved game without taking the lock or changing anything:
// for `arbiter open --read-only` and for review while another program
// records it. A torn last line is reported in Torn.
func Read(fsys FS, path string) (Contents, error) {
	if err := checkPath(fsys, path); err != nil {
		return Contents{}, err
	}
	f, err := fsys.OpenFile(path, os.O_RDONLY|openNoBlock, 0)
	if err != nil {
		return Contents{}, fmt.Errorf("open %s: %w", path, unwrapPath(err))
	}
	defer f.Close()
	if err := checkOpened(f, path); err != nil {
		return Contents{}, err
	}
	c, _, _, err := readContents(f, path)
	return c, err
}

// readable reports whether the file can be opened to be read.
func readable(fsys FS, path string) bool {
	f, err := fsys.OpenFile(path, os.O_RDONLY|openNoBlock, 0)
	if err != nil {
		return false
	}
	_ = f.Close()
	return true
}

// checkOpened checks what was opened, not only what the name led to a
// moment before.
func checkOpened(f File, path string) error {
	fi, err := f.Stat()
	if err != nil {
		return fmt.Errorf("open %s: %w", path, unwrapPath(err))
	}
	if !fi.Mode().IsRegular() {
		return input("open %s: %s, not a saved game: a game is recorded in a regular file (.inc)", path, kindOf(fi.Mode()))
	}
	return nil
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
		return input("open %s: %s, not a saved game: a game is recorded in a regular file (.inc)", path, kindOf(fi.Mode()))
	case fi.Size() > incidents.MaxScriptBytes:
		return input("open %s: %d MiB, larger than any game (the limit is %d MiB): not an incident script", path, fi.Size()>>20, incidents.MaxScriptBytes>>20)
	}
	return nil
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
