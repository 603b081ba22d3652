// Package docs embeds the one document the program reads itself: the
// readings of the law the scenario library rests on (readings.md), so
// that practice and `arbiter coverage` can name them.
package docs

import (
	_ "embed"
	"regexp"
	"strings"
)

//go:embed readings.md
var readingsMD string

// Reading is one entry of readings.md.
type Reading struct {
	Name  string // the anchor: "r8"
	Title string
	// Articles are the articles it reads, "code:ID" as the scenarios'
	// Articles tag writes them.
	Articles []string
	Text     string // the entry's paragraphs, as written
}

// Ref is the link a scenario's .expect writes for the reading.
func (r Reading) Ref() string { return "docs/readings.md#" + r.Name }

var readingHead = regexp.MustCompile(`^## <a id="([a-z0-9]+)"></a>[a-z0-9]+\.\s*(.*)$`)

// Readings parses readings.md: an entry is a heading with its anchor, an
// "Articles:" line, and paragraphs up to the next heading.
func Readings() []Reading { return parseReadings(readingsMD) }

func parseReadings(md string) []Reading {
	var out []Reading
	var cur *Reading
	var text []string
	flush := func() {
		if cur != nil {
			cur.Text = strings.TrimSpace(strings.Join(text, "\n"))
			out = append(out, *cur)
		}
		cur, text = nil, nil
	}
	for _, line := range strings.Split(md, "\n") {
		if m := readingHead.FindStringSubmatch(line); m != nil {
			flush()
			cur = &Reading{Name: m[1], Title: strings.TrimSpace(m[2])}
			continue
		}
		if cur == nil {
			continue
		}
		if arts, ok := strings.CutPrefix(line, "Articles:"); ok && len(cur.Articles) == 0 {
			cur.Articles = strings.Fields(arts)
			continue
		}
		text = append(text, line)
	}
	flush()
	return out
}

// LookupReading finds a reading by its anchor ("r8") or its link
// ("docs/readings.md#r8").
func LookupReading(ref string) (Reading, bool) {
	name := ref
	if i := strings.LastIndex(ref, "#"); i >= 0 {
		name = ref[i+1:]
	}
	for _, r := range Readings() {
		if r.Name == name {
			return r, true
		}
	}
	return Reading{}, false
}
