package docs

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/testkit/repotree"
)

// The layers of docs/architecture.md: chess knows nothing of the law, the
// law nothing of the engine, the record's machinery nothing of a ruling's
// meaning; the engine (internal/rules) applies events and asks the law;
// the terminal, the report, the PGN reader, the incident notation and the
// command line stand on top. The compiler enforces the rest once no import
// points the wrong way: this test is that check.
const module = "github.com/arbiter-chess/arbiter/"

// layerImports lists, for each package of the core, the only packages of
// the project its product code may import.
var layerImports = map[string][]string{
	"internal/chess":  {},
	"internal/law":    {"internal/chess"},
	"internal/record": {"internal/chess", "internal/law"},
	"internal/rules":  {"internal/chess", "internal/law", "internal/record"},
}

// productImports maps each package directory of the repository to the
// packages of the project its non-test files import.
func productImports(t *testing.T, root string) map[string][]string {
	t.Helper()
	out := map[string][]string{}
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, filepath.Dir(path))
		rel = filepath.ToSlash(rel)
		for _, is := range f.Imports {
			p, _ := strconv.Unquote(is.Path.Value)
			if dep, ok := strings.CutPrefix(p, module); ok && !slices.Contains(out[rel], dep) {
				out[rel] = append(out[rel], dep)
			}
		}
		if _, ok := out[rel]; !ok {
			out[rel] = nil
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// layerViolations lists the arrows of graph that the layers forbid: a core
// package importing a project package not below it, or any package
// importing a test helper.
func layerViolations(graph map[string][]string) []string {
	var bad []string
	for pkg, deps := range graph {
		allowed, core := layerImports[pkg]
		for _, dep := range deps {
			switch {
			case strings.HasPrefix(dep, "internal/testkit/") && !strings.HasPrefix(pkg, "internal/testkit/"):
				bad = append(bad, pkg+" imports the test helper "+dep)
			case core && !slices.Contains(allowed, dep):
				bad = append(bad, pkg+" imports "+dep+", which is not below it")
			}
		}
	}
	slices.Sort(bad)
	return bad
}

// TestLayers: chess ← law ← record ← rules ← (ui, report, pgn, incidents,
// cmd), and no other arrow into or between the core packages.
func TestLayers(t *testing.T) {
	root := repoRoot(t)
	graph := productImports(t, root)
	for pkg := range layerImports {
		if _, ok := graph[pkg]; !ok {
			t.Fatalf("%s has no Go files: the layers have moved, and docs/architecture.md with them", pkg)
		}
	}
	for _, v := range layerViolations(graph) {
		t.Error(v)
	}
}

// TestLayersCanFail: an arrow pointing the wrong way is found.
func TestLayersCanFail(t *testing.T) {
	graph := map[string][]string{
		"internal/chess":  {"internal/law"},
		"internal/law":    {"internal/chess", "internal/rules"},
		"internal/record": {"internal/law"},
		"internal/rules":  {"internal/chess", "internal/plain"},
		"internal/ui":     {"internal/rules", "internal/chess", "internal/testkit/memtest"},
	}
	want := []string{
		"internal/chess imports internal/law, which is not below it",
		"internal/law imports internal/rules, which is not below it",
		"internal/rules imports internal/plain, which is not below it",
		"internal/ui imports the test helper internal/testkit/memtest",
	}
	if got := layerViolations(graph); !slices.Equal(got, want) {
		t.Errorf("found %q, want %q", got, want)
	}
}

// The engine a newcomer can hold in mind: Game keeps at most maxGameMethods
// methods (its API and the path of an event; each concern is a part of its
// own, reached as a field: g.claims, g.penalties...), and no product file
// of the core is over maxFileLines lines. The four codes are exempt from
// the length: each is one value laid out in its text's order, in one file,
// as adding a code is one file (docs/adding-a-code.md).
const (
	maxGameMethods = 80
	maxFileLines   = 500
)

func TestGameMethods(t *testing.T) {
	n, err := methodsOf(filepath.Join(repoRoot(t), "internal", "rules"), "Game")
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("Game has %d methods", n)
	if n > maxGameMethods {
		t.Errorf("rules.Game has %d methods, at most %d: give the new ones to the part of the engine they belong to", n, maxGameMethods)
	}
	if n < 10 {
		t.Errorf("rules.Game has %d methods: the count has lost the type", n)
	}
}

// methodsOf counts the methods declared on typ (or *typ) in dir, its tests
// included.
func methodsOf(dir, typ string) (int, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return 0, err
	}
	n := 0
	for _, path := range files {
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
		if err != nil {
			return 0, err
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv == nil {
				continue
			}
			rt := fd.Recv.List[0].Type
			if st, ok := rt.(*ast.StarExpr); ok {
				rt = st.X
			}
			if id, ok := rt.(*ast.Ident); ok && id.Name == typ {
				n++
			}
		}
	}
	return n, nil
}

func TestCoreFileLength(t *testing.T) {
	root := repoRoot(t)
	codes := []string{"lewis1827.go", "american1850.go", "staunton1860.go", "bca1862.go"}
	for pkg := range layerImports {
		files, err := filepath.Glob(filepath.Join(root, pkg, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range files {
			if strings.HasSuffix(path, "_test.go") || pkg == "internal/law" && slices.Contains(codes, filepath.Base(path)) {
				continue
			}
			b, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if n := strings.Count(string(b), "\n"); n > maxFileLines {
				t.Errorf("%s/%s has %d lines, at most %d: split it by what it holds", pkg, filepath.Base(path), n, maxFileLines)
			}
		}
	}
}

// repoRoot is the repository's root, or the test fails.
func repoRoot(t *testing.T) string {
	t.Helper()
	root, err := repotree.Root()
	if err != nil {
		t.Fatal(err)
	}
	return root
}
