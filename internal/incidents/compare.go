package incidents

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

// Ruled is one code's ruling on a script: its report, or the bad input
// that stopped it (a choice one code offers and another does not, say).
type Ruled struct {
	Code   rules.CodeInfo
	Report rules.Report
	Err    error // a *LineError, or nil
}

// RuleUnderEveryCode runs the script under each code in turn, whatever its
// [Code] tag says.
func RuleUnderEveryCode(s Script) []Ruled {
	var out []Ruled
	for _, info := range rules.Codes() {
		r := Ruled{Code: info}
		g, err := Run(s, info.ID)
		if g != nil {
			r.Report = g.Report()
		}
		r.Err = err
		out = append(out, r)
	}
	return out
}

// comparedField is one line of a comparison: a field and its value under
// each code.
type comparedField struct {
	name   string
	values []string
}

func (f comparedField) differs() bool {
	for _, v := range f.values[1:] {
		if v != f.values[0] {
			return true
		}
	}
	return false
}

// eventGroup gathers, for one event, the rulings each code raised on it.
type eventGroup struct {
	event   int
	rulings [][]rules.Ruling // per code
}

// groupByEvent aligns the codes' rulings by the event that raised them, in
// one pass over them: a game may hold a ruling a ply.
func groupByEvent(all []Ruled) []eventGroup {
	at := map[int]int{} // event -> its group's index in out
	var out []eventGroup
	for i, r := range all {
		for _, x := range r.Report.Rulings {
			k, ok := at[x.Event]
			if !ok {
				k = len(out)
				at[x.Event] = k
				out = append(out, eventGroup{event: x.Event, rulings: make([][]rules.Ruling, len(all))})
			}
			out[k].rulings[i] = append(out[k].rulings[i], x)
		}
	}
	slices.SortFunc(out, func(a, b eventGroup) int { return a.event - b.event })
	return out
}

// rulingFields are the fields compared for the k-th ruling of an event.
func rulingFields(g eventGroup, k int, all []Ruled) []comparedField {
	pick := func(f func(rules.Ruling, rules.CodeInfo) string) []string {
		vals := make([]string, len(all))
		for i := range all {
			if all[i].Err != nil && len(all[i].Report.Rulings) == 0 {
				vals[i] = "(bad input)"
				continue
			}
			if k < len(g.rulings[i]) {
				vals[i] = f(g.rulings[i][k], all[i].Code)
			} else {
				vals[i] = "—"
			}
		}
		return vals
	}
	orNone := func(s string) string {
		if s == "" {
			return "none"
		}
		return s
	}
	return []comparedField{
		{"offence", pick(func(r rules.Ruling, _ rules.CodeInfo) string { return r.Kind })},
		{"offender", pick(func(r rules.Ruling, _ rules.CodeInfo) string { return orNone(r.Offender) })},
		{"chooser", pick(func(r rules.Ruling, _ rules.CodeInfo) string { return orNone(r.Chooser) })},
		{"options", pick(func(r rules.Ruling, _ rules.CodeInfo) string { return orNone(strings.Join(r.Options, ", ")) })},
		{"articles", pick(func(r rules.Ruling, c rules.CodeInfo) string { return c.Cite(r.Articles) })},
		{"state", pick(func(r rules.Ruling, _ rules.CodeInfo) string {
			if r.Chosen != "" && r.State != rules.StateApplied {
				return r.State + ": " + r.Chosen
			}
			if r.State == rules.StateApplied {
				return "applied: " + r.Chosen
			}
			return r.State
		})},
	}
}

// outcomeFields are the position and result each code leaves.
func outcomeFields(all []Ruled) []comparedField {
	pick := func(f func(Ruled) string) []string {
		vals := make([]string, len(all))
		for i, r := range all {
			vals[i] = f(r)
		}
		return vals
	}
	return []comparedField{
		{"position", pick(func(r Ruled) string {
			if r.Report.FEN == "" {
				return "—"
			}
			return strings.Fields(r.Report.FEN)[0]
		})},
		{"to move", pick(func(r Ruled) string { return r.Report.Turn })},
		{"result", pick(func(r Ruled) string { return r.Report.Result })},
		{"bad input", pick(func(r Ruled) string {
			var le *LineError
			switch {
			case r.Err == nil:
				return "none"
			case errors.As(r.Err, &le):
				return le.Error()
			}
			return r.Err.Error()
		})},
	}
}

// Differences counts the fields on which the codes part.
func Differences(all []Ruled) int {
	n := 0
	for _, g := range groupByEvent(all) {
		for k := 0; k < maxRulings(g); k++ {
			for _, f := range rulingFields(g, k, all) {
				if f.differs() {
					n++
				}
			}
		}
	}
	for _, f := range outcomeFields(all) {
		if f.differs() {
			n++
		}
	}
	return n
}

func maxRulings(g eventGroup) int {
	n := 0
	for _, rs := range g.rulings {
		n = max(n, len(rs))
	}
	return n
}

// WriteComparison writes the codes' rulings side by side: for each event
// that raised a ruling, the offence, offender, chooser, options, articles
// and state under each code, then the position and result each leaves. A
// line where the codes differ is marked with "≠".
func WriteComparison(w io.Writer, s Script, all []Ruled) {
	title, _ := s.Tag("Title")
	if title != "" {
		fmt.Fprintf(w, "%s\n", title)
	}
	fmt.Fprintf(w, "The same incident under each code (≠ marks where they differ).\n")
	header := comparedField{name: "", values: make([]string, len(all))}
	for i, r := range all {
		header.values[i] = r.Code.ID
	}
	const cell = 22
	groups := groupByEvent(all)
	if len(groups) == 0 {
		fmt.Fprintf(w, "\nNo code raises a ruling.\n")
	}
	for _, g := range groups {
		fmt.Fprintf(w, "\nEvent %d: %s\n", g.event, eventText(s, g.event))
		writeRow(w, header, cell, false)
		for k := 0; k < maxRulings(g); k++ {
			if k > 0 {
				fmt.Fprintln(w)
			}
			for _, f := range rulingFields(g, k, all) {
				writeRow(w, f, cell, true)
			}
		}
	}
	fmt.Fprintf(w, "\nAfter the last event\n")
	writeRow(w, header, cell, false)
	for _, f := range outcomeFields(all) {
		if f.name == "position" {
			writePositionRow(w, f, header.values, cell)
			continue
		}
		writeRow(w, f, cell, true)
	}
	if n := Differences(all); n == 0 {
		fmt.Fprintf(w, "\nThe codes agree.\n")
	} else {
		fmt.Fprintf(w, "\nThe codes differ on %s.\n", plural(n, "point"))
	}
}

// eventText is the n-th event of the script in the notation.
func eventText(s Script, n int) string {
	if n >= 1 && n <= len(s.Events) {
		return FormatEvent(s.Events[n-1].Event)
	}
	return "?"
}

// writeRow writes one field, its values wrapped to cells of the given width.
func writeRow(w io.Writer, f comparedField, width int, mark bool) {
	cells := make([][]string, len(f.values))
	lines := 1
	for i, v := range f.values {
		cells[i] = wrapCell(v, width)
		lines = max(lines, len(cells[i]))
	}
	for l := 0; l < lines; l++ {
		sign, name := "  ", ""
		if l == 0 {
			name = f.name
			if mark && f.differs() {
				sign = "≠ "
			}
		}
		var b strings.Builder
		fmt.Fprintf(&b, "%s%-9s", sign, name)
		for _, c := range cells {
			part := ""
			if l < len(c) {
				part = c[l]
			}
			fmt.Fprintf(&b, " %-*s", width, part)
		}
		fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
	}
}

// writePositionRow writes the positions, which are long, one per line.
func writePositionRow(w io.Writer, f comparedField, codes []string, width int) {
	if !f.differs() {
		fmt.Fprintf(w, "  %-9s %s (all)\n", f.name, f.values[0])
		return
	}
	fmt.Fprintf(w, "≠ %-9s\n", f.name)
	for i, v := range f.values {
		fmt.Fprintf(w, "    %-*s %s\n", width-4, codes[i], v)
	}
}

// wrapCell folds a value into lines of at most width runes, breaking after
// commas and spaces.
func wrapCell(v string, width int) []string {
	var out []string
	line := ""
	for _, word := range strings.Fields(v) {
		switch {
		case line == "":
			line = word
		case len([]rune(line))+1+len([]rune(word)) <= width:
			line += " " + word
		default:
			out = append(out, line)
			line = word
		}
	}
	if line != "" || len(out) == 0 {
		out = append(out, line)
	}
	return out
}
