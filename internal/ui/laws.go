package ui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/assets"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// lawBrowser lists every article of the game's code, searchable, with the
// selected article's text beside the list.
type lawBrowser struct {
	code      string
	all       []assets.Article
	err       error
	query     lineEditor
	searching bool
	shown     []int // indexes into all that match the query
	at        int   // index into shown
	scroll    int   // lines of the article's text scrolled
}

func (b *lawBrowser) load(code string) {
	if b.code == code && b.err == nil && b.all != nil {
		return
	}
	b.code = code
	b.all, b.err = assets.Articles(code)
	if b.err != nil {
		b.err = fmt.Errorf("laws of %s: %w", code, b.err)
	}
	b.query = lineEditor{}
	b.filter()
}

// filter keeps the articles holding every word of the query in their
// number, title or text.
func (b *lawBrowser) filter() {
	words := strings.Fields(strings.ToLower(b.query.String()))
	has := func(hay string) bool {
		for _, w := range words {
			if !strings.Contains(hay, w) {
				return false
			}
		}
		return true
	}
	// Articles whose number or title match come before those that only
	// mention the words in their text.
	var head, tail []int
	for i, a := range b.all {
		switch {
		case has(strings.ToLower(a.ID + " " + a.Title)):
			head = append(head, i)
		case has(strings.ToLower(a.ID + " " + a.Title + " " + a.Text)):
			tail = append(tail, i)
		}
	}
	b.shown = append(head, tail...)
	if b.at >= len(b.shown) {
		b.at = len(b.shown) - 1
	}
	if b.at < 0 {
		b.at = 0
	}
	b.scroll = 0
}

func (b *lawBrowser) current() (assets.Article, bool) {
	if b.at < 0 || b.at >= len(b.shown) {
		return assets.Article{}, false
	}
	return b.all[b.shown[b.at]], true
}

// selectID selects an article by its number, clearing the search.
func (b *lawBrowser) selectID(id string) bool {
	if b.query.String() != "" {
		b.query = lineEditor{}
		b.filter()
	}
	for i, idx := range b.shown {
		if strings.EqualFold(b.all[idx].ID, id) {
			b.at = i
			b.scroll = 0
			return true
		}
	}
	return false
}

// openLaws shows the law browser, at article id when one is given.
func (m *Model) openLaws(id string) {
	code := m.setup.Code
	if m.game != nil {
		code = m.game.Setup().Code
	}
	if code == "" && m.screen == screenPicker && m.pickerAt < len(m.codes) {
		code = m.codes[m.pickerAt].ID
	}
	m.laws.load(code)
	if m.laws.err != nil {
		m.setMsg(msgErr, m.laws.err.Error())
		return
	}
	if id != "" && !m.laws.selectID(id) {
		m.setMsg(msgErr, fmt.Sprintf("No article %s in %s.", id, code))
	}
	m.laws.searching = false
	m.back = m.screen
	m.screen = screenLaws
}

func (m Model) updateLaws(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	b := &m.laws
	if b.searching {
		switch msg.Type {
		case tea.KeyEnter, tea.KeyEsc:
			b.searching = false
			return m, nil
		case tea.KeyUp, tea.KeyDown:
			// Fall through to the list keys below.
		default:
			if b.query.edit(msg) {
				b.filter()
			}
			return m, nil
		}
	}
	k := m.keys
	switch {
	case key.Matches(msg, k.Back), key.Matches(msg, k.Quit), key.Matches(msg, k.Laws):
		m.screen = m.back
	case key.Matches(msg, k.Help):
		return m.openHelp(), nil
	case key.Matches(msg, k.Search):
		b.searching = true
	case key.Matches(msg, k.Up):
		if b.at > 0 {
			b.at--
			b.scroll = 0
		}
	case key.Matches(msg, k.Down):
		if b.at < len(b.shown)-1 {
			b.at++
			b.scroll = 0
		}
	case key.Matches(msg, k.LogUp):
		b.scroll -= m.height / 2
		if b.scroll < 0 {
			b.scroll = 0
		}
	case key.Matches(msg, k.LogDown), msg.Type == tea.KeySpace:
		b.scroll += m.height / 2 // View clamps it
	case key.Matches(msg, k.LogTop):
		b.at, b.scroll = 0, 0
	case key.Matches(msg, k.LogEnd):
		b.at, b.scroll = len(b.shown)-1, 0
	}
	return m, nil
}

// lawsView draws the browser: the list on the left, the text on the right.
func (m *Model) lawsView() string {
	b := &m.laws
	w, h := m.width, m.height
	info := m.info
	if info.ID == "" {
		info, _ = lookupInfo(b.code)
	}
	head := m.th.render(m.th.title, fmt.Sprintf("The laws: %s, %s (%d) — %d of %d articles", info.Author, info.Title, info.Year, len(b.shown), len(b.all)))
	search := "/ search"
	if b.searching || b.query.String() != "" {
		q := b.query.String()
		if b.searching {
			q = b.query.view(m.th)
		}
		search = "search: " + q
	}
	listW := 30
	if w < 90 {
		listW = 24
	}
	textW := w - listW - 3
	bodyH := h - 4
	var list []string
	// Keep the selection in sight.
	top := 0
	if b.at >= bodyH {
		top = b.at - bodyH + 1
	}
	for i := top; i < len(b.shown) && len(list) < bodyH; i++ {
		a := b.all[b.shown[i]]
		line := fmt.Sprintf("%-6s %s", a.ID, a.Title)
		if len(a.ID) > 6 {
			// Staunton's definitions and rules at odds have long numbers.
			line = a.ID + " · " + a.Title
		}
		if i == b.at {
			line = "> " + line
			line = fit(line, listW)
			line = m.th.render(m.th.selected, line)
		} else {
			line = fit("  "+line, listW)
		}
		list = append(list, line)
	}
	if len(b.shown) == 0 {
		list = append(list, fit("  no article matches", listW))
	}
	var text []string
	if a, ok := b.current(); ok {
		text = append(text, m.th.render(m.th.heading, fmt.Sprintf("%s — %s", articleName(b.code, a.ID), a.Title)), "")
		for _, para := range strings.Split(a.Text, "\n") {
			text = append(text, wrap(para, textW)...)
		}
	}
	maxScroll := len(text) - bodyH
	if maxScroll < 0 {
		maxScroll = 0
	}
	if b.scroll > maxScroll {
		b.scroll = maxScroll
	}
	text = text[min(b.scroll, len(text)):]
	body := make([]string, bodyH)
	for i := range body {
		l, t := strings.Repeat(" ", listW), ""
		if i < len(list) {
			l = padRight(list[i], listW)
		}
		if i < len(text) {
			t = text[i]
		}
		body[i] = l + " │ " + t
	}
	lines := []string{fit(head, w), fit(search, w)}
	lines = append(lines, body...)
	if b.err != nil {
		lines = append(lines, m.th.render(m.th.err, b.err.Error()))
	} else {
		lines = append(lines, "")
	}
	hk := []key.Binding{m.keys.Up, m.keys.Down, m.keys.Search, m.keys.Scroll, m.keys.Back, m.keys.Help}
	lines = append(lines, m.fitHelp(hk, w))
	return joinLines(lines, w, h)
}

// articleName is how the code heads an article ("Law VI", "def:castling").
func articleName(code, id string) string {
	if info, ok := rules.LookupCode(code); ok {
		return info.ArticleName(id)
	}
	return id
}
