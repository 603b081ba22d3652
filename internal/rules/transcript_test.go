package rules_test

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/assets"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// The law transcripts (testdata/law/*.txt) are incident scripts, each
// followed by the full `arbiter rule` output under every code it names, in
// the style of etcd raft's data-driven interaction tests:
//
//	# a comment on the case
//	rule lewis1827 bca1862              (or: rule all)
//	cites bca1862 VI "the offender must move his King"
//	quotes lewis1827 VII "A player must play the Piece or Pawn"
//	[Moves "e2e4 e7e5"]
//	W touch d8
//	----
//	----
//	== bca1862
//	...what arbiter rule prints...
//	----
//	----
//
// `cites` checks that the words are the article's and that a ruling under
// that code cites the article; `quotes` checks only the words (for a case
// the article decides without a ruling). `go test ./internal/rules -update`
// rewrites the outputs; review them as diffs.

type transcript struct {
	path  string
	cases []*transcriptCase
	tail  []string // comment lines after the last case
}

type transcriptCase struct {
	line     int      // the `rule` line, 1-based
	preamble []string // comments and blank lines before it
	rule     string   // the `rule` line as written
	codes    []string
	quotes   []quote
	script   []string
	output   string
}

type quote struct {
	line          int
	code, article string
	words         string
	mustCite      bool
}

var quoteLine = regexp.MustCompile(`^(cites|quotes)\s+(\S+)\s+(\S+)\s+"(.*)"\s*$`)

func readTranscript(path string) (*transcript, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	tr := &transcript{path: path}
	var pending []string
	for i := 0; i < len(lines); {
		l := lines[i]
		if !strings.HasPrefix(l, "rule ") {
			if strings.TrimSpace(l) != "" && !strings.HasPrefix(l, "#") {
				return nil, fmt.Errorf("%s:%d: expected a comment or `rule CODES`, got %q", path, i+1, l)
			}
			pending = append(pending, l)
			i++
			continue
		}
		c := &transcriptCase{line: i + 1, preamble: pending, rule: l}
		pending = nil
		c.codes = strings.Fields(strings.TrimPrefix(l, "rule "))
		if len(c.codes) == 1 && c.codes[0] == "all" {
			c.codes = nil
			for _, info := range rules.Codes() {
				c.codes = append(c.codes, info.ID)
			}
		}
		i++
		for ; i < len(lines) && quoteLine.MatchString(lines[i]); i++ {
			m := quoteLine.FindStringSubmatch(lines[i])
			words, err := strconv.Unquote(`"` + m[4] + `"`)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: bad quoted words: %v", path, i+1, err)
			}
			c.quotes = append(c.quotes, quote{line: i + 1, code: m[2], article: m[3], words: words, mustCite: m[1] == "cites"})
		}
		for ; i < len(lines) && lines[i] != "----"; i++ {
			c.script = append(c.script, lines[i])
		}
		if i == len(lines) {
			return nil, fmt.Errorf("%s:%d: case has no ---- line", path, c.line)
		}
		i++ // the first ----
		if i < len(lines) && lines[i] == "----" {
			i++
			var out []string
			for ; i+1 < len(lines) && !(lines[i] == "----" && lines[i+1] == "----"); i++ {
				out = append(out, lines[i])
			}
			if i+1 >= len(lines) {
				return nil, fmt.Errorf("%s:%d: output not closed by ----/----", path, c.line)
			}
			i += 2
			c.output = strings.Join(out, "\n")
		}
		tr.cases = append(tr.cases, c)
	}
	tr.tail = pending
	return tr, nil
}

func (tr *transcript) format() string {
	var b strings.Builder
	for _, c := range tr.cases {
		for _, p := range c.preamble {
			b.WriteString(p + "\n")
		}
		b.WriteString(c.rule + "\n")
		for _, q := range c.quotes {
			verb := "quotes"
			if q.mustCite {
				verb = "cites"
			}
			fmt.Fprintf(&b, "%s %s %s %q\n", verb, q.code, q.article, q.words)
		}
		for _, s := range c.script {
			b.WriteString(s + "\n")
		}
		fmt.Fprintf(&b, "----\n----\n%s\n----\n----\n", c.output)
	}
	for _, p := range tr.tail {
		b.WriteString(p + "\n")
	}
	return b.String()
}

// ruleCase runs the case's script under each code: the `arbiter rule`
// output, and the reports for the citation checks.
func ruleCase(c *transcriptCase) (string, map[string]rules.Report) {
	var out strings.Builder
	reports := map[string]rules.Report{}
	src := strings.Join(c.script, "\n") + "\n"
	for _, code := range c.codes {
		fmt.Fprintf(&out, "== %s\n", code)
		script, err := incidents.ParseString(src)
		var g *rules.Game
		if err == nil {
			g, err = incidents.Run(script, code)
		}
		if err != nil {
			var le *incidents.LineError
			if errors.As(err, &le) {
				fmt.Fprintf(&out, "exit 2: %s\n", le.Error())
			} else {
				fmt.Fprintf(&out, "exit 2: %v\n", err)
			}
			continue
		}
		title, _ := script.Tag("Title")
		var buf bytes.Buffer
		incidents.WriteAccount(&buf, g, title)
		out.WriteString(buf.String())
		reports[code] = g.Report()
	}
	return strings.TrimSuffix(out.String(), "\n"), reports
}

func transcriptFiles(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("testdata/law/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no law transcripts in testdata/law: %v", err)
	}
	return files
}

func TestLawTranscripts(t *testing.T) {
	for _, path := range transcriptFiles(t) {
		t.Run(filepath.Base(path), func(t *testing.T) {
			tr, err := readTranscript(path)
			if err != nil {
				t.Fatal(err)
			}
			changed := false
			for _, c := range tr.cases {
				got, reports := ruleCase(c)
				checkQuotes(t, path, c, reports)
				for code, rep := range reports {
					for _, problem := range rulingInvariants(code, rep) {
						t.Errorf("%s:%d: %s: %s", path, c.line, code, problem)
					}
				}
				if got == c.output {
					continue
				}
				if *rules.Update {
					c.output, changed = got, true
					continue
				}
				t.Errorf("%s:%d: output differs (go test ./internal/rules -update rewrites it):\n%s",
					path, c.line, lineDiff(c.output, got))
			}
			if changed {
				if err := os.WriteFile(path, []byte(tr.format()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
		})
	}
}

// checkQuotes: the words quoted are the article's, and where the case says
// `cites`, a ruling under that code cites the article.
func checkQuotes(t *testing.T, path string, c *transcriptCase, reports map[string]rules.Report) {
	t.Helper()
	for _, q := range c.quotes {
		a, ok := assets.Lookup(q.code, q.article)
		if !ok {
			t.Errorf("%s:%d: %s has no article %s", path, q.line, q.code, q.article)
			continue
		}
		if !strings.Contains(squash(a.Text), squash(q.words)) {
			t.Errorf("%s:%d: %s %s does not say %q", path, q.line, q.code, q.article, q.words)
		}
		if !slices.Contains(c.codes, q.code) {
			t.Errorf("%s:%d: the case is not run under %s", path, q.line, q.code)
			continue
		}
		if !q.mustCite {
			continue
		}
		rep, ok := reports[q.code]
		cited := false
		for _, r := range rep.Rulings {
			cited = cited || slices.Contains(r.Articles, q.article)
		}
		if !ok || !cited {
			t.Errorf("%s:%d: no ruling under %s cites %s", path, q.line, q.code, q.article)
		}
	}
}

// rulingInvariants are what every ruling of a report must satisfy: a ruling
// with no penalty has no chooser and no options; an applied one no chooser
// and its option chosen; a pending one a chooser; an enforced one an option
// it offered; every article cited exists in the code's text.
func rulingInvariants(code string, rep rules.Report) []string {
	var out []string
	for i, r := range rep.Rulings {
		bad := func(why string) { out = append(out, fmt.Sprintf("ruling %d (%s, %s): %s", i+1, r.Kind, r.State, why)) }
		switch r.State {
		case rules.StateNoPenalty:
			if r.Chooser != "" || len(r.Options) != 0 {
				bad("no penalty, yet chooser " + r.Chooser + " and options " + strings.Join(r.Options, ","))
			}
		case rules.StateApplied:
			if r.Chooser != "" || r.Chosen == "" || !slices.Equal(r.Options, []string{r.Chosen}) {
				bad("applied, yet chooser " + r.Chooser + ", chosen " + r.Chosen)
			}
		case rules.StatePending:
			if r.Chooser == "" {
				bad("pending with nobody to choose")
			}
		case rules.StateEnforced:
			if !slices.Contains(r.Options, r.Chosen) {
				bad("enforced " + r.Chosen + ", not among " + strings.Join(r.Options, ","))
			}
		}
		if len(r.Articles) == 0 {
			bad("cites no article")
		}
		for _, a := range r.Articles {
			if _, ok := assets.Lookup(code, a); !ok {
				bad("cites " + a + ", not in the code's text")
			}
		}
	}
	return out
}

func squash(s string) string { return strings.Join(strings.Fields(s), " ") }

// Every article of every code that can arise at the board is quoted by at
// least one transcript.
func TestTranscriptsQuoteEveryArticle(t *testing.T) {
	quoted := map[string]bool{}
	for _, path := range transcriptFiles(t) {
		tr, err := readTranscript(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range tr.cases {
			for _, q := range c.quotes {
				quoted[q.code+" "+q.article] = true
			}
		}
	}
	for code, ids := range rules.ArticlesNeedingTranscripts() {
		for _, id := range ids {
			if !quoted[code+" "+id] {
				t.Errorf("no law transcript quotes %s %s", code, id)
			}
		}
	}
}

// lineDiff shows the first lines where two outputs part.
func lineDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < max(len(w), len(g)); i++ {
		var wl, gl string
		if i < len(w) {
			wl = w[i]
		}
		if i < len(g) {
			gl = g[i]
		}
		if wl != gl {
			return fmt.Sprintf("line %d:\n  want %q\n  got  %q", i+1, wl, gl)
		}
	}
	return "(equal)"
}
