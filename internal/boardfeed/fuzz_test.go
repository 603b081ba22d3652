package boardfeed

import (
	"testing"

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
		for i := 0; i+1 < len(seq) && i < 400; i += 2 {
			sq, c := dgt.Square(seq[i]%64), dgt.Code(seq[i+1]%13)
			evs, _ := fd.Change(sq, c, g)
			n := g.EventCount()
			for _, e := range evs {
				if err := g.Apply(e); err != nil {
					g.UndoTo(n)
					fd.Reject()
					break
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
