package ui

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/dgt"
)

// A ruling that sends a man back waits for the board: the squares to set
// right are listed, the board's reports are set aside until it matches,
// and then recorded again.
func TestBoardRetractionWaits(t *testing.T) {
	r := newBoardRig(t, "bca1862", dgt.Initial, "")
	r.move("e2e4", false)
	r.move("e7e5", false)
	r.lift("g1")
	r.place("g3", 'N') // a false move
	r.typed("B claim")
	r.typed("B choose move-touched") // BCA VII: the false move retracted, the Knight must be moved
	if r.m.game.PieceAt(mustSquare("g1")).Kind != 'N' {
		t.Fatalf("the false move was not retracted: %s", r.m.status.msg)
	}
	if !strings.Contains(r.m.status.msg, "Set the board right: g3: take off White's knight; g1: set White's knight.") {
		t.Fatalf("the message does not name the squares to set right: %s", r.m.status.msg)
	}
	view := r.m.View()
	for _, want := range []string{"Set the board right", "g3: take off White's knight", "g1: set White's knight"} {
		if !strings.Contains(view, want) {
			t.Fatalf("the screen does not say %q:\n%s", want, view)
		}
	}
	n := len(r.m.track.entries)
	r.lift("d2") // set aside while the board differs
	if !strings.Contains(r.m.status.msg, "set aside") || len(r.m.track.entries) != n {
		t.Fatalf("a report ruled while the board differed: %s", r.m.status.msg)
	}
	r.place("d2", 'P')
	r.lift("g3")
	r.place("g1", 'N')
	if !strings.Contains(r.m.status.msg, "matches the record again") || len(r.m.track.entries) != n {
		t.Fatalf("after setting right: %s (%d events, want %d)", r.m.status.msg, len(r.m.track.entries), n)
	}
	if strings.Contains(r.m.View(), "Set the board right") {
		t.Fatal("the squares to set right are still listed")
	}
	r.move("g1f3", false)
	if got := events(r.m)[n:]; strings.Join(got, "; ") != "W touch g1; W release f3" {
		t.Fatalf("after the board was set right: %v", got)
	}
}

// typeKeys types text into whatever line is open, key by key.
func (r *boardRig) typeKeys(text string) {
	for _, c := range text {
		r.m = press(r.m, string(c))
	}
}

// Garble is reported and skipped; what the umpire was typing stays as it
// was, and is recorded when he ends it; the board's next report is read.
func TestBoardGarbleKeepsTyping(t *testing.T) {
	r := newBoardRig(t, "staunton1860", dgt.Initial, "")
	r.move("e2e4", false)
	r.m = press(r.m, ":")
	r.typeKeys("white Paul Mor")
	if err := r.sim.Raw([]byte{0x8e, 0x00, 0x05, 0x34}); err != nil { // an update cut short
		t.Fatal(err)
	}
	if err := r.sim.Lift(dgt.Square(mustSquare("e7"))); err != nil {
		t.Fatal(err)
	}
	if got := r.pump(); got.r.Kind != dgt.Garbled || !strings.Contains(r.m.status.msg, "Garbled message from the board: message 0x8e cut short") {
		t.Fatalf("garble: kind %d, message %q", got.r.Kind, r.m.status.msg)
	}
	if !r.m.panels.cmd.on || !strings.Contains(r.m.panels.cmd.View(), "white Paul Mor") {
		t.Fatalf("the command line lost what was typed: %q", r.m.panels.cmd.View())
	}
	if got := r.pump(); got.r.Kind != dgt.Changed {
		t.Fatalf("after the garble: kind %d", got.r.Kind)
	}
	r.typeKeys("phy")
	r.m = press(r.m, "enter")
	r.place("e5", 'p')
	if r.m.sit.tags["White"] != "Paul Morphy" {
		t.Fatalf("the tag typed was lost: %v (%s)", r.m.sit.tags, r.m.status.msg)
	}
	if got := strings.Join(events(r.m), "; "); got != "W touch e2; W release e4; B touch e7; B release e5" {
		t.Fatalf("events: %s", got)
	}
}

// A board that falls silent, then is unplugged: each is said, every event
// recorded stays, and the moves can still be typed.
func TestBoardSilentThenUnplugged(t *testing.T) {
	t.Parallel() // waits 1.5 s for the silence: runs beside the long tests
	r := newBoardRig(t, "lewis1827", dgt.Initial, "")
	r.move("e2e4", false)
	r.sim.Mute(true)
	for got := r.pump(); got.r.Kind != dgt.Silent; got = r.pump() {
	}
	if !strings.Contains(r.m.status.msg, "Board silent") || !strings.Contains(r.m.View(), "Board silent") {
		t.Fatalf("silence not said: %s", r.m.status.msg)
	}
	r.m = press(r.m, "e", "5", "enter") // typed while the board is silent
	r.sim.Mute(false)
	// The board answers again: it still shows e7 where the record has e5.
	for got := r.pump(); got.r.Kind != dgt.Dumped; got = r.pump() {
	}
	if !strings.Contains(r.m.View(), "e7: take off Black's pawn") {
		t.Fatalf("the board's difference with the typed move is not listed:\n%s", r.m.View())
	}
	r.pty.Close() // unplugged
	for got := r.pump(); got.r.Kind != dgt.Lost; got = r.pump() {
	}
	if !strings.Contains(r.m.status.msg, "Board lost") || r.lastCmd != nil {
		t.Fatalf("loss not said, or the board still read: %s", r.m.status.msg)
	}
	r.m = press(r.m, "N", "f", "3", "enter")
	want := "W touch e2; W release e4; B move e7e5; W move g1f3"
	if got := strings.Join(events(r.m), "; "); got != want {
		t.Fatalf("events: %s", got)
	}
	if got := strings.Join(journalEvents(t, r.jpath), "; "); got != want {
		t.Fatalf("journal: %s", got)
	}
}

// A board that does not show the game's position says where, square by
// square, from the start; a board turned round is read turned.
func TestBoardStartAndOrientation(t *testing.T) {
	p := dgt.Initial
	p[dgt.Square(mustSquare("e2"))], p[dgt.Square(mustSquare("e4"))] = dgt.Empty, dgt.WPawn
	r := newBoardRig(t, "bca1862", p, "")
	if !strings.Contains(r.m.status.msg, "does not show the game's position") || !strings.Contains(r.m.status.msg, "e4: take off White's pawn; e2: set White's pawn") {
		t.Fatalf("start: %s", r.m.status.msg)
	}
	turned := newBoardRig(t, "bca1862", dgt.Initial.Rotated(), "")
	if !strings.Contains(turned.m.status.msg, "White at the far side") {
		t.Fatalf("turned board: %s", turned.m.status.msg)
	}
	// e2 of the record is d7 as the turned board numbers it.
	turned.act2(mustSquare("d7"), chess.Piece{})
	if got := events(turned.m); len(got) != 1 || got[0] != "W touch e2" {
		t.Fatalf("turned board: %v", got)
	}
	named := newBoardRig(t, "bca1862", dgt.Initial, "far") // named on the command line: not detected
	if len(named.m.boardDiffs()) != 32 {
		t.Fatalf("a board named turned but standing straight differs on %d squares, want 32", len(named.m.boardDiffs()))
	}
}

// act2 sets a square of the simulated board as it numbers them.
func (r *boardRig) act2(sq chess.Square, man chess.Piece) {
	r.t.Helper()
	c := dgt.Empty
	if !man.Empty() {
		c, _ = dgt.CodeOf(man.Kind)
	}
	if err := r.sim.Set(dgt.Square(sq), c); err != nil {
		r.t.Fatal(err)
	}
	r.pump()
}

// The board speaks while the code is still being picked: once a game
// begins, its last report is read against it, and lifts are touches.
func TestBoardBeforeTheGame(t *testing.T) {
	r := newBoardRig(t, "", dgt.Initial, "")
	if r.m.game != nil {
		t.Fatal("a game before the code was picked")
	}
	r.m = press(r.m, "enter")
	if r.m.game == nil {
		t.Fatalf("no game after the pick: %s", r.m.View())
	}
	if d := r.m.boardDiffs(); len(d) != 0 {
		t.Fatalf("the board differs from a new game: %v", d)
	}
	r.move("d2d4", false)
	if got := strings.Join(events(r.m), "; "); got != "W touch d2; W release d4" {
		t.Fatalf("events: %s", got)
	}
}

// A game opened again with the board: the board showing the position the
// journal left is read on; a lift is the next event, appended.
func TestBoardOpenResumes(t *testing.T) {
	first := newBoardRig(t, "american1850", dgt.Initial, "")
	first.move("e2e4", false)
	first.move("e7e5", false)
	quit(first.m)
	first.m.eboard.close()
	pos := first.sim.Position()
	pty, err := dgt.OpenPTY()
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	t.Cleanup(func() { pty.Close() })
	sim := dgt.NewSim(pty.Master, pos)
	go sim.Serve()
	m := newTestModel(t, Options{Open: first.jpath, Board: pty.Path})
	t.Cleanup(m.eboard.close)
	r := &boardRig{t: t, m: m, msgs: make(chan tea.Msg, 64), sim: sim, pty: pty, jpath: first.jpath}
	r.launch(m.Init())
	if got := r.pump(); got.r.Kind != dgt.Dumped || len(r.m.boardDiffs()) != 0 {
		t.Fatalf("resumed: kind %d, diffs %v (%s)", got.r.Kind, r.m.boardDiffs(), r.m.status.msg)
	}
	r.move("g1f3", false)
	want := "W touch e2; W release e4; B touch e7; B release e5; W touch g1; W release f3"
	if got := strings.Join(journalEvents(t, r.jpath), "; "); got != want {
		t.Fatalf("journal: %s", got)
	}
}

// A board plugged in but silent from the start (switched off) is said;
// the game is typed meanwhile.
func TestBoardSilentFromTheStart(t *testing.T) {
	t.Parallel() // waits 0.3 s for the silence: runs beside the long tests
	pty, err := dgt.OpenPTY()
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	t.Cleanup(func() { pty.Close() })
	sim := dgt.NewSim(pty.Master, dgt.Initial)
	sim.Mute(true)
	go sim.Serve()
	m := newTestModel(t, Options{Code: "bca1862", Board: pty.Path,
		boardTiming: dgt.Timing{Probe: 100 * time.Millisecond, Answer: 300 * time.Millisecond}})
	t.Cleanup(m.eboard.close)
	if !strings.Contains(m.View(), "Board: waiting for "+pty.Path) {
		t.Fatalf("the screen does not say it waits for the board:\n%s", m.View())
	}
	r := &boardRig{t: t, m: m, msgs: make(chan tea.Msg, 64), sim: sim, pty: pty}
	r.launch(m.Init())
	if got := r.pump(); got.r.Kind != dgt.Silent || !strings.Contains(r.m.status.msg, "Board silent") {
		t.Fatalf("kind %d: %s", got.r.Kind, r.m.status.msg)
	}
	r.m = press(r.m, "e", "4", "enter")
	if got := strings.Join(events(r.m), "; "); got != "W move e2e4" {
		t.Fatalf("typed while silent: %s", got)
	}
}
