package chess

import (
	"fmt"
	"strconv"
	"strings"
)

// UCIError says what is wrong with a move written by its squares.
type UCIError struct {
	Text  string // the move as written
	Part  string // the bad square or piece; "" when it is not two squares
	Piece bool   // Part is the promotion's piece
}

func (e *UCIError) Error() string { return e.Words(strconv.Quote) }

// Words says what is wrong, the text quoted by q (the notation cuts a
// long one short).
func (e *UCIError) Words(q func(string) string) string {
	switch {
	case e.Part == "":
		return fmt.Sprintf("bad move %s (want two squares and an optional q, r, b or n, e.g. e2e4, e7e8q)", q(e.Text))
	case e.Piece:
		return fmt.Sprintf("bad promotion piece %s in move %s (want q, r, b or n)", q(e.Part), q(e.Text))
	}
	return fmt.Sprintf("bad square %s in move %s", q(e.Part), q(e.Text))
}

// ParseUCI reads a move written by its squares, as UCI writes it: e2e4,
// e7e8q (case-insensitive; the piece comes back small). Its error is a
// *UCIError.
func ParseUCI(text string) (BoardMove, error) {
	m := BoardMove{From: NoSquare, To: NoSquare}
	if len(text) != 4 && len(text) != 5 || text[2] == '-' || text[2]|0x20 == 'x' {
		return m, &UCIError{Text: text}
	}
	from, ok := ParseSquare(text[0:2])
	if !ok {
		return m, &UCIError{Text: text, Part: text[0:2]}
	}
	to, ok := ParseSquare(text[2:4])
	if !ok {
		return m, &UCIError{Text: text, Part: text[2:4]}
	}
	if len(text) == 5 {
		if m.Promo = text[4] | 0x20; strings.IndexByte("qrbn", m.Promo) < 0 {
			return BoardMove{From: NoSquare, To: NoSquare}, &UCIError{Text: text, Part: text[4:], Piece: true}
		}
	}
	m.From, m.To = from, to
	return m, nil
}

// ParseSquares reads a move written by its squares as a hand writes them:
// UCI's form, a "-", "x" or ":" between the squares and an "=" before the
// piece allowed (e7-e5, e7e8=Q).
func ParseSquares(t string) (BoardMove, bool) {
	if len(t) >= 5 && strings.IndexByte("-x:", t[2]) >= 0 {
		t = t[:2] + t[3:]
	}
	if len(t) == 6 && t[4] == '=' {
		t = t[:4] + t[5:]
	}
	m, err := ParseUCI(strings.ToLower(t))
	return m, err == nil
}

// KindName is a kind of man in words.
var KindName = map[byte]string{'K': "King", 'Q': "Queen", 'R': "Rook", 'B': "Bishop", 'N': "Knight", 'P': "pawn"}
