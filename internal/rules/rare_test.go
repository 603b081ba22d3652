package rules

import (
	"slices"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
)

// A checkpoint's copy of a ruling shares its rare fields: a change to the
// game's ruling makes new ones, and the copy keeps saying what it said.
func TestRareFieldsCopiedOnWrite(t *testing.T) {
	g, err := New(Setup{Code: "bca1862"})
	if err != nil {
		t.Fatal(err)
	}
	r := &ruling{facts: &law.Facts{}, remedy: &law.Remedy{}}
	r.setRare(func(x *rare) { x.touched = make([]chess.Square, 1, 4) })
	cp := copyRuling(r)
	print := printOf(r)
	if !sameRuling(cp, r) {
		t.Fatal("a fresh copy is not the same ruling")
	}
	g.rulings.addTouched(r, 9, false)
	r.setRare(func(x *rare) { x.Chosen, x.AppealedBy, x.Move = law.OptAnnul, "white", "e2e4" })
	sel := law.SentMove{From: 12, To: 28}
	r.setRare(func(x *rare) { x.selected = &sel })
	if got := cp.touched(); !slices.Equal(got, []chess.Square{0}) || cp.Chosen() != "" || cp.AppealedBy() != "" || cp.Move() != "" || cp.selected() != nil {
		t.Errorf("the copy changed with the ruling: touched %v, chosen %q, appealed by %q, move %q", got, cp.Chosen(), cp.AppealedBy(), cp.Move())
	}
	if got := r.touched(); !slices.Equal(got, []chess.Square{0, 9}) || r.Chosen() != law.OptAnnul || r.selected() == nil {
		t.Errorf("the ruling says touched %v, chosen %q", got, r.Chosen())
	}
	if sameRuling(cp, r) {
		t.Error("the copy is still the same ruling after its rare fields changed")
	}
	if printOf(r) == print {
		t.Error("the print did not change with the rare fields")
	}
	// The same words in new rare fields: the same ruling.
	again := copyRuling(r)
	again.setRare(func(*rare) {})
	if !sameRuling(again, r) {
		t.Error("equal rare fields in another place: not the same ruling")
	}
}
