package ui

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// A move typed straight at the board, as a scorer writes it (Nf3, exd5,
// O-O, e8=Q, Qh4+) or by its squares (g1f3, e7e8q), is recorded as the
// touch and release of that man: one `move` event, and `say check` when
// "+" or "#" ends it. The core reads it (Game.ReadMove) against the moves
// of either side; a move the law calls irregular is typed by its squares,
// which name any transfer.

// typedMove is a move typed at the board, read.
type typedMove struct {
	from, to chess.Square
	promo    string // q r b n, or "" (asked for after, when a pawn reaches the last rank)
	check    bool   // "+" or "#" typed: the mover says check
	man      chess.Piece
	text     string // the reading of the text that names it (Nf3 for nf3)
}

var kindNames = map[byte]string{'K': "King", 'Q': "Queen", 'R': "Rook", 'B': "Bishop", 'N': "Knight", 'P': "pawn"}

// readMove reads a typed move. SAN names the man among the moves of
// prefer's side first (the side to move, or the player the umpire switched
// to), then of the other side (a move out of turn, or of the adversary's
// man); squares name the man on the first square, whoever owns it.
//
// A move is read in either case, as it is typed in haste: nf3 is Nf3, o-o
// is O-O, e8=q is e8=Q. Where lower case names two moves (bc4: the b-pawn
// taking on c4, or the Bishop going there), the error is an ambiguousCase
// that names both, for the umpire to pick.
func readMove(g *rules.Game, text string, prefer chess.Color) (typedMove, error) {
	var found []typedMove
	var firstErr error
	for _, t := range caseReadings(text) {
		tm, err := readMoveAs(g, t, prefer)
		if err != nil {
			// Say why the text as typed is no move, unless only a reading
			// of it says more (nf3: no Knight can go there).
			if firstErr == nil || strings.Contains(firstErr.Error(), "is not a move") && !strings.Contains(err.Error(), "is not a move") {
				firstErr = err
			}
			continue
		}
		if !slices.ContainsFunc(found, func(f typedMove) bool { return f.from == tm.from && f.to == tm.to && f.promo == tm.promo }) {
			tm.text = t
			found = append(found, tm)
		}
	}
	// A reading that names a move of the side SAN names first wins over
	// one of the other side (bb5 with White to move: the Bishop, not
	// Black's pawn out of turn), as ReadMove prefers it.
	if mine := slices.DeleteFunc(slices.Clone(found), func(f typedMove) bool { return f.man.Color != prefer }); len(mine) > 0 {
		found = mine
	}
	switch len(found) {
	case 0:
		return typedMove{}, firstErr
	case 1:
		return found[0], nil
	}
	return found[0], ambiguousCase{text: strings.TrimSpace(text), moves: found, g: g}
}

func readMoveAs(g *rules.Game, text string, prefer chess.Color) (typedMove, error) {
	mt, err := g.ReadMove(text, prefer, prefer.Other())
	tm := typedMove{from: mt.From, to: mt.To, check: mt.Check, man: g.PieceAt(mt.From)}
	if mt.Promo != 0 {
		tm.promo = string(mt.Promo)
	}
	return tm, err
}

// caseReadings are the texts a move typed in any case may stand for: as
// typed, then with a piece's lower-case letter read as the piece (nf3:
// Nf3; bc4: Bc4, beside the b-pawn's bc4), castling's o as O, a
// promotion's letter as the piece, and squares typed in capitals.
func caseReadings(text string) []string {
	t := strings.TrimSpace(text)
	out := []string{t}
	add := func(s string) {
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	if t == "" {
		return out
	}
	up := t
	if i := strings.IndexByte(up, '='); i >= 0 && i+1 < len(up) {
		up = up[:i+1] + strings.ToUpper(up[i+1:i+2]) + up[i+2:]
	}
	add(up)
	body := strings.TrimRight(up, "+#!?")
	if strings.Trim(strings.ToUpper(body), "O0-") == "" {
		add(strings.ToUpper(up)) // o-o, o-o-o
	} else if strings.IndexByte("kqrnb", up[0]) >= 0 {
		add(strings.ToUpper(up[:1]) + up[1:])
	}
	if lower := strings.ToLower(t); lower != t {
		if _, ok := chess.ParseSquares(strings.TrimRight(lower, "+#!?")); ok {
			add(lower) // E2E4
		}
	}
	return out
}

// ambiguousCase is a move typed in lower case that names two moves: the
// umpire picks one (1, 2) or types it in capitals.
type ambiguousCase struct {
	text  string
	moves []typedMove
	g     *rules.Game
}

func (a ambiguousCase) Error() string {
	var parts []string
	for i, tm := range a.moves {
		parts = append(parts, fmt.Sprintf("%d: the %s %s→%s, %s", i+1, kindNames[tm.man.Kind], tm.from, tm.to, a.san(tm)))
	}
	return fmt.Sprintf("%s names %d moves. %s. Type the number, or the move in capitals.", a.text, len(a.moves), strings.Join(parts, "; "))
}

// san is the move as a scorer writes it (the squares where the core has
// no SAN of it).
func (a ambiguousCase) san(tm typedMove) string {
	bm := chess.BoardMove{From: tm.from, To: tm.to}
	if tm.promo != "" {
		bm.Promo = tm.promo[0]
	}
	if s, ok := a.g.SANFor(bm); ok {
		return s
	}
	return tm.text
}

// moveLine is the line a typed move is written on: it opens with the
// move's first character and shows what the text reads as.
type moveLine struct {
	ti   textinput.Model
	on   bool
	hint string
	bad  bool
	// slip is the text whose move waits for a second enter (slipWarning);
	// any change to the text asks again.
	slip string
	// cry is the text whose "+" waits for a second enter: the move gives
	// no check, and enter again records the cry all the same.
	cry string
	// choices are the moves a text in lower case names (bc4), while the
	// line asks which: 1, 2 picks one.
	choices []typedMove
}

func newMoveLine(th theme) moveLine {
	return moveLine{ti: newInput(th, "move ")}
}

// startsMove reports whether a key begins a typed move: a file, a piece's
// letter in either case, castling's O (o, 0). No other key of the game is
// one of these: a move typed in haste (qh5, rg1, nf3) is never taken for
// a command.
func startsMove(s string) bool {
	return len(s) == 1 && (s[0] >= 'a' && s[0] <= 'h' || strings.ContainsRune(moveStarts, rune(s[0])))
}

// moveStarts are the letters besides the files that begin a move.
const moveStarts = "KQRBNOkqrnbo0"

func (l *moveLine) open(first string) {
	l.on, l.bad = true, false
	l.ti.SetValue(first)
	l.ti.CursorEnd()
}

func (l *moveLine) close() {
	l.on, l.hint, l.bad, l.slip, l.cry, l.choices = false, "", false, "", "", nil
	l.ti.SetValue("")
}

func (m Model) updateMove(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	l := &m.panels.mv
	switch msg.Type {
	case tea.KeyEsc:
		l.close()
		return m, nil
	case tea.KeyEnter:
		m.submitMove()
		return m, nil
	case tea.KeyTab:
		if s := l.ti.CurrentSuggestion(); s != "" {
			l.ti.SetValue(s)
			l.ti.CursorEnd()
		}
	case tea.KeyRunes:
		if n := len(l.choices); n > 0 && len(msg.Runes) == 1 && msg.Runes[0] >= '1' && int(msg.Runes[0]-'1') < n {
			m.recordTyped(l.choices[msg.Runes[0]-'1'], l.ti.Value())
			return m, nil
		}
		l.ti, _ = l.ti.Update(msg)
	case tea.KeyBackspace:
		if l.ti.Value() == "" {
			l.close()
			return m, nil
		}
		l.ti, _ = l.ti.Update(msg)
	default:
		l.ti, _ = l.ti.Update(msg)
	}
	l.describe(m.typing())
	return m, nil
}

// typing is what the move line reads of the game as a move is typed: the
// game, whom the umpire switched the keys to, the board's cursor (its
// man's moves are suggested first) and the arrow the hint draws.
type typing struct {
	game     *rules.Game
	override bool
	to       record.Actor // whom the keys were switched to, with override
	cursor   chess.Square
	arrow    string
}

// typing is what the move line reads now.
func (m *Model) typing() typing {
	return typing{game: m.game, override: m.actFor.override, to: m.actFor.overrideTo,
		cursor: m.panels.board.focus.cursor, arrow: m.term.th.g.arrow}
}

// describe says, as the move is typed, which man it names, or why it
// names none yet.
func (l *moveLine) describe(t typing) {
	text := l.ti.Value()
	l.slip, l.cry, l.choices = "", "", nil // the text changed: asked about again
	likely := t.legalSANs()
	l.ti.SetSuggestions(likely)
	tm, err := readMove(t.game, text, t.preferredColor())
	l.bad = err != nil
	var amb ambiguousCase
	if errors.As(err, &amb) {
		// Asked at once: 1, 2 pick (no digit continues a whole move).
		l.hint, l.bad, l.choices = amb.Error(), false, amb.moves
		return
	}
	if err != nil {
		// The start of a move is not an error yet: say what it may become,
		// read in either case (n… is N…).
		for _, r := range caseReadings(text) {
			if h, ok := prefixHint(t.game, r, t.preferredColor(), likely); ok {
				l.hint, l.bad = h, false
				return
			}
		}
		l.hint = err.Error()
		return
	}
	mover := t.moverOf(tm)
	l.hint = fmt.Sprintf("%s %s %s %s%s by %s", pieceWords(tm.man), tm.from, t.arrow, tm.to, promoWords(tm.promo), titleCase(mover.String()))
	if c, ok := mover.Color(); ok && c != t.game.Turn() {
		l.hint += ", out of turn"
	}
	if tm.check {
		l.hint += ", saying check"
	}
	l.hint += " · enter records · esc cancels"
}

func promoWords(p string) string {
	if p == "" {
		return ""
	}
	return "=" + strings.ToUpper(p)
}

// pieceWords names a man: "White Knight".
func pieceWords(p chess.Piece) string {
	return titleCase(p.Color.String()) + " " + kindNames[p.Kind]
}

// preferredColor is the side whose men SAN names first.
func (t typing) preferredColor() chess.Color {
	if t.override {
		if c, ok := t.to.Color(); ok {
			return c
		}
	}
	return t.game.Turn()
}

// moverOf is who moved a typed move: the owner of the man, unless the
// umpire switched the acting player (a player moving his adversary's man).
func (t typing) moverOf(tm typedMove) record.Actor {
	if t.override && t.to != record.ActorUmpire {
		return t.to
	}
	return record.ActorOf(tm.man.Color)
}

// legalSANs are the moves the line suggests (tab takes the first that
// the text begins): the legal moves of the side SAN names first, the
// likeliest first: the moves of the man under the cursor, then captures
// and checks, then the rest; alphabetically within each.
func (t typing) legalSANs() []string {
	c := t.preferredColor()
	all := t.game.MovesOf(c)
	type suggestion struct {
		san  string
		rank int
	}
	sugs := make([]suggestion, 0, len(all))
	for _, mv := range all {
		s, _ := t.game.SANFor(mv)
		rank := 2
		switch {
		case mv.From == t.cursor:
			rank = 0
		case strings.Contains(s, "x"):
			rank = 1
		case c == t.game.Turn():
			if full, ok := t.game.SANOf(mv); ok && strings.ContainsAny(full, "+#") {
				rank = 1
			}
		}
		sugs = append(sugs, suggestion{s, rank})
	}
	sort.Slice(sugs, func(i, j int) bool {
		if sugs[i].rank != sugs[j].rank {
			return sugs[i].rank < sugs[j].rank
		}
		return sugs[i].san < sugs[j].san
	})
	out := make([]string, 0, len(sugs))
	for _, sg := range sugs {
		out = append(out, sg.san)
	}
	return out
}

// submitMove records the typed move, or leaves the line open with the
// reason it was not.
func (m *Model) submitMove() {
	l := &m.panels.mv
	text := l.ti.Value()
	t := m.typing()
	tm, err := readMove(m.game, text, t.preferredColor())
	var amb ambiguousCase
	if errors.As(err, &amb) {
		l.hint, l.bad, l.choices = amb.Error(), true, amb.moves
		return
	}
	if err != nil {
		l.hint, l.bad = err.Error(), true
		return
	}
	if w := slipWarning(text, tm, t.preferredColor(), m.actFor.override); w != "" && l.slip != text {
		l.slip, l.hint, l.bad = text, w, true
		return
	}
	m.recordTyped(tm, text)
}

// recordTyped records a move read from the line: the move, and the cry of
// check typed with it, as one entry of the log that one undo takes back.
// A "+" on a move that gives no check (the core says) is asked about
// first, as a move out of turn is: enter again records the false cry.
func (m *Model) recordTyped(tm typedMove, text string) {
	l := &m.panels.mv
	l.choices = nil
	t := m.typing()
	if gives, known := t.givesCheck(tm); tm.check && known && !gives && l.cry != text {
		l.cry, l.bad = text, true
		l.hint = fmt.Sprintf("%s gives no check. Enter again records the move and the cry of check all the same (a false cry); esc or backspace corrects it.", strings.TrimSpace(text))
		return
	}
	mover := t.moverOf(tm)
	turn := m.game.Turn()
	evs := []record.Event{{Actor: mover, Verb: record.Move, Square: tm.from, To: tm.to, Promotion: tm.promo}}
	if tm.check {
		evs = append(evs, record.Event{Actor: mover, Verb: record.SayCheck})
	}
	before := m.snap.nrulings
	if err := m.record(evs...); err != nil {
		if m.sit.readOnly != "" {
			// Nothing will be recorded here, however it is typed.
			l.close()
			m.setMsg(msgErr, notRecorded(err))
			return
		}
		l.hint, l.bad = notRecorded(err), true
		return
	}
	l.close()
	m.panels.board.focus.pick = chess.NoSquare
	m.recordedMsg(len(evs), before)
	if c, ok := mover.Color(); ok {
		switch {
		case c != tm.man.Color:
			m.status.msg = fmt.Sprintf("%s moved %s man. ", titleCase(c.String()), possessive(tm.man.Color)) + m.status.msg
		case c != turn:
			m.status.msg = fmt.Sprintf("%s moved out of turn (%s to move). ", titleCase(c.String()), titleCase(turn.String())) + m.status.msg
		}
	}
	if m.game.PendingPromotion() {
		m.setMsg(msgInfo, m.status.msg+" Name the piece: q r b n, or p to name none (the code says what the pawn then is).")
	}
}

// givesCheck asks the core whether a move gives check: known for a legal
// move of the side to move whose piece is named (a promotion's piece
// named later may or may not give it).
func (t typing) givesCheck(tm typedMove) (gives, known bool) {
	if tm.man.Empty() || tm.man.Color != t.game.Turn() {
		return false, false
	}
	bm := chess.BoardMove{From: tm.from, To: tm.to}
	if tm.promo != "" {
		bm.Promo = tm.promo[0]
	} else if tm.man.Kind == 'P' && (tm.to.Rank() == 0 || tm.to.Rank() == 7) {
		return false, false
	}
	legal := slices.ContainsFunc(t.game.MovesOf(tm.man.Color), func(lm chess.BoardMove) bool { return lm.From == bm.From && lm.To == bm.To })
	s, ok := t.game.SANOf(bm)
	if !ok || !legal {
		return false, false
	}
	return strings.HasSuffix(s, "+") || strings.HasSuffix(s, "#"), true
}

func possessive(c chess.Color) string { return titleCase(c.String()) + "'s" }
