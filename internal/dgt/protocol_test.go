package dgt

import (
	"bytes"
	"errors"
	"testing"
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
