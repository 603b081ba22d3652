package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"runtime"
	"strings"

	"github.com/charmbracelet/x/term"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/journal"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

func init() {
	// Journals name the arbiter that wrote them.
	journal.Version = strings.TrimSuffix(strings.TrimPrefix(versionText(), "arbiter "), " "+runtime.Version())
}

// readFailure is a script that could not be read, and the exit code that
// says who must act: 2 for what the user named (no such file, a
// directory, a file past the limits, bad text), 1 for a system that
// refused (no permission, an I/O error).
type readFailure struct {
	err  error
	code int
}

// source is a script's bytes, to read again a refused line and those
// after it.
type source struct {
	src  io.ReaderAt
	size int64
}

// readContents reads the script named (standard input for "" or "-"): the
// lines up to the first one refused, and that line. Standard input is
// counted as it is read and refused past the bound, whatever its length.
// The caller closes the file, if any.
func readContents(name string, stdin io.Reader) (journal.Contents, source, io.Closer, *readFailure) {
	var in source
	var closer io.Closer = io.NopCloser(nil)
	if name != "" && name != "-" {
		f, err := openScript(name)
		if err != nil {
			return journal.Contents{}, in, closer, &readFailure{err, openCode(err)}
		}
		closer = f
		if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() {
			in = source{f, fi.Size()}
		} else {
			stdin = f // a pipe, a device: read as a stream, counted
		}
	}
	if in.src == nil {
		data, err := readBounded(stdin)
		if err != nil {
			return journal.Contents{}, in, closer, &readFailure{err, exitInput}
		}
		in = source{bytes.NewReader(data), int64(len(data))}
	}
	if in.size == 0 {
		return journal.Contents{}, in, closer, &readFailure{&incidents.LineError{Line: 1, Reason: inputName(name) + " is empty: no game in it"}, exitInput}
	}
	c, err := journal.Parse(in.src, in.size)
	if err != nil {
		return journal.Contents{}, in, closer, &readFailure{err, exitInput}
	}
	return c, in, closer, nil
}

// readBounded reads r to its end, refusing it as soon as it passes the
// bound of a script: never more than the bound and a byte is held.
func readBounded(r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, incidents.MaxScriptBytes+1))
	if err != nil {
		return nil, &incidents.LineError{Line: 1, Reason: "read: " + err.Error()}
	}
	if len(data) > incidents.MaxScriptBytes {
		return nil, &incidents.LineError{Line: bytes.Count(data, []byte{'\n'}) + 1, Reason: fmt.Sprintf("the script is larger than %d MiB: not an incident script", incidents.MaxScriptBytes>>20)}
	}
	return data, nil
}

// openCode sorts a failure to open a script.
func openCode(err error) int {
	var pe *fs.PathError
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return exitInput
	case errors.As(err, &pe):
		return exitSystem // permission, I/O: the system refused
	}
	return exitInput // a directory, past the limits
}

// refusedNote reports a refused line on stderr: its number, its reason,
// its text, and how far the ruling goes.
func refusedNote(cmd string, c journal.Contents, stderr io.Writer, withJSON bool) {
	r := c.Refused
	fmt.Fprintln(stderr, r.Error())
	text := r.Text
	if rs := []rune(text); len(rs) > 120 {
		text = string(rs[:120]) + "…" // a line of 16 KiB is shown by its beginning
	}
	fmt.Fprintf(stderr, "arbiter %s: line %d reads %q", cmd, r.LineNo, text)
	if c.Version != "" {
		fmt.Fprintf(stderr, " (the journal was written by arbiter %s)", c.Version)
	}
	fmt.Fprintf(stderr, "; this is arbiter %s: the ruling stops before it", journal.Version)
	if n := len(r.Rest) + r.More; n > 0 {
		fmt.Fprintf(stderr, ", and the %s after it are not ruled on", pluralWord(n, "line"))
	}
	if withJSON {
		fmt.Fprint(stderr, " (the ruling up to it is on standard output)")
	}
	fmt.Fprintln(stderr, ".")
}

func pluralWord(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// ruleContents rules on what was read: to the end, or up to the line
// refused (by the parser, or by the core in the replay, which is then
// marked refused in c). It returns the game so far.
func ruleContents(c *journal.Contents, in source, code string) (*rules.Game, error) {
	// Run is handed the lines and c lets go of them, so that Run can drop
	// them once packed, before the game grows (only Refused and the tags
	// are read after).
	s := c.Script
	c.Events = nil
	g, err := incidents.Run(s, code)
	var le *incidents.LineError
	if g == nil || !errors.As(err, &le) {
		return g, err
	}
	if rerr := c.RefuseAt(in.src, in.size, le.Line, le.Reason); rerr != nil {
		return nil, err
	}
	return g, nil
}

// encodeReport prints the ruling object.
func encodeReport(w io.Writer, rep any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(rep)
}

// isTerminal reports whether r is a terminal someone may answer at: a
// character device such as /dev/null is not one.
func isTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	return ok && term.IsTerminal(f.Fd())
}
