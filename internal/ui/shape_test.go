package ui

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// maxBranches is the most branches (if, for, range, case, select case,
// && and ||) a function of the package may have (issue 16): a screen's
// keys are routed to small handlers, not one long switch.
const maxBranches = 25

func TestNoFunctionOverMaxBranches(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		af, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range af.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			if n := branches(fd.Body); n > maxBranches {
				t.Errorf("%s: %s has %d branches (at most %d)", f, fd.Name.Name, n, maxBranches)
			}
		}
	}
}

func branches(body ast.Node) int {
	n := 0
	ast.Inspect(body, func(x ast.Node) bool {
		switch x := x.(type) {
		case *ast.IfStmt, *ast.ForStmt, *ast.RangeStmt, *ast.CommClause:
			n++
		case *ast.CaseClause:
			if x.List != nil {
				n++
			}
		case *ast.BinaryExpr:
			if x.Op == token.LAND || x.Op == token.LOR {
				n++
			}
		}
		return true
	})
	return n
}

// TestModelFields: the game screen's Model keeps at most 20 fields of its
// own (issue 16): the rest are grouped by what they are for.
func TestModelFields(t *testing.T) {
	if n := reflect.TypeOf(Model{}).NumField(); n > 20 {
		t.Errorf("Model has %d fields, at most 20", n)
	}
}
