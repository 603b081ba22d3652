package ui

import (
	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// Who acts: the player the keys act for, the chooser of a ruling, who
// holds the man, who names a pawn's piece, who cries check; and the ruling
// selected.

// playerActing is the acting player for the board actions; the umpire never
// touches the men, so a switch to him falls back to the side to move.
func (m *Model) playerActing() record.Actor {
	a := m.acting()
	if a == record.ActorUmpire {
		return m.game.Actor()
	}
	return a
}

// selected returns the selected pending ruling.
func (m *Model) selected() (rules.Ruling, bool) {
	sel := m.panels.rulings.sel
	if sel < 0 || sel >= len(m.snap.pending) {
		return rules.Ruling{}, false
	}
	return m.gameRulings().At(m.snap.pending[sel]), true
}

// namedRuling is the number of the selected ruling when more than one is
// pending, so that a choice or waiver answers the ruling on screen and not
// the latest one that fits; 0 otherwise (the journal stays as before).
func (m *Model) namedRuling() int16 {
	sel := m.panels.rulings.sel
	if len(m.snap.pending) < 2 || sel < 0 || sel >= len(m.snap.pending) {
		return 0
	}
	return int16(m.snap.pending[sel] + 1)
}

// chooserActor is who answers the selected ruling: its chooser, else the
// acting player.
func (m *Model) chooserActor() record.Actor {
	if r, ok := m.selected(); ok {
		switch r.Chooser {
		case "white":
			return record.ActorWhite
		case "black":
			return record.ActorBlack
		case "umpire":
			return record.ActorUmpire
		}
	}
	return m.acting()
}

// kingInCheck asks the core whether c's King stands in check.
func (m *Model) kingInCheck(c chess.Color) bool {
	for _, sq := range m.game.CheckedKings() {
		if p := m.game.PieceAt(sq); p.Kind == 'K' && p.Color == c {
			return true
		}
	}
	return false
}

// checkActor is who says "Check!": the player whose man made the last move.
func (m *Model) checkActor() record.Actor {
	if _, to, ok := m.game.LastMove(); ok && to.Valid() {
		if p := m.game.PieceAt(to); !p.Empty() {
			return record.ActorOf(p.Color)
		}
	}
	return m.playerActing()
}

// holder is who holds the man in hand (for release and touch-square); with
// nothing in hand, the acting player, and the core says what is wrong.
func (m *Model) holder() record.Actor {
	if sq, who, ok := m.game.Hand(); ok && sq.Valid() {
		return record.ActorOf(who)
	}
	return m.playerActing()
}

// promoter is the player whose pawn awaits its piece: the last to release.
func (m *Model) promoter() record.Actor {
	for i := m.game.EventCount() - 1; i >= 0; i-- {
		if e, _ := m.game.EventAt(i); e.Verb == record.Release || e.Verb == record.Move {
			return e.Actor
		}
	}
	return m.playerActing()
}

// latestRuling is the last ruling raised, whatever its state.
func (m *Model) latestRuling() (rules.Ruling, bool) {
	if n := m.snap.nrulings; n > 0 {
		return m.gameRulings().At(n - 1), true
	}
	return rules.Ruling{}, false
}

// acting is who the single keys act for: the side to move, unless the
// umpire switched it (to record a move out of turn).
func (m *Model) acting() record.Actor {
	if m.actFor.override {
		return m.actFor.overrideTo
	}
	if m.game == nil {
		return record.ActorWhite
	}
	return m.game.Actor()
}
