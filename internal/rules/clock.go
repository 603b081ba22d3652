package rules

import (
	"time"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
)

// TimeControl is a time allotted to each party for a number of moves, and
// the fine agreed for every instance of excess (Staunton XV).
type TimeControl struct {
	Moves    int           // the number of moves of a period
	Allotted time.Duration // the time for them
	Fine     string        // the fine agreed, in words ("" when not named)
}

// TimeReport is the time of moving (extension): the allotment, each
// player's clock and the moves still due in his period.
type TimeReport struct {
	Moves           int     `json:"moves"`
	AllottedSeconds float64 `json:"allotted_seconds"`
	Fine            string  `json:"fine,omitempty"`
	// Clock is the time each player has used, as of the last event with a
	// time; the clock of Running has run since Since.
	Clock   map[string]float64 `json:"clock_seconds"`
	Running string             `json:"running,omitempty"`
	Since   string             `json:"since,omitempty"`
	// Due is the moves each player must still make in his period;
	// Allowed is the time he may have used when he has made them.
	Due     map[string]int     `json:"due"`
	Allowed map[string]float64 `json:"allowed_seconds"`
	Fines   map[string]int     `json:"fines"` // the excesses ruled on each player
}

// movesBy counts the moves p has made in the game.
func (g timeLimits) movesBy(p chess.Color) int { return g.movesSince(p, 0) }

// MovesSince counts the moves p has made from the from-th of the record on.
func (g timeLimits) movesSince(p chess.Color, from int) int {
	n := 0
	for i := max(from, 0); i < len(g.s.moves); i++ {
		if g.s.moves[i].mover == p {
			n++
		}
	}
	return n
}

// judgeTime: p has made the last move of a period; if he has used more
// than the time allotted up to it, the excess is ruled on (Staunton XV:
// "in the event of his exceeding it, to impose a pecuniary fine for every
// instance of excess"). The allotment is cumulative: a player may spend at
// his discretion what he saved in an earlier period.
func (g timeLimits) judgeTime(p chess.Color) error {
	tc := g.setup.Time
	if tc == nil || tc.Moves <= 0 {
		return nil
	}
	n := g.movesBy(p)
	if n == 0 || n%tc.Moves != 0 {
		return nil
	}
	return g.fineExcess(p, n/tc.Moves, len(g.s.moves)-1)
}

// judgeTimeRunning: the player whose clock has just run has spent more
// than the time allotted for the period he is in, before its last move is
// made: the excess is ruled when it happens, not when the period ends
// (Staunton XV: "in the event of his exceeding it, to impose a pecuniary
// fine for every instance of excess"), once for the period. Any event with
// a time raises it: a move, a claim, a resignation (the excess came before
// the game ended).
func (g timeLimits) judgeTimeRunning(p chess.Color) error {
	tc := g.setup.Time
	if tc == nil || tc.Moves <= 0 {
		return nil
	}
	return g.fineExcess(p, g.movesBy(p)/tc.Moves+1, -1)
}

// fineExcess rules p's excess over the time allotted up to the last move of
// his period-th period, once a period; move is the move that ended it (-1
// when the time ran out before it).
func (g timeLimits) fineExcess(p chess.Color, period, move int) error {
	tc, c := g.setup.Time, &g.s.clocks
	allowed := time.Duration(period) * tc.Allotted
	if period <= c.ruled[p] || c.used[p] <= allowed {
		return nil
	}
	c.ruled[p] = period
	f := law.Facts{Excess: c.used[p] - allowed, Fine: tc.Fine, PeriodMoves: period * tc.Moves}
	r, err := g.rulings.raise(law.KindTimeExceeded, f, noSubject, offenceBy(p, move))
	if err == nil && r != nil {
		c.fines[p]++
	}
	return err
}

// ClaimProtraction: p complains that his adversary purposely protracts the
// game (Staunton XV).
func (g timeLimits) claimProtraction(p chess.Color) error {
	_, err := g.rulings.raise(law.KindProtraction, law.Facts{Claimant: p}, noSubject, offenceBy(p.Other(), -1))
	return err
}

// timeReport is the report's time of moving, for a game with a time
// allotted.
func (g timeLimits) timeReport() *TimeReport {
	tc := g.setup.Time
	if tc == nil {
		return nil
	}
	c := &g.s.clocks
	r := &TimeReport{Moves: tc.Moves, AllottedSeconds: tc.Allotted.Seconds(), Fine: tc.Fine,
		Clock: map[string]float64{}, Due: map[string]int{}, Allowed: map[string]float64{}, Fines: map[string]int{}}
	for p := chess.White; p <= chess.Black; p++ {
		r.Clock[p.String()] = c.used[p].Seconds()
		made := g.movesBy(p)
		period := made/tc.Moves + 1
		r.Due[p.String()] = period*tc.Moves - made
		r.Allowed[p.String()] = (time.Duration(period) * tc.Allotted).Seconds()
		r.Fines[p.String()] = c.fines[p]
	}
	if !c.last.IsZero() && !g.over() {
		r.Running = g.s.board.Turn.String()
		r.Since = c.last.UTC().Format(time.RFC3339Nano)
	}
	return r
}

// timeLimits judges the time of moving against the limits agreed (clock.go).
type timeLimits struct{ *Game }
