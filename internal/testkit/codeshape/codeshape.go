// Package codeshape measures the shape of a package's functions for its
// tests: no function in rules or ui takes more than 25 branches, so that an event or a key is routed to small handlers, not
// one long switch.
package codeshape

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
)

// Branches counts a function body's branches: if, for, range, a select's
// case, a switch's case (not its default), && and ||.
func Branches(body ast.Node) int {
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

// OverBranches lists the functions of the non-test Go files in dir with
// more than max branches, as "file: name has N branches".
func OverBranches(dir string, max int) ([]string, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, fmt.Errorf("codeshape: %s: %w", dir, err)
	}
	fset := token.NewFileSet()
	var over []string
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		af, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			return nil, fmt.Errorf("codeshape: %w", err)
		}
		for _, d := range af.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fd.Body != nil {
				if n := Branches(fd.Body); n > max {
					over = append(over, fmt.Sprintf("%s: %s has %d branches (at most %d)", filepath.Base(f), fd.Name.Name, n, max))
				}
			}
		}
	}
	return over, nil
}
