package rules

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
)

// Game is a game under one code: the fold of its recorded events. Every
// state can be rebuilt by replaying Events from Setup.
type Game struct {
	setup  Setup
	law    *law.Code
	gen    chess.MoveGenerator
	events record.EventLog
	s      state
	start  chess.Board
	// terms are the rules the setup adds to the board's, chosen once here.
	terms terms
	// The engine's parts, one a concern, each a named type over the game
	// whose methods are its files' (docs/architecture.md lists them; wired
	// by wireParts).
	hand       handAtBoard         // a man touched, adjusted, dropped (touch.go)
	moves      moveMaker           // a man let go: the move and what the law finds in it
	checks     checkCries          // check said, not said, said falsely
	rulings    rulingBook          // a ruling raised and kept through its states
	penalties  penaltyDesk         // a penalty or a correction carried out
	claims     claimDesk           // claims, disputes, the choice of penalty
	appeals    appealDesk          // appeals to the umpire, his acts unasked
	played     boardsAsPlayed      // the board as played, until someone notices
	odds       oddsAndUndertakings // odds given, undertakings to mate
	modes      remotePlay          // consultation and correspondence
	clock      timeLimits          // the time limits agreed
	indulgence indulgences         // a move taken back by leave
	fifty      fiftyMoves          // the fifty moves
	snapshots  checkpointer        // checkpoints of the state
	// checkpoints: copies of the state, kept if the game was asked to
	// (KeepCheckpoints).
	checkpoints record.Checkpoints[checkpoint]
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
	// remadeBy: corrections presumed unmade that a later act bore out,
	// event → the act's number (asplayed.go).
	remadeBy map[int]int
	// reread: the last Apply read the record again as played.
	reread bool
	// squareBlock and dutyBlock are where a turn's touches are carved
	// from: never rewound, not part of the state.
	squareBlock record.Block[chess.Square]
	dutyBlock   record.Block[duty]
	// cases: the remedy and facts last recorded for each kind of ruling,
	// shared by the rulings raised on the same (share.go).
	cases cases
}

// ErrGameOver is returned for an act that a finished game does not take.
var ErrGameOver = errors.New("the game is over")

// New starts a game from its setup.
func New(setup Setup) (*Game, error) {
	if setup.Code == "" {
		setup.Code = law.DefaultCode
	}
	code := law.Lookup(setup.Code)
	if code == nil {
		return nil, fmt.Errorf("unknown code %q (the codes are %s)", setup.Code, law.CodeIDs())
	}
	b, err := startBoard(setup)
	if err != nil {
		return nil, err
	}
	if undertakerMovesFirst(code, setup) {
		b.Turn = setup.Agreement.Player
	}
	switch setup.Mode {
	case law.ModeBoard, law.ModeConsultation, law.ModeCorrespondence:
	default:
		return nil, fmt.Errorf("Mode %q: want consultation or correspondence (or none, a game over the board)", setup.Mode)
	}
	if setup.Appointed < 0 || setup.Appointed > 0 && setup.Mode != law.ModeCorrespondence {
		return nil, fmt.Errorf("Appointed: a time appointed for each move is for a game by correspondence (tag [Mode \"correspondence\"])")
	}
	if t := setup.Time; t != nil && (t.Moves <= 0 || t.Allotted <= 0) {
		return nil, fmt.Errorf("Time: %d moves in %s: want a number of moves and a time above zero", t.Moves, t.Allotted)
	}
	g := &Game{setup: setup, law: code, gen: chess.NewMoveGenerator(), start: b, terms: chooseTerms(setup, code), cases: newCases()}
	wireParts(g)
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
	g.fifty.countFromEnding()
	g.setup.Moves = make([]string, len(setup.Moves)) // kept as UCI, whatever they were written in
	for i, u := range setup.Moves {
		uci, err := g.playSetupMove(u)
		if err != nil {
			return nil, fmt.Errorf("Moves: move %d %q %w", i+1, u, err)
		}
		g.setup.Moves[i] = uci
		g.fifty.countFromEnding()
	}
	if err := g.fifty.runFiftyCount(); err != nil {
		return nil, err
	}
	return g, nil
}

// startBoard is the position the setup begins from: its FEN, else the
// initial position (without the men given as odds), with the first move
// the players agreed on.
func startBoard(setup Setup) (chess.Board, error) {
	var b chess.Board
	var err error
	switch {
	case strings.TrimSpace(setup.FEN) != "":
		b, err = chess.ParseFEN(setup.FEN)
	case setup.Odds != nil:
		b, err = oddsStart(setup.Odds)
	default:
		b, err = chess.ParseFEN(chess.InitialFEN)
	}
	if err != nil {
		return b, err
	}
	switch setup.FirstMove {
	case "":
	case "white":
		b.Turn = chess.White
	case "black":
		b.Turn = chess.Black
	default:
		return b, fmt.Errorf("FirstMove %q is not white or black", setup.FirstMove)
	}
	return b, nil
}

// UndertakerMovesFirst: a game from the initial position, with no odds and
// no first move agreed, in which a player undertakes to mate with a
// particular man or on a particular square, begins with him where the code
// gives him the first move (Staunton odds I). Odds decide it by themselves
// (oddsStart), a FEN by its side to move.
func undertakerMovesFirst(code *law.Code, setup Setup) bool {
	a := setup.Agreement
	if !code.UndertakerMovesFirst || a == nil || setup.Odds != nil || setup.FirstMove != "" || strings.TrimSpace(setup.FEN) != "" {
		return false
	}
	return a.Kind == AgreeMateWith || a.Kind == AgreeMateOn
}

// playSetupMove plays one move of the Moves tag, in squares or SAN: an
// ordinary legal move. It returns the move in UCI.
func (g *Game) playSetupMove(u string) (string, error) {
	m, err := g.ParseMove(u)
	if err != nil {
		return "", fmt.Errorf("does not read: %w", err)
	}
	b := &g.s.board
	lm, legal := g.moves.findLegal(b, m)
	if !legal {
		return "", fmt.Errorf("is not legal in %s", b.FEN())
	}
	before := *b
	g.s.moves = append(g.s.moves, moveRec{from: lm.From, to: lm.To, promo: lm.Promo, mover: b.Turn,
		prior: chess.Pack(&before), man: before.Squares[lm.From], oppChecked: before.InCheck(before.Turn.Other()),
		regular: true, castling: b.CastlingMove(lm.From, lm.To)})
	b.Transfer(lm.From, lm.To)
	if lm.Promo != 0 {
		b.Put(lm.To, chess.Piece{Color: b.Squares[lm.To].Color, Kind: lm.Promo - 0x20})
	}
	b.PassTurn()
	g.gen.Played(&before, b, lm)
	return lm.UCI(), nil
}

// Apply records one event and rules on it. Bad input returns an error and
// records nothing. A panic is a bug: Apply does not hide it.
func (g *Game) Apply(e record.Event) error {
	if e.Verb == record.Move && !e.Square.Valid() && e.Text != "" { // only a move may be written in algebraic notation
		var err error
		if e, err = g.resolveMove(e); err != nil {
			return err
		}
	}
	g.reread = false
	err := g.applyRecorded(&e)
	// The board as played is asked about only while a correction the law
	// made at once may not have been made at the board.
	if (len(g.unmade) > 0 || g.s.atOnce != [2]int{}) && g.played.asPlayed(&e, err) {
		g.reread = true
		return nil
	}
	return err
}

// ReadAsPlayed reports that the last event applied showed a correction the
// law makes at once was never made at the board: the record before it was
// read again as played (asplayed.go).
func (g *Game) ReadAsPlayed() bool { return g.reread }

// Events returns what was recorded, in order.
func (g *Game) Events() []record.Event { return g.events.All() }

// Undo drops the last recorded event (a recording slip, not a chess retraction).
func (g *Game) Undo() (record.Event, bool) {
	n := g.events.Len()
	if n == 0 {
		return record.Event{}, false
	}
	last := g.events.At(n - 1)
	g.played.rewindTo(n - 1)
	g.movesLow = 0 // not followed through an undo: anything may differ
	return last, true
}

// Setup is where the game began.
func (g *Game) Setup() Setup { return g.setup }

// Code describes the code the game is played under.
func (g *Game) Code() law.CodeInfo { return g.law.CodeInfo }

// agreedManOn finds the man a player undertook to mate with on the board the
// game begins from: on his square, or, named by name in a game set up
// otherwise, the one man of that kind the player has.
func agreedManOn(b *chess.Board, a *Agreement) (chess.Square, error) {
	if p := b.Squares[a.Man]; a.Man.Valid() && !p.Empty() && p.Color == a.Player && p.Kind != 'K' {
		return a.Man, nil
	}
	if a.ByName && a.Man.Valid() {
		if initial, err := chess.ParseFEN(chess.InitialFEN); err == nil {
			kind := initial.Squares[a.Man].Kind
			var found []chess.Square
			for sq := chess.Square(0); sq < 64; sq++ {
				if b.Squares[sq] == (chess.Piece{Color: a.Player, Kind: kind}) {
					found = append(found, sq)
				}
			}
			if len(found) == 1 {
				return found[0], nil
			}
		}
	}
	return chess.NoSquare, fmt.Errorf("Agreement: %s holds no man of %s's to mate with", a.Man, a.Player)
}

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

// wireParts gives the game its parts, each reaching the game it serves.
func wireParts(g *Game) {
	g.hand = handAtBoard{g}
	g.moves = moveMaker{g}
	g.checks = checkCries{g}
	g.rulings = rulingBook{g}
	g.penalties = penaltyDesk{g}
	g.claims = claimDesk{g}
	g.appeals = appealDesk{g}
	g.played = boardsAsPlayed{g}
	g.odds = oddsAndUndertakings{g}
	g.modes = remotePlay{g}
	g.clock = timeLimits{g}
	g.indulgence = indulgences{g}
	g.fifty = fiftyMoves{g}
	g.snapshots = checkpointer{g}
}

// Ending is the game's result and how it came about, in words
// ("checkmate", "stalemate", "Black resigned", "the game is annulled");
// the reason is "" while the game goes on. The terminal says it when the
// game ends.
func (g *Game) Ending() (result, reason string) { return g.resultAndReason() }
