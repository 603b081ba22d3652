package ui

import (
	"fmt"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// tickMsg redraws a timed game's running clock once a second.
type tickMsg time.Time

func tickCmd() tea.Cmd {
	return tea.Tick(time.Second, func(t time.Time) tea.Msg { return tickMsg(t) })
}

// timed reports whether the game at hand has a time of moving to show.
func (m Model) timed() bool {
	return m.game != nil && m.game.Setup().Time != nil && m.screen != screenPicker
}

// armTick starts the second's tick of a timed game, once.
func (m *Model) armTick(cmd tea.Cmd) tea.Cmd {
	if !m.timed() || m.sit.ticking {
		return cmd
	}
	m.sit.ticking = true
	return tea.Batch(cmd, tickCmd())
}

// clockLines are a timed game's clocks: the time each player has used (the
// clock of the player to move running, unless the game is over or a moment
// of the past is shown), the moves each still owes in his period and by
// when, and the fines ruled.
func clockLines(t *rules.TimeReport, now time.Time, live bool) []string {
	used := map[string]float64{"white": t.Clock["white"], "black": t.Clock["black"]}
	if since, err := time.Parse(time.RFC3339Nano, t.Since); live && err == nil && t.Running != "" && now.After(since) {
		used[t.Running] += now.Sub(since).Seconds()
	}
	side := func(p string) string {
		mark := " "
		switch {
		case used[p] > t.Allowed[p]:
			mark = "!" // over the time allowed by the end of the period
		case p == t.Running && live:
			mark = "*" // running
		}
		return fmt.Sprintf("%s %s%s %d due/%s", titleCase(p), incidents.ClockText(used[p]), mark, t.Due[p], incidents.ClockText(t.Allowed[p]))
	}
	lines := []string{side("white"), side("black")}
	if t.Fines["white"]+t.Fines["black"] > 0 {
		fine := ""
		if t.Fine != "" {
			fine = " (" + t.Fine + ")"
		}
		lines = append(lines, fmt.Sprintf("Fined W %d · B %d%s", t.Fines["white"], t.Fines["black"], fine))
	}
	return lines
}
