package pgn

import (
	"errors"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// Spell spells m, a move of the side to move in g as it stands, in the
// notation n; false where n has no spelling of it (an irregular move has
// no SAN nor descriptive spelling).
func Spell(g *rules.Game, n chess.Notation, m chess.BoardMove) (string, bool) {
	n, b, ok := inGame(g, n)
	if !ok {
		return "", false
	}
	return n.Encode(&b, m)
}

// Reader is the reader of moves written in the notation n. SAN is read
// as the core reads it (squares too: ReadSAN); squares name any transfer,
// an irregular one too, for the core to judge; the descriptive notation
// names a move of the side to move in g (inGame).
func Reader(n chess.Notation) MoveReader {
	switch n.(type) {
	case chess.UCI:
		return func(_ *rules.Game, text string) (chess.BoardMove, error) {
			return chess.ParseUCI(strings.ToLower(text))
		}
	case chess.Algebraic:
		return ReadSAN
	}
	return func(g *rules.Game, text string) (chess.BoardMove, error) {
		in, b, ok := inGame(g, n)
		if !ok {
			return chess.BoardMove{}, errNoBoard
		}
		return in.Decode(&b, text)
	}
}

// inGame is the notation n as it stands in g, with g's board: the
// descriptive notation follows the men's origins through g's record (the
// first position's men named by the side they stood on) and reads among
// the moves g allows (a King's leap at Rook odds is castling). The board
// is read back from g's FEN, which holds all that a move depends on.
func inGame(g *rules.Game, n chess.Notation) (chess.Notation, chess.Board, bool) {
	b, err := chess.ParseBoard(g.Summary().FEN)
	if err != nil {
		return n, b, false
	}
	if d, ok := n.(chess.Descriptive); ok {
		if d.Origins == nil {
			d.Origins = chess.OriginsAfter(g.MovesFrom(0))
		}
		if d.Moves == nil {
			d.Moves = g.MovesOf(g.Turn())
		}
		n = d
	}
	return n, b, true
}

// errNoBoard: the game's position did not read back from its FEN, which
// a position the core holds always does.
var errNoBoard = errors.New("the position does not read back from its FEN")
