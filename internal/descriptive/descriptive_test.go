package descriptive

import (
	"os"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/pgn"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// The Opera Game as python-chess gives it (../pgn/testdata/opera.pgn).
const operaSAN = "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#"

// Morphy's Opera Game in the descriptive notation of 1858 reads to the
// same moves as the PGN a program writes.
func TestOperaGame1858(t *testing.T) {
	text, err := os.ReadFile("testdata/opera-1858.txt")
	if err != nil {
		t.Fatal(err)
	}
	if !Detect(string(text)) {
		t.Fatal("the 1858 score is not detected as descriptive")
	}
	scores, err := ReadScores(string(text))
	if err != nil {
		t.Fatal(err)
	}
	s, err := scores[0].Script("", ReadMove)
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
	for _, f := range []string{"testdata/opera-compact.txt", "testdata/opera-figures.txt"} {
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if !Detect(string(text)) {
			t.Errorf("%s is not detected as descriptive", f)
		}
		scores, err := ReadScores(string(text))
		if err != nil {
			t.Fatal(err)
		}
		s, err := scores[0].Script("", ReadMove)
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
	if Detect("1. e4 e5 2. Nf3 Nc6\n") || Detect("1. Bxb5 O-O\n") {
		t.Error("SAN detected as descriptive")
	}
}

func TestReadMoveForms(t *testing.T) {
	cases := []struct{ setup, text, want, err string }{
		{"", "P. to K's 4th", "e2e4", ""},
		{"", "P to K 4", "e2e4", ""},
		{"", "P to K", "", "no rank"},
		{"", "K. P. to K. 4th", "e2e4", ""},
		{"", "Kt. to K. B's 3rd", "g1f3", ""},
		{"", "Kt. to B's 3rd", "", "ambiguous"},
		{"", "Q. Kt. to B's 3rd", "b1c3", ""},
		{"", "K. Kt. to K. R's 3rd", "g1h3", ""},
		{"", "N. to K. B. 3d", "g1f3", ""},
		{"", "P. to K's 5th", "", "names no legal move"},
		{"", "Q. to K's 4th", "", "names no legal move"},
		{"", "Bishop to Q. B's 4th", "", "names no legal move"},
		{"", "P. to Q. R's 4th", "a2a4", ""},
		{"", "K. Kt. P. to Kt's 3rd", "g2g3", ""},
		{"", "Z. to K's 4th", "", "names no man"},
		{"e4 e5 Nf3 Nc6 Bc4 Bc5 b4", "B. takes Kt's P.", "c5b4", ""},
		{"e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 d5 exd5 Nb4 c3", "Kt. takes P.", "", "ambiguous"},
		{"e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 d5 exd5 Nb4 c3", "K. Kt. takes P.", "f6d5", ""},
		{"e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 d5 exd5 Nb4 c3", "Q. Kt. takes Q. P.", "b4d5", ""},
		{"e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 d5 exd5", "Q. Kt. takes P.", "", "names no legal move"},
		{"e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5", "B. takes P. (ch.)", "", "ambiguous"},
		{"e4 Nf6 e5 d5", "P. takes P. en passant", "e5d6", ""},
		{"e4 e5 Nf3 Nc6 Bc4 Bc5", "Castles", "e1g1", ""},
		{"e4 e5 Bc4 Bc5 Qh5 Nf6", "Q. takes Q. B. P. (ch.)", "", "names no legal move"},
		{"e4 e5 Bc4 Nc6 Qh5 Nf6", "Q. takes K. B. P., Checkmate", "h5f7", ""},
	}
	for _, c := range cases {
		g, err := rules.New(rules.Setup{Moves: strings.Fields(c.setup)})
		if err != nil {
			t.Fatal(err)
		}
		m, err := ReadMove(g, c.text)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%q after %q: %s, %v; want an error saying %q", c.text, c.setup, m.UCI(), err, c.err)
			}
			continue
		}
		if err != nil || m.UCI() != c.want {
			t.Errorf("%q after %q: %s, %v; want %s", c.text, c.setup, m.UCI(), err, c.want)
		}
	}
}

// Every legal move, written in descriptive notation, reads back to itself.
func TestWriteReadsBack(t *testing.T) {
	for _, moves := range []string{"", "e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 d5 exd5", "e4 e5 Nf3 Nc6 Bc4 Bc5 d3 d6 Nc3 Nf6 Bg5 Bg4 Qd2 Qd7", "e4 Nf6 e5 d5"} {
		g, err := rules.New(rules.Setup{Moves: strings.Fields(moves)})
		if err != nil {
			t.Fatal(err)
		}
		for sq := chess.Square(0); sq < 64; sq++ {
			if p := g.PieceAt(sq); p.Empty() || p.Color != g.Turn() {
				continue
			}
			for _, to := range g.LegalTargets(sq) {
				m := chess.BoardMove{From: sq, To: to}
				text, ok := Write(g, m)
				if !ok {
					t.Fatalf("no spelling of legal %s", m.UCI())
				}
				back, err := ReadMove(g, text)
				if err != nil || back.From != m.From || back.To != m.To {
					t.Errorf("after %q: %s written %q reads %s, %v", moves, m.UCI(), text, back.UCI(), err)
				}
			}
		}
	}
	g, _ := rules.New(rules.Setup{})
	for m, want := range map[string]string{"e2e4": "P. to K's 4th", "g1f3": "K. Kt. to B's 3rd", "b1c3": "Q. Kt. to B's 3rd"} {
		mv, _ := g.ParseMove(m)
		if got, _ := Write(g, mv); got != want {
			t.Errorf("%s written %q, want %q", m, got, want)
		}
	}
}

var _ pgn.MoveReader = ReadMove

// A move written ambiguously is settled by the next move of the score,
// or refused when nothing settles it.
func TestScoreSettlesAnAmbiguousMove(t *testing.T) {
	head := "1. P. to K's 4th    P. to K's 4th\n2. K. Kt. to B's 3rd    P. to Q's 3rd\n3. P. to Q's 4th    B. to K. Kt's 5th\n4. P. takes P.    B. takes Kt.\n5. Q. takes B.    P. takes P.\n6. B. to Q. B's 4th    K. Kt. to B's 3rd\n7. Q. to Q. Kt's 3rd    Q. to K's 2d\n8. Kt. to Q. B's 3rd    P. to Q. B's 3rd\n9. B. to K. Kt's 5th    P. to Q. Kt's 4th\n10. Kt. takes Kt's P.    P. takes Kt.\n"
	for tail, want := range map[string]string{
		"11. B. takes P. (ch.)    Q. Kt. to Q's 2d\n": "",
		"11. B. takes P. (ch.)    K. to Q's sq.\n":    "is ambiguous: Bxb5+ or Bxf7+",
		"11. B. takes P. (ch.)\n":                     "is ambiguous: Bxb5+ or Bxf7+",
	} {
		scores, err := ReadScores(head + tail)
		if err != nil {
			t.Fatal(err)
		}
		_, err = scores[0].Script("", ReadMove)
		if want == "" && err != nil || want != "" && (err == nil || !strings.Contains(err.Error(), want)) {
			t.Errorf("%q: %v, want %q", tail, err, want)
		}
	}
}

// The forms printed from the 1850s to the 1960s: hyphens and run-together
// squares ("P-K4", "N-KB3"), figures for ranks ("P. to K. 4.", "P to
// K4"), Kt and N, "QxP ch", "Q. B. to K. Kt. 5th", "P x P e.p.".
func TestReadMoveLaterForms(t *testing.T) {
	cases := []struct{ setup, text, want string }{
		{"", "P-K4", "e2e4"},
		{"", "P. to K. 4.", "e2e4"},
		{"", "P to K4", "e2e4"},
		{"", "P-Q4", "d2d4"},
		{"", "N-KB3", "g1f3"},
		{"", "Kt-KB3", "g1f3"},
		{"", "Kt. to K. B. 3.", "g1f3"},
		{"", "KKt-B3", "g1f3"},
		{"", "QN-B3", "b1c3"},
		{"", "P-QB4", "c2c4"},
		{"", "KBP-B4", "f2f4"},
		{"e4 e5 Bc4 Nc6 Qh5 Nf6", "QxBP ch", "h5f7"},
		{"e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 d5 exd5 Nxd5 Nxf7 Kxf7 Qf3", "K-K3", "f7e6"},
		{"e4 d5 exd5 Qxd5 Nc3 Qa5 d4 c6 Nf3 Bg4 h3 Bxf3 Qxf3 e6 Bd2 Nd7 Bd3 Ngf6 O-O-O Qa6 Bxa6", "PxB", "b7a6"},
		{"e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Nxe4 Re1 Nf6 Rxe5+ Be7 Bxc6", "QPxB", "d7c6"},
		{"e4 e5 Bc4 Nc6 Qh5 Nf6", "Q x KBP mate", "h5f7"},
		{"e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6", "Q. B. to K. Kt. 5th", "c1g5"},
		{"e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6", "B-KN5", "c1g5"},
		{"e4 Nf6 e5 d5", "P x P e.p.", "e5d6"},
		{"e4 Nf6 e5 d5", "PxP e.p.", "e5d6"},
		{"e4 e5 Nf3 Nc6 Bc4 Bc5", "O-O", "e1g1"},
		{"e4 e5 Nf3 Nc6 Bc4 Bc5", "0-0", "e1g1"},
		{"e4 e5 Nf3 Nc6 Bc4 Bc5", "Castles KR", "e1g1"},
		{"e4 e5", "K-K2", "e1e2"},
		{"e4 e5 Nf3", "N-QB3", "b8c6"},
	}
	for _, c := range cases {
		g, err := rules.New(rules.Setup{Moves: strings.Fields(c.setup)})
		if err != nil {
			t.Fatal(err)
		}
		m, err := ReadMove(g, c.text)
		if err != nil || m.UCI() != c.want {
			t.Errorf("%q after %q: %s, %v; want %s", c.text, c.setup, m.UCI(), err, c.want)
		}
	}
}
