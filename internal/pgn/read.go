package pgn

import (
	"fmt"
)

// Read is one game as a reader takes it from a PGN file.
type Read struct {
	Tags   map[string]string
	Moves  []string // UCI, as the reader played them
	FEN    string   // the position after the last move
	Result string   // the result that ends the movetext
}

// ReadAll reads every game of a PGN file the way a chess program does: each
// move of the main line must be legal in the position (the [FEN] one, else
// the initial one). It stops at the first game that does not read, saying
// where and why.
func ReadAll(text string) ([]Read, error) {
	scores, err := ReadScores(text)
	if err != nil {
		return nil, err
	}
	var out []Read
	for n, sc := range scores {
		g := Read{Tags: map[string]string{}, Result: sc.Result}
		for _, t := range sc.Tags {
			g.Tags[t[0]] = t[1]
		}
		pos, err := newPosition(sc.FEN)
		if err != nil {
			return out, fmt.Errorf("game %d: %w", n+1, err)
		}
		for i, mv := range sc.Moves {
			next, uci, ok := pos.play(mv)
			if !ok {
				return out, fmt.Errorf("game %d: move %d, %q, is not legal in %s", n+1, i+1, mv, pos.fen())
			}
			pos = next
			g.Moves = append(g.Moves, uci)
		}
		g.FEN = pos.fen()
		out = append(out, g)
	}
	return out, nil
}
