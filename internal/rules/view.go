package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
)

// publicRuling is the docs/spec.md §5 view of a ruling.
func (g *Game) publicRuling(r *ruling) Ruling {
	pub := Ruling{
		Event: r.Event, Kind: r.Kind, Offender: r.offenderName(), Chooser: r.chooser(),
		Articles: append([]string{}, r.Articles...), Options: append([]string{}, r.Options...),
		State: r.State, Chosen: r.Chosen(), Argument: r.Argument(),
		Silent: r.Silent, Late: r.Late, Unmade: r.Unmade, Claimed: r.claimed, AppealedBy: r.AppealedBy(), Binding: r.Binding,
		Note: r.Note, Square: firstValid(r.square, r.capture).String(), Move: r.Move(),
		SupersededWhy: r.SupersededWhy(),
	}
	if pub.State == StatePending {
		pub.Deadline = g.deadline(r)
	}
	if r.supersededBy != nil {
		pub.SupersededBy = slices.Index(g.s.rulings, r.supersededBy) + 1
	}
	pub.words = g.optionWords(r)
	return pub
}

// optionWords say what an option of r demands where the code or the case
// says more than DescribeOption: whether the King moved as a penalty may
// castle (Staunton X, BCA IX forbid it), and the other move owed after a
// retraction (Staunton XI, XII).
func (g *Game) optionWords(r *ruling) map[string]string {
	var w map[string]string
	set := func(opt, text string) {
		if w == nil {
			w = map[string]string{}
		}
		w[opt] = text
	}
	who := titled(r.offenderName())
	if who == "" {
		who = "The offender"
	}
	mentions := func(opt string) bool { return slices.Contains(r.Options, opt) || r.Chosen() == opt }
	if mentions(law.OptMoveKing) {
		if rm, err := g.law.Remedy(law.Facts{Kind: law.CasePenaltyKingCastled}); err == nil && rm.NoOffence {
			set(law.OptMoveKing, who+" must move his King (castling does it too)")
		}
	}
	if mentions(law.OptRetract) && r.remedy.ThenOtherMove && !r.facts.OwnCheck {
		set(law.OptRetract, who+"'s move is taken back, and he must make some other move")
	}
	return w
}

// OptionText says what option demands in ruling r, in plain words.
func OptionText(r Ruling, option string) string {
	if t, ok := r.words[option]; ok {
		return t
	}
	return DescribeOption(option, r.Offender)
}

// deadline says until when the chooser may claim, in words.
func (g *Game) deadline(r *ruling) string {
	switch {
	case r.chooser() == "umpire":
		return "the umpire decides"
	case r.claimed && !closesOnReply(r.remedy.Window.Kind):
		return "claimed: open until chosen"
	case r.claimed && r.remedy.Window.Kind == law.UntilReplyMade:
		return fmt.Sprintf("claimed: to be chosen before %s moves", titled(r.chooser()))
	case r.claimed:
		return fmt.Sprintf("claimed: to be chosen before %s touches a man", titled(r.chooser()))
	case r.remedy.AppliedNow == law.OptDraw && g.s.result == "1/2-1/2":
		return fmt.Sprintf("while the game stands drawn: %s may claim that it proceed", titled(r.chooser()))
	}
	switch r.remedy.Window.Kind {
	case law.UntilOffenderMoves:
		return fmt.Sprintf("until %s moves again", titled(r.offender.String()))
	case law.UntilPlies:
		return fmt.Sprintf("until %d moves have been played on each side", r.remedy.Window.Plies/2)
	case law.UntilReplyMade:
		return fmt.Sprintf("until %s moves; touching a man in reply does not lose it", titled(r.chooser()))
	case law.UntilDiscovered:
		return "whenever it is discovered in the course of the game (either player may claim)"
	}
	return fmt.Sprintf("until %s touches a man", titled(r.chooser()))
}

func titled(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// Turn is the side to move.
func (g *Game) Turn() chess.Color { return g.s.board.Turn }

// Actor is who would naturally act next: the side to move.
func (g *Game) Actor() record.Actor { return record.ActorOf(g.s.board.Turn) }

// PieceAt is the man on sq (zero Piece when empty).
func (g *Game) PieceAt(sq chess.Square) chess.Piece {
	if !sq.Valid() {
		return chess.Piece{}
	}
	return g.s.board.Squares[sq]
}

// Hand is the man in hand and who holds it.
func (g *Game) Hand() (chess.Square, chess.Color, bool) {
	h := g.s.hand
	return h.square, h.who, h.held
}

// Touched lists the men touched (not as adjustment) in the current turn.
func (g *Game) Touched() []chess.Square {
	out := append([]chess.Square(nil), g.s.turn.own...)
	return append(out, g.s.turn.adverse...)
}

// TouchedSquares lists the squares touched with the man in hand.
func (g *Game) TouchedSquares() []chess.Square {
	return append([]chess.Square(nil), g.s.hand.squares...)
}

// LastMove is the latest move on the record.
func (g *Game) LastMove() (chess.Square, chess.Square, bool) {
	if len(g.s.moves) == 0 {
		return chess.NoSquare, chess.NoSquare, false
	}
	m := g.s.moves[len(g.s.moves)-1]
	return m.from, m.to, true
}

// CheckedKings are the Kings standing in check now.
func (g *Game) CheckedKings() []chess.Square {
	var out []chess.Square
	for c := chess.White; c <= chess.Black; c++ {
		for _, k := range g.s.board.Kings(c) {
			if g.s.board.Attacked(k, c.Other()) {
				out = append(out, k)
			}
		}
	}
	return out
}

// LegalTargets are the legal destinations of the man on sq, for its owner.
func (g *Game) LegalTargets(sq chess.Square) []chess.Square {
	p := g.PieceAt(sq)
	if p.Empty() {
		return nil
	}
	var out []chess.Square
	for _, m := range g.legalFor(&g.s.board, p.Color) {
		if m.From == sq && (m.Promo == 0 || m.Promo == 'q') {
			out = append(out, m.To)
		}
	}
	if p.Kind == 'K' {
		out = append(out, g.lawfulLeaps(p.Color, sq)...)
	}
	return out
}

// lawfulLeaps are the King's leaps on the side of a Rook given as odds that
// the code lets him make (BCA X "as though the Rooks were on the board";
// Staunton odds III when stipulated).
func (g *Game) lawfulLeaps(c chess.Color, from chess.Square) []chess.Square {
	b := &g.s.board
	var out []chess.Square
	for _, file := range []int{2, 6} {
		to := chess.SquareAt(file, from.Rank())
		if !g.odds.rookGiven(c, to) || !g.odds.kingLeapLawful(b, c, from, to) {
			continue
		}
		f := law.Facts{Kind: law.CaseOddsKingLeap, IsKing: true, LeapLawful: true, CastlingStipulated: g.setup.Odds.Castling}
		if rm, err := g.law.Remedy(f); err == nil && rm.NoOffence {
			out = append(out, to)
		}
	}
	return out
}

// PendingPromotion reports whether a pawn on the last rank awaits its piece.
func (g *Game) PendingPromotion() bool { return g.s.promo != nil }

// SAN spells the moves in algebraic notation; irregular moves in long form
// ("Ra1-c3"), promotions left a pawn as "e8=P". Each move is spelt once and
// kept with it.
func (g *Game) SAN() []string {
	out := make([]string, len(g.s.moves))
	for i := range g.s.moves {
		out[i] = g.sanAt(i)
	}
	return out
}

// sanAt spells the i-th move, once: a move changed afterwards (its piece
// named, or unnamed) has its spelling cleared.
func (g *Game) sanAt(i int) string {
	m := &g.s.moves[i]
	if m.sanLen > 0 {
		return string(m.san[:m.sanLen])
	}
	s := spell(m)
	if len(s) <= sanRoom { // longer (no spelling is) would be spelt again
		m.sanLen = uint8(copy(m.san[:], s))
	}
	return s
}

// sanRoom is the longest spelling kept: "exd8=Q+", "Nbxd7#", "Ra7-a8=Q".
const sanRoom = 8

// spell writes a move in algebraic notation from the position it was made
// from: SAN for a regular move, the long form for an irregular one.
func spell(m *moveRec) string {
	b := m.before()
	if m.regular {
		if s, ok := chess.SAN(b, chess.BoardMove{From: m.from, To: m.to, Promo: m.promo}); ok {
			return s
		}
	}
	letter := ""
	if p := b.Squares[m.from]; p.Kind != 'P' {
		letter = string(p.Kind)
	}
	sep := "-"
	if !b.Squares[m.to].Empty() {
		sep = "x"
	}
	s := letter + m.from.String() + sep + m.to.String()
	if m.promo != 0 {
		s += "=" + strings.ToUpper(string(m.promo))
	}
	return s
}

// DescribeKind says what a kind of ruling is, in plain words.
// Kinds lists every kind of ruling the core raises, the spec's and the
// extensions, in order.
func Kinds() []string {
	out := make([]string, 0, len(law.KindWords))
	for k := range law.KindWords {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// SpecKinds are the kinds docs/spec.md §5 names; the others are extensions.
var SpecKinds = []string{
	law.KindTouchMoveBreach, law.KindTouchedUnmovable, law.KindTouchedUncapturable, law.KindTouchedSeveral,
	law.KindFalseMove, law.KindIllegalMove, law.KindIllegalCastling, law.KindCastlingRookFirst, law.KindCapturedOwnMan,
	law.KindMovedAdverseMan, law.KindTwoMoves, law.KindCommencedOutOfTurn, law.KindCheckUnannounced, law.KindFalseCheck,
	law.KindKingLeftInCheck, law.KindBoardMisplaced, law.KindMenMisplaced, law.KindMenOmitted, law.KindOddsNotRemoved,
	law.KindDroppedMan, law.KindBoardUpset, law.KindAbandoned, law.KindObligationRefused, law.KindFiftyMoves,
}

// otherName is the other player's name: "white" for "black" and back.
func otherName(player string) string {
	switch player {
	case "white":
		return "black"
	case "black":
		return "white"
	}
	return ""
}

// DescribeDuty says what an obligation demands, after "White must": "move
// the man on g1", "make some other move than Rf1-e1".
func DescribeDuty(o Obligation) string {
	on := func(what string) string {
		if o.Square == "" {
			return what
		}
		return what + " on " + o.Square
	}
	switch o.Duty {
	case DutyMoveTouched, DutyMoveMan:
		return on("move the man")
	case DutyCaptureTouched:
		return on("take the man")
	case DutyMoveKing:
		return "move the King"
	case DutyMoveRook:
		return on("move the Rook")
	case DutyPlayTo:
		return "play the man in hand to " + o.Square
	case DutyOtherMove:
		return "make some other move than the one to " + o.Square + " that was taken back"
	}
	return strings.ReplaceAll(o.Duty, "-", " ") + " " + o.Square
}
