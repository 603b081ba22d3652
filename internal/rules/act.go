package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
)

// An event is ruled on here: recorded, checked against its verb's row
// (verbs.go) and applied by the row's function. The acts (touch.go,
// move.go, claim.go...) call nothing back in this file or in game.go; only
// the replays (asplayed.go, checkpoint.go) record events again through it.

// applyRecorded records one event and rules on it on the game as it stands.
func (g *Game) applyRecorded(e *record.Event) error {
	n := g.events.Len()
	g.events.Add(e)
	g.s.eventNo = n + 1
	g.movesLow = len(g.s.moves)
	if err := g.apply(e); err != nil {
		g.restoreTo(n)
		g.movesLow = len(g.s.moves) // nothing changed
		return err
	}
	if chess.VerifyBoards && !g.s.board.BitsAgree() {
		return fmt.Errorf("internal error: after event %d the board's bitboards disagree with its squares (a write not through Board.put)", n+1)
	}
	if chess.VerifyBoards && !g.s.board.ReadAgrees() {
		return fmt.Errorf("internal error: after event %d what the board keeps of its placement (check, pins) is stale (a write not through Board.put)", n+1)
	}
	g.checkpointIfDue()
	return nil
}

// apply rules on one event, then on what follows from it: in a game by
// correspondence, the sender's next move sent once the reply assumed is
// made.
func (g *Game) apply(e *record.Event) error {
	running := g.s.board.Turn // whose clock runs until this event
	if err := g.act(e); err != nil {
		return err
	}
	if !e.At.IsZero() {
		if err := g.judgeTimeRunning(running); err != nil {
			return err
		}
	}
	if err := g.judgeDrawnUndertaking(); err != nil {
		return err
	}
	g.lapseAtEnd()
	if g.setup.Mode == law.ModeCorrespondence {
		return g.followSentLine()
	}
	return nil
}

// act rules on one event: who may do it, whether the game still takes it,
// then the act itself.
func (g *Game) act(e *record.Event) error {
	row, ok := verbRowOf(e.Verb)
	if !ok {
		return fmt.Errorf("unknown event %q", e.Verb)
	}
	player, isPlayer := e.Actor.Color()
	if err := checkActor(row, isPlayer); err != nil {
		return err
	}
	if e.Unasked && (isPlayer || !row.Unasked) {
		return fmt.Errorf("%s: only the umpire's %s may be recorded unasked", e.Verb, UnaskedVerbs())
	}
	if (row.over == overNoClaim || row.over == overNoAnnul || e.Verb == record.Result) && g.over() {
		// A claim, an appeal or a dispute after the end is recorded and
		// answered: the result stands (recorded.go).
		g.tick(e.At)
		return g.afterTheGame(player, isPlayer, afterWhat(e))
	}
	if err := g.checkGameTakes(row); err != nil {
		return err
	}
	g.tick(e.At)
	if row.atBoard {
		if err := g.noTouching(e.Verb); err != nil {
			return err
		}
	}
	if e.Verb != record.Promote && g.s.promo != nil {
		// Play went on without the piece being named.
		if g.law.UnnamedPromotion == law.PromotionAwaitsSelection {
			switch e.Verb {
			case record.Note, record.Resign, record.Abandon, record.Annul, record.Result:
				// Not play: a note, or the end of the game, waits for no piece.
				return g.applyRow(row, player, e)
			}
			if !row.played && player == g.s.promo.player {
				return g.selectionAwaited()
			}
			// The adversary acts, or the player plays on: his turn has
			// passed without a choice, and the pawn remains a pawn.
			if err := g.selectionPassed(); err != nil {
				return err
			}
			return g.applyRow(row, player, e)
		}
		if err := g.settlePromotion(g.law.UnnamedPromotion); err != nil {
			return err
		}
	}
	return g.applyRow(row, player, e)
}

// applyRow carries the act out by its row's function, unless it is the
// umpire's act taken unasked that the code does not let take effect.
func (g *Game) applyRow(row *verbRow, player chess.Color, e *record.Event) error {
	if e.Unasked {
		void, err := g.unasked()
		if err != nil || void {
			return err
		}
	}
	return row.apply(g, player, *e)
}

// checkActor: the umpire does not handle the men; only he annuls and notes.
func checkActor(row *verbRow, isPlayer bool) error {
	switch {
	case row.Who == ByPlayer && !isPlayer:
		return fmt.Errorf("the umpire cannot %s", row.Verb)
	case row.Who == ByUmpire && isPlayer:
		return fmt.Errorf("only the umpire may %s", row.Verb)
	}
	return nil
}

// checkGameTakes: a finished game takes no act at the board and no claim
// that would reopen it; the result stands.
func (g *Game) checkGameTakes(row *verbRow) error {
	if row.over == overTakes || !g.over() {
		return nil
	}
	switch row.over {
	case overNoMan:
		return fmt.Errorf("%w (%s): no man may be %s%s", ErrGameOver, g.resultInWords(), row.past, g.drawLiftable())
	case overNoClaim:
		return fmt.Errorf("%w (%s): the result stands, and no claim reopens it", ErrGameOver, g.resultInWords())
	case overNoAnnul:
		// The umpire decides questions "in the course of a game" (BCA XV,
		// Staunton XIX); a finished game's result is not his to undo.
		return fmt.Errorf("%w (%s): the result stands, and the umpire does not annul a finished game", ErrGameOver, g.resultInWords())
	}
	return fmt.Errorf("%w (%s)", ErrGameOver, g.resultInWords())
}

// drawLiftable names the player who may still have a draw the law made
// lifted by claiming that the game proceed (BCA XI), if any.
func (g *Game) drawLiftable() string {
	for _, r := range g.openRulings() {
		if r.remedy.AppliedNow == law.OptDraw && slices.Contains(r.Options, law.OptProceed) && (r.chooser() == "white" || r.chooser() == "black") {
			return fmt.Sprintf(" (%s may claim that it proceed: %s choose proceed)", r.chooser(), strings.ToUpper(r.chooser()[:1]))
		}
	}
	return ""
}
