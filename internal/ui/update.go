package ui

import (
	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/chess"
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
