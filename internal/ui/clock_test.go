package ui

import (
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/charmbracelet/bubbles/key"
)

// steppingClock is a clock the test moves on by hand.
type steppingClock struct{ t time.Time }

func (c *steppingClock) now() time.Time       { return c.t }
func (c *steppingClock) wait(d time.Duration) { c.t = c.t.Add(d) }

// TestTimedGameShowsClocksAndFines: a Staunton game of two moves in a
// minute. The clock of the player to move runs between events; White's
// second move, made after 70 seconds of his own, is fined (Staunton XV);
// the journal replayed gives the same clocks and the same fine.
func TestTimedGameShowsClocksAndFines(t *testing.T) {
	clk := &steppingClock{t: testClock}
	m := newTestModel(t, Options{Code: "staunton1860", Time: "2 moves in 1 minute, fine one guinea", clock: clk.now})
	if v := m.View(); !strings.Contains(v, "White 0:00:00* 2 due/0:01:00") {
		t.Fatalf("no clocks at the start:\n%s", v)
	}
	clk.wait(30 * time.Second)
	m = typeMove(m, "e4")
	clk.wait(5 * time.Second)
	if v := m.View(); !strings.Contains(v, "White 0:00:30 1 due/0:01:00") || !strings.Contains(v, "Black 0:00:05* 2 due/0:01:00") {
		t.Fatalf("clocks after e4 and five seconds of Black's:\n%s", v)
	}
	m = typeMove(m, "e5")
	clk.wait(40 * time.Second)
	m = typeMove(m, "Nf3")
	r := m.game.Report()
	last := r.Rulings[len(r.Rulings)-1]
	if last.Kind != law.KindTimeExceeded || last.Offender != "white" || last.Chosen != law.OptFine || !slices.Contains(last.Articles, "XV") {
		t.Fatalf("ruling after 70 s of White's for two moves in a minute: %+v", last)
	}
	v := m.View()
	for _, want := range []string{"White 0:01:10 2 due/0:02:00", "Fined W 1 · B 0 (one guinea)"} {
		if !strings.Contains(v, want) {
			t.Errorf("view lacks %q:\n%s", want, v)
		}
	}
	// The journal holds the tag and the stamps: replayed, the same clocks.
	data, err := os.ReadFile(m.sit.jpath)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `[Time "2 moves in 1 minute, fine one guinea"]`) {
		t.Fatalf("journal lacks the Time tag:\n%s", data)
	}
	script, err := incidents.Parse(strings.NewReader(string(data)))
	if err != nil {
		t.Fatal(err)
	}
	g, err := incidents.Run(script, "")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := g.Report().Time, r.Time; got.Clock["white"] != want.Clock["white"] || got.Clock["black"] != want.Clock["black"] || got.Fines["white"] != 1 {
		t.Errorf("replayed clocks %v fines %v, the game's %v %v", got.Clock, got.Fines, want.Clock, want.Fines)
	}
}

// TestKingsLeapAtRookOdds: BCA X lets the King leap "as though the Rooks
// were on the board" on the side of a Rook given as odds: typed O-O-O is
// White's leap, recorded with no ruling. Under Staunton, not stipulated, the
// same leap is a castling forbidden (odds III).
func TestKingsLeapAtRookOdds(t *testing.T) {
	moves := strings.Fields("d4 d5 Nc3 Nc6 Bf4 Bf5 Qd2 Qd7")
	m := newTestModel(t, Options{Code: "bca1862", Odds: "white gives the queen's rook"})
	for _, mv := range append(moves, "O-O-O") {
		m = typeMove(m, mv)
	}
	if got := events(m); got[len(got)-1] != "W move e1c1" {
		t.Fatalf("events %q (%s)", got, m.status.msg)
	}
	if r := m.game.Report(); len(r.Rulings) != 0 || r.Turn != "black" {
		t.Fatalf("the leap under BCA: %+v", r)
	}
	s := newTestModel(t, Options{Code: "staunton1860", Odds: "white gives the queen's rook"})
	for _, mv := range moves {
		s = typeMove(s, mv)
	}
	s = typeMove(s, "e1c1")
	if r := s.game.Report(); len(r.Rulings) != 1 || r.Rulings[0].Kind != law.KindIllegalCastling || !slices.Contains(r.Rulings[0].Articles, "odds:III") {
		t.Fatalf("the leap under Staunton, not stipulated: %+v", r.Rulings)
	}
}

// TestBadSetupFlag: a bad --time names the tag and why.
func TestBadSetupFlag(t *testing.T) {
	_, err := NewModel(Options{Code: "staunton1860", Time: "20 moves in a fortnight", Journal: t.TempDir() + "/g.inc"})
	if err == nil || !strings.Contains(err.Error(), `Time tag "20 moves in a fortnight"`) {
		t.Fatalf("err = %v", err)
	}
}

// TestCorrespondenceOffersNoTouch: by correspondence "a game by
// correspondence has no touching at the board": the footer and the key list
// offer no touch keys, a typed move is recorded, and `t` is refused with the
// core's reason and nothing recorded.
func TestCorrespondenceOffersNoTouch(t *testing.T) {
	m := newTestModel(t, Options{Code: "staunton1860", Mode: "correspondence"})
	has := func(bs []key.Binding, k key.Binding) bool {
		for _, b := range bs {
			if b.Help() == k.Help() {
				return true
			}
		}
		return false
	}
	keys := gameKeys{m: &m}
	if has(keys.ShortHelp(), m.term.keys.Touch) || has(keys.ShortHelp(), m.term.keys.Jadoube) {
		t.Errorf("the footer offers touching by correspondence: %v", keys.ShortHelp())
	}
	for _, group := range keys.FullHelp() {
		if has(group, m.term.keys.Touch) || has(group, m.term.keys.TouchSquare) {
			t.Errorf("the key list offers touching by correspondence: %v", group)
		}
	}
	m = typeMove(m, "e4")
	if got := events(m); len(got) != 1 || got[0] != "W move e2e4" {
		t.Fatalf("events %q (%s)", got, m.status.msg)
	}
	m = press(m, "t")
	if got := events(m); len(got) != 1 || !strings.Contains(m.status.msg, "correspondence") {
		t.Errorf("after t: events %q, message %q", got, m.status.msg)
	}
	board := newTestModel(t, Options{Code: "staunton1860"})
	if bk := (gameKeys{m: &board}); !has(bk.ShortHelp(), board.term.keys.Touch) {
		t.Errorf("a game at the board lost its touch key: %v", bk.ShortHelp())
	}
}

// TestSelectMoveOpensTheLine: by correspondence, the key of select-move
// opens the command line ready for the move that stands (corr VI: "the
// adversary may select which he pleases"), and the title says the mode.
func TestSelectMoveOpensTheLine(t *testing.T) {
	m := newTestModel(t, Options{Code: "staunton1860", Mode: "correspondence"})
	m = typeMove(m, "e4")
	m = command(m, "B send e7e5 or d7d5")
	m = press(m, "1")
	if !m.panels.cmd.on || m.panels.cmd.ti.Value() != "W choose select-move " {
		t.Fatalf("command line on=%v %q (%s)", m.panels.cmd.on, m.panels.cmd.ti.Value(), m.status.msg)
	}
	for _, k := range []string{"d", "7", "d", "5", "enter"} {
		m = press(m, k)
	}
	if got := events(m); got[len(got)-1] != "W choose select-move d7d5" {
		t.Fatalf("events %q (%s)", got, m.status.msg)
	}
	if !strings.Contains(m.View(), "by correspondence") {
		t.Error("the title does not say the game is by correspondence")
	}
}
