// Package assets holds the cleaned texts of every article of the four codes
// of chess law the umpire applies, embedded in the binary, and reads them.
//
// Each code is one file, codes/<code>.txt, in this format (UTF-8):
//
//	# <code>
//	# <title of the code>
//
//	== <ID> | <Title>
//	<paragraph>
//
//	<paragraph>
//
// An article begins with a line "== ID | Title"; its text follows as
// paragraphs, one paragraph per line, with a blank line between paragraphs.
package assets

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
	"sync"
	"unicode/utf8"
)

//go:embed codes/*.txt
var codeFiles embed.FS

// Article is one article of a code.
type Article struct {
	Code  string // the code's id
	ID    string // e.g. "VI", "def:castling", "odds:III"
	Title string
	Text  string // paragraphs separated by "\n\n"
}

// Paragraphs returns the article's text split into its paragraphs.
func (a Article) Paragraphs() []string {
	if a.Text == "" {
		return nil
	}
	return strings.Split(a.Text, "\n\n")
}

// codeText is one parsed code file.
type codeText struct {
	name     string
	title    string
	articles []Article
	byID     map[string]int // article ID -> index in articles
}

var (
	loadOnce sync.Once
	loaded   map[string]*codeText // code -> parsed file, for files that parsed
	loadErrs map[string]error     // code -> why its file is malformed
	names    []string             // every code with a file, sorted
)

func load() {
	loaded = map[string]*codeText{}
	loadErrs = map[string]error{}
	entries, err := fs.ReadDir(codeFiles, "codes")
	if err != nil {
		// Cannot happen with a valid embed pattern; leave every code unknown.
		return
	}
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".txt") {
			continue
		}
		name := strings.TrimSuffix(e.Name(), ".txt")
		names = append(names, name)
		file := path.Join("codes", e.Name())
		data, err := codeFiles.ReadFile(file)
		if err != nil {
			loadErrs[name] = fmt.Errorf("assets: %s: %v", file, err)
			continue
		}
		c, err := parse(name, file, data)
		if err != nil {
			loadErrs[name] = err
			continue
		}
		loaded[name] = c
	}
	sort.Strings(names)
}

// get returns the parsed code, or an error for an unknown code or a
// malformed file.
func get(code string) (*codeText, error) {
	loadOnce.Do(load)
	if c, ok := loaded[code]; ok {
		return c, nil
	}
	if err, ok := loadErrs[code]; ok {
		return nil, err
	}
	return nil, fmt.Errorf("assets: unknown code %q (known: %s)", code, strings.Join(names, ", "))
}

// Codes returns the ids of every embedded code, sorted.
func Codes() []string {
	loadOnce.Do(load)
	return append([]string(nil), names...)
}

// Articles returns the articles of a code in file order. It returns an error
// for an unknown code or a malformed file.
func Articles(code string) ([]Article, error) {
	c, err := get(code)
	if err != nil {
		return nil, err
	}
	return append([]Article(nil), c.articles...), nil
}

// Lookup returns the article of a code with the given id. The match is
// exact, except that Roman numerals are matched regardless of case ("vi"
// finds "VI", "odds:iii" finds "odds:III").
func Lookup(code, id string) (Article, bool) {
	c, err := get(code)
	if err != nil {
		return Article{}, false
	}
	if i, ok := c.byID[id]; ok {
		return c.articles[i], true
	}
	if alt, ok := romanForm(id); ok {
		if i, ok := c.byID[alt]; ok {
			return c.articles[i], true
		}
	}
	return Article{}, false
}

// CodeTitle returns the title of a code (the second header line of its file,
// without "# "), or "" for an unknown code or a malformed file.
func CodeTitle(code string) string {
	c, err := get(code)
	if err != nil {
		return ""
	}
	return c.title
}

// romanForm rewrites an id whose last part is a Roman numeral in any case
// into the canonical form: numeral upper case, prefix lower case.
func romanForm(id string) (string, bool) {
	prefix, num := "", id
	if i := strings.LastIndexByte(id, ':'); i >= 0 {
		prefix, num = strings.ToLower(id[:i+1]), id[i+1:]
	}
	if num == "" {
		return "", false
	}
	for _, r := range num {
		switch r {
		case 'i', 'v', 'x', 'l', 'c', 'd', 'm', 'I', 'V', 'X', 'L', 'C', 'D', 'M':
		default:
			return "", false
		}
	}
	return prefix + strings.ToUpper(num), true
}

// parse reads one code file. name is the code the file must declare; file is
// used in error messages.
func parse(name, file string, data []byte) (*codeText, error) {
	fail := func(line int, format string, args ...any) error {
		return fmt.Errorf("assets: %s:%d: %s", file, line, fmt.Sprintf(format, args...))
	}
	if !utf8.Valid(data) {
		return nil, fmt.Errorf("assets: %s: not valid UTF-8", file)
	}
	text := strings.TrimPrefix(string(data), "\uFEFF")
	text = strings.ReplaceAll(text, "\r\n", "\n")
	lines := strings.Split(text, "\n")
	for i := range lines {
		lines[i] = strings.TrimRight(lines[i], " \t\r")
		if strings.TrimSpace(lines[i]) == "" {
			lines[i] = "" // any whitespace alone (\v, a no-break space) is a blank line, as the paragraph's trim says
		}
	}

	if len(lines) < 2 {
		return nil, fail(1, "missing the two header lines (# code, # title)")
	}
	if got, ok := strings.CutPrefix(lines[0], "# "); !ok || strings.TrimSpace(got) != name {
		return nil, fail(1, "first line must be %q, found %q", "# "+name, lines[0])
	}
	title, ok := strings.CutPrefix(lines[1], "# ")
	title = strings.TrimSpace(title)
	if !ok || title == "" {
		return nil, fail(2, "second line must be \"# <title of the code>\", found %q", lines[1])
	}

	c := &codeText{name: name, title: title, byID: map[string]int{}}
	var (
		cur      *Article
		curLine  int
		paras    []string
		prevText bool // the previous line was a paragraph line
	)
	finish := func() error {
		if cur == nil {
			return nil
		}
		if len(paras) == 0 {
			return fail(curLine, "article %q has no text", cur.ID)
		}
		cur.Text = strings.Join(paras, "\n\n")
		c.byID[cur.ID] = len(c.articles)
		c.articles = append(c.articles, *cur)
		cur, paras = nil, nil
		return nil
	}
	for i := 2; i < len(lines); i++ {
		n, line := i+1, lines[i]
		switch {
		case line == "":
			prevText = false
		case strings.HasPrefix(line, "=="):
			if err := finish(); err != nil {
				return nil, err
			}
			id, t, err := parseHeading(line)
			if err != nil {
				return nil, fail(n, "%v", err)
			}
			if _, dup := c.byID[id]; dup {
				return nil, fail(n, "duplicate article id %q", id)
			}
			cur, curLine = &Article{Code: name, ID: id, Title: t}, n
			prevText = false
		case cur == nil:
			return nil, fail(n, "text before the first article heading (\"== ID | Title\")")
		case prevText:
			return nil, fail(n, "paragraph of article %q continues on a second line; write one paragraph per line", cur.ID)
		default:
			paras = append(paras, strings.TrimSpace(line))
			prevText = true
		}
	}
	if err := finish(); err != nil {
		return nil, err
	}
	if len(c.articles) == 0 {
		return nil, fmt.Errorf("assets: %s: no articles", file)
	}
	return c, nil
}

// parseHeading splits "== ID | Title".
func parseHeading(line string) (id, title string, err error) {
	rest, ok := strings.CutPrefix(line, "== ")
	if !ok {
		return "", "", fmt.Errorf("article heading must be \"== ID | Title\", found %q", line)
	}
	id, title, ok = strings.Cut(rest, " | ")
	id, title = strings.TrimSpace(id), strings.TrimSpace(title)
	switch {
	case !ok:
		return "", "", fmt.Errorf("article heading must be \"== ID | Title\", found %q", line)
	case id == "":
		return "", "", fmt.Errorf("article heading has an empty id: %q", line)
	case strings.ContainsAny(id, " \t|"):
		return "", "", fmt.Errorf("article id %q contains a space or '|'", id)
	case title == "":
		return "", "", fmt.Errorf("article %q has an empty title", id)
	}
	return id, title, nil
}
