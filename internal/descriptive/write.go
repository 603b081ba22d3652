// Package descriptive is what is left of the descriptive notation's old
// package, now chess.Descriptive (reading and writing a move on a board)
// and pgn.ReadDescriptive (score sheets): Write, for the terminal's log
// until it spells its moves through chess.Descriptive itself. Nothing
// new should import it.
package descriptive

import (
	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/pgn"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// Write spells a legal move of the side to move in g in descriptive
// notation (chess.Descriptive, with the men's origins followed through
// g's record); false for a move that is not legal.
func Write(g *rules.Game, m chess.BoardMove) (string, bool) {
	return pgn.Spell(g, chess.Descriptive{}, m)
}
