package rules_test

import (
	"math/rand"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
	"github.com/arbiter-chess/arbiter/internal/testkit/testsize"
)

// follower checks, after each event applied, that what a display reads to
// follow the game (MovesChangedFrom, MovesFrom, SANFrom, Status, MoveCount,
// EventAt) agrees with the whole Report and SAN.
type follower struct {
	t       *testing.T
	moves   []string // the record before the event
	altered int      // events that took back or altered a move
}

func (f *follower) start(g *rules.Game) { f.moves = g.Report().Moves }

func (f *follower) applied(g *rules.Game, what string) {
	f.t.Helper()
	rep := g.Report()
	low := g.MovesChangedFrom()
	if low > len(f.moves) || low > len(rep.Moves) || !slices.Equal(f.moves[:low], rep.Moves[:low]) {
		f.t.Fatalf("%s: MovesChangedFrom %d, but the record went from %v to %v", what, low, f.moves, rep.Moves)
	}
	if low < len(f.moves) {
		f.altered++
	}
	if got := g.MovesFrom(low); !slices.Equal(got, rep.Moves[low:]) {
		f.t.Fatalf("%s: MovesFrom(%d) = %v, want %v", what, low, got, rep.Moves[low:])
	}
	if n := g.MoveCount(); n != len(rep.Moves) {
		f.t.Fatalf("%s: MoveCount %d, want %d", what, n, len(rep.Moves))
	}
	san := g.SAN()
	for _, i := range []int{0, low, len(san) - 1, len(san) + 3} {
		want := san[min(max(i, 0), len(san)):]
		if got := g.SANFrom(i); !slices.Equal(got, want) {
			f.t.Fatalf("%s: SANFrom(%d) = %v, want %v", what, i, got, want)
		}
	}
	if n := len(san); n > 1 {
		if got := g.SANRange(n/2, n-1); !slices.Equal(got, san[n/2:n-1]) {
			f.t.Fatalf("%s: SANRange(%d, %d) = %v, want %v", what, n/2, n-1, got, san[n/2:n-1])
		}
	}
	if got := g.SANRange(3, 1); len(got) != 0 {
		f.t.Fatalf("%s: SANRange(3, 1) = %v", what, got)
	}
	if fields := strings.Fields(rep.FEN); len(fields) != 6 || fields[5] != strconv.Itoa(g.MoveNumber()) {
		f.t.Fatalf("%s: MoveNumber %d, FEN %s", what, g.MoveNumber(), rep.FEN)
	}
	status := g.Status()
	if status.Moves != nil {
		f.t.Fatalf("%s: Status has the moves", what)
	}
	status.Moves = rep.Moves
	if !reflect.DeepEqual(status, rep) {
		f.t.Fatalf("%s: Status differs from Report:\n%+v\n%+v", what, status, rep)
	}
	evs := g.Events()
	if g.EventCount() != len(evs) {
		f.t.Fatalf("%s: EventCount %d, want %d", what, g.EventCount(), len(evs))
	}
	for i, e := range evs {
		if got, ok := g.EventAt(i); !ok || !got.Equal(e) {
			f.t.Fatalf("%s: EventAt(%d) = %+v, want %+v", what, i, got, e)
		}
	}
	if _, ok := g.EventAt(len(evs)); ok {
		f.t.Fatalf("%s: EventAt past the end", what)
	}
	f.moves = rep.Moves
}

// The scenario library under every code: each event's MovesChangedFrom
// leaves the moves before it as they were, and the accessors agree with
// Report and SAN. The library takes moves back and names pieces late, so
// the moves changed are exercised.
func TestFollowingTheScenarios(t *testing.T) {
	lib, err := incidents.LoadLibrary()
	if err != nil {
		t.Fatal(err)
	}
	f := &follower{t: t}
	for _, sc := range lib {
		for _, code := range codes {
			setup, err := incidents.SetupOf(sc.Script, code)
			if err != nil {
				continue
			}
			setup.Code = code
			g, err := rules.New(setup)
			if err != nil {
				continue
			}
			f.start(g)
			var h incidents.History
			for _, l := range sc.Script.Events {
				if _, err := h.Step(g, l); err != nil {
					break
				}
				if l.Act != incidents.ActEvent {
					f.start(g)
					continue
				}
				f.applied(g, sc.ID+" "+code+" "+incidents.FormatAct(l))
			}
		}
	}
	// The umpire leaves the pawn undertaken to mate with a pawn, an event
	// after it was made a Queen (no scenario goes that far).
	script, err := incidents.Parse(strings.NewReader(`[Agreement "white mates with pawn e7"]
[FEN "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"]
W move e7e8q
U choose pawn-stays`))
	if err != nil {
		t.Fatal(err)
	}
	setup, err := incidents.SetupOf(script, "lewis1827")
	if err != nil {
		t.Fatal(err)
	}
	g, err := rules.New(setup)
	if err != nil {
		t.Fatal(err)
	}
	f.start(g)
	for _, l := range script.Events {
		if err := g.Apply(l.Event); err != nil {
			t.Fatal(err)
		}
		f.applied(g, "pawn stays: "+incidents.FormatAct(l))
	}
	if got := g.Report().Moves; !slices.Equal(got, []string{"e7e8"}) {
		t.Fatalf("the pawn left a pawn: the record is %v", got)
	}
	if f.altered < 20 {
		t.Fatalf("only %d events took back or altered a move: the test does not exercise MovesChangedFrom", f.altered)
	}
}

// The same on random games with irregular events mixed in (false moves,
// moves out of turn, claims, choices, drops, rejected events). 16 games,
// four a code (40 in the full run, testsize).
func TestFollowingRandomGames(t *testing.T) {
	rng := rand.New(rand.NewSource(1827))
	f := &follower{t: t}
	for game := 0; game < testsize.Pick(16, 40); game++ {
		code := codes[game%len(codes)]
		legal := recordedRandom(t, int64(game+100), 80)
		g, err := rules.New(rules.Setup{Code: code})
		if err != nil {
			t.Fatal(err)
		}
		g.KeepCheckpoints()
		f.start(g)
		noise := make([]byte, 8)
		for i, e := range legal {
			if rng.Intn(4) == 0 {
				rng.Read(noise)
				for _, x := range decodeEvents(noise) {
					if g.Apply(x) == nil {
						f.applied(g, code+" noise")
					} else if g.MovesChangedFrom() != g.MoveCount() {
						t.Fatalf("%s: a rejected event changed the moves from %d", code, g.MovesChangedFrom())
					}
				}
			}
			if g.Apply(e) == nil {
				f.applied(g, code+" event")
			}
			if i%31 == 0 {
				g.Undo()
				f.start(g)
			}
		}
	}
	if f.altered == 0 {
		t.Fatal("no event took back or altered a move")
	}
}

// UndoTo is that many undos: the game it leaves is the replay of the events
// kept. 8 games, two a code (12 in the full run, testsize).
func TestUndoTo(t *testing.T) {
	rng := rand.New(rand.NewSource(1850))
	for game := 0; game < testsize.Pick(8, 12); game++ {
		code := codes[game%len(codes)]
		g, err := rules.New(rules.Setup{Code: code})
		if err != nil {
			t.Fatal(err)
		}
		if game%2 == 0 {
			g.KeepCheckpoints()
		}
		noise := make([]byte, 4)
		for _, e := range recordedRandom(t, int64(game+200), 300) {
			if rng.Intn(8) == 0 {
				rng.Read(noise)
				for _, x := range decodeEvents(noise) {
					_ = g.Apply(x)
				}
			}
			_ = g.Apply(e)
		}
		all := g.Events()
		for _, n := range []int{len(all), len(all) - 1, len(all) - 70, 130, 64, 0} {
			if n < 0 || n > g.EventCount() {
				continue
			}
			if !g.UndoTo(n) {
				t.Fatalf("UndoTo(%d) of %d events refused", n, len(all))
			}
			if got := g.Events(); !slices.EqualFunc(got, all[:n], record.Event.Equal) {
				t.Fatalf("UndoTo(%d): %d events left", n, len(got))
			}
			compareWithReplay(t, code, g)
		}
		if g.UndoTo(1) || g.UndoTo(-1) {
			t.Fatal("UndoTo past the events recorded accepted")
		}
	}
}
