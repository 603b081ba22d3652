package incidents

import (
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/plain"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// Ruled is one code's ruling on a script: its report, and the first line
// of bad input under that code (a choice one code offers and another does
// not, say), if any.
type Ruled struct {
	Code   law.CodeInfo
	Report rules.Report
	Err    error // a *LineError, or nil
	// Skipped are the choices made under another code that this code does
	// not offer: each is set aside, its ruling left open, and the game
	// goes on.
	Skipped []Skip
	// Parted is set where an event other than a choice does not fit this
	// code's game (the boards part for good): the events from it on are
	// not ruled under this code.
	Parted *Skip
	// Events are the script's numbers of the game's events, in order (a
	// choice set aside, or an undo, leaves a gap).
	Events []int
	// Places say where each ruling arose, as players say it ("10... g4");
	// SkipPlaces where each choice set aside was made, PartedPlace where
	// the boards parted.
	Places      []string
	SkipPlaces  []string
	SkipOffered []string // what the code offered instead, in words
	PartedPlace string
}

// Skip is an event of the script a code could not take, and why; Offered
// says what the code offers instead at that point, in words.
type Skip struct {
	Event   int    `json:"event"` // the event's 1-based number in the script
	Line    int    `json:"line"`
	Text    string `json:"text"` // the event in the notation
	Reason  string `json:"reason"`
	Offered string `json:"offered"`
}

// RuleUnderEveryCode runs the script under each code in turn, whatever its
// [Code] tag says. A choice a code does not offer does not end that code's
// column: it is set aside (Ruled.Skipped) and the game goes on; any other
// event that does not fit ends it (Ruled.Parted). The rulings' events are
// numbered as in the script.
func RuleUnderEveryCode(s Script) []Ruled {
	var out []Ruled
	for _, info := range law.Codes() {
		_, r := RunThrough(s, info.ID)
		out = append(out, r)
	}
	return out
}

// RunThrough is Run that goes on past the choices the code does not offer
// (see RuleUnderEveryCode). The game is nil when the setup does not read;
// its events are those it took, while the report's rulings are numbered
// as the script's events.
func RunThrough(s Script, code string) (*rules.Game, Ruled) {
	info, _ := law.LookupCode(code)
	r := Ruled{Code: info}
	setup, err := SetupOf(s, code)
	if err != nil {
		r.Err = err
		return nil, r
	}
	g, err := rules.New(setup)
	if err != nil {
		r.Err = setupError(s, setup, code, err)
		return nil, r
	}
	var h History
	h.Plan(g, s.Events) // as Run does
	var number []int    // number[k]: the script's number of g's event k+1
	for i, l := range s.Events {
		if _, err := h.Step(g, l); err != nil {
			if r.Err == nil {
				r.Err = &LineError{l.LineNo, FormatAct(l) + ": " + err.Error()}
			}
			sk := Skip{Event: i + 1, Line: l.LineNo, Text: FormatAct(l), Reason: err.Error(), Offered: offeredNow(g)}
			place := plain.AtTurn(plain.Of(g), g.MoveCount(), l.Event.Actor)
			if l.Act == ActEvent && (l.Event.Verb == record.Choose || l.Event.Verb == record.Waive) {
				r.Skipped = append(r.Skipped, sk)
				r.SkipPlaces = append(r.SkipPlaces, place)
				r.SkipOffered = append(r.SkipOffered, offeredInWords(g))
				continue
			}
			r.Parted = &sk
			r.PartedPlace = place
			break
		}
		switch l.Act {
		case ActUndo:
			number = number[:max(0, len(number)-1)]
		default:
			number = append(number, i+1)
		}
	}
	h.Settle(g)
	r.Report = g.Report()
	r.Events = number
	for _, x := range r.Report.Rulings {
		r.Places = append(r.Places, plain.Place(g, x.Event, x.Move))
	}
	for k := range r.Report.Rulings {
		if e := r.Report.Rulings[k].Event; e >= 1 && e <= len(number) {
			r.Report.Rulings[k].Event = number[e-1]
		}
	}
	return g, r
}

// offeredNow says what the code offers at this point: the options of the
// latest ruling still open, in words with their ids.
func offeredNow(g *rules.Game) string {
	rs := g.Report().Rulings
	for i := len(rs) - 1; i >= 0; i-- {
		r := rs[i]
		if r.State != rules.StatePending {
			continue
		}
		var opts []string
		for _, o := range r.Options {
			opts = append(opts, rules.OptionText(r, o)+" ["+o+"]")
		}
		return fmt.Sprintf("at that point ruling %d (%s) is open, and %s may choose: %s", i+1, law.DescribeKind(r.Kind), r.Chooser, strings.Join(opts, "; "))
	}
	return "no ruling is open under this code at that point"
}

// offeredInWords is offeredNow for players: the options in words only.
func offeredInWords(g *rules.Game) string {
	rs := g.Report().Rulings
	for i := len(rs) - 1; i >= 0; i-- {
		r := rs[i]
		if r.State != rules.StatePending {
			continue
		}
		return fmt.Sprintf("ruling %d (%s) is open there, and %s may choose: %s", i+1, law.DescribeKind(r.Kind), plain.Who(r.Chooser), plain.Options(r))
	}
	return "no ruling is open there under this code"
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
	place   string           // where it arose, as players say it
	rulings [][]rules.Ruling // per code
}

// groupByEvent aligns the codes' rulings by the event that raised them, in
// one pass over them: a game may hold a ruling a ply.
func groupByEvent(all []Ruled) []eventGroup {
	at := map[int]int{} // event -> its group's index in out
	var out []eventGroup
	for i, r := range all {
		for j, x := range r.Report.Rulings {
			k, ok := at[x.Event]
			if !ok {
				k = len(out)
				at[x.Event] = k
				out = append(out, eventGroup{event: x.Event, rulings: make([][]rules.Ruling, len(all))})
			}
			if out[k].place == "" && j < len(r.Places) {
				out[k].place = r.Places[j]
			}
			out[k].rulings[i] = append(out[k].rulings[i], x)
		}
	}
	slices.SortFunc(out, func(a, b eventGroup) int { return a.event - b.event })
	return out
}

// rulingFields are the fields compared for the k-th ruling of an event:
// the kinds and options by their ids, or in words with the ids in
// brackets.
func rulingFields(g eventGroup, k int, all []Ruled, inWords bool) []comparedField {
	pick := func(f func(rules.Ruling, law.CodeInfo) string) []string {
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
	if inWords {
		return []comparedField{
			{"offence", pick(func(r rules.Ruling, _ law.CodeInfo) string { return law.DescribeKind(r.Kind) })},
			{"offender", pick(func(r rules.Ruling, _ law.CodeInfo) string { return orNone(plainWho(r.Offender)) })},
			{"chooser", pick(func(r rules.Ruling, _ law.CodeInfo) string { return orNone(plainWho(r.Chooser)) })},
			{"options", pick(func(r rules.Ruling, _ law.CodeInfo) string {
				var words []string
				for _, o := range r.Options {
					words = append(words, plain.Option(r, o)+";")
				}
				return strings.TrimSuffix(orNone(strings.Join(words, " ")), ";")
			})},
			{"law", pick(func(r rules.Ruling, c law.CodeInfo) string { return orNone(plain.Articles(c, r.Articles)) })},
			{"outcome", pick(func(r rules.Ruling, _ law.CodeInfo) string { return stateInWords(r) })},
		}
	}
	return []comparedField{
		{"offence", pick(func(r rules.Ruling, _ law.CodeInfo) string { return r.Kind })},
		{"offender", pick(func(r rules.Ruling, _ law.CodeInfo) string { return orNone(r.Offender) })},
		{"chooser", pick(func(r rules.Ruling, _ law.CodeInfo) string { return orNone(r.Chooser) })},
		{"options", pick(func(r rules.Ruling, _ law.CodeInfo) string { return orNone(strings.Join(r.Options, ", ")) })},
		{"articles", pick(func(r rules.Ruling, c law.CodeInfo) string { return c.Cite(r.Articles) })},
		{"state", pick(func(r rules.Ruling, _ law.CodeInfo) string {
			switch {
			case r.Chosen != "" && r.State != rules.StateApplied:
				return r.State + ": " + r.Chosen
			case r.State == rules.StateApplied:
				return "applied: " + r.Chosen
			}
			return r.State
		})},
	}
}

func plainWho(p string) string {
	if p == "" {
		return ""
	}
	return plain.Title(plain.Who(p))
}

// stateInWords says briefly what became of a ruling, for a cell.
func stateInWords(r rules.Ruling) string {
	switch r.State {
	case rules.StatePending:
		return "open"
	case rules.StateEnforced:
		return "chosen: " + plain.Option(r, r.Chosen)
	case rules.StateApplied:
		return "by the law: " + plain.Option(r, r.Chosen)
	case rules.StateWaived:
		return "waived"
	case rules.StateExpired:
		if r.SupersededBy > 0 {
			return fmt.Sprintf("gave way to ruling %d", r.SupersededBy)
		}
		if r.Claimed {
			return "lapsed, claimed but not chosen"
		}
		return "lapsed, not claimed in time"
	case rules.StateNoPenalty:
		if r.Silent {
			return "no law: the umpire decides"
		}
		return "no penalty"
	}
	return strings.ReplaceAll(r.State, "-", " ")
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
			for _, f := range rulingFields(g, k, all, false) {
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
func WriteComparison(w io.Writer, s Script, all []Ruled) { writeComparison(w, s, all, false) }

// WriteComparisonInWords is WriteComparison for players: each kind, option
// and choice said in words, its id after it in brackets.
func WriteComparisonInWords(w io.Writer, s Script, all []Ruled) { writeComparison(w, s, all, true) }

func writeComparison(w io.Writer, s Script, all []Ruled, inWords bool) {
	title, _ := s.Tag("Title")
	if title != "" {
		fmt.Fprintf(w, "%s\n", title)
	}
	fmt.Fprintf(w, "The same incident under each code (≠ marks where they differ).\n")
	header := comparedField{name: "", values: make([]string, len(all))}
	for i, r := range all {
		header.values[i] = r.Code.ID
		if inWords {
			header.values[i] = fmt.Sprintf("%s %d", r.Code.Short, r.Code.Year)
		}
	}
	const cell = 16 // four codes and the field names fit in 80 columns
	groups := groupByEvent(all)
	if len(groups) == 0 {
		fmt.Fprintf(w, "\nNo code raises a ruling.\n")
	}
	for _, g := range groups {
		if inWords {
			fmt.Fprintf(w, "\n%s\n", plain.Title(g.place))
		} else {
			fmt.Fprintf(w, "\nEvent %d: %s\n", g.event, eventText(s, g.event))
		}
		writeRow(w, header, cell, false)
		for k := 0; k < maxRulings(g); k++ {
			if k > 0 {
				fmt.Fprintln(w)
			}
			for _, f := range rulingFields(g, k, all, inWords) {
				writeRow(w, f, cell, true)
			}
		}
	}
	if inWords {
		fmt.Fprintf(w, "\nAt the end\n")
	} else {
		fmt.Fprintf(w, "\nAfter the last event\n")
	}
	writeRow(w, header, cell, false)
	for _, f := range outcomeFields(all) {
		if inWords {
			f = outcomeInWords(f)
		}
		if f.name == "position" {
			writePositionRow(w, f, header.values, cell)
			continue
		}
		writeRow(w, f, cell, true)
	}
	if inWords {
		writeSkipsInWords(w, s, all)
	} else {
		writeSkips(w, all)
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
	for _, word := range cellWords(v, width) {
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

// writeSkips says, for each code, the choices it set aside and what it
// offered instead, and where its board parted from the script for good.
func writeSkips(w io.Writer, all []Ruled) {
	for _, r := range all {
		for _, sk := range r.Skipped {
			fmt.Fprintf(w, "\nUnder %s, event %d (%s) is not on offer: %s. Instead %s. The choice is set aside and the game goes on.\n",
				r.Code.ID, sk.Event, sk.Text, sk.Reason, sk.Offered)
		}
		if p := r.Parted; p != nil {
			fmt.Fprintf(w, "\nUnder %s the boards part for good from event %d (%s): %s. The events from there on are not ruled under %s.\n",
				r.Code.ID, p.Event, p.Text, p.Reason, r.Code.ID)
		}
	}
}

// cellWords are the words of v, a word longer than a cell broken after
// its hyphens (touched-adverse-/uncapturable), or cut, so that no cell
// pushes the columns after it out of line.
func cellWords(v string, width int) []string {
	var out []string
	for _, word := range strings.Fields(v) {
		for len([]rune(word)) > width {
			r := []rune(word)
			cut := width
			if i := strings.LastIndex(string(r[:width]), "-"); i > 0 {
				cut = len([]rune(string(r[:width])[:i+1]))
			}
			out = append(out, string(r[:cut]))
			word = string(r[cut:])
		}
		out = append(out, word)
	}
	return out
}

// outcomeInWords says an outcome field for players: "to move" White, the
// result in words.
func outcomeInWords(f comparedField) comparedField {
	vals := make([]string, len(f.values))
	for i, v := range f.values {
		switch f.name {
		case "to move":
			v = plain.Title(plain.Who(v))
		case "result":
			v = resultInWords(v)
		case "bad input":
			// The line alone: the words of the reason follow the table.
			if l, _, ok := strings.Cut(v, ":"); ok && strings.HasPrefix(l, "line ") {
				v = l
			}
		}
		vals[i] = v
	}
	return comparedField{f.name, vals}
}

// idInBrackets is an id written after its words: " [move-touched]".
var idInBrackets = regexp.MustCompile(` ?[\[(][a-z][a-z0-9]*(-[a-z0-9]+)*[\])]`)

// writeSkipsInWords is writeSkips for players: the codes by name, the
// choices by their place, no ids.
func writeSkipsInWords(w io.Writer, s Script, all []Ruled) {
	for _, r := range all {
		name := plain.CodeName(r.Code)
		for i, sk := range r.Skipped {
			fmt.Fprintf(w, "\nUnder %s, the choice made %s is not on offer: %s. Instead %s. The choice is set aside and the game goes on.\n",
				name, r.SkipPlaces[i], ChoiceWords(s, sk.Event), r.SkipOffered[i])
		}
		if p := r.Parted; p != nil {
			fmt.Fprintf(w, "\nUnder %s the game as recorded cannot go on %s (line %d of the script): %s. What follows is not ruled under this code.\n",
				name, r.PartedPlace, p.Line, idInBrackets.ReplaceAllString(p.Reason, ""))
		}
	}
}

// ChoiceWords says the choice of the script's n-th event in words.
func ChoiceWords(s Script, n int) string {
	if n < 1 || n > len(s.Events) {
		return "the choice"
	}
	e := s.Events[n-1].Event
	if e.Verb == record.Waive {
		return plain.Actor(e.Actor) + " waived the penalty"
	}
	offender := ""
	if c, ok := e.Actor.Color(); ok {
		offender = c.Other().String()
	}
	return fmt.Sprintf("%s chose that %s", plain.Actor(e.Actor), strings.TrimSuffix(rules.DescribeOption(e.Option, offender), "."))
}
