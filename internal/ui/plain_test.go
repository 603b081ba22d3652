package ui

import (
	"bytes"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/teatest"

	"github.com/arbiter-chess/arbiter/internal/incidents"
)

// TestPlainTranscript runs the plain mode (--plain) in the real program
// loop: a game with three incidents (a false move claimed and enforced, an
// adverse Queen touched, a move out of turn confirmed after the slip
// warning) recorded with the same keys and command line as the full
// screen. Every event, its result and every change of a ruling is one
// plain line, printed in the terminal's output, with no board drawn.
func TestPlainTranscript(t *testing.T) {
	t.Chdir(t.TempDir())
	var said []string
	m, err := NewModel(Options{Code: "bca1862", Journal: "game.inc", Plain: true, NoColor: true, clock: fixedNow,
		White: "Paul Morphy", Black: "Duke of Brunswick", transcript: &said})
	if err != nil {
		t.Fatal(err)
	}
	tm := teatest.NewTestModel(t, m, teatest.WithInitialTermSize(100, 32))
	var out bytes.Buffer
	wait := func(what string) {
		t.Helper()
		teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
			out.Write(b)
			return strings.Contains(ansi.Strip(out.String()), what)
		}, teatest.WithDuration(5*time.Second), teatest.WithCheckInterval(5*time.Millisecond))
	}
	key := func(k string) { tm.Send(keyMsg(k)) }
	typed := func(s string) {
		tm.Type(s)
		key("enter")
	}
	typed("e4")
	wait("Event 1: White moved the pawn from e2 to e4 (1. e4).")
	typed("e5")
	wait("Event 2:")
	typed("g1g4")
	wait("false move")
	key("C")
	wait("Event 4: Black claimed.")
	key("1")
	wait("Duty: White must move")
	typed("Nf3")
	wait("Event 6:")
	key(":")
	typed("B touch d1")
	wait("Ruling 2")
	key("1")
	wait("Event 8:")
	typed("Ke7")
	wait("Event 9:")
	typed("Nc6") // Black's man, White to move: a slip until enter again
	wait("Enter again records Black moving out of turn")
	key("enter")
	wait("Event 10:")
	key("ctrl+c")
	wait("The game is not finished.")
	key("ctrl+c")
	tm.WaitFinished(t, teatest.WithFinalTimeout(5*time.Second))
	out.ReadFrom(tm.FinalOutput(t))

	text := ansi.Strip(out.String())
	for _, l := range said {
		if !strings.Contains(text, l) {
			t.Errorf("said but not printed: %q", l)
		}
	}
	for _, board := range []string{"♜", "a  b  c", "│"} {
		if strings.Contains(text, board) {
			t.Errorf("the plain mode drew %q:\n%s", board, text)
		}
	}
	if len(events(tm.FinalModel(t).(Model))) != 10 {
		t.Errorf("events %q", events(tm.FinalModel(t).(Model)))
	}
	golden(t, "plain_transcript", strings.Join(said, "\n")+"\n")
	quit(tm.FinalModel(t).(Model))
}

// TestPlainPicker: the code picker is said as a list, each choice said as
// it is selected, and the game's start when one is chosen.
func TestPlainPicker(t *testing.T) {
	t.Chdir(t.TempDir())
	var said []string
	m, err := NewModel(Options{Journal: "game.inc", Plain: true, NoColor: true, clock: fixedNow, transcript: &said})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { quit(m) }()
	step := func(msg tea.Msg) {
		nm, _ := m.Update(msg)
		m = nm.(Model)
	}
	step(tea.WindowSizeMsg{Width: 80, Height: 24})
	step(keyMsg("up"))
	step(keyMsg("enter"))
	got := strings.Join(said, "\n")
	for _, want := range []string{"1. lewis1827", "4. bca1862", "Selected: 4. bca1862", "Selected: 3. staunton1860", "plain mode: Howard Staunton, 1860;"} {
		if !strings.Contains(got, want) {
			t.Errorf("said:\n%s\nwant %q", got, want)
		}
	}
}

// TestPlainASCII: --plain --ascii says everything in ASCII (a braille
// display may read nothing else).
func TestPlainASCII(t *testing.T) {
	t.Chdir(t.TempDir())
	var said []string
	m, err := NewModel(Options{Code: "bca1862", Journal: "game.inc", Plain: true, ASCII: true, NoColor: true, clock: fixedNow, transcript: &said})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { quit(m) }()
	for _, c := range []string{"W move e2e4", "B move e7e5", "W touch d8"} {
		m = command(m, c)
	}
	m = typeMove(m, "Nf6")
	text := strings.Join(said, "\n")
	if !strings.Contains(text, "Ruling 1") || !strings.Contains(text, "Nf6 is Black's move") {
		t.Fatalf("said:\n%s", text)
	}
	for _, r := range text {
		if r > 127 {
			t.Fatalf("%q outside ASCII in:\n%s", r, text)
		}
	}
}

// TestPlainToALog: where standard output is no terminal (a log, a pipe),
// the plain mode's lines go straight to it, with no escape code, and the
// prompt line is drawn on standard error instead.
func TestPlainToALog(t *testing.T) {
	var out bytes.Buffer
	m := newTestModel(t, Options{Code: "bca1862", Plain: true})
	m.term.opts.plainOut = &out
	m = command(m, "W move e2e4")
	if cmd := m.plainCmd(); cmd != nil {
		t.Fatalf("with a log, the plain lines are written, not printed by the program")
	}
	if s := out.String(); !strings.Contains(s, "Event 1: White moved the pawn from e2 to e4") || strings.ContainsRune(s, 0x1b) {
		t.Fatalf("the log holds %q", s)
	}
	if len(programOptions(Options{Plain: true, plainOut: &out})) != 1 {
		t.Fatal("the prompt is not sent to standard error")
	}
}

// TestPlainBurst: keys typed faster than the terminal is read arrive as
// one message; in the plain mode (whose every key prints) each key of the
// burst is still taken, in order, and what each did is said: "uNf6" then
// enter undoes the last move and records Nf6.
func TestPlainBurst(t *testing.T) {
	var said []string
	m := newTestModel(t, Options{Code: "bca1862", Plain: true, transcript: &said})
	defer quit(m)
	m = typeMove(m, "e4")
	m = typeMove(m, "e5")
	m = send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("uNf6")})
	m = press(m, "enter")
	var got []string
	for _, e := range m.game.Events() {
		got = append(got, incidents.FormatEvent(e))
	}
	if strings.Join(got, ", ") != "W move e2e4, B move g8f6" {
		t.Fatalf("events %q", got)
	}
	text := strings.Join(said, "\n")
	if !strings.Contains(text, "Undid event 2") || !strings.Contains(text, "Nf6") {
		t.Errorf("said:\n%s", text)
	}
}

// TestPlainMessageOfABoardReport: a move the board reported is said by its
// event line; no bare "Board:" line is printed for it, and what the
// message says before "Recorded" is kept.
func TestPlainMessageOfABoardReport(t *testing.T) {
	for msg, want := range map[string]string{
		"Board: Recorded 2 events.":                                "",
		"Board: Black moved out of turn. Recorded 1 event.":        "Board: Black moved out of turn.",
		"Recorded 1 event.":                                        "",
		"Board: Recorded 1 event. Game over: White is checkmated.": "Game over: White is checkmated.",
		"The board differs from the record (nothing recorded).":    "The board differs from the record (nothing recorded).",
	} {
		if got := plainMessage(msg); got != want {
			t.Errorf("plainMessage(%q) = %q, want %q", msg, got, want)
		}
	}
}

// TestPlainReviewAndTakeback: the plain mode says each step of a review
// (← → , . [ ] Home End) and a move a ruling takes back.
func TestPlainReviewAndTakeback(t *testing.T) {
	t.Chdir(t.TempDir())
	var said []string
	m, err := NewModel(Options{Code: "bca1862", Journal: "game.inc", Plain: true, NoColor: true, clock: fixedNow, transcript: &said})
	if err != nil {
		t.Fatal(err)
	}
	defer func() { quit(m) }()
	m = send(m, tea.WindowSizeMsg{Width: 80, Height: 24})
	for _, c := range []string{"W move e2e4", "B move e7e5", "W move g1g4", "B claim"} {
		m = command(m, c)
	}
	m = press(m, "1") // move-touched: the false move is taken back
	text := strings.Join(said, "\n")
	if !strings.Contains(text, "Event 5: Black chose: White must move the man touched, legally. Taken back: 2. Ng1-g4.") {
		t.Fatalf("the takeback is not said:\n%s", text)
	}
	said = said[:0]
	m = typeMove(m, "Bb5+") // not check: asked, then the false cry
	m = press(m, "enter")
	if text := strings.Join(said, "\n"); !strings.Contains(text, "Events 6-7: White moved the Bishop from f1 to b5, and said check.") {
		t.Errorf("the move and its cry are not said as one:\n%s", text)
	}
	m = press(m, "u")
	said = said[:0]
	m = press(m, "v", "left", "left", ",", "home", "end", "esc")
	text = strings.Join(said, "\n")
	for _, want := range []string{
		"Review, event 5 of 5",
		"Review, event 2 of 5 (B move e7e5, 1... e5); White to move.",
		"Review, event 1 of 5 (W move e2e4, 1. e4); Black to move.",
		"Review, event 0 of 5 (the start); White to move.",
		"Back to the present.",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("review said:\n%s\nwant %q", text, want)
		}
	}
	if n := strings.Count(text, "Review, event"); n != 6 {
		t.Errorf("%d review steps said, want 6:\n%s", n, text)
	}
}
