package ui

import (
	"bytes"
	"os"
	"os/exec"
	"reflect"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"github.com/arbiter-chess/arbiter/internal/incidents"
)

// TestEndToEnd runs the real program loop: a short game with a false move,
// a claim and a choice, recorded with keys, clicks and the command line;
// then quits, reopens the journal and finds the same state.
func TestEndToEnd(t *testing.T) {
	t.Parallel() // waits on the program loop's frames: runs beside the long tests
	m := newTestModel(t, Options{Code: "bca1862"})
	path := m.sit.jpath
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(100, 32))
	wait := func(what string) {
		t.Helper()
		teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
			return bytes.Contains(b, []byte(what))
		}, teatest.WithDuration(5*time.Second), teatest.WithCheckInterval(5*time.Millisecond))
	}
	key := func(k string) { tm.Send(keyMsg(k)) }
	typed := func(s string) {
		key(":")
		tm.Type(s)
		key("enter")
	}

	// 1. e4 by the quick entry: pick e2, then e4.
	key("enter")
	key("up")
	key("up")
	key("enter")
	wait("Recorded 1: W move e2e4")
	// 1... e5 by two clicks.
	x, y := cellOf(m, "e7")
	tm.Send(tea.MouseMsg{X: x, Y: y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft})
	x, y = cellOf(m, "e5")
	tm.Send(tea.MouseMsg{X: x, Y: y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft})
	wait("Recorded 2: B move e7e5")
	// 2. Ng1-g4: a false move.
	typed("W move g1g4")
	wait("false move")
	// Black claims and chooses the first option: move-touched.
	key("C")
	wait("Recorded 4: B claim")
	key("1")
	wait("Recorded 5: B choose move-touched")
	// White obeys: 2. Nf3.
	typed("W move g1f3")
	wait("Recorded 6: W move g1f3")
	key("q") // begins a Queen's move: never quits
	wait("move q")
	key("esc")
	key("ctrl+c") // the game goes on: asked once
	wait("The game is not finished.")
	key("ctrl+c")
	tm.WaitFinished(t, teatest.WithFinalTimeout(5*time.Second))
	final := tm.FinalModel(t).(Model)

	want := []string{"W move e2e4", "B move e7e5", "W move g1g4", "B claim", "B choose move-touched", "W move g1f3"}
	if got := events(final); !reflect.DeepEqual(got, want) {
		t.Fatalf("events %q, want %q", got, want)
	}
	if got := journalEvents(t, path); !reflect.DeepEqual(got, want) {
		t.Fatalf("journal %q, want %q", got, want)
	}

	// Reopen: the same report, board and log.
	quit(final)
	o := newTestModel(t, Options{Open: path})
	if !reflect.DeepEqual(o.fullReport(), final.fullReport()) {
		t.Fatalf("reopened report:\n%+v\nwant\n%+v", o.fullReport(), final.fullReport())
	}
	if o.snap.board != final.snap.board {
		t.Fatal("reopened board differs")
	}
	if !reflect.DeepEqual(o.track.entries, final.track.entries) {
		t.Fatalf("reopened log:\n%+v\nwant\n%+v", o.track.entries, final.track.entries)
	}
	r := o.allRulings()
	if len(r) != 1 || r[0].Kind != "false-move" || r[0].State != "enforced" || r[0].Chosen != "move-touched" {
		t.Fatalf("rulings %+v", r)
	}

	// The journal is a script as it stands: the incident parser and the
	// rules core replay it to the same report.
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	s, err := incidents.Parse(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("journal does not parse: %v\n%s", err, data)
	}
	g, err := incidents.Run(s, "")
	if err != nil {
		t.Fatalf("journal does not run: %v", err)
	}
	if !reflect.DeepEqual(g.Report(), final.fullReport()) {
		t.Fatal("replayed report differs")
	}
}

// TestJournalSurvivesAKill records events in a child process that is
// killed without quitting; the journal it leaves replays.
func TestJournalSurvivesAKill(t *testing.T) {
	if os.Getenv("ARBITER_UI_CHILD") != "" {
		m, err := NewModel(Options{Code: "bca1862", Journal: os.Getenv("ARBITER_UI_CHILD"), NoColor: true})
		if err != nil {
			os.Exit(3)
		}
		m = command(m, "W move e2e4")
		m = command(m, "B move e7e5")
		_ = command(m, "W touch d8")
		// Die as a crash would: no quit, no cleanup.
		os.Exit(9)
	}
	path := t.TempDir() + "/crash.inc"
	cmd := exec.Command(os.Args[0], "-test.run=^TestJournalSurvivesAKill$")
	cmd.Env = append(os.Environ(), "ARBITER_UI_CHILD="+path)
	err := cmd.Run()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 9 {
		t.Fatalf("child: %v", err)
	}
	o := newTestModel(t, Options{Open: path})
	if got := strings.Join(events(o), "; "); got != "W move e2e4; B move e7e5; W touch d8" {
		t.Fatalf("after the crash: %q", got)
	}
	if len(o.snap.pending) != 1 {
		t.Fatalf("pending rulings %d", len(o.snap.pending))
	}
}

// TestEndToEndTyped runs the real program loop on the Opera Game typed in
// SAN, then reviews it and exports it.
func TestEndToEndTyped(t *testing.T) {
	t.Parallel() // waits on the program loop's frames: runs beside the long tests
	m := newTestModel(t, Options{Code: "bca1862", White: "Paul Morphy", Black: "Duke of Brunswick and Count Isouard"})
	path := m.sit.jpath
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(100, 32))
	wait := func(what string) {
		t.Helper()
		teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
			return bytes.Contains(b, []byte(what))
		}, teatest.WithDuration(5*time.Second), teatest.WithCheckInterval(5*time.Millisecond))
	}
	for i, san := range operaGame {
		tm.Type(san)
		tm.Send(keyMsg("enter"))
		if i == 10 {
			wait("Recorded 11: W move f1c4") // 6. Bc4
		}
	}
	wait("Game over: 1-0, checkmate")
	tm.Send(keyMsg("v"))
	tm.Send(keyMsg("home"))
	wait("review: event 0 of 37")
	tm.Send(keyMsg("esc"))
	tm.Send(keyMsg("ctrl+c")) // the game is over: quits at once
	tm.WaitFinished(t, teatest.WithFinalTimeout(5*time.Second))
	final := tm.FinalModel(t).(Model)
	if got := strings.Join(final.game.SAN(), " "); got != strings.Join(operaGame, " ") {
		t.Fatalf("record %s", got)
	}
	if got := journalEvents(t, path); !reflect.DeepEqual(got, events(final)) || len(got) != 37 {
		t.Fatalf("journal %d events, screen %d", len(got), len(events(final)))
	}
}
