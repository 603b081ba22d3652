package ui

import (
	"flag"
	"os"
	"path/filepath"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/journal"
	"github.com/arbiter-chess/arbiter/internal/testkit/casefile"
	"github.com/arbiter-chess/arbiter/internal/testkit/testsize"
)

// The -update flag: teatest links in charmbracelet's golden package,
// which defines its own; casefile defines it only when it is missing.
var _ = casefile.DefineUpdate()

var testClock = time.Date(2026, 11, 22, 10, 4, 5, 0, time.UTC)

func fixedNow() time.Time { return testClock }

// newTestModel builds a no-colour model at 100x32 with its journal in a
// temporary directory, and a fixed clock. Unless the test gives its own
// file system (faultfs), the journal is on the real one with its syncs
// skipped: no test here can see a sync, and each one waits on the disk
// (thousands of them in a run; the fault tests check when they are made).
func newTestModel(t testing.TB, opts Options) Model {
	t.Helper()
	if opts.Journal == "" && opts.Open == "" {
		opts.Journal = filepath.Join(t.TempDir(), "game.inc")
	}
	opts.NoColor = true
	if opts.fs == nil {
		opts.fs = noSyncFS{journal.OS}
	}
	if opts.clock == nil {
		opts.clock = fixedNow
	}
	m, err := NewModel(opts)
	if err != nil {
		t.Fatalf("NewModel: %v", err)
	}
	t.Cleanup(func() { quit(m) })
	return send(m, tea.WindowSizeMsg{Width: 100, Height: 32})
}

// quit ends the program as q does: the journal's lock is released (Run
// does this after the program loop).
func quit(m Model) {
	if m.sit.jr != nil {
		_ = m.sit.jr.Close()
	}
}

func send(m Model, msgs ...tea.Msg) Model {
	for _, msg := range msgs {
		nm, _ := m.Update(msg)
		m = nm.(Model)
	}
	return m
}

// keyMsg builds the message Bubble Tea sends for a key name ("enter", "up",
// "tab", ...) or for the characters of any other string.
func keyMsg(k string) tea.KeyMsg {
	named := map[string]tea.KeyType{
		"enter": tea.KeyEnter, "esc": tea.KeyEsc, "tab": tea.KeyTab,
		"up": tea.KeyUp, "down": tea.KeyDown, "left": tea.KeyLeft, "right": tea.KeyRight,
		"backspace": tea.KeyBackspace, "space": tea.KeySpace, "pgup": tea.KeyPgUp,
		"pgdown": tea.KeyPgDown, "home": tea.KeyHome, "end": tea.KeyEnd, "ctrl+c": tea.KeyCtrlC,
	}
	if k == "space" {
		return tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}}
	}
	if t, ok := named[k]; ok {
		return tea.KeyMsg{Type: t}
	}
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(k)}
}

// press sends keys: each argument is a key name or one character.
func press(m Model, keys ...string) Model {
	for _, k := range keys {
		m = send(m, keyMsg(k))
	}
	return m
}

// command types ":text" and enter.
func command(m Model, text string) Model {
	m = press(m, ":")
	for _, r := range text {
		m = send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
	}
	return press(m, "enter")
}

// nextCut is the byte after k at which a test that cuts or kills a write
// of n bytes at every byte cuts next: every byte in the full run
// (testsize), else the first three, every fourth between and the last
// four, which still cut inside each word of a line.
func nextCut(k, n int) int {
	if testsize.Full() || k < 2 || k >= n-5 {
		return k + 1
	}
	return min(k+4, n-4)
}

// paste is command with the text arriving in one message, as a terminal
// sends a paste or fast typing: for tests that only need the events
// recorded (each key typed is a whole Update of the model).
func paste(m Model, text string) Model {
	m = press(m, ":")
	m = send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(text)})
	return press(m, "enter")
}

// click is a left click at a screen cell.
func click(m Model, x, y int) Model {
	return send(m, tea.MouseMsg{X: x, Y: y, Action: tea.MouseActionPress, Button: tea.MouseButtonLeft})
}

// cellOf is the screen cell of a square's glyph.
func cellOf(m Model, sq string) (x, y int) {
	return m.panels.board.cell(mustSquare(sq), m.panels.board.focus.flipped)
}

// events is the recorded events in the notation.
func events(m Model) []string {
	var out []string
	for _, en := range m.track.entries {
		out = append(out, en.text)
	}
	return out
}

// journalEvents replays the journal file as `arbiter rule` does and returns
// the events still standing.
func journalEvents(t *testing.T, path string) []string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("journal: %v", err)
	}
	return replayedEvents(t, string(data))
}

// replayedEvents is the events standing after a script, as `arbiter rule`
// replays it.
func replayedEvents(t *testing.T, text string) []string {
	t.Helper()
	s, err := incidents.ParseString(text)
	if err != nil {
		t.Fatalf("journal does not parse: %v\n%s", err, text)
	}
	g, err := incidents.Run(s, "")
	if err != nil {
		t.Fatalf("journal does not run: %v\n%s", err, text)
	}
	var out []string
	for _, e := range g.Events() {
		out = append(out, incidents.FormatEvent(e))
	}
	return out
}

// golden compares got with testdata/name.golden, or rewrites it with -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	casefile.Golden(t, filepath.Join(goldenDir, name+".golden"), got)
}

var goldenDir string

func TestMain(m *testing.M) {
	flag.Parse()
	wd, _ := os.Getwd()
	goldenDir = filepath.Join(wd, "testdata")
	// The golden views must not depend on the environment.
	os.Unsetenv("NO_COLOR")
	os.Exit(m.Run())
}

// helpLines are the lines of the keys' help of m's game at width w, as ?
// would show them.
func helpLines(m Model, w int) []string {
	return m.screens.help.open(gameKeys{&m}.FullHelp(), w, 32).lines(w)
}

// logWindow, entryLines, logWindowWalked and logWindowCounted are the log
// panel's, with m's law, for the tests that hold two ways to the same lines.
func logWindow(m *Model, f *frame, w, h, back int) ([]string, int) {
	m.panels.log.law = m.law()
	return m.panels.log.window(f, w, h, back)
}

func entryLines(m *Model, f *frame, i, w int) []string {
	m.panels.log.law = m.law()
	return m.panels.log.entryLines(f, i, w)
}

func logWindowWalked(m *Model, f *frame, w, h, back int) ([]string, int) {
	m.panels.log.law = m.law()
	return m.panels.log.windowWalked(f, w, h, back)
}

func logWindowCounted(m *Model, f *frame, w, h, back int) ([]string, int) {
	m.panels.log.law = m.law()
	return m.panels.log.windowCounted(f, w, h, back)
}
