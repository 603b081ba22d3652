package journal_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/journal"
	"github.com/arbiter-chess/arbiter/internal/testkit/faultfs"
)

// TestSimultaneousStarts: many programs start a new game on one path at
// the same moment. One records; every other is told the journal exists or
// is being recorded; none removes the winner's file, and the winner's
// every line is in it.
func TestSimultaneousStarts(t *testing.T) {
	const starts = 500
	for round := range 3 {
		path := filepath.Join(t.TempDir(), "new", "g.inc")
		var wg sync.WaitGroup
		var mu sync.Mutex
		var won []int
		var bad []error
		gate := make(chan struct{})
		for i := range starts {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-gate
				j, err := journal.Create(journal.OS, path)
				var le *journal.LockedError
				if err != nil {
					if !errors.As(err, &le) && !strings.Contains(err.Error(), "already exists") {
						mu.Lock()
						bad = append(bad, err)
						mu.Unlock()
					}
					return
				}
				defer j.Close()
				if err := j.Begin(setup, t0); err != nil {
					mu.Lock()
					bad = append(bad, err)
					mu.Unlock()
					return
				}
				for _, line := range []string{"W touch a1", "W release a4"} {
					if err := j.Append(line, t0); err != nil {
						mu.Lock()
						bad = append(bad, err)
						mu.Unlock()
						return
					}
				}
				mu.Lock()
				won = append(won, i)
				mu.Unlock()
			}()
		}
		close(gate)
		wg.Wait()
		if len(bad) > 0 {
			t.Fatalf("round %d: %d starts failed otherwise than refused, e.g. %v", round, len(bad), bad[0])
		}
		if len(won) != 1 {
			t.Fatalf("round %d: %d starts recorded, want 1", round, len(won))
		}
		c, err := journal.Read(journal.OS, path)
		if err != nil {
			t.Fatalf("round %d: the winner's journal: %v", round, err)
		}
		if len(c.Events) != 2 || c.Torn != nil {
			t.Fatalf("round %d: the winner's journal holds %d events (torn %v), want 2", round, len(c.Events), c.Torn)
		}
		entries, _ := os.ReadDir(filepath.Dir(path))
		if len(entries) != 1 {
			t.Fatalf("round %d: %d files beside the journal", round, len(entries))
		}
	}
}

// TestFailedStartLeavesNoDirectory: the directories made for a journal
// that could not begin are removed; those that were there stay.
func TestFailedStartLeavesNoDirectory(t *testing.T) {
	d := faultfs.New()
	_ = d.MkdirAll("/home", 0o755)
	d.Capacity = 1 << 10
	if _, err := journal.Create(d, "/home/a/b/c/g.inc"); err == nil || !strings.Contains(err.Error(), "is full") {
		t.Fatalf("full disk: %v", err)
	}
	for _, dir := range []string{"/home/a/b/c", "/home/a/b", "/home/a"} {
		if _, err := d.Stat(dir); err == nil {
			t.Errorf("%s left behind", dir)
		}
	}
	if _, err := d.Stat("/home"); err != nil {
		t.Errorf("/home was there before, and is gone: %v", err)
	}
	// Quit at once: the file and the directories made for it go.
	d.Capacity = 0
	j, err := journal.Create(d, "/home/x/g.inc")
	if err != nil {
		t.Fatal(err)
	}
	if !j.Abandon() {
		t.Fatal("Abandon kept the file")
	}
	if _, err := d.Stat("/home/x"); err == nil {
		t.Error("/home/x left behind")
	}
}

// TestReadOnlyFileSystemAdvice: a journal that cannot be made on a
// read-only file system says so.
func TestReadOnlyFileSystemAdvice(t *testing.T) {
	d := faultfs.New()
	d.Open = func(string, int) error { return syscall.EROFS }
	_, err := journal.Create(d, "/g.inc")
	if err == nil || !strings.Contains(err.Error(), "this file system is read-only") {
		t.Fatalf("Create on a read-only file system: %v", err)
	}
	d = faultfs.New()
	d.SetContents("/g.inc", "[Journal \"1\"]\n[Code \"bca1862\"]\n[Begun \"2026-11-22T10:04:05.000Z\"]\n")
	d.Open = func(_ string, flag int) error {
		if flag&(os.O_RDWR|os.O_WRONLY) != 0 {
			return syscall.EROFS
		}
		return nil
	}
	_, _, err = journal.Open(d, "/g.inc")
	if err == nil || !strings.Contains(err.Error(), "the file system is read-only") || !strings.Contains(err.Error(), "arbiter open --read-only /g.inc") {
		t.Fatalf("Open on a read-only file system: %v", err)
	}
}

const header = "[Journal \"1\"]  # arbiter journal written by arbiter v0.9: each event is appended\n[Code \"bca1862\"]\n[Begun \"2026-11-22T10:04:05.000Z\"]\n"

// TestNothingChangedBeforeUnderstood: Open changes nothing; the torn
// line is set aside only when the caller has replayed the events; a
// journal with a refused line takes no line until it is settled.
func TestNothingChangedBeforeUnderstood(t *testing.T) {
	d := faultfs.New()
	text := header + "W move e2e4  # 2026-11-22T10:04:06.000Z\nB move e7e5  # 2026-11-22T10:04:07.000Z\nW move g1"
	d.SetContents(path, text)
	j, c, err := journal.Open(d, path)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := d.Contents(path); got != text || c.Torn == nil || len(c.Events) != 2 || c.Version != "v0.9" {
		t.Fatalf("after Open: torn %v, %d events, version %q; file changed: %v", c.Torn, len(c.Events), c.Version, got != text)
	}
	if _, ok := d.Contents(journal.TornPath(path)); ok {
		t.Fatal("the torn line was set aside before the replay")
	}
	if err := j.Append("W move g1f3", t0); err == nil {
		t.Fatal("a line was appended before the torn line was set aside")
	}
	if err := j.SetTornAside(c, t0); err != nil {
		t.Fatal(err)
	}
	if err := j.Append("W move g1f3", t0); err != nil {
		t.Fatal(err)
	}
	j.Close()
	if torn, _ := d.Contents(journal.TornPath(path)); !strings.Contains(torn, "\nW move g1\n") {
		t.Fatalf("FILE.torn:\n%s", torn)
	}
	if got := replay(t, d); len(got) != 3 {
		t.Fatalf("replayed %q", got)
	}
}

// TestRefusedLine: a line this arbiter cannot read (a verb retired) stops
// the reading there; the lines before it are the game, those after it are
// listed; KeepRefused keeps it and them as comments naming the version,
// and the game goes on.
func TestRefusedLine(t *testing.T) {
	journal.Version = "v1.0-test"
	defer func() { journal.Version = "(devel)" }()
	d := faultfs.New()
	text := header +
		"W move e2e4  # 2026-11-22T10:04:06.000Z\n" +
		"B frobnicate e7  # 2026-11-22T10:04:07.000Z\n" +
		"B move e7e5  # 2026-11-22T10:04:08.000Z\n" +
		"\n" +
		"W move g1f3  # 2026-11-22T10:04:09.000Z\n" +
		"W move g1"
	d.SetContents(path, text)
	j, c, err := journal.Open(d, path)
	if err != nil {
		t.Fatal(err)
	}
	r := c.Refused
	if r == nil || r.LineNo != 5 || r.Text != "B frobnicate e7  # 2026-11-22T10:04:07.000Z" || len(c.Events) != 1 {
		t.Fatalf("refused %+v, %d events", r, len(c.Events))
	}
	if len(r.Rest) != 3 || r.Rest[0].LineNo != 6 || r.Rest[1].LineNo != 8 || r.Rest[2].Text != "W move g1" {
		t.Fatalf("the rest: %+v", r.Rest)
	}
	if err := j.Append("W move d2d4", t0); err == nil {
		t.Fatal("a line was appended after a refused one")
	}
	if got, _ := d.Contents(path); got != text {
		t.Fatal("Open changed the journal")
	}
	if err := j.KeepRefused(c, t0); err != nil {
		t.Fatal(err)
	}
	if err := j.Append("W move d2d4", t0); err != nil {
		t.Fatal(err)
	}
	j.Close()
	got, _ := d.Contents(path)
	for _, want := range []string{
		"W move e2e4  # 2026-11-22T10:04:06.000Z\n# refused by arbiter v1.0-test on 2026-11-22T10:04:05.000Z: line 5: ",
		"\n#| B frobnicate e7  # 2026-11-22T10:04:07.000Z\n#| B move e7e5  # 2026-11-22T10:04:08.000Z\n#| \n#| W move g1f3  # 2026-11-22T10:04:09.000Z\n#| W move g1\n# continued by arbiter v1.0-test\nW move d2d4  # ",
	} {
		if !strings.Contains(got, want) {
			t.Fatalf("journal:\n%s\nwant %q", got, want)
		}
	}
	if names := d.Names(); len(names) != 1 {
		t.Fatalf("files: %q", names)
	}
	if got := replay(t, d); strings.Join(got, ", ") != "W move e2e4, W move d2d4" {
		t.Fatalf("replayed %q", got)
	}
}

// TestRefusedInTheHeader: a header this arbiter cannot read is refused
// whole: there is no game to show before it.
func TestRefusedInTheHeader(t *testing.T) {
	d := faultfs.New()
	d.SetContents(path, "[Journal \"1\"]\n[Code \"bca1862\"\n[Begun \"2026-11-22T10:04:05.000Z\"]\nW move e2e4  # 2026-11-22T10:04:06.000Z\n")
	_, err := journal.Read(d, path)
	var le *incidents.LineError
	if !errors.As(err, &le) || le.Line != 2 {
		t.Fatalf("Read = %v, want line 2 refused", err)
	}
}

// TestRefusedLongLineKeptReadable: a line longer than the reader takes (no
// arbiter writes one; an editor may) is refused with the lines after it
// listed; kept by KeepRefused, it is split into comment lines the reader
// takes, its bytes all there, so that the line appended after it is read
// back, and the journal then opens with nothing refused.
func TestRefusedLongLineKeptReadable(t *testing.T) {
	d := faultfs.New()
	long := "U note " + strings.Repeat("é", incidents.MaxLineBytes) // 32 KiB of two-byte characters
	text := header +
		"W move e2e4  # 2026-11-22T10:04:06.000Z\n" +
		long + "  # 2026-11-22T10:04:07.000Z\n" +
		"B move e7e5  # 2026-11-22T10:04:08.000Z\n"
	d.SetContents(path, text)
	j, c, err := journal.Open(d, path)
	if err != nil {
		t.Fatal(err)
	}
	r := c.Refused
	if r == nil || r.LineNo != 5 || len(r.Rest) != 1 || r.Rest[0].Text != "B move e7e5  # 2026-11-22T10:04:08.000Z" {
		t.Fatalf("refused %+v", r)
	}
	if err := j.KeepRefused(c, t0); err != nil {
		t.Fatal(err)
	}
	if err := j.Append("B move c7c5", t0); err != nil {
		t.Fatal(err)
	}
	j.Close()
	got, _ := d.Contents(path)
	var kept strings.Builder
	for _, l := range strings.Split(strings.TrimSuffix(got, "\n"), "\n") {
		if len(l) > incidents.MaxLineBytes {
			t.Fatalf("a line of %d bytes", len(l))
		}
		if rest, ok := strings.CutPrefix(l, "#| "); ok && strings.HasPrefix(rest, "U note") {
			kept.WriteString(rest)
		} else if rest, ok := strings.CutPrefix(l, "#+ "); ok {
			kept.WriteString(rest)
		}
	}
	if kept.String() != long+"  # 2026-11-22T10:04:07.000Z" {
		t.Fatalf("the long line kept as %d bytes, was %d", kept.Len(), len(long)+28)
	}
	if got := replay(t, d); strings.Join(got, ", ") != "W move e2e4, B move c7c5" {
		t.Fatalf("replayed %q", got)
	}
	j, c, err = journal.Open(d, path)
	if err != nil || c.Refused != nil {
		t.Fatalf("opened again: %v, refused %+v", err, c.Refused)
	}
	j.Close()
}
