package boardfeed

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/dgt"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// table is a game followed by a feed: the acts on the board become events
// applied to the core, and the lines a journal would hold.
type table struct {
	t      *testing.T
	header string
	g      *rules.Game
	f      *Feed
	lines  []string
	asides int
	now    time.Time
}

func newTable(t *testing.T, code, header string) *table {
	t.Helper()
	s, err := incidents.ParseString(header)
	if err != nil {
		t.Fatal(err)
	}
	g, err := incidents.Run(s, code)
	if err != nil {
		t.Fatal(err)
	}
	tb := &table{t: t, header: header, g: g, f: New(false), now: time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)}
	tb.f.Dump(position(g))
	return tb
}

// position is the record's men as a board dump shows them.
func position(v View) dgt.Position {
	var p dgt.Position
	for sq := range chess.Square(64) {
		p[sq] = Code(v.PieceAt(sq))
	}
	return p
}

func sq(t *testing.T, s string) chess.Square {
	t.Helper()
	q, ok := chess.ParseSquare(s)
	if !ok {
		t.Fatalf("bad square %q", s)
	}
	return q
}

// act plays one act on the board, slowly: a second after the last, and the
// man set down left to stay. What the feed makes of it is recorded as
// journal lines, or not at all when the core refuses it.
func (tb *table) act(a Act) {
	tb.t.Helper()
	tb.actAt(a, time.Second)
	tb.now = tb.now.Add(5 * time.Second)
	tb.drain(tb.now)
}

// actAt plays one act after after, the hand still moving: a man set down
// is not let go until the next act or a drain shows it stayed.
func (tb *table) actAt(a Act, after time.Duration) {
	tb.t.Helper()
	tb.now = tb.now.Add(after)
	tb.f.Change(dgt.Square(a.Square), Code(a.Man), tb.now)
	tb.drain(tb.now)
}

// drain records what the feed has read by now.
func (tb *table) drain(now time.Time) {
	tb.t.Helper()
	for {
		evs, aside, ok := tb.f.Next(now, tb.g)
		if aside {
			tb.asides++
		}
		if !ok {
			return
		}
		if len(evs) == 0 {
			continue
		}
		n := tb.g.EventCount()
		refused := false
		for _, e := range evs {
			if err := tb.g.Apply(e); err != nil {
				tb.g.UndoTo(n)
				tb.f.Reject()
				tb.t.Logf("%s refused: %v", incidents.FormatEvent(e), err)
				refused = true
				break
			}
		}
		if refused {
			continue
		}
		parts := make([]string, len(evs))
		for i, e := range evs {
			parts[i] = incidents.FormatEvent(e)
		}
		tb.lines = append(tb.lines, strings.Join(parts, "; "))
	}
}

func (tb *table) lift(s string) { tb.act(Act{Square: sq(tb.t, s)}) }

func (tb *table) place(s string, letter byte) {
	c, ok := dgt.CodeOf(letter)
	if !ok {
		tb.t.Fatalf("bad man %q", letter)
	}
	tb.act(Act{Square: sq(tb.t, s), Man: piece(c)})
}

// move plays an ordinary move by its acts.
func (tb *table) move(uci string, takeFirst bool) {
	tb.t.Helper()
	var promo byte
	if len(uci) == 5 {
		promo = uci[4]
	}
	acts, err := MoveActs(recordedMen(tb.g), sq(tb.t, uci[:2]), sq(tb.t, uci[2:4]), promo, takeFirst)
	if err != nil {
		tb.t.Fatal(err)
	}
	for _, a := range acts {
		tb.act(a)
	}
}

// typed records events as the umpire types them.
func (tb *table) typed(line string) {
	tb.t.Helper()
	s, err := incidents.ParseString(line)
	if err != nil {
		tb.t.Fatal(err)
	}
	for _, l := range s.Events {
		if err := tb.g.Apply(l.Event); err != nil {
			tb.t.Fatalf("typed %s: %v", line, err)
		}
	}
	tb.lines = append(tb.lines, line)
}

func (tb *table) script() string { return tb.header + strings.Join(tb.lines, "\n") + "\n" }

// ruled is the report of a script under a code, the events' numbers left
// out: a move typed as one event is a touch and a release from the board.
func ruled(t *testing.T, script, code string) string {
	t.Helper()
	s, err := incidents.ParseString(script)
	if err != nil {
		t.Fatalf("%v\n%s", err, script)
	}
	g, err := incidents.Run(s, code)
	if err != nil {
		t.Fatalf("%s: %v\n%s", code, err, script)
	}
	rep := g.Report()
	for i := range rep.Rulings {
		rep.Rulings[i].Event = 0
	}
	b, _ := json.MarshalIndent(rep, "", " ")
	return string(b)
}

func codes() []string {
	var ids []string
	for _, c := range law.Codes() {
		ids = append(ids, c.ID)
	}
	return ids
}

type feedCase struct {
	name   string
	header string
	play   func(tb *table)
	lines  []string // the journal the board makes (under every code unless byCode)
	typed  string   // the same acts as the umpire types them
	ruling bool     // the acts raise at least one ruling under every code
}

var feedCases = []feedCase{
	{
		name:   "a man lifted and put back, then another moved",
		header: "[Moves \"e2e4 e7e5\"]\n",
		play: func(tb *table) {
			tb.lift("g1")
			tb.place("g1", 'N')
			tb.move("b1c3", false)
		},
		lines: []string{"W touch g1", "W release g1", "W touch b1", "W release c3"},
		typed: "W touch g1\nW release g1\nW move b1c3\n",
	},
	{
		name:   "an adverse man lifted that cannot be taken",
		header: "[Moves \"e2e4 e7e5\"]\n",
		play: func(tb *table) {
			tb.lift("d8")
			tb.place("d8", 'q')
		},
		lines:  []string{"W touch d8", "W release d8"},
		typed:  "W touch d8\nW release d8\n",
		ruling: true,
	},
	{
		name:   "a capture, the mover's man lifted first",
		header: "[Moves \"e2e4 d7d5\"]\n",
		play:   func(tb *table) { tb.move("e4d5", false) },
		lines:  []string{"W touch e4", "W touch d5", "W touch e4; W release d5"},
		typed:  "W touch d5\nW move e4d5\n",
	},
	{
		name:   "a capture, the man taken lifted first",
		header: "[Moves \"e2e4 d7d5\"]\n",
		play:   func(tb *table) { tb.move("e4d5", true) },
		lines:  []string{"W touch d5", "W touch e4", "W release d5"},
		typed:  "W touch d5\nW move e4d5\n",
	},
	{
		name:   "castling, the King first and the Rook after",
		header: "[FEN \"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1\"]\n",
		play:   func(tb *table) { tb.move("e1g1", false); tb.move("e8c8", false) },
		lines:  []string{"W touch e1", "W release g1", "B touch e8", "B release c8"},
		typed:  "W move e1g1\nB move e8c8\n",
	},
	{
		name:   "castling, King and Rook lifted together",
		header: "[FEN \"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1\"]\n",
		play: func(tb *table) {
			tb.lift("e1")
			tb.lift("h1")
			tb.place("g1", 'K')
			tb.place("f1", 'R')
		},
		lines: []string{"W touch e1", "W touch h1", "W touch e1; W release g1"},
		typed: "W touch e1\nW touch h1\nW move e1g1\n",
	},
	{
		name:   "en passant, the pawn taken lifted after",
		header: "[FEN \"4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1\"]\n[Moves \"d7d5\"]\n",
		play:   func(tb *table) { tb.move("e5d6", false) },
		lines:  []string{"W touch e5", "W release d6"},
		typed:  "W move e5d6\n",
	},
	{
		name:   "en passant, the pawn taken lifted first",
		header: "[FEN \"4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1\"]\n[Moves \"d7d5\"]\n",
		play: func(tb *table) {
			tb.lift("d5")
			tb.lift("e5")
			tb.place("d6", 'P')
		},
		lines: []string{"W touch d5", "W touch e5", "W release d6"},
		typed: "W touch d5\nW move e5d6\n",
	},
	{
		name:   "promotion: the piece set down names it",
		header: "[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n",
		play:   func(tb *table) { tb.move("a7a8n", false) },
		lines:  []string{"W touch a7", "W release a8; W promote n"},
		typed:  "W move a7a8n\n",
	},
	{
		name:   "promotion with a capture",
		header: "[FEN \"1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n",
		play:   func(tb *table) { tb.move("a7b8q", true) },
		lines:  []string{"W touch b8", "W touch a7", "W release b8; W promote q"},
		typed:  "W touch b8\nW move a7b8q\n",
	},
	{
		name:   "promotion: the pawn set down first, then exchanged for a queen",
		header: "[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n",
		play: func(tb *table) {
			tb.move("a7a8", false)
			tb.lift("a8")
			tb.place("a8", 'Q')
		},
		lines: []string{"W touch a7", "W release a8", "W promote q"},
		typed: "W move a7a8\nW promote q\n",
	},
	{
		name:   "two own men lifted: the second binds too",
		header: "",
		play: func(tb *table) {
			tb.lift("d2")
			tb.place("d2", 'P')
			tb.move("e2e4", false)
		},
		lines:  []string{"W touch d2", "W release d2", "W touch e2", "W release e4"},
		typed:  "W touch d2\nW release d2\nW move e2e4\n",
		ruling: true,
	},
}

// TestFeedUnderEveryCode: the acts on the board make the journal named,
// and it is ruled as the same acts typed, under every code.
func TestFeedUnderEveryCode(t *testing.T) {
	for _, c := range feedCases {
		for _, code := range codes() {
			t.Run(c.name+"/"+code, func(t *testing.T) {
				tb := newTable(t, code, c.header)
				c.play(tb)
				if !slices.Equal(tb.lines, c.lines) {
					t.Fatalf("journal:\n%s\nwant:\n%s", strings.Join(tb.lines, "\n"), strings.Join(c.lines, "\n"))
				}
				if d := tb.f.Diffs(tb.g); len(d) != 0 {
					t.Fatalf("the board and the record differ at the end: %s", DiffText(d))
				}
				board, typed := ruled(t, tb.script(), code), ruled(t, c.header+c.typed, code)
				if board != typed {
					t.Fatalf("the board's journal is ruled\n%s\nthe same acts typed\n%s", board, typed)
				}
				if c.ruling && !strings.Contains(board, `"kind"`) {
					t.Fatalf("no ruling raised:\n%s", board)
				}
			})
		}
	}
}

// A man set down where the record has none, with nothing lifted: no event;
// the board differs until it is taken off, and reports meanwhile are set
// aside.
func TestOutOfStepSetAside(t *testing.T) {
	tb := newTable(t, "bca1862", "")
	tb.place("e4", 'Q')
	if len(tb.lines) != 0 {
		t.Fatalf("events from a man from nowhere: %v", tb.lines)
	}
	if got := DiffText(tb.f.Diffs(tb.g)); got != "e4: take off White's queen" {
		t.Fatalf("diffs = %q", got)
	}
	tb.lift("e2") // set aside: the board differs
	tb.place("e2", 'P')
	if tb.asides != 2 || len(tb.lines) != 0 {
		t.Fatalf("asides %d, lines %v", tb.asides, tb.lines)
	}
	tb.lift("e4") // set right
	if d := tb.f.Diffs(tb.g); len(d) != 0 {
		t.Fatalf("still differs: %s", DiffText(d))
	}
	tb.move("e2e4", false)
	if !slices.Equal(tb.lines, []string{"W touch e2", "W release e4"}) {
		t.Fatalf("after setting right: %v", tb.lines)
	}
}

// A ruling that takes a move back: the board must be set right before
// anything it reports is ruled again.
func TestRetractionWaitsForTheBoard(t *testing.T) {
	// BCA: a false move (a Knight g1 → g3) claimed; the move is retracted
	// and the man must be moved legally (move-touched): it goes back first.
	tb := newTable(t, "bca1862", "[Moves \"e2e4 e7e5\"]\n")
	tb.lift("g1")
	tb.place("g3", 'N')
	tb.typed("B claim")
	rep := tb.g.Report()
	var opts []string
	for _, r := range rep.Rulings {
		if r.State == rules.StatePending {
			opts = r.Options
		}
	}
	if !slices.Contains(opts, "move-touched") {
		t.Fatalf("no retraction on offer: %v\n%s", opts, tb.script())
	}
	tb.typed("B choose move-touched")
	if got := DiffText(tb.f.Diffs(tb.g)); got != "g3: take off White's knight; g1: set White's knight" {
		t.Fatalf("to set right = %q", got)
	}
	n := len(tb.lines)
	tb.lift("d2") // set aside while the board differs
	tb.place("d2", 'P')
	tb.lift("g3")
	tb.place("g1", 'N')
	if len(tb.lines) != n || tb.asides != 4 {
		t.Fatalf("reports ruled while the board differed: %v (asides %d)", tb.lines[n:], tb.asides)
	}
	if d := tb.f.Diffs(tb.g); len(d) != 0 {
		t.Fatalf("still differs: %s", DiffText(d))
	}
	tb.move("g1f3", false)
	if got := tb.lines[n:]; !slices.Equal(got, []string{"W touch g1", "W release f3"}) {
		t.Fatalf("after the board was set right: %v", got)
	}
}

func TestOrient(t *testing.T) {
	g, _ := rules.New(rules.Setup{Code: "bca1862"})
	f := New(false)
	if f.Orient(dgt.Initial.Rotated(), g); !f.Rotated() {
		t.Fatal("a board with White at the far side was not turned")
	}
	f.Dump(dgt.Initial.Rotated())
	if d := f.Diffs(g); len(d) != 0 {
		t.Fatalf("rotated initial differs: %s", DiffText(d))
	}
	// e2 as the record names it is d7 as the turned board numbers it.
	d7, _ := dgt.ParseSquare("d7")
	f.Change(d7, dgt.Empty, time.Now())
	evs, _, _ := f.Next(time.Now(), g)
	if len(evs) != 1 || evs[0].Square.String() != "e2" {
		t.Fatalf("lift on the turned board: %v", evs)
	}
	if f.Orient(dgt.Initial, g); f.Rotated() {
		t.Fatal("a board the right way round was turned")
	}
}

func TestStartDiffers(t *testing.T) {
	g, _ := rules.New(rules.Setup{Code: "bca1862"})
	f := New(false)
	p := dgt.Initial
	e2, _ := dgt.ParseSquare("e2")
	e4, _ := dgt.ParseSquare("e4")
	p[e2], p[e4] = dgt.Empty, dgt.WPawn
	f.Dump(p)
	if got := DiffText(f.Diffs(g)); got != "e4: take off White's pawn; e2: set White's pawn" {
		t.Fatalf("diffs = %q", got)
	}
}

// fast plays acts 200 ms apart, one scan of the board each, as a quick
// hand makes them; the last man set down is then left to stay.
func (tb *table) fast(acts ...string) {
	tb.t.Helper()
	for _, a := range acts {
		f := strings.Fields(a)
		act := Act{Square: sq(tb.t, f[len(f)-1])}
		if f[0] == "place" {
			c, ok := dgt.CodeOf(f[1][0])
			if !ok {
				tb.t.Fatalf("bad man in %q", a)
			}
			act = Act{Square: sq(tb.t, f[2]), Man: piece(c)}
		}
		tb.actAt(act, 200*time.Millisecond)
	}
	tb.now = tb.now.Add(5 * time.Second)
	tb.drain(tb.now)
}

// The board as real boards report it: one man replaced by another in one
// scan, men slid across squares, the new square reported before the old
// one empties (DGT's own notes on its board's scanning), castling and
// promotion in either order. Each makes the journal named, ruled as the
// acts typed under every code.
var scanCases = []feedCase{
	{
		name:   "a capture in one scan: the square goes from the man taken to the man taking",
		header: "[Moves \"e2e4 d7d5\"]\n",
		play:   func(tb *table) { tb.fast("lift e4", "place P d5") },
		lines:  []string{"W touch e4", "W release d5"},
		typed:  "W move e4d5\n",
	},
	{
		name:   "Black's capture in one scan, a Bishop taken by a pawn",
		header: "[Moves \"e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5c6\"]\n",
		play:   func(tb *table) { tb.fast("lift d7", "place p c6") },
		lines:  []string{"B touch d7", "B release c6"},
		typed:  "B move d7c6\n",
	},
	{
		name:   "a man slid: the pawn rests on d3 on its way to d4",
		header: "",
		play:   func(tb *table) { tb.fast("lift d2", "place P d3", "lift d3", "place P d4") },
		lines:  []string{"W touch d2", "W release d4"},
		typed:  "W move d2d4\n",
	},
	{
		name:   "a man slid, d4 reported before d3 empties",
		header: "",
		play:   func(tb *table) { tb.fast("lift d2", "place P d3", "place P d4", "lift d3") },
		lines:  []string{"W touch d2", "W release d4"},
		typed:  "W move d2d4\n",
	},
	{
		name:   "the new square seen before the old empties, in a capture",
		header: "[FEN \"4k3/8/8/8/2p5/1B6/8/4K3 w - - 0 1\"]\n",
		play:   func(tb *table) { tb.fast("place B c4", "lift b3") },
		lines:  []string{"W touch b3", "W release c4"},
		typed:  "W move b3c4\n",
	},
	{
		name:   "a Queen slid up a file to take, the pawn taken by the other hand first (DGT's example)",
		header: "[FEN \"4k3/8/8/8/2p5/8/8/2Q1K3 w - - 0 1\"]\n",
		play: func(tb *table) {
			tb.fast("lift c4", "place Q c2", "place Q c3", "lift c1", "lift c2", "place Q c4", "lift c3")
		},
		lines: []string{"W touch c4", "W touch c1", "W release c4"},
		typed: "W touch c4\nW move c1c4\n",
	},
	{
		name:   "the reply lifted at once after a move: the move is let go first",
		header: "",
		play:   func(tb *table) { tb.fast("lift e2", "place P e4", "lift e7", "place p e5") },
		lines:  []string{"W touch e2", "W release e4", "B touch e7", "B release e5"},
		typed:  "W move e2e4\nB move e7e5\n",
	},
	{
		name:   "promotion: the pawn on the last rank exchanged for a Queen in one scan",
		header: "[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n",
		play: func(tb *table) {
			tb.move("a7a8", false)
			tb.fast("place Q a8")
		},
		lines: []string{"W touch a7", "W release a8", "W promote q"},
		typed: "W move a7a8\nW promote q\n",
	},
	{
		name:   "promotion: the Queen set down first, then the pawn taken off",
		header: "[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n",
		play:   func(tb *table) { tb.fast("place Q a8", "lift a7") },
		lines:  []string{"W touch a7", "W release a8; W promote q"},
		typed:  "W move a7a8q\n",
	},
	{
		name:   "castling with both hands, the Rook lifted first and set down first",
		header: "[FEN \"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1\"]\n",
		play:   func(tb *table) { tb.fast("lift h1", "lift e1", "place R f1", "place K g1") },
		lines:  []string{"W touch h1", "W touch e1", "W release g1"},
		typed:  "W touch h1\nW touch e1\nW release g1\n",
	},
	{
		name:   "castling King first, the Rook following at once",
		header: "[FEN \"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1\"]\n",
		play:   func(tb *table) { tb.fast("lift e8", "place k c8", "lift a8", "place r d8") },
		lines:  []string{"B touch e8", "B release c8"},
		typed:  "B move e8c8\n",
	},
	{
		name:   "en passant in one hand's sweep: the pawn taken lifted as the pawn lands",
		header: "[FEN \"4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1\"]\n[Moves \"d7d5\"]\n",
		play:   func(tb *table) { tb.fast("lift e5", "place P d6", "lift d5") },
		lines:  []string{"W touch e5", "W release d6"},
		typed:  "W move e5d6\n",
	},
}

func TestFeedAsBoardsReport(t *testing.T) {
	for _, c := range scanCases {
		for _, code := range codes() {
			t.Run(c.name+"/"+code, func(t *testing.T) {
				tb := newTable(t, code, c.header)
				c.play(tb)
				if !slices.Equal(tb.lines, c.lines) {
					t.Fatalf("journal:\n%s\nwant:\n%s", strings.Join(tb.lines, "\n"), strings.Join(c.lines, "\n"))
				}
				if d := tb.f.Diffs(tb.g); len(d) != 0 {
					t.Fatalf("the board and the record differ at the end: %s", DiffText(d))
				}
				if tb.asides != 0 && !strings.Contains(c.name, "Rook following") && !strings.Contains(c.name, "en passant") {
					t.Fatalf("%d reports set aside", tb.asides)
				}
				board, typed := ruled(t, tb.script(), code), ruled(t, c.header+c.typed, code)
				if board != typed {
					t.Fatalf("the board's journal is ruled\n%s\nthe same acts typed\n%s", board, typed)
				}
				if strings.Contains(board, `"kind"`) {
					t.Fatalf("a ruling raised by the board's noise:\n%s\njournal:\n%s", board, tb.script())
				}
			})
		}
	}
}

// Castling with one hand, the Rook first: the Rook set down and let go
// before the King is lifted. The board records it as it was done; BCA X
// ("If he touch the Rook first, he must not quit it before having touched
// the King; or his opponent may claim the move of the Rook as a complete
// move") is the law's to rule, and the castling stands on the record.
func TestCastlingRookFirstOneHand(t *testing.T) {
	tb := newTable(t, "bca1862", "[FEN \"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1\"]\n")
	tb.lift("h1")
	tb.place("f1", 'R')
	tb.lift("e1")
	tb.place("g1", 'K')
	if want := []string{"W touch h1", "W release f1", "W touch e1", "W release g1"}; !slices.Equal(tb.lines, want) {
		t.Fatalf("journal %v, want %v", tb.lines, want)
	}
	if tb.g.PieceAt(sq(t, "g1")).Kind != 'K' || tb.g.PieceAt(sq(t, "f1")).Kind != 'R' || tb.g.Turn() != chess.Black {
		t.Fatalf("not castled:\n%s", tb.script())
	}
	if rep := ruled(t, tb.script(), "bca1862"); !strings.Contains(rep, "castling-rook-first") {
		t.Fatalf("BCA X not ruled:\n%s", rep)
	}
}

// A man set down and lifted again a moment later, slower than a slide:
// let go, as the law reads letting go.
func TestSettleTimeIsTheLine(t *testing.T) {
	for _, c := range []struct {
		rest  time.Duration
		lines []string
	}{
		{DefaultSettle * 6 / 10, []string{"W touch d2", "W release d4"}},
		{DefaultSettle * 14 / 10, []string{"W touch d2", "W release d3", "B touch d3", "B release d4"}},
	} {
		tb := newTable(t, "lewis1827", "")
		tb.actAt(Act{Square: sq(t, "d2")}, time.Second)
		tb.actAt(Act{Square: sq(t, "d3"), Man: chess.Piece{Color: chess.White, Kind: 'P'}}, 200*time.Millisecond)
		tb.actAt(Act{Square: sq(t, "d3")}, c.rest)
		tb.actAt(Act{Square: sq(t, "d4"), Man: chess.Piece{Color: chess.White, Kind: 'P'}}, 200*time.Millisecond)
		tb.drain(tb.now.Add(time.Second))
		if !slices.Equal(tb.lines, c.lines) {
			t.Errorf("rest %s: journal %v, want %v", c.rest, tb.lines, c.lines)
		}
	}
}

// A release the core refuses (Reject) is not offered again and again:
// the man stays where the board shows it, and the squares to set right
// say so.
func TestRefusedPlacementNotRetried(t *testing.T) {
	tb := newTable(t, "lewis1827", "")
	tb.lift("e2")
	at := tb.now.Add(time.Second)
	tb.f.Change(dgt.Square(sq(t, "e4")), dgt.WPawn, at)
	later := at.Add(time.Minute)
	evs, _, ok := tb.f.Next(later, tb.g)
	if !ok || len(evs) != 1 || evs[0].Verb != record.Release {
		t.Fatalf("the release: %v %v", evs, ok)
	}
	tb.f.Reject() // as the core refused it
	for range 3 {
		if evs, _, ok := tb.f.Next(later, tb.g); ok && len(evs) > 0 {
			t.Fatalf("the refused release offered again: %v", evs)
		}
	}
	if got := DiffText(tb.f.Diffs(tb.g)); got != "e4: take off White's pawn" {
		t.Fatalf("to set right: %q", got)
	}
}
