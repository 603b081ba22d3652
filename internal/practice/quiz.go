package practice

import (
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/arbiter-chess/arbiter/assets"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/plain"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// Field is what a question asks about the ruling.
type Field string

// The questions, in the order they are asked.
const (
	FieldOffence  Field = "offence"
	FieldOffender Field = "offender"
	FieldChooser  Field = "chooser"
	FieldOptions  Field = "options"
	FieldArticle  Field = "article"
)

// Choice is one answer offered.
type Choice struct {
	// Key is the answer in a canonical form: two choices are the same
	// answer exactly when their keys are equal.
	Key   string
	Label string
	// Codes are the other codes whose answer this is (a distractor taken
	// from them), to say so when it is picked.
	Codes []string
	// Reading, when set, makes this answer right too: another reading of
	// the same words gives it (docs/readings.md), though the program
	// takes the Right one.
	Reading string
}

// Question is one multiple-choice question; Right indexes the program's
// answer, and a choice with a Reading is accepted as well.
type Question struct {
	Field   Field
	Prompt  string
	Choices []Choice
	Right   int
}

// Ruled is one code's answer at the question point.
type Ruled struct {
	Code law.CodeInfo
	// Ruling is the ruling the question is about; nil when there is
	// nothing to rule on.
	Ruling *rules.Ruling
	// Err says why the events cannot be played under this code.
	Err error
}

// Quiz is the questions on one item under one code, with the core's
// rulings they come from.
type Quiz struct {
	Item Item
	Code law.CodeInfo
	// Game is the game at the question point, under Code.
	Game      *rules.Game
	Ruled     Ruled
	Others    []Ruled // the other codes, oldest first
	Questions []Question
}

// Build rules the item under the code and asks about its ruling. An item
// the code cannot play is an error (see Playable).
func Build(it Item, code string) (*Quiz, error) {
	info, ok := law.LookupCode(code)
	if !ok {
		return nil, fmt.Errorf("unknown code %q", code)
	}
	g, err := it.Play(code)
	if err != nil {
		return nil, err
	}
	q := &Quiz{Item: it, Code: info, Game: g, Ruled: Ruled{Code: info, Ruling: target(g.Report(), it.At)}}
	for _, other := range law.Codes() {
		if other.ID == code {
			continue
		}
		r := Ruled{Code: other}
		og, err := it.Play(other.ID)
		if err != nil {
			r.Err = err
		} else {
			r.Ruling = target(og.Report(), it.At)
		}
		q.Others = append(q.Others, r)
	}
	q.Questions = q.ask()
	return q, nil
}

// target is the ruling a question is about: the last one raised by the
// latest event that raised any (by event at, when at > 0); nil if none.
func target(rep rules.Report, at int) *rules.Ruling {
	var best *rules.Ruling
	for i := range rep.Rulings {
		r := &rep.Rulings[i]
		if at > 0 && r.Event != at {
			continue
		}
		if best == nil || r.Event >= best.Event {
			best = r
		}
	}
	if best == nil {
		return nil
	}
	c := *best
	return &c
}

// ask makes the questions: the offence, and when there is a ruling, who
// offended, who chooses, what may be demanded and which article says so.
func (q *Quiz) ask() []Question {
	out := []Question{q.question(FieldOffence, "Was there an offence, and which?")}
	if q.Ruled.Ruling == nil {
		return out
	}
	out = append(out,
		q.question(FieldOffender, "Who offended?"),
		q.question(FieldChooser, "Who chooses the penalty?"),
		q.question(FieldOptions, "Which penalties does the law give?"),
	)
	if len(q.Ruled.Ruling.Articles) > 0 {
		out = append(out, q.question(FieldArticle, "Which article says so?"))
	}
	return out
}

// maxChoices is how many answers a question offers at most.
const maxChoices = 4

// question builds one question: the right answer from this code's ruling,
// then the other codes' answers, then near misses, until there are
// maxChoices distinct answers.
func (q *Quiz) question(f Field, prompt string) Question {
	right := q.answer(f, q.Code, q.Ruled.Ruling)
	choices := []Choice{right}
	allowed := q.allowed(f)
	add := func(c Choice) {
		if len(choices) >= maxChoices {
			return
		}
		for i := range choices {
			if choices[i].Key == c.Key {
				choices[i].Codes = union(choices[i].Codes, c.Codes)
				return
			}
		}
		choices = append(choices, c)
	}
	// The answers another reading of the words gives first: they must be
	// offered, since they are accepted.
	for _, c := range allowed {
		if c.Key != right.Key {
			add(c)
		}
	}
	// The other codes' answers next: the commonest confusion is another
	// code's rule. (Articles are this code's; see nearMisses.)
	for _, o := range q.Others {
		if o.Err != nil || f == FieldArticle {
			continue
		}
		c := q.answer(f, q.Code, o.Ruling)
		c.Codes = []string{o.Code.ID}
		if c.Key == right.Key {
			continue
		}
		add(c)
	}
	for _, c := range q.nearMisses(f) {
		if c.Key != right.Key {
			add(c)
		}
	}
	qu := Question{Field: f, Prompt: prompt, Choices: choices}
	switch f {
	case FieldOffender, FieldChooser:
		// People are listed in a fixed order: White, Black, the umpire, no one.
		rank := []string{"white", "black", "umpire", "none"}
		slices.SortStableFunc(qu.Choices, func(a, b Choice) int {
			return slices.Index(rank, a.Key) - slices.Index(rank, b.Key)
		})
	default:
		shuffle(qu.Choices, q.Item.ID+"/"+q.Code.ID+"/"+string(f))
	}
	for i, c := range qu.Choices {
		if c.Key == right.Key {
			qu.Right = i
		}
	}
	return qu
}

// answer is a ruling's answer to a field (nil: nothing to rule on).
func (q *Quiz) answer(f Field, info law.CodeInfo, r *rules.Ruling) Choice {
	switch f {
	case FieldOffence:
		if r == nil {
			return kindChoice("")
		}
		return kindChoice(r.Kind)
	case FieldOffender:
		if r == nil {
			return playerChoice("")
		}
		return playerChoice(r.Offender)
	case FieldChooser:
		if r == nil {
			return chooserChoice("")
		}
		return chooserChoice(r.Chooser)
	case FieldOptions:
		if r == nil {
			return optionsChoice(nil, "")
		}
		return optionsChoice(demandable(r), r.Offender)
	case FieldArticle:
		if r == nil {
			return Choice{}
		}
		return q.articleChoice(r.Articles)
	}
	return Choice{}
}

// demandable is the penalties the law gives for the case, whatever became
// of them since (chosen, waived, lapsed: the reveal says which); none
// where it gives no penalty.
func demandable(r *rules.Ruling) []string {
	if r.State == rules.StateNoPenalty {
		return nil
	}
	return r.Options
}

func kindChoice(kind string) Choice {
	if kind == "" {
		return Choice{Key: "", Label: "No offence"}
	}
	return Choice{Key: kind, Label: upperFirst(law.DescribeKind(kind))}
}

func playerChoice(p string) Choice {
	switch p {
	case "white":
		return Choice{Key: "white", Label: "White"}
	case "black":
		return Choice{Key: "black", Label: "Black"}
	}
	return Choice{Key: "none", Label: "No one"}
}

func chooserChoice(p string) Choice {
	switch p {
	case "white", "black":
		return playerChoice(p)
	case "umpire":
		return Choice{Key: "umpire", Label: "The umpire"}
	}
	return Choice{Key: "none", Label: "No one: the law settles it, or there is no penalty"}
}

// optionsChoice is a set of options: the key is the set, sorted; the label
// says each in words, in the core's order.
func optionsChoice(opts []string, offender string) Choice {
	if len(opts) == 0 {
		return Choice{Key: "", Label: "None"}
	}
	key := slices.Clone(opts)
	slices.Sort(key)
	return Choice{Key: strings.Join(key, ","), Label: upperFirst(optionWords(opts, func(o string) string { return rules.DescribeOption(o, offender) }))}
}

// articleChoice names a set of articles of the quiz's code with their
// titles; the key is the set, sorted. No articles, no key.
func (q *Quiz) articleChoice(ids []string) Choice {
	if len(ids) == 0 {
		return Choice{}
	}
	key := slices.Clone(ids)
	slices.Sort(key)
	var titles []string
	for _, id := range ids {
		if a, ok := assets.Lookup(q.Code.ID, id); ok && a.Title != "" {
			titles = append(titles, a.Title)
		}
	}
	label := plain.Articles(q.Code, ids)
	if len(titles) > 0 {
		label += " (" + strings.Join(titles, "; ") + ")"
	}
	return Choice{Key: strings.Join(key, ","), Label: label}
}

// shuffle orders choices pseudo-randomly but the same way every time for
// the same item, code and question, so that a view can be tested.
func shuffle(cs []Choice, seed string) {
	h := fnv.New64a()
	h.Write([]byte(seed))
	r := rand.New(rand.NewPCG(h.Sum64(), 0x9e3779b97f4a7c15))
	r.Shuffle(len(cs), func(i, j int) { cs[i], cs[j] = cs[j], cs[i] })
}

func union(a, b []string) []string {
	out := slices.Clone(a)
	for _, s := range b {
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// Check says whether the answer given (an index into the question's
// choices) is right: the program's answer, or one a reading of the words
// allows.
func (qu Question) Check(given int) bool {
	if given == qu.Right {
		return true
	}
	return given >= 0 && given < len(qu.Choices) && qu.Choices[given].Reading != ""
}

// ByReading reports whether the answer given is right by another reading
// of the words than the program's (see Check).
func (qu Question) ByReading(given int) bool {
	return given != qu.Right && qu.Check(given)
}

// allowed is the answers to a field that the other readings of the
// scenario's words give under the quiz's code (none where the words
// decide), each marked with its reading.
func (q *Quiz) allowed(f Field) []Choice {
	rd, ok := q.Item.Readings[q.Code.ID]
	if !ok || f == FieldArticle {
		return nil
	}
	var out []Choice
	for _, a := range rd.Allows {
		c := q.answer(f, q.Code, alternative(q.Ruled.Ruling, a))
		c.Reading = a.Reading
		if c.Reading == "" {
			c.Reading = rd.Ref
		}
		out = append(out, c)
	}
	return out
}

// alternative is the ruling another reading gives: the program's with the
// fields the reading names replaced; nil where it finds no offence.
func alternative(r *rules.Ruling, a incidents.Allowed) *rules.Ruling {
	if a.Kind != nil && *a.Kind == "" {
		return nil
	}
	var alt rules.Ruling
	if r != nil {
		alt = *r
		alt.Options = slices.Clone(r.Options)
	}
	if a.Kind != nil {
		alt.Kind = *a.Kind
	}
	if a.Offender != nil {
		alt.Offender = *a.Offender
	}
	if a.Chooser != nil {
		alt.Chooser = *a.Chooser
	}
	if a.Options != nil {
		alt.Options = slices.Clone(*a.Options)
		if alt.State == rules.StateNoPenalty && len(alt.Options) > 0 {
			alt.State = rules.StatePending
		}
	}
	return &alt
}
