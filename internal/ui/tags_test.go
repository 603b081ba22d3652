package ui

import (
	"os"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/pgn"
)

// TestGameTags: who played, named at the start or during the game, is
// journaled as tags, shown on the title line, kept by a reopened game and
// written in the PGN's Seven Tag Roster with the date of the game.
func TestGameTags(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862", White: "Paul Morphy", Event: "A consultation game"})
	m = typeMove(m, "e4")
	m = command(m, "black Duke of Brunswick and Count Isouard")
	m = command(m, "site Paris, the Opera")
	m = command(m, `tag Round "-"`)
	m = command(m, "date 1858.??.??")
	m = command(m, "white touch e2") // an event, not a tag: e2 is empty now
	if !m.panels.cmd.on || !strings.Contains(m.panels.cmd.hint, "nothing recorded") {
		t.Fatalf("`white touch e2` was not read as an event: %q", m.panels.cmd.hint)
	}
	m = press(m, "esc")
	m = command(m, "date yesterday")
	if !m.panels.cmd.on || !strings.Contains(m.panels.cmd.hint, "is not a PGN date") {
		t.Fatalf("bad date: %q", m.panels.cmd.hint)
	}
	m = press(m, "esc")
	if title := m.titleBar().View(200); !strings.Contains(title, "Paul Morphy – Duke of Brunswick and Count Isouard") {
		t.Fatalf("title %q", title)
	}
	data, _ := os.ReadFile(m.sit.jpath)
	for _, want := range []string{"[White \"Paul Morphy\"]\n[Begun", "[Event \"A consultation game\"]", "\n[Black \"Duke of Brunswick and Count Isouard\"]  # 2026-11-22T10:04:05.000Z\n", "[Date \"1858.??.??\"]  # "} {
		if !strings.Contains(string(data), want) {
			t.Errorf("journal lacks %q:\n%s", want, data)
		}
	}
	wantEvents(t, m, "W move e2e4")
	path := m.sit.jpath
	quit(m)
	o := newTestModel(t, Options{Open: path})
	if o.sit.tags["Black"] != "Duke of Brunswick and Count Isouard" || o.sit.tags["Site"] != "Paris, the Opera" || o.sit.tags["Date"] != "1858.??.??" {
		t.Fatalf("reopened tags %v", o.sit.tags)
	}
	text := pgn.Export(o.game, o.pgnTags())
	for _, want := range []string{`[Event "A consultation game"]`, `[Site "Paris, the Opera"]`, `[Date "1858.??.??"]`, `[Round "-"]`, `[White "Paul Morphy"]`, `[Black "Duke of Brunswick and Count Isouard"]`, `[Result "*"]`} {
		if !strings.Contains(text, want) {
			t.Errorf("PGN lacks %s:\n%s", want, text)
		}
	}
	// Tags on the command line of `open` are journaled.
	quit(o)
	o = newTestModel(t, Options{Open: path, Round: "3"})
	if o.sit.tags["Round"] != "3" || !strings.Contains(mustRead(t, path), "[Round \"3\"]  # ") {
		t.Fatalf("open --round: %v\n%s", o.sit.tags, mustRead(t, path))
	}
	// Without a Date tag, the date the game began.
	m = newTestModel(t, Options{Code: "bca1862"})
	if d := m.pgnTags()["Date"]; d != testClock.Local().Format("2006.01.02") {
		t.Fatalf("date %q", d)
	}
	if text := pgn.Export(m.game, m.pgnTags()); !strings.Contains(text, `[White "?"]`) || !strings.Contains(text, `[Round "?"]`) {
		t.Fatalf("unknown tags are not ?:\n%s", text)
	}
}

// TestCompareKey shows the game at hand under every code, as `arbiter
// compare` shows its journal.
func TestCompareKey(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = command(m, "W move e2e4")
	m = command(m, "B move e7e5")
	m = command(m, "W touch d8")
	m = press(m, "=")
	if m.screen != screenCompare {
		t.Fatalf("screen %v", m.screen)
	}
	s, err := incidents.ParseString(mustRead(t, m.sit.jpath))
	if err != nil {
		t.Fatal(err)
	}
	var want strings.Builder
	incidents.WriteComparisonInWords(&want, s, ownCodeFirst(incidents.RuleUnderEveryCode(s), m.sit.info.ID))
	if m.screens.compare.text != want.String() {
		t.Fatalf("the screen's comparison:\n%s\nwant (arbiter compare on the journal):\n%s", m.screens.compare.text, want.String())
	}
	if !strings.Contains(m.View(), "Rule VI") {
		t.Fatalf("view:\n%s", m.View())
	}
	m = press(m, "esc")
	if m.screen != screenGame {
		t.Fatalf("esc: screen %v", m.screen)
	}
}

func mustRead(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
