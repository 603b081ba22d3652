package ui

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/assets"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// TestClauseFinder measures the clause finder against the law transcripts
// of the rules core: each `cites CODE ARTICLE "words"` line names the words
// of an article a script's ruling turns on. For a long article (several
// paragraphs, or more than 400 characters) the quote must begin at a clause
// whose sentence holds those words, for four citations in five at least
// (the finder reads the ruling's own words, not the law's: some citations
// are of a sentence the ruling only touches on; the rest of the article is
// always a scroll away).
func TestClauseFinder(t *testing.T) {
	files, err := filepath.Glob("../rules/testdata/law/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no law transcripts: %v", err)
	}
	cites := regexp.MustCompile(`^cites (\S+) (\S+) "(.*)"$`)
	norm := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	total, found := 0, 0
	var misses []string
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, block := range strings.Split(string(data), "\n# ")[1:] {
			body, _, _ := strings.Cut(block, "\n----")
			lines := strings.Split(body, "\n")
			var cs [][]string
			var script []string
			for _, l := range lines[1:] {
				switch {
				case strings.HasPrefix(l, "rule "):
				case cites.MatchString(l):
					cs = append(cs, cites.FindStringSubmatch(l))
				default:
					script = append(script, l)
				}
			}
			s, err := incidents.ParseString(strings.Join(script, "\n"))
			if err != nil {
				continue
			}
			for _, c := range cs {
				code, id, words := c[1], c[2], strings.ReplaceAll(c[3], `\"`, `"`)
				a, ok := assets.Lookup(code, id)
				if !ok || len(a.Paragraphs()) < 2 && len(a.Text) <= 400 {
					continue
				}
				g, err := incidents.Run(s, code)
				if g == nil || err != nil {
					continue
				}
				any, hit := false, false
				for _, r := range g.Report().Rulings {
					if !contains(r.Articles, id) {
						continue
					}
					any = true
					cl := findClause(a, r)
					quote := norm(a.Paragraphs()[cl.para][cl.start:cl.end])
					hit = hit || strings.Contains(quote, norm(words)) || strings.Contains(norm(words), quote)
				}
				if !any {
					continue
				}
				total++
				if hit {
					found++
				} else {
					misses = append(misses, code+" "+id+": "+words)
				}
			}
		}
	}
	if total < 50 {
		t.Fatalf("only %d citations of long articles read", total)
	}
	if found*5 < total*4 {
		t.Fatalf("the quote begins at the cited words for %d of %d citations; missed:\n%s", found, total, strings.Join(misses, "\n"))
	}
	t.Logf("%d of %d citations of long articles quoted from their clause", found, total)
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// TestClauseOfTheCase: the cases the umpire meets most, quoted from the
// words that decide them.
func TestClauseOfTheCase(t *testing.T) {
	for _, c := range []struct {
		code, fen, script, article, want string
	}{
		{"bca1862", "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "W touch e2", "VI", "If, in either case, the move cannot be legally made, the offender must move his King"},
		{"bca1862", "", "W move e2e4\nB move e7e5\nW move g1g4", "VII", "If a player make a false move"},
		{"staunton1860", "", "W move e2e4\nB move e7e5\nW touch d8", "VI", "If in either case the move cannot legally be made"},
	} {
		src := "[Code \"" + c.code + "\"]\n"
		if c.fen != "" {
			src += "[FEN \"" + c.fen + "\"]\n"
		}
		s, err := incidents.ParseString(src + c.script + "\n")
		if err != nil {
			t.Fatal(err)
		}
		g, err := incidents.Run(s, "")
		if err != nil {
			t.Fatal(err)
		}
		a, _ := assets.Lookup(c.code, c.article)
		var r rules.Ruling
		for _, x := range g.Report().Rulings {
			if contains(x.Articles, c.article) {
				r = x
			}
		}
		cl := findClause(a, r)
		if got := a.Paragraphs()[cl.para][cl.start:cl.end]; !strings.HasPrefix(got, c.want) {
			t.Errorf("%s %s (%s): quote begins %q, want %q", c.code, c.article, r.Kind, got, c.want)
		}
	}
}
