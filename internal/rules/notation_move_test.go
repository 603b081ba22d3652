package rules

import (
	"fmt"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/record"
)

func TestParseMove(t *testing.T) {
	cases := []struct {
		fen, text, want, err string
	}{
		{"", "e4", "e2e4", ""},
		{"", "Nf3", "g1f3", ""},
		{"", "g1f3", "g1f3", ""},
		{"", "E2E4", "e2e4", ""},
		{"", "e2e5", "e2e5", ""},  // squares: any transfer, for the core to judge
		{"", "Nf3+!", "g1f3", ""}, // a check sign or a mark is not checked, as PGN readers take it
		{"", "Ke2", "", "not a legal move"},
		{"", "Nd2", "", "not a legal move"},
		{"", "Zf3", "", "bad move"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "O-O", "e1g1", ""},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "0-0-0", "e1c1", ""},
		{"r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "O-O-O", "e8c8", ""},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "Kg1", "", "not a legal move"},
		{"4k3/8/8/8/8/8/8/R3K2R w - - 0 1", "Rd1", "a1d1", ""},
		{"4k3/8/8/8/8/8/8/R4RK1 w - - 0 1", "Rd1", "", "ambiguous: Rad1 or Rfd1"},
		{"4k3/8/8/8/8/8/8/R4RK1 w - - 0 1", "Rfd1", "f1d1", ""},
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "exd5", "e4d5", ""},
		{"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "ed5", "e4d5", ""},
		{"4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8=N", "a7a8n", ""},
		{"4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8Q", "a7a8q", ""},
		{"4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8", "", "name the piece"},
		{"4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "a8=K", "", "bad move"},
		{"4k3/8/8/8/8/8/8/N3K2N w - - 0 1", "Nb3", "a1b3", ""},
	}
	for _, c := range cases {
		g, err := New(Setup{FEN: c.fen})
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		m, err := g.ParseMove(c.text)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("%s in %q: error %v, want one saying %q", c.text, c.fen, err, c.err)
			}
			continue
		}
		if err != nil || m.UCI() != c.want {
			t.Errorf("%s in %q: %s, %v; want %s", c.text, c.fen, m.UCI(), err, c.want)
		}
	}
}

// Every legal move's SAN, as the core writes it, reads back to that move.
func TestSANOfReadsBack(t *testing.T) {
	for _, fen := range []string{chess.InitialFEN,
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1"} {
		g, err := New(Setup{FEN: fen})
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range g.legal(&g.s.board) {
			s, ok := g.SANOf(m)
			if !ok {
				t.Fatalf("%s: no SAN for legal %s", fen, m.UCI())
			}
			back, err := g.ParseMove(s)
			if err != nil || back != m {
				t.Errorf("%s: %s → %s → %s, %v", fen, m.UCI(), s, back.UCI(), err)
			}
		}
	}
}

func TestSANInMovesTagAndMoveEvent(t *testing.T) {
	g, err := New(Setup{Moves: []string{"e4", "e5", "Nf3", "b8c6"}})
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(g.Setup().Moves, " "); got != "e2e4 e7e5 g1f3 b8c6" {
		t.Errorf("setup moves %q, want them in UCI", got)
	}
	if err := g.Apply(record.Event{Actor: record.ActorWhite, Verb: record.Move, Square: chess.NoSquare, To: chess.NoSquare, Text: "Bb5"}); err != nil {
		t.Fatal(err)
	}
	ev := g.Events()[0]
	if ev.Square.String() != "f1" || ev.To.String() != "b5" || ev.Text != "" {
		t.Errorf("recorded %+v, want f1b5 with no text", ev)
	}
	err = g.Apply(record.Event{Actor: record.ActorWhite, Verb: record.Move, Square: chess.NoSquare, To: chess.NoSquare, Text: "Nc3"})
	if err == nil || !strings.Contains(err.Error(), "black's turn") {
		t.Errorf("a SAN out of turn: %v, want a refusal naming the turn", err)
	}
	if _, err := New(Setup{Moves: []string{"e4", "Ke7"}}); err == nil || !strings.Contains(err.Error(), `move 2 "Ke7"`) {
		t.Errorf("illegal SAN in Moves: %v", err)
	}
}

func TestParseMoveCaptureSigns(t *testing.T) {
	g, err := New(Setup{FEN: "4k3/8/8/3p4/4P3/8/8/4K1N1 w - - 0 1"})
	if err != nil {
		t.Fatal(err)
	}
	for text, want := range map[string]string{"d5": "", "exd5": "e4d5", "Nxf3": "", "Nf3": "g1f3"} {
		m, err := g.ParseMove(text)
		if (err == nil) != (want != "") || err == nil && m.UCI() != want {
			t.Errorf("%s: %s, %v; want %q", text, m.UCI(), err, want)
		}
	}
}

// Any text is squares, a legal move's SAN, or a refusal: never a panic.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"e4", "Nf3", "O-O", "0-0-0", "exd5", "e8=Q", "a8Q", "Nbd7", "R1e2", "Qh4xe1+", "e2e4", "x", "=", "Ka"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		g, err := New(Setup{FEN: "r3k2r/pPp1qpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PpPBBPPP/R3K2R w KQkq - 0 1"})
		if err != nil {
			t.Fatal(err)
		}
		m, err := g.ParseMove(text)
		if err != nil {
			return
		}
		if _, err := chess.ParseUCI(strings.ToLower(text)); err != nil {
			if _, ok := g.SANOf(m); !ok {
				t.Fatalf("%q read as %s, not a legal move", text, m.UCI())
			}
		}
	})
}

// TestReadMoveEitherSide: the SAN typed at the board is read for the side
// named first, then the other, whoever is to move; a move of the side not
// to move is read as such, and the refusals say why.
func TestReadMoveEitherSide(t *testing.T) {
	cases := []struct {
		fen, text string
		sides     []chess.Color
		want      string // the move read, or "" for a refusal
		squares   bool
		check     bool
		err       string
	}{
		{"", "e5", []chess.Color{chess.White, chess.Black}, "e7e5", false, false, ""}, // Black's pawn, White to move
		{"", "e5", []chess.Color{chess.Black}, "e7e5", false, false, ""},
		{"", "e4", []chess.Color{chess.Black, chess.White}, "e2e4", false, false, ""},                                                           // the second side when the first has none
		{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "e5", []chess.Color{chess.White, chess.Black}, "e4e5", false, false, ""}, // both can: the first side's
		{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "e5", []chess.Color{chess.Black, chess.White}, "e7e5", false, false, ""},
		{"", "Nf6+", []chess.Color{chess.White, chess.Black}, "g8f6", false, true, ""},
		{"", "e7-e5", []chess.Color{chess.White}, "e7e5", true, false, ""}, // squares: any man
		{"", "e7xe5ep", []chess.Color{chess.White}, "e7e5", true, false, ""},
		{"4k3/P7/8/8/8/8/8/4K3 b - - 0 1", "a8", []chess.Color{chess.Black, chess.White}, "a7a8", false, false, ""}, // the piece asked for later
		{"4k3/P7/8/8/8/8/8/4K3 b - - 0 1", "a8=n", []chess.Color{chess.Black, chess.White}, "a7a8n", false, false, ""},
		{"4k3/P7/8/8/8/8/8/4K3 b - - 0 1", "a8q", []chess.Color{chess.Black, chess.White}, "a7a8q", false, false, ""},
		{"1n3nk1/8/8/8/8/8/8/4K3 w - - 0 1", "Nd7", []chess.Color{chess.White, chess.Black}, "", false, false, "Nd7 is ambiguous: Nbd7 or Nfd7 (add the file or the rank it comes from)"},
		{"1n3nk1/8/8/8/8/8/8/4K3 w - - 0 1", "Nbd7", []chess.Color{chess.White, chess.Black}, "b8d7", false, false, ""},
		{"", "e5", []chess.Color{chess.White}, "", false, false, "e5: no white pawn can legally go to e5 (an irregular move is typed by its squares, e.g. e2e5)"},
		{"", "Nf5", []chess.Color{chess.White, chess.Black}, "", false, false, "Nf5: no Knight of either side can legally go to f5 (an irregular move is typed by its squares, e.g. g1f5)"},
		{"", "O-O", []chess.Color{chess.White, chess.Black}, "", false, false, "O-O: neither side may castle so now"},
		{"", "e4=Q", []chess.Color{chess.White, chess.Black}, "", false, false, "e4=Q: the pawn does not reach the last rank"},
		{"", "Ne8=Q", []chess.Color{chess.White, chess.Black}, "", false, false, "Ne8=Q: only a pawn is promoted"},
		{"", "Nxf3", []chess.Color{chess.White, chess.Black}, "", false, false, "Nxf3: there is no man on f3 to take"},
		{"", "e3e4", []chess.Color{chess.White, chess.Black}, "", false, false, "e3e4: no man on e3"},
		{"", "e9", []chess.Color{chess.White, chess.Black}, "", false, false, `"e9" is not a move`},
		{"", " ", []chess.Color{chess.White, chess.Black}, "", false, false, "type a move"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "0-0-0", []chess.Color{chess.Black, chess.White}, "e8c8", false, false, ""},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "Kg1", []chess.Color{chess.White}, "e1g1", false, false, ""}, // the King's two steps, read leniently
	}
	for _, c := range cases {
		g, err := New(Setup{FEN: c.fen})
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		mt, err := g.ReadMove(c.text, c.sides...)
		if c.err != "" {
			if err == nil || !strings.HasPrefix(err.Error(), c.err) {
				t.Errorf("%q for %v in %q: error %v, want one beginning %q", c.text, c.sides, c.fen, err, c.err)
			}
			continue
		}
		if err != nil || mt.UCI() != c.want || mt.Squares != c.squares || mt.Check != c.check {
			t.Errorf("%q for %v in %q: %s squares %v check %v, %v; want %s squares %v check %v",
				c.text, c.sides, c.fen, mt.UCI(), mt.Squares, mt.Check, err, c.want, c.squares, c.check)
		}
	}
}

// TestSANForEitherSide: SANFor spells a move of either side without the
// check sign, and every move of MovesOf, so spelt, reads back to itself
// for that side; MovesOf shows what LegalTargets shows.
func TestSANForEitherSide(t *testing.T) {
	g, err := New(Setup{Moves: []string{"e4", "f6"}})
	if err != nil {
		t.Fatal(err)
	}
	for uci, want := range map[string]string{"d1h5": "Qh5", "g8h6": "Nh6", "e7e5": "e5", "e4e5": "e5"} {
		m, _ := chess.ParseUCI(uci)
		if got, ok := g.SANFor(m); !ok || got != want {
			t.Errorf("SANFor %s = %q %v, want %q", uci, got, ok, want)
		}
	}
	if s, ok := g.SANFor(uciMove(t, "e1e3")); ok {
		t.Errorf("an illegal move spelt %q", s)
	}
	for _, fen := range []string{chess.InitialFEN, "r3k2r/pPp1qpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PpPBBPPP/R3K2R w KQkq - 0 1"} {
		g, err := New(Setup{FEN: fen})
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []chess.Color{chess.White, chess.Black} {
			targets := map[chess.Square][]chess.Square{}
			for _, m := range g.MovesOf(c) {
				targets[m.From] = append(targets[m.From], m.To)
				s, ok := g.SANFor(m)
				back, err := g.ReadMove(s, c)
				if !ok || err != nil || back.From != m.From || back.To != m.To {
					t.Errorf("%s %s: %s → %q %v → %s, %v", fen, c, m.UCI(), s, ok, back.UCI(), err)
				}
			}
			for sq := chess.Square(0); sq < 64; sq++ {
				if p := g.PieceAt(sq); p.Color == c && !p.Empty() && fmt.Sprint(g.LegalTargets(sq)) != fmt.Sprint(targets[sq]) {
					t.Errorf("%s %s: LegalTargets %v, MovesOf %v", fen, sq, g.LegalTargets(sq), targets[sq])
				}
			}
		}
	}
}

// TestParseUCIWords: the one reader of squares says what is wrong in the
// notation's words.
func TestParseUCIWords(t *testing.T) {
	for text, want := range map[string]string{
		"e2e4":   "",
		"E7E8Q":  "",
		"e2-e4":  `bad move "e2-e4" (want two squares and an optional q, r, b or n, e.g. e2e4, e7e8q)`,
		"e2":     `bad move "e2" (want two squares`,
		"i2e4":   `bad square "i2" in move "i2e4"`,
		"e2e9":   `bad square "e9" in move "e2e9"`,
		"e7e8k":  `bad promotion piece "k" in move "e7e8k" (want q, r, b or n)`,
		"e2xe4":  `bad move "e2xe4"`,
		"e7e8qq": `bad move "e7e8qq"`,
	} {
		m, err := chess.ParseUCI(text)
		if want == "" {
			if err != nil || m.UCI() != strings.ToLower(text) {
				t.Errorf("%s: %s, %v", text, m.UCI(), err)
			}
			continue
		}
		if err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("%s: %v, want %q", text, err, want)
		}
	}
}

// Any text typed at the board is a move of a man on the board, or a
// refusal: never a panic; a SAN read names a move of one of the sides.
func FuzzReadMove(f *testing.F) {
	for _, s := range []string{"e4", "e5", "Nf3+", "O-O", "00", "OOO", "exd5ep", "e8=q", "a1b1Q", "e7-e5", "e2xe4", "Bxb5", "Ne8=Q", "++", "e.p.", " ", "e9", "Kg1", "b1:c3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		g, err := New(Setup{FEN: "r3k2r/pPp1qpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PpPBBPPP/R3K2R w KQkq - 0 1"})
		if err != nil {
			t.Fatal(err)
		}
		mt, err := g.ReadMove(text, chess.Black, chess.White)
		if err != nil || mt.Squares {
			return
		}
		if _, ok := g.SANFor(mt.BoardMove); !ok {
			t.Fatalf("%q read as %s, no move of either side", text, mt.UCI())
		}
	})
}
