package ui

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/journal"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/pgn"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// Update implements tea.Model. Each message goes to the screen (or the
// line being typed) that has the keyboard; then the panels are laid out
// again.
func (m Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	var cmd tea.Cmd
	var next tea.Model // every case sets it: a Model boxed is a copy of 22 KB
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.term.width, m.term.height = msg.Width, msg.Height
		next = m
	case tickMsg:
		m.sit.ticking = false // re-armed below while the game is timed
		next = m
	case boardMsg:
		next, cmd = m.onBoard(msg)
	case boardSettleMsg:
		next, cmd = m.onBoardSettle(msg)
	case tea.MouseMsg:
		next, cmd = m.updateMouse(msg)
	case tea.KeyMsg:
		if msg.String() == "ctrl+c" {
			next, cmd = m.quitGame()
			break
		}
		m.track.quitAsked = false // any other key goes on with the game
		if msg.String() != "+" {
			m.track.cryAsked = false
		}
		if m.game != nil && m.tooSmall() {
			// Nothing is recorded that cannot be seen: only quitting
			// (ctrl+c, above) works until the terminal is large enough.
			return m, nil
		}
		// Keys typed faster than the terminal is read (or pasted) arrive
		// as one message of several runes: each is a key of its own, so
		// that ":W move e2e4" opens the command line and fills it.
		if msg.Type == tea.KeyRunes && len(msg.Runes) > 1 {
			return m.updateBurst(msg)
		}
		next, cmd = m.updateKey(msg)
	default:
		return m, nil
	}
	nm, ok := next.(Model)
	if !ok {
		return next, cmd // another program took over (the practice mode)
	}
	nm.noteBoard()
	nm.sync()
	if nm.term.opts.Plain {
		cmd = tea.Batch(cmd, nm.plainCmd())
	}
	return nm, nm.armTick(cmd)
}

// updateKey hands a key to the screen shown.
func (m Model) updateKey(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	var next screenNext
	switch m.screen {
	case screenPicker:
		m.screens.picker, next = m.screens.picker.Update(msg)
	case screenHelp:
		m.screens.help, next = m.screens.help.Update(msg)
	case screenLaws:
		next = m.screens.laws.Update(msg)
	case screenCompare:
		m.screens.compare, next = m.screens.compare.Update(msg)
	default:
		return m.updateGame(msg)
	}
	return m.goTo(next)
}

// goTo carries out what a screen asked for after a key.
func (m Model) goTo(next screenNext) (tea.Model, tea.Cmd) {
	switch next {
	case goBack:
		m.screen = m.back
	case goHelp:
		m.openHelp()
	case goLaws:
		m.openLaws("", nil)
	case goPractice:
		return m.startPractice()
	case goQuit:
		return m, tea.Quit
	case goStartChoice:
		if c, ok := m.screens.picker.chosen(); ok {
			if err := c.start(&m); err != nil {
				m.setMsg(msgErr, err.Error())
			}
		}
	}
	return m, nil
}

// openHelp shows every key, returning to the screen it was opened from.
func (m *Model) openHelp() {
	if m.screen != screenHelp {
		m.back = m.screen
	}
	m.screen = screenHelp
	m.screens.help = m.screens.help.open(gameKeys{m}.FullHelp(), m.term.width, m.term.height)
}

// updateBurst takes the runes of one message as keys, one after another.
// A key that gives a command of its own (a quit, the practice screens)
// ends the run there; what the plain mode says of each key (its news) is
// said in order, so that "uNf3" then enter undoes, then records Nf3.
func (m Model) updateBurst(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	var news []string
	var cmd tea.Cmd
	for _, r := range msg.Runes {
		next, c := m.updateKey(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}, Alt: msg.Alt})
		nm, ok := next.(Model)
		if !ok {
			return next, c // another program took over (the practice mode)
		}
		nm.noteBoard()
		nm.sync()
		if nm.term.opts.Plain {
			news = append(news, nm.plainNews()...)
		}
		m, cmd = nm, c
		if c != nil {
			break
		}
	}
	if m.term.opts.Plain {
		cmd = tea.Batch(cmd, plainPrinter(m.term.opts).say(news))
	}
	return m, m.armTick(cmd)
}

// updateMouse turns clicks and drags on the board into picks, and the
// wheel into log scrolling.
func (m Model) updateMouse(msg tea.MouseMsg) (tea.Model, tea.Cmd) {
	if m.screen != screenGame || m.panels.cmd.on || m.panels.mv.on || m.tooSmall() {
		return m, nil
	}
	if msg.Button == tea.MouseButtonWheelUp || msg.Button == tea.MouseButtonWheelDown {
		m.panels.log, _ = m.panels.log.Update(msg)
		return m, nil
	}
	if m.screens.review.on {
		return m, nil
	}
	sq, onBoard := m.panels.board.squareAt(msg.X, msg.Y, m.panels.board.focus.flipped)
	switch {
	case msg.Action == tea.MouseActionPress && msg.Button == tea.MouseButtonLeft:
		if !onBoard {
			m.panels.board.focus.drag = chess.NoSquare
			return m, nil
		}
		m.panels.board.focus.cursor = sq
		m.panels.board.focus.drag = chess.NoSquare
		if !m.panels.board.focus.pick.Valid() && !m.snap.board.hand.Valid() {
			m.panels.board.focus.drag = sq // a release elsewhere makes it a drag
		}
		m.doPick()
	case msg.Action == tea.MouseActionRelease:
		from := m.panels.board.focus.drag
		m.panels.board.focus.drag = chess.NoSquare
		if onBoard && from.Valid() && sq != from && m.panels.board.focus.pick == from {
			m.panels.board.focus.cursor = sq
			m.doPick()
		}
	}
	return m, nil
}

// do records events from a key and says what was recorded, or why not.
func (m *Model) do(evs ...record.Event) {
	before := m.snap.nrulings
	if err := m.record(evs...); err != nil {
		m.setMsg(msgErr, notRecorded(err))
		return
	}
	m.recordedMsg(len(evs), before)
}

// notRecorded says why events were not recorded: the core refused them, the
// journal could not take them, or nothing is recorded in a review.
func notRecorded(err error) string {
	var we *journal.WriteError
	var ro readOnlyError
	switch {
	case errors.As(err, &we):
		return journalMessage(err)
	case errors.As(err, &ro):
		return "Not recorded: " + ro.Error() + "."
	}
	return "Rejected, nothing recorded: " + err.Error()
}

// recordedMsg says which events were just recorded, the rulings they
// raised, and how the game ended if it did.
func (m *Model) recordedMsg(n, rulingsBefore int) {
	total := len(m.track.entries)
	var words []string
	for _, en := range m.track.entries[total-n:] {
		words = append(words, en.text)
	}
	label := fmt.Sprint(total)
	if n > 1 {
		label = fmt.Sprintf("%d-%d", total-n+1, total)
	}
	s := "Recorded " + label + ": " + strings.Join(words, "; ")
	rs := m.gameRulings()
	for i := rulingsBefore; i < rs.Len(); i++ {
		r := rs.At(i)
		s += fmt.Sprintf(" → ruling #%d: %s (%s)", i+1, law.DescribeKind(r.Kind), r.State)
	}
	if res, why := m.game.Ending(); res != "*" {
		s += ". Game over: " + res
		if why != "" {
			s += ", " + why
		}
		s += "."
	}
	m.setMsg(msgOK, s)
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

// overText says the game is over and what may still be done.
func (m *Model) overText() string {
	res, why := m.game.Ending()
	s := "The game is over (" + res
	if why != "" {
		s += ", " + why
	}
	return s + "): no move is recorded. n starts the next game; u undoes the last event; : records any other (U annul, U note)."
}

// playerActing is the acting player for the board actions; the umpire never
// touches the men, so a switch to him falls back to the side to move.
func (m *Model) playerActing() record.Actor {
	a := m.acting()
	if a == record.ActorUmpire {
		return m.game.Actor()
	}
	return a
}

// selected returns the selected pending ruling.
func (m *Model) selected() (rules.Ruling, bool) {
	sel := m.panels.rulings.sel
	if sel < 0 || sel >= len(m.snap.pending) {
		return rules.Ruling{}, false
	}
	return m.gameRulings().At(m.snap.pending[sel]), true
}

// namedRuling is the number of the selected ruling when more than one is
// pending, so that a choice or waiver answers the ruling on screen and not
// the latest one that fits; 0 otherwise (the journal stays as before).
func (m *Model) namedRuling() int16 {
	sel := m.panels.rulings.sel
	if len(m.snap.pending) < 2 || sel < 0 || sel >= len(m.snap.pending) {
		return 0
	}
	return int16(m.snap.pending[sel] + 1)
}

// chooserActor is who answers the selected ruling: its chooser, else the
// acting player.
func (m *Model) chooserActor() record.Actor {
	if r, ok := m.selected(); ok {
		switch r.Chooser {
		case "white":
			return record.ActorWhite
		case "black":
			return record.ActorBlack
		case "umpire":
			return record.ActorUmpire
		}
	}
	return m.acting()
}

// sayCheck records the cry of check. Where the core finds no King of the
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

// kingInCheck asks the core whether c's King stands in check.
func (m *Model) kingInCheck(c chess.Color) bool {
	for _, sq := range m.game.CheckedKings() {
		if p := m.game.PieceAt(sq); p.Kind == 'K' && p.Color == c {
			return true
		}
	}
	return false
}

// checkActor is who says "Check!": the player whose man made the last move.
func (m *Model) checkActor() record.Actor {
	if _, to, ok := m.game.LastMove(); ok && to.Valid() {
		if p := m.game.PieceAt(to); !p.Empty() {
			return record.ActorOf(p.Color)
		}
	}
	return m.playerActing()
}

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

// updateReview steps through the game; nothing it does records.
func (m Model) updateReview(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	k := m.term.keys
	switch {
	case keyIs(msg, k.Present):
		m.endReview()
		return m, nil
	case keyIs(msg, k.Quit):
		return m.quitGame()
	case keyIs(msg, k.Help):
		m.openHelp()
		return m, nil
	}
	r, took, moved := m.screens.review.Update(msg, m.reviewed())
	m.screens.review = r
	if moved {
		m.reviewMoved()
	}
	if took {
		return m, nil
	}
	switch {
	case keyIs(msg, k.Flip):
		m.panels.board, _ = m.panels.board.Update(msg)
	case keyIs(msg, k.LogUp), keyIs(msg, k.LogDown):
		m.panels.log, _ = m.panels.log.Update(msg)
	case m.panels.rulings.scrolls(msg):
		m.panels.rulings, _ = m.panels.rulings.Update(msg)
	case keyIs(msg, k.Laws):
		m.openLaws("", nil)
	case keyIs(msg, k.Notation):
		m.toggleDescriptive()
	default:
		m.setMsg(msgInfo, "Review: nothing is recorded. esc returns to the present, where keys record again.")
	}
	return m, nil
}

// holder is who holds the man in hand (for release and touch-square); with
// nothing in hand, the acting player, and the core says what is wrong.
func (m *Model) holder() record.Actor {
	if sq, who, ok := m.game.Hand(); ok && sq.Valid() {
		return record.ActorOf(who)
	}
	return m.playerActing()
}

// promoter is the player whose pawn awaits its piece: the last to release.
func (m *Model) promoter() record.Actor {
	for i := m.game.EventCount() - 1; i >= 0; i-- {
		if e, _ := m.game.EventAt(i); e.Verb == record.Release || e.Verb == record.Move {
			return e.Actor
		}
	}
	return m.playerActing()
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

// latestRuling is the last ruling raised, whatever its state.
func (m *Model) latestRuling() (rules.Ruling, bool) {
	if n := m.snap.nrulings; n > 0 {
		return m.gameRulings().At(n - 1), true
	}
	return rules.Ruling{}, false
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
