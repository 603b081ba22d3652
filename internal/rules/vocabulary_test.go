package rules_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/rules"
	"github.com/arbiter-chess/arbiter/internal/testkit/casefile"
	"github.com/arbiter-chess/arbiter/internal/ui"
)

// TestNewVerbAndOption: a verb and an option added by one row and one
// function each (ExtendForTest) are read by the notation's parser and
// printer, applied by the engine, described in words and offered by the
// terminal's help, with nothing else changed.
func TestNewVerbAndOption(t *testing.T) {
	if _, err := incidents.ParseEvent("W offer-draw"); err == nil {
		t.Fatal("offer-draw parsed before it was added")
	}
	defer rules.ExtendForTest()()

	// The parser and the printer.
	offer, err := incidents.ParseEvent("w OFFER-DRAW")
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	if got := incidents.FormatEvent(offer); got != "W offer-draw" {
		t.Errorf("printed %q, want %q", got, "W offer-draw")
	}
	if _, err := incidents.ParseEvent("U offer-draw"); err == nil || err.Error() != "the umpire cannot offer-draw (he may notice, annul, note, choose, waive, dispute or result)" {
		t.Errorf("the umpire's offer: %v", err)
	}
	if _, err := incidents.ParseEvent("W offer-draw now"); err == nil || err.Error() != `offer-draw: extra argument "now"` {
		t.Errorf("an argument to offer-draw: %v", err)
	}
	accept, err := incidents.ParseEvent("B choose accept-draw")
	if err != nil {
		t.Fatalf("parse: %v", err)
	}

	// The engine.
	g, err := rules.New(rules.Setup{Code: "staunton1860"})
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"W move e2e4", "B move e7e5"} {
		e, _ := incidents.ParseEvent(text)
		if err := g.Apply(e); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
	if err := g.Apply(offer); err != nil {
		t.Fatalf("offer-draw: %v", err)
	}
	rep := g.Report()
	last := rep.Rulings[len(rep.Rulings)-1]
	if last.Kind != "draw-offered" || last.Chooser != "black" || !slices.Equal(last.Options, []string{"accept-draw"}) {
		t.Fatalf("ruling on the offer: %+v", last)
	}
	if got, want := rules.OptionText(last, "accept-draw"), "Black accepts the draw White offered"; got != want {
		t.Errorf("option in words: %q, want %q", got, want)
	}
	if err := g.Apply(accept); err != nil {
		t.Fatalf("accept-draw: %v", err)
	}
	if r := g.Report().Result; r != "1/2-1/2" {
		t.Errorf("result after accept-draw: %q, want 1/2-1/2", r)
	}
	if err := g.Apply(offer); err == nil || !strings.Contains(err.Error(), "the game is over") {
		t.Errorf("offer-draw after the end: %v", err)
	}

	// The help.
	if !slices.Contains(ui.VerbWords(), "offer-draw") {
		t.Errorf("the terminal's verbs leave out offer-draw: %v", ui.VerbWords())
	}
	if o, ok := rules.LookupOption("accept-draw"); !ok || o.Words == "" {
		t.Errorf("accept-draw not in rules.Options")
	}
}

// vocabularyDoc writes docs/vocabulary.md from the tables.
func vocabularyDoc() string {
	var b strings.Builder
	b.WriteString("# The vocabulary: verbs, options and kinds\n\n")
	b.WriteString("<!-- generated from internal/rules/act.go and options.go by go test ./internal/rules -run VocabularyDoc -update -->\n\n")
	b.WriteString("Each verb of the incident notation is one row of `verbTable` (internal/rules/act.go)\n")
	b.WriteString("and the function that applies it; each option of a ruling is one row of `optionTable`\n")
	b.WriteString("(internal/rules/options.go) and the function that carries it out. The engine, the\n")
	b.WriteString("notation's parser and printer, the terminal's completion and this page read them.\n\n")
	b.WriteString("## Verbs\n\n| verb | written | who | what it records |\n| --- | --- | --- | --- |\n")
	for _, v := range rules.Verbs() {
		b.WriteString("| `" + string(v.Verb) + "` | `" + strings.ReplaceAll(v.Usage, "|", "\\|") + "` | " + v.Who.String() + " | " + v.Help + " |\n")
	}
	b.WriteString("\n## Options\n\nIn the words, *Who* is the offender and *Adversary* his adversary.\n\n")
	b.WriteString("| option | argument | what it demands |\n| --- | --- | --- |\n")
	words := strings.NewReplacer("{Who}", "*Who*", "{who}", "*who*", "{Adversary}", "*Adversary*")
	for _, o := range rules.Options() {
		b.WriteString("| `" + o.ID + "` | " + o.Argument + " | " + words.Replace(o.Words) + " |\n")
	}
	b.WriteString("\n## Kinds\n\nThe kinds of ruling: those of docs/spec.md §5 and the extensions arbiter adds (the JSON's\n`kind`; `rules.Kinds`).\n\n")
	b.WriteString("| kind | the case | |\n| --- | --- | --- |\n")
	for _, k := range rules.Kinds() {
		from := "extension"
		if slices.Contains(rules.SpecKinds, k) {
			from = "docs/spec.md §5"
		}
		b.WriteString("| `" + k + "` | " + law.DescribeKind(k) + " | " + from + " |\n")
	}
	return b.String()
}

// TestVocabularyDoc: docs/vocabulary.md is the tables as they stand.
func TestVocabularyDoc(t *testing.T) {
	const path = "../../docs/vocabulary.md"
	casefile.Golden(t, path, vocabularyDoc())
}

// Every kind a code answers and every kind a ruling may carry is described
// in words, so the vocabulary page lists none without its case.
func TestEveryKindDescribed(t *testing.T) {
	for _, k := range rules.Kinds() {
		if d := law.DescribeKind(k); d == "" || d == k {
			t.Errorf("kind %s has no words", k)
		}
	}
	for _, k := range rules.SpecKinds {
		if !slices.Contains(rules.Kinds(), k) {
			t.Errorf("spec kind %s is not in rules.Kinds", k)
		}
	}
}
