// Package ui is the umpire's terminal: a Bubble Tea program that records
// what happens at the board as events of the incident notation, hands them
// to the rules core, and draws the core's state and rulings. It never rules.
package ui

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/charmbracelet/bubbles/help"
	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// Options are the command line's choices (spec §4).
type Options struct {
	Code    string   // "" → start with the code picker
	FEN     string   // the position the game begins from ("" → the initial position)
	Moves   []string // ordinary moves (UCI) played from it first
	Journal string   // journal path; "" → a new file under the user's data directory
	Open    string   // an .inc file to resume or review: replayed, further events appended to it
	ASCII   bool     // letters instead of Unicode pieces
	NoColor bool     // no colour at all (also when NO_COLOR is set)
}

type screen int

const (
	screenPicker screen = iota
	screenGame
	screenLaws
	screenHelp
)

type msgKind int

const (
	msgInfo msgKind = iota
	msgOK
	msgErr
)

// Minimum terminal size for the game screen: the board and its status take
// 32 columns, and the rulings and the log need room beside them.
const (
	minWidth  = 80
	minHeight = 24
)

// logEntry is one recorded event as the log shows it.
type logEntry struct {
	text      string   // the event in the incident notation
	added     []string // moves (UCI) this event added to the record
	moves     []string // the same, numbered in algebraic notation ("1. e4")
	retracted []string // moves this event took back, numbered
	plies     int      // moves in the record after this event
	first     int      // the ply of added[0]
}

// moveRecord follows the game's move record from event to event. The
// record in UCI comes cheaply with every Report; the algebraic notation
// costs the core a replay of the whole game, so it is asked for once per
// change while recording, and only when needed while replaying a file.
type moveRecord struct {
	uci   []string
	san   []string // the record in algebraic notation, when sanOK
	sanOK bool
}

// Model is the program's state. Update records events through the core; View
// only draws the snapshot taken after each change.
type Model struct {
	opts   Options
	th     theme
	keys   keyMap
	help   help.Model
	now    func() time.Time
	width  int
	height int
	screen screen
	back   screen // where help and the law browser return to

	// Code picker.
	codes    []rules.CodeInfo
	pickerAt int
	setup    rules.Setup
	jpath    string // journal path, decided at start so the screen can show it

	// Game.
	game       *rules.Game
	info       rules.CodeInfo
	jr         *journal
	entries    []logEntry
	report     rules.Report
	pending    []int // indexes into report.Rulings of the pending rulings
	sel        int   // the selected pending ruling, index into pending
	board      boardState
	cursor     rules.Square
	pick       rules.Square // first pick of a quick move, not yet recorded
	flipped    bool
	override   bool // the umpire switched the acting player
	overrideTo rules.Actor
	logScroll  int // lines scrolled back from the latest event
	startBlack bool
	startMove  int
	msg        string
	msgKind    msgKind

	// Command line.
	cmd     lineEditor
	cmdOn   bool
	cmdHint string
	history []string
	histAt  int

	rec moveRecord

	laws       lawBrowser
	helpScroll int

	cache *viewCache
}

// NewModel builds the program's model. It fails on a bad code, position,
// journal or saved game, before anything is drawn.
func NewModel(opts Options) (Model, error) {
	if os.Getenv("NO_COLOR") != "" {
		opts.NoColor = true
	}
	m := Model{
		opts:   opts,
		th:     newTheme(opts.NoColor),
		keys:   newKeyMap(),
		help:   help.New(),
		now:    time.Now,
		width:  100,
		height: 32,
		codes:  rules.Codes(),
		cursor: rules.SquareAt(4, 1), // e2: where most games begin
		pick:   rules.NoSquare,
		cache:  &viewCache{},
	}
	m.help.ShowAll = false
	if opts.NoColor {
		m.help.Styles = help.Styles{}
	}
	m.setup = rules.Setup{Code: opts.Code, FEN: opts.FEN, Moves: opts.Moves}
	if opts.Open != "" {
		if err := m.openGame(opts.Open); err != nil {
			return Model{}, err
		}
		return m, nil
	}
	if opts.Code != "" {
		if _, ok := rules.LookupCode(opts.Code); !ok {
			return Model{}, fmt.Errorf("unknown code %q (known: %s)", opts.Code, codeIDs())
		}
	}
	// Check the position now, so that a bad --fen fails before the picker.
	probe := m.setup
	if probe.Code == "" {
		probe.Code = rules.DefaultCode
	}
	if _, err := rules.New(probe); err != nil {
		return Model{}, fmt.Errorf("start position: %w", err)
	}
	m.jpath = opts.Journal
	if m.jpath == "" {
		p, err := defaultJournalPath(m.now())
		if err != nil {
			return Model{}, err
		}
		m.jpath = p
	}
	if _, err := os.Stat(m.jpath); err == nil {
		return Model{}, fmt.Errorf("journal %s already exists: resume it with `arbiter open %s`, or name another with --journal", m.jpath, m.jpath)
	}
	if opts.Code == "" {
		m.screen = screenPicker
		for i, c := range m.codes {
			if c.ID == rules.DefaultCode {
				m.pickerAt = i
			}
		}
		return m, nil
	}
	if err := m.newGame(opts.Code); err != nil {
		return Model{}, err
	}
	return m, nil
}

func codeIDs() string {
	var ids []string
	for _, c := range rules.Codes() {
		ids = append(ids, c.ID)
	}
	return strings.Join(ids, ", ")
}

// newGame starts a game under code from the options' position.
func (m *Model) newGame(code string) error {
	m.setup.Code = code
	g, err := rules.New(m.setup)
	if err != nil {
		return fmt.Errorf("new game: %w", err)
	}
	jr, err := newJournal(m.jpath, m.setup, m.now())
	if err != nil {
		return err
	}
	m.jr = jr
	m.startGame(g)
	return nil
}

// openGame replays a saved game (arbiter open) and continues its journal.
// It replays the script once, event by event, to number the moves in the
// log; should anything fail, incidents.Run gives the reason exactly as
// `arbiter rule` would give it (line and all).
func (m *Model) openGame(path string) error {
	data, script, err := readJournal(path)
	if err != nil {
		return err
	}
	code, _ := script.Tag("Code")
	if m.opts.Code != "" && code != "" && !strings.EqualFold(code, m.opts.Code) {
		return fmt.Errorf("open %s: the game is under %s; --code %s would rule its events differently", path, code, m.opts.Code)
	}
	override := ""
	if code == "" {
		override = m.opts.Code
	}
	fail := func(err error) error {
		if _, rerr := incidents.Run(script, override); rerr != nil {
			err = rerr
		}
		return fmt.Errorf("open %s: %w", path, err)
	}
	setup, err := incidents.SetupOf(script, override)
	if err != nil {
		return fail(err)
	}
	g, err := rules.New(setup)
	if err != nil {
		return fail(err)
	}
	m.setup = setup
	m.jpath = path
	m.jr = openJournal(path, data)
	m.startGame(g)
	for _, l := range script.Events {
		en, err := m.applyTracked(l.Event, false)
		if err != nil {
			return fail(&incidents.LineError{Line: l.LineNo, Reason: incidents.FormatEvent(l.Event) + ": " + err.Error()})
		}
		m.entries = append(m.entries, en)
	}
	m.rec.san, m.rec.sanOK = g.SAN(), true
	m.labelPending(m.rec.san)
	m.refresh()
	n := len(m.entries)
	m.setMsg(msgOK, fmt.Sprintf("Opened %s: %d events replayed; new events are appended to it.", path, n))
	if override != "" {
		m.setMsg(msgInfo, fmt.Sprintf("Opened %s (%d events) under %s: the file names no code, so rule it with `arbiter rule --code %s`.", path, n, override, override))
	}
	return nil
}

func (m *Model) startGame(g *rules.Game) {
	m.game = g
	m.info, _ = rules.LookupCode(g.Setup().Code)
	m.startBlack, m.startMove = fenStart(g.Setup().FEN)
	m.entries = nil
	m.rec = moveRecord{uci: g.Report().Moves, san: g.SAN(), sanOK: true}
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

// moveLabel numbers the ply-th move of the record (0-based): "1. e4",
// "1... e5".
func (m *Model) moveLabel(ply int, san string) string {
	off := ply
	if m.startBlack {
		off++
	}
	n := m.startMove + off/2
	if off%2 == 1 {
		return fmt.Sprintf("%d... %s", n, san)
	}
	return fmt.Sprintf("%d. %s", n, san)
}

// applyTracked applies e to the game and describes it for the log: the
// moves it added to the record and those it took back, numbered. With eager
// false (replaying a file) the algebraic notation of the added moves is
// left to labelPending.
func (m *Model) applyTracked(e rules.Event, eager bool) (logEntry, error) {
	before := m.rec.uci
	if err := m.game.Apply(e); err != nil {
		return logEntry{}, err
	}
	after := m.game.Report().Moves
	c := 0
	for c < len(before) && c < len(after) && before[c] == after[c] {
		c++
	}
	en := logEntry{
		text:  incidents.FormatEvent(e),
		plies: len(after),
		first: c,
		added: append([]string(nil), after[c:]...),
	}
	if len(before) > c {
		// Moves were taken back: name them as they stood before.
		sb := m.rec.san
		if !m.rec.sanOK {
			if _, ok := m.game.Undo(); ok {
				sb = m.game.SAN()
				if err := m.game.Apply(e); err != nil {
					return logEntry{}, fmt.Errorf("re-applying after a look back: %w", err)
				}
			}
		}
		m.labelPending(sb)
		en.retracted = m.labels(sb, before, c, len(before))
	}
	m.rec.uci = after
	if len(before) != c || len(after) != c {
		m.rec.sanOK = false
		if eager {
			m.rec.san, m.rec.sanOK = m.game.SAN(), true
			en.moves = m.labels(m.rec.san, after, c, len(after))
		}
	}
	return en, nil
}

// labels numbers the moves from..to of a record in algebraic notation,
// falling back to UCI should the two records ever disagree in length.
func (m *Model) labels(san, uci []string, from, to int) []string {
	var out []string
	for i := from; i < to; i++ {
		mv := uci[i]
		if len(san) == len(uci) {
			mv = san[i]
		}
		out = append(out, m.moveLabel(i, mv))
	}
	return out
}

// labelPending names, from san (the record at some moment), the moves of
// the entries replayed without their notation; they all stand in that
// record.
func (m *Model) labelPending(san []string) {
	for i := range m.entries {
		en := &m.entries[i]
		if len(en.moves) == len(en.added) {
			continue
		}
		en.moves = nil
		for k, mv := range en.added {
			if p := en.first + k; p < len(san) {
				mv = san[p]
			}
			en.moves = append(en.moves, m.moveLabel(en.first+k, mv))
		}
	}
}

// refresh takes the snapshot View draws from; called after every change.
func (m *Model) refresh() {
	if m.game == nil {
		return
	}
	// Keep the selected ruling selected while it is pending, unless a new
	// one arrives: the newest ruling is what the umpire must see first.
	selected := -1
	if m.sel >= 0 && m.sel < len(m.pending) {
		selected = m.pending[m.sel]
	}
	seen := len(m.report.Rulings)
	m.report = m.game.Report()
	m.pending = nil
	m.sel = -1
	for i, r := range m.report.Rulings {
		if r.State == rules.StatePending {
			if i == selected {
				m.sel = len(m.pending)
			}
			m.pending = append(m.pending, i)
		}
	}
	if m.sel < 0 || len(m.report.Rulings) > seen {
		m.sel = len(m.pending) - 1
	}
	if m.sel < 0 {
		m.sel = 0
	}
	// A man taken in hand ends a quick-entry pick: the hand is what counts.
	if _, _, ok := m.game.Hand(); ok {
		m.pick = rules.NoSquare
	}
	m.board = snapshot(m.game, m.pick)
	m.cache.version++
}

// acting is who the single keys act for: the side to move, unless the
// umpire switched it (to record a move out of turn).
func (m *Model) acting() rules.Actor {
	if m.override {
		return m.overrideTo
	}
	if m.game == nil {
		return rules.ActorWhite
	}
	return m.game.Actor()
}

// record applies events to the core and appends them to the journal. It is
// all or nothing: if the core rejects any event, or the journal cannot be
// written, every event of the batch is taken back and nothing is recorded.
func (m *Model) record(evs ...rules.Event) error {
	if m.game == nil {
		return errors.New("no game")
	}
	saved := m.rec
	var added []logEntry
	for i, e := range evs {
		en, err := m.applyTracked(e, true)
		if err != nil {
			m.rollback(i, saved)
			return fmt.Errorf("%s: %w", incidents.FormatEvent(e), err)
		}
		added = append(added, en)
	}
	if err := m.jr.append(evs, m.now()); err != nil {
		m.rollback(len(evs), saved)
		return fmt.Errorf("not recorded: %w", err)
	}
	m.entries = append(m.entries, added...)
	m.logScroll = 0
	// A finished action by the switched player ends the switch.
	for _, e := range evs {
		switch e.Verb {
		case rules.Release, rules.Move, rules.Claim, rules.Choose, rules.Waive, rules.Resign, rules.Abandon:
			m.override = false
		}
	}
	m.refresh()
	return nil
}

func (m *Model) rollback(n int, saved moveRecord) {
	for ; n > 0; n-- {
		m.game.Undo()
	}
	m.rec = saved
}

// undo drops the last recorded event from the game and the journal.
func (m *Model) undo() {
	if m.game == nil {
		return
	}
	e, ok := m.game.Undo()
	if !ok {
		m.setMsg(msgErr, "Nothing to undo.")
		return
	}
	if err := m.jr.dropLast(); err != nil {
		// Keep the game and the journal the same: put the event back.
		if aerr := m.game.Apply(e); aerr != nil {
			m.setMsg(msgErr, fmt.Sprintf("Undo failed: %v (and the event could not be restored: %v)", err, aerr))
		} else {
			m.setMsg(msgErr, fmt.Sprintf("Undo failed, nothing undone: %v", err))
		}
		m.refresh()
		return
	}
	n := len(m.entries)
	if n > 0 {
		m.entries = m.entries[:n-1]
	}
	m.rec = moveRecord{uci: m.game.Report().Moves, san: m.game.SAN(), sanOK: true}
	m.pick = rules.NoSquare
	m.refresh()
	m.setMsg(msgOK, fmt.Sprintf("Undid event %d: %s", n, incidents.FormatEvent(e)))
}

func (m *Model) setMsg(k msgKind, s string) {
	m.msg, m.msgKind = s, k
}

// Init implements tea.Model.
func (m Model) Init() tea.Cmd { return nil }

// Run runs the umpire's terminal until the user quits.
func Run(opts Options) error {
	m, err := NewModel(opts)
	if err != nil {
		return err
	}
	p := tea.NewProgram(m, tea.WithAltScreen(), tea.WithMouseCellMotion())
	final, err := p.Run()
	if err != nil {
		return fmt.Errorf("terminal: %w", err)
	}
	if fm, ok := final.(Model); ok && fm.jr != nil && fm.jr.exists {
		fmt.Printf("Game saved in %s\n", fm.jr.path)
	}
	return nil
}
