package incidents

import (
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

func mustTime(t testing.TB, s string) time.Time {
	t.Helper()
	tm, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		t.Fatal(err)
	}
	return tm
}

func TestStamps(t *testing.T) {
	src := "W move e2e4  # 2026-11-22T04:16:20Z\n" +
		"B move e7e5; W move g1f3 #2026-11-22T04:16:21.250Z\n" +
		"B move b8c6  # 2026-11-22T04:16:22.000Z and a remark\n" +
		"W move f1c4  # 2026-11-22T04:16:22+01:00\n" +
		"U note late #2026-11-22T04:16:23.5Z\n"
	s, err := ParseString(src)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"2026-11-22T04:16:20Z", "2026-11-22T04:16:21.25Z", "2026-11-22T04:16:21.25Z", "", "", "2026-11-22T04:16:23.5Z"}
	for i, l := range s.Events {
		got := ""
		if !l.Time.IsZero() {
			got = l.Time.Format(time.RFC3339Nano)
		}
		if got != want[i] {
			t.Errorf("event %d (%s): time %q, want %q", i+1, FormatEvent(l.Event), got, want[i])
		}
	}
	if s.Events[5].Event.Text != "late" {
		t.Errorf("note text %q", s.Events[5].Event.Text)
	}
	if got := FormatLine(s.Events[0]); got != "W move e2e4  # 2026-11-22T04:16:20.000Z" {
		t.Errorf("FormatLine = %q", got)
	}
	checkRoundTrip(t, s)
	// No proper prefix of a stamp is one.
	full := "2026-11-22T04:16:20.123Z"
	for i := 0; i < len(full); i++ {
		if _, ok := parseStamp(full[:i]); ok {
			t.Errorf("prefix %q reads as a stamp", full[:i])
		}
	}
	if _, ok := parseStamp(full); !ok {
		t.Error("the stamp itself does not read")
	}
}

func TestUndoRedoNotation(t *testing.T) {
	s, err := ParseString("W move e2e4\nU undo\numpire REDO # 2026-11-22T04:16:20Z\nW touch d2; U undo\n")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, l := range s.Events {
		got = append(got, FormatAct(l))
	}
	want := []string{"W move e2e4", "U undo", "U redo", "W touch d2", "U undo"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("lines %q, want %q", got, want)
	}
	if s.Events[1].Act != ActUndo || s.Events[2].Act != ActRedo || s.Events[0].Act != ActEvent {
		t.Fatalf("acts %+v", s.Events)
	}
	checkRoundTrip(t, s)
	for _, c := range []struct{ src, reason string }{
		{"W undo\n", "undo is the recorder's act: write U undo"},
		{"B redo\n", "redo is the recorder's act: write U redo"},
		{"U undo 3\n", `undo: extra argument "3"`},
		{"X undo\n", `unknown actor "X" (want W, B or U)`},
	} {
		_, err := ParseString(c.src)
		var le *LineError
		if !errors.As(err, &le) || le.Reason != c.reason {
			t.Errorf("ParseString(%q) = %v, want %s", c.src, err, c.reason)
		}
	}
	if _, err := ParseEvents("U undo"); err == nil {
		t.Error("ParseEvents took U undo for an event")
	}
}

// report is the ruling object of a script's game, for comparisons.
func report(t *testing.T, src string) rules.Report {
	t.Helper()
	s, err := ParseString(src)
	if err != nil {
		t.Fatal(err)
	}
	g, err := Run(s, "")
	if err != nil {
		t.Fatalf("Run(%q): %v", src, err)
	}
	return g.Report()
}

func TestRunHonoursUndoAndRedo(t *testing.T) {
	same := []struct{ with, without string }{
		{"W move e2e4\nB move e7e5\nU undo\n", "W move e2e4\n"},
		{"W move e2e4\nB move e7e5\nU undo\nU undo\nU redo\n", "W move e2e4\n"},
		{"W move e2e4\nB move e7e5\nU undo\nU undo\nU redo\nU redo\n", "W move e2e4\nB move e7e5\n"},
		// A false move, undone: the ruling goes with it.
		{"W move e2e4\nB move e7e5\nW move g1g4\nU undo\nW move g1f3\n", "W move e2e4\nB move e7e5\nW move g1f3\n"},
		{"W touch d2 accidentally\nU undo\nW touch d2\n", "W touch d2\n"},
	}
	for _, c := range same {
		if a, b := report(t, c.with), report(t, c.without); !reflect.DeepEqual(a, b) {
			t.Errorf("%q rules as\n%+v\nnot as %q:\n%+v", c.with, a, c.without, b)
		}
	}
	for _, c := range []struct {
		src    string
		line   int
		reason string
	}{
		{"U undo\n", 1, "U undo: nothing to undo: no event stands"},
		{"W move e2e4\nU redo\n", 2, "U redo: nothing to redo: no event was undone since the last one recorded"},
		{"W move e2e4\nU undo\nW move d2d4\nU redo\n", 4, "U redo: nothing to redo: no event was undone since the last one recorded"},
	} {
		s, err := ParseString(c.src)
		if err != nil {
			t.Fatal(err)
		}
		_, err = Run(s, "")
		var le *LineError
		if !errors.As(err, &le) || le.Line != c.line || le.Reason != c.reason {
			t.Errorf("Run(%q) = %v, want line %d: %s", c.src, err, c.line, c.reason)
		}
	}
}

const journalHeader = "[Journal \"1\"]  # arbiter journal\n[Code \"lewis1827\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 w - - 0 1\"]\n[Begun \"2026-11-22T04:16:19.000Z\"]\n"

// TestTornLastLine cuts the last line of a journal at every length: a line
// cut short is set aside (reported, never applied); the whole line is read.
func TestTornLastLine(t *testing.T) {
	committed := journalHeader + "W touch a1  # 2026-11-22T04:16:20.000Z\nW release c3  # 2026-11-22T04:16:21.000Z\n"
	for _, last := range []string{
		"B choose let-stand  # 2026-11-22T04:16:22.000Z\n",
		"B choose move-touched; U note in a hurry  # 2026-11-22T04:16:22.000Z\n",
		"U undo  # 2026-11-22T04:16:22.000Z\n",
	} {
		whole, err := ParseString(committed + last)
		if err != nil || whole.Torn != nil {
			t.Fatalf("whole journal: %v, torn %+v", err, whole.Torn)
		}
		for cut := 1; cut < len(last); cut++ {
			src := committed + last[:cut]
			s, err := ParseString(src)
			if err != nil {
				t.Fatalf("cut at %d (%q): %v", cut, last[:cut], err)
			}
			complete := cut >= len(last)-1 // all but the line end
			if complete {
				if s.Torn != nil || !reflect.DeepEqual(s.Events, whole.Events) {
					t.Fatalf("cut at %d: the committed line was set aside: %+v", cut, s.Torn)
				}
				continue
			}
			if s.Torn == nil || s.Torn.LineNo != 7 || s.Torn.Offset != int64(len(committed)) || s.Torn.Text != last[:cut] {
				t.Fatalf("cut at %d (%q): torn %+v", cut, last[:cut], s.Torn)
			}
			if len(s.Events) != 2 {
				t.Fatalf("cut at %d: %d events, want the 2 committed", cut, len(s.Events))
			}
		}
	}
	// A hand-written script is read as it stands: no stamps, no tearing.
	s, err := ParseString("[Code \"lewis1827\"]\nW touch d2\n")
	if err != nil || s.Torn != nil || len(s.Events) != 1 || s.Journal {
		t.Fatalf("script: %+v, %v", s, err)
	}
	// A journal's unstamped lines are read, except an uncommitted last one.
	s, err = ParseString(journalHeader + "W touch a1\nW release a2  # 2026-11-22T04:16:21.000Z\n# a remark\n\n")
	if err != nil || s.Torn != nil || len(s.Events) != 2 {
		t.Fatalf("unstamped inner line: %+v, %v", s, err)
	}
	// Lines cut short mid-word or mid-square, as a crash leaves them: they
	// parse, yet are not applied.
	for _, torn := range []string{"W touch d2", "W upset", "W move g1f"} {
		s, err := ParseString(journalHeader + "W move e1d1  # 2026-11-22T04:16:20.000Z\n" + torn)
		if err != nil || s.Torn == nil || s.Torn.Text != torn || len(s.Events) != 1 {
			t.Fatalf("%q: %+v, %v", torn, s, err)
		}
	}
}

// TestJournalHeader: every proper prefix of a header is refused with the
// reason, never read as a default game.
func TestJournalHeader(t *testing.T) {
	s, err := ParseString(journalHeader)
	if err != nil || !s.Journal || s.Begun.IsZero() || s.Torn != nil {
		t.Fatalf("header: %+v, %v", s, err)
	}
	if v, _ := s.Tag("FEN"); v == "" {
		t.Fatal("no FEN")
	}
	for cut := len(`[Journal "1"]`); cut < len(journalHeader)-1; cut++ {
		_, err := ParseString(journalHeader[:cut])
		var le *LineError
		if !errors.As(err, &le) || !strings.Contains(le.Reason, "header is incomplete") {
			t.Fatalf("header cut at %d (%q): %v", cut, journalHeader[cut-5:cut], err)
		}
	}
	for _, c := range []struct{ src, reason string }{
		{"[Code \"bca1862\"]\n[Journal \"1\"]\n", "the [Journal] tag must be the first tag of a journal"},
		{"[Journal \"2\"]\n", `journal format "2" is not one this arbiter reads ("1"): a newer arbiter wrote it`},
		{"[Journal \"1\"]\n[Begun \"yesterday\"]\n", `Begun tag: bad time "yesterday" (want e.g. 2026-11-22T04:16:19.000Z)`},
		{"[Journal \"1\"]\nW move e2e4 # 2026-11-22T04:16:19.000Z\n", "event before the end of the journal's header (its [Begun] tag)"},
		{journalHeader + "[Title \"late\"]\n", "tag after the end of the journal's header (its [Begun] tag)"},
	} {
		_, err := ParseString(c.src)
		var le *LineError
		if !errors.As(err, &le) || le.Reason != c.reason {
			t.Errorf("ParseString(%q) = %v, want %s", c.src, err, c.reason)
		}
	}
}

// endless is a reader of n bytes of comment lines.
type endless struct{ n int }

func (r *endless) Read(p []byte) (int, error) {
	if r.n <= 0 {
		return 0, io.EOF
	}
	line := "# a comment to fill the file, nothing more: padding padding\n"
	k := 0
	for k < len(p) && r.n > 0 {
		p[k] = line[k%len(line)]
		k++
		r.n--
	}
	return k, nil
}

func TestBoundedInput(t *testing.T) {
	long := "W touch e2 " + strings.Repeat("x", MaxLineBytes)
	_, err := ParseString("W move e2e4\n" + long + "\n")
	var le *LineError
	if !errors.As(err, &le) || le.Line != 2 || !strings.Contains(le.Reason, "line longer than 16384 bytes") {
		t.Fatalf("long line: %v", err)
	}
	if _, err := Parse(&endless{n: MaxScriptBytes + 1}); err == nil || !strings.Contains(err.Error(), "larger than 16 MiB") {
		t.Fatalf("a script past the limit: %v", err)
	}
	if _, err := Parse(&endless{n: MaxScriptBytes - 100}); err != nil {
		t.Fatalf("a script within the limit: %v", err)
	}
	// A bad token is quoted by its beginning only.
	_, err = ParseString("W " + strings.Repeat("fly", 1000) + " e2\n")
	if err == nil || len(err.Error()) > 80 || !strings.Contains(err.Error(), `unknown verb "flyflyflyflyflyflyflyfly"…`) {
		t.Fatalf("long bad verb: %v", err)
	}
	s, err := ParseString("[FEN \"" + strings.Repeat("8/", 300) + " w - - 0 1\"]\n")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := SetupOf(s, ""); err == nil || len(err.Error()) > 120 {
		t.Fatalf("long FEN: %v", err)
	}
	if _, err := ParseEvents(strings.Repeat("W touch e2;", MaxLineBytes)); err == nil {
		t.Fatal("ParseEvents took a line past the limit")
	}
}

// TestGameTagsAfterTheEvents: the game tags (who played, where) may follow
// the events, in a journal each with its stamp; the last value stands, and
// the canonical form reads back the same. Other tags may not.
func TestGameTagsAfterTheEvents(t *testing.T) {
	src := journalHeader + "W move e2e4  # 2026-11-22T04:16:20.000Z\n" +
		"[White \"Paul Morphy\"]  # 2026-11-22T04:16:21.000Z\n" +
		"B move e7e5  # 2026-11-22T04:16:22.000Z\n" +
		"[White \"P. Morphy\"]  # 2026-11-22T04:16:23.000Z\n" +
		"[Site \"Paris # Opera\"]  # 2026-11-22T04:16:24.000Z\n"
	s, err := ParseString(src)
	if err != nil || s.Torn != nil {
		t.Fatalf("%v, torn %+v", err, s.Torn)
	}
	if w, _ := s.Tag("White"); w != "P. Morphy" {
		t.Fatalf("White %q", w)
	}
	if v, _ := s.Tag("Site"); v != "Paris # Opera" || s.TagLines["site"] != 9 {
		t.Fatalf("Site %q on line %d", v, s.TagLines["site"])
	}
	if len(s.Events) != 2 {
		t.Fatalf("%d events", len(s.Events))
	}
	back, err := ParseString(Format(s))
	if err != nil || !reflect.DeepEqual(back.Tags, s.Tags) {
		t.Fatalf("canonical form: %v\n%s", err, Format(s))
	}
	// Unstamped at the end, a game tag is a torn line: set aside.
	s, err = ParseString(journalHeader + "W move e2e4  # 2026-11-22T04:16:20.000Z\n[Black \"the Duke\"]\n")
	if err != nil || s.Torn == nil || s.Torn.LineNo != 6 {
		t.Fatalf("torn tag: %v %+v", err, s.Torn)
	}
	if _, ok := s.Tag("Black"); ok {
		t.Fatal("a torn tag was applied")
	}
	// A script without a journal takes them too; other tags stay refused.
	s, err = ParseString("W move e2e4\n[Black \"Isouard\"]\n")
	if v, _ := s.Tag("Black"); err != nil || v != "Isouard" {
		t.Fatalf("%v %q", err, v)
	}
	for _, src := range []string{"W move e2e4\n[FEN \"8/8/8/8/8/8/8/K6k w - - 0 1\"]\n", journalHeader + "[Code \"bca1862\"]  # 2026-11-22T04:16:20.000Z\n"} {
		if _, err := ParseString(src); err == nil {
			t.Errorf("accepted %q", src)
		}
	}
}
