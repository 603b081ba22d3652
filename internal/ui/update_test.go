package ui

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/pgn"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
	"github.com/arbiter-chess/arbiter/internal/testkit/testsize"
)

func mustSquare(s string) chess.Square {
	sq, ok := chess.ParseSquare(s)
	if !ok {
		panic("bad square " + s)
	}
	return sq
}

func wantEvents(t *testing.T, m Model, want ...string) {
	t.Helper()
	if got := events(m); !reflect.DeepEqual(got, want) {
		t.Fatalf("events:\n got %q\nwant %q\n(message: %s)", got, want, m.status.msg)
	}
	if got := journalEvents(t, m.sit.jpath); !reflect.DeepEqual(got, want) {
		t.Fatalf("journal:\n got %q\nwant %q", got, want)
	}
}

func TestCursorKeys(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	if m.panels.board.focus.cursor.String() != "e2" {
		t.Fatalf("cursor starts on %s", m.panels.board.focus.cursor)
	}
	m = press(m, "up", "up", "left", "left", "right", "right", "right", "down", "down", "down")
	if m.panels.board.focus.cursor.String() != "f1" {
		t.Fatalf("cursor on %s, want f1", m.panels.board.focus.cursor)
	}
	// The edge stops the cursor.
	m = press(m, "down", "down")
	if m.panels.board.focus.cursor.String() != "f1" {
		t.Fatalf("cursor on %s after the edge, want f1", m.panels.board.focus.cursor)
	}
	// Flipped, up goes toward White's side of the screen, i.e. down the ranks.
	m = press(m, "F", "up")
	if !m.panels.board.focus.flipped || m.panels.board.focus.cursor.String() != "f1" {
		t.Fatalf("flipped %v, cursor %s", m.panels.board.focus.flipped, m.panels.board.focus.cursor)
	}
	m = press(m, "down")
	if m.panels.board.focus.cursor.String() != "f2" {
		t.Fatalf("flipped down: cursor %s, want f2", m.panels.board.focus.cursor)
	}
}

func TestQuickMoveByKeysAndClicks(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = press(m, "enter", "up", "up", "enter") // e2, e4
	wantEvents(t, m, "W move e2e4")
	x, y := cellOf(m, "e7")
	m = click(m, x, y)
	if m.panels.board.focus.pick.String() != "e7" {
		t.Fatalf("pick %s after a click on e7", m.panels.board.focus.pick)
	}
	x, y = cellOf(m, "e5")
	m = click(m, x, y)
	wantEvents(t, m, "W move e2e4", "B move e7e5")
	// Clicks map to squares on a flipped board too.
	m = press(m, "F")
	for _, sq := range []string{"g1", "f3"} {
		x, y := cellOf(m, sq)
		m = click(m, x, y)
	}
	wantEvents(t, m, "W move e2e4", "B move e7e5", "W move g1f3")
	// A second pick on the same square cancels; esc cancels.
	m = press(m, "F")
	m.panels.board.focus.cursor = mustSquare("b8")
	m = press(m, "enter", "enter")
	m = press(m, "enter", "esc")
	if m.panels.board.focus.pick.Valid() || len(m.track.entries) != 3 {
		t.Fatalf("pick %v, %d events", m.panels.board.focus.pick, len(m.track.entries))
	}
	// Clicks off the board do nothing.
	m = click(m, 60, 5)
	m = click(m, 1, 1)
	if m.panels.board.focus.pick.Valid() || len(m.track.entries) != 3 {
		t.Fatalf("click off the board: pick %v, %d events", m.panels.board.focus.pick, len(m.track.entries))
	}
}

func TestSingleKeys(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = press(m, "j", "t")                         // J'adoube, then touch e2 (an adjustment)
	m = press(m, "l")                              // put it back on e2
	m = press(m, "t", "up")                        // touch e2, cursor e3
	m = press(m, "s")                              // touch e3 with it
	m = press(m, "up", "l")                        // release on e4
	m.panels.board.focus.cursor = mustSquare("b8") //
	m = press(m, "T")                              // Black touches b8 accidentally
	m = press(m, "l")                              // and puts it back
	wantEvents(t, m,
		"W say jadoube", "W touch e2", "W release e2",
		"W touch e2", "W touch-square e3", "W release e4",
		"B touch b8 accidentally", "B release b8")
}

func TestCheckClaimChooseWaive(t *testing.T) {
	// 1. e4 f6 2. Qh5+ unannounced: Black may claim.
	m := newTestModel(t, Options{Code: "bca1862", Moves: []string{"e2e4", "f7f6"}})
	m = command(m, "W move d1h5")
	m = press(m, "+")
	wantEvents(t, m, "W move d1h5", "W say check")

	// A false move: Black claims and chooses with the keys.
	m = newTestModel(t, Options{Code: "bca1862"})
	m = command(m, "W move e2e4")
	m = command(m, "B move e7e5")
	m = command(m, "W move g1g4")
	if len(m.snap.pending) != 1 {
		t.Fatalf("%d pending rulings after a false move", len(m.snap.pending))
	}
	m = press(m, "C", "1")
	wantEvents(t, m, "W move e2e4", "B move e7e5", "W move g1g4", "B claim", "B choose move-touched")
	if len(m.snap.pending) != 0 {
		t.Fatalf("still %d pending", len(m.snap.pending))
	}
	if len(m.snap.report.Obligations) == 0 || m.snap.report.Obligations[0].Duty != rules.DutyMoveTouched {
		t.Fatalf("obligations %+v", m.snap.report.Obligations)
	}
	// An option that is not on offer is refused, and nothing is recorded.
	m = press(m, "9")
	if len(m.track.entries) != 5 || m.status.msgKind != msgErr {
		t.Fatalf("choose without a pending ruling recorded something: %q", m.status.msg)
	}

	// Waive.
	m = newTestModel(t, Options{Code: "bca1862"})
	m = command(m, "W move e2e4")
	m = command(m, "B move e7e5")
	m = command(m, "W touch d8")
	m = press(m, "w")
	wantEvents(t, m, "W move e2e4", "B move e7e5", "W touch d8", "B waive")
	if r := m.allRulings()[0]; r.State != rules.StateWaived {
		t.Fatalf("ruling %+v", r)
	}
}

func TestChooseNamesTheManUnderTheCursor(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = command(m, "W move e2e4")
	m = command(m, "B move e7e5")
	m = command(m, "W move g1g4")
	m = press(m, "C")
	m.panels.board.focus.cursor = mustSquare("d2")
	m = press(m, "2") // move-any, naming d2
	wantEvents(t, m, "W move e2e4", "B move e7e5", "W move g1g4", "B claim", "B choose move-any d2")
}

func TestSwitchActingPlayer(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = command(m, "W move e2e4")
	if m.acting() != record.ActorBlack {
		t.Fatalf("acting %v after White's move", m.acting())
	}
	m = press(m, "tab")
	if m.acting() != record.ActorWhite {
		t.Fatalf("acting %v after tab", m.acting())
	}
	m.panels.board.focus.cursor = mustSquare("d2")
	m = press(m, "enter", "up", "up", "enter")
	wantEvents(t, m, "W move e2e4", "W move d2d4")
	// The finished move ends the switch.
	if m.actFor.override || m.acting() != record.ActorBlack {
		t.Fatalf("override %v, acting %v", m.actFor.override, m.acting())
	}
}

func TestPromotionKeys(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862", FEN: "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"})
	m.panels.board.focus.cursor = mustSquare("e7")
	m = press(m, "enter", "up", "enter")
	if !m.game.PendingPromotion() {
		t.Fatalf("no promotion pending; events %q, msg %q", events(m), m.status.msg)
	}
	m = press(m, "n")
	wantEvents(t, m, "W move e7e8", "W promote n")
	if p := m.game.PieceAt(mustSquare("e8")); p.Kind != 'N' {
		t.Fatalf("e8 holds %c", p.Letter())
	}
}

func TestCommandLine(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = command(m, "W touch e2 accidentally")
	m = command(m, "W release e2")
	// Bad input: the reason shows, nothing is recorded, the line stays open.
	m = command(m, "W touch e5")
	if !m.panels.cmd.on || !strings.Contains(m.panels.cmd.hint, "nothing recorded") {
		t.Fatalf("cmdOn %v hint %q", m.panels.cmd.on, m.panels.cmd.hint)
	}
	m = press(m, "esc")
	m = command(m, "W flap e2")
	if !m.panels.cmd.on || !strings.Contains(m.panels.cmd.hint, "bad input") {
		t.Fatalf("cmdOn %v hint %q", m.panels.cmd.on, m.panels.cmd.hint)
	}
	m = press(m, "esc")
	// Several events on a line are all or nothing.
	m = command(m, "W move e2e4; B move e7e5; B touch e6")
	if !m.panels.cmd.on || len(m.track.entries) != 2 {
		t.Fatalf("a bad event in a batch recorded %d events", len(m.track.entries))
	}
	m = press(m, "esc")
	m = command(m, "W move e2e4; B move e7e5")
	// Without an actor, the acting player; the umpire's own verbs get him.
	m = command(m, "move g1f3")
	m = command(m, "note a quiet game")
	wantEvents(t, m, "W touch e2 accidentally", "W release e2", "W move e2e4", "B move e7e5",
		"W move g1f3", "U note a quiet game")
	// History: up recalls the last line.
	m = press(m, ":", "up")
	if got := m.panels.cmd.value(); got != "note a quiet game" {
		t.Fatalf("history %q", got)
	}
	m = press(m, "esc")
}

func TestCommandCompletion(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = press(m, ":")
	for _, step := range []struct{ typed, want, hint string }{
		{"W to", "W touch", "touch touch-square"},
		{" e", "W touch e", "e1 e2 e7 e8"}, // the squares with men
		{"2", "W touch e2 ", ""},
		{"a", "W touch e2 accidentally ", ""},
	} {
		for _, r := range step.typed {
			m = send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
		}
		m = press(m, "tab")
		if got := m.panels.cmd.value(); got != step.want || m.panels.cmd.hint != step.hint {
			t.Fatalf("after %q+tab: %q hint %q, want %q hint %q", step.typed, got, m.panels.cmd.hint, step.want, step.hint)
		}
	}
	m = press(m, "esc", ":")
	for _, r := range "B cl" {
		m = send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
	}
	m = press(m, "tab")
	if got := m.panels.cmd.value(); got != "B claim " {
		t.Fatalf("claim completion %q", got)
	}
	m = press(m, "esc", ":")
	for _, r := range "W move e2" {
		m = send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
	}
	m = press(m, "tab")
	if got := m.panels.cmd.value(); got != "W move e2e" || m.panels.cmd.hint != "e2e3 e2e4" {
		t.Fatalf("move completion %q hint %q", got, m.panels.cmd.hint)
	}
}

func TestUndo(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = command(m, "W move e2e4")
	m = command(m, "B move e7e5")
	m = press(m, "t") // the cursor is on e2, now empty: rejected, not recorded
	m = press(m, "u")
	if !strings.Contains(m.status.msg, "Undid event 2: B move e7e5") {
		t.Fatalf("message %q", m.status.msg)
	}
	wantEvents(t, m, "W move e2e4")
	m = press(m, "u", "u")
	if len(m.track.entries) != 0 || m.status.msgKind != msgErr {
		t.Fatalf("undo past the start: %d entries, %q", len(m.track.entries), m.status.msg)
	}
	data, _ := os.ReadFile(m.sit.jpath)
	if !strings.Contains(string(data), `[Code "bca1862"]`) {
		t.Fatalf("journal lost its tags:\n%s", data)
	}
	// The journal only grew: the undos are lines of their own.
	if n := strings.Count(string(data), "\nU undo  # "); n != 2 {
		t.Fatalf("%d undo lines in\n%s", n, data)
	}
}

// TestRedo: U puts back what u took off, in order; an event recorded after
// an undo ends the redo; a reopened journal redoes as the screen would.
func TestRedo(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = command(m, "W move e2e4")
	m = command(m, "B move e7e5")
	m = command(m, "W move g1g4") // a false move
	if len(m.snap.pending) != 1 {
		t.Fatalf("pending %d", len(m.snap.pending))
	}
	m = press(m, "u", "u")
	wantEvents(t, m, "W move e2e4")
	if len(m.snap.pending) != 0 {
		t.Fatal("the ruling stayed after its move was undone")
	}
	m = press(m, "U")
	if !strings.HasPrefix(m.status.msg, "Redone 2: B move e7e5") {
		t.Fatalf("message %q", m.status.msg)
	}
	wantEvents(t, m, "W move e2e4", "B move e7e5")
	// Reopened, the game and what may be redone are the same.
	path := m.sit.jpath
	quit(m)
	o := newTestModel(t, Options{Open: path})
	if !reflect.DeepEqual(o.track.entries, m.track.entries) || !reflect.DeepEqual(o.fullReport(), m.fullReport()) {
		t.Fatalf("reopened:\n%+v\nwant\n%+v", o.track.entries, m.track.entries)
	}
	o = command(o, "redo")
	wantEvents(t, o, "W move e2e4", "B move e7e5", "W move g1g4")
	if len(o.snap.pending) != 1 {
		t.Fatal("the ruling did not come back with its move")
	}
	o = command(o, "U undo")
	o = command(o, "W move g1f3")
	o = press(o, "U")
	if !strings.Contains(o.status.msg, "Nothing to redo") {
		t.Fatalf("redo after a new event: %q", o.status.msg)
	}
	wantEvents(t, o, "W move e2e4", "B move e7e5", "W move g1f3")
}

func TestExportPGN(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = command(m, "W move e2e4")
	m = command(m, "B move e7e5")
	m = command(m, "W move g1g4")
	m = press(m, "C", "1")
	m = press(m, "E")
	path := strings.TrimSuffix(m.sit.jpath, ".inc") + ".pgn"
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (message %q)", err, m.status.msg)
	}
	// A file written for sharing is readable by others.
	if fi, err := os.Stat(path); err != nil || fi.Mode().Perm() != 0o644 {
		t.Errorf("the PGN's mode: %v, %v; want 0644", fi.Mode().Perm(), err)
	}
	if !strings.Contains(string(data), "1. e4 e5") || !strings.Contains(string(data), "false move") {
		t.Fatalf("PGN:\n%s", data)
	}
	// A chess program reads it: the moves, and arbiter's board at the end.
	games, err := pgn.ReadAll(string(data))
	if err != nil || len(games) != 1 || len(games[0].Moves) != 2 {
		t.Fatalf("read back: %v %+v\n%s", err, games, data)
	}
	if got, want := strings.Fields(games[0].FEN)[0], strings.Fields(m.snap.report.FEN)[0]; got != want {
		t.Fatalf("read back to %s, arbiter's board is %s", got, want)
	}
}

func TestJournalRefusesToOverwrite(t *testing.T) {
	p := filepath.Join(t.TempDir(), "old.inc")
	if err := os.WriteFile(p, []byte("W move e2e4\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := NewModel(Options{Code: "bca1862", Journal: p}); err == nil {
		t.Fatal("NewModel overwrote an existing journal")
	}
}

func TestBadOptions(t *testing.T) {
	dir := t.TempDir()
	for _, o := range []Options{
		{Code: "fide2023", Journal: filepath.Join(dir, "a.inc")},
		{Code: "bca1862", FEN: "not a fen", Journal: filepath.Join(dir, "b.inc")},
		{Open: filepath.Join(dir, "missing.inc")},
	} {
		if _, err := NewModel(o); err == nil {
			t.Errorf("NewModel(%+v) accepted", o)
		}
	}
}

func TestPickerStartsTheGame(t *testing.T) {
	m := newTestModel(t, Options{})
	if m.screen != screenPicker {
		t.Fatal("no picker without a code")
	}
	m = press(m, "up", "enter")
	if m.screen != screenGame || m.game.Setup().Code != "staunton1860" {
		t.Fatalf("screen %v code %q", m.screen, m.game.Setup().Code)
	}
}

func TestLawBrowserKeys(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = command(m, "W move e2e4")
	m = command(m, "B move e7e5")
	m = command(m, "W touch d8")
	m = press(m, "A")
	if a, ok := m.screens.laws.current(); m.screen != screenLaws || !ok || a.ID != "VI" {
		t.Fatalf("o opened %v %+v", m.screen, a)
	}
	m = press(m, "/")
	for _, r := range "castl" {
		m = send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
	}
	m = press(m, "enter")
	if n, all := len(m.screens.laws.list.VisibleItems()), len(m.screens.laws.list.Items()); n == 0 || n == all {
		t.Fatalf("search for castl shows %d of %d", n, all)
	}
	// esc clears the search, then leaves.
	m = press(m, "esc")
	if m.screen != screenLaws || len(m.screens.laws.list.VisibleItems()) != len(m.screens.laws.list.Items()) {
		t.Fatalf("the first esc: screen %v, %d shown", m.screen, len(m.screens.laws.list.VisibleItems()))
	}
	m = press(m, "esc")
	if m.screen != screenGame {
		t.Fatalf("esc left the browser for %v", m.screen)
	}
}

func TestOpenResumesAndAppends(t *testing.T) {
	m := newTestModel(t, Options{Code: "staunton1860", Moves: []string{"e2e4"}})
	m = command(m, "B move e7e5")
	m = command(m, "W touch d8")
	path := m.sit.jpath
	quit(m)

	o := newTestModel(t, Options{Open: path})
	if !reflect.DeepEqual(o.fullReport(), m.fullReport()) {
		t.Fatalf("reopened report differs:\n%+v\n%+v", o.fullReport(), m.fullReport())
	}
	o = press(o, "w") // Black waives
	data, _ := os.ReadFile(path)
	if !strings.HasSuffix(string(data), "B waive  # 2026-11-22T10:04:05.000Z\n") {
		t.Fatalf("journal after reopening:\n%s", data)
	}
	if !strings.Contains(string(data), `[Moves "e2e4"]`) {
		t.Fatalf("journal without its Moves tag:\n%s", data)
	}
}

func TestFastTypingSplitsRunes(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	// A terminal read may hold several keys: one message, many runes.
	m = send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(":W move e2e4")})
	m = press(m, "enter")
	wantEvents(t, m, "W move e2e4")
	// A move typed fast after a command key: q begins the move, never
	// quits.
	nm, cmd := m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("Fqd5")})
	if got := nm.(Model); cmd != nil || !got.panels.board.focus.flipped || !got.panels.mv.on || got.panels.mv.ti.Value() != "qd5" {
		t.Fatalf("cmd %v, flipped %v, move line %v %q", cmd, got.panels.board.focus.flipped, got.panels.mv.on, got.panels.mv.ti.Value())
	}
}

func TestLogScroll(t *testing.T) {
	t.Parallel() // beside the tests that wait on a board
	m := newTestModel(t, Options{Code: "bca1862"})
	for i := 0; i < 12; i++ {
		m = paste(m, "W move g1f3; B move g8f6; W move f3g1; B move f6g8") // the log to scroll, not typing
	}
	last := "48  B move f6g8"
	if !strings.Contains(m.View(), last) {
		t.Fatal("the latest event is not in view")
	}
	m = press(m, "pgup")
	if m.panels.log.scrolledBack() == 0 || strings.Contains(m.View(), last) {
		t.Fatalf("pgup: scroll %d", m.panels.log.scrolledBack())
	}
	m = press(m, "home")
	if !strings.Contains(m.View(), "  1  W move g1f3") {
		t.Fatal("home does not show the first event")
	}
	top := m.panels.log.scrolledBack()
	m = press(m, "pgdown")
	if m.panels.log.scrolledBack() >= top {
		t.Fatalf("pgdown from the top: %d → %d", top, m.panels.log.scrolledBack())
	}
	m = press(m, "end")
	if m.panels.log.scrolledBack() != 0 || !strings.Contains(m.View(), last) {
		t.Fatal("end does not return to the latest event")
	}
	m = send(m, tea.MouseMsg{Button: tea.MouseButtonWheelUp, Action: tea.MouseActionPress, X: 60, Y: 10})
	if m.panels.log.scrolledBack() != 3 {
		t.Fatalf("wheel: scroll %d", m.panels.log.scrolledBack())
	}
}

// TestNoPanicOnAnyInput throws random keys, clicks and sizes at every
// screen: 800 messages a start (by then each start has reached the laws
// and, from a game, its review), 1500 in the full run (testsize).
func TestNoPanicOnAnyInput(t *testing.T) {
	t.Parallel() // beside the tests that wait on a board
	msgs := testsize.Pick(800, 1500)
	keys := []string{"up", "down", "left", "right", "h", "j", "k", "l", "enter", "space", "esc", "tab",
		"t", "T", "a", "s", "r", "+", "c", "w", "1", "2", "3", "9", "[", "]", "o", "f", "u", "e",
		"L", "/", "?", ":", "pgup", "pgdown", "home", "end", "backspace", "q", "b", "n", "p",
		"W", "B", "x", " ", "é", "♔", "\t", "e2", "W move e2e4",
		"v", "=", "E", "F", "C", "j", "{", "}", ",", ".", "N", "O", "K", "Q", "R", "0", "#", "-", "g", "4", "d", "5"}
	for _, opts := range []Options{{}, {Code: "lewis1827"}, {Code: "staunton1860", ASCII: true},
		{Code: "bca1862", FEN: "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"}} {
		m := newTestModel(t, opts)
		seed := uint32(7)
		rnd := func(n int) int {
			seed = seed*1664525 + 1013904223
			return int(seed>>8) % n
		}
		for i := 0; i < msgs; i++ {
			var msg tea.Msg
			switch rnd(12) {
			case 0:
				msg = tea.MouseMsg{X: rnd(110) - 5, Y: rnd(40) - 5, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft}
			case 1:
				if rnd(20) == 0 {
					msg = tea.WindowSizeMsg{Width: rnd(160), Height: rnd(60)}
				} else {
					msg = tea.MouseMsg{Button: tea.MouseButtonWheelDown, Action: tea.MouseActionPress}
				}
			default:
				k := keys[rnd(len(keys))]
				if k == "q" && rnd(2) == 0 {
					k = "x" // quitting is fine, but keep going most of the time
				}
				msg = keyMsg(k)
			}
			nm, _ := m.Update(msg)
			m = nm.(Model)
			_ = m.View()
		}
	}
}

func TestRulingSelection(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	for _, c := range []string{"W move e2e4", "B move e7e5", "W touch d8", "W release d8", "W move g1g4"} {
		m = command(m, c)
	}
	if len(m.snap.pending) != 2 {
		t.Fatalf("%d pending", len(m.snap.pending))
	}
	// The newest ruling is selected; [ selects the older, whose option 1
	// (move-king) the keys then choose.
	if r, _ := m.selected(); r.Kind != law.KindFalseMove {
		t.Fatalf("selected %s", r.Kind)
	}
	m = press(m, "[")
	if r, _ := m.selected(); r.Kind != law.KindTouchedUncapturable {
		t.Fatalf("after [: %s", r.Kind)
	}
	m = press(m, "1")
	if got := events(m); got[len(got)-1] != "B choose move-king ruling 1" {
		t.Fatalf("events %q (%s)", got, m.status.msg)
	}
	// The King's move takes the false move back: its own penalties have
	// nothing left to act on and are superseded.
	if len(m.snap.pending) != 0 {
		t.Fatalf("after choosing: %d pending", len(m.snap.pending))
	}
}

func TestTitleKeepsTheJournalPath(t *testing.T) {
	long := filepath.Join(t.TempDir(), "a-rather-long-directory-name", "and-another-one", "2026-11-22T100405.inc")
	m := newTestModel(t, Options{Code: "american1850", Journal: long})
	for _, w := range []int{80, 100, 200} {
		title := m.titleBar().View(w)
		if n := len([]rune(title)); n > w || !strings.Contains(title, "2026-11-22T100405.inc") {
			t.Errorf("width %d: %q", w, title)
		}
	}
}

// TestChoiceAnswersTheRulingOnScreen: with two rulings pending for Black (a
// false move, then two moves in succession), the ruling selected with `[`
// is the one a number key and `w` answer; the journal names it.
func TestChoiceAnswersTheRulingOnScreen(t *testing.T) {
	m := newTestModel(t, Options{Code: "lewis1827"})
	for _, ev := range []string{"W move e2e4", "B move e7e5", "W move g1g4", "W move d2d4"} {
		m = command(m, ev)
	}
	if len(m.snap.pending) != 2 {
		t.Fatalf("pending %v", m.snap.pending)
	}
	m = press(m, "[")
	r, _ := m.selected()
	if r.Kind != law.KindFalseMove {
		t.Fatalf("selected %s after [", r.Kind)
	}
	m = press(m, "w")
	wantEvents(t, m, "W move e2e4", "B move e7e5", "W move g1g4", "W move d2d4", "B waive ruling 1")
	if got := m.allRulings()[0].State; got != rules.StateWaived {
		t.Errorf("the false move's ruling is %s, want waived", got)
	}
	if got := m.allRulings()[1].State; got != rules.StatePending {
		t.Errorf("the two moves' ruling is %s, want still pending", got)
	}
}

// TestTooSmallRecordsNothing: behind "Terminal too small" no key records an
// event (nothing is recorded that cannot be seen); ctrl+c still quits,
// asked once while the game goes on.
func TestTooSmallRecordsNothing(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = command(m, "W move e2e4")
	m = send(m, tea.WindowSizeMsg{Width: 40, Height: 12})
	if !m.tooSmall() {
		t.Fatal("40x12 is not too small")
	}
	m = press(m, "u", ":", "B", " ", "m", "o", "v", "e", " ", "e", "7", "e", "5", "enter")
	wantEvents(t, m, "W move e2e4")
	m = press(m, "ctrl+c")
	if _, cmd := m.Update(keyMsg("ctrl+c")); cmd == nil {
		t.Error("ctrl+c does not quit behind the too-small screen")
	}
}

// TestMarksPrecedence: a King in check shows the check even when a duty
// names him; a square touched with the man in hand shows as touched even
// when the man may go there.
func TestMarksPrecedence(t *testing.T) {
	var b boardState
	k, sq := mustSquare("e8"), mustSquare("h3")
	b.hand, b.lastFrom, b.lastTo = chess.NoSquare, chess.NoSquare, chess.NoSquare
	b.touched[k], b.checked[k] = true, true
	b.targets[sq], b.tsquares[sq] = true, true
	mk := boardMarks{cursor: chess.NoSquare, pick: chess.NoSquare}
	if l, r, _ := cellMarks(&b, mk, k); l+r != "<>" {
		t.Errorf("King in check and under a duty: %q", l+r)
	}
	if l, r, _ := cellMarks(&b, mk, sq); l+r != "~~" {
		t.Errorf("touched square the man may go to: %q", l+r)
	}
}

// TestAppliedRulingSaysSo: a remedy the law applies by itself reads
// "applied by the law", not "chosen".
func TestAppliedRulingSaysSo(t *testing.T) {
	m := newTestModel(t, Options{Code: "american1850", FEN: "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1"})
	m = command(m, "W touch e2")
	v := m.View()
	if !strings.Contains(v, "applied by the law: 1 White must move his King") || strings.Contains(v, "chosen: 1 ") {
		t.Errorf("view:\n%s", v)
	}
}

// TestLogNumbersAnOutOfTurnStart: Black's move made first, out of turn, is
// numbered 1..., never 0....
func TestLogNumbersAnOutOfTurnStart(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = command(m, "B move e7e5")
	if v := m.View(); strings.Contains(v, "0...") || !strings.Contains(v, "1...") {
		t.Errorf("view:\n%s", v)
	}
}
