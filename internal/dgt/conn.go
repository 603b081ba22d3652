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
	// Clocked: the clock attached to the board sent its times (Clock).
	Clocked
)

// Report is what the board told, or failed to tell.
type Report struct {
	Kind     ReportKind
	Position Position
	Square   Square
	Code     Code
	Clock    Clock
	Err      error
	// At is when the report's bytes were read: the feed times the hand's
	// acts by it (a man set down and lifted again at once was slid).
	At time.Time
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
	Answer time.Duration // no byte at all this long after a request is silence
	// Body: a board sends each message in one burst; a message whose rest
	// has not come this long after its first bytes never will (its header
	// was garble), and is reported unreadable.
	Body time.Duration
}

// DefaultTiming suits a board on a serial line at 9600 baud, where a dump
// takes some 70 ms and a field update 5.
var DefaultTiming = Timing{Probe: 3 * time.Second, Answer: 2 * time.Second, Body: 300 * time.Millisecond}

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
	if t.Body <= 0 {
		t.Body = DefaultTiming.Body
	}
	c := &Conn{port: p, timing: t, reports: make(chan Report, 64), chunks: make(chan []byte, 16),
		readErr: make(chan error, 1), done: make(chan struct{})}
	if err := c.send(CmdReset, CmdSendBoard, CmdUpdateNice); err != nil {
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

// loop reads the board through a Reader and asks for the whole position
// every Probe to tell silence and lost updates. A board that sends
// anything at all is not silent: silence is no byte for Answer after a
// request.
func (c *Conn) loop() {
	defer close(c.reports)
	rd := NewReader(c.timing, c.emit)
	asked, sent := time.Now(), time.Time{} // the first unanswered request, the last one
	probe := time.NewTicker(c.timing.Probe)
	checker := time.NewTicker(min(c.timing.Answer/4, c.timing.Body/2))
	defer probe.Stop()
	defer checker.Stop()
	for {
		select {
		case <-c.done:
			return
		case err := <-c.readErr:
			c.emit(Report{Kind: Lost, Position: rd.pos, Err: lostError(err), At: time.Now()})
			return
		case b := <-c.chunks:
			if rd.Feed(b, time.Now()) {
				asked = time.Time{}
			}
		case now := <-probe.C:
			// Ask again when the last request went unanswered (its dump
			// garbled or lost) or the board is silent.
			if asked.IsZero() || now.Sub(sent) > c.timing.Answer {
				if asked.IsZero() {
					asked = now
				}
				sent = now
				if err := c.send(CmdSendBoard, CmdUpdateNice); err != nil {
					c.emit(Report{Kind: Lost, Position: rd.pos, Err: lostError(err), At: now})
					return
				}
			}
		case now := <-checker.C:
			rd.Tick(now)
			if !asked.IsZero() && !rd.silent && now.Sub(asked) > c.timing.Answer && now.Sub(rd.heard) > c.timing.Answer {
				rd.silent = true
				c.emit(Report{Kind: Silent, Position: rd.pos, At: now,
					Err: fmt.Errorf("the board has sent nothing for %s", c.timing.Answer)})
			}
		}
	}
}

// Reader turns the bytes a board sends, as they arrive, into reports: the
// decoder, the position the updates describe, and the board's own timing
// (a message whose rest does not follow its first bytes within Body is
// reported unreadable and skipped). Conn reads a live board with it; the
// tests replay recorded streams, timings included, through the same code.
type Reader struct {
	timing  Timing
	emit    func(Report)
	dec     Decoder
	pos     Position
	known   bool      // pos holds a dump
	silent  bool      // Silent was reported and no dump has come since
	heard   time.Time // when the board last sent a byte
	pending time.Time // since when the decoder holds part of a message
}

// NewReader is a reader that hands its reports to emit.
func NewReader(t Timing, emit func(Report)) *Reader {
	if t.Body <= 0 {
		t.Body = DefaultTiming.Body
	}
	return &Reader{timing: t, emit: emit}
}

// Feed takes bytes read at now; it reports whether a board dump came.
func (r *Reader) Feed(b []byte, now time.Time) (dumped bool) {
	r.Tick(now) // a message left unfinished before these bytes came
	r.heard = now
	r.dec.Feed(b)
	return r.decode(now)
}

// Tick gives up on a message whose rest has not come within Body.
func (r *Reader) Tick(now time.Time) {
	if r.pending.IsZero() || now.Sub(r.pending) <= r.timing.Body {
		return
	}
	if err := r.dec.Expire(); err != nil {
		r.emit(Report{Kind: Garbled, Position: r.pos, Err: err, At: now})
	}
	r.pending = time.Time{}
	r.decode(now)
}

// Pending is the number of bytes held, waiting for the rest of a message.
func (r *Reader) Pending() int { return r.dec.Pending() }

// decode reads every whole message the decoder holds.
func (r *Reader) decode(now time.Time) (dumped bool) {
	for {
		msg, ok, err := r.dec.Next()
		if err != nil {
			r.emit(Report{Kind: Garbled, Position: r.pos, Err: err, At: now})
			continue
		}
		if !ok {
			break
		}
		dumped = r.take(msg, now) || dumped
	}
	switch {
	case r.dec.Pending() == 0:
		r.pending = time.Time{}
	case r.pending.IsZero():
		r.pending = now
	}
	return dumped
}

// take applies one message to the position kept.
func (r *Reader) take(msg Message, now time.Time) (dumped bool) {
	garbled := func(err error) { r.emit(Report{Kind: Garbled, Position: r.pos, Err: err, At: now}) }
	switch msg.ID {
	case MsgBoardDump:
		p, err := Dump(msg)
		if err != nil {
			garbled(err)
			return false
		}
		if !r.known || r.silent || p != r.pos {
			r.pos, r.known, r.silent = p, true, false
			r.emit(Report{Kind: Dumped, Position: p, At: now})
		}
		return true
	case MsgFieldUpdate:
		sq, code, err := Field(msg)
		if err != nil {
			garbled(err)
			return false
		}
		// While silent, the dump asked for says the board is back.
		r.pos[sq] = code
		r.emit(Report{Kind: Changed, Position: r.pos, Square: sq, Code: code, At: now})
	case MsgBWTime:
		clk, ok, err := ClockOf(msg)
		if err != nil {
			garbled(err)
			return false
		}
		if ok {
			r.emit(Report{Kind: Clocked, Position: r.pos, Clock: clk, At: now})
		}
	}
	// Any other message (a serial number, a version) is set aside.
	return false
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
