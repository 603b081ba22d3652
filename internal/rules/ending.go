package rules

// Ending is the game's result and how it came about, in words
// ("checkmate", "stalemate", "Black resigned", "the game is annulled");
// the reason is "" while the game goes on. The terminal says it when the
// game ends.
func (g *Game) Ending() (result, reason string) { return g.resultAndReason() }
