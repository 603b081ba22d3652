package pgn

import (
	"os"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/law"
)

func readScript(t *testing.T, text string, code string) (incidents.Script, error) {
	t.Helper()
	scores, err := ReadScores(text)
	if err != nil {
		return incidents.Script{}, err
	}
	return scores[0].Script(code, ReadSAN)
}

// The Immortal Game and the Opera Game as python-chess writes them
// (testdata/*.pgn, written by ../shared/tools/python-chess 1.11.2: comments,
// NAGs, a variation) read to the positions python-chess ends them in, under
// every code, with no ruling.
func TestImportPythonChessGames(t *testing.T) {
	want := map[string]string{
		"immortal.pgn": "r1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1",
		"opera.pgn":    "1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5",
		"setup.pgn":    "r1bk3r/p2pBpNp/n4n2/1p1NP2P/6P1/3P4/P1P1K3/q5b1",
	}
	for file, board := range want {
		text, err := os.ReadFile("testdata/" + file)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range law.Codes() {
			s, err := readScript(t, string(text), c.ID)
			if err != nil {
				t.Fatalf("%s under %s: %v", file, c.ID, err)
			}
			g, err := incidents.Run(s, "")
			if err != nil {
				t.Fatalf("%s under %s: %v", file, c.ID, err)
			}
			rep := g.Report()
			if !strings.HasPrefix(rep.FEN, board+" ") || rep.Result != "1-0" || len(rep.Rulings) != 0 {
				t.Errorf("%s under %s: board %s result %s, %d rulings; want %s 1-0, none", file, c.ID, rep.FEN, rep.Result, len(rep.Rulings), board)
			}
		}
	}
}

func TestImportTagsAndComments(t *testing.T) {
	text, _ := os.ReadFile("testdata/immortal.pgn")
	s, err := readScript(t, string(text), "bca1862")
	if err != nil {
		t.Fatal(err)
	}
	f := incidents.Format(s)
	for _, want := range []string{`[Title "Adolf Anderssen – Lionel Kieseritzky, London 1851.06.21"]`, `[White "Adolf Anderssen"]`,
		"B move d8h4\nB say check\nU note Black gives check\n", "W move f1e2\nB move b8a6\n"} {
		if !strings.Contains(f, want) {
			t.Errorf("script lacks %q:\n%s", want, f)
		}
	}
}

// The cases the reader was measured on against notnil's Scanner.
func TestReadScoresCases(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"semicolon comment", "[White \"a\"]\n\n1. e4 e5 ; Nf3 is the usual move\n2. Nf3 Nc6 *\n", "e4 e5 Nf3 Nc6"},
		{"zero castling", "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 Nf6 *\n", "e4 e5 Nf3 Nc6 Bc4 Bc5 O-O Nf6"},
		{"comment with a paren", "1. e4 {the King's pawn (best by test) d4 another} e5 *", "e4 e5"},
		{"nested variations", "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5) d6) 2. Nf3 *", "e4 e5 Nf3"},
		{"comment first", "[White \"a\"]\n\n{A game} 1. e4 e5 *\n", "e4 e5"},
		{"NAGs and marks", "1. e4! $1 e5?! 2. Nf3 $14 *", "e4 e5 Nf3"},
		{"no result", "1. e4 e5", "e4 e5"},
	}
	for _, c := range cases {
		scores, err := ReadScores(c.text)
		if err != nil || len(scores) != 1 {
			t.Errorf("%s: %d games, %v", c.name, len(scores), err)
			continue
		}
		if got := strings.Join(scores[0].Moves, " "); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
		if _, err := scores[0].Script("", ReadSAN); err != nil {
			t.Errorf("%s: %v", c.name, err)
		}
	}
	two, err := ReadScores("[White \"a\"]\n\n1. e4 e5 *\n[White \"b\"]\n\n1. d4 d5 *\n")
	if err != nil || len(two) != 2 || two[1].Moves[0] != "d4" {
		t.Errorf("two games without a blank line: %v, %v", two, err)
	}
}

func TestImportRefusesWithTheMove(t *testing.T) {
	for text, want := range map[string]string{
		"1. e4 e5 2. Ke3 Nc6 *":                          `move 2 (2. Ke3): "Ke3" is not a legal move for white`,
		"[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *": "the position: ",
		"[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 7\"]\n\n7... e5 8. Qh5 Nc6 9. Qxf8 *": `move 9 (9. Qxf8)`,
	} {
		_, err := readScript(t, text, "")
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", text, err, want)
		}
	}
	if _, err := ReadScores("  \n"); err == nil {
		t.Error("an empty file read as a game")
	}
}

func TestImportResultsNotByMate(t *testing.T) {
	s, err := readScript(t, "1. e4 e5 2. Qh5 Nc6 0-1", "")
	if err != nil {
		t.Fatal(err)
	}
	g, err := incidents.Run(s, "")
	if err != nil || g.Report().Result != "0-1" {
		t.Errorf("resigned game: %v, %v", g.Report().Result, err)
	}
}

func TestImportLongComment(t *testing.T) {
	text := "1. e4 {" + strings.Repeat("a long remark ", 3000) + "} e5 *"
	s, err := readScript(t, text, "")
	if err != nil {
		t.Fatal(err)
	}
	if n := len(incidents.Format(s)); n > 5000 {
		t.Errorf("script of %d bytes: the note was not cut", n)
	}
}

// Clock and drawing commands of lichess read as a person reads them: the
// clock shown, the arrows hidden; a loss on time stays one.
func TestImportLichessMarkupAndTimeLoss(t *testing.T) {
	text, err := os.ReadFile("testdata/edge/lichess-markup.pgn")
	if err != nil {
		t.Fatal(err)
	}
	s, err := readScript(t, string(text), "staunton1860")
	if err != nil {
		t.Fatal(err)
	}
	f := incidents.Format(s)
	for _, want := range []string{"U note (clock 0:02:58)\n", "U note the score gives Black lost (1-0): Time forfeit\nU result 1-0\n"} {
		if !strings.Contains(f, want) {
			t.Errorf("script lacks %q:\n%s", want, f)
		}
	}
	for _, bad := range []string{"%clk", "%csl", "resign"} {
		if strings.Contains(f, bad) {
			t.Errorf("script holds %q:\n%s", bad, f)
		}
	}
	g, err := incidents.Run(s, "")
	if err != nil {
		t.Fatal(err)
	}
	out := ExportScore(g, nil, nil, nil)
	if strings.Contains(out, "resigned") || !strings.Contains(out, "[Result \"1-0\"]") {
		t.Errorf("export:\n%s", out)
	}
}

// A draw is recorded as agreed at the board, and exported a draw.
func TestImportDrawKept(t *testing.T) {
	s, err := readScript(t, "[Result \"1/2-1/2\"]\n\n1. e4 e5 2. Nf3 Nc6 1/2-1/2\n", "lewis1827")
	if err != nil {
		t.Fatal(err)
	}
	if f := incidents.Format(s); !strings.Contains(f, "U result 1/2-1/2\n") {
		t.Errorf("script:\n%s", f)
	}
	g, err := incidents.Run(s, "")
	if err != nil {
		t.Fatal(err)
	}
	if r := g.Report().Result; r != "1/2-1/2" {
		t.Errorf("result %s", r)
	}
	if out := Export(g, nil); !strings.HasSuffix(strings.TrimSpace(out), "1/2-1/2") {
		t.Errorf("export:\n%s", out)
	}
}

// Acts put in at a move go into the script before (or after) it; when the
// law then changes the board, the score's later moves are named in a note,
// not played.
func TestScriptWithActsPutIn(t *testing.T) {
	text, err := os.ReadFile("testdata/opera.pgn")
	if err != nil {
		t.Fatal(err)
	}
	scores, err := ReadScores(string(text))
	if err != nil {
		t.Fatal(err)
	}
	var ins []Insert
	for _, a := range []string{"10... B touch f6", "after 10... W claim; W choose move-touched"} {
		in, err := ParseInsert(a)
		if err != nil {
			t.Fatal(err)
		}
		ins = append(ins, in)
	}
	s, err := scores[0].ScriptWith("lewis1827", ReadSAN, ins)
	if err != nil {
		t.Fatal(err)
	}
	f := incidents.Format(s)
	want := "W move c3b5\nB touch f6\nB move c6b5\nW claim\nW choose move-touched\nU note the score goes on with 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 and 7 more, which no longer fits the board after the acts put in"
	if !strings.Contains(f, want) || strings.Contains(f, "resign") {
		t.Errorf("script:\n%s\nwant it to hold\n%s", f, want)
	}
	// Without acts, a move that does not read is refused as before.
	if _, err := (Score{Line: Line{Moves: []string{"e4", "Ke3"}}, Result: "*"}).ScriptWith("", ReadSAN, nil); err == nil || !strings.Contains(err.Error(), "move 1 (1... Ke3)") {
		t.Errorf("err %v", err)
	}
}
