package chess

import (
	"encoding/binary"
	"math/bits"
)

// packedBoard is a Board in 40 bytes instead of 150: the record keeps the
// position before every move, and a long game keeps thousands of them.
type Packed struct {
	sq     [32]byte // two squares a byte, a nibble each: kind index | colour<<3
	Turn   Color
	castle uint8 // bit 2*colour+side
	ep     Square
	half   uint16
	full   uint16
}

var kindNibble = [256]byte{'K': 1, 'Q': 2, 'R': 3, 'B': 4, 'N': 5, 'P': 6}

const nibbleKinds = "\x00KQRBNP"

func Pack(b *Board) Packed {
	var p Packed
	PackInto(&p, b)
	return p
}

// PackInto packs b into p, in place (the record of moves packs a position
// a ply; built aside and copied, it cost more in the profile). Every field
// of p is written. The nibbles are gathered in words (square s at bit
// 4*(s%16) of word s/16, little-endian as the bytes lie) and stored a word
// at a time.
func PackInto(p *Packed, b *Board) {
	var w [4]uint64
	// Only the squares the bitboards say are occupied (a man of no known
	// kind packs as an empty square, as before).
	for occ := b.occ(); occ != 0; occ &= occ - 1 {
		s := bits.TrailingZeros64(occ)
		pc := b.Squares[s]
		w[s>>4] |= uint64(kindNibble[pc.Kind]|byte(pc.Color)<<3) << (4 * (s & 15))
	}
	for i, x := range w {
		binary.LittleEndian.PutUint64(p.sq[8*i:], x)
	}
	p.Turn, p.ep = b.Turn, b.EnPassant
	var castle uint8
	for c := 0; c < 2; c++ {
		for side := 0; side < 2; side++ {
			if b.Castling[c][side] {
				castle |= 1 << (2*c + side)
			}
		}
	}
	p.castle = castle
	p.half, p.full = uint16(min(b.half, 0xffff)), uint16(min(b.FullMove, 0xffff))
}

func (p *Packed) Unpack() Board {
	var b Board
	// A word of sixteen squares at a time, and in it only the nibbles that
	// hold a man (the spelling of a long game unpacks a position a move).
	for i := 0; i < 4; i++ {
		w := binary.LittleEndian.Uint64(p.sq[8*i:])
		for w != 0 {
			shift := bits.TrailingZeros64(w) &^ 3
			n := byte(w>>uint(shift)) & 0xf
			w &^= 0xf << uint(shift)
			if n&7 == 0 {
				continue // a colour bit alone: no man
			}
			// A fresh board: the square and its bitboards set at once, as
			// put would (every packed man is of a known kind).
			s := 16*i + shift/4
			c, bit := Color(n>>3), uint64(1)<<uint(s)
			b.Squares[s] = Piece{Color: c, Kind: nibbleKinds[n&7]}
			b.by[c&1] |= bit
			b.men[c&1][kindIndex[nibbleKinds[n&7]]] |= bit
		}
	}
	b.Turn, b.EnPassant = p.Turn, p.ep
	for c := 0; c < 2; c++ {
		for side := 0; side < 2; side++ {
			b.Castling[c][side] = p.castle&(1<<(2*c+side)) != 0
		}
	}
	b.half, b.FullMove = int(p.half), int(p.full)
	return b
}
