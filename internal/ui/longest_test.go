package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/journal"
)

// TestLongestValuesReadBack: the terminal started with the longest tag
// values it accepts (a value of quotes, which count twice, among them),
// the most setup moves, and the longest note the command line takes,
// writes a journal that `arbiter rule` (the journal read, then ruled) and
// `arbiter open` read back whole; a byte more of any value is refused at
// start, naming its flag, and no journal is made.
func TestLongestValuesReadBack(t *testing.T) {
	dir := t.TempDir()
	longest := func(name string) string { return strings.Repeat("a", journal.MaxTagValue(name, false)) }
	var moves []string // knights out and home: the most that fit
	for n := 0; len(strings.Join(moves, " ")) <= journal.MaxTagValue("Moves", false); n++ {
		moves = append(moves, [...]string{"g1f3", "g8f6", "f3g1", "f6g8"}[n%4])
	}
	tooMany := moves
	moves = moves[: (len(moves)-1)/4*4 : (len(moves)-1)/4*4] // White to move, the men home
	opts := Options{Code: "bca1862", Journal: filepath.Join(dir, "g.inc"),
		White: longest("White"), Black: longest("Black"), Event: longest("Event"),
		Site: strings.Repeat(`"`, journal.MaxTagValue("Site", false)/2), Round: longest("Round"), Moves: moves}
	for flag, more := range map[string]func(o *Options){
		"--white": func(o *Options) { o.White += "a" },
		"--black": func(o *Options) { o.Black += "a" },
		"--event": func(o *Options) { o.Event += "a" },
		"--site":  func(o *Options) { o.Site += `"` },
		"--round": func(o *Options) { o.Round += "a" },
		"--moves": func(o *Options) { o.Moves = tooMany },
	} {
		o := opts
		o.Journal = filepath.Join(dir, "refused.inc")
		more(&o)
		if _, err := NewModel(o); err == nil || !strings.Contains(err.Error(), flag+":") || !journal.IsInput(err) {
			t.Errorf("%s a byte longer: %v", flag, err)
		}
		if _, err := os.Stat(o.Journal); err == nil {
			t.Errorf("%s a byte longer: a journal was made", flag)
		}
	}
	m := newTestModel(t, opts)
	m = command(m, "W move e2e4")
	note := "U note " + strings.Repeat("𝄞", m.panels.cmd.ti.CharLimit) // more than the line takes: cut at its limit
	m = command(m, note)
	quit(m)
	data, err := os.ReadFile(opts.Journal)
	if err != nil {
		t.Fatal(err)
	}
	kept := note[:len("U note ")+4*(m.panels.cmd.ti.CharLimit-len("U note "))]
	if !strings.Contains(string(data), "\n"+kept+"  # ") {
		t.Fatalf("the longest note was not recorded whole")
	}
	// rule: the journal read as `arbiter rule` reads it, and ruled.
	c, err := journal.Read(journal.OS, opts.Journal)
	if err != nil || c.Refused != nil || c.Torn != nil {
		t.Fatalf("read back: %v, refused %v, torn %v", err, c.Refused, c.Torn)
	}
	for name, want := range map[string]string{"White": opts.White, "Black": opts.Black, "Event": opts.Event, "Site": opts.Site, "Round": opts.Round, "Moves": strings.Join(moves, " ")} {
		if got, _ := c.Tag(name); got != want {
			t.Errorf("%s read back as %d bytes, written %d", name, len(got), len(want))
		}
	}
	g, err := incidents.Run(c.Script, "")
	if err != nil || g.EventCount() != 2 {
		t.Fatalf("ruled: %v, %d events", err, g.EventCount())
	}
	// open: the whole game, recording.
	o := openJournal(t, opts.Journal, nil)
	defer quit(o)
	if o.sit.readOnly != "" || o.game.EventCount() != 2 || o.sit.tags["White"] != opts.White {
		t.Fatalf("open: read-only %q, %d events", o.sit.readOnly, o.game.EventCount())
	}
}

// TestDeadStartTakenOverNotRemoved: a journal holding a header and no
// event, left by an earlier start, is begun again; quit before the first
// event, the file stays: no run removes a file it did not create.
func TestDeadStartTakenOverNotRemoved(t *testing.T) {
	p := filepath.Join(t.TempDir(), "h.inc")
	if err := os.WriteFile(p, []byte("[Journal \"1\"]\n[Code \"bca1862\"]\n[Begun \"2026-11-22T10:04:05.000Z\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	m := newTestModel(t, Options{Code: "bca1862", Journal: p})
	if m.sit.jr.Abandon() {
		t.Fatal("Abandon removed the file")
	}
	if _, err := os.Stat(p); err != nil {
		t.Fatalf("the file is gone: %v", err)
	}
	// A file this run made is still removed.
	q := filepath.Join(t.TempDir(), "q.inc")
	m = newTestModel(t, Options{Code: "bca1862", Journal: q})
	if !m.sit.jr.Abandon() {
		t.Fatal("a file this run made was left")
	}
}
