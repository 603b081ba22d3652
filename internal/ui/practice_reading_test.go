package ui

import (
	"github.com/arbiter-chess/arbiter/docs"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/practice"
)

// A student who answers 047 under Lewis with the penalties of the other
// reading (“remain” not open while the King is in check) is told he is
// right, by which reading, and what the program takes.
func TestPracticeRevealNamesTheReading(t *testing.T) {
	ids := []string{"047-false-move-while-in-check"}
	p := inOrder(t, newTestPractice(t, "lewis1827", pickItems(t, "lewis1827", ids...), false), ids...)
	p = psend(p, tea.WindowSizeMsg{Width: 120, Height: 60})
	p = ppress(p, "enter")
	for range p.quiz.Questions {
		qu := p.quiz.Questions[p.question.qi]
		i := qu.Right
		if qu.Field == practice.FieldOptions {
			i = -1
			for j := range qu.Choices {
				if qu.ByReading(j) {
					i = j
				}
			}
			if i < 0 {
				t.Fatalf("the options question offers no other reading's answer: %+v", qu.Choices)
			}
		}
		p = ppress(p, string(rune('1'+i)), "enter") // a number chooses, enter answers
	}
	v := p.View()
	flat := strings.Join(strings.Fields(v), " ")
	r28, _ := docs.LookupReading("r28")
	for _, want := range []string{"5 of 5 right", "the words allow it", "the reading “" + r28.Title + "”", "The program takes", "The words do not decide every point"} {
		if !strings.Contains(flat, want) {
			t.Errorf("the reveal does not say %q:\n%s", want, v)
		}
	}
}
