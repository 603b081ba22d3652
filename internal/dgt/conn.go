package dgt

import (
	"errors"
	"fmt"
	"io"
	"sync"
	"time"

	"go.bug.st/serial"
)

// ReportKind says what a Report tells.
type ReportKind int8

const (
	// Dumped: the board sent the whole position (Position). The first
	// report of a connection is one; later ones come when the position
	// differs from what the field updates said, or the board answers
	// again after it fell silent.
	Dumped ReportKind = iota
	// Changed: a square changed (Square, Code); Position is the board after it.
	Changed
	// Garbled: bytes that made no message were skipped (Err).
	Garbled
	// Silent: the board has not answered a request for the position
	// within the time allowed: switched off, or the cable out.
	Silent
	// Lost: the device cannot be read any more (Err): unplugged. No report follows.
	Lost
)

// Report is what the board told, or failed to tell.
type Report struct {
	Kind     ReportKind
	Position Position
	Square   Square
	Code     Code
	Err      error
}

// Port is the device a board speaks on: go.bug.st/serial's port, or in
// tests any byte stream.
type Port interface {
	io.ReadWriteCloser
}

// Timing is how often the board is asked for its position and how long an
// answer may take. The position is asked for again and again because a
// board in update mode says nothing while nobody moves: only a request
// tells a quiet board from a dead one, and the answer shows any update
// lost on the way.
type Timing struct {
	Probe  time.Duration // between requests for the position
	Answer time.Duration // an answer later than this is silence
}

// DefaultTiming suits a board on a serial line at 9600 baud, where a dump
// takes some 70 ms.
var DefaultTiming = Timing{Probe: 3 * time.Second, Answer: 2 * time.Second}

// Conn is an open board: its reports arrive on Reports until Close.
type Conn struct {
	port    Port
	timing  Timing
	reports chan Report
	chunks  chan []byte
	readErr chan error
	done    chan struct{}
	once    sync.Once
	wmu     sync.Mutex
}

// Open opens the board on the serial device path (9600 baud, 8N1, as
// every DGT board with a serial or USB line speaks), resets it, asks for
// the position and puts it in update mode.
func Open(path string, t Timing) (*Conn, error) {
	p, err := serial.Open(path, &serial.Mode{BaudRate: 9600, DataBits: 8, Parity: serial.NoParity, StopBits: serial.OneStopBit})
	if err != nil {
		return nil, fmt.Errorf("board %s: %w", path, err)
	}
	c, err := Start(p, t)
	if err != nil {
		return nil, fmt.Errorf("board %s: %w", path, err)
	}
	return c, nil
}

// Start speaks to a board on an open port: it resets it, asks for the
// position and for updates, and reads it until Close or until it is lost.
func Start(p Port, t Timing) (*Conn, error) {
	if t.Probe <= 0 || t.Answer <= 0 {
		t = DefaultTiming
	}
	c := &Conn{port: p, timing: t, reports: make(chan Report, 64), chunks: make(chan []byte, 16),
		readErr: make(chan error, 1), done: make(chan struct{})}
	if err := c.send(CmdReset, CmdSendBoard, CmdUpdateBoard); err != nil {
		p.Close()
		return nil, fmt.Errorf("write: %w", err)
	}
	go c.read()
	go c.loop()
	return c, nil
}

// Reports are the board's reports, in order; the channel is closed after
// Lost or Close.
func (c *Conn) Reports() <-chan Report { return c.reports }

// Close stops reading and closes the device.
func (c *Conn) Close() error {
	var err error
	c.once.Do(func() {
		close(c.done)
		err = c.port.Close()
	})
	return err
}

func (c *Conn) send(cmds ...byte) error {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	_, err := c.port.Write(cmds)
	return err
}

// read hands what the port gives to loop; it ends on the first error.
func (c *Conn) read() {
	buf := make([]byte, 256)
	for {
		n, err := c.port.Read(buf)
		if n > 0 {
			select {
			case c.chunks <- append([]byte(nil), buf[:n]...):
			case <-c.done:
				return
			}
		}
		if err == nil && n == 0 {
			// go.bug.st/serial returns 0, nil when the port was closed
			// or a read timeout passed; neither is set here, so it is a
			// hang-up (a pseudo-terminal's other end closed).
			err = io.EOF
		}
		if err != nil {
			c.readErr <- err
			return
		}
	}
}

// loop decodes the bytes read, keeps the position the updates describe,
// and asks for the whole position every Probe to tell silence and lost
// updates.
func (c *Conn) loop() {
	defer close(c.reports)
	var (
		dec     Decoder
		pos     Position
		known   bool // pos holds a dump
		silent  bool
		asked   time.Time // when the position was asked for and not yet answered
		probe   = time.NewTicker(c.timing.Probe)
		checker = time.NewTicker(c.timing.Answer / 4)
	)
	defer probe.Stop()
	defer checker.Stop()
	asked = time.Now()
	for {
		select {
		case <-c.done:
			return
		case err := <-c.readErr:
			c.emit(Report{Kind: Lost, Position: pos, Err: lostError(err)})
			return
		case b := <-c.chunks:
			dec.Feed(b)
			for {
				msg, ok, err := dec.Next()
				if err != nil {
					c.emit(Report{Kind: Garbled, Position: pos, Err: err})
					continue
				}
				if !ok {
					break
				}
				c.take(msg, &pos, &known, &silent, &asked)
			}
		case <-probe.C:
			if asked.IsZero() || silent {
				if asked.IsZero() {
					asked = time.Now()
				}
				if err := c.send(CmdSendBoard, CmdUpdateBoard); err != nil {
					c.emit(Report{Kind: Lost, Position: pos, Err: lostError(err)})
					return
				}
			}
		case now := <-checker.C:
			if !asked.IsZero() && !silent && now.Sub(asked) > c.timing.Answer {
				silent = true
				c.emit(Report{Kind: Silent, Position: pos,
					Err: fmt.Errorf("the board has not answered for %s", c.timing.Answer)})
			}
		}
	}
}

// take applies one message to the position kept.
func (c *Conn) take(msg Message, pos *Position, known, silent *bool, asked *time.Time) {
	switch msg.ID {
	case MsgBoardDump:
		p, err := Dump(msg)
		if err != nil {
			c.emit(Report{Kind: Garbled, Position: *pos, Err: err})
			return
		}
		*asked = time.Time{}
		if !*known || *silent || p != *pos {
			*pos, *known, *silent = p, true, false
			c.emit(Report{Kind: Dumped, Position: p})
		}
	case MsgFieldUpdate:
		sq, code, err := Field(msg)
		if err != nil {
			c.emit(Report{Kind: Garbled, Position: *pos, Err: err})
			return
		}
		// While silent, the dump asked for says the board is back.
		pos[sq] = code
		c.emit(Report{Kind: Changed, Position: *pos, Square: sq, Code: code})
	}
	// Any other message (the clock's times, a serial number) is set aside.
}

// emit delivers a report unless the connection is closing. The buffer is
// large; a reader that stops reading stops the board, not the program.
func (c *Conn) emit(r Report) {
	select {
	case c.reports <- r:
	case <-c.done:
	}
}

// ErrLost is wrapped by the error of a Lost report.
var ErrLost = errors.New("board lost")

func lostError(err error) error {
	if errors.Is(err, io.EOF) {
		return fmt.Errorf("%w: the device closed (unplugged?)", ErrLost)
	}
	return fmt.Errorf("%w: %v", ErrLost, err)
}
