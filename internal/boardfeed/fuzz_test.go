package boardfeed

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/arbiter-chess/arbiter/internal/dgt"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// FuzzFeed: any sequence of square changes, under any code, makes events
// the core takes or refuses (then Reject), never a panic; and a board set
// set to the record agrees with it.
func FuzzFeed(f *testing.F) {
	f.Add([]byte{12, 0, 28, 1, 52, 0, 36, 7}, uint8(3))
	f.Add([]byte{4, 0, 6, 5, 7, 0, 5, 2}, uint8(0))
	f.Fuzz(func(t *testing.T, seq []byte, code uint8) {
		codes := law.Codes()
		g, err := rules.New(rules.Setup{Code: codes[int(code)%len(codes)].ID})
		if err != nil {
			t.Fatal(err)
		}
		fd := New(false)
		fd.Dump(dgt.Initial)
		now := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
		for i := 0; i+1 < len(seq) && i < 400; i += 2 {
			sq, c := dgt.Square(seq[i]%64), dgt.Code(seq[i+1]%13)
			// The high bits of the square say how long after the last
			// report this one came: a hand fast or slow.
			now = now.Add(time.Duration(seq[i]>>6) * 300 * time.Millisecond)
			fd.Change(sq, c, now)
			for {
				evs, _, ok := fd.Next(now, g)
				if !ok {
					break
				}
				n := g.EventCount()
				for _, e := range evs {
					if err := g.Apply(e); err != nil {
						g.UndoTo(n)
						fd.Reject()
						break
					}
				}
			}
		}
		// The board set to the record agrees with it.
		fd.Dump(position(g))
		if d := fd.Diffs(g); len(d) != 0 {
			t.Fatalf("the board set to the record still differs: %s", DiffText(d))
		}
	})
}

// FuzzDGTStream: a real game's stream as the board sent it (the Opera
// Game played fast: captures in one scan, men slid, the clock's messages),
// with garbage spliced in between two of the board's reads. The garbage
// is reported or skipped, never waited on: every ply the board reports
// after it is recorded, and the game ends as played. Garbage that holds a
// whole message of the board's own (a field update, a dump) is not
// garbage to the reader, and is left out.
func FuzzDGTStream(f *testing.F) {
	f.Add([]byte{0x92, 0x00, 0x47}, uint16(40), uint8(1), uint8(3))
	f.Add([]byte{0x8d, 0x10, 0x00, 1, 2, 3, 4, 5}, uint16(90), uint8(0), uint8(0))
	f.Add([]byte{0x05, 0x13, 0x8e, 0x00}, uint16(7), uint8(2), uint8(1))
	f.Add([]byte{0x8e, 0x00, 0x05, 0x0c}, uint16(120), uint8(9), uint8(2))
	chunks := readRecordingF(f, "opera-fast")
	f.Fuzz(func(t *testing.T, garbage []byte, at uint16, after uint8, code uint8) {
		if len(garbage) == 0 || len(garbage) > 512 || holdsMessage(garbage) {
			return
		}
		k := int(at)%(len(chunks)-1) + 1 // never before the first dump
		spliced := slices.Clone(chunks[:k])
		// The garbage comes between two reads of the board, after ms.
		gap := time.Duration(after) * 4 * time.Millisecond
		next := chunks[k]
		spliced = append(spliced, dgt.Chunk{After: min(gap, next.After), Bytes: garbage})
		next.After -= min(gap, next.After)
		spliced = append(spliced, next)
		spliced = append(spliced, chunks[k+1:]...)
		codes := law.Codes()
		id := codes[int(code)%len(codes)].ID
		res := replayStep(t, spliced, id, 100*time.Millisecond)
		want := mustRun(t, typedGame(operaUCI), id)
		if got, w := res.g.SAN(), want.SAN(); !slices.Equal(got, w) {
			t.Fatalf("garbage % x after read %d: moves recorded\n%v\nplayed\n%v\ngarbled: %v", garbage, k, got, w, res.garbled)
		}
	})
}

// holdsMessage: the bytes hold a whole field update or board dump that
// reads, as the board would send it.
func holdsMessage(b []byte) bool {
	var d dgt.Decoder
	d.Feed(b)
	for range len(b) + 2 {
		m, ok, err := d.Next()
		switch {
		case ok && m.ID == dgt.MsgFieldUpdate:
			if _, _, err := dgt.Field(m); err == nil {
				return true
			}
		case ok && m.ID == dgt.MsgBoardDump:
			if _, err := dgt.Dump(m); err == nil {
				return true
			}
		case !ok && err == nil:
			if d.Expire() == nil {
				return false
			}
		}
	}
	return false
}

func readRecordingF(f *testing.F, name string) []dgt.Chunk {
	b, err := os.ReadFile(filepath.Join("testdata", "recordings", name+".dgtrec"))
	if err != nil {
		f.Fatal(err)
	}
	chunks, err := dgt.ReadRecording(bytes.NewReader(b))
	if err != nil {
		f.Fatalf("%s: %v", name, err)
	}
	return chunks
}
