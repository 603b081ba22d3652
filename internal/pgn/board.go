package pgn

import (
	"fmt"
	"strings"

	notnil "github.com/notnil/chess"
)

// position is a chess position as a PGN reader sees it: the legal moves of
// standard notnil. notnil/chess does the work, behind this one type, so that
// a change of library stays small. Its decoder panics on some input; the
// panic is kept to the one call that can raise it and turned into a
// refusal.
type position struct {
	pos *notnil.Position
}

// newPosition reads a FEN ("" is the initial position).
func newPosition(fen string) (position, error) {
	if fen == "" {
		return position{notnil.StartingPosition()}, nil
	}
	var p notnil.Position
	if err := p.UnmarshalText([]byte(fen)); err != nil {
		return position{}, fmt.Errorf("position %q: %w", fen, err)
	}
	return position{&p}, nil
}

// play reads a SAN move and plays it: the new position and the move in UCI,
// or false when the move is not a legal one here (a King is never taken).
func (p position) play(san string) (next position, uci string, ok bool) {
	mv := decodeSAN(p.pos, strings.TrimRight(san, "+#"))
	if mv == nil {
		return p, "", false
	}
	if pc := p.pos.Board().Piece(mv.S2()); pc.Type() == notnil.King {
		return p, "", false
	}
	return position{p.pos.Update(mv)}, notnil.UCINotation{}.Encode(p.pos, mv), true
}

// san plays a move written in SAN (or by its squares) and gives it back
// in the SAN readers write: "0-0" → "O-O", "g1f3" → "Nf3", "Qh4" → "Qh4#".
func (p position) san(text string) (next position, san string, ok bool) {
	t := strings.TrimRight(text, "+#")
	mv := decodeSAN(p.pos, t)
	if mv == nil {
		mv = decodeUCI(p.pos, t)
	}
	if mv == nil {
		return p, "", false
	}
	if pc := p.pos.Board().Piece(mv.S2()); pc.Type() == notnil.King {
		return p, "", false
	}
	return position{p.pos.Update(mv)}, notnil.AlgebraicNotation{}.Encode(p.pos, mv), true
}

// decodeUCI reads a move by its squares ("g1f3", "e7e8q"), nil when it is
// not a legal one.
func decodeUCI(pos *notnil.Position, text string) (mv *notnil.Move) {
	defer func() {
		if recover() != nil {
			mv = nil
		}
	}()
	m, err := notnil.UCINotation{}.Decode(pos, strings.ReplaceAll(strings.ToLower(text), "-", ""))
	if err != nil {
		return nil
	}
	for _, v := range pos.ValidMoves() {
		if v.S1() == m.S1() && v.S2() == m.S2() && v.Promo() == m.Promo() {
			return v
		}
	}
	return nil
}

// decodeSAN is the library's SAN decoder, whose panics (on odd positions)
// are a refusal of that move.
func decodeSAN(pos *notnil.Position, san string) (mv *notnil.Move) {
	defer func() {
		if recover() != nil {
			mv = nil
		}
	}()
	m, err := notnil.AlgebraicNotation{}.Decode(pos, san)
	if err != nil {
		return nil
	}
	return m
}

// fen is the position's FEN.
func (p position) fen() string { return p.pos.String() }

// sameAs reports whether the position is the one a FEN describes: the men,
// the side to move and the castling rights.
func (p position) sameAs(fen string) bool {
	return key(p.fen()) == key(fen)
}

// key is the part of a FEN that decides what may be played: the men, the
// side to move and the castling rights.
func key(fen string) string {
	f := strings.Fields(fen)
	if len(f) < 3 {
		return fen
	}
	return f[0] + " " + f[1] + " " + f[2]
}

// sameMen reports whether two FENs have the same men on the same squares.
func sameMen(a, b string) bool {
	fa, fb := strings.Fields(a), strings.Fields(b)
	return len(fa) > 0 && len(fb) > 0 && fa[0] == fb[0]
}

// terminal says what a reader scores the position as, when no move is
// left: "checkmate", "stalemate", or "".
func (p position) terminal() string {
	switch p.pos.Status() {
	case notnil.Checkmate:
		return "checkmate"
	case notnil.Stalemate:
		return "stalemate"
	}
	return ""
}

// side is the side to move: "w" or "b".
func (p position) side() string {
	if p.pos.Turn() == notnil.White {
		return "w"
	}
	return "b"
}
