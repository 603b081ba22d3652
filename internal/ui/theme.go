package ui

import (
	"io"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

// theme holds the styles of the screen and the characters of its frame.
// Every state the umpire must see is also drawn with brackets or glyphs
// (see legend), so that the screen reads the same without colour; colour
// only adds emphasis. Under NoColor the styles are built on an ASCII-profile
// renderer, which emits no escape codes at all, so that golden files are
// plain text.
type theme struct {
	noColor bool
	ascii   bool
	r       *lipgloss.Renderer
	g       frameGlyphs

	title, dim, bold, warn, err, ok lipgloss.Style
	offence, option, quote, heading lipgloss.Style
	selected                        lipgloss.Style

	// Board squares. The board fills its own background and foreground, so
	// it reads the same on dark and light terminals.
	light, dark                        lipgloss.Style
	touched, hand, check, last, target lipgloss.Style
	cursor                             lipgloss.Style
}

// frameGlyphs are the characters the frame is drawn with: Unicode, or ASCII
// under --ascii. All are one column wide but the ellipsis and the arrow.
type frameGlyphs struct {
	vbar, hbar, ellipsis, bullet, arrow, lquote, rquote, para, dot string
}

var unicodeGlyphs = frameGlyphs{vbar: "│", hbar: "─", ellipsis: "…", bullet: " • ", arrow: "→", lquote: "“", rquote: "”", para: "¶", dot: "·"}
var asciiGlyphs = frameGlyphs{vbar: "|", hbar: "-", ellipsis: "...", bullet: " | ", arrow: "->", lquote: `"`, rquote: `"`, para: "para ", dot: "."}

// asciiText turns the Unicode of texts the program quotes (the laws, the
// core's words, messages) into ASCII, for --ascii.
var asciiText = strings.NewReplacer(
	"“", `"`, "”", `"`, "‘", "'", "’", "'", "—", "--", "–", "-", "…", "...",
	// The arrows are keys where a text names one: their names, never a
	// letter that is a key of its own (v reviews).
	"↑/↓", "up/down", "← →", "left right", "→", "->", "←", "left", "↑", "up", "↓", "down", "·", "-", "•", "*", "│", "|", "─", "-",
	// ≠ marks a row of a table: one column, as it is.
	"¶", "para ", "×", "x", "≠", "#", "é", "e", "É", "E", "è", "e", "ê", "e", "à", "a",
	"ç", "c", "ü", "u", "ö", "o", "ä", "a", "æ", "ae", "œ", "oe", "£", "L", "§", "S",
	"✓", "+", "✗", "x", "›", ">",
)

// asciiLines puts lines drawn with Unicode into ASCII, for --ascii: a line
// the ASCII forms make wider than w is cut with the ASCII ellipsis, never
// left to run past the screen.
func asciiLines(lines []string, w int) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = fitWith(asciiText.Replace(l), w, "...")
	}
	return out
}

// themeProfile fixes what a theme would otherwise learn from the terminal
// (tests): its colour profile and whether its background is dark.
type themeProfile struct {
	profile termenv.Profile
	dark    bool
}

func newTheme(noColor, ascii bool, fixed *themeProfile) theme {
	var r *lipgloss.Renderer
	switch {
	case noColor:
		r = lipgloss.NewRenderer(io.Discard)
		r.SetColorProfile(termenv.Ascii)
	case fixed != nil:
		r = lipgloss.NewRenderer(io.Discard)
		r.SetColorProfile(fixed.profile)
		r.SetHasDarkBackground(fixed.dark)
	default:
		r = lipgloss.DefaultRenderer()
	}
	s := r.NewStyle
	ad := func(light, dark string) lipgloss.AdaptiveColor {
		return lipgloss.AdaptiveColor{Light: light, Dark: dark}
	}
	// Text colours adapt to the background: darker on a light terminal,
	// lighter on a dark one.
	accent := ad("25", "75")
	red := ad("124", "203")
	amber := ad("130", "214")
	green := ad("28", "78")
	grey := ad("242", "246")
	ink := lipgloss.Color("16") // piece glyphs on the board
	t := theme{
		noColor:  noColor,
		ascii:    ascii,
		r:        r,
		g:        unicodeGlyphs,
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
	if ascii {
		t.g = asciiGlyphs
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

// text is a text the program quotes, in the frame's characters.
func (t theme) text(s string) string {
	if t.ascii {
		return asciiText.Replace(s)
	}
	return s
}

// fit cuts s to width w with the frame's ellipsis.
func (t theme) fit(s string, w int) string { return fitWith(s, w, t.g.ellipsis) }

// rule is a heading line: "── title ─────".
func (t theme) rule(title string, w int) string {
	h := t.g.hbar
	s := h + h + " " + title + " "
	if n := w - stringWidth(s); n > 0 {
		s += strings.Repeat(h, n)
	}
	return t.fit(s, w)
}

// pad cuts or pads s to exactly width w.
func (t theme) pad(s string, w int) string {
	s = t.fit(s, w)
	if n := stringWidth(s); n < w {
		s += strings.Repeat(" ", w-n)
	}
	return s
}

// join makes exactly h lines, each at most w wide.
func (t theme) join(lines []string, w, h int) string {
	if len(lines) > h {
		lines = lines[:h]
	}
	var b strings.Builder
	for i := 0; i < h; i++ {
		if i > 0 {
			b.WriteByte('\n')
		}
		if i < len(lines) {
			b.WriteString(t.fit(lines[i], w))
		}
	}
	return b.String()
}
