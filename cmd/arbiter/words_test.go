package main

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/idscan"
	"github.com/arbiter-chess/arbiter/internal/incidents"
)

// The text players read from `rule`, `compare`, `report` (each code, and
// the four side by side) and the PGN export's comments holds no id of the
// vocabulary, no code id and no event by its number, for every scenario of
// the library; behind --ids (the expert's switch) the ids are there.
func TestPlayersReadNoIDs(t *testing.T) {
	lib, err := incidents.LoadLibrary()
	if err != nil {
		t.Fatal(err)
	}
	find := idscan.Finder()
	found := map[string]int{}
	report := func(what, text string) {
		for _, line := range strings.Split(text, "\n") {
			if m := find.FindString(line); m != "" {
				if found[what]++; found[what] <= 3 {
					t.Errorf("%s: an id for players: %q in %q", what, strings.TrimSpace(m), line)
				}
			}
		}
	}
	for _, sc := range lib {
		src := incidents.Format(sc.Script)
		commands := [][]string{{"rule", "-"}, {"compare", "-"}, {"pgn", "-"}, {"report", "--format", "md", "-"}, {"report", "--all", "-"}}
		for _, args := range commands {
			var out, errb bytes.Buffer
			run(args, strings.NewReader(src), &out, &errb)
			text := out.String()
			switch args[0] {
			case "pgn":
				text = strings.Join(pgnComments(text), "\n")
			case "report":
				if args[1] == "--all" {
					text = htmlText(text)
				} else {
					text = mdText(text)
				}
			}
			report(fmt.Sprintf("%s %s", args[0], sc.ID), text)
		}
	}
	// The expert's switch shows them.
	for _, args := range [][]string{{"rule", "--ids", "-"}, {"compare", "--ids", "-"}, {"report", "--ids", "--format", "md", "-"}} {
		var out bytes.Buffer
		run(args, strings.NewReader(incidents.Format(lib[0].Script)), &out, &bytes.Buffer{})
		if !find.MatchString(mdText(out.String())) {
			t.Errorf("%s --ids shows no id:\n%s", args[0], out.String())
		}
	}
}

var (
	commentRe = regexp.MustCompile(`(?s)\{([^}]*)\}`)
	tagRe     = regexp.MustCompile(`(?s)<[^>]*>`)
	fenRe     = regexp.MustCompile("`[^`]*`")
)

func pgnComments(pgn string) []string {
	var out []string
	for _, m := range commentRe.FindAllStringSubmatch(pgn, -1) {
		out = append(out, strings.Join(strings.Fields(m[1]), " "))
	}
	return out
}

// htmlText is a page's text, line by line, without its tags.
func htmlText(page string) string {
	if i := strings.Index(page, "<body>"); i >= 0 {
		page = page[i:]
	}
	page = strings.ReplaceAll(page, "<", "\n<")
	return strings.NewReplacer("&amp;", "&", "&lt;", "<", "&gt;", ">", "&#34;", `"`, "&#39;", "'").Replace(tagRe.ReplaceAllString(page, ""))
}

// mdText is Markdown's text without its anchors and code (FEN).
func mdText(md string) string {
	md = regexp.MustCompile(`\]\(#[^)]*\)`).ReplaceAllString(md, "]")
	md = regexp.MustCompile(`<a id="[^"]*"></a>`).ReplaceAllString(md, "")
	return fenRe.ReplaceAllString(md, "")
}
