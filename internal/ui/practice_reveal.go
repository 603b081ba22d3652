package ui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"github.com/arbiter-chess/arbiter/internal/practice"
)

// scrollText is text taller than its room, scrolled by keys. The last
// line of the room says how much more there is below.
type scrollText struct {
	lines  []string
	offset int
}

type scrollKeys struct {
	Up, Down, PageUp, PageDown key.Binding
}

func newScrollKeys() scrollKeys {
	return scrollKeys{
		Up:       key.NewBinding(key.WithKeys("up", "k"), key.WithHelp("↑/↓", "scroll")),
		Down:     key.NewBinding(key.WithKeys("down", "j")),
		PageUp:   key.NewBinding(key.WithKeys("pgup", "ctrl+u")),
		PageDown: key.NewBinding(key.WithKeys("pgdown", "ctrl+d"), key.WithHelp("pgdn", "page")),
	}
}

// scroll moves by the keys, within the text.
func (t scrollText) scroll(msg tea.KeyMsg, k scrollKeys, h int) (scrollText, bool) {
	page := max(h-2, 1)
	switch {
	case key.Matches(msg, k.Up):
		t.offset--
	case key.Matches(msg, k.Down):
		t.offset++
	case key.Matches(msg, k.PageUp):
		t.offset -= page
	case key.Matches(msg, k.PageDown):
		t.offset += page
	default:
		return t, false
	}
	t.offset = t.clamp(t.offset, h)
	return t, true
}

func (t scrollText) clamp(off, h int) int {
	return min(max(off, 0), max(len(t.lines)-h+1, 0))
}

// view is the lines in a room of h: when more follow, the last line says
// how many.
func (t scrollText) view(th theme, h int) []string {
	if len(t.lines) <= h {
		return t.lines
	}
	off := t.clamp(t.offset, h)
	end := min(off+h-1, len(t.lines))
	out := append([]string(nil), t.lines[off:end]...)
	if more := len(t.lines) - end; more > 0 {
		out = append(out, th.render(th.dim, th.text(fmt.Sprintf("%d more lines (↓ or pgdn)", more))))
	} else {
		out = append(out, "")
	}
	return out
}

// revealScreen shows the ruling with the words of the law, the answers
// given (a wrong one explained), what the other three codes say, and the
// articles in full.
type revealScreen struct {
	th      theme
	quiz    *practice.Quiz
	answers []int
	last    bool // the round's last item: next is the summary
	keys    revealKeys
	width   int
	height  int
	text    scrollText
}

type revealKeys struct {
	scrollKeys
	Next key.Binding
}

func newRevealScreen(th theme, q *practice.Quiz, answers []int, last bool) revealScreen {
	next := "next scenario"
	if last {
		next = "the round's summary"
	}
	return revealScreen{th: th, quiz: q, answers: append([]int(nil), answers...), last: last, keys: revealKeys{
		scrollKeys: newScrollKeys(),
		Next:       key.NewBinding(key.WithKeys("enter", " ", "n"), key.WithHelp("enter", next)),
	}}
}

// SetSize lays the text out again for the width.
func (s revealScreen) SetSize(w, h int) revealScreen {
	s.width, s.height = w, h
	if s.quiz != nil {
		s.text.lines = s.lines(w)
		s.text.offset = s.text.clamp(s.text.offset, h)
	}
	return s
}

// ShortHelp is the screen's keys.
func (s revealScreen) ShortHelp() []key.Binding {
	return []key.Binding{s.keys.Next, s.keys.Up, s.keys.PageDown}
}

// Update scrolls, or goes on.
func (s revealScreen) Update(msg tea.KeyMsg) (revealScreen, tea.Cmd) {
	if key.Matches(msg, s.keys.Next) {
		return s, emit(nextItemMsg{})
	}
	s.text, _ = s.text.scroll(msg, s.keys.scrollKeys, s.height)
	return s, nil
}

// View implements the screen.
func (s revealScreen) View() string { return strings.Join(s.text.view(s.th, s.height), "\n") }

// lines is the whole text at width w.
func (s revealScreen) lines(w int) []string {
	q := s.quiz
	th := s.th
	res := q.Result(s.answers)
	var out []string
	head := fmt.Sprintf("%d of %d right · %s", res.NRight(), len(res.Right), q.Item.Title)
	out = append(out, styled(th, th.bold, wrap(head, w))...)
	out = append(out, "", th.rule("The ruling under "+q.Code.Short, w))
	out = append(out, wrap(strings.TrimSpace(practice.RulingWords(q.Code, q.Ruled.Ruling)+" "+q.Outcome()), w)...)
	if b := q.Because(); b != "" {
		out = append(out, "", th.rule("The words that decide it", w))
		out = append(out, styled(th, th.quote, wrap(b, w))...)
	}
	if note := q.ReadingNote(); note != "" {
		out = append(out, "")
		out = append(out, wrap(note, w)...)
	}
	out = append(out, "", th.rule("Your answers", w))
	for i, qu := range q.Questions {
		given := -1
		if i < len(s.answers) {
			given = s.answers[i]
		}
		if qu.ByReading(given) {
			line := fmt.Sprintf("✓ %s %s", qu.Prompt, q.Accepted(i, given))
			out = append(out, markFirst(th, th.ok, "✓", wrapIndent(line, w, "  "))...)
			continue
		}
		if qu.Check(given) {
			line := fmt.Sprintf("✓ %s %s.", qu.Prompt, qu.Choices[qu.Right].Label)
			out = append(out, markFirst(th, th.ok, "✓", wrapIndent(line, w, "  "))...)
			continue
		}
		line := fmt.Sprintf("✗ %s %s", qu.Prompt, q.Explain(i, given))
		out = append(out, markFirst(th, th.err, "✗", wrapIndent(line, w, "  "))...)
	}
	out = append(out, "", th.rule("Under the other codes", w))
	for _, o := range q.Others {
		mark, how := "=", "the same"
		if o.Err != nil {
			mark, how = "≠", "cannot be played"
		} else if d := q.DiffersOn(o); d != "" {
			mark, how = "≠", "differs on "+d
		}
		line := fmt.Sprintf("%s %s (%s): %s", mark, o.Code.Short, how, practice.OtherWords(o))
		out = append(out, wrapIndent(line, w, "  ")...)
	}
	for _, a := range q.Articles() {
		out = append(out, "", th.rule(a.Ref, w))
		for i, para := range strings.Split(a.Text, "\n\n") {
			if i > 0 {
				out = append(out, "")
			}
			out = append(out, styled(th, th.quote, wrap(para, w))...)
		}
	}
	return out
}

// markFirst colours the mark that begins the first line.
func markFirst(th theme, st lipgloss.Style, mark string, lines []string) []string {
	if len(lines) > 0 && strings.HasPrefix(lines[0], mark) {
		lines[0] = th.render(st, mark) + strings.TrimPrefix(lines[0], mark)
	}
	return lines
}
