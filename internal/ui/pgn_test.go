package ui

import (
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/pgn"
)

func TestGamePGN(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862", FEN: "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"})
	m = command(m, "W move g1g4") // a false move
	m = press(m, "C", "1")        // Black: move-touched
	m = command(m, "W move g1f3")
	m = command(m, "B move b8c6")
	got := pgn.Export(m.game, m.pgnTags())
	for _, want := range []string{
		`[SetUp "1"]`,
		`[FEN "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"]`,
		`[Date "2026.11.22"]`,
		`{Played under British Chess Association`,
		`{Ruling 1: a false move`,
		`Black chose: White must move the man touched, legally}`,
		`2. Nf3 Nc6 *`,
	} {
		if !strings.Contains(strings.Join(strings.Fields(got), " "), want) {
			t.Errorf("PGN lacks %q:\n%s", want, got)
		}
	}
	// From the initial position there is no SetUp.
	m = newTestModel(t, Options{Code: "bca1862"})
	m = command(m, "W move e2e4")
	if got := pgn.Export(m.game, m.pgnTags()); strings.Contains(got, "SetUp") || !strings.Contains(got, "1. e4 *") {
		t.Fatalf("PGN:\n%s", got)
	}
}
