package testsize

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/testkit/repotree"
)

func TestReadCorpus(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"b": "go test fuzz v1\n[]byte(\"\\x00\\xffa\\\"\")\n",
		"a": "go test fuzz v1\n[]byte(\"\")\n",
	}
	for name, text := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	in, names, err := ReadCorpus(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(in) != 2 || names[0] != "a" || names[1] != "b" || len(in[0]) != 0 || !bytes.Equal(in[1], []byte{0, 0xff, 'a', '"'}) {
		t.Fatalf("read %q %q", names, in)
	}
	if in, _, err := ReadCorpus(filepath.Join(dir, "none")); err != nil || in != nil {
		t.Fatalf("a missing directory: %v %v", in, err)
	}
	for _, bad := range []string{"go test fuzz v2\n[]byte(\"\")\n", "go test fuzz v1\nstring(\"a\")\n",
		"go test fuzz v1\n[]byte(\"a)\n", "go test fuzz v1\n[]byte(\"a\")\n[]byte(\"b\")\n"} {
		if _, err := parseCorpusFile(bad); err == nil {
			t.Errorf("%q read without an error", bad)
		}
	}
}

// Every kept corpus of the tree reads whole: every file one input (the
// ordinary run does not read them; the full run and the fuzzing do).
func TestReadCorpusOfTheTree(t *testing.T) {
	root, err := repotree.Root()
	if err != nil {
		t.Fatal(err)
	}
	a, _ := filepath.Glob(filepath.Join(root, "*", "testdata", "fuzzcorpus", "*"))
	b, _ := filepath.Glob(filepath.Join(root, "*", "*", "testdata", "fuzzcorpus", "*"))
	n := 0
	for _, dir := range append(a, b...) {
		if fi, err := os.Stat(dir); err != nil || !fi.IsDir() {
			continue
		}
		in, names, err := ReadCorpus(dir)
		if err != nil {
			t.Fatal(err)
		}
		entries, _ := os.ReadDir(dir)
		if len(in) == 0 || len(in) != len(entries) || len(names) != len(in) {
			t.Fatalf("%s: %d inputs of %d files", dir, len(in), len(entries))
		}
		n++
	}
	if n < 3 {
		t.Fatalf("%d kept corpora found, want FuzzEvents', FuzzSetupReplay's and FuzzJournalFaults' at least", n)
	}
}
