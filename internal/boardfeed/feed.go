// Package boardfeed turns what an electronic board reports (a man lifted
// off a square, a man set down on one) into the events of the incident
// notation: a lift is a touch, a placement a release. It never rules: the
// events go to the rules core exactly as typed ones would, and the core
// says what they mean under the code.
//
// The board cannot see who lifts a man: every act it reports is taken for
// the player to move (his own man touched, or an adverse man touched to be
// taken). What it cannot see at all, the umpire still types.
package boardfeed

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/dgt"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
)

// View is what the feed reads of the game as the core holds it;
// *rules.Game has it.
type View interface {
	PieceAt(chess.Square) chess.Piece
	Turn() chess.Color
	Hand() (chess.Square, chess.Color, bool)
	PendingPromotion() bool
	LastMove() (chess.Square, chess.Square, bool)
}

// lifted is a man off the board in the act under way: its touch was
// recorded, and it has not been set down since.
type lifted struct {
	from  chess.Square
	man   chess.Piece
	actor record.Actor
	// promoting: a pawn released on the last rank lifted again, to be
	// replaced by the piece it becomes.
	promoting bool
}

// placement is a man set down that has not yet stayed: a man slid across
// squares rests on each for a scan or two, and a hand hovering sets a man
// down and lifts it again. It counts as released once it has stayed for the
// settle time, or once the hand goes on to another man.
type placement struct {
	sq  chess.Square
	man chess.Piece
	was chess.Piece // what the square held before (the man taken, in a capture)
	at  time.Time
}

// change is a square's change as the board reported it, not yet read.
type change struct {
	sq  chess.Square
	man chess.Piece
	at  time.Time
}

// DefaultSettle is how long a man set down must stay to be let go. A
// board scans its squares every 200-250 ms, and a man slid slowly rests on
// a square for a few scans, across one of the clock's messages (sent every
// second); in real games no man set down is lifted from its square again
// by a real move so soon (docs/dgt.md, "Letting go").
const DefaultSettle = time.Second

// Feed follows the board: the men it shows, and the act under way.
type Feed struct {
	board   [64]chess.Piece // what the board shows, in arbiter's squares
	known   bool            // a dump has been read
	rotate  bool            // the board has White at the far side
	settle  time.Duration
	act     []lifted
	pending []placement // men set down, not yet let go
	queue   []change    // reports not yet read
	saved   []lifted    // the act before the last events, for Reject
}

// New is a feed for a board set up with White at the near side, or, with
// rotate, at the far side (see Orient). A man set down is let go once it
// has stayed DefaultSettle (see SetSettle).
func New(rotate bool) *Feed { return &Feed{rotate: rotate, settle: DefaultSettle} }

// SetSettle sets how long a man set down must stay on its square to be let
// go; 0 takes every placement as a release at once.
func (f *Feed) SetSettle(d time.Duration) { f.settle = max(d, 0) }

// Settle is how long a man set down must stay to be let go.
func (f *Feed) Settle() time.Duration { return f.settle }

// Rotated reports whether the board is read with White at the far side.
func (f *Feed) Rotated() bool { return f.rotate }

// Orient decides from the first dump which way the board stands: rotated
// when the position reads as the game's only when turned round. It
// returns whether it turned it.
func (f *Feed) Orient(p dgt.Position, v View) bool {
	want := recordedMen(v)
	straight, turned := misses(pieces(p), want), misses(pieces(p.Rotated()), want)
	f.rotate = turned < straight
	return f.rotate
}

// Known reports whether the feed has read the whole board once.
func (f *Feed) Known() bool { return f.known }

// Dump takes the whole position the board reports. The act under way keeps
// the men still off the board; reports not yet read are overtaken by it.
func (f *Feed) Dump(p dgt.Position) {
	if f.rotate {
		p = p.Rotated()
	}
	f.board, f.known = pieces(p), true
	f.queue = nil
	f.pending = slices.DeleteFunc(f.pending, func(pl placement) bool { return f.board[pl.sq] != pl.man })
	f.act = slices.DeleteFunc(f.act, func(l lifted) bool { return !f.board[l.from].Empty() })
}

// Change takes one square's change: sq (as the board numbers it, before
// any rotation) now holds c, reported at at. Next reads it.
func (f *Feed) Change(sq dgt.Square, c dgt.Code, at time.Time) {
	s := chess.Square(sq)
	if f.rotate {
		s = 63 - s
	}
	f.queue = append(f.queue, change{sq: s, man: piece(c), at: at})
}

// Due is when the next man set down will have stayed the settle time:
// Next should be called then, though nothing else is reported.
func (f *Feed) Due(v View) (time.Time, bool) {
	var first time.Time
	for _, p := range f.pending {
		if d := f.dueAt(p, v); first.IsZero() || d.Before(first) {
			first = d
		}
	}
	return first, !first.IsZero()
}

// dueAt is when a man set down is let go. A man the act cannot yet
// account for (its own square not yet seen empty: a board reports the
// new square before the old one in the same scan, and a piece may be set
// down on the last rank before the pawn is taken off) waits longer for
// the lift that explains it before it is taken for a man from nowhere.
func (f *Feed) dueAt(p placement, v View) time.Time {
	hs, _, held := v.Hand()
	if j, _ := f.match(p.sq, p.man, hs, held); j < 0 {
		return p.at.Add(4 * f.settle)
	}
	return p.at.Add(f.settle)
}

// firstDue is the index of the first man set down whose time has come, or -1.
func (f *Feed) firstDue(now time.Time, v View) int {
	return slices.IndexFunc(f.pending, func(p placement) bool { return !f.dueAt(p, v).After(now) })
}

// Next reads the reports taken as far as they go at now and returns the
// next events they make, to be recorded at once as one line (then call
// Next again: what follows is read against the record as it then stands);
// ok is false when nothing more can be read yet. setAside says a report
// was set aside because the board did not match the record before it.
// Events that cannot be recorded are answered by Reject.
func (f *Feed) Next(now time.Time, v View) (evs []record.Event, setAside, ok bool) {
	for {
		f.saved = slices.Clone(f.act)
		if i := f.firstDue(now, v); i >= 0 {
			if evs := f.let(i, v); len(evs) > 0 {
				return evs, setAside, true
			}
			continue
		}
		if len(f.queue) == 0 {
			return nil, setAside, setAside
		}
		ch := f.queue[0]
		if !f.board[ch.sq].Empty() && !slices.ContainsFunc(f.pending, func(p placement) bool { return p.sq == ch.sq }) {
			// The hand goes on to another man: what it set down before
			// is let go first, in the order the board saw it.
			if i := f.letFirst(v); i >= 0 {
				if evs := f.let(i, v); len(evs) > 0 {
					return evs, setAside, true
				}
				continue
			}
		}
		f.queue = f.queue[1:]
		evs, aside := f.read(ch, v)
		setAside = setAside || aside
		if len(evs) > 0 {
			return evs, setAside, true
		}
	}
}

// letFirst is the first man set down that the act can account for, or -1.
func (f *Feed) letFirst(v View) int {
	hs, _, held := v.Hand()
	for i, p := range f.pending {
		if j, _ := f.match(p.sq, p.man, hs, held); j >= 0 {
			return i
		}
	}
	return -1
}

// let takes the man set down pending[i] as released.
func (f *Feed) let(i int, v View) []record.Event {
	p := f.pending[i]
	f.pending = slices.Delete(f.pending, i, i+1)
	return f.place(p.sq, p.man, v)
}

// read takes one change.
func (f *Feed) read(ch change, v View) (evs []record.Event, setAside bool) {
	s := ch.sq
	in := f.known && len(f.Diffs(v)) == 0
	old := f.board[s]
	f.board[s] = ch.man
	if i := slices.IndexFunc(f.pending, func(p placement) bool { return p.sq == s }); i >= 0 {
		// A man set down and, before it stayed, lifted again or changed:
		// slid on, or hovering. It is still in the hand.
		was := f.pending[i].was
		f.pending = slices.Delete(f.pending, i, i+1)
		if ch.man.Empty() {
			return nil, false
		}
		old = was
	}
	if !in {
		return nil, true
	}
	switch {
	case ch.man.Empty() && !old.Empty():
		// A man set down before its own square was seen empty only now
		// leaves it: it has been set down from now on.
		for i := range f.pending {
			if f.pending[i].man == old && f.pending[i].at.Before(ch.at) {
				f.pending[i].at = ch.at
			}
		}
		return f.lift(s, old, v), false
	case !ch.man.Empty() && old.Empty():
		f.put(s, ch.man, old, ch.at)
		return nil, false
	case !ch.man.Empty() && old != ch.man:
		// One man for another in one scan: the man set down and the man
		// on the square taken off together. A capture, or a pawn on the
		// last rank exchanged for its piece.
		evs := f.off(s, old, v)
		f.put(s, ch.man, old, ch.at)
		return evs, false
	}
	return nil, false
}

// off: a man taken off sq as another is set down there in the same scan.
// The pawn awaiting its piece is taken up to be exchanged; any other man
// is the man taken, lifted by the hand that captures (no touch of its
// own: the release on its square takes it).
func (f *Feed) off(sq chess.Square, man chess.Piece, v View) []record.Event {
	if v.PendingPromotion() {
		if _, to, ok := v.LastMove(); ok && to == sq && man.Kind == 'P' {
			return f.lift(sq, man, v)
		}
	}
	return nil
}

// put: man set down on sq; it is let go once it stays.
func (f *Feed) put(sq chess.Square, man, was chess.Piece, at time.Time) {
	// The same man seen on a square further on: the hand is still moving
	// it (a man slid across covers two squares in one scan).
	for i := range f.pending {
		if f.pending[i].man == man {
			f.pending[i].at = at
		}
	}
	f.pending = append(f.pending, placement{sq: sq, man: man, was: was, at: at})
}

// Reject undoes the last events' act: they were not recorded. The board
// keeps what it showed (a man whose release was refused stays where it was
// set down, not offered again); the squares to set right say the rest.
func (f *Feed) Reject() { f.act = f.saved }

// lift: a man taken off sq.
func (f *Feed) lift(sq chess.Square, man chess.Piece, v View) []record.Event {
	mover := v.Turn()
	if v.PendingPromotion() {
		if _, to, ok := v.LastMove(); ok && to == sq && man.Kind == 'P' {
			// The pawn on the last rank lifted to be exchanged for its piece.
			f.act = append(f.act, lifted{from: sq, man: man, actor: record.ActorOf(man.Color), promoting: true})
			return nil
		}
	}
	actor := record.ActorOf(mover)
	if man.Kind == 'K' && man.Color != mover && rookCastled(man.Color, sq, v) {
		// The Rook was set down first to castle, and now its King: the
		// King's owner lifts it (the law rules on the order).
		actor = record.ActorOf(man.Color)
	}
	f.act = append(f.act, lifted{from: sq, man: man, actor: actor})
	return []record.Event{{Actor: actor, Verb: record.Touch, Square: sq}}
}

// castleSquares are, for a King on its own square, the Rook's corner and
// the square it goes to in castling on each side.
func castleSquares(c chess.Color) (king chess.Square, rooks [2][2]chess.Square) {
	home := 0
	if c == chess.Black {
		home = 7
	}
	at := func(file int) chess.Square { return chess.SquareAt(file, home) }
	return at(4), [2][2]chess.Square{{at(7), at(5)}, {at(0), at(3)}}
}

// rookCastled: the last move was c's Rook from its corner to the square
// it takes in castling, and sq is c's King's own square.
func rookCastled(c chess.Color, sq chess.Square, v View) bool {
	king, rooks := castleSquares(c)
	from, to, ok := v.LastMove()
	if !ok || sq != king || v.PieceAt(to) != (chess.Piece{Color: c, Kind: 'R'}) {
		return false
	}
	return (from == rooks[0][0] && to == rooks[0][1]) || (from == rooks[1][0] && to == rooks[1][1])
}

// rookForCastling: the Rook lifted from its corner l is set down on sq, the
// square it takes in castling, while its King is off the board too: it is
// castling done with both hands, and the King's release castles.
func (f *Feed) rookForCastling(l lifted, sq chess.Square) bool {
	if l.man.Kind != 'R' {
		return false
	}
	king, rooks := castleSquares(l.man.Color)
	if !(l.from == rooks[0][0] && sq == rooks[0][1]) && !(l.from == rooks[1][0] && sq == rooks[1][1]) {
		return false
	}
	return slices.ContainsFunc(f.act, func(k lifted) bool {
		return k.from == king && k.man == chess.Piece{Color: l.man.Color, Kind: 'K'}
	})
}

// place: man set down on sq.
func (f *Feed) place(sq chess.Square, man chess.Piece, v View) []record.Event {
	hs, _, held := v.Hand()
	i, promo := f.match(sq, man, hs, held)
	if i < 0 {
		return nil // a man from nowhere: the squares to set right say so
	}
	l := f.act[i]
	if f.rookForCastling(l, sq) {
		f.act = slices.Delete(f.act, i, i+1)
		return nil
	}
	f.act = slices.Delete(f.act, i, i+1)
	if l.promoting {
		if l.from != sq || man.Kind == 'P' {
			return nil // the pawn put back, or set elsewhere: set right
		}
		return []record.Event{{Actor: l.actor, Verb: record.Promote, Promotion: promotion(man.Kind)}}
	}
	own, _ := l.actor.Color()
	inHand := held && hs == l.from
	if l.man.Color != own && sq == l.from && !inHand {
		// An adverse man touched and put back while the mover's own man
		// is in his hand: the touch stands, nothing more is done.
		return nil
	}
	var evs []record.Event
	if !inHand {
		// The man set down is not the one the record holds in hand (he
		// lifted another since): he takes it up again to set it down.
		evs = append(evs, record.Event{Actor: l.actor, Verb: record.Touch, Square: l.from})
	}
	evs = append(evs, record.Event{Actor: l.actor, Verb: record.Release, Square: sq})
	if promo != "" {
		evs = append(evs, record.Event{Actor: l.actor, Verb: record.Promote, Promotion: promo})
	}
	if sq != l.from {
		f.act = nil // the move is made: men still off the board are set right
	}
	return evs
}

// match finds the man off the board that was set down on sq: the one in
// hand first, then one back on its own square, then any of the kind; a
// piece set down on the last rank where a pawn of its colour was lifted is
// that pawn promoted (promo names the piece).
func (f *Feed) match(sq chess.Square, man chess.Piece, hs chess.Square, held bool) (int, string) {
	if i := slices.IndexFunc(f.act, func(l lifted) bool { return l.promoting && l.from == sq }); i >= 0 {
		return i, ""
	}
	for _, pick := range []func(l lifted) bool{
		func(l lifted) bool { return held && l.from == hs },
		func(l lifted) bool { return l.from == sq },
		func(l lifted) bool { return true },
	} {
		if i := slices.IndexFunc(f.act, func(l lifted) bool { return !l.promoting && l.man == man && pick(l) }); i >= 0 {
			return i, ""
		}
	}
	last := 7
	if man.Color == chess.Black {
		last = 0
	}
	if man.Kind == 'P' || man.Kind == 'K' || sq.Rank() != last {
		return -1, ""
	}
	pawn := func(l lifted) bool { return !l.promoting && l.man == chess.Piece{Color: man.Color, Kind: 'P'} }
	i := slices.IndexFunc(f.act, func(l lifted) bool { return pawn(l) && held && l.from == hs })
	if i < 0 {
		i = slices.IndexFunc(f.act, pawn)
	}
	if i < 0 {
		return -1, ""
	}
	return i, promotion(man.Kind)
}

func promotion(kind byte) string {
	switch kind {
	case 'Q':
		return law.PromoteQueen
	case 'R':
		return law.PromoteRook
	case 'B':
		return law.PromoteBishop
	case 'N':
		return law.PromoteKnight
	}
	return law.PromoteNone
}

// Diff is a square where the board and the record differ: Want is what
// the record has there (empty: take the man off), Have what the board shows.
type Diff struct {
	Square     chess.Square
	Want, Have chess.Piece
}

func (d Diff) String() string {
	switch {
	case d.Want.Empty():
		return fmt.Sprintf("%s: take off %s", d.Square, manName(d.Have))
	case d.Have.Empty():
		return fmt.Sprintf("%s: set %s", d.Square, manName(d.Want))
	}
	return fmt.Sprintf("%s: %s, not %s", d.Square, manName(d.Want), manName(d.Have))
}

func manName(p chess.Piece) string {
	names := map[byte]string{'P': "pawn", 'N': "knight", 'B': "bishop", 'R': "rook", 'Q': "queen", 'K': "king"}
	c := "White's"
	if p.Color == chess.Black {
		c = "Black's"
	}
	return c + " " + names[p.Kind]
}

// Diffs are the squares where the board differs from the record, the men
// off the board in the act under way apart, from a8 to h1 as the umpire
// reads the board. Empty when they agree.
func (f *Feed) Diffs(v View) []Diff {
	if !f.known {
		return nil
	}
	want := recordedMen(v)
	for _, l := range f.act {
		if want[l.from] == l.man {
			want[l.from] = chess.Piece{}
		}
	}
	// A man set down that has not yet stayed is still in the hand: the
	// board shows it where the record has what was there before.
	explained := func(sq chess.Square) bool {
		return slices.ContainsFunc(f.pending, func(p placement) bool {
			return p.sq == sq && f.board[sq] == p.man && want[sq] == p.was
		})
	}
	var out []Diff
	for r := 7; r >= 0; r-- {
		for file := range 8 {
			sq := chess.SquareAt(file, r)
			if want[sq] != f.board[sq] && !explained(sq) {
				out = append(out, Diff{Square: sq, Want: want[sq], Have: f.board[sq]})
			}
		}
	}
	return out
}

// DiffText lists the squares to set right on one line.
func DiffText(ds []Diff) string {
	parts := make([]string, len(ds))
	for i, d := range ds {
		parts[i] = d.String()
	}
	return strings.Join(parts, "; ")
}

// Lifted are the squares of the men off the board in the act under way.
func (f *Feed) Lifted() []chess.Square {
	out := make([]chess.Square, len(f.act))
	for i, l := range f.act {
		out[i] = l.from
	}
	return out
}

// recordedMen is the men as the core holds them.
func recordedMen(v View) [64]chess.Piece {
	var b [64]chess.Piece
	for sq := range chess.Square(64) {
		b[sq] = v.PieceAt(sq)
	}
	return b
}

func pieces(p dgt.Position) [64]chess.Piece {
	var b [64]chess.Piece
	for i, c := range p {
		b[i] = piece(c)
	}
	return b
}

// Man is the rules core's man for a piece code (empty for none).
func Man(c dgt.Code) chess.Piece { return piece(c) }

// piece is the rules core's man for a piece code (empty for none).
func piece(c dgt.Code) chess.Piece {
	m := c.Man()
	if m == 0 {
		return chess.Piece{}
	}
	if m >= 'a' {
		return chess.Piece{Color: chess.Black, Kind: m - 0x20}
	}
	return chess.Piece{Color: chess.White, Kind: m}
}

// Code is the piece code of a man, for a simulated board.
func Code(p chess.Piece) dgt.Code {
	if p.Empty() {
		return dgt.Empty
	}
	l := p.Kind
	if p.Color == chess.Black {
		l |= 0x20
	}
	c, _ := dgt.CodeOf(l)
	return c
}

func misses(a, b [64]chess.Piece) int {
	n := 0
	for i := range a {
		if a[i] != b[i] {
			n++
		}
	}
	return n
}
