package plain

import (
	"fmt"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// manNames are the men's names in a sentence.
var manNames = map[byte]string{'K': "King", 'Q': "Queen", 'R': "Rook", 'B': "Bishop", 'N': "Knight", 'P': "pawn"}

// Man names the man on a square of g: "the white Knight on g1", or "the
// empty square g1".
func Man(g *rules.Game, sq chess.Square) string {
	p := g.PieceAt(sq)
	if p.Empty() {
		return "the empty square " + sq.String()
	}
	return fmt.Sprintf("the %s %s on %s", p.Color, manNames[p.Kind], sq)
}

// Actor names who acted: "White", "Black", "The umpire".
func Actor(a record.Actor) string {
	if c, ok := a.Color(); ok {
		return Side(c)
	}
	return "The umpire"
}

// Event says an event in plain words, read against the game before it:
// "White moved the white Bishop on f1 to c4, taking the black pawn".
func Event(g *rules.Game, e record.Event) string {
	who := Actor(e.Actor)
	switch e.Verb {
	case record.Move:
		words := fmt.Sprintf("%s moved %s to %s", who, Man(g, e.Square), e.To)
		if p := g.PieceAt(e.To); !p.Empty() {
			words += fmt.Sprintf(", taking the %s %s", p.Color, manNames[p.Kind])
		}
		return words
	case record.Touch:
		words := fmt.Sprintf("%s touched %s", who, Man(g, e.Square))
		if e.Accidental {
			words += " by accident"
		}
		return words
	case record.TouchSquare:
		return fmt.Sprintf("%s touched the square %s with the man in hand", who, e.Square)
	case record.Release:
		return fmt.Sprintf("%s let go the man on %s", who, e.Square)
	case record.Promote:
		return who + " named the piece the pawn becomes: " + promoWords(e.Promotion)
	case record.SayCheck:
		return who + " said “Check!”"
	case record.SayJadoube:
		return who + " said “J'adoube”"
	case record.Claim:
		return who + " claimed " + ClaimWords(e.Claim)
	case record.Choose:
		offender := ""
		if c, ok := e.Actor.Color(); ok {
			offender = c.Other().String()
		}
		return fmt.Sprintf("%s chose: %s", who, strings.TrimSuffix(rules.DescribeOption(e.Option, offender), "."))
	case record.Waive:
		return who + " waived the penalty"
	case record.Resign:
		return who + " resigned"
	case record.Abandon:
		return who + " abandoned the game"
	case record.Upset:
		if e.Wilful {
			return who + " upset the board wilfully"
		}
		return who + " upset the board"
	case record.Annul:
		return who + " annulled the game"
	case record.Drop:
		return Title(Man(g, e.Square)) + " fell off the board unnoticed"
	case record.Note:
		return "The umpire noted: " + e.Text
	case record.Require:
		return who + " required the man held to be put back until its square is decided"
	case record.Elect:
		return fmt.Sprintf("%s elected the square %s for the man touched", who, e.Square)
	case record.Replace:
		return fmt.Sprintf("%s put back the man on %s", who, e.Square)
	case record.Dispute:
		return "The players could not agree " + disputeWords(e.Claim) + ", and the umpire was asked"
	case record.Refuse:
		return who + " refused to abide by the decision"
	case record.Result:
		return fmt.Sprintf("%s recorded the result %s", who, e.Claim)
	case record.Miss:
		return who + " sent no move on the day appointed"
	case record.Appeal:
		return who + " appealed to the umpire"
	case record.Communicate:
		return fmt.Sprintf("%s communicated the move %s", who, Squares(e.Square.String()+e.To.String()))
	case record.Assisted:
		return who + " took a bystander's advice"
	case record.Send:
		if e.SentAs == record.SentUnintelligible {
			return who + " sent a move that cannot be read"
		}
		var ms []string
		for _, m := range e.Sent {
			ms = append(ms, Squares(m.String()))
		}
		return who + " sent " + And(ms)
	case record.Withdraw:
		return who + " asked back the move sent"
	case record.Concede:
		if e.Reciprocal {
			return who + " let the adversary take back his last move, on the understanding that the same is allowed in return"
		}
		return who + " let the adversary take back his last move"
	}
	return who + " acted"
}

func promoWords(p string) string {
	switch p {
	case law.PromoteQueen:
		return "a Queen"
	case law.PromoteRook:
		return "a Rook"
	case law.PromoteBishop:
		return "a Bishop"
	case law.PromoteKnight:
		return "a Knight"
	case law.PromoteNone:
		return "none: it stays a pawn"
	}
	return "none named"
}

func disputeWords(c string) string {
	switch c {
	case record.DisputeDropped:
		return "whether a man had fallen off the board"
	case record.DisputeCheck:
		return "whether check was said"
	case record.DisputeUpset:
		return "on how the men stood before the board was upset"
	}
	return "on what happened"
}

// ClaimWords says what a claim claims, after "claimed".
func ClaimWords(c string) string {
	switch c {
	case law.ClaimInfraction:
		return "the penalty for the adversary's latest offence"
	case law.ClaimFifty:
		return "the fifty-move count"
	case law.ClaimBoard:
		return "that the board is wrongly placed"
	case law.ClaimMen:
		return "that the men are wrongly placed"
	case law.ClaimOmitted:
		return "that men were left off at the beginning"
	case law.ClaimOdds:
		return "that the man given as odds was not removed"
	case law.ClaimNeedless:
		return "that “J'adoube” was said for a man that needed no adjusting"
	case law.ClaimDropped:
		return "that a man was off the board"
	case law.ClaimDraw:
		return "a draw: neither side can win"
	case law.ClaimProtraction:
		return "that the adversary purposely protracts the game"
	case "takeback":
		return "the taking back of a move, as agreed"
	}
	return "a point of the law"
}

// Place says where event n (1-based) of g stands in the game, as players
// say it: the move it made ("10... g4"), the move a ruling names if it
// was since taken back ("7. h1–h3"), or the turn it came in ("at White's
// 12th move"); "at the start" for the moves set up before play.
func Place(g *rules.Game, n int, move string) string { return PlaceBy(g, Of(g), n, move) }

// PlaceBy is Place with g's numbering worked out once (a game may hold a
// ruling a ply).
func PlaceBy(g *rules.Game, num Numbering, n int, move string) string {
	if n <= 0 {
		return "at the start"
	}
	ply, made := g.PlyOfEvent(n)
	e, ok := g.EventAt(n - 1)
	label := num.Label(ply)
	if c, isPlayer := e.Actor.Color(); ok && isPlayer {
		label = num.LabelFor(ply, c)
	}
	if made {
		if san := g.SANRange(ply, ply+1); len(san) == 1 {
			return label + " " + san[0]
		}
	}
	if move != "" {
		return label + " " + Squares(move)
	}
	if !ok {
		return "before " + num.Turn(ply)
	}
	return AtTurn(num, ply, e.Actor)
}

// AtTurn places an act that made no move: "at White's 12th move" when it
// is the actor's own turn, "before White's 12th move" otherwise.
func AtTurn(num Numbering, ply int, a record.Actor) string {
	turn := num.Turn(ply)
	if c, ok := a.Color(); ok && strings.HasPrefix(turn, Side(c)) {
		return "at " + turn
	}
	return "before " + turn
}

// Lapsed says LapsedWords' sentence without the state's id.
func Lapsed(s string) string {
	s = strings.TrimPrefix(s, "Expired: ")
	if s == "not claimed in time." {
		return "The penalty was not claimed in time, and is lost."
	}
	return Sentence(strings.Replace(s, "the penalty was not claimed in time and is lost", "the penalty was not claimed in time, and is lost", 1))
}
