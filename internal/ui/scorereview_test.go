package ui

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

func keys(m tea.Model, ks ...string) tea.Model {
	for _, k := range ks {
		var msg tea.KeyMsg
		switch k {
		case "down", "up", "enter", "esc", "backspace":
			msg = tea.KeyMsg{Type: map[string]tea.KeyType{"down": tea.KeyDown, "up": tea.KeyUp, "enter": tea.KeyEnter, "esc": tea.KeyEsc, "backspace": tea.KeyBackspace}[k]}
		default:
			msg = tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(k)}
		}
		m, _ = m.Update(msg)
	}
	return m
}

// The review of a score: a game picked from the list, a step to Black's
// 10th move, acts typed before it; an act the check refuses is not put in
// and its reason is shown; x takes the acts out; Enter ends the review
// with the game and the acts.
func TestScoreReviewPutsActsAtAMove(t *testing.T) {
	moves := []string{"1. e4", "1... e5", "2. Nf3", "2... Nc6"}
	var checked []string
	opts := ScoreReviewOptions{
		Title: "Review",
		Games: []string{"1. A – B", "2. C – D"},
		Moves: func(game int) ([]string, error) { return moves, nil },
		Check: func(game int, ins []string) error {
			checked = ins
			if strings.Contains(ins[len(ins)-1], "g8") {
				return fmt.Errorf("no man on g8 to touch")
			}
			return nil
		},
	}
	m := tea.Model(NewScoreReview(opts))
	if v := m.View(); !strings.Contains(v, "The file holds 2 games") || !strings.Contains(v, "▸ 1. A – B") {
		t.Fatalf("list:\n%s", v)
	}
	m = keys(m, "down", "enter", "down", "b", "B touch g8", "enter")
	if v := m.View(); !strings.Contains(v, "Not put in: no man on g8 to touch") || !strings.Contains(v, "> B touch g8") {
		t.Fatalf("refused act:\n%s", v)
	}
	m = keys(m, "backspace", "backspace", "f6; W claim", "enter")
	if v := m.View(); !strings.Contains(v, "▸ 1... e5   ⚑ 1... B touch f6; W claim") || !strings.Contains(v, "1 act put in") {
		t.Fatalf("act put in:\n%s", v)
	}
	m = keys(m, "down", "a", "W say check", "enter")
	if got := m.(*ScoreReview).Result().Inserts; len(got) != 2 || got[1] != "after 2. W say check" {
		t.Fatalf("inserts %q (checked %q)", got, checked)
	}
	m = keys(m, "x")
	m = keys(m, "enter")
	r := m.(*ScoreReview).Result()
	if !r.Done || r.Game != 2 || len(r.Inserts) != 1 || r.Inserts[0] != "1... B touch f6; W claim" {
		t.Errorf("result %+v", r)
	}
	// The board before the move under the cursor stands beside the moves.
	bm := tea.Model(NewScoreReview(ScoreReviewOptions{Moves: opts.Moves, Board: func(game, ply int) []string {
		return []string{fmt.Sprintf("board of game %d before ply %d", game, ply)}
	}}))
	bm = keys(bm, "down", "down")
	if v := bm.View(); !strings.Contains(v, "Before 2. Nf3:") || !strings.Contains(v, "board of game 1 before ply 2") {
		t.Errorf("board:\n%s", v)
	}
	// q leaves without a journal.
	m = keys(tea.Model(NewScoreReview(ScoreReviewOptions{Moves: opts.Moves})), "q")
	if m.(*ScoreReview).Result().Done {
		t.Error("q ended the review as done")
	}
}
