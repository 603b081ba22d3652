package ui

import (
	"io"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

// theme holds the styles of the screen. Every state the umpire must see is
// also drawn with brackets or glyphs (see legend), so that the screen reads
// the same without colour; colour only adds emphasis. Under NoColor the
// styles are built on an ASCII-profile renderer, which emits no escape codes
// at all, so that golden files are plain text.
type theme struct {
	noColor bool

	title, dim, bold, warn, err, ok lipgloss.Style
	offence, option, quote, heading lipgloss.Style
	selected                        lipgloss.Style

	// Board squares. The board fills its own background and foreground, so
	// it reads the same on dark and light terminals.
	light, dark                        lipgloss.Style
	touched, hand, check, last, target lipgloss.Style
	cursor                             lipgloss.Style
}

func newTheme(noColor bool) theme {
	var r *lipgloss.Renderer
	if noColor {
		r = lipgloss.NewRenderer(io.Discard)
		r.SetColorProfile(termenv.Ascii)
	} else {
		r = lipgloss.DefaultRenderer()
	}
	s := r.NewStyle
	// Mid-tone accents: legible on black and on white backgrounds.
	accent := lipgloss.Color("33") // blue
	red := lipgloss.Color("160")   // red
	amber := lipgloss.Color("172") // amber
	green := lipgloss.Color("34")  // green
	grey := lipgloss.Color("244")  // grey
	ink := lipgloss.Color("16")    // piece glyphs on the board
	t := theme{
		noColor:  noColor,
		title:    s().Bold(true).Foreground(accent),
		dim:      s().Foreground(grey),
		bold:     s().Bold(true),
		warn:     s().Foreground(amber).Bold(true),
		err:      s().Foreground(red).Bold(true),
		ok:       s().Foreground(green),
		offence:  s().Foreground(red).Bold(true),
		option:   s().Foreground(accent).Bold(true),
		quote:    s().Italic(true),
		heading:  s().Bold(true).Underline(true),
		selected: s().Reverse(true),
		light:    s().Background(lipgloss.Color("180")).Foreground(ink),
		dark:     s().Background(lipgloss.Color("137")).Foreground(ink),
		touched:  s().Background(lipgloss.Color("220")).Foreground(ink),
		hand:     s().Background(lipgloss.Color("78")).Foreground(ink),
		check:    s().Background(lipgloss.Color("203")).Foreground(ink),
		last:     s().Background(lipgloss.Color("187")).Foreground(ink),
		target:   s().Background(lipgloss.Color("110")).Foreground(ink),
		cursor:   s().Background(lipgloss.Color("75")).Foreground(ink).Bold(true),
	}
	return t
}

// render applies st unless colour is off; under NoColor the renderer would
// drop colours anyway, but skipping the call also drops bold and reverse and
// keeps the text exactly as drawn.
func (t theme) render(st lipgloss.Style, s string) string {
	if t.noColor {
		return s
	}
	return st.Render(s)
}
