package incidents

import (
	"strings"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

// SetupOf returns the rules.Setup the script's tags describe: the code
// (codeOverride if non-empty, else the [Code] tag, else rules.DefaultCode;
// lower-cased), the [FEN] (empty: the initial position) and the [Moves] tag
// split on white space. Only the syntax is checked here (an empty [Code], a
// move that is not UCI, e.g. e2e4 or e7e8q); its errors are *LineError on the
// tag's line. Whether the code exists and the position and moves are legal is
// for rules.New.
func SetupOf(s Script, codeOverride string) (rules.Setup, error) {
	setup := rules.Setup{Code: rules.DefaultCode}
	if c := strings.TrimSpace(codeOverride); c != "" {
		setup.Code = strings.ToLower(c)
	} else if v, ok := s.Tag("Code"); ok {
		c := strings.TrimSpace(v)
		if c == "" {
			return rules.Setup{}, &LineError{s.tagLine("Code"), "empty Code tag"}
		}
		setup.Code = strings.ToLower(c)
	}
	if v, ok := s.Tag("FEN"); ok {
		setup.FEN = strings.TrimSpace(v)
	}
	if v, ok := s.Tag("Moves"); ok {
		for _, m := range strings.Fields(v) {
			if _, _, _, reason := parseUCI(m); reason != "" {
				return rules.Setup{}, &LineError{s.tagLine("Moves"), "Moves tag: " + reason}
			}
			setup.Moves = append(setup.Moves, strings.ToLower(m))
		}
	}
	return setup, nil
}

// Run builds the game the script's tags describe (see SetupOf) and applies
// every event in order. The first event the core rejects stops it with a
// *LineError naming the event's line and the event ("W touch e5: ..."); the
// game so far is returned with it. A rules.New error is a *LineError on the
// line of the tag it comes from ([Code], [FEN] or [Moves], else line 1),
// except that a codeOverride the core rejects is a plain error, since it is
// not in the script.
func Run(s Script, codeOverride string) (*rules.Game, error) {
	setup, err := SetupOf(s, codeOverride)
	if err != nil {
		return nil, err
	}
	g, err := rules.New(setup)
	if err != nil {
		return nil, setupError(s, setup, codeOverride, err)
	}
	for _, l := range s.Events {
		if err := g.Apply(l.Event); err != nil {
			return g, &LineError{l.LineNo, FormatEvent(l.Event) + ": " + err.Error()}
		}
	}
	return g, nil
}

// setupError places a rules.New error on the tag that caused it, found by
// building the setup up one tag at a time.
func setupError(s Script, setup rules.Setup, codeOverride string, err error) error {
	fails := func(st rules.Setup) bool { _, e := rules.New(st); return e != nil }
	line := 1
	switch {
	case fails(rules.Setup{Code: setup.Code}):
		if strings.TrimSpace(codeOverride) != "" {
			return err
		}
		line = s.tagLine("Code")
	case setup.FEN != "" && fails(rules.Setup{Code: setup.Code, FEN: setup.FEN}):
		line = s.tagLine("FEN")
	case len(setup.Moves) > 0:
		line = s.tagLine("Moves")
	}
	return &LineError{line, err.Error()}
}
