package ui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// goldenModel runs in a fresh directory with the journal "game.inc", so
// that the path the title shows is the same on every machine.
func goldenModel(t *testing.T, opts Options) Model {
	t.Helper()
	t.Chdir(t.TempDir())
	if opts.Open == "" {
		opts.Journal = "game.inc"
	}
	return newTestModel(t, opts)
}

// checkFrame asserts the frame is exactly the terminal's size: no line
// wider, no line more.
func checkFrame(t *testing.T, v string, w, h int) {
	t.Helper()
	lines := strings.Split(v, "\n")
	if len(lines) != h {
		t.Errorf("%d lines, want %d", len(lines), h)
	}
	for i, l := range lines {
		if n := len([]rune(l)); n > w {
			t.Errorf("line %d is %d wide: %q", i+1, n, l)
		}
	}
}

func TestGoldenViews(t *testing.T) {
	ruling := func(m Model) Model {
		m = command(m, "W move e2e4")
		m = command(m, "B move e7e5")
		return command(m, "W touch d8")
	}
	cases := []struct {
		name string
		opts Options
		do   func(Model) Model
	}{
		{"picker", Options{}, nil},
		{"board", Options{Code: "bca1862"}, nil},
		{"board_flipped", Options{Code: "bca1862", Moves: []string{"e2e4", "c7c5"}}, func(m Model) Model {
			return press(m, "F", "left")
		}},
		{"board_ascii", Options{Code: "lewis1827", ASCII: true}, func(m Model) Model {
			return press(m, "enter")
		}},
		{"in_hand", Options{Code: "bca1862"}, func(m Model) Model {
			return press(m, "t")
		}},
		{"touched", Options{Code: "bca1862"}, func(m Model) Model {
			// Touched and put back: the duty to move it stands.
			return press(m, "t", "r", "right")
		}},
		{"check", Options{Code: "bca1862", Moves: []string{"e2e4", "f7f6"}}, func(m Model) Model {
			m = command(m, "W move d1h5")
			m.cursor = mustSquare("g7")
			return press(m, "t")
		}},
		{"ruling", Options{Code: "bca1862"}, ruling},
		{"obligation", Options{Code: "bca1862"}, func(m Model) Model {
			m = command(m, "W move e2e4")
			m = command(m, "B move e7e5")
			m = command(m, "W move g1g4")
			return press(m, "C", "1")
		}},
		{"command", Options{Code: "bca1862"}, func(m Model) Model {
			m = press(m, ":")
			for _, r := range "W to" {
				m = send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
			}
			return press(m, "tab")
		}},
		{"laws", Options{Code: "bca1862"}, func(m Model) Model {
			return press(m, "L")
		}},
		{"laws_cited", Options{Code: "bca1862"}, func(m Model) Model {
			return press(ruling(m), "o")
		}},
		{"laws_search", Options{Code: "staunton1860"}, func(m Model) Model {
			m = press(m, "L", "/")
			for _, r := range "castling" {
				m = send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
			}
			return m
		}},
		{"help", Options{Code: "bca1862"}, func(m Model) Model {
			return press(m, "?")
		}},
		{"too_small", Options{Code: "bca1862"}, func(m Model) Model {
			return send(m, tea.WindowSizeMsg{Width: 60, Height: 20})
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := goldenModel(t, c.opts)
			if c.do != nil {
				m = c.do(m)
			}
			v := m.View()
			checkFrame(t, v, m.width, m.height)
			golden(t, c.name, v)
		})
	}
}

// TestResize lays the screen out again at every size, never wider or
// longer than the terminal.
func TestResize(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = command(m, "W move e2e4")
	m = command(m, "B move e7e5")
	m = command(m, "W touch d8")
	for _, sz := range [][2]int{{80, 24}, {100, 32}, {132, 50}, {79, 24}, {200, 60}, {20, 5}, {0, 0}} {
		m = send(m, tea.WindowSizeMsg{Width: sz[0], Height: sz[1]})
		for _, k := range []string{"", "?", "L"} {
			mm := m
			if k != "" {
				mm = press(mm, k)
			}
			v := mm.View()
			if sz[0] > 0 {
				checkFrame(t, v, sz[0], sz[1])
			}
			small := strings.Contains(v, "too small")
			if small != (sz[0] < minWidth || sz[1] < minHeight) {
				t.Errorf("%dx%d: too-small screen %v", sz[0], sz[1], small)
			}
		}
	}
}
