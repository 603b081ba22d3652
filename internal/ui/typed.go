package ui

import (
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

// A move typed straight at the board, as a scorer writes it (Nf3, exd5,
// O-O, e8=Q, Qh4+) or by its squares (g1f3, e7e8q), is recorded as the
// touch and release of that man: one `move` event, and `say check` when
// "+" or "#" ends it. SAN is read against the core's legal moves; a move
// the law calls irregular is typed by its squares, which name any
// transfer.

// typedMove is a move typed at the board, read.
type typedMove struct {
	from, to rules.Square
	promo    string // q r b n, or "" (asked for after, when a pawn reaches the last rank)
	check    bool   // "+" or "#" typed: the mover says check
	man      rules.Piece
}

var (
	squaresForm = regexp.MustCompile(`^([a-h][1-8])[-x:]?([a-h][1-8])(?:=?([qrbnQRBN]))?$`)
	sanForm     = regexp.MustCompile(`^([KQRBN])?([a-h])?([1-8])?([x:])?([a-h][1-8])(?:=?([QRBNqrbn]))?$`)
	kingSide    = map[string]bool{"O-O": true, "0-0": true, "OO": true, "00": true}
	queenSide   = map[string]bool{"O-O-O": true, "0-0-0": true, "OOO": true, "000": true}
)

var kindNames = map[byte]string{'K': "King", 'Q': "Queen", 'R': "Rook", 'B': "Bishop", 'N': "Knight", 'P': "pawn"}

// readMove reads a typed move. SAN names the man among the legal moves of
// prefer's side first (the side to move, or the player the umpire switched
// to), then of the other side (a move out of turn, or of the adversary's
// man); squares name the man on the first square, whoever owns it.
func readMove(g *rules.Game, text string, prefer rules.Color) (typedMove, error) {
	t := strings.TrimSpace(text)
	t = strings.TrimRight(t, "!?")
	var tm typedMove
	for _, suf := range []string{"++", "+", "#"} {
		if strings.HasSuffix(t, suf) {
			tm.check = true
			t = strings.TrimSuffix(t, suf)
			break
		}
	}
	t = strings.TrimSuffix(strings.TrimSuffix(t, "e.p."), "ep")
	t = strings.TrimSpace(t)
	if t == "" {
		return tm, errors.New("type a move: e4, Nf3, exd5, O-O, e8=Q, or its squares, g1f3")
	}
	if m := squaresForm.FindStringSubmatch(t); m != nil {
		from, _ := rules.ParseSquare(m[1])
		to, _ := rules.ParseSquare(m[2])
		tm.from, tm.to, tm.promo = from, to, strings.ToLower(m[3])
		tm.man = g.PieceAt(from)
		if tm.man.Empty() {
			return tm, fmt.Errorf("%s: no man on %s", text, from)
		}
		if from == to {
			return tm, fmt.Errorf("%s: the man would not move", text)
		}
		return tm, nil
	}
	if prefer == g.Turn() {
		// SAN of the side to move is read by the core; what it does not
		// take (the other side's men, a piece left to name) is read below.
		if mv, err := g.ParseMove(t); err == nil {
			tm.from, tm.to, tm.man = mv.From, mv.To, g.PieceAt(mv.From)
			if mv.Promo != 0 {
				tm.promo = string(mv.Promo)
			}
			return tm, nil
		}
	}
	other := prefer.Other()
	if kingSide[t] || queenSide[t] {
		for _, c := range []rules.Color{prefer, other} {
			if from, to, ok := castling(g, c, queenSide[t]); ok {
				tm.from, tm.to, tm.man = from, to, g.PieceAt(from)
				return tm, nil
			}
		}
		return tm, fmt.Errorf("%s: neither side may castle so now (type the King's squares, e.g. e1g1, to record it as made)", text)
	}
	m := sanForm.FindStringSubmatch(t)
	if m == nil {
		return tm, fmt.Errorf("%q is not a move: type e4, Nf3, exd5, O-O, e8=Q, or its squares, g1f3", text)
	}
	want := sanWant{kind: 'P', file: -1, rank: -1, capture: m[4] != "", promo: strings.ToLower(m[6])}
	if m[1] != "" {
		want.kind = m[1][0]
	}
	if m[2] != "" {
		want.file = int(m[2][0] - 'a')
	}
	if m[3] != "" {
		want.rank = int(m[3][0] - '1')
	}
	want.to, _ = rules.ParseSquare(m[5])
	if want.kind != 'P' && want.promo != "" {
		return tm, fmt.Errorf("%s: only a pawn is promoted", text)
	}
	for _, c := range []rules.Color{prefer, other} {
		cands := sanCandidates(g, c, want)
		switch {
		case len(cands) == 1:
			tm.from, tm.to, tm.man = cands[0].From, cands[0].To, g.PieceAt(cands[0].From)
			if lastRank(tm.to, c) && tm.man.Kind == 'P' {
				tm.promo = want.promo
			} else if want.promo != "" {
				return tm, fmt.Errorf("%s: the pawn does not reach the last rank", text)
			}
			if want.capture && g.PieceAt(tm.to).Empty() && !(tm.man.Kind == 'P' && tm.from.File() != tm.to.File()) {
				return tm, fmt.Errorf("%s: there is no man on %s to take", text, tm.to)
			}
			return tm, nil
		case len(cands) > 1:
			var names []string
			for _, mv := range cands {
				names = append(names, sanOf(g, mv, legalMoves(g, c)))
			}
			sort.Strings(names)
			return tm, fmt.Errorf("%s is ambiguous: %s (add the file or the rank it comes from)", text, orList(names))
		}
	}
	name := kindNames[want.kind]
	why := ""
	for _, k := range g.CheckedKings() {
		if g.PieceAt(k).Color == g.Turn() {
			why = fmt.Sprintf("; the %s King stands in check", g.Turn())
		}
	}
	return tm, fmt.Errorf("%s: no %s of either side can legally go to %s%s (an irregular move is typed by its squares, e.g. %s)", text, name, want.to, why, exampleFrom(g, want))
}

// sanWant is what a SAN move says of the man and its squares.
type sanWant struct {
	kind       byte
	file, rank int // where it comes from, -1 when not said
	to         rules.Square
	capture    bool
	promo      string
}

// sanCandidates are the legal moves of c's men that the SAN describes.
func sanCandidates(g *rules.Game, c rules.Color, w sanWant) []rules.BoardMove {
	var out []rules.BoardMove
	for _, mv := range legalMoves(g, c) {
		p := g.PieceAt(mv.From)
		if p.Kind != w.kind || mv.To != w.to {
			continue
		}
		if w.file >= 0 && mv.From.File() != w.file || w.rank >= 0 && mv.From.Rank() != w.rank {
			continue
		}
		if w.kind == 'P' && w.file < 0 && mv.From.File() != mv.To.File() {
			continue // a pawn's capture names its file: exd5
		}
		out = append(out, mv)
	}
	return out
}

// legalMoves are the legal moves of c's men (promotions once, to a Queen).
func legalMoves(g *rules.Game, c rules.Color) []rules.BoardMove {
	var out []rules.BoardMove
	for sq := rules.Square(0); sq < 64; sq++ {
		if p := g.PieceAt(sq); p.Empty() || p.Color != c {
			continue
		}
		for _, to := range g.LegalTargets(sq) {
			out = append(out, rules.BoardMove{From: sq, To: to})
		}
	}
	return out
}

// castling finds c's castling to the King's or the Queen's side, if legal.
func castling(g *rules.Game, c rules.Color, queen bool) (from, to rules.Square, ok bool) {
	rank := 0
	if c == rules.Black {
		rank = 7
	}
	from = rules.SquareAt(4, rank)
	if p := g.PieceAt(from); p.Kind != 'K' || p.Color != c {
		return from, from, false
	}
	to = rules.SquareAt(6, rank)
	if queen {
		to = rules.SquareAt(2, rank)
	}
	for _, t := range g.LegalTargets(from) {
		if t == to {
			return from, to, true
		}
	}
	return from, to, false
}

func lastRank(sq rules.Square, c rules.Color) bool {
	return c == rules.White && sq.Rank() == 7 || c == rules.Black && sq.Rank() == 0
}

// sanOf spells a legal move in SAN (without the check sign), disambiguated
// among all, the legal moves of its side.
func sanOf(g *rules.Game, mv rules.BoardMove, all []rules.BoardMove) string {
	p := g.PieceAt(mv.From)
	if p.Kind == 'K' && abs(mv.From.File()-mv.To.File()) == 2 {
		if mv.To.File() == 6 {
			return "O-O"
		}
		return "O-O-O"
	}
	capture := !g.PieceAt(mv.To).Empty() || p.Kind == 'P' && mv.From.File() != mv.To.File()
	var b strings.Builder
	if p.Kind == 'P' {
		if capture {
			b.WriteByte(byte('a' + mv.From.File()))
		}
	} else {
		b.WriteByte(p.Kind)
		sameFile, sameRank, others := false, false, false
		for _, o := range all {
			if o.To != mv.To || o.From == mv.From || g.PieceAt(o.From).Kind != p.Kind {
				continue
			}
			others = true
			sameFile = sameFile || o.From.File() == mv.From.File()
			sameRank = sameRank || o.From.Rank() == mv.From.Rank()
		}
		switch {
		case others && !sameFile:
			b.WriteByte(byte('a' + mv.From.File()))
		case others && !sameRank:
			b.WriteByte(byte('1' + mv.From.Rank()))
		case others:
			b.WriteString(mv.From.String())
		}
	}
	if capture {
		b.WriteByte('x')
	}
	b.WriteString(mv.To.String())
	if p.Kind == 'P' && lastRank(mv.To, p.Color) {
		b.WriteString("=Q")
	}
	return b.String()
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

func orList(names []string) string {
	if len(names) <= 1 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// exampleFrom is a square a man of the kind stands on, to show how an
// irregular move is typed.
func exampleFrom(g *rules.Game, w sanWant) string {
	best, bestDist := rules.NoSquare, 99
	for sq := rules.Square(0); sq < 64; sq++ {
		p := g.PieceAt(sq)
		if p.Kind != w.kind || p.Color != g.Turn() || sq == w.to {
			continue
		}
		// The man nearest the square's file: the pawn of that file first.
		d := sq.File() - w.to.File()
		if w.file >= 0 {
			d = sq.File() - w.file
		}
		if d < 0 {
			d = -d
		}
		if d < bestDist {
			best, bestDist = sq, d
		}
	}
	if best.Valid() {
		return best.String() + w.to.String()
	}
	return "g1f3"
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
	c := m.preferredColor()
	all := legalMoves(m.game, c)
	out := make([]string, 0, len(all))
	for _, mv := range all {
		out = append(out, sanOf(m.game, mv, all))
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
	before := len(m.report.Rulings)
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
