package ui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/law"
)

// typeMove types text at the board, one key at a time, then enter.
func typeMove(m Model, text string) Model {
	for _, r := range text {
		m = send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
	}
	return press(m, "enter")
}

// operaGame is Morphy v the Duke of Brunswick and Count Isouard, Paris 1858.
var operaGame = strings.Fields("e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#")

// TestTypedSAN records the Opera Game by typed SAN: each move is the touch
// and release of its man (one `move` event), each "+" a `say check` by the
// mover; the game ends in mate, and the screen says so and offers no more
// moves.
func TestTypedSAN(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	keys := 0
	for _, san := range operaGame {
		n := len(m.track.entries)
		m = typeMove(m, san)
		keys += len(san) + 1
		if len(m.track.entries) == n {
			t.Fatalf("%s not recorded: %s", san, m.panels.mv.hint)
		}
	}
	if len(m.allRulings()) != 0 {
		t.Fatalf("rulings on a regular game: %+v", m.allRulings())
	}
	if got := strings.Join(m.game.SAN(), " "); got != strings.Join(operaGame, " ") {
		t.Fatalf("record %s", got)
	}
	ev := events(m)
	if ev[0] != "W move e2e4" || ev[len(ev)-2] != "W move d1d8" || ev[len(ev)-1] != "W say check" {
		t.Fatalf("events %q", ev)
	}
	if c := strings.Count(strings.Join(ev, "\n"), "say check"); c != 4 {
		t.Fatalf("%d checks said, want 4", c)
	}
	if res, why := m.game.Ending(); res != "1-0" || why != "checkmate" {
		t.Fatalf("ending %s %s", res, why)
	}
	if per := float64(keys) / float64(len(operaGame)); per > 6 {
		t.Fatalf("%.2f keys a move", per)
	}
	v := m.View()
	if !strings.Contains(v, "Game over: 1-0, checkmate") || strings.Contains(v, "type a move") {
		t.Fatalf("the end of the game is not said, or moves are still offered:\n%s", v)
	}
	// No more moves: typing one says why.
	m = press(m, "e")
	if m.panels.mv.on || !strings.Contains(m.status.msg, "The game is over (1-0, checkmate)") {
		t.Fatalf("after mate: line open %v, %q", m.panels.mv.on, m.status.msg)
	}
}

func TestTypedSquares(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = typeMove(m, "e2e4")
	m = typeMove(m, "e7-e5")
	m = typeMove(m, "g1g4") // irregular: typed by its squares, ruled a false move
	wantEvents(t, m, "W move e2e4", "B move e7e5", "W move g1g4")
	if len(m.snap.pending) != 1 || m.allRulings()[0].Kind != law.KindFalseMove {
		t.Fatalf("rulings %+v", m.allRulings())
	}
	// A promotion by its squares names the piece.
	m = newTestModel(t, Options{Code: "bca1862", FEN: "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"})
	m = typeMove(m, "e7e8n")
	wantEvents(t, m, "W move e7e8n")
	if p := m.game.PieceAt(mustSquare("e8")); p.Kind != 'N' {
		t.Fatalf("e8 holds %c", p.Letter())
	}
	// SAN without the piece: the screen asks for it.
	m = newTestModel(t, Options{Code: "bca1862", FEN: "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"})
	m = typeMove(m, "e8")
	if !m.game.PendingPromotion() || !strings.Contains(m.status.msg, "Name the piece") {
		t.Fatalf("pending %v, %q", m.game.PendingPromotion(), m.status.msg)
	}
	m = press(m, "q")
	wantEvents(t, m, "W move e7e8", "W promote q")
}

func TestTypedAmbiguousAndImpossible(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862", FEN: "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"})
	m = typeMove(m, "Nd2")
	if !m.panels.mv.on || !m.panels.mv.bad || m.panels.mv.hint != "Nd2 is ambiguous: Nbd2 or Nfd2 (add the file or the rank it comes from)" {
		t.Fatalf("line open %v, hint %q", m.panels.mv.on, m.panels.mv.hint)
	}
	if len(m.track.entries) != 0 {
		t.Fatal("an ambiguous move was recorded")
	}
	// Corrected on the line still open.
	m = press(m, "backspace", "backspace")
	m = typeMove(m, "bd2")
	wantEvents(t, m, "W move b1d2")

	m = newTestModel(t, Options{Code: "bca1862"})
	for _, c := range []struct{ typed, reason string }{
		{"Nf5", "Nf5: no Knight of either side can legally go to f5 (an irregular move is typed by its squares, e.g. g1f5)"},
		{"Qxe4", "Qxe4: no Queen of either side can legally go to e4"},
		{"e9", `"e9" is not a move`},
		{"O-O", "O-O: neither side may castle so now"},
		{"e4=Q", "e4=Q: the pawn does not reach the last rank"},
		{"e3e4", "e3e4: no man on e3"},
	} {
		m = typeMove(m, c.typed)
		if !m.panels.mv.on || !strings.HasPrefix(m.panels.mv.hint, c.reason) {
			t.Errorf("%s: line open %v, hint %q, want %q", c.typed, m.panels.mv.on, m.panels.mv.hint, c.reason)
		}
		m = press(m, "esc")
	}
	if len(m.track.entries) != 0 {
		t.Fatalf("recorded %q", events(m))
	}
	// A capture of an empty square is not taken for a move.
	m = typeMove(m, "e4")
	m = typeMove(m, "d5")
	m = typeMove(m, "Bxb5")
	if !m.panels.mv.on || !strings.Contains(m.panels.mv.hint, "there is no man on b5 to take") {
		t.Fatalf("hint %q", m.panels.mv.hint)
	}
}

// TestTypedActorFollowsTheMan: the mover is the owner of the man moved; a
// Black man moved with White to move is Black moving out of turn, and the
// message says so. tab switches the acting player, to record a player
// moving his adversary's man.
func TestTypedActorFollowsTheMan(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = typeMove(m, "e5") // only a Black pawn can go to e5: a slip, asked about
	m = press(m, "enter") // and confirmed
	wantEvents(t, m, "B move e7e5")
	if !strings.HasPrefix(m.status.msg, "Black moved out of turn (White to move).") {
		t.Fatalf("message %q", m.status.msg)
	}
	// By squares too.
	m = newTestModel(t, Options{Code: "bca1862"})
	m = typeMove(m, "d7d5")
	wantEvents(t, m, "B move d7d5")
	// And by picks.
	m = newTestModel(t, Options{Code: "bca1862"})
	m.panels.board.focus.cursor = mustSquare("c7")
	m = press(m, "enter", "down", "down", "enter")
	wantEvents(t, m, "B move c7c5")
	if !strings.Contains(m.status.msg, "Black moved out of turn") {
		t.Fatalf("message %q", m.status.msg)
	}

	// The umpire says otherwise: Black moves White's pawn.
	m = newTestModel(t, Options{Code: "bca1862"})
	m = press(m, "tab") // White to move; the umpire records Black acting
	m = typeMove(m, "e4")
	wantEvents(t, m, "B move e2e4")
	if !strings.HasPrefix(m.status.msg, "Black moved White's man.") {
		t.Fatalf("message %q", m.status.msg)
	}
	if m.actFor.override {
		t.Fatal("the switch outlived the move")
	}
	// SAN names the men of the side to move first, or of the player the
	// umpire switched to: after 1. e4, "e5" is Black's pawn, or with tab
	// White's (moving twice).
	m = newTestModel(t, Options{Code: "bca1862", Moves: []string{"e2e4"}})
	m = typeMove(m, "e5")
	wantEvents(t, m, "B move e7e5")
	m = newTestModel(t, Options{Code: "bca1862", Moves: []string{"e2e4"}})
	m = press(m, "tab")
	m = typeMove(m, "e5")
	wantEvents(t, m, "W move e4e5")
	if !strings.HasPrefix(m.status.msg, "White moved out of turn (Black to move).") {
		t.Fatalf("message %q", m.status.msg)
	}
}

// TestTypedCheck: "+" says check for the mover, in the same line of the
// journal; a false "+" is asked about first (the core says the move gives
// no check), then recorded for the core to rule.
func TestTypedCheck(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862", Moves: []string{"e2e4", "f7f6"}})
	m = typeMove(m, "Qh5+")
	wantEvents(t, m, "W move d1h5", "W say check")
	m = newTestModel(t, Options{Code: "bca1862"})
	m = typeMove(m, "e4+")
	wantEvents(t, m)
	if !m.panels.mv.on || !strings.Contains(m.panels.mv.hint, "e4+ gives no check. Enter again records") {
		t.Fatalf("a false + not asked: line %v %q", m.panels.mv.on, m.panels.mv.hint)
	}
	m = press(m, "enter")
	wantEvents(t, m, "W move e2e4", "W say check")
	if len(m.allRulings()) != 1 || m.allRulings()[0].Kind != law.KindFalseCheck {
		t.Fatalf("rulings %+v", m.allRulings())
	}
}

// TestTypedLine: the line shows what the text reads as while it is typed,
// suggests the legal moves, and closes with esc or an empty backspace.
func TestTypedLine(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = press(m, "N")
	if !m.panels.mv.on || m.panels.mv.ti.Value() != "N" {
		t.Fatalf("N: line %v %q", m.panels.mv.on, m.panels.mv.ti.Value())
	}
	m = press(m, "f")
	if s := m.panels.mv.ti.CurrentSuggestion(); s != "Nf3" {
		t.Fatalf("suggestion %q", s)
	}
	m = press(m, "3")
	if m.panels.mv.bad || !strings.HasPrefix(m.panels.mv.hint, "White Knight g1 → f3 by White") {
		t.Fatalf("hint %q", m.panels.mv.hint)
	}
	m = press(m, "backspace", "backspace", "backspace", "backspace")
	if m.panels.mv.on {
		t.Fatal("an empty backspace left the line open")
	}
	// tab takes the suggestion.
	m = press(m, "N", "c", "tab", "enter")
	wantEvents(t, m, "W move b1c3")
}

// TestDragMakesAMove: a press on one square and a release on another.
func TestDragMakesAMove(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	x, y := cellOf(m, "g1")
	m = send(m, tea.MouseMsg{X: x, Y: y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft})
	x, y = cellOf(m, "f3")
	m = send(m, tea.MouseMsg{X: x, Y: y, Action: tea.MouseActionMotion, Button: tea.MouseButtonLeft})
	m = send(m, tea.MouseMsg{X: x, Y: y, Action: tea.MouseActionRelease, Button: tea.MouseButtonLeft})
	wantEvents(t, m, "W move g1f3")
	// A press and a release on the same square is a click: a pick.
	x, y = cellOf(m, "e7")
	m = send(m, tea.MouseMsg{X: x, Y: y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft})
	m = send(m, tea.MouseMsg{X: x, Y: y, Action: tea.MouseActionRelease, Button: tea.MouseButtonLeft})
	if m.panels.board.focus.pick.String() != "e7" {
		t.Fatalf("pick %v", m.panels.board.focus.pick)
	}
}

// TestNumberingAfterAForfeit: the log numbers moves from the board, not by
// alternation: after a turn forfeited the same side moves again.
func TestNumberingAfterAForfeit(t *testing.T) {
	m := newTestModel(t, Options{Code: "staunton1860"})
	for _, s := range []string{"e4", "e5", "g1g4"} {
		m = typeMove(m, s)
	}
	m = press(m, "C", "2") // forfeit-turn
	for _, s := range []string{"Nc6", "Nf3", "Nf6", "Bc4"} {
		m = typeMove(m, s)
	}
	var got []string
	for _, en := range m.track.entries {
		got = append(got, en.moves...)
	}
	want := "1. e4 1... e5 2. Ng1-g4 2... Nc6 3. Nf3 3... Nf6 4. Bc4"
	if strings.Join(got, " ") != want {
		t.Fatalf("log numbers %q, want %q", strings.Join(got, " "), want)
	}
	// The same when the journal is opened, and after an undo.
	path := m.sit.jpath
	quit(m)
	o := newTestModel(t, Options{Open: path})
	o = press(o, "u")
	got = nil
	for _, en := range o.track.entries {
		got = append(got, en.moves...)
	}
	if strings.Join(got, " ") != "1. e4 1... e5 2. Ng1-g4 2... Nc6 3. Nf3 3... Nf6" {
		t.Fatalf("reopened and undone: %q", got)
	}
	o = typeMove(o, "Bc4")
	if l := o.track.entries[len(o.track.entries)-1].moves; len(l) != 1 || l[0] != "4. Bc4" {
		t.Fatalf("after the undo: %q", l)
	}
}

// TestBigBoard: on a large terminal the board grows, and clicks still find
// their squares.
func TestBigBoard(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = send(m, tea.WindowSizeMsg{Width: 150, Height: 48})
	if m.panels.board.cellW != 5 || m.panels.board.cellH != 2 {
		t.Fatalf("cells %dx%d", m.panels.board.cellW, m.panels.board.cellH)
	}
	for _, sq := range []string{"g1", "f3"} {
		x, y := cellOf(m, sq)
		m = click(m, x, y)
	}
	wantEvents(t, m, "W move g1f3")
	v := m.View()
	checkFrame(t, v, 150, 48)
	if !strings.Contains(v, "  ♘  ") {
		t.Fatalf("no wide cell:\n%s", v)
	}
}

// TestTypedRefusalSaysCheck: a SAN move refused while the mover's King
// stands in check says so, and the example takes the pawn of that file.
func TestTypedRefusalSaysCheck(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862", FEN: "4k3/8/8/8/1b6/8/7P/4K3 w - - 0 1"})
	m = typeMove(m, "h3")
	if !strings.Contains(m.panels.mv.hint, "the white King stands in check") || !strings.Contains(m.panels.mv.hint, "e.g. h2h3") {
		t.Errorf("hint %q", m.panels.mv.hint)
	}
}
