package chess

import (
	"fmt"
	"strconv"
	"strings"
)

// A position read from and written in Forsyth-Edwards Notation.

// ParseFEN reads a FEN, accepting the irregular positions the old codes
// let stand (missing men, pawns on the last rank), but not nonsense.
func ParseFEN(fen string) (Board, error) {
	b, err := ParseBoard(fen)
	if err != nil {
		return b, err
	}
	return b, b.impossibleSetup()
}

// ParseBoard reads a FEN as it stands, without asking whether any game could
// reach it (the move generator's tests set up what no game reaches).
func ParseBoard(fen string) (Board, error) {
	var b Board
	fields := strings.Fields(fen)
	if len(fields) < 4 || len(fields) > 6 {
		return b, fmt.Errorf("FEN %q: want 4 to 6 fields, got %d", fen, len(fields))
	}
	if err := b.parsePlacement(fen, fields[0]); err != nil {
		return b, err
	}
	switch fields[1] {
	case "w":
		b.Turn = White
	case "b":
		b.Turn = Black
	default:
		return b, fmt.Errorf("FEN %q: side to move %q is not w or b", fen, fields[1])
	}
	if err := b.parseCastling(fen, fields[2]); err != nil {
		return b, err
	}
	b.EnPassant = NoSquare
	if fields[3] != "-" {
		sq, ok := ParseSquare(fields[3])
		// An en passant square on the wrong rank would let notnil make a bogus capture.
		want := 5
		if b.Turn == Black {
			want = 2
		}
		if !ok || sq.Rank() != want {
			return b, fmt.Errorf("FEN %q: bad en passant square %q", fen, fields[3])
		}
		b.EnPassant = sq
	}
	if err := b.parseCounters(fen, fields[4:]); err != nil {
		return b, err
	}
	b.DropContradictedRights()
	return b, nil
}

// parsePlacement reads the FEN's first field, the men on the board.
func (b *Board) parsePlacement(fen, field string) error {
	ranks := strings.Split(field, "/")
	if len(ranks) != 8 {
		return fmt.Errorf("FEN %q: want 8 ranks, got %d", fen, len(ranks))
	}
	for i, r := range ranks {
		rank, file := 7-i, 0
		for _, c := range r {
			switch {
			case c >= '1' && c <= '8':
				file += int(c - '0')
			case strings.ContainsRune("KQRBNPkqrbnp", c):
				if file > 7 {
					break
				}
				p := Piece{Color: White, Kind: byte(c)}
				if c >= 'a' {
					p = Piece{Color: Black, Kind: byte(c) - 0x20}
				}
				b.Put(SquareAt(file, rank), p)
				file++
			default:
				return fmt.Errorf("FEN %q: bad character %q in rank %d", fen, c, rank+1)
			}
		}
		if file != 8 {
			return fmt.Errorf("FEN %q: rank %d has %d squares, want 8", fen, rank+1, file)
		}
	}
	return nil
}

// parseCastling reads the FEN's castling field.
func (b *Board) parseCastling(fen, field string) error {
	if field == "-" {
		return nil
	}
	for _, c := range field {
		switch c {
		case 'K':
			b.Castling[White][0] = true
		case 'Q':
			b.Castling[White][1] = true
		case 'k':
			b.Castling[Black][0] = true
		case 'q':
			b.Castling[Black][1] = true
		default:
			return fmt.Errorf("FEN %q: bad castling field %q", fen, field)
		}
	}
	return nil
}

// parseCounters reads the FEN's half-move clock and move number, where
// given (fields: those after the en passant square).
func (b *Board) parseCounters(fen string, fields []string) error {
	b.FullMove = 1
	if len(fields) >= 1 {
		n, err := strconv.Atoi(fields[0])
		if err != nil || n < 0 {
			return fmt.Errorf("FEN %q: bad half-move clock %q", fen, fields[0])
		}
		b.half = n
	}
	if len(fields) == 2 {
		n, err := strconv.Atoi(fields[1])
		if err != nil || n < 1 {
			return fmt.Errorf("FEN %q: bad move number %q", fen, fields[1])
		}
		b.FullMove = n
	}
	return nil
}

// FEN writes the board.
func (b Board) FEN() string {
	var sb strings.Builder
	for rank := 7; rank >= 0; rank-- {
		empty := 0
		for file := 0; file < 8; file++ {
			p := b.Squares[SquareAt(file, rank)]
			if p.Empty() {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteByte(byte('0' + empty))
				empty = 0
			}
			sb.WriteByte(p.Letter())
		}
		if empty > 0 {
			sb.WriteByte(byte('0' + empty))
		}
		if rank > 0 {
			sb.WriteByte('/')
		}
	}
	if b.Turn == White {
		sb.WriteString(" w ")
	} else {
		sb.WriteString(" b ")
	}
	rights := ""
	for i, c := range "KQkq" {
		if b.Castling[i/2][i%2] {
			rights += string(c)
		}
	}
	if rights == "" {
		rights = "-"
	}
	sb.WriteString(rights)
	sb.WriteByte(' ')
	if b.EnPassant.Valid() {
		sb.WriteString(b.EnPassant.String())
	} else {
		sb.WriteByte('-')
	}
	fmt.Fprintf(&sb, " %d %d", b.half, b.FullMove)
	return sb.String()
}

// Placement is the piece-placement field of the FEN.
func (b Board) Placement() string {
	f := b.FEN()
	return f[:strings.IndexByte(f, ' ')]
}
