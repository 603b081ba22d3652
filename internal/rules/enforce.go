package rules

import "slices"

// carryOut does on the board what an option chosen or applied demands.
func (g *Game) carryOut(r *ruling, opt string, arg Square) {
	s := &g.s
	// The offence is disposed of: the offended player's touches bind again.
	if r.hasOffender {
		s.free[r.offender.Other()] = false
	}
	switch opt {
	case OptProceed:
		if r.remedy.appliedNow == OptDraw && s.result == "1/2-1/2" {
			s.result = "" // the draw the law made unless the game proceed (BCA XI) is lifted
		}
	case OptLetStand, OptAdjustBoard:
		// The board stays as it is.
	case OptRectify:
		g.rectifyMen()
	case OptRetract:
		g.retractThen(r)
	case OptRetractAndReplay:
		sq := r.square
		g.retractOffence(r)
		g.oblige(r, DutyMoveTouched, sq, len(s.moves)) // after the adversary has moved
	case OptForfeitTurn:
		g.forfeitTurn(r)
	case OptMoveTouched, OptCaptureTouched:
		if r.remedy.asIfNotSaid {
			break // the touch binds as any touch (needlessAdjustment)
		}
		if opt == OptMoveTouched {
			g.exact(r, DutyMoveTouched, r.square)
		} else {
			g.exact(r, DutyCaptureTouched, r.capture)
		}
	case OptMoveKing:
		g.exact(r, DutyMoveKing, NoSquare)
	case OptMoveAny:
		g.exact(r, DutyMoveMan, arg)
	case OptSelectTouched:
		g.exactSelected(r, arg)
	case OptMoveRook:
		g.exact(r, DutyMoveRook, g.castlingRook(r))
	case OptRookOnly:
		g.rookMoveStands(r)
	case OptRecall:
		g.recall(r)
	case OptAnnul:
		s.result = ResultAnnulled
	case OptDraw:
		s.result = "1/2-1/2"
	case OptCount:
		if s.fifty == nil || s.fifty.ended || !s.fifty.fromEnding && s.fifty.claimant != r.facts.claimant {
			s.fifty = &fiftyCount{claimant: r.facts.claimant, fromPly: len(s.moves)}
		} // else the moves are counted already, from the ending's first move

	case OptLoseGame:
		s.result = winFor(r.offender.Other())
	case OptMateDraws:
		if o := g.setup.Odds; o != nil {
			s.mateDraws[o.Giver] = true
		}
	case OptPawnStays:
		g.unconvertPawn(r)
	case OptReplace:
		// The man held goes back to its square; the touch still binds.
		if s.hand.held && s.hand.who == r.offender {
			s.hand = hand{square: NoSquare}
		}
	case OptTakeBack:
		g.takeBack(r)
	case OptRestoreMan:
		g.restoreRemoved()
	case OptPlayCommunicated:
		g.retractOffence(r) // the move is then played as communicated (playChosenMove)
	case OptSelectMove:
		if r.Kind == KindDoubtfulMove && r.move >= 0 {
			g.retract(r.move) // the reading played until the receiver announced his
		}
	case OptNoMoveSent:
		// The sender is held to have sent nothing: still his turn.
	case OptPlayTo:
		if s.hand.held && s.hand.who == r.offender {
			s.hand = hand{square: NoSquare}
		}
		elected := r.facts.elected
		if arg.Valid() {
			elected = arg // elected after the owner let the man go himself
			g.retractOffence(r)
		}
		s.obligations = append(s.obligations, obligation{player: r.offender, duty: DutyPlayTo,
			square: elected, from: r.square, articles: r.Articles, fromPly: -1})
	}
}

// exact puts a penalty on the offender's next move, retracting the
// offending move first; a penalty the offender's move already carried out
// is not exacted a second time.
func (g *Game) exact(r *ruling, duty string, sq Square) {
	if duty == DutyMoveKing {
		sq = g.offenderKing(r)
	}
	o := obligation{player: r.offender, duty: duty, square: sq, articles: r.Articles, fromPly: -1}
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
func (g *Game) exactSelected(r *ruling, sq Square) {
	duty := DutyMoveTouched
	if r.facts.adverse {
		duty = DutyCaptureTouched
	}
	g.exact(r, duty, sq)
}

// oblige puts a duty on the offender's move after fromPly.
func (g *Game) oblige(r *ruling, duty string, sq Square, fromPly int) {
	g.s.obligations = append(g.s.obligations, obligation{player: r.offender, duty: duty, square: sq,
		articles: r.Articles, fromPly: fromPly})
}

// offenderKing is the square of the offender's King in the position he
// moves from.
func (g *Game) offenderKing(r *ruling) Square {
	b := g.positionFor(r)
	if k := b.kings(r.offender); len(k) > 0 {
		return k[0]
	}
	return NoSquare
}

// castlingRook is the Rook of the castling the ruling is about.
func (g *Game) castlingRook(r *ruling) Square {
	if r.move < 0 || r.move >= len(g.s.moves) {
		return NoSquare
	}
	m := g.s.moves[r.move]
	if m.to.File() == 2 {
		return SquareAt(0, m.from.Rank())
	}
	return SquareAt(7, m.from.Rank())
}

// retractOffence takes back the offending move and everything after it. A
// penalty chosen now governs the offender's move: the man he held goes back
// and his touches of this turn are superseded. A penalty defied is put back
// in force.
func (g *Game) retractOffence(r *ruling) {
	s := &g.s
	if r.Kind == KindDroppedMan {
		g.restoreDropped(r.move)
		return
	}
	if r.move >= 0 {
		g.retract(r.move)
	}
	if o := r.facts.refused; o != nil {
		s.obligations = append(s.obligations, *o)
	}
	if r.move < 0 && r.State == StateApplied {
		return // applied at the touch itself: the man stays in his hand until he replaces it
	}
	if s.hand.held && s.hand.who == r.offender {
		s.hand = hand{square: NoSquare}
	}
	if s.board.turn == r.offender {
		s.turn = turnTouches{}
	}
}

// forfeitTurn: the move is taken back and the offender loses his turn
// (Staunton VIII), which is never done where it would leave his King in
// check.
func (g *Game) forfeitTurn(r *ruling) {
	s := &g.s
	g.retractOffence(r)
	if s.board.turn == r.offender && !s.board.inCheck(r.offender) {
		s.board.passTurn()
		s.board.ep = NoSquare
	}
}

// rookMoveStands: the Rook's move alone is the complete move (BCA X).
func (g *Game) rookMoveStands(r *ruling) {
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
			g.supersede(o, r, SupersededMoveTakenBack)
		}
	}
	rookTo := SquareAt(5, m.from.Rank())
	if m.to.File() == 2 {
		rookTo = SquareAt(3, m.from.Rank())
	}
	before := s.board
	s.board.transfer(r.square, rookTo)
	s.board.passTurn()
	s.moves = append(s.moves, moveRec{from: r.square, to: rookTo, mover: r.offender, prior: pack(&before), man: before.sq[r.square],
		oppChecked: before.inCheck(r.offender.Other()), regular: true, event: r.Event})
}

// recall: the chooser takes back his own move, made in consequence of the
// offence (Lewis XVIII, XX; American XX; Staunton VI).
func (g *Game) recall(r *ruling) {
	s := &g.s
	if i := g.recallable(r); i >= 0 {
		g.retract(i)
	}
	if r.Kind == KindFalseCheck {
		s.turn = turnTouches{}
	}
}

// retract takes back the move at index i and every move after it. Where
// only moves out of turn are taken back, the player to move is back in the
// position he touched his men in, and his touches stand.
func (g *Game) retract(i int) {
	s := &g.s
	if i < 0 || i >= len(s.moves) {
		return
	}
	onlyOutOfTurn := true
	for _, m := range s.moves[i:] {
		onlyOutOfTurn = onlyOutOfTurn && m.prior.turn != m.mover
	}
	g.movesChanged(i)
	s.board = s.moves[i].before()
	s.moves = s.moves[:i]
	if !onlyOutOfTurn {
		s.turn = turnTouches{}
		s.hand = hand{square: NoSquare}
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
func (g *Game) restoreDropped(ply int) {
	s := &g.s
	if len(s.dropped) == 0 {
		return
	}
	d := s.dropped[0]
	s.dropped = slices.Delete(s.dropped, 0, 1)
	g.retract(ply)
	if s.board.sq[d.square].Empty() {
		s.board.put(d.square, d.piece)
	}
}

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
	if s.promo != nil || s.pending > 0 {
		return "*", ""
	}
	if !s.ended.valid || s.ended.board != s.board {
		// Field by field: a composite literal would build the cache (a
		// whole board) aside and copy it again.
		s.ended.valid, s.ended.board = true, s.board
		s.ended.result, s.ended.reason = boardVerdict(&s.board)
	}
	side := s.board.turn
	if s.ended.reason == "checkmate" && s.mateDraws[side.Other()] {
		return "1/2-1/2", "checkmate by the giver of odds not removed, counted as drawn"
	}
	return s.ended.result, s.ended.reason
}

// boardVerdict: the side to move is mated or stalemated, or the game goes on.
func boardVerdict(b *Board) (string, string) {
	side := b.turn
	if b.kingCount(side) != 1 || b.kingCount(side.Other()) != 1 || hasLegalMove(b) {
		return "*", ""
	}
	if b.inCheck(side) {
		return winFor(side.Other()), "checkmate"
	}
	return "1/2-1/2", "stalemate"
}

// fixedResultReason says how a result fixed by an event came about.
func (g *Game) fixedResultReason() string {
	s := &g.s
	if s.result == ResultAnnulled {
		return "the game is annulled"
	}
	for i := len(s.rulings) - 1; i >= 0; i-- {
		r := s.rulings[i]
		chosen := r.Chosen
		if r.State == StatePending {
			chosen = r.remedy.appliedNow // made by the law while the choice stays open
		}
		switch chosen {
		case OptLoseGame:
			return DescribeKind(r.Kind) + ": lost"
		case OptDraw:
			return DescribeKind(r.Kind) + ": drawn"
		case OptAnnul:
			return DescribeKind(r.Kind) + ": annulled"
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

// unconvertPawn: the pawn named a piece stays a pawn (Staunton odds IV, or
// the umpire deciding so).
func (g *Game) unconvertPawn(r *ruling) {
	s := &g.s
	if !r.square.Valid() {
		return
	}
	if p := s.board.sq[r.square]; !p.Empty() && p.Color == r.offender && p.Kind != 'K' {
		s.board.put(r.square, Piece{p.Color, 'P'})
	}
	if r.move >= 0 && r.move < len(s.moves) {
		g.movesChanged(r.move)
		s.moves[r.move].promo, s.moves[r.move].sanLen = 0, 0
	}
}

// retractThen takes the offence back; where the law says so the offender must
// then make some other move than the one taken back (Staunton XII).
func (g *Game) retractThen(r *ruling) {
	s := &g.s
	other := r.remedy.thenOtherMove && !r.facts.ownCheck && r.move >= 0 && r.move < len(s.moves)
	var taken moveRec
	if other {
		taken = s.moves[r.move]
	}
	g.retractOffence(r)
	if other {
		s.obligations = append(s.obligations, obligation{player: r.offender, duty: DutyOtherMove,
			square: taken.to, from: taken.from, articles: r.Articles, fromPly: -1})
	}
}

// rectifyMen sets right the men misplaced or omitted at the beginning (Lewis
// and American II, III: "he may insist on its being rectified", "he may add
// those which he has forgotten"): against the initial array (less the odds
// given), see settingRight.
func (g *Game) rectifyMen() {
	want, err := g.properArray()
	if err != nil {
		return
	}
	s := &g.s
	relocated, added := g.settingRight(&want)
	for _, r := range relocated {
		s.board.put(r.from, Piece{})
	}
	setRight := map[Square]bool{}
	for _, r := range relocated {
		to := r.to
		if !s.board.sq[to].Empty() {
			to = r.from // its own square is taken by a man moved there since
		}
		s.board.put(to, r.man)
		setRight[to] = to == r.to
	}
	for _, sq := range added {
		if s.board.sq[sq].Empty() {
			s.board.put(sq, want.sq[sq])
			setRight[sq] = true
		}
	}
	g.castlingAfterSettingRight(setRight)
	s.board.dropContradictedRights()
}

// castlingAfterSettingRight: a King and Rook on their own squares, one of
// them just set right and neither moved in play, may castle.
func (g *Game) castlingAfterSettingRight(setRight map[Square]bool) {
	s := &g.s
	unmoved := func(sq Square, man Piece) bool {
		if s.board.sq[sq] != man {
			return false
		}
		if setRight[sq] {
			return true // set right from a square he never left
		}
		_, moved := g.follow(sq)
		return g.start.sq[sq] == man && !moved
	}
	for c := White; c <= Black; c++ {
		home := 0
		if c == Black {
			home = 7
		}
		king := SquareAt(4, home)
		if !unmoved(king, Piece{Color: c, Kind: 'K'}) {
			continue
		}
		for side, file := range []int{7, 0} {
			rook := SquareAt(file, home)
			if (setRight[king] || setRight[rook]) && unmoved(rook, Piece{Color: c, Kind: 'R'}) {
				s.board.castle[c][side] = true
			}
		}
	}
	s.board.dropContradictedRights()
}

// ownSquareTaken: setting the men right would put one of them on a square
// another man stands on now.
func (g *Game) ownSquareTaken() bool {
	want, err := g.properArray()
	if err != nil {
		return false
	}
	relocated, added := g.settingRight(&want)
	leaving := map[Square]bool{}
	for _, r := range relocated {
		leaving[r.from] = true
	}
	for _, r := range relocated {
		if !g.s.board.sq[r.to].Empty() && !leaving[r.to] {
			return true
		}
	}
	for _, sq := range added {
		if !g.s.board.sq[sq].Empty() {
			return true
		}
	}
	return false
}

// properArray is the array the game should have begun from: the initial
// one, less the men given as odds.
func (g *Game) properArray() (Board, error) {
	want, err := ParseFEN(InitialFEN)
	if err != nil {
		return Board{}, err
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
	from, to Square
	man      Piece
}

// settingRight works out, against the array want, which men set up on a
// wrong square and never moved since go to their own squares, and on which
// squares a man forgotten at the start is added. Men that have moved since
// stay where play took them: setting right never makes or takes a man.
func (g *Game) settingRight(want *Board) (relocated []relocation, added []Square) {
	start := &g.start
	used := [64]bool{}
	var missing [2][128]int // men of each colour and kind not set up at all
	for sq := Square(0); sq < 64; sq++ {
		if w := want.sq[sq]; !w.Empty() {
			missing[w.Color][w.Kind]++
		}
		if m := start.sq[sq]; !m.Empty() {
			missing[m.Color][m.Kind]--
		}
	}
	for to := Square(0); to < 64; to++ {
		w := want.sq[to]
		if w.Empty() || start.sq[to] == w {
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
func (g *Game) misplacedUnmoved(want *Board, w Piece, used *[64]bool) (Square, bool) {
	for sq := Square(0); sq < 64; sq++ {
		if _, moved := g.follow(sq); !used[sq] && g.start.sq[sq] == w && want.sq[sq] != w && g.s.board.sq[sq] == w && !moved {
			return sq, true
		}
	}
	return NoSquare, false
}

// follow follows the man that began on sq through the moves on the record:
// the square he stands on (NoSquare once taken), and whether he ever moved.
func (g *Game) follow(sq Square) (now Square, moved bool) {
	for i := range g.s.moves {
		m := &g.s.moves[i]
		switch {
		case sq == m.from:
			sq, moved = m.to, true
		case m.castling && sq == rookCorner(m.to):
			sq, moved = SquareAt((m.from.File()+m.to.File())/2, m.from.Rank()), true
		case sq == m.to:
			return NoSquare, moved
		case m.man.Kind == 'P' && m.from.File() != m.to.File() && sq == SquareAt(m.to.File(), m.from.Rank()) && m.prior.unpack().sq[m.to].Empty():
			return NoSquare, moved // taken en passant
		}
	}
	return sq, moved
}
