package ui

import (
	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
)

// footer is the bottom of the screen: the message (or the command line's
// hint), and the keys that apply now, drawn by bubbles' help from the key
// map. Neither is ever cut: the message wraps onto up to three lines, and
// the keys onto two, the least urgent dropped before that.
type footer struct {
	help help.Model
}

const (
	maxMessageLines = 3
	maxKeyLines     = 2
)

func newFooter(th theme) footer {
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
	return footer{help: h}
}

// keyLines draws the keys on at most maxLines lines of width w: whole keys
// only, the last two ("? keys", "q quit") always kept.
func (f footer) keyLines(items []key.Binding, w, maxLines int) []string {
	items = append([]key.Binding(nil), items...)
	for i, b := range items {
		if d, ok := shortDesc[b.Help().Key]; ok {
			b.SetHelp(b.Help().Key, d)
			items[i] = b
		}
	}
	hv := f.help
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
