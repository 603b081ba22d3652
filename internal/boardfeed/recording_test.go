package boardfeed

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/dgt"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/rules"
	"github.com/arbiter-chess/arbiter/internal/testkit/casefile"
)

// A recording is a game played on a board as the serial port gives it:
// every read of the port with the milliseconds since the one before. The
// ones kept in testdata/recordings are written by a model of real play
// (a hand that thinks, lifts, slides, captures in one scan, presses the
// clock; the board scanning its squares every 200-250 ms and its clock
// sending the times every second), learnt from the byte streams real DGT
// boards sent during real games. -update writes them again.

// castlingGame: White castles King first, Black Rook first.
var castlingGame = strings.Fields(`e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 e1g1 g8f6 d2d3 e8g8 c1g5 h7h6 g5f6 d8f6 b1c3 d7d6`)

type recSpec struct {
	name    string
	comment string
	moves   []string
	seed    uint64
	think   [2]time.Duration // a player's thinking, from … to
	hand    [2]time.Duration // between the hand's acts, from … to
	style   func(i int) Style
}

var recSpecs = []recSpec{
	{name: "opera-slow", comment: "the Opera Game played slowly; the man taken lifted off first; men slid slowly, resting up to 0.9 s",
		moves: operaUCI, seed: 1, think: [2]time.Duration{4 * time.Second, 25 * time.Second},
		hand: [2]time.Duration{400 * time.Millisecond, 900 * time.Millisecond}, style: func(int) Style { return Style{TakeFirst: true, Slide: true} }},
	{name: "opera-fast", comment: "the Opera Game played fast: captures in one scan, men slid",
		moves: operaUCI, seed: 2, think: [2]time.Duration{600 * time.Millisecond, 2500 * time.Millisecond},
		hand: [2]time.Duration{200 * time.Millisecond, 320 * time.Millisecond}, style: func(int) Style { return Style{OneScan: true, Slide: true} }},
	{name: "opera-take-last", comment: "the Opera Game; the man taken lifted off last, after the mover's man",
		moves: operaUCI, seed: 3, think: [2]time.Duration{2 * time.Second, 9 * time.Second},
		hand: [2]time.Duration{250 * time.Millisecond, 600 * time.Millisecond}, style: func(int) Style { return Style{} }},
	{name: "castling", comment: "White castles King first, Black Rook first; men slid, captures in one scan",
		moves: castlingGame, seed: 4, think: [2]time.Duration{time.Second, 6 * time.Second},
		hand:  [2]time.Duration{220 * time.Millisecond, 500 * time.Millisecond},
		style: func(i int) Style { return Style{RookFirst: i%2 == 1, Slide: true, OneScan: true} }},
}

// playRecording plays a game as a person at a board would, the clock running.
// White's clock is on the right.
func playRecording(t *testing.T, spec recSpec) []dgt.Chunk {
	t.Helper()
	rng := rand.New(rand.NewPCG(spec.seed, 7))
	span := func(r [2]time.Duration) time.Duration {
		return r[0] + time.Duration(rng.Int64N(int64(r[1]-r[0])+1))
	}
	type timed struct {
		at time.Duration
		b  []byte
	}
	var out []timed
	pos := dgt.Initial
	out = append(out, timed{0, dgt.DumpMessage(pos)})
	now := 40 * time.Millisecond
	var presses []time.Duration // when the clock's button was pressed
	for i, mv := range spec.moves {
		now += span(spec.think)
		var board [64]chess.Piece
		for sq, c := range pos {
			board[sq] = Man(c)
		}
		from, _ := chess.ParseSquare(mv[:2])
		to, _ := chess.ParseSquare(mv[2:4])
		var promo byte
		if len(mv) == 5 {
			promo = mv[4]
		}
		acts, err := StyledActs(board, from, to, promo, spec.style(i))
		if err != nil {
			t.Fatal(err)
		}
		for j, a := range acts {
			if j > 0 {
				now += span(spec.hand)
			}
			pos[a.Square] = Code(a.Man)
			out = append(out, timed{now, dgt.FieldMessage(dgt.Square(a.Square), Code(a.Man))})
		}
		now += span(spec.hand)
		presses = append(presses, now)
	}
	end := now + 2*time.Second
	// The clock: 5 minutes each, started at the first report, White's
	// time running until his first press. The board sends it every second.
	left, right := 5*time.Minute, 5*time.Minute
	runningRight := true
	var last time.Duration
	for tick := time.Second; tick < end; tick += time.Second {
		for len(presses) > 0 && presses[0] <= tick {
			spent := presses[0] - last
			if runningRight {
				right -= spent
			} else {
				left -= spent
			}
			last = presses[0]
			presses = presses[1:]
			runningRight = !runningRight
		}
		l, r := left, right
		if runningRight {
			r -= tick - last
		} else {
			l -= tick - last
		}
		clk := dgt.Clock{Left: l.Truncate(time.Second), Right: r.Truncate(time.Second), Running: true,
			LeftToMove: !runningRight, RightToMove: runningRight}
		out = append(out, timed{tick, dgt.ClockMessage(clk)})
	}
	slices.SortStableFunc(out, func(a, b timed) int { return int(a.at - b.at) })
	chunks := make([]dgt.Chunk, len(out))
	prev := time.Duration(0)
	for i, o := range out {
		chunks[i] = dgt.Chunk{After: (o.at - prev).Truncate(time.Millisecond), Bytes: o.b}
		prev = o.at.Truncate(time.Millisecond)
	}
	return chunks
}

// replayed is what arbiter made of a recording.
type replayed struct {
	lines   []string
	garbled []string
	clocks  []dgt.Clock
	g       *rules.Game
}

// replayChunks reads a recording as arbiter reads a board, timings
// included: the reader (dgt.Reader, as the live connection uses) and the
// feed, time passing between the reads in steps of 20 ms.
func replayChunks(t *testing.T, chunks []dgt.Chunk, code string) replayed {
	t.Helper()
	return replayStep(t, chunks, code, 20*time.Millisecond)
}

// replayStep is replayChunks with time passing in steps of step.
func replayStep(t *testing.T, chunks []dgt.Chunk, code string, step time.Duration) replayed {
	t.Helper()
	g, err := rules.New(rules.Setup{Code: code})
	if err != nil {
		t.Fatal(err)
	}
	res := replayed{g: g}
	f := New(false)
	oriented := false
	drain := func(now time.Time) {
		for {
			evs, _, ok := f.Next(now, g)
			if !ok {
				return
			}
			if len(evs) == 0 {
				continue
			}
			n := g.EventCount()
			var parts []string
			for _, e := range evs {
				if err := g.Apply(e); err != nil {
					g.UndoTo(n)
					f.Reject()
					t.Errorf("%s refused: %v", incidents.FormatEvent(e), err)
					parts = nil
					break
				}
				parts = append(parts, incidents.FormatEvent(e))
			}
			if len(parts) > 0 {
				res.lines = append(res.lines, strings.Join(parts, "; "))
			}
		}
	}
	rd := dgt.NewReader(dgt.DefaultTiming, func(r dgt.Report) {
		switch r.Kind {
		case dgt.Dumped:
			if !oriented {
				f.Orient(r.Position, g)
				oriented = true
			}
			f.Dump(r.Position)
		case dgt.Changed:
			f.Change(r.Square, r.Code, r.At)
			drain(r.At)
		case dgt.Garbled:
			res.garbled = append(res.garbled, r.Err.Error())
		case dgt.Clocked:
			res.clocks = append(res.clocks, r.Clock)
		}
	})
	now := time.Date(2026, 11, 28, 14, 0, 0, 0, time.UTC)
	for _, c := range chunks {
		end := now.Add(c.After)
		for at := now.Add(step); at.Before(end); at = at.Add(step) {
			rd.Tick(at)
			drain(at)
		}
		now = end
		rd.Feed(c.Bytes, now)
	}
	later := now.Add(time.Minute)
	rd.Tick(later)
	drain(later)
	return res
}

// typedGame is the moves as the umpire types them.
func typedGame(moves []string) string {
	var b strings.Builder
	for i, mv := range moves {
		who := "W"
		if i%2 == 1 {
			who = "B"
		}
		b.WriteString(who + " move " + mv + "\n")
	}
	return b.String()
}

func readRecording(t *testing.T, name string) []dgt.Chunk {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "recordings", name+".dgtrec"))
	if err != nil {
		t.Fatal(err)
	}
	chunks, err := dgt.ReadRecording(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return chunks
}

// TestRecordings: each recording, replayed as the board sent it, timings
// included, records every ply of its game as played, under every code;
// the journal is ruled as the moves typed, and the board's noise (men slid,
// captures in one scan, the clock's messages) raises no ruling and no
// garble.
func TestRecordings(t *testing.T) {
	for _, spec := range recSpecs {
		t.Run(spec.name, func(t *testing.T) {
			path := filepath.Join("testdata", "recordings", spec.name+".dgtrec")
			if casefile.Updating() {
				var b bytes.Buffer
				fmt.Fprintf(&b, "# %s.\n# Moves: %s\n# One read of the serial port a line: +milliseconds since the read before, then its bytes.\n",
					spec.comment, strings.Join(spec.moves, " "))
				if err := dgt.WriteRecording(&b, playRecording(t, spec)); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			chunks := readRecording(t, spec.name)
			for _, code := range codes() {
				res := replayChunks(t, chunks, code)
				if len(res.garbled) > 0 {
					t.Errorf("%s: garble reported: %v", code, res.garbled)
				}
				if len(res.clocks) < len(spec.moves) {
					t.Errorf("%s: %d clock messages read", code, len(res.clocks))
				}
				want := mustRun(t, typedGame(spec.moves), code)
				if got, w := res.g.SAN(), want.SAN(); !slices.Equal(got, w) {
					t.Fatalf("%s: moves recorded\n%v\nplayed\n%v\njournal:\n%s", code, got, w, strings.Join(res.lines, "\n"))
				}
				script := strings.Join(res.lines, "\n") + "\n"
				if board, typed := ruled(t, script, code), ruled(t, typedGame(spec.moves), code); board != typed {
					t.Fatalf("%s: the journal is ruled\n%s\nthe moves typed\n%s\njournal:\n%s", code, board, typed, script)
				}
				// The rulings are the moves' own (a check not announced,
				// which the umpire types): the board's noise adds none.
				if n, w := len(res.g.Report().Rulings), len(want.Report().Rulings); n != w {
					t.Fatalf("%s: %d rulings raised, the moves typed raise %d:\n%s", code, n, w, script)
				}
				for _, r := range res.g.Report().Rulings {
					if !strings.Contains(r.Kind, "check") {
						t.Errorf("%s: ruling %s: %s", code, r.Kind, r.Note)
					}
				}
			}
		})
	}
}

func mustRun(t *testing.T, script, code string) *rules.Game {
	t.Helper()
	s, err := incidents.ParseString(script)
	if err != nil {
		t.Fatal(err)
	}
	g, err := incidents.Run(s, code)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// paced splits a stream recorded without timings at each byte that can
// begin a message, a second apart: a board played slowly.
func paced(stream []byte) []dgt.Chunk {
	var out []dgt.Chunk
	start := 0
	for i := 1; i <= len(stream); i++ {
		if i == len(stream) || stream[i]&0x80 != 0 {
			out = append(out, dgt.Chunk{After: time.Second, Bytes: stream[start:i]})
			start = i
		}
	}
	return out
}

// The lies of the attack on the reader, spliced between two plies of a
// real game's stream: a trade mark of 71 bytes, a time message of 2048
// with five bytes of it, each skipped and reported as unreadable; every
// ply after them is recorded as played.
func TestLiesBetweenPlies(t *testing.T) {
	chunks := readRecording(t, "opera-fast")
	for _, lie := range [][]byte{{0x92, 0x00, 0x47}, {0x8d, 0x10, 0x00, 1, 2, 3, 4, 5}, {0xce, 0x00, 0x30}} {
		for _, k := range []int{20, 60, 100} {
			spliced := slices.Clone(chunks[:k])
			spliced = append(spliced, dgt.Chunk{After: 10 * time.Millisecond, Bytes: lie})
			spliced = append(spliced, chunks[k:]...)
			res := replayChunks(t, spliced, "bca1862")
			if got, want := res.g.SAN(), mustRun(t, typedGame(operaUCI), "bca1862").SAN(); !slices.Equal(got, want) {
				t.Fatalf("% x after read %d: moves recorded %v", lie, k, got)
			}
			if len(res.garbled) != 1 {
				t.Fatalf("% x after read %d: garble reported %v, want once", lie, k, res.garbled)
			}
		}
	}
}
