package ui

import (
	"errors"
	"fmt"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
)

// A score sheet opened in the terminal is first reviewed: the game picked
// from the file's list, then its moves stepped through, and at the move
// where the incident happened the acts done there recorded (a touch, a
// j'adoube, a claim, "Check"), before or after the move. The moves after
// it stay as the score has them. When the review is done the journal is
// written from the score and the acts, and the game opens as any journal.

// ScoreReviewOptions say what the review shows and how it checks an act.
type ScoreReviewOptions struct {
	Title string
	Games []string // the file's games, as listed; one or none: no list
	Game  int      // the game picked already (1, 2...), 0 for none
	// Moves are a game's moves, each named as a score numbers it ("10...
	// cxb5"), or why the game does not read.
	Moves func(game int) ([]string, error)
	// Check says whether the acts put in read and apply, each written as
	// the --at flag takes it ("10... B touch f6").
	Check   func(game int, inserts []string) error
	Inserts []string // acts put in already (--at)
	// Board draws the position before a game's ply-th move (0-based; the
	// number of moves: after the last), in lines of text; nil: no board.
	Board func(game, ply int) []string
}

// ScoreReviewResult is what the review decided.
type ScoreReviewResult struct {
	Game    int
	Inserts []string
	Done    bool // false: left without writing the journal
}

// ErrScoreReviewLeft is returned when the review is left without a journal.
var ErrScoreReviewLeft = errors.New("the score's review was left: no journal written")

// RunScoreReview runs the review in the terminal.
func RunScoreReview(opts ScoreReviewOptions) (ScoreReviewResult, error) {
	m := NewScoreReview(opts)
	final, err := tea.NewProgram(m, tea.WithAltScreen()).Run()
	if err != nil {
		return ScoreReviewResult{}, fmt.Errorf("terminal: %w", err)
	}
	r := final.(*ScoreReview).Result()
	if !r.Done {
		return r, ErrScoreReviewLeft
	}
	return r, nil
}

// ScoreReview is the review's Bubble Tea model.
type ScoreReview struct {
	opts    ScoreReviewOptions
	picking bool // the list of games is shown
	pick    int  // the game under the cursor in the list (0-based)
	game    int  // the game reviewed (1-based)
	moves   []string
	cursor  int // the move under the cursor (0-based)
	inserts []string
	typing  string // "before" or "after" while acts are typed
	input   []rune
	msg     string
	width   int
	height  int
	done    bool
	quit    bool
}

// NewScoreReview makes the review: the list of games first when the file
// holds several and none was picked.
func NewScoreReview(opts ScoreReviewOptions) *ScoreReview {
	m := &ScoreReview{opts: opts, inserts: append([]string(nil), opts.Inserts...), width: 80, height: 24}
	switch {
	case opts.Game > 0:
		m.open(opts.Game)
	case len(opts.Games) > 1:
		m.picking = true
	default:
		m.open(1)
	}
	return m
}

// Result is what the review decided.
func (m *ScoreReview) Result() ScoreReviewResult {
	return ScoreReviewResult{Game: m.game, Inserts: m.inserts, Done: m.done}
}

func (m *ScoreReview) open(game int) {
	m.game, m.picking, m.cursor = game, false, 0
	moves, err := m.opts.Moves(game)
	m.moves = moves
	if err != nil {
		m.msg = "This game does not read: " + err.Error()
	}
}

func (m *ScoreReview) Init() tea.Cmd { return nil }

func (m *ScoreReview) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
	case tea.KeyMsg:
		switch {
		case m.typing != "":
			m.typeKey(msg)
		case m.picking:
			m.pickKey(msg)
		default:
			m.moveKey(msg)
		}
	}
	if m.done || m.quit {
		return m, tea.Quit
	}
	return m, nil
}

func (m *ScoreReview) pickKey(k tea.KeyMsg) {
	switch k.String() {
	case "up", "k":
		m.pick = max(0, m.pick-1)
	case "down", "j":
		m.pick = min(len(m.opts.Games)-1, m.pick+1)
	case "pgup":
		m.pick = max(0, m.pick-10)
	case "pgdown":
		m.pick = min(len(m.opts.Games)-1, m.pick+10)
	case "home":
		m.pick = 0
	case "end":
		m.pick = len(m.opts.Games) - 1
	case "enter":
		m.open(m.pick + 1)
	case "q", "esc", "ctrl+c":
		m.quit = true
	}
}

func (m *ScoreReview) moveKey(k tea.KeyMsg) {
	last := len(m.moves) // the cursor may stand after the last move
	m.msg = ""
	switch k.String() {
	case "up", "left", "k":
		m.cursor = max(0, m.cursor-1)
	case "down", "right", "j":
		m.cursor = min(last, m.cursor+1)
	case "pgup":
		m.cursor = max(0, m.cursor-10)
	case "pgdown":
		m.cursor = min(last, m.cursor+10)
	case "home":
		m.cursor = 0
	case "end":
		m.cursor = last
	case "b":
		if m.cursor < len(m.moves) {
			m.typing, m.input = "before", nil
		} else {
			m.typing, m.input = "after", nil // past the last move: after it
		}
	case "a":
		if m.cursor < len(m.moves) {
			m.typing, m.input = "after", nil
		}
	case "x", "delete":
		m.dropAt()
	case "w", "enter":
		m.done = true
	case "l":
		if len(m.opts.Games) > 1 {
			m.picking, m.inserts = true, nil
		}
	case "q", "esc", "ctrl+c":
		m.quit = true
	}
}

func (m *ScoreReview) typeKey(k tea.KeyMsg) {
	switch k.Type {
	case tea.KeyEsc, tea.KeyCtrlC:
		m.typing, m.input = "", nil
	case tea.KeyBackspace:
		if len(m.input) > 0 {
			m.input = m.input[:len(m.input)-1]
		}
	case tea.KeyEnter:
		m.putIn(strings.TrimSpace(string(m.input)))
	case tea.KeySpace:
		m.input = append(m.input, ' ')
	case tea.KeyRunes:
		m.input = append(m.input, k.Runes...)
	}
}

// ref names the place of the cursor as --at does: "10..." or "after 10...".
func (m *ScoreReview) ref(where string) string {
	i := m.cursor
	if where == "after" && i >= len(m.moves) {
		i = len(m.moves) - 1
	}
	if i < 0 || i >= len(m.moves) {
		return ""
	}
	num, _, _ := strings.Cut(m.moves[i], " ")
	if where == "after" {
		return "after " + num
	}
	return num
}

// putIn checks the acts typed at the cursor and keeps them, or says why not
// and leaves them to be corrected.
func (m *ScoreReview) putIn(acts string) {
	if acts == "" {
		m.typing, m.input = "", nil
		return
	}
	ref := m.ref(m.typing)
	if ref == "" {
		m.msg = "There is no move to put the acts at."
		return
	}
	ins := ref + " " + acts
	try := append(append([]string(nil), m.inserts...), ins)
	if m.opts.Check != nil {
		if err := m.opts.Check(m.game, try); err != nil {
			m.msg = "Not put in: " + err.Error()
			return
		}
	}
	m.inserts = try
	m.typing, m.input = "", nil
	m.msg = "Put in: " + ins
}

// dropAt takes back the acts put in at the cursor's move.
func (m *ScoreReview) dropAt() {
	var keep []string
	n := 0
	for _, in := range m.inserts {
		if m.insertAt(in) {
			n++
			continue
		}
		keep = append(keep, in)
	}
	m.inserts = keep
	if n > 0 {
		m.msg = fmt.Sprintf("Taken out: the acts at %s.", m.ref("before"))
	}
}

// insertAt reports whether an insertion stands at the cursor's move.
func (m *ScoreReview) insertAt(in string) bool {
	b, a := m.ref("before"), m.ref("after")
	return b != "" && (strings.HasPrefix(in, b+" ") || strings.HasPrefix(in, a+" "))
}

func (m *ScoreReview) View() string {
	var b strings.Builder
	title := m.opts.Title
	if title == "" {
		title = "A score sheet"
	}
	b.WriteString(title + "\n\n")
	if m.picking {
		fmt.Fprintf(&b, "The file holds %d games. Pick the one in dispute:\n\n", len(m.opts.Games))
		rows := max(3, m.height-8)
		top := max(0, min(m.pick-rows/2, len(m.opts.Games)-rows))
		for i := top; i < len(m.opts.Games) && i < top+rows; i++ {
			mark := "  "
			if i == m.pick {
				mark = "▸ "
			}
			b.WriteString(mark + clipWidth(m.opts.Games[i], m.width-3) + "\n")
		}
		b.WriteString("\n↑↓ choose · Enter open it · q leave\n")
		return b.String()
	}
	rows := max(3, m.height-13)
	top := max(0, min(m.cursor-rows/2, len(m.moves)+1-rows))
	var board []string
	if m.opts.Board != nil && m.width >= 72 {
		board = append([]string{"Before " + m.placeWords() + ":"}, m.opts.Board(m.game, m.cursor)...)
		if m.cursor >= len(m.moves) {
			board[0] = "After the last move:"
		}
	}
	for i := top; i <= len(m.moves) && i < top+rows; i++ {
		mark := "  "
		if i == m.cursor {
			mark = "▸ "
		}
		text := "(after the last move)"
		if i < len(m.moves) {
			text = m.moves[i]
		}
		line := mark + text
		for _, in := range m.inserts {
			if i < len(m.moves) && m.refAt(i, in) {
				line += "   ⚑ " + in
			}
		}
		if k := i - top; k < len(board) {
			line = padTo(clipWidth(line, 34), 36) + board[k]
		}
		b.WriteString(clipWidth(line, m.width-1) + "\n")
	}
	b.WriteString("\n")
	switch {
	case m.typing != "":
		fmt.Fprintf(&b, "Acts %s %s, Enter to put in, Esc to cancel:\n> %s▌\n", m.typing, m.placeWords(), string(m.input))
		b.WriteString("  e.g. B touch f6 · B say jadoube; B touch f6 · W say check · W claim · U note the clock fell\n")
	default:
		fmt.Fprintf(&b, "%s put in. ↑↓ step · b acts before this move · a after it · x take them out\n", plural(len(m.inserts), "act"))
		b.WriteString("Enter write the journal and open the game · q leave, writing nothing\n")
	}
	if m.msg != "" {
		for _, l := range wrap(m.msg, max(20, m.width-1)) {
			b.WriteString(l + "\n")
		}
	}
	return b.String()
}

// refAt reports whether an insertion names the i-th move.
func (m *ScoreReview) refAt(i int, in string) bool {
	num, _, _ := strings.Cut(m.moves[i], " ")
	return strings.HasPrefix(in, num+" ") || strings.HasPrefix(in, "after "+num+" ")
}

func (m *ScoreReview) placeWords() string {
	if m.cursor < len(m.moves) {
		return m.moves[m.cursor]
	}
	if len(m.moves) > 0 {
		return m.moves[len(m.moves)-1]
	}
	return ""
}

func clipWidth(s string, w int) string {
	r := []rune(s)
	if w > 1 && len(r) > w {
		return string(r[:w-1]) + "…"
	}
	return s
}

// padTo pads a line with spaces to w columns (runes).
func padTo(s string, w int) string {
	if n := len([]rune(s)); n < w {
		return s + strings.Repeat(" ", w-n)
	}
	return s
}
