package ui

import (
	"reflect"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// allRulings are the game's rulings, every one built: what a test reads
// where the terminal asks the core for those it draws.
func (m *Model) allRulings() []rules.Ruling {
	if m.game == nil {
		return nil
	}
	return m.game.Status().Rulings
}

// fullReport is the report the panels draw from with its rulings: what a
// test compares between two models.
func (m *Model) fullReport() rules.Report {
	rep := m.snap.report
	rep.Rulings = m.allRulings()
	return rep
}

// TestRulingListAsStatus: the rulings the panels read one at a time, and
// those of each event, are Status's, on a game of false cries of check,
// false moves and touches.
func TestRulingListAsStatus(t *testing.T) {
	script, err := incidents.Parse(strings.NewReader("[Code \"staunton1860\"]\nW move e2e4\nW say check\nB say check\nB touch g8\nB move b8c6\nW move e4e5\nW say check\nW say check\n"))
	if err != nil {
		t.Fatal(err)
	}
	g, err := incidents.Run(script, "")
	if err != nil {
		t.Fatal(err)
	}
	want := g.Status().Rulings
	l := rulingList{g}
	if l.Len() != len(want) || len(want) < 4 {
		t.Fatalf("%d rulings, Status has %d", l.Len(), len(want))
	}
	byEvent := map[int][]int{}
	for i, r := range want {
		if got := l.At(i); !reflect.DeepEqual(got, r) {
			t.Fatalf("ruling %d: %+v, Status has %+v", i, got, r)
		}
		if l.Pending(i) != (r.State == rules.StatePending) {
			t.Fatalf("ruling %d pending %v, state %s", i, l.Pending(i), r.State)
		}
		byEvent[r.Event] = append(byEvent[r.Event], i)
	}
	for ev := 0; ev <= g.EventCount()+1; ev++ {
		if got := l.OfEvent(ev); !reflect.DeepEqual(got, byEvent[ev]) {
			t.Fatalf("event %d: rulings %v, Status has %v", ev, got, byEvent[ev])
		}
	}
	if r := l.At(len(want)); !reflect.DeepEqual(r, rules.Ruling{}) || (rulingList{}).Len() != 0 {
		t.Fatal("a ruling past the last, or of no game")
	}
}

// TestNoMovesStaysEmpty: the entryMoves the events that touch no move
// share is never written, whatever the log spells (descriptive notation,
// an undo, a redo), and those events hold no moves of their own.
func TestNoMovesStaysEmpty(t *testing.T) {
	m := newTestModel(t, Options{Code: "bca1862"})
	m = send(m, tea.WindowSizeMsg{Width: 100, Height: 32})
	for _, c := range []string{"W move e2e4", "W say check", "B move e7e5", "B say check", "W touch g1"} {
		m = command(m, c)
	}
	shared := 0
	for i, en := range m.track.entries {
		if en.entryMoves == nil {
			t.Fatalf("entry %d (%s) has no entryMoves", i+1, en.text)
		}
		if en.entryMoves == noMoves {
			shared++
		}
	}
	if shared != 3 || m.track.entries[0].entryMoves == noMoves {
		t.Fatalf("%d entries share the empty entryMoves, not the 3 that touch no move; the first, a move: %v", shared, m.track.entries[0].entryMoves == noMoves)
	}
	m = press(m, "D") // the log spells each entry's moves, into its own
	m = press(m, "u")
	m = press(m, "U")
	m = command(m, "W say check")
	_ = logText(m)
	if !reflect.DeepEqual(*noMoves, entryMoves{}) {
		t.Fatalf("the shared empty entryMoves was written: %+v", *noMoves)
	}
}
