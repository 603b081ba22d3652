package rules

import (
	"strings"
	"testing"
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
	for _, fen := range []string{InitialFEN,
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
	if err := g.Apply(Event{Actor: ActorWhite, Verb: Move, Square: NoSquare, To: NoSquare, Text: "Bb5"}); err != nil {
		t.Fatal(err)
	}
	ev := g.Events()[0]
	if ev.Square.String() != "f1" || ev.To.String() != "b5" || ev.Text != "" {
		t.Errorf("recorded %+v, want f1b5 with no text", ev)
	}
	err = g.Apply(Event{Actor: ActorWhite, Verb: Move, Square: NoSquare, To: NoSquare, Text: "Nc3"})
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
		if _, uci := parseUCI(strings.ToLower(text)); !uci {
			if _, ok := g.SANOf(m); !ok {
				t.Fatalf("%q read as %s, not a legal move", text, m.UCI())
			}
		}
	})
}
