//go:build !linux

package dgt

import "errors"

// OpenPTY is implemented on Linux only: the simulated board's tests skip
// elsewhere.
func OpenPTY() (*PTY, error) {
	return nil, errors.New("pty: a pseudo-terminal pair is opened on Linux only")
}

// Close does nothing: no pair is ever opened here.
func (p *PTY) Close() error { return nil }
