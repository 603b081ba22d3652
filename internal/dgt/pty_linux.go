//go:build linux

package dgt

import (
	"fmt"
	"os"

	"golang.org/x/sys/unix"
)

// OpenPTY opens a pseudo-terminal pair: the master end, for a simulated
// board to speak on, and the path of the slave end, which arbiter opens as
// it would a board's serial device. The slave is set raw first, so that
// nothing the simulator writes is echoed or translated before arbiter
// opens it, and held open until Close: a master whose slave is closed
// reads nothing but EIO, which would end the simulator before arbiter
// opens the device (or after it closes it).
func OpenPTY() (*PTY, error) {
	fd, err := unix.Open("/dev/ptmx", unix.O_RDWR|unix.O_NOCTTY|unix.O_CLOEXEC, 0)
	if err != nil {
		return nil, fmt.Errorf("pty: open /dev/ptmx: %w", err)
	}
	fail := func(what string, err error) (*PTY, error) {
		unix.Close(fd)
		return nil, fmt.Errorf("pty: %s: %w", what, err)
	}
	if err := unix.IoctlSetPointerInt(fd, unix.TIOCSPTLCK, 0); err != nil {
		return fail("unlock", err)
	}
	n, err := unix.IoctlGetUint32(fd, unix.TIOCGPTN)
	if err != nil {
		return fail("slave number", err)
	}
	slave := fmt.Sprintf("/dev/pts/%d", n)
	keep, err := openRaw(slave)
	if err != nil {
		return fail("raw "+slave, err)
	}
	return &PTY{Master: os.NewFile(uintptr(fd), "/dev/ptmx"), Path: slave, keep: keep}, nil
}

// Close closes both ends: to arbiter, the board is unplugged.
func (p *PTY) Close() error {
	err := p.Master.Close()
	if p.keep >= 0 {
		unix.Close(p.keep)
		p.keep = -1
	}
	return err
}

// openRaw opens the terminal at path and sets it raw: no echo, no line
// editing, no translation of bytes either way.
func openRaw(path string) (int, error) {
	fd, err := unix.Open(path, unix.O_RDWR|unix.O_NOCTTY|unix.O_CLOEXEC, 0)
	if err != nil {
		return -1, err
	}
	t, err := unix.IoctlGetTermios(fd, unix.TCGETS)
	if err != nil {
		unix.Close(fd)
		return -1, err
	}
	t.Iflag &^= unix.IGNBRK | unix.BRKINT | unix.PARMRK | unix.ISTRIP | unix.INLCR | unix.IGNCR | unix.ICRNL | unix.IXON
	t.Oflag &^= unix.OPOST
	t.Lflag &^= unix.ECHO | unix.ECHONL | unix.ICANON | unix.ISIG | unix.IEXTEN
	t.Cflag &^= unix.CSIZE | unix.PARENB
	t.Cflag |= unix.CS8
	t.Cc[unix.VMIN], t.Cc[unix.VTIME] = 1, 0
	if err := unix.IoctlSetTermios(fd, unix.TCSETS, t); err != nil {
		unix.Close(fd)
		return -1, err
	}
	return fd, nil
}
