package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

// writeReportJSON writes the ruling object as encodeReport does, byte for
// byte, but the moves and the rulings one at a time: on a long journal
// with a ruling a ply the object whole was 131 MB of JSON held, and grown,
// before a byte was written. The rest of the report (a few fields) is
// encoded whole around two empty arrays, which the lists then fill.
func writeReportJSON(w io.Writer, rep rules.Report) error {
	moves, rulings := rep.Moves, rep.Rulings
	rep.Moves, rep.Rulings = []string{}, []rules.Ruling{}
	var frame bytes.Buffer
	if err := encodeReport(&frame, rep); err != nil {
		return err
	}
	// The top level's keys are indented by two spaces, and no other key
	// is named so at that depth.
	movesAt, rulingsAt := []byte("\n  \"moves\": []"), []byte("\n  \"rulings\": []")
	head, rest, ok := bytes.Cut(frame.Bytes(), movesAt)
	if !ok {
		return fmt.Errorf("the report's frame has no moves array to fill")
	}
	between, tail, ok := bytes.Cut(rest, rulingsAt)
	if !ok {
		return fmt.Errorf("the report's frame has no rulings array to fill")
	}
	bw := bufio.NewWriterSize(w, 64<<10)
	bw.Write(head)
	bw.WriteString("\n  \"moves\": ")
	if err := writeJSONArray(bw, moves); err != nil {
		return err
	}
	bw.Write(between)
	bw.WriteString("\n  \"rulings\": ")
	if err := writeJSONArray(bw, rulings); err != nil {
		return err
	}
	bw.Write(tail)
	return bw.Flush()
}

// writeJSONArray writes list as an array one level in from the top, as the
// encoder indents it there: null when nil, "[]" when empty, else an
// element a line, four spaces in, the closing bracket two.
func writeJSONArray[T any](bw *bufio.Writer, list []T) error {
	if list == nil {
		_, err := bw.WriteString("null")
		return err
	}
	if len(list) == 0 {
		_, err := bw.WriteString("[]")
		return err
	}
	bw.WriteString("[\n")
	for i, v := range list {
		b, err := json.MarshalIndent(v, "    ", "  ")
		if err != nil {
			return fmt.Errorf("element %d: %w", i, err)
		}
		bw.WriteString("    ")
		bw.Write(b)
		if i < len(list)-1 {
			bw.WriteByte(',')
		}
		bw.WriteByte('\n')
	}
	_, err := bw.WriteString("  ]")
	return err
}
