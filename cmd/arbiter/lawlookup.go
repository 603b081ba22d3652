package main

import (
	"strconv"
	"strings"

	"github.com/arbiter-chess/arbiter/assets"
	"github.com/arbiter-chess/arbiter/internal/law"
)

// findCode finds a code as a user names it, in any case: its id
// (bca1862), how a citation names it (BCA, Staunton, Lewis, American), its
// author's surname, or its year.
func findCode(name string) (string, bool) {
	n := strings.ToLower(strings.TrimSpace(name))
	if n == "" {
		return "", false
	}
	for _, c := range law.Codes() {
		author := strings.Fields(strings.ToLower(c.Author))
		if n == c.ID || n == strings.ToLower(c.Short) || n == strconv.Itoa(c.Year) ||
			len(author) > 0 && n == author[len(author)-1] {
			return c.ID, true
		}
	}
	return "", false
}

// articleWords are the words a user may write before an article's number
// ("Law VI", "Rule 6", "No. 6", "art. 6").
var articleWords = map[string]bool{"law": true, "laws": true, "rule": true, "no": true, "no.": true, "article": true, "art": true, "art.": true, "§": true}

// findArticle finds an article of a code as a user writes it: in Roman or
// Arabic numbers, in any case, its part named before it with or without a
// colon ("VI", "6", "vi", "Law 6", "cons III", "cons:3", "def queening").
func findArticle(code string, words []string) (assets.Article, bool) {
	var parts []string
	for _, w := range words {
		for _, f := range strings.FieldsFunc(w, func(r rune) bool { return r == ':' || r == ' ' }) {
			if !articleWords[strings.ToLower(f)] {
				parts = append(parts, f)
			}
		}
	}
	if len(parts) == 0 || len(parts) > 2 {
		return assets.Article{}, false
	}
	want := articleKey(parts)
	arts, err := assets.Articles(code)
	if err != nil {
		return assets.Article{}, false
	}
	for _, a := range arts {
		if articleKey(strings.Split(a.ID, ":")) == want {
			return a, true
		}
	}
	return assets.Article{}, false
}

// articleKey is an article's id as findArticle compares them: lower case,
// its number Arabic.
func articleKey(parts []string) string {
	out := make([]string, len(parts))
	for i, p := range parts {
		p = strings.ToLower(strings.TrimSuffix(p, "."))
		if n, ok := fromRoman(p); ok {
			p = strconv.Itoa(n)
		}
		out[i] = p
	}
	return strings.Join(out, ":")
}

// fromRoman reads a Roman number (i to mmmcmxcix), in lower case.
func fromRoman(s string) (int, bool) {
	val := map[byte]int{'i': 1, 'v': 5, 'x': 10, 'l': 50, 'c': 100, 'd': 500, 'm': 1000}
	if s == "" {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		v, ok := val[s[i]]
		if !ok {
			return 0, false
		}
		if i+1 < len(s) && val[s[i+1]] > v {
			n -= v
		} else {
			n += v
		}
	}
	return n, n > 0
}
