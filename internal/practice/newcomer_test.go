package practice

import (
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/law"
)

// TestArticleAnswersNeverHalfRight: no wrong answer to "Which article says
// so?" names an article the ruling cites (the explanation names it, so it
// cannot be marked wrong): White moving Black's Knight and 070 under BCA,
// and every item of the library under every code.
func TestArticleAnswersNeverHalfRight(t *testing.T) {
	for _, c := range law.Codes() {
		items, err := LibraryItems(c.ID, "")
		if err != nil {
			t.Fatal(err)
		}
		for _, it := range items {
			q, err := Build(it, c.ID)
			if err != nil {
				continue
			}
			for _, qu := range q.Questions {
				if qu.Field != FieldArticle {
					continue
				}
				right := strings.Split(qu.Choices[qu.Right].Key, ",")
				for i, ch := range qu.Choices {
					if i != qu.Right && overlaps(strings.Split(ch.Key, ","), right) {
						t.Errorf("%s under %s: wrong answer %q shares an article with the right %q", it.ID, c.ID, ch.Label, qu.Choices[qu.Right].Label)
					}
				}
			}
		}
	}
}

// TestDiffersOnSaysWhich: "differs on options" says which options.
func TestDiffersOnSaysWhich(t *testing.T) {
	if got := setChange([]string{"move-king"}, []string{"move-king", "retract"}, "white"); got != "adds: White's move is taken back, no further penalty" {
		t.Errorf("setChange: %q", got)
	}
	if got := setChange([]string{"move-king", "let-stand"}, []string{"lose-game"}, "black"); got != "adds: Black loses the game; lacks: Black must move his King (not by castling); the move stands as played" {
		t.Errorf("setChange: %q", got)
	}
	items, err := LibraryItems("bca1862", "")
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, it := range items {
		q, err := Build(it, "bca1862")
		if err != nil {
			continue
		}
		for _, o := range q.Others {
			for _, f := range q.Differences(o) {
				d := q.DiffersOn(o)
				if f == FieldOptions {
					found = true
					if !strings.Contains(d, "options (adds: ") && !strings.Contains(d, "options (lacks: ") {
						t.Errorf("%s, %s: %q", it.ID, o.Code.ID, d)
					}
				}
			}
		}
	}
	if !found {
		t.Error("no item whose codes differ on options")
	}
}
