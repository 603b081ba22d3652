package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestStartAfterADeadStart: a start that died before its first event left
// a journal holding only its header; the same command starts again and
// says so. A journal with an event is still refused, and so is one another
// arbiter holds.
func TestStartAfterADeadStart(t *testing.T) {
	p := filepath.Join(t.TempDir(), "g.inc")
	dead := newTestModel(t, Options{Code: "bca1862", Journal: p})
	if fi, err := os.Stat(p); err != nil || fi.Size() == 0 {
		t.Fatalf("no header written: %v", err)
	}
	// Held by the first program: refused.
	if _, err := NewModel(Options{Code: "bca1862", Journal: p, clock: fixedNow, NoColor: true}); err == nil {
		t.Fatal("a journal another arbiter holds was taken")
	}
	dead.sit.jr.Close() // the process died: the lock goes, the header stays

	m := newTestModel(t, Options{Code: "bca1862", Journal: p})
	if !strings.Contains(m.status.msg, "held a game's header and no event") {
		t.Errorf("message %q", m.status.msg)
	}
	m = command(m, "W move e2e4")
	m.sit.jr.Close()
	if _, err := NewModel(Options{Code: "bca1862", Journal: p, clock: fixedNow, NoColor: true}); err == nil || !strings.Contains(err.Error(), "already exists") {
		t.Fatalf("a journal with an event: %v", err)
	}
}

// TestJournalDirectoryMadeIsSaid: --journal into a directory that does not
// exist makes it, and says so.
func TestJournalDirectoryMadeIsSaid(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "new", "games")
	m := newTestModel(t, Options{Code: "bca1862", Journal: filepath.Join(dir, "g.inc")})
	if !strings.Contains(m.status.msg, "Made the directory "+dir) {
		t.Errorf("message %q", m.status.msg)
	}
	m = newTestModel(t, Options{Code: "bca1862", Journal: filepath.Join(dir, "h.inc")})
	if strings.Contains(m.status.msg, "Made the directory") {
		t.Errorf("the directory existed: %q", m.status.msg)
	}
}

// TestTagErrorNamesTheTag: `:tag Result 1/2-1/2` says Result is not a tag
// the umpire names, never `unknown verb "tag"`; `:tag White …` works.
func TestTagErrorNamesTheTag(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = press(m, ":")
	for _, r := range "tag Result 1/2-1/2" {
		m = press(m, string(r))
	}
	m = press(m, "enter")
	if !m.panels.cmd.on || strings.Contains(m.panels.cmd.hint, "verb") || !strings.Contains(m.panels.cmd.hint, "Result") || !strings.Contains(m.panels.cmd.hint, "White") {
		t.Errorf("hint %q", m.panels.cmd.hint)
	}
	m = press(m, "esc")
	m = command(m, "tag White Paul Morphy")
	if m.sit.tags["White"] != "Paul Morphy" {
		t.Errorf("tags %v, message %q", m.sit.tags, m.status.msg)
	}
}

// TestJournalDirectoryMadeIsSaidAfterThePicker: the same from the picker.
func TestJournalDirectoryMadeIsSaidAfterThePicker(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "new")
	m := newTestModel(t, Options{Journal: filepath.Join(dir, "g.inc")})
	m = press(m, "enter")
	if m.screen != screenGame || !strings.Contains(m.status.msg, "Made the directory "+dir) {
		t.Errorf("screen %v, message %q", m.screen, m.status.msg)
	}
}

// TestHandWrittenHeaderIsKept: a script of tags alone, written by hand, is
// not arbiter's dead start: refused as existing, never removed.
func TestHandWrittenHeaderIsKept(t *testing.T) {
	p := filepath.Join(t.TempDir(), "mine.inc")
	text := "[Code \"bca1862\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n"
	if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := NewModel(Options{Code: "bca1862", Journal: p, clock: fixedNow, NoColor: true}); err == nil || !strings.Contains(err.Error(), "already exists") {
		t.Fatalf("err %v", err)
	}
	if data, _ := os.ReadFile(p); string(data) != text {
		t.Fatalf("the file changed:\n%s", data)
	}
}
