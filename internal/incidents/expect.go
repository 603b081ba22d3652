package incidents

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// Expectation is what a code must rule on a script, in the format of the
// shared conformance checker (../shared/conformance/check): every field is
// optional, and only the fields given are compared.
type Expectation struct {
	Exit             *int                `json:"exit,omitempty"`
	Rulings          []RulingWant        `json:"rulings,omitempty"`
	RulingsCount     *int                `json:"rulings_count,omitempty"`
	NoRulingsAgainst string              `json:"no_rulings_against,omitempty"`
	Obligations      []map[string]string `json:"obligations,omitempty"`
	ObligationsCount *int                `json:"obligations_count,omitempty"`
	Turn             string              `json:"turn,omitempty"`
	Result           string              `json:"result,omitempty"`
	Moves            []string            `json:"moves,omitempty"`
	Board            string              `json:"board,omitempty"`
	FEN              string              `json:"fen,omitempty"`
	// Because is the article and the words of it that decide the case
	// (the scenario library's; the checker ignores it).
	Because string `json:"because,omitempty"`
	// Reading, where the words do not decide the case, links the reading
	// of them the expectation rests on ("docs/readings.md#r8"); absent,
	// the words decide. The checker ignores it (docs/scenarios.md).
	Reading string `json:"reading,omitempty"`
	// Allows are the answers other readings of the same words give, which
	// practice accepts beside the program's (only with a Reading).
	Allows []Allowed `json:"allows,omitempty"`
	// CorePending is what the code will rule once the core is mended as an
	// open issue asks: the expectation above is the core's as it stands,
	// kept so that the library stays green; the one who mends the core
	// swaps this in. The checker ignores it.
	CorePending *Pending `json:"core_pending,omitempty"`
	// NextFirst is who moves first in the next game of the match once this
	// one is over (rules.Game.NextFirstMove): the library's own key, which
	// the checker ignores (docs/scenarios.md).
	NextFirst *NextWant `json:"next_first,omitempty"`
}

// NextWant is the next game's first move a scenario asserts: who ("white",
// "black", or "" where the code leaves it undecided or to the odds), the
// articles that must all be cited, and whether the code leaves it open or
// to the odds.
type NextWant struct {
	Who       string   `json:"who"`
	Articles  []string `json:"articles,omitempty"`
	Undecided bool     `json:"undecided,omitempty"`
	ByOdds    bool     `json:"by_odds,omitempty"`
}

// differences says where the next game's first move differs from w.
func (w NextWant) differences(n law.NextFirst) []string {
	var errs []string
	if n.Who != w.Who || n.Undecided != w.Undecided || n.ByOdds != w.ByOdds {
		errs = append(errs, fmt.Sprintf("next game's first move: want %+v, got who %q undecided %v by odds %v (%s)", w, n.Who, n.Undecided, n.ByOdds, n.Note))
	}
	for _, a := range w.Articles {
		if !slices.Contains(n.Articles, a) {
			errs = append(errs, fmt.Sprintf("next game's first move: articles: want %v among %v", w.Articles, n.Articles))
			break
		}
	}
	return errs
}

// Allowed is one answer another reading gives: each field given replaces
// the program's ruling's, a field left out is the same; "kind": "" is no
// offence at all.
type Allowed struct {
	Reading  string    `json:"reading,omitempty"`
	Kind     *string   `json:"kind,omitempty"`
	Offender *string   `json:"offender,omitempty"`
	Chooser  *string   `json:"chooser,omitempty"`
	Options  *[]string `json:"options,omitempty"`
}

// Pending is an expectation waiting on a change to the core: the issue
// that asks for it, and the expectation to put in its place.
type Pending struct {
	Issue  int         `json:"issue"`
	Expect Expectation `json:"expect"`
}

// RulingWant is a ruling that must be present: matched on kind (and
// offender, if given); chooser, state and chosen compared exactly, options
// as a set, articles must all be among the ruling's.
type RulingWant struct {
	Kind     string    `json:"kind"`
	Offender *string   `json:"offender,omitempty"`
	Chooser  *string   `json:"chooser,omitempty"`
	State    *string   `json:"state,omitempty"`
	Chosen   *string   `json:"chosen,omitempty"`
	Options  *[]string `json:"options,omitempty"`
	Articles []string  `json:"articles,omitempty"`
	// AppealedBy and Binding are the library's own (the checker ignores
	// them): who appealed to the umpire on the ruling, and whether both
	// did (docs/scenarios.md).
	AppealedBy *string `json:"appealed_by,omitempty"`
	Binding    *bool   `json:"binding,omitempty"`
}

// ReadExpectations reads a .expect file: an object keyed by code id, "*"
// standing for every code without a key of its own.
func ReadExpectations(data []byte) (map[string]Expectation, error) {
	var byCode map[string]Expectation
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&byCode); err != nil {
		return nil, fmt.Errorf("expectations: %w", err)
	}
	for code, e := range byCode {
		if err := e.checkReading(); err != nil {
			return nil, fmt.Errorf("expectations for %s: %w", code, err)
		}
	}
	return byCode, nil
}

// ReadingPrefix is where every reading is documented, one anchor each.
const ReadingPrefix = "docs/readings.md#"

// checkReading: a reading is a link into docs/readings.md, and answers
// other readings allow need a reading of the program's to stand beside.
func (e Expectation) checkReading() error {
	if e.Reading != "" && !validReading(e.Reading) {
		return fmt.Errorf("reading %q is not %sNAME", e.Reading, ReadingPrefix)
	}
	if len(e.Allows) > 0 && e.Reading == "" {
		return errors.New("allows: other readings' answers without a reading of the program's")
	}
	for i, a := range e.Allows {
		if a.Reading != "" && !validReading(a.Reading) {
			return fmt.Errorf("allows %d: reading %q is not %sNAME", i+1, a.Reading, ReadingPrefix)
		}
		if a.Kind == nil && a.Offender == nil && a.Chooser == nil && a.Options == nil {
			return fmt.Errorf("allows %d: no answer (kind, offender, chooser or options)", i+1)
		}
	}
	if p := e.CorePending; p != nil {
		if p.Issue < 1 {
			return errors.New("core_pending: no issue number")
		}
		if err := p.Expect.checkReading(); err != nil {
			return fmt.Errorf("core_pending: %w", err)
		}
	}
	return nil
}

func validReading(ref string) bool {
	name, ok := strings.CutPrefix(ref, ReadingPrefix)
	return ok && name != "" && !strings.ContainsAny(name, " #/")
}

// ReadingName is the anchor of a reading link ("r8" of
// "docs/readings.md#r8"), or "" when there is no reading.
func ReadingName(ref string) string {
	name, _ := strings.CutPrefix(ref, ReadingPrefix)
	return name
}

// For returns the expectation for a code, and whether there is one.
func ForCode(byCode map[string]Expectation, code string) (Expectation, bool) {
	if e, ok := byCode[code]; ok {
		return e, true
	}
	e, ok := byCode["*"]
	return e, ok
}

// Check compares what a script gave under a code (its report, or the error
// that stopped it) with the expectation, and says every difference.
func (want Expectation) Check(rep rules.Report, runErr error) []string {
	wantExit := 0
	if want.Exit != nil {
		wantExit = *want.Exit
	}
	gotExit := 0
	if runErr != nil {
		gotExit = 2
	}
	if gotExit != wantExit {
		reason := ""
		if runErr != nil {
			reason = ": " + lineMessage(runErr)
		}
		return []string{fmt.Sprintf("exit %d, want %d%s", gotExit, wantExit, reason)}
	}
	if gotExit != 0 {
		return nil
	}
	var out []string
	bad := func(format string, a ...any) { out = append(out, fmt.Sprintf(format, a...)) }
	if want.Turn != "" && rep.Turn != want.Turn {
		bad("turn: want %s, got %s", want.Turn, rep.Turn)
	}
	if want.Result != "" && rep.Result != want.Result {
		bad("result: want %s, got %s", want.Result, rep.Result)
	}
	if want.Moves != nil && !slices.Equal(rep.Moves, want.Moves) {
		bad("moves: want %v, got %v", want.Moves, rep.Moves)
	}
	fen := strings.Fields(rep.FEN)
	if want.Board != "" && (len(fen) == 0 || fen[0] != want.Board) {
		bad("board: want %s, got %s", want.Board, rep.FEN)
	}
	if want.FEN != "" && (len(fen) < 4 || !slices.Equal(fen[:4], strings.Fields(want.FEN)[:4])) {
		bad("fen: want %s, got %s", want.FEN, rep.FEN)
	}
	if want.RulingsCount != nil && len(rep.Rulings) != *want.RulingsCount {
		bad("rulings: want %d, got %d: %v", *want.RulingsCount, len(rep.Rulings), rulingKinds(rep))
	}
	for _, w := range want.Rulings {
		if problem := w.findIn(rep.Rulings); problem != "" {
			bad("%s", problem)
		}
	}
	if c := want.NoRulingsAgainst; c != "" {
		for _, r := range rep.Rulings {
			if r.Offender == c && r.State != rules.StateNoPenalty {
				bad("a ruling against %s: %s (%s)", c, r.Kind, r.State)
			}
		}
	}
	if want.ObligationsCount != nil && len(rep.Obligations) != *want.ObligationsCount {
		bad("obligations: want %d, got %d: %+v", *want.ObligationsCount, len(rep.Obligations), rep.Obligations)
	}
	for _, w := range want.Obligations {
		if !hasObligation(rep.Obligations, w) {
			bad("no obligation %v; have %+v", w, rep.Obligations)
		}
	}
	return out
}

func lineMessage(err error) string {
	var le *LineError
	if errors.As(err, &le) {
		return le.Error()
	}
	return err.Error()
}

func rulingKinds(rep rules.Report) []string {
	var out []string
	for _, r := range rep.Rulings {
		out = append(out, r.Kind)
	}
	return out
}

// findIn says what is wrong, or "" when a ruling matches.
func (w RulingWant) findIn(have []rules.Ruling) string {
	var candidates []rules.Ruling
	for _, r := range have {
		if r.Kind == w.Kind && (w.Offender == nil || *w.Offender == r.Offender) {
			candidates = append(candidates, r)
		}
	}
	if len(candidates) == 0 {
		who := "any"
		if w.Offender != nil {
			who = *w.Offender
		}
		return fmt.Sprintf("no ruling %s (offender %s)", w.Kind, who)
	}
	var errs []string
	for _, r := range candidates {
		errs = w.differences(r)
		if len(errs) == 0 {
			return ""
		}
	}
	return fmt.Sprintf("ruling %s: %s", w.Kind, strings.Join(errs, "; "))
}

func (w RulingWant) differences(r rules.Ruling) []string {
	var errs []string
	exact := func(name string, want *string, got string) {
		if want != nil && *want != got {
			errs = append(errs, fmt.Sprintf("%s: want %q, got %q", name, *want, got))
		}
	}
	exact("chooser", w.Chooser, r.Chooser)
	exact("state", w.State, r.State)
	exact("chosen", w.Chosen, r.Chosen)
	exact("appealed_by", w.AppealedBy, r.AppealedBy)
	if w.Binding != nil && *w.Binding != r.Binding {
		errs = append(errs, fmt.Sprintf("binding: want %v, got %v", *w.Binding, r.Binding))
	}
	if w.Options != nil {
		a, b := slices.Clone(*w.Options), slices.Clone(r.Options)
		slices.Sort(a)
		slices.Sort(b)
		if !slices.Equal(a, b) {
			errs = append(errs, fmt.Sprintf("options: want %v, got %v", a, b))
		}
	}
	for _, a := range w.Articles {
		if !slices.Contains(r.Articles, a) {
			errs = append(errs, fmt.Sprintf("articles: want %v among %v", w.Articles, r.Articles))
			break
		}
	}
	return errs
}

func hasObligation(have []rules.Obligation, w map[string]string) bool {
	for _, o := range have {
		if (w["player"] == "" || w["player"] == o.Player) && (w["duty"] == "" || w["duty"] == o.Duty) &&
			(w["square"] == "" || w["square"] == o.Square) {
			return true
		}
	}
	return false
}
