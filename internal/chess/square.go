package chess

// Piece is a man on the board: Kind is one of "KQRBNP", zero for none.
type Piece struct {
	Color Color
	Kind  byte
}

// Empty reports whether the square holds no man.
func (p Piece) Empty() bool { return p.Kind == 0 }

// Letter is the FEN letter (upper case for White).
func (p Piece) Letter() byte {
	if p.Kind == 0 {
		return 0
	}
	if p.Color == Black {
		return p.Kind | 0x20
	}
	return p.Kind
}

// Color is a side at the board.
type Color int8

const (
	White Color = 0
	Black Color = 1
)

// Other returns the adversary.
func (c Color) Other() Color { return 1 - c }

func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}

// Square is a board square, a1 = 0 … h8 = 63 (file + 8*rank).
type Square int8

// NoSquare marks an absent square argument.
const NoSquare Square = -1

// ParseSquare reads "a1" … "h8" (case-insensitive).
func ParseSquare(s string) (Square, bool) {
	if len(s) != 2 {
		return NoSquare, false
	}
	f, r := s[0]|0x20, s[1]
	if f < 'a' || f > 'h' || r < '1' || r > '8' {
		return NoSquare, false
	}
	return Square(int(f-'a') + 8*int(r-'1')), true
}

// File is 0 (a) … 7 (h).
func (s Square) File() int { return int(s) % 8 }

// Rank is 0 (first) … 7 (eighth).
func (s Square) Rank() int { return int(s) / 8 }

// Valid reports whether s is on the board.
func (s Square) Valid() bool { return s >= 0 && s < 64 }

func (s Square) String() string {
	if !s.Valid() {
		return ""
	}
	return string([]byte{byte('a' + s.File()), byte('1' + s.Rank())})
}

// SquareAt builds a square from file and rank (0-based).
func SquareAt(file, rank int) Square {
	if file < 0 || file > 7 || rank < 0 || rank > 7 {
		return NoSquare
	}
	return Square(file + 8*rank)
}
