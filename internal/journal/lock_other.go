//go:build !unix

package journal

import (
	"errors"
	"os"
)

var errWouldBlock = errors.New("locked")

// tryLock: without flock the journal has no lock here.
func tryLock(*os.File) error { return nil }

func freeSpace(string) int64 { return -1 }

const openNoBlock = 0

// lockHeld: without flock no lock is known.
func lockHeld(*os.File) bool { return false }
