package rules

import (
	"time"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
)

// state is everything the events have built: the fold of the events.
type state struct {
	board chess.Board
	// appeals: the players who have appealed to the umpire since he last
	// decided (Staunton XIX, BCA XV).
	appeals [2]bool
	// lastSent: when the last move was despatched (correspondence), for the
	// time appointed.
	lastSent time.Time
	moves    []moveRec
	rulings  []*ruling
	// open holds the pending rulings in the order raised (and, until the
	// next compaction, some closed ones: check the state); pending counts
	// the pending ones.
	open    []*ruling
	pending int
	// atOnce are the 1-based indexes in rulings of the two latest
	// corrections the law made at once on an offending move (0: none): the
	// ones the game as played may show were never made (asplayed.go).
	atOnce [2]int
	// watch holds the pending rulings a touch or a move may close or
	// concern: chosen by a player, not yet claimed. Windows close within a
	// move or two, so it stays short however long the game.
	watch       []*ruling
	obligations []law.Obligation
	turn        turnTouches // the touches of the player to move, this turn
	// adjustedLast: the men adjusted in the turn just ended, which the
	// adversary may still say needed no adjusting until he touches a man in
	// reply (Staunton XIII with X).
	adjustedLast adjustedTurn
	// early are men the other player touched before his turn, which bind him
	// when it comes (Lewis and American VII).
	early    []earlyTouch
	hand     hand
	jadoube  [2]bool // "J'adoube" said, the next touch is an adjustment
	promo    *promoPending
	check    checkState
	falseCry *ruling // the false cry of check the misled player may still act on
	// free: the player's touches in reply neither bind nor close windows
	// (BCA IX, Staunton VI, Lewis and American XX).
	free    [2]bool
	result  string // fixed result ("" while the board decides)
	eventNo int
	dropped []dropped
	fifty   *fiftyCount
	ignored [2]bool // the player left his King in an unannounced check (Lewis and American XVIII)
	// ignoredCheck is the index of the checking move the player has ignored.
	ignoredCheck [2]int
	// checkSaidEarly: the player said "Check" holding his man, before the
	// move was made.
	checkSaidEarly [2]bool
	// checkSaidWith: the square of the man held when "Check" was said early.
	checkSaidWith [2]chess.Square
	// SentLine is the rest of a line of moves each player sent: the reply
	// assumed, his move, ... (correspondence); sentSeen the moves on the
	// record when it was last followed; sending: a move of a line is being
	// played.
	sentLine [2][]law.SentMove
	sentSeen int
	sending  bool
	// conceded is the indulgence each player has granted (Staunton's
	// private agreement).
	conceded [2]concession
	// oddsJudged: the odds left on the board have been judged once four
	// moves on both sides were played (Lewis IV).
	oddsJudged bool
	// clocks is the time of moving (Staunton XV).
	clocks clocks
	// agreedMan is where the man a player undertook to mate with stands now
	// (NoSquare once taken, or with no such undertaking).
	agreedMan chess.Square
	// mateDraws: a checkmate by this player counts as a draw (Lewis IV: the
	// odds not removed in time).
	mateDraws [2]bool
	// agreementRuled: the end of the game has been judged against the
	// undertaking.
	agreementRuled bool
	// scratch holds the transfer being judged, so that judging a move
	// allocates nothing.
	scratch   transfer
	mayIgnore [2]bool // the player's King is in a check he need not attend to
}

// moveRec is one move on the record, with the position it was made from.
//
// The record of a 2000-ply game is its largest allocation, so the fields
// are laid out without padding and the event's number is 32 bits (a
// journal of two thousand million events is not read): 64 bytes a move.
type moveRec struct {
	event    int32 // the number of the event that made the move
	from, to chess.Square
	promo    byte
	mover    chess.Color
	prior    chess.Packed // the position the move was made from
	man      chess.Piece  // the man moved
	// oppChecked: the mover's adversary stood in check before the move.
	oppChecked bool
	regular    bool // a legal move made in turn
	announced  bool // the check this move gave was announced
	castling   bool
	// san is the move in algebraic notation, worked out once when first
	// asked (sanLen 0: not yet). Kept in the record itself, not as a
	// string: a record without pointers is neither scanned by the
	// collector nor copied with write barriers.
	san    [sanRoom]byte
	sanLen uint8
}

func (m moveRec) uci() string { return chess.BoardMove{From: m.from, To: m.to, Promo: m.promo}.UCI() }

// before is the position the move was made from.
func (m *moveRec) before() chess.Board { return m.prior.Unpack() }

// turnTouches are the men the player to move has touched this turn.
type turnTouches struct {
	own, adverse []chess.Square // in the order touched, each once
	// duties are the touches that bind: the man must be moved (own) or
	// taken (adverse).
	duties []duty
	// several is the touched-several ruling of this turn, if one was raised.
	several *ruling
	// adjusted are the men touched this turn after "J'adoube".
	adjusted []chess.Square
	// afterthought: "J'adoube" was said this turn while holding a man, and
	// the code voids it.
	afterthought bool
	// rookQuit: a Rook on its home corner was touched and let go on its own
	// square before the King was touched (BCA X: "he must not quit it before
	// having touched the King").
	rookQuit    chess.Square
	rookQuitSet bool
}

// reset empties the turn's touches, writing only the fields that are set:
// zeroed whole, the struct's every pointer slot went through the
// collector's write barrier, a turn a ply.
func (t *turnTouches) reset() {
	if t.own != nil {
		t.own = nil
	}
	if t.adverse != nil {
		t.adverse = nil
	}
	if t.duties != nil {
		t.duties = nil
	}
	if t.several != nil {
		t.several = nil
	}
	if t.adjusted != nil {
		t.adjusted = nil
	}
	t.afterthought, t.rookQuit, t.rookQuitSet = false, 0, false
}

// reset forgets the men adjusted, as reset does the turn's touches.
func (a *adjustedTurn) reset() {
	if a.squares != nil {
		a.squares = nil
	}
	a.player, a.move = 0, 0
}

// adjustedTurn is the men a player touched after "J'adoube" in a turn that
// ended with his move.
type adjustedTurn struct {
	player  chess.Color
	squares []chess.Square
	move    int // the move that ended the turn
}

type earlyTouch struct {
	player chess.Color
	square chess.Square
}

type duty struct {
	player  chess.Color
	square  chess.Square
	adverse bool
}

type hand struct {
	held    bool
	who     chess.Color
	square  chess.Square
	squares []chess.Square // squares touched with the man (Staunton VII)
}

type promoPending struct {
	player chess.Color
	square chess.Square
	move   int
}

type checkState struct {
	given     bool // the latest move gave check
	open      bool // the latest move gave check and the adversary has not yet acted
	by        chess.Color
	move      int
	announced bool
}

type dropped struct {
	square chess.Square
	piece  chess.Piece
	ply    int
}

type fiftyCount struct {
	claimant chess.Color
	fromPly  int
	ended    bool
	// fromEnding: the count runs from the move the ending of pieces arose,
	// with no notice (Lewis XXII).
	fromEnding bool
}

func newState(b chess.Board) state {
	return state{board: b, hand: hand{square: chess.NoSquare}, agreedMan: chess.NoSquare}
}

// roomForMove makes room for one more move on the record. A game that was
// told how many events to expect (Expect) sizes its record from them at
// once: a move takes at least one event, and the touch and release of the
// board take two.
func roomForMove(s []moveRec, events int) []moveRec {
	return record.RoomForExpected(s, events/2)
}

// clocks is the time of moving as a fold over the events' times.
type clocks struct {
	used  [2]time.Duration
	last  time.Time // the latest event time; zero before the first
	ruled [2]int    // the periods whose end has been judged, per player
	fines [2]int
}

// tick charges the time since the last event to the player who was to
// move (toMove): the clock is a fold over the events' times, so a replayed journal
// shows the same clocks. A time earlier than the last (a hand-written
// script, a redo) charges nothing.
func (c *clocks) tick(at time.Time, toMove chess.Color) {
	if at.IsZero() {
		return
	}
	if !c.last.IsZero() && at.After(c.last) {
		c.used[toMove] += at.Sub(c.last)
	}
	if c.last.IsZero() || at.After(c.last) {
		c.last = at
	}
}
