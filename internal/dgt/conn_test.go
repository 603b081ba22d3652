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
