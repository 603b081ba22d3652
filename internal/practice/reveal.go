package practice

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/arbiter-chess/arbiter/assets"
	"github.com/arbiter-chess/arbiter/docs"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/plain"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// RulingWords says a code's ruling in plain words: the article, the
// offence, the offender and what follows.
func RulingWords(info law.CodeInfo, r *rules.Ruling) string {
	if r == nil {
		return "No offence: nothing to rule on."
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s.", plain.Title(plain.Cite(info, r.Articles)), law.DescribeKind(r.Kind))
	if r.Offender != "" {
		fmt.Fprintf(&b, " Offender: %s.", upperFirst(r.Offender))
	}
	if note := noteBeyondKind(r); note != "" {
		fmt.Fprintf(&b, " %s.", upperFirst(note))
	}
	if r.Silent {
		fmt.Fprintf(&b, " The code is silent on the case: it is referred to the umpire (%s).", plain.Article(info, info.Referral))
	}
	fmt.Fprintf(&b, " %s", consequence(r))
	return b.String()
}

// noteBeyondKind is what the ruling's note adds to the kind's words (a
// note often begins by naming the kind again).
func noteBeyondKind(r *rules.Ruling) string {
	note := strings.TrimSuffix(strings.TrimSpace(r.Note), ".")
	kind := law.DescribeKind(r.Kind)
	lnote, lkind := strings.ToLower(note), strings.ToLower(kind)
	switch {
	case strings.HasPrefix(lkind, lnote):
		return "" // the kind's words say it already
	case strings.HasPrefix(lnote, lkind):
		return strings.TrimLeft(note[len(kind):], ";:, ")
	}
	return note
}

// consequence says what follows from a ruling in its present state.
func consequence(r *rules.Ruling) string {
	switch r.State {
	case rules.StatePending:
		deadline := ""
		if r.Deadline != "" {
			deadline = ", " + r.Deadline
		}
		if len(r.Options) == 0 {
			// Nothing to demand yet (a recall once a move is made in
			// consequence of a false cry).
			return fmt.Sprintf("%s may answer it later%s; nothing can be demanded now.", plain.Title(plain.Who(r.Chooser)), deadline)
		}
		if r.Chooser == "umpire" {
			if strings.Contains(deadline, "umpire decides") {
				deadline = ""
			}
			return fmt.Sprintf("The umpire decides%s: %s.", deadline, optionWords(r.Options, func(o string) string { return rules.OptionText(*r, o) }))
		}
		return fmt.Sprintf("%s chooses%s: %s.", plain.Title(plain.Who(r.Chooser)), deadline, optionWords(r.Options, func(o string) string { return rules.OptionText(*r, o) }))
	case rules.StateEnforced:
		return fmt.Sprintf("%s chose: %s.", plain.Title(plain.Who(r.Chooser)), rules.OptionText(*r, r.Chosen))
	case rules.StateApplied:
		return fmt.Sprintf("The law applies it: %s.", rules.OptionText(*r, r.Chosen))
	case rules.StateWaived:
		return fmt.Sprintf("Waived by %s.", plain.Who(r.Chooser))
	case rules.StateExpired:
		if r.SupersededBy > 0 {
			return "Superseded by a later ruling on the same man."
		}
		if r.Unmade {
			return "Never made at the board: play went on as if the move stood, until a claim discovers it."
		}
		if r.Claimed {
			return "Lapsed: claimed, but no penalty was chosen before the reply."
		}
		return "Lapsed: not claimed in time."
	case rules.StateNoPenalty:
		return "No penalty."
	}
	return plain.Sentence(strings.ReplaceAll(r.State, "-", " "))
}

// optionWords says a set of options in words, "White must" said once:
// "White must move his King; or move the man touched, legally".
func optionWords(opts []string, describe func(option string) string) string {
	var words []string
	must := ""
	for _, o := range opts {
		w := describe(o)
		if must != "" && strings.HasPrefix(w, must) {
			w = strings.TrimPrefix(w, must)
		} else if i := strings.Index(w, " must "); i > 0 {
			must = w[:i+len(" must ")]
		}
		words = append(words, w)
	}
	return strings.Join(words, "; or ")
}

// Outcome says how the game stands at the question point, where it is
// over ("The game is over: 1/2-1/2."); "" while it goes on.
func (q *Quiz) Outcome() string {
	if q.Game == nil {
		return ""
	}
	if r := q.Game.Report().Result; r != "" && r != "*" {
		return "The game is over: " + r + "."
	}
	return ""
}

// Quote is words of the law with where they come from.
type Quote struct {
	Ref  string // "BCA, Law VI. Touch and move"
	Text string
}

// Because is the scenario's own statement of the words that decide it
// under the quiz's code ("" for a saved game).
func (q *Quiz) Because() string { return q.Item.Because[q.Code.ID] }

// Articles are the full texts of the articles the ruling cites.
func (q *Quiz) Articles() []Quote {
	r := q.Ruled.Ruling
	if r == nil {
		return nil
	}
	var out []Quote
	for _, id := range r.Articles {
		a, ok := assets.Lookup(q.Code.ID, id)
		if !ok {
			continue
		}
		ref := plain.Title(plain.ShortName(q.Code)) + ", " + plain.Article(q.Code, id)
		if a.Title != "" && !strings.Contains(ref, a.Title) {
			ref += ". " + a.Title
		}
		out = append(out, Quote{Ref: ref, Text: a.Text})
	}
	return out
}

// Differences names the fields on which another code's ruling differs
// from this code's (the article is not compared: each code numbers its
// own).
func (q *Quiz) Differences(o Ruled) []Field {
	var out []Field
	for _, f := range []Field{FieldOffence, FieldOffender, FieldChooser, FieldOptions} {
		if q.answer(f, q.Code, q.Ruled.Ruling).Key != q.answer(f, q.Code, o.Ruling).Key {
			out = append(out, f)
		}
	}
	return out
}

// OtherWords says what another code rules at the same point.
func OtherWords(o Ruled) string {
	if o.Err != nil {
		// The reason alone: the event's number and notation are the
		// program's.
		return "The events cannot be played under this code: " + eventPrefix.ReplaceAllString(o.Err.Error(), "") + "."
	}
	return RulingWords(o.Code, o.Ruling)
}

// eventPrefix is how an error names the event it arose at: "event 2, B
// move a2a3: ".
var eventPrefix = regexp.MustCompile(`^event [0-9]+, [^:]*: `)

// ReadingNote says, where the words of the quiz's code do not decide the
// scenario, which reading of them the program takes ("" where they do).
func (q *Quiz) ReadingNote() string {
	rd, ok := q.Item.Readings[q.Code.ID]
	if !ok {
		return ""
	}
	note := "The words do not decide every point of this case: the program takes " + readingName(rd.Ref) + "."
	if len(rd.Allows) > 0 {
		return note + " The answers another reading gives are accepted too."
	}
	return note + " The answers asked here are the same under the other readings."
}

// readingName names a reading of docs/readings.md by its title, and where
// it is written.
func readingName(ref string) string {
	if r, ok := docs.LookupReading(ref); ok {
		return fmt.Sprintf("the reading “%s” (docs/readings.md)", r.Title)
	}
	return "another reading (docs/readings.md)"
}

// Accepted says why an answer other than the program's was accepted (""
// when it was not): the reading that gives it, and the program's answer.
func (q *Quiz) Accepted(qi, given int) string {
	if qi < 0 || qi >= len(q.Questions) {
		return ""
	}
	qu := q.Questions[qi]
	if !qu.ByReading(given) {
		return ""
	}
	said, right := qu.Choices[given], qu.Choices[qu.Right]
	return fmt.Sprintf("You said “%s”: the words allow it (%s). The program takes “%s”.", said.Label, readingName(said.Reading), right.Label)
}

// Explain says why an answer was wrong ("" when it was right): what was
// said, whose answer that is, and what the law of the quiz's code says.
func (q *Quiz) Explain(qi, given int) string {
	if qi < 0 || qi >= len(q.Questions) {
		return ""
	}
	qu := q.Questions[qi]
	if qu.Check(given) || given < 0 || given >= len(qu.Choices) {
		return ""
	}
	said, right := qu.Choices[given], qu.Choices[qu.Right]
	s := fmt.Sprintf("You said “%s”; under %s: “%s”.", said.Label, q.Code.Short, right.Label)
	if len(said.Codes) > 0 {
		var names []string
		for _, id := range said.Codes {
			if info, ok := law.LookupCode(id); ok {
				names = append(names, info.Short)
			}
		}
		verb := "rules"
		if len(names) > 1 {
			verb = "rule"
		}
		s += fmt.Sprintf(" That is what %s %s, not %s.", andList(names), verb, q.Code.Short)
	}
	return s
}

func andList(s []string) string {
	switch len(s) {
	case 0:
		return ""
	case 1:
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

// DiffersOn says on what another code's ruling differs from this code's,
// each field with what the other code says: "offender (Black, not White);
// options (adds retract; lacks move-king)". "" when they agree.
func (q *Quiz) DiffersOn(o Ruled) string {
	var parts []string
	for _, f := range q.Differences(o) {
		here, there := q.answer(f, q.Code, q.Ruled.Ruling), q.answer(f, q.Code, o.Ruling)
		if f == FieldOptions {
			offender := ""
			if q.Ruled.Ruling != nil {
				offender = q.Ruled.Ruling.Offender
			}
			parts = append(parts, "options ("+setChange(splitKey(here.Key), splitKey(there.Key), offender)+")")
			continue
		}
		parts = append(parts, fmt.Sprintf("%s (%s, not %s)", f, keyWords(there), keyWords(here)))
	}
	return strings.Join(parts, "; ")
}

// keyWords names an answer briefly, in words: "none" for none.
func keyWords(c Choice) string {
	if c.Key == "" || c.Key == "none" {
		return "none"
	}
	return lowerFirst(c.Label)
}

// lowerFirst lowers the first letter, but not of a side's name.
func lowerFirst(s string) string {
	if s == "" || strings.HasPrefix(s, "White") || strings.HasPrefix(s, "Black") {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

func splitKey(k string) []string {
	if k == "" {
		return nil
	}
	return strings.Split(k, ",")
}

// setChange says how the set of options there differs from the set
// here, each option in words.
func setChange(here, there []string, offender string) string {
	words := func(o string) string { return lowerFirst(strings.TrimSuffix(rules.DescribeOption(o, offender), ".")) }
	var adds, lacks []string
	for _, o := range there {
		if !slices.Contains(here, o) {
			adds = append(adds, words(o))
		}
	}
	for _, o := range here {
		if !slices.Contains(there, o) {
			lacks = append(lacks, words(o))
		}
	}
	var out []string
	if len(adds) > 0 {
		out = append(out, "adds: "+strings.Join(adds, "; "))
	}
	if len(lacks) > 0 {
		out = append(out, "lacks: "+strings.Join(lacks, "; "))
	}
	if len(out) == 0 {
		return "none"
	}
	return strings.Join(out, "; ")
}
