package ui

import (
	"slices"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/descriptive"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// The log's moves in the descriptive notation of the codes' day ("P. to
// K's 4th"), on request (--descriptive, or D). They are spelt as the
// report spells them (descriptive.Write, against the position before the
// move), on a game of their own that follows the log's entries: each
// entry is replayed there once, when the log first needs it, so that an
// event costs what it changed. A move with no descriptive spelling (an
// irregular move, or one an option played) keeps its algebraic notation.

// descLog follows the log's entries on a replay of the game.
type descLog struct {
	on     bool
	replay *rules.Game // the game replayed to the entries followed; nil until needed
	done   int         // entries followed
	rec    []string    // the record's moves as the replay stands, spelt
	setup  []string    // the setup's moves (the Moves tag), spelt
	broken bool        // the replay refused an event: the rest stays in algebraic notation
}

// descEntry is an entry's moves spelt: those it added and those it took
// back, numbered, and the latter bare (an undo puts them back).
type descEntry struct {
	moves, retracted []string
	taken            []string
}

// toggleDescriptive switches the log between the algebraic and the
// descriptive notation.
func (m *Model) toggleDescriptive() {
	m.track.desc.on = !m.track.desc.on
	m.cache.version++ // the log's lines are made again
	if m.track.desc.on {
		m.setMsg(msgInfo, "The log spells the moves in descriptive notation (P. to K's 4th); D returns to algebraic.")
		return
	}
	m.setMsg(msgInfo, "The log spells the moves in algebraic notation; D for descriptive.")
}

// followDescriptive brings the replay up to the log's entries: an entry
// undone is undone there, an entry new is replayed and spelt.
func (m *Model) followDescriptive() {
	d := m.track.desc
	if d == nil || !d.on || m.game == nil || d.broken {
		return
	}
	if d.replay == nil {
		g, err := rules.New(m.game.Setup())
		if err != nil {
			d.broken = true
			return
		}
		g.KeepCheckpoints() // an undo costs a few dozen events, not the game
		d.replay, d.done = g, 0
		d.rec = setupSpelt(g.Setup(), g.SANFrom(0))
		d.setup = slices.Clone(d.rec)
	}
	if d.done > len(m.track.entries) {
		// Entries went that were not undone here (a game copied back):
		// replayed again from the start.
		*d = descLog{on: true}
		m.followDescriptive()
		return
	}
	for d.done < len(m.track.entries) && !d.broken {
		d.follow(m.game, &m.track.entries[d.done], d.done)
	}
}

// undone follows the undo of the log's last entry, en (the done-th): the
// moves it took back return, spelt as they were.
func (d *descLog) undone(en logEntry, entries int) {
	if d == nil || d.replay == nil || d.done != entries+1 || en.desc == nil {
		return
	}
	d.replay.Undo()
	d.done = entries
	d.rec = append(cut(d.rec, min(en.first, len(d.rec)), true), en.desc.taken...)
}

// follow replays entry i (event i of the game) and spells its moves.
func (d *descLog) follow(g *rules.Game, en *logEntry, i int) {
	e, ok := g.EventAt(i)
	if !ok {
		d.broken = true
		return
	}
	text, uci, spelt := spellBefore(d.replay, e)
	n := d.replay.MoveCount()
	if err := d.replay.Apply(e); err != nil {
		d.broken = true
		return
	}
	c := min(en.first, n, len(d.rec))
	taken := slices.Clone(d.rec[c:min(n, len(d.rec))])
	var added []string
	for k, u := range en.added {
		if len(en.added) == 1 && spelt && u == uci {
			added = append(added, text)
			continue
		}
		added = append(added, d.replay.SANRange(c+k, c+k+1)...)
	}
	d.rec = append(cut(d.rec, c, true), added...)
	en.own().desc = &descEntry{
		moves:     numberedMoves(added, en.nums),
		retracted: numberedMoves(taken, en.takenNums),
		taken:     taken,
	}
	d.done = i + 1
}

// spellBefore spells the move an event makes (a move, or the release of
// the man in hand), against the position before it: the text, the move's
// UCI, and whether it has a descriptive spelling.
func spellBefore(g *rules.Game, e record.Event) (string, string, bool) {
	mv := chess.BoardMove{From: e.Square, To: e.To}
	switch e.Verb {
	case record.Move:
		if len(e.Promotion) == 1 {
			mv.Promo = e.Promotion[0]
		}
	case record.Release:
		from, _, ok := g.Hand()
		if !ok {
			return "", "", false
		}
		mv = chess.BoardMove{From: from, To: e.Square}
	default:
		return "", "", false
	}
	if !mv.From.Valid() || !mv.To.Valid() {
		return "", "", false
	}
	text, ok := descriptive.Write(g, mv)
	return text, mv.UCI(), ok
}

// setupSpelt spells the moves of the setup (the Moves tag) from its
// position; where one does not spell, its algebraic notation stays.
func setupSpelt(s rules.Setup, san []string) []string {
	out := slices.Clone(san)
	if len(s.Moves) == 0 {
		return out
	}
	from := s
	from.Moves = nil
	g, err := rules.New(from)
	if err != nil {
		return out
	}
	for i, u := range s.Moves {
		mv, err := g.ParseMove(u)
		if err != nil || i >= len(out) {
			return out
		}
		if text, ok := descriptive.Write(g, mv); ok {
			out[i] = text
		}
		if err := g.Apply(record.Event{Actor: g.Actor(), Verb: record.Move, Square: mv.From, To: mv.To, Promotion: promoText(mv.Promo)}); err != nil {
			return out
		}
	}
	return out
}

func promoText(p byte) string {
	if p == 0 {
		return ""
	}
	return string(p)
}

// numberedMoves labels moves with their numbers: "2. P. to K's 4th".
func numberedMoves(moves []string, nums []plyNum) []string {
	var out []string
	for i, mv := range moves {
		if i < len(nums) {
			out = append(out, nums[i].label(mv))
		}
	}
	return out
}

// shownMoves are the moves entry i added as the log spells them now, and
// those it took back.
func (m *Model) shownMoves(i int) (moves, retracted []string) {
	en := &m.track.entries[i]
	if m.track.desc != nil && m.track.desc.on && en.desc != nil {
		return en.desc.moves, en.desc.retracted
	}
	return m.track.entryMoves(m.game, i), en.retracted
}
