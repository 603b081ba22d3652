package ui

import (
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// kasparovDeepBlue is Kasparov v Deep Blue, game 1, New York 1997: 45
// moves, with castling, captures, checks and Bishops beside b-pawns.
var kasparovDeepBlue = strings.Fields(`Nf3 d5 g3 Bg4 b3 Nd7 Bb2 e6 Bg2 Ngf6 O-O c6
d3 Bd6 Nbd2 O-O h3 Bh5 e3 h6 Qe1 Qa5 a3 Bc7 Nh4 g5 Nhf3 e5 e4 Rfe8 Nh2 Qb6 Qc1 a5
Re1 Bd6 Ndf1 dxe4 dxe4 Bc5 Ne3 Rad8 Nhf1 g4 hxg4 Nxg4 f3 Nxe3 Nxe3 Be7 Kh1 Bg5 Re2 a4
b4 f5 exf5 e4 f4 Bxe2 fxg5 Ne5 g6 Bf3 Bc3 Qb5 Qf1 Qxf1+ Rxf1 h5 Kg1 Kf8 Bh3 b5 Kf2 Kg7
g4 Kh6 Rg1 hxg4 Bxg4 Bxg4 Nxg4+ Nxg4+ Rxg4 Rd5 f6 Rd1 g7`)

// typeLower types a move in lower case; where the line asks which of two
// moves it names (recording nothing until answered), it answers with the
// one the scorer's SAN names.
func typeLower(t *testing.T, m Model, san string) (Model, bool) {
	t.Helper()
	before := len(m.track.entries)
	m = typeMove(m, strings.ToLower(san))
	if len(m.panels.mv.choices) == 0 {
		return m, false
	}
	if !strings.Contains(m.panels.mv.hint, "names 2 moves") || len(m.track.entries) != before {
		t.Fatalf("%s: asked %q, events %d", san, m.panels.mv.hint, len(m.track.entries))
	}
	want, err := readMove(m.game, san, m.typing().preferredColor())
	if err != nil {
		t.Fatalf("%s: %v", san, err)
	}
	for i, c := range m.panels.mv.choices {
		if c.from == want.from && c.to == want.to {
			return press(m, string(rune('1'+i))), true
		}
	}
	t.Fatalf("%s: the line asks %q without it", san, m.panels.mv.hint)
	return m, true
}

// TestTypedLowerCase: every move of a 45-move game typed in lower case
// records the same game, event for event, as typed in capitals; where
// lower case names two moves the line asks, naming both.
func TestTypedLowerCase(t *testing.T) {
	upper := newTestModel(t, Options{Code: "bca1862"})
	lower := newTestModel(t, Options{Code: "bca1862"})
	asked := 0
	for i, san := range kasparovDeepBlue {
		upper = typeMove(upper, san)
		before := len(lower.track.entries)
		var wasAsked bool
		lower, wasAsked = typeLower(t, lower, san)
		if wasAsked {
			asked++
		}
		if got, want := events(lower), events(upper); !reflect.DeepEqual(got, want) {
			t.Fatalf("move %d %s typed %s:\n got %q\nwant %q (line %q)", i+1, san, strings.ToLower(san), got[before:], want[before:], lower.panels.mv.hint)
		}
	}
	if len(upper.game.SAN()) != len(kasparovDeepBlue) {
		t.Fatalf("the game in capitals: %d plies of %d (%s)", len(upper.game.SAN()), len(kasparovDeepBlue), upper.status.msg)
	}
	if !slices.Equal(lower.game.SAN(), upper.game.SAN()) {
		t.Fatalf("records differ:\n%q\n%q", lower.game.SAN(), upper.game.SAN())
	}
	t.Logf("%d moves typed in lower case were asked about", asked)
}

// TestTypedCaseAmbiguous: bc4, where the b-pawn and a Bishop may both go
// to c4, asks which, showing both; 2 picks the Bishop. nf3, qh5, o-o and
// e8=q need no capitals.
func TestTypedCaseAmbiguous(t *testing.T) {
	// White: a pawn on b3, the Bishop on f1 free; a black pawn on c4.
	m := newTestModel(t, Options{Code: "bca1862", Moves: []string{"b2b3", "d7d5", "e2e3", "d5d4", "a2a3", "b7b5", "a3a4", "b5b4", "a4a5", "c7c5", "a5a6", "c5c4"}})
	m = typeMove(m, "bxc4")
	if !m.panels.mv.on || len(m.panels.mv.choices) != 2 || !strings.Contains(m.panels.mv.hint, "bxc4") || !strings.Contains(m.panels.mv.hint, "Bxc4") {
		t.Fatalf("bxc4 not asked: line %v, choices %d, %q", m.panels.mv.on, len(m.panels.mv.choices), m.panels.mv.hint)
	}
	wantEvents(t, m)
	m = press(m, "2")
	if got := events(m); got[len(got)-1] != "W move f1c4" {
		t.Fatalf("2 recorded %q", got[len(got)-1])
	}
	// Asked as it is typed: 1 picks without an enter.
	m = press(m, "u", "b", "x", "c", "4")
	if !strings.Contains(m.panels.mv.hint, "names 2 moves") {
		t.Fatalf("bxc4 typed: %q", m.panels.mv.hint)
	}
	m = press(m, "1")
	if got := events(m); m.panels.mv.on || got[len(got)-1] != "W move b3c4" {
		t.Fatalf("1 recorded %q (line %v)", got, m.panels.mv.on)
	}
	m = newTestModel(t, Options{Code: "bca1862", Moves: []string{"e2e4", "f7f6"}})
	m = press(m, "n")
	if !strings.Contains(m.panels.mv.hint, "Nf3") || m.panels.mv.bad {
		t.Errorf("n… hints %q", m.panels.mv.hint)
	}
	m = press(m, "esc")
	for _, mv := range []string{"nf3", "g8h6"} {
		m = typeMove(m, mv)
	}
	m = typeMove(m, "bc4") // not Black's b-pawn out of turn: the Bishop
	m = typeMove(m, "e7e6")
	m = typeMove(m, "o-o")
	m = typeMove(m, "e6e5")
	m = typeMove(m, "qe1") // the Rook left f1: the Queen's way
	m = typeMove(m, "ke7")
	wantEvents(t, m, "W move g1f3", "B move g8h6", "W move f1c4", "B move e7e6",
		"W move e1g1", "B move e6e5", "W move d1e1", "B move e8e7")
}

// TestLowerCaseOwnSideFirst: bb5 with White to move is the Bishop's move,
// not Black's b-pawn out of turn; after tab switches the acting player to
// Black, bb5 is Black's pawn.
func TestLowerCaseOwnSideFirst(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862", Moves: []string{"e2e4", "e7e5", "g1f3", "b8c6"}})
	m = typeMove(m, "bb5")
	wantEvents(t, m, "W move f1b5")
	m = newTestModel(t, Options{Code: "bca1862", Moves: []string{"e2e4", "e7e5", "g1f3", "b8c6"}})
	m = press(m, "tab") // Black moves out of turn
	m = typeMove(m, "bb5")
	wantEvents(t, m, "B move b7b5")
}

// TestNoKeyBreaksAMove: with a move half typed, every key of the game
// (q, r, n, the command keys, the digits that choose) goes into the move
// line: nothing is recorded, nothing opens, nothing quits; only the line
// changes.
func TestNoKeyBreaksAMove(t *testing.T) {
	base := newTestModel(t, Options{Code: "bca1862", Moves: []string{"e2e4", "e7e5"}})
	base = typeMove(base, "Nf3")
	base = typeMove(base, "Ke7") // a ruling to choose, waive, claim on
	var keys []string
	for _, r := range "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-=:?[]{},.#!/ " {
		keys = append(keys, string(r))
	}
	for _, k := range keys {
		m := send(base, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("N")})
		before := m
		nm, cmd := m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(k)})
		after := nm.(Model)
		if cmd != nil {
			if msg := cmd(); msg != nil {
				if _, quit := msg.(tea.QuitMsg); quit {
					t.Errorf("%q mid-move quits", k)
				}
			}
		}
		switch {
		case !after.panels.mv.on || after.panels.mv.ti.Value() != "N"+k:
			t.Errorf("%q mid-move: line %v %q", k, after.panels.mv.on, after.panels.mv.ti.Value())
		case !reflect.DeepEqual(events(after), events(before)):
			t.Errorf("%q mid-move recorded %q", k, events(after))
		case after.screen != before.screen || after.panels.cmd.on || after.screens.review.on || after.panels.board.focus.flipped != before.panels.board.focus.flipped:
			t.Errorf("%q mid-move changed the screen", k)
		case after.panels.board.focus.cursor != before.panels.board.focus.cursor || after.acting() != before.acting() || after.panels.rulings.sel != before.panels.rulings.sel:
			t.Errorf("%q mid-move changed the board or the rulings", k)
		case after.status.msg != before.status.msg:
			t.Errorf("%q mid-move changed the message: %q", k, after.status.msg)
		}
	}
	// The keys that are no characters: the line keeps them (tab completes,
	// the arrows move in it); none records, reviews, redoes or scrolls.
	for _, k := range []tea.KeyType{tea.KeyTab, tea.KeyUp, tea.KeyDown, tea.KeyLeft, tea.KeyRight, tea.KeyPgUp, tea.KeyPgDown,
		tea.KeyHome, tea.KeyEnd, tea.KeyCtrlR, tea.KeyCtrlU, tea.KeyCtrlD, tea.KeySpace, tea.KeyDelete} {
		m := send(base, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("N")})
		before := m
		nm, cmd := m.Update(tea.KeyMsg{Type: k})
		after := nm.(Model)
		if cmd != nil && isQuit(cmd) || !after.panels.mv.on || !reflect.DeepEqual(events(after), events(before)) ||
			after.screen != before.screen || after.screens.review.on || after.panels.cmd.on || after.panels.log.scrolledBack() != before.panels.log.scrolledBack() {
			t.Errorf("%v mid-move: line %v %q, events %d, screen %v", k, after.panels.mv.on, after.panels.mv.ti.Value(), len(events(after)), after.screen)
		}
	}
	// And the keys that begin a move begin one, on the board.
	for _, k := range []string{"q", "r", "n", "k", "o", "b", "Q", "R", "N", "K", "O", "B"} {
		m := send(base, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(k)})
		if !m.panels.mv.on || m.panels.mv.ti.Value() != k || len(events(m)) != len(events(base)) {
			t.Errorf("%q does not begin a move: line %v %q", k, m.panels.mv.on, m.panels.mv.ti.Value())
		}
	}
}

// TestQuitAsksOnce: ctrl+c while the game goes on asks once, saying the
// journal keeps every event; ctrl+c again quits, any other key goes on.
func TestQuitAsksOnce(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = typeMove(m, "e4")
	nm, cmd := m.Update(keyMsg("ctrl+c"))
	m = nm.(Model)
	if cmd != nil && isQuit(cmd) || !strings.Contains(m.status.msg, "The game is not finished") || !strings.Contains(m.status.msg, "keeps every event") {
		t.Fatalf("ctrl+c: quit %v, message %q", cmd != nil && isQuit(cmd), m.status.msg)
	}
	m = press(m, "right") // goes on
	nm, cmd = m.Update(keyMsg("ctrl+c"))
	if cmd != nil && isQuit(cmd) {
		t.Fatal("ctrl+c after another key quits without asking")
	}
	if _, cmd = nm.(Model).Update(keyMsg("ctrl+c")); cmd == nil || !isQuit(cmd) {
		t.Fatal("ctrl+c twice does not quit")
	}
	// From another screen (the laws), the question is asked on the game's.
	m = press(m, "L")
	nm, cmd = m.Update(keyMsg("ctrl+c"))
	if m = nm.(Model); cmd != nil && isQuit(cmd) || m.screen != screenGame || !strings.Contains(m.View(), "The game is not finished") {
		t.Fatalf("ctrl+c on the laws: screen %v", m.screen)
	}
	// A game with no event quits at once.
	if _, cmd := newTestModel(t, Options{Code: "bca1862"}).Update(keyMsg("ctrl+c")); cmd == nil || !isQuit(cmd) {
		t.Fatal("ctrl+c before any event does not quit")
	}
}

func isQuit(cmd tea.Cmd) bool {
	msg := cmd()
	if b, ok := msg.(tea.BatchMsg); ok {
		for _, c := range b {
			if c != nil && isQuit(c) {
				return true
			}
		}
		return false
	}
	_, ok := msg.(tea.QuitMsg)
	return ok
}

// TestMoveAndCheckOneAct: Qxf7+ is one act: one undo takes back the move
// and the cry, one redo puts both back, and a journal reopened keeps them
// together.
func TestMoveAndCheckOneAct(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862", Moves: []string{"e2e4", "e7e5", "f1c4", "b8c6"}})
	m = typeMove(m, "Bxf7+")
	wantEvents(t, m, "W move c4f7", "W say check")
	m = press(m, "u")
	wantEvents(t, m)
	if !strings.Contains(m.status.msg, "Undid events 1-2") {
		t.Errorf("undo says %q", m.status.msg)
	}
	m = press(m, "U")
	wantEvents(t, m, "W move c4f7", "W say check")
	path := m.sit.jpath
	quit(m)
	o := newTestModel(t, Options{Open: path})
	o = press(o, "u")
	wantEvents(t, o)
	o = press(o, "U")
	wantEvents(t, o, "W move c4f7", "W say check")
	// The log says them on one line, under the move's number.
	if v := o.View(); !strings.Contains(v, "1  W move c4f7; W say check") || strings.Contains(v, "2  W say check") {
		t.Errorf("the log does not say the move and its cry as one:\n%s", v)
	}
	o = press(o, "u")
	// A cry said apart, by its key, is an act of its own.
	o = typeMove(o, "Bxf7")
	o = press(o, "+")
	wantEvents(t, o, "W move c4f7", "W say check")
	o = press(o, "u")
	wantEvents(t, o, "W move c4f7")
	// Events written on one line with ";" that are not a move and its cry
	// stay events of their own, each undone alone.
	o = command(o, "B move e8f7; B say jadoube")
	o = press(o, "u")
	wantEvents(t, o, "W move c4f7", "B move e8f7")
}

// TestCheckKeyAsks: + where no King stands in check asks first; + again
// records the false cry, and the core rules it.
func TestCheckKeyAsks(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = typeMove(m, "e4")
	m = press(m, "+")
	wantEvents(t, m, "W move e2e4")
	if !strings.Contains(m.status.msg, "No black King stands in check. + again records") {
		t.Fatalf("message %q", m.status.msg)
	}
	m = press(m, "+")
	wantEvents(t, m, "W move e2e4", "W say check")
	if rs := m.allRulings(); len(rs) != 1 || rs[0].Kind != "false-check" {
		t.Fatalf("rulings %+v", rs)
	}
}

// TestASCIIComparisonAligned: the comparison (=) in --ascii keeps the
// columns of the Unicode one: each line as wide, an empty cell "-".
func TestASCIIComparisonAligned(t *testing.T) {
	var texts [2]string
	for i, ascii := range []bool{false, true} {
		m := newTestModel(t, Options{Code: "lewis1827", ASCII: ascii})
		// Black began: a ruling under some codes, silence under others.
		for _, c := range []string{"B move e7e5", "W move e2e4", "B move g8f6", "W move g1f3", "B move b8c6", "W claim"} {
			m = command(m, c)
		}
		m = press(m, "=")
		if m.screen != screenCompare {
			t.Fatal("= opens no comparison")
		}
		texts[i] = m.screens.compare.text
	}
	uni, asc := strings.Split(texts[0], "\n"), strings.Split(texts[1], "\n")
	if len(uni) != len(asc) || !strings.Contains(texts[0], "—") {
		t.Fatalf("%d lines against %d, or no empty cell:\n%s", len(uni), len(asc), texts[0])
	}
	for i := range uni {
		if stringWidth(uni[i]) != len(asc[i]) {
			t.Errorf("line %d: %d columns in Unicode, %d in ASCII:\n%s\n%s", i+1, stringWidth(uni[i]), len(asc[i]), uni[i], asc[i])
		}
	}
}

// TestCompletionOrder: tab takes the likeliest move the text begins: one
// of the man under the cursor, else a capture or a check, else the first
// by name.
func TestCompletionOrder(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862", Moves: []string{"e2e4", "d7d5"}})
	m.panels.board.focus.cursor = mustSquare("g1")
	m = press(m, "N")
	if got := m.panels.mv.ti.CurrentSuggestion(); got != "Ne2" || !strings.Contains(m.panels.mv.hint, "N… Ne2 Nf3 Nh3 Na3 Nc3") {
		t.Errorf("N with the cursor on g1 suggests %q, hints %q", got, m.panels.mv.hint)
	}
	m = press(m, "esc")
	m.panels.board.focus.cursor = mustSquare("b1")
	m = press(m, "N")
	if got := m.panels.mv.ti.CurrentSuggestion(); got != "Na3" {
		t.Errorf("N with the cursor on b1 suggests %q", got)
	}
	m = press(m, "esc")
	m.panels.board.focus.cursor = mustSquare("f1")
	m = press(m, "N")
	if got := m.panels.mv.ti.CurrentSuggestion(); got != "Na3" {
		t.Errorf("N with the cursor on f1 suggests %q", got)
	}
	m = press(m, "esc")
	m.panels.board.focus.cursor = mustSquare("a1")
	m = press(m, "e")
	if got := m.panels.mv.ti.CurrentSuggestion(); got != "exd5" {
		t.Errorf("e suggests %q, not the capture", got)
	}
	m = press(m, "esc")
	m = newTestModel(t, Options{Code: "bca1862", Moves: []string{"e2e4", "f7f6"}})
	m.panels.board.focus.cursor = mustSquare("a1")
	m = press(m, "Q")
	if got := m.panels.mv.ti.CurrentSuggestion(); got != "Qh5" {
		t.Errorf("Q suggests %q, not the check", got)
	}
}

// TestTitleKeepsBothNames: at 80 columns the title keeps White's and
// Black's names (cut each to its share where they are long) and the
// journal's file name.
func TestTitleKeepsBothNames(t *testing.T) {
	for _, tc := range []struct{ white, black string }{
		{"Paul Morphy", "Duke of Brunswick"},
		{"Paul Morphy", "Duke of Brunswick and Count Isouard"},
		{"Adolf Anderssen", "Lionel Kieseritzky"},
	} {
		long := filepath.Join(t.TempDir(), "a-rather-long-directory-name", "and-another-one", "2026-11-22T100405.inc")
		m := newTestModel(t, Options{Code: "american1850", Journal: long, White: tc.white, Black: tc.black})
		for _, w := range []int{80, 100} {
			title := m.titleBar().View(w)
			white, black := strings.Fields(tc.white)[0], strings.Fields(tc.black)[0]
			if stringWidth(title) > w || !strings.Contains(title, white) || !strings.Contains(title, black) || !strings.Contains(title, "2026-11-22T100405.inc") {
				t.Errorf("width %d: %q", w, title)
			}
		}
	}
}
