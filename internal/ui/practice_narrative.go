package ui

import (
	"fmt"
	"github.com/arbiter-chess/arbiter/internal/plain"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/practice"
)

// narrativeScreen tells what happened at the table and plays the item's
// events on the board one by one, up to the question.
type narrativeScreen struct {
	th     theme
	ascii  bool
	quiz   *practice.Quiz
	keys   narrativeKeys
	width  int
	height int

	played int // events shown on the board
	board  boardState
	side   string
	before string // the moves played before the events, numbered
}

type narrativeKeys struct {
	Step, Back, Play key.Binding
}

func newNarrativeKeys() narrativeKeys {
	return narrativeKeys{
		Step: key.NewBinding(key.WithKeys(" ", "right", "l", "n"), key.WithHelp("space", "next event")),
		Back: key.NewBinding(key.WithKeys("left", "h", "backspace"), key.WithHelp("←", "back one")),
		Play: key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "play to the question")),
	}
}

func newNarrativeScreen(th theme, ascii bool, q *practice.Quiz) narrativeScreen {
	s := narrativeScreen{th: th, ascii: ascii, quiz: q, keys: newNarrativeKeys()}
	s.before = movesBefore(q)
	return s.show(0)
}

// movesBefore numbers the ordinary moves played before the events.
func movesBefore(q *practice.Quiz) string {
	it := q.Item
	it.Events = nil
	g, err := it.Play(q.Code.ID)
	if err != nil || g == nil {
		return ""
	}
	black, move := fenStart(it.Setup.FEN)
	var parts []string
	for i, san := range g.SAN() {
		off := i
		if black {
			off++
		}
		n := move + off/2
		switch {
		case off%2 == 0:
			parts = append(parts, fmt.Sprintf("%d. %s", n, san))
		case i == 0:
			parts = append(parts, fmt.Sprintf("%d... %s", n, san))
		default:
			parts = append(parts, san)
		}
	}
	return strings.Join(parts, " ")
}

func (s narrativeScreen) show(n int) narrativeScreen {
	s.played = n
	s.board, s.side = playedBoard(s.quiz, n)
	return s
}

// SetSize gives the screen its room.
func (s narrativeScreen) SetSize(w, h int) narrativeScreen {
	s.width, s.height = w, h
	return s
}

// ShortHelp is the screen's keys.
func (s narrativeScreen) ShortHelp() []key.Binding {
	return []key.Binding{s.keys.Play, s.keys.Step, s.keys.Back}
}

// Update steps through the events; past the last, or on enter, the
// questions begin.
func (s narrativeScreen) Update(msg tea.KeyMsg) (narrativeScreen, tea.Cmd) {
	n := len(s.quiz.Item.Events)
	switch {
	case key.Matches(msg, s.keys.Play):
		return s.show(n), emit(playedMsg{})
	case key.Matches(msg, s.keys.Step):
		if s.played >= n {
			return s, emit(playedMsg{})
		}
		return s.show(s.played + 1), nil
	case key.Matches(msg, s.keys.Back):
		if s.played > 0 {
			return s.show(s.played - 1), nil
		}
	}
	return s, nil
}

// View: the board on the left; the title, the narrative and the events
// played so far on the right.
func (s narrativeScreen) View() string {
	left, right := s.content()
	return strings.Join(columns(s.th, left, boardWidth, right, s.width-boardWidth-2), "\n")
}

// content is the two columns' lines, before they are set side by side.
func (s narrativeScreen) content() (left, right []string) {
	rw := s.width - boardWidth - 2
	left = append(practiceBoard(s.th, s.ascii, s.board), "", s.side, "")
	left = append(left, practiceLegend(s.ascii)...)
	it := s.quiz.Item
	right = append(right, styled(s.th, s.th.bold, wrap(it.Title, rw))...)
	right = append(right, styled(s.th, s.th.dim, wrap("Under "+plain.CodeName(s.quiz.Code), rw))...)
	right = append(right, "")
	right = append(right, wrap(it.Narrative, rw)...)
	if it.Source != "" {
		right = append(right, styled(s.th, s.th.dim, wrap("Source: "+it.Source, rw))...)
	}
	if s.before != "" {
		right = append(right, "")
		right = append(right, wrap("Played before: "+s.before, rw)...)
	}
	right = append(right, "")
	n := len(it.Events)
	right = append(right, s.th.render(s.th.heading, fmt.Sprintf("Events: %d of %d played", s.played, n)))
	var tail []string
	switch {
	case n == 0:
		tail = []string{"None: the question is on the position as it stands."}
	case s.played < n:
		tail = []string{fmt.Sprintf("… %d more: space plays the next, enter all.", n-s.played)}
	default:
		tail = []string{"All played: the question comes next."}
	}
	room := s.height - len(right) - len(tail)
	first := 0
	switch {
	case s.played <= room:
	case room >= 2:
		// The latest events, under a line counting the earlier ones.
		first = s.played - (room - 1)
		right = append(right, fmt.Sprintf("  (%d earlier events)", first))
	default:
		// Room for the latest alone, or for none.
		first = s.played - max(room, 0)
	}
	for i := first; i < s.played; i++ {
		right = append(right, fmt.Sprintf("%3d  %s", i+1, incidents.FormatEvent(it.Events[i])))
	}
	return left, append(right, tail...)
}

// styled renders each line with a style (nothing under NoColor).
func styled(th theme, st lipgloss.Style, lines []string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = th.render(st, l)
	}
	return out
}
