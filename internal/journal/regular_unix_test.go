//go:build unix

package journal_test

import (
	"net"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/journal"
)

// TestOnlyARegularFile: a device, a FIFO, a socket and a directory are
// refused by Create and Open with what they are, and nothing is written
// to them.
func TestOnlyARegularFile(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("device files and FIFOs as on Linux")
	}
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	sock := filepath.Join(dir, "sock")
	l, err := net.Listen("unix", sock)
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	for _, c := range []struct{ path, want string }{
		{"/dev/null", "is a character device, not a regular file"},
		{fifo, "is a FIFO (a named pipe), not a regular file"},
		{sock, "is a socket, not a regular file"},
		{dir, "is a directory"},
	} {
		j, err := journal.Create(journal.OS, c.path)
		if err == nil || !journal.IsInput(err) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Create(%s) = %v, want %q", c.path, err, c.want)
		}
		if j != nil {
			j.Close()
		}
		if _, _, err := journal.Open(journal.OS, c.path); err == nil || !journal.IsInput(err) {
			t.Errorf("Open(%s) = %v, want it refused as bad input", c.path, err)
		}
		if _, err := journal.Read(journal.OS, c.path); err == nil || !journal.IsInput(err) {
			t.Errorf("Read(%s) = %v, want it refused as bad input", c.path, err)
		}
	}
}
