package dgt

import (
	"bytes"
	"errors"
	"testing"
	"time"
)

// The board numbers squares from a8 (0) along the eighth rank to h8 (7),
// then a7 (8) … h1 (63), as the public drivers describe.
func TestWireSquares(t *testing.T) {
	for _, c := range []struct {
		wire byte
		sq   string
	}{{0, "a8"}, {7, "h8"}, {8, "a7"}, {56, "a1"}, {60, "e1"}, {63, "h1"}} {
		if got := wireSquare(c.wire).String(); got != c.sq {
			t.Errorf("wire %d = %s, want %s", c.wire, got, c.sq)
		}
		if got := wireIndex(wireSquare(c.wire)); got != c.wire {
			t.Errorf("wireIndex(wireSquare(%d)) = %d", c.wire, got)
		}
	}
}

func TestFrameHeader(t *testing.T) {
	got := FieldMessage(mustSq(t, "e2"), Empty)
	want := []byte{0x8e, 0x00, 0x05, 52, 0}
	if !bytes.Equal(got, want) {
		t.Fatalf("field update e2 empty = % x, want % x", got, want)
	}
	d := DumpMessage(Initial)
	if len(d) != 67 || d[0] != 0x86 || d[1] != 0 || d[2] != 67 {
		t.Fatalf("dump header = % x (len %d), want 86 00 43, 67 bytes", d[:3], len(d))
	}
	// a8 first: Black's rook, 8; h1 last: White's rook, 2.
	if d[3] != byte(BRook) || d[66] != byte(WRook) || d[3+4] != byte(BKing) || d[3+60] != byte(WKing) {
		t.Fatalf("dump squares: a8=%d e8=%d e1=%d h1=%d", d[3], d[7], d[63], d[66])
	}
	// A 14-bit length: 200 bytes is 1<<7 + 72.
	if f := Frame(0x0f, make([]byte, 197)); f[1] != 1 || f[2] != 72 {
		t.Fatalf("length 200 = %d %d, want 1 72", f[1], f[2])
	}
}

func TestDecodeWholeAndSplit(t *testing.T) {
	stream := append(DumpMessage(Initial), FieldMessage(mustSq(t, "e2"), Empty)...)
	stream = append(stream, Frame(MsgBWTime, []byte{1, 2, 3, 4, 5, 6, 7})...)
	stream = append(stream, FieldMessage(mustSq(t, "e4"), WPawn)...)
	// Byte by byte, as a slow line delivers it.
	var d Decoder
	var msgs []Message
	for _, b := range stream {
		d.Feed([]byte{b})
		for {
			m, ok, err := d.Next()
			if err != nil {
				t.Fatalf("garble in a clean stream: %v", err)
			}
			if !ok {
				break
			}
			msgs = append(msgs, m)
		}
	}
	if len(msgs) != 4 || d.Pending() != 0 {
		t.Fatalf("got %d messages, %d bytes pending; want 4, 0", len(msgs), d.Pending())
	}
	p, err := Dump(msgs[0])
	if err != nil || p != Initial {
		t.Fatalf("dump = %v, %v", p, err)
	}
	sq, c, err := Field(msgs[3])
	if err != nil || sq.String() != "e4" || c != WPawn {
		t.Fatalf("field = %s %s %v", sq, c, err)
	}
	if msgs[2].ID != MsgBWTime || len(msgs[2].Data) != 7 {
		t.Fatalf("clock message = %+v", msgs[2])
	}
}

// drain reads every message and error the decoder holds.
func drain(d *Decoder) (msgs []Message, errs []error) {
	for {
		m, ok, err := d.Next()
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if !ok {
			return
		}
		msgs = append(msgs, m)
	}
}

func TestDecodeGarbleAndResync(t *testing.T) {
	e4 := FieldMessage(mustSq(t, "e4"), WPawn)
	cases := []struct {
		name   string
		stream []byte
		errs   int
	}{
		{"noise before", append([]byte{0x01, 0x02, 0x7f}, e4...), 1},
		{"cut-short dump", append(DumpMessage(Initial)[:20], e4...), 1},
		{"cut-short update", append(e4[:4], e4...), 1},
		{"wrong length for an update", append([]byte{0x8e, 0x00, 0x06, 1, 2, 3}, e4...), 1},
		{"bad length byte", append([]byte{0x8e, 0x80, 0x05}, e4...), 2},
		{"length shorter than header", append([]byte{0x90, 0x00, 0x01}, e4...), 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var d Decoder
			d.Feed(c.stream)
			msgs, errs := drain(&d)
			if len(msgs) != 1 || len(errs) < 1 || len(errs) > c.errs {
				t.Fatalf("messages %d, errors %v; want the update after 1..%d errors", len(msgs), errs, c.errs)
			}
			for _, err := range errs {
				if !errors.Is(err, ErrGarbled) {
					t.Errorf("error %v does not wrap ErrGarbled", err)
				}
			}
			if sq, code, err := Field(msgs[0]); err != nil || sq.String() != "e4" || code != WPawn {
				t.Fatalf("after resync: %s %s %v", sq, code, err)
			}
		})
	}
}

func TestBadContents(t *testing.T) {
	if _, _, err := Field(Message{ID: MsgFieldUpdate, Data: []byte{64, 1}}); !errors.Is(err, ErrGarbled) {
		t.Errorf("square 64: %v", err)
	}
	if _, _, err := Field(Message{ID: MsgFieldUpdate, Data: []byte{3, 13}}); !errors.Is(err, ErrGarbled) {
		t.Errorf("code 13: %v", err)
	}
	data := make([]byte, 64)
	data[10] = 14
	if _, err := Dump(Message{ID: MsgBoardDump, Data: data}); !errors.Is(err, ErrGarbled) {
		t.Errorf("dump with code 14: %v", err)
	}
}

// A partial message waits for its rest; nothing is reported meanwhile.
func TestDecodeWaits(t *testing.T) {
	var d Decoder
	d.Feed(DumpMessage(Initial)[:40])
	if m, errs := drain(&d); len(m) != 0 || len(errs) != 0 || d.Pending() != 40 {
		t.Fatalf("partial: %v %v pending %d", m, errs, d.Pending())
	}
	d.Feed(DumpMessage(Initial)[40:])
	if m, errs := drain(&d); len(m) != 1 || len(errs) != 0 {
		t.Fatalf("completed: %v %v", m, errs)
	}
}

func TestPositionOf(t *testing.T) {
	p, err := PositionOf("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1")
	if err != nil || p[mustSq(t, "a1")] != WRook || p[mustSq(t, "e8")] != BKing {
		t.Fatalf("PositionOf: %v", err)
	}
	for _, bad := range []string{"8/8", "9/8/8/8/8/8/8/8", "x7/8/8/8/8/8/8/8", "ppppppppp/8/8/8/8/8/8/8"} {
		if _, err := PositionOf(bad); err == nil {
			t.Errorf("PositionOf(%q) accepted", bad)
		}
	}
	if Initial.Rotated()[mustSq(t, "e1")] != BQueen {
		t.Fatal("rotated initial: e1 should hold the Black queen from d8")
	}
}

func FuzzDecoder(f *testing.F) {
	f.Add(DumpMessage(Initial))
	f.Add([]byte{0x8e, 0x00, 0x05, 1, 2, 0x86})
	f.Fuzz(func(t *testing.T, b []byte) {
		var d Decoder
		d.Feed(b)
		for range len(b) + 1 {
			m, ok, err := d.Next()
			if ok {
				if m.ID == MsgFieldUpdate {
					_, _, _ = Field(m)
				}
				if m.ID == MsgBoardDump {
					_, _ = Dump(m)
				}
			}
			if !ok && err == nil {
				return
			}
		}
		if d.Pending() > 0 {
			if _, ok, err := d.Next(); ok || err != nil {
				t.Fatalf("decoder did not settle on %x", b)
			}
		}
	})
}

func mustSq(t *testing.T, s string) Square {
	t.Helper()
	sq, ok := ParseSquare(s)
	if !ok {
		t.Fatalf("bad square %q", s)
	}
	return sq
}

// The board's own timing: a message whose rest does not follow within
// Body is reported unreadable and skipped, and what follows is read; a
// message split across reads inside the time is read whole.
func TestReaderBodyTimeout(t *testing.T) {
	var got []Report
	rd := NewReader(Timing{Body: 300 * time.Millisecond}, func(r Report) { got = append(got, r) })
	t0 := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	dump := DumpMessage(Initial)
	rd.Feed(dump[:40], t0)
	rd.Feed(dump[40:], t0.Add(50*time.Millisecond))
	if len(got) != 1 || got[0].Kind != Dumped {
		t.Fatalf("a dump in two reads: %+v", got)
	}
	rd.Feed([]byte{0x92, 0x00, 0x47, 0x41, 0x42}, t0.Add(time.Second)) // a trade mark that never finishes
	rd.Tick(t0.Add(1200 * time.Millisecond))
	if len(got) != 1 || rd.Pending() == 0 {
		t.Fatalf("given up before the board's time: %+v", got[1:])
	}
	rd.Tick(t0.Add(1400 * time.Millisecond))
	if len(got) != 2 || got[1].Kind != Garbled || !errors.Is(got[1].Err, ErrGarbled) || rd.Pending() != 0 {
		t.Fatalf("not given up after the board's time: %+v, %d held", got[1:], rd.Pending())
	}
	e4 := mustSq(t, "e4")
	rd.Feed(FieldMessage(e4, WPawn), t0.Add(2*time.Second))
	if len(got) != 3 || got[2].Kind != Changed || got[2].Square != e4 {
		t.Fatalf("after it: %+v", got[2:])
	}
}

// Headers whose length cannot be their message's are garble at once, not
// waited on: the update after each is read.
func TestLyingLengths(t *testing.T) {
	e4 := FieldMessage(mustSq(t, "e4"), WPawn)
	for _, lie := range [][]byte{
		{0x8d, 0x10, 0x00}, // a time message of 2048 bytes
		{0x8d, 0x00, 0x0b}, // of 11
		{0x86, 0x00, 0x44}, // a dump of 68
		{0x91, 0x00, 0x09}, // a serial number of 9
		{0xce, 0x00, 0x30}, // no message of a board has id 0x4e
		{0x8f, 0x7f, 0x7f}, // the board's memory, longer than it holds
		{0x92, 0x03, 0x00}, // a trade mark of 384
	} {
		var d Decoder
		d.Feed(append(append([]byte(nil), lie...), e4...))
		msgs, errs := drain(&d)
		if len(msgs) != 1 || len(errs) != 1 {
			t.Errorf("% x: %d messages, errors %v", lie, len(msgs), errs)
		}
	}
	// A lie that passes the length check (a trade mark of 71 bytes) is cut
	// short by the next header.
	var d Decoder
	d.Feed(append([]byte{0x92, 0x00, 0x47, 0x41}, e4...))
	if msgs, errs := drain(&d); len(msgs) != 1 || len(errs) != 1 {
		t.Errorf("92 00 47: %d messages, errors %v", len(msgs), errs)
	}
}

func TestClockMessage(t *testing.T) {
	c := Clock{Left: 4*time.Minute + 7*time.Second, Right: time.Hour + 5*time.Minute + 9*time.Second, Running: true, LeftToMove: true}
	b := ClockMessage(c)
	if len(b) != BWTimeLen {
		t.Fatalf("%d bytes", len(b))
	}
	var d Decoder
	d.Feed(b)
	m, ok, err := d.Next()
	if !ok || err != nil {
		t.Fatalf("%v %v", ok, err)
	}
	got, ok, err := ClockOf(m)
	if !ok || err != nil || got != c || got.Runs() != "left" || ClockTime(got.Right) != "1:05:09" || ClockTime(got.Left) != "4:07" {
		t.Fatalf("%+v %v %v", got, ok, err)
	}
	// An acknowledgement, the empty message, no clock: no times, no garble.
	for _, data := range [][]byte{{0x0a, 0x10, 0x01, 0x0a, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0}, {0, 5, 0, 0, 5, 0, 0x20}} {
		if _, ok, err := ClockOf(Message{ID: MsgBWTime, Data: data}); ok || err != nil {
			t.Errorf("% x: times %v, err %v", data, ok, err)
		}
	}
	if _, _, err := ClockOf(Message{ID: MsgBWTime, Data: []byte{0, 0x6a, 0, 0, 0, 0, 1}}); !errors.Is(err, ErrGarbled) {
		t.Errorf("minutes 6a: %v", err)
	}
}
