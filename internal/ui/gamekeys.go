package ui

import (
	"fmt"
	"path/filepath"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/pgn"
	"github.com/arbiter-chess/arbiter/internal/record"
)

// The game screen's keys: a move begun, a pawn's piece named, the board's
// acts, the rulings' choices, and the game's commands (undo, the PGN, the
// comparison of the codes). Each key that records goes through Model.do.

// updateGame routes a key of the game screen: to the line being typed, the
// review, the next game's question, a pawn's promotion, a typed move's
// first key; then to the board's keys, the rulings' keys and the game's
// keys, each a table of its own.
func (m Model) updateGame(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	switch {
	case m.panels.cmd.on:
		return m.updateCommand(msg)
	case m.panels.mv.on:
		return m.updateMove(msg)
	case m.screens.review.on:
		return m.updateReview(msg)
	}
	if m.updateNextGame(msg) || m.promoteKey(msg) || m.startMoveKey(msg) {
		return m, nil
	}
	if keyIs(msg, m.term.keys.QuitGame) {
		return m.quitGame()
	}
	for _, handle := range []func(tea.KeyMsg) bool{m.boardKey, m.rulingKey, m.gameKey} {
		if handle(msg) {
			break
		}
	}
	return m, nil
}

// quitGame quits; while a game goes on it asks once first: ctrl+c again
// quits, any other key goes on. The journal keeps every event either way.
func (m Model) quitGame() (tea.Model, tea.Cmd) {
	if m.game == nil || m.track.quitAsked || m.sit.readOnly != "" || m.gameOver() || len(m.track.entries) == 0 {
		return m, tea.Quit
	}
	m.track.quitAsked = true
	m.screen = screenGame // the question is asked where it can be read
	where := ""
	if m.sit.jr != nil {
		where = " in " + m.sit.jr.Path()
	}
	m.setMsg(msgInfo, "The game is not finished. ctrl+c again quits: the journal"+where+" keeps every event either way, and arbiter open resumes it. Any other key goes on.")
	return m, nil
}

// promoteKey: a pawn released on the last rank waits for its piece; q r b
// n p name it, before any other meaning they have.
func (m *Model) promoteKey(msg tea.KeyMsg) bool {
	s := msg.String()
	if !m.game.PendingPromotion() || len(s) != 1 || !strings.Contains("qrbnp", s) {
		return false
	}
	if s == "p" {
		s = law.PromoteNone
	}
	m.do(record.Event{Actor: m.promoter(), Verb: record.Promote, Promotion: s})
	return true
}

// startMoveKey: a file, a piece's letter or castling's O opens the line a
// move is typed on.
func (m *Model) startMoveKey(msg tea.KeyMsg) bool {
	s := msg.String()
	if msg.Type != tea.KeyRunes || msg.Alt || !startsMove(s) {
		return false
	}
	if m.gameOver() {
		m.setMsg(msgErr, m.overText())
		return true
	}
	m.panels.mv.open(s)
	m.panels.mv.describe(m.typing())
	return true
}

// boardKey: the cursor, picks, and the acts at the board (touch, j'adoube,
// release, check) for the acting player.
func (m *Model) boardKey(msg tea.KeyMsg) bool {
	k := m.panels.board.keys
	switch {
	case m.panels.board.moves(msg):
		m.panels.board, _ = m.panels.board.Update(msg)
	case keyIs(msg, k.Pick):
		m.doPick()
	case keyIs(msg, k.Cancel):
		m.cancelPick()
	case keyIs(msg, k.Touch), keyIs(msg, k.TouchAcc):
		m.do(record.Event{Actor: m.playerActing(), Verb: record.Touch, Square: m.panels.board.focus.cursor, Accidental: keyIs(msg, k.TouchAcc)})
	case keyIs(msg, k.Jadoube):
		m.do(record.Event{Actor: m.playerActing(), Verb: record.SayJadoube})
	case keyIs(msg, k.TouchSquare):
		m.do(record.Event{Actor: m.holder(), Verb: record.TouchSquare, Square: m.panels.board.focus.cursor})
	case keyIs(msg, k.Release):
		m.do(record.Event{Actor: m.holder(), Verb: record.Release, Square: m.panels.board.focus.cursor})
	case keyIs(msg, k.Check):
		m.sayCheck()
	case keyIs(msg, k.Switch):
		m.switchActing()
	default:
		return false
	}
	return true
}

// rulingKey: claim, choose, waive, select a pending ruling, scroll or open
// the law it quotes.
func (m *Model) rulingKey(msg tea.KeyMsg) bool {
	k := m.panels.rulings.keys
	switch {
	case keyIs(msg, k.Claim):
		a := m.chooserActor()
		if a == record.ActorUmpire {
			a = m.playerActing()
		}
		m.do(record.Event{Actor: a, Verb: record.Claim})
	case keyIs(msg, k.Choose):
		m.choose(int(msg.String()[0] - '1'))
	case keyIs(msg, k.Waive):
		if _, ok := m.selected(); !ok {
			m.setMsg(msgErr, "No pending ruling to waive.")
			break
		}
		m.do(record.Event{Actor: m.chooserActor(), Verb: record.Waive, Ruling: m.namedRuling()})
	case keyIs(msg, k.Article):
		m.openCitedArticle()
	case m.panels.rulings.owns(msg):
		m.panels.rulings, _ = m.panels.rulings.Update(msg)
	default:
		return false
	}
	return true
}

// gameKey: undo and redo, the log, and the other screens (help, laws,
// review, comparison, the command line, the PGN).
func (m *Model) gameKey(msg tea.KeyMsg) bool {
	k := m.term.keys
	switch {
	case keyIs(msg, k.Help):
		m.openHelp()
	case keyIs(msg, k.Undo):
		m.undo()
	case keyIs(msg, k.Redo):
		m.redo()
	case keyIs(msg, k.Export):
		m.exportPGN()
	case keyIs(msg, k.Notation):
		m.toggleDescriptive()
	case keyIs(msg, k.Laws):
		m.openLaws("", nil)
	case m.panels.log.scrolls(msg):
		m.panels.log, _ = m.panels.log.Update(msg)
	case keyIs(msg, k.Review):
		m.startReview()
	case keyIs(msg, k.Compare):
		m.openCompare()
	case keyIs(msg, k.Command):
		m.panels.cmd.open()
	default:
		return false
	}
	return true
}

// cancelPick drops the first pick of a quick move, or the message.
func (m *Model) cancelPick() {
	if m.panels.board.focus.pick.Valid() {
		m.panels.board.focus.pick = chess.NoSquare
		m.snap.board = snapshot(m.game, m.panels.board.focus.pick, m.snap.report.Obligations)
		m.setMsg(msgInfo, "Pick cancelled.")
		return
	}
	m.status.msg = ""
}

// switchActing switches the player the keys act for (to record a move out
// of turn, or a player moving his adversary's man).
func (m *Model) switchActing() {
	next := record.ActorWhite
	if m.acting() == record.ActorWhite {
		next = record.ActorBlack
	}
	m.actFor.override = next != m.game.Actor()
	m.actFor.overrideTo = next
	m.setMsg(msgInfo, "Acting player: "+titleCase(next.String())+" (the next move is his, whichever man he moves).")
}

// openCitedArticle opens the article the selected ruling cites (or the
// latest ruling's) in the law browser, at its clause.
func (m *Model) openCitedArticle() {
	r, ok := m.selected()
	if !ok {
		r, ok = m.latestRuling()
	}
	if !ok || len(r.Articles) == 0 {
		m.setMsg(msgErr, "No ruling with an article to open.")
		return
	}
	m.openLaws(r.Articles[0], &r)
}

// doPick is enter or a click on the cursor square. With a man in hand it
// releases it there; otherwise two picks record an ordinary move (touch and
// release) for the owner of the man (or the player the umpire switched to).
func (m *Model) doPick() {
	if sq, who, ok := m.game.Hand(); ok && sq.Valid() {
		m.do(record.Event{Actor: record.ActorOf(who), Verb: record.Release, Square: m.panels.board.focus.cursor})
		return
	}
	if !m.panels.board.focus.pick.Valid() {
		if m.gameOver() {
			m.setMsg(msgErr, m.overText())
			return
		}
		if m.snap.board.pieces[m.panels.board.focus.cursor].Empty() {
			m.setMsg(msgErr, "No man on "+m.panels.board.focus.cursor.String()+" to pick.")
			return
		}
		m.panels.board.focus.pick = m.panels.board.focus.cursor
		m.snap.board = snapshot(m.game, m.panels.board.focus.pick, m.snap.report.Obligations)
		m.setMsg(msgInfo, "Picked "+m.panels.board.focus.cursor.String()+": pick the square it goes to (esc cancels).")
		return
	}
	from := m.panels.board.focus.pick
	m.panels.board.focus.pick = chess.NoSquare
	if from == m.panels.board.focus.cursor {
		m.snap.board = snapshot(m.game, m.panels.board.focus.pick, m.snap.report.Obligations)
		m.setMsg(msgInfo, "Pick cancelled.")
		return
	}
	tm := typedMove{from: from, to: m.panels.board.focus.cursor, man: m.game.PieceAt(from)}
	mover, turn := m.typing().moverOf(tm), m.game.Turn()
	m.do(record.Event{Actor: mover, Verb: record.Move, Square: from, To: m.panels.board.focus.cursor})
	if c, ok := mover.Color(); ok && m.status.msgKind == msgOK && c != turn && c == tm.man.Color {
		m.status.msg = fmt.Sprintf("%s moved out of turn (%s to move). ", titleCase(c.String()), titleCase(turn.String())) + m.status.msg
	}
	if m.game.PendingPromotion() {
		m.setMsg(msgInfo, "Name the piece: q r b n, or p to name none (the code says what the pawn then is).")
	}
	m.snap.board = snapshot(m.game, m.panels.board.focus.pick, m.snap.report.Obligations)
}

// SayCheck records the cry of check. Where the core finds no King of the
// crier's adversary in check, it asks first, as a move out of turn is
// asked about: + again records the false cry.
func (m *Model) sayCheck() {
	who := m.checkActor()
	if c, ok := who.Color(); ok && !m.track.cryAsked && !m.kingInCheck(c.Other()) {
		m.track.cryAsked = true
		m.setMsg(msgInfo, fmt.Sprintf("No %s King stands in check. + again records %s crying check all the same (a false cry); any other key goes on.", c.Other(), titleCase(c.String())))
		return
	}
	m.track.cryAsked = false
	m.do(record.Event{Actor: who, Verb: record.SayCheck})
}

func (m *Model) choose(i int) {
	r, ok := m.selected()
	if !ok {
		m.setMsg(msgErr, "No pending ruling to choose for.")
		return
	}
	if i < 0 || i >= len(r.Options) {
		m.setMsg(msgErr, fmt.Sprintf("The ruling has %d options.", len(r.Options)))
		return
	}
	if r.Options[i] == law.OptSelectMove {
		// The chooser names one of the moves sent: typed on the line.
		m.panels.cmd.open()
		m.panels.cmd.ti.SetValue(m.chooserActor().Letter() + " choose " + law.OptSelectMove + " ")
		m.panels.cmd.ti.CursorEnd()
		m.setMsg(msgInfo, "Type the move that stands, one of those sent (e.g. e7e5), then enter.")
		return
	}
	e := record.Event{Actor: m.chooserActor(), Verb: record.Choose, Option: r.Options[i], Square: chess.NoSquare,
		Ruling: m.namedRuling()}
	if needsSquare(e.Option) {
		e.Square = m.panels.board.focus.cursor
	}
	m.do(e)
}

// exportPGN writes the game as PGN beside the journal.
func (m *Model) exportPGN() {
	path := strings.TrimSuffix(m.sit.jpath, filepath.Ext(m.sit.jpath)) + ".pgn"
	text := pgn.Export(m.game, m.pgnTags())
	if err := writeAtomic(path, []byte(text)); err != nil {
		m.setMsg(msgErr, "PGN not written: "+err.Error())
		return
	}
	m.setMsg(msgOK, "PGN written to "+path)
}

// pgnTags are the game tags for the PGN: those named, and the date the game
// began when no Date was named.
func (m *Model) pgnTags() pgn.Tags {
	t := pgn.Tags{}
	for k, v := range m.sit.tags {
		t[k] = v
	}
	if _, ok := t["Date"]; !ok && !m.sit.begun.IsZero() {
		t["Date"] = m.sit.begun.Local().Format("2006.01.02")
	}
	return t
}

// openCompare shows the game at hand under every code, as `arbiter
// compare` would rule its script.
func (m *Model) openCompare() {
	if m.game == nil {
		return
	}
	s := m.gameScript()
	var b strings.Builder
	incidents.WriteComparisonInWords(&b, s, ownCodeFirst(incidents.RuleUnderEveryCode(s), m.sit.info.ID))
	text := b.String()
	if m.term.th.ascii {
		// A table: each character one column in ASCII too, so that the
		// columns stay aligned ("—" for an empty cell is "-", not "--").
		text = tableASCII.Replace(text)
	}
	m.screens.compare = m.screens.compare.set("The game under every code (arbiter compare)", text)
	m.back = m.screen
	m.screen = screenCompare
}

// tableASCII puts a table's one-column characters into one ASCII column
// each, before asciiText puts the rest into ASCII.
var tableASCII = strings.NewReplacer("—", "-", "–", "-", "…", "~", "→", ">", "←", "<", "·", ".", "“", `"`, "”", `"`, "’", "'", "‘", "'")

// gameScript is the game at hand as an incident script: its setup and the
// events standing.
func (m *Model) gameScript() incidents.Script {
	setup := m.game.Setup()
	s := incidents.Script{Tags: []incidents.Tag{{Name: "Code", Value: setup.Code}}}
	if setup.FEN != "" {
		s.Tags = append(s.Tags, incidents.Tag{Name: "FEN", Value: setup.FEN})
	}
	if len(setup.Moves) > 0 {
		s.Tags = append(s.Tags, incidents.Tag{Name: "Moves", Value: strings.Join(setup.Moves, " ")})
	}
	s.Tags = append(s.Tags, m.sit.setupTags...)
	s.Begun = m.sit.begun
	if p := m.sit.tags.players("-"); p != "" {
		s.Tags = append(s.Tags, incidents.Tag{Name: "Title", Value: p})
	}
	for i, e := range m.game.Events() {
		s.Events = append(s.Events, incidents.Line{Event: e, LineNo: i + 1})
	}
	return s
}

// ownCodeFirst puts the game's own code in the first column, so that it
// shows on the narrowest screen (the others are a scroll to the right).
func ownCodeFirst(all []incidents.Ruled, code string) []incidents.Ruled {
	out := make([]incidents.Ruled, 0, len(all))
	for _, r := range all {
		if r.Code.ID == code {
			out = append(out, r)
		}
	}
	for _, r := range all {
		if r.Code.ID != code {
			out = append(out, r)
		}
	}
	return out
}

// overText says the game is over and what may still be done.
func (m *Model) overText() string {
	res, why := m.game.Ending()
	s := "The game is over (" + res
	if why != "" {
		s += ", " + why
	}
	return s + "): no move is recorded. n starts the next game; u undoes the last event; : records any other (U annul, U note)."
}
