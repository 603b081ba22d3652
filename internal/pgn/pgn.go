// Package pgn writes arbiter's games as PGN that other chess programs read
// (python-chess, pgn-extract), and reads PGN back to check it.
//
// PGN records legal moves from a legal position. An over-the-board game
// under the old codes may hold what PGN cannot say: a false move left
// standing, a man of one's own taken, a turn forfeited, a man dropped off
// the board. Export ends the PGN game before such a moment and goes on in
// a following game that sets up the position after it ([SetUp "1"] and
// [FEN]), with comments saying why; the rulings are comments after the
// moves they followed.
package pgn

import (
	"fmt"
	"sort"
	"strings"
)

// Game is one PGN game: what String writes. It knows nothing of the rules
// core, so that it can be tested on its own.
type Game struct {
	Tags     [][2]string      // in order; the Seven Tag Roster first
	FEN      string           // the position the moves start from; "" → the initial position
	SAN      []string         // the moves
	Comments map[int][]string // comments after the n-th move (0: before the first)
	NAGs     map[int][]string // NAGs after the n-th move ("$1")
	Vars     map[int][]Line   // variations replacing the n-th move (1: the first), in SAN a reader takes
	Result   string           // 1-0, 0-1, 1/2-1/2 or *
}

// String writes the game as PGN: tags, a blank line, movetext wrapped at 79
// columns, the result. After a comment, a Black move is numbered again
// ("12... Nf6"), as it is when the game starts with Black to move.
func (g Game) String() string {
	var b strings.Builder
	for _, t := range g.Tags {
		fmt.Fprintf(&b, "[%s %s]\n", t[0], quote(t[1]))
	}
	b.WriteByte('\n')
	black, move := fenStart(g.FEN)
	main := Line{Moves: g.SAN, Comments: g.Comments, NAGs: g.NAGs, Vars: g.Vars}
	toks := lineTokens(nil, main, black, move, 0)
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
		for _, c := range g.Comments[n] {
			toks = append(toks, "{"+commentText(c)+"}")
		}
	}
	result := g.Result
	if result == "" {
		result = "*"
	}
	toks = append(toks, result)
	writeWrapped(&b, toks)
	return b.String()
}

// lineTokens appends the tokens of a line of play whose first move is the
// ply-th of a game that starts with the side and move number given: move
// numbers, moves, NAGs, comments, variations. After a comment or a
// variation, a Black move is numbered again ("12... Nf6"), as it is when
// the line starts with Black to move.
func lineTokens(toks []string, l Line, black bool, move, ply int) []string {
	for _, c := range l.Comments[0] {
		toks = append(toks, "{"+commentText(c)+"}")
	}
	renumber := true
	for i, san := range l.Moves {
		off := ply + i
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
		n := i + 1
		toks = append(toks, l.NAGs[n]...)
		for _, c := range l.Comments[n] {
			toks = append(toks, "{"+commentText(c)+"}")
		}
		for _, v := range l.Vars[n] {
			toks = append(toks, "(")
			toks = lineTokens(toks, v, black, move, ply+i)
			toks = append(toks, ")")
		}
		renumber = len(l.Comments[n]) > 0 || len(l.Vars[n]) > 0
	}
	return toks
}

// writeWrapped writes tokens separated by spaces in lines of at most 79
// columns (a longer token, a long comment, is broken at its spaces).
func writeWrapped(b *strings.Builder, toks []string) {
	line := 0
	for i, t := range toks {
		for j, part := range splitLong(t, 79) {
			// A parenthesis stands against what it encloses.
			glued := i > 0 && j == 0 && (toks[i-1] == "(" || t == ")") && line+len(part) <= 79
			if glued {
				b.WriteString(part)
				line += len(part)
				continue
			}
			if i > 0 || line > 0 {
				if line+1+len(part) > 79 {
					b.WriteByte('\n')
					line = 0
				} else {
					b.WriteByte(' ')
					line++
				}
			}
			b.WriteString(part)
			line += len(part)
		}
	}
	b.WriteByte('\n')
}

// splitLong cuts a token longer than w at its spaces (only comments have
// spaces).
func splitLong(t string, w int) []string {
	if len(t) <= w {
		return []string{t}
	}
	var out []string
	cur := ""
	for _, word := range strings.Fields(t) {
		if cur != "" && len(cur)+1+len(word) > w {
			out = append(out, cur)
			cur = word
			continue
		}
		if cur != "" {
			cur += " "
		}
		cur += word
	}
	return append(out, cur)
}

// fenStart reads the side to move and the move number of a FEN ("" is the
// initial position).
func fenStart(fen string) (black bool, move int) {
	f := strings.Fields(fen)
	move = 1
	if len(f) > 1 && f[1] == "b" {
		black = true
	}
	if len(f) > 5 {
		if n, err := fmt.Sscanf(f[5], "%d", &move); n != 1 || err != nil || move < 1 {
			move = 1
		}
	}
	return black, move
}

func quote(v string) string {
	v = strings.ReplaceAll(v, `\`, `\\`)
	return `"` + strings.ReplaceAll(v, `"`, `\"`) + `"`
}

// commentText keeps a comment inside its braces, on one line of ASCII-safe
// text (a reader may not take every character in a comment).
func commentText(s string) string {
	if strings.Contains(s, "}") {
		// A brace would end the comment: the pair becomes parentheses. A
		// comment without one keeps its "{" (PGN allows it).
		s = strings.NewReplacer("{", "(", "}", ")").Replace(s)
	}
	s = strings.NewReplacer("\n", " ", "\r", " ").Replace(s)
	return strings.Join(strings.Fields(s), " ")
}
