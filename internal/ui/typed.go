package ui

import (
	"fmt"
	"sort"
	"strings"

	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

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
	from, to rules.Square
	promo    string // q r b n, or "" (asked for after, when a pawn reaches the last rank)
	check    bool   // "+" or "#" typed: the mover says check
	man      rules.Piece
}

var kindNames = map[byte]string{'K': "King", 'Q': "Queen", 'R': "Rook", 'B': "Bishop", 'N': "Knight", 'P': "pawn"}

// readMove reads a typed move. SAN names the man among the moves of
// prefer's side first (the side to move, or the player the umpire switched
// to), then of the other side (a move out of turn, or of the adversary's
// man); squares name the man on the first square, whoever owns it.
func readMove(g *rules.Game, text string, prefer rules.Color) (typedMove, error) {
	mt, err := g.ReadMove(text, prefer, prefer.Other())
	tm := typedMove{from: mt.From, to: mt.To, check: mt.Check, man: g.PieceAt(mt.From)}
	if mt.Promo != 0 {
		tm.promo = string(mt.Promo)
	}
	return tm, err
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
}

func newMoveLine(th theme) moveLine {
	return moveLine{ti: newInput(th, "move ")}
}

// startsMove reports whether a key begins a typed move: a file, a piece's
// letter, castling.
func startsMove(s string) bool {
	return len(s) == 1 && (s[0] >= 'a' && s[0] <= 'h' || strings.ContainsRune("KQRBNO0", rune(s[0])))
}

func (l *moveLine) open(first string) {
	l.on, l.bad = true, false
	l.ti.SetValue(first)
	l.ti.CursorEnd()
}

func (l *moveLine) close() {
	l.on, l.hint, l.bad, l.slip = false, "", false, ""
	l.ti.SetValue("")
}

func (m Model) updateMove(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	l := &m.mv
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
	case tea.KeyBackspace:
		if l.ti.Value() == "" {
			l.close()
			return m, nil
		}
		l.ti, _ = l.ti.Update(msg)
	default:
		l.ti, _ = l.ti.Update(msg)
	}
	m.describeTyped()
	return m, nil
}

// describeTyped says, as the move is typed, which man it names, or why it
// names none yet.
func (m *Model) describeTyped() {
	l := &m.mv
	text := l.ti.Value()
	l.slip = "" // the text changed: a slip is asked about again
	l.ti.SetSuggestions(m.legalSANs())
	tm, err := readMove(m.game, text, m.preferredColor())
	l.bad = err != nil
	if err != nil {
		// The start of a move is not an error yet: say what it may become.
		if h, ok := prefixHint(m.game, text, m.preferredColor()); ok {
			l.hint, l.bad = h, false
			return
		}
		l.hint = err.Error()
		return
	}
	mover := m.moverOf(tm)
	l.hint = fmt.Sprintf("%s %s %s %s%s by %s", m.pieceWords(tm.man), tm.from, m.th.g.arrow, tm.to, promoWords(tm.promo), titleCase(mover.String()))
	if c, ok := mover.Color(); ok && c != m.game.Turn() {
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

func (m *Model) pieceWords(p rules.Piece) string {
	return titleCase(p.Color.String()) + " " + kindNames[p.Kind]
}

// preferredColor is the side whose men SAN names first.
func (m *Model) preferredColor() rules.Color {
	if m.override {
		if c, ok := m.overrideTo.Color(); ok {
			return c
		}
	}
	return m.game.Turn()
}

// moverOf is who moved a typed move: the owner of the man, unless the
// umpire switched the acting player (a player moving his adversary's man).
func (m *Model) moverOf(tm typedMove) rules.Actor {
	if m.override && m.overrideTo != rules.ActorUmpire {
		return m.overrideTo
	}
	return rules.ActorOf(tm.man.Color)
}

// legalSANs are the moves the line suggests: the legal moves of the side
// SAN names first.
func (m *Model) legalSANs() []string {
	all := m.game.MovesOf(m.preferredColor())
	out := make([]string, 0, len(all))
	for _, mv := range all {
		s, _ := m.game.SANFor(mv)
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

// submitMove records the typed move, or leaves the line open with the
// reason it was not.
func (m *Model) submitMove() {
	l := &m.mv
	text := l.ti.Value()
	tm, err := readMove(m.game, text, m.preferredColor())
	if err != nil {
		l.hint, l.bad = err.Error(), true
		return
	}
	if w := slipWarning(text, tm, m.preferredColor(), m.override); w != "" && l.slip != text {
		l.slip, l.hint, l.bad = text, w, true
		return
	}
	mover := m.moverOf(tm)
	turn := m.game.Turn()
	evs := []rules.Event{{Actor: mover, Verb: rules.Move, Square: tm.from, To: tm.to, Promotion: tm.promo}}
	if tm.check {
		evs = append(evs, rules.Event{Actor: mover, Verb: rules.SayCheck})
	}
	before := m.nrulings
	if err := m.record(evs...); err != nil {
		if m.readOnly != "" {
			// Nothing will be recorded here, however it is typed.
			l.close()
			m.setMsg(msgErr, notRecorded(err))
			return
		}
		l.hint, l.bad = notRecorded(err), true
		return
	}
	l.close()
	m.pick = rules.NoSquare
	m.recordedMsg(len(evs), before)
	if c, ok := mover.Color(); ok {
		switch {
		case c != tm.man.Color:
			m.msg = fmt.Sprintf("%s moved %s man. ", titleCase(c.String()), possessive(tm.man.Color)) + m.msg
		case c != turn:
			m.msg = fmt.Sprintf("%s moved out of turn (%s to move). ", titleCase(c.String()), titleCase(turn.String())) + m.msg
		}
	}
	if m.game.PendingPromotion() {
		m.setMsg(msgInfo, m.msg+" Name the piece: q r b n, or p to name none (the code says what the pawn then is).")
	}
}

func possessive(c rules.Color) string { return titleCase(c.String()) + "'s" }
