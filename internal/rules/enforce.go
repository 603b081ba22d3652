package rules

import (
	"slices"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
)

// exact puts a penalty on the offender's next move, retracting the
// offending move first; a penalty the offender's move already carried out
// is not exacted a second time.
func (g penaltyDesk) exact(r *ruling, duty string, sq chess.Square) {
	if duty == DutyMoveKing {
		sq = g.offenderKing(r)
	}
	o := law.Obligation{Player: r.offender, Duty: duty, Square: sq, Articles: r.Articles, FromPly: -1}
	if raisedOnTouch(r.Kind) && r.move >= 0 && r.move < len(g.s.moves) {
		if m := &g.s.moves[r.move]; m.regular && meets(o, m) {
			return // carried out already by the move made
		}
	}
	g.retractOffence(r)
	g.s.obligations = append(g.s.obligations, o)
}

// exactSelected: of several men touched, the one the chooser named must be
// moved, or taken.
func (g penaltyDesk) exactSelected(r *ruling, sq chess.Square) {
	duty := DutyMoveTouched
	if r.facts.Adverse {
		duty = DutyCaptureTouched
	}
	g.exact(r, duty, sq)
}

// oblige puts a duty on the offender's move after FromPly.
func (g penaltyDesk) oblige(r *ruling, duty string, sq chess.Square, fromPly int) {
	g.s.obligations = append(g.s.obligations, law.Obligation{Player: r.offender, Duty: duty, Square: sq,
		Articles: r.Articles, FromPly: fromPly})
}

// offenderKing is the square of the offender's King in the position he
// moves from.
func (g penaltyDesk) offenderKing(r *ruling) chess.Square {
	b := g.claims.positionFor(r)
	if k := b.Kings(r.offender); len(k) > 0 {
		return k[0]
	}
	return chess.NoSquare
}

// castlingRook is the Rook of the castling the ruling is about.
func (g penaltyDesk) castlingRook(r *ruling) chess.Square {
	if r.move < 0 || r.move >= len(g.s.moves) {
		return chess.NoSquare
	}
	m := g.s.moves[r.move]
	if m.to.File() == 2 {
		return chess.SquareAt(0, m.from.Rank())
	}
	return chess.SquareAt(7, m.from.Rank())
}

// retractOffence takes back the offending move and everything after it. A
// penalty chosen now governs the offender's move: the man he held goes back
// and his touches of this turn are superseded. A penalty defied is put back
// in force.
func (g penaltyDesk) retractOffence(r *ruling) {
	s := &g.s
	if r.Kind == law.KindDroppedMan {
		g.restoreDropped(r.move)
		return
	}
	if r.move >= 0 {
		g.retract(r.move)
	}
	if o := r.facts.Refused; o != nil {
		s.obligations = append(s.obligations, *o)
	}
	if r.move < 0 && r.State == StateApplied {
		return // applied at the touch itself: the man stays in his hand until he replaces it
	}
	if s.hand.held && s.hand.who == r.offender {
		s.hand = hand{square: chess.NoSquare}
	}
	if s.board.Turn == r.offender {
		s.turn = turnTouches{}
	}
}

// forfeitTurn: the move is taken back and the offender loses his turn
// (Staunton VIII), which is never done where it would leave his King in
// check.
func (g penaltyDesk) forfeitTurn(r *ruling) {
	s := &g.s
	g.retractOffence(r)
	if s.board.Turn == r.offender && !s.board.InCheck(r.offender) {
		s.board.PassTurn()
		s.board.EnPassant = chess.NoSquare
	}
}

// rookMoveStands: the Rook's move alone is the complete move (BCA X).
func (g penaltyDesk) rookMoveStands(r *ruling) {
	s := &g.s
	if r.move < 0 || r.move >= len(s.moves) {
		return
	}
	m := s.moves[r.move]
	g.retract(r.move)
	// The castling is taken back: the penalties still open on it (a
	// castling the law forbids) have nothing left to act on.
	for _, o := range slices.Clone(s.open) {
		if o != r && o.State == StatePending && o.move == r.move && o.hasOffender && o.offender == r.offender {
			g.rulings.supersede(o, r, SupersededMoveTakenBack)
		}
	}
	rookTo := chess.SquareAt(5, m.from.Rank())
	if m.to.File() == 2 {
		rookTo = chess.SquareAt(3, m.from.Rank())
	}
	before := s.board
	s.board.Transfer(r.square, rookTo)
	s.board.PassTurn()
	s.moves = append(s.moves, moveRec{from: r.square, to: rookTo, mover: r.offender, prior: chess.Pack(&before), man: before.Squares[r.square],
		oppChecked: before.InCheck(r.offender.Other()), regular: true, event: int32(r.Event)})
}

// recall: the chooser takes back his own move, made in consequence of the
// offence (Lewis XVIII, XX; American XX; Staunton VI).
func (g penaltyDesk) recall(r *ruling) {
	s := &g.s
	if i := g.rulings.recallable(r); i >= 0 {
		g.retract(i)
	}
	if r.Kind == law.KindFalseCheck {
		s.turn = turnTouches{}
	}
}

// retract takes back the move at index i and every move after it. Where
// only moves out of turn are taken back, the player to move is back in the
// position he touched his men in, and his touches stand.
func (g penaltyDesk) retract(i int) {
	s := &g.s
	if i < 0 || i >= len(s.moves) {
		return
	}
	onlyOutOfTurn := true
	for _, m := range s.moves[i:] {
		onlyOutOfTurn = onlyOutOfTurn && m.prior.Turn != m.mover
	}
	g.movesChanged(i)
	s.board = s.moves[i].before()
	s.moves = s.moves[:i]
	if !onlyOutOfTurn {
		s.turn = turnTouches{}
		s.hand = hand{square: chess.NoSquare}
		s.early = nil
	}
	s.check = checkState{}
	s.promo = nil
	s.ignored, s.mayIgnore = [2]bool{}, [2]bool{}
	s.free = [2]bool{}
	s.obligations = nil
	for j := range s.dropped {
		s.dropped[j].ply = min(s.dropped[j].ply, i)
	}
	if s.fifty != nil && s.fifty.fromEnding && s.fifty.fromPly > i {
		s.fifty = nil // the ending's first move is taken back: counted again when it arises
	}
}

// restoreDropped: the moves made while the man was off the board are
// retracted and the man put back (Staunton XVII, BCA II).
func (g penaltyDesk) restoreDropped(ply int) {
	s := &g.s
	if len(s.dropped) == 0 {
		return
	}
	d := s.dropped[0]
	s.dropped = slices.Delete(s.dropped, 0, 1)
	g.retract(ply)
	if s.board.Squares[d.square].Empty() {
		s.board.Put(d.square, d.piece)
	}
}

// unconvertPawn: the pawn named a piece stays a pawn (Staunton odds IV, or
// the umpire deciding so).
func (g penaltyDesk) unconvertPawn(r *ruling) {
	s := &g.s
	if !r.square.Valid() {
		return
	}
	if p := s.board.Squares[r.square]; !p.Empty() && p.Color == r.offender && p.Kind != 'K' {
		s.board.Put(r.square, chess.Piece{Color: p.Color, Kind: 'P'})
	}
	if r.move >= 0 && r.move < len(s.moves) {
		g.movesChanged(r.move)
		s.moves[r.move].promo, s.moves[r.move].sanLen = 0, 0
	}
}

// retractThen takes the offence back; where the law says so the offender must
// then make some other move than the one taken back (Staunton XII).
func (g penaltyDesk) retractThen(r *ruling) {
	s := &g.s
	other := r.remedy.ThenOtherMove && !r.facts.OwnCheck && r.move >= 0 && r.move < len(s.moves)
	var taken moveRec
	if other {
		taken = s.moves[r.move]
	}
	g.retractOffence(r)
	if other {
		s.obligations = append(s.obligations, law.Obligation{Player: r.offender, Duty: DutyOtherMove,
			Square: taken.to, From: taken.from, Articles: r.Articles, FromPly: -1})
	}
}

// rectifyMen sets right the men misplaced or omitted at the beginning (Lewis
// and American II, III: "he may insist on its being rectified", "he may add
// those which he has forgotten"): against the initial array (less the odds
// given), see settingRight.
func (g penaltyDesk) rectifyMen() {
	want, err := g.properArray()
	if err != nil {
		return
	}
	s := &g.s
	relocated, added := g.settingRight(&want)
	for _, r := range relocated {
		s.board.Put(r.from, chess.Piece{})
	}
	setRight := map[chess.Square]bool{}
	for _, r := range relocated {
		to := r.to
		if !s.board.Squares[to].Empty() {
			to = r.from // its own square is taken by a man moved there since
		}
		s.board.Put(to, r.man)
		setRight[to] = to == r.to
	}
	for _, sq := range added {
		if s.board.Squares[sq].Empty() {
			s.board.Put(sq, want.Squares[sq])
			setRight[sq] = true
		}
	}
	g.castlingAfterSettingRight(setRight)
	s.board.DropContradictedRights()
}

// castlingAfterSettingRight: a King and Rook on their own squares, one of
// them just set right and neither moved in play, may castle.
func (g penaltyDesk) castlingAfterSettingRight(setRight map[chess.Square]bool) {
	s := &g.s
	unmoved := func(sq chess.Square, man chess.Piece) bool {
		if s.board.Squares[sq] != man {
			return false
		}
		if setRight[sq] {
			return true // set right from a square he never left
		}
		_, moved := g.follow(sq)
		return g.start.Squares[sq] == man && !moved
	}
	for c := chess.White; c <= chess.Black; c++ {
		home := 0
		if c == chess.Black {
			home = 7
		}
		king := chess.SquareAt(4, home)
		if !unmoved(king, chess.Piece{Color: c, Kind: 'K'}) {
			continue
		}
		for side, file := range []int{7, 0} {
			rook := chess.SquareAt(file, home)
			if (setRight[king] || setRight[rook]) && unmoved(rook, chess.Piece{Color: c, Kind: 'R'}) {
				s.board.Castling[c][side] = true
			}
		}
	}
	s.board.DropContradictedRights()
}

// OwnSquareTaken: setting the men right would put one of them on a square
// another man stands on now.
func (g penaltyDesk) ownSquareTaken() bool {
	want, err := g.properArray()
	if err != nil {
		return false
	}
	relocated, added := g.settingRight(&want)
	leaving := map[chess.Square]bool{}
	for _, r := range relocated {
		leaving[r.from] = true
	}
	for _, r := range relocated {
		if !g.s.board.Squares[r.to].Empty() && !leaving[r.to] {
			return true
		}
	}
	for _, sq := range added {
		if !g.s.board.Squares[sq].Empty() {
			return true
		}
	}
	return false
}

// properArray is the array the game should have begun from: the initial
// one, less the men given as odds.
func (g penaltyDesk) properArray() (chess.Board, error) {
	want, err := chess.ParseFEN(chess.InitialFEN)
	if err != nil {
		return chess.Board{}, err
	}
	if o := g.setup.Odds; o != nil {
		if b, err := oddsStart(o); err == nil {
			want = b
		}
	}
	return want, nil
}

// relocation is a man put from the square he stands on to his own.
type relocation struct {
	from, to chess.Square
	man      chess.Piece
}

// settingRight works out, against the array want, which men set up on a
// wrong square and never moved since go to their own squares, and on which
// squares a man forgotten at the start is added. Men that have moved since
// stay where play took them: setting right never makes or takes a man.
func (g penaltyDesk) settingRight(want *chess.Board) (relocated []relocation, added []chess.Square) {
	start := &g.start
	used := [64]bool{}
	var missing [2][128]int // men of each colour and kind not set up at all
	for sq := chess.Square(0); sq < 64; sq++ {
		if w := want.Squares[sq]; !w.Empty() {
			missing[w.Color][w.Kind]++
		}
		if m := start.Squares[sq]; !m.Empty() {
			missing[m.Color][m.Kind]--
		}
	}
	for to := chess.Square(0); to < 64; to++ {
		w := want.Squares[to]
		if w.Empty() || start.Squares[to] == w {
			continue
		}
		if from, ok := g.misplacedUnmoved(want, w, &used); ok {
			used[from] = true
			relocated = append(relocated, relocation{from: from, to: to, man: w})
			continue
		}
		if missing[w.Color][w.Kind] > 0 {
			missing[w.Color][w.Kind]--
			added = append(added, to)
		}
	}
	return relocated, added
}

// misplacedUnmoved finds a man like w set up on a square not his own and
// standing there still, never moved.
func (g penaltyDesk) misplacedUnmoved(want *chess.Board, w chess.Piece, used *[64]bool) (chess.Square, bool) {
	for sq := chess.Square(0); sq < 64; sq++ {
		if _, moved := g.follow(sq); !used[sq] && g.start.Squares[sq] == w && want.Squares[sq] != w && g.s.board.Squares[sq] == w && !moved {
			return sq, true
		}
	}
	return chess.NoSquare, false
}

// follow follows the man that began on sq through the moves on the record:
// the square he stands on (NoSquare once taken), and whether he ever moved.
func (g penaltyDesk) follow(sq chess.Square) (now chess.Square, moved bool) {
	for i := range g.s.moves {
		m := &g.s.moves[i]
		switch {
		case sq == m.from:
			sq, moved = m.to, true
		case m.castling && sq == rookCorner(m.to):
			sq, moved = chess.SquareAt((m.from.File()+m.to.File())/2, m.from.Rank()), true
		case sq == m.to:
			return chess.NoSquare, moved
		case m.man.Kind == 'P' && m.from.File() != m.to.File() && sq == chess.SquareAt(m.to.File(), m.from.Rank()) && m.prior.Unpack().Squares[m.to].Empty():
			return chess.NoSquare, moved // taken en passant
		}
	}
	return sq, moved
}

// moveTouched: the man touched must be moved. Where "J'adoube" said for a
// man that needed no adjusting binds as if unsaid, the touch binds as any
// touch (needlessAdjustment), and nothing more is exacted.
func (g penaltyDesk) moveTouched(r *ruling, _ chess.Square) {
	if !r.remedy.AsIfNotSaid {
		g.exact(r, DutyMoveTouched, r.square)
	}
}

// captureTouched: the adverse man touched must be taken (as moveTouched).
func (g penaltyDesk) captureTouched(r *ruling, _ chess.Square) {
	if !r.remedy.AsIfNotSaid {
		g.exact(r, DutyCaptureTouched, r.capture)
	}
}

// retractAndReplay: the move is taken back; after the adversary has moved,
// the offender must play the same man.
func (g penaltyDesk) retractAndReplay(r *ruling, _ chess.Square) {
	sq := r.square
	g.retractOffence(r)
	g.oblige(r, DutyMoveTouched, sq, len(g.s.moves))
}

// proceed: the game goes on; the draw the law made unless the game
// proceed (BCA XI) is lifted.
func (g penaltyDesk) proceed(r *ruling, _ chess.Square) {
	if r.remedy.AppliedNow == law.OptDraw && g.s.result == "1/2-1/2" {
		g.s.result = ""
	}
}

// countFifty: fifty moves on each side are counted from now, unless they
// are counted already, from the ending's first move.
func (g penaltyDesk) countFifty(r *ruling, _ chess.Square) {
	s := &g.s
	if s.fifty == nil || s.fifty.ended || !s.fifty.fromEnding && s.fifty.claimant != r.facts.Claimant {
		s.fifty = &fiftyCount{claimant: r.facts.Claimant, fromPly: len(s.moves)}
	}
}

// mateDraws: the giver of odds who did not remove the man finishes the
// game with it; his checkmate counts as drawn.
func (g penaltyDesk) mateDraws(_ *ruling, _ chess.Square) {
	if o := g.setup.Odds; o != nil {
		g.s.mateDraws[o.Giver] = true
	}
}

// selectMove: of the moves sent, the one the chooser names stands; the
// reading played until the receiver announced his is taken back.
func (g penaltyDesk) selectMove(r *ruling, _ chess.Square) {
	if r.Kind == law.KindDoubtfulMove && r.move >= 0 {
		g.retract(r.move)
	}
}

// replaceHeld: the man held goes back to its square; the touch still binds.
func (g penaltyDesk) replaceHeld(r *ruling, _ chess.Square) {
	if s := &g.s; s.hand.held && s.hand.who == r.offender {
		s.hand = hand{square: chess.NoSquare}
	}
}

// playTo: the man must be played to the square elected (arg, where the
// owner let the man go himself before the square was elected).
func (g penaltyDesk) playTo(r *ruling, arg chess.Square) {
	s := &g.s
	if s.hand.held && s.hand.who == r.offender {
		s.hand = hand{square: chess.NoSquare}
	}
	elected := r.facts.Elected
	if arg.Valid() {
		elected = arg
		g.retractOffence(r)
	}
	s.obligations = append(s.obligations, law.Obligation{Player: r.offender, Duty: DutyPlayTo,
		Square: elected, From: r.square, Articles: r.Articles, FromPly: -1})
}

// penaltyDesk carries out the penalties chosen and the corrections the law makes (enforce.go).
type penaltyDesk struct{ *Game }
