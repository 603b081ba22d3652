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

	"github.com/arbiter-chess/arbiter/internal/dgt"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// View is what the feed reads of the game as the core holds it;
// *rules.Game has it.
type View interface {
	PieceAt(rules.Square) rules.Piece
	Turn() rules.Color
	Hand() (rules.Square, rules.Color, bool)
	PendingPromotion() bool
	LastMove() (rules.Square, rules.Square, bool)
}

// lifted is a man off the board in the act under way: its touch was
// recorded, and it has not been set down since.
type lifted struct {
	from  rules.Square
	man   rules.Piece
	actor rules.Actor
	// promoting: a pawn released on the last rank lifted again, to be
	// replaced by the piece it becomes.
	promoting bool
}

// Feed follows the board: the men it shows, and the act under way.
type Feed struct {
	board  [64]rules.Piece // what the board shows, in arbiter's squares
	known  bool            // a dump has been read
	rotate bool            // the board has White at the far side
	act    []lifted
	saved  []lifted // the act before the last Change, for Reject
}

// New is a feed for a board set up with White at the near side, or, with
// rotate, at the far side (see Orient).
func New(rotate bool) *Feed { return &Feed{rotate: rotate} }

// Rotated reports whether the board is read with White at the far side.
func (f *Feed) Rotated() bool { return f.rotate }

// Orient decides from the first dump which way the board stands: rotated
// when the position reads as the game's only when turned round. It
// returns whether it turned it.
func (f *Feed) Orient(p dgt.Position, v View) bool {
	want := record(v)
	straight, turned := misses(pieces(p), want), misses(pieces(p.Rotated()), want)
	f.rotate = turned < straight
	return f.rotate
}

// Known reports whether the feed has read the whole board once.
func (f *Feed) Known() bool { return f.known }

// Dump takes the whole position the board reports. The act under way keeps
// the men still off the board.
func (f *Feed) Dump(p dgt.Position) {
	if f.rotate {
		p = p.Rotated()
	}
	f.board, f.known = pieces(p), true
	f.act = slices.DeleteFunc(f.act, func(l lifted) bool { return !f.board[l.from].Empty() })
}

// Change takes one square's change: sq (as the board numbers it, before
// any rotation) now holds c. It returns the events it makes, to be
// recorded at once, and whether the report was set aside because the
// board did not match the record before it. Events that cannot be
// recorded are answered by Reject.
func (f *Feed) Change(sq dgt.Square, c dgt.Code, v View) (evs []rules.Event, setAside bool) {
	s := rules.Square(sq)
	if f.rotate {
		s = 63 - s
	}
	in := f.known && len(f.Diffs(v)) == 0
	old := f.board[s]
	f.board[s] = piece(c)
	f.saved = slices.Clone(f.act)
	if !in {
		return nil, true
	}
	switch {
	case c == dgt.Empty && !old.Empty():
		return f.lift(s, old, v), false
	case c != dgt.Empty && old.Empty():
		return f.place(s, piece(c), v), false
	}
	// A man turned into another with no lift between: no act the feed can
	// name; the squares to set right say so.
	return nil, false
}

// Reject undoes the last Change's act: its events were not recorded.
// The board keeps what it showed; the squares to set right say the rest.
func (f *Feed) Reject() { f.act = f.saved }

// lift: a man taken off sq.
func (f *Feed) lift(sq rules.Square, man rules.Piece, v View) []rules.Event {
	mover := v.Turn()
	if v.PendingPromotion() {
		if _, to, ok := v.LastMove(); ok && to == sq && man.Kind == 'P' {
			// The pawn on the last rank lifted to be exchanged for its piece.
			f.act = append(f.act, lifted{from: sq, man: man, actor: rules.ActorOf(man.Color), promoting: true})
			return nil
		}
	}
	f.act = append(f.act, lifted{from: sq, man: man, actor: rules.ActorOf(mover)})
	return []rules.Event{{Actor: rules.ActorOf(mover), Verb: rules.Touch, Square: sq}}
}

// place: man set down on sq.
func (f *Feed) place(sq rules.Square, man rules.Piece, v View) []rules.Event {
	hs, _, held := v.Hand()
	i, promo := f.match(sq, man, hs, held)
	if i < 0 {
		return nil // a man from nowhere: the squares to set right say so
	}
	l := f.act[i]
	f.act = slices.Delete(f.act, i, i+1)
	if l.promoting {
		if l.from != sq || man.Kind == 'P' {
			return nil // the pawn put back, or set elsewhere: set right
		}
		return []rules.Event{{Actor: l.actor, Verb: rules.Promote, Promotion: promotion(man.Kind)}}
	}
	own, _ := l.actor.Color()
	inHand := held && hs == l.from
	if l.man.Color != own && sq == l.from && !inHand {
		// An adverse man touched and put back while the mover's own man
		// is in his hand: the touch stands, nothing more is done.
		return nil
	}
	var evs []rules.Event
	if !inHand {
		// The man set down is not the one the record holds in hand (he
		// lifted another since): he takes it up again to set it down.
		evs = append(evs, rules.Event{Actor: l.actor, Verb: rules.Touch, Square: l.from})
	}
	evs = append(evs, rules.Event{Actor: l.actor, Verb: rules.Release, Square: sq})
	if promo != "" {
		evs = append(evs, rules.Event{Actor: l.actor, Verb: rules.Promote, Promotion: promo})
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
func (f *Feed) match(sq rules.Square, man rules.Piece, hs rules.Square, held bool) (int, string) {
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
	if man.Color == rules.Black {
		last = 0
	}
	if man.Kind == 'P' || man.Kind == 'K' || sq.Rank() != last {
		return -1, ""
	}
	pawn := func(l lifted) bool { return !l.promoting && l.man == rules.Piece{Color: man.Color, Kind: 'P'} }
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
		return rules.PromoteQueen
	case 'R':
		return rules.PromoteRook
	case 'B':
		return rules.PromoteBishop
	case 'N':
		return rules.PromoteKnight
	}
	return rules.PromoteNone
}

// Diff is a square where the board and the record differ: Want is what
// the record has there (empty: take the man off), Have what the board shows.
type Diff struct {
	Square     rules.Square
	Want, Have rules.Piece
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

func manName(p rules.Piece) string {
	names := map[byte]string{'P': "pawn", 'N': "knight", 'B': "bishop", 'R': "rook", 'Q': "queen", 'K': "king"}
	c := "White's"
	if p.Color == rules.Black {
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
	want := record(v)
	for _, l := range f.act {
		if want[l.from] == l.man {
			want[l.from] = rules.Piece{}
		}
	}
	var out []Diff
	for r := 7; r >= 0; r-- {
		for file := range 8 {
			sq := rules.SquareAt(file, r)
			if want[sq] != f.board[sq] {
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
func (f *Feed) Lifted() []rules.Square {
	out := make([]rules.Square, len(f.act))
	for i, l := range f.act {
		out[i] = l.from
	}
	return out
}

// record is the men as the core holds them.
func record(v View) [64]rules.Piece {
	var b [64]rules.Piece
	for sq := range rules.Square(64) {
		b[sq] = v.PieceAt(sq)
	}
	return b
}

func pieces(p dgt.Position) [64]rules.Piece {
	var b [64]rules.Piece
	for i, c := range p {
		b[i] = piece(c)
	}
	return b
}

// Man is the rules core's man for a piece code (empty for none).
func Man(c dgt.Code) rules.Piece { return piece(c) }

// piece is the rules core's man for a piece code (empty for none).
func piece(c dgt.Code) rules.Piece {
	m := c.Man()
	if m == 0 {
		return rules.Piece{}
	}
	if m >= 'a' {
		return rules.Piece{Color: rules.Black, Kind: m - 0x20}
	}
	return rules.Piece{Color: rules.White, Kind: m}
}

// Code is the piece code of a man, for a simulated board.
func Code(p rules.Piece) dgt.Code {
	if p.Empty() {
		return dgt.Empty
	}
	l := p.Kind
	if p.Color == rules.Black {
		l |= 0x20
	}
	c, _ := dgt.CodeOf(l)
	return c
}

func misses(a, b [64]rules.Piece) int {
	n := 0
	for i := range a {
		if a[i] != b[i] {
			n++
		}
	}
	return n
}
