package ui

import (
	"fmt"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/plain"
	"slices"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/practice"
)

// questionScreen asks the item's questions in turn, each with numbered
// answers, beside the board at the question point; the answers given so
// far are listed under the board with the law's.
type questionScreen struct {
	th     theme
	ascii  bool
	quiz   *practice.Quiz
	keys   questionKeys
	width  int
	height int

	qi      int   // the question asked now
	answers []int // given so far, indexes into each question's choices
	// picked is the answer chosen to the question asked now and not yet
	// confirmed (enter), or -1: a key pressed by mistake can be changed.
	picked int
	board  boardState
	side   string
}

type questionKeys struct {
	Answer, Confirm key.Binding
}

func newQuestionScreen(th theme, ascii bool, q *practice.Quiz) questionScreen {
	s := questionScreen{th: th, ascii: ascii, quiz: q, picked: -1, keys: questionKeys{
		Answer:  key.NewBinding(key.WithKeys("1", "2", "3", "4", "5", "6", "7", "8", "9"), key.WithHelp("1-9", "choose an answer")),
		Confirm: key.NewBinding(key.WithKeys("enter"), key.WithHelp("enter", "answer it")),
	}}
	s.board, s.side = playedBoard(q, len(q.Item.Events))
	return s
}

// SetSize gives the screen its room.
func (s questionScreen) SetSize(w, h int) questionScreen {
	s.width, s.height = w, h
	return s
}

// ShortHelp is the screen's keys.
func (s questionScreen) ShortHelp() []key.Binding {
	if s.picked >= 0 {
		return []key.Binding{s.keys.Confirm, s.keys.Answer}
	}
	return []key.Binding{s.keys.Answer}
}

// Update chooses an answer by its number, and takes it on enter: until
// then another number changes it (each answer is marked at once, so it is
// never taken back after).
func (s questionScreen) Update(msg tea.KeyMsg) (questionScreen, tea.Cmd) {
	if s.qi >= len(s.quiz.Questions) {
		return s, nil
	}
	switch {
	case key.Matches(msg, s.keys.Answer):
		i := int(msg.String()[0] - '1')
		if i >= 0 && i < len(s.quiz.Questions[s.qi].Choices) {
			s.picked = i
		}
		return s, nil
	case key.Matches(msg, s.keys.Confirm) && s.picked >= 0:
		i := s.picked
		s.picked = -1
		s.answers = append(s.answers[:s.qi:s.qi], i)
		s.qi++
		return s, emit(answerMsg{question: s.qi - 1, given: i})
	}
	return s, nil
}

// fieldName names a question in the list of answers.
var fieldName = map[practice.Field]string{
	practice.FieldOffence:  "Offence",
	practice.FieldOffender: "Offender",
	practice.FieldChooser:  "Chooser",
	practice.FieldOptions:  "Penalties",
	practice.FieldArticle:  "Article",
}

// shortAnswer is an answer to a question in a few words: the offence,
// the player, the penalties, the article, each in words.
func shortAnswer(q *practice.Quiz, qu practice.Question, choice int) string {
	c := qu.Choices[choice]
	switch qu.Field {
	case practice.FieldOffence:
		if c.Key == "" {
			return "none"
		}
		return law.DescribeKind(c.Key)
	case practice.FieldOffender, practice.FieldChooser:
		switch c.Key {
		case "none":
			return "no one"
		case "umpire":
			return "the umpire"
		}
		return titleCase(c.Key)
	case practice.FieldOptions:
		if c.Key == "" {
			return "none"
		}
		return strings.ToLower(c.Label[:1]) + c.Label[1:]
	case practice.FieldArticle:
		return plain.Articles(q.Code, strings.Split(c.Key, ","))
	}
	return c.Label
}

// answeredLines lists the answers given, each marked right or wrong with
// the law's answer, wrapped to w.
func answeredLines(th theme, q *practice.Quiz, answers []int, w int) []string {
	var out []string
	for i, a := range answers {
		if i >= len(q.Questions) {
			break
		}
		qu := q.Questions[i]
		mark, st := "✓", th.ok
		if !qu.Check(a) {
			mark, st = "✗", th.err
		}
		text := fmt.Sprintf("%s %s: %s", mark, fieldName[qu.Field], shortAnswer(q, qu, qu.Right))
		if qu.ByReading(a) {
			// Right by another reading of the words; the reveal says
			// which, and what the program takes.
			text = fmt.Sprintf("%s %s: %s (a reading)", mark, fieldName[qu.Field], shortAnswer(q, qu, a))
		}
		for j, l := range wrapIndent(text, w, "  ") {
			if j == 0 {
				l = th.render(st, mark) + strings.TrimPrefix(l, mark)
			}
			out = append(out, l)
		}
	}
	return out
}

// View: the board and the answers so far on the left; the narrative, the
// question and its numbered answers on the right.
func (s questionScreen) View() string {
	left, right := s.content()
	return strings.Join(columns(s.th, left, boardWidth, right, s.width-boardWidth-2), "\n")
}

// content is the two columns' lines, before they are set side by side.
func (s questionScreen) content() (left, right []string) {
	rw := s.width - boardWidth - 2
	left = append(practiceBoard(s.th, s.ascii, s.board), "", s.side)
	if len(s.answers) > 0 {
		left = append(left, "")
		left = append(left, answeredLines(s.th, s.quiz, s.answers, boardWidth)...)
	}
	right = append(right, wrap(s.quiz.Item.Narrative, rw)...)
	right = append(right, "")
	if s.qi < len(s.quiz.Questions) {
		qu := s.quiz.Questions[s.qi]
		// The first question does not say how many follow: one alone
		// would give away that there was no offence.
		count := fmt.Sprintf("Question %d of %d", s.qi+1, len(s.quiz.Questions))
		if s.qi == 0 {
			count = "Question 1"
		}
		right = append(right, s.th.render(s.th.dim, count))
		right = append(right, styled(s.th, s.th.bold, wrap(qu.Prompt, rw))...)
		right = append(right, "")
		for i, c := range qu.Choices {
			mark := "  "
			if i == s.picked {
				mark = "> " // chosen, enter answers
			}
			right = append(right, hang(mark+s.th.render(s.th.option, fmt.Sprintf("%d", i+1))+"  ", c.Label, rw)...)
		}
		if s.picked >= 0 {
			right = append(right, "")
			right = append(right, styled(s.th, s.th.dim, wrap(fmt.Sprintf("%d chosen: enter answers, another number changes it.", s.picked+1), rw))...)
		}
	}
	if len(right) > s.height {
		// Short of room: the blank lines go before any word does.
		right = slices.DeleteFunc(right, func(l string) bool { return l == "" })
	}
	return left, right
}
