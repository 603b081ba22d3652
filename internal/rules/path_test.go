package rules

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/record"
)

// A newcomer follows one move from Apply to its ruling through few files:
// the event's path (game.go, act.go, touch.go, move.go, state.go) and the
// record, with the board's chess beside them as a library. The terms a
// setup adds (odds, time limits...) and the law's rarer questions are
// asked only when they arise, in files of their own.
const (
	maxPathFiles = 8 // of the engine and the record
	movePathEnv  = "ARBITER_MOVE_PATH"
)

// TestOneMoveFromApply is the move TestMovePathFiles follows: a game made,
// and, when asked, White's g1f3 applied.
func TestOneMoveFromApply(t *testing.T) {
	g, err := New(Setup{})
	if err != nil {
		t.Fatal(err)
	}
	if os.Getenv(movePathEnv) != "apply" {
		return
	}
	if err := g.Apply(record.Event{Actor: record.ActorWhite, Verb: record.Move, Square: 6, To: 21}); err != nil {
		t.Fatal(err)
	}
}

// TestMovePathFiles counts the files whose code runs for `W move g1f3`
// and for nothing before it: the coverage of the game made and the move
// applied, less that of the game made alone. It builds the package twice
// with coverage, so it runs in make test-full (and make move-path).
func TestMovePathFiles(t *testing.T) {
	if os.Getenv("ARBITER_TEST_FULL") == "" && os.Getenv(movePathEnv) != "count" {
		t.Skip("builds the package with coverage: make test-full or make move-path")
	}
	if os.Getenv(movePathEnv) == "apply" {
		return
	}
	dir := t.TempDir()
	made, err := coverCounts(dir, "made")
	if err != nil {
		t.Fatal(err)
	}
	moved, err := coverCounts(dir, "apply")
	if err != nil {
		t.Fatal(err)
	}
	engine, chess := pathFiles(made, moved)
	t.Logf("W move g1f3 runs code in %d files of the engine and the record: %s", len(engine), strings.Join(engine, " "))
	t.Logf("and in %d files of the chess layer: %s", len(chess), strings.Join(chess, " "))
	if len(engine) > maxPathFiles {
		t.Errorf("W move g1f3 crosses %d files of the engine and the record, at most %d", len(engine), maxPathFiles)
	}
	if len(engine) < 3 {
		t.Errorf("W move g1f3 crosses %d files: the count has lost the move", len(engine))
	}
}

// coverCounts runs TestOneMoveFromApply with coverage of every package of
// the project, the move applied or not, and returns the count of each block.
func coverCounts(dir, mode string) (map[string]int, error) {
	out := filepath.Join(dir, mode+".cover")
	cmd := exec.Command("go", "test", "-count=1", "-covermode=count", "-coverpkg=github.com/arbiter-chess/arbiter/internal/...",
		"-coverprofile="+out, "-run=^TestOneMoveFromApply$", ".")
	cmd.Env = append(os.Environ(), movePathEnv+"="+mode)
	if b, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("go test with coverage: %v\n%s", err, b)
	}
	f, err := os.Open(out)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	counts := map[string]int{}
	sc := bufio.NewScanner(f)
	for sc.Scan() { // "FILE:LINE.COL,LINE.COL STATEMENTS COUNT"
		line := sc.Text()
		k := strings.LastIndexByte(line, ' ')
		c, err := strconv.Atoi(line[k+1:])
		if k < 0 || err != nil {
			continue // the "mode: count" line
		}
		counts[line[:k]] += c
	}
	return counts, sc.Err()
}

// pathFiles are the files with a block run more often once the move is
// applied, as internal/PKG/FILE: the engine's and the record's, and the
// chess layer's.
func pathFiles(made, moved map[string]int) (engine, chess []string) {
	for block, n := range moved {
		if n <= made[block] {
			continue
		}
		file, _, _ := strings.Cut(block, ":")
		_, file, _ = strings.Cut(file, "/arbiter/")
		list := &engine
		if strings.HasPrefix(file, "internal/chess/") {
			list = &chess
		}
		if !slices.Contains(*list, file) {
			*list = append(*list, file)
		}
	}
	slices.Sort(engine)
	slices.Sort(chess)
	return engine, chess
}
