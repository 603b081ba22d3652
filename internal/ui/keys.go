package ui

import (
	"github.com/charmbracelet/bubbles/key"
)

// keyMap is every key of the program. The short help line shows the keys
// that apply now (see shortHelp); `?` shows them all.
type keyMap struct {
	Up, Down, Left, Right key.Binding
	Pick                  key.Binding
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
	Laws                  key.Binding
	Article               key.Binding
	PrevRuling, NextRul   key.Binding
	LogUp, LogDown        key.Binding
	LogTop, LogEnd        key.Binding
	Command               key.Binding
	Cancel                key.Binding
	Help                  key.Binding
	Quit                  key.Binding

	// Code picker and law browser.
	Start  key.Binding
	Search key.Binding
	Back   key.Binding
	Scroll key.Binding
}

func newKeyMap() keyMap {
	b := func(keys []string, k, desc string) key.Binding {
		return key.NewBinding(key.WithKeys(keys...), key.WithHelp(k, desc))
	}
	return keyMap{
		Up:          b([]string{"up", "k"}, "↑/k", "up"),
		Down:        b([]string{"down", "j"}, "↓/j", "down"),
		Left:        b([]string{"left", "h"}, "←/h", "left"),
		Right:       b([]string{"right", "l"}, "→/l", "right"),
		Pick:        b([]string{"enter", " "}, "enter/click", "pick: two picks make a move"),
		Touch:       b([]string{"t"}, "t", "touch the man under the cursor"),
		TouchAcc:    b([]string{"T"}, "T", "touch it accidentally"),
		Jadoube:     b([]string{"a"}, "a", "say J'adoube (before the touch)"),
		TouchSquare: b([]string{"s"}, "s", "touch a square with the man held"),
		Release:     b([]string{"r"}, "r", "release the man in hand here"),
		Check:       b([]string{"+"}, "+", "say check"),
		Claim:       b([]string{"c"}, "c", "claim"),
		Choose:      b([]string{"1", "2", "3", "4", "5", "6", "7", "8", "9"}, "1-9", "choose an option of the ruling"),
		Waive:       b([]string{"w"}, "w", "waive the ruling"),
		Promote:     b([]string{"q", "r", "b", "n", "p"}, "q/r/b/n/p", "name the piece (p: stays a pawn)"),
		Switch:      b([]string{"tab"}, "tab", "switch the acting player"),
		Flip:        b([]string{"f"}, "f", "flip the board"),
		Undo:        b([]string{"u"}, "u", "undo the last event (a slip)"),
		Redo:        b([]string{"U", "ctrl+r"}, "U", "redo: put the event undone back"),
		Export:      b([]string{"e"}, "e", "export PGN"),
		Laws:        b([]string{"L"}, "L", "browse the laws"),
		Article:     b([]string{"o"}, "o", "open the article the ruling cites"),
		PrevRuling:  b([]string{"["}, "[", "previous pending ruling"),
		NextRul:     b([]string{"]"}, "]", "next pending ruling"),
		LogUp:       b([]string{"pgup", "ctrl+u"}, "pgup", "scroll the log up"),
		LogDown:     b([]string{"pgdown", "ctrl+d"}, "pgdn", "scroll the log down"),
		LogTop:      b([]string{"home"}, "home", "first event"),
		LogEnd:      b([]string{"end"}, "end", "latest event"),
		Command:     b([]string{":"}, ":", "type any event: :B claim"),
		Cancel:      b([]string{"esc"}, "esc", "cancel the pick"),
		Help:        b([]string{"?"}, "?", "all keys"),
		Quit:        b([]string{"q", "ctrl+c"}, "q", "quit (the journal is safe)"),
		Start:       b([]string{"enter"}, "enter", "start"),
		Search:      b([]string{"/"}, "/", "search"),
		Back:        b([]string{"esc"}, "esc", "back"),
		Scroll:      b([]string{"pgup", "pgdown"}, "pgup/pgdn", "scroll the text"),
	}
}

// fullHelp groups every key of the game screen for `?`.
func (k keyMap) fullHelp() [][]key.Binding {
	return [][]key.Binding{
		{k.Up, k.Down, k.Left, k.Right, k.Pick, k.Cancel, k.Flip, k.Switch},
		{k.Touch, k.TouchAcc, k.Jadoube, k.TouchSquare, k.Release, k.Check, k.Promote},
		{k.Claim, k.Choose, k.Waive, k.PrevRuling, k.NextRul, k.Article, k.Command},
		{k.Undo, k.Redo, k.Export, k.Laws, k.LogUp, k.LogDown, k.LogTop, k.LogEnd, k.Help, k.Quit},
	}
}
