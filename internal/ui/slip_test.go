package ui

import (
	"strings"
	"testing"
)

// TestTypingSlipWaits: e5 typed at the start (meant e4) is Black's move out
// of turn; it is shown and waits for a second enter instead of being
// recorded as an offence. Changing the text asks again; the squares form
// and a switched player record at once.
func TestTypingSlipWaits(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = typeMove(m, "e5")
	wantNoEvents(t, m)
	if !m.panels.mv.on || !strings.Contains(m.panels.mv.hint, "e5 is Black's move") || !strings.Contains(m.panels.mv.hint, "White is to move") {
		t.Fatalf("line %v, hint %q", m.panels.mv.on, m.panels.mv.hint)
	}
	if v := m.View(); !strings.Contains(v, "Enter again records Black moving out of") {
		t.Fatalf("the warning is not on the screen:\n%s", v)
	}
	// Corrected: backspace, 4, enter records White's e4 at once.
	m = press(m, "backspace", "4", "enter")
	wantEvents(t, m, "W move e2e4")
	if len(m.allRulings()) != 0 {
		t.Fatalf("rulings %+v", m.allRulings())
	}

	// Confirmed with a second enter: the move out of turn is recorded.
	m = newTestModel(t, Options{Code: "bca1862"})
	m = typeMove(m, "Nf6")
	m = press(m, "enter")
	wantEvents(t, m, "B move g8f6")

	// The text changed after the warning: asked again.
	m = newTestModel(t, Options{Code: "bca1862"})
	m = typeMove(m, "e5")
	m = press(m, "backspace", "5", "enter")
	wantNoEvents(t, m)

	// The squares form says which man: recorded at once.
	m = newTestModel(t, Options{Code: "bca1862"})
	m = typeMove(m, "e7e5")
	wantEvents(t, m, "B move e7e5")

	// tab first: the umpire said Black acts; e5 is Black's, at once.
	m = newTestModel(t, Options{Code: "bca1862"})
	m = press(m, "tab")
	m = typeMove(m, "e5")
	wantEvents(t, m, "B move e7e5")

	// The side to move's own SAN: at once.
	m = newTestModel(t, Options{Code: "bca1862"})
	m = typeMove(m, "Nf3")
	wantEvents(t, m, "W move g1f3")
}

// TestTypedPrefixShowsCandidates: the start of a move shows the moves it
// may become, never "is not a move"; the error comes on enter.
func TestTypedPrefixShowsCandidates(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862", Moves: []string{"e2e4", "d7d5"}})
	for _, c := range []struct{ typed, want string }{
		{"N", "Na3 Nc3 Ne2 Nf3 Nh3"},
		{"Nf", "Nf3"},
		{"ex", "exd5"},
		{"g1", "the white Knight on g1"},
		{"g1-", "the white Knight on g1"},
	} {
		m = press(m, "esc")
		for _, r := range c.typed {
			m = press(m, string(r))
		}
		if m.panels.mv.bad || !strings.Contains(m.panels.mv.hint, c.want) || strings.Contains(m.panels.mv.hint, "not a move") {
			t.Errorf("%s: bad %v, hint %q, want %q", c.typed, m.panels.mv.bad, m.panels.mv.hint, c.want)
		}
	}
	// Enter on a prefix gives the reason, and records nothing.
	m = press(m, "esc", "N", "enter")
	if !m.panels.mv.bad || !strings.Contains(m.panels.mv.hint, "is not a move") {
		t.Errorf("N enter: bad %v, hint %q", m.panels.mv.bad, m.panels.mv.hint)
	}
	wantNoEvents(t, m)
	// A text that begins no move says so while typed.
	m = press(m, "esc", "K", "x")
	if !m.panels.mv.bad {
		t.Errorf("Kx: hint %q", m.panels.mv.hint)
	}
}

func wantNoEvents(t *testing.T, m Model) {
	t.Helper()
	if got := events(m); len(got) != 0 {
		t.Fatalf("events recorded: %q (message: %s)", got, m.status.msg)
	}
}
