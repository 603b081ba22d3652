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
	law    *code
	gen    moveGenerator
	events []Event
	s      state
	start  Board
	// keep: the game keeps checkpoints of its state (KeepCheckpoints).
	keep        bool
	checkpoints []checkpoint
	// movesLow is the first ply of the record the event being applied has
	// taken back or altered (MovesChangedFrom).
	movesLow int
	// sharedMoves: the moves of the record before this one are shared with
	// a checkpoint; they are copied before any of them is changed.
	sharedMoves int
	// unmade: the events whose correction, made at once by the law, the
	// record shows was never made at the board, each with the event that
	// showed it (asplayed.go).
	unmade map[int]int
	// squareBlock and dutyBlock are where a turn's touches are kept
	// (carve): never rewound, not part of the state.
	squareBlock []Square
	dutyBlock   []duty
}

// ErrGameOver is returned for an act that a finished game does not take.
var ErrGameOver = errors.New("the game is over")

// New starts a game from its setup.
func New(setup Setup) (*Game, error) {
	if setup.Code == "" {
		setup.Code = DefaultCode
	}
	law := lookup(setup.Code)
	if law == nil {
		return nil, fmt.Errorf("unknown code %q (the codes are %s)", setup.Code, codeIDs())
	}
	b, err := startBoard(setup)
	if err != nil {
		return nil, err
	}
	if undertakerMovesFirst(law, setup) {
		b.turn = setup.Agreement.Player
	}
	switch setup.Mode {
	case ModeBoard, ModeConsultation, ModeCorrespondence:
	default:
		return nil, fmt.Errorf("Mode %q: want consultation or correspondence (or none, a game over the board)", setup.Mode)
	}
	if t := setup.Time; t != nil && (t.Moves <= 0 || t.Allotted <= 0) {
		return nil, fmt.Errorf("Time: %d moves in %s: want a number of moves and a time above zero", t.Moves, t.Allotted)
	}
	g := &Game{setup: setup, law: law, gen: newMoveGenerator(), start: b}
	g.s = newState(b)
	g.s.clocks.last = setup.Begun
	if a := setup.Agreement; a != nil && a.Kind == AgreeMateWith && !a.AnyPawn {
		man, err := agreedManOn(&b, a)
		if err != nil {
			return nil, err
		}
		g.s.agreedMan = man
	}
	// The fifty moves of an ending of pieces count from when it arose, the
	// moves of the Moves tag included (Lewis XXII needs no notice).
	g.countFromEnding()
	for i, u := range setup.Moves {
		if err := g.playSetupMove(u); err != nil {
			return nil, fmt.Errorf("Moves: move %d %q %w", i+1, u, err)
		}
		g.countFromEnding()
	}
	if err := g.runFiftyCount(); err != nil {
		return nil, err
	}
	return g, nil
}

// startBoard is the position the setup begins from: its FEN, else the
// initial position (without the men given as odds), with the first move
// the players agreed on.
func startBoard(setup Setup) (Board, error) {
	var b Board
	var err error
	switch {
	case strings.TrimSpace(setup.FEN) != "":
		b, err = ParseFEN(setup.FEN)
	case setup.Odds != nil:
		b, err = oddsStart(setup.Odds)
	default:
		b, err = ParseFEN(InitialFEN)
	}
	if err != nil {
		return b, err
	}
	switch setup.FirstMove {
	case "":
	case "white":
		b.turn = White
	case "black":
		b.turn = Black
	default:
		return b, fmt.Errorf("FirstMove %q is not white or black", setup.FirstMove)
	}
	return b, nil
}

// undertakerMovesFirst: a game from the initial position, with no odds and
// no first move agreed, in which a player undertakes to mate with a
// particular man or on a particular square, begins with him where the code
// gives him the first move (Staunton odds I). Odds decide it by themselves
// (oddsStart), a FEN by its side to move.
func undertakerMovesFirst(law *code, setup Setup) bool {
	a := setup.Agreement
	if !law.undertakerMovesFirst || a == nil || setup.Odds != nil || setup.FirstMove != "" || strings.TrimSpace(setup.FEN) != "" {
		return false
	}
	return a.Kind == AgreeMateWith || a.Kind == AgreeMateOn
}

// playSetupMove plays one move of the Moves tag: an ordinary legal move.
func (g *Game) playSetupMove(u string) error {
	m, ok := parseUCI(u)
	if !ok {
		return errors.New("is not a UCI move")
	}
	b := &g.s.board
	lm, legal := g.findLegal(b, m)
	if !legal {
		return fmt.Errorf("is not legal in %s", b.FEN())
	}
	before := *b
	g.s.moves = append(g.s.moves, moveRec{from: lm.From, to: lm.To, promo: lm.Promo, mover: b.turn,
		prior: pack(&before), man: before.sq[lm.From], oppChecked: before.inCheck(before.turn.Other()),
		regular: true, castling: b.castlingMove(lm.From, lm.To)})
	b.transfer(lm.From, lm.To)
	if lm.Promo != 0 {
		b.put(lm.To, Piece{b.sq[lm.To].Color, lm.Promo - 0x20})
	}
	b.passTurn()
	g.gen.played(&before, b, lm)
	return nil
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

// Apply records one event and rules on it. Bad input returns an error and
// records nothing. A panic is a bug: Apply does not hide it.
func (g *Game) Apply(e Event) error {
	err := g.applyRecorded(e)
	if g.asPlayed(e, err) {
		return nil
	}
	return err
}

// applyRecorded records one event and rules on it on the game as it stands.
func (g *Game) applyRecorded(e Event) error {
	n := len(g.events)
	g.events = append(roomForMany(g.events), e)
	g.s.eventNo = len(g.events)
	g.movesLow = len(g.s.moves)
	if err := g.apply(e); err != nil {
		g.restoreTo(n)
		g.movesLow = len(g.s.moves) // nothing changed
		return err
	}
	if verifyBoards && !g.s.board.bitsAgree() {
		return fmt.Errorf("internal error: after event %d the board's bitboards disagree with its squares (a write not through Board.put)", n+1)
	}
	g.checkpointIfDue()
	return nil
}

// Events returns what was recorded, in order.
func (g *Game) Events() []Event { return append([]Event(nil), g.events...) }

// Undo drops the last recorded event (a recording slip, not a chess retraction).
func (g *Game) Undo() (Event, bool) {
	if len(g.events) == 0 {
		return Event{}, false
	}
	last := g.events[len(g.events)-1]
	g.rewindTo(len(g.events) - 1)
	g.movesLow = 0 // not followed through an undo: anything may differ
	return last, true
}

// Setup is where the game began.
func (g *Game) Setup() Setup { return g.setup }

// Code describes the code the game is played under.
func (g *Game) Code() CodeInfo { return g.law.CodeInfo }

// apply rules on one event, then on what follows from it: in a game by
// correspondence, the sender's next move sent once the reply assumed is
// made.
func (g *Game) apply(e Event) error {
	if err := g.act(e); err != nil {
		return err
	}
	if g.setup.Mode == ModeCorrespondence {
		return g.followSentLine()
	}
	return nil
}

// act rules on one event: who may do it, whether the game still takes it,
// then the act itself.
func (g *Game) act(e Event) error {
	player, isPlayer := e.Actor.Color()
	if err := checkActor(e.Verb, isPlayer); err != nil {
		return err
	}
	if err := g.checkGameTakes(e.Verb); err != nil {
		return err
	}
	g.tick(e.At)
	switch e.Verb {
	case Touch, TouchSquare, Release, SayJadoube:
		if err := g.noTouching(e.Verb); err != nil {
			return err
		}
	}
	if e.Verb != Promote && g.s.promo != nil {
		// Play went on without the piece being named.
		if err := g.settlePromotion(g.law.unnamedPromotion); err != nil {
			return err
		}
	}
	switch e.Verb {
	case Touch:
		return g.touch(player, e.Square, e.Accidental)
	case SayJadoube:
		g.sayJadoube(player)
		return nil
	case TouchSquare:
		return g.touchSquare(player, e.Square)
	case Release:
		return g.release(player, e.Square)
	case Move:
		return g.moveShorthand(player, e)
	case Promote:
		return g.promote(player, e.Promotion)
	case SayCheck:
		return g.sayCheck(player)
	case Claim:
		return g.claim(player, e.Claim)
	case Choose:
		return g.choose(e)
	case Waive:
		return g.waive(e)
	case Drop:
		return g.drop(player, e.Square)
	case Resign:
		g.s.result = winFor(player.Other())
		return nil
	case Abandon:
		_, err := g.raise(KindAbandoned, facts{}, noSubject, offenceBy(player, -1))
		return err
	case Upset:
		_, err := g.raise(KindBoardUpset, facts{wilful: e.Wilful}, noSubject, offenceBy(player, -1))
		return err
	case Annul:
		g.s.result = ResultAnnulled
		return nil
	case Require:
		return g.require(player, e.Claim)
	case Elect:
		return g.elect(player, e.Square)
	case Replace:
		return g.replaceMan(player, e.Square)
	case Dispute:
		return g.dispute(e.Claim)
	case Refuse:
		return g.refuse(player)
	case Communicate:
		return g.communicate(player, SentMove{From: e.Square, To: e.To, Promotion: e.Promotion})
	case Assisted:
		return g.assisted(player)
	case Send:
		return g.send(player, e)
	case Withdraw:
		return g.withdraw(player)
	case Concede:
		return g.concede(player, e.Claim, e.Reciprocal)
	case Note:
		return nil
	}
	return fmt.Errorf("unknown event %q", e.Verb)
}

// ResultAnnulled is the result of an annulled game.
const ResultAnnulled = "annulled"

// checkActor: the umpire does not handle the men; only he annuls and notes.
func checkActor(v Verb, isPlayer bool) error {
	switch v {
	case Touch, SayJadoube, TouchSquare, Release, Move, Promote, SayCheck, Drop, Resign, Abandon, Upset, Claim,
		Require, Elect, Replace, Refuse, Communicate, Assisted, Send, Withdraw, Concede:
		if !isPlayer {
			return fmt.Errorf("the umpire cannot %s", v)
		}
	case Annul, Note, Dispute:
		if isPlayer {
			return fmt.Errorf("only the umpire may %s", v)
		}
	}
	return nil
}

// checkGameTakes: a finished game takes no act at the board and no claim
// that would reopen it; the result stands.
func (g *Game) checkGameTakes(v Verb) error {
	if !g.over() {
		return nil
	}
	switch v {
	case Touch, TouchSquare, Release, Move, Drop, Promote, Replace, Elect, Require, Communicate, Send:
		return fmt.Errorf("%w (%s): no man may be %s%s", ErrGameOver, g.resultInWords(), verbPast(v), g.drawLiftable())
	case Claim, Dispute:
		return fmt.Errorf("%w (%s): the result stands, and no claim reopens it", ErrGameOver, g.resultInWords())
	case Annul:
		// The umpire decides questions "in the course of a game" (BCA XV,
		// Staunton XIX); a finished game's result is not his to undo.
		return fmt.Errorf("%w (%s): the result stands, and the umpire does not annul a finished game", ErrGameOver, g.resultInWords())
	case Resign, Abandon, Upset, Refuse, Assisted, Withdraw, Concede:
		return fmt.Errorf("%w (%s)", ErrGameOver, g.resultInWords())
	}
	return nil
}

// drawLiftable names the player who may still have a draw the law made
// lifted by claiming that the game proceed (BCA XI), if any.
func (g *Game) drawLiftable() string {
	for _, r := range g.openRulings() {
		if r.remedy.appliedNow == OptDraw && slices.Contains(r.Options, OptProceed) && (r.chooser == "white" || r.chooser == "black") {
			return fmt.Sprintf(" (%s may claim that it proceed: %s choose proceed)", r.chooser, strings.ToUpper(r.chooser[:1]))
		}
	}
	return ""
}

func verbPast(v Verb) string {
	switch v {
	case Touch, TouchSquare:
		return "touched"
	case Release, Move, Communicate, Send:
		return "moved"
	case Drop:
		return "dropped"
	case Replace:
		return "put back"
	case Elect, Require:
		return "played"
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

// sayJadoube: "J'adoube" said before a touch makes that touch an
// adjustment (spec §2; BCA VI "before touching it", Lewis and American VII
// "at the moment of touching it"). Said while holding a man it is an
// afterthought about that man, which stays bound, but it is said before the
// next man is touched, unless the code voids it altogether (Staunton XIII:
// "as if J'adoube had not been said"). It protects nothing once the player
// has moved.
func (g *Game) sayJadoube(p Color) {
	if g.s.hand.held && g.s.hand.who == p && g.law.afterthoughtVoid != "" {
		if g.s.board.turn == p {
			g.s.turn.afterthought = true
		}
		return
	}
	g.s.jadoube[p] = true
}

// moveShorthand is `move e2e4`: touch, release, and the piece if named.
func (g *Game) moveShorthand(p Color, e Event) error {
	if err := g.touch(p, e.Square, false); err != nil {
		return err
	}
	if err := g.release(p, e.To); err != nil {
		return err
	}
	if e.Promotion == "" {
		return nil
	}
	if g.s.promo == nil {
		return fmt.Errorf("move %s%s does not bring a pawn to the last rank: nothing to promote", e.Square, e.To)
	}
	return g.promote(p, e.Promotion)
}

// drop: a man falls off the board unnoticed.
func (g *Game) drop(p Color, sq Square) error {
	s := &g.s
	if !sq.Valid() || s.board.sq[sq].Empty() {
		return fmt.Errorf("no man on %s to drop", sq)
	}
	s.dropped = append(s.dropped, dropped{square: sq, piece: s.board.sq[sq], ply: len(s.moves)})
	s.board.put(sq, Piece{})
	s.board.dropContradictedRights()
	return nil
}

// ---- moves the law needs to know about ------------------------------------

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
	return newMoveGenerator().legal(&cp) // leave the game's generator on the game's position
}

func (g *Game) findLegal(b *Board, m BoardMove) (BoardMove, bool) {
	if m.Promo == 0 && !(b.sq[m.From].Kind == 'P' && lastRank(b.turn, m.To)) {
		// The single-move test: no list of every move for an ordinary move.
		return m, isLegal(b, m)
	}
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

// canMove: p has a legal move of the man on sq (as if it were his turn).
// Only that man's moves are generated, and the first found is enough.
func (g *Game) canMove(b *Board, p Color, sq Square) bool {
	if !sq.Valid() {
		return false
	}
	var buf [1]BoardMove
	return len(genMoves(asMover(b, p), 1<<uint(sq), ^uint64(0), buf[:0], true)) > 0
}

// canCapture: p can legally take the man on sq (en passant too).
func (g *Game) canCapture(b *Board, p Color, sq Square) bool {
	if !sq.Valid() {
		return false
	}
	mb := asMover(b, p)
	to := uint64(1) << uint(sq)
	if mb.ep.Valid() {
		to |= 1 << uint(mb.ep)
	}
	var buf [8]BoardMove
	for _, m := range genMoves(mb, ^uint64(0), to, buf[:0], false) {
		if m.To == sq {
			return true
		}
		if mb.sq[m.From].Kind == 'P' && m.To == mb.ep && SquareAt(m.To.File(), m.From.Rank()) == sq {
			return true
		}
	}
	return false
}

// asMover is b with p to move, as legalFor sees it (no en passant right
// for a side whose turn it is not).
func asMover(b *Board, p Color) *Board {
	if b.turn == p {
		return b
	}
	cp := *b
	cp.turn = p
	cp.ep = NoSquare
	return &cp
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

// factsAt works out what the offender could legally do in the position he
// moves from (again): the man concerned (own), the adverse man concerned.
func (g *Game) factsAt(b *Board, p Color, own, adverse Square) facts {
	f := facts{inCheckBefore: b.inCheck(p)}
	for _, m := range g.legalFor(b, p) {
		man := b.sq[m.From]
		if man.Kind == 'K' && !b.castlingMove(m.From, m.To) {
			f.kingCanMove = true
		}
		if m.From == own {
			f.touchedCanMove = true
		} else {
			f.otherCanMove = true
		}
		if adverse.Valid() && (m.To == adverse || man.Kind == 'P' && m.To == b.ep && b.ep.Valid() && SquareAt(m.To.File(), m.From.Rank()) == adverse) {
			f.capturable = true
		}
		if man.Kind == 'R' {
			f.rookCanMove = true
		}
	}
	return f
}

// roomForOne makes room for one more element, doubling the capacity when it
// is full: append alone grows a long slice by a quarter at a time, which
// copies a long game's record many times over.
func roomForOne[T any](s []T) []T {
	if len(s) < cap(s) {
		return s
	}
	grown := make([]T, len(s), max(64, 2*cap(s)))
	copy(grown, s)
	return grown
}

// roomForMany makes room for one more element in a record that grows one
// at a time to thousands (the events, the moves), quadrupling it: a long
// game recorded event by event copies its record a few times, not a dozen,
// and the collector (the records hold pointers) scans and clears far less.
// At most three quarters of the room stand empty.
func roomForMany[T any](s []T) []T {
	if len(s) < cap(s) {
		return s
	}
	grown := make([]T, len(s), max(256, 4*cap(s)))
	copy(grown, s)
	return grown
}

// roomForMove makes room for one more move on the record. A game that was
// told how many events to expect (Expect) sizes its record from them at
// once: a move takes at least one event, and the touch and release of the
// board take two.
func roomForMove(s []moveRec, events int) []moveRec {
	if len(s) < cap(s) {
		return s
	}
	if want := events / 2; want > 4*cap(s) {
		grown := make([]moveRec, len(s), want)
		copy(grown, s)
		return grown
	}
	return roomForMany(s)
}

// agreedManOn finds the man a player undertook to mate with on the board the
// game begins from: on his square, or, named by name in a game set up
// otherwise, the one man of that kind the player has.
func agreedManOn(b *Board, a *Agreement) (Square, error) {
	if p := b.sq[a.Man]; a.Man.Valid() && !p.Empty() && p.Color == a.Player && p.Kind != 'K' {
		return a.Man, nil
	}
	if a.ByName && a.Man.Valid() {
		if initial, err := ParseFEN(InitialFEN); err == nil {
			kind := initial.sq[a.Man].Kind
			var found []Square
			for sq := Square(0); sq < 64; sq++ {
				if b.sq[sq] == (Piece{Color: a.Player, Kind: kind}) {
					found = append(found, sq)
				}
			}
			if len(found) == 1 {
				return found[0], nil
			}
		}
	}
	return NoSquare, fmt.Errorf("Agreement: %s holds no man of %s's to mate with", a.Man, a.Player)
}
