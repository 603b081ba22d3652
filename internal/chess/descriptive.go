// The descriptive notation, in which the players of the codes kept score: the forms of Staunton's Handbook
// (1847) and of the chess columns of the 1850s and 1860s.
//
//	P. to K's 4th          K. Kt. to B's 3rd       Q. takes P. (ch.)
//	B. to Q. B's 4th       P. takes P. en passant  Castles (Q. R.)
//	R. to Q's sq.          Q. to Q. Kt's 8th (ch.) R. to Q's 8th. Checkmate
//
// A square is named by the piece that stands on its file at the beginning
// (Q. R., Q. Kt., Q. B., Q., K., K. B., K. Kt., K. R.) and its rank counted
// from the mover's side (sq., 2nd ... 8th). A man is named by its kind (K.,
// Q., R., B., Kt., P.), a piece also by the side it began on (K. Kt., the
// King's Knight), a pawn by its file (Q. B. P.). "B's 3rd" without a side
// is either Bishop's file: the reader takes whichever the legal moves
// allow, and asks for more where two do. Dots, apostrophes, "2d"/"2nd",
// "sq."/"square" and "Kt."/"N." are all read.
//
// A move is read against a board, so that only a legal move of the side
// to move is found; the men's origins (which Knight is the King's) are
// followed from the first position through the moves played (Origins).

package chess

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
)

// desig is a man as a move names it: its kind, and what tells it from
// others of its kind.
type desig struct {
	kind  byte   // 'P', 'N', 'B', 'R', 'Q', 'K'
	wing  byte   // 'K' or 'Q': the side a piece began on, or part of a pawn's file; 0 when not said
	fileP byte   // a pawn's file piece: 'R', 'N', 'B', or 0
	files []int  // a pawn's possible files, from wing and fileP (nil: any)
	text  string // as written
}

// descSquare is a square as a move names it: its possible files and its rank
// from the mover's side (0 for "sq.").
type descSquare struct {
	files []int
	rank  int
}

// descMove is what a descriptive move says.
type descMove struct {
	man     desig
	to      *descSquare // "to": the square
	takes   *desig      // "takes": the man taken
	castle  byte        // 'K', 'Q', or '?' for "Castles" alone; 0 when not castling
	promo   byte        // the piece a pawn becomes, 0 when not said
	passant bool
	check   bool // "(ch.)", "Checkmate"
}

var wordRe = regexp.MustCompile(`[a-z0-9]+`)

// descWords splits a move into its lower-case words: "K. Kt. to B's 3rd" →
// k kt to b 3rd. The compact forms of the later books are spelt out: a
// hyphen is "to" ("P-K4"), an x between men is "takes" ("QxP"), and a
// square or a man run together is split ("KB3" → k b 3, "QBP" → q b p).
func descWords(text string) []string {
	t := strings.ToLower(text)
	t = strings.NewReplacer("'s", "", "\u2019s", "", "’", "", "-", " to ", "×", " x ", ":", " x ").Replace(t)
	var out []string
	for _, w := range wordRe.FindAllString(t, -1) {
		out = append(out, spellOut(w)...)
	}
	return out
}

// compactMan is a man or a square run together: "kb3", "qkt5", "kbp",
// "p", "k4"; takesRun two men with x between them: "qxp", "ktxkt".
var (
	compactMan = regexp.MustCompile(`^(k|q)?(kt|n|b|r)?(p)?([1-8])?$`)
	takesRun   = regexp.MustCompile(`^([kqrbnpt]+)x([kqrbnpt]+[1-8]?)$`)
)

// spellOut splits a word of the compact forms into the words of the full
// ones; any other word is left as it is.
func spellOut(w string) []string {
	if m := takesRun.FindStringSubmatch(w); m != nil && w != "x" {
		l, r := spellOut(m[1]), spellOut(m[2])
		if len(l) > 0 && len(r) > 0 {
			return append(append(l, "x"), r...)
		}
	}
	if kindWords[w] != 0 || rankWords[w] != 0 || w == "sq" {
		return []string{w}
	}
	m := compactMan.FindStringSubmatch(w)
	if m == nil || len(w) < 2 {
		return []string{w}
	}
	var out []string
	for _, part := range m[1:] {
		if part != "" {
			out = append(out, part)
		}
	}
	return out
}

var kindWords = map[string]byte{"k": 'K', "q": 'Q', "r": 'R', "b": 'B', "kt": 'N', "n": 'N', "p": 'P',
	"king": 'K', "queen": 'Q', "rook": 'R', "castle": 'R', "bishop": 'B', "knight": 'N', "pawn": 'P'}

var rankWords = map[string]int{"sq": 0, "square": 0, "1st": 0, "2nd": 1, "2d": 1, "3rd": 2, "3d": 2,
	"4th": 3, "5th": 4, "6th": 5, "7th": 6, "8th": 7,
	"1": 0, "2": 1, "3": 2, "4": 3, "5": 4, "6": 5, "7": 6, "8": 7}

// annotations are the words after a move that say nothing of which move it
// is: check, mate, and the like.
var annotations = map[string]bool{"ch": true, "check": true, "mate": true, "checkmate": true, "dis": true,
	"discovered": true, "double": true, "and": true, "wins": true, "resigns": true, "disc": true, "dbl": true}

// parseDescriptive reads the words of a move.
func parseDescriptive(text string) (descMove, error) {
	ws := descWords(text)
	var mv descMove
	if len(ws) == 0 {
		return mv, errors.New("no move")
	}
	if c := strings.ReplaceAll(strings.TrimRight(strings.TrimSpace(text), "+#!?. ch"), "0", "O"); c == "O-O" || c == "O-O-O" {
		mv.castle = 'K'
		if c == "O-O-O" {
			mv.castle = 'Q'
		}
		return mv, nil
	}
	if ws[0] == "castles" || ws[0] == "castle" || ws[0] == "castled" {
		mv.castle = '?'
		for _, w := range ws[1:] {
			switch w {
			case "k", "king", "kr":
				mv.castle = 'K'
			case "q", "queen", "qr":
				mv.castle = 'Q'
			}
		}
		return mv, nil
	}
	i := 0
	man, n, err := readDesig(ws)
	if err != nil {
		return mv, err
	}
	mv.man, i = man, n
	if i >= len(ws) {
		return mv, fmt.Errorf("%q: no \"to\" or \"takes\" after the man", text)
	}
	switch ws[i] {
	case "to":
		sq, n, err := readSquare(ws[i+1:])
		if err != nil {
			return mv, fmt.Errorf("%q: %w", text, err)
		}
		mv.to, i = &sq, i+1+n
	case "takes", "x", "take", "took":
		taken, n, err := readDesig(ws[i+1:])
		if err != nil {
			return mv, fmt.Errorf("%q: %w", text, err)
		}
		mv.takes, i = &taken, i+1+n
	default:
		return mv, fmt.Errorf("%q: %q where \"to\" or \"takes\" was wanted", text, ws[i])
	}
	return mv, readTail(&mv, ws[i:], text)
}

// readTail reads what follows the square or the man taken: en passant, the
// piece a pawn becomes, check and mate.
func readTail(mv *descMove, ws []string, text string) error {
	for j := 0; j < len(ws); j++ {
		w := ws[j]
		switch {
		case annotations[w]:
			mv.check = mv.check || w == "ch" || w == "check" || w == "mate" || w == "checkmate"
		case w == "en" || w == "passant" || w == "in" || w == "passing" || w == "ep":
			mv.passant = true
		case w == "e" && j+1 < len(ws) && ws[j+1] == "p": // "e.p."
			mv.passant = true
			j++
		case w == "becoming" || w == "becomes" || w == "become" || w == "queens" || w == "a" || w == "for" || w == "claiming" || w == "claims":
			if w == "queens" {
				mv.promo = 'Q'
			}
		case kindWords[w] != 0 && j > 0:
			mv.promo = kindWords[w] // "becoming a Q."
		default:
			return fmt.Errorf("%q: %q not understood", text, w)
		}
	}
	return nil
}

// readDesig reads a man: qualifiers, then its kind. It returns the number
// of words read.
func readDesig(ws []string) (desig, int, error) {
	n := 0
	for n < len(ws) && kindWords[ws[n]] != 0 && n < 3 {
		n++
	}
	if n == 0 {
		if len(ws) == 0 {
			return desig{}, 0, errors.New("no man named")
		}
		return desig{}, 0, fmt.Errorf("%q names no man (K., Q., R., B., Kt., P.)", ws[0])
	}
	d := desig{kind: kindWords[ws[n-1]], text: strings.Join(ws[:n], " ")}
	quals := ws[:n-1]
	if d.kind == 'P' {
		files, wing, fileP, err := fileOf(quals)
		if err != nil {
			return d, 0, err
		}
		d.files, d.wing, d.fileP = files, wing, fileP
		return d, n, nil
	}
	switch {
	case len(quals) == 0:
	case len(quals) == 1 && (quals[0] == "k" || quals[0] == "q" || quals[0] == "king" || quals[0] == "queen") && d.kind != 'K' && d.kind != 'Q':
		d.wing = kindWords[quals[0]]
	default:
		return d, 0, fmt.Errorf("%q: a piece is named by its side only (K. Kt., Q. R.)", d.text)
	}
	return d, n, nil
}

// readSquare reads a square: the file's piece, then the rank.
func readSquare(ws []string) (descSquare, int, error) {
	for n, w := range ws {
		r, ok := rankWords[w]
		if !ok {
			continue
		}
		files, _, _, err := fileOf(ws[:n])
		if err != nil {
			return descSquare{}, 0, err
		}
		if files == nil {
			return descSquare{}, 0, fmt.Errorf("no file named before %q", w)
		}
		return descSquare{files: files, rank: r}, n + 1, nil
	}
	return descSquare{}, 0, errors.New("no rank (sq., 2nd ... 8th)")
}

// fileOf reads the piece that names a file: K., Q., K. B., Q. Kt., B., ...
// (nil for no words: any file).
func fileOf(quals []string) ([]int, byte, byte, error) {
	var wing, piece byte
	for _, q := range quals {
		k := kindWords[q]
		switch {
		case (k == 'K' || k == 'Q') && wing == 0 && piece == 0:
			wing = k
		case (k == 'R' || k == 'N' || k == 'B') && piece == 0:
			piece = k
		default:
			return nil, 0, 0, fmt.Errorf("%q does not name a file", strings.Join(quals, " "))
		}
	}
	if wing == 0 && piece == 0 {
		return nil, 0, 0, nil
	}
	return filesOf(wing, piece), wing, piece, nil
}

// filesOf is the files a side and a piece name: Q. B. is c, B. is c or f,
// K. alone is e.
func filesOf(wing, piece byte) []int {
	off := map[byte]int{'R': 0, 'N': 1, 'B': 2}
	if piece == 0 {
		if wing == 'Q' {
			return []int{3}
		}
		return []int{4}
	}
	q, k := off[piece], 7-off[piece]
	switch wing {
	case 'Q':
		return []int{q}
	case 'K':
		return []int{k}
	}
	return []int{q, k}
}
