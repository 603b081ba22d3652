package descriptive

import (
	"strings"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

var (
	kindNames = map[byte]string{'K': "K.", 'Q': "Q.", 'R': "R.", 'B': "B.", 'N': "Kt.", 'P': "P."}
	wingNames = map[byte]string{'K': "K.", 'Q': "Q."}
	// fileNames are a file's names, shortest first: "B's" (either Bishop's
	// file), then "Q. B's".
	fileNames = [8][]string{{"R's", "Q. R's"}, {"Kt's", "Q. Kt's"}, {"B's", "Q. B's"}, {"Q's"},
		{"K's"}, {"B's", "K. B's"}, {"Kt's", "K. Kt's"}, {"R's", "K. R's"}}
	pawnNames = [8][]string{{"P.", "R. P.", "Q. R. P."}, {"P.", "Kt. P.", "Q. Kt. P."}, {"P.", "B. P.", "Q. B. P."}, {"P.", "Q. P."},
		{"P.", "K. P."}, {"P.", "B. P.", "K. B. P."}, {"P.", "Kt. P.", "K. Kt. P."}, {"P.", "R. P.", "K. R. P."}}
	rankNames = [8]string{"sq.", "2nd", "3rd", "4th", "5th", "6th", "7th", "8th"}
)

// Write spells a legal move of the side to move in g in descriptive
// notation, as briefly as reads back to that move alone: "P. to K's 4th",
// "K. Kt. to B's 3rd", "Q. takes P. (ch.)", "Castles". It reports false
// for a move that is not legal (an irregular move has no descriptive
// spelling here: its squares are given instead).
func Write(g *rules.Game, m chess.BoardMove) (string, bool) {
	san, ok := g.SANOf(m)
	if !ok {
		return "", false
	}
	suffix := ""
	switch {
	case strings.HasSuffix(san, "#"):
		suffix = ". Checkmate"
	case strings.HasSuffix(san, "+"):
		suffix = " (ch.)"
	}
	if m.Promo != 0 && m.Promo != 'q' {
		suffix = ", becoming a " + kindNames[m.Promo&^0x20] + suffix
	}
	for _, text := range spellings(g, m) {
		if back, err := ReadMove(g, text); err == nil && back.From == m.From && back.To == m.To {
			return text + suffix, true
		}
	}
	return san, true // no spelling reads back alone: SAN says it
}

// spellings are the ways to write the move, shortest first.
func spellings(g *rules.Game, m chess.BoardMove) []string {
	p := g.PieceAt(m.From)
	df := m.To.File() - m.From.File()
	if p.Kind == 'K' && (df == 2 || df == -2) {
		if df > 0 {
			return []string{"Castles", "Castles (K. R.)"}
		}
		return []string{"Castles", "Castles (Q. R.)"}
	}
	origin := origins(g)
	men := manNames(p, m.From, origin)
	var out []string
	taken, at := g.PieceAt(m.To), m.To
	if p.Kind == 'P' && df != 0 && taken.Empty() {
		at = chess.SquareAt(m.To.File(), m.From.Rank())
		taken = g.PieceAt(at)
	}
	if !taken.Empty() {
		for _, victim := range manNames(taken, at, origin) {
			for _, man := range men {
				out = append(out, man+" takes "+victim)
			}
		}
		return out
	}
	rank := m.To.Rank()
	if p.Color == chess.Black {
		rank = 7 - rank
	}
	for _, file := range fileNames[m.To.File()] {
		for _, man := range men {
			out = append(out, man+" to "+file+" "+rankNames[rank])
		}
	}
	return out
}

// manNames are a man's names, shortest first: "Kt.", "K. Kt."; "P.",
// "B. P.", "K. B. P.".
func manNames(p chess.Piece, sq chess.Square, origin map[chess.Square]byte) []string {
	if p.Kind == 'P' {
		return pawnNames[sq.File()]
	}
	names := []string{kindNames[p.Kind]}
	if p.Kind != 'K' && p.Kind != 'Q' {
		names = append(names, wingNames[origin[sq]]+" "+kindNames[p.Kind])
	}
	return names
}
