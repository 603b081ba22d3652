package pgn

import (
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/assets"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/rules"
	"github.com/arbiter-chess/arbiter/internal/testkit/testsize"
)

// game runs a script under code.
func game(t testing.TB, code, src string) *rules.Game {
	t.Helper()
	s, err := incidents.ParseString(src)
	if err != nil {
		t.Fatal(err)
	}
	g, err := incidents.Run(s, code)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// readBack reads an export as a chess program does and checks it against
// the game: every game reads, each with the moves it was written with; the
// last ends on arbiter's board with arbiter's result.
func readBack(t testing.TB, name string, g *rules.Game, text string) []Read {
	t.Helper()
	games := Games(g, nil)
	got, err := ReadAll(text)
	if err != nil {
		t.Fatalf("%s: the export does not read: %v\n%s", name, err, text)
	}
	if len(got) != len(games) {
		t.Fatalf("%s: %d games read, %d written\n%s", name, len(got), len(games), text)
	}
	for i, r := range got {
		if len(r.Moves) != len(games[i].SAN) {
			t.Fatalf("%s: game %d: %d moves read, %d written\n%s", name, i+1, len(r.Moves), len(games[i].SAN), text)
		}
	}
	rep := g.Report()
	last := got[len(got)-1]
	if key(last.FEN) != key(rep.FEN) {
		t.Fatalf("%s: the export ends on %s, arbiter's board is %s\n%s", name, last.FEN, rep.FEN, text)
	}
	want := rep.Result
	if want == law.ResultAnnulled {
		want = "*"
	}
	if last.Result != want || last.Tags["Result"] != want {
		t.Fatalf("%s: result %s (tag %s), arbiter's %s", name, last.Result, last.Tags["Result"], rep.Result)
	}
	return got
}

// corpus runs every script of the scenario library and of the conformance
// cases under every code, and calls f with each game that ran.
func corpus(t testing.TB, f func(name string, g *rules.Game)) {
	t.Helper()
	lib, err := assets.Incidents()
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	srcs := map[string]string{}
	err = fs.WalkDir(lib, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".inc") {
			return err
		}
		data, err := fs.ReadFile(lib, p)
		names, srcs["library/"+p] = append(names, "library/"+p), string(data)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	conf, _ := filepath.Glob("../incidents/testdata/conformance/*.inc")
	for _, p := range conf {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		name := "conformance/" + filepath.Base(p)
		names, srcs[name] = append(names, name), string(data)
	}
	sort.Strings(names)
	if len(names) < 100 {
		t.Fatalf("only %d scripts", len(names))
	}
	for _, name := range names {
		s, err := incidents.ParseString(srcs[name])
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		for _, c := range law.Codes() {
			g, err := incidents.Run(s, c.ID)
			if err != nil || g == nil {
				continue // bad input under this code (an option it does not offer)
			}
			f(strings.TrimSuffix(name, ".inc")+"."+c.ID, g)
		}
	}
}

// TestExportReadsBack exports every game of the corpus and reads each
// export back with a chess program's eyes (notnil/chess's SAN decoder
// behind a recover, the moves counted). Every kind of ruling is in it.
// make test reads each script under one code, the codes in turn, and
// every game with a kind of ruling not yet read; the full run (testsize)
// every script under every code.
func TestExportReadsBack(t *testing.T) {
	kinds := map[string]int{}
	games, split := 0, 0
	scripts := map[string]int{} // a script's number, in the corpus's order
	corpus(t, func(name string, g *rules.Game) {
		dot := strings.LastIndex(name, ".")
		if _, ok := scripts[name[:dot]]; !ok {
			scripts[name[:dot]] = len(scripts)
		}
		codes := law.Codes()
		fresh := false
		for _, r := range g.Report().Rulings {
			fresh = fresh || kinds[r.Kind] == 0
		}
		if !testsize.Full() && !fresh && codes[scripts[name[:dot]]%len(codes)].ID != name[dot+1:] {
			return
		}
		text := Export(g, Tags{"White": "W. Lewis", "Date": "1827.??.??"})
		got := readBack(t, name, g, text)
		games++
		if len(got) > 1 {
			split++
		}
		for _, r := range g.Report().Rulings {
			kinds[r.Kind]++
		}
	})
	for _, k := range []string{
		law.KindTouchMoveBreach, law.KindTouchedUnmovable, law.KindTouchedUncapturable,
		law.KindTouchedSeveral, law.KindFalseMove, law.KindIllegalMove, law.KindIllegalCastling,
		law.KindCastlingRookFirst, law.KindCapturedOwnMan, law.KindMovedAdverseMan,
		law.KindTwoMoves, law.KindCommencedOutOfTurn, law.KindCheckUnannounced,
		law.KindFalseCheck, law.KindKingLeftInCheck, law.KindBoardMisplaced,
		law.KindMenMisplaced, law.KindMenOmitted, law.KindDroppedMan, law.KindBoardUpset,
		law.KindAbandoned, law.KindObligationRefused, law.KindFiftyMoves,
		law.KindPromotionNotExchanged, law.KindDrawClaimed, law.KindTouchedSquarePlayed,
	} {
		if kinds[k] == 0 {
			t.Errorf("no exported game holds a ruling of kind %s", k)
		}
	}
	t.Logf("%d games exported and read back, %d of them in several PGN games; %d kinds of ruling", games, split, len(kinds))
}

// TestExportCorpus writes the corpus's exports to the directory named by
// ARBITER_PGN_CORPUS, for `make pgn-corpus` to hand to pgn-extract.
func TestExportCorpus(t *testing.T) {
	dir := os.Getenv("ARBITER_PGN_CORPUS")
	if dir == "" {
		t.Skip("ARBITER_PGN_CORPUS names no directory")
	}
	n := 0
	corpus(t, func(name string, g *rules.Game) {
		p := filepath.Join(dir, strings.NewReplacer("/", "_").Replace(name)+".pgn")
		if err := os.WriteFile(p, []byte(Export(g, nil)), 0o644); err != nil {
			t.Fatal(err)
		}
		n++
	})
	t.Logf("%d exports written to %s", n, dir)
}

// TestForfeitedTurn: a turn forfeited (Staunton VIII) is a change of the
// side to move with no move. pgn-extract takes the null move "--" only in a
// variation, so the game ends there and goes on in a second game from the
// position, the same side to move again.
func TestForfeitedTurn(t *testing.T) {
	g := game(t, "staunton1860", "W move e2e4\nB move e7e5\nW move g1g4\nB claim\nB choose forfeit-turn\nB move b8c6\nW move g1f3\n")
	text := Export(g, nil)
	got := readBack(t, "forfeit", g, text)
	if len(got) != 2 || len(got[0].Moves) != 2 || len(got[1].Moves) != 2 {
		t.Fatalf("games %+v\n%s", got, text)
	}
	for _, want := range []string{
		"{White's turn was forfeited (a false move: a man played where its powers cannot take it, Staunton, 1860, Rule VIII, Ch. I, “False move and illegal move” and Rule X), so the same side moves again. PGN cannot say it",
		`[FEN "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2"]`,
		"2... Nc6 3. Nf3",
		"{Ruling 1: a false move: a man played where its powers cannot take it, by White (Rule VIII, Ch. I, “False move and illegal move” and Rule X); Black chose: White's move is taken back and he loses his turn} 2... Nc6",
	} {
		if !strings.Contains(strings.Join(strings.Fields(text), " "), want) {
			t.Errorf("PGN lacks %q:\n%s", want, text)
		}
	}
}

// TestFalseMoveLeftStanding: a false move let stand (Lewis XIII) ends the
// game in the file; the next game sets up the position after it.
func TestFalseMoveLeftStanding(t *testing.T) {
	g := game(t, "lewis1827", "W move e2e4\nB move e7e5\nW move g1g4\nB claim\nB choose let-stand\nB move d7d5\nW move g4e5\n")
	text := Export(g, nil)
	got := readBack(t, "let-stand", g, text)
	if len(got) != 2 || len(got[0].Moves) != 2 || len(got[1].Moves) != 2 {
		t.Fatalf("games %+v\n%s", got, text)
	}
	flat := strings.Join(strings.Fields(text), " ")
	for _, want := range []string{
		"{Next, 2. Ng1-g4: a false move: a man played where its powers cannot take it (Lewis, 1827, No. XIII); Black chose: the move stands as played. PGN cannot say that move",
		`[FEN "rnbqkbnr/pppp1ppp/8/4p3/4P1N1/8/PPPP1PPP/RNBQKB1R b KQkq - 1 2"]`,
		"{Continued after 2. Ng1-g4",
		"2... d5 3. Nxe5",
	} {
		if !strings.Contains(flat, want) {
			t.Errorf("PGN lacks %q:\n%s", want, text)
		}
	}
}

// TestExportRegularGame: a game with nothing irregular is one PGN game,
// numbered from its FEN, with the Seven Tag Roster ("?" where unknown).
func TestExportRegularGame(t *testing.T) {
	g := game(t, "bca1862", "[FEN \"r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R b KQkq - 5 12\"]\nB move f8c5\nW move f3e5\n")
	text := Export(g, Tags{"White": "A", "Black": "B", "Site": "London"})
	readBack(t, "regular", g, text)
	want := `[Event "?"]
[Site "London"]
[Date "????.??.??"]
[Round "?"]
[White "A"]
[Black "B"]
[Result "*"]
[SetUp "1"]
[FEN "r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/2N2N2/PPPP1PPP/R1BQKB1R b KQkq - 5 12"]
[Annotator "arbiter"]

{Played under British Chess Association, Laws of the London Congress, I–XV
(1862)} 12... Bc5 13. Nxe5 *
`
	if text != want {
		t.Fatalf("got\n%s\nwant\n%s", text, want)
	}
}
