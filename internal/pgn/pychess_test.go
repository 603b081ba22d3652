package pgn

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/testkit/repotree"
	"github.com/arbiter-chess/arbiter/internal/testkit/testsize"
)

// pyNode is a move as python-chess reads it: its SAN, NAGs, comments and
// the variations that replace it.
type pyNode struct {
	SAN      string     `json:"san"`
	NAGs     []int      `json:"nags"`
	Comments []string   `json:"comments"`
	Vars     [][]pyNode `json:"vars"`
}

type pyGame struct {
	Headers       map[string]string `json:"headers"`
	Plies         int               `json:"plies"`
	FEN           string            `json:"fen"`
	Errors        []string          `json:"errors"`
	FirstComments []string          `json:"first_comments"`
	Tree          []pyNode          `json:"tree"`
}

type pyFile struct {
	File  string   `json:"file"`
	Games []pyGame `json:"games"`
}

// pythonChess finds python-chess: $PYTHON_CHESS, else the copy in
// ../shared/tools beside the repository's root; the test is skipped
// without it.
func pythonChess(t *testing.T) string {
	t.Helper()
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 is not here")
	}
	return repotree.Find(t, "PYTHON_CHESS", "tools/python-chess", func(d string) bool {
		fi, err := os.Stat(filepath.Join(d, "chess", "pgn.py"))
		return err == nil && !fi.IsDir()
	})
}

// pyRead reads the files with python-chess.
func pyRead(t *testing.T, dir string, files ...string) map[string]pyFile {
	t.Helper()
	cmd := exec.Command("python3", append([]string{"testdata/pychess_games.py", dir}, files...)...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python-chess: %v: %s", err, stderr.String())
	}
	res := map[string]pyFile{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 64<<20)
	for sc.Scan() {
		var f pyFile
		if err := json.Unmarshal(sc.Bytes(), &f); err != nil {
			t.Fatal(err)
		}
		res[f.File] = f
	}
	return res
}

// notnilFixtures are the PGN files notnil/chess tests itself on, from the
// module cache (skipped when it holds none).
func notnilFixtures(t *testing.T) []string {
	out, err := exec.Command("go", "env", "GOMODCACHE").Output()
	if err != nil {
		return nil
	}
	files, _ := filepath.Glob(filepath.Join(strings.TrimSpace(string(out)), "github.com/notnil/chess@v1.10.0/fixtures/pgns/*.pgn"))
	return files
}

// ecoPGN is pgn-extract's table of openings, where Debian's package put it.
func ecoPGN() []string {
	for _, p := range []string{"/usr/share/pgn-extract/eco.pgn", "/usr/share/doc/pgn-extract/eco.pgn", "/usr/share/doc/pgn-extract/examples/eco.pgn"} {
		if _, err := os.Stat(p); err == nil {
			return []string{p}
		}
	}
	return nil
}

// ecoSample is eco.pgn whole in the full run (testsize), its first 300
// games in the ordinary one, where python-chess's reading of the whole
// would take seconds.
func ecoSample(t *testing.T) []string {
	eco := ecoPGN()
	if len(eco) == 0 || testsize.Full() {
		return eco
	}
	b, err := os.ReadFile(eco[0])
	if err != nil {
		t.Fatal(err)
	}
	text, n := string(b), 0
	for i := 0; i < len(text); i++ {
		if strings.HasPrefix(text[i:], "\n\n[") {
			if n++; n == 300 {
				text = text[:i+1]
				break
			}
		}
	}
	name := filepath.Join(t.TempDir(), "eco-first-300.pgn")
	if err := os.WriteFile(name, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return []string{name}
}

// Every game of the notnil/chess fixtures, of pgn-extract's eco.pgn (where
// installed) and of the edge cases of testdata/edge is read as python-chess
// reads it: the same games, the same plies of the main line, the same final
// position, the same variations, NAGs and comments. The moves are read
// through the importer into the rules core, each game under one of the
// codes in turn.
func TestReadAgreesWithPythonChess(t *testing.T) {
	dir := pythonChess(t)
	edge, _ := filepath.Glob("testdata/edge/*.pgn")
	if len(edge) < 8 {
		t.Fatalf("only %d edge cases", len(edge))
	}
	files := append(append(edge, notnilFixtures(t)...), ecoSample(t)...)
	py := pyRead(t, dir, files...)
	codes := law.Codes()
	games := 0
	for _, f := range files {
		want, ok := py[f]
		if !ok {
			t.Fatalf("%s: python-chess said nothing", f)
		}
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		scores, err := ReadScores(string(text))
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		if len(scores) != len(want.Games) {
			t.Errorf("%s: %d games, python-chess reads %d", f, len(scores), len(want.Games))
			continue
		}
		for i, sc := range scores {
			pg := want.Games[i]
			where := f + " game " + itoa(i+1)
			if len(pg.Errors) > 0 {
				t.Errorf("%s: python-chess: %s", where, pg.Errors[0])
				continue
			}
			code := codes[games%len(codes)].ID
			games++
			checkAgainst(t, where, code, sc, pg)
		}
	}
	t.Logf("%d games of %d files agree", games, len(files))
}

func itoa(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

// checkAgainst compares one game read here with python-chess's reading.
func checkAgainst(t *testing.T, where, code string, sc Score, pg pyGame) {
	t.Helper()
	for name, v := range pg.Headers {
		if _, set := py7[name]; set && sc.Tag(name) == "" {
			continue // python-chess fills the Seven Tag Roster with "?"
		}
		if got := sc.Tag(name); got != v {
			t.Errorf("%s: tag %s %q, python-chess %q", where, name, got, v)
		}
	}
	if r := pg.Headers["Result"]; r != "" && sc.Tag("Result") != "" && sc.Result != r && sc.Result != "*" {
		t.Errorf("%s: result %s, the tag says %s", where, sc.Result, r)
	}
	s, err := sc.Script(code, ReadSAN)
	if err != nil {
		t.Errorf("%s under %s: %v", where, code, err)
		return
	}
	g, err := incidents.Run(s, "")
	if err != nil {
		t.Errorf("%s under %s: %v", where, code, err)
		return
	}
	rep := g.Report()
	if len(rep.Moves) != pg.Plies || len(sc.Moves) != pg.Plies {
		t.Errorf("%s under %s: %d plies (%d read), python-chess %d", where, code, len(rep.Moves), len(sc.Moves), pg.Plies)
	}
	if fenKey(rep.FEN) != fenKey(pg.FEN) {
		t.Errorf("%s under %s: ends in %s, python-chess in %s", where, code, rep.FEN, pg.FEN)
	}
	if d := treeDiff(sc.Line, pg.Tree, "main line"); d != "" {
		t.Errorf("%s: %s", where, d)
	}
}

var py7 = map[string]bool{"Event": true, "Site": true, "Date": true, "Round": true, "White": true, "Black": true, "Result": true}

// fenKey is what two readers must agree on: the men, the side to move, the
// castling rights and the move number.
func fenKey(fen string) string {
	f := strings.Fields(fen)
	if len(f) < 6 {
		return fen
	}
	return strings.Join([]string{f[0], f[1], f[2], f[5]}, " ")
}

// treeDiff compares a line read here with python-chess's: its moves, NAGs,
// comments (each of python-chess's among those read here; a ";" comment
// python-chess drops) and variations, at any depth. "" when they agree.
func treeDiff(l Line, want []pyNode, where string) string {
	if len(l.Moves) != len(want) {
		return where + ": " + itoa(len(l.Moves)) + " moves, python-chess " + itoa(len(want))
	}
	for i, w := range want {
		n := i + 1
		at := where + " move " + itoa(n) + " " + l.Moves[i]
		if sanKey(l.Moves[i]) != sanKey(w.SAN) && !squares.MatchString(l.Moves[i]) {
			return at + ": python-chess reads " + w.SAN
		}
		var nags []string
		for _, x := range w.NAGs {
			nags = append(nags, "$"+itoa(x))
		}
		if strings.Join(sortedCopy(l.NAGs[n]), " ") != strings.Join(sortedCopy(nags), " ") {
			return at + ": NAGs " + strings.Join(l.NAGs[n], " ") + ", python-chess " + strings.Join(nags, " ")
		}
		got := strings.Join(normComments(l.Comments[n]), "\x00")
		for _, c := range normComments(w.Comments) {
			if !strings.Contains(got, c) {
				return at + ": comment " + c + " not read"
			}
		}
		if len(l.Vars[n]) != len(w.Vars) {
			return at + ": " + itoa(len(l.Vars[n])) + " variations, python-chess " + itoa(len(w.Vars))
		}
		for k, v := range w.Vars {
			if d := treeDiff(l.Vars[n][k], v, at+" variation "+itoa(k+1)); d != "" {
				return d
			}
		}
	}
	return ""
}

// squares is a move written by its squares ("g1f3"), which both read.
var squares = regexp.MustCompile(`^[a-h][1-8]-?[a-h][1-8][qrbnQRBN]?$`)

func sanKey(s string) string {
	s = strings.TrimRight(s, "+#!?")
	return strings.ReplaceAll(s, "0", "O")
}

func normComments(cs []string) []string {
	var out []string
	for _, c := range cs {
		if c = strings.Join(strings.Fields(c), " "); c != "" {
			out = append(out, c)
		}
	}
	return out
}

func sortedCopy(s []string) []string {
	out := append([]string(nil), s...)
	for i := range out {
		for j := i + 1; j < len(out); j++ {
			if out[j] < out[i] {
				out[i], out[j] = out[j], out[i]
			}
		}
	}
	return out
}

// Without python-chess, the edge cases are held to what it read in them
// (testdata/edge/python-chess.txt): the same games, plies and final
// positions.
func TestReadEdgeCasesAsPythonChessDid(t *testing.T) {
	b, err := os.ReadFile("testdata/edge/python-chess.txt")
	if err != nil {
		t.Fatal(err)
	}
	want := map[string][]string{} // file → "plies fen" per game
	for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		if strings.HasPrefix(l, "#") {
			continue
		}
		f := strings.SplitN(l, " ", 4)
		want[f[0]] = append(want[f[0]], f[2]+" "+fenKey(f[3]))
	}
	edge, _ := filepath.Glob("testdata/edge/*.pgn")
	if len(edge) != len(want) {
		t.Fatalf("%d edge cases, %d in python-chess.txt", len(edge), len(want))
	}
	for _, f := range edge {
		text, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		scores, err := ReadScores(string(text))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		w := want[filepath.Base(f)]
		if len(scores) != len(w) {
			t.Errorf("%s: %d games, python-chess read %d", f, len(scores), len(w))
			continue
		}
		for i, sc := range scores {
			code := law.Codes()[i%len(law.Codes())].ID
			s, err := sc.Script(code, ReadSAN)
			if err != nil {
				t.Errorf("%s game %d: %v", f, i+1, err)
				continue
			}
			g, err := incidents.Run(s, "")
			if err != nil {
				t.Errorf("%s game %d: %v", f, i+1, err)
				continue
			}
			rep := g.Report()
			if got := itoa(len(rep.Moves)) + " " + fenKey(rep.FEN); got != w[i] {
				t.Errorf("%s game %d: %s, python-chess %s", f, i+1, got, w[i])
			}
		}
	}
}
