package pgn

import (
	"os"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// readDescriptive reads the moves of a score in descriptive notation.
var readDescriptive = Reader(chess.Descriptive{})

// The Opera Game as python-chess gives it (../pgn/testdata/opera.pgn).
const operaSAN = "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#"

// Morphy's Opera Game in the descriptive notation of 1858 reads to the
// same moves as the PGN a program writes.
func TestOperaGame1858(t *testing.T) {
	text, err := os.ReadFile("testdata/descriptive/opera-1858.txt")
	if err != nil {
		t.Fatal(err)
	}
	if !IsDescriptive(string(text)) {
		t.Fatal("the 1858 score is not detected as descriptive")
	}
	scores, err := ReadDescriptive(string(text))
	if err != nil {
		t.Fatal(err)
	}
	s, err := scores[0].Script("", readDescriptive)
	if err != nil {
		t.Fatal(err)
	}
	run, err := incidents.Run(s, "")
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(run.SAN(), " "); got != operaSAN {
		t.Errorf("read\n%s\nwant\n%s", got, operaSAN)
	}
	if run.Report().Result != "1-0" || len(run.Report().Rulings) != 0 {
		t.Errorf("ruled %s with %d rulings", run.Report().Result, len(run.Report().Rulings))
	}
	if w := scores[0].Tag("White"); w != "Paul Morphy" {
		t.Errorf("White tag %q", w)
	}
}

// The Opera Game as later books print it, in the compact forms ("P-K4
// P-K4 2. N-KB3", one space between the moves) and with figures for the
// ranks ("P. to K. 4."), reads to the same moves.
func TestOperaGameLaterForms(t *testing.T) {
	for _, f := range []string{"testdata/descriptive/opera-compact.txt", "testdata/descriptive/opera-figures.txt"} {
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if !IsDescriptive(string(text)) {
			t.Errorf("%s is not detected as descriptive", f)
		}
		scores, err := ReadDescriptive(string(text))
		if err != nil {
			t.Fatal(err)
		}
		s, err := scores[0].Script("", readDescriptive)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		run, err := incidents.Run(s, "")
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(run.SAN(), " "); got != operaSAN {
			t.Errorf("%s read\n%s\nwant\n%s", f, got, operaSAN)
		}
	}
	if IsDescriptive("1. e4 e5 2. Nf3 Nc6\n") || IsDescriptive("1. Bxb5 O-O\n") {
		t.Error("SAN detected as descriptive")
	}
}

// A move written ambiguously is settled by the next move of the score,
// or refused when nothing settles it.
func TestScoreSettlesAnAmbiguousMove(t *testing.T) {
	head := "1. P. to K's 4th    P. to K's 4th\n2. K. Kt. to B's 3rd    P. to Q's 3rd\n3. P. to Q's 4th    B. to K. Kt's 5th\n4. P. takes P.    B. takes Kt.\n5. Q. takes B.    P. takes P.\n6. B. to Q. B's 4th    K. Kt. to B's 3rd\n7. Q. to Q. Kt's 3rd    Q. to K's 2d\n8. Kt. to Q. B's 3rd    P. to Q. B's 3rd\n9. B. to K. Kt's 5th    P. to Q. Kt's 4th\n10. Kt. takes Kt's P.    P. takes Kt.\n"
	for tail, want := range map[string]string{
		"11. B. takes P. (ch.)    Q. Kt. to Q's 2d\n": "",
		"11. B. takes P. (ch.)    K. to Q's sq.\n":    "is ambiguous: Bxb5+ or Bxf7+",
		"11. B. takes P. (ch.)\n":                     "is ambiguous: Bxb5+ or Bxf7+",
	} {
		scores, err := ReadDescriptive(head + tail)
		if err != nil {
			t.Fatal(err)
		}
		_, err = scores[0].Script("", readDescriptive)
		if want == "" && err != nil || want != "" && (err == nil || !strings.Contains(err.Error(), want)) {
			t.Errorf("%q: %v, want %q", tail, err, want)
		}
	}
}

// Any text, read as a score in descriptive notation, is a score or a
// refusal: never a panic.
func FuzzReadDescriptive(f *testing.F) {
	for _, s := range []string{"1. P. to K's 4th    P. to K's 4th\n", "1. P-K4 P-K4 2. N-KB3", "[White \"M\"]\n1. Castles (Q. R.)\n1-0", "12. ... R. to Q's sq.", "1. e4"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if scores, err := ReadDescriptive(text); err == nil {
			_, _ = scores[0].Script("", readDescriptive)
		}
	})
}

// The descriptive reader of a score reads among the moves the game
// allows: at the odds of the Queen's Rook, where the code lets the King
// leap as though the Rook stood there, "Castles (Q. R.)" is that leap,
// which the board alone does not know.
func TestDescriptiveCastlesAtRookOdds(t *testing.T) {
	g, err := rules.New(rules.Setup{Code: "bca1862", Odds: &rules.Odds{Giver: chess.White, Men: []chess.Square{0}},
		Moves: strings.Fields("d4 d5 Nc3 Nc6 Bf4 Bf5 Qd2 Qd7")})
	if err != nil {
		t.Fatal(err)
	}
	m, err := readDescriptive(g, "Castles (Q. R.)")
	if err != nil || m.UCI() != "e1c1" {
		t.Fatalf("read %s, %v; want e1c1", m.UCI(), err)
	}
	b, err := chess.ParseBoard(g.Summary().FEN)
	if err != nil {
		t.Fatal(err)
	}
	if m, err := (chess.Descriptive{}).Decode(&b, "Castles (Q. R.)"); err == nil {
		t.Errorf("the bare board read the leap as %s", m.UCI())
	}
}
