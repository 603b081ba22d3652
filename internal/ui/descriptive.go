package ui

import (
	"fmt"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// The log spells its moves in the notation chosen (recordState.notation):
// algebraic, or, on request (--descriptive, or D), the descriptive
// notation of the codes' day ("P. to K's 4th"). The move an event makes
// (a move, or the release of the man in hand) is spelt descriptively when
// it is made, against the position before it, with the men's origins the
// record follows (moveRecord.orig), so that an event costs what it
// changed. Any other move (one an option played, an irregular move) keeps
// its algebraic notation.

// descriptive reports whether the log spells its moves in descriptive
// notation.
func (t *recordState) descriptive() bool {
	_, ok := t.notation.(chess.Descriptive)
	return ok
}

// toggleDescriptive switches the log between the algebraic and the
// descriptive notation.
func (m *Model) toggleDescriptive() {
	if m.track.descriptive() {
		m.track.notation = chess.Algebraic{}
	} else {
		m.track.notation = chess.Descriptive{}
	}
	m.cache.version++ // the log's lines are made again
	if m.track.descriptive() {
		m.setMsg(msgInfo, "The log spells the moves in descriptive notation (P. to K's 4th); D returns to algebraic.")
		return
	}
	m.setMsg(msgInfo, "The log spells the moves in algebraic notation; D for descriptive.")
}

// eventMove is the move an event makes itself, read before it is applied:
// a move, or the release of the man in hand; false for any other event.
func eventMove(g *rules.Game, e record.Event) (chess.BoardMove, bool) {
	mv := chess.BoardMove{From: e.Square, To: e.To}
	switch e.Verb {
	case record.Move:
		if len(e.Promotion) == 1 {
			mv.Promo = e.Promotion[0]
		}
	case record.Release:
		from, _, ok := g.Hand()
		if !ok {
			return mv, false
		}
		mv = chess.BoardMove{From: from, To: e.Square}
	default:
		return mv, false
	}
	return mv, mv.From.Valid() && mv.To.Valid()
}

// spellEvent spells mv, the move an event makes, in descriptive
// notation, against the game as it stands before the event, with the
// origins of the record's men (o); false where it has no such spelling.
func spellEvent(g *rules.Game, mv chess.BoardMove, o chess.Origins) (string, bool) {
	return g.SpellBefore(chess.Descriptive{Origins: &o}, g.MoveCount(), mv)
}

// descPending marks a move of the record whose descriptive spelling is
// left until the log needs it (replaying a file): the position before it
// is the record's before it, where SpellBefore finds it.
const descPending = "\x00"

// descOfAdded is the descriptive spelling of the moves an event added
// (their UCI): "" unless it added one, the move it made itself (mv, read
// before it: made). Recording (eager), it was spelt before the event
// (spelt); replaying a file, it is left for later (descPending) where the
// position before it is the record's (atEnd: the event took no move
// back), else looked at again with the event undone.
func descOfAdded(g *rules.Game, e record.Event, added []string, mv chess.BoardMove, made bool, spelt string, eager, atEnd bool, o chess.Origins) (string, error) {
	switch {
	case len(added) != 1 || !made || added[0] != mv.UCI():
		return "", nil
	case eager:
		return spelt, nil
	case atEnd:
		return descPending, nil
	}
	return spellLookingBack(g, e, mv, o)
}

// spellLookingBack spells mv, the move e (just applied) made, against the
// game with e undone, then applies e again: "" where it has no spelling.
func spellLookingBack(g *rules.Game, e record.Event, mv chess.BoardMove, o chess.Origins) (string, error) {
	if _, ok := g.Undo(); !ok {
		return "", nil
	}
	text, _ := spellEvent(g, mv, o)
	if err := g.Apply(e); err != nil {
		return "", fmt.Errorf("re-applying after a look back: %w", err)
	}
	return text, nil
}

// spellPending spells the moves from..to of rec left to be spelt
// (descPending), each against the position before it in g, whose record
// rec follows: the origins are taken back from the record's end, so it
// costs the moves after from, not the game.
func spellPending(g *rules.Game, rec *moveRecord, from, to int) {
	to = min(to, len(rec.desc), len(rec.uci), len(rec.was))
	pending := false
	for k := from; k < to; k++ {
		pending = pending || rec.desc[k] == descPending
	}
	if !pending {
		return
	}
	o := rec.orig
	for k := len(rec.uci) - 1; k >= from; k-- {
		mv, ok := squaresOf(rec.uci[k])
		if ok && k < len(rec.was) {
			o[mv.To] = rec.was[k] // the origins before the k-th move
		}
		if k >= to || rec.desc[k] != descPending {
			continue
		}
		rec.desc[k] = ""
		if mv, err := chess.ParseUCI(rec.uci[k]); err == nil {
			oc := o
			if text, ok := g.SpellBefore(chess.Descriptive{Origins: &oc}, k, mv); ok {
				rec.desc[k] = text
			}
		}
	}
}

// followOrigins takes the origins back to ply c of the record (undoing
// what its later moves wrote, newest first) and then follows the moves
// added: the origins after the new record, and what each added move wrote
// over (was), to take it back again.
func followOrigins(o *chess.Origins, uci []string, was []byte, c int, added []string) []byte {
	for k := min(len(uci), len(was)) - 1; k >= c; k-- {
		if mv, ok := squaresOf(uci[k]); ok {
			o[mv.To] = was[k]
		}
	}
	var out []byte
	for _, u := range added {
		mv, ok := squaresOf(u)
		if !ok {
			out = append(out, 0)
			continue
		}
		out = append(out, o[mv.To])
		o.Follow(mv)
	}
	return out
}

// squaresOf reads a move of the record (UCI) by its squares.
func squaresOf(u string) (chess.BoardMove, bool) {
	if len(u) < 4 {
		return chess.BoardMove{}, false
	}
	from, ok1 := chess.ParseSquare(u[:2])
	to, ok2 := chess.ParseSquare(u[2:4])
	return chess.BoardMove{From: from, To: to}, ok1 && ok2
}

// setupSpelt spells the moves of the setup (the Moves tag), the record's
// first moves, in descriptive notation, each against the position before
// it; where one does not spell, its algebraic notation stays.
func setupSpelt(g *rules.Game, n int, san []string) []string {
	out := append([]string{}, san...)
	o := chess.NewOrigins()
	for i, u := range g.MovesFrom(0)[:min(n, len(out))] {
		mv, err := chess.ParseUCI(u)
		if err != nil {
			break
		}
		oc := *o
		if text, ok := g.SpellBefore(chess.Descriptive{Origins: &oc}, i, mv); ok {
			out[i] = text
		}
		o.Follow(mv)
	}
	return out
}

// descLabels numbers the moves from..to of a record as the descriptive
// log spells them: its descriptive spelling where the move has one, else
// its algebraic notation, else its squares (labels).
func descLabels(rec *moveRecord, from, to int) []string {
	var out []string
	for i := from; i < to && i < len(rec.nums) && i < len(rec.uci); i++ {
		mv := rec.descOrSAN(i)
		if mv == "" {
			mv = rec.uci[i]
		}
		out = append(out, rec.nums[i].label(mv))
	}
	return out
}

// descOrSAN is the i-th move as the descriptive log spells it: "" where
// it is not yet spelt at all.
func (r *moveRecord) descOrSAN(i int) string {
	if i < len(r.desc) && r.desc[i] != "" && r.desc[i] != descPending {
		return r.desc[i]
	}
	if i < len(r.san) {
		return r.san[i]
	}
	return ""
}

// descBare are the moves from..to as the descriptive log spells them,
// unnumbered.
func descBare(rec *moveRecord, from, to int) []string {
	out := make([]string, 0, max(to-from, 0))
	for i := from; i < to; i++ {
		out = append(out, rec.descOrSAN(i))
	}
	return out
}

// shownMoves are the moves entry i added as the log spells them now, and
// those it took back.
func (m *Model) shownMoves(i int) (moves, retracted []string) {
	en := &m.track.entries[i]
	sanMoves := m.track.entryMoves(m.game, i)
	if m.track.descriptive() {
		return en.descMoves, en.descRetracted
	}
	return sanMoves, en.retracted
}
