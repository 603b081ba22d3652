package ui

import (
	"strings"

	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
)

// keyMap is every key of the program. The footer shows the keys that apply
// now (gameKeys.ShortHelp); `?` shows them all (FullHelp). The files a–h
// and the pieces' letters in either case (K Q R B N O, k q r n o) begin a
// typed move, so no other key of the game is one of them: a move typed in
// haste (qh5, rg1) never quits nor releases. The game quits on ctrl+c.
type keyMap struct {
	Up, Down, Left, Right key.Binding
	Pick                  key.Binding
	TypeMove              key.Binding
	Touch, TouchAcc       key.Binding
	Jadoube               key.Binding
	TouchSquare           key.Binding
	Release               key.Binding
	Check                 key.Binding
	Claim                 key.Binding
	Choose                key.Binding
	Waive                 key.Binding
	Promote               key.Binding
	Switch                key.Binding
	Flip                  key.Binding
	Undo, Redo            key.Binding
	Export                key.Binding
	Notation              key.Binding
	Laws                  key.Binding
	Article               key.Binding
	Quote                 key.Binding
	QuoteUp, QuoteDown    key.Binding
	PrevRuling, NextRul   key.Binding
	LogUp, LogDown        key.Binding
	LogTop, LogEnd        key.Binding
	Review                key.Binding
	Compare               key.Binding
	Command               key.Binding
	Cancel                key.Binding
	Help                  key.Binding
	Quit                  key.Binding // the other screens' (q, ctrl+c)
	QuitGame              key.Binding // the game's: ctrl+c, asked once while the game goes on

	// Review.
	PrevMove, NextMove     key.Binding
	PrevRulingR, NextRulR  key.Binding
	PrevEvent, NextEvent   key.Binding
	ReviewStart, ReviewEnd key.Binding
	Present                key.Binding

	// Code picker, law browser, the screens of text.
	Start   key.Binding
	Search  key.Binding
	Back    key.Binding
	Scroll  key.Binding
	Enter   key.Binding
	Confirm key.Binding
}

func newKeyMap(ascii bool) keyMap {
	b := func(keys []string, k, desc string) key.Binding {
		if ascii {
			k = asciiKeyName(k)
		}
		return key.NewBinding(key.WithKeys(keys...), key.WithHelp(k, desc))
	}
	return keyMap{
		Up:          b([]string{"up"}, "↑", "cursor up"),
		Down:        b([]string{"down"}, "↓", "cursor down"),
		Left:        b([]string{"left"}, "←", "cursor left"),
		Right:       b([]string{"right"}, "→", "cursor right"),
		Pick:        b([]string{"enter", " "}, "enter/click", "pick: two picks (or a drag) make a move"),
		TypeMove:    b([]string{"a", "b", "c", "d", "e", "f", "g", "h", "K", "Q", "R", "B", "N", "O", "0", "k", "q", "r", "n", "o"}, "e4 Nf3 g1f3", "type a move (SAN in either case, or squares), enter"),
		Touch:       b([]string{"t"}, "t", "touch the man under the cursor"),
		TouchAcc:    b([]string{"T"}, "T", "touch it accidentally"),
		Jadoube:     b([]string{"j"}, "j", "say J'adoube (before the touch)"),
		TouchSquare: b([]string{"s"}, "s", "touch a square with the man held"),
		Release:     b([]string{"l"}, "l", "let go: release the man in hand here (enter too)"),
		Check:       b([]string{"+"}, "+", "say check"),
		Claim:       b([]string{"C"}, "C", "claim"),
		Choose:      b([]string{"1", "2", "3", "4", "5", "6", "7", "8", "9"}, "1-9", "choose an option of the ruling"),
		Waive:       b([]string{"w"}, "w", "waive the ruling"),
		Promote:     b([]string{"q", "r", "b", "n", "p"}, "q/r/b/n/p", "name the piece (p: none named)"),
		Switch:      b([]string{"tab"}, "tab", "switch the acting player"),
		Flip:        b([]string{"F"}, "F", "flip the board"),
		Undo:        b([]string{"u"}, "u", "undo the last event (a slip)"),
		Redo:        b([]string{"U", "ctrl+r"}, "U", "redo: put the event undone back"),
		Export:      b([]string{"E"}, "E", "export PGN"),
		Notation:    b([]string{"D"}, "D", "the log's moves in descriptive notation (P. to K's 4th), or back to algebraic"),
		Laws:        b([]string{"L"}, "L", "browse the laws"),
		Article:     b([]string{"A"}, "A", "open the article the ruling cites"),
		QuoteUp:     b([]string{"{"}, "{", "scroll the law quoted back"),
		QuoteDown:   b([]string{"}"}, "}", "scroll the law quoted on"),
		Quote:       b([]string{"{", "}"}, "{ }", "scroll the law quoted"),
		PrevRuling:  b([]string{"["}, "[", "previous pending ruling"),
		NextRul:     b([]string{"]"}, "]", "next pending ruling"),
		LogUp:       b([]string{"pgup", "ctrl+u"}, "pgup", "scroll the log up"),
		LogDown:     b([]string{"pgdown", "ctrl+d"}, "pgdn", "scroll the log down"),
		LogTop:      b([]string{"home"}, "home", "first event"),
		LogEnd:      b([]string{"end"}, "end", "latest event"),
		Review:      b([]string{"v"}, "v", "review the game, move by move"),
		Compare:     b([]string{"="}, "=", "the game under every code"),
		Command:     b([]string{":"}, ":", "type any event: :B claim, :white Morphy"),
		Cancel:      b([]string{"esc"}, "esc", "cancel the pick"),
		Help:        b([]string{"?"}, "?", "all keys"),
		Quit:        b([]string{"q", "ctrl+c"}, "q", "quit (the journal is safe)"),
		QuitGame:    b([]string{"ctrl+c"}, "ctrl+c", "quit (asked once while the game goes on; the journal keeps every event)"),

		PrevMove:    b([]string{"left"}, "←", "previous move"),
		NextMove:    b([]string{"right"}, "→", "next move"),
		PrevRulingR: b([]string{"["}, "[", "previous ruling"),
		NextRulR:    b([]string{"]"}, "]", "next ruling"),
		PrevEvent:   b([]string{",", "up"}, ",", "previous event"),
		NextEvent:   b([]string{".", "down"}, ".", "next event"),
		ReviewStart: b([]string{"home"}, "home", "the start"),
		ReviewEnd:   b([]string{"end"}, "end", "the last event"),
		Present:     b([]string{"esc", "v"}, "esc/v", "back to the present"),

		Start:   b([]string{"enter", " "}, "enter", "start"),
		Search:  b([]string{"/"}, "/", "search"),
		Back:    b([]string{"esc"}, "esc", "back"),
		Scroll:  b([]string{"pgup", "pgdown", " "}, "pgup/pgdn", "scroll the text"),
		Enter:   b([]string{"enter"}, "enter", "record"),
		Confirm: b([]string{"enter"}, "enter", "done"),
	}
}

func keyIs(msg tea.KeyMsg, b key.Binding) bool { return key.Matches(msg, b) }

// shortDesc are the words of the footer's key line, which must be short;
// `?` gives the full descriptions.
var shortDesc = map[string]string{
	"enter/click": "pick", "e4 Nf3 g1f3": "type a move", "t": "touch", "j": "j'adoube", "l": "release",
	"s": "touch square", "+": "check", "C": "claim", "1-9": "choose",
	"w": "waive", "A": "article", "]": "next ruling", "tab": "switch player",
	"u": "undo", ":": "event", "D": "descriptive", "L": "laws", "?": "keys", "q": "quit", "ctrl+c": "quit",
	"q/r/b/n/p": "name the piece", "n": "next game", "v": "review", "{ }": "scroll law", "=": "all codes",
	"↑": "up", "↓": "down", "←": "move", "→": "move", "up": "line up", "down": "line down", "left": "move", "right": "move", ",": "event", ".": "event", "esc/v": "present",
}

// gameKeys is the game screen's key map as help.KeyMap: the keys that apply
// now, and every key.
type gameKeys struct {
	m *Model
}

// ShortHelp implements help.KeyMap: the keys that apply now, the most
// urgent first.
func (g gameKeys) ShortHelp() []key.Binding {
	m := g.m
	k := m.term.keys
	switch {
	case m.screens.review.on:
		return []key.Binding{k.PrevMove, k.NextMove, k.PrevRulingR, k.NextRulR, k.PrevEvent, k.NextEvent, k.Present, k.Help}
	case m.panels.mv.on:
		return []key.Binding{k.Enter, k.Back}
	case m.game != nil && m.game.PendingPromotion():
		return []key.Binding{k.Promote, k.Undo, k.Command, k.Help}
	}
	over := m.gameOver()
	out := []key.Binding{}
	if _, ok := m.selected(); ok {
		out = append(out, k.Choose, k.Waive, k.Claim, k.Article)
		if m.panels.rulings.more {
			out = append(out, k.Quote)
		}
		if len(m.snap.pending) > 1 {
			out = append(out, k.NextRul)
		}
	}
	switch {
	case over && m.sit.readOnly == "":
		out = append(out, nextGameKey)
	case over:
	case m.snap.board.hand.Valid():
		out = append(out, k.Release, k.TouchSquare, k.Touch)
	case m.panels.board.focus.pick.Valid():
		out = append(out, k.Pick, k.Cancel)
	case m.sit.readOnly != "":
		// A read-only review records nothing: only looking keys.
	case m.byCorrespondence():
		out = append(out, k.TypeMove, k.Pick) // no man is touched at a board
	default:
		out = append(out, k.TypeMove, k.Pick, k.Touch, k.Jadoube)
	}
	if m.sit.readOnly != "" {
		return append(out, k.Review, k.Compare, k.Laws, k.Notation, k.Help, k.QuitGame)
	}
	if !over && m.snap.board.lastTo.Valid() && !m.snap.board.hand.Valid() {
		out = append(out, k.Check)
	}
	if !over {
		out = append(out, k.Switch)
	}
	out = append(out, k.Undo, k.Review, k.Command, k.Laws, k.Notation, k.Help, k.QuitGame)
	return out
}

// FullHelp implements help.KeyMap: every key of the game screen, by group.
func (g gameKeys) FullHelp() [][]key.Binding {
	k := g.m.term.keys
	recording := []key.Binding{k.Touch, k.TouchAcc, k.Jadoube, k.TouchSquare, k.Release, k.Check, k.Promote}
	if g.m.byCorrespondence() {
		recording = []key.Binding{k.Check, k.Promote}
	}
	return [][]key.Binding{
		{k.TypeMove, k.Up, k.Down, k.Left, k.Right, k.Pick, k.Cancel, k.Flip, k.Switch},
		recording,
		{k.Claim, k.Choose, k.Waive, k.PrevRuling, k.NextRul, k.Article, k.QuoteUp, k.QuoteDown, k.Command},
		{k.Undo, k.Redo, k.Export, k.Notation, k.Review, k.Compare, k.Laws, k.LogUp, k.LogDown, k.LogTop, k.LogEnd, nextGameKey, k.Help, k.QuitGame},
		{k.PrevMove, k.NextMove, k.PrevRulingR, k.NextRulR, k.PrevEvent, k.NextEvent, k.ReviewStart, k.ReviewEnd, k.Present},
	}
}

// fullHelpTitles name the groups of FullHelp.
var fullHelpTitles = []string{"Moves and the board", "Recording", "Rulings", "The game", "Review (v)"}

// byCorrespondence: a game by correspondence, where moves are despatched and
// no man is touched at a board (Staunton's correspondence laws).
func (m *Model) byCorrespondence() bool {
	return m.game != nil && m.game.Setup().Mode == law.ModeCorrespondence
}

// asciiKeyName names a key in ASCII: the arrows by their names, so that no
// key is shown as a letter that is another key ("v" for down reviews).
func asciiKeyName(k string) string {
	return strings.NewReplacer("↑", "up", "↓", "down", "←", "left", "→", "right").Replace(k)
}
