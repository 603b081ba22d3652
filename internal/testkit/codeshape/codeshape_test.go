package codeshape

import (
	"os"
	"path/filepath"
	"testing"
)

func TestBranchesCounts(t *testing.T) {
	src := `package p
func f(a, b bool, xs []int, c chan int) {
	if a && b || !a { }
	for i := 0; i < 1; i++ { }
	for range xs { }
	switch { case a: ; case b: ; default: }
	select { case <-c: ; default: }
}`
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "p.go"), []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	// if, &&, ||, for, range, two cases, two select clauses (default included).
	over, err := OverBranches(dir, 8)
	if err != nil || len(over) != 1 || over[0] != "p.go: f has 9 branches (at most 8)" {
		t.Fatalf("over 8: %q, %v", over, err)
	}
	if over, _ := OverBranches(dir, 9); len(over) != 0 {
		t.Fatalf("over 9: %q", over)
	}
}
