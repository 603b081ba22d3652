package journal_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/journal"
)

// TestOlderJournalsOpen: journals written by older commits of arbiter
// (testdata/older) open with today's: read, replayed to their end, and
// recorded on.
func TestOlderJournalsOpen(t *testing.T) {
	files, _ := filepath.Glob("testdata/older/*.inc")
	if len(files) < 3 {
		t.Fatalf("%d older journals in testdata/older", len(files))
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(t.TempDir(), "g.inc")
			if err := os.WriteFile(path, data, 0o644); err != nil {
				t.Fatal(err)
			}
			j, c, err := journal.Open(journal.OS, path)
			if err != nil {
				t.Fatal(err)
			}
			defer j.Close()
			if c.Refused != nil || c.Torn != nil || c.Version != "" || len(c.Events) < 10 {
				t.Fatalf("refused %v, torn %v, version %q, %d events", c.Refused, c.Torn, c.Version, len(c.Events))
			}
			g, err := incidents.Run(c.Script, "")
			if err != nil {
				t.Fatalf("replay: %v", err)
			}
			if len(g.Events()) < 10 {
				t.Fatalf("%d events stand", len(g.Events()))
			}
			if err := j.SetTornAside(c, t0); err != nil {
				t.Fatal(err)
			}
			if err := j.Append("W move a2a3", t0); err != nil {
				t.Fatal(err)
			}
			// The lines this arbiter adds are marked as its own.
			if got, _ := os.ReadFile(path); !strings.HasSuffix(string(got), "\n# continued by arbiter (devel)\nW move a2a3  # 2026-11-22T10:04:05.000Z\n") {
				t.Fatalf("journal recorded on:\n%s", got)
			}
		})
	}
}
