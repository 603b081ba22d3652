package chess

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
)

// descCandidate is a legal move of the side to move, with what the reader
// needs to tell it from the others.
type descCandidate struct {
	m      BoardMove
	man    Piece
	taken  Piece
	takenS Square // where the man taken stands (en passant: beside)
	castle byte   // 'K' or 'Q' for castling
}

// Decode reads a move in descriptive notation as the legal move of the
// side to move on b it names. Where two moves fit, one that gives check
// is taken when the score says "(ch.)"; where a square is named loosely
// ("Kt. to B's 3rd"), the one that keeps the piece on its own side, as
// the columns meant it; otherwise the reader asks for more (an
// *AmbiguousError).
func (d Descriptive) Decode(b *Board, text string) (BoardMove, error) {
	mv, err := parseDescriptive(text)
	if err != nil {
		return BoardMove{}, err
	}
	origin := d.origins()
	var fit []descCandidate
	for _, c := range d.candidates(b) {
		if mv.fits(c, b.Turn, origin) {
			fit = append(fit, c)
		}
	}
	if len(fit) > 1 && mv.check {
		fit = checking(b, fit)
	}
	if len(fit) > 1 && mv.to != nil && len(mv.to.files) > 1 {
		fit = ownSide(fit, origin)
	}
	switch len(fit) {
	case 0:
		return BoardMove{}, fmt.Errorf("%q names no legal move of %s", text, b.Turn)
	case 1:
		m := fit[0].m
		if fit[0].man.Kind == 'P' && (m.To.Rank() == 7 || m.To.Rank() == 0) {
			m.Promo = 'q' // "P. to K's 8th": a Queen unless said otherwise
			if mv.promo != 0 {
				m.Promo = mv.promo | 0x20
			}
		}
		return m, nil
	}
	moves := make([]BoardMove, len(fit))
	for i, c := range fit {
		moves[i] = c.m
	}
	return BoardMove{}, ambiguous(b, text, moves, " (name the side: K. Kt., Q. B's 4th)")
}

// fits reports whether the candidate is the move mv names.
func (mv descMove) fits(c descCandidate, turn Color, origin *Origins) bool {
	if mv.castle != 0 || c.castle != 0 {
		return mv.castle != 0 && c.castle != 0 && (mv.castle == '?' || mv.castle == c.castle)
	}
	if !mv.man.names(c.man, c.m.From, origin) {
		return false
	}
	if mv.to != nil {
		rank := c.m.To.Rank()
		if turn == Black {
			rank = 7 - rank
		}
		return rank == mv.to.rank && contains(mv.to.files, c.m.To.File())
	}
	return !c.taken.Empty() && mv.takes.names(c.taken, c.takenS, origin)
}

// names reports whether the designation names the man p on sq.
func (d desig) names(p Piece, sq Square, origin *Origins) bool {
	if p.Kind != d.kind {
		return false
	}
	if d.kind == 'P' {
		return d.files == nil || contains(d.files, sq.File())
	}
	return d.wing == 0 || origin[sq] == d.wing
}

// checking keeps the moves that give check, when the score says one does.
func checking(b *Board, fit []descCandidate) []descCandidate {
	var out []descCandidate
	for _, c := range fit {
		if s, _ := SAN(*b, c.m); strings.HasSuffix(s, "+") || strings.HasSuffix(s, "#") {
			out = append(out, c)
		}
	}
	if len(out) == 0 {
		return fit
	}
	return out
}

// ownSide keeps, of several moves that fit, those that leave the piece on
// the side it began on, when there is exactly one.
func ownSide(fit []descCandidate, origin *Origins) []descCandidate {
	var own []descCandidate
	for _, c := range fit {
		if c.man.Kind != 'P' && wingOf(c.m.To.File()) == origin[c.m.From] {
			own = append(own, c)
		}
	}
	if len(own) == 1 {
		return own
	}
	return fit
}

// candidates are the moves of the side to move (d.Moves, else the board's
// legal moves), a promotion once and without its piece, by the square
// they start from.
func (d Descriptive) candidates(b *Board) []descCandidate {
	moves := d.Moves
	if moves == nil {
		moves = GenMoves(b, ^uint64(0), ^uint64(0), nil, false)
	}
	var out []descCandidate
	for _, lm := range moves {
		if lm.Promo != 0 && lm.Promo != 'q' {
			continue
		}
		p := b.Squares[lm.From]
		if p.Empty() || p.Color != b.Turn {
			continue
		}
		c := descCandidate{m: BoardMove{From: lm.From, To: lm.To}, man: p, taken: b.Squares[lm.To], takenS: lm.To}
		df := lm.To.File() - lm.From.File()
		switch {
		case p.Kind == 'K' && (df == 2 || df == -2):
			c.castle = 'K'
			if df < 0 {
				c.castle = 'Q'
			}
		case p.Kind == 'P' && df != 0 && c.taken.Empty():
			c.takenS = SquareAt(lm.To.File(), lm.From.Rank()) // en passant
			c.taken = b.Squares[c.takenS]
		}
		out = append(out, c)
	}
	slices.SortStableFunc(out, func(x, y descCandidate) int { return int(x.m.From) - int(y.m.From) })
	return out
}

func wingOf(file int) byte {
	if file < 4 {
		return 'Q'
	}
	return 'K'
}

func contains(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// descriptiveMove finds a move in descriptive notation: a man, then "to"
// or "takes" (or "Castles"); compactMove one of the compact forms of the
// later books, "P-K4", "QxP", "N-KB3" (capitals: SAN's files are small).
var (
	descriptiveMove = regexp.MustCompile(`(?i)(\b(P|Kt|B|R|Q|K)\.?\s*(to|takes)\s+(K|Q|B|R|Kt|P)\b)|\bCastles\b`)
	compactMove     = regexp.MustCompile(`^([KQ]?(R|N|Kt|B)?P|[KQ]?(R|N|Kt|B)|K|Q)\s?[-x×:]\s?([KQ]?(R|N|Kt|B)?P?[1-8]?|[KQ])(\s?e\.?\s?p\.?)?[+#!?.]*$`)
	moveNumber      = regexp.MustCompile(`^\d+\.+$`)
)

// SplitDescriptive splits a score's column holding several moves in the
// compact forms, one space apart ("P-K4 P-K4 2. N-KB3"), at its moves; a
// check or en passant after a move stays with it ("QxP ch"). A column of
// the older forms ("K. Kt. to B's 3rd") is one move.
func SplitDescriptive(col string) []string {
	var groups []string
	for _, f := range strings.Fields(col) {
		low := strings.ToLower(strings.Trim(f, ".()"))
		switch {
		case moveNumber.MatchString(f):
			continue
		case len(groups) > 0 && (annotations[low] || low == "e.p" || low == "ep" || low == "dis.ch"):
			groups[len(groups)-1] += " " + f
			continue
		case len(groups) > 0 && (f == "x" || f == "-" || strings.HasSuffix(groups[len(groups)-1], " x") || strings.HasSuffix(groups[len(groups)-1], " -")):
			groups[len(groups)-1] += " " + f
			continue
		}
		groups = append(groups, f)
	}
	if len(groups) < 2 {
		return []string{col}
	}
	for _, g := range groups {
		c := strings.ReplaceAll(strings.Fields(g)[0], "0", "O")
		if !compactMove.MatchString(strings.Join(strings.Fields(g), "")) && !compactMove.MatchString(strings.Fields(g)[0]) && c != "O-O" && c != "O-O-O" && !strings.HasPrefix(g, "P x") {
			return []string{col}
		}
	}
	return groups
}

// StartsDescriptive reports whether a score's column, after its move
// number, begins with a move in descriptive notation: "P. to K's 4th",
// "Castles", "P-K4" (SAN's "e4" does not).
func StartsDescriptive(col string) bool {
	first := strings.Fields(col)
	return descriptiveMove.MatchString(col) || len(first) > 0 && compactMove.MatchString(first[0])
}
