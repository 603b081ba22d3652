package rules

// ResultAnnulled is the result of an annulled game.
const ResultAnnulled = "annulled"

func winFor(c Color) string {
	if c == White {
		return "1-0"
	}
	return "0-1"
}

// over reports whether the game has ended.
func (g *Game) over() bool { return g.result() != "*" }

// result is the game's result now: a fixed result, or what the board says.
func (g *Game) result() string {
	r, _ := g.resultAndReason()
	return r
}

// resultAndReason is the result and how it came about, in words.
func (g *Game) resultAndReason() (string, string) {
	s := &g.s
	if s.result != "" {
		return s.result, g.fixedResultReason()
	}
	if s.promo != nil || s.pending > 0 {
		return "*", ""
	}
	side := s.board.turn
	switch s.board.verdict() {
	case verdictMated:
		if s.mateDraws[side.Other()] {
			return "1/2-1/2", "checkmate by the giver of odds not removed, counted as drawn"
		}
		return winFor(side.Other()), "checkmate"
	case verdictStalemate:
		return "1/2-1/2", "stalemate"
	}
	return "*", ""
}

// The board's verdicts.
const (
	verdictGoesOn uint8 = iota
	verdictMated
	verdictStalemate
)

// boardVerdict: the side to move is mated or stalemated, or the game goes on.
func boardVerdict(b *Board) uint8 {
	side := b.turn
	if b.kingCount(side) != 1 || b.kingCount(side.Other()) != 1 || hasLegalMove(b) {
		return verdictGoesOn
	}
	if b.inCheck(side) {
		return verdictMated
	}
	return verdictStalemate
}

// fixedResultReason says how a result fixed by an event came about.
func (g *Game) fixedResultReason() string {
	s := &g.s
	if s.result == ResultAnnulled {
		return "the game is annulled"
	}
	for i := len(s.rulings) - 1; i >= 0; i-- {
		r := s.rulings[i]
		chosen := r.Chosen()
		if r.State == StatePending {
			chosen = r.remedy.appliedNow // made by the law while the choice stays open
		}
		switch chosen {
		case OptLoseGame:
			return DescribeKind(r.Kind) + ": lost"
		case OptDraw:
			return DescribeKind(r.Kind) + ": drawn"
		case OptAnnul:
			return DescribeKind(r.Kind) + ": annulled"
		}
	}
	if s.result == "1-0" {
		return "Black resigned"
	}
	if s.result == "0-1" {
		return "White resigned"
	}
	return ""
}

// resultInWords is the result with its reason: "1-0, checkmate".
func (g *Game) resultInWords() string {
	r, why := g.resultAndReason()
	if why == "" {
		return r
	}
	return r + ", " + why
}
