package incidents

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/arbiter-chess/arbiter/internal/record"
)

// TestPackedLinesAsParsed: the replay's packed lines give back every line
// as the parser made it, field for field: events said again and events
// said once, a note, the recorder's undo and redo, stamped and unstamped
// lines (a script), the same event at different stamps.
func TestPackedLinesAsParsed(t *testing.T) {
	for _, src := range []string{
		"[Journal \"1\"]  # arbiter journal\n[Code \"bca1862\"]\n[Begun \"2026-11-22T04:16:19.000Z\"]\n" + strings.Repeat("W say check  # 2026-11-22T04:16:20.412Z\n", 3) +
			"W move e2e4  # 2026-11-22T04:16:21.000Z\n" +
			"U undo  # 2026-11-22T04:16:22.5Z\n" +
			"U redo  # 2026-11-22T04:16:23.000000001Z\n" +
			"B say check; U note a cry, not made  # 2026-11-22T04:16:24.000Z\n" +
			"W say check  # 2099-01-01T00:00:00.000Z\n",
		"[Code \"bca1862\"]\nW move e2e4\nB move e7e5\nU undo\nW say check\nW say check\n",
	} {
		s, err := Parse(strings.NewReader(src))
		if err != nil {
			t.Fatal(err)
		}
		if !Packable(s.Events) {
			t.Fatalf("%q: parsed lines not packed", src)
		}
		p := PackLines(s.Events)
		if got := p.All(); !reflect.DeepEqual(got, s.Events) {
			t.Errorf("%q: packed and unpacked:\n%+v\nparsed:\n%+v", src, got, s.Events)
		}
		if len(p.events) >= len(s.Events) {
			t.Errorf("%q: %d events kept for %d lines: none shared", src, len(p.events), len(s.Events))
		}
	}
}

// TestPackedLinesNotForCode: a line whose event's stamp is not the line's
// own (built in code, not parsed) is replayed as it is, not packed.
func TestPackedLinesNotForCode(t *testing.T) {
	at := time.Date(2026, 11, 22, 4, 16, 20, 0, time.UTC)
	for _, l := range []Line{
		{Event: record.Event{Actor: record.ActorWhite, Verb: record.SayCheck, At: at}, LineNo: 1},
		{Event: record.Event{Actor: record.ActorWhite, Verb: record.SayCheck}, LineNo: 1, Time: at},
		{Event: record.Event{Actor: record.ActorWhite, Verb: record.SayCheck, At: at.In(time.FixedZone("x", 3600))}, LineNo: 1, Time: at.In(time.FixedZone("x", 3600))},
	} {
		if Packable([]Line{l}) {
			t.Errorf("%+v packed", l)
		}
	}
}
