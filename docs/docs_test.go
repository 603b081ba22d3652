package docs

import (
	"fmt"
	"strings"
	"testing"
)

func TestReadingsParse(t *testing.T) {
	rs := Readings()
	if len(rs) < 30 {
		t.Fatalf("%d readings parsed from readings.md, want at least 30", len(rs))
	}
	seen := map[string]bool{}
	for i, r := range rs {
		if want := fmt.Sprintf("r%d", i+1); r.Name != want {
			t.Errorf("reading %d is %q: readings are numbered r1, r2, … in order", i+1, r.Name)
		}
		if seen[r.Name] {
			t.Errorf("%s twice", r.Name)
		}
		seen[r.Name] = true
		if r.Title == "" || r.Text == "" {
			t.Errorf("%s: no title or no text", r.Name)
		}
		if len(r.Articles) == 0 {
			t.Errorf("%s: no Articles: line", r.Name)
		}
		if strings.Contains(r.Text, "## ") {
			t.Errorf("%s: text runs into a heading the parser did not see", r.Name)
		}
	}
	r, ok := LookupReading("docs/readings.md#r8")
	if !ok || r.Name != "r8" || !strings.Contains(r.Title, "BCA V") || r.Ref() != "docs/readings.md#r8" {
		t.Errorf("LookupReading(r8) = %+v, %v", r, ok)
	}
	if _, ok := LookupReading("docs/readings.md#r999"); ok {
		t.Error("an unknown reading is found")
	}
}

func TestParseReadingsSmall(t *testing.T) {
	md := "# x\n\n## <a id=\"r1\"></a>r1. One\nArticles: a:I b:II\n\nText one.\n\n## <a id=\"r2\"></a>r2. Two\nArticles: c:III\nText two.\n"
	rs := parseReadings(md)
	if len(rs) != 2 || rs[0].Title != "One" || rs[0].Text != "Text one." || len(rs[0].Articles) != 2 || rs[1].Articles[0] != "c:III" {
		t.Errorf("parsed %+v", rs)
	}
}
