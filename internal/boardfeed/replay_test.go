package boardfeed

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/dgt"
	"github.com/arbiter-chess/arbiter/internal/testkit/casefile"
)

// -update writes testdata/opera.dgt from the simulated board.
var _ = casefile.DefineUpdate()

// operaUCI is the Opera Game, Paris 1858.
var operaUCI = strings.Fields(`e2e4 e7e5 g1f3 d7d6 d2d4 c8g4 d4e5 g4f3 d1f3 d6e5 f1c4 g8f6 f3b3 d8e7
	b1c3 c7c6 c1g5 b7b5 c3b5 c6b5 c4b5 b8d7 e1c1 a8d8 d1d7 d8d7 h1d1 e7e6 b5d7 f6d7 b3b8 d7b8 d1d8`)

// simStream is what a simulated board sends while the Opera Game is
// played on it, the captures taken both ways, with garble after the tenth
// move.
func simStream(t *testing.T) []byte {
	t.Helper()
	rw := struct {
		io.Reader
		io.Writer
	}{bytes.NewReader([]byte{dgt.CmdReset, dgt.CmdSendBoard, dgt.CmdUpdateBoard}), io.Discard}
	sim := dgt.NewSim(rw, dgt.Initial)
	if err := sim.Serve(); err != io.EOF {
		t.Fatalf("serve: %v", err)
	}
	for i, mv := range operaUCI {
		var board [64]chess.Piece
		for sq, c := range sim.Position() {
			board[sq] = Man(c)
		}
		from, _ := chess.ParseSquare(mv[:2])
		to, _ := chess.ParseSquare(mv[2:])
		acts, err := MoveActs(board, from, to, 0, i%3 == 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range acts {
			if err := sim.Set(dgt.Square(a.Square), Code(a.Man)); err != nil {
				t.Fatal(err)
			}
		}
		if i == 9 {
			if err := sim.Raw([]byte{0x05, 0x13, 0x8e, 0x00}); err != nil {
				t.Fatal(err)
			}
		}
	}
	return sim.Sent()
}

// replay reads a recorded stream as arbiter reads a board, a message a
// second: the journal lines it makes, and the garble it skipped.
func replay(t *testing.T, stream []byte, code string) (lines []string, garbled int) {
	t.Helper()
	res := replayChunks(t, paced(stream), code)
	return res.lines, len(res.garbled)
}

// TestReplayRecordedGame: the byte stream of the Opera Game recorded from
// the simulated board replays to a journal ruled as the game typed, under
// every code.
func TestReplayRecordedGame(t *testing.T) {
	path := filepath.Join("testdata", "opera.dgt")
	fresh := simStream(t)
	if casefile.Updating() {
		if err := os.WriteFile(path, fresh, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	stream, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(stream, fresh) {
		t.Fatalf("%s is not what the simulated board sends now (go test -run TestReplayRecordedGame -update)", path)
	}
	var typed strings.Builder
	for i, mv := range operaUCI {
		who := "W"
		if i%2 == 1 {
			who = "B"
		}
		typed.WriteString(who + " move " + mv + "\n")
	}
	for _, code := range codes() {
		lines, garbled := replay(t, stream, code)
		if garbled != 2 { // the noise, and the header cut short
			t.Errorf("%s: %d garbles reported, want 2", code, garbled)
		}
		board := ruled(t, strings.Join(lines, "\n")+"\n", code)
		if want := ruled(t, typed.String(), code); board != want {
			t.Fatalf("%s: the replayed journal is ruled\n%s\nthe game typed\n%s", code, board, want)
		}
		if !strings.Contains(board, `"result": "1-0"`) {
			t.Fatalf("%s: not mate:\n%s", code, board)
		}
	}
}
