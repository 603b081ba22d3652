package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/boardfeed"
	"github.com/arbiter-chess/arbiter/internal/dgt"
	"github.com/arbiter-chess/arbiter/internal/rules"
	"github.com/arbiter-chess/arbiter/internal/ui"
)

// boardSimHelp is what board-sim reads on its standard input.
const boardSimHelp = `lines read:
  e2e4, e7e8q        a move by hand: the man lifted and set down (a capture lifts the mover's man first;
                     castling moves the King, then the Rook; en passant lifts the pawn taken after)
  take e4d5          a capture, the man taken lifted off first
  lift e2            a man lifted
  place e4 P         a man set down (FEN letter: P N B R Q K white, p n b r q k black)
  garble             bytes that make no message
  mute, speak        the board falls silent, or answers again
  show               the board as it stands
  quit               unplug the board (end of input does too)
`

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
	_, err := rules.New(rules.Setup{Code: rules.DefaultCode, FEN: fen})
	return err
}

// cmdBoardSim runs a simulated DGT board on a pseudo-terminal: arbiter
// --board opens its device as it would a board's, and the lines read here
// move its men.
func cmdBoardSim(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("board-sim", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fen := fs.String("fen", "", "the position the board shows (default: the initial position)")
	if err := parseFlags(fs, args); err != nil {
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
		if err := simLine(sim, line, stdout); err != nil {
			fmt.Fprintf(stdout, "%s: %v\n", line, err)
		}
	}
	fmt.Fprintln(stdout, "Board unplugged.")
	return exitOK
}

// simLine does what one line says.
func simLine(sim *dgt.Sim, line string, out io.Writer) error {
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
	case len(f) == 1 || (len(f) == 2 && f[0] == "take"):
		return simMove(sim, f[len(f)-1], f[0] == "take", out)
	}
	return fmt.Errorf("not understood\n%s", boardSimHelp)
}

// simMove plays a move by hand, act by act.
func simMove(sim *dgt.Sim, uci string, takeFirst bool, out io.Writer) error {
	uci = strings.ToLower(uci)
	from, ok1 := rules.ParseSquare(uci[:min(2, len(uci))])
	to, ok2 := rules.ParseSquare(uci[min(2, len(uci)):min(4, len(uci))])
	if !ok1 || !ok2 || len(uci) > 5 {
		return fmt.Errorf("not a move (e2e4, e7e8q)")
	}
	var promo byte
	if len(uci) == 5 {
		promo = uci[4]
	}
	var board [64]rules.Piece
	for sq, c := range sim.Position() {
		board[sq] = boardfeed.Man(c)
	}
	acts, err := boardfeed.MoveActs(board, from, to, promo, takeFirst)
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
