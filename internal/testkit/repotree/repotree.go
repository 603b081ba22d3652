// Package repotree finds, for a test, the repository's root and the tools
// and documents the project was given beside it (../shared, read-only and
// outside the repository), so that no test names a path of one machine:
// a tool is found through its environment variable, else in ../shared
// relative to the repository's root, else the test is skipped with the
// reason. A clean clone without ../shared tests green.
package repotree

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// Root is the repository's root: the nearest directory at or above the
// working directory (a test's package directory) that holds go.mod.
func Root() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", fmt.Errorf("repository root: %w", err)
	}
	return rootFrom(dir)
}

func rootFrom(dir string) (string, error) {
	for {
		if fi, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil && !fi.IsDir() {
			return dir, nil
		}
		up := filepath.Dir(dir)
		if up == dir {
			return "", errors.New("repository root: no go.mod at or above the working directory")
		}
		dir = up
	}
}

// Shared is the path of rel under ../shared beside the repository's root,
// whether or not it exists; "" when the root cannot be found.
func Shared(rel string) string {
	root, err := Root()
	if err != nil {
		return ""
	}
	return filepath.Join(filepath.Dir(root), "shared", filepath.FromSlash(rel))
}

// Find returns the first of $env and ../shared/rel that exists and that
// ok accepts (nil accepts any), or skips t saying what is missing and how
// to name it.
func Find(t testing.TB, env, rel string, ok func(path string) bool) string {
	t.Helper()
	for _, p := range []string{os.Getenv(env), Shared(rel)} {
		if p == "" {
			continue
		}
		if _, err := os.Stat(p); err != nil {
			continue
		}
		if ok == nil || ok(p) {
			return p
		}
	}
	t.Skipf("%s is not here: not in $%s, nor in ../shared/%s beside the repository", filepath.Base(rel), env, rel)
	return ""
}
