package journal

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// FS is the file system under a journal: the few operations the journal
// needs, so that tests can inject every fault (a short write, a failed sync,
// a full disk, a second writer, a kill) through it.
type FS interface {
	OpenFile(name string, flag int, perm fs.FileMode) (File, error)
	Stat(name string) (fs.FileInfo, error)
	MkdirAll(dir string, perm fs.FileMode) error
	Remove(name string) error
	// SyncDir makes a new directory entry durable.
	SyncDir(dir string) error
	// Free is the space left to the user on dir's file system, in bytes,
	// or -1 when it cannot be known.
	Free(dir string) int64
}

// File is an open journal.
type File interface {
	io.ReaderAt
	WriteAt(p []byte, off int64) (int, error)
	Sync() error
	Truncate(size int64) error
	Stat() (fs.FileInfo, error)
	Close() error
	// TryLock takes the advisory lock that makes its holder the journal's
	// only writer, without waiting; held elsewhere, it returns a
	// *LockedError. Closing the file (or the process ending) releases it.
	TryLock() error
}

// LockedError says that another program records the journal.
type LockedError struct {
	Path   string
	Holder string // who holds the lock, e.g. "pid 4242 (arbiter open g.inc), user ana, since 14:03"; "" if unknown
}

func (e *LockedError) Error() string {
	who := e.Holder
	if who == "" {
		who = "another program"
	}
	return fmt.Sprintf("%s is being recorded by %s: one arbiter records a game at a time", e.Path, who)
}

// inputError marks a fault in what the user gave (a path that is a
// directory, a file that holds no game): bad input, not a failing system.
type inputError struct{ error }

func (e inputError) Unwrap() error { return e.error }

func input(format string, args ...any) error { return inputError{fmt.Errorf(format, args...)} }

// IsInput reports whether err is bad input rather than a failing system.
func IsInput(err error) bool {
	var ie inputError
	return errors.As(err, &ie)
}

// OS is the real file system.
var OS FS = osFS{}

type osFS struct{}

func (osFS) OpenFile(name string, flag int, perm fs.FileMode) (File, error) {
	f, err := os.OpenFile(name, flag, perm)
	if err != nil {
		return nil, err
	}
	return osFile{f}, nil
}

func (osFS) Stat(name string) (fs.FileInfo, error)       { return os.Stat(name) }
func (osFS) MkdirAll(dir string, perm fs.FileMode) error { return os.MkdirAll(dir, perm) }
func (osFS) Remove(name string) error                    { return os.Remove(name) }
func (osFS) Free(dir string) int64                       { return freeSpace(dir) }

// SyncDir fails quietly where a file system cannot sync a directory: the
// data itself is synced.
func (osFS) SyncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	_ = d.Sync()
	return d.Close()
}

type osFile struct{ *os.File }

func (f osFile) TryLock() error {
	err := tryLock(f.File)
	if errors.Is(err, errWouldBlock) {
		return &LockedError{Path: f.Name(), Holder: lockHolder(f.File)}
	}
	return err
}
