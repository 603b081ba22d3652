package chess

import "strings"

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

// Encode spells a legal move of the side to move on b in descriptive
// notation, as briefly as reads back to that move alone: "P. to K's 4th",
// "K. Kt. to B's 3rd", "Q. takes P. (ch.)", "Castles". It reports false
// for a move that is not legal (an irregular move has no descriptive
// spelling here: its squares are given instead).
func (d Descriptive) Encode(b *Board, m BoardMove) (string, bool) {
	san, ok := SAN(*b, m)
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
	d.Origins = d.origins() // followed once for every spelling tried
	for _, text := range spellings(b, m, d.Origins) {
		if back, err := d.Decode(b, text); err == nil && back.From == m.From && back.To == m.To {
			return text + suffix, true
		}
	}
	return san, true // no spelling reads back alone: SAN says it
}

// spellings are the ways to write the move, shortest first.
func spellings(b *Board, m BoardMove, origin *Origins) []string {
	p := b.Squares[m.From]
	df := m.To.File() - m.From.File()
	if p.Kind == 'K' && (df == 2 || df == -2) {
		if df > 0 {
			return []string{"Castles", "Castles (K. R.)"}
		}
		return []string{"Castles", "Castles (Q. R.)"}
	}
	men := manNames(p, m.From, origin)
	var out []string
	taken, at := b.Squares[m.To], m.To
	if p.Kind == 'P' && df != 0 && taken.Empty() {
		at = SquareAt(m.To.File(), m.From.Rank())
		taken = b.Squares[at]
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
	if p.Color == Black {
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
func manNames(p Piece, sq Square, origin *Origins) []string {
	if p.Kind == 'P' {
		return pawnNames[sq.File()]
	}
	names := []string{kindNames[p.Kind]}
	if p.Kind != 'K' && p.Kind != 'Q' {
		names = append(names, wingNames[origin[sq]]+" "+kindNames[p.Kind])
	}
	return names
}
