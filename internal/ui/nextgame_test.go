package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/incidents"
)

// TestNextGame: after a game ends, n starts the next between the same
// players under the same code, its journal beside the last; the first
// move alternates after a game won; after a draw n asks who begins.
func TestNextGame(t *testing.T) {
	dir := t.TempDir()
	m := newTestModel(t, Options{Code: "bca1862", Journal: filepath.Join(dir, "game.inc"), White: "Paul Morphy", Black: "Duke of Brunswick", Round: "1"})
	m = press(m, "n") // before the end, n begins a Knight's move
	if m.sit.jpath != filepath.Join(dir, "game.inc") || !m.panels.mv.on {
		t.Fatalf("n before the end: journal %s, line %v", m.sit.jpath, m.panels.mv.on)
	}
	m = press(m, "esc")
	for _, s := range operaGame {
		m = typeMove(m, s)
	}
	if !m.gameOver() || !strings.Contains(m.View(), "n next game") {
		t.Fatalf("the end offers no next game:\n%s", m.View())
	}
	m = press(m, "n")
	if want := filepath.Join(dir, "game-2.inc"); m.sit.jpath != want {
		t.Fatalf("journal %s, want %s", m.sit.jpath, want)
	}
	if m.gameOver() || len(m.track.entries) != 0 || m.sit.tags["White"] != "Paul Morphy" || m.sit.tags["Round"] != "2" || m.sit.info.ID != "bca1862" {
		t.Fatalf("next game: over %v, %d events, tags %v, code %s", m.gameOver(), len(m.track.entries), m.sit.tags, m.sit.info.ID)
	}
	if m.snap.report.Turn != "black" || !strings.Contains(m.status.msg, "Black moves first") || !strings.Contains(m.status.msg, "game.inc") {
		t.Fatalf("turn %s, message %q", m.snap.report.Turn, m.status.msg)
	}
	data, err := os.ReadFile(m.sit.jpath)
	if err != nil || !strings.Contains(string(data), `[FirstMove "black"]`) || !strings.Contains(string(data), `[White "Paul Morphy"]`) {
		t.Fatalf("journal of the next game (%v):\n%s", err, data)
	}
	m = typeMove(m, "e5")
	wantEvents(t, m, "B move e7e5")

	// A draw: Lewis V gives the next first move to the player who began.
	m = newTestModel(t, Options{Code: "lewis1827", Journal: filepath.Join(dir, "draw.inc"), FEN: "7k/8/5QK1/8/8/8/8/8 w - - 0 1"})
	m = typeMove(m, "Qf7")
	if m.snap.report.Result != "1/2-1/2" {
		t.Fatalf("not drawn: %q", m.snap.report.Result)
	}
	m = press(m, "n")
	if m.sit.jpath != filepath.Join(dir, "draw-2.inc") || m.snap.report.Turn != "white" || !strings.Contains(m.status.msg, "Lewis V") {
		t.Fatalf("after a draw under Lewis: %s, %s to move, %q", m.sit.jpath, m.snap.report.Turn, m.status.msg)
	}

	// An annulled game under Lewis: No. V is silent; n asks, b answers.
	m = newTestModel(t, Options{Code: "lewis1827", Journal: filepath.Join(dir, "ann.inc")})
	m = typeMove(m, "e4")
	m = command(m, "U annul")
	m = press(m, "n")
	if !m.screens.next.askFirst || !strings.Contains(m.status.msg, "Who moves first") || !strings.Contains(m.status.msg, "XXV") {
		t.Fatalf("no question after an annulment under Lewis: %q", m.status.msg)
	}
	m = press(m, "b")
	if m.sit.jpath != filepath.Join(dir, "ann-2.inc") || m.snap.report.Turn != "black" {
		t.Fatalf("after b: %s, %s to move", m.sit.jpath, m.snap.report.Turn)
	}
}

// TestNextGameAfterAnnulment: a game annulled is begun again by the player
// who had its first move (BCA III).
func TestNextGameAfterAnnulment(t *testing.T) {
	dir := t.TempDir()
	m := newTestModel(t, Options{Code: "bca1862", Journal: filepath.Join(dir, "a.inc")})
	m = command(m, "B move e7e5") // Black begins: commenced out of turn
	m = press(m, "1")             // White chooses annul
	if !m.gameOver() {
		t.Fatalf("not over: %q, rulings %+v", m.snap.report.Result, m.allRulings())
	}
	m = press(m, "n")
	if m.sit.jpath != filepath.Join(dir, "a-2.inc") || m.snap.report.Turn != "white" || !strings.Contains(m.status.msg, "White moves first") {
		t.Fatalf("journal %s, %s to move, %q", m.sit.jpath, m.snap.report.Turn, m.status.msg)
	}
}

// matchTagsOf reads the [Match] and [Game] tags of the journal at path,
// as `arbiter rule` reads them.
func matchTagsOf(t *testing.T, path string) (match, game string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("journal: %v", err)
	}
	s, err := incidents.ParseString(string(data))
	if err != nil {
		t.Fatalf("%s does not parse: %v\n%s", path, err, data)
	}
	match, _ = s.Tag("Match")
	game, _ = s.Tag("Game")
	return match, game
}

// TestNextGameMatchTags: the journals of a match hold its games in order
// so that a match can be read back game by game: each carries [Match] (the first game's journal
// name) and [Game] (1 for the first, then on), and game N is kept in the
// first game's name numbered N, with no Round tag to count.
func TestNextGameMatchTags(t *testing.T) {
	dir := t.TempDir()
	m := newTestModel(t, Options{Code: "staunton1860", Journal: filepath.Join(dir, "game.inc")})
	for i := 2; i <= 3; i++ {
		m = command(m, "W resign")
		if !m.gameOver() {
			t.Fatalf("game %d: not over after a resignation: %q", i-1, m.snap.report.Result)
		}
		m = press(m, "n")
		want := filepath.Join(dir, fmt.Sprintf("game-%d.inc", i))
		if m.sit.jpath != want || !strings.Contains(m.status.msg, fmt.Sprintf("game %d of the match game.inc", i)) {
			t.Fatalf("journal %s, want %s; message %q", m.sit.jpath, want, m.status.msg)
		}
		if _, ok := m.sit.tags["Round"]; ok {
			t.Fatalf("a Round tag appeared: %v", m.sit.tags)
		}
	}
	quit(m)
	for i, name := range []string{"game.inc", "game-2.inc", "game-3.inc"} {
		match, game := matchTagsOf(t, filepath.Join(dir, name))
		if match != "game.inc" || game != fmt.Sprint(i+1) {
			t.Errorf("%s: [Match %q] [Game %q], want game.inc, %d", name, match, game, i+1)
		}
	}
	// The later games carry them in their header, the first after its
	// events, which stand.
	head, _ := os.ReadFile(filepath.Join(dir, "game-2.inc"))
	if i := strings.Index(string(head), `[Game "2"]`); i < 0 || i > strings.Index(string(head), "[Begun") {
		t.Errorf("game-2.inc: the match's tags are not in the header:\n%s", head)
	}
	if got := journalEvents(t, filepath.Join(dir, "game.inc")); len(got) != 1 {
		t.Errorf("game.inc: %v", got)
	}
}

// TestNextGameFileInTheWay: a file where the next game's journal would go
// is not overwritten; the game takes the next number free above it, and
// the message says so.
func TestNextGameFileInTheWay(t *testing.T) {
	dir := t.TempDir()
	foreign := filepath.Join(dir, "game-2.inc")
	if err := os.WriteFile(foreign, []byte("W move e2e4\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	m := newTestModel(t, Options{Code: "bca1862", Journal: filepath.Join(dir, "game.inc")})
	m = typeMove(m, "e4")
	m = command(m, "B resign")
	m = press(m, "n")
	if want := filepath.Join(dir, "game-3.inc"); m.sit.jpath != want {
		t.Fatalf("journal %s, want %s", m.sit.jpath, want)
	}
	if !strings.Contains(m.status.msg, "game-2.inc is there already, not overwritten: the next game is game 3 of the match, in game-3.inc") {
		t.Errorf("message %q", m.status.msg)
	}
	if data, _ := os.ReadFile(foreign); string(data) != "W move e2e4\n" {
		t.Errorf("game-2.inc was written: %q", data)
	}
	if match, game := matchTagsOf(t, m.sit.jpath); match != "game.inc" || game != "3" {
		t.Errorf("game-3.inc: [Match %q] [Game %q]", match, game)
	}
	// Game 3 is followed by game 4, whatever is free below.
	if err := os.Remove(foreign); err != nil {
		t.Fatal(err)
	}
	m = command(m, "W resign")
	m = press(m, "n")
	if want := filepath.Join(dir, "game-4.inc"); m.sit.jpath != want || !strings.Contains(m.status.msg, "game 4 of the match") {
		t.Fatalf("after game 3: journal %s, want %s; %q", m.sit.jpath, want, m.status.msg)
	}
	// Quit before its first event, the next game leaves no journal behind.
	if !m.sit.jr.Abandon() {
		t.Error("game-4.inc, no event in it, was kept")
	}
	if _, err := os.Stat(m.sit.jpath); err == nil {
		t.Error("game-4.inc, no event in it, is still there")
	}
}

// TestNextGameOpenedJournal: a game opened from its journal goes on from
// its tags: game 2 of the match game.inc is followed by game 3, whatever
// its own file is called; a journal begun before the tags counts by its
// name (game-2.inc is game 2).
func TestNextGameOpenedJournal(t *testing.T) {
	dir := t.TempDir()
	tagged := filepath.Join(dir, "final.inc")
	src := "[Code \"bca1862\"]\n[Match \"game.inc\"]\n[Game \"2\"]\nW move e2e4\nB resign\n"
	if err := os.WriteFile(tagged, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	m := newTestModel(t, Options{Open: tagged})
	m = press(m, "n")
	if want := filepath.Join(dir, "final-3.inc"); m.sit.jpath != want || !strings.Contains(m.status.msg, "game 3 of the match game.inc") {
		t.Fatalf("journal %s, want %s; %q", m.sit.jpath, want, m.status.msg)
	}
	quit(m)

	untagged := filepath.Join(dir, "old-2.inc")
	if err := os.WriteFile(untagged, []byte("[Code \"bca1862\"]\nW move e2e4\nB resign\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	m = newTestModel(t, Options{Open: untagged})
	m = press(m, "n")
	if want := filepath.Join(dir, "old-3.inc"); m.sit.jpath != want {
		t.Fatalf("journal %s, want %s", m.sit.jpath, want)
	}
	quit(m)
	if match, game := matchTagsOf(t, untagged); match != "old.inc" || game != "2" {
		t.Errorf("old-2.inc marked [Match %q] [Game %q], want old.inc, 2", match, game)
	}
}

// TestNextGameByOdds: at odds the odds decide who begins the next game,
// and the message cites the article that says so (Lewis VI).
func TestNextGameByOdds(t *testing.T) {
	m := newTestModel(t, Options{Code: "lewis1827", Odds: "white gives the queen's knight"})
	m = typeMove(m, "e4")
	m = command(m, "B resign")
	m = press(m, "n")
	if !strings.Contains(m.status.msg, "(Lewis VI)") || !strings.Contains(m.status.msg, "right of moving first") {
		t.Fatalf("message %q", m.status.msg)
	}
}

// TestNextGameAfterACrashDuringN: a crash during n leaves the next game's
// journal with its header and no event; n then takes that number again
// (game 2, not 3), and the file is begun again.
func TestNextGameAfterACrashDuringN(t *testing.T) {
	dir := t.TempDir()
	dead := filepath.Join(dir, "game-2.inc")
	if err := os.WriteFile(dead, []byte("[Journal \"1\"]\n[Code \"bca1862\"]\n[Match \"game.inc\"]\n[Game \"2\"]\n[Begun \"2026-11-22T10:04:05.000Z\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	m := newTestModel(t, Options{Code: "bca1862", Journal: filepath.Join(dir, "game.inc")})
	m = typeMove(m, "e4")
	m = command(m, "B resign")
	m = press(m, "n")
	if m.sit.jpath != dead || !strings.Contains(m.status.msg, "game 2 of the match") {
		t.Fatalf("journal %s, want %s; %q", m.sit.jpath, dead, m.status.msg)
	}
	if _, err := os.Stat(filepath.Join(dir, "game-3.inc")); err == nil {
		t.Error("game-3.inc was made")
	}
	quit(m)
}
