package ui

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/journal"
)

// FuzzOpenMatchesRule: `arbiter open` and `arbiter rule` read the same
// journal the same way. Each line of the input becomes a stamped line of a
// journal (a line with a # of its own is taken as it is: a torn line, a
// comment); opened read-only and for recording, the game on screen must be
// the game rule gives, stopped at the same refused line, and a journal
// one refuses whole the other refuses too.
func FuzzOpenMatchesRule(f *testing.F) {
	f.Add("W move e2e4\nB move e7e5\nB choose move-king\nW move g1f3")
	f.Add("W move e2e4\nU undo\nU redo\nB touch d8\nW move g1g4\nB choose move-touched")
	f.Add("W move e2e4\nB frobnicate e7\nB move e7e5\nW move g1 # torn")
	f.Add("W say check\nW say check\n[White \"Paul Morphy\"]\nU undo\nU undo\nU undo")
	f.Fuzz(func(t *testing.T, body string) {
		if len(body) > 2000 || strings.Count(body, "\n") > 60 {
			return
		}
		var b strings.Builder
		b.WriteString("[Journal \"1\"]\n[Code \"bca1862\"]\n[Begun \"2026-11-22T10:00:00.000Z\"]\n")
		for _, l := range strings.Split(body, "\n") {
			b.WriteString(l)
			if strings.TrimSpace(l) != "" && !strings.Contains(l, "#") {
				b.WriteString("  # 2026-11-22T10:00:01.000Z")
			}
			b.WriteString("\n")
		}
		path := filepath.Join(t.TempDir(), "g.inc")
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		want, refused, rerr := ruleOn(path)
		for _, readOnly := range []bool{true, false} {
			m, err := NewModel(Options{Open: path, ReadOnly: readOnly, NoColor: true, clock: fixedNow})
			if (err != nil) != (rerr != nil) {
				t.Fatalf("read-only %v: open says %v, rule says %v", readOnly, err, rerr)
			}
			if err != nil {
				continue
			}
			if m.sit.jr != nil {
				m.sit.jr.Close()
			}
			if got := m.game.Report(); !reflect.DeepEqual(got, want) {
				t.Fatalf("read-only %v: open's game differs from rule's:\n%+v\n%+v", readOnly, got, want)
			}
			if (len(m.sit.refusedLog) > 0) != (refused > 0) || refused > 0 && !strings.Contains(m.status.msg, "Line "+itoa(refused)+" refused") {
				t.Fatalf("read-only %v: rule refuses line %d, open says %q", readOnly, refused, m.status.msg)
			}
		}
	})
}

// ruleOn is `arbiter rule --json`'s reading: the ruling up to the refused
// line, and that line (0: none).
func ruleOn(path string) (any, int, error) {
	c, err := journal.Read(journal.OS, path)
	if err != nil {
		return nil, 0, err
	}
	g, err := incidents.Run(c.Script, "")
	var le *incidents.LineError
	switch {
	case g == nil:
		return nil, 0, err
	case errors.As(err, &le):
		return g.Report(), le.Line, nil
	case c.Refused != nil:
		return g.Report(), c.Refused.LineNo, nil
	}
	return g.Report(), 0, nil
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
