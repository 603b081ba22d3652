package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

func TestDropLastEvent(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"[Code \"bca1862\"]\nW move e2e4  # t1\nB move e7e5  # t2\n", "[Code \"bca1862\"]\nW move e2e4  # t1\n"},
		{"W move e2e4\nB move e7e5\n# a comment\n\n", "W move e2e4\n# a comment\n\n"},
		{"W move e2e4; B move e7e5  # both\n", "W move e2e4\n"},
		{"W move e2e4\nU note one; two\n", "W move e2e4\n"},
		{"W move e2e4; U note one; two\n", "W move e2e4\n"},
		{"W move e2e4", ""},
		{"[Title \"x # y\"]\nW move e2e4\n", "[Title \"x # y\"]\n"},
	} {
		got, ok := dropLastEvent([]byte(c.in))
		if !ok || string(got) != c.want {
			t.Errorf("dropLastEvent(%q) = %q, %v; want %q", c.in, got, ok, c.want)
		}
	}
	for _, in := range []string{"", "[Code \"bca1862\"]\n# nothing\n", "\n\n"} {
		if _, ok := dropLastEvent([]byte(in)); ok {
			t.Errorf("dropLastEvent(%q) found an event", in)
		}
	}
}

func TestJournalHeaderAndAppend(t *testing.T) {
	p := filepath.Join(t.TempDir(), "sub", "dir", "g.inc")
	s := rules.Setup{Code: "staunton1860", FEN: "8/8/8/8/8/8/k7/4K3 w - - 0 1", Moves: []string{"e1d1"}}
	j, err := newJournal(p, s, testClock)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(p); err == nil {
		t.Fatal("the journal exists before the first event")
	}
	ev := rules.Event{Actor: rules.ActorBlack, Verb: rules.Touch, Square: 8}
	if err := j.append([]rules.Event{ev}, testClock.Add(time.Second)); err != nil {
		t.Fatal(err)
	}
	if err := j.append([]rules.Event{{Actor: rules.ActorBlack, Verb: rules.Release, Square: 8}}, testClock); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(p)
	want := `# arbiter journal, begun 2026-11-22T10:04:05Z
[Code "staunton1860"]
[FEN "8/8/8/8/8/8/k7/4K3 w - - 0 1"]
[Moves "e1d1"]
B touch a2  # 2026-11-22T10:04:06Z
B release a2  # 2026-11-22T10:04:05Z
`
	if string(data) != want {
		t.Fatalf("journal:\n%s\nwant\n%s", data, want)
	}
	if _, err := newJournal(p, s, testClock); err == nil {
		t.Fatal("newJournal accepted an existing file")
	}
}

func TestOpenAppendsAfterAnUnterminatedLine(t *testing.T) {
	p := filepath.Join(t.TempDir(), "g.inc")
	if err := os.WriteFile(p, []byte("[Code \"bca1862\"]\nW move e2e4"), 0o644); err != nil {
		t.Fatal(err)
	}
	m := newTestModel(t, Options{Open: p})
	m = command(m, "B move e7e5")
	if got := strings.Join(journalEvents(t, p), "; "); got != "W move e2e4; B move e7e5" {
		t.Fatalf("journal events %q", got)
	}
}

func TestDefaultJournalPath(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_DATA_HOME", dir)
	p, err := defaultJournalPath(testClock)
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(dir, "arbiter", "games", "2026-11-22T100405.inc"); p != want {
		t.Fatalf("path %s, want %s", p, want)
	}
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if p2, _ := defaultJournalPath(testClock); p2 == p || !strings.HasSuffix(p2, "-2.inc") {
		t.Fatalf("second game of the second: %s", p2)
	}
	t.Setenv("XDG_DATA_HOME", "")
	t.Setenv("HOME", dir)
	if p, _ := defaultJournalPath(testClock); !strings.HasPrefix(p, filepath.Join(dir, ".local", "share", "arbiter", "games")) {
		t.Fatalf("without XDG_DATA_HOME: %s", p)
	}
}
