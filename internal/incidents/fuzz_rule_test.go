package incidents

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzParseRule parses a script and rules on what it parsed: neither may
// panic; a script the core refuses is refused at a line of the file; the
// canonical form of a script rules the same; a journal's torn last line is
// where it says, and was not applied. When the parser reports no torn
// line, the torn-line handling is tried all the same (tornAppended): a
// line added after the last without its stamp, cut short or whole, is
// reported torn where it begins and changes nothing else.
func FuzzParseRule(f *testing.F) {
	paths, _ := filepath.Glob(filepath.Join("testdata", "conformance", "*.inc"))
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(b))
	}
	f.Add(journalHeader + "W touch a1  # 2026-11-22T04:16:20.000Z\nW release c3  # 2026-11-22T04:16:21.000Z\nB choose let-stand")
	f.Add(journalHeader + "W touch a1  # 2026-11-22T04:16:20.000Z\n")
	f.Add(journalHeader + "W touch a1\nU undo\nU redo  # 2026-11-22T04:16:20Z\nW release c3; U undo; U redo\n")
	f.Add("[FEN \"4k2P/8/8/8/8/8/8/4K3 b - - 0 1\"]\nB move e8d7\nW touch h8\nU undo\nW move h8h7\n")
	f.Add("[Code \"staunton1860\"]\n[FEN \"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\"]\nW move e1g1  # 2026-11-22T04:16:20Z\nB claim\n")
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > 4000 {
			return
		}
		s, err := ParseString(src)
		if err != nil {
			var le *LineError
			if !errors.As(err, &le) || le.Line < 1 || le.Line > strings.Count(src, "\n")+1 {
				t.Fatalf("parse error %v is not at a line of the file", err)
			}
			return
		}
		if tr := s.Torn; tr != nil {
			if !s.Journal || tr.Offset < 0 || tr.Offset > int64(len(src)) || !strings.HasPrefix(src[tr.Offset:], strings.TrimPrefix(tr.Text, "\ufeff")) && !strings.HasPrefix(src[tr.Offset:], tr.Text) {
				t.Fatalf("torn %+v is not in the file", tr)
			}
			for _, l := range s.Events {
				if l.LineNo >= tr.LineNo {
					t.Fatalf("event on line %d, at or after the torn line %d", l.LineNo, tr.LineNo)
				}
			}
			// Cut at the torn line, the journal reads the same, whole.
			cut, err := ParseString(src[:tr.Offset])
			if err != nil || cut.Torn != nil || !sameScript(cut, s) {
				t.Fatalf("cut back to %d: %+v, %v", tr.Offset, cut.Torn, err)
			}
		}
		if s.Journal && s.Torn == nil {
			tornAppended(t, src, s)
		}
		g, err := Run(s, "")
		if err != nil {
			var le *LineError
			if errors.As(err, &le) && (le.Line < 1 || le.Line > strings.Count(src, "\n")+1) {
				t.Fatalf("run error %v is not at a line of the file", err)
			}
			return
		}
		want, _ := json.Marshal(g.Report())
		back, err := ParseString(Format(s))
		if err != nil {
			t.Fatalf("the canonical form does not parse: %v\n%s", err, Format(s))
		}
		g2, err := Run(back, "")
		if err != nil {
			t.Fatalf("the canonical form does not run: %v\n%s", err, Format(s))
		}
		if got, _ := json.Marshal(g2.Report()); string(got) != string(want) {
			t.Fatalf("the canonical form rules differently:\n%s\n%s", got, want)
		}
	})
}

// tornAppended appends to a journal that parsed with nothing torn a line
// as a crash leaves it: cut short in the middle of a word, or whole but
// without its stamp (the stamp is written last). Either is reported torn,
// at the line and offset where it begins, with its text; none of its
// events is applied, and the rest of the journal reads as before.
func tornAppended(t *testing.T, src string, s Script) {
	t.Helper()
	sep := "\n"
	if src == "" || strings.HasSuffix(src, "\n") {
		sep = ""
	}
	for _, last := range []string{"W move e2e", "B touch a1", "U note in a hurry"} {
		more := src + sep + last
		m, err := ParseString(more)
		want := Torn{LineNo: strings.Count(src+sep, "\n") + 1, Offset: int64(len(src + sep)), Text: last}
		if err != nil || m.Torn == nil || *m.Torn != want {
			t.Fatalf("%q appended: torn %+v (want %+v), %v", last, m.Torn, want, err)
		}
		if !sameScript(m, s) {
			t.Fatalf("%q appended, torn: the journal no longer reads the same (%d events, was %d)", last, len(m.Events), len(s.Events))
		}
	}
}
