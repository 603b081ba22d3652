package docs

import (
	"bufio"
	"fmt"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/testkit/repotree"
)

// The repository explains itself: what the code cites is in a clone.
// An issue's number or a section of a specification outside the
// repository means nothing to a reader of a clone; a path of one machine
// breaks the tests anywhere else. So the code says its reasons in words,
// cites the specification as docs/spec.md, and finds the tools beside the
// repository through testkit/repotree.
var (
	// "issue 12", "issues 3 and 4", "Issue #7".
	issueCitation = regexp.MustCompile(`(?i)\bissues?\s+#?[0-9]+`)
	// "spec §5", "Spec §3", "the spec (§5)", "spec §5's": a section of a
	// specification not named as docs/spec.md ("docs/spec.md §5" has
	// ".md" between the word and the sign, so it is not matched).
	bareSpecCitation = regexp.MustCompile(`(?i)\bspec\W{0,3}§`)
	// "/work/shared/...", "/root/go": a directory of one machine.
	machinePath = regexp.MustCompile(`(^|[^A-Za-z0-9_.~/-])/(work|root)(/|\b)`)
)

// citationsNotYet are the folders whose citations are still being
// rewritten: their findings are logged, not failed. Drop a folder here
// once it is clean (the test fails when a listed folder has none left).
var citationsNotYet = []string{}

// allowedCitations are lines that match a pattern but cite nothing, by
// file and the text that makes them so.
var allowedCitations = map[string]string{
	// PendingList's own output: a library expectation waiting on the core
	// names the issue that will change it (docs/scenarios.md, core_pending).
	"internal/incidents/expect_test.go": `"999-x [bca1862] issue 23"`,
}

// thisFile is skipped by the walk: it holds the patterns' examples.
const thisFile = "docs/repository_test.go"

// citations returns "LINE: what" for each line of src that cites an issue
// number, cites the specification other than as docs/spec.md, or names a
// path under /work or /root.
func citations(src string, allowed string) []string {
	var out []string
	sc := bufio.NewScanner(strings.NewReader(src))
	sc.Buffer(make([]byte, 0, 64*1024), 4*1024*1024)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if allowed != "" && strings.Contains(line, allowed) || !mayCite(line) {
			continue
		}
		for _, c := range []struct {
			re   *regexp.Regexp
			what string
		}{
			{issueCitation, "cites an issue number: say the reason in words"},
			{bareSpecCitation, `cites the specification: write "docs/spec.md §N"`},
			{machinePath, "names a path of one machine: find it from the repository (testkit/repotree)"},
		} {
			if m := c.re.FindString(line); m != "" {
				out = append(out, fmt.Sprintf("%d: %s (%q)", n, c.what, strings.TrimSpace(m)))
			}
		}
	}
	return out
}

// mayCite is a quick look before the patterns: a line none of them can
// match has none of these (most lines of a tree).
func mayCite(line string) bool {
	return strings.Contains(line, "ssue") || strings.Contains(line, "SSUE") ||
		strings.Contains(line, "§") || strings.Contains(line, "/work") || strings.Contains(line, "/root")
}

func TestCitationsFound(t *testing.T) {
	for _, tc := range []struct {
		line string
		want int
	}{
		{"// as issue 12 asks", 1},
		{"// issues 3 and 4", 1},
		{"// (Issue #7, point 2)", 1},
		{"\tt.Errorf(\"not a kind of spec §5\")", 1},
		{"// Spec §5 kinds", 1},
		{"// the ruling object of the spec (§5)", 1},
		{`	for _, p := range []string{"/work/shared/tools/pgncheck"} {`, 1},
		{"# see /root/go/pkg", 1},
		{"// spec §3 and issue 19", 2},
		{"// the ruling object (docs/spec.md §5)", 0},
		{"// docs/notation.md §14: an irregularity", 0},
		{"// the issue that will change it; an issue's number", 0},
		{`	d.MkdirAll("/home/a", 0o755) // the in-memory disk's root`, 0},
		{"// ../shared/tools/pgncheck beside the repository", 0},
		{"// a/work/b, ~/work, internal/rootfs", 0},
	} {
		if got := citations(tc.line+"\n", ""); len(got) != tc.want {
			t.Errorf("%q: %d found %v, want %d", tc.line, len(got), got, tc.want)
		}
	}
	if got := citations("x\n// as issue 12 asks\n", "issue 12"); len(got) != 0 {
		t.Errorf("an allowed line is found: %v", got)
	}
	if got := citations("x\n\n// as issue 12 asks\n", ""); len(got) != 1 || !strings.HasPrefix(got[0], "3: ") {
		t.Errorf("found %v, want line 3", got)
	}
}

// sourceFiles lists, relative to root with slashes, the files the
// citation check reads: every .go file, the Makefile, the scripts and the
// CI's, not .git.
func sourceFiles(t *testing.T, root string) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if d.Name() == ".git" {
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(rel, ".go") || rel == "Makefile" || rel == ".ci/run" ||
			(strings.HasPrefix(rel, "scripts/") && (strings.HasSuffix(rel, ".sh") || strings.HasSuffix(rel, ".awk"))) {
			files = append(files, rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

func TestNoCitationOutsideTheRepository(t *testing.T) {
	root, err := repotree.Root()
	if err != nil {
		t.Fatal(err)
	}
	files := sourceFiles(t, root)
	if len(files) < 100 || !slices.Contains(files, "cmd/arbiter/main.go") || !slices.Contains(files, "Makefile") {
		t.Fatalf("%d files read from %s: not the repository", len(files), root)
	}
	notYet := map[string]int{}
	for _, rel := range files {
		if rel == thisFile {
			continue
		}
		b, err := os.ReadFile(filepath.Join(root, rel))
		if err != nil {
			t.Fatal(err)
		}
		found := citations(string(b), allowedCitations[rel])
		if len(found) == 0 {
			continue
		}
		if i := slices.IndexFunc(citationsNotYet, func(dir string) bool { return strings.HasPrefix(rel, dir+"/") }); i >= 0 {
			notYet[citationsNotYet[i]] += len(found)
			for _, f := range found {
				t.Logf("not yet: %s:%s", rel, f)
			}
			continue
		}
		for _, f := range found {
			t.Errorf("%s:%s", rel, f)
		}
	}
	for _, dir := range citationsNotYet {
		if notYet[dir] == 0 {
			t.Errorf("%s has no citation left: drop it from citationsNotYet", dir)
		}
	}
}

// The test-only packages stand apart under internal/testkit: no file the
// program is built from imports one of them.
func TestTestkitOnlyInTests(t *testing.T) {
	root, err := repotree.Root()
	if err != nil {
		t.Fatal(err)
	}
	const testkit = "github.com/arbiter-chess/arbiter/internal/testkit/"
	checked := 0
	for _, rel := range sourceFiles(t, root) {
		if !strings.HasSuffix(rel, ".go") || strings.HasSuffix(rel, "_test.go") ||
			strings.HasPrefix(rel, "internal/testkit/") || strings.Contains(rel, "/testdata/") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), filepath.Join(root, rel), nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		checked++
		for _, imp := range f.Imports {
			if p, _ := strconv.Unquote(imp.Path.Value); strings.HasPrefix(p, testkit) {
				t.Errorf("%s imports %s: the program is built from it, and testkit is for tests only", rel, p)
			}
		}
	}
	if checked < 50 {
		t.Fatalf("%d of the program's files checked: the walk missed the tree", checked)
	}
}
