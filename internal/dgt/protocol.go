// Package dgt speaks the serial protocol of DGT electronic chess boards:
// the few commands arbiter sends (reset, send the board, send updates) and
// the two messages it reads (the board dump and the field update). It
// knows nothing of chess law: it reports which man stands on which square,
// and when a square changes.
//
// The protocol was learnt from public open-source drivers (the Java
// dgtdriver of Arne Skjærholt, picochess's copy of DGT's dgtbrd.h, the Go
// godgt/dogmatic of kgigitdev); see docs/dgt.md. No code was copied.
package dgt

import (
	"errors"
	"fmt"
	"time"
)

// Commands: one byte each, from the computer to the board.
const (
	CmdReset       byte = 0x40 // back to idle: cancels update mode; no answer
	CmdSendBoard   byte = 0x42 // answered by a board dump
	CmdSendUpdate  byte = 0x43 // update mode: field updates and clock times
	CmdUpdateBoard byte = 0x44 // update mode, the board only: field updates
	CmdUpdateNice  byte = 0x4b // update mode, clock times only when they change
)

// Message ids, as the board sends them: the header's first byte is id|0x80.
const (
	MsgBoardDump   byte = 0x06 // 64 piece codes, a8 b8 … h8, a7 … h1
	MsgBWTime      byte = 0x0d // the clock's times, and who runs
	MsgFieldUpdate byte = 0x0e // a square and the piece code now on it
)

// lengths are what each message id a board sends can measure, header
// included: one length, or a range for the messages of variable length
// (DGT's dgtbrd.h, as picochess keeps it). A header claiming any other
// length, or an id not here, is no message: the reader skips it at once
// instead of waiting for bytes a lie promised.
var lengths = map[byte][2]int{
	MsgBoardDump:   {BoardDumpLen, BoardDumpLen},
	MsgBWTime:      {BWTimeLen, BWTimeLen},
	MsgFieldUpdate: {FieldUpdateLen, FieldUpdateLen},
	0x0f:           {HeaderLen + 1, 0x2000 - 0x100 + 3}, // the moves kept in the board's memory
	0x10:           {5, 5},                              // bus address
	0x11:           {8, 8},                              // serial number
	0x12:           {HeaderLen, HeaderLen + 256},        // trade mark text
	0x13:           {5, 5},                              // version
	0x14:           {53, 53},                            // 50-square dumps of a draughts board
	0x15:           {53, 53},
	0x20:           {7, 12},  // battery status (the header's own note disagrees with its size)
	0x22:           {13, 13}, // long serial number
}

// Sizes of the messages arbiter reads, header included.
const (
	HeaderLen      = 3
	BoardDumpLen   = HeaderLen + 64
	FieldUpdateLen = HeaderLen + 2
	BWTimeLen      = HeaderLen + 7
)

// Code is a piece code: 0 empty, 1–6 White's pawn, rook, knight, bishop,
// king, queen, 7–12 Black's in the same order. 13–15 are DGT's "magic
// pieces" (draw, White wins, Black wins), which arbiter does not use.
type Code byte

const (
	Empty   Code = 0
	WPawn   Code = 1
	WRook   Code = 2
	WKnight Code = 3
	WBishop Code = 4
	WKing   Code = 5
	WQueen  Code = 6
	BPawn   Code = 7
	BRook   Code = 8
	BKnight Code = 9
	BBishop Code = 10
	BKing   Code = 11
	BQueen  Code = 12
)

// kinds are the FEN letters of the codes 1–6 (White) and 7–12 (Black).
const kinds = "PRNBKQ"

// Valid reports whether c is empty or a chess man.
func (c Code) Valid() bool { return c <= BQueen }

// Man is the code's FEN letter (upper case for White), or 0 for an empty
// square or a code that is no chess man.
func (c Code) Man() byte {
	switch {
	case c >= WPawn && c <= WQueen:
		return kinds[c-WPawn]
	case c >= BPawn && c <= BQueen:
		return kinds[c-BPawn] | 0x20
	}
	return 0
}

// CodeOf is the code of a FEN letter; ok is false for any other byte.
func CodeOf(letter byte) (Code, bool) {
	for i := 0; i < len(kinds); i++ {
		switch letter {
		case kinds[i]:
			return WPawn + Code(i), true
		case kinds[i] | 0x20:
			return BPawn + Code(i), true
		}
	}
	return Empty, false
}

func (c Code) String() string {
	if c == Empty {
		return "empty"
	}
	if m := c.Man(); m != 0 {
		return string(m)
	}
	return fmt.Sprintf("code %d", byte(c))
}

// Square is a square as arbiter numbers them: a1 = 0, b1 = 1 … h8 = 63.
type Square int8

// wireSquare maps the board's numbering (a8 = 0, b8 = 1 … h1 = 63, as seen
// by White with White at the near side) to arbiter's.
func wireSquare(i byte) Square { return Square(int(i%8) + 8*(7-int(i/8))) }

// wireIndex is the inverse of wireSquare.
func wireIndex(s Square) byte { return byte(int(s)%8 + 8*(7-int(s)/8)) }

func (s Square) String() string {
	if s < 0 || s > 63 {
		return "??"
	}
	return string([]byte{byte('a' + s%8), byte('1' + s/8)})
}

// Position is the men on the 64 squares, indexed by Square.
type Position [64]Code

// Rotated is the position seen from the other side: a board set up with
// White at the far side reports h8 where a1 stands.
func (p Position) Rotated() Position {
	var r Position
	for i := range p {
		r[63-i] = p[i]
	}
	return r
}

// Message is one message read from the board.
type Message struct {
	ID   byte   // the message id, without the high bit
	Data []byte // the bytes after the header
}

// Frame builds a message as the board sends it: the header (id|0x80, the
// length with the header in two 7-bit bytes, high first) and data.
func Frame(id byte, data []byte) []byte {
	n := HeaderLen + len(data)
	out := make([]byte, 0, n)
	out = append(out, id|0x80, byte(n>>7)&0x7f, byte(n)&0x7f)
	return append(out, data...)
}

// DumpMessage is the board dump of p, as the board sends it.
func DumpMessage(p Position) []byte {
	data := make([]byte, 64)
	for i := range data {
		data[i] = byte(p[wireSquare(byte(i))])
	}
	return Frame(MsgBoardDump, data)
}

// FieldMessage is the field update of sq, now holding c.
func FieldMessage(sq Square, c Code) []byte {
	return Frame(MsgFieldUpdate, []byte{wireIndex(sq), byte(c)})
}

// ErrGarbled is wrapped by every error about bytes that make no message.
var ErrGarbled = errors.New("garbled message from the board")

// Decoder splits the board's byte stream into messages. It resynchronises
// after garble: a byte that cannot begin a header is skipped up to the next
// byte with its high bit set (only a header's first byte has it; the
// piece codes and squares never do).
type Decoder struct {
	buf []byte
}

// Feed adds bytes read from the board.
func (d *Decoder) Feed(b []byte) { d.buf = append(d.buf, b...) }

// Next returns the next whole message. ok is false when more bytes are
// needed. A non-nil error (wrapping ErrGarbled) reports bytes skipped; the
// decoder has already moved past them, so the caller calls Next again.
func (d *Decoder) Next() (msg Message, ok bool, err error) {
	if len(d.buf) == 0 {
		return Message{}, false, nil
	}
	if d.buf[0]&0x80 == 0 {
		n := d.skip(1)
		return Message{}, false, fmt.Errorf("%w: %d byte(s) outside any message skipped", ErrGarbled, n)
	}
	if len(d.buf) < HeaderLen {
		return Message{}, false, nil
	}
	id, hi, lo := d.buf[0]&0x7f, d.buf[1], d.buf[2]
	if hi&0x80 != 0 || lo&0x80 != 0 {
		n := d.skip(1)
		return Message{}, false, fmt.Errorf("%w: message 0x%02x has a bad length byte; %d byte(s) skipped", ErrGarbled, id|0x80, n)
	}
	n := int(hi)<<7 | int(lo)
	if reason := badLength(id, n); reason != "" {
		k := d.skip(1)
		return Message{}, false, fmt.Errorf("%w: message 0x%02x %s; %d byte(s) skipped", ErrGarbled, id|0x80, reason, k)
	}
	// A header inside the body of a message means it was cut short (or
	// its header was a lie): no byte of a message but its first has the
	// high bit set. Waiting on would swallow the messages that follow.
	if len(d.buf) < n {
		if i := headerIn(d.buf[HeaderLen:]); i >= 0 {
			d.buf = d.buf[HeaderLen+i:]
			return Message{}, false, fmt.Errorf("%w: message 0x%02x cut short after %d of %d bytes", ErrGarbled, id|0x80, HeaderLen+i, n)
		}
		return Message{}, false, nil
	}
	body := d.buf[HeaderLen:n]
	if i := headerIn(body); i >= 0 {
		d.buf = d.buf[HeaderLen+i:]
		return Message{}, false, fmt.Errorf("%w: message 0x%02x cut short after %d of %d bytes", ErrGarbled, id|0x80, HeaderLen+i, n)
	}
	msg = Message{ID: id, Data: append([]byte(nil), body...)}
	d.buf = d.buf[n:]
	if len(d.buf) == 0 {
		d.buf = nil // let the backing array go
	}
	return msg, true, nil
}

// Pending is the number of bytes held, waiting for the rest of a message.
func (d *Decoder) Pending() int { return len(d.buf) }

// Expire gives up on the message whose rest has not come: a board sends a
// message in one burst, so a body that does not follow its header within
// the board's own timing was never coming (the header was garble that
// looked like one). Its header is skipped and the reader resynchronises on
// the next byte that can begin one. It returns nil when nothing is held.
func (d *Decoder) Expire() error {
	if len(d.buf) == 0 {
		return nil
	}
	held := len(d.buf)
	id := d.buf[0]
	want := 0
	if held >= HeaderLen {
		want = int(d.buf[1])<<7 | int(d.buf[2])
	}
	n := d.skip(1)
	if held >= HeaderLen && id&0x80 != 0 {
		return fmt.Errorf("%w: message 0x%02x promised %d bytes and only %d came; %d byte(s) skipped", ErrGarbled, id, want, held, n)
	}
	return fmt.Errorf("%w: %d byte(s) of a message that never finished skipped", ErrGarbled, n)
}

// skip drops the first k bytes and then up to the next possible header,
// returning how many were dropped.
func (d *Decoder) skip(k int) int {
	i := k
	for i < len(d.buf) && d.buf[i]&0x80 == 0 {
		i++
	}
	d.buf = d.buf[i:]
	return i
}

// headerIn is the index of the first byte with the high bit set, or -1.
func headerIn(b []byte) int {
	for i, c := range b {
		if c&0x80 != 0 {
			return i
		}
	}
	return -1
}

// badLength says why n cannot be the length of message id, or "".
func badLength(id byte, n int) string {
	r, ok := lengths[id]
	switch {
	case !ok:
		return "is no message a board sends"
	case r[0] == r[1] && n != r[0]:
		return fmt.Sprintf("says %d bytes, not %d", n, r[0])
	case n < r[0]:
		return fmt.Sprintf("says %d bytes, shorter than the %d it carries at least", n, r[0])
	case n > r[1]:
		return fmt.Sprintf("says %d bytes, longer than the %d it carries at most", n, r[1])
	}
	return ""
}

// Dump reads a board dump's data.
func Dump(m Message) (Position, error) {
	var p Position
	if m.ID != MsgBoardDump || len(m.Data) != 64 {
		return p, fmt.Errorf("%w: not a board dump (id 0x%02x, %d bytes)", ErrGarbled, m.ID|0x80, len(m.Data))
	}
	for i, b := range m.Data {
		c := Code(b)
		if !c.Valid() {
			return Position{}, fmt.Errorf("%w: board dump: square %s holds code %d, no chess man", ErrGarbled, wireSquare(byte(i)), b)
		}
		p[wireSquare(byte(i))] = c
	}
	return p, nil
}

// Field reads a field update's data: the square and the code now on it.
func Field(m Message) (Square, Code, error) {
	if m.ID != MsgFieldUpdate || len(m.Data) != 2 {
		return 0, 0, fmt.Errorf("%w: not a field update (id 0x%02x, %d bytes)", ErrGarbled, m.ID|0x80, len(m.Data))
	}
	if m.Data[0] > 63 {
		return 0, 0, fmt.Errorf("%w: field update: square %d is off the board", ErrGarbled, m.Data[0])
	}
	c := Code(m.Data[1])
	if !c.Valid() {
		return 0, 0, fmt.Errorf("%w: field update: %s holds code %d, no chess man", ErrGarbled, wireSquare(m.Data[0]), m.Data[1])
	}
	return wireSquare(m.Data[0]), c, nil
}

// Clock is what a clock attached to the board shows: the times left on
// its two sides and who runs. The clock knows left and right, not White
// and Black (a board turned round does not turn its clock).
type Clock struct {
	Left, Right time.Duration
	Running     bool // stopped by its button when false
	LeftToMove  bool // the left side's turn
	RightToMove bool
	LeftFlag    bool // a side's flag has fallen
	RightFlag   bool
}

// Runs is the side whose time runs ("left", "right"), or "" when the
// clock is stopped or neither side's turn.
func (c Clock) Runs() string {
	switch {
	case !c.Running:
		return ""
	case c.LeftToMove:
		return "left"
	case c.RightToMove:
		return "right"
	}
	return ""
}

// ClockTime writes a time as a clock shows it: 1:05:09, or 4:07 under an hour.
func ClockTime(d time.Duration) string {
	s := int(d / time.Second)
	if s >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", s/3600, s/60%60, s%60)
	}
	return fmt.Sprintf("%d:%02d", s/60, s%60)
}

// ClockOf reads a time message. ok is false for a time message that
// carries no times: a clock command's acknowledgement, the empty message
// some boards send after one, or the board reporting no clock connected.
func ClockOf(m Message) (c Clock, ok bool, err error) {
	if m.ID != MsgBWTime || len(m.Data) != BWTimeLen-HeaderLen {
		return Clock{}, false, fmt.Errorf("%w: not a time message (id 0x%02x, %d bytes)", ErrGarbled, m.ID|0x80, len(m.Data))
	}
	b := m.Data
	if b[0]&0x0f == 0x0a || b[3]&0x0f == 0x0a {
		return Clock{}, false, nil // an acknowledgement of a clock command
	}
	if allZero(b) || b[6]&0x20 != 0 {
		return Clock{}, false, nil // no clock, or its reading is not valid
	}
	right, err := clockSide(b[0:3])
	if err != nil {
		return Clock{}, false, fmt.Errorf("%w: time message: right side %v", ErrGarbled, err)
	}
	left, err := clockSide(b[3:6])
	if err != nil {
		return Clock{}, false, fmt.Errorf("%w: time message: left side %v", ErrGarbled, err)
	}
	st := b[6]
	return Clock{Right: right, Left: left, Running: st&0x01 != 0, LeftToMove: st&0x08 != 0, RightToMove: st&0x10 != 0,
		RightFlag: b[0]&0x50 != 0, LeftFlag: b[3]&0x50 != 0}, true, nil
}

func allZero(b []byte) bool {
	for _, c := range b {
		if c != 0 {
			return false
		}
	}
	return true
}

// clockSide reads one side: hours in the low nibble of the first byte
// (its high bits are flags), minutes and seconds in BCD.
func clockSide(b []byte) (time.Duration, error) {
	h := int(b[0] & 0x0f)
	m, okm := bcd(b[1])
	s, oks := bcd(b[2])
	if h > 9 || !okm || !oks || m > 59 || s > 59 {
		return 0, fmt.Errorf("%02x %02x %02x is no time", b[0], b[1], b[2])
	}
	return time.Duration(h)*time.Hour + time.Duration(m)*time.Minute + time.Duration(s)*time.Second, nil
}

func bcd(b byte) (int, bool) {
	hi, lo := int(b>>4), int(b&0x0f)
	return hi*10 + lo, hi <= 9 && lo <= 9
}

// ClockMessage is the time message of c, as the board sends it.
func ClockMessage(c Clock) []byte {
	side := func(d time.Duration, flag bool) []byte {
		s := int(d / time.Second)
		h, m, sec := s/3600, s/60%60, s%60
		b0 := byte(min(h, 9))
		if flag {
			b0 |= 0x40
		}
		return []byte{b0, byte(m/10<<4 | m%10), byte(sec/10<<4 | sec%10)}
	}
	var st byte
	if c.Running {
		st |= 0x01
	}
	if c.LeftToMove {
		st |= 0x08
	}
	if c.RightToMove {
		st |= 0x10
	}
	data := append(side(c.Right, c.RightFlag), side(c.Left, c.LeftFlag)...)
	return Frame(MsgBWTime, append(data, st))
}
