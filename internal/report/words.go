package report

import (
	"fmt"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/plain"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// eventWords says an event in plain words, read against the game before
// it ("White moved the Bishop from f1 to c4, taking the pawn"); the event
// as the notation writes it follows in brackets.
func eventWords(g *rules.Game, e record.Event) string {
	who := "The umpire"
	if c, ok := e.Actor.Color(); ok {
		who = titleCase(c.String())
	}
	man := func(sq chess.Square) string {
		p := g.PieceAt(sq)
		if p.Empty() {
			return "the empty square " + sq.String()
		}
		return fmt.Sprintf("the %s %s on %s", p.Color, manNames[p.Kind], sq)
	}
	var words string
	switch e.Verb {
	case record.Move:
		words = fmt.Sprintf("%s moved %s to %s", who, man(e.Square), e.To)
		if p := g.PieceAt(e.To); !p.Empty() {
			words += fmt.Sprintf(", taking the %s %s", p.Color, manNames[p.Kind])
		}
	case record.Touch:
		words = fmt.Sprintf("%s touched %s", who, man(e.Square))
		if e.Accidental {
			words += " by accident"
		}
	case record.TouchSquare:
		words = fmt.Sprintf("%s touched the square %s with the man in hand", who, e.Square)
	case record.Release:
		words = fmt.Sprintf("%s let go the man on %s", who, e.Square)
	case record.SayCheck:
		words = who + " said \u201cCheck!\u201d"
	case record.SayJadoube:
		words = who + " said \u201cJ'adoube\u201d"
	case record.Claim:
		words = who + " claimed " + plain.ClaimWords(e.Claim)
	case record.Choose:
		words = fmt.Sprintf("%s chose: %s", who, rules.DescribeOption(e.Option, ""))
	case record.Waive:
		words = who + " waived the penalty"
	case record.Resign:
		words = who + " resigned"
	case record.Drop:
		words = titleCase(man(e.Square)) + " fell off the board unnoticed"
	case record.Note:
		words = "The umpire noted: " + e.Text
	default:
		words = fmt.Sprintf("%s: %s", who, e.Verb)
	}
	return words + " [" + incidents.FormatEvent(e) + "]"
}
