package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

// writeGameJSON writes the game's ruling object (Game.Report) as
// encodeReport does, byte for byte, but the moves and the rulings one at a
// time, each ruling built from the game as it is written: on a long
// journal with a ruling a ply the object whole was 131 MB of JSON, held
// and grown before a byte was written, beside a copy of every ruling. The
// rest of the report (a few fields) is encoded whole around two empty
// arrays, which the lists then fill.
func writeGameJSON(w io.Writer, g *rules.Game) error {
	rep := g.Summary()
	moves := g.MovesFrom(0)
	rep.Moves, rep.Rulings = []string{}, []rules.Ruling{}
	var frame bytes.Buffer
	if err := encodeReport(&frame, rep); err != nil {
		return err
	}
	// The top level's keys are indented by two spaces, and no other key
	// is named so at that depth.
	head, rest, ok := bytes.Cut(frame.Bytes(), []byte("\n  \"moves\": []"))
	if !ok {
		return fmt.Errorf("the report's frame has no moves array to fill")
	}
	between, tail, ok := bytes.Cut(rest, []byte("\n  \"rulings\": []"))
	if !ok {
		return fmt.Errorf("the report's frame has no rulings array to fill")
	}
	bw := bufio.NewWriterSize(w, 64<<10)
	bw.Write(head)
	bw.WriteString("\n  \"moves\": ")
	err := writeJSONArray(bw, moves != nil, len(moves), func(i int) any { return moves[i] })
	if err != nil {
		return err
	}
	bw.Write(between)
	bw.WriteString("\n  \"rulings\": ")
	err = writeJSONArray(bw, true, g.RulingCount(), func(i int) any { r, _ := g.RulingAt(i); return r })
	if err != nil {
		return err
	}
	bw.Write(tail)
	return bw.Flush()
}

// writeJSONArray writes the n elements at(0) ... at(n-1) as an array one
// level in from the top, as the encoder indents it there: null when the
// list is nil (not made), "[]" when empty, else an element a line, four
// spaces in, the closing bracket two.
func writeJSONArray(bw *bufio.Writer, made bool, n int, at func(int) any) error {
	if !made {
		_, err := bw.WriteString("null")
		return err
	}
	if n == 0 {
		_, err := bw.WriteString("[]")
		return err
	}
	bw.WriteString("[\n")
	for i := 0; i < n; i++ {
		b, err := json.MarshalIndent(at(i), "    ", "  ")
		if err != nil {
			return fmt.Errorf("element %d: %w", i, err)
		}
		bw.WriteString("    ")
		bw.Write(b)
		if i < n-1 {
			bw.WriteByte(',')
		}
		bw.WriteByte('\n')
	}
	_, err := bw.WriteString("  ]")
	return err
}
