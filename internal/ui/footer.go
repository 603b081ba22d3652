package ui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
)

// footer is the bottom of the screen: the message (or the command line's
// hint), and the keys that apply now, drawn by bubbles' help from the key
// map. Neither is ever cut: the message wraps onto up to three lines, and
// the keys onto two, the least urgent dropped before that. It is a
// component (SetSize, SetSnapshot, Update, View) with no key of its own:
// the keys it lists are the panels'.
type footer struct {
	th   *theme
	help *help.Model // never changed once made: shared by the Model's copies
	w    int
	msg  []string // the message's lines, as laid out
	keys []string // the keys' lines; one empty line for the line being typed
	// laid is the keys' lines already drawn, by the keys and the width:
	// a screen has few sets of keys, and the footer is laid out after
	// every message. Shared by the Model's copies (one theme, one help).
	laid map[string][]string
}

// footerState is what the footer shows: a message of a kind, and the keys
// that apply (none while a line is typed: the line takes their place).
type footerState struct {
	text   string
	kind   msgKind
	keys   []key.Binding
	typing bool
}

// SetSize gives the footer the screen's width.
func (f footer) SetSize(w, _ int) footer {
	f.w = w
	return f
}

// SetSnapshot lays the message and the keys out in the footer's width.
func (f footer) SetSnapshot(s footerState) footer {
	f.msg = f.messageLines(s.text, s.kind)
	f.keys = []string{""} // the line being typed
	if !s.typing {
		f.keys = f.keyLines(s.keys, f.w, maxKeyLines)
	}
	return f
}

// Update changes nothing: the footer has no key of its own.
func (f footer) Update(tea.Msg) (footer, tea.Cmd) { return f, nil }

// View is the message and the keys.
func (f footer) View() string { return strings.Join(f.viewLines(), "\n") }

func (f footer) viewLines() []string { return append(append([]string(nil), f.msg...), f.keys...) }

// messageLines are the message wrapped: never cut before three lines.
func (f footer) messageLines(text string, kind msgKind) []string {
	th, w := f.th, f.w
	st := map[msgKind]lipgloss.Style{msgInfo: th.r.NewStyle(), msgErr: th.err, msgOK: th.ok, msgWarn: th.warn, msgDim: th.dim}[kind]
	lines := wrap(th.text(text), w)
	if len(lines) > maxMessageLines {
		lines = lines[:maxMessageLines]
		lines[maxMessageLines-1] = th.fit(lines[maxMessageLines-1]+" "+th.g.ellipsis+th.g.ellipsis, w)
	}
	for i, l := range lines {
		lines[i] = th.render(st, l)
	}
	return lines
}

const (
	maxMessageLines = 3
	maxKeyLines     = 2
)

func newFooter(th *theme) footer {
	h := help.New()
	h.ShortSeparator = th.g.bullet
	h.Ellipsis = th.g.ellipsis
	h.Styles = help.Styles{
		ShortKey:       th.r.NewStyle().Bold(!th.noColor),
		ShortDesc:      th.dim,
		ShortSeparator: th.dim,
		Ellipsis:       th.dim,
		FullKey:        th.r.NewStyle().Bold(!th.noColor),
		FullDesc:       th.dim,
		FullSeparator:  th.dim,
	}
	if th.noColor {
		h.Styles = help.Styles{}
	}
	return footer{th: th, help: &h, laid: map[string][]string{}}
}

// maxLaid bounds the keys' lines kept: the sets of keys a screen shows
// are few, but a width changed often (a window dragged) makes new ones.
const maxLaid = 256

// keyLines draws the keys on at most maxLines lines of width w: whole keys
// only, the last two ("? keys", "q quit") always kept.
func (f footer) keyLines(items []key.Binding, w, maxLines int) []string {
	var sig strings.Builder
	fmt.Fprintf(&sig, "%d/%d", w, maxLines)
	for _, b := range items {
		sig.WriteString("\x00" + b.Help().Key + "\x01" + b.Help().Desc)
	}
	if lines, ok := f.laid[sig.String()]; ok {
		return lines
	}
	lines := f.layKeys(items, w, maxLines)
	if f.laid != nil {
		if len(f.laid) >= maxLaid {
			clear(f.laid)
		}
		f.laid[sig.String()] = lines
	}
	return lines
}

// layKeys draws the keys as keyLines says.
func (f footer) layKeys(items []key.Binding, w, maxLines int) []string {
	items = append([]key.Binding(nil), items...)
	for i, b := range items {
		if d, ok := shortDesc[b.Help().Key]; ok {
			b.SetHelp(b.Help().Key, d)
			items[i] = b
		}
	}
	hv := *f.help
	hv.Width = 0 // measured here, never cut with an ellipsis
	sep := stringWidth(hv.ShortSeparator)
	for {
		// Each key is drawn once to be measured; each line once to be shown.
		var lines []string
		var cur []key.Binding
		curW := 0
		for _, b := range items {
			bw := stringWidth(hv.ShortHelpView([]key.Binding{b}))
			if len(cur) > 0 && curW+sep+bw > w {
				lines = append(lines, hv.ShortHelpView(cur))
				cur, curW = nil, 0
			}
			if len(cur) > 0 {
				curW += sep
			}
			cur = append(cur, b)
			curW += bw
		}
		if len(cur) > 0 {
			lines = append(lines, hv.ShortHelpView(cur))
		}
		if len(lines) <= maxLines || len(items) <= 2 {
			return lines
		}
		items = append(items[:len(items)-3], items[len(items)-2:]...)
	}
}
