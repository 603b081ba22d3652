package journal

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// Create prepares the journal of a new game at path, before anything is
// drawn: it creates the file (an existing empty one is taken as it is, any
// other is never overwritten), takes the lock and checks the space on the
// disk. Begin writes the header once the code is known.
//
// Only a regular file is a journal: a device, a FIFO, a socket or a
// directory is refused with the reason, before anything is written to it.
// Two programs starting a game on one path at the same moment never remove
// each other's file: a program removes only a file it created and still
// holds the lock of, and a program that takes the lock checks that the
// path still leads to the file it locked (else it begins again).
func Create(fsys FS, path string) (*Journal, error) {
	var made []string
	for try := 0; ; try++ {
		j, again, err := create(fsys, path, &made)
		if err == nil || !again || try == 5 {
			if err != nil {
				removeDirs(fsys, made)
			}
			return j, err
		}
	}
}

// create makes one attempt; again says the path changed under it (another
// program created or removed the file meanwhile) and another attempt may
// succeed.
func create(fsys FS, path string, made *[]string) (j *Journal, again bool, err error) {
	created := true
	switch fi, err := fsys.Stat(path); {
	case err == nil:
		if err := regular(path, fi); err != nil {
			return nil, false, err
		}
		if fi.Size() > 0 {
			return nil, false, exists(path)
		}
		created = false // an empty file: nothing in it to lose
	case !errors.Is(err, fs.ErrNotExist):
		return nil, false, fmt.Errorf("journal %s: %w", path, err)
	}
	dir := filepath.Dir(path)
	if created {
		more, err := makeDirs(fsys, dir)
		*made = append(more, *made...)
		if err != nil {
			return nil, false, fmt.Errorf("journal: cannot make the directory %s: %w; %s", dir, unwrapPath(err), adviceWhere(err))
		}
	}
	flag := os.O_RDWR | openNoBlock
	if created {
		flag |= os.O_CREATE | os.O_EXCL
	}
	f, err := fsys.OpenFile(path, flag, 0o644)
	switch {
	case err == nil:
	case errors.Is(err, fs.ErrExist), !created && errors.Is(err, fs.ErrNotExist):
		return nil, true, exists(path) // made or removed at this moment: look again
	default:
		return nil, false, fmt.Errorf("journal: cannot create %s: %w; %s", path, unwrapPath(err), adviceWhere(err))
	}
	j = &Journal{fs: fsys, path: path, f: f}
	// What was opened is checked, not only what was looked at: the name
	// may lead elsewhere by now.
	fi, err := f.Stat()
	if err == nil {
		err = regular(path, fi)
	}
	if err != nil {
		_ = j.Close()
		return nil, false, err
	}
	if err := f.TryLock(); err != nil {
		// Never removed here: the file is its lock holder's now.
		_ = j.Close()
		return nil, false, lockError(path, err)
	}
	if !j.sameFile() {
		_ = j.Close()
		return nil, true, exists(path)
	}
	if fi, err := f.Stat(); err != nil || fi.Size() > 0 {
		// Begun by the program that held the lock until now.
		_ = j.Close()
		return nil, false, exists(path)
	}
	j.created, j.madeDirs = created, *made
	*made = nil
	if free := fsys.Free(dir); free >= 0 && free < MinFree {
		j.discard()
		return nil, false, fmt.Errorf("journal: the disk holding %s is full (%d KiB free, a game needs %d KiB): free some space, or %s", dir, free>>10, MinFree>>10, elsewhereShort)
	}
	if created {
		_ = fsys.SyncDir(dir)
	}
	return j, false, nil
}

func exists(path string) error {
	return input("journal %s already exists: resume it with `arbiter open %s`, or name another with --journal", path, path)
}

// regular refuses what is not a regular file, saying what it is.
func regular(path string, fi fs.FileInfo) error {
	m := fi.Mode()
	switch {
	case m.IsRegular():
		return nil
	case m.IsDir():
		return input("journal %s is a directory: name a file in it, e.g. --journal %s", path, filepath.Join(path, "game.inc"))
	}
	return input("journal %s is %s, not a regular file: a game is recorded in a file (name one with --journal, e.g. --journal game.inc)", path, kindOf(m))
}

// kindOf names a file that is not a regular file.
func kindOf(m fs.FileMode) string {
	switch {
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a block device"
	case m&fs.ModeNamedPipe != 0:
		return "a FIFO (a named pipe)"
	case m&fs.ModeSocket != 0:
		return "a socket"
	case m&fs.ModeSymlink != 0:
		return "a symbolic link"
	case m&fs.ModeIrregular != 0:
		return "a special file"
	}
	return "not a plain file"
}

// sameFile reports whether the path still leads to the open file. Where
// the file system cannot tell (Sys is nil), it is taken to.
func (j *Journal) sameFile() bool {
	fi, err := j.f.Stat()
	if err != nil {
		return false
	}
	pi, err := j.fs.Stat(j.path)
	if err != nil {
		return false
	}
	return pi.Sys() == nil || fi.Sys() == nil || os.SameFile(fi, pi)
}

// makeDirs makes dir and the parents missing, and returns those it made,
// the deepest first.
func makeDirs(fsys FS, dir string) ([]string, error) {
	var missing []string
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := fsys.Stat(d); err == nil || !errors.Is(err, fs.ErrNotExist) {
			break
		}
		missing = append(missing, d)
		if filepath.Dir(d) == d {
			break
		}
	}
	if len(missing) == 0 {
		return nil, nil
	}
	if err := fsys.MkdirAll(dir, 0o755); err != nil {
		removeDirs(fsys, missing)
		return nil, err
	}
	return missing, nil
}

// removeDirs removes the directories made for a journal that was never
// begun, the deepest first; one that holds anything stays.
func removeDirs(fsys FS, dirs []string) {
	for _, d := range dirs {
		if fsys.Remove(d) != nil {
			return
		}
	}
}

// adviceWhere is the advice when a journal cannot be made where asked.
func adviceWhere(err error) string {
	if errors.Is(err, syscall.EROFS) {
		return elsewhere + " (this file system is read-only, mounted so or on a read-only medium: no journal can be made on it until it is mounted read-write)"
	}
	return elsewhere
}
