package rules

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/chess"
)

// sweepFacts are facts enough to see every remedy a decision can give: all
// flags off, all on, each on alone, and random mixtures, with the counts and
// kinds the late and set-up claims read.
func sweepFacts() []facts {
	flags := func(f *facts) []*bool {
		return []*bool{&f.capture, &f.isKing, &f.pinned, &f.touchedCanMove, &f.capturable, &f.kingCanMove,
			&f.otherCanMove, &f.rookCanMove, &f.adverse, &f.outOfTurn, &f.announced, &f.unannounced,
			&f.inCheckBefore, &f.castlingObstructed, &f.leapLawful, &f.castlingStipulated, &f.oddsOnBoard,
			&f.claimantIsGiver, &f.ownCheck, &f.checkerIdle, &f.checkCompelled, &f.conceded, &f.reciprocal,
			&f.bareKings, &f.ownSquareTaken, &f.wilful, &f.undertaking, &f.mateInManner,
			&f.fifty.piecesOnly, &f.fifty.loneKing, &f.fifty.kingAndOnePiece, &f.fifty.minorPairAgainstQueen,
			&f.fifty.claimantStronger, &f.fifty.persisting}
	}
	late := []string{"", KindFalseMove, KindIllegalMove, KindIllegalCastling, KindCapturedOwnMan, KindTwoMoves,
		KindMovedAdverseMan, KindTouchMoveBreach, KindFalseCheck}
	counts := []int{0, 1, 2, 3, 4, 5, 9}
	var out []facts
	var base facts
	n := len(flags(&base))
	rng := rand.New(rand.NewSource(1))
	for i := -2; i < n+400; i++ {
		var f facts
		fl := flags(&f)
		for j, p := range fl {
			switch {
			case i == -1:
				*p = true
			case i >= 0 && i < n:
				*p = j == i
			case i >= n:
				*p = rng.Intn(2) == 0
			}
		}
		f.lateKind = late[rng.Intn(len(late))]
		f.movesSince = counts[rng.Intn(len(counts))]
		f.claimantMoves = counts[rng.Intn(len(counts))]
		f.forgetterMoves = counts[rng.Intn(len(counts))]
		f.repliesToCheck = counts[rng.Intn(len(counts))]
		f.movesEach = counts[rng.Intn(len(counts))]
		f.checkMove = rng.Intn(3) - 1
		f.candidates = []chess.Square{0}
		out = append(out, f)
	}
	return out
}

// chosenByPlayer: the remedy waits for a player's choice or claim.
func chosenByPlayer(r remedy) bool {
	return !r.silent && r.applied == "" && len(r.options) > 0 &&
		(r.chooser == byAdversary || r.chooser == byClaimant || r.chooser == byCalledUpon)
}

// lawText reads the code's text as the assets hold it, article by article.
func lawText(t *testing.T, id string) map[string]string {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "..", "assets", "codes", id+".txt"))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	cur := ""
	for _, line := range strings.Split(string(raw), "\n") {
		if strings.HasPrefix(line, "== ") {
			cur, _, _ = strings.Cut(strings.TrimPrefix(line, "== "), " |")
			continue
		}
		out[cur] += " " + line
	}
	for k, v := range out {
		out[k] = normalizeQuote(v)
	}
	return out
}

// normalizeQuote folds whitespace and typographic quotes, so that a quote
// is matched on its words.
func normalizeQuote(s string) string {
	s = strings.NewReplacer("\u201c", "\"", "\u201d", "\"", "\u2019", "'", "\u2018", "'").Replace(s)
	return strings.Join(strings.Fields(s), " ")
}

// Every case of every code says when its remedy acts, with the words of
// the article that decide it (or the reading taken where they do not), and
// the words are the article's own.
func TestEveryCaseDeclaresWhen(t *testing.T) {
	for _, c := range codes {
		text := lawText(t, c.ID)
		for _, a := range c.articles {
			for _, d := range a.cases {
				w := d.when
				where := fmt.Sprintf("%s %s %s", c.ID, a.id, d.kind)
				if w.kind == windowUnset {
					t.Errorf("%s: no timing declared", where)
					continue
				}
				if w.words == "" && w.reading == "" {
					t.Errorf("%s: the timing quotes no words and states no reading", where)
				}
				if w.words != "" && !strings.Contains(text[w.article], normalizeQuote(w.words)) {
					t.Errorf("%s: %s does not say %q", where, w.article, w.words)
				}
			}
		}
	}
}

// A remedy a player must claim or choose closes with a window of its own:
// never "at once", "on the claim" or "referred", which no move or touch
// closes. Every decision, over facts enough to give each of its remedies.
func TestPenaltiesHaveClaimWindows(t *testing.T) {
	claimWindows := map[windowKind]bool{untilTouchInReply: true, untilReplyMade: true, untilOffenderMoves: true, untilPlies: true, untilDiscovered: true}
	for _, c := range codes {
		for _, a := range c.articles {
			for _, d := range a.cases {
				for _, f := range sweepFacts() {
					f.kind = d.kind
					r, err := c.remedy(f)
					if err != nil {
						t.Fatalf("%s %s %s: %v", c.ID, a.id, d.kind, err)
					}
					if chosenByPlayer(r) && !claimWindows[r.window.kind] {
						t.Fatalf("%s %s %s: a penalty for a player to choose with no claim window (%d)", c.ID, a.id, d.kind, r.window.kind)
					}
				}
			}
		}
	}
}

// A case left without a timing is refused, not given a default.
func TestUndeclaredTimingRefused(t *testing.T) {
	c := code{CodeInfo: CodeInfo{ID: "undeclared"}, articles: []article{{id: "I", cases: []decision{
		{kind: KindFalseMove, decide: func(facts) remedy { return pick(arts("I"), "a false move", OptRetract) }},
	}}}}
	c.buildIndex()
	if _, err := c.remedy(facts{kind: KindFalseMove}); err == nil {
		t.Fatal("a case with no timing declared was given one by default")
	}
}
