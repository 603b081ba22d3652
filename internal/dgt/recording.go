package dgt

import (
	"bufio"
	"encoding/hex"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
)

// Chunk is bytes as a read of the serial port gave them, After the read
// before it.
type Chunk struct {
	After time.Duration
	Bytes []byte
}

// ReadRecording reads a recorded byte stream: one read of the port a line,
// "+MS" (milliseconds since the read before) and its bytes in hex. Lines
// beginning with # and blank lines are comments.
func ReadRecording(r io.Reader) ([]Chunk, error) {
	var out []Chunk
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Fields(line)
		if !strings.HasPrefix(f[0], "+") {
			return nil, fmt.Errorf("line %d: %q: want +MS and hex bytes", n, shorten(line))
		}
		ms, err := strconv.Atoi(f[0][1:])
		if err != nil || ms < 0 {
			return nil, fmt.Errorf("line %d: %q is no time in milliseconds", n, shorten(f[0]))
		}
		b, err := hex.DecodeString(strings.Join(f[1:], ""))
		if err != nil || len(b) == 0 {
			return nil, fmt.Errorf("line %d: bad hex bytes", n)
		}
		out = append(out, Chunk{After: time.Duration(ms) * time.Millisecond, Bytes: b})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("recording: %w", err)
	}
	return out, nil
}

// WriteRecording writes chunks as ReadRecording reads them.
func WriteRecording(w io.Writer, chunks []Chunk) error {
	bw := bufio.NewWriter(w)
	for _, c := range chunks {
		fmt.Fprintf(bw, "+%d", c.After.Milliseconds())
		for _, b := range c.Bytes {
			fmt.Fprintf(bw, " %02x", b)
		}
		bw.WriteByte('\n')
	}
	return bw.Flush()
}

func shorten(s string) string {
	if len(s) > 40 {
		return s[:40] + "…"
	}
	return s
}
