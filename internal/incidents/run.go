package incidents

import (
	"errors"
	"fmt"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// MaxFENBytes bounds a FEN: the longest position is 71 bytes of men and
// ranks and a few more for the other fields. A longer one is refused here,
// so that no error message quotes more of it.
const MaxFENBytes = 100

// maxCodeBytes bounds a [Code] value, for the same reason.
const maxCodeBytes = 32

// SetupOf returns the rules.Setup the script's tags describe: the code
// (codeOverride if non-empty, else the [Code] tag, else rules.DefaultCode;
// lower-cased), the [FEN] (empty: the initial position) and the [Moves] tag
// split on white space. Only the syntax is checked here (an empty [Code], a
// move that is not UCI, e.g. e2e4 or e7e8q); its errors are *LineError on the
// tag's line. Whether the code exists and the position and moves are legal is
// for rules.New.
func SetupOf(s Script, codeOverride string) (rules.Setup, error) {
	setup := rules.Setup{Code: law.DefaultCode}
	if c := strings.TrimSpace(codeOverride); c != "" {
		setup.Code = strings.ToLower(c)
	} else if v, ok := s.Tag("Code"); ok {
		c := strings.TrimSpace(v)
		if c == "" {
			return rules.Setup{}, &LineError{s.tagLine("Code"), "empty Code tag"}
		}
		if len(c) > maxCodeBytes {
			return rules.Setup{}, &LineError{s.tagLine("Code"), fmt.Sprintf("unknown code %s (see arbiter codes)", quote(c))}
		}
		setup.Code = strings.ToLower(c)
	}
	if v, ok := s.Tag("FEN"); ok {
		setup.FEN = strings.TrimSpace(v)
		if len(setup.FEN) > MaxFENBytes {
			return rules.Setup{}, &LineError{s.tagLine("FEN"), fmt.Sprintf("FEN tag: %d bytes, longer than any position (at most %d): %s", len(setup.FEN), MaxFENBytes, quote(setup.FEN))}
		}
	}
	if v, ok := s.Tag("Moves"); ok {
		for _, m := range strings.Fields(v) {
			word, reason := MovesWord(m)
			if reason != "" {
				return rules.Setup{}, &LineError{s.tagLine("Moves"), "Moves tag: " + reason}
			}
			setup.Moves = append(setup.Moves, word)
		}
	}
	if err := setupExtras(s, &setup); err != nil {
		return rules.Setup{}, err
	}
	setup.Begun = s.Begun // a journal's clocks start when the game began
	return setup, nil
}

// Run builds the game the script's tags describe (see SetupOf) and applies
// its lines in order: an event through Game.Apply; `U undo` takes the last
// event still standing off the record (Game.Undo); `U redo` puts back the
// event last undone, as long as no event was recorded since. The first line
// the core rejects (or an undo with nothing to undo, a redo with nothing to
// redo) stops it with a *LineError naming the line and the event ("W touch
// e5: ..."); the game so far is returned with it. A rules.New error is a
// *LineError on the line of the tag it comes from ([Code], [FEN] or [Moves],
// else line 1), except that a codeOverride the core rejects is a plain
// error, since it is not in the script.
func Run(s Script, codeOverride string) (*rules.Game, error) {
	setup, err := SetupOf(s, codeOverride)
	if err != nil {
		return nil, err
	}
	g, err := rules.New(setup)
	if err != nil {
		return nil, setupError(s, setup, codeOverride, err)
	}
	n := len(s.Events)
	g.Expect(n)
	var h History
	h.Plan(g, s.Events)
	// Packed, the parsed lines can go before the game grows (when the
	// caller holds them no more).
	var packed *PackedLines
	if Packable(s.Events) {
		p := PackLines(s.Events)
		packed = &p
		s.Events = nil
	}
	for i := range n {
		var l Line
		if packed != nil {
			l = packed.Line(i)
		} else {
			l = s.Events[i]
		}
		if _, err := h.Step(g, l); err != nil {
			return g, &LineError{l.LineNo, FormatAct(l) + ": " + err.Error()}
		}
	}
	h.Settle(g)
	return g, nil
}

// History keeps what the recorder's acts need besides the game: the events
// undone that `U redo` may put back, the last undone on top.
//
// An undo is not made on the game at once: the game is rebuilt (from its
// nearest checkpoint) only when an event follows the undos, and a redo of
// an undo not yet made costs nothing. A journal that cycles `U undo`,
// `U redo` then costs what one without them does. Settle makes the undos
// still pending; Step settles before it returns an error.
type History struct {
	Undone []record.Event
	// pending is how many of the last events of the game are undone but
	// still on it: the top pending entries of Undone.
	pending int
	// before marks the lines (by their place among those stepped) whose
	// event is undone later with another recorded in its place: the
	// game is checkpointed before them (Plan). line counts the lines
	// stepped.
	before []bool
	line   int
}

// UndoneLater marks the event lines (by their place in ls) that an undo
// takes off the record later: a replay that makes each undo as it comes
// checkpoints the game before them (Game.CheckpointHere), so that the
// undo replays nothing. Nil when no undo takes any off.
func UndoneLater(ls []Line) []bool {
	var marks []bool
	var standing, undone []int
	for i, l := range ls {
		switch l.Act {
		case ActUndo:
			if n := len(standing); n > 0 {
				if marks == nil {
					marks = make([]bool, len(ls))
				}
				marks[standing[n-1]] = true
				undone = append(undone, standing[n-1])
				standing = standing[:n-1]
			}
		case ActRedo:
			if n := len(undone); n > 0 {
				standing = append(standing, undone[n-1])
				undone = undone[:n-1]
			}
		default:
			undone = undone[:0]
			standing = append(standing, i)
		}
	}
	return marks
}

// Plan reads the lines ahead: where an undo is made on the game (an event
// follows it), the game keeps checkpoints, and is checkpointed before
// each event that will be undone so, so that the undo replays nothing
// (Game.CheckpointHere). An undo then costs the same late in a long game
// as early. Plan is called before the first Step, with the lines Step
// will be given in order.
func (h *History) Plan(g *rules.Game, ls []Line) {
	var standing, undone []int // places of events
	pending := 0
	settle := func() {
		for _, p := range undone[len(undone)-pending:] {
			if h.before == nil {
				h.before = make([]bool, len(ls))
			}
			h.before[p] = true
		}
		pending = 0
	}
	for i, l := range ls {
		switch l.Act {
		case ActUndo:
			if n := len(standing); n > 0 {
				undone = append(undone, standing[n-1])
				standing = standing[:n-1]
				pending++
			}
		case ActRedo:
			if n := len(undone); n > 0 {
				standing = append(standing, undone[n-1])
				undone = undone[:n-1]
				pending = max(0, pending-1)
			}
		default:
			if pending > 0 {
				settle()
			}
			undone = undone[:0]
			standing = append(standing, i)
		}
	}
	if pending > 0 {
		settle()
	}
	if h.before != nil {
		g.KeepCheckpoints()
	}
}

// Step applies one line to g: an event, an undo or a redo. It returns the
// event applied (for an event or a redo) or taken off (for an undo). On an
// error nothing changed but the undos pending, which are settled. Call
// Settle before looking at g.
func (h *History) Step(g *rules.Game, l Line) (record.Event, error) {
	at := h.line
	h.line++
	switch l.Act {
	case ActUndo:
		standing := g.EventCount() - h.pending
		e, ok := g.EventAt(standing - 1)
		if !ok {
			h.Settle(g)
			return record.Event{}, errors.New("nothing to undo: no event stands")
		}
		h.Undone = append(h.Undone, e)
		h.pending++
		return e, nil
	case ActRedo:
		n := len(h.Undone)
		if n == 0 {
			h.Settle(g)
			return record.Event{}, errors.New("nothing to redo: no event was undone since the last one recorded")
		}
		e := h.Undone[n-1]
		if h.pending > 0 {
			// Still on the game: the redo puts back what the undo
			// never took off.
			h.pending--
			h.Undone = h.Undone[:n-1]
			return e, nil
		}
		if err := g.Apply(e); err != nil {
			return record.Event{}, fmt.Errorf("redo %s: %w", FormatEvent(e), err)
		}
		h.Undone = h.Undone[:n-1]
		return e, nil
	}
	h.Settle(g)
	if at < len(h.before) && h.before[at] {
		g.CheckpointHere()
	}
	if err := g.Apply(l.Event); err != nil {
		return record.Event{}, err
	}
	h.Undone = nil
	return l.Event, nil
}

// Settle makes the undos still pending on g: it is then the fold of the
// events that stand.
func (h *History) Settle(g *rules.Game) {
	if h.pending > 0 {
		g.UndoTo(g.EventCount() - h.pending)
		h.pending = 0
	}
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
	case setup.Odds != nil && fails(rules.Setup{Code: setup.Code, FEN: setup.FEN, Odds: setup.Odds}):
		line = s.tagLine("Odds")
	case setup.FirstMove != "" && fails(rules.Setup{Code: setup.Code, FEN: setup.FEN, Odds: setup.Odds, FirstMove: setup.FirstMove}):
		line = s.tagLine("FirstMove")
	case setup.Agreement != nil && fails(rules.Setup{Code: setup.Code, FEN: setup.FEN, Odds: setup.Odds, FirstMove: setup.FirstMove, Agreement: setup.Agreement}):
		line = s.tagLine("Agreement")
	case len(setup.Moves) > 0:
		line = s.tagLine("Moves")
	}
	return &LineError{line, err.Error()}
}
