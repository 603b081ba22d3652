package ui

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/muesli/termenv"
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
			return press(m, "t", "l", "right")
		}},
		{"check", Options{Code: "bca1862", Moves: []string{"e2e4", "f7f6"}}, func(m Model) Model {
			m = command(m, "W move d1h5")
			m.panels.board.focus.cursor = mustSquare("g7")
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
			return press(ruling(m), "A")
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
		// The man under a duty is marked on the board as the legend says:
		// the Knight of a false move, to be moved (BCA VII).
		{"duty", Options{Code: "bca1862"}, func(m Model) Model {
			m = command(m, "W move e2e4")
			m = command(m, "B move e7e5")
			m = command(m, "W touch g1; W release g4")
			m = press(m, "C", "1")
			return send(m, tea.WindowSizeMsg{Width: 80, Height: 24})
		}},
		// The law quoted from the clause that decides, at 80x24.
		{"clause_80x24", Options{Code: "bca1862", FEN: "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1"}, func(m Model) Model {
			m.panels.board.focus.cursor = mustSquare("e2")
			m = press(m, "t")
			return send(m, tea.WindowSizeMsg{Width: 80, Height: 24})
		}},
		{"review", Options{Code: "bca1862"}, func(m Model) Model {
			for _, s := range []string{"e4", "e5", "g1g4"} {
				m = typeMove(m, s)
			}
			m = press(m, "C", "1")
			m = typeMove(m, "Nf3")
			return press(m, "v", "[")
		}},
		{"game_over", Options{Code: "bca1862", White: "Paul Morphy", Black: "Duke of Brunswick and Count Isouard", Site: "Paris, the Opera"}, func(m Model) Model {
			for _, s := range operaGame {
				m = typeMove(m, s)
			}
			return m
		}},
		{"typing", Options{Code: "bca1862", FEN: "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"}, func(m Model) Model {
			return typeMove(m, "Nd2")
		}},
		{"ruling_ascii", Options{Code: "bca1862", ASCII: true}, func(m Model) Model {
			return send(ruling(m), tea.WindowSizeMsg{Width: 80, Height: 24})
		}},
		{"help_80x24", Options{Code: "bca1862"}, func(m Model) Model {
			return press(send(m, tea.WindowSizeMsg{Width: 80, Height: 24}), "?", "end")
		}},
		{"compare", Options{Code: "bca1862"}, func(m Model) Model {
			return press(ruling(m), "=")
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := goldenModel(t, c.opts)
			if c.do != nil {
				m = c.do(m)
			}
			v := m.View()
			checkFrame(t, v, m.term.width, m.term.height)
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

// TestGoldenLightBackground draws the screen in colour for a light
// terminal: the text colours are the dark halves of the adaptive colours,
// and they differ from a dark terminal's.
func TestGoldenLightBackground(t *testing.T) {
	t.Chdir(t.TempDir())
	draw := func(dark bool) string {
		m, err := NewModel(Options{Code: "bca1862", Journal: fmt.Sprintf("game-%v.inc", dark), clock: fixedNow,
			profile: &themeProfile{profile: termenv.ANSI256, dark: dark}})
		if err != nil {
			t.Fatal(err)
		}
		defer quit(m)
		m = send(m, tea.WindowSizeMsg{Width: 100, Height: 32})
		m = command(m, "W move e2e4")
		m = command(m, "B move e7e5")
		m = command(m, "W touch d8")
		return m.View()
	}
	light, dark := draw(false), draw(true)
	if light == dark {
		t.Fatal("the colours do not adapt to the background")
	}
	if !strings.Contains(light, "\x1b[") {
		t.Fatal("no colour drawn")
	}
	golden(t, "light", strings.ReplaceAll(light, "game-false.inc", "game.inc"))
}

// TestNothingCutAt80x24: at the smallest screen the message, the line
// being typed and its hint, the keys and the help are whole, never cut with
// an ellipsis; the help's scroll stops at its end.
func TestNothingCutAt80x24(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = send(m, tea.WindowSizeMsg{Width: 80, Height: 24})
	m = command(m, "W move e2e4")
	m = command(m, "B move e7e5")
	m = command(m, "W touch d8") // a long message, a ruling with options
	tail := func(m Model, n int) []string {
		lines := strings.Split(m.View(), "\n")
		return lines[len(lines)-n:]
	}
	for _, l := range tail(m, len(m.lay.msg)+len(m.lay.keys)) {
		if strings.Contains(l, "…") {
			t.Errorf("cut: %q", l)
		}
	}
	if !strings.Contains(strings.Join(tail(m, 4), " "), "cannot legally be taken (pending)") {
		t.Errorf("the message is not whole:\n%s", m.View())
	}
	mm := typeMove(m, "Qxe9")
	if got := strings.Join(tail(mm, len(mm.lay.msg)+1), " "); !strings.Contains(got, "not a move: type e4, Nf3, exd5, O-O, e8=Q, or its squares, g1f3") {
		t.Errorf("the hint is cut:\n%s", mm.View())
	}
	for _, l := range helpLines(m, 80) {
		if strings.Contains(l, "…") || stringWidth(l) > 80 {
			t.Errorf("help line cut: %q", l)
		}
	}
	h := press(m, "?")
	for i := 0; i < 200; i++ {
		h = press(h, "down")
	}
	end := h.screens.help.vp.YOffset
	h = press(h, "up")
	if h.screens.help.vp.YOffset != end-1 || end == 0 {
		t.Fatalf("the help's scroll went past its end: %d, then %d", end, h.screens.help.vp.YOffset)
	}
}
