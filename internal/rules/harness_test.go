package rules_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// lawCase is one row of a code's table: a script and what the law must say.
type lawCase struct {
	name    string // the case, e.g. "touching an adverse man that cannot be taken"
	article string // the article it covers, quoted: `VI: "the offender must move his King"`
	script  string // incident notation, tags allowed
	want    []wantRuling
	// Optional checks of the state after the script.
	board       string // FEN piece placement
	turn        string
	result      string
	obligations []rules.Obligation // player, duty, square compared (articles ignored)
	noRulings   bool               // no ruling at all
}

type wantRuling struct {
	kind, offender, chooser, state, chosen string
	options                                []string // as a set; nil: not checked
	articles                               []string // must all be among the ruling's
}

// runLaw rules on each case under the code and checks it.
func runLaw(t *testing.T, code string, cases []lawCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			checkReport(t, ruleOn(t, code, c.article, c.script), c)
		})
	}
}

// ruleOn runs a case's script under the code and returns the report.
func ruleOn(t *testing.T, code, article, src string) rules.Report {
	t.Helper()
	if article == "" {
		t.Fatal("every case must quote the article it covers")
	}
	script, err := incidents.ParseString(src)
	if err != nil {
		t.Fatalf("script: %v", err)
	}
	g, err := incidents.Run(script, code)
	if err != nil {
		t.Fatalf("run: %v", err)
	}
	return g.Report()
}

func checkReport(t *testing.T, rep rules.Report, c lawCase) {
	t.Helper()
	if c.noRulings && len(rep.Rulings) > 0 {
		t.Errorf("want no ruling, got %v", kinds(rep))
	}
	for _, w := range c.want {
		found := false
		var problems []string
		for _, r := range rep.Rulings {
			if r.Kind != w.kind || (w.offender != "" && r.Offender != w.offender) {
				continue
			}
			problems = problems[:0]
			if w.chooser != "" && r.Chooser != w.chooser {
				problems = append(problems, "chooser "+r.Chooser+", want "+w.chooser)
			}
			if w.state != "" && r.State != w.state {
				problems = append(problems, "state "+r.State+", want "+w.state)
			}
			if w.chosen != "" && r.Chosen != w.chosen {
				problems = append(problems, "chosen "+r.Chosen+", want "+w.chosen)
			}
			if w.options != nil && !sameSet(w.options, r.Options) {
				problems = append(problems, "options "+strings.Join(r.Options, ",")+", want "+strings.Join(w.options, ","))
			}
			for _, a := range w.articles {
				if !slices.Contains(r.Articles, a) {
					problems = append(problems, "articles "+strings.Join(r.Articles, ",")+" lack "+a)
				}
			}
			if len(problems) == 0 {
				found = true
				break
			}
		}
		if !found {
			t.Errorf("no ruling %s (offender %q) as wanted: %v; rulings: %v", w.kind, w.offender, problems, describe(rep))
		}
	}
	fenBoard := strings.Fields(rep.FEN)[0]
	if c.board != "" && c.board != fenBoard {
		t.Errorf("board %s, want %s", fenBoard, c.board)
	}
	if c.turn != "" && c.turn != rep.Turn {
		t.Errorf("turn %s, want %s", rep.Turn, c.turn)
	}
	if c.result != "" && c.result != rep.Result {
		t.Errorf("result %s, want %s", rep.Result, c.result)
	}
	for _, w := range c.obligations {
		ok := false
		for _, o := range rep.Obligations {
			if o.Player == w.Player && o.Duty == w.Duty && (w.Square == "" || o.Square == w.Square) {
				ok = true
			}
		}
		if !ok {
			t.Errorf("no obligation %+v; have %+v", w, rep.Obligations)
		}
	}
}

func sameSet(a, b []string) bool {
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}

func kinds(rep rules.Report) []string {
	var out []string
	for _, r := range rep.Rulings {
		out = append(out, r.Kind)
	}
	return out
}

func describe(rep rules.Report) []string {
	var out []string
	for _, r := range rep.Rulings {
		out = append(out, r.Kind+"/"+r.Offender+"/"+r.Chooser+"/"+r.State+"/"+strings.Join(r.Options, ",")+"/"+strings.Join(r.Articles, ","))
	}
	return out
}
