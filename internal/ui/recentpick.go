package ui

import (
	"fmt"
	"path/filepath"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
)

// recentPicker lists the games saved last: ↑↓ select, enter opens, esc or
// q leaves. It draws inline (no whole screen), so that the list stays in
// the terminal's scrollback when it closes.
type recentPicker struct {
	games  []RecentGame
	at     int
	chosen string
	done   bool
}

func (p recentPicker) Init() tea.Cmd { return nil }

func (p recentPicker) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	k, ok := msg.(tea.KeyMsg)
	if !ok {
		return p, nil
	}
	switch k.String() {
	case "up", "k":
		if p.at > 0 {
			p.at--
		}
	case "down", "j":
		if p.at < len(p.games)-1 {
			p.at++
		}
	case "home":
		p.at = 0
	case "end":
		p.at = len(p.games) - 1
	case "enter", " ":
		if p.games[p.at].Err == nil {
			p.chosen, p.done = p.games[p.at].Path, true
			return p, tea.Quit
		}
	case "esc", "q", "ctrl+c":
		p.done = true
		return p, tea.Quit
	default:
		if n := k.String(); len(n) == 1 && n[0] >= '1' && n[0] <= '9' && int(n[0]-'1') < len(p.games) {
			p.at = int(n[0] - '1')
		}
	}
	return p, nil
}

func (p recentPicker) View() string {
	if p.done {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "The games saved last in %s: ↑↓ select, enter opens, esc leaves.\n", filepath.Dir(p.games[0].Path))
	for i, g := range p.games {
		mark := "  "
		if i == p.at {
			mark = "> "
		}
		fmt.Fprintf(&b, "%s%d. %s\n", mark, i+1, recentLine(g, filepath.Base(g.Path)))
	}
	if g := p.games[p.at]; g.Err != nil {
		b.WriteString("That journal cannot be read: pick another.\n")
	}
	return b.String()
}

// RecentLine is one saved game as the list shows it: when it was saved,
// its file, its code, players and events.
func RecentLine(g RecentGame) string { return recentLine(g, g.Path) }

func recentLine(g RecentGame, name string) string {
	var about []string
	switch {
	case g.Err != nil:
		about = []string{"unreadable: " + g.Err.Error()}
	default:
		for _, s := range []string{g.Code, g.Players, fmt.Sprintf("%d events", g.Events)} {
			if s != "" {
				about = append(about, s)
			}
		}
	}
	return fmt.Sprintf("%s  %s  (%s)", g.Modified.Format("2006-01-02 15:04"), name, strings.Join(about, ", "))
}

// PickRecent asks at the terminal which of the games saved last to open:
// its path, or "" when the user left without one.
func PickRecent(games []RecentGame) (string, error) {
	if len(games) == 0 {
		return "", nil
	}
	final, err := tea.NewProgram(recentPicker{games: games}).Run()
	if err != nil {
		return "", fmt.Errorf("terminal: %w", err)
	}
	p, _ := final.(recentPicker)
	return p.chosen, nil
}
