package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/journal"
	"github.com/arbiter-chess/arbiter/internal/law"
)

// touchAt puts in the Opera Game, before Black's 10th move, a touch of
// the King's Knight (it began on g8 and stands on f6); 10... cxb5 and the
// rest are then played as in the score.
const touchAt = "10... B touch f6"

// Under every code, the touch is ruled where it happened, citing the
// code's article on touching, and the game goes on as played to its mate:
// in rule, compare, report and pgn.
func TestAtPutsTheTouchInTheOperaGame(t *testing.T) {
	article := map[string]string{"lewis1827": "VII", "american1850": "VII", "staunton1860": "IX", "bca1862": "VI"}
	for _, c := range law.Codes() {
		exit, out, errs := runArbiter(t, "", "rule", "--json", "--code", c.ID, "--at", touchAt, operaPGN)
		if exit != 0 {
			t.Fatalf("rule --at under %s: exit %d %s", c.ID, exit, errs)
		}
		for _, want := range []string{`"result": "1-0"`, `"move": "c6b5"`, `"` + article[c.ID] + `"`, `"event": 21`} {
			if !strings.Contains(out, want) {
				t.Errorf("rule --at under %s lacks %s:\n%s", c.ID, want, out)
			}
		}
		if strings.Count(out, `"kind":`) != 1 {
			t.Errorf("under %s: want one ruling:\n%s", c.ID, out)
		}
		// Without the touch, the score is ruled regular.
		if _, out, _ := runArbiter(t, "", "rule", "--json", "--code", c.ID, operaPGN); strings.Contains(out, `"kind":`) {
			t.Errorf("under %s, the Opera Game alone has a ruling:\n%s", c.ID, out)
		}
		exit, md, errs := runArbiter(t, "", "report", "--format", "md", "--code", c.ID, "--at", touchAt, operaPGN)
		if exit != 0 || !strings.Contains(md, "Black touched the black Knight on f6") || !strings.Contains(md, "10. Nxb5 **cxb5** ⚑ (ruling 1)") {
			t.Errorf("report --at under %s: exit %d %s\n%s", c.ID, exit, errs, md)
		}
		exit, pg, errs := runArbiter(t, "", "pgn", "--code", c.ID, "--at", touchAt, operaPGN)
		flat := strings.Join(strings.Fields(pg), " ")
		if exit != 0 || !strings.Contains(flat, "10. Nxb5 cxb5 {Ruling 1: ") || !strings.Contains(flat, "17. Rd8# {Mate}") {
			t.Errorf("pgn --at under %s: exit %d %s\n%s", c.ID, exit, errs, pg)
		}
	}
	exit, out, errs := runArbiter(t, "", "compare", "--at", touchAt, operaPGN)
	if exit != 0 || !strings.Contains(out, "\n10... cxb5\n") || !strings.Contains(out, "Rule IX") || !strings.Contains(out, "No. VII") {
		t.Errorf("compare --at: exit %d %s\n%s", exit, errs, out)
	}
}

// The journal written from the score with the act put in holds the moves
// and the act in order, and reads back to the same rulings.
func TestAtJournalReadsBackTheSame(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "opera.pgn")
	b, _ := os.ReadFile(operaPGN)
	os.WriteFile(src, b, 0o644)
	so := &scoreOpts{}
	if err := so.at.Set(touchAt); err != nil {
		t.Fatal(err)
	}
	if err := so.at.Set("after 10... W claim"); err != nil {
		t.Fatal(err)
	}
	path, code := journalFromScore(src, so, "bca1862", "", os.Stderr)
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	text, _ := os.ReadFile(path)
	order := regexp.MustCompile(`(?s)W move c3b5 .*\nB touch f6 .*\nB move c6b5 .*\nW claim .*\nW move c4b5`)
	if !order.Match(text) {
		t.Errorf("journal:\n%s", text)
	}
	s, err := journal.Read(journal.OS, path)
	if err != nil {
		t.Fatal(err)
	}
	g, err := incidents.Run(s.Script, "")
	if err != nil {
		t.Fatal(err)
	}
	exit, direct, errs := runArbiter(t, "", "rule", "--json", "--code", "bca1862", "--at", touchAt, "--at", "after 10... W claim", operaPGN)
	if exit != 0 {
		t.Fatalf("exit %d %s", exit, errs)
	}
	_, fromJournal, _ := runArbiter(t, "", "rule", "--json", path)
	if rulingsOf(direct) != rulingsOf(fromJournal) || rulingsOf(direct) == "" {
		t.Errorf("the journal rules otherwise:\n%s\n---\n%s", rulingsOf(direct), rulingsOf(fromJournal))
	}
	if r := g.Report(); len(r.Rulings) == 0 || r.Rulings[0].Move != "c6b5" {
		t.Errorf("rulings %+v", r.Rulings)
	}
}

// rulingsOf is the rulings part of rule --json.
func rulingsOf(js string) string {
	i := strings.Index(js, `"rulings":`)
	if i < 0 {
		return ""
	}
	return js[i:]
}

// A move the score does not have, an act that does not read, a touch of
// an empty square: each refused with the reason.
func TestAtRefusals(t *testing.T) {
	cases := []struct{ at, want string }{
		{"30... B touch f6", "30...: the score has no such move (its last move is 17.)"},
		{"10... B tuch f6", `the act "B tuch f6"`},
		{"B touch f6", "want a move and the acts done there"},
		{"10...", "no act after the move"},
		{"10... B touch g8", "the man that began on g8 stands on f6"},
	}
	for _, c := range cases {
		exit, _, errs := runArbiter(t, "", "rule", "--at", c.at, operaPGN)
		if exit != exitInput || !strings.Contains(errs, c.want) {
			t.Errorf("--at %q: exit %d, %s; want %q", c.at, exit, errs, c.want)
		}
	}
}

// The report of a game read from a score shows the score's other tags,
// each comment under its move (clocks as clock times, arrows hidden) and
// each variation as a side line; the export keeps them all.
func TestReportShowsTheScoresNotes(t *testing.T) {
	const lichess = "../../internal/pgn/testdata/edge/lichess-markup.pgn"
	exit, md, errs := runArbiter(t, "", "report", "--format", "md", lichess)
	for _, want := range []string{"- **ECO:** C20", "- **Opening:** King's Pawn Game", "- **Termination:** Time forfeit", "2. Nf3 {(clock 0:02:58)}"} {
		if exit != 0 || !strings.Contains(md, want) {
			t.Errorf("report lacks %q: exit %d %s\n%s", want, exit, errs, md)
		}
	}
	if strings.Contains(md, "%csl") || strings.Contains(md, "resigned") {
		t.Errorf("report shows markup or a resignation:\n%s", md)
	}
	const brackets = "../../internal/pgn/testdata/edge/comments-with-brackets.pgn"
	exit, md, errs = runArbiter(t, "", "report", "--format", "md", "--game", "1", brackets)
	for _, want := range []string{"1... e5 {)}", "2... Nc6 (2... d6 {a comment ( in a variation} 3. d4 (3. Bc4 {a comment ) in a variation in a variation; with a semicolon} 3... Be7) 3... exd4) (2... Nf6"} {
		if exit != 0 || !strings.Contains(md, want) {
			t.Errorf("report lacks %q: exit %d %s\n%s", want, exit, errs, md)
		}
	}
	exit, html, _ := runArbiter(t, "", "report", "--game", "1", brackets)
	if exit != 0 || !strings.Contains(html, `<li class="side-line"`) || !strings.Contains(html, `<li class="comment"`) {
		t.Errorf("html report: exit %d\n%s", exit, html)
	}
}

// When the acts put in lead the law to change the board (White claims and
// chooses that Black move the Knight he touched), the score's later moves
// no longer fit: the game stands there, the ruling enforced, to be played
// on (the moves left are named in a note: pgn's TestScriptWithActsPutIn).
func TestAtPenaltyEnforcedStopsTheScore(t *testing.T) {
	for _, c := range []string{"lewis1827", "american1850"} {
		exit, out, errs := runArbiter(t, "", "rule", "--code", c, "--at", touchAt, "--at", "after 10... W claim; W choose move-touched", operaPGN)
		if exit != 0 || !strings.Contains(out, "Black must move the man on f6") || !strings.Contains(out, "Result: not decided") {
			t.Errorf("under %s: exit %d %s\n%s", c, exit, errs, out)
		}
	}
}

// A journal read from a score keeps its comments as the umpire's notes,
// and its PGN writes them back as comments after their moves, with the act
// put in and its ruling.
func TestJournalFromScoreExportsItsComments(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "opera.pgn")
	b, _ := os.ReadFile(operaPGN)
	os.WriteFile(src, b, 0o644)
	so := &scoreOpts{}
	if err := so.at.Set(touchAt); err != nil {
		t.Fatal(err)
	}
	path, code := journalFromScore(src, so, "lewis1827", "", os.Stderr)
	if code != 0 {
		t.Fatalf("exit %d", code)
	}
	exit, out, errs := runArbiter(t, "", "pgn", path)
	flat := strings.Join(strings.Fields(out), " ")
	if exit != 0 || !strings.Contains(flat, "17. Rd8# {Mate}") || !strings.Contains(flat, "10. Nxb5 cxb5 {Ruling 1: a man touched was not played, by Black (No. VII)") {
		t.Errorf("exit %d %s\n%s", exit, errs, out)
	}
}

// --at @FILE reads the insertions from a small file, one a line; a bad
// line is refused with its number.
func TestAtFromAFile(t *testing.T) {
	dir := t.TempDir()
	f := filepath.Join(dir, "acts.txt")
	os.WriteFile(f, []byte("# what White says happened\n10... B touch f6\n\nafter 10... W claim\n"), 0o644)
	exit, direct, errs := runArbiter(t, "", "rule", "--json", "--at", touchAt, "--at", "after 10... W claim", operaPGN)
	if exit != 0 {
		t.Fatalf("exit %d %s", exit, errs)
	}
	exit, fromFile, errs := runArbiter(t, "", "rule", "--json", "--at", "@"+f, operaPGN)
	if exit != 0 || rulingsOf(fromFile) != rulingsOf(direct) {
		t.Errorf("exit %d %s\n%s", exit, errs, fromFile)
	}
	os.WriteFile(f, []byte("10... B touch f6\n10 B touch f6\n"), 0o644)
	if exit, _, errs := runArbiter(t, "", "rule", "--at", "@"+f, operaPGN); exit != exitInput || !strings.Contains(errs, "acts.txt line 2:") {
		t.Errorf("bad line: exit %d %s", exit, errs)
	}
}
