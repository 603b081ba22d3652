package dgt

import (
	"errors"
	"runtime"
	"testing"
	"time"
)

// simOnPTY starts a simulated board holding pos on a pseudo-terminal and
// opens it with the real serial code.
func simOnPTY(t *testing.T, pos Position, tm Timing) (*Sim, *Conn, func()) {
	t.Helper()
	if runtime.GOOS != "linux" {
		t.Skip("pseudo-terminals are opened on Linux only")
	}
	pty, err := OpenPTY()
	if err != nil {
		t.Skipf("no pseudo-terminal here: %v", err)
	}
	sim := NewSim(pty.Master, pos)
	go sim.Serve()
	c, err := Open(pty.Path, tm)
	if err != nil {
		pty.Close()
		t.Fatalf("open %s: %v", pty.Path, err)
	}
	t.Cleanup(func() { c.Close(); pty.Close() })
	return sim, c, func() { pty.Close() }
}

func next(t *testing.T, c *Conn) Report {
	t.Helper()
	select {
	case r, ok := <-c.Reports():
		if !ok {
			t.Fatal("reports closed")
		}
		return r
	case <-time.After(5 * time.Second):
		t.Fatal("no report in 5 s")
	}
	return Report{}
}

// waitUpdating waits until the simulator has read the command for updates.
func waitUpdating(t *testing.T, s *Sim) {
	t.Helper()
	for range 500 {
		s.mu.Lock()
		on := s.updating
		s.mu.Unlock()
		if on {
			return
		}
		time.Sleep(2 * time.Millisecond)
	}
	t.Fatal("the board was never put in update mode")
}

func TestConnOnPTY(t *testing.T) {
	sim, c, unplug := simOnPTY(t, Initial, Timing{Probe: 150 * time.Millisecond, Answer: time.Second})
	r := next(t, c)
	if r.Kind != Dumped || r.Position != Initial {
		t.Fatalf("first report = %+v, want the initial position dumped", r.Kind)
	}
	waitUpdating(t, sim)
	e2, _ := ParseSquare("e2")
	e4, _ := ParseSquare("e4")
	if err := sim.Lift(e2); err != nil {
		t.Fatal(err)
	}
	if err := sim.Place(e4, WPawn); err != nil {
		t.Fatal(err)
	}
	for _, want := range []struct {
		sq   Square
		code Code
	}{{e2, Empty}, {e4, WPawn}} {
		r := next(t, c)
		if r.Kind != Changed || r.Square != want.sq || r.Code != want.code {
			t.Fatalf("report = kind %d %s %s, want %s %s", r.Kind, r.Square, r.Code, want.sq, want.code)
		}
	}
	// Garble, then a good update: the garble is reported, the update read.
	if err := sim.Raw([]byte{0x01, 0x02, 0x8e, 0x00}); err != nil {
		t.Fatal(err)
	}
	if err := sim.Lift(e4); err != nil {
		t.Fatal(err)
	}
	r = next(t, c)
	if r.Kind != Garbled || !errors.Is(r.Err, ErrGarbled) {
		t.Fatalf("report = %d %v, want garbled", r.Kind, r.Err)
	}
	for r = next(t, c); r.Kind == Garbled; r = next(t, c) {
	}
	if r.Kind != Changed || r.Square != e4 || r.Code != Empty {
		t.Fatalf("after garble: kind %d %s %s", r.Kind, r.Square, r.Code)
	}
	// Silence: the board stops answering.
	sim.Mute(true)
	for r = next(t, c); r.Kind != Silent; r = next(t, c) {
		if r.Kind != Dumped {
			t.Fatalf("before silence: kind %d", r.Kind)
		}
	}
	// A man moved while silent is seen in the dump once it answers again.
	if err := sim.Place(e4, WPawn); err != nil {
		t.Fatal(err)
	}
	sim.Mute(false)
	if r = next(t, c); r.Kind != Dumped || r.Position[e4] != WPawn {
		t.Fatalf("after silence: kind %d, e4 %s", r.Kind, r.Position[e4])
	}
	unplug()
	for r = next(t, c); r.Kind != Lost; r = next(t, c) {
	}
	if !errors.Is(r.Err, ErrLost) {
		t.Fatalf("lost: %v", r.Err)
	}
	if _, ok := <-c.Reports(); ok {
		t.Fatal("a report after Lost")
	}
}

// A board that answers, but whose every answer to a request for the
// position is garble (a header that lies about its length), while its
// field updates and clock keep coming: it is never called silent, each lie
// is reported as garble, and every update after a lie is read.
func TestAnsweringBoardNeverSilent(t *testing.T) {
	t.Parallel() // watches the board for 2 s: runs beside the others
	if runtime.GOOS != "linux" {
		t.Skip("pseudo-terminals are opened on Linux only")
	}
	pty, err := OpenPTY()
	if err != nil {
		t.Skipf("no pseudo-terminal here: %v", err)
	}
	defer pty.Close()
	// The board: the first request is answered with the position, every
	// later one with a lie; between them a man goes up and down e2 and
	// the clock ticks.
	go func() {
		buf := make([]byte, 16)
		first := true
		for {
			n, err := pty.Master.Read(buf)
			if err != nil {
				return
			}
			for _, b := range buf[:n] {
				if b != CmdSendBoard {
					continue
				}
				if first {
					first = false
					pty.Master.Write(DumpMessage(Initial))
					continue
				}
				pty.Master.Write([]byte{0x92, 0x00, 0x47}) // a trade mark of 71 bytes that never comes
			}
		}
	}()
	c, err := Open(pty.Path, Timing{Probe: 100 * time.Millisecond, Answer: 400 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if r := next(t, c); r.Kind != Dumped {
		t.Fatalf("first report: kind %d", r.Kind)
	}
	e2, _ := ParseSquare("e2")
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			case <-time.After(150 * time.Millisecond):
			}
			code := Empty
			if i%2 == 1 {
				code = WPawn
			}
			pty.Master.Write(FieldMessage(e2, code))
			pty.Master.Write(ClockMessage(Clock{Left: 5 * time.Minute, Right: time.Duration(300-i) * time.Second, Running: true, RightToMove: true}))
		}
	}()
	var changed, garbled, clocked int
	deadline := time.After(2 * time.Second) // five times the silence allowed
	for done := false; !done; {
		select {
		case r := <-c.Reports():
			switch r.Kind {
			case Silent:
				t.Fatalf("a board that answers called silent: %v", r.Err)
			case Changed:
				changed++
			case Garbled:
				garbled++
			case Clocked:
				clocked++
			}
		case <-deadline:
			done = true
		}
	}
	if changed < 8 || garbled == 0 || clocked < 8 {
		t.Fatalf("in 2 s: %d updates, %d garbles, %d clock messages", changed, garbled, clocked)
	}
}
