package ui

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

// pgnGame is what the PGN exporter writes. It is built from the core's
// state by gamePGN and written by (pgnGame).String, which knows nothing of
// the core so that it can be tested on its own.
type pgnGame struct {
	Tags     [][2]string      // in order; the Seven Tag Roster first
	FEN      string           // the position the moves start from; "" → the initial position
	SAN      []string         // the moves
	Comments map[int][]string // comments after the n-th move (0: before the first)
	Result   string           // 1-0, 0-1, 1/2-1/2 or *
}

// String writes the game as PGN: tags, a blank line, movetext wrapped at 79
// columns, the result. After a comment, a Black move is numbered again
// ("12... Nf6"), as it is when the game starts with Black to move.
func (g pgnGame) String() string {
	var b strings.Builder
	for _, t := range g.Tags {
		fmt.Fprintf(&b, "[%s %s]\n", t[0], pgnQuote(t[1]))
	}
	b.WriteByte('\n')
	black, move := fenStart(g.FEN)
	var toks []string
	comment := func(n int) {
		for _, c := range g.Comments[n] {
			toks = append(toks, "{"+pgnComment(c)+"}")
		}
	}
	comment(0)
	renumber := true
	for i, san := range g.SAN {
		off := i
		if black {
			off++
		}
		num := move + off/2
		switch {
		case off%2 == 0:
			toks = append(toks, fmt.Sprintf("%d.", num), san)
		case renumber:
			toks = append(toks, fmt.Sprintf("%d...", num), san)
		default:
			toks = append(toks, san)
		}
		renumber = len(g.Comments[i+1]) > 0
		comment(i + 1)
	}
	// Comments placed after moves that were later taken back still belong
	// to the record: they go before the result.
	var late []int
	for n := range g.Comments {
		if n > len(g.SAN) {
			late = append(late, n)
		}
	}
	sort.Ints(late)
	for _, n := range late {
		comment(n)
	}
	result := g.Result
	if result == "" {
		result = "*"
	}
	toks = append(toks, result)
	line := 0
	for i, t := range toks {
		if i > 0 {
			if line+1+len(t) > 79 {
				b.WriteByte('\n')
				line = 0
			} else {
				b.WriteByte(' ')
				line++
			}
		}
		b.WriteString(t)
		line += len(t)
	}
	b.WriteByte('\n')
	return b.String()
}

func pgnQuote(v string) string {
	v = strings.ReplaceAll(v, `\`, `\\`)
	return `"` + strings.ReplaceAll(v, `"`, `\"`) + `"`
}

// pgnComment keeps a comment inside its braces.
func pgnComment(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "{", "("), "}", ")")
}

// gamePGN exports the recorded game: the moves in algebraic notation, each
// ruling as a comment after the move its event followed, and SetUp/FEN when
// the game did not begin from the initial position.
func gamePGN(g *rules.Game, entries []logEntry, now time.Time) string {
	s := g.Setup()
	rep := g.Report()
	san := g.SAN()
	result := rep.Result
	var extra []string
	switch result {
	case "1-0", "0-1", "1/2-1/2", "*":
	case "annulled":
		result = "*"
		extra = append(extra, "The game was annulled by the umpire.")
	default:
		result = "*"
	}
	info, _ := rules.LookupCode(s.Code)
	p := pgnGame{
		Tags: [][2]string{
			{"Event", "?"},
			{"Site", "?"},
			{"Date", now.Format("2006.01.02")},
			{"Round", "-"},
			{"White", "?"},
			{"Black", "?"},
			{"Result", result},
		},
		FEN:      s.FEN,
		SAN:      san,
		Comments: map[int][]string{},
		Result:   result,
	}
	if s.FEN != "" {
		p.Tags = append(p.Tags, [2]string{"SetUp", "1"}, [2]string{"FEN", s.FEN})
	}
	p.Tags = append(p.Tags, [2]string{"Annotator", "arbiter"})
	if info.ID != "" {
		p.Comments[0] = append(p.Comments[0], fmt.Sprintf("Played under %s, %s (%d): %s", info.Author, info.Title, info.Year, info.ID))
	}
	// A ruling follows the last move of its time that still stands: a move
	// taken back later (often by the ruling itself) is not in the record.
	// low[i] is the shortest the record became after event i.
	low := make([]int, len(entries)+1)
	low[len(entries)] = len(san)
	for i := len(entries) - 1; i >= 0; i-- {
		low[i] = min(low[i+1], entries[i].plies-len(entries[i].moves))
	}
	for i, r := range rep.Rulings {
		after := 0
		if r.Event >= 1 && r.Event <= len(entries) {
			after = min(entries[r.Event-1].plies, low[r.Event])
		}
		after = max(0, min(after, len(san)))
		p.Comments[after] = append(p.Comments[after], rulingComment(i, r, s.Code))
	}
	if len(extra) > 0 {
		p.Comments[len(san)] = append(p.Comments[len(san)], extra...)
	}
	return p.String()
}

// rulingComment is a ruling in one sentence for a PGN comment.
func rulingComment(i int, r rules.Ruling, code string) string {
	s := fmt.Sprintf("Ruling %d (event %d): %s", i+1, r.Event, rules.DescribeKind(r.Kind))
	if r.Offender != "" {
		s += " by " + titleCase(r.Offender)
	}
	if len(r.Articles) > 0 {
		s += " (" + citation(code, r.Articles) + ")"
	}
	switch r.State {
	case rules.StateEnforced:
		who := titleCase(r.Chooser)
		if who == "" {
			who = "the law"
		}
		s += fmt.Sprintf("; %s chose %s", who, r.Chosen)
		if r.Argument != "" {
			s += " " + r.Argument
		}
	case rules.StatePending:
		s += "; pending, options " + strings.Join(r.Options, ", ")
	case rules.StateNoPenalty:
		s += "; no penalty"
	default:
		s += "; " + r.State
	}
	return s
}
