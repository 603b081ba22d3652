//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestJournalOnlyARegularFile: --journal on /dev/null, a FIFO or a
// directory is refused before the screen, with what it is, exit 2; and
// `open` refuses them too.
func TestJournalOnlyARegularFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	for path, want := range map[string]string{
		os.DevNull: "is a character device, not a regular file",
		fifo:       "is a FIFO (a named pipe), not a regular file",
		dir:        "is a directory",
	} {
		code, _, errs := runArbiter(t, "", "--code", "bca1862", "--journal", path)
		if code != exitInput || !strings.Contains(errs, want) {
			t.Errorf("--journal %s: exit %d, stderr %q", path, code, errs)
		}
		code, _, errs = runArbiter(t, "", "open", path)
		if code != exitInput || !strings.Contains(errs, "not a saved game") {
			t.Errorf("open %s: exit %d, stderr %q", path, code, errs)
		}
	}
}
