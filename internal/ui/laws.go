package ui

import (
	"fmt"
	"io"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/list"
	"github.com/charmbracelet/bubbles/viewport"
	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/assets"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// lawBrowser lists every article of the game's code (bubbles' list, which
// filters as `/` is typed), with the selected article's text beside it in a
// viewport. It is a component: open, Update, SetSize, View. The Model
// holds it by pointer, shared by the Model's copies: its list is large.
type lawBrowser struct {
	env    screenEnv
	code   string
	th     *theme
	list   list.Model
	text   viewport.Model
	err    error
	shown  string // the article the text holds, and its width
	w, h   int
	listW  int
	clause *clauseAt // where to scroll the text when it is next shown
}

// article is a list item.
type article struct{ a assets.Article }

// FilterValue holds the article's number and title, then its text: the
// filter ranks a match in the first before one in the second.
func (a article) FilterValue() string {
	return a.a.ID + " " + a.a.Title + "\x00" + a.a.Text
}

// lawFilter keeps the articles holding every word of the search in their
// number, title or text; those whose number or title match come first.
func lawFilter(term string, targets []string) []list.Rank {
	words := strings.Fields(strings.ToLower(term))
	has := func(hay string) bool {
		for _, w := range words {
			if !strings.Contains(hay, w) {
				return false
			}
		}
		return true
	}
	var head, tail []list.Rank
	for i, t := range targets {
		t = strings.ToLower(t)
		title, _, _ := strings.Cut(t, "\x00")
		switch {
		case has(title):
			head = append(head, list.Rank{Index: i})
		case has(t):
			tail = append(tail, list.Rank{Index: i})
		}
	}
	return append(head, tail...)
}

// articleDelegate draws an article on one line.
type articleDelegate struct{ th *theme }

func (d articleDelegate) Height() int                             { return 1 }
func (d articleDelegate) Spacing() int                            { return 0 }
func (d articleDelegate) Update(_ tea.Msg, _ *list.Model) tea.Cmd { return nil }
func (d articleDelegate) Render(w io.Writer, m list.Model, index int, item list.Item) {
	a := item.(article).a
	line := fmt.Sprintf("%-6s %s", a.ID, a.Title)
	if len(a.ID) > 6 {
		// Staunton's definitions and rules at odds have long numbers.
		line = a.ID + " " + d.th.g.dot + " " + a.Title
	}
	line = d.th.text(line)
	if index == m.Index() {
		fmt.Fprint(w, d.th.render(d.th.selected, d.th.fit("> "+line, m.Width())))
		return
	}
	fmt.Fprint(w, d.th.fit("  "+line, m.Width()))
}

func newLawBrowser(env screenEnv) *lawBrowser { return &lawBrowser{env: env, th: env.th} }

func (b *lawBrowser) load(code string) {
	if b.code == code && b.err == nil && len(b.list.Items()) > 0 {
		return
	}
	th := b.th
	b.code = code
	all, err := assets.Articles(code)
	b.err = nil
	if err != nil {
		b.err = fmt.Errorf("laws of %s: %w", code, err)
	}
	items := make([]list.Item, len(all))
	for i, a := range all {
		items[i] = article{a}
	}
	l := list.New(items, articleDelegate{th}, 0, 0)
	l.Filter = lawFilter
	l.SetShowTitle(false)
	l.SetShowStatusBar(false)
	l.SetShowHelp(false)
	l.SetShowPagination(false)
	l.SetShowFilter(true)
	l.DisableQuitKeybindings()
	l.FilterInput = newInput(*th, "search: ")
	l.FilterInput.ShowSuggestions = false
	l.FilterInput.Blur()
	l.Styles.NoItems = th.dim
	l.Styles.TitleBar = th.r.NewStyle()
	// The list moves by line and page; pgup and pgdn scroll the text.
	l.KeyMap.CursorUp = key.NewBinding(key.WithKeys("up"))
	l.KeyMap.CursorDown = key.NewBinding(key.WithKeys("down"))
	l.KeyMap.PrevPage = key.NewBinding(key.WithKeys("left"))
	l.KeyMap.NextPage = key.NewBinding(key.WithKeys("right"))
	l.KeyMap.GoToStart = key.NewBinding(key.WithKeys("home"))
	l.KeyMap.GoToEnd = key.NewBinding(key.WithKeys("end"))
	l.KeyMap.ShowFullHelp.SetEnabled(false)
	l.KeyMap.CloseFullHelp.SetEnabled(false)
	b.list = l
	b.text = viewport.New(0, 0)
	b.shown = ""
}

// selectID selects an article by its number, clearing the search.
func (b *lawBrowser) selectID(id string) bool {
	b.list.ResetFilter()
	for i, it := range b.list.Items() {
		if strings.EqualFold(it.(article).a.ID, id) {
			b.list.Select(i)
			b.shown = ""
			return true
		}
	}
	return false
}

// current is the article selected.
func (b *lawBrowser) current() (assets.Article, bool) {
	it := b.list.SelectedItem()
	if it == nil {
		return assets.Article{}, false
	}
	return it.(article).a, true
}

// open shows the laws of code, at article id when one is given, and at
// the clause clauseOf finds in it when clauseOf is given. shown is false
// when the laws could not be read; err says why, or that the article is
// not there (the browser then shows the first).
func (b *lawBrowser) open(code, id string, clauseOf func(assets.Article) clauseAt) (shown bool, err error) {
	b.load(code)
	if b.err != nil {
		return false, b.err
	}
	b.clause = nil
	if id == "" {
		return true, nil
	}
	if !b.selectID(id) {
		return true, fmt.Errorf("No article %s in %s.", id, code)
	}
	if clauseOf != nil {
		if a, ok := b.current(); ok {
			c := clauseOf(a)
			b.clause = &c
		}
	}
	return true, nil
}

// SetSize lays the browser out: the list on the left, the text on the
// right, a heading and a key line.
// openLaws shows the law browser, at article id when one is given (and at
// the clause that decides r, when it is given), under the game's code, or
// the picker's.
func (m *Model) openLaws(id string, r *rules.Ruling) {
	code := m.sit.setup.Code
	if m.game != nil {
		code = m.game.Setup().Code
	}
	if c, ok := m.screens.picker.chosen(); code == "" && m.screen == screenPicker && ok {
		code = c.code
	}
	if code == "" {
		code = law.DefaultCode
	}
	var clauseOf func(assets.Article) clauseAt
	if r != nil {
		clauseOf = func(a assets.Article) clauseAt { return m.law().clause(a, *r) }
	}
	shown, err := m.screens.laws.open(code, id, clauseOf)
	if err != nil {
		m.setMsg(msgErr, err.Error())
	}
	if !shown {
		return
	}
	m.back = m.screen
	m.screen = screenLaws
	m.screens.laws.SetSize(m.term.width, m.term.height)
}

// SetSize lays the browser out: the list on the left, the text on the
// right, a heading and a key line.
func (b *lawBrowser) SetSize(w, h int) {
	b.w, b.h = w, h
	b.listW = 30
	if w < 90 {
		b.listW = 24
	}
	bodyH := max(1, h-4)
	b.list.SetSize(b.listW, bodyH)
	b.text.Width, b.text.Height = max(1, w-b.listW-3), bodyH
	b.showText()
}

// showText puts the selected article's text in the viewport, when the
// selection (or the width) changed: its paragraphs numbered where it has
// several, scrolled to the clause that was asked for.
func (b *lawBrowser) showText() {
	a, ok := b.current()
	key := fmt.Sprintf("%s/%d", a.ID, b.text.Width)
	if key == b.shown {
		return
	}
	b.shown = key
	if !ok {
		b.text.SetContent("")
		return
	}
	th := b.th
	w := b.text.Width
	lines := []string{th.render(th.heading, th.fit(th.text(fmt.Sprintf("%s — %s", articleName(b.code, a.ID), a.Title)), w)), ""}
	paras := a.Paragraphs()
	start := 0
	for i, p := range paras {
		if b.clause != nil && i == b.clause.para {
			start = len(lines)
		}
		if len(paras) > 1 {
			p = fmt.Sprintf("%s%d %s", th.g.para, i+1, p)
		}
		lines = append(lines, wrap(th.text(p), w)...)
		if i < len(paras)-1 {
			lines = append(lines, "")
		}
	}
	b.text.SetContent(strings.Join(lines, "\n"))
	b.text.SetYOffset(start)
	b.clause = nil
}

// Update takes a key: typed into the search while one is typed, else the
// list's and the text's keys; esc clears a search, then closes.
func (b *lawBrowser) Update(msg tea.KeyMsg) screenNext {
	k := b.env.keys
	if b.list.FilterState() == list.Filtering {
		before := b.list.FilterInput.Value()
		b.list, _ = b.list.Update(msg)
		// Filter now, not in a command: what is typed shows at once, and
		// no earlier search's answer can arrive after a later one's.
		if v := b.list.FilterInput.Value(); v != before && b.list.FilterState() == list.Filtering {
			b.list.SetFilterText(v)
			b.list.SetFilterState(list.Filtering)
		}
		b.showText()
		return stayHere
	}
	next := stayHere
	switch {
	case keyIs(msg, k.Back):
		if b.list.FilterState() == list.FilterApplied {
			b.list.ResetFilter()
		} else {
			next = goBack
		}
	case keyIs(msg, k.Quit), keyIs(msg, k.Laws):
		next = goBack
	case keyIs(msg, k.Help):
		next = goHelp
	case keyIs(msg, k.LogUp):
		b.text.PageUp()
	case keyIs(msg, k.LogDown), msg.Type == tea.KeySpace:
		b.text.PageDown()
	default:
		b.list, _ = b.list.Update(msg)
	}
	b.showText()
	return next
}

// View draws the browser.
func (b lawBrowser) View() string {
	th := b.th
	w, h := b.w, b.h
	info, _ := law.LookupCode(b.code)
	count := fmt.Sprintf(" — %d of %d articles", len(b.list.VisibleItems()), len(b.list.Items()))
	head := fmt.Sprintf("The laws: %s, %s (%d)", info.Author, info.Title, info.Year)
	if stringWidth(th.text(head+count)) > w {
		head = fmt.Sprintf("The laws of %s, %d", info.Author, info.Year)
	}
	head = th.render(th.title, th.text(head+count))
	search := "/ search"
	switch b.list.FilterState() {
	case list.Filtering:
		search = b.list.FilterInput.View()
	case list.FilterApplied:
		search = "search: " + b.list.FilterInput.Value() + " (esc clears)"
	}
	listLines := strings.Split(b.listView(), "\n")
	textLines := strings.Split(b.text.View(), "\n")
	bodyH := max(1, h-4)
	lines := []string{th.fit(head, w), th.fit(search, w)}
	for i := 0; i < bodyH; i++ {
		l, t := "", ""
		if i < len(listLines) {
			l = listLines[i]
		}
		if i < len(textLines) {
			t = textLines[i]
		}
		lines = append(lines, th.pad(l, b.listW)+" "+th.g.vbar+" "+t)
	}
	if b.err != nil {
		lines = append(lines, th.render(th.err, b.err.Error()))
	} else {
		lines = append(lines, "")
	}
	k := b.env.keys
	lines = append(lines, b.env.keyLine([]key.Binding{k.Up, k.Down, k.Search, k.Scroll, k.Back, k.Help}, w)...)
	return th.join(lines, w, h)
}

// listView is the list's lines: only the articles (the search line is
// drawn above it).
func (b lawBrowser) listView() string {
	l := b.list
	if len(l.VisibleItems()) == 0 {
		return b.th.fit("  no article matches", b.listW)
	}
	l.SetShowFilter(false)
	return l.View()
}

// ArticleName is how the code heads an article ("Law VI", "def:castling").
func articleName(code, id string) string {
	if info, ok := law.LookupCode(code); ok {
		return info.ArticleName(id)
	}
	return id
}
