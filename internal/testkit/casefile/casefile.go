// Package casefile is the test data's one reader of data-driven files and
// the one -update convention of the project's tests (docs/testdata.md).
//
// A data-driven file, in the style of etcd raft's datadriven tests, is a
// run of cases, each a directive line, the lines of its input, and the
// output the test must give, between doubled separators:
//
//	# comments and blank lines, kept with the case they precede
//	rule lewis1827 bca1862          (the directive)
//	W touch d8                      (the input, up to ----)
//	----
//	----
//	...the output...
//	----
//	----
//
// What a directive means, and what its input holds, is the test's: the
// reader only cuts the file into cases and writes it back, its outputs
// rewritten, when the test is run with -update.
package casefile

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
)

// separator is the line that ends a case's input, and, doubled, opens and
// closes its output (an output may hold single separators and blank lines).
const separator = "----"

// Case is one case of a data-driven file.
type Case struct {
	Line      int      // the directive's line, 1-based
	Preamble  []string // the comment and blank lines before the directive
	Directive string   // the directive line as written
	Input     []string // the lines between the directive and ----
	Output    string   // the output, without its last newline
}

// File is a data-driven file, read.
type File struct {
	Path  string
	Cases []*Case
	Tail  []string // the comment and blank lines after the last case
}

// Read reads the data-driven file at path.
func Read(path string) (*File, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, string(data))
}

// Parse reads a data-driven file's text; path names it in errors.
func Parse(path, text string) (*File, error) {
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	f := &File{Path: path}
	var pending []string
	for i := 0; i < len(lines); {
		l := lines[i]
		if strings.TrimSpace(l) == "" || strings.HasPrefix(l, "#") {
			pending = append(pending, l)
			i++
			continue
		}
		c := &Case{Line: i + 1, Preamble: pending, Directive: l}
		pending = nil
		var err error
		if i, err = readCase(path, lines, i+1, c); err != nil {
			return nil, err
		}
		f.Cases = append(f.Cases, c)
	}
	f.Tail = pending
	return f, nil
}

// readCase reads c's input and output from lines[i:], and returns the
// index of the line after the case.
func readCase(path string, lines []string, i int, c *Case) (int, error) {
	for ; i < len(lines) && lines[i] != separator; i++ {
		c.Input = append(c.Input, lines[i])
	}
	if i == len(lines) {
		return i, fmt.Errorf("%s:%d: case has no %s line", path, c.Line, separator)
	}
	i++
	if i == len(lines) || lines[i] != separator {
		return i, nil // no output yet: -update writes it
	}
	i++
	var out []string
	for ; i+1 < len(lines) && !(lines[i] == separator && lines[i+1] == separator); i++ {
		out = append(out, lines[i])
	}
	if i+1 >= len(lines) {
		return i, fmt.Errorf("%s:%d: output not closed by %s/%s", path, c.Line, separator, separator)
	}
	c.Output = strings.Join(out, "\n")
	return i + 2, nil
}

// Format writes the file back: every line as read, the outputs as they
// now stand.
func (f *File) Format() string {
	var b strings.Builder
	line := func(s string) { b.WriteString(s + "\n") }
	for _, c := range f.Cases {
		for _, p := range c.Preamble {
			line(p)
		}
		line(c.Directive)
		for _, in := range c.Input {
			line(in)
		}
		fmt.Fprintf(&b, "%s\n%s\n%s\n%s\n%s\n", separator, separator, c.Output, separator, separator)
	}
	for _, p := range f.Tail {
		line(p)
	}
	return b.String()
}

// Where names a case's directive: path:line.
func (f *File) Where(c *Case) string { return fmt.Sprintf("%s:%d", f.Path, c.Line) }

// Check compares each case's output with what run gives for it. With
// -update it takes the new outputs and rewrites the file; without, it
// reports each case that differs, where the two part.
func Check(t testing.TB, f *File, run func(c *Case) string) {
	t.Helper()
	changed := false
	for _, c := range f.Cases {
		got := run(c)
		if got == c.Output {
			continue
		}
		if Updating() {
			c.Output, changed = got, true
			continue
		}
		t.Errorf("%s: output differs (-update rewrites it):\n%s", f.Where(c), FirstDiff(c.Output, got))
	}
	if changed {
		if err := os.WriteFile(f.Path, []byte(f.Format()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// Golden compares got with the file at path, or, with -update, writes it.
func Golden(t testing.TB, path, got string) {
	t.Helper()
	if Updating() {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (-update writes it)", err)
	}
	if string(want) != got {
		t.Errorf("%s differs (-update rewrites it): %s\ngot:\n%s", path, FirstDiff(string(want), got), got)
	}
}

// FirstDiff shows the first line where two outputs part.
func FirstDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < max(len(w), len(g)); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return fmt.Sprintf("line %d:\n  want %q\n  got  %q", i+1, wl, gl)
		}
	}
	return "(equal)"
}

// updateFlag is the flag's name: `go test ./PKG -update` rewrites what
// the package's tests compare with.
const updateFlag = "update"

// DefineUpdate defines the test binary's -update flag, unless the binary
// already has one (charmbracelet's golden package, which teatest links in,
// defines its own, and a second definition panics). A test package calls
// it from a package variable, which is set after every package it imports
// is initialised: var _ = casefile.DefineUpdate().
func DefineUpdate() bool {
	if flag.Lookup(updateFlag) == nil {
		flag.Bool(updateFlag, false, "rewrite the outputs and golden files the tests compare with")
	}
	return true
}

// Updating reports whether the tests were run with -update.
func Updating() bool {
	f := flag.Lookup(updateFlag)
	return f != nil && f.Value.String() == "true"
}
