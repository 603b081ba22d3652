package repotree

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRootHoldsGoMod(t *testing.T) {
	root, err := Root()
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(root, "go.mod"))
	if err != nil || !strings.Contains(string(b), "module github.com/arbiter-chess/arbiter") {
		t.Fatalf("%s: not the project's go.mod (%v)", root, err)
	}
	if wd, _ := os.Getwd(); filepath.Join(root, "internal", "testkit", "repotree") != wd {
		t.Errorf("root %s is not two levels above %s", root, wd)
	}
}

func TestRootFromOutsideAModule(t *testing.T) {
	dir := t.TempDir()
	if _, err := rootFrom(dir); err == nil {
		t.Errorf("a root found above %s, which holds no go.mod", dir)
	}
	sub := filepath.Join(dir, "a", "b")
	if err := os.MkdirAll(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got, err := rootFrom(sub); err != nil || got != dir {
		t.Errorf("rootFrom(%s) = %q, %v; want %s", sub, got, err, dir)
	}
}

func TestSharedIsBesideTheRoot(t *testing.T) {
	root, _ := Root()
	if got, want := Shared("tools/pgncheck"), filepath.Join(filepath.Dir(root), "shared", "tools", "pgncheck"); got != want {
		t.Errorf("Shared = %s, want %s", got, want)
	}
}

func TestFindPrefersTheEnvironment(t *testing.T) {
	f := filepath.Join(t.TempDir(), "tool")
	if err := os.WriteFile(f, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("REPOTREE_TEST_TOOL", f)
	if got := Find(t, "REPOTREE_TEST_TOOL", "no/such/tool", nil); got != f {
		t.Errorf("Find = %q, want %s", got, f)
	}
}

func TestFindSkipsWhenMissing(t *testing.T) {
	t.Setenv("REPOTREE_TEST_TOOL", "")
	skipped := true
	t.Run("missing", func(t *testing.T) {
		Find(t, "REPOTREE_TEST_TOOL", "no/such/tool", nil)
		skipped = false
	})
	if !skipped {
		t.Error("Find returned for a tool that is nowhere")
	}
}
