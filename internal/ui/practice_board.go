package ui

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/practice"
)

// playedBoard is the board after the first n events of an item under a
// code, with the side to move: what the practice screens show. The item's
// events are replayed from its start, so the screens hold no game.
func playedBoard(q *practice.Quiz, n int) (boardState, string) {
	it := q.Item
	it.Events = it.Events[:min(max(n, 0), len(it.Events))]
	g, err := it.Play(q.Code.ID)
	if g == nil {
		return snapshot(nil, chess.NoSquare, nil), ""
	}
	side := titleCase(g.Turn().String()) + " to move"
	if err != nil {
		// Build has played these events already; this cannot happen.
		side = "Cannot be played: " + err.Error()
	}
	if r := g.Report().Result; r != "" && r != "*" {
		side = "Result: " + r
	}
	return snapshot(g, chess.NoSquare, nil), side
}

// practiceBoard draws a board with the marks of the main screen (the man
// in hand, the men touched, a King in check, the last move) and no cursor.
// boardWidth is the practice board's width: its label edges and eight cells
// of three columns.
const boardWidth = 2*edgeW + 8*3

func practiceBoard(th theme, ascii bool, b boardState) []string {
	files := strings.Repeat(" ", edgeW)
	for f := 0; f < 8; f++ {
		files += " " + string(rune('a'+f)) + " "
	}
	files += strings.Repeat(" ", edgeW)
	lines := []string{files}
	for row := 0; row < 8; row++ {
		rank := string(rune('8' - row))
		var sb strings.Builder
		sb.WriteString(" " + rank + " ")
		for col := 0; col < 8; col++ {
			sq := chess.SquareAt(col, 7-row)
			l, r, st := " ", " ", th.light
			if (sq.File()+sq.Rank())%2 == 0 {
				st = th.dark
			}
			switch {
			case sq == b.hand:
				l, r, st = "(", ")", th.hand
			case b.touched[sq]:
				l, r, st = "[", "]", th.touched
			case b.checked[sq]:
				l, r, st = "<", ">", th.check
			case b.tsquares[sq]:
				l, r, st = "~", "~", th.target
			case sq == b.lastFrom || sq == b.lastTo:
				l, r, st = "'", "'", th.last
			}
			cell := l + glyph(b.pieces[sq], ascii) + r
			if !th.noColor {
				cell = th.render(st, cell)
			}
			sb.WriteString(cell)
		}
		sb.WriteString(" " + rank + " ")
		lines = append(lines, sb.String())
	}
	return append(lines, files)
}

// practiceLegend is the board's marks in two short lines.
func practiceLegend(ascii bool) []string {
	k, p := "♔", "♘"
	if ascii {
		k, p = "K", "N"
	}
	return []string{
		"(" + p + ")hand [" + p + "]touched <" + k + ">check",
		"'" + p + "'last move ~" + p + "~square touched",
	}
}

// columns sets two columns side by side: left padded to lw, a gap, right
// cut to rw; as many lines as the longer.
func columns(th theme, left []string, lw int, right []string, rw int) []string {
	n := max(len(left), len(right))
	out := make([]string, 0, n)
	for i := 0; i < n; i++ {
		l, r := "", ""
		if i < len(left) {
			l = left[i]
		}
		if i < len(right) {
			r = right[i]
		}
		out = append(out, th.pad(l, lw)+"  "+th.fit(r, rw))
	}
	return out
}

// hang sets prefix before the first line of text wrapped to w, and as many
// spaces before the others (a hanging indent that keeps the prefix's
// spacing, which wrap would fold).
func hang(prefix, text string, w int) []string {
	pw := ansi.StringWidth(prefix)
	lines := wrap(text, max(w-pw, 1))
	for i := range lines {
		if i == 0 {
			lines[i] = prefix + lines[i]
		} else {
			lines[i] = strings.Repeat(" ", pw) + lines[i]
		}
	}
	return lines
}
