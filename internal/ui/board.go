package ui

import (
	"strings"

	"github.com/charmbracelet/lipgloss"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

// Board geometry: a 3-column label edge, eight 3-column cells, a 3-column
// label edge; a label row above and below the eight ranks.
const (
	cellW      = 3
	edgeW      = 3
	boardWidth = edgeW + 8*cellW + edgeW
	boardLines = 10
)

// boardState is a snapshot of what the board shows, taken after every
// change, so that View only draws.
type boardState struct {
	pieces   [64]rules.Piece
	hand     rules.Square // the man in hand, or NoSquare
	handWho  rules.Color
	touched  [64]bool // men touched this turn (not as adjustment)
	tsquares [64]bool // squares touched with the man in hand
	checked  [64]bool // Kings standing in check
	targets  [64]bool // legal squares of the man in hand (or of the quick-entry pick)
	lastFrom rules.Square
	lastTo   rules.Square
}

func snapshot(g *rules.Game, pick rules.Square) boardState {
	var b boardState
	b.hand, b.lastFrom, b.lastTo = rules.NoSquare, rules.NoSquare, rules.NoSquare
	if g == nil {
		return b
	}
	for sq := rules.Square(0); sq < 64; sq++ {
		b.pieces[sq] = g.PieceAt(sq)
	}
	if sq, who, ok := g.Hand(); ok && sq.Valid() {
		b.hand, b.handWho = sq, who
	}
	mark := func(dst *[64]bool, sqs []rules.Square) {
		for _, s := range sqs {
			if s.Valid() {
				dst[s] = true
			}
		}
	}
	mark(&b.touched, g.Touched())
	mark(&b.tsquares, g.TouchedSquares())
	mark(&b.checked, g.CheckedKings())
	switch {
	case b.hand.Valid():
		// The squares of an adverse man in hand are his adversary's
		// business, not the holder's: only his own man's are shown.
		if p := b.pieces[b.hand]; !p.Empty() && p.Color == b.handWho {
			mark(&b.targets, g.LegalTargets(b.hand))
		}
	case pick.Valid():
		mark(&b.targets, g.LegalTargets(pick))
	}
	if f, t, ok := g.LastMove(); ok {
		b.lastFrom, b.lastTo = f, t
	}
	return b
}

// glyphs maps a FEN letter to its drawing.
func glyph(p rules.Piece, ascii bool) string {
	if p.Empty() {
		if ascii {
			return "."
		}
		return "·"
	}
	if ascii {
		return string(p.Letter())
	}
	const white, black = "♔♕♖♗♘♙", "♚♛♜♝♞♟"
	i := strings.IndexByte("KQRBNP", p.Kind)
	if i < 0 {
		return "?"
	}
	set := []rune(white)
	if p.Color == rules.Black {
		set = []rune(black)
	}
	return string(set[i])
}

// squareAt converts a display position (column and row 0..7 from the top
// left) to a square, honouring the flip.
func squareAt(col, row int, flipped bool) rules.Square {
	if col < 0 || col > 7 || row < 0 || row > 7 {
		return rules.NoSquare
	}
	if flipped {
		return rules.SquareAt(7-col, row)
	}
	return rules.SquareAt(col, 7-row)
}

// displayPos is the inverse of squareAt.
func displayPos(sq rules.Square, flipped bool) (col, row int) {
	if flipped {
		return 7 - sq.File(), sq.Rank()
	}
	return sq.File(), 7 - sq.Rank()
}

// cellMarks returns the left and right mark of a cell and the style that
// colours it. The marks carry the meaning; the style only repeats it.
func (m *Model) cellMarks(b *boardState, sq rules.Square) (l, r string, kind cellKind) {
	switch {
	case sq == b.hand:
		return "(", ")", cellHand
	case b.touched[sq]:
		return "[", "]", cellTouched
	case b.checked[sq]:
		return "<", ">", cellCheck
	case sq == m.pick:
		return "{", "}", cellHand
	case sq == m.cursor:
		return ">", "<", cellCursor
	case b.targets[sq]:
		return "*", "*", cellTarget
	case b.tsquares[sq]:
		return "~", "~", cellTarget
	case sq == b.lastFrom || sq == b.lastTo:
		return "'", "'", cellLast
	}
	return " ", " ", cellPlain
}

type cellKind int

const (
	cellPlain cellKind = iota
	cellHand
	cellTouched
	cellCheck
	cellCursor
	cellTarget
	cellLast
)

// boardView draws the board with coordinates on all four edges. The
// cursor's file and rank are bracketed on the edges, so that it can be found
// without colour even when its cell shows another mark.
func (m *Model) boardView() []string {
	b := &m.board
	ccol, crow := displayPos(m.cursor, m.flipped)
	files := func() string {
		var sb strings.Builder
		sb.WriteString(strings.Repeat(" ", edgeW))
		for col := 0; col < 8; col++ {
			f := squareAt(col, 0, m.flipped).File()
			name := string(rune('a' + f))
			if col == ccol {
				sb.WriteString("[" + name + "]")
			} else {
				sb.WriteString(" " + name + " ")
			}
		}
		sb.WriteString(strings.Repeat(" ", edgeW))
		return sb.String()
	}
	lines := make([]string, 0, boardLines)
	lines = append(lines, files())
	for row := 0; row < 8; row++ {
		var sb strings.Builder
		rank := string(rune('1' + squareAt(0, row, m.flipped).Rank()))
		label := " " + rank + " "
		if row == crow {
			label = "[" + rank + "]"
		}
		sb.WriteString(label)
		for col := 0; col < 8; col++ {
			sq := squareAt(col, row, m.flipped)
			l, r, kind := m.cellMarks(b, sq)
			g := glyph(b.pieces[sq], m.opts.ASCII)
			if kind == cellTarget && b.pieces[sq].Empty() && l == "*" {
				// An empty legal square shows a lone star: easier to scan.
				l, g, r = " ", "*", " "
			}
			cell := l + g + r
			if !m.th.noColor {
				cell = m.th.render(m.cellStyle(sq, kind), cell)
			}
			sb.WriteString(cell)
		}
		sb.WriteString(label)
		lines = append(lines, sb.String())
	}
	lines = append(lines, files())
	return lines
}

func (m *Model) cellStyle(sq rules.Square, kind cellKind) lipgloss.Style {
	// The cursor keeps its colour under any mark, so it is always visible.
	if sq == m.cursor && kind != cellCursor {
		return m.th.cursor
	}
	switch kind {
	case cellHand:
		return m.th.hand
	case cellTouched:
		return m.th.touched
	case cellCheck:
		return m.th.check
	case cellCursor:
		return m.th.cursor
	case cellTarget:
		return m.th.target
	case cellLast:
		return m.th.last
	}
	if (sq.File()+sq.Rank())%2 == 0 {
		return m.th.dark
	}
	return m.th.light
}

// legend explains the board marks, in full for help and compact for the
// space under the board.
func legend(ascii bool) []string {
	k, p := "♔", "♘"
	if ascii {
		k, p = "K", "N"
	}
	return []string{
		"(" + p + ")  the man in hand",
		"[" + p + "]  a man touched this turn",
		"<" + k + ">  a King in check",
		" *   a legal square of the man in hand",
		"*" + p + "*  a man it may legally take",
		"'" + p + "'  the squares of the last move",
		"{" + p + "}  picked for a quick move (not yet recorded)",
		"~" + p + "~  a square touched with the man in hand",
		">" + p + "<  the cursor; [e] and [4] on the edges too",
	}
}

func shortLegend(ascii bool) []string {
	k, p := "♔", "♘"
	if ascii {
		k, p = "K", "N"
	}
	return []string{
		"(" + p + ")hand [" + p + "]touched <" + k + ">check",
		"*legal '" + p + "'last >" + p + "<cursor",
		"{" + p + "}picked ~" + p + "~touched square",
	}
}
