package ui

import (
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strings"
	"testing"
	"unicode"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"

	"github.com/arbiter-chess/arbiter/assets"
)

// The screens as a newcomer meets them, at the smallest size arbiter
// draws and in every style, so that nothing he must read is cut: for each
// code the
// pending ruling whose deciding clause is the longest (found by measuring
// every scenario of the library under every code at 80x24), and the
// comparison screen with the longest kind names, at 80x24 and 100x32, in
// colour, without (NO_COLOR) and in ASCII.
var longestClause = []struct{ code, scenario string }{
	{"lewis1827", "114-king-moved-before-the-penalty-was-named.inc"},
	{"american1850", "037-knight-moved-like-a-bishop.inc"},
	{"staunton1860", "130-rook-odds-not-removed-late.inc"},
	{"bca1862", "107-fifty-moves-claimed-by-a-lone-king.inc"},
}

var screenModes = []struct {
	name string
	opts func(*Options)
}{
	{"colour", func(o *Options) { o.profile = &themeProfile{profile: termenv.ANSI256, dark: true} }},
	{"nocolor", func(o *Options) { o.NoColor = true }},
	{"ascii", func(o *Options) { o.NoColor, o.ASCII = true, true }},
}

var screenSizes = [][2]int{{80, 24}, {100, 32}}

// newcomerModel opens a scenario of the library (or starts a game when
// scenario is "") as game.inc in a fresh directory.
func newcomerModel(t *testing.T, code, scenario string, mode func(*Options), w, h int) Model {
	t.Helper()
	t.Chdir(t.TempDir())
	opts := Options{Code: code, clock: fixedNow, Journal: "game.inc"}
	if scenario != "" {
		lib, err := assets.Incidents()
		if err != nil {
			t.Fatal(err)
		}
		data, err := fs.ReadFile(lib, scenario)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile("game.inc", data, 0o644); err != nil {
			t.Fatal(err)
		}
		opts.Open, opts.Journal = "game.inc", ""
	}
	mode(&opts)
	m, err := NewModel(opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { quit(m) })
	return send(m, tea.WindowSizeMsg{Width: w, Height: h})
}

func sizeName(s [2]int) string { return fmt.Sprintf("%dx%d", s[0], s[1]) }

// checkNewcomerFrame: no line wider than the screen, a quote cut short
// says so, and in ASCII nothing outside ASCII.
func checkNewcomerFrame(t *testing.T, m Model, v string) {
	t.Helper()
	checkFrame(t, ansi.Strip(v), m.term.width, m.term.height)
	if m.term.opts.ASCII {
		for i, l := range strings.Split(ansi.Strip(v), "\n") {
			for _, r := range l {
				if r > unicode.MaxASCII {
					t.Errorf("line %d holds %q outside ASCII: %q", i+1, r, l)
					break
				}
			}
		}
	}
	if p := m.panels.rulings; m.screen == screenGame && p.more && !p.quote.AtBottom() {
		ell := m.term.th.g.ellipsis
		q := strings.Split(p.quote.View(), "\n")
		last := ansi.Strip(strings.Split(p.View(), "\n")[len(p.lines)+len(q)-1])
		if !strings.HasSuffix(strings.TrimRight(last, " "), ell) {
			t.Errorf("the quote is cut with no marker: %q", last)
		}
	}
}

func TestGoldenLongestClause(t *testing.T) {
	for _, c := range longestClause {
		for _, mode := range screenModes {
			for _, sz := range screenSizes {
				name := "clause_" + c.code + "_" + mode.name + "_" + sizeName(sz)
				t.Run(name, func(t *testing.T) {
					m := newcomerModel(t, c.code, c.scenario, mode.opts, sz[0], sz[1])
					if len(m.snap.pending) == 0 {
						t.Fatalf("no ruling pending after %s under %s", c.scenario, c.code)
					}
					v := m.View()
					checkNewcomerFrame(t, m, v)
					golden(t, name, v)
				})
			}
		}
	}
}

// TestGoldenCompareLongKinds: touched-adverse-uncapturable, the longest
// kind a touch raises, keeps the columns in line; the game's own code is
// the first column, so that it shows at 80 columns.
func TestGoldenCompareLongKinds(t *testing.T) {
	for _, mode := range screenModes {
		for _, sz := range screenSizes {
			name := "compare_long_" + mode.name + "_" + sizeName(sz)
			t.Run(name, func(t *testing.T) {
				m := newcomerModel(t, "staunton1860", "", mode.opts, sz[0], sz[1])
				m = command(m, "W move e2e4")
				m = command(m, "B move e7e5")
				m = command(m, "W touch d8")
				m = press(m, "=")
				v := m.View()
				checkNewcomerFrame(t, m, v)
				plain := ansi.Strip(v)
				if !strings.Contains(plain, "Staunton 1860") || strings.Index(plain, "Staunton 1860") > strings.Index(plain, "Lewis 1827") {
					t.Errorf("the game's code is not the first column:\n%s", plain)
				}
				checkColumns(t, m.screens.compare.text)
				if sz[0] == 80 {
					// The four codes fit in 80 columns; a row that did not
					// would end with a mark.
					for _, l := range strings.Split(plain, "\n") {
						if strings.Contains(l, "Lewis 1827") && !strings.Contains(l, "BCA 1862") && !strings.HasSuffix(l, "›") && !strings.HasSuffix(l, ">") {
							t.Errorf("a row cut at the edge without a mark: %q", l)
						}
					}
				}
				golden(t, name, v)
			})
		}
	}
}

// checkColumns: no cell of a comparison table runs into the next: the
// character before each column of the header above it is a space, on every
// row of the table.
func checkColumns(t *testing.T, text string) {
	t.Helper()
	var cols []int
	for _, l := range strings.Split(text, "\n") {
		r := []rune(l)
		switch {
		case strings.Contains(l, "Lewis 1827") && strings.HasPrefix(l, "            "):
			// The codes head the columns by name and year.
			cols = nil
			for _, name := range []string{"Lewis 1827", "American 1850", "Staunton 1860", "BCA 1862"} {
				if i := strings.Index(l, name); i > 0 {
					cols = append(cols, len([]rune(l[:i])))
				}
			}
			continue
		case strings.TrimSpace(l) == "" || strings.Contains(l, "position") || !(strings.HasPrefix(l, "  ") || strings.HasPrefix(l, "≠ ")):
			if strings.TrimSpace(l) == "" {
				cols = nil
			}
			continue
		}
		for _, c := range cols {
			if c-1 < len(r) && r[c-1] != ' ' {
				t.Errorf("a cell runs into column %d: %q", c, l)
				break
			}
		}
	}
	if cols == nil && !strings.Contains(text, "Lewis 1827") {
		t.Errorf("no table:\n%s", text)
	}
}

// TestASCIIKeyNamesNeverAnotherKey: under --ascii the arrows are named by
// their names: a key shown as one character is that key ("v" reviews, so
// the cursor's down is never shown as "v"), and the help is all ASCII.
func TestASCIIKeyNamesNeverAnotherKey(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862", ASCII: true})
	for _, group := range (gameKeys{&m}).FullHelp() {
		for _, b := range group {
			name := b.Help().Key
			for _, r := range name {
				if r > unicode.MaxASCII {
					t.Errorf("key %q is not ASCII", name)
				}
			}
			for _, part := range strings.FieldsFunc(name, func(r rune) bool { return r == '/' || r == ' ' }) {
				if len(part) == 1 && !slices.Contains(b.Keys(), part) {
					t.Errorf("key shown as %q (%s) is not that key: %v", name, b.Help().Desc, b.Keys())
				}
			}
		}
	}
	h := press(m, "?")
	v := h.View()
	checkNewcomerFrame(t, h, v)
	if !strings.Contains(v, "down") || strings.Contains(v, "v cursor down") {
		t.Errorf("help:\n%s", v)
	}
}

// TestPracticeASCII: under --ascii every practice screen is ASCII at 80x24
// and at 100x32, no line wider than the screen, and the arrows are named.
func TestPracticeASCII(t *testing.T) {
	for _, sz := range screenSizes {
		st, notice := testStore(t)
		p, err := NewPractice(PracticeOptions{Code: "staunton1860", Items: pickItems(t, "staunton1860", "024-adverse-queen-touched", "106-fifty-moves-claimed-rook-and-bishop"),
			Source: "the library", Round: 2, Store: st, Notice: notice, NoColor: true, ASCII: true})
		if err != nil {
			t.Fatal(err)
		}
		p = psend(p, tea.WindowSizeMsg{Width: sz[0], Height: sz[1]})
		check := func(where string) {
			t.Helper()
			v := p.View()
			checkFrame(t, v, sz[0], sz[1])
			for i, l := range strings.Split(v, "\n") {
				for _, r := range l {
					if r > unicode.MaxASCII {
						t.Errorf("%s %s, line %d: %q outside ASCII: %q", sizeName(sz), where, i+1, r, l)
						break
					}
				}
			}
		}
		check("narrative")
		p = ppress(p, "enter")
		for p.screen == screenQuestion {
			check("question")
			p = answer(p, false)
		}
		check("reveal")
		p = ppress(p, "enter", "enter")
		for p.screen == screenQuestion {
			p = answer(p, true)
		}
		p = ppress(p, "enter")
		check("summary")
	}
}

// TestBriefOptionsKeepTheMan: at 80x24 a ruling shown in brief keeps
// "(the man under the cursor)" on the option that names a man, said in
// words.
func TestBriefOptionsKeepTheMan(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = send(m, tea.WindowSizeMsg{Width: 80, Height: 24})
	m = command(m, "W move e2e4")
	m = command(m, "B move e7e5")
	m = command(m, "W move g1g4") // a false move: move-touched or move-any
	panel := strings.Join(strings.Fields(m.panels.rulings.View()), " ")
	if !strings.Contains(panel, "2 play the man the adversary names (the man under the cursor)") {
		t.Errorf("the option naming a man lost its words:\n%s", m.View())
	}
}

// TestLogNeverOpensOnARulingTail: wherever the log is scrolled, at 80x24
// and 100x32, its first line is an event's (or the start's), never the
// middle of the ruling an event raised.
func TestLogNeverOpensOnARulingTail(t *testing.T) {
	for _, sz := range screenSizes {
		m := newTestModel(t, Options{Code: "bca1862"})
		m = send(m, tea.WindowSizeMsg{Width: sz[0], Height: sz[1]})
		for _, c := range []string{"W move e2e4", "B move e7e5", "W touch d8", "B choose move-king", "W move e1e2", "B touch e2", "W move g1g4", "B claim"} {
			m = command(m, c)
		}
		f := m.frame()
		for back := 0; back < 40; back++ {
			lines, _ := logWindow(&m, &f, m.lay.rightW, m.panels.log.h, back)
			if len(lines) == 0 {
				continue
			}
			first := ansi.Strip(lines[0])
			if strings.HasPrefix(first, "       ") && !strings.HasSuffix(strings.TrimRight(first, " "), m.term.th.g.ellipsis) {
				t.Errorf("%s, %d back: the log opens on %q", sizeName(sz), back, first)
			}
		}
	}
}

// TestLeftColumnCutIsMarked: the column under the board, short of room,
// ends with how many lines follow rather than stopping unmarked.
func TestLeftColumnCutIsMarked(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = send(m, tea.WindowSizeMsg{Width: 80, Height: 24})
	m = command(m, "W move e2e4")
	m = command(m, "B move e7e5")
	m = command(m, "W move g1g4")
	m = press(m, "C", "1") // a duty: the Knight must move
	f := m.frame()
	full := m.column().View(&f, 100)
	short := m.column().View(&f, 14)
	if len(full) <= 14 || len(short) != 14 || !strings.Contains(short[13], "more lines") {
		t.Fatalf("%d lines in full; cut to 14:\n%s", len(full), strings.Join(short, "\n"))
	}
}
