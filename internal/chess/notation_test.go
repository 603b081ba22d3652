package chess

import (
	"errors"
	"math/rand"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/testkit/testsize"
)

// notationPosition is a position and the descriptive notation that names
// its men by the sides they began on.
type notationPosition struct {
	b    Board
	desc Descriptive
	line string // how it was reached, for the failure's words
}

// notationPositions are the perft positions and the positions of random
// games from them (a sample; all in the full run), each with the men's
// origins followed through the moves played (a perft position's men
// begin where they stand).
func notationPositions(t *testing.T) []notationPosition {
	t.Helper()
	rng := rand.New(rand.NewSource(1862))
	var out []notationPosition
	for _, c := range perftCases {
		start, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		for game := 0; game < testsize.Pick(1, 6); game++ {
			b, o := start, NewOrigins()
			line := c.name + ":"
			for ply := 0; ply < testsize.Pick(50, 80); ply++ {
				out = append(out, notationPosition{b: b, desc: Descriptive{Origins: copyOrigins(o)}, line: line})
				moves := GenMoves(&b, ^uint64(0), ^uint64(0), nil, false)
				if len(moves) == 0 {
					break
				}
				m := moves[rng.Intn(len(moves))]
				line += " " + m.UCI()
				o.Follow(m)
				b.Play(m)
			}
		}
	}
	return out
}

// unnameable: the descriptive notation has no name for the man that moves
// or the man taken that tells him from another of his kind: a second
// Queen, a piece of the same side as another of his kind (a man
// promoted), a pawn taking where another pawn of his file may take the
// same man (one of them en passant), or a pawn taken beside another of
// his file.
func unnameable(b *Board, m BoardMove, origin *Origins) bool {
	p := b.Squares[m.From]
	if p.Kind == 'P' && m.From.File() != m.To.File() || twin(b, m.From, origin) {
		return true
	}
	return !b.Squares[m.To].Empty() && twin(b, m.To, origin)
}

// twin: another man like the one on at, whom his name does not tell apart.
func twin(b *Board, at Square, origin *Origins) bool {
	p := b.Squares[at]
	for sq := Square(0); sq < 64; sq++ {
		if sq == at || b.Squares[sq] != p {
			continue
		}
		switch p.Kind {
		case 'Q':
			return true
		case 'P':
			if sq.File() == at.File() {
				return true
			}
		default:
			if origin[sq] == origin[at] {
				return true
			}
		}
	}
	return false
}

// sanOf is m's SAN on b ("" for none).
func (m BoardMove) sanOf(b *Board) string {
	s, _ := SAN(*b, m)
	return s
}

func copyOrigins(o *Origins) *Origins {
	c := *o
	return &c
}

// Every legal move of every position, spelt in each notation, reads back
// to itself in that notation; and the three notations read back the same
// move, so that a move written in one and read in another is the one
// meant.
func TestNotationsRoundTrip(t *testing.T) {
	positions := notationPositions(t)
	moves, spelt := 0, map[string]int{}
	fallbacks := 0
	for _, p := range positions {
		notations := []Notation{Algebraic{}, UCI{}, p.desc}
		for _, m := range GenMoves(&p.b, ^uint64(0), ^uint64(0), nil, false) {
			moves++
			var read [3]BoardMove
			for i, n := range notations {
				b := p.b
				text, ok := n.Encode(&b, m)
				if !ok {
					t.Fatalf("%s: %s has no spelling of legal %s", p.line, n.Name(), m.UCI())
				}
				if _, desc := n.(Descriptive); desc && text == read[0].sanOf(&b) {
					// No descriptive spelling names this move alone: the
					// writer gives its SAN, which SAN has read back.
					if !unnameable(&b, m, p.desc.origins()) {
						t.Fatalf("%s: descriptive spells %s in SAN, %q", p.line, m.UCI(), text)
					}
					read[i] = read[0]
					fallbacks++
					continue
				}
				back, err := n.Decode(&b, text)
				if err != nil || back != m {
					t.Fatalf("%s: %s spells %s %q, which reads %s, %v", p.line, n.Name(), m.UCI(), text, back.UCI(), err)
				}
				if b != p.b {
					t.Fatalf("%s: %s changed the board spelling %s", p.line, n.Name(), m.UCI())
				}
				read[i] = back
				spelt[n.Name()]++
			}
			if read[0] != read[1] || read[1] != read[2] {
				t.Fatalf("%s: %s read back as %s, %s and %s", p.line, m.UCI(), read[0].UCI(), read[1].UCI(), read[2].UCI())
			}
		}
	}
	if len(positions) < 300 || moves < 8000 {
		t.Fatalf("only %d moves in %d positions tried", moves, len(positions))
	}
	t.Logf("%d moves in %d positions, spelt %v; %d in SAN for want of a descriptive name", moves, len(positions), spelt, fallbacks)
}

// A spelling of one notation read as another names the same move when
// the other reads it: SAN and the descriptive notation's compact forms
// never read as each other's move, and squares are not SAN.
func TestNotationsReadOnlyTheirOwn(t *testing.T) {
	b, d := playedSAN(t, "e4 e5 Nf3 Nc6")
	for _, c := range []struct {
		n    Notation
		text string
	}{
		{Algebraic{}, "P-K4"}, {Algebraic{}, "K. Kt. to B's 3rd"},
		{UCI{}, "Nf3"}, {UCI{}, "P-Q4"},
		{d, "e2e4"}, {d, "Nc3"},
	} {
		if m, err := c.n.Decode(b, c.text); err == nil {
			t.Errorf("%s read %q as %s", c.n.Name(), c.text, m.UCI())
		}
	}
}

// An irregular move has no SAN and no descriptive spelling; its squares
// are its only spelling, and they read back only as a legal move.
func TestNotationsIrregularMove(t *testing.T) {
	b, d := playedSAN(t, "")
	m := BoardMove{From: SquareAt(4, 1), To: SquareAt(4, 4)} // e2e5
	for _, n := range []Notation{Algebraic{}, d} {
		if text, ok := n.Encode(b, m); ok {
			t.Errorf("%s spells irregular e2e5 %q", n.Name(), text)
		}
	}
	if text, ok := (UCI{}).Encode(b, m); !ok || text != "e2e5" {
		t.Errorf("uci spells e2e5 %q, %v", text, ok)
	}
	if _, err := (UCI{}).Decode(b, "e2e5"); err == nil || !strings.Contains(err.Error(), "not a legal move") {
		t.Errorf("uci read irregular e2e5: %v", err)
	}
	if _, err := (UCI{}).Decode(b, "e7e8x"); err == nil {
		t.Error("uci read e7e8x")
	}
}

// A move written so that it names several is refused with the moves it
// may be, for what follows to settle: in SAN without the file, in the
// descriptive notation without the side.
func TestNotationsAmbiguous(t *testing.T) {
	for _, c := range []struct {
		n     Notation
		setup string
		text  string
		want  []string
	}{
		{Algebraic{}, "d4 a6 Nf3 a5", "Nd2", []string{"b1d2", "f3d2"}},
		{Descriptive{}, "", "Kt. to B's 3rd", []string{"b1c3", "g1f3"}},
	} {
		b, d := playedSAN(t, c.setup)
		n := c.n
		if _, ok := n.(Descriptive); ok {
			n = d
		}
		_, err := n.Decode(b, c.text)
		var amb *AmbiguousError
		if !errors.As(err, &amb) {
			t.Fatalf("%s %q after %q: %v, want an ambiguity", n.Name(), c.text, c.setup, err)
		}
		var got []string
		for _, m := range amb.Candidates {
			got = append(got, m.UCI())
		}
		if strings.Join(got, " ") != strings.Join(c.want, " ") || amb.Text != c.text || !strings.Contains(err.Error(), "is ambiguous") {
			t.Errorf("%s %q: candidates %v (%v), want %v", n.Name(), c.text, got, err, c.want)
		}
	}
}

// The notations by the names a flag gives them.
func TestNotationNamed(t *testing.T) {
	for _, n := range Notations {
		got, err := NotationNamed(strings.ToUpper(n.Name()))
		if err != nil || got.Name() != n.Name() {
			t.Errorf("%q: %v, %v", n.Name(), got, err)
		}
	}
	for name, want := range map[string]string{"pgn": "san", "algebraic": "san", "squares": "uci", "Descriptive": "descriptive"} {
		if got, err := NotationNamed(name); err != nil || got.Name() != want {
			t.Errorf("%q: %v, %v; want %s", name, got, err, want)
		}
	}
	if _, err := NotationNamed("figurine"); err == nil || !strings.Contains(err.Error(), "want san, uci or descriptive") {
		t.Errorf("figurine: %v", err)
	}
}

// The men keep the side they began on wherever they go: after 1. Q. Kt.
// to B's 3rd, 2. Kt. to K's 4th, 3. Kt. to K. Kt's 5th, the Knight on the
// King's side is still the Queen's: the King's Knight at home is told
// from him by name, or by keeping to his own side ("Kt. to B's 3rd").
func TestOriginsFollowTheMen(t *testing.T) {
	b, d := playedSAN(t, "Nc3 a6 Ne4 a5 Ng5 h6")
	if got := d.Origins[SquareAt(6, 4)]; got != 'Q' {
		t.Errorf("g5's Knight began on the %c side", got)
	}
	o := OriginsAfter(strings.Fields("b1c3 a7a6 c3e4 a6a5 e4g5 h7h6"))
	if *o != *d.Origins {
		t.Error("OriginsAfter the squares differs from the origins followed")
	}
	for text, want := range map[string]string{"K. Kt. to K. B's 3rd": "g1f3", "Q. Kt. to K. B's 3rd": "g5f3", "Q. Kt. takes P.": "g5f7"} {
		if m, err := d.Decode(b, text); err != nil || m.UCI() != want {
			t.Errorf("%s: %s, %v; want %s", text, m.UCI(), err, want)
		}
	}
	for from, want := range map[Square]string{SquareAt(6, 0): "Kt. to B's 3rd", SquareAt(6, 4): "Q. Kt. to B's 3rd"} {
		if text, _ := d.Encode(b, BoardMove{From: from, To: SquareAt(5, 2)}); text != want {
			t.Errorf("%s to f3 spelt %q, want %q", from, text, want)
		}
	}
	if _, err := (Descriptive{}).Decode(b, "K. Kt. to K. B's 3rd"); err == nil {
		t.Error("without the origins, both Knights on the King's side were told apart")
	}
}
