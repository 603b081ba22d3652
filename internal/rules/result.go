package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
)

func winFor(c chess.Color) string {
	if c == chess.White {
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
	if s.promo != nil {
		return "*", ""
	}
	verdict := s.board.Verdict()
	if held := g.resultHeldBy(); held != nil {
		if verdict == chess.VerdictGoesOn {
			return "*", ""
		}
		return "*", g.heldWhy(held, verdict)
	}
	side := s.board.Turn
	switch verdict {
	case chess.VerdictMated:
		if s.mateDraws[side.Other()] {
			return "1/2-1/2", "checkmate by the giver of odds not removed, counted as drawn"
		}
		return winFor(side.Other()), "checkmate"
	case chess.VerdictStalemate:
		return "1/2-1/2", "stalemate"
	}
	return "*", ""
}

// fixedResultReason says how a result fixed by an event came about.
func (g *Game) fixedResultReason() string {
	s := &g.s
	if s.result == law.ResultAnnulled {
		return "the game is annulled"
	}
	for i := len(s.rulings) - 1; i >= 0; i-- {
		r := s.rulings[i]
		chosen := r.Chosen()
		if r.State == StatePending {
			chosen = r.remedy.AppliedNow // made by the law while the choice stays open
		}
		switch chosen {
		case law.OptLoseGame:
			return law.DescribeKind(r.Kind) + ": lost"
		case law.OptDraw:
			return law.DescribeKind(r.Kind) + ": drawn"
		case law.OptAnnul:
			return law.DescribeKind(r.Kind) + ": annulled"
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

// resultHeldBy is the first pending ruling whose open options could still
// change the result: a mate or stalemate on the board waits for it. A
// ruling that can only settle a fine or let the game proceed (time
// exceeded on the mating move, Staunton XV's "pecuniary fine") is settled
// after the game and holds nothing.
func (g *Game) resultHeldBy() *ruling {
	s := &g.s
	if s.pending == 0 {
		return nil
	}
	for _, r := range s.open {
		if r.State == StatePending && mayChangeResult(r.Options) {
			return r
		}
	}
	return nil
}

// mayChangeResult: some option would take a move back, end or annul the
// game, or change what is played.
func mayChangeResult(options []string) bool {
	for _, o := range options {
		switch o {
		case law.OptFine, law.OptProceed, law.OptLetStand:
		default:
			return true
		}
	}
	return false
}

// heldWhy says why a mate or stalemate on the board is not yet the result,
// in words: which ruling holds it, and what may still be chosen.
func (g *Game) heldWhy(r *ruling, verdict uint8) string {
	what := "checkmate"
	if verdict == chess.VerdictStalemate {
		what = "stalemate"
	}
	who := titled(r.chooser())
	if who == "" || who == "Umpire" {
		who = "the umpire"
	}
	pub := g.publicRuling(r)
	var opts []string
	for _, o := range r.Options {
		opts = append(opts, strings.TrimSuffix(OptionText(pub, o), "."))
	}
	n := slices.Index(g.s.rulings, r) + 1
	return fmt.Sprintf("%s on the board, but ruling %d (%s) is still open: %s may still choose: %s", what, n,
		law.DescribeKind(r.Kind), who, strings.Join(opts, "; or "))
}
