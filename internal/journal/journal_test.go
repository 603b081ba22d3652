package journal_test

import (
	"errors"
	"reflect"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/journal"
	"github.com/arbiter-chess/arbiter/internal/rules"
	"github.com/arbiter-chess/arbiter/internal/testkit/faultfs"
)

var t0 = time.Date(2026, 11, 22, 10, 4, 5, 0, time.UTC)

const path = "/games/g.inc"

var setup = rules.Setup{Code: "lewis1827", FEN: "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"}

// begin creates the journal of a new game on d.
func begin(t *testing.T, d *faultfs.Disk) *journal.Journal {
	t.Helper()
	j, err := journal.Create(d, path)
	if err != nil {
		t.Fatal(err)
	}
	if err := j.Begin(setup, t0); err != nil {
		t.Fatal(err)
	}
	return j
}

// replay reads the journal as `arbiter rule` does and returns the events
// still standing, in the notation.
func replay(t *testing.T, d *faultfs.Disk) []string {
	t.Helper()
	s, err := journal.Read(d, path)
	if err != nil {
		text, _ := d.Contents(path)
		t.Fatalf("the journal does not read: %v\n%s", err, text)
	}
	g, err := incidents.Run(s.Script, "")
	if err != nil {
		t.Fatalf("the journal does not run: %v", err)
	}
	var out []string
	for _, e := range g.Events() {
		out = append(out, incidents.FormatEvent(e))
	}
	return out
}

func sameEvents(t *testing.T, got, want []string) {
	t.Helper()
	if len(got) == 0 && len(want) == 0 {
		return
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("replayed %q\n    want %q (the events acknowledged)", got, want)
	}
}

func TestBeginAndAppend(t *testing.T) {
	d := faultfs.New()
	j := begin(t, d)
	for i, line := range []string{"W touch a1", "W release c3", "B choose let-stand; U note in a hurry"} {
		if err := j.Append(line, t0.Add(time.Duration(i+1)*1500*time.Millisecond)); err != nil {
			t.Fatal(err)
		}
	}
	got, _ := d.Contents(path)
	want := `[Journal "1"]  # arbiter journal written by arbiter (devel): each event is appended with its stamp (docs/notation.md)
[Code "lewis1827"]
[FEN "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"]
[Begun "2026-11-22T10:04:05.000Z"]
W touch a1  # 2026-11-22T10:04:06.500Z
W release c3  # 2026-11-22T10:04:08.000Z
B choose let-stand; U note in a hurry  # 2026-11-22T10:04:09.500Z
`
	if got != want {
		t.Fatalf("journal:\n%s\nwant\n%s", got, want)
	}
	sameEvents(t, replay(t, d), []string{"W touch a1", "W release c3", "B choose let-stand", "U note in a hurry"})
	for _, bad := range []string{"", "W touch a1\nW touch a2", "W touch a1 # a comment"} {
		if err := j.Append(bad, t0); err == nil {
			t.Errorf("Append(%q) accepted", bad)
		}
	}
}

func TestCreateRefusesBeforeTheGame(t *testing.T) {
	d := faultfs.New()
	_ = d.MkdirAll("/games/old", 0o755)
	d.SetContents("/games/full.inc", "[Code \"bca1862\"]\nW move e2e4\n")
	d.SetContents("/games/empty.inc", "")
	for _, c := range []struct {
		path, want string
		input      bool
	}{
		{"/games/old", "is a directory: name a file in it, e.g. --journal /games/old/game.inc", true},
		{"/games/full.inc", "already exists: resume it with `arbiter open /games/full.inc`", true},
	} {
		_, err := journal.Create(d, c.path)
		if err == nil || !strings.Contains(err.Error(), c.want) || journal.IsInput(err) != c.input {
			t.Errorf("Create(%s) = %v, want %q", c.path, err, c.want)
		}
	}
	// An empty file holds nothing to lose: it is taken, and kept if the
	// program quits at once.
	j, err := journal.Create(d, "/games/empty.inc")
	if err != nil {
		t.Fatal(err)
	}
	if j.Abandon() {
		t.Error("Abandon removed a file the program did not create")
	}
	// A directory one may not write.
	d.Open = func(name string, flag int) error {
		if strings.HasPrefix(name, "/ro/") {
			return syscall.EACCES
		}
		return nil
	}
	_, err = journal.Create(d, "/ro/g.inc")
	if err == nil || !strings.Contains(err.Error(), "cannot create /ro/g.inc: permission denied; name a file in a directory you may write to") || journal.IsInput(err) {
		t.Errorf("read-only directory: %v", err)
	}
	// A full disk: refused, and nothing left behind.
	d.Open = nil
	d.Capacity = 40 << 10
	_, err = journal.Create(d, "/games/new.inc")
	if err == nil || !strings.Contains(err.Error(), "is full") {
		t.Errorf("full disk: %v", err)
	}
	if _, ok := d.Contents("/games/new.inc"); ok {
		t.Error("a refused journal was left behind")
	}
	// A second program on the same new journal.
	d.Capacity = 0
	j1, err := journal.Create(d, "/games/new.inc")
	if err != nil {
		t.Fatal(err)
	}
	var le *journal.LockedError
	if _, err := journal.Create(d, "/games/new.inc"); !errors.As(err, &le) {
		t.Errorf("second Create of an empty journal being begun: %v", err)
	}
	// Quit at once: no empty game stays behind.
	if err := j1.Begin(setup, t0); err != nil {
		t.Fatal(err)
	}
	if !j1.Abandon() {
		t.Error("Abandon kept a journal with no event")
	}
	if _, ok := d.Contents("/games/new.inc"); ok {
		t.Error("an abandoned journal was left behind")
	}
}

// TestFullDiskMidGame: the disk fills while a line is written (a real
// table's laptop can run out of space mid-game); nothing of it stays, the
// next event after space is freed is not glued to it, and the journal
// replays.
func TestFullDiskMidGame(t *testing.T) {
	d := faultfs.New()
	j := begin(t, d)
	acked := []string{}
	record := func(line string) error {
		err := j.Append(line, t0)
		if err == nil {
			acked = append(acked, line)
		}
		return err
	}
	if err := record("W move a1a2"); err != nil {
		t.Fatal(err)
	}
	before, _ := d.Contents(path)
	d.Capacity = int64(len(before)) + 10 // ten bytes of room
	err := record("B move e8e7")
	if err == nil || !errors.Is(err, syscall.ENOSPC) && !strings.Contains(err.Error(), "no space") {
		t.Fatalf("write on a full disk: %v", err)
	}
	if !strings.Contains(err.Error(), "the disk is full: free some space") {
		t.Errorf("no advice: %v", err)
	}
	if after, _ := d.Contents(path); after != before {
		t.Fatalf("the failed line stayed in the file:\n%q", after[len(before):])
	}
	d.Capacity = 0 // space freed
	if err := record("B move e8d7"); err != nil {
		t.Fatal(err)
	}
	sameEvents(t, replay(t, d), acked)
	// The first event failing leaves the header: the code and FEN stay.
	d2 := faultfs.New()
	j2 := begin(t, d2)
	text, _ := d2.Contents(path)
	d2.Capacity = int64(len(text)) + 5
	if err := j2.Append("W move a1a2", t0); err == nil {
		t.Fatal("accepted on a full disk")
	}
	d2.Capacity = 0
	if err := j2.Append("W move a1a3", t0); err != nil {
		t.Fatalf("after space was freed: %v", err)
	}
	s, err := journal.Read(d2, path)
	if err != nil {
		t.Fatal(err)
	}
	if c, _ := s.Tag("Code"); c != "lewis1827" || len(s.Events) != 1 {
		t.Fatalf("after a failed first event: code %q, %d events", c, len(s.Events))
	}
}

func TestShortWrite(t *testing.T) {
	d := faultfs.New()
	j := begin(t, d)
	if err := j.Append("W touch a1", t0); err != nil {
		t.Fatal(err)
	}
	before, _ := d.Contents(path)
	d.Write = func(_ string, p []byte) (int, error) { return len(p) / 2, nil } // a short write, no error
	if err := j.Append("W release a5", t0); err == nil {
		t.Fatal("a short write was taken for a whole one")
	}
	if after, _ := d.Contents(path); after != before {
		t.Fatalf("half a line stayed: %q", after[len(before):])
	}
	d.Write = nil
	if err := j.Append("W release a4", t0); err != nil {
		t.Fatal(err)
	}
	sameEvents(t, replay(t, d), []string{"W touch a1", "W release a4"})
}

func TestFailedSync(t *testing.T) {
	d := faultfs.New()
	j := begin(t, d)
	if err := j.Append("W touch a1", t0); err != nil {
		t.Fatal(err)
	}
	before, _ := d.Contents(path)
	// One sync fails: the line is cut back and the cut syncs.
	fails := 1
	d.Sync = func(string) error {
		if fails > 0 {
			fails--
			return syscall.EIO
		}
		return nil
	}
	err := j.Append("W release a5", t0)
	if err == nil || !strings.Contains(err.Error(), "the journal is back at its last committed line") {
		t.Fatalf("failed sync: %v", err)
	}
	if after, _ := d.Contents(path); after != before {
		t.Fatalf("the unsynced line stayed: %q", after[len(before):])
	}
	// Every sync fails: nothing more is accepted until one succeeds.
	d.Sync = func(string) error { return syscall.EIO }
	err = j.Append("W release a6", t0)
	if err == nil || !strings.Contains(err.Error(), "no event is accepted until then") {
		t.Fatalf("failed sync and cut: %v", err)
	}
	if err := j.Append("W release a7", t0); err == nil || !strings.Contains(err.Error(), "not known good") {
		t.Fatalf("an event was accepted after a failed sync: %v", err)
	}
	d.PowerCut() // what a failed sync left on disk is only the committed lines
	if after, _ := d.Contents(path); after != before {
		t.Fatalf("after a power cut the journal holds %q", after)
	}
	sameEvents(t, replay(t, d), []string{"W touch a1"})
}

func TestFailedSyncThenRecovers(t *testing.T) {
	d := faultfs.New()
	j := begin(t, d)
	d.Sync = func(string) error { return syscall.EIO }
	if err := j.Append("W touch a1", t0); err == nil {
		t.Fatal("accepted without a sync")
	}
	d.Sync = nil
	if err := j.Append("W touch a1", t0); err != nil {
		t.Fatalf("the journal did not recover: %v", err)
	}
	sameEvents(t, replay(t, d), []string{"W touch a1"})
}

func TestSecondWriter(t *testing.T) {
	d := faultfs.New()
	j := begin(t, d)
	if err := j.Append("W touch a1", t0); err != nil {
		t.Fatal(err)
	}
	_, _, err := openSettled(d, path)
	var le *journal.LockedError
	if !errors.As(err, &le) || le.Path != path || !strings.Contains(err.Error(), "is being recorded by another test writer") {
		t.Fatalf("second writer: %v", err)
	}
	// Review is allowed while it is recorded.
	if s, err := journal.Read(d, path); err != nil || len(s.Events) != 1 {
		t.Fatalf("review: %+v %v", s, err)
	}
	_ = j.Close()
	j2, s, err := openSettled(d, path)
	if err != nil || len(s.Events) != 1 {
		t.Fatalf("after the first quit: %v", err)
	}
	if err := j2.Append("W release a2", t0); err != nil {
		t.Fatal(err)
	}
	sameEvents(t, replay(t, d), []string{"W touch a1", "W release a2"})
}

// TestKillAtEveryByte kills the program at every byte of a line being
// written (an event, an undo, a redo); after the restart the replayed game
// is what was acknowledged (or that and the line, if it was whole), the
// torn text is in FILE.torn, and recording goes on.
func TestKillAtEveryByte(t *testing.T) {
	for _, c := range []struct {
		lines []string // acknowledged before the kill
		next  string   // being written when killed
	}{
		{[]string{"W touch a1"}, "W release a5"},
		{[]string{"W touch a1", "W release a5"}, "U undo"},                  // a kill during undo
		{[]string{"W touch a1", "W release a5", "U undo"}, "U redo"},        // and during redo
		{[]string{"W move a1a2", "B move e8e7"}, "W touch a2 accidentally"}, // torn, it would still parse
		{[]string{"W move a1a2"}, "B upset wilfully"},
	} {
		acked := runLines(t, c.lines)
		whole := runLines(t, append(append([]string{}, c.lines...), c.next))
		var lineLen int
		for k := 0; ; k++ {
			d := faultfs.New()
			j := begin(t, d)
			for _, l := range c.lines {
				if err := j.Append(l, t0); err != nil {
					t.Fatal(err)
				}
			}
			d.Write = func(_ string, p []byte) (int, error) {
				lineLen = len(p)
				if k < len(p) {
					return k, faultfs.Killed
				}
				return len(p), nil
			}
			killed := appendUntilKilled(j, c.next)
			d.Write = nil
			d.Kill()
			j2, s, err := openSettled(d, path)
			if err != nil {
				t.Fatalf("%q killed after %d bytes: %v", c.next, k, err)
			}
			want := acked
			if !killed || k >= lineLen-1 { // whole but for its line end: committed
				want = whole
			}
			sameEvents(t, replay(t, d), want)
			torn, _ := d.Contents(journal.TornPath(path))
			if killed && k > 0 && k < lineLen-1 {
				if s.Torn == nil || !strings.Contains(torn, strings.TrimSuffix(c.next, "\n")[:min(k, len(c.next))]) {
					t.Fatalf("%q killed after %d bytes: torn %+v, .torn %q", c.next, k, s.Torn, torn)
				}
			} else if torn != "" {
				t.Fatalf("%q killed after %d bytes: set aside %q", c.next, k, torn)
			}
			if err := j2.Append("U note after the restart", t0); err != nil {
				t.Fatal(err)
			}
			sameEvents(t, replay(t, d), append(append([]string{}, want...), "U note after the restart"))
			if !killed {
				break
			}
		}
	}
}

// appendUntilKilled appends line; it reports whether the program was
// killed in the middle (the Write hook panicked with faultfs.Killed).
func appendUntilKilled(j *journal.Journal, line string) (killed bool) {
	defer func() {
		if r := recover(); r != nil {
			if r != faultfs.Killed {
				panic(r)
			}
			killed = true
		}
	}()
	_ = j.Append(line, t0)
	return false
}

// runLines is the events standing after lines of the notation, as rule
// would have them.
func runLines(t *testing.T, lines []string) []string {
	t.Helper()
	src := "[Code \"lewis1827\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\"]\n" + strings.Join(lines, "\n") + "\n"
	s, err := incidents.ParseString(src)
	if err != nil {
		t.Fatal(err)
	}
	g, err := incidents.Run(s, "")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range g.Events() {
		out = append(out, incidents.FormatEvent(e))
	}
	return out
}

func TestChangedBehindTheLock(t *testing.T) {
	for _, replace := range []bool{false, true} {
		d := faultfs.New()
		j := begin(t, d)
		if err := j.Append("W touch a1", t0); err != nil {
			t.Fatal(err)
		}
		text, _ := d.Contents(path)
		want := "something else wrote it"
		if replace {
			d.SetContents(path, text+"W release a2\n") // an editor saving by rename
			want = "something else replaced it"
		} else {
			d.AppendContents(path, "W release a2\n") // an editor, in place
		}
		err := j.Append("W release a3", t0)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Fatalf("appended over another writer: %v", err)
		}
		if after, _ := d.Contents(path); after != text+"W release a2\n" {
			t.Fatalf("the other writer's line was lost: %q", after)
		}
		if err := j.Append("W release a3", t0); err == nil {
			t.Fatal("a second attempt wrote over the other writer")
		}
	}
}

func TestOpenRefusals(t *testing.T) {
	d := faultfs.New()
	d.SetContents("/g/empty.inc", "")
	d.SetContents("/g/comments.inc", "# nothing\n")
	d.SetContents("/g/header.inc", "[Journal \"1\"]\n[Code \"bca1862\"]\n[FEN \"8/8/8/8/8/8/8/4K")
	_ = d.MkdirAll("/g/dir", 0o755)
	for _, c := range []struct{ path, want string }{
		{"/g/empty.inc", "the file is empty: no game was recorded in it"},
		{"/g/comments.inc", "no tag and no event in it"},
		{"/g/header.inc", "the journal's header is incomplete"},
		{"/g/dir", "a directory, not a saved game"},
		{"/g/none.inc", "no such file"},
	} {
		_, _, err := openSettled(d, c.path)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Open(%s) = %v, want %q", c.path, err, c.want)
		}
		if _, err := journal.Read(d, c.path); err == nil {
			t.Errorf("Read(%s) accepted", c.path)
		}
	}
	// A journal without its header's last tag is never read as a game
	// under the default code from the initial position.
	if _, err := journal.Read(d, "/g/header.inc"); err == nil {
		t.Error("an incomplete header was read as a game")
	}
}

// TestGameTags: who played is in the header when known at the start, and a
// stamped tag line when named during the game; the last value stands.
func TestGameTags(t *testing.T) {
	d := faultfs.New()
	j, err := journal.Create(d, path)
	if err != nil {
		t.Fatal(err)
	}
	if err := j.BeginWith(setup, []incidents.Tag{{Name: "White", Value: `Paul "the Pride" Morphy`}, {Name: "Site", Value: "Paris"}}, t0); err != nil {
		t.Fatal(err)
	}
	if err := j.Append("W touch a1", t0); err != nil {
		t.Fatal(err)
	}
	if err := j.AppendTag(incidents.Tag{Name: "Black", Value: "Duke of Brunswick # and Count Isouard"}, t0.Add(time.Second)); err != nil {
		t.Fatal(err)
	}
	if err := j.AppendTag(incidents.Tag{Name: "Code", Value: "bca1862"}, t0); err == nil {
		t.Fatal("a tag that changes the game was appended")
	}
	got, _ := d.Contents(path)
	want := `[Journal "1"]  # arbiter journal written by arbiter (devel): each event is appended with its stamp (docs/notation.md)
[Code "lewis1827"]
[FEN "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"]
[White "Paul \"the Pride\" Morphy"]
[Site "Paris"]
[Begun "2026-11-22T10:04:05.000Z"]
W touch a1  # 2026-11-22T10:04:05.000Z
[Black "Duke of Brunswick # and Count Isouard"]  # 2026-11-22T10:04:06.000Z
`
	if got != want {
		t.Fatalf("journal:\n%s\nwant\n%s", got, want)
	}
	s, err := journal.Read(d, path)
	if err != nil {
		t.Fatal(err)
	}
	for name, v := range map[string]string{"White": `Paul "the Pride" Morphy`, "Site": "Paris", "Black": "Duke of Brunswick # and Count Isouard"} {
		if got, _ := s.Tag(name); got != v {
			t.Errorf("%s = %q, want %q", name, got, v)
		}
	}
	sameEvents(t, replay(t, d), []string{"W touch a1"})
}

// openSettled opens a journal as the terminal does once its replay has
// read the committed events: the torn last line, if any, set aside.
func openSettled(fsys journal.FS, p string) (*journal.Journal, journal.Contents, error) {
	j, c, err := journal.Open(fsys, p)
	if err == nil {
		if err = j.SetTornAside(c, t0); err != nil {
			_ = j.Close()
			j = nil
		}
	}
	return j, c, err
}
