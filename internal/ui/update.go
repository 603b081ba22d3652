package ui

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/journal"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// Update implements tea.Model.
func (m Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		m.help.Width = msg.Width
		return m, nil
	case tea.MouseMsg:
		return m.updateMouse(msg)
	case tea.KeyMsg:
		if key.Matches(msg, key.NewBinding(key.WithKeys("ctrl+c"))) {
			return m, tea.Quit
		}
		// Keys typed faster than the terminal is read (or pasted) arrive
		// as one message of several runes: each is a key of its own, so
		// that ":W move e2e4" opens the command line and fills it.
		if msg.Type == tea.KeyRunes && len(msg.Runes) > 1 {
			var cmds []tea.Cmd
			var next tea.Model = m
			for _, r := range msg.Runes {
				var cmd tea.Cmd
				next, cmd = next.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}, Alt: msg.Alt})
				cmds = append(cmds, cmd)
				if cmd != nil {
					// A quit (or any command) ends the run of keys here.
					break
				}
			}
			return next, tea.Batch(cmds...)
		}
		switch m.screen {
		case screenPicker:
			return m.updatePicker(msg)
		case screenHelp:
			return m.updateHelp(msg)
		case screenLaws:
			return m.updateLaws(msg)
		default:
			return m.updateGame(msg)
		}
	}
	return m, nil
}

func (m Model) updateHelp(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	switch {
	case key.Matches(msg, m.keys.Help), key.Matches(msg, m.keys.Back), key.Matches(msg, m.keys.Quit):
		m.screen = m.back
	case key.Matches(msg, m.keys.Up), key.Matches(msg, m.keys.LogUp):
		if m.helpScroll > 0 {
			m.helpScroll--
		}
	case key.Matches(msg, m.keys.Down), key.Matches(msg, m.keys.LogDown):
		m.helpScroll++ // View clamps it
	}
	return m, nil
}

func (m Model) openHelp() Model {
	if m.screen != screenHelp {
		m.back = m.screen
	}
	m.screen = screenHelp
	m.helpScroll = 0
	return m
}

func (m Model) updatePicker(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	k := m.keys
	switch {
	case key.Matches(msg, k.Quit), key.Matches(msg, k.Back):
		return m, tea.Quit
	case key.Matches(msg, k.Help):
		return m.openHelp(), nil
	case key.Matches(msg, k.Laws):
		m.openLaws("")
	case key.Matches(msg, practiceKey):
		return m.startPractice()
	case key.Matches(msg, k.Up):
		if m.pickerAt > 0 {
			m.pickerAt--
		}
	case key.Matches(msg, k.Down):
		if m.pickerAt < len(m.codes)-1 {
			m.pickerAt++
		}
	case key.Matches(msg, k.Start), msg.String() == " ":
		if err := m.newGame(m.codes[m.pickerAt].ID); err != nil {
			m.setMsg(msgErr, err.Error())
			return m, nil
		}
		m.setMsg(msgInfo, strings.TrimSpace("New game under "+m.info.ID+". Journal: "+m.jpath+" "+setupNoteText(m.setup.FEN)))
	default:
		// Digits pick a code directly.
		if s := msg.String(); len(s) == 1 && s[0] >= '1' && s[0] <= '9' {
			if i := int(s[0] - '1'); i < len(m.codes) {
				m.pickerAt = i
			}
		}
	}
	return m, nil
}

// updateMouse turns a click on the board into a pick, and the wheel into
// log scrolling.
func (m Model) updateMouse(msg tea.MouseMsg) (tea.Model, tea.Cmd) {
	if m.screen != screenGame || m.cmdOn || m.tooSmall() {
		return m, nil
	}
	switch msg.Button {
	case tea.MouseButtonWheelUp:
		m.scrollLog(3)
		return m, nil
	case tea.MouseButtonWheelDown:
		m.scrollLog(-3)
		return m, nil
	}
	if msg.Action != tea.MouseActionPress || msg.Button != tea.MouseButtonLeft {
		return m, nil
	}
	sq, ok := m.squareAtScreen(msg.X, msg.Y)
	if !ok {
		return m, nil
	}
	m.cursor = sq
	m.doPick()
	return m, nil
}

// squareAtScreen hit-tests the board, which View draws at boardTop.
func (m Model) squareAtScreen(x, y int) (rules.Square, bool) {
	row := y - boardTop - 1
	col := x - edgeW
	if col < 0 || row < 0 || row > 7 || col >= 8*cellW {
		return rules.NoSquare, false
	}
	sq := squareAt(col/cellW, row, m.flipped)
	return sq, sq.Valid()
}

func (m *Model) moveCursor(df, dr int) {
	col, row := displayPos(m.cursor, m.flipped)
	col += df
	row += dr
	if col < 0 || col > 7 || row < 0 || row > 7 {
		return
	}
	m.cursor = squareAt(col, row, m.flipped)
}

// do records events from a key and says what was recorded, or why not.
func (m *Model) do(evs ...rules.Event) {
	before := len(m.report.Rulings)
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

// recordedMsg says which events were just recorded, and the rulings they
// raised.
func (m *Model) recordedMsg(n, rulingsBefore int) {
	total := len(m.entries)
	var words []string
	for _, en := range m.entries[total-n:] {
		words = append(words, en.text)
	}
	label := fmt.Sprint(total)
	if n > 1 {
		label = fmt.Sprintf("%d-%d", total-n+1, total)
	}
	s := "Recorded " + label + ": " + strings.Join(words, "; ")
	for i := rulingsBefore; i < len(m.report.Rulings); i++ {
		r := m.report.Rulings[i]
		s += fmt.Sprintf(" → ruling #%d: %s (%s)", i+1, rules.DescribeKind(r.Kind), r.State)
	}
	m.setMsg(msgOK, s)
}

// doPick is enter or a click on the cursor square. With a man in hand it
// releases it there; otherwise two picks record an ordinary move (touch and
// release) for the acting player.
func (m *Model) doPick() {
	if sq, who, ok := m.game.Hand(); ok && sq.Valid() {
		m.do(rules.Event{Actor: rules.ActorOf(who), Verb: rules.Release, Square: m.cursor})
		return
	}
	if !m.pick.Valid() {
		if m.board.pieces[m.cursor].Empty() {
			m.setMsg(msgErr, "No man on "+m.cursor.String()+" to pick.")
			return
		}
		m.pick = m.cursor
		m.board = snapshot(m.game, m.pick)
		m.setMsg(msgInfo, "Picked "+m.cursor.String()+": pick the square it goes to (esc cancels).")
		return
	}
	from := m.pick
	m.pick = rules.NoSquare
	if from == m.cursor {
		m.board = snapshot(m.game, m.pick)
		m.setMsg(msgInfo, "Pick cancelled.")
		return
	}
	m.do(rules.Event{Actor: m.playerActing(), Verb: rules.Move, Square: from, To: m.cursor})
	if m.game.PendingPromotion() {
		m.setMsg(msgInfo, "Name the piece: q r b n, or p to leave the pawn a pawn.")
	}
	m.board = snapshot(m.game, m.pick)
}

// playerActing is the acting player for the board actions; the umpire never
// touches the men, so a switch to him falls back to the side to move.
func (m *Model) playerActing() rules.Actor {
	a := m.acting()
	if a == rules.ActorUmpire {
		return m.game.Actor()
	}
	return a
}

// selected returns the selected pending ruling.
func (m *Model) selected() (rules.Ruling, bool) {
	if m.sel < 0 || m.sel >= len(m.pending) {
		return rules.Ruling{}, false
	}
	return m.report.Rulings[m.pending[m.sel]], true
}

// chooserActor is who answers the selected ruling: its chooser, else the
// acting player.
func (m *Model) chooserActor() rules.Actor {
	if r, ok := m.selected(); ok {
		switch r.Chooser {
		case "white":
			return rules.ActorWhite
		case "black":
			return rules.ActorBlack
		case "umpire":
			return rules.ActorUmpire
		}
	}
	return m.acting()
}

// checkActor is who says "Check!": the player whose man made the last move.
func (m *Model) checkActor() rules.Actor {
	if _, to, ok := m.game.LastMove(); ok && to.Valid() {
		if p := m.game.PieceAt(to); !p.Empty() {
			return rules.ActorOf(p.Color)
		}
	}
	return m.playerActing()
}

// needsSquare reports whether an option names a man (its argument).
func needsSquare(opt string) bool {
	return opt == rules.OptMoveAny || opt == rules.OptSelectTouched
}

func (m *Model) scrollLog(n int) {
	m.logScroll += n
	m.clampLogScroll()
}

func (m Model) updateGame(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	if m.cmdOn {
		return m.updateCommand(msg)
	}
	k := m.keys
	s := msg.String()
	// A pawn released on the last rank waits for its piece: these keys name
	// it, before any other meaning they have.
	if m.game.PendingPromotion() && len(s) == 1 && strings.Contains("qrbnp", s) {
		p := s
		if p == "p" {
			p = rules.PromoteNone
		}
		m.do(rules.Event{Actor: m.promoter(), Verb: rules.Promote, Promotion: p})
		return m, nil
	}
	switch {
	case key.Matches(msg, k.Quit):
		return m, tea.Quit
	case key.Matches(msg, k.Help):
		return m.openHelp(), nil
	case key.Matches(msg, k.Up):
		m.moveCursor(0, -1)
	case key.Matches(msg, k.Down):
		m.moveCursor(0, 1)
	case key.Matches(msg, k.Left):
		m.moveCursor(-1, 0)
	case key.Matches(msg, k.Right):
		m.moveCursor(1, 0)
	case key.Matches(msg, k.Pick):
		m.doPick()
	case key.Matches(msg, k.Cancel):
		if m.pick.Valid() {
			m.pick = rules.NoSquare
			m.board = snapshot(m.game, m.pick)
			m.setMsg(msgInfo, "Pick cancelled.")
		} else {
			m.msg = ""
		}
	case key.Matches(msg, k.Touch):
		m.do(rules.Event{Actor: m.playerActing(), Verb: rules.Touch, Square: m.cursor})
	case key.Matches(msg, k.TouchAcc):
		m.do(rules.Event{Actor: m.playerActing(), Verb: rules.Touch, Square: m.cursor, Accidental: true})
	case key.Matches(msg, k.Jadoube):
		m.do(rules.Event{Actor: m.playerActing(), Verb: rules.SayJadoube})
	case key.Matches(msg, k.TouchSquare):
		m.do(rules.Event{Actor: m.holder(), Verb: rules.TouchSquare, Square: m.cursor})
	case key.Matches(msg, k.Release):
		m.do(rules.Event{Actor: m.holder(), Verb: rules.Release, Square: m.cursor})
	case key.Matches(msg, k.Check):
		m.do(rules.Event{Actor: m.checkActor(), Verb: rules.SayCheck})
	case key.Matches(msg, k.Claim):
		a := m.chooserActor()
		if a == rules.ActorUmpire {
			a = m.playerActing()
		}
		m.do(rules.Event{Actor: a, Verb: rules.Claim})
	case key.Matches(msg, k.Choose):
		m.choose(int(s[0] - '1'))
	case key.Matches(msg, k.Waive):
		if _, ok := m.selected(); !ok {
			m.setMsg(msgErr, "No pending ruling to waive.")
			break
		}
		m.do(rules.Event{Actor: m.chooserActor(), Verb: rules.Waive})
	case key.Matches(msg, k.Switch):
		next := rules.ActorWhite
		if m.acting() == rules.ActorWhite {
			next = rules.ActorBlack
		}
		m.override = next != m.game.Actor()
		m.overrideTo = next
		m.setMsg(msgInfo, "Acting player: "+titleCase(next.String())+".")
	case key.Matches(msg, k.Flip):
		m.flipped = !m.flipped
	case key.Matches(msg, k.Undo):
		m.undo()
	case key.Matches(msg, k.Redo):
		m.redo()
	case key.Matches(msg, k.Export):
		m.exportPGN()
	case key.Matches(msg, k.Laws):
		m.openLaws("")
	case key.Matches(msg, k.Article):
		r, ok := m.selected()
		if !ok {
			r, ok = m.latestRuling()
		}
		if !ok || len(r.Articles) == 0 {
			m.setMsg(msgErr, "No ruling with an article to open.")
			break
		}
		m.openLaws(r.Articles[0])
	case key.Matches(msg, k.PrevRuling):
		if m.sel > 0 {
			m.sel--
		}
	case key.Matches(msg, k.NextRul):
		if m.sel < len(m.pending)-1 {
			m.sel++
		}
	case key.Matches(msg, k.LogUp):
		m.scrollLog(m.logPage())
	case key.Matches(msg, k.LogDown):
		m.scrollLog(-m.logPage())
	case key.Matches(msg, k.LogTop):
		m.logScroll = 1 << 20
		m.clampLogScroll()
	case key.Matches(msg, k.LogEnd):
		m.logScroll = 0
	case key.Matches(msg, k.Command):
		m.cmdOn = true
		m.cmd = lineEditor{}
		m.cmdHint = ""
		m.histAt = len(m.history)
	}
	return m, nil
}

// holder is who holds the man in hand (for release and touch-square); with
// nothing in hand, the acting player, and the core says what is wrong.
func (m *Model) holder() rules.Actor {
	if sq, who, ok := m.game.Hand(); ok && sq.Valid() {
		return rules.ActorOf(who)
	}
	return m.playerActing()
}

// promoter is the player whose pawn awaits its piece: the last to release.
func (m *Model) promoter() rules.Actor {
	evs := m.game.Events()
	for i := len(evs) - 1; i >= 0; i-- {
		if evs[i].Verb == rules.Release || evs[i].Verb == rules.Move {
			return evs[i].Actor
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
	e := rules.Event{Actor: m.chooserActor(), Verb: rules.Choose, Option: r.Options[i], Square: rules.NoSquare}
	if needsSquare(e.Option) {
		e.Square = m.cursor
	}
	m.do(e)
}

// latestRuling is the last ruling raised, whatever its state.
func (m *Model) latestRuling() (rules.Ruling, bool) {
	if n := len(m.report.Rulings); n > 0 {
		return m.report.Rulings[n-1], true
	}
	return rules.Ruling{}, false
}

// exportPGN writes the game as PGN beside the journal.
func (m *Model) exportPGN() {
	path := strings.TrimSuffix(m.jpath, filepath.Ext(m.jpath)) + ".pgn"
	text := gamePGN(m.game, m.entries, m.now())
	if err := writeAtomic(path, []byte(text)); err != nil {
		m.setMsg(msgErr, "PGN not written: "+err.Error())
		return
	}
	m.setMsg(msgOK, "PGN written to "+path)
}

func titleCase(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
