package chess

import (
	"fmt"
	"slices"
	"strings"
)

// A Notation spells the moves of the side to move on a board, and reads
// them back: standard algebraic notation (Algebraic), the squares as UCI
// writes them (UCI), and the descriptive notation of the codes' day
// (Descriptive). Whoever shows or reads moves (the terminal's log, the
// report, a score sheet's reader) holds the notation chosen as one of
// these values, not as a flag.
type Notation interface {
	// Name is the notation's name, as NotationNamed takes it.
	Name() string
	// Encode spells m, a move of the side to move on b; false when the
	// notation has no spelling of it (SAN and the descriptive notation
	// spell legal moves only).
	Encode(b *Board, m BoardMove) (string, bool)
	// Decode reads text as the legal move of the side to move on b that
	// it names. Where it names several, the error is an *AmbiguousError.
	Decode(b *Board, text string) (BoardMove, error)
}

// Notations are the notations, by the names NotationNamed takes.
var Notations = []Notation{Algebraic{}, UCI{}, Descriptive{}}

// NotationNamed is the notation a flag or a setting names, in any case:
// san (or algebraic, or pgn, whose moves are SAN), uci (or squares), or
// descriptive.
func NotationNamed(name string) (Notation, error) {
	switch strings.ToLower(name) {
	case "san", "algebraic", "pgn":
		return Algebraic{}, nil
	case "uci", "squares":
		return UCI{}, nil
	case "descriptive":
		return Descriptive{}, nil
	}
	return nil, fmt.Errorf("no notation %q (want san, uci or descriptive)", name)
}

// AmbiguousError is a move as written that names more than one legal
// move: the reader says which, so that what follows (the next move of a
// score) may settle it.
type AmbiguousError struct {
	Text       string
	Candidates []BoardMove
	Err        error // the reader's words
}

func (e *AmbiguousError) Error() string { return e.Err.Error() }

// Algebraic is standard algebraic notation: "Nf3", "exd5", "e8=Q", "O-O",
// with "+" for check and "#" for mate.
type Algebraic struct{}

// Name is "san".
func (Algebraic) Name() string { return "san" }

// Encode spells a legal move in SAN (SAN).
func (Algebraic) Encode(b *Board, m BoardMove) (string, bool) { return SAN(*b, m) }

// Decode reads a SAN against the legal moves of the side to move, as
// readers of PGN take it: "x", "+" and "#" optional, O-O or 0-0, the
// promotion's piece small or large; the piece is needed.
func (Algebraic) Decode(b *Board, text string) (BoardMove, error) {
	return DecodeSAN(b, text, GenMoves(b, ^uint64(0), ^uint64(0), nil, false))
}

// NoSuchMoveError: a SAN that names no legal move of the side to move.
type NoSuchMoveError struct {
	Text string
	On   *Board
}

func (e *NoSuchMoveError) Error() string {
	return fmt.Sprintf("%q is not a legal move for %s in %s", e.Text, e.On.Turn, e.On.FEN())
}

// DecodeSAN is Algebraic's Decode among the legal moves given (a caller
// that keeps them, the engine, passes its own). It names no move as a
// *NoSuchMoveError, several as an *AmbiguousError.
func DecodeSAN(b *Board, text string, legal []BoardMove) (BoardMove, error) {
	sm, err := ReadSAN(text)
	if err != nil {
		return BoardMove{}, err
	}
	var found []BoardMove
	for _, lm := range legal {
		if sm.Fits(b, lm) {
			found = append(found, lm)
		}
	}
	switch {
	case len(found) == 1:
		return found[0], nil
	case len(found) == 0 && sm.Kind == 'P' && sm.Promo == 0 && sm.Castling == 0 && lastRankFor(b.Turn, sm.To):
		return BoardMove{}, fmt.Errorf("%q: a pawn reaching the last rank: name the piece (e.g. %s=Q)", text, strings.TrimRight(text, "+#!?"))
	case len(found) == 0:
		return BoardMove{}, &NoSuchMoveError{Text: text, On: b}
	}
	return BoardMove{}, ambiguous(b, text, found, "")
}

// UCI is a move written by its squares, as the Universal Chess Interface
// writes it: e2e4, e7e8q.
type UCI struct{}

// Name is "uci".
func (UCI) Name() string { return "uci" }

// Encode spells any transfer by its squares, an irregular one too.
func (UCI) Encode(b *Board, m BoardMove) (string, bool) {
	if !m.From.Valid() || !m.To.Valid() {
		return "", false
	}
	return m.UCI(), true
}

// Decode reads squares (case-insensitive) naming a legal move of the side
// to move; a pawn reaching the last rank names its piece. ParseUCI reads
// any transfer, legal or not.
func (UCI) Decode(b *Board, text string) (BoardMove, error) {
	m, err := ParseUCI(strings.ToLower(text))
	if err != nil {
		return m, err
	}
	if !IsLegal(b, m) {
		return BoardMove{From: NoSquare, To: NoSquare}, fmt.Errorf("%q is not a legal move for %s in %s", text, b.Turn, b.FEN())
	}
	return m, nil
}

// Descriptive is the descriptive notation of the codes' day: "P. to K's
// 4th", "K. Kt. to B's 3rd", "Q. takes P. (ch.)", "Castles", and the
// compact forms of the later books ("P-K4", "N-KB3", "QxP ch").
//
// Its zero value names each man by the side of the board he stands on, as
// the men of a first position are; a game's later positions need Origins,
// followed through the moves played, to tell the King's Knight from the
// Queen's wherever he has gone.
type Descriptive struct {
	// Origins is the side each man on the board began on; nil: the side
	// he stands on.
	Origins *Origins
	// Moves, when not nil, are the moves to read among instead of the
	// board's legal moves: a game that allows others (a King's leap at
	// Rook odds, read as castling) gives them here.
	Moves []BoardMove
}

// Name is "descriptive".
func (Descriptive) Name() string { return "descriptive" }

// Origins is the side of the board (K or Q) each man began on, by the
// square he stands on now.
type Origins [64]byte

// NewOrigins is the origins of the men of a first position: each man's is
// the side he stands on.
func NewOrigins() *Origins {
	var o Origins
	for sq := range o {
		o[sq] = wingOf(Square(sq).File())
	}
	return &o
}

// OriginsAfter is the origins after the moves played from a first
// position, written by their squares (a game's record in UCI); a move
// that does not read is passed over.
func OriginsAfter(moves []string) *Origins {
	o := NewOrigins()
	for _, u := range moves {
		if len(u) < 4 {
			continue
		}
		from, ok1 := ParseSquare(u[:2])
		to, ok2 := ParseSquare(u[2:4])
		if ok1 && ok2 {
			o.Follow(BoardMove{From: from, To: to})
		}
	}
	return o
}

// Follow moves the man's origin with him. (Castling moves the Rook to a
// square of his own side, so the Rook keeps his name.)
func (o *Origins) Follow(m BoardMove) {
	if m.From.Valid() && m.To.Valid() {
		o[m.To] = o[m.From]
	}
}

// origins is d's origins, those of a first position when none are given.
func (d Descriptive) origins() *Origins {
	if d.Origins != nil {
		return d.Origins
	}
	return NewOrigins()
}

// ambiguous is the error for a move as written that names several: their
// SAN, and what would tell them apart.
func ambiguous(b *Board, text string, found []BoardMove, hint string) error {
	var alts []string
	for _, m := range found {
		s, _ := SAN(*b, m)
		alts = append(alts, s)
	}
	return &AmbiguousError{Text: text, Candidates: slices.Clone(found),
		Err: fmt.Errorf("%q is ambiguous: %s%s", text, strings.Join(alts, " or "), hint)}
}

// lastRankFor reports whether sq is on the last rank of c's pawns.
func lastRankFor(c Color, sq Square) bool {
	if c == White {
		return sq.Rank() == 7
	}
	return sq.Rank() == 0
}
