package incidents

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// The [Odds], [Agreement] and [FirstMove] tags (docs/notation.md §6).
//
//	[Odds "white gives the queen's rook"]
//	[Odds "black gives pawn and move"]          a Pawn given is the King's Bishop's Pawn
//	[Odds "white gives pawn and two moves"]
//	[Odds "white gives knight b1, drawn games"]
//	[Odds "white gives king's rook, castling"]  the King's leap stipulated (Staunton odds III)
//	[Agreement "white mates with pawn g2"]
//	[Agreement "white mates with a pawn"]      any one of his pawns (Staunton odds IV)
//	[Odds "white gives the exchange"]           the men taken off written with a FEN
//	[Agreement "white mates on e8"]
//	[Agreement "black forces stalemate"]
//	[Agreement "white forces self-mate"]
//	[FirstMove "black"]

// pieceHome is where each piece of White's stands at the start, by name;
// Black's is on the same file of the eighth rank (the pawns on the seventh).
var pieceHome = map[string]string{
	"queen": "d1", "queen's rook": "a1", "king's rook": "h1", "queen's knight": "b1",
	"king's knight": "g1", "queen's bishop": "c1", "king's bishop": "f1",
	// The usual odds, when the side is not named.
	"rook": "a1", "knight": "b1", "bishop": "c1",
	// Lewis VI, American VI, Staunton odds II: "Whenever a Pawn is given,
	// it is always the King's Bishop's Pawn."
	"pawn": "f2", "king's bishop's pawn": "f2",
}

var numberWords = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}

// readSide reads "white" or "black" at the start of a tag's value.
func readSide(v string) (chess.Color, string, bool) {
	f := strings.Fields(strings.ToLower(v))
	if len(f) == 0 {
		return 0, "", false
	}
	rest := strings.TrimSpace(v[strings.Index(strings.ToLower(v), f[0])+len(f[0]):])
	switch f[0] {
	case "white", "w":
		return chess.White, rest, true
	case "black", "b":
		return chess.Black, rest, true
	}
	return 0, "", false
}

// parseOdds reads an [Odds] value.
func parseOdds(v string) (*rules.Odds, string) {
	giver, rest, ok := readSide(v)
	if !ok {
		return nil, fmt.Sprintf("Odds tag %s: begin with who gives them (white gives ..., black gives ...)", quote(v))
	}
	rest = strings.ToLower(rest)
	if !strings.HasPrefix(rest, "gives ") {
		return nil, fmt.Sprintf("Odds tag %s: want \"%s gives ...\"", quote(v), giver)
	}
	o := &rules.Odds{Giver: giver}
	items := strings.FieldsFunc(strings.ReplaceAll(strings.TrimPrefix(rest, "gives "), " and ", ","), func(r rune) bool { return r == ',' })
	if len(items) == 0 {
		return nil, fmt.Sprintf("Odds tag %s: nothing given", quote(v))
	}
	for _, item := range items {
		if reason := readOddsItem(o, oddsItem(item)); reason != "" {
			return nil, fmt.Sprintf("Odds tag: %s", reason)
		}
	}
	return o, ""
}

// oddsItem is one thing given, without its article ("the queen's rook",
// "a pawn").
func oddsItem(item string) string {
	item = strings.TrimSpace(item)
	for _, article := range []string{"the ", "a "} {
		item = strings.TrimPrefix(item, article)
	}
	return strings.TrimSpace(item)
}

// readOddsItem reads one thing given: a man, the move, several moves, drawn
// games counted as won, or castling stipulated.
func readOddsItem(o *rules.Odds, item string) string {
	switch {
	case item == "move":
		o.Move = true
		return ""
	case item == "drawn games" || item == "draws":
		o.DrawsWon = true
		return ""
	case item == "castling":
		o.Castling = true
		return ""
	case item == "exchange":
		o.Exchange = true // Staunton odds I: "the odds of a Piece, or \"the exchange,\""
		return ""
	case strings.HasSuffix(item, " moves"):
		n, err := strconv.Atoi(strings.TrimSuffix(item, " moves"))
		if w, ok := numberWords[strings.TrimSuffix(item, " moves")]; ok {
			n, err = w, nil
		}
		if err != nil || n < 2 || n > 6 {
			return fmt.Sprintf("%s: the odds of several moves are two to six moves", quote(item))
		}
		o.Moves = n
		return ""
	}
	sq, reason := readMan(o.Giver, item)
	if reason != "" {
		return reason
	}
	o.Men = append(o.Men, sq)
	return ""
}

// readMan reads a man by its name ("queen's rook", "pawn"), its name and
// square ("knight g1", "pawn e2") or its square alone, for the side c.
func readMan(c chess.Color, item string) (chess.Square, string) {
	f := strings.Fields(item)
	if len(f) == 0 {
		return chess.NoSquare, "a man is missing"
	}
	if sq, ok := chess.ParseSquare(f[len(f)-1]); ok {
		return sq, ""
	}
	home, ok := pieceHome[strings.Join(f, " ")]
	if !ok {
		return chess.NoSquare, fmt.Sprintf("%s: not a man (the queen, the king's or queen's rook, knight or bishop, a pawn, or a square) nor moves, move, drawn games, castling or the exchange", quote(item))
	}
	sq, _ := chess.ParseSquare(home)
	if c == chess.Black {
		sq = chess.SquareAt(sq.File(), 7-sq.Rank())
	}
	return sq, ""
}

// anyPawn are the words of an undertaking to mate with any one of his pawns
// (Staunton odds IV: "with one of his Pawns, or with a particular Pawn");
// "pawn" alone stays the King's Bishop's Pawn, as it always read.
var anyPawn = map[string]bool{"a pawn": true, "any pawn": true, "one of his pawns": true, "one of her pawns": true, "one of the pawns": true}

// parseAgreement reads an [Agreement] value.
func parseAgreement(v string) (*rules.Agreement, string) {
	who, rest, ok := readSide(v)
	if !ok {
		return nil, fmt.Sprintf("Agreement tag %s: begin with who undertakes (white mates with ..., black forces stalemate)", quote(v))
	}
	a := &rules.Agreement{Player: who, Man: chess.NoSquare, Square: chess.NoSquare}
	rest = strings.TrimSpace(strings.ToLower(rest))
	switch {
	case strings.HasPrefix(rest, "mates with ") && anyPawn[strings.Join(strings.Fields(strings.TrimPrefix(rest, "mates with ")), " ")]:
		a.Kind, a.AnyPawn = rules.AgreeMateWith, true
	case strings.HasPrefix(rest, "mates with "):
		sq, reason := readMan(who, strings.TrimPrefix(strings.TrimPrefix(rest, "mates with "), "the "))
		if reason != "" {
			return nil, "Agreement tag: " + reason
		}
		a.Kind, a.Man = rules.AgreeMateWith, sq
		f := strings.Fields(rest)
		_, bySquare := chess.ParseSquare(f[len(f)-1])
		a.ByName = !bySquare
	case strings.HasPrefix(rest, "mates on "):
		sq, ok := chess.ParseSquare(strings.TrimSpace(strings.TrimPrefix(rest, "mates on ")))
		if !ok {
			return nil, fmt.Sprintf("Agreement tag %s: the square of the King mated, e.g. mates on e8", quote(v))
		}
		a.Kind, a.Square = rules.AgreeMateOn, sq
	case rest == "forces stalemate":
		a.Kind = rules.AgreeStalemate
	case rest == "forces self-mate" || rest == "forces selfmate":
		a.Kind = rules.AgreeSelfMate
	default:
		return nil, fmt.Sprintf("Agreement tag %s: want mates with MAN, mates on SQUARE, forces stalemate or forces self-mate", quote(v))
	}
	return a, ""
}

// setupTagReaders read each setup tag into the setup; a reason is returned
// for a bad value.
var setupTagReaders = map[string]func(v string, setup *rules.Setup) string{
	"Odds": func(v string, setup *rules.Setup) (reason string) {
		setup.Odds, reason = parseOdds(v)
		return reason
	},
	"Agreement": func(v string, setup *rules.Setup) (reason string) {
		setup.Agreement, reason = parseAgreement(v)
		return reason
	},
	"Mode": func(v string, setup *rules.Setup) string {
		switch m := strings.ToLower(strings.TrimSpace(v)); m {
		case law.ModeConsultation, law.ModeCorrespondence:
			setup.Mode = m
		case "", "board", "over the board":
		default:
			return fmt.Sprintf("Mode tag %s: want consultation or correspondence (or board)", quote(v))
		}
		return ""
	},
	"Time": func(v string, setup *rules.Setup) (reason string) {
		setup.Time, reason = parseTimeControl(v)
		return reason
	},
	"Appointed": func(v string, setup *rules.Setup) (reason string) {
		setup.Appointed, reason = parseAppointed(v)
		return reason
	},
	"FirstMove": func(v string, setup *rules.Setup) string {
		c, rest, ok := readSide(v)
		if !ok || rest != "" {
			return fmt.Sprintf("FirstMove tag %s: want white or black", quote(v))
		}
		setup.FirstMove = c.String()
		return ""
	},
}

// setupExtras reads the setup tags (SetupTags) into the setup.
func setupExtras(s Script, setup *rules.Setup) error {
	for _, name := range SetupTags {
		if v, ok := s.Tag(name); ok {
			if reason := setupTagReaders[name](v, setup); reason != "" {
				return &LineError{s.tagLine(name), reason}
			}
		}
	}
	return nil
}

// SetupTags are the tags that describe how a game is played beside its
// position: the odds, an undertaking, the first move, the mode and the time
// of moving. They belong in a script's (or a journal's) header.
var SetupTags = []string{"Odds", "Agreement", "FirstMove", "Mode", "Time", "Appointed"}

// SetupFromTags reads a setup from a code, a position, moves and setup tags
// given apart from a script (the terminal's flags). A bad tag's error names
// it: `Time tag "...": ...`.
func SetupFromTags(code, fen string, moves []string, tags []Tag) (rules.Setup, error) {
	s := Script{TagLines: map[string]int{}}
	if code != "" {
		s.Tags = append(s.Tags, Tag{Name: "Code", Value: code})
	}
	if fen != "" {
		s.Tags = append(s.Tags, Tag{Name: "FEN", Value: fen})
	}
	if len(moves) > 0 {
		s.Tags = append(s.Tags, Tag{Name: "Moves", Value: strings.Join(moves, " ")})
	}
	for _, t := range tags {
		if strings.TrimSpace(t.Value) != "" {
			s.Tags = append(s.Tags, t)
		}
	}
	for i, t := range s.Tags {
		s.TagLines[strings.ToLower(t.Name)] = i + 1
	}
	setup, err := SetupOf(s, code)
	var le *LineError
	if errors.As(err, &le) {
		return setup, errors.New(le.Reason)
	}
	return setup, err
}
