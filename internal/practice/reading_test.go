package practice

import (
	"github.com/arbiter-chess/arbiter/docs"
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/law"
)

// choiceWith finds the choice of a question whose key is key.
func choiceWith(qu Question, key string) int {
	return slices.IndexFunc(qu.Choices, func(c Choice) bool { return c.Key == key })
}

func questionOn(t *testing.T, q *Quiz, f Field) Question {
	t.Helper()
	for _, qu := range q.Questions {
		if qu.Field == f {
			return qu
		}
	}
	t.Fatalf("%s/%s: no %s question", q.Item.ID, q.Code.ID, f)
	return Question{}
}

// 047 under Lewis: whether “let the piece remain” is open while the King
// is in announced check is a reading (docs/readings.md#r28); the student
// is graded right with or without it, and told which the program takes.
func TestReadingAcceptsEveryAllowedAnswer(t *testing.T) {
	_, items := library(t)
	q := build(t, itemByID(t, items, "047-false-move-while-in-check"), "lewis1827")
	qu := questionOn(t, q, FieldOptions)
	program := choiceWith(qu, "let-stand,move-king,move-touched")
	other := choiceWith(qu, "move-king,move-touched")
	if program < 0 || other < 0 {
		t.Fatalf("the options question does not offer both readings' answers: %+v", qu.Choices)
	}
	if program != qu.Right || !qu.Check(program) || qu.ByReading(program) {
		t.Errorf("the program's answer is not the Right one: right %d, program %d", qu.Right, program)
	}
	if !qu.Check(other) || !qu.ByReading(other) {
		t.Errorf("the other reading's answer is graded wrong")
	}
	for i, c := range qu.Choices {
		if i != program && i != other && qu.Check(i) {
			t.Errorf("answer %q is accepted but no reading gives it", c.Label)
		}
	}
	qi := slices.IndexFunc(q.Questions, func(x Question) bool { return x.Field == FieldOptions })
	r28, _ := docs.LookupReading("r28")
	if msg := q.Accepted(qi, other); !strings.Contains(msg, "“"+r28.Title+"”") || strings.Contains(msg, "r28") || !strings.Contains(msg, "The program takes") {
		t.Errorf("Accepted says %q", msg)
	}
	if msg := q.Explain(qi, other); msg != "" {
		t.Errorf("an accepted answer is explained as wrong: %q", msg)
	}
	if note := q.ReadingNote(); !strings.Contains(note, "“"+r28.Title+"”") || strings.Contains(note, "r28") {
		t.Errorf("ReadingNote %q does not name the reading", note)
	}
	res := q.Result(rightAnswersWith(q, FieldOptions, other))
	if !res.AllRight() {
		t.Errorf("a full set of answers with the other reading's options is scored %d of %d", res.NRight(), len(res.Right))
	}
}

// 134 under BCA: the program refers the count under an undertaking to the
// umpire (reading r33); the other reading has White answer the call as in
// any game, and is accepted too.
func TestReadingAcceptsAnotherChooser(t *testing.T) {
	_, items := library(t)
	q := build(t, itemByID(t, items, "134-fifty-moves-under-an-undertaking"), "bca1862")
	qu := questionOn(t, q, FieldChooser)
	white := choiceWith(qu, "white")
	if white < 0 || !qu.ByReading(white) || qu.Choices[qu.Right].Key != "umpire" {
		t.Errorf("chooser question %+v: White is not accepted by reading beside the program's umpire", qu.Choices)
	}
	black := choiceWith(qu, "black")
	if black >= 0 && qu.Check(black) {
		t.Error("Black, who called for the count, is accepted as the one who answers it")
	}
}

// 121 under Lewis: an accidental brush is a touch by the program's reading
// (r32); "no offence" is the other reading's answer.
func TestReadingAcceptsNoOffence(t *testing.T) {
	_, items := library(t)
	q := build(t, itemByID(t, items, "121-second-man-touched-accidentally"), "lewis1827")
	qu := questionOn(t, q, FieldOffence)
	none := choiceWith(qu, "")
	if none < 0 || !qu.ByReading(none) || qu.Choices[qu.Right].Key != law.KindTouchMoveBreach {
		t.Errorf("offence question %+v: no offence not accepted beside touch-move-breach", qu.Choices)
	}
}

// Where the words decide, only the program's answer is right, and nothing
// is said of readings.
func TestNoReadingNoOtherAnswer(t *testing.T) {
	_, items := library(t)
	for _, info := range law.Codes() {
		for _, it := range Playable(items, info.ID) {
			if _, marked := it.Readings[info.ID]; marked {
				continue
			}
			q := build(t, it, info.ID)
			if q.ReadingNote() != "" {
				t.Errorf("%s/%s: a reading note where the words decide", it.ID, info.ID)
			}
			for _, qu := range q.Questions {
				for i := range qu.Choices {
					if i != qu.Right && qu.Check(i) {
						t.Errorf("%s/%s/%s: answer %q accepted beside the right one", it.ID, info.ID, qu.Field, qu.Choices[i].Label)
					}
				}
			}
		}
	}
}

// rightAnswersWith is the program's answer to every question but f's,
// answered with given.
func rightAnswersWith(q *Quiz, f Field, given int) []int {
	var out []int
	for _, qu := range q.Questions {
		if qu.Field == f {
			out = append(out, given)
		} else {
			out = append(out, qu.Right)
		}
	}
	return out
}

// Every scenario that names other readings' answers under a code has at
// least one of them offered and accepted: an "allows" that gives the
// program's own answer teaches nothing.
func TestEveryAllowsIsOffered(t *testing.T) {
	_, items := library(t)
	n := 0
	for _, info := range law.Codes() {
		for _, it := range Playable(items, info.ID) {
			rd, ok := it.Readings[info.ID]
			if !ok || len(rd.Allows) == 0 {
				continue
			}
			n++
			q := build(t, it, info.ID)
			offered := false
			for _, qu := range q.Questions {
				for i := range qu.Choices {
					offered = offered || qu.ByReading(i)
				}
			}
			if !offered {
				t.Errorf("%s/%s: allows %+v, but no question offers another answer than the program's", it.ID, info.ID, rd.Allows)
			}
		}
	}
	if n < 20 {
		t.Errorf("only %d scenarios name other readings' answers", n)
	}
}
