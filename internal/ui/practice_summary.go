package ui

import (
	"cmp"
	"fmt"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/plain"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/assets"
	"github.com/arbiter-chess/arbiter/internal/practice"
)

// summaryScreen ends a round: the answers right, each scenario, the
// articles to read again, and the score kept under the code.
type summaryScreen struct {
	th      theme
	info    law.CodeInfo
	sum     practice.Summary
	scores  practice.Scores
	path    string // where the score is kept
	unsaved string // why it is not saved
	keys    summaryKeys
	width   int
	height  int
	text    scrollText
}

type summaryKeys struct {
	scrollKeys
	Again key.Binding
}

func newSummaryScreen(th theme, info law.CodeInfo, sum practice.Summary, st *practice.Store) summaryScreen {
	return summaryScreen{th: th, info: info, sum: sum, scores: st.Scores(), path: st.Path(), unsaved: st.NotSaved(), keys: summaryKeys{
		scrollKeys: newScrollKeys(),
		Again:      key.NewBinding(key.WithKeys("enter", " ", "n"), key.WithHelp("enter", "another round")),
	}}
}

// SetSize lays the text out again for the width.
func (s summaryScreen) SetSize(w, h int) summaryScreen {
	s.width, s.height = w, h
	if s.info.ID != "" {
		s.text.lines = s.lines(w)
		s.text.offset = s.text.clamp(s.text.offset, h)
	}
	return s
}

// ShortHelp is the screen's keys.
func (s summaryScreen) ShortHelp() []key.Binding {
	return []key.Binding{s.keys.Again, s.keys.Up, s.keys.PageDown}
}

// Update scrolls, or begins another round.
func (s summaryScreen) Update(msg tea.KeyMsg) (summaryScreen, tea.Cmd) {
	if key.Matches(msg, s.keys.Again) {
		return s, emit(newRoundMsg{})
	}
	s.text, _ = s.text.scroll(msg, s.keys.scrollKeys, s.height)
	return s, nil
}

// View implements the screen.
func (s summaryScreen) View() string { return strings.Join(s.text.view(s.th, s.height), "\n") }

func percent(right, asked int) string {
	if asked == 0 {
		return "—"
	}
	// Rounded, not cut: 4 of 6 is 67%.
	return fmt.Sprintf("%d%%", (right*200+asked)/(2*asked))
}

// articleTitle is an article's name and title: "Law VI. Touch and move".
func articleTitle(info law.CodeInfo, id string) string {
	s := plain.Article(info, id)
	if a, ok := assets.Lookup(info.ID, id); ok && a.Title != "" && !strings.Contains(s, a.Title) {
		s += ". " + a.Title
	}
	return s
}

func (s summaryScreen) lines(w int) []string {
	th, sum := s.th, s.sum
	allRight := 0
	for _, r := range sum.Results {
		if r.AllRight() {
			allRight++
		}
	}
	var out []string
	head := fmt.Sprintf("Round over: %d of %d answers right; %d of %d scenarios without a mistake.", sum.Right, sum.Asked, allRight, len(sum.Results))
	out = append(out, styled(th, th.bold, wrap(head, w))...)
	out = append(out, "", th.rule("The scenarios", w))
	for _, r := range sum.Results {
		mark, st := "✓", th.ok
		if !r.AllRight() {
			mark, st = "✗", th.err
		}
		lines := hang(fmt.Sprintf("%s %d of %d  ", mark, r.NRight(), len(r.Right)), r.Title, w)
		out = append(out, markFirst(th, st, mark, lines)...)
	}
	out = append(out, "", th.rule("Read again", w))
	if len(sum.ToRead) == 0 {
		out = append(out, "Nothing: every answer was right.")
	}
	for _, id := range sum.ToRead {
		out = append(out, wrapIndent(fmt.Sprintf("%s · arbiter law %s %s", articleTitle(s.info, id), s.info.ID, id), w, "  ")...)
	}
	out = append(out, "", th.rule(fmt.Sprintf("Your score under %s, every round", s.info.Short), w))
	t := s.scores.Codes[s.info.ID]
	out = append(out, wrap(fmt.Sprintf("%d of %d answers right (%s) in %s finished.", t.Right, t.Asked, percent(t.Right, t.Asked), plural(s.scores.Rounds, "round")), w)...)
	type art struct {
		id string
		t  practice.Tally
	}
	var arts []art
	prefix := practice.ArticleKey(s.info.ID, "")
	for k, t := range s.scores.Articles {
		if id, ok := strings.CutPrefix(k, prefix); ok && t.Asked > 0 {
			arts = append(arts, art{id, t})
		}
	}
	// The weakest first: the lowest share right, then the most asked.
	slices.SortFunc(arts, func(a, b art) int {
		if c := cmp.Compare(a.t.Right*b.t.Asked, b.t.Right*a.t.Asked); c != 0 {
			return c
		}
		if c := cmp.Compare(b.t.Asked, a.t.Asked); c != 0 {
			return c
		}
		return cmp.Compare(a.id, b.id)
	})
	if len(arts) > 0 {
		out = append(out, "By article, the weakest first:")
	}
	for _, a := range arts {
		prefix := fmt.Sprintf("  %3d of %-3d %4s  ", a.t.Right, a.t.Asked, percent(a.t.Right, a.t.Asked))
		out = append(out, hang(prefix, articleTitle(s.info, a.id), w)...)
	}
	out = append(out, "")
	out = append(out, wrap("What you missed is asked again first in the next round.", w)...)
	if s.unsaved != "" {
		out = append(out, styled(th, th.err, wrap("Not saved: "+s.unsaved+".", w))...)
	} else {
		out = append(out, styled(th, th.dim, wrap("The score is kept in "+practice.DisplayPath(s.path)+".", w))...)
	}
	return out
}
