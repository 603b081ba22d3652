package ui

import (
	"math"
	"strings"
	"unicode"

	"github.com/arbiter-chess/arbiter/assets"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// A long article decides many cases; the umpire needs the words that decide
// his. The core names the article, not the words, so the terminal finds the
// clause whose words are closest to the ruling's own (its note, its kind and
// the options it offers), each word weighted by how rare it is in the
// article. The quote then begins there.

// clauseAt is where a quote begins: the paragraph (0-based) and the byte
// offsets of the clause and of the end of the sentence that holds it, in
// that paragraph.
type clauseAt struct {
	para       int
	start, end int
	paragraphs int // how many paragraphs the article has
}

// span is a clause of a sentence (a sentence without "; " or ": " is one
// clause), and the end of its sentence.
type span struct {
	para, start, end, sentenceEnd int
}

// findClause finds the clause of the article text that decides ruling r.
func findClause(a assets.Article, r rules.Ruling) clauseAt {
	paras := a.Paragraphs()
	var spans []span
	sentenceCount := 0
	df := map[string]int{}
	for pi, p := range paras {
		for _, s := range sentences(p) {
			sentenceCount++
			for w := range stems(p[s[0]:s[1]]) {
				df[w]++
			}
			cs := append([]int{s[0]}, clauses(p, s[0], s[1])...)
			for i, c := range cs {
				end := s[1]
				if i+1 < len(cs) {
					end = cs[i+1]
				}
				spans = append(spans, span{pi, c, end, s[1]})
			}
		}
	}
	if len(spans) == 0 {
		return clauseAt{paragraphs: len(paras)}
	}
	query := rulingWords(r)
	pairs := rulingPairs(r)
	best, bestScore := 0, -1.0
	for i, s := range spans {
		score := 0.0
		text := paras[s.para][s.start:s.end]
		for w := range stems(text) {
			if q := query[w]; q > 0 {
				// Rare words in the article say more than common ones.
				score += q * math.Log(1+float64(sentenceCount)/float64(1+df[w]))
			}
		}
		// Words of the ruling that stand together in the clause too.
		seq := stemSeq(text)
		for j := 1; j < len(seq); j++ {
			if pairs[seq[j-1]+" "+seq[j]] {
				score += 1.5
			}
		}
		if score > bestScore {
			best, bestScore = i, score
		}
	}
	s := spans[best]
	return clauseAt{para: s.para, start: s.start, end: s.sentenceEnd, paragraphs: len(paras)}
}

// sentences splits a paragraph at the ends of its sentences: ". ", "? ",
// "! " (a quotation mark may follow) before a capital or a quotation.
func sentences(p string) [][2]int {
	var out [][2]int
	start := 0
	for i := 0; i < len(p); i++ {
		c := p[i]
		if c != '.' && c != '?' && c != '!' {
			continue
		}
		j := i + 1
		for j < len(p) && (p[j] == '"' || p[j] == '\'' || p[j] == ')') {
			j++
		}
		if j >= len(p) {
			break
		}
		if p[j] != ' ' {
			continue
		}
		k := j
		for k < len(p) && p[k] == ' ' {
			k++
		}
		if k < len(p) && (unicode.IsUpper(rune(p[k])) || p[k] == '"') && !abbreviation(p[start:i]) {
			out = append(out, [2]int{start, j})
			start = k
		}
	}
	if start < len(p) {
		out = append(out, [2]int{start, len(p)})
	}
	return out
}

// abbreviation reports whether the text before a full stop ends in one
// ("No. 7", "Ch. III", "viz.").
func abbreviation(before string) bool {
	f := strings.Fields(before)
	if len(f) == 0 {
		return false
	}
	switch strings.ToLower(f[len(f)-1]) {
	case "no", "ch", "viz", "i.e", "e.g", "art", "mr", "st":
		return true
	}
	return false
}

// clauses are the starts of the clauses after the first in a sentence: after
// "; " and ": ".
func clauses(p string, start, end int) []int {
	var out []int
	for i := start; i < end-2; i++ {
		if (p[i] == ';' || p[i] == ':') && p[i+1] == ' ' {
			out = append(out, i+2)
		}
	}
	return out
}

// rulingWords are the words a ruling says itself in, weighted: its note and
// the option chosen say most.
func rulingWords(r rules.Ruling) map[string]float64 {
	q := map[string]float64{}
	add := func(text string, weight float64) {
		for w := range stems(text) {
			q[w] = max(q[w], weight)
		}
	}
	add(law.DescribeKind(r.Kind)+" "+strings.ReplaceAll(r.Kind, "-", " "), 1)
	for _, o := range r.Options {
		add(rules.OptionText(r, o), 1)
	}
	add(r.Note, 2)
	if r.Chosen != "" {
		add(rules.OptionText(r, r.Chosen)+" "+strings.ReplaceAll(r.Chosen, "-", " "), 2)
	}
	if r.State == rules.StateNoPenalty {
		add("no penalty", 2)
	}
	if r.Silent || r.Chooser == "umpire" {
		add("the umpire shall decide the question", 1)
	}
	return q
}

// rulingPairs are the pairs of words that stand together in the ruling's
// note and in the words of its kind and of the option chosen.
func rulingPairs(r rules.Ruling) map[string]bool {
	out := map[string]bool{}
	for _, text := range []string{r.Note, law.DescribeKind(r.Kind), rules.OptionText(r, r.Chosen)} {
		seq := stemSeq(text)
		for j := 1; j < len(seq); j++ {
			out[seq[j-1]+" "+seq[j]] = true
		}
	}
	return out
}

// stemSeq is the stems of s in order, stop words left out.
func stemSeq(s string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) }) {
		if stopWords[w] || len(w) < 2 {
			continue
		}
		out = append(out, stem(w))
	}
	return out
}

var stopWords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`a an the of to in on at his her he him it its be is are was were been
		that this these those or and but by as if must shall may has have had which who whom when with for
		from any one all he's they their them so such than then there into upon either other own same
		white black player players game case`) {
		stopWords[w] = true
	}
}

// stems are the words of s, lower-cased, without stop words, their common
// endings cut ("moves", "moved" and "moving" are one).
func stems(s string) map[string]bool {
	out := map[string]bool{}
	for _, w := range stemSeq(s) {
		out[w] = true
	}
	return out
}

func stem(w string) string {
	for pass := 0; pass < 2; pass++ {
		for _, suf := range []string{"ment", "ary", "ing", "ed", "en", "es", "e", "s", "ly"} {
			if strings.HasSuffix(w, suf) && len(w)-len(suf) >= 3 {
				w = w[:len(w)-len(suf)]
				break
			}
		}
	}
	return w
}
