// Package practice is the practice mode's logic, with no terminal: the
// items to practise (a scenario of the library, or each ruling a saved game
// raised), the questions asked on them under one code with their answers
// taken from the rules core, the score kept per code and per article, and
// the choice of what to ask next (what was missed comes first).
package practice

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/plain"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// Item is one incident to practise: a start position, the events played
// up to the question, and what to ask about there.
type Item struct {
	// ID names the item in the score file: the scenario's NNN-slug, or
	// "FILE@N" for the ruling a saved game raised at event N.
	ID        string
	Title     string
	Topic     string
	Narrative string
	Source    string // where a real game or dispute is cited
	// Setup is where the events begin; its Code is set by each code the
	// item is ruled under.
	Setup rules.Setup
	// Events are the events standing when the question is asked.
	Events []record.Event
	// At is, for a saved game, the event whose rulings the question is
	// about: another code that raised nothing at that event has nothing to
	// rule on there. 0 for a scenario: the question is about the latest
	// ruling raised up to the question point, whenever it was raised.
	At int
	// Because holds, per code, the words of the law that decide the
	// scenario (its .expect), to explain a wrong answer.
	Because map[string]string
	// Articles holds, per code, the articles the scenario turns on.
	Articles map[string][]string
	// Readings holds, per code, the reading of the law the ruling rests
	// on where the words do not decide it; a code absent is ruled by the
	// words.
	Readings map[string]Reading
}

// Reading is the reading a scenario's ruling under a code rests on
// (docs/readings.md), with the answers the other readings give.
type Reading struct {
	Ref    string // "docs/readings.md#r8"
	Allows []incidents.Allowed
}

// FromScenario makes the item of a library scenario: its events up to its
// question point (the Ask tag, by default after the last event).
func FromScenario(sc incidents.Scenario) (Item, error) {
	ask := min(max(sc.Ask, 0), len(sc.Script.Events))
	evs, err := standing(sc.Script.Events[:ask])
	if err != nil {
		return Item{}, fmt.Errorf("scenario %s: %w", sc.ID, err)
	}
	setup, err := incidents.SetupOf(sc.Script, "")
	if err != nil {
		return Item{}, fmt.Errorf("scenario %s: %w", sc.ID, err)
	}
	it := Item{
		ID: sc.ID, Title: sc.Title, Topic: sc.Topic, Narrative: sc.Narrative, Source: sc.Source,
		Setup: setup, Events: evs, Because: map[string]string{}, Articles: sc.Articles,
	}
	for code, e := range sc.Expect {
		it.Because[code] = e.Because
		if e.Reading != "" {
			if it.Readings == nil {
				it.Readings = map[string]Reading{}
			}
			it.Readings[code] = Reading{Ref: e.Reading, Allows: e.Allows}
		}
	}
	return it, nil
}

// Library makes the items of the scenarios, in order.
func Library(scs []incidents.Scenario) ([]Item, error) {
	var out []Item
	for _, sc := range scs {
		it, err := FromScenario(sc)
		if err != nil {
			return nil, err
		}
		out = append(out, it)
	}
	return out, nil
}

// ErrNothingToAsk is a script that raises no ruling under the code.
var ErrNothingToAsk = errors.New("no ruling is raised")

// FromScript makes one item for each event of a saved game (or any script)
// that raised a ruling under the code: `arbiter practice game.inc` asks at
// each. A script that cannot be played under the code gives the
// *incidents.LineError that stops it; one that raises no ruling,
// ErrNothingToAsk.
func FromScript(s incidents.Script, code, name string) ([]Item, error) {
	g, err := incidents.Run(s, code)
	if err != nil {
		return nil, err
	}
	setup := g.Setup()
	evs := g.Events()
	title, _ := s.Tag("Title")
	if title == "" {
		title = filepath.Base(name)
	}
	var ats []int
	for _, r := range g.Report().Rulings {
		ats = append(ats, r.Event)
	}
	if len(ats) == 0 {
		return nil, fmt.Errorf("%s under %s: %w, so there is nothing to ask", name, setup.Code, ErrNothingToAsk)
	}
	slices.Sort(ats)
	ats = slices.Compact(ats) // each event once, however many rulings it raised
	// The acts are said in words, read against the board before each: a
	// replay from the setup, as far as the last item.
	replay, err := rules.New(setup)
	if err != nil {
		return nil, err
	}
	broken := false // the replay failed: the acts go unsaid, the questions stand
	done := 0
	var out []Item
	for _, at := range ats {
		if at < 1 || at > len(evs) {
			continue
		}
		for ; !broken && done < at-1; done++ {
			broken = replay.Apply(evs[done]) != nil
		}
		place := plain.Place(g, at, "")
		act := "what is the ruling?"
		if !broken {
			act = plain.Event(replay, evs[at-1]) + ". What is the ruling?"
		}
		out = append(out, Item{
			ID:        fmt.Sprintf("%s@%d", name, at),
			Title:     fmt.Sprintf("%s, %s", title, place),
			Topic:     "game",
			Narrative: fmt.Sprintf("From %s, %s: %s", filepath.Base(name), place, act),
			Setup:     rules.Setup{FEN: setup.FEN, Moves: setup.Moves},
			Events:    evs[:at],
			At:        at,
		})
	}
	return out, nil
}

// standing is the events left standing by lines of a script, the
// recorder's undo and redo applied: the same for every code.
func standing(lines []incidents.Line) ([]record.Event, error) {
	var evs, undone []record.Event
	for _, l := range lines {
		switch l.Act {
		case incidents.ActUndo:
			if len(evs) == 0 {
				return nil, fmt.Errorf("line %d: nothing to undo", l.LineNo)
			}
			undone = append(undone, evs[len(evs)-1])
			evs = evs[:len(evs)-1]
		case incidents.ActRedo:
			if len(undone) == 0 {
				return nil, fmt.Errorf("line %d: nothing to redo", l.LineNo)
			}
			evs = append(evs, undone[len(undone)-1])
			undone = undone[:len(undone)-1]
		default:
			evs = append(evs, l.Event)
			undone = nil
		}
	}
	return evs, nil
}

// Play builds the item's game under a code, its events applied. An event
// the code rejects stops it: the game so far is returned with the error.
func (it Item) Play(code string) (*rules.Game, error) {
	setup := it.Setup
	setup.Code = code
	g, err := rules.New(setup)
	if err != nil {
		return nil, fmt.Errorf("%s under %s: %w", it.ID, code, err)
	}
	for i, e := range it.Events {
		if err := g.Apply(e); err != nil {
			return g, fmt.Errorf("event %d, %s: %w", i+1, incidents.FormatEvent(e), err)
		}
	}
	return g, nil
}

// Playable keeps the items whose events the code accepts: a scenario
// written with a choice only some codes offer cannot be asked under the
// others.
func Playable(items []Item, code string) []Item {
	var out []Item
	for _, it := range items {
		if _, err := it.Play(code); err == nil {
			out = append(out, it)
		}
	}
	return out
}

// Topics lists the topics of the items, in order of first appearance.
func Topics(items []Item) []string {
	var out []string
	for _, it := range items {
		if it.Topic != "" && !slices.Contains(out, it.Topic) {
			out = append(out, it.Topic)
		}
	}
	return out
}

// OfTopic keeps the items of a topic.
func OfTopic(items []Item, topic string) []Item {
	var out []Item
	for _, it := range items {
		if strings.EqualFold(it.Topic, topic) {
			out = append(out, it)
		}
	}
	return out
}

// LibraryItems are the library's scenarios that can be asked under the
// code, of the topic if one is given. An unknown topic is an error naming
// the topics; so is a topic with nothing to ask under the code.
func LibraryItems(code, topic string) ([]Item, error) {
	if _, ok := law.LookupCode(code); !ok {
		return nil, fmt.Errorf("unknown code %q (see arbiter codes)", code)
	}
	scs, err := incidents.LoadLibrary()
	if err != nil {
		return nil, err
	}
	all, err := Library(scs)
	if err != nil {
		return nil, err
	}
	items := all
	if topic != "" {
		topics := Topics(all)
		if !slices.Contains(topics, strings.ToLower(topic)) {
			return nil, fmt.Errorf("unknown topic %q (topics: %s)", topic, strings.Join(topics, ", "))
		}
		items = OfTopic(all, topic)
	}
	items = Playable(items, code)
	if len(items) == 0 {
		return nil, fmt.Errorf("no scenario of topic %q can be asked under %s", topic, code)
	}
	return items, nil
}
