package pgn

import (
	"fmt"
	"strings"
)

// Label names a game in a list as players know it: "3. Paul Morphy –
// Duke of Brunswick, Paris 1858.??.??, 1-0, 17 moves, C41 Philidor
// Defence". Unknown parts ("?") are left out.
func (s Score) Label(n int) string {
	known := func(name string) string { return strings.Trim(strings.TrimSpace(s.Tag(name)), "?") }
	who := strings.TrimSpace(known("White") + " – " + known("Black"))
	if who == "–" {
		who = "(players not named)"
	}
	parts := []string{who}
	if ev := strings.TrimSpace(known("Event") + " " + knownDate(s.Tag("Date"))); ev != "" {
		parts = append(parts, ev)
	}
	parts = append(parts, s.Result, countMoves(s.FEN, len(s.Moves)))
	if op := strings.TrimSpace(known("ECO") + " " + known("Opening")); op != "" {
		if v := known("Variation"); v != "" {
			op += ", " + v
		}
		parts = append(parts, op)
	}
	return fmt.Sprintf("%d. %s", n, strings.Join(parts, ", "))
}

// Matches reports whether the game is the one a text names: a player's
// name, the event, the site, the date, the opening or its code, matched
// without regard to case.
func (s Score) Matches(text string) bool {
	text = strings.ToLower(strings.TrimSpace(text))
	if text == "" {
		return false
	}
	for _, name := range []string{"White", "Black", "Event", "Site", "Date", "Round", "ECO", "Opening", "Variation"} {
		if strings.Contains(strings.ToLower(s.Tag(name)), text) {
			return true
		}
	}
	return false
}

// countMoves says how many moves plies make, counted as a score numbers
// them: "1 move", "17 moves"; a game that starts with Black to move counts
// its first Black move as a move.
func countMoves(fen string, plies int) string {
	black, _ := fenStart(fen)
	n := (plies + 1) / 2
	if black {
		n = plies/2 + 1
		if plies == 0 {
			n = 0
		}
	}
	if n == 1 {
		return "1 move"
	}
	return fmt.Sprintf("%d moves", n)
}

// knownDate is the known part of a PGN date: "1858.??.??" → "1858".
func knownDate(d string) string {
	if i := strings.IndexByte(d, '?'); i >= 0 {
		d = d[:i]
	}
	return strings.Trim(strings.TrimSpace(d), ".")
}

// MoveLabels are the score's moves numbered as a score prints them: "1.
// e4", "1... e5".
func (s Score) MoveLabels() []string {
	black, first := fenStart(s.FEN)
	out := make([]string, len(s.Moves))
	for i, m := range s.Moves {
		out[i] = plyName(black, first, i) + " " + m
	}
	return out
}
