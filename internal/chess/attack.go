package chess

import "math/bits"

// Bitboards: bit s stands for Square s (a1 = bit 0, h8 = bit 63). The
// Board keeps a plain array of squares (the whole core reads it) and,
// beside it, the same men as bitboards, kept by Board.put: the move
// generator and the check tests read those, never the squares.

// Man kinds as indexes into the bitboard sets.
const (
	pawn = iota
	knight
	bishop
	rook
	queen
	king
	nKinds
)

// kindIndex maps a Piece.Kind letter to its index; -1 for anything else.
var kindIndex = func() (t [256]int8) {
	for i := range t {
		t[i] = -1
	}
	for i, k := range []byte("PNBRQK") {
		t[k] = int8(i)
	}
	return t
}()

// kindLetters maps an index back to its letter.
const kindLetters = "PNBRQK"

// Ray directions: the first four run towards higher squares, so their
// nearest blocker is the lowest set bit; the last four the other way.
const (
	dirN = iota
	dirE
	dirNE
	dirNW
	dirS
	dirW
	dirSW
	dirSE
)

var dirSteps = [8][2]int{{0, 1}, {1, 0}, {1, 1}, {-1, 1}, {0, -1}, {-1, 0}, {-1, -1}, {1, -1}}

var (
	rays       [8][64]uint64
	knightAtt  [64]uint64
	kingAtt    [64]uint64
	pawnAtt    [2][64]uint64 // squares a pawn of the colour on the square attacks
	rookRays   [64]uint64    // rook lines from a square on an empty board
	bishopRays [64]uint64
	Between    [64][64]uint64 // squares strictly between two squares on a line
)

func init() {
	for s := 0; s < 64; s++ {
		f, r := s%8, s/8
		for d, st := range dirSteps {
			for i := 1; ; i++ {
				t := SquareAt(f+st[0]*i, r+st[1]*i)
				if !t.Valid() {
					break
				}
				rays[d][s] |= 1 << uint(t)
			}
		}
		rookRays[s] = rays[dirN][s] | rays[dirE][s] | rays[dirS][s] | rays[dirW][s]
		bishopRays[s] = rays[dirNE][s] | rays[dirNW][s] | rays[dirSW][s] | rays[dirSE][s]
		for _, st := range knightSteps {
			if t := SquareAt(f+st[0], r+st[1]); t.Valid() {
				knightAtt[s] |= 1 << uint(t)
			}
		}
		for _, st := range kingSteps {
			if t := SquareAt(f+st[0], r+st[1]); t.Valid() {
				kingAtt[s] |= 1 << uint(t)
			}
		}
		for _, df := range []int{-1, 1} {
			if t := SquareAt(f+df, r+1); t.Valid() {
				pawnAtt[White][s] |= 1 << uint(t)
			}
			if t := SquareAt(f+df, r-1); t.Valid() {
				pawnAtt[Black][s] |= 1 << uint(t)
			}
		}
	}
	for s := 0; s < 64; s++ {
		for d := range rays {
			for r := rays[d][s]; r != 0; r &= r - 1 {
				t := bits.TrailingZeros64(r)
				Between[s][t] = rays[d][s] &^ rays[d][t] &^ (1 << uint(t))
			}
		}
	}
}

// rayAttack is what a slider on sq sees along direction d: the ray up to
// and including the nearest occupied square.
func rayAttack(d, sq int, occ uint64) uint64 {
	a := rays[d][sq]
	if blk := a & occ; blk != 0 {
		return a ^ rays[d][nearest(d, blk)]
	}
	return a
}

// nearest is the square of ray set r (along direction d) nearest its origin.
func nearest(d int, r uint64) int {
	if d < dirS {
		return bits.TrailingZeros64(r)
	}
	return 63 - bits.LeadingZeros64(r)
}

func rookAttack(sq int, occ uint64) uint64 {
	return rayAttack(dirN, sq, occ) | rayAttack(dirE, sq, occ) | rayAttack(dirS, sq, occ) | rayAttack(dirW, sq, occ)
}

func bishopAttack(sq int, occ uint64) uint64 {
	return rayAttack(dirNE, sq, occ) | rayAttack(dirNW, sq, occ) | rayAttack(dirSW, sq, occ) | rayAttack(dirSE, sq, occ)
}

// attackedBy reports whether a man of colour by attacks sq when the board
// is occupied as occ and the men on gone have been taken.
func (b *Board) attackedBy(sq int, by Color, occ, gone uint64) bool {
	m := &b.men[by&1]
	if knightAtt[sq]&m[knight]&^gone != 0 ||
		kingAtt[sq]&m[king]&^gone != 0 ||
		pawnAtt[by.Other()&1][sq]&m[pawn]&^gone != 0 {
		return true
	}
	if rq := (m[rook] | m[queen]) &^ gone; rq&rookRays[sq] != 0 && rookAttack(sq, occ)&rq != 0 {
		return true
	}
	if bq := (m[bishop] | m[queen]) &^ gone; bq&bishopRays[sq] != 0 && bishopAttack(sq, occ)&bq != 0 {
		return true
	}
	return false
}

// attackers are the men of colour by that attack sq on the board as it stands.
func (b *Board) attackers(sq int, by Color) uint64 {
	m := &b.men[by&1]
	occ := b.occ()
	return knightAtt[sq]&m[knight] | kingAtt[sq]&m[king] | pawnAtt[by.Other()&1][sq]&m[pawn] |
		rookAttack(sq, occ)&(m[rook]|m[queen]) | bishopAttack(sq, occ)&(m[bishop]|m[queen])
}

// pinned are c's men that alone stand between a King of c on k and an
// adverse slider on its line: moving one off that line could expose k.
func (b *Board) pinned(k int, c Color) uint64 {
	them := &b.men[c.Other()&1]
	occ := b.occ()
	snipers := rookRays[k]&(them[rook]|them[queen]) | bishopRays[k]&(them[bishop]|them[queen])
	var out uint64
	for ; snipers != 0; snipers &= snipers - 1 {
		s := bits.TrailingZeros64(snipers)
		blk := Between[k][s] & occ
		if blk != 0 && blk&(blk-1) == 0 && blk&b.by[c&1] != 0 {
			out |= blk
		}
	}
	return out
}

// bitScan is the lowest square set in a non-empty bitboard.
func bitScan(bb uint64) int { return bits.TrailingZeros64(bb) }
