package report

import (
	"bytes"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

func TestEventWords(t *testing.T) {
	g, err := rules.New(rules.Setup{Moves: []string{"e4", "d5"}})
	if err != nil {
		t.Fatal(err)
	}
	for text, want := range map[string]string{
		"W move e4d5":     "White moved the white pawn on e4 to d5, taking the black pawn [W move e4d5]",
		"W touch g1":      "White touched the white Knight on g1 [W touch g1]",
		"B touch e1":      "Black touched the white King on e1 [B touch e1]",
		"W say check":     "White said \u201cCheck!\u201d [W say check]",
		"B claim":         "Black claimed the penalty for the adversary's latest offence [B claim]",
		"W drop a2":       "The white pawn on a2 fell off the board unnoticed [W drop a2]",
		"U note a remark": "The umpire noted: a remark [U note a remark]",
	} {
		e, err := incidents.ParseEvent(text)
		if err != nil {
			t.Fatal(err)
		}
		if got := eventWords(g, e); got != want {
			t.Errorf("%s: %q, want %q", text, got, want)
		}
	}
}

// The Markdown report draws each board from the game: the false move's
// board before and after, the squares of the incident marked.
func TestMarkdownBoards(t *testing.T) {
	s, err := incidents.ParseString("[Title \"A Rook played like a Bishop\"]\n[FEN \"4k3/7p/8/8/8/8/8/R3K3 w - - 0 1\"]\nW move a1c3\n")
	if err != nil {
		t.Fatal(err)
	}
	d, err := Build(s, []string{"bca1862"}, "san")
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := WriteMarkdown(&b, d); err != nil {
		t.Fatal(err)
	}
	md := b.String()
	for _, want := range []string{
		"Before event 1 (the squares of the incident marked *: a1, c3):",
		"1  ♖* ·  ·  ·  ♔  ·  ·  ·  1", // before: the Rook on a1, marked
		"3  ·  ·  ·* ·  ·  ·  ·  ·  3", // before: c3 empty, marked
		"3  ·  ·  ♖* ·  ·  ·  ·  ·  3", // after: the Rook on c3
		"Pending: black chooses",
		"White must move the man touched, legally. [move-touched]",
		"**bca1862 VII.** False moves and illegal moves",
		"Result: not decided (*): the game goes on. 1 ruling.",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("lacks %q:\n%s", want, md)
		}
	}
	if d.Codes[0].Rulings[0].Before.Placement() != "4k3/7p/8/8/8/8/8/R3K3" || d.Codes[0].Final.Placement() != "4k3/7p/8/8/8/2R5/8/4K3" {
		t.Errorf("boards %s → %s", d.Codes[0].Rulings[0].Before.Placement(), d.Codes[0].Final.Placement())
	}
}
