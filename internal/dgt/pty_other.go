//go:build !linux

package dgt

import (
	"errors"
	"os"
)

// OpenPTY is implemented on Linux only: the simulated board's tests skip
// elsewhere.
func OpenPTY() (*os.File, string, error) {
	return nil, "", errors.New("pty: a pseudo-terminal pair is opened on Linux only")
}
