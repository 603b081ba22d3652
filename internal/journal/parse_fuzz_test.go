package journal_test

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/journal"
)

// FuzzJournalParse checks what `open` and `rule` rely on in a journal's
// reading, whether or not a line was torn or refused: the committed part
// (the file cut where the torn tail or the refused line begins) reads
// alone as the same game with nothing torn or refused, the cut is at the
// start of a line, and the refused line reported is the line there. When
// nothing is reported torn, a line cut short appended after the last is.
func FuzzJournalParse(f *testing.F) {
	head := "[Journal \"1\"]\n[Code \"bca1862\"]\n[Begun \"2026-11-22T10:00:00.000Z\"]\n"
	f.Add([]byte(head + "W move e2e4  # 2026-11-22T10:00:01.000Z\nB move e7"))
	f.Add([]byte(head + "W move e2e4  # 2026-11-22T10:00:01.000Z\nB frobnicate e7  # 2026-11-22T10:00:02.000Z\nW move g1f3  # 2026-11-22T10:00:03.000Z\n"))
	f.Add([]byte(head + "W move e2e4\nU undo  # 2026-11-22T10:00:01.000Z\n\n# a note\n"))
	f.Add([]byte("[Code \"bca1862\"]\nW move e2e4\nB move e9e5\nW move g1f3\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 4000 {
			return
		}
		c, err := journal.Parse(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			return
		}
		cut, what := int64(len(data)), ""
		switch {
		case c.Refused != nil:
			cut, what = c.Refused.Offset, "refused"
			line, _, _ := strings.Cut(string(data[cut:]), "\n")
			if strings.TrimSuffix(line, "\r") != c.Refused.Text {
				t.Fatalf("the refused line %d reads %q, the file there %q", c.Refused.LineNo, c.Refused.Text, line)
			}
			if bytes.Count(data[:cut], []byte{'\n'})+1 != c.Refused.LineNo {
				t.Fatalf("the refused line %d begins at line %d", c.Refused.LineNo, bytes.Count(data[:cut], []byte{'\n'})+1)
			}
		case c.Torn != nil:
			cut, what = c.Torn.Offset, "torn"
			if strings.TrimSuffix(strings.TrimSuffix(string(data[cut:]), "\n"), "\r") != c.Torn.Text {
				t.Fatalf("the torn tail %q, the file from its offset %q", c.Torn.Text, data[cut:])
			}
		}
		if what != "" && cut > 0 && data[cut-1] != '\n' {
			t.Fatalf("the %s part begins at %d, inside a line", what, cut)
		}
		if c.Journal && c.Torn == nil && c.Refused == nil {
			// Nothing torn reported: a line cut short now, after the
			// last, is reported torn, and the game stays as it was.
			more := append(bytes.Clone(data), "\nW move e2e"...)
			if len(data) > 0 && data[len(data)-1] == '\n' {
				more = append(bytes.Clone(data), "W move e2e"...)
			}
			m, err := journal.Parse(bytes.NewReader(more), int64(len(more)))
			if err != nil || m.Torn == nil || m.Torn.Text != "W move e2e" || !reflect.DeepEqual(m.Events, c.Events) {
				t.Fatalf("a torn line appended: torn %+v, %d events (was %d), %v", m.Torn, len(m.Events), len(c.Events), err)
			}
		}
		alone, err := incidents.Parse(bytes.NewReader(data[:cut]))
		if err != nil {
			t.Fatalf("the committed part (before the %s part at %d) does not read alone: %v", what, cut, err)
		}
		if alone.Torn != nil || !reflect.DeepEqual(alone.Events, c.Events) && len(alone.Events)+len(c.Events) > 0 {
			t.Fatalf("the committed part alone: %d events, torn %v; the whole: %d events", len(alone.Events), alone.Torn, len(c.Events))
		}
	})
}
