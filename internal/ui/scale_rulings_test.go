package ui

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/practice"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/testkit/cputime"
)

// Games full of incidents, where a slow terminal would show first: the
// quiet game of the scaling table
// with a false "Check!" said after every move that gives none, so that
// every ply raises one ruling with no penalty. Each command must cost the
// same per ply at 16000 plies as at 1000: nothing may rescan every ruling
// or every event per event.

var (
	crierMu    sync.Mutex
	crierTexts = map[int]string{}
)

// crierEvents is the quiet game of plies moves, each move followed by its
// mover's "Check!" (a false cry where the move gives no check).
func crierEvents(tb testing.TB, plies int) []record.Event {
	tb.Helper()
	evs := gameEvents(tb, plies, true)
	out := make([]record.Event, 0, len(evs)+plies)
	for i, e := range evs {
		out = append(out, e)
		if e.Verb != record.Release && e.Verb != record.Promote {
			continue
		}
		if i+1 < len(evs) && (evs[i+1].Verb == record.Promote || evs[i+1].Verb == record.SayCheck) {
			continue // the move goes on, or its cry is a true one
		}
		out = append(out, record.Event{Actor: e.Actor, Verb: record.SayCheck, Square: chess.NoSquare, To: chess.NoSquare})
	}
	return out
}

// crierText is that game as a journal: a header, each event on a line
// with its stamp.
func crierText(tb testing.TB, plies int) string {
	tb.Helper()
	crierMu.Lock()
	defer crierMu.Unlock()
	if text, ok := crierTexts[plies]; ok {
		return text
	}
	var b strings.Builder
	fmt.Fprintf(&b, "[Code \"bca1862\"]\n[Begun %q]\n", incidents.FormatStamp(testClock))
	for i, e := range crierEvents(tb, plies) {
		fmt.Fprintf(&b, "%s  # %s\n", incidents.FormatEvent(e), incidents.FormatStamp(testClock.Add(time.Duration(i+1)*time.Second)))
	}
	crierTexts[plies] = b.String()
	return b.String()
}

func crierScript(tb testing.TB, plies int) incidents.Script {
	tb.Helper()
	s, err := incidents.Parse(strings.NewReader(crierText(tb, plies)))
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// The game the benchmark plays is what it says: one ruling a ply, none
// with a penalty, the game going on to the end.
func TestCrierGameRulesOnceAPly(t *testing.T) {
	const plies = 250
	g, err := incidents.Run(crierScript(t, plies), "")
	if err != nil {
		t.Fatal(err)
	}
	rep := g.Report()
	if len(rep.Moves) != plies || rep.Result != "*" {
		t.Fatalf("%d moves, result %s", len(rep.Moves), rep.Result)
	}
	// A ply that gives check has a true cry: at least nine in ten false.
	if n := len(rep.Rulings); n < plies*9/10 || n > plies {
		t.Fatalf("%d rulings in %d plies", n, plies)
	}
	for _, r := range rep.Rulings {
		if r.Kind != rep.Rulings[0].Kind || r.Chosen != "" && r.Chosen != law.OptProceed {
			t.Fatalf("ruling %+v is not the false cry's", r)
		}
	}
}

// BenchmarkScaleRulings is the scaling table of a game with one ruling a
// ply, at 250, 1000, 4000 and 16000 plies: `arbiter rule --json` and in
// words (read, rule, write), `arbiter open` to its first frame, `arbiter
// compare` in words, and `arbiter practice game.inc` to its first frame.
func BenchmarkScaleRulings(b *testing.B) {
	for _, plies := range scaleSizes {
		text := crierText(b, plies)
		b.Run(fmt.Sprintf("rule-json/%d", plies), func(b *testing.B) {
			cpu := cputime.Start(b)
			for i := 0; i < b.N; i++ {
				ruleText(b, text, true)
			}
			cpu.Stop()
		})
		b.Run(fmt.Sprintf("rule-words/%d", plies), func(b *testing.B) {
			cpu := cputime.Start(b)
			for i := 0; i < b.N; i++ {
				ruleText(b, text, false)
			}
			cpu.Stop()
		})
		b.Run(fmt.Sprintf("open/%d", plies), func(b *testing.B) {
			path := writeText(b, text)
			cpu := cputime.Start(b)
			for i := 0; i < b.N; i++ {
				quit(openJournal(b, path, nil))
			}
			cpu.Stop()
		})
		b.Run(fmt.Sprintf("compare/%d", plies), func(b *testing.B) {
			cpu := cputime.Start(b)
			for i := 0; i < b.N; i++ {
				s := parseText(b, text)
				incidents.WriteComparison(io.Discard, s, incidents.RuleUnderEveryCode(s))
			}
			cpu.Stop()
		})
		b.Run(fmt.Sprintf("practice/%d", plies), func(b *testing.B) {
			st, _ := practice.OpenStore(filepath.Join(b.TempDir(), "scores.json"), fixedNow)
			cpu := cputime.Start(b)
			for i := 0; i < b.N; i++ {
				practiceFirstFrame(b, text, st)
			}
			cpu.Stop()
		})
	}
}

// ruleText is `arbiter rule [--json]` of the journal's text.
func ruleText(tb testing.TB, text string, asJSON bool) {
	g, err := incidents.Run(parseText(tb, text), "")
	if err != nil {
		tb.Fatal(err)
	}
	if asJSON {
		if err := json.NewEncoder(io.Discard).Encode(g.Report()); err != nil {
			tb.Fatal(err)
		}
		return
	}
	incidents.WriteAccountInWords(io.Discard, g, "")
}

// practiceFirstFrame is `arbiter practice game.inc` to its first frame:
// an item for each ruling, the round planned, its first item told.
func practiceFirstFrame(tb testing.TB, text string, st *practice.Store) {
	items, err := practice.FromScript(parseText(tb, text), "bca1862", "game.inc")
	if err != nil {
		tb.Fatal(err)
	}
	p, err := NewPractice(PracticeOptions{Code: "bca1862", Items: items, Source: "game.inc", Store: st, NoColor: true})
	if err != nil {
		tb.Fatal(err)
	}
	nm, _ := p.Update(tea.WindowSizeMsg{Width: 100, Height: 32})
	if v := nm.View(); !strings.Contains(v, "game.inc") {
		tb.Fatalf("the first frame does not name the game:\n%s", v)
	}
}

func parseText(tb testing.TB, text string) incidents.Script {
	s, err := incidents.Parse(strings.NewReader(text))
	if err != nil {
		tb.Fatal(err)
	}
	return s
}

// writeText writes a journal's text in a directory of its own.
func writeText(tb testing.TB, text string) string {
	tb.Helper()
	path := filepath.Join(tb.TempDir(), "game.inc")
	f, err := os.Create(path)
	if err != nil {
		tb.Fatal(err)
	}
	if err := writeSync(f, text); err != nil {
		tb.Fatal(err)
	}
	return path
}
