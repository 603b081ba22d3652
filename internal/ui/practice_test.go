package ui

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/charmbracelet/x/exp/teatest"

	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/practice"
)

// libraryItems are the library's items playable under a code. They are
// read once a code for the whole run (reading them is a tenth of a second):
// each caller gets its own copy of the list.
func libraryItems(t testing.TB, code string) []practice.Item {
	t.Helper()
	libraryCache.Lock()
	defer libraryCache.Unlock()
	items, ok := libraryCache.items[code]
	if !ok {
		var err error
		if items, err = practice.LibraryItems(code, ""); err != nil {
			t.Fatal(err)
		}
		libraryCache.items[code] = items
	}
	return slices.Clone(items)
}

var libraryCache = struct {
	sync.Mutex
	items map[string][]practice.Item
}{items: map[string][]practice.Item{}}

// pickItems are the named items of the library, in that order.
func pickItems(t testing.TB, code string, ids ...string) []practice.Item {
	t.Helper()
	all := libraryItems(t, code)
	var out []practice.Item
	for _, id := range ids {
		found := false
		for _, it := range all {
			if it.ID == id {
				out = append(out, it)
				found = true
			}
		}
		if !found {
			t.Fatalf("no item %s under %s", id, code)
		}
	}
	return out
}

// testStore is a score in a fresh directory made the working one, named
// by a relative path so that the views show the same on every machine;
// on the test clock.
func testStore(t *testing.T) (*practice.Store, string) {
	t.Helper()
	t.Chdir(t.TempDir())
	return practice.OpenStore(filepath.Join("arbiter", "practice.json"), fixedNow)
}

// newTestPractice is a practice round on the items given, planned as a
// newcomer's (see inOrder), without colour, at 100×32.
func newTestPractice(t *testing.T, code string, items []practice.Item, atQuestion bool) Practice {
	t.Helper()
	st, notice := testStore(t)
	p, err := NewPractice(PracticeOptions{
		Code: code, Items: items, Source: "the library", Round: len(items), Store: st,
		Notice: notice, NoColor: true, AtQuestion: atQuestion,
	})
	if err != nil {
		t.Fatal(err)
	}
	return psend(p, tea.WindowSizeMsg{Width: 100, Height: 32})
}

// psend delivers messages, and runs the commands they return at once, as
// the program loop would, until none is left (a quit stops).
func psend(p Practice, msgs ...tea.Msg) Practice {
	for _, msg := range msgs {
		queue := []tea.Msg{msg}
		for len(queue) > 0 {
			nm, cmd := p.Update(queue[0])
			p = nm.(Practice)
			queue = queue[1:]
			if cmd == nil {
				continue
			}
			next := cmd()
			if _, quit := next.(tea.QuitMsg); quit || next == nil {
				continue
			}
			queue = append(queue, next)
		}
	}
	return p
}

func ppress(p Practice, keys ...string) Practice {
	for _, k := range keys {
		p = psend(p, keyMsg(k))
	}
	return p
}

// answer gives the quiz's answer to the current question, right or wrong
// (the next choice after the right one).
func answer(p Practice, right bool) Practice {
	qu := p.quiz.Questions[p.question.qi]
	i := qu.Right
	if !right {
		i = (i + 1) % len(qu.Choices)
	}
	return ppress(p, string(rune('1'+i)), "enter")
}

func TestPracticeGoldenViews(t *testing.T) {
	// Lewis and the American laws see a touch-move breach where Staunton
	// and the BCA see several men touched: the reveal shows the difference.
	ids := []string{"011-pawn-touched-another-played", "024-adverse-queen-touched"}
	cases := []struct {
		name string
		w, h int
		do   func(Practice) Practice
	}{
		{"practice_narrative", 100, 32, func(p Practice) Practice { return ppress(p, "space", "space") }},
		{"practice_question", 100, 32, func(p Practice) Practice {
			p = ppress(p, "enter")
			return answer(answer(p, true), false)
		}},
		{"practice_question_80x24", 80, 24, func(p Practice) Practice {
			p = ppress(p, "enter")
			return answer(answer(answer(p, true), false), true)
		}},
		{"practice_reveal", 100, 32, func(p Practice) Practice {
			p = ppress(p, "enter")
			for _, right := range []bool{true, false, true, false, true} {
				p = answer(p, right)
			}
			return p
		}},
		{"practice_reveal_80x24", 80, 24, func(p Practice) Practice {
			p = ppress(p, "enter")
			for _, right := range []bool{true, false, true, false, true} {
				p = answer(p, right)
			}
			return ppress(p, "pgdown")
		}},
		{"practice_summary", 100, 32, func(p Practice) Practice {
			p = ppress(p, "enter")
			for _, right := range []bool{true, false, true, false, true} {
				p = answer(p, right)
			}
			p = ppress(p, "enter", "enter")
			for range 5 {
				p = answer(p, true)
			}
			return ppress(p, "enter")
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := inOrder(t, newTestPractice(t, "bca1862", pickItems(t, "bca1862", ids...), false), ids...)
			p = psend(p, tea.WindowSizeMsg{Width: c.w, Height: c.h})
			p = c.do(p)
			v := p.View()
			checkFrame(t, v, c.w, c.h)
			golden(t, c.name, v)
		})
	}
}

// inOrder makes the round the named items in that order (the plan orders
// items never asked by a hash of their names).
func inOrder(t *testing.T, p Practice, ids ...string) Practice {
	t.Helper()
	p.round = pickItems(t, p.info.ID, ids...)
	if err := p.openItem(); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestPracticeFlow goes through a round by its keys: the narrative steps
// and plays, each answer is said right or wrong at once, the reveal, the
// next scenario, the summary and another round, missed first.
func TestPracticeFlow(t *testing.T) {
	items := pickItems(t, "bca1862", "011-pawn-touched-another-played", "010-knight-touched-and-put-back", "024-adverse-queen-touched")
	p := newTestPractice(t, "bca1862", items, false)
	if p.screen != screenNarrative || !strings.Contains(p.View(), "No practice score yet") {
		t.Fatalf("first screen %d:\n%s", p.screen, p.View())
	}
	first := p.round[0].ID
	n := len(p.quiz.Item.Events)
	p = ppress(p, "space")
	if p.narrative.played != 1 {
		t.Fatalf("played %d", p.narrative.played)
	}
	p = ppress(p, "left", "left")
	if p.narrative.played != 0 {
		t.Fatalf("back: played %d", p.narrative.played)
	}
	for range n {
		p = ppress(p, "space")
	}
	if p.screen != screenNarrative || p.narrative.played != n {
		t.Fatalf("after %d steps: screen %d, played %d", n, p.screen, p.narrative.played)
	}
	p = ppress(p, "space")
	if p.screen != screenQuestion {
		t.Fatalf("past the last event: screen %d", p.screen)
	}
	// Keys that are no answer do nothing.
	p = ppress(p, "0", "x", "9")
	if p.question.qi != 0 {
		t.Fatalf("a key that is no answer was taken: %d", p.question.qi)
	}
	p = answer(p, false)
	if !strings.HasPrefix(p.msg, "✗ Offence: ") || p.msgKind != msgErr {
		t.Errorf("wrong answer said as %q", p.msg)
	}
	for p.screen == screenQuestion {
		p = answer(p, true)
	}
	if p.screen != screenReveal || p.right != p.asked-1 {
		t.Fatalf("screen %d, %d of %d right", p.screen, p.right, p.asked)
	}
	if rec := p.opts.Store.Scores().Record("bca1862", first); !rec.LastWrong || rec.Seen != 1 {
		t.Errorf("the score of %s: %+v", first, rec)
	}
	for p.screen != screenSummary {
		switch p.screen {
		case screenNarrative:
			p = ppress(p, "enter")
		case screenQuestion:
			p = answer(p, true)
		case screenReveal:
			p = ppress(p, "enter")
		}
	}
	v := p.View()
	for _, w := range []string{"Round over:", "── Read again", "arbiter law bca1862", "in 1 round finished"} {
		if !strings.Contains(v, w) {
			t.Errorf("summary lacks %q:\n%s", w, v)
		}
	}
	p = ppress(p, "enter")
	if p.screen != screenNarrative || p.round[0].ID != first {
		t.Errorf("the next round begins with %s, not the missed %s", p.round[0].ID, first)
	}
	if _, cmd := p.Update(keyMsg("q")); cmd == nil || cmd() != tea.Quit() {
		t.Error("q does not quit")
	}
}

// TestPracticeFitsEveryItem lays out every question of the library under
// every code at 80×24 and 100×32: every line of the narrative and of the
// question with its answers is within its column and its room, with the
// answers given so far beside it; nothing is cut off.
func TestPracticeFitsEveryItem(t *testing.T) {
	t.Parallel() // beside the tests that wait on a board
	th := newTheme(true, false, nil)
	for _, info := range law.Codes() {
		for _, it := range libraryItems(t, info.ID) {
			q, err := practice.Build(it, info.ID) // once for both sizes
			if err != nil {
				t.Fatal(err)
			}
			for _, sz := range [][2]int{{80, 24}, {100, 32}} {
				w, h := sz[0], sz[1]-2-maxMsgLines // the longest message
				rw := w - boardWidth - 2
				where := func(screen string) string {
					return fmt.Sprintf("%s/%s/%s at %dx%d", it.ID, info.ID, screen, sz[0], sz[1])
				}
				check := func(screen string, left, right []string) {
					if len(left) > h || len(right) > h {
						t.Errorf("%s: %d and %d lines in a room of %d:\n%s", where(screen), len(left), len(right), h, strings.Join(right, "\n"))
					}
					for _, l := range left {
						if ansi.StringWidth(l) > boardWidth {
							t.Errorf("%s: left line %q wider than %d", where(screen), l, boardWidth)
						}
					}
					for _, l := range right {
						if ansi.StringWidth(l) > rw {
							t.Errorf("%s: right line %q wider than %d", where(screen), l, rw)
						}
					}
				}
				n := newNarrativeScreen(th, false, q).SetSize(w, h).show(len(it.Events))
				l, r := n.content()
				check("narrative", l, r)
				s := newQuestionScreen(th, false, q).SetSize(w, h)
				for i := range q.Questions {
					l, r := s.content()
					check("question "+string(q.Questions[i].Field), l, r)
					s, _ = s.Update(keyMsg("1"))
				}
			}
		}
	}
}

// TestPracticeFromPicker: on the code picker, p goes to the first question
// of a round under the highlighted code in one keystroke, and the journal
// made for a game never begun is gone.
func TestPracticeFromPicker(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", t.TempDir())
	m := newTestModel(t, Options{})
	m = press(m, "up") // staunton1860
	nm, _ := m.Update(keyMsg("p"))
	p, ok := nm.(Practice)
	if !ok {
		t.Fatalf("p gave a %T", nm)
	}
	if p.screen != screenQuestion || p.info.ID != "staunton1860" || p.question.qi != 0 {
		t.Fatalf("screen %d under %s", p.screen, p.info.ID)
	}
	v := p.View()
	if !strings.Contains(v, "Question 1") || strings.Contains(v, "Question 1 of") || !strings.Contains(v, "No practice score yet") {
		t.Errorf("first view:\n%s", v)
	}
	checkFrame(t, v, 100, 32)
	if _, err := os.Stat(m.sit.jpath); !os.IsNotExist(err) {
		t.Errorf("the journal %s is left behind: %v", m.sit.jpath, err)
	}
}

// TestPracticeTooSmall: a terminal under 80×24 is told so; resizing lays
// the screen out again.
func TestPracticeTooSmall(t *testing.T) {
	p := newTestPractice(t, "bca1862", pickItems(t, "bca1862", "024-adverse-queen-touched"), true)
	p = psend(p, tea.WindowSizeMsg{Width: 70, Height: 20})
	if v := p.View(); !strings.Contains(v, "Terminal too small") {
		t.Errorf("at 70×20:\n%s", v)
	}
	p = ppress(p, "1") // not taken while too small
	if p.asked != 0 {
		t.Error("an answer was taken on the too-small screen")
	}
	p = psend(p, tea.WindowSizeMsg{Width: 80, Height: 24})
	checkFrame(t, p.View(), 80, 24)
}

// TestPracticeEndToEnd runs the real program loop: a round of two
// scenarios, the first answered all right, the second with one wrong
// answer; then reads the score kept on disk under XDG_DATA_HOME, and finds
// the missed scenario first in the next session's round.
func TestPracticeEndToEnd(t *testing.T) {
	data := t.TempDir()
	t.Setenv("XDG_DATA_HOME", data)
	ids := []string{"024-adverse-queen-touched", "011-pawn-touched-another-played"}
	items := pickItems(t, "bca1862", ids...)
	st, notice := practice.OpenDefaultStore()
	p, err := NewPractice(PracticeOptions{Code: "bca1862", Items: items, Round: 2, Store: st, Notice: notice, NoColor: true})
	if err != nil {
		t.Fatal(err)
	}
	p = inOrder(t, p, ids...)
	quizzes := []*practice.Quiz{}
	for _, it := range p.round {
		q, err := practice.Build(it, "bca1862")
		if err != nil {
			t.Fatal(err)
		}
		quizzes = append(quizzes, q)
	}
	tm := teatest.NewTestModel(t, p, teatest.WithInitialTermSize(100, 32))
	wait := func(what string) {
		t.Helper()
		teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
			return bytes.Contains(b, []byte(what))
		}, teatest.WithDuration(5*time.Second), teatest.WithCheckInterval(5*time.Millisecond))
	}
	key := func(k string) { tm.Send(keyMsg(k)) }
	answerAll := func(q *practice.Quiz, wrong int) {
		for i, qu := range q.Questions {
			a := qu.Right
			if i == wrong {
				a = (a + 1) % len(qu.Choices)
			}
			wait(fmt.Sprintf("Question %d", i+1))
			key(string(rune('1' + a)))
			key("enter")
		}
	}
	wait("No practice score yet")
	key("enter")
	answerAll(quizzes[0], -1)
	wait("5 of 5 right · Black touches White's Queen")
	key("enter")
	wait("The King's Pawn touched")
	key("enter")
	answerAll(quizzes[1], 1) // the offender
	wait("4 of 5 right · The King's Pawn touched")
	key("enter")
	wait("Round over: 9 of 10 answers right")
	key("q")
	tm.WaitFinished(t, teatest.WithFinalTimeout(5*time.Second))

	path := filepath.Join(data, "arbiter", "practice.json")
	s, err := practice.ReadScores(path)
	if err != nil {
		t.Fatalf("the score on disk: %v", err)
	}
	if s.Rounds != 1 || s.Codes["bca1862"] != (practice.Tally{Asked: 10, Right: 9}) {
		t.Errorf("score %+v", s)
	}
	if got := s.Articles["bca1862 VI"]; got != (practice.Tally{Asked: 10, Right: 9}) {
		t.Errorf("BCA VI: %+v", got)
	}
	if r := s.Record("bca1862", ids[0]); r.LastWrong || r.Streak != 1 || r.Seen != 1 {
		t.Errorf("%s: %+v", ids[0], r)
	}
	if r := s.Record("bca1862", ids[1]); !r.LastWrong || r.Missed != 1 {
		t.Errorf("%s: %+v", ids[1], r)
	}
	// The next session reads the score and asks the missed scenario first.
	st2, notice := practice.OpenDefaultStore()
	if notice != "" {
		t.Errorf("reopened: %q", notice)
	}
	next, err := NewPractice(PracticeOptions{Code: "bca1862", Items: items, Round: 2, Store: st2, NoColor: true})
	if err != nil {
		t.Fatal(err)
	}
	if next.round[0].ID != ids[1] {
		t.Errorf("next round begins with %s, not the missed %s", next.round[0].ID, ids[1])
	}
}

// TestPracticeNotSaved: a score that cannot be read is said at once, after
// each scenario and in the summary; the round goes on.
func TestPracticeNotSaved(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "arbiter"), []byte("a file"), 0o644)
	st, notice := practice.OpenStore(filepath.Join(dir, "arbiter", "practice.json"), fixedNow)
	p, err := NewPractice(PracticeOptions{Code: "bca1862", Items: pickItems(t, "bca1862", "024-adverse-queen-touched"), Round: 1, Store: st, Notice: notice, NoColor: true})
	if err != nil {
		t.Fatal(err)
	}
	p = psend(p, tea.WindowSizeMsg{Width: 80, Height: 24})
	if v := p.View(); !strings.Contains(v, "this session's score is not saved") {
		t.Errorf("first view:\n%s", v)
	}
	checkFrame(t, p.View(), 80, 24)
	p = ppress(p, "enter")
	for p.screen == screenQuestion {
		p = answer(p, true)
	}
	if !strings.HasPrefix(p.msg, "Score not saved: the practice score cannot be read") {
		t.Errorf("after the scenario: %q", p.msg)
	}
	p = ppress(p, "enter")
	if p.screen != screenSummary || !strings.Contains(strings.Join(p.summary.text.lines, "\n"), "Not saved: the practice score cannot be read") {
		t.Errorf("summary:\n%s", p.View())
	}
}

// TestPracticeKeysInARow: keys read together are taken one by one, in
// the real program loop.
func TestPracticeKeysInARow(t *testing.T) {
	p := newTestPractice(t, "bca1862", pickItems(t, "bca1862", "024-adverse-queen-touched"), true)
	qs := p.quiz.Questions
	tm := teatest.NewTestModel(t, p, teatest.WithInitialTermSize(100, 32))
	// Two numbers read together: the second changes the first; enter
	// answers it.
	tm.Send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'1' + rune((qs[0].Right+1)%len(qs[0].Choices)), '1' + rune(qs[0].Right)}})
	tm.Send(keyMsg("enter"))
	teatest.WaitFor(t, tm.Output(), func(b []byte) bool {
		return bytes.Contains(b, []byte("Question 2 of 5")) && bytes.Contains(b, []byte("1 of 1 right"))
	}, teatest.WithDuration(5*time.Second), teatest.WithCheckInterval(5*time.Millisecond))
	tm.Send(keyMsg("q"))
	tm.WaitFinished(t, teatest.WithFinalTimeout(5*time.Second))
}

// TestPracticeNewcomer: the first question does not say how many follow
// (one alone would give away "no offence"); a number chooses an answer and
// enter takes it, so a slip is changed before it counts; percentages are
// rounded (4 of 6 is 67%).
func TestPracticeNewcomer(t *testing.T) {
	if got := percent(4, 6); got != "67%" {
		t.Errorf("4 of 6: %s", got)
	}
	if got := percent(1, 3); got != "33%" {
		t.Errorf("1 of 3: %s", got)
	}
	p := newTestPractice(t, "bca1862", pickItems(t, "bca1862", "024-adverse-queen-touched"), true)
	v := p.View()
	if !strings.Contains(v, "Question 1") || strings.Contains(v, "Question 1 of") {
		t.Errorf("first question:\n%s", v)
	}
	qu := p.quiz.Questions[0]
	wrong := (qu.Right + 1) % len(qu.Choices)
	p = ppress(p, string(rune('1'+wrong)))
	if p.asked != 0 || p.question.picked != wrong || !strings.Contains(p.View(), "enter answers") {
		t.Fatalf("a number alone answered: asked %d, picked %d", p.asked, p.question.picked)
	}
	p = ppress(p, string(rune('1'+qu.Right)), "enter")
	if p.asked != 1 || p.right != 1 || p.question.qi != 1 {
		t.Fatalf("after changing and enter: asked %d, right %d, question %d", p.asked, p.right, p.question.qi)
	}
	if v := p.View(); !strings.Contains(v, "Question 2 of 5") {
		t.Errorf("second question:\n%s", v)
	}
	p = ppress(p, "enter") // nothing chosen: nothing taken
	if p.asked != 1 {
		t.Errorf("enter with nothing chosen answered")
	}
}
