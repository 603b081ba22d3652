package journal_test

import (
	"strings"
	"testing"
	"time"

	"github.com/arbiter-chess/arbiter/internal/testkit/faultfs"
)

// A line recorded from the board carries a comment line above it, and
// reads back as the same events: the stamp stays the whole of its comment.
func TestAppendFrom(t *testing.T) {
	d := faultfs.New()
	j := begin(t, d)
	if err := j.AppendFrom("W touch a1", "from the board", t0.Add(time.Second)); err != nil {
		t.Fatal(err)
	}
	if err := j.Append("W release a2", t0.Add(2*time.Second)); err != nil {
		t.Fatal(err)
	}
	text, _ := d.Contents(path)
	if !strings.Contains(text, "# from the board\nW touch a1  # 2026-11-22T10:04:06.000Z\nW release a2  #") {
		t.Fatalf("journal:\n%s", text)
	}
	sameEvents(t, replay(t, d), []string{"W touch a1", "W release a2"})
	for _, bad := range [][2]string{{"W touch a1 # x", "board"}, {"W touch a1", "a\nb"}, {" ", "board"}} {
		if err := j.AppendFrom(bad[0], bad[1], t0); err == nil {
			t.Errorf("AppendFrom(%q, %q) accepted", bad[0], bad[1])
		}
	}
	j.Close()
}
