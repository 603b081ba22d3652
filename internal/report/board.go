package report

import (
	"fmt"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// Board is a position to draw: the men by square and the squares marked.
type Board struct {
	Men   [64]chess.Piece
	Marks map[chess.Square]bool
}

// BoardOf is the position of g as it stands.
func BoardOf(g *rules.Game) Board {
	var b Board
	for sq := chess.Square(0); sq < 64; sq++ {
		b.Men[sq] = g.PieceAt(sq)
	}
	return b
}

// glyphs are the men's figures: the solid ones, White's drawn light with a
// dark outline, so that both sides read alike on any square.
var glyphs = map[byte]string{'K': "♚", 'Q': "♛", 'R': "♜", 'B': "♝", 'N': "♞", 'P': "♟"}

// outline are the figures of White's men in text, where no colour is drawn.
var outline = map[byte]string{'K': "♔", 'Q': "♕", 'R': "♖", 'B': "♗", 'N': "♘", 'P': "♙"}

var manNames = map[byte]string{'K': "King", 'Q': "Queen", 'R': "Rook", 'B': "Bishop", 'N': "Knight", 'P': "pawn"}

// SVG draws the board, White at the bottom, as an inline SVG of its own
// (no font but the figures, no external asset). Each man carries its
// square and letter (data-sq, data-man) so that a reader, or a test, can
// find where it stands; a marked square is outlined.
func (b Board) SVG(caption string) string {
	const sq = 40
	var s strings.Builder
	fmt.Fprintf(&s, `<svg class="board" viewBox="0 0 %d %d" role="img" aria-label="%s" xmlns="http://www.w3.org/2000/svg">`, 8*sq+20, 8*sq+20, esc(caption))
	fmt.Fprintf(&s, `<title>%s</title>`, esc(caption))
	for r := 7; r >= 0; r-- {
		for f := 0; f < 8; f++ {
			x, y := 20+f*sq, (7-r)*sq
			fill := "#f0d9b5"
			if (r+f)%2 == 0 {
				fill = "#b58863"
			}
			fmt.Fprintf(&s, `<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>`, x, y, sq, sq, fill)
			at := chess.SquareAt(f, r)
			if b.Marks[at] {
				fmt.Fprintf(&s, `<rect class="mark" data-mark="%s" x="%d" y="%d" width="%d" height="%d" fill="#e8533f" fill-opacity="0.35" stroke="#c0392b" stroke-width="3"/>`, at, x+2, y+2, sq-4, sq-4)
			}
			if p := b.Men[at]; !p.Empty() {
				cls, fillMan := "b", "#111"
				if p.Color == chess.White {
					cls, fillMan = "w", "#fff"
				}
				fmt.Fprintf(&s, `<text class="man %s" data-sq="%s" data-man="%c" x="%d" y="%d" fill="%s" stroke="#111" stroke-width="1" font-size="34" text-anchor="middle" dominant-baseline="central" font-family="DejaVu Sans, Segoe UI Symbol, Noto Sans Symbols2, serif">%s</text>`,
					cls, at, p.Letter(), x+sq/2, y+sq/2+1, fillMan, glyphs[p.Kind])
			}
		}
	}
	for i := 0; i < 8; i++ {
		fmt.Fprintf(&s, `<text class="coord" x="10" y="%d" font-size="12" text-anchor="middle" dominant-baseline="central">%d</text>`, (7-i)*sq+sq/2, i+1)
		fmt.Fprintf(&s, `<text class="coord" x="%d" y="%d" font-size="12" text-anchor="middle">%c</text>`, 20+i*sq+sq/2, 8*sq+15, 'a'+i)
	}
	s.WriteString(`</svg>`)
	return s.String()
}

// Text draws the board in Unicode for Markdown: White's men outlined,
// Black's solid, a marked square's man (or dot) followed by "*".
func (b Board) Text() string {
	var s strings.Builder
	s.WriteString("   a  b  c  d  e  f  g  h\n")
	for r := 7; r >= 0; r-- {
		fmt.Fprintf(&s, "%d ", r+1)
		for f := 0; f < 8; f++ {
			at := chess.SquareAt(f, r)
			cell := "·"
			if p := b.Men[at]; !p.Empty() {
				cell = glyphs[p.Kind]
				if p.Color == chess.White {
					cell = outline[p.Kind]
				}
			}
			mark := " "
			if b.Marks[at] {
				mark = "*"
			}
			s.WriteString(" " + cell + mark)
		}
		fmt.Fprintf(&s, " %d\n", r+1)
	}
	s.WriteString("   a  b  c  d  e  f  g  h")
	return s.String()
}

// Placement is the board as FEN's first field.
func (b Board) Placement() string {
	var s strings.Builder
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := 0; f < 8; f++ {
			p := b.Men[chess.SquareAt(f, r)]
			if p.Empty() {
				empty++
				continue
			}
			if empty > 0 {
				fmt.Fprintf(&s, "%d", empty)
				empty = 0
			}
			s.WriteByte(p.Letter())
		}
		if empty > 0 {
			fmt.Fprintf(&s, "%d", empty)
		}
		if r > 0 {
			s.WriteByte('/')
		}
	}
	return s.String()
}

// MarkedWords names the marked squares: "e4, e5".
func (b Board) MarkedWords() string {
	var out []string
	for sq := chess.Square(0); sq < 64; sq++ {
		if b.Marks[sq] {
			out = append(out, sq.String())
		}
	}
	return strings.Join(out, ", ")
}
