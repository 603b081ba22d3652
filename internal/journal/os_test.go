package journal_test

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/journal"
)

// TestOnDisk records on the real file system: the journal only grows, its
// mode and its symbolic link stay, no other file appears beside it, and a
// second writer is refused with the first one's pid.
func TestOnDisk(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.inc")
	link := filepath.Join(dir, "link.inc")
	j, err := journal.Create(journal.OS, real)
	if err != nil {
		t.Fatal(err)
	}
	if err := j.Begin(setup, t0); err != nil {
		t.Fatal(err)
	}
	if err := j.Append("W touch a1", t0); err != nil {
		t.Fatal(err)
	}
	_ = j.Close()
	if err := os.Chmod(real, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("real.inc", link); err != nil {
		t.Fatal(err)
	}
	j, s, err := openSettled(journal.OS, link)
	if err != nil || len(s.Events) != 1 {
		t.Fatalf("open through the link: %v", err)
	}
	if runtime.GOOS == "linux" {
		_, _, err := openSettled(journal.OS, real)
		var le *journal.LockedError
		if !errors.As(err, &le) || !strings.Contains(le.Holder, fmt.Sprintf("pid %d", os.Getpid())) {
			t.Fatalf("second writer: %v", err)
		}
	}
	for _, line := range []string{"W release a4", "U undo", "U redo"} {
		if err := j.Append(line, t0); err != nil {
			t.Fatal(err)
		}
	}
	_ = j.Close()
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Fatalf("the link is no longer a link: %v %v", fi.Mode(), err)
	}
	if fi, err := os.Stat(real); err != nil || fi.Mode().Perm() != 0o600 {
		t.Fatalf("mode %v, want 0600 (%v)", fi.Mode(), err)
	}
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if strings.Join(names, " ") != "link.inc real.inc" {
		t.Fatalf("files beside the journal: %q", names)
	}
	data, _ := os.ReadFile(real)
	if !strings.HasSuffix(string(data), "W release a4  # 2026-11-22T10:04:05.000Z\nU undo  # 2026-11-22T10:04:05.000Z\nU redo  # 2026-11-22T10:04:05.000Z\n") {
		t.Fatalf("journal:\n%s", data)
	}
	// A path that is a directory is refused before the game.
	if _, err := journal.Create(journal.OS, dir); err == nil || !journal.IsInput(err) {
		t.Fatalf("a directory as journal: %v", err)
	}
}
