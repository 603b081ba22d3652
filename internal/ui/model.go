// Package ui is the umpire's terminal: a Bubble Tea program that records
// what happens at the board as events of the incident notation, hands them
// to the rules core, and draws the core's state and rulings. It never rules.
//
// The top model (Model) keeps the game, the journal and the components,
// each in a named field, and routes each key (soft-serve's pattern). Every
// screen is a component with its own keys, Update and View, given what it
// reads, never the Model: the picker, the keys' help, the laws and the
// comparison (screens.go, laws.go), the review (review.go), the next
// game's question (nextgame.go) and the practice screens (practice*.go).
// The game screen's components are the title line, the board and the
// column under it, the rulings with the law quoted, the log, the command
// line and the footer: each draws a read-only snapshot of the game (frame)
// taken after every event; a key that records is the Model's.
//
// Where the Model's own work lives: update.go routes each message;
// gamekeys.go holds the game screen's keys; acting.go says who acts;
// recording.go records events (and undoes them) through the core and the
// journal; track.go follows the record of moves for the log; journal.go
// opens a saved game; view.go lays out and draws the game screen.
package ui

import (
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/term"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/dgt"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/journal"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// Options are the command line's choices (arbiter's flags: the game's
// code, position, journal, display and board).
type Options struct {
	Code    string   // "" → start with the code picker
	FEN     string   // the position the game begins from ("" → the initial position)
	Moves   []string // ordinary moves (UCI) played from it first
	Journal string   // journal path; "" → a new file under the user's data directory
	Open    string   // an .inc file to resume or review: replayed, further events appended to it
	ASCII   bool     // letters instead of Unicode pieces, and an ASCII frame
	NoColor bool     // no colour at all (also when NO_COLOR is set)
	// Plain prints each event, its result and every change of a ruling as
	// a line, for a screen reader or a log: no board, no layout.
	Plain bool
	// ReadOnly reviews the game in Open without the journal's lock: nothing
	// is recorded (another program may be recording it).
	ReadOnly bool
	// GoOn resumes a game whose journal holds a line this arbiter refuses
	// from the line before it: the refused line and those after it are
	// kept in the journal as comments (journal.KeepRefused). Without it
	// such a game opens read-only, up to the refused line.
	GoOn bool
	// Descriptive spells the log's moves in the descriptive notation of
	// the day ("P. to K's 4th"); D switches.
	Descriptive bool
	// The game tags known at the start (PGN's Seven Tag Roster).
	White, Black, Event, Site, Round string
	// Match and Game: the match the game is one of and its number in it
	// (docs/notation.md), set by n for the next game.
	Match, Game string
	// How the game is played, as the tags of the same names read them
	// (docs/notation.md §6, §8, §9): "" for none.
	Odds, Agreement, FirstMove, Mode, Time string
	// Board is the serial device of a DGT electronic board to record from
	// ("" for none); BoardWhite says where White sits at it: "near", "far",
	// or "" to tell from the position (dgtboard.go).
	Board, BoardWhite string
	// BoardSettle is how long a man set down on the board must stay to be
	// let go (a man slid or hovering rests a moment): 0 for the default,
	// boardfeed.DefaultSettle; negative for none.
	BoardSettle time.Duration
	boardTiming dgt.Timing // zero: dgt.DefaultTiming (tests shorten it)

	fs      journal.FS       // the journal's file system; nil: the real one (tests inject faults)
	clock   func() time.Time // nil: time.Now (tests fix it)
	profile *themeProfile    // nil: the terminal's (tests fix it)
	// transcript, when set, collects the plain mode's lines (tests).
	transcript *[]string
	// plainOut: the plain mode's lines go straight here (standard output
	// that is no terminal: a log, a pipe), with no screen drawn.
	plainOut io.Writer
}

type screen int

const (
	screenPicker screen = iota
	screenGame
	screenLaws
	screenHelp
	screenCompare
)

type msgKind int

const (
	msgInfo msgKind = iota
	msgOK
	msgErr
	msgWarn // a hint that something typed does not read
	msgDim  // a hint on how to type
)

// Minimum terminal size for the game screen: the board and its status take
// 32 columns, and the rulings and the log need room beside them.
const (
	minWidth  = 80
	minHeight = 24
)

// Model is the program's state. Update routes each message to the screen
// in front (or the game screen's panels) and records events through the
// core; View only draws. Its fields are named, never embedded, so that a
// reader sees where each thing lives: the terminal, the sitting and its
// journal, the record the log follows, the snapshot of the game the panels
// draw, who the keys act for, the message, the game screen's components and
// the other screens.
type Model struct {
	term   terminal
	screen screen
	back   screen // where help, the laws and the comparison return to

	game    *rules.Game
	sit     sitting
	track   recordState
	snap    snapshotState
	actFor  switched
	status  message
	panels  gamePanels
	screens otherScreens

	lay   layout
	cache *viewCache
	plain plainSeen // what the plain mode has said

	// eboard is the electronic board recorded from, or nil; source is the
	// journal comment of the events being recorded from it (dgtboard.go).
	eboard *boardLink
	source string
}

// terminal is what the program was given and where it draws.
type terminal struct {
	opts          Options
	th            *theme  // shared by the panels and the law browser: a theme is large, and a Model is copied at every key
	keys          *keyMap // never changed once made: shared by the Model's copies
	now           func() time.Time
	width, height int
}

// sitting is the game's setup, its players and its journal.
type sitting struct {
	setup    rules.Setup
	info     law.CodeInfo
	jr       *journal.Journal // nil in a read-only review
	jpath    string           // journal path, decided at start so the screen can show it
	readOnly string           // why nothing is recorded (a read-only review); "" when recording
	// refusedLog lists, below the last event, a journal's refused line and
	// the lines after it, not replayed (journal.go).
	refusedLog []string
	tags       gameTags
	// setupTags are the [Odds], [Agreement], [FirstMove], [Mode] and [Time]
	// the game is played under, journaled in its header.
	setupTags []incidents.Tag
	begun     time.Time // when the game began (the journal's [Begun]); zero if unknown
	ticking   bool      // a timed game's clock tick is armed
}

// snapshotState is the game as the panels draw it, taken after every
// change (refresh): they read it, never the game.
type snapshotState struct {
	// report is the game's Summary: its rulings are read from the core
	// when drawn (rulingList), not copied here.
	report rules.Report
	// nrulings is how many rulings there were at the last refresh.
	nrulings int
	pending  []int // indexes of the pending rulings (the ruling panel selects one)
	board    boardState
}

// switched is who the keys act for when the umpire switched it.
type switched struct {
	override   bool // the umpire switched the acting player
	overrideTo record.Actor
}

// message is the line that says what was done, or why not.
type message struct {
	msg     string
	msgKind msgKind
}

// gamePanels are the game screen's components.
type gamePanels struct {
	board   boardPanel
	rulings rulingPanel
	log     logPanel
	cmd     commandLine
	mv      moveLine
	foot    footer
}

// otherScreens are the screens beside the game's.
type otherScreens struct {
	picker  picker
	laws    *lawBrowser // shared by the Model's copies: its list is large, and a Model is copied at every key
	help    helpScreen
	compare textScreen
	review  review
	next    nextGame
}

// newModel builds the program's model (NewModel adds the board). It fails
// on a bad code, position, journal or saved game, before anything is drawn.
func newModel(opts Options) (Model, error) {
	if os.Getenv("NO_COLOR") != "" {
		opts.NoColor = true
	}
	th, keys := newTheme(opts.NoColor, opts.ASCII, opts.profile), newKeyMap(opts.ASCII)
	m := Model{
		term: terminal{
			opts:   opts,
			th:     &th,
			keys:   &keys,
			now:    opts.clock,
			width:  100,
			height: 32,
		},
		cache: &viewCache{},
	}
	m.track.notation = chess.Algebraic{}
	if opts.Descriptive {
		m.track.notation = chess.Descriptive{}
	}
	if opts.profile == nil && !opts.NoColor {
		// Ask the terminal for its background now, before the program
		// reads the keyboard: the answer would arrive as keys otherwise.
		m.term.th.r.HasDarkBackground()
	}
	m.panels.board = newBoardPanel(m.term.th, *m.term.keys)
	m.panels.cmd = newCommandLine(m.term.th)
	m.panels.mv = newMoveLine(*m.term.th)
	m.panels.foot = newFooter(m.term.th)
	m.panels.rulings = newRulingPanel(m.term.th, *m.term.keys)
	m.panels.log = newLogPanel(m.term.th, *m.term.keys)
	env := screenEnv{th: m.term.th, keys: m.term.keys, foot: m.panels.foot}
	m.screens.laws = newLawBrowser(env)
	m.screens.help = newHelpScreen(env, opts.ASCII)
	m.screens.compare = newTextScreen(env)
	if m.term.opts.fs == nil {
		m.term.opts.fs = journal.OS
	}
	if m.term.now == nil {
		m.term.now = time.Now
	}
	m.sit.tags = tagsFromOptions(opts)
	m.sit.setupTags = setupTagsOf(opts)
	setup, err := incidents.SetupFromTags(opts.Code, opts.FEN, opts.Moves, m.sit.setupTags)
	if err != nil && opts.Open == "" {
		return Model{}, fmt.Errorf("start: %w", err)
	}
	if opts.Open == "" {
		if err := checkHeader(setup, m.sit.setupTags, m.sit.tags.list()); err != nil {
			return Model{}, err
		}
	}
	m.sit.setup = setup
	m.sit.setup.Code = opts.Code
	if opts.Open != "" {
		if err := m.openGame(opts.Open); err != nil {
			return Model{}, err
		}
		// Tags named on the command line of `open` are journaled.
		for name, v := range tagsFromOptions(opts) {
			if m.sit.tags[name] == v {
				continue
			}
			if err := m.setTag(name, v); err != nil {
				m.sit.jr.Close()
				return Model{}, fmt.Errorf("open %s: --%s: %w", opts.Open, strings.ToLower(name), err)
			}
		}
		m.sync()
		return m, nil
	}
	if opts.Code != "" {
		if _, ok := law.LookupCode(opts.Code); !ok {
			return Model{}, fmt.Errorf("unknown code %q (known: %s)", opts.Code, codeIDs())
		}
	}
	// Check the position now, so that a bad --fen fails before the picker.
	probe := m.sit.setup
	if probe.Code == "" {
		probe.Code = law.DefaultCode
	}
	if _, err := rules.New(probe); err != nil {
		return Model{}, fmt.Errorf("start position: %w", err)
	}
	m.sit.jpath = opts.Journal
	if m.sit.jpath == "" {
		p, err := defaultJournalPath(m.term.now())
		if err != nil {
			return Model{}, err
		}
		m.sit.jpath = p
	}
	// The journal is made now, before anything is drawn: a path that cannot
	// hold it is refused here, not at the first event.
	notes := []string{reclaimEmptyStart(m.term.opts.fs, m.sit.jpath, m.term.now()), journalDirNote(m.term.opts.fs, m.sit.jpath)}
	jr, err := journal.Create(m.term.opts.fs, m.sit.jpath)
	if err != nil {
		return Model{}, err
	}
	if notes[0] != "" {
		// The file was there before this run: a quit before the first
		// event leaves it (with this start's header), never removes it.
		jr.NotOurs()
	}
	m.sit.jr = jr
	if opts.Code == "" {
		m.screen = screenPicker
		m.screens.picker = newPicker(screenEnv{th: m.term.th, keys: m.term.keys, foot: m.panels.foot}, m.pickerChoices())
		m.addNotes(notes...) // said when the game begins
		m.sync()
		return m, nil
	}
	if err := m.newGame(opts.Code); err != nil {
		m.sit.jr.Abandon()
		return Model{}, err
	}
	m.addNotes(notes...)
	m.sync()
	return m, nil
}

// addNotes puts notes on the start before the message.
func (m *Model) addNotes(notes ...string) {
	var s []string
	for _, n := range notes {
		if n != "" {
			s = append(s, n)
		}
	}
	if len(s) == 0 {
		return
	}
	if m.status.msg != "" {
		s = append(s, m.status.msg)
	}
	m.setMsg(msgInfo, strings.Join(s, " "))
}

func codeIDs() string {
	var ids []string
	for _, c := range law.Codes() {
		ids = append(ids, c.ID)
	}
	return strings.Join(ids, ", ")
}

// newGame starts a game under code from the options' position.
func (m *Model) newGame(code string) error {
	m.sit.setup.Code = code
	m.sit.begun = m.stamp()
	m.sit.setup.Begun = m.sit.begun // the clocks of a timed game start now
	g, err := rules.New(m.sit.setup)
	if err != nil {
		return fmt.Errorf("new game: %w", err)
	}
	g.KeepCheckpoints() // undo and a rejected event cost a few dozen events, not the game
	// The header is on disk before the first event can be.
	if err := m.sit.jr.BeginWith(m.sit.setup, append(slices.Clone(m.sit.setupTags), m.sit.tags.list()...), m.sit.begun); err != nil {
		return err
	}
	m.startGame(g)
	if s := setupNoteText(m.sit.setup.FEN); s != "" {
		m.setMsg(msgInfo, s)
	}
	return nil
}

// setupNoteText says what arbiter changed in the start position (castling
// rights the board contradicts, dropped), or "".
func setupNoteText(fen string) string {
	if notes := chess.SetupNotes(fen); len(notes) > 0 {
		return "Setup: " + strings.Join(notes, "; ") + "."
	}
	return ""
}

// replayLine applies one line of a saved game: an event, or the recorder's
// undo or redo, as incidents.Run does.
func (m *Model) replayLine(l incidents.Line) error {
	switch l.Act {
	case incidents.ActUndo:
		e, ok := m.game.Undo()
		if !ok {
			return errors.New("nothing to undo: no event stands")
		}
		m.afterUndo(e)
		m.track.replayed = incidents.Line{}
		return nil
	case incidents.ActRedo:
		n := len(m.track.undone)
		if n == 0 {
			return errors.New("nothing to redo: no event was undone since the last one recorded")
		}
		en, err := m.track.applyTracked(m.game, m.track.undone[n-1].Event, false)
		if err != nil {
			return err
		}
		en.withPrev = m.track.undone[n-1].withPrev
		m.track.undone = m.track.undone[:n-1]
		m.track.addReplayed(en)
		m.track.replayed = incidents.Line{}
		return nil
	}
	en, err := m.track.applyTracked(m.game, l.Event, false)
	if err != nil {
		return err
	}
	en.withPrev = l.LineNo > 0 && l.LineNo == m.track.replayed.LineNo && len(m.track.entries) > 0 && oneAct(m.track.replayed.Event, l.Event)
	m.track.replayed = l
	m.track.addReplayed(en)
	m.track.undone = nil
	return nil
}

// shortText quotes a line by its beginning.
func shortText(s string) string {
	if r := []rune(s); len(r) > 40 {
		s = string(r[:40]) + "…"
	}
	return "“" + s + "”"
}

func (m *Model) startGame(g *rules.Game) {
	m.game = g
	m.boardGameBegun()
	m.sit.info, _ = law.LookupCode(g.Setup().Code)
	m.track.startBlack, m.track.startMove = fenStart(g.Setup().FEN)
	m.track.entries, m.track.unnamed = nil, nil
	m.track.rec = moveRecord{uci: g.MovesFrom(0), san: g.SANFrom(0)}
	m.track.setupSAN = m.track.rec.san
	m.track.setupDesc = setupSpelt(g, len(g.Setup().Moves), m.track.rec.san)
	m.track.rec.desc = append([]string{}, m.track.setupDesc...)
	m.track.rec.orig = *chess.NewOrigins()
	m.track.rec.was = followOrigins(&m.track.rec.orig, nil, nil, 0, m.track.rec.uci)
	for i := range m.track.rec.uci {
		m.track.rec.nums = append(m.track.rec.nums, m.track.alternating(i))
	}
	m.screen = screenGame
	m.refresh()
}

// fenStart reads the side to move and the move number of a FEN ("" is the
// initial position). Bad fields fall back to White and move 1; the core has
// already accepted the FEN, this only numbers moves.
func fenStart(fen string) (black bool, move int) {
	f := strings.Fields(fen)
	move = 1
	if len(f) > 1 && f[1] == "b" {
		black = true
	}
	if len(f) > 5 {
		if n, err := strconv.Atoi(f[5]); err == nil && n > 0 {
			move = n
		}
	}
	return black, move
}

// refresh takes the snapshot View draws from; called after every change.
func (m *Model) refresh() {
	if m.game == nil {
		return
	}
	// Keep the selected ruling selected while it is pending, unless a new
	// one arrives: the newest ruling is what the umpire must see first.
	selected := -1
	if sel := m.panels.rulings.sel; sel >= 0 && sel < len(m.snap.pending) {
		selected = m.snap.pending[sel]
	}
	seen := m.snap.nrulings
	m.snap.report = m.game.Summary()
	m.snap.report.Moves = m.track.rec.uci
	m.snap.nrulings = m.game.RulingCount()
	m.snap.pending, m.panels.rulings.sel = pendingOf(m.gameRulings(), selected, seen)
	// A man taken in hand ends a quick-entry pick: the hand is what counts.
	if _, _, ok := m.game.Hand(); ok {
		m.panels.board.focus.pick = chess.NoSquare
	}
	m.snap.board = snapshot(m.game, m.panels.board.focus.pick, m.snap.report.Obligations)
	m.cache.version++
}

// gameRulings are the rulings of the game at hand.
func (m *Model) gameRulings() rulingList { return rulingList{m.game} }

// pendingOf lists the pending rulings and the one to select: the one
// selected before while it is pending, else the newest.
func pendingOf(rs rulingList, selected, seen int) ([]int, int) {
	var pending []int
	sel := -1
	n := rs.Len()
	for i := range n {
		if rs.Pending(i) {
			if i == selected {
				sel = len(pending)
			}
			pending = append(pending, i)
		}
	}
	if sel < 0 || n > seen {
		sel = len(pending) - 1
	}
	return pending, max(sel, 0)
}

func (m *Model) setMsg(k msgKind, s string) {
	m.status.msg, m.status.msgKind = s, k
}

// Init implements tea.Model.
func (m Model) Init() tea.Cmd {
	cmds := []tea.Cmd{m.eboard.init()}
	if m.term.opts.Plain {
		intro := m.plainFacts().intro()
		if m.term.opts.transcript != nil {
			*m.term.opts.transcript = append(*m.term.opts.transcript, intro)
		}
		cmds = append(cmds, plainPrinter(m.term.opts).print(intro))
	}
	if m.timed() {
		cmds = append(cmds, tickCmd())
	}
	return tea.Batch(cmds...)
}

// ErrInternal marks a failure inside the program (a bug), not in its input
// or its surroundings.
var ErrInternal = errors.New("internal error (a bug in arbiter)")

// Run runs the umpire's terminal until the user quits.
func Run(opts Options) error {
	if opts.Plain && !term.IsTerminal(os.Stdout.Fd()) {
		opts.plainOut = os.Stdout // a log or a pipe: plain lines, no escape codes
	}
	m, err := NewModel(opts)
	if err != nil {
		return err
	}
	p := tea.NewProgram(m, programOptions(opts)...)
	// The window closed (SIGHUP): quit as q does, so that a game with no
	// event leaves no journal behind to refuse the next start.
	hup, done := make(chan os.Signal, 1), make(chan struct{})
	signal.Notify(hup, syscall.SIGHUP)
	defer func() { signal.Stop(hup); close(done) }()
	go func() {
		select {
		case <-hup:
			p.Quit()
		case <-done:
		}
	}()
	final, err := p.Run()
	m.eboard.close()
	if err != nil {
		// A start that died before its first event (no terminal) leaves
		// no header-only journal: Abandon removes it, or only closes a
		// journal with events.
		if m.sit.jr != nil {
			m.sit.jr.Abandon()
		}
		if errors.Is(err, tea.ErrProgramPanic) {
			// Bubble Tea has printed the panic and its stack.
			return fmt.Errorf("%w: %w", ErrInternal, err)
		}
		return fmt.Errorf("terminal: %w", err)
	}
	if fm, ok := final.(Model); ok && fm.sit.jr != nil {
		if !fm.sit.jr.Abandon() {
			fmt.Printf("Game saved in %s\n", fm.sit.jr.Path())
		}
	}
	return nil
}

// stamp is the time now as the journal writes it (to the millisecond), so
// that the clocks of the game at hand and of its journal replayed agree.
func (m *Model) stamp() time.Time { return m.term.now().UTC().Truncate(time.Millisecond) }

// setupTagsOf are the setup tags the options name, in the header's order.
// checkHeader refuses, before anything is drawn or written, a value that
// would make a line of the journal's header longer than the reader takes,
// naming its flag.
func checkHeader(setup rules.Setup, setupTags, tags []incidents.Tag) error {
	if setup.Code == "" {
		setup.Code = law.DefaultCode // picked later; every code's name is short
	}
	err := journal.CheckHeader(setup, append(slices.Clone(setupTags), tags...))
	var long *journal.LongTagError
	if errors.As(err, &long) {
		flag := strings.ToLower(long.Name)
		if long.Name == "FirstMove" {
			flag = "first-move"
		}
		return fmt.Errorf("start: --%s: %w", flag, err)
	}
	return err
}

func setupTagsOf(opts Options) []incidents.Tag {
	var tags []incidents.Tag
	for _, t := range []incidents.Tag{{Name: "Odds", Value: opts.Odds}, {Name: "Agreement", Value: opts.Agreement},
		{Name: "FirstMove", Value: opts.FirstMove}, {Name: "Mode", Value: opts.Mode}, {Name: "Time", Value: opts.Time}} {
		if strings.TrimSpace(t.Value) != "" {
			tags = append(tags, t)
		}
	}
	return tags
}

// programOptions are the terminal's: the whole screen and the mouse, or in
// the plain mode neither (its lines stay in the terminal's scrollback).
func programOptions(opts Options) []tea.ProgramOption {
	switch {
	case opts.plainOut != nil:
		// The lines go to standard output (plainOut); the prompt line is
		// drawn on standard error, the terminal the umpire types at.
		return []tea.ProgramOption{tea.WithOutput(os.Stderr)}
	case opts.Plain:
		return nil
	}
	return []tea.ProgramOption{tea.WithAltScreen(), tea.WithMouseCellMotion()}
}
