package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/testkit/cputime"
	"github.com/arbiter-chess/arbiter/internal/testkit/longgame"
)

// longScript writes the random 2000-ply game (the core's BenchmarkRule2000
// plays it) as a journal: each event on a line with its stamp.
func longScript(tb testing.TB, plies int) string {
	tb.Helper()
	moves, err := longgame.Moves(plies)
	if err != nil {
		tb.Fatal(err)
	}
	evs, err := longgame.Events(moves)
	if err != nil {
		tb.Fatal(err)
	}
	var b strings.Builder
	begun := time.Date(2026, 11, 22, 10, 4, 5, 0, time.UTC)
	fmt.Fprintf(&b, "[Code \"bca1862\"]\n[Begun %q]\n", incidents.FormatStamp(begun))
	for i, e := range evs {
		fmt.Fprintf(&b, "%s  # %s\n", incidents.FormatEvent(e), incidents.FormatStamp(begun.Add(time.Duration(i+1)*time.Second)))
	}
	path := filepath.Join(tb.TempDir(), "long.inc")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		tb.Fatal(err)
	}
	return path
}

// BenchmarkRuleWords2000 is `arbiter rule` of the 2000-ply game: read,
// parse, rule, the account in words (the moves in algebraic notation).
func BenchmarkRuleWords2000(b *testing.B) { benchRule(b, nil) }

// BenchmarkRuleJSON2000 is `arbiter rule --json` of the same game.
func BenchmarkRuleJSON2000(b *testing.B) { benchRule(b, []string{"--json"}) }

func benchRule(b *testing.B, flags []string) {
	path := longScript(b, 2000)
	args := append(flags, path)
	cpu := cputime.Start(b)
	for i := 0; i < b.N; i++ {
		if code := cmdRule(args, nil, io.Discard, io.Discard); code != 0 {
			b.Fatalf("exit %d", code)
		}
	}
	cpu.Stop()
}
