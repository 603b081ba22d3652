package pgn

import (
	"errors"
	"fmt"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// A score sheet comes in as PGN from a program, or in the notation of the
// day (chess.Descriptive, ReadDescriptive): either way a Score, whose moves are read one
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
type MoveReader func(g *rules.Game, text string) (chess.BoardMove, error)

// ReadSAN is the reader of PGN: the core's (squares or SAN).
func ReadSAN(g *rules.Game, text string) (chess.BoardMove, error) { return g.ParseMove(text) }

// Script turns the score into an incident script under the code: its
// tags carried, each move a `move` event by its squares, `say check` after
// a move that gives check (the players said it; a score marks it "+"), the
// comments as the umpire's notes, and the result where the board has not
// ended the game (writeResult). A move that does not read is refused with
// its number and the reason ("move 12 (12... Nxe4): ...").
func (s Score) Script(code string, read MoveReader) (incidents.Script, error) {
	return s.ScriptWith(code, read, nil)
}

// ScriptWith is Script with acts put in at the moves where they were done
// (Insert): each goes into the script before or after its move, in the
// order given. From the first act put in, the moves that follow are
// recorded as played and ruled as such: the law acts on the irregularity
// when it is noticed.
func (s Score) ScriptWith(code string, read MoveReader, inserts []Insert) (incidents.Script, error) {
	setup := rules.Setup{Code: code, FEN: s.FEN}
	g, err := rules.New(setup)
	if err != nil {
		return incidents.Script{}, fmt.Errorf("the position: %w", err)
	}
	black, first := fenStart(s.FEN)
	at := map[int][]string{} // acts before the n-th move (0-based); len(Moves): at the end
	for _, in := range inserts {
		p, err := in.ply(black, first, len(s.Moves))
		if err != nil {
			return incidents.Script{}, err
		}
		at[p] = append(at[p], in.Acts...)
	}
	var b strings.Builder
	s.writeTags(&b, code)
	note := func(n int) {
		for _, c := range s.Comments[n] {
			if c = noteText(Markup(c)); c != "" {
				fmt.Fprintf(&b, "U note %s\n", c)
			}
		}
	}
	inserted := false
	acts := func(p int) error {
		for _, a := range at[p] {
			e, err := incidents.ParseString(a + "\n")
			if err != nil || len(e.Events) != 1 {
				return fmt.Errorf("the act %q does not read: %v", a, err)
			}
			if err := g.Apply(e.Events[0].Event); err != nil {
				return fmt.Errorf("the act %q, put in before move %s: %w%s", a, plyName(black, first, p), err, whereNow(g, e.Events[0].Event))
			}
			b.WriteString(incidents.FormatEvent(e.Events[0].Event) + "\n")
			inserted = true
		}
		return nil
	}
	note(0)
	for i, text := range s.Moves {
		if err := acts(i); err != nil {
			return incidents.Script{}, err
		}
		next := ""
		if i+1 < len(s.Moves) {
			next = s.Moves[i+1]
		}
		if err := playScored(g, &b, lookahead(read, next), text, inserted); err != nil {
			if !inserted {
				return incidents.Script{}, fmt.Errorf("move %s: %w", moveNumber(first, black, i, text), err)
			}
			// The acts put in changed the board (a penalty enforced): the
			// rest of the score no longer fits it. The game stands there,
			// to be played on; the moves left are noted, not played.
			fmt.Fprintf(&b, "U note %s\n", noteText(fmt.Sprintf("the score goes on with %s, which no longer fits the board after the acts put in (%v): those moves are not played", restOf(s.Moves, first, black, i), err)))
			return incidents.ParseString(b.String())
		}
		note(i + 1)
	}
	if err := acts(len(s.Moves)); err != nil {
		return incidents.Script{}, err
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
		title = orUnknown(w) + " – " + orUnknown(bl)
	}
	if ev := strings.Trim(s.Tag("Event"), "? "); ev != "" {
		title += ", " + ev
	} else if op := strings.TrimSpace(strings.Trim(s.Tag("ECO"), "? ") + " " + strings.Trim(s.Tag("Opening"), "? ")); op != "" {
		title += ", " + op // an opening of a book of openings (eco.pgn)
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
	// The score's other tags ride along, so that a journal written from it
	// keeps them for the PGN and the report.
	for _, t := range s.Tags {
		if incidents.ScoreTag(t[0]) && !strings.ContainsAny(t[1], "\n\r") {
			fmt.Fprintf(b, "[%s \"%s\"]\n", t[0], esc.Replace(t[1]))
		}
	}
}

// lookahead lets the score itself settle a move written ambiguously, as
// its readers did: of the moves it may name, the one after which the
// next move of the score reads. ("B. takes P. (ch.)" in the Opera Game
// is Bxb5+ or Bxf7+; only after Bxb5+ does "Q. Kt. to Q's 2d" read.)
func lookahead(read MoveReader, next string) MoveReader {
	return func(g *rules.Game, text string) (chess.BoardMove, error) {
		m, err := read(g, text)
		var amb *chess.AmbiguousError
		if err == nil || next == "" || !errors.As(err, &amb) {
			return m, err
		}
		var fit []chess.BoardMove
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
func nextReads(g *rules.Game, c chess.BoardMove, read MoveReader, next string) bool {
	cp, err := rules.New(g.Setup())
	if err != nil {
		return false
	}
	for _, e := range g.Events() {
		if cp.Apply(e) != nil {
			return false
		}
	}
	e := record.Event{Actor: record.ActorOf(cp.Turn()), Verb: record.Move, Square: c.From, To: c.To}
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
// one and the game goes on. Unless the move is played after an act put in
// (asPlayed), a move the core rules on is refused.
func playScored(g *rules.Game, b *strings.Builder, read MoveReader, text string, asPlayed bool) error {
	mover := record.ActorOf(g.Turn())
	m, err := read(g, text)
	if err != nil {
		return err
	}
	e := record.Event{Actor: mover, Verb: record.Move, Square: m.From, To: m.To}
	if m.Promo != 0 {
		e.Promotion = string(m.Promo)
	}
	if err := g.Apply(e); err != nil {
		return err
	}
	b.WriteString(incidents.FormatEvent(e) + "\n")
	if len(g.Report().Rulings) > 0 && !asPlayed {
		return errors.New("the core rules on it: a score sheet's moves must be regular")
	}
	for _, k := range g.CheckedKings() {
		if g.PieceAt(k).Color == g.Turn() && g.Report().Result == "*" {
			check := record.Event{Actor: mover, Verb: record.SayCheck}
			if err := g.Apply(check); err != nil {
				return fmt.Errorf("check: %w", err)
			}
			b.WriteString(incidents.FormatEvent(check) + "\n")
		}
	}
	return nil
}

// writeResult ends the script as the score ends, where the board has
// not: a draw is recorded as agreed at the board (U result); a game lost
// otherwise than by mate was resigned, unless its [Termination] tag says
// how it was lost (on time, abandoned...), when the result is recorded as
// declared, with a note saying how.
func (s Score) writeResult(g *rules.Game, b *strings.Builder) {
	rep := g.Report()
	if rep.Result != "*" {
		return
	}
	if p, err := newPosition(readableFEN(rep.FEN)); err == nil && p.terminal() != "" {
		return // mate or stalemate on the board, a ruling still open: the law decides, not the score
	}
	term := strings.TrimSpace(s.Tag("Termination"))
	normal := term == "" || strings.EqualFold(term, "normal")
	switch {
	case s.Result == "1/2-1/2":
		if !normal {
			fmt.Fprintf(b, "U note the score gives the game drawn: %s\n", noteText(term))
		}
		b.WriteString("U result 1/2-1/2\n")
	case (s.Result == "1-0" || s.Result == "0-1") && normal:
		if s.Result == "1-0" {
			b.WriteString("B resign\n")
		} else {
			b.WriteString("W resign\n")
		}
	case s.Result == "1-0" || s.Result == "0-1":
		loser := "Black"
		if s.Result == "0-1" {
			loser = "White"
		}
		fmt.Fprintf(b, "U note the score gives %s lost (%s): %s\n", loser, s.Result, noteText(term))
		fmt.Fprintf(b, "U result %s\n", s.Result)
	}
}

// noteText is words from a score fit for a note of one line.
func noteText(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > maxNote {
		s = strings.ToValidUTF8(s[:maxNote], "") + "…"
	}
	return strings.ReplaceAll(s, "#", "\uff03")
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

// whereNow helps with a touch of an empty square: where the man that
// began there stands now, as players name a man by the square it started
// on ("the Knight on g8" when it has long gone to f6).
func whereNow(g *rules.Game, e record.Event) string {
	if e.Verb != record.Touch || !e.Square.Valid() || !g.PieceAt(e.Square).Empty() {
		return ""
	}
	origin := map[chess.Square]chess.Square{}
	for sq := chess.Square(0); sq < 64; sq++ {
		origin[sq] = sq
	}
	for _, u := range g.Report().Moves {
		from, ok1 := chess.ParseSquare(u[:min(2, len(u))])
		to, ok2 := chess.ParseSquare(u[min(2, len(u)):min(4, len(u))])
		if !ok1 || !ok2 {
			continue
		}
		king := origin[from] == from && from.File() == 4 && (from.Rank() == 0 || from.Rank() == 7)
		origin[to] = origin[from]
		delete(origin, from)
		if f := int(to.File()) - int(from.File()); king && (f == 2 || f == -2) {
			// castling: the Rook goes over the King
			rf, rt := 7, 5
			if f < 0 {
				rf, rt = 0, 3
			}
			r := from.Rank()
			rs, rd := chess.Square(r*8+rf), chess.Square(r*8+rt)
			if o, ok := origin[rs]; ok && (o == rs) {
				origin[rd] = o
				delete(origin, rs)
			}
		}
	}
	for now, began := range origin {
		if began == e.Square && now != e.Square && !g.PieceAt(now).Empty() {
			return fmt.Sprintf(" (the man that began on %s stands on %s: touch %s; touch-square %s records a touch of the empty square)", e.Square, now, now, e.Square)
		}
	}
	return fmt.Sprintf(" (touch-square %s records a touch of the empty square)", e.Square)
}

// restOf names the moves of a score from the i-th on: "11. Bxb5+ Nbd7 12.
// O-O-O ..." (the first few, then how many more).
func restOf(moves []string, first int, black bool, i int) string {
	var parts []string
	for k := i; k < len(moves) && k < i+6; k++ {
		off := k + b2i(black)
		switch {
		case off%2 == 0:
			parts = append(parts, fmt.Sprintf("%d. %s", first+off/2, moves[k]))
		case k == i:
			parts = append(parts, fmt.Sprintf("%d... %s", first+off/2, moves[k]))
		default:
			parts = append(parts, moves[k])
		}
	}
	if more := len(moves) - i - 6; more > 0 {
		parts = append(parts, fmt.Sprintf("and %d more", more))
	}
	return strings.Join(parts, " ")
}

// orUnknown is a player's name, or "?" for one the score leaves out.
func orUnknown(s string) string {
	if s == "" {
		return "?"
	}
	return s
}
