package ui

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/testkit/codeshape"
)

// maxBranches is the most branches (if, for, range, case, select case,
// && and ||) a function of the package may have: a screen's keys are
// routed to small handlers, not one long switch.
const maxBranches = 25

func TestNoFunctionOverMaxBranches(t *testing.T) {
	over, err := codeshape.OverBranches(".", maxBranches)
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range over {
		t.Error(o)
	}
}

// maxModelFields is the most fields reachable as m.X on the Model,
// promoted ones included: a newcomer holds the Model in mind, and a screen
// or a panel keeps its own state in its own component.
const maxModelFields = 25

// TestModelFields counts the fields reachable on the Model as m.X
// (reflect.VisibleFields counts those of an embedded struct too), and
// refuses an embedded struct: the Model names each component it holds.
func TestModelFields(t *testing.T) {
	checkModelShape(t, reflect.TypeOf(Model{}))
	checkModelShape(t, reflect.TypeOf(Practice{}))
}

func checkModelShape(t testing.TB, typ reflect.Type) {
	fields := reflect.VisibleFields(typ)
	if len(fields) > maxModelFields {
		t.Errorf("%s has %d fields reachable as m.X, at most %d", typ.Name(), len(fields), maxModelFields)
	}
	for _, f := range fields {
		if f.Anonymous {
			t.Errorf("%s embeds %s: name the field", typ.Name(), f.Type)
		}
	}
}

// TestModelShapeCanFail: the check above refuses a Model that embeds a
// struct, or has more than maxModelFields fields reachable.
func TestModelShapeCanFail(t *testing.T) {
	type embedding struct {
		terminal
		screen screen
	}
	if !fails(func(tb testing.TB) { checkModelShape(tb, reflect.TypeOf(embedding{})) }) {
		t.Error("an embedded struct passed the shape check")
	}
	wide := reflect.StructOf(func() []reflect.StructField {
		var fs []reflect.StructField
		for i := 0; i <= maxModelFields; i++ {
			fs = append(fs, reflect.StructField{Name: fmt.Sprintf("F%d", i), Type: reflect.TypeOf(0)})
		}
		return fs
	}())
	if !fails(func(tb testing.TB) { checkModelShape(tb, wide) }) {
		t.Errorf("%d fields passed the shape check", maxModelFields+1)
	}
}

// fails reports whether check reported an error.
func fails(check func(testing.TB)) bool {
	r := &recorder{}
	check(r)
	return r.failed
}

// recorder is a testing.TB that notes a failure and goes on.
type recorder struct {
	testing.TB
	failed bool
}

func (r *recorder) Errorf(string, ...any) { r.failed = true }

// components are the screens and panels: each gets what it reads, never
// the Model.
var components = []string{
	"picker", "helpScreen", "textScreen", "lawBrowser", "review", "nextGame",
	"titleBar", "column", "boardPanel", "rulingPanel", "lawQuote", "logPanel",
	"commandLine", "moveLine", "typing", "completing", "footer", "recordState",
	"plainSeen", "plainFacts", "plainOut",
	"narrativeScreen", "questionScreen", "revealScreen", "summaryScreen",
}

// TestComponentsTakeNoModel: no field of a component, and no parameter or
// result of its methods, is the Model.
func TestComponentsTakeNoModel(t *testing.T) {
	for _, o := range modelUses(t, ".", components) {
		t.Error(o)
	}
}

// TestComponentsTakeNoModelCanFail: the check finds a method given the Model.
func TestComponentsTakeNoModelCanFail(t *testing.T) {
	dir := t.TempDir()
	src := "package ui\ntype Model struct{}\ntype picker struct{}\nfunc (p picker) View(m *Model) string { return \"\" }\n"
	if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if len(modelUses(t, dir, []string{"picker"})) == 0 {
		t.Error("a picker's View given *Model passed")
	}
}

// modelUses lists where the named types hold the Model or their methods
// take or give it, in the Go files of dir (not the tests).
func modelUses(t *testing.T, dir string, names []string) []string {
	t.Helper()
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, dir, func(fi fs.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, 0)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]bool{}
	for _, n := range names {
		want[n] = true
	}
	isModel := func(e ast.Expr) bool {
		if s, ok := e.(*ast.StarExpr); ok {
			e = s.X
		}
		id, ok := e.(*ast.Ident)
		return ok && id.Name == "Model"
	}
	var out []string
	check := func(where string, fl *ast.FieldList) {
		if fl == nil {
			return
		}
		for _, f := range fl.List {
			if isModel(f.Type) {
				out = append(out, where)
			}
		}
	}
	for _, p := range pkgs {
		for _, f := range p.Files {
			for _, d := range f.Decls {
				switch d := d.(type) {
				case *ast.FuncDecl:
					if d.Recv == nil || len(d.Recv.List) == 0 {
						continue
					}
					r := d.Recv.List[0].Type
					if s, ok := r.(*ast.StarExpr); ok {
						r = s.X
					}
					if id, ok := r.(*ast.Ident); ok && want[id.Name] {
						where := fset.Position(d.Pos()).String() + ": " + id.Name + "." + d.Name.Name + " takes or gives the Model"
						check(where, d.Type.Params)
						check(where, d.Type.Results)
					}
				case *ast.GenDecl:
					for _, sp := range d.Specs {
						ts, ok := sp.(*ast.TypeSpec)
						if !ok || !want[ts.Name.Name] {
							continue
						}
						if st, ok := ts.Type.(*ast.StructType); ok {
							check(fset.Position(ts.Pos()).String()+": "+ts.Name.Name+" holds the Model", st.Fields)
						}
					}
				}
			}
		}
	}
	return out
}
