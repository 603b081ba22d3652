package dgt

import (
	"errors"
	"fmt"
	"io"
	"sync"
)

// Sim is a simulated DGT board: it answers the commands arbiter sends on
// a byte stream (in tests, the master end of a pseudo-terminal) as a board
// does, and reports men lifted and set down as field updates while in
// update mode. It serves the tests and `arbiter board-sim`.
type Sim struct {
	rw io.ReadWriter

	mu       sync.Mutex
	pos      Position
	updating bool // update mode: changes are sent as field updates
	clocking bool // and the clock's times as time messages
	mute     bool // a silent board: commands are read and not answered
	log      []byte
	err      error
	done     chan struct{}
}

// NewSim is a board holding pos, speaking on rw. Serve must run for it to
// answer.
func NewSim(rw io.ReadWriter, pos Position) *Sim {
	return &Sim{rw: rw, pos: pos, done: make(chan struct{})}
}

// Serve reads commands until the stream ends, answering each. It returns
// the read error that ended it (io.EOF or EIO when the other end closed).
func (s *Sim) Serve() error {
	defer close(s.done)
	buf := make([]byte, 64)
	for {
		n, err := s.rw.Read(buf)
		for _, cmd := range buf[:n] {
			if werr := s.command(cmd); werr != nil {
				s.setErr(werr)
				return werr
			}
		}
		if err != nil {
			s.setErr(err)
			return err
		}
	}
}

// Done is closed when Serve returns.
func (s *Sim) Done() <-chan struct{} { return s.done }

func (s *Sim) setErr(err error) {
	s.mu.Lock()
	s.err = err
	s.mu.Unlock()
}

// command answers one command byte.
func (s *Sim) command(cmd byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.mute {
		return nil
	}
	switch cmd {
	case CmdReset:
		s.updating, s.clocking = false, false
	case CmdSendBoard:
		return s.write(DumpMessage(s.pos))
	case CmdUpdateBoard:
		s.updating, s.clocking = true, false
	case CmdSendUpdate, CmdUpdateNice:
		s.updating, s.clocking = true, true
	}
	// Other commands (the clock, the serial number) a board this simple
	// does not answer.
	return nil
}

// write sends bytes to the reader; the caller holds mu.
func (s *Sim) write(b []byte) error {
	s.log = append(s.log, b...)
	if _, err := s.rw.Write(b); err != nil {
		return fmt.Errorf("sim: write: %w", err)
	}
	return nil
}

// ErrNotUpdating: a man was moved on a board not in update mode; the
// change is kept but not sent, as a real board does.
var ErrNotUpdating = errors.New("the board is not in update mode (no arbiter has opened it): nothing sent")

// Set puts c on sq (Empty lifts the man there) and sends the field update.
func (s *Sim) Set(sq Square, c Code) error {
	if sq < 0 || sq > 63 || !c.Valid() {
		return fmt.Errorf("sim: bad square %d or code %d", sq, c)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.pos[sq] = c
	if s.mute {
		return nil
	}
	if !s.updating {
		return ErrNotUpdating
	}
	return s.write(FieldMessage(sq, c))
}

// Clock sends the clock's times, as a board in update mode with a clock
// attached does every second; a board asked for updates without times
// (0x44) sends nothing.
func (s *Sim) Clock(c Clock) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.mute || !s.clocking {
		return nil
	}
	return s.write(ClockMessage(c))
}

// Lift takes the man off sq.
func (s *Sim) Lift(sq Square) error { return s.Set(sq, Empty) }

// Place sets c down on sq.
func (s *Sim) Place(sq Square, c Code) error { return s.Set(sq, c) }

// At is the man on sq.
func (s *Sim) At(sq Square) Code {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.pos[sq]
}

// Position is the board as it stands.
func (s *Sim) Position() Position {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.pos
}

// Raw sends bytes as they are: garble, in tests.
func (s *Sim) Raw(b []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.write(b)
}

// Mute makes the board silent (true) or speak again (false).
func (s *Sim) Mute(on bool) {
	s.mu.Lock()
	s.mute = on
	s.mu.Unlock()
}

// Sent is every byte the board has sent: a recorded stream, to replay.
func (s *Sim) Sent() []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]byte(nil), s.log...)
}

// ParseSquare reads "a1" … "h8".
func ParseSquare(t string) (Square, bool) {
	if len(t) != 2 || t[0] < 'a' || t[0] > 'h' || t[1] < '1' || t[1] > '8' {
		return 0, false
	}
	return Square(int(t[0]-'a') + 8*int(t[1]-'1')), true
}

// PositionOf reads the men of a FEN (its first field).
func PositionOf(fen string) (Position, error) {
	var p Position
	rank, file := 7, 0
	for i := 0; i < len(fen) && fen[i] != ' '; i++ {
		ch := fen[i]
		switch {
		case ch == '/':
			if file != 8 || rank == 0 {
				return Position{}, fmt.Errorf("FEN %q: rank %d has %d squares", fen, rank+1, file)
			}
			rank, file = rank-1, 0
		case ch >= '1' && ch <= '8':
			file += int(ch - '0')
		default:
			c, ok := CodeOf(ch)
			if !ok || file > 7 {
				return Position{}, fmt.Errorf("FEN %q: bad %q on rank %d", fen, ch, rank+1)
			}
			p[Square(file+8*rank)] = c
			file++
		}
		if file > 8 {
			return Position{}, fmt.Errorf("FEN %q: rank %d has more than 8 squares", fen, rank+1)
		}
	}
	if rank != 0 || file != 8 {
		return Position{}, fmt.Errorf("FEN %q: not 8 ranks of 8 squares", fen)
	}
	return p, nil
}

// Initial is the position at the start of a game.
var Initial, _ = PositionOf("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR")
