package chess

import (
	"strings"
	"testing"
)

// playedSAN is the board after the moves, in SAN, from the initial
// position, and the descriptive notation with the men's origins followed
// through them.
func playedSAN(t testing.TB, moves string) (*Board, Descriptive) {
	t.Helper()
	b, err := ParseFEN(InitialFEN)
	if err != nil {
		t.Fatal(err)
	}
	o := NewOrigins()
	for _, s := range strings.Fields(moves) {
		m, err := Algebraic{}.Decode(&b, s)
		if err != nil {
			t.Fatalf("%q: %v", moves, err)
		}
		o.Follow(m)
		b.Play(m)
	}
	return &b, Descriptive{Origins: o}
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
		b, d := playedSAN(t, c.setup)
		m, err := d.Decode(b, c.text)
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
		b, d := playedSAN(t, moves)
		for _, m := range GenMoves(b, ^uint64(0), ^uint64(0), nil, false) {
			text, ok := d.Encode(b, m)
			if !ok {
				t.Fatalf("no spelling of legal %s", m.UCI())
			}
			back, err := d.Decode(b, text)
			if err != nil || back != m {
				t.Errorf("after %q: %s written %q reads %s, %v", moves, m.UCI(), text, back.UCI(), err)
			}
		}
	}
	b, d := playedSAN(t, "")
	for m, want := range map[string]string{"e2e4": "P. to K's 4th", "g1f3": "K. Kt. to B's 3rd", "b1c3": "Q. Kt. to B's 3rd"} {
		mv, _ := ParseUCI(m)
		if got, _ := d.Encode(b, mv); got != want {
			t.Errorf("%s written %q, want %q", m, got, want)
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
		b, d := playedSAN(t, c.setup)
		m, err := d.Decode(b, c.text)
		if err != nil || m.UCI() != c.want {
			t.Errorf("%q after %q: %s, %v; want %s", c.text, c.setup, m.UCI(), err, c.want)
		}
	}
}
