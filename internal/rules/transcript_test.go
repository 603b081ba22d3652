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
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/rules"
	"github.com/arbiter-chess/arbiter/internal/testkit/casefile"
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
// the article decides without a ruling). The files are read and rewritten
// by internal/casefile: `go test ./internal/rules -update` rewrites the
// outputs; review them as diffs.

// transcriptCase is a case of a law transcript: a casefile case whose
// directive is `rule CODES` and whose input is its quotes, then its script.
type transcriptCase struct {
	*casefile.Case
	codes  []string
	quotes []quote
	script []string
}

type quote struct {
	line          int
	code, article string
	words         string
	mustCite      bool
}

var quoteLine = regexp.MustCompile(`^(cites|quotes)\s+(\S+)\s+(\S+)\s+"(.*)"\s*$`)

// readTranscript reads a law transcript with the data-driven files' reader.
func readTranscript(path string) (*casefile.File, []*transcriptCase, error) {
	f, err := casefile.Read(path)
	if err != nil {
		return nil, nil, err
	}
	var out []*transcriptCase
	for _, c := range f.Cases {
		tc, err := readTranscriptCase(f, c)
		if err != nil {
			return nil, nil, err
		}
		out = append(out, tc)
	}
	return f, out, nil
}

// readTranscriptCase reads what a case says: the codes of its `rule`
// line, its `cites` and `quotes` lines, then its script.
func readTranscriptCase(f *casefile.File, c *casefile.Case) (*transcriptCase, error) {
	codes, ok := strings.CutPrefix(c.Directive, "rule ")
	if !ok {
		return nil, fmt.Errorf("%s: expected a comment or `rule CODES`, got %q", f.Where(c), c.Directive)
	}
	tc := &transcriptCase{Case: c, codes: strings.Fields(codes)}
	if len(tc.codes) == 1 && tc.codes[0] == "all" {
		tc.codes = nil
		for _, info := range law.Codes() {
			tc.codes = append(tc.codes, info.ID)
		}
	}
	i := 0
	for ; i < len(c.Input) && quoteLine.MatchString(c.Input[i]); i++ {
		m := quoteLine.FindStringSubmatch(c.Input[i])
		words, err := strconv.Unquote(`"` + m[4] + `"`)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: bad quoted words: %v", f.Path, c.Line+1+i, err)
		}
		tc.quotes = append(tc.quotes, quote{line: c.Line + 1 + i, code: m[2], article: m[3], words: words, mustCite: m[1] == "cites"})
	}
	tc.script = c.Input[i:]
	return tc, nil
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
			f, cases, err := readTranscript(path)
			if err != nil {
				t.Fatal(err)
			}
			if raw, err := os.ReadFile(path); err != nil || f.Format() != string(raw) {
				t.Fatalf("the reader does not give the file back as it stands (-update would rewrite more than the outputs): %v", err)
			}
			byCase := map[*casefile.Case]*transcriptCase{}
			for _, c := range cases {
				byCase[c.Case] = c
			}
			casefile.Check(t, f, func(cc *casefile.Case) string {
				c := byCase[cc]
				got, reports := ruleCase(c)
				checkQuotes(t, path, c, reports)
				for code, rep := range reports {
					for _, problem := range rulingInvariants(code, rep) {
						t.Errorf("%s: %s: %s", f.Where(cc), code, problem)
					}
				}
				return got
			})
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
		_, cases, err := readTranscript(path)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cases {
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

// -update rewrites the law transcripts and docs/vocabulary.md (the tests'
// one -update: internal/testkit/casefile).
var _ = casefile.DefineUpdate()
