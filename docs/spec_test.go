package docs

import (
	"os"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/testkit/repotree"
)

// specNoteEnd closes the note on docs/spec.md's first lines that says
// where the copy came from; the specification follows it unedited.
const specNoteEnd = "-->\n"

// docs/spec.md is the specification the project was given, word for word
// after its note, so that "docs/spec.md §N" cites what the original says.
// Checked where the original is beside the repository ($ARBITER_SPEC, else
// ../shared/spec/arbiter.md); a clean clone checks the note and the
// section numbers alone.
func TestSpecIsTheOriginal(t *testing.T) {
	b, err := os.ReadFile("spec.md")
	if err != nil {
		t.Fatal(err)
	}
	copy := string(b)
	i := strings.Index(copy, specNoteEnd)
	if !strings.HasPrefix(copy, "<!--") || i < 0 || !strings.Contains(copy[:i], "../shared/spec/arbiter.md") {
		t.Fatal("docs/spec.md does not begin with the note naming its original, ../shared/spec/arbiter.md")
	}
	body := copy[i+len(specNoteEnd):]
	for _, h := range []string{"## 1. The codes", "## 2. The physical model", "## 3. Incident notation", "## 4. Command line", "## 5. The ruling (JSON)"} {
		if !strings.Contains(body, "\n"+h) {
			t.Errorf("docs/spec.md has no section %q: the code cites the sections by these numbers", h)
		}
	}
	orig := repotree.Find(t, "ARBITER_SPEC", "spec/arbiter.md", nil)
	want, err := os.ReadFile(orig)
	if err != nil {
		t.Fatal(err)
	}
	if body != string(want) {
		t.Errorf("docs/spec.md differs from %s: copy it again below the note", orig)
	}
}
