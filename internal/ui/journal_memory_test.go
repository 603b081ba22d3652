package ui

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/journal"
	"github.com/arbiter-chess/arbiter/internal/memtest"
)

// sayCheckJournal is a journal of size bytes of `W say check` lines: a
// ruling for every event, the costliest kind of journal within the bounds.
func sayCheckJournal(tb testing.TB, size int) string {
	tb.Helper()
	head := "[Journal \"1\"]  # arbiter journal\n[Code \"bca1862\"]\n[Begun \"2026-11-22T04:16:19.000Z\"]\n"
	line := "W say check  # 2026-11-22T04:16:20.412Z\n"
	path := filepath.Join(tb.TempDir(), "checks.inc")
	if err := os.WriteFile(path, []byte(head+strings.Repeat(line, (size-len(head))/len(line))), 0o644); err != nil {
		tb.Fatal(err)
	}
	return path
}

// TestOpenMemoryBounded: `arbiter open` of a journal of false cries of
// check holds a small multiple of what `arbiter rule` holds on it (the
// game ruled), not a copy of the rulings per checkpoint. The size is kept
// small for the suite (ARBITER_MEMORY_BYTES sets another, and
// ARBITER_MEMORY_ONLY=open or rule runs one side alone, to be measured by
// /usr/bin/time -v); the figures at 1 MiB and 16 MiB are in the README.
func TestOpenMemoryBounded(t *testing.T) {
	size := 256 << 10
	if s, err := strconv.Atoi(os.Getenv("ARBITER_MEMORY_BYTES")); err == nil && s > 0 {
		size = s
	}
	path := sayCheckJournal(t, size)
	switch os.Getenv("ARBITER_MEMORY_ONLY") {
	case "rule": // one side alone, for /usr/bin/time -v (README)
		c, err := journal.Read(journal.OS, path)
		if err == nil {
			_, err = incidents.Run(c.Script, "")
		}
		if err != nil {
			t.Fatal(err)
		}
		return
	case "open":
		m := openJournal(t, path, nil)
		m.jr.Close()
		return
	}
	rule := memtest.LiveHeap(func() any {
		c, err := journal.Read(journal.OS, path)
		if err != nil {
			t.Fatal(err)
		}
		g, err := incidents.Run(c.Script, "")
		if err != nil {
			t.Fatal(err)
		}
		return g
	})
	open := memtest.LiveHeap(func() any {
		m := openJournal(t, path, nil)
		m.jr.Close()
		return &m
	})
	t.Logf("%d KiB journal: rule holds %d KiB, open %d KiB (%.1fx)", size>>10, rule>>10, open>>10, float64(open)/float64(rule))
	if open > 20*rule {
		t.Fatalf("open holds %d KiB, over 20 times rule's %d KiB", open>>10, rule>>10)
	}
}
