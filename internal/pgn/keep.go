package pgn

import (
	"errors"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// ExportScore writes the game as Export does, keeping what the score it
// was read from says beside its moves: every tag, the comments, NAGs and
// variations of each move the game played as the score has it. Where the
// game left the score (an act put in changed what was played), the
// score's annotations stop there.
func ExportScore(g *rules.Game, tags Tags, src *Score, read MoveReader) string {
	pgs := games(g, tags, src == nil)
	if src != nil && len(pgs) > 0 {
		keepScore(pgs, g, *src, read)
	}
	var b strings.Builder
	for i, pg := range pgs {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(pg.String())
	}
	return b.String()
}

// written are the tags the export writes itself.
var written = map[string]bool{"event": true, "site": true, "date": true, "round": true, "white": true, "black": true,
	"result": true, "setup": true, "fen": true}

// keepScore carries the score's tags and annotations into the games of
// the export.
func keepScore(games []Game, g *rules.Game, src Score, read MoveReader) {
	first := &games[0]
	for _, t := range src.Tags {
		if written[strings.ToLower(t[0])] {
			// A game tag the record leaves unknown is the score's.
			for i := range first.Tags {
				if v := first.Tags[i][1]; strings.EqualFold(first.Tags[i][0], t[0]) && strings.Trim(v, "?.") == "" && isRoster(t[0]) {
					first.Tags[i][1] = t[1]
				}
			}
			continue
		}
		if strings.EqualFold(t[0], "Annotator") {
			setTag(first, "Annotator", t[1]) // the score's annotator, not arbiter
			continue
		}
		if hasTag(*first, t[0]) {
			continue // carried already through the record's tags
		}
		first.Tags = append(first.Tags, t)
	}
	first.Comments[0] = append(append([]string(nil), src.Comments[0]...), first.Comments[0]...)
	if read == nil {
		read = ReadSAN
	}
	played := sourcePlies(g.Setup(), src, read)
	final := g.Report().Moves
	// starts[i] is the ply the i-th game's first move is.
	starts := make([]int, len(games))
	ply := 0
	for i := range games {
		starts[i] = ply
		ply += len(games[i].SAN)
	}
	if ply != len(final) {
		return // the games do not say the record move by move: keep the tags only
	}
	for k := 0; k < len(played) && k < len(final) && played[k] == final[k]; k++ {
		i := len(games) - 1
		for i > 0 && starts[i] > k {
			i--
		}
		pg := &games[i]
		at := k - starts[i] + 1
		n := k + 1
		if pg.NAGs == nil {
			pg.NAGs, pg.Vars = map[int][]string{}, map[int][]Line{}
		}
		pg.NAGs[at] = append(pg.NAGs[at], src.NAGs[n]...)
		pg.Comments[at] = append(append([]string(nil), src.Comments[n]...), pg.Comments[at]...)
		if len(src.Vars[n]) == 0 {
			continue
		}
		before, err := positionBefore(pg, at)
		if err != nil {
			continue
		}
		for _, v := range src.Vars[n] {
			pg.Vars[at] = append(pg.Vars[at], readableLine(v, before))
		}
	}
}

func setTag(g *Game, name, val string) {
	for i, t := range g.Tags {
		if strings.EqualFold(t[0], name) {
			g.Tags[i][1] = val
			return
		}
	}
	g.Tags = append(g.Tags, [2]string{name, val})
}

// sourcePlies are the score's moves by their squares, as read in the
// rules core from the game's start; they stop at the first that does not
// read.
func sourcePlies(setup rules.Setup, src Score, read MoveReader) []string {
	rg, err := rules.New(rules.Setup{Code: setup.Code, FEN: src.FEN})
	if err != nil {
		return nil
	}
	var out []string
	for i, text := range src.Moves {
		next := ""
		if i+1 < len(src.Moves) {
			next = src.Moves[i+1]
		}
		m, err := lookahead(read, next)(rg, text)
		if err != nil {
			break
		}
		e := record.Event{Actor: record.ActorOf(rg.Turn()), Verb: record.Move, Square: m.From, To: m.To}
		if m.Promo != 0 {
			e.Promotion = string(m.Promo)
		}
		if rg.Apply(e) != nil {
			break
		}
		out = append(out, m.From.String()+m.To.String()+promoSuffix(m.Promo))
	}
	return out
}

func promoSuffix(p byte) string {
	if p == 0 {
		return ""
	}
	return strings.ToLower(string(p))
}

var errNotReadable = errors.New("a move of the game does not read")

// positionBefore is a reader's position before the at-th move of a game.
func positionBefore(pg *Game, at int) (position, error) {
	pos, err := newPosition(pg.FEN)
	if err != nil {
		return pos, err
	}
	for _, mv := range pg.SAN[:at-1] {
		next, _, ok := pos.play(mv)
		if !ok {
			return pos, errNotReadable
		}
		pos = next
	}
	return pos, nil
}

// readableLine is a variation as readers take it: each move in their SAN,
// its own variations likewise; at a move that does not read in its
// position the line stops, a comment saying so.
func readableLine(l Line, pos position) Line {
	out := Line{Comments: map[int][]string{}, NAGs: map[int][]string{}, Vars: map[int][]Line{}}
	out.Comments[0] = l.Comments[0]
	for i, text := range l.Moves {
		next, san, ok := pos.san(text)
		if !ok {
			n := len(out.Moves)
			out.Comments[n] = append(out.Comments[n], "the variation goes on with "+strings.Join(l.Moves[i:], " ")+", which does not read here")
			return out
		}
		n := i + 1
		out.Moves = append(out.Moves, san)
		out.NAGs[n] = l.NAGs[n]
		out.Comments[n] = l.Comments[n]
		for _, v := range l.Vars[n] {
			out.Vars[n] = append(out.Vars[n], readableLine(v, pos))
		}
		pos = next
	}
	return out
}

func isRoster(name string) bool {
	for _, r := range rosterOrder {
		if strings.EqualFold(r, name) {
			return true
		}
	}
	return false
}

// Notes is what a score says beside the moves of a game read from it:
// the tags other than the players', the comments (as a person reads them,
// Markup), the NAGs, and the variations as side lines in SAN, for each
// move the game played as the score has it.
type Notes struct {
	Tags     [][2]string
	Comments map[int][]string // after the n-th ply of the record (0: before the first)
	Lines    map[int][]string // side lines replacing the n-th ply (1: the first): "10... Nf6 11. Qb3"
}

// NotesFor gathers the score's notes for the game g played from it.
func (s Score) NotesFor(g *rules.Game, read MoveReader) Notes {
	n := Notes{Comments: map[int][]string{}, Lines: map[int][]string{}}
	for _, t := range s.Tags {
		if !written[strings.ToLower(t[0])] && strings.Trim(t[1], "?. -") != "" {
			n.Tags = append(n.Tags, t)
		}
	}
	add := func(k int, cs []string) {
		for _, c := range cs {
			if c = Markup(c); c != "" {
				n.Comments[k] = append(n.Comments[k], c)
			}
		}
	}
	add(0, s.Comments[0])
	if read == nil {
		read = ReadSAN
	}
	played := sourcePlies(g.Setup(), s, read)
	final := g.Report().Moves
	black, first := fenStart(s.FEN)
	pos, err := newPosition(s.FEN)
	for k := 0; k < len(played) && k < len(final) && played[k] == final[k]; k++ {
		add(k+1, s.Comments[k+1])
		if err == nil {
			for _, v := range s.Vars[k+1] {
				l := readableLine(v, pos)
				n.Lines[k+1] = append(n.Lines[k+1], joinTokens(lineTokens(nil, l, black, first, k)))
			}
			if next, _, ok := pos.san(s.Moves[k]); ok {
				pos = next
			} else {
				err = errNotReadable
			}
		}
	}
	return n
}

// joinTokens writes tokens on one line, a parenthesis against what it
// encloses.
func joinTokens(toks []string) string {
	var b strings.Builder
	for i, t := range toks {
		if i > 0 && toks[i-1] != "(" && t != ")" {
			b.WriteByte(' ')
		}
		b.WriteString(t)
	}
	return b.String()
}

// hasTag: the game has a tag of that name.
func hasTag(g Game, name string) bool {
	for _, t := range g.Tags {
		if strings.EqualFold(t[0], name) {
			return true
		}
	}
	return false
}
