package law

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/assets"
)

// The code is judged on the words of the law its comments quote, so every
// quote must be the law's own. TestCommentQuotes reads every comment of the
// engine and the law that quotes an article (`VI: "..."`, `BCA X "..."`, `— XIV: "..."`, `Staunton
// No. XXIV: "..."`, `odds:VII: "..."`) and finds the quoted words, ellipses
// allowed, in that article of that code's text under assets/codes. A quote
// of the 1862 notes on the BCA code, which are not the code's text, names
// them as notes (`its notes: "..."`) and is found in testdata's copy of
// them. The notes of the rulings, in string literals, are read the same way.

// codeNames are the names comments give the codes.
var codeNames = map[string]string{"Lewis": "lewis1827", "American": "american1850", "Staunton": "staunton1860", "BCA": "bca1862"}

// articleRef is the reference before a quote: the codes named (if any),
// then the articles, e.g. "Lewis and American II, III", "No. XXIV",
// "odds:VII", "corr VII", "def:check", "I–III".
var articleRef = regexp.MustCompile(`(?:^|[^A-Za-z:])((?:(?:Lewis|American|Staunton|BCA)(?:,? (?:and|or) |, | ))*)(?:No\. ?)?((?:(?:odds|cons|corr)[: ]?[IVXL]+|def:[a-z-]+|[IVXL]+)(?:(?:, ?| and | or |–|-)(?:[IVXL]+))*)$`)

// notesRef marks a quote of the 1862 notes.
var notesRef = regexp.MustCompile(`notes$`)

type quote struct {
	pos      token.Position
	codes    []string // the codes it may be from
	articles []string // the articles it may be from; none: anywhere in the code
	notes    bool
	text     string // the text from the opening quote to the comment's end
}

func TestCommentQuotes(t *testing.T) {
	texts := lawTexts(t)
	notes, err := os.ReadFile("testdata/bca1862-notes.txt")
	if err != nil {
		t.Fatal(err)
	}
	quotes := commentQuotes(t)
	if len(quotes) < 150 {
		t.Fatalf("found %d quotes of the law in the comments: the reader has lost them", len(quotes))
	}
	failed := 0
	for _, q := range quotes {
		var sources []string
		if q.notes {
			sources = []string{string(notes)}
		} else {
			sources = q.sources(texts)
		}
		if len(sources) == 0 {
			failed++
			t.Errorf("%s: quotes %v %v, which the texts under assets/codes do not have", q.pos, q.codes, q.articles)
			continue
		}
		if w, ok := findQuote(q.text, sources); !ok {
			failed++
			t.Errorf("%s: %v %v does not say %q", q.pos, q.codes, q.articles, w)
		}
	}
	t.Logf("%d quotes of the law checked, %d fail", len(quotes), failed)
}

// lawTexts maps code → article id → its text.
func lawTexts(t *testing.T) map[string]map[string]string {
	out := map[string]map[string]string{}
	for _, c := range assets.Codes() {
		arts, err := assets.Articles(c)
		if err != nil {
			t.Fatal(err)
		}
		out[c] = map[string]string{}
		for _, a := range arts {
			out[c][a.ID] = a.Text
		}
	}
	return out
}

// sources are the texts the quote may be from: its articles in its codes.
func (q quote) sources(texts map[string]map[string]string) []string {
	var out []string
	for _, c := range q.codes {
		for id, text := range texts[c] {
			if len(q.articles) == 0 || contains(q.articles, id) {
				out = append(out, text)
			}
		}
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// commentQuotes reads every quote of an article in the package's comments.
func commentQuotes(t *testing.T) []quote {
	// The law's files and the engine's: the codes and their vocabulary
	// live here, the engine that applies them in internal/rules.
	var files []string
	for _, dir := range []string{".", "../rules"} {
		more, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, more...)
	}
	fset := token.NewFileSet()
	var out []quote
	for _, path := range files {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
		if err != nil {
			t.Fatal(err)
		}
		fileCode := strings.TrimSuffix(filepath.Base(path), ".go")
		if !contains(assets.Codes(), fileCode) {
			fileCode = ""
		}
		for _, cg := range f.Comments {
			out = append(out, groupQuotes(fset.Position(cg.Pos()), commentText(cg), fileCode)...)
		}
		// The notes of the rulings quote the law too.
		ast.Inspect(f, func(n ast.Node) bool {
			if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
				if v, err := strconv.Unquote(lit.Value); err == nil {
					out = append(out, groupQuotes(fset.Position(lit.Pos()), v, fileCode)...)
				}
			}
			return true
		})
	}
	return out
}

// commentText is a comment group's text on one line: the comment markers
// gone, every run of white space one space.
func commentText(cg *ast.CommentGroup) string {
	var lines []string
	for _, c := range cg.List {
		lines = append(lines, strings.TrimPrefix(strings.TrimPrefix(c.Text, "//"), "/*"))
	}
	return strings.Join(strings.Fields(strings.Join(lines, " ")), " ")
}

// groupQuotes finds the quotes of one comment: each `REF: "` with the
// reference before it. A reference without a code's name is to the code
// the comment named last, else to the file's code, else to any code.
func groupQuotes(pos token.Position, text, fileCode string) []quote {
	var out []quote
	lastCode := fileCode
	for i := 0; i < len(text); i++ {
		open := 0
		switch {
		case strings.HasPrefix(text[i:], `: "`):
			open = 3
		case strings.HasPrefix(text[i:], ` "`):
			open = 2 // BCA VI "before touching it"
		default:
			continue
		}
		before := text[:i]
		q := quote{pos: pos, text: text[i+open:]}
		switch m := articleRef.FindStringSubmatch(before); {
		case notesRef.MatchString(before):
			q.notes = true
		case m != nil:
			for _, name := range regexp.MustCompile(`Lewis|American|Staunton|BCA`).FindAllString(m[1], -1) {
				q.codes = append(q.codes, codeNames[name])
			}
			q.articles = articleIDs(m[2])
		default:
			continue
		}
		if len(q.codes) == 0 {
			if c := lastNamed(before); c != "" {
				lastCode = c
			}
			q.codes = []string{lastCode}
			if lastCode == "" {
				q.codes = assets.Codes()
			}
		}
		out = append(out, q)
	}
	return out
}

// lastNamed is the code named last in s, or "".
func lastNamed(s string) string {
	best, at := "", -1
	for name, code := range codeNames {
		if i := strings.LastIndex(s, name); i > at {
			best, at = code, i
		}
	}
	return best
}

var romans = []string{"I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII", "XIV", "XV",
	"XVI", "XVII", "XVIII", "XIX", "XX", "XXI", "XXII", "XXIII", "XXIV", "XXV", "XXVI"}

// articleIDs are the ids a reference names, as assets spells them: "odds
// VII" is "odds:VII", a range "I–III" is I, II and III.
func articleIDs(ref string) []string {
	var ids []string
	prefix := ""
	ref = strings.NewReplacer(" and ", ",", " or ", ",", " ", "").Replace(ref)
	for _, part := range strings.Split(ref, ",") {
		for _, p := range []string{"odds", "cons", "corr"} {
			if strings.HasPrefix(part, p) {
				prefix, part = p+":", strings.TrimPrefix(strings.TrimPrefix(part, p), ":")
			}
		}
		if strings.HasPrefix(part, "def:") {
			ids = append(ids, part)
			continue
		}
		from, to, isRange := strings.Cut(strings.ReplaceAll(part, "–", "-"), "-")
		if !isRange {
			ids = append(ids, prefix+part)
			continue
		}
		in := false
		for _, r := range romans {
			in = in || r == from
			if in {
				ids = append(ids, prefix+r)
			}
			if r == to {
				break
			}
		}
	}
	return ids
}

// findQuote finds the words opening text, up to one of its closing quotes,
// in one of the sources: the farthest closing quote whose words are found
// (a quote may itself hold quotes: "say "Check," without"). It returns the
// words tried last when none is found.
func findQuote(text string, sources []string) (string, bool) {
	var ends []int
	for i := 0; i < len(text); i++ {
		if text[i] == '"' {
			ends = append(ends, i)
		}
	}
	if len(ends) == 0 {
		return text, false
	}
	norm := make([]string, len(sources))
	for i, s := range sources {
		norm[i] = normalize(s)
	}
	for k := len(ends) - 1; k >= 0; k-- {
		words := text[:ends[k]]
		for _, s := range norm {
			if inOrder(normalize(words), s) {
				return words, true
			}
		}
	}
	return text[:ends[0]], false
}

// inOrder: the pieces of the quote between its ellipses are in s, in order.
func inOrder(q, s string) bool {
	at := 0
	for _, piece := range regexp.MustCompile(`\s*(?:\.\.\.|…|\. \. \.)\s*`).Split(q, -1) {
		piece = strings.TrimSpace(piece)
		if piece == "" {
			continue
		}
		i := strings.Index(s[at:], piece)
		if i < 0 {
			return false
		}
		at += i + len(piece)
	}
	return true
}

// normalize makes white space single spaces and every quotation mark and
// apostrophe the plain one, so that a comment's line breaks and typing
// don't count.
func normalize(s string) string {
	s = strings.NewReplacer("“", `"`, "”", `"`, "‘", "'", "’", "'", "\u00a0", " ").Replace(s)
	return strings.Join(strings.Fields(s), " ")
}
