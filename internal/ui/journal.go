package ui

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/journal"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/report"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// defaultJournalPath is $XDG_DATA_HOME/arbiter/games/<time>.inc, else
// ~/.local/share/arbiter/games/<time>.inc. A numeric suffix avoids
// overwriting a game begun in the same second.
func defaultJournalPath(now time.Time) (string, error) {
	dir := os.Getenv("XDG_DATA_HOME")
	if dir == "" || !filepath.IsAbs(dir) {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", fmt.Errorf("journal: no data directory: %w", err)
		}
		dir = filepath.Join(home, ".local", "share")
	}
	dir = filepath.Join(dir, "arbiter", "games")
	base := now.UTC().Format("2006-01-02T150405")
	p := filepath.Join(dir, base+".inc")
	for i := 2; i < 1000; i++ {
		if _, err := os.Stat(p); errors.Is(err, fs.ErrNotExist) {
			return p, nil
		}
		p = filepath.Join(dir, fmt.Sprintf("%s-%d.inc", base, i))
	}
	return "", fmt.Errorf("journal: too many games in %s this second", dir)
}

// writeSync writes, syncs and closes f, reporting the first error.
func writeSync(f *os.File, text string) error {
	_, err := f.WriteString(text)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}

// syncDir makes a new directory entry durable. Failure is not fatal: the
// data itself is synced, and some file systems refuse to sync directories.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		_ = d.Close()
	}
}

// writeAtomic replaces path with data (temp file, sync, rename, sync dir),
// readable by others: a file written for sharing (the PGN of E) is 0644.
// What stands at path must be a file that may be written over.
func writeAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	// Never over a journal (the game's own, when it is named .pgn), a link
	// or a device: the same rule as the commands' -o.
	check := func() error { return journal.CheckOutput(path, false) }
	if err := report.WriteSharedIf(path, data, check); err != nil {
		return err
	}
	syncDir(dir)
	return nil
}

// journalLine is the events recorded at once, as one line of the journal:
// written whole, they are committed (or not) together.
func journalLine(evs []record.Event) (string, error) {
	parts := make([]string, len(evs))
	for i, e := range evs {
		if e.Verb == record.Note && i < len(evs)-1 {
			// A note runs to the end of its line.
			return "", errors.New("a note must be the last event recorded with others")
		}
		parts[i] = incidents.FormatEvent(e)
	}
	return strings.Join(parts, "; "), nil
}

// journalMessage says why a line was not recorded, what to do first: the
// message line of the screen has room for one line.
func journalMessage(err error) string {
	var we *journal.WriteError
	if !errors.As(err, &we) {
		return "Not recorded: " + err.Error()
	}
	s := "Not recorded: " + we.Advice + "."
	if we.Held {
		return s + " The journal holds every event before it (" + causeText(we.Cause) + ")."
	}
	return s + " No event is accepted until the journal is known good again (" + causeText(we.Cause) + ")."
}

func causeText(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Op + ": " + pe.Err.Error()
	}
	return err.Error()
}

// readOnlyError refuses to record in a read-only review.
type readOnlyError struct{ why string }

func (e readOnlyError) Error() string {
	return "a read-only review (" + e.why + ") records nothing"
}

// openGame replays a saved game (arbiter open) and continues its journal,
// or only shows it in a read-only review. Nothing in the journal changes
// before the replay has read its committed events: a torn last line is set
// aside only then. A line this arbiter refuses (a verb retired, a choice
// no longer on offer) stops the replay there: the game is shown up to it,
// read-only, with the line and the reason; with GoOn the refused line and
// those after it are kept in the journal as comments and the game goes on.
func (m *Model) openGame(path string) error {
	var c journal.Contents
	var err error
	if m.term.opts.ReadOnly {
		c, err = journal.Read(m.term.opts.fs, path)
		m.sit.readOnly = "arbiter open --read-only"
	} else {
		m.sit.jr, c, err = journal.Open(m.term.opts.fs, path)
	}
	if err != nil {
		return err
	}
	override, err := m.replay(path, &c)
	if err == nil {
		err = m.settle(path, &c)
	}
	if err != nil {
		m.sit.jr.Close()
		m.sit.jr = nil
		return err
	}
	m.openedMessage(path, c, override)
	return nil
}

// settle does what the replay found: the torn line set aside, or the
// refused line kept (GoOn) or only shown, the journal left as it is.
func (m *Model) settle(path string, c *journal.Contents) error {
	switch {
	case m.sit.jr == nil:
		return nil
	case c.Refused == nil:
		return m.sit.jr.SetTornAside(*c, m.term.now())
	case m.term.opts.GoOn:
		return m.sit.jr.KeepRefused(*c, m.term.now())
	}
	m.sit.jr.Close()
	m.sit.jr = nil
	m.sit.readOnly = fmt.Sprintf("line %d of the journal is refused", c.Refused.LineNo)
	return nil
}

// replay replays the script up to its first refused line; it returns the
// code the game is ruled under when the file names none.
func (m *Model) replay(path string, c *journal.Contents) (string, error) {
	script := c.Script
	code, _ := script.Tag("Code")
	if m.term.opts.Code != "" && code != "" && !strings.EqualFold(code, m.term.opts.Code) {
		return "", fmt.Errorf("open %s: the game is under %s; --code %s would rule its events differently", path, code, m.term.opts.Code)
	}
	override := ""
	if code == "" {
		override = m.term.opts.Code
	}
	fail := func(err error) error {
		if _, rerr := incidents.Run(script, override); rerr != nil {
			err = rerr
		}
		return fmt.Errorf("open %s: %w", path, err)
	}
	setup, err := incidents.SetupOf(script, override)
	if err != nil {
		return "", fail(err)
	}
	g, err := rules.New(setup)
	if err != nil {
		return "", fail(err)
	}
	g.KeepCheckpoints()
	n := len(script.Events)
	g.Expect(n)
	m.sit.setup = setup
	m.sit.jpath = path
	m.sit.tags = m.sit.tags.merge(tagsFromScript(script))
	m.sit.setupTags = nil
	for _, t := range script.Tags {
		if slices.Contains(incidents.SetupTags, t.Name) {
			m.sit.setupTags = append(m.sit.setupTags, t)
		}
	}
	m.sit.begun = script.Begun
	m.startGame(g)
	m.track.entries = make([]logEntry, 0, n)
	// An event an undo will take off is checkpointed before, so that the
	// undo replays nothing: a journal full of undos opens in time linear
	// in its length.
	undoneLater := incidents.UndoneLater(c.Events)
	// The lines are packed and the parsed ones let go before the game
	// grows, so that they do not stand whole beside it.
	var packed *incidents.PackedLines
	if incidents.Packable(c.Events) {
		p := incidents.PackLines(c.Events)
		packed = &p
		c.Events, script.Events = nil, nil
	}
	for i := range n {
		var l incidents.Line
		if packed != nil {
			l = packed.Line(i)
		} else {
			l = c.Events[i]
		}
		if i < len(undoneLater) && undoneLater[i] && l.Act == incidents.ActEvent {
			m.game.CheckpointHere()
		}
		if err := m.replayLine(l); err != nil {
			if packed != nil {
				c.Events = packed.All() // for the refusal, as parsed
			}
			if err := m.refuse(path, c, l, err, override); err != nil {
				return "", err
			}
			break
		}
	}
	m.refresh()
	return override, nil
}

// refuse marks the line the core refused in replay, with the reason
// `arbiter rule` gives for it.
func (m *Model) refuse(path string, c *journal.Contents, l incidents.Line, err error, override string) error {
	reason := incidents.FormatAct(l) + ": " + err.Error()
	var le *incidents.LineError
	if _, rerr := incidents.Run(c.Script, override); errors.As(rerr, &le) && le.Line == l.LineNo {
		reason = le.Reason
	}
	if m.sit.jr != nil {
		return m.sit.jr.RefuseAt(c, l.LineNo, reason)
	}
	return journal.RefuseAtPath(m.term.opts.fs, path, c, l.LineNo, reason)
}

// openedMessage says what was opened, and first what the umpire must know:
// a refused line, a torn one.
func (m *Model) openedMessage(path string, c journal.Contents, override string) {
	n := len(m.track.entries)
	var msg []string
	kind := msgOK
	if r := c.Refused; r != nil {
		kind = msgErr
		msg = append(msg, refusedText(path, c))
	}
	if t := c.Torn; t != nil {
		if kind != msgErr {
			kind = msgInfo
		}
		where := "set aside in " + journal.TornPath(path)
		if m.sit.readOnly != "" {
			where = "left as it is"
		}
		msg = append(msg, fmt.Sprintf("Line %d was torn (%s): %s, never applied.", t.LineNo, shortText(t.Text), where))
	}
	replayed := plural(n, "event") + " replayed"
	switch {
	case c.Refused != nil && m.sit.jr == nil:
		msg = append(msg, fmt.Sprintf("Read-only, %s. To go on from there (line %d on kept as comments): arbiter open --go-on %s", replayed, c.Refused.LineNo, path))
	case c.Refused != nil:
		msg = append(msg, fmt.Sprintf("Opened %s: %s; line %d and those after it are kept in it as comments; new events are appended to it.", path, replayed, c.Refused.LineNo))
	case m.sit.readOnly != "":
		msg = append(msg, fmt.Sprintf("Reviewing %s: %s; read-only, nothing is recorded (v steps through the game).", path, replayed))
	case override != "":
		kind = msgInfo
		msg = append(msg, fmt.Sprintf("Opened %s (%s) under %s: the file names no code, so rule it with `arbiter rule --code %s`.", path, plural(n, "event"), override, override))
	default:
		msg = append(msg, fmt.Sprintf("Opened %s: %s; new events are appended to it.", path, replayed))
	}
	if s := setupNoteText(m.sit.setup.FEN); s != "" {
		msg = append(msg, s)
	}
	m.sit.refusedLog = refusedLines(c)
	if n := len(m.sit.refusedLog); n > 2+logRest {
		m.panels.log.back = n - 2 - logRest
	}
	m.setMsg(kind, strings.Join(msg, " "))
}

// refusedText names the refused line, the reason and what was not replayed.
func refusedText(path string, c journal.Contents) string {
	r := c.Refused
	by := "this arbiter"
	if journal.Version != "" {
		by = "arbiter " + journal.Version
	}
	rest := ""
	if n := len(r.Rest) + r.More; n > 0 {
		rest = fmt.Sprintf("; %s after it not replayed", plural(n, "line"))
	}
	written := ""
	if c.Version != "" {
		written = " (the journal is by " + c.Version + ")"
	}
	return fmt.Sprintf("Line %d refused by %s%s: %s%s.", r.LineNo, by, written, r.Reason, rest)
}

// logRest is how many lines after a refused one are in view when the
// game opens: the log is scrolled back so that the refused line shows,
// and the rest is a page down.
const logRest = 6

// refusedLines are the log's lines below the last event replayed: the
// refused line and those after it, not applied.
func refusedLines(c journal.Contents) []string {
	r := c.Refused
	if r == nil {
		return nil
	}
	out := []string{fmt.Sprintf("%5d  ✗ %s", r.LineNo, r.Text), "       refused: " + r.Reason}
	for _, l := range r.Rest {
		out = append(out, fmt.Sprintf("%5d  · %s", l.LineNo, l.Text))
	}
	if r.More > 0 {
		out = append(out, fmt.Sprintf("       … %s more after them, not replayed (in the journal as they are)", plural(r.More, "line")))
	}
	return out
}

// refusedBlock is a journal's refused lines drawn in the log's width.
func (p *logPanel) refusedBlock(refused []string, w int) []string {
	var out []string
	for _, l := range refused {
		for _, wl := range wrapIndent(p.th.text(l), w, "         ") {
			out = append(out, p.th.render(p.th.dim, wl))
		}
	}
	return out
}
