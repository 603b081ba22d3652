package rules

import (
	"slices"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/record"
)

// Following a game from event to event: what a display (the terminal)
// needs to update itself from what an event changed, at a cost that does
// not grow with the game, where Report and SAN give the whole record.

// MoveCount is the number of moves on the record.
func (g *Game) MoveCount() int { return len(g.s.moves) }

// MoveNumber is the number of the move to be made next, as the FEN of the
// position counts it.
func (g *Game) MoveNumber() int { return g.s.board.FullMove }

// MovesFrom is the record (UCI, as in Report) from its i-th move (0-based)
// on; empty when i is past its end.
func (g *Game) MovesFrom(i int) []string {
	i = max(i, 0)
	if i >= len(g.s.moves) {
		return []string{}
	}
	out := make([]string, 0, len(g.s.moves)-i)
	for _, m := range g.s.moves[i:] {
		out = append(out, m.uci())
	}
	return out
}

// SANFrom is the record in algebraic notation (as SAN spells it) from its
// i-th move on. Each move is spelt once, when first asked.
func (g *Game) SANFrom(i int) []string { return g.SANRange(i, len(g.s.moves)) }

// SANRange is the moves from the i-th to before the j-th (0-based) in
// algebraic notation, clipped to the record.
func (g *Game) SANRange(i, j int) []string {
	i, j = max(i, 0), min(j, len(g.s.moves))
	if i >= j {
		return []string{}
	}
	out := make([]string, 0, j-i)
	for k := i; k < j; k++ {
		out = append(out, g.sanAt(k))
	}
	return out
}

// MovesChangedFrom is the first ply (0-based) of the record that the last
// event applied may have changed: moves taken back or altered (a piece
// named for a pawn, or unnamed), or, when it changed none, the record's
// length before the event (its new moves come after). Moves before it are
// the same moves as before the event. After an event the core rejected it
// is MoveCount (nothing changed); after Undo it is 0 (not followed).
func (g *Game) MovesChangedFrom() int { return min(g.movesLow, len(g.s.moves)) }

// movesChanged is called before the event being applied takes back or
// alters the record from its i-th move: it notes it for MovesChangedFrom,
// and, where a checkpoint holds those moves as they are (the record is
// shared, not copied, see checkpointIfDue), the change goes to a copy.
func (g *Game) movesChanged(i int) {
	i = max(i, 0)
	g.movesLow = min(g.movesLow, i)
	g.ownMove(i)
}

// ownMove is called before a field of the i-th move is changed in place:
// where a checkpoint shares the record from that move on, the change goes
// to a copy of it.
func (g *Game) ownMove(i int) {
	if i < g.sharedMoves {
		g.s.moves = slices.Clone(g.s.moves)
		g.sharedMoves = 0
	}
}

// EventCount is the number of events recorded.
func (g *Game) EventCount() int { return g.events.Len() }

// EventAt is the i-th event recorded (0-based); false past the end.
func (g *Game) EventAt(i int) (record.Event, bool) {
	if i < 0 || i >= g.events.Len() {
		return record.Event{}, false
	}
	return g.events.At(i), true
}

// UndoTo drops every event after the first n, as that many Undo calls
// would, rebuilding the state once, from the nearest checkpoint (see
// KeepCheckpoints). It returns false, changing nothing, when n is not
// between 0 and EventCount.
func (g *Game) UndoTo(n int) bool {
	if n < 0 || n > g.events.Len() {
		return false
	}
	if n < g.events.Len() {
		g.played.rewindTo(n)
	}
	g.movesLow = 0
	return true
}

// PlyOfEvent places event n (1-based) in the record: the number of moves
// standing that were made before it, and whether the next of them was
// made by event n itself. The record's moves are in the order of their
// events, so the search is a bisection.
func (g *Game) PlyOfEvent(n int) (ply int, made bool) {
	i, found := slices.BinarySearchFunc(g.s.moves, n, func(m moveRec, n int) int { return int(m.event) - n })
	return i, found
}

// SpellBefore spells m, a move of the side to move, in the notation n,
// against the position before the record's ply-th move (0-based; ply
// MoveCount is the position now, clipped to the record). The descriptive
// notation, given no origins, follows the men's through the record up to
// ply, and, given no moves, reads among the moves the game allowed there
// (MovesOf: a King's leap at Rook odds is castling). False when n has no
// spelling of m there. A display spells each move once, when it is made,
// and passes the origins it follows itself: the cost of a move, not of
// the game.
func (g *Game) SpellBefore(n chess.Notation, ply int, m chess.BoardMove) (string, bool) {
	ply = min(max(ply, 0), len(g.s.moves))
	at := g
	if ply < len(g.s.moves) {
		// The game as it stood before that move, as far as MovesOf reads
		// it: the board, and the record (whether the King has moved).
		past := *g
		past.s.board = g.s.moves[ply].before()
		past.s.moves = g.s.moves[:ply:ply]
		past.odds = oddsAndUndertakings{&past}
		past.gen = chess.NewMoveGenerator()
		at = &past
	}
	b := at.s.board
	if d, ok := n.(chess.Descriptive); ok {
		if d.Origins == nil {
			d.Origins = chess.NewOrigins()
			for i := range at.s.moves {
				d.Origins.Follow(chess.BoardMove{From: at.s.moves[i].from, To: at.s.moves[i].to})
			}
		}
		if d.Moves == nil {
			d.Moves = at.MovesOf(b.Turn)
		}
		n = d
	}
	return n.Encode(&b, m)
}
