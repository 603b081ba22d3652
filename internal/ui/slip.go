package ui

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// A move typed in SAN that only the side not to move can make (e5 typed
// at the start, meant e4) is far more often a slip of the fingers than a
// move out of turn, and a move out of turn is an offence the core rules
// on at once. So such a move is shown and waits for a second enter. The
// squares form (e7e5) says plainly which man moved, and the umpire who
// switched the acting player first (tab) has said who moves: both record
// at once. This file holds only that judgement; the reading of the text
// is the core's (Game.ReadMove, chess.ParseSquares).

// slipWarning says why the typed move tm (read from text, the men of
// prefer named first) waits for a second enter, or "" when it does not:
// it was typed in SAN and names a man of the side that is not to move.
func slipWarning(text string, tm typedMove, prefer chess.Color, switched bool) string {
	if switched || tm.man.Empty() || tm.man.Color == prefer {
		return ""
	}
	if _, bySquares := chess.ParseSquares(strings.TrimRight(strings.TrimSpace(text), "+#!?")); bySquares {
		return ""
	}
	mover := titleCase(tm.man.Color.String())
	return fmt.Sprintf("%s is %s move (%s %s → %s), but %s is to move. Enter again records %s moving out of turn; esc or backspace corrects it.",
		strings.TrimSpace(text), possessive(tm.man.Color), kindNames[tm.man.Kind], tm.from, tm.to, titleCase(prefer.String()), mover)
}

// prefixHint is what the line says while the text typed is only the start
// of a move (N, Nf, ex, g1): the moves it may become, not an error. ok is
// false when the text begins no move.
//
// The moves of the side SAN names first come in the order of likely, the
// line's suggestions (legalSANs); the other side's by name.
func prefixHint(g *rules.Game, text string, prefer chess.Color, likely []string) (string, bool) {
	t := strings.TrimSpace(text)
	if t == "" {
		return "", false
	}
	for _, c := range []chess.Color{prefer, prefer.Other()} {
		var cands []string
		seen := map[string]bool{}
		for _, mv := range g.MovesOf(c) {
			s, _ := g.SANFor(mv)
			if strings.HasPrefix(s, t) && s != t && !seen[s] {
				seen[s] = true
				cands = append(cands, s)
			}
		}
		if len(cands) > 0 {
			sort.Strings(cands)
			if c == prefer {
				rank := func(s string) int {
					if i := slices.Index(likely, s); i >= 0 {
						return i
					}
					return len(likely)
				}
				sort.SliceStable(cands, func(i, j int) bool { return rank(cands[i]) < rank(cands[j]) })
			}
			side := ""
			if c != prefer {
				side = titleCase(c.String()) + "'s, out of turn: "
			}
			return fmt.Sprintf("%s… %s%s", t, side, listSome(cands, 8)), true
		}
	}
	// The squares form, its first square typed: the man on it.
	if len(t) >= 2 && len(t) <= 4 && squaresPrefix(t) {
		from, _ := chess.ParseSquare(t[:2])
		if p := g.PieceAt(from); !p.Empty() {
			return fmt.Sprintf("%s… the %s %s on %s: type the square it goes to", t, p.Color, kindNames[p.Kind], from), true
		}
	}
	return "", false
}

// squaresPrefix reports whether t (2 to 4 characters) begins the squares
// form: a square, then optionally -, x or :, then a file.
func squaresPrefix(t string) bool {
	if t[0] < 'a' || t[0] > 'h' || t[1] < '1' || t[1] > '8' {
		return false
	}
	rest := strings.TrimLeft(t[2:], "-x:")
	return len(t)-len(rest) <= 3 && (rest == "" || len(rest) == 1 && rest[0] >= 'a' && rest[0] <= 'h')
}

// listSome lists up to n names, then how many more.
func listSome(names []string, n int) string {
	if len(names) <= n {
		return strings.Join(names, " ")
	}
	return strings.Join(names[:n], " ") + fmt.Sprintf(" (+%d more)", len(names)-n)
}
