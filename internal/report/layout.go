package report

import (
	"fmt"
	"slices"
	"strings"
)

// incident is one event that raised a ruling under one code or more: the
// boards before and after it, drawn once for the codes that agree on
// them, and each code's rulings on it.
type incident struct {
	Event    int
	Place    string
	Happened []string
	Notation []string // the acts in the notation, beside Happened
	Boards   []boardSet
	Rulings  []codeRuling
	// Groups are the rulings said alike under several codes, written once.
	Groups [][]codeRuling
}

// boardSet is a pair of boards and the codes that show it.
type boardSet struct {
	Codes         []string // the codes' names; all of them when they agree
	Before, After Board
	N             int    // the first ruling shown on it
	Code          string // the first code's id
}

// codeRuling is one code's ruling on an incident.
type codeRuling struct {
	Code *CodeDoc
	R    RulingDoc
}

// incidentsOf groups the rulings of every code by the event that raised
// them, in the order of the game.
func incidentsOf(d Doc) []incident {
	var out []incident
	at := map[int]int{}
	for ci := range d.Codes {
		c := &d.Codes[ci]
		for _, r := range c.Rulings {
			k, ok := at[r.Event]
			if !ok {
				k = len(out)
				at[r.Event] = k
				out = append(out, incident{Event: r.Event, Place: r.Place, Happened: r.Happened, Notation: r.Notation})
			}
			in := &out[k]
			in.Rulings = append(in.Rulings, codeRuling{c, r})
			key := boardKey(r.Before) + "|" + boardKey(r.After)
			found := false
			for i := range in.Boards {
				b := &in.Boards[i]
				if boardKey(b.Before)+"|"+boardKey(b.After) == key {
					if !slices.Contains(b.Codes, c.Name) {
						b.Codes = append(b.Codes, c.Name)
					}
					found = true
					break
				}
			}
			if !found {
				in.Boards = append(in.Boards, boardSet{Codes: []string{c.Name}, Before: r.Before, After: r.After, N: r.N, Code: c.ID})
			}
		}
	}
	slices.SortStableFunc(out, func(a, b incident) int { return a.Event - b.Event })
	for i := range out {
		out[i].Groups = groupAlike(out[i].Rulings)
	}
	return out
}

// groupAlike gathers the rulings that say the same thing in the same
// words under several codes (their articles may differ).
func groupAlike(rs []codeRuling) [][]codeRuling {
	var out [][]codeRuling
	at := map[string]int{}
	for _, cr := range rs {
		k := rulingKey(cr.R)
		i, ok := at[k]
		if !ok {
			i = len(out)
			at[k] = i
			out = append(out, nil)
		}
		out[i] = append(out[i], cr)
	}
	return out
}

func rulingKey(r RulingDoc) string {
	k := r.Title + "\x00" + r.State + "\x00" + r.Note + "\x00" + r.Kind
	for _, o := range r.Options {
		k += "\x00" + o.Text
	}
	return k
}

func boardKey(b Board) string { return b.Placement() + " " + b.MarkedWords() }

// lawCited is an article cited in the report, quoted once at its end.
type lawCited struct {
	Code *CodeDoc
	A    Article
}

// lawsOf lists the articles the rulings cite, each once, code by code.
func lawsOf(d Doc) []lawCited {
	var out []lawCited
	seen := map[string]bool{}
	for ci := range d.Codes {
		c := &d.Codes[ci]
		for _, r := range c.Rulings {
			for _, a := range r.Articles {
				k := c.ID + " " + a.ID
				if seen[k] {
					continue
				}
				seen[k] = true
				out = append(out, lawCited{c, a})
			}
		}
	}
	return out
}

// lawAnchor is an article's anchor on the page.
func lawAnchor(code, id string) string {
	return "law-" + code + "-" + strings.NewReplacer(":", "-", " ", "-").Replace(id)
}

// sameScore reports whether every code keeps the same score.
func sameScore(d Doc) bool {
	for _, c := range d.Codes[1:] {
		if len(c.Score) != len(d.Codes[0].Score) {
			return false
		}
		for i, p := range c.Score {
			if p.Text != d.Codes[0].Score[i].Text {
				return false
			}
		}
	}
	return true
}

// sameFinal reports whether every code leaves the same position.
func sameFinal(d Doc) bool {
	for _, c := range d.Codes[1:] {
		if c.FEN != d.Codes[0].FEN {
			return false
		}
	}
	return true
}

// flagged are the plies after which some code raised a ruling, with
// where: "ruling 2" under one code, the codes named under several.
func flagged(d Doc) map[int]string {
	marks := map[int][]string{}
	for _, c := range d.Codes {
		for i, p := range c.Score {
			for _, n := range p.Rulings {
				w := fmt.Sprintf("ruling %d", n)
				if len(d.Codes) > 1 {
					w = fmt.Sprintf("ruling %d under %s", n, c.Name)
				}
				marks[i] = append(marks[i], w)
			}
		}
	}
	out := map[int]string{}
	for i, ws := range marks {
		if len(d.Codes) > 1 && len(ws) == len(d.Codes) {
			out[i] = "a ruling under every code"
			continue
		}
		out[i] = strings.Join(ws, "; ")
	}
	return out
}

// codesWords names the codes a board is shown for: "" when all of them.
func codesWords(d Doc, names []string) string {
	if len(names) == len(d.Codes) {
		return ""
	}
	return "Under " + andNames(names)
}

func andNames(s []string) string {
	switch len(s) {
	case 0:
		return ""
	case 1:
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

// summary is the table that sets the codes side by side: a row for each
// incident, with what each code ruled on it, and a row for the result.
type summary struct {
	Codes []string   // the codes' names
	Rows  [][]string // the place, then a cell a code
}

func summaryOf(d Doc) summary {
	var t summary
	for _, c := range d.Codes {
		t.Codes = append(t.Codes, c.Name)
	}
	for _, in := range incidentsOf(d) {
		row := make([]string, len(d.Codes)+1)
		row[0] = in.Place
		for ci := range d.Codes {
			var cells []string
			for _, cr := range in.Rulings {
				if cr.Code == &d.Codes[ci] {
					cells = append(cells, cr.R.Short+": "+cr.R.Outcome)
				}
			}
			row[ci+1] = strings.Join(cells, "; ")
			if row[ci+1] == "" {
				row[ci+1] = "no ruling"
			}
		}
		t.Rows = append(t.Rows, row)
	}
	row := []string{"the result"}
	for _, c := range d.Codes {
		row = append(row, resultWords(c.Result))
	}
	t.Rows = append(t.Rows, row)
	return t
}

// groupHead heads rulings said alike: "Ruling 2" under one code, "Ruling
// 2 under Lewis, 1827 and the BCA, 1862" under several.
func groupHead(d Doc, g []codeRuling) string {
	sameN := true
	var names []string
	for _, cr := range g {
		sameN = sameN && cr.R.N == g[0].R.N
		names = append(names, cr.Code.Name)
	}
	if len(d.Codes) == 1 {
		return fmt.Sprintf("Ruling %d", g[0].R.N)
	}
	if sameN {
		return fmt.Sprintf("Ruling %d under %s", g[0].R.N, andNames(names))
	}
	for i, cr := range g {
		names[i] = fmt.Sprintf("%s (ruling %d)", cr.Code.Name, cr.R.N)
	}
	return "Under " + andNames(names)
}

// groupLaw names the articles of rulings said alike, each code's after
// its name when there are several; link writes an article's name.
func groupLaw(d Doc, g []codeRuling, link func(Article) string) string {
	var parts []string
	for _, cr := range g {
		var names []string
		for _, a := range cr.R.Articles {
			names = append(names, link(a))
		}
		if len(names) == 0 {
			continue
		}
		p := andNames(names)
		if len(g) > 1 {
			p += " (" + cr.Code.Name + ")"
		}
		parts = append(parts, p)
	}
	return strings.Join(parts, "; ")
}

// noteBeyond is a ruling's note where it says more than its title.
func noteBeyond(r RulingDoc) string {
	n := strings.TrimSuffix(strings.TrimSpace(r.Note), ".")
	if n == "" || strings.HasPrefix(strings.ToLower(r.KindText), strings.ToLower(n)) {
		return ""
	}
	return sentenceCase(n)
}

// end is where the game stands under one code or more, said once for the
// codes that agree.
type end struct {
	ID, Who string // the first code's id; "Under X and Y" ("" for one code, or all)
	Errs    []string
	Result  string
	Now     []string
}

// endsOf says where the game stands, once for the codes that agree on it.
func endsOf(d Doc) []end {
	var out []end
	at := map[string]int{}
	var names [][]string
	for _, c := range d.Codes {
		e := end{ID: c.ID, Result: fmt.Sprintf("Result: %s. %s.", resultWords(c.Result), titleCase(countRulings(len(c.Rulings)))), Now: c.Obligations}
		e.Errs = append(e.Errs, c.Skipped...)
		if c.Err != "" {
			e.Errs = append(e.Errs, "Under this code "+c.Err)
		}
		k := strings.Join(e.Errs, "\x00") + "\x01" + e.Result + "\x01" + strings.Join(e.Now, "\x00")
		i, ok := at[k]
		if !ok {
			i = len(out)
			at[k] = i
			out = append(out, e)
			names = append(names, nil)
		}
		names[i] = append(names[i], c.Name)
	}
	if len(out) > 1 {
		for i := range out {
			out[i].Who = "Under " + andNames(names[i])
		}
	} else if len(d.Codes) > 1 {
		out[0].Who = "Under every code"
	}
	return out
}

func countRulings(n int) string {
	switch n {
	case 0:
		return "no ruling"
	case 1:
		return "one ruling"
	}
	return fmt.Sprintf("%d rulings", n)
}

// happenedLines are an incident's acts in words; in the expert's view,
// each followed by the notation in brackets.
func happenedLines(d Doc, in incident) []string {
	if !d.IDs || len(in.Notation) != len(in.Happened) {
		return in.Happened
	}
	out := make([]string, len(in.Happened))
	for i, h := range in.Happened {
		out[i] = h + " [" + in.Notation[i] + "]"
	}
	return out
}

// lawTitle is an article's title where its name does not say it already
// (Staunton's definitions are named by their titles).
func lawTitle(a Article) string {
	if strings.Contains(a.Name, a.Title) {
		return ""
	}
	return a.Title
}
