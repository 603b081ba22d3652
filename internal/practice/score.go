package practice

import (
	"cmp"
	"hash/fnv"
	"slices"
)

// Result is how one item was answered.
type Result struct {
	Item  string // the item's ID
	Title string
	Code  string
	// Articles are the articles the answers count for: the ruling's, or,
	// with nothing to rule on, those the scenario turns on.
	Articles []string
	Fields   []Field
	Right    []bool
	// Missed are the articles to read again: the ruling's articles when
	// any answer was wrong.
	Missed []string
}

// NRight counts the right answers.
func (r Result) NRight() int {
	n := 0
	for _, ok := range r.Right {
		if ok {
			n++
		}
	}
	return n
}

// AllRight reports whether every answer was right.
func (r Result) AllRight() bool { return r.NRight() == len(r.Right) }

// Result scores the answers given (indexes into each question's choices,
// in order).
func (q *Quiz) Result(answers []int) Result {
	res := Result{Item: q.Item.ID, Title: q.Item.Title, Code: q.Code.ID}
	if r := q.Ruled.Ruling; r != nil {
		res.Articles = slices.Clone(r.Articles)
	} else {
		res.Articles = slices.Clone(q.Item.Articles[q.Code.ID])
	}
	for i, qu := range q.Questions {
		res.Fields = append(res.Fields, qu.Field)
		res.Right = append(res.Right, i < len(answers) && qu.Check(answers[i]))
	}
	if !res.AllRight() {
		res.Missed = slices.Clone(res.Articles)
	}
	return res
}

// Tally counts questions asked and answered right.
type Tally struct {
	Asked int `json:"asked"`
	Right int `json:"right"`
}

func (t *Tally) add(asked, right int) { t.Asked += asked; t.Right += right }

// ItemRecord is what is remembered of one item under one code.
type ItemRecord struct {
	Seen      int  `json:"seen"`       // times answered
	Missed    int  `json:"missed"`     // times with a wrong answer
	Streak    int  `json:"streak"`     // answered all right this many times running
	LastRound int  `json:"last_round"` // the round it was last answered in
	LastWrong bool `json:"last_wrong"` // the last time, an answer was wrong: ask it first next round
}

// Scores are the practice scores kept on disk.
type Scores struct {
	Version int `json:"version"`
	// Rounds counts the rounds finished.
	Rounds int `json:"rounds"`
	// Codes: per code id. Articles: per "code ARTICLE" ("bca1862 VI").
	Codes    map[string]Tally      `json:"codes"`
	Articles map[string]Tally      `json:"articles"`
	Items    map[string]ItemRecord `json:"items"` // per "code item-id"
}

// FormatVersion is the version of the score file this program writes.
const FormatVersion = 1

// NewScores is an empty score.
func NewScores() Scores {
	return Scores{Version: FormatVersion, Codes: map[string]Tally{}, Articles: map[string]Tally{}, Items: map[string]ItemRecord{}}
}

// ArticleKey is how an article is named in the scores.
func ArticleKey(code, id string) string { return code + " " + id }

func itemKey(code, id string) string { return code + " " + id }

// Add counts a result, in the round now being played (Rounds+1).
func (s *Scores) Add(r Result) {
	s.init()
	asked, right := len(r.Right), r.NRight()
	t := s.Codes[r.Code]
	t.add(asked, right)
	s.Codes[r.Code] = t
	for _, a := range r.Articles {
		k := ArticleKey(r.Code, a)
		t := s.Articles[k]
		t.add(asked, right)
		s.Articles[k] = t
	}
	k := itemKey(r.Code, r.Item)
	rec := s.Items[k]
	rec.Seen++
	rec.LastRound = s.Rounds + 1
	rec.LastWrong = !r.AllRight()
	if rec.LastWrong {
		rec.Missed++
		rec.Streak = 0
	} else {
		rec.Streak++
	}
	s.Items[k] = rec
}

// init makes the maps a file may lack ("codes": null).
func (s *Scores) init() {
	if s.Codes == nil {
		s.Codes = map[string]Tally{}
	}
	if s.Articles == nil {
		s.Articles = map[string]Tally{}
	}
	if s.Items == nil {
		s.Items = map[string]ItemRecord{}
	}
}

// Record is the item's record under a code (zero if never answered).
func (s Scores) Record(code, id string) ItemRecord { return s.Items[itemKey(code, id)] }

// RoundSize is the default number of items in a round.
const RoundSize = 5

// PlanRound picks the next round's items under a code, at most n: the
// spaced-repetition rule is that an item answered wrong the last time comes
// first (the longest missed first), then items never asked (in an order
// that mixes the topics, the same for everyone, or a saved game's in the
// game's order; at most one of them where nothing is irregular), then items answered right, those with the
// shortest run of right answers and asked longest ago first.
func PlanRound(items []Item, code string, s Scores, n int) []Item {
	if n <= 0 {
		n = RoundSize
	}
	type ranked struct {
		it    Item
		class int // 0 missed, 1 never asked, 2 answered right
		rec   ItemRecord
		hash  uint64
	}
	var rs []ranked
	for _, it := range items {
		rec, seen := s.Items[itemKey(code, it.ID)]
		class := 1
		switch {
		case seen && rec.LastWrong:
			class = 0
		case seen:
			class = 2
		}
		h := fnv.New64a()
		h.Write([]byte(code + " " + it.ID))
		rs = append(rs, ranked{it, class, rec, h.Sum64()})
	}
	slices.SortStableFunc(rs, func(a, b ranked) int {
		if c := cmp.Compare(a.class, b.class); c != 0 {
			return c
		}
		switch a.class {
		case 0:
			if c := cmp.Compare(a.rec.LastRound, b.rec.LastRound); c != 0 {
				return c
			}
		case 2:
			if c := cmp.Compare(a.rec.Streak, b.rec.Streak); c != 0 {
				return c
			}
			if c := cmp.Compare(a.rec.LastRound, b.rec.LastRound); c != 0 {
				return c
			}
		}
		if a.it.At > 0 && b.it.At > 0 {
			// A saved game's rulings, in the game's order.
			return cmp.Compare(a.it.At, b.it.At)
		}
		return cmp.Compare(a.hash, b.hash)
	})
	// Among the items never asked, one where nothing is irregular is
	// enough for a round: the others wait behind the rest never asked.
	// Only the first n of that order are taken, so an item is played (to
	// ask whether it is quiet) only when the round might take it: a saved
	// game with a ruling a ply is not replayed once for every ruling.
	var out []Item
	var quietLater []Item
	quietTaken := false
	for _, r := range rs {
		if len(out) == n {
			return out
		}
		if r.class == 1 && quiet(r.it, code) {
			if quietTaken {
				quietLater = append(quietLater, r.it)
				continue
			}
			quietTaken = true
		}
		if r.class == 2 && quietLater != nil {
			out, quietLater = append(out, quietLater[:min(len(quietLater), n-len(out))]...), nil
			if len(out) == n {
				return out
			}
		}
		out = append(out, r.it)
	}
	out = append(out, quietLater...)
	return out[:min(n, len(out))]
}

// quiet reports whether nothing is to be ruled on at the item's question
// under the code.
func quiet(it Item, code string) bool {
	g, err := it.Play(code)
	return err != nil || target(g.Report(), it.At) == nil
}

// Summary is the end of a round.
type Summary struct {
	Code    string
	Results []Result
	Asked   int
	Right   int
	// ToRead are the articles of the items with a wrong answer, in the
	// order first missed, each once.
	ToRead []string
}

// Summarize sums up a round's results.
func Summarize(code string, results []Result) Summary {
	s := Summary{Code: code, Results: results}
	for _, r := range results {
		s.Asked += len(r.Right)
		s.Right += r.NRight()
		for _, a := range r.Missed {
			if !slices.Contains(s.ToRead, a) {
				s.ToRead = append(s.ToRead, a)
			}
		}
	}
	return s
}
