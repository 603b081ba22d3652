package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/arbiter-chess/arbiter/internal/boardfeed"
	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/dgt"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/rules"
	"github.com/arbiter-chess/arbiter/internal/ui"
)

// boardSimHelp is what board-sim reads on its standard input.
const boardSimHelp = `lines read:
  e2e4, e7e8q        a move by hand: the man lifted and set down (a capture lifts the mover's man first;
                     castling moves the King, then the Rook; en passant lifts the pawn taken after)
  take e4d5          a capture, the man taken lifted off first
  scan e4d5          a capture in one scan: the man set down as the man taken is lifted (one update)
  slide d2d4         the man slid, resting a moment on the square before its last
  rook e1g1          castling Rook first: Rook lifted, King lifted, Rook set down, King set down
  clock 5:00 5:00    the clock attached, White's time on the right, Black's on the left; White's runs
  press              the clock's button: the other side's time runs
  lift e2            a man lifted
  place e4 P         a man set down (FEN letter: P N B R Q K white, p n b r q k black)
  garble             bytes that make no message
  mute, speak        the board falls silent, or answers again
  show               the board as it stands
  quit               unplug the board (end of input does too)
`

// settleFlag is --board-settle: a duration, 0 for none (kept as -1, since
// ui.Options reads 0 as the default).
type settleFlag struct{ d *time.Duration }

func (f settleFlag) String() string {
	if f.d == nil || *f.d == 0 {
		return boardfeed.DefaultSettle.String()
	}
	return max(*f.d, 0).String()
}

func (f settleFlag) Set(s string) error {
	d, err := time.ParseDuration(s)
	switch {
	case err != nil:
		return fmt.Errorf("a duration, e.g. 500ms or 1s")
	case d < 0 || d > 10*time.Second:
		return fmt.Errorf("from 0 to 10s")
	case d == 0:
		d = -1
	}
	*f.d = d
	return nil
}

// checkBoardFlags refuses a bad --board-white before the screen opens.
func checkBoardFlags(opts *ui.Options, stderr io.Writer) bool {
	switch opts.BoardWhite {
	case "", "auto", "near", "far":
		return true
	}
	fmt.Fprintf(stderr, "arbiter: --board-white %q: near, far or auto\n", shortArg(opts.BoardWhite))
	return false
}

// gamePosition refuses a position no game could reach (three Kings, a side
// without its King, a pawn on its own first rank), as arbiter itself
// would: the board set up so could never be followed. A FEN of the men
// alone is taken with White to move.
func gamePosition(fen string) error {
	if len(strings.Fields(fen)) == 1 {
		fen += " w - - 0 1"
	}
	_, err := rules.New(rules.Setup{Code: law.DefaultCode, FEN: fen})
	return err
}

// cmdBoardSim runs a simulated DGT board on a pseudo-terminal: arbiter
// --board opens its device as it would a board's, and the lines read here
// move its men.
func cmdBoardSim(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("board-sim", stderr)
	fen := fs.String("fen")
	if err := fs.Parse(args); err != nil {
		return exitInput
	}
	pos := dgt.Initial
	if *fen != "" {
		p, err := dgt.PositionOf(*fen)
		if err == nil {
			err = gamePosition(*fen)
		}
		if err != nil {
			fmt.Fprintf(stderr, "arbiter: board-sim: %v\n", err)
			return exitInput
		}
		pos = p
	}
	pty, err := dgt.OpenPTY()
	if err != nil {
		fmt.Fprintf(stderr, "arbiter: board-sim: %v\n", err)
		return exitSystem
	}
	defer pty.Close()
	sim := dgt.NewSim(pty.Master, pos)
	go sim.Serve()
	clk := newSimClock(sim)
	defer clk.stop()
	fmt.Fprintf(stdout, "A simulated DGT board is on %s: arbiter --board %s\n%s", pty.Path, pty.Path, boardSimHelp)
	sc := bufio.NewScanner(stdin)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "quit" {
			break
		}
		if line == "" {
			continue
		}
		if err := simLine(sim, clk, line, stdout); err != nil {
			fmt.Fprintf(stdout, "%s: %v\n", line, err)
		}
	}
	fmt.Fprintln(stdout, "Board unplugged.")
	return exitOK
}

// simLine does what one line says.
func simLine(sim *dgt.Sim, clk *simClock, line string, out io.Writer) error {
	f := strings.Fields(line)
	square := func(s string) (dgt.Square, error) {
		sq, ok := dgt.ParseSquare(strings.ToLower(s))
		if !ok {
			return 0, fmt.Errorf("bad square %q", shortArg(s))
		}
		return sq, nil
	}
	switch {
	case f[0] == "garble":
		return sim.Raw([]byte{0x05, 0x13, 0x7f}) // no header: reported at once
	case f[0] == "mute" || f[0] == "speak":
		sim.Mute(f[0] == "mute")
		return nil
	case f[0] == "show":
		fmt.Fprint(out, showPosition(sim.Position()))
		return nil
	case f[0] == "lift" && len(f) == 2:
		sq, err := square(f[1])
		if err != nil {
			return err
		}
		return sim.Lift(sq)
	case f[0] == "place" && len(f) == 3:
		sq, err := square(f[1])
		if err != nil {
			return err
		}
		c, ok := dgt.CodeOf(f[2][0])
		if len(f[2]) != 1 || !ok {
			return fmt.Errorf("bad man %q (P N B R Q K, p n b r q k)", shortArg(f[2]))
		}
		return sim.Place(sq, c)
	case f[0] == "clock" && len(f) == 3:
		return clk.start(f[1], f[2])
	case f[0] == "press" && len(f) == 1:
		return clk.press()
	case len(f) == 1:
		return simMove(sim, f[0], boardfeed.Style{}, out)
	case len(f) == 2 && moveStyles[f[0]] != nil:
		return simMove(sim, f[1], *moveStyles[f[0]], out)
	}
	return fmt.Errorf("not understood\n%s", boardSimHelp)
}

// moveStyles are the words that say how a hand makes a move.
var moveStyles = map[string]*boardfeed.Style{
	"take":  {TakeFirst: true},
	"scan":  {OneScan: true},
	"slide": {Slide: true},
	"rook":  {RookFirst: true},
}

// simMove plays a move by hand, act by act.
func simMove(sim *dgt.Sim, uci string, st boardfeed.Style, out io.Writer) error {
	uci = strings.ToLower(uci)
	from, ok1 := chess.ParseSquare(uci[:min(2, len(uci))])
	to, ok2 := chess.ParseSquare(uci[min(2, len(uci)):min(4, len(uci))])
	if !ok1 || !ok2 || len(uci) > 5 {
		return fmt.Errorf("not a move (e2e4, e7e8q)")
	}
	var promo byte
	if len(uci) == 5 {
		promo = uci[4]
	}
	var board [64]chess.Piece
	for sq, c := range sim.Position() {
		board[sq] = boardfeed.Man(c)
	}
	acts, err := boardfeed.StyledActs(board, from, to, promo, st)
	if err != nil {
		return err
	}
	var done []string
	unsent := false
	for _, a := range acts {
		err := sim.Set(dgt.Square(a.Square), boardfeed.Code(a.Man))
		if errors.Is(err, dgt.ErrNotUpdating) {
			unsent = true // the men move all the same, as on a real board
		} else if err != nil {
			return err
		}
		done = append(done, a.String())
	}
	fmt.Fprintln(out, strings.Join(done, ", "))
	if unsent {
		return dgt.ErrNotUpdating
	}
	return nil
}

// showPosition draws the board in FEN letters, White at the bottom.
func showPosition(p dgt.Position) string {
	var b strings.Builder
	for r := 7; r >= 0; r-- {
		fmt.Fprintf(&b, "%d ", r+1)
		for f := 0; f < 8; f++ {
			m := p[dgt.Square(f+8*r)].Man()
			if m == 0 {
				m = '.'
			}
			b.WriteByte(' ')
			b.WriteByte(m)
		}
		b.WriteByte('\n')
	}
	b.WriteString("   a b c d e f g h\n")
	return b.String()
}

// simClock is a clock attached to the simulated board: it sends its times
// every second, as a board in update mode does, the running side's going
// down.
type simClock struct {
	sim  *dgt.Sim
	mu   sync.Mutex
	c    dgt.Clock
	on   bool
	last time.Time // when the running side's time was last taken down
	quit chan struct{}
	done chan struct{}
}

func newSimClock(sim *dgt.Sim) *simClock {
	k := &simClock{sim: sim, quit: make(chan struct{}), done: make(chan struct{})}
	go k.run()
	return k
}

func (k *simClock) run() {
	defer close(k.done)
	t := time.NewTicker(time.Second)
	defer t.Stop()
	for {
		select {
		case <-k.quit:
			return
		case now := <-t.C:
			k.mu.Lock()
			if k.on {
				k.spend(now)
				k.sim.Clock(k.c) // a board not asked for times sends none
			}
			k.mu.Unlock()
		}
	}
}

// spend takes the time since last off the running side; mu is held.
func (k *simClock) spend(now time.Time) {
	d := now.Sub(k.last)
	k.last = now
	if k.c.RightToMove {
		k.c.Right = max(k.c.Right-d, 0)
	} else {
		k.c.Left = max(k.c.Left-d, 0)
	}
}

func (k *simClock) stop() {
	close(k.quit)
	<-k.done
}

// start sets White's time (the right side) and Black's (the left) and
// starts White's.
func (k *simClock) start(white, black string) error {
	w, err := parseClockTime(white)
	if err != nil {
		return err
	}
	b, err := parseClockTime(black)
	if err != nil {
		return err
	}
	k.mu.Lock()
	defer k.mu.Unlock()
	k.c = dgt.Clock{Right: w, Left: b, Running: true, RightToMove: true}
	k.on, k.last = true, time.Now()
	return k.sim.Clock(k.c)
}

// press is the clock's button: the other side runs.
func (k *simClock) press() error {
	k.mu.Lock()
	defer k.mu.Unlock()
	if !k.on {
		return errors.New("no clock: start one with clock 5:00 5:00")
	}
	k.spend(time.Now())
	k.c.LeftToMove, k.c.RightToMove = !k.c.LeftToMove, !k.c.RightToMove
	return k.sim.Clock(k.c)
}

// parseClockTime reads 5:00 or 1:30:00.
func parseClockTime(s string) (time.Duration, error) {
	parts := strings.Split(s, ":")
	if len(parts) < 2 || len(parts) > 3 {
		return 0, fmt.Errorf("bad time %q (5:00, 1:30:00)", shortArg(s))
	}
	var d time.Duration
	for i, p := range parts {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 || (i > 0 && n > 59) {
			return 0, fmt.Errorf("bad time %q (5:00, 1:30:00)", shortArg(s))
		}
		d = d*60 + time.Duration(n)
	}
	if d >= 10*3600 {
		return 0, fmt.Errorf("bad time %q: a clock shows under 10 hours", shortArg(s))
	}
	return d * time.Second, nil
}
