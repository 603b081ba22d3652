package law

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
func sweepFacts() []Facts {
	flags := func(f *Facts) []*bool {
		return []*bool{&f.Capture, &f.IsKing, &f.Pinned, &f.TouchedCanMove, &f.Capturable, &f.KingCanMove,
			&f.OtherCanMove, &f.RookCanMove, &f.Adverse, &f.OutOfTurn, &f.Announced, &f.Unannounced,
			&f.InCheckBefore, &f.CastlingObstructed, &f.LeapLawful, &f.CastlingStipulated, &f.OddsOnBoard,
			&f.ClaimantIsGiver, &f.OwnCheck, &f.CheckerIdle, &f.CheckCompelled, &f.Conceded, &f.Reciprocal,
			&f.BareKings, &f.OwnSquareTaken, &f.Wilful, &f.Undertaking, &f.MateInManner,
			&f.Fifty.PiecesOnly, &f.Fifty.LoneKing, &f.Fifty.KingAndOnePiece, &f.Fifty.MinorPairAgainstQueen,
			&f.Fifty.ClaimantStronger, &f.Fifty.Persisting}
	}
	late := []string{"", KindFalseMove, KindIllegalMove, KindIllegalCastling, KindCapturedOwnMan, KindTwoMoves,
		KindMovedAdverseMan, KindTouchMoveBreach, KindFalseCheck}
	counts := []int{0, 1, 2, 3, 4, 5, 9}
	var out []Facts
	var base Facts
	n := len(flags(&base))
	rng := rand.New(rand.NewSource(1))
	for i := -2; i < n+400; i++ {
		var f Facts
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
		f.LateKind = late[rng.Intn(len(late))]
		f.MovesSince = counts[rng.Intn(len(counts))]
		f.ClaimantMoves = counts[rng.Intn(len(counts))]
		f.ForgetterMoves = counts[rng.Intn(len(counts))]
		f.RepliesToCheck = counts[rng.Intn(len(counts))]
		f.MovesEach = counts[rng.Intn(len(counts))]
		f.CheckMove = rng.Intn(3) - 1
		f.Candidates = []chess.Square{0}
		out = append(out, f)
	}
	return out
}

// chosenByPlayer: the remedy waits for a player's choice or claim.
func chosenByPlayer(r Remedy) bool {
	return !r.Silent && r.Applied == "" && len(r.Options) > 0 &&
		(r.Chooser == ByAdversary || r.Chooser == ByClaimant || r.Chooser == ByCalledUpon)
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
	for _, c := range AllCodes {
		text := lawText(t, c.ID)
		for _, a := range c.Articles {
			for _, d := range a.Cases {
				w := d.When
				where := fmt.Sprintf("%s %s %s", c.ID, a.ID, d.Kind)
				if w.Kind == WindowUnset {
					t.Errorf("%s: no timing declared", where)
					continue
				}
				if w.Words == "" && w.Reading == "" {
					t.Errorf("%s: the timing quotes no words and states no reading", where)
				}
				if w.Words != "" && !strings.Contains(text[w.Article], normalizeQuote(w.Words)) {
					t.Errorf("%s: %s does not say %q", where, w.Article, w.Words)
				}
			}
		}
	}
}

// A remedy a player must claim or choose closes with a window of its own:
// never "at once", "on the claim" or "referred", which no move or touch
// closes. Every decision, over facts enough to give each of its remedies.
func TestPenaltiesHaveClaimWindows(t *testing.T) {
	claimWindows := map[WindowKind]bool{UntilTouchInReply: true, UntilReplyMade: true, UntilOffenderMoves: true, UntilPlies: true, UntilDiscovered: true}
	for _, c := range AllCodes {
		for _, a := range c.Articles {
			for _, d := range a.Cases {
				for _, f := range sweepFacts() {
					f.Kind = d.Kind
					r, err := c.Remedy(f)
					if err != nil {
						t.Fatalf("%s %s %s: %v", c.ID, a.ID, d.Kind, err)
					}
					if chosenByPlayer(r) && !claimWindows[r.Window.Kind] {
						t.Fatalf("%s %s %s: a penalty for a player to choose with no claim window (%d)", c.ID, a.ID, d.Kind, r.Window.Kind)
					}
				}
			}
		}
	}
}

// A case left without a timing is refused, not given a default.
func TestUndeclaredTimingRefused(t *testing.T) {
	c := Code{CodeInfo: CodeInfo{ID: "undeclared"}, Articles: []Article{{ID: "I", Cases: []Decision{
		{Kind: KindFalseMove, Decide: func(Facts) Remedy { return Pick(Arts("I"), "a false move", OptRetract) }},
	}}}}
	c.BuildIndex()
	if _, err := c.Remedy(Facts{Kind: KindFalseMove}); err == nil {
		t.Fatal("a case with no timing declared was given one by default")
	}
}
