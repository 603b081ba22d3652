//go:build ignore

// branches counts the branches of each function of the Go files named (or
// of the directories named): every if, for, range, case and select case
// (default excluded), && and ||, as gocyclo counts them less one. It lists
// the functions above the limit (-max, 25).
//
//	go run scripts/branches.go [-max 25] [-all] internal/rules internal/ui
package main

import (
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

type fn struct {
	name     string
	pos      string
	branches int
}

func main() {
	limit := flag.Int("max", 25, "the most branches a function may have")
	all := flag.Bool("all", false, "list every function, not only those over the limit")
	tests := flag.Bool("tests", false, "count _test.go files too")
	flag.Parse()
	var fns []fn
	fset := token.NewFileSet()
	for _, arg := range flag.Args() {
		files := []string{arg}
		if st, err := os.Stat(arg); err == nil && st.IsDir() {
			files, _ = filepath.Glob(filepath.Join(arg, "*.go"))
		}
		for _, path := range files {
			if !*tests && strings.HasSuffix(path, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, path, nil, 0)
			if err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(2)
			}
			for _, d := range f.Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok || fd.Body == nil {
					continue
				}
				name := fd.Name.Name
				if fd.Recv != nil && len(fd.Recv.List) > 0 {
					name = recv(fd.Recv.List[0].Type) + "." + name
				}
				fns = append(fns, fn{name, fset.Position(fd.Pos()).String(), count(fd.Body)})
			}
		}
	}
	sort.Slice(fns, func(i, j int) bool { return fns[i].branches > fns[j].branches })
	over := 0
	for _, f := range fns {
		if f.branches > *limit {
			over++
		}
		if *all || f.branches > *limit {
			fmt.Printf("%3d %s %s\n", f.branches, f.name, f.pos)
		}
	}
	fmt.Printf("%d functions, %d over %d branches\n", len(fns), over, *limit)
	if over > 0 {
		os.Exit(1)
	}
}

func recv(e ast.Expr) string {
	switch t := e.(type) {
	case *ast.StarExpr:
		return recv(t.X)
	case *ast.Ident:
		return t.Name
	case *ast.IndexExpr:
		return recv(t.X)
	}
	return "?"
}

// count counts the branches in n, the function literals inside it included.
func count(n ast.Node) int {
	c := 0
	ast.Inspect(n, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.IfStmt, *ast.ForStmt, *ast.RangeStmt:
			c++
		case *ast.CaseClause:
			if x.List != nil {
				c++
			}
		case *ast.CommClause:
			if x.Comm != nil {
				c++
			}
		case *ast.BinaryExpr:
			if x.Op == token.LAND || x.Op == token.LOR {
				c++
			}
		}
		return true
	})
	return c
}
