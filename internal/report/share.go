package report

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// WriteShared writes a file meant to be read by others (a PGN, a ruling
// page): whole or not at all (a temporary file renamed into place), and
// readable by all (0644), as a file a player sends on should be. A
// temporary file is created 0600, so the mode is set before the rename.
func WriteShared(path string, data []byte) error {
	return WriteSharedIf(path, data, nil)
}

// WriteSharedIf is WriteShared that asks check, when not nil, whether the
// path may still be written over just before the rename (what is there may
// have changed while the data was written), and before anything is written.
func WriteSharedIf(path string, data []byte, check func() error) error {
	if check != nil {
		if err := check(); err != nil {
			return err
		}
	}
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		// Say what the user named, not the temporary file's name.
		if fi, serr := os.Stat(dir); errors.Is(serr, fs.ErrNotExist) {
			return fmt.Errorf("write %s: no directory %s (make it first, or name another)", path, dir)
		} else if serr == nil && !fi.IsDir() {
			return fmt.Errorf("write %s: %s is not a directory", path, dir)
		}
		var pe *fs.PathError
		if errors.As(err, &pe) {
			err = pe.Err
		}
		return fmt.Errorf("write %s: %w", path, err)
	}
	tmp := f.Name()
	fail := func(err error) error {
		f.Close()
		os.Remove(tmp)
		return fmt.Errorf("write %s: %w", path, err)
	}
	if _, err := f.Write(data); err != nil {
		return fail(err)
	}
	if err := f.Chmod(0o644); err != nil {
		return fail(err)
	}
	if err := f.Sync(); err != nil {
		return fail(err)
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("write %s: %w", path, err)
	}
	if check != nil {
		if err := check(); err != nil {
			os.Remove(tmp)
			return err
		}
	}
	if _, err := os.Lstat(path); errors.Is(err, fs.ErrNotExist) {
		// A new file is linked into place, which never replaces what
		// another program made there meanwhile (a journal begun there).
		err := os.Link(tmp, path)
		if err == nil {
			os.Remove(tmp)
			return nil
		}
		if errors.Is(err, fs.ErrExist) && check != nil {
			if err := check(); err != nil {
				os.Remove(tmp)
				return err
			}
		}
		// Made meanwhile and allowed, or no hard links here: renamed.
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}
