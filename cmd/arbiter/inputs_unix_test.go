//go:build unix

package main

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestEveryInputOneAnswer: each command that reads a game answers an empty
// file, a FIFO no program writes to, a missing file and a directory the
// same way: exit 2 at once, naming the file; a file it may not read, exit 1.
func TestEveryInputOneAnswer(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.inc")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(dir, "fifo.inc")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	missing := filepath.Join(dir, "missing.inc")
	sub := filepath.Join(dir, "sub")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	inputs := map[string]string{empty: "empty", fifo: "empty|FIFO", missing: "no such file", sub: "directory"}
	for _, cmd := range []string{"rule", "compare", "pgn", "report", "practice", "open"} {
		for path, why := range inputs {
			start := time.Now()
			exit, _, errs := runArbiter(t, "", cmd, path)
			said := false
			for _, w := range strings.Split(why, "|") {
				said = said || strings.Contains(errs, w)
			}
			if exit != exitInput || !said || !strings.Contains(errs, filepath.Base(path)) || time.Since(start) > 5*time.Second {
				t.Errorf("%s %s: exit %d after %v, stderr %q; want 2 naming the file and %q", cmd, filepath.Base(path), exit, time.Since(start), errs, why)
			}
		}
	}
	if os.Geteuid() == 0 {
		t.Log("run as root: every file may be read; the unreadable file is not tried")
		return
	}
	locked := filepath.Join(dir, "locked.inc")
	if err := os.WriteFile(locked, []byte("W move e2e4\n"), 0o000); err != nil {
		t.Fatal(err)
	}
	for _, cmd := range []string{"rule", "compare", "pgn", "report", "practice", "open"} {
		exit, _, errs := runArbiter(t, "", cmd, locked)
		if exit != exitSystem || !strings.Contains(errs, "permission denied") || strings.Contains(errs, "--read-only") {
			t.Errorf("%s unreadable: exit %d, stderr %q", cmd, exit, errs)
		}
	}
}
