package practice

import (
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/idscan"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/law"
)

// What practice says to a student, for every scenario of the library
// under every code (the ruling in words, each question and its choices,
// why an answer is wrong or accepted, the reading taken, how the other
// codes differ, the articles' headings), holds no id of the vocabulary,
// no code id and no event by its number.
func TestPracticeSaysNoIDs(t *testing.T) {
	find := idscan.Finder()
	bad := 0
	check := func(where, text string) {
		if m := find.FindString(text); m != "" {
			if bad++; bad <= 10 {
				t.Errorf("%s: an id for players: %q in %q", where, strings.TrimSpace(m), text)
			}
		}
	}
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
			where := it.ID + " under " + c.ID
			check(where, RulingWords(q.Code, q.Ruled.Ruling))
			check(where, q.ReadingNote())
			for qi, qu := range q.Questions {
				check(where, qu.Prompt)
				for i, ch := range qu.Choices {
					check(where, ch.Label)
					check(where, q.Explain(qi, i))
					check(where, q.Accepted(qi, i))
				}
			}
			for _, o := range q.Others {
				check(where, OtherWords(o))
				check(where, q.DiffersOn(o))
			}
			for _, a := range q.Articles() {
				check(where, a.Ref)
			}
		}
	}
	// A saved game's items: each ruling placed by its move, the act in words.
	lib, err := incidents.LoadLibrary()
	if err != nil {
		t.Fatal(err)
	}
	for _, sc := range lib {
		items, err := FromScript(sc.Script, "bca1862", "game.inc")
		if err != nil {
			continue // nothing to ask, or not playable under the BCA
		}
		for _, it := range items {
			check(sc.ID+" as a saved game", it.Title)
			check(sc.ID+" as a saved game", it.Narrative)
			if strings.HasSuffix(it.Narrative, ": what is the ruling?") {
				t.Errorf("%s: the act is not said: %q", sc.ID, it.Narrative)
			}
		}
	}
}
