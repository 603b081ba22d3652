package descriptive

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/pgn"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// candidate is a legal move of the side to move, with what the reader
// needs to tell it from the others.
type candidate struct {
	m      chess.BoardMove
	man    chess.Piece
	taken  chess.Piece
	takenS chess.Square // where the man taken stands (en passant: beside)
	castle byte         // 'K' or 'Q' for castling
}

// ReadMove reads a move in descriptive notation as the legal move of the
// side to move in g it names (pgn.MoveReader). Where two moves fit, one
// that gives check is taken when the score says "(ch.)"; where a square is
// named loosely ("Kt. to B's 3rd"), the one that keeps the piece on its
// own side, as the columns meant it; otherwise the reader asks for more.
func ReadMove(g *rules.Game, text string) (chess.BoardMove, error) {
	mv, err := parse(text)
	if err != nil {
		return chess.BoardMove{}, err
	}
	origin := origins(g)
	var fit []candidate
	for _, c := range candidates(g) {
		if mv.fits(c, g.Turn(), origin) {
			fit = append(fit, c)
		}
	}
	if len(fit) > 1 && mv.check {
		fit = checking(g, fit)
	}
	if len(fit) > 1 && mv.to != nil && len(mv.to.files) > 1 {
		fit = ownSide(fit, origin)
	}
	switch len(fit) {
	case 0:
		return chess.BoardMove{}, fmt.Errorf("%q names no legal move of %s", text, g.Turn())
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
	var alts []string
	amb := &pgn.AmbiguousError{Text: text}
	for _, c := range fit {
		s, _ := g.SANOf(c.m)
		alts = append(alts, s)
		amb.Candidates = append(amb.Candidates, c.m)
	}
	amb.Err = fmt.Errorf("%q is ambiguous: %s (name the side: K. Kt., Q. B's 4th)", text, strings.Join(alts, " or "))
	return chess.BoardMove{}, amb
}

// fits reports whether the candidate is the move mv names.
func (mv move) fits(c candidate, turn chess.Color, origin map[chess.Square]byte) bool {
	if mv.castle != 0 || c.castle != 0 {
		return mv.castle != 0 && c.castle != 0 && (mv.castle == '?' || mv.castle == c.castle)
	}
	if !mv.man.names(c.man, c.m.From, origin) {
		return false
	}
	if mv.to != nil {
		rank := c.m.To.Rank()
		if turn == chess.Black {
			rank = 7 - rank
		}
		return rank == mv.to.rank && contains(mv.to.files, c.m.To.File())
	}
	return !c.taken.Empty() && mv.takes.names(c.taken, c.takenS, origin)
}

// names reports whether the designation names the man p on sq.
func (d desig) names(p chess.Piece, sq chess.Square, origin map[chess.Square]byte) bool {
	if p.Kind != d.kind {
		return false
	}
	if d.kind == 'P' {
		return d.files == nil || contains(d.files, sq.File())
	}
	return d.wing == 0 || origin[sq] == d.wing
}

// checking keeps the moves that give check, when the score says one does.
func checking(g *rules.Game, fit []candidate) []candidate {
	var out []candidate
	for _, c := range fit {
		if s, _ := g.SANOf(c.m); strings.HasSuffix(s, "+") || strings.HasSuffix(s, "#") {
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
func ownSide(fit []candidate, origin map[chess.Square]byte) []candidate {
	var own []candidate
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

// candidates are the legal moves of the side to move.
func candidates(g *rules.Game) []candidate {
	var out []candidate
	turn := g.Turn()
	for sq := chess.Square(0); sq < 64; sq++ {
		p := g.PieceAt(sq)
		if p.Empty() || p.Color != turn {
			continue
		}
		for _, to := range g.LegalTargets(sq) {
			c := candidate{m: chess.BoardMove{From: sq, To: to}, man: p, taken: g.PieceAt(to), takenS: to}
			df := to.File() - sq.File()
			switch {
			case p.Kind == 'K' && (df == 2 || df == -2):
				c.castle = 'K'
				if df < 0 {
					c.castle = 'Q'
				}
			case p.Kind == 'P' && df != 0 && c.taken.Empty():
				c.takenS = chess.SquareAt(to.File(), sq.Rank()) // en passant
				c.taken = g.PieceAt(c.takenS)
			}
			out = append(out, c)
		}
	}
	return out
}

// origins follows the side each man began on from the first position
// through the moves played: a man on a square of the Queen's side at the
// start is a Queen's man wherever it goes. (Castling moves the Rook to a
// square of its own side, so the Rook keeps its name.)
func origins(g *rules.Game) map[chess.Square]byte {
	o := make(map[chess.Square]byte, 64)
	for sq := chess.Square(0); sq < 64; sq++ {
		o[sq] = wingOf(sq.File())
	}
	for _, u := range g.Report().Moves {
		if len(u) < 4 {
			continue
		}
		from, ok1 := chess.ParseSquare(u[:2])
		to, ok2 := chess.ParseSquare(u[2:4])
		if ok1 && ok2 {
			o[to] = o[from]
		}
	}
	return o
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

// splitCompact splits a column holding several moves in the compact forms,
// one space apart ("P-K4 P-K4 2. N-KB3"), at its moves; a check or en
// passant after a move stays with it ("QxP ch"). A column of the older
// forms ("K. Kt. to B's 3rd") is one move.
func splitCompact(col string) []string {
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

// Detect reports whether a score sheet is written in descriptive notation:
// its first numbered move is.
func Detect(text string) bool {
	for _, l := range strings.Split(text, "\n") {
		if m := numbered.FindStringSubmatch(l); m != nil {
			first := strings.Fields(m[2])
			return descriptiveMove.MatchString(m[2]) || len(first) > 0 && compactMove.MatchString(first[0])
		}
	}
	return false
}

var (
	numbered       = regexp.MustCompile(`^\s*(\d+)\s*\.+\s*(.*)$`)
	columnSep      = regexp.MustCompile(`\t+| {2,}|\s+[—–|;]\s+|\s+-\s+`)
	tagLine        = regexp.MustCompile(`^\s*\[(\w+)\s+"(.*)"\]\s*$`)
	trailingResult = regexp.MustCompile(`^(.*\S)\s+(1-0|0-1|1/2-1/2|½-½|\*)$`)
	resultRe       = regexp.MustCompile(`^\s*(1-0|0-1|1/2-1/2|½-½|\*)\s*$`)
)

// ReadScores reads a score in descriptive notation, one numbered move a
// line, White's move and Black's in two columns (a tab, two spaces or a
// dash between them): "12. Castles (Q. R.)    R. to Q's sq." A line
// "12. ... R. to Q's sq." gives Black's move alone. Tag lines [Name
// "Value"] may head it; other lines are comments; a result alone on a line
// ends it.
func ReadScores(text string) ([]pgn.Score, error) {
	sc := pgn.Score{Line: pgn.Line{Comments: map[int][]string{}}, Result: "*"}
	text = strings.TrimPrefix(text, "\ufeff") // a byte-order mark
	for _, l := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		switch m := numbered.FindStringSubmatch(l); {
		case strings.TrimSpace(l) == "":
		case tagLine.MatchString(l):
			t := tagLine.FindStringSubmatch(l)
			sc.Tags = append(sc.Tags, [2]string{t[1], t[2]})
			if strings.EqualFold(t[1], "FEN") {
				sc.FEN = t[2]
			}
		case resultRe.MatchString(l):
			sc.Result = strings.ReplaceAll(strings.TrimSpace(l), "½", "1/2")
		case m != nil:
			body := strings.TrimSpace(m[2])
			if r := trailingResult.FindStringSubmatch(body); r != nil {
				body, sc.Result = strings.TrimSpace(r[1]), strings.ReplaceAll(r[2], "½", "1/2")
			}
			for _, half := range columnSep.Split(body, -1) {
				for _, mv := range splitCompact(strings.TrimSpace(half)) {
					if strings.Trim(mv, ". …") == "" {
						continue // "12. ..." : White's move left out
					}
					sc.Moves = append(sc.Moves, mv)
				}
			}
		default: // a heading ("White (Mr. Morphy).") or a remark
			sc.Comments[len(sc.Moves)] = append(sc.Comments[len(sc.Moves)], strings.TrimSpace(l))
		}
	}
	if len(sc.Moves) == 0 {
		return nil, fmt.Errorf("no numbered move in it (want lines such as \"1. P. to K's 4th    P. to K's 4th\")")
	}
	return []pgn.Score{sc}, nil
}
