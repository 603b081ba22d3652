package boardfeed

import (
	"testing"
	"time"

	"github.com/arbiter-chess/arbiter/internal/dgt"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// FuzzFeed: any sequence of square changes, under any code, makes events
// the core takes or refuses (then Reject), never a panic; and a board set
// set to the record agrees with it.
func FuzzFeed(f *testing.F) {
	f.Add([]byte{12, 0, 28, 1, 52, 0, 36, 7}, uint8(3))
	f.Add([]byte{4, 0, 6, 5, 7, 0, 5, 2}, uint8(0))
	f.Fuzz(func(t *testing.T, seq []byte, code uint8) {
		codes := rules.Codes()
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
