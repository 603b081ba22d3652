package ui

import (
	"errors"
	"reflect"
	"strings"
	"syscall"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/journal"
	"github.com/arbiter-chess/arbiter/internal/testkit/faultfs"
)

const faultPath = "/games/game.inc"

// faultModel is a new game whose journal lives on the fault-injecting disk.
func faultModel(t *testing.T, d *faultfs.Disk) Model {
	t.Helper()
	return newTestModel(t, Options{Code: "bca1862", Journal: faultPath, fs: d})
}

// acknowledged is what the screen shows as recorded: the log.
func acknowledged(m Model) []string { return events(m) }

// replayedFrom reads the journal on d as `arbiter rule` does.
func replayedFrom(t *testing.T, d *faultfs.Disk) []string {
	t.Helper()
	text, ok := d.Contents(faultPath)
	if !ok {
		t.Fatal("no journal")
	}
	return replayedEvents(t, text)
}

func sameAsScreen(t *testing.T, got []string, m Model) {
	t.Helper()
	want := acknowledged(m)
	if len(got) == 0 && len(want) == 0 {
		return
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("replayed %q\nscreen   %q", got, want)
	}
}

// TestFullDiskThroughTheScreen is a full disk at the table, step by step: the
// disk fills as `W move g1f3` is written; the screen says it was not
// recorded and why; once space is freed the game goes on, and the journal
// replays to exactly what the screen acknowledged.
func TestFullDiskThroughTheScreen(t *testing.T) {
	d := faultfs.New()
	m := faultModel(t, d)
	m = command(m, "W move e2e4")
	m = command(m, "B move e7e5")
	text, _ := d.Contents(faultPath)
	d.Capacity = int64(len(text)) + 10
	m = command(m, "W move g1f3")
	if !strings.Contains(m.panels.cmd.hint, "Not recorded: the disk is full: free some space, then record the event again") {
		t.Fatalf("hint %q", m.panels.cmd.hint)
	}
	if got := acknowledged(m); len(got) != 2 {
		t.Fatalf("the screen shows %q", got)
	}
	sameAsScreen(t, replayedFrom(t, d), m)
	m = press(m, "esc")
	m = press(m, "left", "t") // a key on a full disk (touch d2): the message says so
	if !strings.Contains(m.status.msg, "Not recorded: the disk is full") || m.status.msgKind != msgErr {
		t.Fatalf("message %q", m.status.msg)
	}
	d.Capacity = 0 // space freed
	m = command(m, "W move d2d4")
	if len(acknowledged(m)) != 3 {
		t.Fatalf("after freeing space: %q (%s)", acknowledged(m), m.panels.cmd.hint)
	}
	sameAsScreen(t, replayedFrom(t, d), m)
	if text, _ := d.Contents(faultPath); strings.Contains(text, "g1f") {
		t.Fatalf("the failed line stayed:\n%s", text)
	}
}

// TestFaultsNeverLoseTheAcknowledged runs a game through every fault the
// file layer can inject, one after another, and after each checks that the
// journal replays to what the screen shows.
func TestFaultsNeverLoseTheAcknowledged(t *testing.T) {
	t.Parallel() // beside the tests that wait on a board
	d := faultfs.New()
	m := faultModel(t, d)
	faults := []struct {
		name string
		set  func()
	}{
		{"none", func() {}},
		{"short write", func() {
			d.Write = func(_ string, p []byte) (int, error) { return len(p) - 3, nil }
		}},
		{"write error", func() {
			d.Write = func(_ string, p []byte) (int, error) { return 7, syscall.EIO }
		}},
		{"failed sync", func() { d.Sync = func(string) error { return syscall.EIO } }},
		{"failed sync and cut", func() {
			d.Sync = func(string) error { return syscall.EIO }
			d.Truncate = func(string) error { return syscall.EIO }
		}},
		{"full disk", func() {
			text, _ := d.Contents(faultPath)
			d.Capacity = int64(len(text)) + 4
		}},
	}
	clear := func() { d.Write, d.Sync, d.Truncate, d.Capacity = nil, nil, nil, 0 }
	actions := []struct {
		name string
		do   func(Model) Model
	}{
		{"move", func(m Model) Model { return command(m, "W move e2e4") }},
		{"two events on a line", func(m Model) Model { return command(m, "B move e7e5; W move g1g4") }},
		{"claim", func(m Model) Model { return press(m, "C") }},
		{"undo", func(m Model) Model { return press(m, "u") }},
		{"redo", func(m Model) Model { return press(m, "U") }},
		{"undo twice", func(m Model) Model { return press(m, "u", "u") }},
		{"redo once", func(m Model) Model { return press(m, "U") }},
		{"touch", func(m Model) Model { return command(m, "B touch d7") }},
	}
	for _, a := range actions {
		for _, f := range faults {
			clear()
			f.set()
			before := acknowledged(m)
			m = a.do(m)
			if f.name != "none" && !reflect.DeepEqual(acknowledged(m), before) {
				t.Fatalf("%s under %s: acknowledged %q", a.name, f.name, acknowledged(m))
			}
			clear()
			if f.name != "failed sync and cut" {
				// The journal was cut back at once. (When the cut failed too,
				// the next event cuts it back first.)
				sameAsScreen(t, replayedFrom(t, d), m)
			}
			m = press(m, "esc")
			if f.name != "none" {
				m = a.do(m) // the same again, with the disk healthy
				sameAsScreen(t, replayedFrom(t, d), m)
				m = press(m, "esc")
			}
		}
	}
	if len(acknowledged(m)) < 5 {
		t.Fatalf("the game went nowhere: %q", acknowledged(m))
	}
	// A power cut keeps the synced bytes only: still what the screen shows.
	d.PowerCut()
	sameAsScreen(t, replayedFrom(t, d), m)
}

// TestKillDuringUndo kills the program at every byte of the undo's line
// (a sample of them, nextCut, in an ordinary run); reopened, the game is
// what the screen acknowledged (or that and the undo, when its line was
// whole).
func TestKillDuringUndo(t *testing.T) {
	t.Parallel() // beside the tests that wait on a board
	var lineLen int
	for k := 0; ; k = nextCut(k, lineLen) {
		d := faultfs.New()
		m := faultModel(t, d)
		m = paste(m, "W move e2e4") // the game to undo in: pasted, not typed key by key
		m = paste(m, "B move e7e5")
		m = paste(m, "W touch d8")
		shown := acknowledged(m)
		d.Write = func(_ string, p []byte) (int, error) {
			lineLen = len(p)
			if k < len(p) {
				return k, faultfs.Killed
			}
			return len(p), nil
		}
		killed := func() (killed bool) {
			defer func() {
				if r := recover(); r != nil {
					if r != faultfs.Killed {
						panic(r)
					}
					killed = true
				}
			}()
			m = press(m, "u")
			return false
		}()
		d.Write = nil
		d.Kill()
		o := newTestModel(t, Options{Open: faultPath, fs: d})
		want := shown
		if !killed || k >= lineLen-1 {
			want = shown[:len(shown)-1] // the undo was committed
		}
		if got := acknowledged(o); !reflect.DeepEqual(got, want) {
			t.Fatalf("killed after %d bytes of the undo: reopened %q, want %q", k, got, want)
		}
		if killed && k > 0 && k < lineLen-1 && !strings.Contains(o.status.msg, "was torn") {
			t.Fatalf("killed after %d bytes: message %q", k, o.status.msg)
		}
		// The restarted program records again, and can redo if it undid.
		o = command(o, "U note after the restart")
		sameAsScreen(t, replayedFrom(t, d), o)
		if !killed {
			break
		}
	}
}

// TestSecondOpenIsRefused: while one program records a journal, another
// `arbiter open` is told who holds it; a read-only review works and
// records nothing.
func TestSecondOpenIsRefused(t *testing.T) {
	d := faultfs.New()
	m := faultModel(t, d)
	m = command(m, "W move e2e4")
	_, err := NewModel(Options{Open: faultPath, fs: d, NoColor: true})
	var le *journal.LockedError
	if !errors.As(err, &le) || !strings.Contains(err.Error(), "is being recorded by another test writer") {
		t.Fatalf("second open: %v", err)
	}
	r := newTestModel(t, Options{Open: faultPath, ReadOnly: true, fs: d})
	if !strings.Contains(r.View(), "(read-only)") || !strings.Contains(r.status.msg, "read-only, nothing is recorded") {
		t.Fatalf("review: title or message missing read-only:\n%s\n%s", r.View(), r.status.msg)
	}
	before, _ := d.Contents(faultPath)
	r = command(r, "B move e7e5")
	if !strings.Contains(r.panels.cmd.hint, "read-only review") {
		t.Fatalf("hint %q", r.panels.cmd.hint)
	}
	r = press(r, "esc", "u")
	if !strings.Contains(r.status.msg, "read-only review") {
		t.Fatalf("undo in review: %q", r.status.msg)
	}
	if after, _ := d.Contents(faultPath); after != before {
		t.Fatal("the review wrote the journal")
	}
	// The first goes on recording.
	m = command(m, "B move e7e5")
	sameAsScreen(t, replayedFrom(t, d), m)
}

// TestTornTailOnOpen: a journal whose last line was cut at any length (a
// sample of them, nextCut, in an ordinary run) opens with every committed
// event, says which line was torn, moves it to FILE.torn and appends after
// the committed bytes.
func TestTornTailOnOpen(t *testing.T) {
	d := faultfs.New()
	m := faultModel(t, d)
	m = command(m, "W move e2e4")
	m = command(m, "B move e7e5")
	shown := acknowledged(m)
	quit(m)
	committed, _ := d.Contents(faultPath)
	last := "W touch d2 accidentally  # 2026-11-22T10:04:05.000Z\n"
	for cut := 1; cut < len(last)-1; cut = nextCut(cut, len(last)-1) {
		d.SetContents(faultPath, committed+last[:cut])
		d.SetContents(journal.TornPath(faultPath), "")
		o := newTestModel(t, Options{Open: faultPath, fs: d})
		if got := acknowledged(o); !reflect.DeepEqual(got, shown) {
			t.Fatalf("cut at %d: %q", cut, got)
		}
		if !strings.Contains(o.status.msg, "Line 6 was torn") || !strings.Contains(o.status.msg, "set aside in /games/game.inc.torn") {
			t.Fatalf("cut at %d: message %q", cut, o.status.msg)
		}
		if torn, _ := d.Contents(journal.TornPath(faultPath)); !strings.Contains(torn, "\n"+last[:cut]+"\n") {
			t.Fatalf("cut at %d: .torn holds %q", cut, torn)
		}
		o = command(o, "W touch d2")
		if text, _ := d.Contents(faultPath); text != committed+"W touch d2  # 2026-11-22T10:04:05.000Z\n" {
			t.Fatalf("cut at %d: journal\n%s", cut, text)
		}
		quit(o)
	}
}

// TestJournalRefusedBeforeTheBoard: a journal that cannot be kept is
// refused by NewModel, before anything is drawn, with advice.
func TestJournalRefusedBeforeTheBoard(t *testing.T) {
	d := faultfs.New()
	_ = d.MkdirAll("/games", 0o755)
	d.Open = func(name string, _ int) error {
		if strings.HasPrefix(name, "/ro/") {
			return syscall.EROFS
		}
		return nil
	}
	for _, c := range []struct {
		opts Options
		want string
	}{
		{Options{Code: "bca1862", Journal: "/games"}, "is a directory: name a file in it"},
		{Options{Journal: "/games"}, "is a directory"}, // the picker too
		{Options{Code: "bca1862", Journal: "/ro/g.inc"}, "read-only file system; name a file in a directory you may write to"},
	} {
		c.opts.fs = d
		if _, err := NewModel(c.opts); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("NewModel(%+v) = %v, want %q", c.opts, err, c.want)
		}
	}
	d.Open = nil
	d.Capacity = 1 << 10
	if _, err := NewModel(Options{Code: "bca1862", Journal: "/games/g.inc", fs: d}); err == nil || !strings.Contains(err.Error(), "is full") {
		t.Errorf("full disk: %v", err)
	}
	if names := d.Names(); len(names) != 0 {
		t.Errorf("left behind: %q", names)
	}
}
