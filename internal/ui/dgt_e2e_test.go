package ui

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/boardfeed"
	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/dgt"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/law"
)

// boardRig is the umpire's terminal recording from a simulated DGT board
// on a pseudo-terminal: the real serial code reads it.
type boardRig struct {
	t    *testing.T
	m    Model
	msgs chan tea.Msg // what the commands the model returned sent back
	// lastCmd is what the model returned for the last message pumped
	// (nil after the board is lost: it is no longer read).
	lastCmd tea.Cmd
	sim     *dgt.Sim
	pty     *dgt.PTY
	jpath   string
}

func newBoardRig(t *testing.T, code string, pos dgt.Position, white string) *boardRig {
	t.Helper()
	if runtime.GOOS != "linux" {
		t.Skip("the simulated board speaks on a Linux pseudo-terminal")
	}
	pty, err := dgt.OpenPTY()
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	t.Cleanup(func() { pty.Close() })
	sim := dgt.NewSim(pty.Master, pos)
	serveErr := make(chan error, 1)
	go func() { serveErr <- sim.Serve() }()
	jpath := filepath.Join(t.TempDir(), "game.inc")
	m := newTestModel(t, Options{Code: code, Journal: jpath, Board: pty.Path, BoardWhite: white,
		boardTiming: dgt.Timing{Probe: 100 * time.Millisecond, Answer: 1500 * time.Millisecond}})
	t.Cleanup(m.eboard.close)
	r := &boardRig{t: t, m: m, msgs: make(chan tea.Msg, 64), sim: sim, pty: pty, jpath: jpath}
	r.launch(m.Init())
	select {
	case err := <-serveErr:
		t.Logf("sim ended: %v", err)
	default:
	}
	if got := r.pump(); got.r.Kind != dgt.Dumped {
		t.Fatalf("first report: kind %d (%v); the board sent %d bytes", got.r.Kind, got.r.Err, len(sim.Sent()))
	}
	return r
}

// launch runs a command the model returned, as Bubble Tea does: its
// message comes back on msgs (a batch's commands each on its own).
func (r *boardRig) launch(cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	go func() {
		msg := cmd()
		if b, ok := msg.(tea.BatchMsg); ok {
			for _, c := range b {
				r.launch(c)
			}
			return
		}
		if msg != nil {
			r.msgs <- msg
		}
	}()
}

// pump hands the model what its commands send back (the settle timer's
// wake-ups among them) until the board's next report, and returns it.
func (r *boardRig) pump() boardMsg {
	r.t.Helper()
	deadline := time.After(5 * time.Second)
	for {
		select {
		case msg := <-r.msgs:
			if _, ok := msg.(tickMsg); ok {
				continue // the game clock's tick: not this test's
			}
			nm, cmd := r.m.Update(msg)
			r.m, r.lastCmd = nm.(Model), cmd
			r.launch(cmd)
			if bm, ok := msg.(boardMsg); ok {
				return bm
			}
		case <-deadline:
			r.t.Fatal("no report from the board in 5 s")
			return boardMsg{}
		}
	}
}

// letGo: time passes, and every man set down has stayed: let go.
func (r *boardRig) letGo() {
	nm, cmd := r.m.Update(boardSettleMsg{now: time.Now().Add(time.Hour)})
	r.m = nm.(Model)
	r.launch(cmd)
}

// act plays one act on the simulated board, takes its report, and lets
// time pass: a man set down is let go.
func (r *boardRig) act(a boardfeed.Act) {
	r.t.Helper()
	r.quick(a)
	r.letGo()
}

// quick plays one act and takes its report, the hand still moving.
func (r *boardRig) quick(a boardfeed.Act) {
	r.t.Helper()
	if err := r.sim.Set(dgt.Square(a.Square), boardfeed.Code(a.Man)); err != nil {
		r.t.Fatal(err)
	}
	for {
		got := r.pump()
		if got.r.Kind == dgt.Clocked {
			continue
		}
		if got.r.Kind != dgt.Changed || got.r.Square != dgt.Square(a.Square) {
			r.t.Fatalf("%s: report kind %d on %s (%s)", a, got.r.Kind, got.r.Square, r.m.status.msg)
		}
		return
	}
}

func (r *boardRig) lift(sq string) { r.act(boardfeed.Act{Square: mustSquare(sq)}) }
func (r *boardRig) place(sq string, man byte) {
	r.act(boardfeed.Act{Square: mustSquare(sq), Man: manOf(man)})
}

// move plays a move by hand; a capture takes the man off first when
// takeFirst.
func (r *boardRig) move(uci string, takeFirst bool) {
	r.t.Helper()
	var board [64]chess.Piece
	for sq := range chess.Square(64) {
		board[sq] = r.m.game.PieceAt(sq)
	}
	var promo byte
	if len(uci) == 5 {
		promo = uci[4]
	}
	acts, err := boardfeed.MoveActs(board, mustSquare(uci[:2]), mustSquare(uci[2:4]), promo, takeFirst)
	if err != nil {
		r.t.Fatal(err)
	}
	for _, a := range acts {
		r.act(a)
	}
}

// typed is a line the umpire types on the command line.
func (r *boardRig) typed(line string) { r.m = command(r.m, line) }

func manOf(letter byte) chess.Piece {
	c, _ := dgt.CodeOf(letter)
	m := c.Man()
	if m >= 'a' {
		return chess.Piece{Color: chess.Black, Kind: m - 0x20}
	}
	return chess.Piece{Color: chess.White, Kind: m}
}

// operaMoves is the Opera Game, Paris 1858; "+" marks a check the umpire
// types, since the board cannot hear it.
var operaMoves = strings.Fields(`e2e4 e7e5 g1f3 d7d6 d2d4 c8g4 d4e5 g4f3 d1f3 d6e5 f1c4 g8f6 f3b3 d8e7
	b1c3 c7c6 c1g5 b7b5 c3b5 c6b5 c4b5+ b8d7 e1c1 a8d8 d1d7 d8d7 h1d1 e7e6 b5d7+ f6d7 b3b8+ d7b8 d1d8+`)

// playOpera plays the Opera Game on the board: the Queen lifted and put
// back before 5.Qxf3, an adverse man lifted that cannot be taken before
// 6.Bc4 (Black waives the penalty, typed), captures taken both ways.
func playOpera(r *boardRig) {
	r.t.Helper()
	for i, mv := range operaMoves {
		check := strings.HasSuffix(mv, "+")
		mv = strings.TrimSuffix(mv, "+")
		switch i {
		case 8: // 5.Qxf3
			r.lift("d1")
			r.place("d1", 'Q')
		case 10: // 6.Bc4
			r.lift("h7")
			if !strings.Contains(r.m.status.msg, "ruling #1: an adverse man touched that cannot legally be taken") {
				r.t.Fatalf("no ruling on the adverse man lifted: %s", r.m.status.msg)
			}
			r.place("h7", 'p')
			r.typed("B waive")
		}
		r.move(mv, i%4 == 0)
		if check {
			r.typed("W say check")
		}
		if len(r.m.boardDiffs()) != 0 {
			r.t.Fatalf("after %s the board differs: %s", mv, boardfeed.DiffText(r.m.boardDiffs()))
		}
	}
}

// ruledReport is a script's report under a code, event numbers left out
// (the board records a move as a touch and a release).
func ruledReport(t *testing.T, text, code string) string {
	t.Helper()
	s, err := incidents.ParseString(text)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	g, err := incidents.Run(s, code)
	if err != nil {
		t.Fatalf("%s: %v\n%s", code, err, text)
	}
	rep := g.Report()
	for i := range rep.Rulings {
		rep.Rulings[i].Event = 0
	}
	b, _ := json.MarshalIndent(rep, "", " ")
	return string(b)
}

// TestBoardOperaGame: the Opera Game played by lifts and placements on a
// simulated board, read through the serial code on a pseudo-terminal,
// makes a journal that is ruled as the same acts typed, under every code.
func TestBoardOperaGame(t *testing.T) {
	t.Parallel() // waits on the simulated board: runs beside the long tests
	typed, err := os.ReadFile(filepath.Join("testdata", "opera-typed.inc"))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range law.Codes() {
		t.Run(c.ID, func(t *testing.T) {
			r := newBoardRig(t, c.ID, dgt.Initial, "")
			if !strings.Contains(r.m.status.msg, "still typed") {
				t.Fatalf("the screen does not say what the board cannot see: %s", r.m.status.msg)
			}
			playOpera(r)
			if res, _ := r.m.game.Ending(); res != "1-0" {
				t.Fatalf("result %s, want 1-0 (mate)", res)
			}
			// The men set up again after the mate are not recorded.
			n := len(r.m.track.entries)
			r.lift("d8")
			r.place("a1", 'R')
			if len(r.m.track.entries) != n || !strings.Contains(r.m.status.msg, "game is over") || strings.Contains(r.m.View(), "Set the board right") {
				t.Fatalf("after the mate: %d events (want %d), %s", len(r.m.track.entries), n, r.m.status.msg)
			}
			journal, err := os.ReadFile(r.jpath)
			if err != nil {
				t.Fatal(err)
			}
			text := string(journal)
			if n := strings.Count(text, "# "+boardSource+"\n"); n < 2*len(operaMoves) {
				t.Fatalf("%d lines marked as from the board, want at least %d:\n%s", n, 2*len(operaMoves), text)
			}
			// Kept as testdata: cmd/arbiter rules it with `arbiter rule`.
			golden(t, "board-opera-"+c.ID, text)
			board, want := ruledReport(t, text, ""), ruledReport(t, "[Code \""+c.ID+"\"]\n"+string(typed), c.ID)
			if board != want {
				t.Fatalf("the board's journal is ruled\n%s\nthe same acts typed\n%s\njournal:\n%s", board, want, text)
			}
		})
	}
}

// clockSays sends the clock's times and takes its report.
func (r *boardRig) clockSays(c dgt.Clock) {
	r.t.Helper()
	if err := r.sim.Clock(c); err != nil {
		r.t.Fatal(err)
	}
	for got := r.pump(); got.r.Kind != dgt.Clocked; got = r.pump() {
		if got.r.Kind != dgt.Changed {
			r.t.Fatalf("waiting for the clock: report kind %d (%v)", got.r.Kind, got.r.Err)
		}
	}
}

// TestBoardRealHands: the Opera Game played on the simulated board as
// real hands play it, read through the serial code on a pseudo-terminal:
// every capture in one scan, men slid (resting on the square before their
// last), castling Rook first with both hands, and the clock's times
// between the acts. Every ply is recorded as played, ruled as the moves
// typed, and the clock is shown by colour.
func TestBoardRealHands(t *testing.T) {
	t.Parallel()
	r := newBoardRig(t, "bca1862", dgt.Initial, "")
	white, black := 5*time.Minute, 5*time.Minute
	var typed strings.Builder
	for i, mv := range operaMoves {
		check := strings.HasSuffix(mv, "+")
		mv = strings.TrimSuffix(mv, "+")
		whiteMoves := i%2 == 0
		// The clock runs for the side to move: White on the right.
		r.clockSays(dgt.Clock{Left: black, Right: white, Running: true, LeftToMove: !whiteMoves, RightToMove: whiteMoves})
		var board [64]chess.Piece
		for sq := range chess.Square(64) {
			board[sq] = r.m.game.PieceAt(sq)
		}
		acts, err := boardfeed.StyledActs(board, mustSquare(mv[:2]), mustSquare(mv[2:4]), 0,
			boardfeed.Style{OneScan: true, Slide: true, RookFirst: true})
		if err != nil {
			t.Fatal(err)
		}
		for j, a := range acts {
			if j == 1 {
				r.clockSays(dgt.Clock{Left: black, Right: white, Running: true, LeftToMove: !whiteMoves, RightToMove: whiteMoves})
			}
			r.quick(a)
		}
		r.letGo()
		if whiteMoves {
			white -= 3 * time.Second
		} else {
			black -= 2 * time.Second
		}
		who := map[bool]string{true: "W", false: "B"}[whiteMoves]
		typed.WriteString(who + " move " + mv + "\n")
		if check {
			r.typed(who + " say check")
			typed.WriteString(who + " say check\n")
		}
		if len(r.m.boardDiffs()) != 0 {
			t.Fatalf("after %s the board differs: %s (%s)", mv, boardfeed.DiffText(r.m.boardDiffs()), r.m.status.msg)
		}
	}
	if res, _ := r.m.game.Ending(); res != "1-0" {
		t.Fatalf("result %q, want 1-0 (mate)", res)
	}
	journal, err := os.ReadFile(r.jpath)
	if err != nil {
		t.Fatal(err)
	}
	if board, want := ruledReport(t, string(journal), ""), ruledReport(t, "[Code \"bca1862\"]\n"+typed.String(), "bca1862"); board != want {
		t.Fatalf("the board's journal is ruled\n%s\nthe moves typed\n%s\njournal:\n%s", board, want, journal)
	}
	if view := r.m.View(); !strings.Contains(view, "Clock: White 4:12, Black 4:28;") {
		t.Fatalf("the clock is not shown by colour:\n%s", view)
	}
}

// The man set down is let go by the settle timer itself, with no report
// after it: the release is recorded once it has stayed.
func TestBoardSettleTimer(t *testing.T) {
	t.Parallel()
	r := newBoardRig(t, "staunton1860", dgt.Initial, "")
	r.quick(boardfeed.Act{Square: mustSquare("e2")})
	r.quick(boardfeed.Act{Square: mustSquare("e4"), Man: manOf('P')})
	if got := strings.Join(events(r.m), "; "); got != "W touch e2" {
		t.Fatalf("released before it stayed: %s", got)
	}
	deadline := time.After(3 * time.Second)
	for strings.Join(events(r.m), "; ") != "W touch e2; W release e4" {
		select {
		case msg := <-r.msgs:
			nm, cmd := r.m.Update(msg)
			r.m = nm.(Model)
			r.launch(cmd)
		case <-deadline:
			t.Fatalf("not let go after 3 s: %s", strings.Join(events(r.m), "; "))
		}
	}
}
