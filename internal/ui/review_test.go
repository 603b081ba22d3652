package ui

import (
	"strings"
	"testing"
)

// reviewGame is a short game with a false move claimed and enforced.
func reviewGame(t *testing.T) Model {
	m := newTestModel(t, Options{Code: "bca1862"})
	for _, s := range []string{"e4", "e5", "g1g4"} {
		m = typeMove(m, s)
	}
	m = press(m, "C", "1")
	m = typeMove(m, "Nf3")
	m = typeMove(m, "Nc6")
	return m
}

// TestReview steps back and forward through the game, move by move, ruling
// by ruling and event by event: the board, the log line and the ruling of
// that moment; nothing is recorded; esc returns to the present.
func TestReview(t *testing.T) {
	m := reviewGame(t)
	want := events(m)
	live := m.snap.board
	m = press(m, "v")
	if !m.screens.review.on || m.screens.review.at != len(m.track.entries) {
		t.Fatalf("review at %d of %d", m.screens.review.at, len(m.track.entries))
	}
	// Back a move: before 3... Nc6.
	m = press(m, "left")
	if m.screens.review.at != 6 || m.screens.review.board.pieces[mustSquare("b8")].Kind != 'N' {
		t.Fatalf("at %d", m.screens.review.at)
	}
	// Back by rulings: event 3 raised the false move; it is pending there.
	m = press(m, "[")
	if m.screens.review.at != 3 || len(m.screens.review.pending) != 1 {
		t.Fatalf("at %d, %d pending", m.screens.review.at, len(m.screens.review.pending))
	}
	if m.screens.review.board.pieces[mustSquare("g4")].Kind != 'N' {
		t.Fatal("the false move is not on the board of that moment")
	}
	v := m.View()
	for _, s := range []string{"review: event 3 of 7 (W move g1g4, 2. Ng1-g4)", "Ruling pending (1)", "Log to event 3 of 7"} {
		if !strings.Contains(v, s) {
			t.Errorf("the view lacks %q:\n%s", s, v)
		}
	}
	if strings.Contains(v, "B claim") {
		t.Errorf("the log shows events after the moment:\n%s", v)
	}
	// Event by event, then to the start and to the end.
	m = press(m, ".")
	if m.screens.review.at != 4 {
		t.Fatalf("at %d", m.screens.review.at)
	}
	m = press(m, "home")
	if m.screens.review.at != 0 || m.screens.review.board.pieces[mustSquare("e2")].Kind != 'P' {
		t.Fatalf("start: at %d", m.screens.review.at)
	}
	m = press(m, "right", "right")
	if m.screens.review.at != 2 {
		t.Fatalf("two moves on: at %d", m.screens.review.at)
	}
	// Keys that record do nothing in a review.
	for _, k := range []string{"t", "C", "1", "w", "u", "enter", "e", ":", "+"} {
		m = press(m, k)
	}
	wantEvents(t, m, want...)
	// esc: the present, as it was.
	m = press(m, "esc")
	if m.screens.review.on || m.snap.board != live || !strings.Contains(m.View(), "7  B move b8c6") {
		t.Fatal("esc did not return to the present")
	}
}

// TestReviewOpened: a game opened read-only is reviewed the same way.
func TestReviewOpened(t *testing.T) {
	m := reviewGame(t)
	path := m.sit.jpath
	o := newTestModel(t, Options{Open: path, ReadOnly: true})
	o = press(o, "v", "home", "right")
	if mv := o.screens.review.game.MovesFrom(0); o.screens.review.at != 1 || len(mv) != 1 || mv[0] != "e2e4" {
		t.Fatalf("at %d, moves %v", o.screens.review.at, mv)
	}
}
