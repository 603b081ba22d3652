//go:build unix

package journal

import (
	"errors"
	"os"
	"syscall"
)

var errWouldBlock = syscall.EWOULDBLOCK

// tryLock takes flock(2)'s exclusive lock without waiting. A flock belongs
// to the open file, so a second open of the journal, in this process or
// another, is refused.
func tryLock(f *os.File) error {
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		if errors.Is(err, syscall.EINTR) {
			continue
		}
		return err
	}
}

func freeSpace(dir string) int64 {
	var st syscall.Statfs_t
	if err := syscall.Statfs(dir, &st); err != nil {
		return -1
	}
	return int64(st.Bavail) * int64(st.Bsize)
}

// openNoBlock keeps an open of a FIFO from waiting for a writer: what is
// opened is checked to be a regular file before it is read or written.
const openNoBlock = syscall.O_NONBLOCK

// lockHeld reports whether another open file holds the journal lock on
// the file f is open on: a shared lock cannot be had while it is held.
func lockHeld(f *os.File) bool {
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_SH|syscall.LOCK_NB)
		switch {
		case errors.Is(err, syscall.EINTR):
			continue
		case err == nil:
			_ = syscall.Flock(int(f.Fd()), syscall.LOCK_UN)
			return false
		}
		return errors.Is(err, syscall.EWOULDBLOCK)
	}
}
