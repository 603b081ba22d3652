package report

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/incidents"
)

// Each act is placed by its move, as players number them, and said in
// words: no event by number, no notation.
func TestHappenedByMove(t *testing.T) {
	s, err := incidents.ParseString("[FEN \"4k3/7p/8/8/8/8/8/R3K3 w - - 0 12\"]\nW move a1a3\nB touch h7\nB move h7h6\nW touch e1\nW move a3c5\n")
	if err != nil {
		t.Fatal(err)
	}
	d, err := Build(s, []string{"bca1862"}, chess.Algebraic{})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := WriteMarkdown(&b, d); err != nil {
		t.Fatal(err)
	}
	md := b.String()
	for _, want := range []string{
		"12. Ra3 h6 **13. Ra3-c5** ⚑",
		"- 12... h6: Black moved the black pawn on h7 to h6",
		"- at White's 13th move: White touched the white King on e1",
		"### 13. Ra3-c5",
		"Under the BCA (1862), 13. Ra3-c5, more than one man touched, by White (Law VI): Black may demand the penalty: the adversary names which of the men touched White must play;",
		"#### Ruling 2: A false move by White.",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("lacks %q:\n%s", want, md)
		}
	}
	text := regexp.MustCompile(`\(#law-[^)]*\)|<a id="[^"]*">`).ReplaceAllString(md, "")
	if strings.Contains(text, "vent 1") || strings.Contains(text, "[W ") || strings.Contains(text, "bca1862") {
		t.Errorf("an event by number, the notation or a code's id:\n%s", md)
	}
}

// The Markdown report draws each board from the game: the false move's
// board before and after, the squares of the incident marked.
func TestMarkdownBoards(t *testing.T) {
	s, err := incidents.ParseString("[Title \"A Rook played like a Bishop\"]\n[FEN \"4k3/7p/8/8/8/8/8/R3K3 w - - 0 1\"]\nW move a1c3\n")
	if err != nil {
		t.Fatal(err)
	}
	d, err := Build(s, []string{"bca1862"}, chess.Algebraic{})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := WriteMarkdown(&b, d); err != nil {
		t.Fatal(err)
	}
	md := b.String()
	for _, want := range []string{
		"The board before (the squares of the incident marked *: a1, c3):",
		"1  ♖* ·  ·  ·  ♔  ·  ·  ·  1", // before: the Rook on a1, marked
		"3  ·  ·  ·* ·  ·  ·  ·  ·  3", // before: c3 empty, marked
		"3  ·  ·  ♖* ·  ·  ·  ·  ·  3", // after: the Rook on c3
		"**Open: Black may choose",
		"- White must move the man touched, legally.\n",
		"**the BCA, 1862, Law VII.** False moves and illegal moves",
		"Result: not decided: the game goes on. One ruling.",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("lacks %q:\n%s", want, md)
		}
	}
	if d.Codes[0].Rulings[0].Before.Placement() != "4k3/7p/8/8/8/8/8/R3K3" || d.Codes[0].Final.Placement() != "4k3/7p/8/8/8/2R5/8/4K3" {
		t.Errorf("boards %s → %s", d.Codes[0].Rulings[0].Before.Placement(), d.Codes[0].Final.Placement())
	}
}

// In descriptive notation every move is written so, the moves of the
// [Moves] tag (played before the record begins) too.
func TestDescriptiveSetupMoves(t *testing.T) {
	s, err := incidents.ParseString("[Moves \"e4 e5 Nf3\"]\nB move b8c6\nW move f1c4\n")
	if err != nil {
		t.Fatal(err)
	}
	d, err := Build(s, []string{"bca1862"}, chess.Descriptive{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range d.Codes[0].Score {
		got = append(got, p.Label+" "+p.Text)
	}
	want := "1. P. to K's 4th|1... P. to K's 4th|2. K. Kt. to B's 3rd|2... Q. Kt. to B's 3rd|3. B. to B's 4th"
	if strings.Join(got, "|") != want {
		t.Errorf("score %q, want %q", strings.Join(got, "|"), want)
	}
}
