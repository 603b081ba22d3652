package pgn

import (
	"errors"
	"fmt"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// A score sheet comes in as PGN from a program, or in the notation of the
// day (package descriptive): either way a Score, whose moves are read one
// by one against the rules core's position and become the events of a new
// journal.
//
// Why not notnil/chess's own PGN reader (chess.NewScanner)? Measured on the
// cases of import_test.go, v1.10.0: it panics on a comment before the first
// move, reads a `;` comment's words as moves, drops "0-0" castling (and
// then fails on the next move), loses a game that follows another without
// a blank line, and yields a spurious empty game at the end of every file.
// The tokenizer here (read.go) takes all of these; the moves are then read
// by Game.ParseMove, the core's one SAN reader.

// Score is one game of a score sheet: its tags in order, where it starts,
// its line of play (moves as written, comments, annotations, variations),
// its result.
type Score struct {
	Tags [][2]string
	FEN  string // from [FEN] (with or without [SetUp "1"]); "" the initial position
	Line
	Result string // the movetext's result, "*" when none was written
}

// Tag returns a tag's value, "" when absent.
func (s Score) Tag(name string) string {
	for _, t := range s.Tags {
		if strings.EqualFold(t[0], name) {
			return t[1]
		}
	}
	return ""
}

// ReadScores reads the games of a PGN file as the standard writes them:
// tags, movetext with its move numbers, comments ({...} and ;) holding any
// character, NAGs and annotation marks, variations at any depth, escape
// lines (%). Only the syntax is read here: the moves are read in their
// positions by Script.
func ReadScores(text string) ([]Score, error) {
	var out []Score
	toks := tokenize(text)
	for i := 0; i < len(toks); {
		sc, next := parseGame(toks, i)
		if next == i {
			next++ // cannot happen: a game takes at least a token
		}
		i = next
		if len(sc.Tags) == 0 && len(sc.Moves) == 0 && sc.Result == "*" && !sc.hasText() {
			continue
		}
		out = append(out, sc)
	}
	if len(out) == 0 {
		return nil, errors.New("no game in it: no tag and no move")
	}
	return out, nil
}

// hasText reports whether a game without tags or moves holds a comment
// (a game of a comment alone is still a game).
func (s Score) hasText() bool { return len(s.Comments[0]) > 0 }

// maxNote bounds a comment carried as a note, well inside the notation's
// longest line.
const maxNote = 4000

// MoveReader reads one move as written against the game as it stands.
type MoveReader func(g *rules.Game, text string) (rules.BoardMove, error)

// ReadSAN is the reader of PGN: the core's (squares or SAN).
func ReadSAN(g *rules.Game, text string) (rules.BoardMove, error) { return g.ParseMove(text) }

// Script turns the score into an incident script under the code: its
// tags carried, each move a `move` event by its squares, `say check` after
// a move that gives check (the players said it; a score marks it "+"), the
// comments as the umpire's notes, and a resignation where the result
// says a side lost without being mated. A move that does not read is
// refused with its number and the reason ("move 12 (12... Nxe4): ...").
func (s Score) Script(code string, read MoveReader) (incidents.Script, error) {
	setup := rules.Setup{Code: code, FEN: s.FEN}
	g, err := rules.New(setup)
	if err != nil {
		return incidents.Script{}, fmt.Errorf("the position: %w", err)
	}
	var b strings.Builder
	s.writeTags(&b, code)
	note := func(n int) {
		for _, c := range s.Comments[n] {
			c = strings.Join(strings.Fields(c), " ")
			if c == "" {
				continue
			}
			if len(c) > maxNote {
				c = strings.ToValidUTF8(c[:maxNote], "") + "…" // a line of the notation is bounded
			}
			fmt.Fprintf(&b, "U note %s\n", strings.ReplaceAll(c, "#", "\uff03"))
		}
	}
	note(0)
	black, first := fenStart(s.FEN)
	for i, text := range s.Moves {
		next := ""
		if i+1 < len(s.Moves) {
			next = s.Moves[i+1]
		}
		if err := playScored(g, &b, lookahead(read, next), text); err != nil {
			return incidents.Script{}, fmt.Errorf("move %s: %w", moveNumber(first, black, i, text), err)
		}
		note(i + 1)
	}
	s.writeResult(g, &b)
	return incidents.ParseString(b.String())
}

// writeTags carries the score's tags into the script: the game tags, the
// position, the code, and a title naming the game.
func (s Score) writeTags(b *strings.Builder, code string) {
	esc := strings.NewReplacer(`\`, `\\`, `"`, `\"`)
	title := "A game from a score sheet"
	if w, bl := strings.Trim(s.Tag("White"), "? "), strings.Trim(s.Tag("Black"), "? "); w+bl != "" {
		title = w + " – " + bl
	}
	if ev := strings.Trim(s.Tag("Event"), "? "); ev != "" {
		title += ", " + ev
	}
	if d := strings.Trim(s.Tag("Date"), "?."); d != "" {
		title += " " + d
	}
	fmt.Fprintf(b, "[Title \"%s\"]\n", esc.Replace(title))
	if code != "" {
		fmt.Fprintf(b, "[Code \"%s\"]\n", esc.Replace(code))
	}
	if s.FEN != "" {
		fmt.Fprintf(b, "[FEN \"%s\"]\n", esc.Replace(s.FEN))
	}
	for _, t := range s.Tags {
		if incidents.GameTag(strings.ToLower(t[0])) && strings.Trim(t[1], "?. ") != "" {
			fmt.Fprintf(b, "[%s \"%s\"]\n", t[0], esc.Replace(t[1]))
		}
	}
}

// AmbiguousError is a move as written that names more than one legal
// move: the reader says which.
type AmbiguousError struct {
	Text       string
	Candidates []rules.BoardMove
	Err        error // the reader's words
}

func (e *AmbiguousError) Error() string { return e.Err.Error() }

// lookahead lets the score itself settle a move written ambiguously, as
// its readers did: of the moves it may name, the one after which the
// next move of the score reads. ("B. takes P. (ch.)" in the Opera Game
// is Bxb5+ or Bxf7+; only after Bxb5+ does "Q. Kt. to Q's 2d" read.)
func lookahead(read MoveReader, next string) MoveReader {
	return func(g *rules.Game, text string) (rules.BoardMove, error) {
		m, err := read(g, text)
		var amb *AmbiguousError
		if err == nil || next == "" || !errors.As(err, &amb) {
			return m, err
		}
		var fit []rules.BoardMove
		for _, c := range amb.Candidates {
			if nextReads(g, c, read, next) {
				fit = append(fit, c)
			}
		}
		if len(fit) != 1 {
			return m, err
		}
		return fit[0], nil
	}
}

// nextReads plays the candidate on a copy of the game (its events
// replayed) and reads the next move there.
func nextReads(g *rules.Game, c rules.BoardMove, read MoveReader, next string) bool {
	cp, err := rules.New(g.Setup())
	if err != nil {
		return false
	}
	for _, e := range g.Events() {
		if cp.Apply(e) != nil {
			return false
		}
	}
	e := rules.Event{Actor: rules.ActorOf(cp.Turn()), Verb: rules.Move, Square: c.From, To: c.To}
	if c.Promo != 0 {
		e.Promotion = string(c.Promo)
	}
	if cp.Apply(e) != nil {
		return false
	}
	_, err = read(cp, next)
	return err == nil
}

// playScored reads one move, applies it, and says check when it gives
// one and the game goes on.
func playScored(g *rules.Game, b *strings.Builder, read MoveReader, text string) error {
	mover := rules.ActorOf(g.Turn())
	m, err := read(g, text)
	if err != nil {
		return err
	}
	e := rules.Event{Actor: mover, Verb: rules.Move, Square: m.From, To: m.To}
	if m.Promo != 0 {
		e.Promotion = string(m.Promo)
	}
	if err := g.Apply(e); err != nil {
		return err
	}
	b.WriteString(incidents.FormatEvent(e) + "\n")
	if len(g.Report().Rulings) > 0 {
		return errors.New("the core rules on it: a score sheet's moves must be regular")
	}
	for _, k := range g.CheckedKings() {
		if g.PieceAt(k).Color == g.Turn() && g.Report().Result == "*" {
			check := rules.Event{Actor: mover, Verb: rules.SayCheck}
			if err := g.Apply(check); err != nil {
				return fmt.Errorf("check: %w", err)
			}
			b.WriteString(incidents.FormatEvent(check) + "\n")
		}
	}
	return nil
}

// writeResult ends the script as the score ends: a side that lost without
// being mated resigned; a draw is noted (there is no event for a draw
// agreed).
func (s Score) writeResult(g *rules.Game, b *strings.Builder) {
	if g.Report().Result != "*" {
		return
	}
	switch s.Result {
	case "1-0":
		b.WriteString("B resign\n")
	case "0-1":
		b.WriteString("W resign\n")
	case "1/2-1/2":
		b.WriteString("U note the score gives the game drawn (1/2-1/2)\n")
	}
}

// moveNumber names the i-th move of a score as a reader finds it: "12
// (12... Nxe4)".
func moveNumber(first int, black bool, i int, text string) string {
	off := i
	if black {
		off++
	}
	n := first + off/2
	if off%2 == 0 {
		return fmt.Sprintf("%d (%d. %s)", n, n, text)
	}
	return fmt.Sprintf("%d (%d... %s)", n, n, text)
}
