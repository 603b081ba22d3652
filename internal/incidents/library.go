package incidents

import (
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/arbiter-chess/arbiter/assets"
	"github.com/arbiter-chess/arbiter/internal/law"
)

// Scenario is one incident of the library (docs/scenarios.md): its script
// and the rulings each code must give on it.
type Scenario struct {
	ID        string // NNN-slug
	Title     string
	Topic     string
	Narrative string
	Source    string
	// Articles are the articles the scenario turns on, per code.
	Articles map[string][]string
	// Ask is the number of events after which the question is asked.
	Ask    int
	Script Script
	Expect map[string]Expectation
}

// LoadLibrary reads the scenario library embedded in the binary.
func LoadLibrary() ([]Scenario, error) {
	lib, err := assets.Incidents()
	if err != nil {
		return nil, err
	}
	return ReadLibrary(lib)
}

// ReadLibrary reads scenarios from a file system holding NNN-slug.inc files,
// each with its NNN-slug.expect beside it: a case directory (cases.go)
// whose scripts carry the tags of a scenario.
func ReadLibrary(lib fs.FS) ([]Scenario, error) {
	names, err := fs.Glob(lib, "*.inc")
	if err != nil {
		return nil, fmt.Errorf("the scenario library: %w", err)
	}
	slices.Sort(names)
	var out []Scenario
	for _, name := range names {
		id := strings.TrimSuffix(name, ".inc")
		sc, err := readScenario(lib, id)
		if err != nil {
			return nil, err
		}
		out = append(out, sc)
	}
	return out, nil
}

func readScenario(lib fs.FS, id string) (Scenario, error) {
	src, err := fs.ReadFile(lib, id+".inc")
	if err != nil {
		return Scenario{}, fmt.Errorf("scenario %s: %w", id, err)
	}
	script, err := ParseString(string(src))
	if err != nil {
		return Scenario{}, fmt.Errorf("scenario %s.inc: %w", id, err)
	}
	expect, err := readExpectFile(lib, path.Clean(id+".expect"))
	if err != nil {
		return Scenario{}, fmt.Errorf("scenario %s: %w", id, err)
	}
	sc := Scenario{ID: id, Script: script, Expect: expect, Articles: map[string][]string{}, Ask: len(script.Events)}
	sc.Title, _ = script.Tag("Title")
	sc.Topic, _ = script.Tag("Topic")
	sc.Narrative, _ = script.Tag("Narrative")
	sc.Source, _ = script.Tag("Source")
	if v, ok := script.Tag("Ask"); ok {
		n, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || n < 1 || n > len(script.Events) {
			return Scenario{}, fmt.Errorf("scenario %s.inc: Ask %q is not an event number from 1 to %d", id, v, len(script.Events))
		}
		sc.Ask = n
	}
	if v, ok := script.Tag("Articles"); ok {
		for _, f := range strings.Fields(v) {
			code, art, found := strings.Cut(f, ":")
			if !found {
				return Scenario{}, fmt.Errorf("scenario %s.inc: Articles entry %q is not code:ARTICLE", id, f)
			}
			sc.Articles[code] = append(sc.Articles[code], art)
		}
	}
	return sc, nil
}

// TurnsOn reports whether the scenario turns on the article under the code
// (any code when code is "").
func (sc Scenario) TurnsOn(code, article string) bool {
	for c, arts := range sc.Articles {
		if (code == "" || c == code) && slices.Contains(arts, article) {
			return true
		}
	}
	return false
}

// Filter keeps the scenarios with the topic (if given), turning on the
// article (if given) under the code (if given).
func Filter(all []Scenario, code, topic, article string) []Scenario {
	var out []Scenario
	for _, sc := range all {
		if topic != "" && sc.Topic != topic {
			continue
		}
		if article != "" && !sc.TurnsOn(code, article) {
			continue
		}
		if code != "" && article == "" && len(sc.Articles) > 0 && sc.Articles[code] == nil {
			continue
		}
		out = append(out, sc)
	}
	return out
}

// WithPending is the scenario with each code's core_pending expectation
// in place of the one it waits on: what the library will expect once the
// core is mended as the open issues ask.
func (sc Scenario) WithPending() Scenario {
	out := sc
	out.Expect = make(map[string]Expectation, len(sc.Expect))
	for code, e := range sc.Expect {
		if e.CorePending != nil {
			e = e.CorePending.Expect
		}
		out.Expect[code] = e
	}
	return out
}

// PendingList lists "NNN-slug [code] issue N" for each expectation
// waiting on a change to the core.
func PendingList(all []Scenario) []string {
	var out []string
	for _, sc := range all {
		for _, info := range law.Codes() {
			if e, ok := sc.Expect[info.ID]; ok && e.CorePending != nil {
				out = append(out, fmt.Sprintf("%s [%s] issue %d", sc.ID, info.ID, e.CorePending.Issue))
			}
		}
	}
	return out
}

// Outcome is a scenario's check under one code.
type Outcome struct {
	Scenario string
	Code     string
	Problems []string // empty when the code rules as expected
}

// CheckScenario runs the scenario under every code it has an expectation
// for and compares.
func CheckScenario(sc Scenario) []Outcome {
	var out []Outcome
	for _, info := range law.Codes() {
		want, ok := ForCode(sc.Expect, info.ID)
		if !ok {
			continue
		}
		out = append(out, Outcome{Scenario: sc.ID, Code: info.ID, Problems: checkScript(sc.Script, info.ID, want)})
	}
	return out
}
