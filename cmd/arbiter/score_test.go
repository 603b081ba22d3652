package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/journal"
)

const (
	immortalPGN = "../../internal/pgn/testdata/immortal.pgn"
	operaPGN    = "../../internal/pgn/testdata/opera.pgn"
	twoPGN      = "../../internal/pgn/testdata/two-games.pgn"
	opera1858   = "../../internal/pgn/testdata/descriptive/opera-1858.txt"
)

// The Immortal and the Opera Game as python-chess writes them rule and
// compare; the Opera Game of 1858 in descriptive notation too.
func TestRuleAndCompareScoreSheets(t *testing.T) {
	for _, f := range []string{immortalPGN, operaPGN, opera1858} {
		exit, out, errs := runArbiter(t, "", "rule", f)
		if exit != 0 || !strings.Contains(out, "No ruling: nothing irregular happened.") || !strings.Contains(out, "Result: 1-0") {
			t.Errorf("rule %s: exit %d\n%s%s", f, exit, out, errs)
		}
		exit, out, errs = runArbiter(t, "", "compare", f)
		if exit != 0 || !strings.Contains(out, "The codes agree.") {
			t.Errorf("compare %s: exit %d\n%s%s", f, exit, out, errs)
		}
		exit, out, _ = runArbiter(t, "", "rule", "--json", "--code", "lewis1827", f)
		if exit != 0 || !strings.Contains(out, `"code": "lewis1827"`) {
			t.Errorf("rule --json --code %s: exit %d\n%s", f, exit, out)
		}
	}
}

func TestScoreSheetOfSeveralGames(t *testing.T) {
	exit, _, errs := runArbiter(t, "", "rule", twoPGN)
	if exit != 2 || !strings.Contains(errs, "holds 2 games; pick one with --game N") || !strings.Contains(errs, "2. Paul Morphy – Duke Karl / Count Isouard, Paris 1858, 1-0, 17 moves") {
		t.Errorf("exit %d, %s", exit, errs)
	}
	exit, out, errs := runArbiter(t, "", "rule", "--game", "2", twoPGN)
	if exit != 0 || !strings.Contains(out, "Paul Morphy") {
		t.Errorf("--game 2: exit %d %s%s", exit, out, errs)
	}
	if exit, _, errs = runArbiter(t, "", "rule", "--game", "3", twoPGN); exit != 2 || !strings.Contains(errs, "--game 3: the file holds 2 games") {
		t.Errorf("--game 3: exit %d %s", exit, errs)
	}
}

func TestScoreSheetRefused(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.pgn")
	os.WriteFile(bad, []byte("[White \"a\"]\n\n1. e4 e5 2. Ke3 Nc6 *\n"), 0o644)
	exit, _, errs := runArbiter(t, "", "rule", bad)
	if exit != 2 || !strings.Contains(errs, `game 1, move 2 (2. Ke3): "Ke3" is not a legal move for white`) {
		t.Errorf("exit %d, %s", exit, errs)
	}
	exit, _, errs = runArbiter(t, "", "rule", "--notation", "morse", operaPGN)
	if exit != 2 || !strings.Contains(errs, "want pgn or descriptive") {
		t.Errorf("exit %d, %s", exit, errs)
	}
}

// `open game.pgn` writes a new journal beside it, which reads back to the
// same game and is readable by others.
func TestScoreSheetIntoJournal(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "opera.pgn")
	b, _ := os.ReadFile(operaPGN)
	os.WriteFile(src, b, 0o644)
	path, code := journalFromScore(src, &scoreOpts{}, "staunton1860", "", os.Stderr)
	if code != 0 || path != filepath.Join(dir, "opera.inc") {
		t.Fatalf("journal %q, exit %d", path, code)
	}
	fi, err := os.Stat(path)
	if err != nil || fi.Mode().Perm() != 0o644 {
		t.Errorf("journal mode %v, %v", fi.Mode().Perm(), err)
	}
	s, err := journal.Read(journal.OS, path)
	if err != nil {
		t.Fatal(err)
	}
	g, err := incidents.Run(s.Script, "")
	if err != nil || g.Report().Result != "1-0" || g.Code().ID != "staunton1860" || len(g.SAN()) != 33 {
		t.Errorf("journal rules %s under %s, %d moves, %v", g.Report().Result, g.Code().ID, len(g.SAN()), err)
	}
	if w, _ := s.Tag("White"); w != "Paul Morphy" {
		t.Errorf("White %q", w)
	}
	if _, code := journalFromScore(src, &scoreOpts{}, "", "", os.Stderr); code != exitInput {
		t.Errorf("a second import over the journal: exit %d, want it refused", code)
	}
}

func TestIsScoreFile(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"game.inc":   "[Code \"bca1862\"]\nW move e2e4\n",
		"score.txt":  "Played at Paris.\n1. P. to K's 4th    P. to K's 4th\n",
		"moves.inc":  "[White \"a\"]\n\n1. e4 e5 *\n",
		"noise.inc":  "\xff\xfe1. e4\n",
		"script.txt": "# notes\nW touch e2\n1. this is not a move list\n",
	}
	want := map[string]bool{"game.inc": false, "score.txt": true, "moves.inc": true, "noise.inc": false, "script.txt": false}
	for name, text := range files {
		p := filepath.Join(dir, name)
		os.WriteFile(p, []byte(text), 0o644)
		if got := isScoreFile(p, &scoreOpts{}); got != want[name] {
			t.Errorf("%s: score sheet %v, want %v", name, got, want[name])
		}
	}
	if !isScoreFile(filepath.Join(dir, "absent.pgn"), &scoreOpts{}) || isScoreFile(filepath.Join(dir, "absent.inc"), &scoreOpts{}) {
		t.Error("an absent file is judged by its name")
	}
}

// A move in neither notation is refused naming all three; a PGN file that
// writes its moves in the compact descriptive forms reads.
func TestScoreMoveInNeitherNotation(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.pgn")
	os.WriteFile(bad, []byte("1. e4 e5 2. Qz9 *\n"), 0o644)
	exit, _, errs := runArbiter(t, "", "rule", bad)
	if exit != exitInput || !strings.Contains(errs, "move 2 (2. Qz9)") || !strings.Contains(errs, "SAN (Nf3, exd5, O-O), squares (g1f3) or descriptive notation (P-K4, N-KB3, P. to K's 4th)") {
		t.Errorf("exit %d, %s", exit, errs)
	}
	mixed := filepath.Join(dir, "mixed.pgn")
	os.WriteFile(mixed, []byte("1. P-K4 P-K4 2. N-KB3 N-QB3 *\n"), 0o644)
	exit, out, errs := runArbiter(t, "", "rule", mixed)
	if exit != 0 || !strings.Contains(out, "Moves: 1. e4 e5 2. Nf3 Nc6") {
		t.Errorf("exit %d, %s%s", exit, out, errs)
	}
}

// --game picks a game by a text of its tags: one match opens it, none or
// several are refused, the matches listed.
func TestScoreGameByName(t *testing.T) {
	exit, out, errs := runArbiter(t, "", "rule", "--game", "MORPHY", twoPGN)
	if exit != 0 || !strings.Contains(out, "Paul Morphy – Duke Karl") {
		t.Errorf("--game MORPHY: exit %d %s%s", exit, out, errs)
	}
	exit, _, errs = runArbiter(t, "", "rule", "--game", "Steinitz", twoPGN)
	if exit != exitInput || !strings.Contains(errs, `none of the file's 2 games matches it`) {
		t.Errorf("--game Steinitz: exit %d %s", exit, errs)
	}
	exit, _, errs = runArbiter(t, "", "rule", "--game", "18", twoPGN)
	if exit != exitInput || !strings.Contains(errs, "--game 18: the file holds 2 games") {
		t.Errorf("--game 18: exit %d %s", exit, errs)
	}
	exit, _, errs = runArbiter(t, "", "rule", "--game", "kies", twoPGN)
	if exit != 0 {
		t.Errorf("--game kies: exit %d %s", exit, errs)
	}
	exit, _, errs = runArbiter(t, "", "rule", "--game", "a", twoPGN)
	if exit != exitInput || !strings.Contains(errs, `--game "a": 2 games match; pick one by its number:`) || !strings.Contains(errs, "  2. Paul Morphy") {
		t.Errorf("--game a: exit %d %s", exit, errs)
	}
	exit, _, errs = runArbiter(t, "", "rule", "--game", " ", twoPGN)
	if exit != exitInput {
		t.Errorf("--game blank: exit %d %s", exit, errs)
	}
}

// The score sheet's own tags (ECO, Opening, Annotator, UTCDate,
// Termination) survive a journal written from it: its PGN and its report
// carry them as the file had them.
func TestScoreTagsThroughTheJournal(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "eco.pgn")
	pgnText := `[Event "Casual game"]
[Site "Paris"]
[Date "1858.??.??"]
[Round "?"]
[White "Paul Morphy"]
[Black "Duke Karl"]
[Result "1-0"]
[ECO "C41"]
[Opening "Philidor Defence"]
[Annotator "A. Reader"]
[UTCDate "1858.11.02"]
[Termination "normal"]

1. e4 e5 2. Nf3 d6 3. d4 Bg4 1-0
`
	if err := os.WriteFile(src, []byte(pgnText), 0o644); err != nil {
		t.Fatal(err)
	}
	path, code := journalFromScore(src, &scoreOpts{}, "bca1862", "", os.Stderr)
	if code != 0 {
		t.Fatalf("journal from the score: exit %d", code)
	}
	var out, errb bytes.Buffer
	if exit := run([]string{"pgn", path}, strings.NewReader(""), &out, &errb); exit != 0 {
		t.Fatalf("pgn of the journal: exit %d: %s", exit, errb.String())
	}
	for _, tag := range []string{`[ECO "C41"]`, `[Opening "Philidor Defence"]`, `[Annotator "A. Reader"]`, `[UTCDate "1858.11.02"]`, `[Termination "normal"]`} {
		if !strings.Contains(out.String(), tag) {
			t.Errorf("the PGN of the journal lacks %s:\n%s", tag, out.String())
		}
	}
	if strings.Count(out.String(), "[ECO ") != 1 {
		t.Errorf("ECO written %d times", strings.Count(out.String(), "[ECO "))
	}
	out.Reset()
	if exit := run([]string{"report", "--format", "md", path}, strings.NewReader(""), &out, &errb); exit != 0 {
		t.Fatalf("report of the journal: exit %d: %s", exit, errb.String())
	}
	if !strings.Contains(out.String(), "Philidor Defence") || !strings.Contains(out.String(), "C41") {
		t.Errorf("the report of the journal lacks the opening:\n%s", out.String())
	}
}
