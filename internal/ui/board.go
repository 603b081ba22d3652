package ui

import (
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// boardState is a snapshot of what the board shows, taken after every
// change, so that View only draws.
type boardState struct {
	pieces   [64]chess.Piece
	hand     chess.Square // the man in hand, or NoSquare
	handWho  chess.Color
	touched  [64]bool // men touched this turn (not as adjustment), and men under a duty
	tsquares [64]bool // squares touched with the man in hand
	checked  [64]bool // Kings standing in check
	targets  [64]bool // legal squares of the man in hand (or of the quick-entry pick)
	lastFrom chess.Square
	lastTo   chess.Square
}

func snapshot(g *rules.Game, pick chess.Square, duties []rules.Obligation) boardState {
	var b boardState
	b.hand, b.lastFrom, b.lastTo = chess.NoSquare, chess.NoSquare, chess.NoSquare
	if g == nil {
		return b
	}
	for sq := chess.Square(0); sq < 64; sq++ {
		b.pieces[sq] = g.PieceAt(sq)
	}
	if sq, who, ok := g.Hand(); ok && sq.Valid() {
		b.hand, b.handWho = sq, who
	}
	mark := func(dst *[64]bool, sqs []chess.Square) {
		for _, s := range sqs {
			if s.Valid() {
				dst[s] = true
			}
		}
	}
	mark(&b.touched, g.Touched())
	mark(&b.touched, b.dutySquares(duties))
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

// dutySquares are the men the standing obligations name: the man to move or
// take, or the King that must move.
func (b *boardState) dutySquares(duties []rules.Obligation) []chess.Square {
	var out []chess.Square
	for _, o := range duties {
		if sq, ok := chess.ParseSquare(o.Square); ok && !b.pieces[sq].Empty() {
			out = append(out, sq)
			continue
		}
		if o.Duty == rules.DutyMoveKing || o.Duty == rules.DutyMoveRook {
			kind := byte('K')
			if o.Duty == rules.DutyMoveRook {
				kind = 'R'
			}
			for sq := chess.Square(0); sq < 64; sq++ {
				if p := b.pieces[sq]; p.Kind == kind && p.Color.String() == o.Player {
					out = append(out, sq)
				}
			}
		}
	}
	return out
}

// glyph draws a man (or an empty square).
func glyph(p chess.Piece, ascii bool) string {
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
	if p.Color == chess.Black {
		set = []rune(black)
	}
	return string(set[i])
}

// SquareAt converts a display position (column and row 0..7 from the top
// left) to a square, honouring the flip.
func squareAt(col, row int, flipped bool) chess.Square {
	if col < 0 || col > 7 || row < 0 || row > 7 {
		return chess.NoSquare
	}
	if flipped {
		return chess.SquareAt(7-col, row)
	}
	return chess.SquareAt(col, 7-row)
}

// displayPos is the inverse of SquareAt.
func displayPos(sq chess.Square, flipped bool) (col, row int) {
	if flipped {
		return 7 - sq.File(), sq.Rank()
	}
	return sq.File(), 7 - sq.Rank()
}

// boardPanel draws the board (hand-written: a grid of marked cells that the
// mouse maps back to squares). It grows on a large terminal: cells of five
// columns and two lines. It is a component: its keys, Update (the cursor
// and the board's side; a pick, a touch, a release record events, and are
// the Model's), SetSize, SetSnapshot and View. What it draws is the
// snapshot's board.
type boardPanel struct {
	th           *theme
	keys         boardKeys
	cellW, cellH int
	focus        boardFocus
	b            boardState // the snapshot's board
	mk           boardMarks
}

// boardFocus is where the keys and the mouse are on the board.
type boardFocus struct {
	cursor  chess.Square
	pick    chess.Square // first pick of a quick move, not yet recorded
	drag    chess.Square // where a mouse press began, for a drag
	flipped bool
}

// boardKeys are the board's keys: the cursor, the board's side, and the
// acts at the board the Model records (pick, touch, j'adoube, release,
// check).
type boardKeys struct {
	Up, Down, Left, Right, Flip            key.Binding
	Pick, Cancel, Touch, TouchAcc, Jadoube key.Binding
	TouchSquare, Release, Check, Switch    key.Binding
}

// Board geometry: a 3-column label edge, eight cells, a 3-column label
// edge; a label row above and below the eight ranks.
const (
	edgeW    = 3
	boardTop = 1 // the title line is above it
)

func newBoardPanel(th *theme, k keyMap) boardPanel {
	return boardPanel{th: th, cellW: 3, cellH: 1, keys: boardKeys{
		Up: k.Up, Down: k.Down, Left: k.Left, Right: k.Right, Flip: k.Flip,
		Pick: k.Pick, Cancel: k.Cancel, Touch: k.Touch, TouchAcc: k.TouchAcc, Jadoube: k.Jadoube,
		TouchSquare: k.TouchSquare, Release: k.Release, Check: k.Check, Switch: k.Switch,
	}, focus: boardFocus{
		cursor: chess.SquareAt(4, 1), // e2: where most games begin
		pick:   chess.NoSquare,
		drag:   chess.NoSquare,
	}}
}

// SetSize picks the cell size the terminal has room for.
func (p boardPanel) SetSize(w, h int) boardPanel {
	p.cellW, p.cellH = 3, 1
	if w >= 140 && h >= 44 {
		p.cellW, p.cellH = 5, 2
	}
	return p
}

// SetSnapshot takes the board to draw, and its marks, from the snapshot.
func (p boardPanel) SetSnapshot(f *frame) boardPanel {
	p.b, p.mk = f.board, f.marks
	return p
}

// Update moves the cursor (the arrows) and turns the board round (F).
func (p boardPanel) Update(msg tea.Msg) (boardPanel, tea.Cmd) {
	k, ok := msg.(tea.KeyMsg)
	if !ok {
		return p, nil
	}
	switch {
	case keyIs(k, p.keys.Up):
		p.moveCursor(0, -1)
	case keyIs(k, p.keys.Down):
		p.moveCursor(0, 1)
	case keyIs(k, p.keys.Left):
		p.moveCursor(-1, 0)
	case keyIs(k, p.keys.Right):
		p.moveCursor(1, 0)
	case keyIs(k, p.keys.Flip):
		p.focus.flipped = !p.focus.flipped
	}
	return p, nil
}

// moves reports whether a key is one the board's Update acts on.
func (p boardPanel) moves(k tea.KeyMsg) bool {
	for _, b := range []key.Binding{p.keys.Up, p.keys.Down, p.keys.Left, p.keys.Right, p.keys.Flip} {
		if keyIs(k, b) {
			return true
		}
	}
	return false
}

// moveCursor moves the cursor by files and ranks as the board shows them.
func (p *boardPanel) moveCursor(df, dr int) {
	col, row := displayPos(p.focus.cursor, p.focus.flipped)
	col += df
	row += dr
	if col < 0 || col > 7 || row < 0 || row > 7 {
		return
	}
	p.focus.cursor = squareAt(col, row, p.focus.flipped)
}

func (p boardPanel) width() int  { return 2*edgeW + 8*p.cellW }
func (p boardPanel) height() int { return 2 + 8*p.cellH }

// SquareAt hit-tests the board, which View draws at boardTop.
func (p boardPanel) squareAt(x, y int, flipped bool) (chess.Square, bool) {
	row := y - boardTop - 1
	col := x - edgeW
	if col < 0 || row < 0 || row >= 8*p.cellH || col >= 8*p.cellW {
		return chess.NoSquare, false
	}
	sq := squareAt(col/p.cellW, row/p.cellH, flipped)
	return sq, sq.Valid()
}

// cell is the screen cell of a square's glyph.
func (p boardPanel) cell(sq chess.Square, flipped bool) (x, y int) {
	col, row := displayPos(sq, flipped)
	return edgeW + col*p.cellW + p.cellW/2, boardTop + 1 + row*p.cellH + (p.cellH-1)/2
}

// boardMarks is what the board shows besides the men: the cursor and the
// quick-entry pick (none in a review).
type boardMarks struct {
	cursor, pick chess.Square
	flipped      bool
	ascii        bool
}

// cellMarks returns the left and right mark of a cell and the style that
// colours it. The marks carry the meaning; the style only repeats it.
func cellMarks(b *boardState, mk boardMarks, sq chess.Square) (l, r string, kind cellKind) {
	switch {
	case sq == b.hand:
		return "(", ")", cellHand
	case b.checked[sq]:
		// A King in check says so first, even when he is also the man a
		// duty names.
		return "<", ">", cellCheck
	case b.touched[sq]:
		return "[", "]", cellTouched
	case sq == mk.pick:
		return "{", "}", cellHand
	case sq == mk.cursor:
		return ">", "<", cellCursor
	case b.tsquares[sq]:
		// A square touched with the man in hand (Staunton VII) is marked as
		// such, though the man may still go there.
		return "~", "~", cellTarget
	case b.targets[sq]:
		return "*", "*", cellTarget
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

// View draws the board with coordinates on all four edges. The cursor's
// file and rank are bracketed on the edges, so that it can be found without
// colour even when its cell shows another mark.
func (p boardPanel) View() string { return strings.Join(p.viewLines(), "\n") }

func (p boardPanel) viewLines() []string {
	th, b, mk := p.th, &p.b, p.mk
	ccol, crow := -1, -1
	if mk.cursor.Valid() {
		ccol, crow = displayPos(mk.cursor, mk.flipped)
	}
	pad := strings.Repeat(" ", (p.cellW-3)/2)
	files := func() string {
		var sb strings.Builder
		sb.WriteString(strings.Repeat(" ", edgeW))
		for col := 0; col < 8; col++ {
			name := string(rune('a' + squareAt(col, 0, mk.flipped).File()))
			if col == ccol {
				sb.WriteString(pad + "[" + name + "]" + pad)
			} else {
				sb.WriteString(pad + " " + name + " " + pad)
			}
		}
		sb.WriteString(strings.Repeat(" ", edgeW))
		return sb.String()
	}
	lines := make([]string, 0, p.height())
	lines = append(lines, files())
	for row := 0; row < 8; row++ {
		rank := string(rune('1' + squareAt(0, row, mk.flipped).Rank()))
		label := " " + rank + " "
		if row == crow {
			label = "[" + rank + "]"
		}
		for sub := 0; sub < p.cellH; sub++ {
			var sb strings.Builder
			edge := label
			if sub != (p.cellH-1)/2 {
				edge = "   "
			}
			sb.WriteString(edge)
			for col := 0; col < 8; col++ {
				sq := squareAt(col, row, mk.flipped)
				l, r, kind := cellMarks(b, mk, sq)
				g := glyph(b.pieces[sq], mk.ascii)
				if kind == cellTarget && b.pieces[sq].Empty() && l == "*" {
					// An empty legal square shows a lone star: easier to scan.
					l, g, r = " ", "*", " "
				}
				cell := pad + l + g + r + pad
				if sub != (p.cellH-1)/2 {
					cell = strings.Repeat(" ", p.cellW)
				}
				if !th.noColor {
					cell = th.render(cellStyle(th, mk, sq, kind), cell)
				}
				sb.WriteString(cell)
			}
			sb.WriteString(edge)
			lines = append(lines, sb.String())
		}
	}
	lines = append(lines, files())
	return lines
}

func cellStyle(th *theme, mk boardMarks, sq chess.Square, kind cellKind) lipgloss.Style {
	// The cursor keeps its colour under any mark, so it is always visible.
	if sq == mk.cursor && kind != cellCursor {
		return th.cursor
	}
	switch kind {
	case cellHand:
		return th.hand
	case cellTouched:
		return th.touched
	case cellCheck:
		return th.check
	case cellCursor:
		return th.cursor
	case cellTarget:
		return th.target
	case cellLast:
		return th.last
	}
	if (sq.File()+sq.Rank())%2 == 0 {
		return th.dark
	}
	return th.light
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
		"[" + p + "]  a man touched this turn, or one a penalty obliges to move or take",
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
		"(" + p + ")hand [" + p + "]duty <" + k + ">check",
		"*legal '" + p + "'last >" + p + "<cursor",
		"{" + p + "}picked ~" + p + "~touched square",
	}
}
