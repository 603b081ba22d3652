package casefile

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var _ = DefineUpdate()

const sample = `# a comment
rule all
cites bca1862 VI "words"
W touch g1
----
----
== bca1862
a line

----
single separators stay in the output
----
----

# the second case
echo x
in
----
----
x
----
----
# the tail
`

// The reader cuts a file into its cases and gives it back line for line.
func TestParseFormat(t *testing.T) {
	f, err := Parse("s.txt", sample)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Cases) != 2 {
		t.Fatalf("%d cases", len(f.Cases))
	}
	c := f.Cases[0]
	if c.Line != 2 || c.Directive != "rule all" || strings.Join(c.Preamble, "|") != "# a comment" ||
		strings.Join(c.Input, "|") != `cites bca1862 VI "words"|W touch g1` ||
		c.Output != "== bca1862\na line\n\n----\nsingle separators stay in the output" {
		t.Errorf("case 1: %+v", c)
	}
	if c := f.Cases[1]; c.Line != 16 || strings.Join(c.Preamble, "|") != "|# the second case" || c.Output != "x" {
		t.Errorf("case 2: %+v", c)
	}
	if f.Where(f.Cases[1]) != "s.txt:16" || strings.Join(f.Tail, "|") != "# the tail" {
		t.Errorf("where %s, tail %q", f.Where(f.Cases[1]), f.Tail)
	}
	if got := f.Format(); got != sample {
		t.Errorf("formatted back:\n%s", got)
	}
}

func TestParseErrors(t *testing.T) {
	for text, want := range map[string]string{
		"rule all\nW touch g1\n":                 "x.txt:1: case has no ---- line",
		"# c\nrule all\n----\n----\nout\n----\n": "x.txt:2: output not closed by ----/----",
	} {
		if _, err := Parse("x.txt", text); err == nil || err.Error() != want {
			t.Errorf("%q: %v, want %q", text, err, want)
		}
	}
	// A case without its output yet: -update writes it.
	f, err := Parse("x.txt", "echo a\n----\n")
	if err != nil || len(f.Cases) != 1 || f.Cases[0].Output != "" {
		t.Fatalf("%+v, %v", f, err)
	}
}

// With -update, Check takes the outputs the test gives and rewrites the
// file; only the outputs change.
func TestCheckUpdates(t *testing.T) {
	path := filepath.Join(t.TempDir(), "d.txt")
	if err := os.WriteFile(path, []byte("# c\necho hello\n----\n----\nstale\n----\n----\necho new\n----\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := Read(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := flag.Set(updateFlag, "true"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { flag.Set(updateFlag, "false") })
	Check(t, f, func(c *Case) string { return strings.TrimPrefix(c.Directive, "echo ") })
	got, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if want := "# c\necho hello\n----\n----\nhello\n----\n----\necho new\n----\n----\nnew\n----\n----\n"; string(got) != want {
		t.Errorf("rewritten:\n%s", got)
	}
}

func TestFirstDiff(t *testing.T) {
	if got := FirstDiff("a\nb\nc", "a\nB"); got != "line 2:\n  want \"b\"\n  got  \"B\"" {
		t.Errorf("%q", got)
	}
	if got := FirstDiff("a", "a"); got != "(equal)" {
		t.Errorf("%q", got)
	}
}

func TestGolden(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.golden")
	if err := os.WriteFile(path, []byte("same\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	Golden(t, path, "same\n")
	if err := flag.Set(updateFlag, "true"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { flag.Set(updateFlag, "false") })
	Golden(t, path, "new\n")
	if b, _ := os.ReadFile(path); string(b) != "new\n" {
		t.Errorf("-update wrote %q", b)
	}
}
