package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestNextGame: after a game ends, n starts the next between the same
// players under the same code, its journal beside the last; the first
// move alternates after a game won; after a draw n asks who begins.
func TestNextGame(t *testing.T) {
	dir := t.TempDir()
	m := newTestModel(t, Options{Code: "bca1862", Journal: filepath.Join(dir, "game.inc"), White: "Paul Morphy", Black: "Duke of Brunswick", Round: "1"})
	m = press(m, "n")
	if m.jpath != filepath.Join(dir, "game.inc") || m.mv.on {
		t.Fatalf("n before the end: journal %s, line %v", m.jpath, m.mv.on)
	}
	for _, s := range operaGame {
		m = typeMove(m, s)
	}
	if !m.gameOver() || !strings.Contains(m.View(), "n next game") {
		t.Fatalf("the end offers no next game:\n%s", m.View())
	}
	m = press(m, "n")
	if want := filepath.Join(dir, "game-2.inc"); m.jpath != want {
		t.Fatalf("journal %s, want %s", m.jpath, want)
	}
	if m.gameOver() || len(m.entries) != 0 || m.tags["White"] != "Paul Morphy" || m.tags["Round"] != "2" || m.info.ID != "bca1862" {
		t.Fatalf("next game: over %v, %d events, tags %v, code %s", m.gameOver(), len(m.entries), m.tags, m.info.ID)
	}
	if m.report.Turn != "black" || !strings.Contains(m.msg, "Black moves first") || !strings.Contains(m.msg, "game.inc") {
		t.Fatalf("turn %s, message %q", m.report.Turn, m.msg)
	}
	data, err := os.ReadFile(m.jpath)
	if err != nil || !strings.Contains(string(data), `[FirstMove "black"]`) || !strings.Contains(string(data), `[White "Paul Morphy"]`) {
		t.Fatalf("journal of the next game (%v):\n%s", err, data)
	}
	m = typeMove(m, "e5")
	wantEvents(t, m, "B move e7e5")

	// A draw: Lewis V gives the next first move to the player who began.
	m = newTestModel(t, Options{Code: "lewis1827", Journal: filepath.Join(dir, "draw.inc"), FEN: "7k/8/5QK1/8/8/8/8/8 w - - 0 1"})
	m = typeMove(m, "Qf7")
	if m.report.Result != "1/2-1/2" {
		t.Fatalf("not drawn: %q", m.report.Result)
	}
	m = press(m, "n")
	if m.jpath != filepath.Join(dir, "draw-2.inc") || m.report.Turn != "white" || !strings.Contains(m.msg, "Lewis V") {
		t.Fatalf("after a draw under Lewis: %s, %s to move, %q", m.jpath, m.report.Turn, m.msg)
	}

	// An annulled game under Lewis: No. V is silent; n asks, b answers.
	m = newTestModel(t, Options{Code: "lewis1827", Journal: filepath.Join(dir, "ann.inc")})
	m = typeMove(m, "e4")
	m = command(m, "U annul")
	m = press(m, "n")
	if !m.next.askFirst || !strings.Contains(m.msg, "Who moves first") || !strings.Contains(m.msg, "XXV") {
		t.Fatalf("no question after an annulment under Lewis: %q", m.msg)
	}
	m = press(m, "b")
	if m.jpath != filepath.Join(dir, "ann-2.inc") || m.report.Turn != "black" {
		t.Fatalf("after b: %s, %s to move", m.jpath, m.report.Turn)
	}
}

// TestNextGameAfterAnnulment: a game annulled is begun again by the player
// who had its first move (BCA III).
func TestNextGameAfterAnnulment(t *testing.T) {
	dir := t.TempDir()
	m := newTestModel(t, Options{Code: "bca1862", Journal: filepath.Join(dir, "a.inc")})
	m = command(m, "B move e7e5") // Black begins: commenced out of turn
	m = press(m, "1")             // White chooses annul
	if !m.gameOver() {
		t.Fatalf("not over: %q, rulings %+v", m.report.Result, m.allRulings())
	}
	m = press(m, "n")
	if m.jpath != filepath.Join(dir, "a-2.inc") || m.report.Turn != "white" || !strings.Contains(m.msg, "White moves first") {
		t.Fatalf("journal %s, %s to move, %q", m.jpath, m.report.Turn, m.msg)
	}
}
