package rules

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Game is a game under one code: the fold of its recorded events. Every
// state can be rebuilt by replaying Events from Setup.
type Game struct {
	setup  Setup
	law    law
	info   CodeInfo
	gen    moveGenerator
	events []Event
	s      state
	start  Board
}

// state is everything the events have built.
type state struct {
	board       Board
	moves       []moveRec
	rulings     []*ruling
	duties      []duty // touch duties of the player to move, this turn
	obligations []obligation
	hand        hand
	jadoube     [2]bool
	touchedOwn  []Square // men touched this turn by the player to move (not adjustments)
	touchedAdv  []Square
	promo       *promoPending
	check       checkState
	exempt      [2]bool // the player's touches neither bind nor close windows (BCA IX, Staunton VI)
	result      string  // fixed result ("" while the board decides)
	eventNo     int
	dropped     []dropped
	fifty       *fiftyCount
	ignored     [2]bool // the player left his King in an unannounced check (Lewis/American XVIII)
	mayIgnore   [2]bool // the player's King is in a check he need not attend to (Lewis/American XVIII)
}

type moveRec struct {
	from, to Square
	promo    byte
	mover    Color
	before   Board
	regular  bool
	event    int
	castling bool
}

func (m moveRec) uci() string { return BoardMove{m.from, m.to, m.promo}.UCI() }

type duty struct {
	player  Color
	square  Square
	adverse bool
}

type obligation struct {
	player   Color
	duty     string
	square   Square
	articles []string
	fromPly  int // in force once the move record is longer than this (retract-and-replay)
	ruling   *ruling
}

type hand struct {
	held    bool
	who     Color
	square  Square
	squares []Square // squares touched with the man (Staunton VII)
}

type promoPending struct {
	player Color
	square Square
	move   int
}

type checkState struct {
	open      bool // the latest move gave check and the adversary has not yet acted
	by        Color
	move      int
	announced bool
	reported  bool
}

type dropped struct {
	square Square
	piece  Piece
	ply    int
}

type fiftyCount struct {
	claimant Color
	fromPly  int
	ended    bool
}

type ruling struct {
	Ruling
	offender    Color
	hasOffender bool
	chooser     string // "white", "black", "umpire", ""
	move        int    // the offending move in the record, -1 if none
	square      Square // the man concerned (touched or moved)
	capture     Square // the adverse man concerned
	touched     []Square
	claimed     bool
	touchExempt bool
	untilMove   bool // the window closes when the offender moves (Lewis and American XX)
	fifty       bool
	onWaive     string
}

// ErrGameOver is returned for a physical event after the game has ended.
var ErrGameOver = errors.New("the game is over")

// New starts a game from its setup.
func New(setup Setup) (*Game, error) {
	if setup.Code == "" {
		setup.Code = DefaultCode
	}
	info, ok := LookupCode(setup.Code)
	if !ok {
		return nil, fmt.Errorf("unknown code %q (the codes are lewis1827, american1850, staunton1860, bca1862)", setup.Code)
	}
	fen := setup.FEN
	if strings.TrimSpace(fen) == "" {
		fen = InitialFEN
	}
	b, err := ParseFEN(fen)
	if err != nil {
		return nil, err
	}
	g := &Game{setup: setup, law: lawFor(info.ID), info: info, gen: newMoveGenerator(), start: b}
	g.s = newState(b)
	for i, u := range setup.Moves {
		m, ok := parseUCI(u)
		if !ok {
			return nil, fmt.Errorf("Moves: move %d %q is not a UCI move", i+1, u)
		}
		lm, legal := g.findLegal(&g.s.board, m)
		if !legal {
			return nil, fmt.Errorf("Moves: move %d %q is not legal in %s", i+1, u, g.s.board.FEN())
		}
		g.s.moves = append(g.s.moves, moveRec{from: lm.From, to: lm.To, promo: lm.Promo, mover: g.s.board.turn,
			before: g.s.board, regular: true, castling: g.s.board.castlingMove(lm.From, lm.To)})
		before := g.s.board
		g.s.board.transfer(lm.From, lm.To)
		if lm.Promo != 0 {
			g.s.board.sq[lm.To].Kind = lm.Promo - 0x20
		}
		g.s.board.passTurn()
		g.gen.played(&before, &g.s.board, lm)
	}
	return g, nil
}

func newState(b Board) state {
	return state{board: b, hand: hand{square: NoSquare}}
}

func parseUCI(u string) (BoardMove, bool) {
	if len(u) != 4 && len(u) != 5 {
		return BoardMove{}, false
	}
	from, ok1 := ParseSquare(u[:2])
	to, ok2 := ParseSquare(u[2:4])
	m := BoardMove{From: from, To: to}
	if len(u) == 5 {
		m.Promo = u[4] | 0x20
		if !strings.ContainsRune("qrbn", rune(m.Promo)) {
			return m, false
		}
	}
	return m, ok1 && ok2
}

// legal returns the legal moves of b for the side to move.
func (g *Game) legal(b *Board) []BoardMove { return g.gen.legal(b) }

// legalFor returns c's legal moves on b, as if it were c's turn.
func (g *Game) legalFor(b *Board, c Color) []BoardMove {
	if b.turn == c {
		return g.legal(b)
	}
	cp := *b
	cp.turn = c
	cp.ep = NoSquare
	var fresh boardGen // leave the game's generator on the game's position
	return fresh.legal(&cp)
}

func (g *Game) findLegal(b *Board, m BoardMove) (BoardMove, bool) {
	for _, lm := range g.legal(b) {
		if lm.From == m.From && lm.To == m.To && (m.Promo == 0 || lm.Promo == m.Promo) {
			if lm.Promo != 0 && m.Promo == 0 {
				lm.Promo = 'q'
			}
			return lm, true
		}
	}
	return m, false
}

// Apply records one event and rules on it. Bad input returns an error and
// records nothing.
func (g *Game) Apply(e Event) (err error) {
	snapshot := len(g.events)
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("internal error on %s: %v", e.Verb, r)
		}
		if err != nil {
			g.events = g.events[:snapshot]
			g.rebuild()
		}
	}()
	g.events = append(g.events, e)
	g.s.eventNo = len(g.events)
	return g.apply(e)
}

// rebuild replays the recorded events from the setup.
func (g *Game) rebuild() {
	fresh, err := New(g.setup)
	if err != nil {
		return // New succeeded once with this setup
	}
	for i, e := range g.events {
		fresh.events = g.events[:i+1]
		fresh.s.eventNo = i + 1
		if fresh.apply(e) != nil {
			break
		}
	}
	fresh.events = g.events
	*g = *fresh
}

// Events returns what was recorded, in order.
func (g *Game) Events() []Event { return append([]Event(nil), g.events...) }

// Undo drops the last recorded event (a recording slip, not a chess retraction).
func (g *Game) Undo() (Event, bool) {
	if len(g.events) == 0 {
		return Event{}, false
	}
	last := g.events[len(g.events)-1]
	g.events = g.events[:len(g.events)-1]
	g.rebuild()
	return last, true
}

// Setup is where the game began.
func (g *Game) Setup() Setup { return g.setup }

// Code describes the code the game is played under.
func (g *Game) Code() CodeInfo { return g.info }

func (g *Game) apply(e Event) error {
	s := &g.s
	player, isPlayer := e.Actor.Color()
	switch e.Verb {
	case Touch, SayJadoube, TouchSquare, Release, Move, Promote, SayCheck, Drop, Resign, Abandon, Upset:
		if !isPlayer {
			return fmt.Errorf("the umpire cannot %s", e.Verb)
		}
	case Annul, Note:
		if isPlayer {
			return fmt.Errorf("only the umpire may %s", e.Verb)
		}
	}
	switch e.Verb {
	case Touch, TouchSquare, Release, Move, Drop, Promote:
		if g.over() {
			return fmt.Errorf("%w (%s): no man may be %s", ErrGameOver, g.result(), verbPast(e.Verb))
		}
	}
	if e.Verb != Promote && s.promo != nil {
		g.settlePromotion(PromoteQueen)
	}
	switch e.Verb {
	case Touch:
		return g.touch(player, e.Square, e.Accidental)
	case SayJadoube:
		s.jadoube[player] = true
		return nil
	case TouchSquare:
		if !s.hand.held || s.hand.who != player {
			return fmt.Errorf("%s holds no man to touch %s with", player, e.Square)
		}
		if !e.Square.Valid() {
			return fmt.Errorf("bad square")
		}
		s.hand.squares = append(s.hand.squares, e.Square)
		return nil
	case Release:
		return g.release(player, e.Square)
	case Move:
		if err := g.touch(player, e.Square, false); err != nil {
			return err
		}
		if err := g.release(player, e.To); err != nil {
			return err
		}
		if e.Promotion != "" {
			if s.promo == nil {
				return fmt.Errorf("move %s%s does not bring a pawn to the last rank: nothing to promote", e.Square, e.To)
			}
			return g.promote(player, e.Promotion)
		}
		return nil
	case Promote:
		return g.promote(player, e.Promotion)
	case SayCheck:
		g.sayCheck(player)
		return nil
	case Claim:
		if !isPlayer {
			return errors.New("only a player may claim")
		}
		return g.claim(player, e.Claim)
	case Choose:
		return g.choose(e.Actor, e.Option, e.Square)
	case Waive:
		return g.waive(e.Actor)
	case Drop:
		p := s.board.sq[e.Square]
		if !e.Square.Valid() || p.Empty() {
			return fmt.Errorf("no man on %s to drop", e.Square)
		}
		s.dropped = append(s.dropped, dropped{square: e.Square, piece: p, ply: len(s.moves)})
		s.board.sq[e.Square] = Piece{}
		s.board.dropContradictedRights()
		return nil
	case Resign:
		if g.over() {
			return fmt.Errorf("%w (%s)", ErrGameOver, g.result())
		}
		s.result = winFor(player.Other())
		return nil
	case Abandon:
		if g.over() {
			return fmt.Errorf("%w (%s)", ErrGameOver, g.result())
		}
		g.raise(KindAbandoned, facts{}, player, true, -1)
		return nil
	case Upset:
		g.raise(KindBoardUpset, facts{wilful: e.Wilful}, player, true, -1)
		return nil
	case Annul:
		s.result = "annulled"
		return nil
	case Note:
		return nil
	}
	return fmt.Errorf("unknown event %q", e.Verb)
}

func verbPast(v Verb) string {
	switch v {
	case Touch, TouchSquare:
		return "touched"
	case Release, Move:
		return "moved"
	case Drop:
		return "dropped"
	}
	return "promoted"
}

func winFor(c Color) string {
	if c == White {
		return "1-0"
	}
	return "0-1"
}

// over reports whether the game has ended.
func (g *Game) over() bool { return g.result() != "*" }

// ---- touching -------------------------------------------------------------

func (g *Game) touch(p Color, sq Square, accidental bool) error {
	s := &g.s
	if !sq.Valid() {
		return errors.New("bad square")
	}
	man := s.board.sq[sq]
	if man.Empty() {
		return fmt.Errorf("no man on %s to touch", sq)
	}
	g.noticeCheck(p)
	adjust := s.jadoube[p]
	s.jadoube[p] = false
	s.hand = hand{held: true, who: p, square: sq}
	myTurn := s.board.turn == p
	exempt := s.exempt[p]
	if myTurn && !adjust {
		g.closeWindows(p)
	}
	switch {
	case adjust:
		return nil // J'adoube said before the touch: an adjustment
	case !myTurn:
		return nil // the codes bind a touch only when it is the player's turn
	case exempt:
		return nil // BCA IX, Staunton VI: a touch in consequence of the adversary's offence
	case accidental && g.law.accidentExcused():
		return nil
	}
	if man.Color == p {
		g.touchOwn(p, sq, man)
	} else {
		g.touchAdverse(p, sq)
	}
	return nil
}

func (g *Game) touchOwn(p Color, sq Square, man Piece) {
	s := &g.s
	if slices.Contains(s.touchedOwn, sq) {
		return
	}
	s.touchedOwn = append(s.touchedOwn, sq)
	if len(s.touchedOwn) > 1 {
		// A further man touched: judged when the move is made (several men, or
		// the first man touched not played).
		s.duties = append(s.duties, duty{player: p, square: sq})
		return
	}
	if g.canMove(&s.board, p, sq) || (s.mayIgnore[p] && g.hasPowersMove(&s.board, sq)) {
		s.duties = append(s.duties, duty{player: p, square: sq})
		return
	}
	f := g.factsAt(&s.board, p, sq, NoSquare)
	f.pinned = g.hasPowersMove(&s.board, sq)
	f.subject = &subject{square: sq, capture: NoSquare}
	g.raise(KindTouchedUnmovable, f, p, true, -1)
}

func (g *Game) touchAdverse(p Color, sq Square) {
	s := &g.s
	if slices.Contains(s.touchedAdv, sq) {
		return
	}
	s.touchedAdv = append(s.touchedAdv, sq)
	if len(s.touchedAdv) > 1 {
		s.duties = append(s.duties, duty{player: p, square: sq, adverse: true})
		return
	}
	if g.canCapture(&s.board, p, sq) {
		s.duties = append(s.duties, duty{player: p, square: sq, adverse: true})
		return
	}
	f := g.factsAt(&s.board, p, NoSquare, sq)
	f.subject = &subject{square: NoSquare, capture: sq}
	g.raise(KindTouchedUncapturable, f, p, true, -1)
}

// castlingPair: the own men touched this turn are the King and a Rook on
// their home squares, as in castling (Staunton IX, BCA VI except castling).
func (g *Game) castlingPair(p Color, touched []Square, b *Board) bool {
	if len(touched) != 2 {
		return false
	}
	home := 0
	if p == Black {
		home = 7
	}
	hasKing, hasRook := false, false
	for _, sq := range touched {
		switch {
		case sq == SquareAt(4, home) && b.sq[sq].Kind == 'K':
			hasKing = true
		case (sq == SquareAt(0, home) || sq == SquareAt(7, home)) && b.sq[sq].Kind == 'R':
			hasRook = true
		}
	}
	return hasKing && hasRook
}

// touchedSeveral rules on a move made after more than one own man, or more
// than one adverse man, was touched (Staunton IX, BCA VI). Where the code has
// no law for several men and the man played is not the first touched, the
// first touch binds and it is a touch-move breach instead.
func (g *Game) touchedSeveral(p Color, touched []Square, adverse bool, rec moveRec, idx int) bool {
	f := g.factsAt(&rec.before, p, NoSquare, NoSquare)
	f.adverse = adverse
	for _, sq := range touched {
		if (!adverse && g.canMove(&rec.before, p, sq)) || (adverse && g.canCapture(&rec.before, p, sq)) {
			f.touchedCanMove = true
		}
	}
	f.kind = KindTouchedSeveral
	rm := g.law.remedy(f)
	if rm.silent && ((!adverse && rec.from != touched[0]) || (adverse && rec.to != touched[0])) {
		return false
	}
	f.subject = &subject{square: touched[0], capture: NoSquare, touched: append([]Square(nil), touched...)}
	f.known = false // select-touched is feasible when any touched man is
	g.raiseWith(KindTouchedSeveral, rm, f, p, true, idx)
	return true
}

// closeWindows: the offended player touched a man in reply; pending
// penalties he could have claimed lapse (Lewis XXIV, American XXV,
// Staunton X, BCA IX), unless the law keeps them open.
func (g *Game) closeWindows(p Color) {
	for _, r := range g.s.rulings {
		if r.State != StatePending || r.chooser != p.String() || r.claimed {
			continue
		}
		if r.touchExempt {
			continue
		}
		if r.move < 0 && r.hasOffender && r.offender == p.Other() && len(g.s.moves) > 0 &&
			g.s.moves[len(g.s.moves)-1].mover == p {
			continue // raised on a touch before the offender moved: not yet replied to
		}
		r.State = StateExpired
	}
}

// ---- releasing ----------------------------------------------------------

func (g *Game) release(p Color, to Square) error {
	s := &g.s
	if !s.hand.held {
		return fmt.Errorf("%s holds no man to release", p)
	}
	if s.hand.who != p {
		return fmt.Errorf("the man in hand is held by %s, not %s", s.hand.who, p)
	}
	if !to.Valid() {
		return errors.New("bad square")
	}
	from := s.hand.square
	if to == from {
		s.hand = hand{square: NoSquare}
		return nil // put back: no move
	}
	if s.board.sq[to].Kind == 'K' {
		return fmt.Errorf("a King is never captured: the man cannot be released on %s", to)
	}
	g.completeMove(p, from, to)
	return nil
}

// completeMove carries out a transfer released on another square: the move
// is complete and irrevocable (Lewis VIII), and the law rules on it.
func (g *Game) completeMove(p Color, from, to Square) {
	s := &g.s
	before := s.board
	man := before.sq[from]
	own := man.Color == p
	onTurn := before.turn == p
	castling := own && before.castlingMove(from, to)

	// BCA X: the Rook moved first to castle and quitted; the King follows.
	if castling && !onTurn && g.rookFirst(p, from, to) {
		return
	}

	legalMove, legal := BoardMove{}, false
	if own && onTurn {
		legalMove, legal = g.findLegal(&before, BoardMove{From: from, To: to})
	}
	captured := s.board.transfer(from, to)
	idx := len(s.moves)
	rec := moveRec{from: from, to: to, mover: p, before: before, regular: legal, event: s.eventNo, castling: castling}
	s.moves = append(s.moves, rec)
	if onTurn {
		s.board.passTurn()
	}
	if legal && legalMove.Promo == 0 {
		g.gen.played(&before, &s.board, legalMove)
	}
	squaresTouched := s.hand.squares
	duties, touchedOwn, touchedAdv := s.duties, s.touchedOwn, s.touchedAdv
	if onTurn {
		s.duties, s.touchedOwn, s.touchedAdv = nil, nil, nil
	} // a move out of turn leaves the touches of the player to move standing
	s.hand = hand{square: NoSquare}
	s.exempt[p] = false
	g.closeOffenderWindows(p)
	// A penalty raised on a touch this turn, chosen after the move, takes
	// this move back ("retracted if need be").
	for _, r := range s.rulings {
		if r.State == StatePending && r.hasOffender && r.offender == p && r.move < 0 &&
			(r.Kind == KindTouchedUnmovable || r.Kind == KindTouchedUncapturable) {
			r.move = idx
		}
	}

	kind := ""
	var f facts
	if !legal {
		// Only an irregular move needs the facts of the position it left.
		adverse := NoSquare
		if !captured.Empty() && captured.Color != p {
			adverse = to
		}
		f = g.factsAt(&before, p, from, adverse)
		f.capture = adverse.Valid()
		f.isKing = man.Kind == 'K'
		f.subject = &subject{square: from, capture: adverse}
	}
	switch {
	case !own:
		kind = KindMovedAdverseMan
		f = g.factsAt(&before, p, NoSquare, from)
		f.subject = &subject{square: from, capture: from}
	case !onTurn:
		kind = KindTwoMoves
		if len(s.moves) == 1 && g.start.FEN() == InitialFEN && len(g.setup.Moves) == 0 && p == Black {
			kind = KindCommencedOutOfTurn
		}
	case !captured.Empty() && captured.Color == p:
		kind = KindCapturedOwnMan
		f.capture = false
		f.subject = &subject{square: from, capture: NoSquare, touched: []Square{from, to}}
	case castling && !legal:
		kind = KindIllegalCastling
	case !castling && !before.withinPowers(from, to):
		kind = KindFalseMove
	case !legal:
		kind = KindIllegalMove
		switch {
		case s.mayIgnore[p] && before.inCheck(p):
			f.unannounced = true
		case before.inCheck(p) && s.check.by == p.Other():
			f.announced = s.check.announced
			f.unannounced = !s.check.announced
		}
		if f.unannounced && g.law.unannouncedCheckMayBeIgnored() && !s.board.inCheckAfterOwn(p, before) {
			kind = "" // XVIII: he need not attend to an unannounced check
			s.ignored[p] = true
		}
	}
	if kind == KindIllegalMove && f.unannounced && !g.law.unannouncedCheckMayBeIgnored() && before.inCheck(p) {
		// Staunton XII, BCA VIII: a King left in an unannounced check.
		g.kingLeftInCheck(p, idx)
		return
	}
	if kind != "" {
		g.raise(kind, f, p, true, idx)
	}
	if legal && !g.checkObligations(p, rec, idx) {
		// Men touched that could not be played already have their ruling
		// (VI: "the offender must move his King"); only binding touches count.
		touchedOwn, touchedAdv = bound(touchedOwn, duties, false), bound(touchedAdv, duties, true)
		several := false
		if len(touchedOwn) > 1 && !(castling && g.castlingPair(p, touchedOwn, &before)) {
			several = g.touchedSeveral(p, touchedOwn, false, rec, idx)
		}
		if len(touchedAdv) > 1 {
			several = g.touchedSeveral(p, touchedAdv, true, rec, idx) || several
		}
		if !several {
			g.checkDuties(p, duties, rec, idx, captured)
		}
		g.checkTouchedSquare(p, rec, idx, squaresTouched)
	}
	if own && man.Kind == 'P' && (to.Rank() == 7 && p == White || to.Rank() == 0 && p == Black) {
		s.promo = &promoPending{player: p, square: to, move: idx}
		if legalMove.Promo != 0 {
			s.moves[idx].regular = true
		}
		return
	}
	g.afterMove(p)
}

// checkTouchedSquare: Staunton VII forbids playing the man to a square it
// touched while in hand, unless it touched every square it commands (then
// the opponent elects among them, which is left to the players).
func (g *Game) checkTouchedSquare(p Color, rec moveRec, idx int, touched []Square) {
	if !slices.Contains(touched, rec.to) {
		return
	}
	rm := g.law.remedy(facts{kind: KindTouchedSquarePlayed})
	if len(rm.articles) == 0 {
		return
	}
	for _, m := range g.legalFor(&rec.before, p) {
		if m.From == rec.from && !slices.Contains(touched, m.To) {
			f := g.factsAt(&rec.before, p, rec.from, NoSquare)
			f.subject = &subject{square: rec.from, capture: NoSquare}
			g.raiseWith(KindTouchedSquarePlayed, rm, f, p, true, idx)
			return
		}
	}
}

// bound keeps the touched men that carry a duty.
func bound(touched []Square, duties []duty, adverse bool) []Square {
	var out []Square
	for _, sq := range touched {
		for _, d := range duties {
			if d.square == sq && d.adverse == adverse {
				out = append(out, sq)
				break
			}
		}
	}
	return out
}

// inCheckAfterOwn: the move left p's King in a check other than the one he
// was in before (he moved into a new check), which XVIII does not excuse.
func (b *Board) inCheckAfterOwn(p Color, before Board) bool {
	ks := b.kings(p)
	if len(ks) == 0 {
		return false
	}
	for _, k := range ks {
		if b.attacked(k, p.Other()) && !(before.sq[k].Kind == 'K' && before.attacked(k, p.Other())) {
			return true
		}
	}
	return false
}

// rookFirst handles castling with the Rook moved first: the Rook's release
// made a complete move, and the King now follows.
func (g *Game) rookFirst(p Color, from, to Square) bool {
	s := &g.s
	if len(s.moves) == 0 {
		return false
	}
	last := s.moves[len(s.moves)-1]
	home := from.Rank()
	rookFrom, rookTo := SquareAt(7, home), SquareAt(5, home)
	if to.File() == 2 {
		rookFrom, rookTo = SquareAt(0, home), SquareAt(3, home)
	}
	if last.mover != p || last.from != rookFrom || last.to != rookTo || last.before.turn != p {
		return false
	}
	before := last.before
	lm, legal := g.findLegal(&before, BoardMove{From: from, To: to})
	if !legal {
		return false
	}
	s.moves = s.moves[:len(s.moves)-1]
	s.board = before
	s.board.transfer(lm.From, lm.To)
	s.board.passTurn()
	idx := len(s.moves)
	s.moves = append(s.moves, moveRec{from: from, to: to, mover: p, before: before, regular: true, event: s.eventNo, castling: true})
	s.duties, s.touchedOwn, s.touchedAdv = nil, nil, nil
	s.hand = hand{square: NoSquare}
	// Only a code with a law on the order of touching (BCA X) rules on it.
	if rm := g.law.remedy(facts{kind: KindCastlingRookFirst}); len(rm.articles) > 0 {
		g.raiseWith(KindCastlingRookFirst, rm, facts{subject: &subject{square: rookFrom, capture: NoSquare}}, p, true, idx)
	}
	g.afterMove(p)
	return true
}

// checkDuties rules on a legal move against the duties of the touch and the
// obligations of an enforced penalty.
func (g *Game) checkObligations(p Color, rec moveRec, idx int) bool {
	s := &g.s
	for i := 0; i < len(s.obligations); i++ {
		o := s.obligations[i]
		if o.player != p || len(s.moves)-1 <= o.fromPly {
			continue
		}
		if g.meets(o, rec) {
			s.obligations = append(s.obligations[:i], s.obligations[i+1:]...)
			i--
			continue
		}
		// A penalty defied: the move cannot stand and the obligation remains.
		articles := append([]string(nil), o.articles...)
		castled := o.duty == DutyMoveKing && rec.castling
		if rm := g.law.remedy(facts{kind: KindObligationRefused, castled: castled}); len(rm.articles) > 0 {
			articles = append(articles, rm.articles...) // Staunton X, BCA IX: no castling as the penalty move
		}
		note := fmt.Sprintf("the %s obligation was not met: the move is retracted and the obligation stands", o.duty)
		if castled {
			note = "the King moved as a penalty may not castle: the move is retracted and the King must still move"
		}
		g.raiseWith(KindObligationRefused, remedy{articles: articles, applied: OptRetract, chooser: byNobody, note: note},
			facts{subject: &subject{square: rec.from, capture: NoSquare}}, p, true, idx)
		s.obligations = append(s.obligations, o) // the retraction cleared it; it stands
		return true
	}
	return false
}

// checkDuties rules on a legal move against the duties of the touch.
func (g *Game) checkDuties(p Color, duties []duty, rec moveRec, idx int, captured Piece) {
	var unmetOwn, unmetAdv []Square
	for _, d := range duties {
		if d.player != p {
			continue
		}
		if d.adverse {
			took := rec.to == d.square || (captured.Kind == 'P' && rec.before.sq[rec.to].Empty() && SquareAt(rec.to.File(), rec.from.Rank()) == d.square)
			if !took {
				unmetAdv = append(unmetAdv, d.square)
			}
		} else if rec.from != d.square && !(rec.castling && rec.before.sq[d.square].Kind == 'R') {
			unmetOwn = append(unmetOwn, d.square)
		}
	}
	if len(unmetOwn)+len(unmetAdv) == 0 {
		return
	}
	f := g.factsAt(&rec.before, p, NoSquare, NoSquare)
	if len(unmetOwn) > 0 {
		f.touchedCanMove = g.canMove(&rec.before, p, unmetOwn[0])
	}
	if len(unmetAdv) > 0 {
		f.capturable = g.canCapture(&rec.before, p, unmetAdv[0])
	}
	subj := &subject{square: NoSquare, capture: NoSquare}
	if len(unmetOwn) > 0 {
		subj.square = unmetOwn[0]
	}
	if len(unmetAdv) > 0 {
		subj.capture = unmetAdv[0]
	}
	f.subject = subj
	g.raise(KindTouchMoveBreach, f, p, true, idx)
}

func (g *Game) meets(o obligation, rec moveRec) bool {
	switch o.duty {
	case DutyMoveKing:
		return rec.before.sq[rec.from].Kind == 'K' && !rec.castling // Staunton X, BCA IX: not by castling
	case DutyCaptureTouched:
		return rec.to == o.square
	default:
		return rec.from == o.square
	}
}

// afterMove: the move is complete (promotion settled). Note the check given,
// close windows that end with the offender's move, run the fifty count.
func (g *Game) afterMove(p Color) {
	s := &g.s
	idx := len(s.moves) - 1
	s.check = checkState{}
	if !s.board.inCheck(p) {
		s.mayIgnore[p], s.ignored[p] = false, false
	}
	if s.board.inCheck(p.Other()) {
		s.check = checkState{open: true, by: p, move: idx}
	}
	if s.fifty != nil && !s.fifty.ended && len(s.moves)-s.fifty.fromPly >= 100 {
		s.fifty.ended = true
		r := g.raise(caseFiftyEnded, facts{claimant: s.fifty.claimant}, s.fifty.claimant, false, -1)
		r.Kind = KindFiftyMoves
		r.fifty = true
		if r.chooser == byClaimant {
			r.chooser = s.fifty.claimant.String()
		}
	}
	// BCA IV, Staunton IV: out-of-turn commencement noticed too late.
	if len(s.moves) >= 8 {
		for _, r := range s.rulings {
			if r.Kind == KindCommencedOutOfTurn && r.State == StatePending {
				r.State = StateExpired
			}
		}
	}
}

// closeOffenderWindows runs when p completes a move. Lewis and American XX
// end when the false checker moves; a window a touch did not close (BCA IX,
// Staunton VI) closes when the offended player completes his reply.
func (g *Game) closeOffenderWindows(p Color) {
	for _, r := range g.s.rulings {
		if r.State != StatePending || r.claimed || !r.hasOffender {
			continue
		}
		switch {
		case r.untilMove && r.offender == p:
			r.State = StateExpired
		case r.touchExempt && !r.untilMove && r.chooser == p.String() && r.Kind != KindCommencedOutOfTurn:
			r.State = StateExpired
		}
	}
}

func (g *Game) promote(p Color, piece string) error {
	s := &g.s
	if s.promo == nil || s.promo.player != p {
		return fmt.Errorf("no pawn of %s awaits promotion", p)
	}
	switch piece {
	case PromoteQueen, PromoteRook, PromoteBishop, PromoteKnight, PromoteNone:
	default:
		return fmt.Errorf("bad promotion piece %q (want q, r, b, n or none)", piece)
	}
	g.settlePromotion(piece)
	return nil
}

// settlePromotion gives the pawn on the last rank its piece; an unnamed
// piece is a Queen.
func (g *Game) settlePromotion(piece string) {
	s := &g.s
	pp := s.promo
	s.promo = nil
	if piece == PromoteNone {
		r := g.law.remedy(facts{kind: casePromoteNone})
		switch {
		case r.applied == pawnQueened:
			piece = PromoteQueen
		case r.applied == pawnStays:
		default:
			g.raiseWith(KindPromotionNotExchanged, r, facts{subject: &subject{square: pp.square, capture: NoSquare}}, pp.player, true, pp.move)
		}
	}
	if piece != PromoteNone && pp.move < len(s.moves) {
		s.board.sq[pp.square].Kind = piece[0] - 0x20
		s.moves[pp.move].promo = piece[0]
	}
	g.afterMove(pp.player)
}

// ---- check ----------------------------------------------------------------

func (g *Game) sayCheck(p Color) {
	s := &g.s
	if s.ignored[p.Other()] && s.board.inCheck(p.Other()) {
		g.ignoredCheckAnnounced(p)
		return
	}
	if s.check.open && s.check.by == p {
		s.check.announced = true
		return
	}
	if s.board.inCheck(p.Other()) {
		return // check stands on the board: saying it is no offence
	}
	last := -1
	for i := len(s.moves) - 1; i >= 0; i-- {
		if s.moves[i].mover == p {
			last = i
			break
		}
	}
	r := g.raise(KindFalseCheck, facts{}, p, true, last)
	// Lewis and American XX: "previous to his adversary's moving"; Staunton
	// VI lets the misled player retract a move already played: the window
	// stays open until the false checker moves again.
	r.untilMove = r.State == StatePending
	s.exempt[p.Other()] = r.touchExempt
}

// noticeCheck: the checked player acts; a check not announced is ruled on.
func (g *Game) noticeCheck(p Color) {
	s := &g.s
	if !s.check.open || s.check.by != p.Other() {
		return
	}
	c := s.check
	s.check.open = false
	if c.announced || c.reported {
		return
	}
	r := g.raise(KindCheckUnannounced, facts{}, p.Other(), true, c.move)
	s.exempt[p] = r.touchExempt
	s.mayIgnore[p] = g.law.unannouncedCheckMayBeIgnored()
}

// kingLeftInCheck: a move left a King in a check that was not announced
// (Staunton XII, BCA VIII): the moves since are retracted.
func (g *Game) kingLeftInCheck(p Color, idx int) {
	s := &g.s
	checkMove := idx - 1
	for i := idx - 1; i >= 0; i-- {
		if s.moves[i].mover == p.Other() {
			checkMove = i
			break
		}
	}
	from := checkMove + 1 // BCA VIII: the moves subsequent to the check
	offender := p
	if g.info.ID == "staunton1860" {
		from, offender = checkMove, p.Other() // XII: the checker makes some other move
	}
	g.raise(KindKingLeftInCheck, facts{}, offender, true, from)
}

// ignoredCheckAnnounced: under Lewis and American XVIII the checked player
// left his King in an unannounced check; now check is said.
func (g *Game) ignoredCheckAnnounced(checker Color) {
	s := &g.s
	defender := checker.Other()
	s.ignored[defender], s.mayIgnore[defender] = false, false
	last := -1
	for i := len(s.moves) - 1; i >= 0; i-- {
		if s.moves[i].mover == defender {
			last = i
			break
		}
	}
	r := g.raise(KindKingLeftInCheck, facts{}, checker, true, last)
	r.chooser = defender.String()
}

// ---- rulings --------------------------------------------------------------

// raise asks the code for its remedy and records the ruling.
func (g *Game) raise(kind string, f facts, offender Color, hasOffender bool, move int) *ruling {
	f.kind = kind
	if f.movesEach == 0 {
		f.movesEach = len(g.s.moves) / 2
	}
	return g.raiseWith(kind, g.law.remedy(f), f, offender, hasOffender, move)
}

// raiseWith records a ruling with the remedy given; f supplies the subject
// and what is possible, so impossible options are not offered.
func (g *Game) raiseWith(kind string, rm remedy, f facts, offender Color, hasOffender bool, move int) *ruling {
	s := &g.s
	rm = feasible(rm, f)
	r := &ruling{Ruling: Ruling{Event: s.eventNo, Kind: kind, Articles: rm.articles, Options: rm.options,
		Silent: rm.silent, Note: rm.note}, offender: offender, hasOffender: hasOffender, move: move,
		square: NoSquare, capture: NoSquare, touchExempt: rm.touchExempt, onWaive: rm.onWaive}
	if f.subject != nil {
		r.square, r.capture, r.touched = f.subject.square, f.subject.capture, f.subject.touched
		if r.square.Valid() {
			r.Square = r.square.String()
		} else if r.capture.Valid() {
			r.Square = r.capture.String()
		}
	}
	if r.Articles == nil {
		r.Articles = []string{}
	}
	if hasOffender {
		r.Offender = offender.String()
	}
	if move >= 0 && move < len(s.moves) {
		r.Move = s.moves[move].uci()
	}
	switch rm.chooser {
	case byAdversary:
		r.chooser = offender.Other().String()
	case byUmpire:
		r.chooser = "umpire"
	case byClaimant:
		r.chooser = byClaimant
	}
	s.rulings = append(s.rulings, r)
	switch {
	case rm.applied != "":
		r.State = StateApplied
		r.Options = []string{rm.applied}
		g.enforce(r, rm.applied, NoSquare)
		r.Chosen = rm.applied
	case len(rm.options) == 0:
		r.State = StateNoPenalty
		r.Options = []string{}
	default:
		r.State = StatePending
		if r.chooser != "" && r.chooser != "umpire" && r.hasOffender {
			s.exempt[offender.Other()] = s.exempt[offender.Other()] || rm.touchExempt
		}
	}
	return r
}

// factsAt works out the facts of a case on the position where the offender
// is (again) to move: what he could legally do there.
func (g *Game) factsAt(b *Board, p Color, own, adverse Square) facts {
	ms := g.legalFor(b, p)
	f := facts{anyMovable: len(ms) > 0, movesEach: len(g.s.moves) / 2, known: true}
	for _, m := range ms {
		switch {
		case b.sq[m.From].Kind == 'K' && !b.castlingMove(m.From, m.To):
			f.kingCanMove = true
		}
		if own.Valid() && m.From == own {
			f.touchedCanMove = true
		}
		if adverse.Valid() && m.To == adverse {
			f.capturable = true
		}
		if b.sq[m.From].Kind == 'R' {
			f.rookCanMove = true
		}
	}
	return f
}

func (g *Game) canMove(b *Board, p Color, sq Square) bool {
	for _, m := range g.legalFor(b, p) {
		if m.From == sq {
			return true
		}
	}
	return false
}

func (g *Game) canCapture(b *Board, p Color, sq Square) bool {
	for _, m := range g.legalFor(b, p) {
		if m.To == sq {
			return true
		}
		if b.sq[m.From].Kind == 'P' && m.To == b.ep && b.ep.Valid() && SquareAt(m.To.File(), m.From.Rank()) == sq {
			return true
		}
	}
	return false
}

// hasPowersMove: the man has some move by its powers (so a touched man with
// no legal move is pinned or his King stands in check).
func (g *Game) hasPowersMove(b *Board, sq Square) bool {
	for to := Square(0); to < 64; to++ {
		if b.withinPowers(sq, to) {
			return true
		}
	}
	return false
}
