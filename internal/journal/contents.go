package journal

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/incidents"
)

// Contents is what a journal holds, read before anything in it changes.
type Contents struct {
	// Script holds the lines before the first refused one (all of them
	// when none is); its Torn is the uncommitted tail, not yet set aside.
	incidents.Script
	// Refused is the first line this arbiter cannot read (a verb retired,
	// a line garbled in the middle), or nil. The replay may find another,
	// earlier in effect, that the core refuses (RefuseAt).
	Refused *Refused
	// Version is the arbiter that began the journal, as its header names
	// it; "" for a journal written before headers named it.
	Version string
}

// Refused is a line of a journal that today's arbiter refuses: the replay
// stops there, the game is shown up to it, and the lines after it are
// listed, not applied.
type Refused struct {
	LineNo int
	Offset int64  // where the line begins in the file
	Text   string // the line as written, without its line end
	Reason string // why it is refused
	// Rest are the lines after it, as written (blank ones left out), at
	// most MaxRest of them; More counts the others.
	Rest []RestLine
	More int
}

// RestLine is a line after a refused one.
type RestLine struct {
	LineNo int
	Text   string
}

// MaxRest bounds the lines after a refused one that are kept to be listed.
const MaxRest = 500

// Error says which line is refused and why, as `arbiter rule` reports it.
func (r *Refused) Error() string { return fmt.Sprintf("line %d: %s", r.LineNo, r.Reason) }

// Unwrap is the *incidents.LineError of the refusal, so that it sorts as
// bad input.
func (r *Refused) Unwrap() error { return &incidents.LineError{Line: r.LineNo, Reason: r.Reason} }

// Version is the arbiter that writes journals, named in their header. The
// command sets it from its build; tests leave it.
var Version = "(devel)"

// versionComment is how the first line of a journal names its writer.
var versionComment = regexp.MustCompile(`written by arbiter ([^:;#\n]{1,80})`)

// versionOf reads the arbiter version from a journal's first line.
func versionOf(first string) string {
	if m := versionComment.FindStringSubmatch(first); m != nil {
		return strings.TrimSpace(m[1])
	}
	return ""
}

// Parse reads a journal or an incident script from src, size bytes long,
// as `arbiter rule` and `arbiter open` read it: a line the parser refuses
// after the script has begun (past the journal's header, or after a tag
// or an event of a script) stops the reading there, and the lines before
// it are the script. A file refused whole (no header, a bad header, past
// the limits) is an error.
func Parse(src io.ReaderAt, size int64) (Contents, error) {
	s, err := incidents.Parse(io.NewSectionReader(src, 0, size))
	var le *incidents.LineError
	if err != nil && !errors.As(err, &le) {
		return Contents{}, err
	}
	c := Contents{Script: s, Version: versionOf(firstLine(src, size))}
	if err == nil {
		return c, nil
	}
	off, ok := lineOffset(src, size, le.Line)
	if !ok {
		return Contents{}, err
	}
	prefix, perr := incidents.Parse(io.NewSectionReader(src, 0, off))
	begun := prefix.Journal && !prefix.Begun.IsZero() || !prefix.Journal && (len(prefix.Tags) > 0 || len(prefix.Events) > 0)
	if perr != nil || !begun {
		return Contents{}, err // refused before the game began: nothing to show
	}
	c.Script = prefix
	from, reason := le.Line, le.Reason
	if t := prefix.Torn; t != nil {
		// Lines held for a stamp before the refused one were never
		// committed: the refusal begins with them, so that none is lost
		// from sight (or committed later by the next stamped line).
		from = t.LineNo
		reason = fmt.Sprintf("held without a stamp until line %d, which is refused: %s", le.Line, le.Reason)
	}
	c.Script.Torn = nil // the lines after the refused one are listed, not torn
	c.Refused, err = refusedAt(src, size, from, reason)
	if err != nil {
		return Contents{}, err
	}
	return c, nil
}

// RefuseAt marks line n, which the replay could not apply, as refused:
// the events from it on are dropped from the script and the line and those
// after it are read again from src to be listed.
func (c *Contents) RefuseAt(src io.ReaderAt, size int64, n int, reason string) error {
	r, err := refusedAt(src, size, n, reason)
	if err != nil {
		return err
	}
	i := 0
	for i < len(c.Events) && c.Events[i].LineNo < n {
		i++
	}
	c.Events = c.Events[:i:i]
	c.Torn = nil
	c.Refused = r
	return nil
}

// firstLine is the file's first line, up to 512 bytes of it.
func firstLine(src io.ReaderAt, size int64) string {
	b := make([]byte, min(size, 512))
	n, _ := src.ReadAt(b, 0)
	line, _, _ := strings.Cut(string(b[:n]), "\n")
	return line
}

// lineOffset is the offset where line n (1-based) begins.
func lineOffset(src io.ReaderAt, size int64, n int) (int64, bool) {
	br := bufio.NewReader(io.NewSectionReader(src, 0, size))
	var off int64
	for no := 1; no < n; no++ {
		raw, err := br.ReadSlice('\n')
		for errors.Is(err, bufio.ErrBufferFull) {
			off += int64(len(raw))
			raw, err = br.ReadSlice('\n')
		}
		off += int64(len(raw))
		if err != nil {
			return 0, false
		}
	}
	return off, off < size
}

// refusedAt reads line n and the lines after it.
func refusedAt(src io.ReaderAt, size int64, n int, reason string) (*Refused, error) {
	off, ok := lineOffset(src, size, n)
	if !ok {
		return nil, fmt.Errorf("line %d: %s (and the line cannot be read again)", n, reason)
	}
	r := &Refused{LineNo: n, Offset: off, Reason: reason}
	br := bufio.NewReaderSize(io.NewSectionReader(src, off, size-off), 64<<10)
	for no := n; ; no++ {
		text, more := readLineCut(br)
		if !more && text == "" {
			break
		}
		switch {
		case no == n:
			r.Text = text
		case strings.TrimSpace(text) == "":
		case len(r.Rest) < MaxRest:
			r.Rest = append(r.Rest, RestLine{LineNo: no, Text: text})
		default:
			r.More++
		}
		if !more {
			break
		}
	}
	return r, nil
}

// readLineCut reads a line without its line end (LF or CR LF), keeping at
// most MaxLineBytes of it: a longer one (a line no arbiter wrote) is listed
// by its beginning, and the lines after it are still read. more is false
// at the end of the input.
func readLineCut(br *bufio.Reader) (text string, more bool) {
	var b []byte
	for {
		raw, err := br.ReadSlice('\n')
		if room := incidents.MaxLineBytes - len(b); room > 0 {
			b = append(b, raw[:min(len(raw), room)]...)
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		text = strings.TrimSuffix(strings.TrimSuffix(string(b), "\n"), "\r")
		return text, err == nil
	}
}

// readContents reads and parses the whole file; it returns the contents,
// the file's size and its last byte.
func readContents(f File, path string) (Contents, int64, byte, error) {
	fi, err := f.Stat()
	if err != nil {
		return Contents{}, 0, 0, fmt.Errorf("open %s: %w", path, err)
	}
	size := fi.Size()
	if size == 0 {
		return Contents{}, 0, 0, input("open %s: the file is empty: no game was recorded in it (start one with `arbiter --journal %s`)", path, path)
	}
	c, err := Parse(f, size)
	if err != nil {
		return Contents{}, 0, 0, fmt.Errorf("open %s: %w", path, err)
	}
	if len(c.Tags) == 0 && len(c.Events) == 0 && c.Torn == nil && c.Refused == nil {
		return Contents{}, 0, 0, input("open %s: no tag and no event in it: no game was recorded in it", path)
	}
	var b [1]byte
	if _, err := f.ReadAt(b[:], size-1); err != nil {
		return Contents{}, 0, 0, fmt.Errorf("open %s: %w", path, err)
	}
	return c, size, b[0], nil
}
