// Package incidents reads and writes the incident notation (docs/spec.md §3), the
// `.inc` scripts and saved games, and runs a script against the rules core.
//
// The notation, as this package reads it:
//
//   - UTF-8 text (a leading byte-order mark is skipped); lines end in "\n"
//     or "\r\n". Line numbers are 1-based and count every line, tags,
//     comments and blank lines included.
//   - Optional tag lines `[Name "Value"]` come first, one per line. A name is
//     an ASCII letter followed by letters, digits or underscores (PGN); names
//     are case-insensitive and may not repeat. In a value `\"` is a quote and
//     `\\` a backslash; any other backslash is kept as it is. Title, Code, FEN
//     and Moves are the tags the program uses; any other (Date, Site, ...) is
//     kept. Only the syntax is checked here: the rules core checks the code,
//     the FEN and the moves. A tag line after the first event is an error,
//     except for the game tags (Event, Site, Date, Round, White, Black, and
//     Match and Game, the match a game is one of): they name who played,
//     which may be known only once the game is under way, so they may also
//     follow the events (in a journal, the [Begun] tag, each with its
//     stamp). The last value of a game tag stands.
//   - `#` starts a comment anywhere on a line, except inside a tag's quoted
//     value: a note cannot contain `#`.
//   - Blank lines are ignored. `;` separates events on one line; each event
//     gets that line's number; empty segments (`;;`, a trailing `;`) are
//     skipped. A note takes the whole rest of its line, `;` included, so it
//     is the last event on its line.
//   - Words (actors, verbs, arguments, squares) are case-insensitive.
//     Actors: W/white, B/black, U/umpire. Also accepted: `say j'adoube`,
//     `say adjust` and `say i adjust` for `say jadoube`; `willfully` for
//     `wilfully`.
//   - The verbs, who may use each and the form of its arguments are the
//     rows of rules.Verbs (docs/vocabulary.md): the umpire may annul, note,
//     choose, waive and dispute; players may do anything but annul, note
//     and dispute.
package incidents

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// Tag is a `[Name "Value"]` line.
type Tag struct{ Name, Value string }

// Act is what a line of events records: an event at the board, or one of
// the recorder's own acts on the record, which are not events of the game.
type Act int8

const (
	ActEvent Act = iota // an event at the board (Line.Event)
	ActUndo             // `U undo`: the last event still standing is taken off the record
	ActRedo             // `U redo`: the event last undone is put back
)

// Line is an event (or the recorder's act) and the 1-based line of the file
// it was read from.
type Line struct {
	Event  record.Event
	LineNo int
	// Time is the line's stamp (a `# 2026-11-22T04:16:20.000Z` comment), or
	// zero: every event of a line shares it.
	Time time.Time
	// Act is ActEvent for an event; for ActUndo and ActRedo, Event is unused.
	Act Act
}

// Script is an incident script: its tags, then its events in order.
type Script struct {
	Tags   []Tag
	Events []Line
	// TagLines maps each tag's lower-cased name to its 1-based line in the
	// file. Parse fills it; it is nil for a script built in code, and Format
	// ignores it.
	TagLines map[string]int
	// Journal is set when the script is an arbiter journal: its first tag is
	// [Journal]. Its header then ends with a [Begun] tag, and the lines
	// after its last committed one (a stamped line of events) are Torn.
	Journal bool
	// Begun is the time of a journal's [Begun] tag.
	Begun time.Time
	// Torn is a journal's uncommitted tail, set aside: none of its events
	// are in Events.
	Torn *Torn
}

// Torn is the uncommitted tail of a journal: in practice its last line,
// cut short as it was written.
type Torn struct {
	LineNo int    // its first line
	Offset int64  // the byte offset where it begins: the journal's committed length
	Text   string // its text as it stands, without the last line end
}

// Tag returns the value of the tag named name (case-insensitive).
func (s Script) Tag(name string) (string, bool) {
	for _, t := range s.Tags {
		if strings.EqualFold(t.Name, name) {
			return t.Value, true
		}
	}
	return "", false
}

// tagLine is the line of the named tag, or 1 when it is not known.
func (s Script) tagLine(name string) int {
	if n := s.TagLines[strings.ToLower(name)]; n > 0 {
		return n
	}
	return 1
}

// LineError is bad input at a line of a script.
type LineError struct {
	Line   int
	Reason string
}

func (e *LineError) Error() string { return fmt.Sprintf("line %d: %s", e.Line, e.Reason) }

// Limits on what Parse reads, so that no input can exhaust memory: a script
// or journal past them is refused with the reason.
const (
	MaxScriptBytes = 16 << 20 // 16 MiB, the whole file
	MaxLineBytes   = 16 << 10 // 16 KiB, one line without its line end
)

// Parse reads a script, at most MaxScriptBytes of it, line by line. Its
// errors are *LineError.
func Parse(r io.Reader) (Script, error) {
	p := parser{}
	if sized, ok := r.(interface{ Size() int64 }); ok {
		// A journal's line is some 40 bytes: room for its events at once.
		p.s.Events = make([]Line, 0, min(sized.Size()/40, MaxScriptBytes/40))
	}
	br := bufio.NewReaderSize(r, MaxLineBytes+2)
	var total int64
	n := 0
	for {
		raw, err := br.ReadSlice('\n')
		if err == bufio.ErrBufferFull {
			return Script{}, &LineError{n + 1, fmt.Sprintf("line longer than %d bytes: not an incident script", MaxLineBytes)}
		}
		total += int64(len(raw))
		if total > MaxScriptBytes {
			return Script{}, &LineError{n + 1, fmt.Sprintf("the script is larger than %d MiB: not an incident script", MaxScriptBytes>>20)}
		}
		if len(raw) > 0 {
			n++
			if perr := p.line(n, raw, total-int64(len(raw))); perr != nil {
				return Script{}, perr
			}
		}
		if err == io.EOF {
			break
		}
		if err != nil {
			return Script{}, &LineError{Line: n + 1, Reason: "read: " + err.Error()}
		}
	}
	return p.finish(n)
}

// ParseString reads a script from a string. Its errors are *LineError.
func ParseString(src string) (Script, error) {
	return Parse(strings.NewReader(src))
}

// parser holds a script being read. In a journal, lines that are not
// committed (events without a stamp, lines that do not read) are held
// until a committed line follows: those at the end form the torn tail.
type parser struct {
	s     Script
	held  []*pendingLine
	tail  strings.Builder // the file's text from the first held line on
	begun bool
	// sc and items are reused from line to line: a journal has hundreds
	// of thousands of lines, and their garbage was most of what reading
	// one allocated (the collector then let the heap grow to twice the
	// script).
	sc    lineScratch
	items []item
}

// lineScratch is where a line's words and its event are read.
type lineScratch struct {
	buf [8]word
	e   record.Event
}

type pendingLine struct {
	no     int
	offset int64
	tag    *Tag
	items  []item
	stamp  time.Time
	reason string
}

// line reads one line (raw, with its line end) that begins at offset.
func (p *parser) line(n int, raw []byte, offset int64) error {
	if len(p.held) > 0 {
		p.tail.Write(raw)
	}
	line := strings.TrimSuffix(strings.TrimSuffix(string(raw), "\n"), "\r")
	if n == 1 {
		line = strings.TrimPrefix(line, "\ufeff")
	}
	var line0 pendingLine // on the heap only when held
	pl := &line0
	pl.no, pl.offset = n, offset
	stamped := false
	switch body := strings.TrimLeftFunc(line, unicode.IsSpace); {
	case len(line) > MaxLineBytes:
		pl.reason = fmt.Sprintf("line longer than %d bytes: not an incident script", MaxLineBytes)
	case !utf8.ValidString(line):
		pl.reason = "invalid UTF-8"
	case strings.HasPrefix(body, "["):
		tag, comment, reason := parseTag(body)
		pl.tag, pl.reason = &tag, reason
		pl.stamp, stamped = parseStamp(comment)
	default:
		pl.items, pl.stamp, stamped, pl.reason = parseLine(&p.sc, p.items[:0], line)
		p.items = pl.items[:0]
		if pl.reason == "" && len(pl.items) == 0 {
			return nil // blank, or a comment
		}
	}
	// A tag of the header is committed as it stands; a game tag after the
	// header, like an event, by its stamp.
	if p.s.Journal && (pl.reason != "" || (pl.tag == nil || p.begun && GameTag(lower(pl.tag.Name))) && !stamped) {
		if len(p.held) == 0 {
			p.tail.Reset()
			p.tail.Write(raw)
		}
		held := *pl
		held.items = slices.Clone(pl.items) // p.items is the next line's
		p.held = append(p.held, &held)
		return nil
	}
	for _, h := range p.held {
		if err := p.commit(h); err != nil {
			return err
		}
	}
	p.held = nil
	return p.commit(pl)
}

// commit takes a line into the script, or fails on it.
func (p *parser) commit(pl *pendingLine) error {
	s := &p.s
	if pl.reason != "" {
		return &LineError{pl.no, pl.reason}
	}
	if pl.tag != nil {
		return p.addTag(*pl.tag, pl.no)
	}
	if s.Journal && !p.begun {
		return &LineError{pl.no, "event before the end of the journal's header (its [Begun] tag)"}
	}
	for _, it := range pl.items {
		it.e.At = pl.stamp // the clocks of a timed game run on the stamps
		if len(s.Events) == cap(s.Events) {
			// Double: append alone grows a long journal a quarter at a time.
			s.Events = append(make([]Line, 0, max(64, 2*cap(s.Events))), s.Events...)
		}
		s.Events = append(s.Events, Line{Event: it.e, LineNo: pl.no, Time: pl.stamp, Act: it.act})
	}
	return nil
}

func (p *parser) addTag(tag Tag, n int) error {
	s := &p.s
	key := strings.ToLower(tag.Name)
	if len(s.Events) > 0 || s.Journal && p.begun {
		if !GameTag(key) {
			if len(s.Events) > 0 {
				return &LineError{n, "tag after events: tags come before the first event"}
			}
			return &LineError{n, "tag after the end of the journal's header (its [Begun] tag)"}
		}
		p.setLateTag(tag, key, n)
		return nil
	}
	if first, dup := s.TagLines[key]; dup {
		return &LineError{n, fmt.Sprintf("duplicate tag %s (first on line %d)", quote(tag.Name), first)}
	}
	switch {
	case key == "journal":
		if len(s.Tags) > 0 {
			return &LineError{n, "the [Journal] tag must be the first tag of a journal"}
		}
		if tag.Value != JournalVersion {
			return &LineError{n, fmt.Sprintf("journal format %s is not one this arbiter reads (%q): a newer arbiter wrote it", quote(tag.Value), JournalVersion)}
		}
		s.Journal = true
	case key == "begun" && s.Journal:
		t, ok := parseStamp(tag.Value)
		if !ok {
			return &LineError{n, fmt.Sprintf("Begun tag: bad time %s (want e.g. 2026-11-22T04:16:19.000Z)", quote(tag.Value))}
		}
		s.Begun, p.begun = t, true
	}
	if s.TagLines == nil {
		s.TagLines = map[string]int{}
	}
	s.TagLines[key] = n
	s.Tags = append(s.Tags, tag)
	return nil
}

// ScoreTag reports whether a tag is a score sheet's own, kept as the file
// had it and written back to PGN (ECO, Opening, Annotator, Termination,
// UTCDate, WhiteElo, ...): a PGN tag the notation does not read itself.
// The notation's tags, the game tags, the setup tags (PGN's own [Mode] and
// [Time] mean something else, and are not kept) and those the export
// writes (Result, SetUp, FEN) are not score tags.
func ScoreTag(name string) bool {
	if name == "" || !isTagName(name) {
		return false
	}
	key := strings.ToLower(name)
	if GameTag(key) {
		return false
	}
	for _, t := range SetupTags {
		if strings.EqualFold(t, name) {
			return false
		}
	}
	switch key {
	case "code", "fen", "moves", "title", "topic", "articles", "narrative", "source", "ask",
		"journal", "begun", "result", "setup":
		return false
	}
	return true
}

// isTagName: PGN's tag names are letters, digits and underscores, begun by
// a letter.
func isTagName(s string) bool {
	for i, r := range s {
		switch {
		case r >= 'A' && r <= 'Z', r >= 'a' && r <= 'z':
		case i > 0 && (r >= '0' && r <= '9' || r == '_'):
		default:
			return false
		}
	}
	return true
}

// GameTag reports whether a tag (its lower-cased name) names the game:
// the tags of PGN's Seven Tag Roster but the result, and the match the
// game is one of ([Match], [Game]: the first game of a match learns it is
// one only when the next begins, so they too may follow the events).
func GameTag(key string) bool {
	switch key {
	case "event", "site", "date", "round", "white", "black", "match", "game":
		return true
	}
	return false
}

// setLateTag takes a game tag given after the events began: it replaces the
// tag's earlier value, or joins the tags (in a journal, before [Begun], so
// that Format writes a header that reads back the same).
func (p *parser) setLateTag(tag Tag, key string, n int) {
	s := &p.s
	if s.TagLines == nil {
		s.TagLines = map[string]int{}
	}
	s.TagLines[key] = n
	for i := range s.Tags {
		if strings.EqualFold(s.Tags[i].Name, tag.Name) {
			s.Tags[i].Value = tag.Value
			return
		}
	}
	at := len(s.Tags)
	if s.Journal && at > 0 && strings.EqualFold(s.Tags[at-1].Name, "Begun") {
		at--
	}
	s.Tags = append(s.Tags[:at], append([]Tag{tag}, s.Tags[at:]...)...)
}

// finish ends the script after its last line, n. In a journal, the lines
// after the last committed one (a stamped line of events, or a tag) were
// cut short as they were written (a crash, a full disk), or added by hand
// without a stamp: they are set aside in Torn, none of them applied. A
// journal must have its whole header, which was written before the first
// event.
func (p *parser) finish(n int) (Script, error) {
	if len(p.held) > 0 {
		text := strings.TrimSuffix(strings.TrimSuffix(p.tail.String(), "\n"), "\r")
		p.s.Torn = &Torn{LineNo: p.held[0].no, Offset: p.held[0].offset, Text: text}
		p.held = nil
	}
	if p.s.Journal && !p.begun {
		if n == 0 {
			n = 1
		}
		return Script{}, &LineError{n, "the journal's header is incomplete (it ends with a [Begun] tag): the game never began, nothing was recorded in it"}
	}
	return p.s, nil
}

// JournalVersion is the value of the [Journal] tag this arbiter writes and reads.
const JournalVersion = "1"

// ParseEvent reads one event as typed on the UI's command line, e.g.
// "W touch e2" (a `#` comment may follow). Its error is the bare reason,
// with no line number.
func ParseEvent(text string) (record.Event, error) {
	events, err := ParseEvents(text)
	if err != nil {
		return record.Event{}, err
	}
	switch len(events) {
	case 0:
		return record.Event{}, fmt.Errorf("empty event")
	case 1:
		return events[0], nil
	}
	return record.Event{}, fmt.Errorf("one event at a time (found %d)", len(events))
}

// ParseEvents reads one line of events separated by `;`, as typed on the
// UI's command line. Its error is the bare reason, with no line number.
func ParseEvents(text string) ([]record.Event, error) {
	text = strings.TrimSuffix(text, "\n")
	text = strings.TrimSuffix(text, "\r")
	switch {
	case strings.ContainsAny(text, "\n"):
		return nil, fmt.Errorf("events must be on one line")
	case !utf8.ValidString(text):
		return nil, fmt.Errorf("invalid UTF-8")
	case strings.HasPrefix(strings.TrimLeftFunc(text, unicode.IsSpace), "["):
		return nil, fmt.Errorf("a tag is not an event")
	}
	if len(text) > MaxLineBytes {
		return nil, fmt.Errorf("longer than %d bytes", MaxLineBytes)
	}
	items, _, _, reason := parseLine(&lineScratch{}, nil, text)
	if reason != "" {
		return nil, fmt.Errorf("%s", reason)
	}
	var events []record.Event
	for _, it := range items {
		if it.act != ActEvent {
			return nil, fmt.Errorf("U %s is the recorder's act on the record, not an event at the board", actWords[it.act])
		}
		events = append(events, it.e)
	}
	return events, nil
}

// parseTag reads `[Name "Value"]`, optionally followed by a comment (given
// back without its "#"); body starts with "[".
func parseTag(body string) (tag Tag, comment, reason string) {
	rest := strings.TrimLeftFunc(body[1:], unicode.IsSpace)
	end := 0
	for end < len(rest) && isNameByte(rest[end]) {
		end++
	}
	name := rest[:end]
	rest = rest[end:]
	switch {
	case name == "":
		return Tag{}, "", `malformed tag: missing name (want [Name "Value"])`
	case !isLetter(name[0]):
		return Tag{}, "", fmt.Sprintf("malformed tag: name %s must begin with a letter", quote(name))
	case rest != "" && rest[0] != '"' && rest[0] != ']' && !startsWithSpace(rest):
		r, _ := utf8.DecodeRuneInString(rest)
		return Tag{}, "", fmt.Sprintf("malformed tag: bad character %q in name %s (letters, digits and _ only)", r, quote(name+string(r)))
	}
	rest = strings.TrimLeftFunc(rest, unicode.IsSpace)
	if !strings.HasPrefix(rest, `"`) {
		return Tag{}, "", fmt.Sprintf(`malformed tag: missing quoted value after %s (want [%s "Value"])`, short(name), short(name))
	}
	var value strings.Builder
	closed := false
	i := 1
	for i < len(rest) {
		c := rest[i]
		if c == '\\' && i+1 < len(rest) && (rest[i+1] == '"' || rest[i+1] == '\\') {
			value.WriteByte(rest[i+1])
			i += 2
			continue
		}
		i++
		if c == '"' {
			closed = true
			break
		}
		value.WriteByte(c)
	}
	if !closed {
		return Tag{}, "", fmt.Sprintf(`malformed tag: value of %s has no closing quote`, short(name))
	}
	rest = strings.TrimLeftFunc(rest[i:], unicode.IsSpace)
	if !strings.HasPrefix(rest, "]") {
		return Tag{}, "", fmt.Sprintf(`malformed tag: missing "]" after the value of %s`, short(name))
	}
	rest = strings.TrimSpace(rest[1:])
	if rest != "" && rest[0] != '#' {
		return Tag{}, "", fmt.Sprintf(`malformed tag: unexpected %s after "]" (one tag per line)`, quote(rest))
	}
	return Tag{Name: name, Value: value.String()}, strings.TrimSpace(strings.TrimPrefix(rest, "#")), ""
}

func isLetter(c byte) bool   { return 'a' <= c|0x20 && c|0x20 <= 'z' }
func isNameByte(c byte) bool { return isLetter(c) || '0' <= c && c <= '9' || c == '_' }

func startsWithSpace(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsSpace(r)
}

// word is a white-space separated word of a line and the byte offset just
// past it.
type word struct {
	text string
	end  int
}

func words(ws []word, s string) []word {
	start := -1
	for i, r := range s {
		if unicode.IsSpace(r) {
			if start >= 0 {
				ws = append(ws, word{s[start:i], i})
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		ws = append(ws, word{s[start:], len(s)})
	}
	return ws
}

// lower lower-cases ASCII letters only, so that no other character can pass
// for a keyword.
func lower(s string) string {
	for i := 0; i < len(s); i++ {
		if 'A' <= s[i] && s[i] <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if 'A' <= b[j] && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}

// item is an event of a line, or the recorder's act.
type item struct {
	e   record.Event
	act Act
}

var actWords = map[Act]string{ActUndo: "undo", ActRedo: "redo"}

// parseLine reads the events of one line (not a tag line) and its stamp: a
// comment that is a time alone (see parseStamp).
func parseLine(sc *lineScratch, items []item, line string) ([]item, time.Time, bool, string) {
	var stamp time.Time
	var stamped bool
	if i := strings.IndexByte(line, '#'); i >= 0 {
		stamp, stamped = parseStamp(strings.TrimSpace(line[i+1:]))
		line = line[:i]
	}
	for {
		seg, rest, more := strings.Cut(line, ";")
		if ws := words(sc.buf[:0], seg); len(ws) > 0 {
			it, toEnd, reason := parseEvent(&sc.e, ws, line)
			if reason != "" {
				return nil, time.Time{}, false, reason
			}
			items = append(items, it)
			if toEnd {
				return items, stamp, stamped, ""
			}
		}
		if !more {
			return items, stamp, stamped, ""
		}
		line = rest
	}
}

var actors = map[string]record.Actor{
	"w": record.ActorWhite, "white": record.ActorWhite,
	"b": record.ActorBlack, "black": record.ActorBlack,
	"u": record.ActorUmpire, "umpire": record.ActorUmpire,
}

var claims = map[string]bool{
	law.ClaimFifty: true, law.ClaimBoard: true, law.ClaimMen: true,
	law.ClaimDropped: true, law.ClaimDraw: true, law.ClaimOmitted: true, law.ClaimOdds: true,
	law.ClaimNeedless:    true,
	law.ClaimProtraction: true,
	law.ClaimTakeBack:    true,
}

// parseEvent reads one event from its words ws; line is the text from the
// event's start to the end of the line (a note takes all of it). toEnd
// reports that the event consumed the rest of the line.
func parseEvent(scratch *record.Event, ws []word, line string) (it item, toEnd bool, reason string) {
	e, toEnd, reason := parseBoardEvent(scratch, ws, line)
	if reason == actReason {
		return parseAct(ws)
	}
	return item{e: e}, toEnd, reason
}

// actReason marks a line whose verb is one of the recorder's acts.
const actReason = "\x00act"

// parseAct reads `U undo` or `U redo`.
func parseAct(ws []word) (item, bool, string) {
	it := item{e: record.Event{Actor: record.ActorUmpire, Square: chess.NoSquare, To: chess.NoSquare}}
	verb := lower(ws[1].text)
	if verb == "undo" {
		it.act = ActUndo
	} else {
		it.act = ActRedo
	}
	if a := actors[lower(ws[0].text)]; a != record.ActorUmpire {
		return it, false, fmt.Sprintf("%s is the recorder's act: write U %s", verb, verb)
	}
	if len(ws) > 2 {
		return it, false, fmt.Sprintf("%s: extra argument %s", verb, quote(ws[2].text))
	}
	return it, false, ""
}

// parseBoardEvent reads an event at the board or a word said, in steps: the
// actor, the verb, whether that actor may do it, then the verb's arguments.
func parseBoardEvent(e *record.Event, ws []word, line string) (record.Event, bool, string) {
	*e = record.Event{Square: chess.NoSquare, To: chess.NoSquare} // read in e, given back by value
	actor, ok := actors[lower(ws[0].text)]
	if !ok {
		return *e, false, fmt.Sprintf("unknown actor %s (want W, B or U)", quote(ws[0].text))
	}
	e.Actor = actor
	if len(ws) < 2 {
		return *e, false, fmt.Sprintf("missing verb after %s", quote(ws[0].text))
	}
	if w := lower(ws[1].text); w == "undo" || w == "redo" {
		return *e, false, actReason
	}
	verb, args, reason := readVerb(ws[1], ws[2:])
	if reason != "" {
		return *e, false, reason
	}
	e.Verb = verb
	info, _ := rules.LookupVerb(string(verb))
	if reason := mayDo(actor, info); reason != "" {
		return *e, false, reason
	}
	if info.Args == rules.ArgsText {
		// A note takes the rest of its line.
		e.Text = strings.TrimSpace(line[ws[1].end:])
		if e.Text == "" {
			return *e, false, "note: missing text"
		}
		return *e, true, ""
	}
	if args, reason = readUnasked(e, info, args); reason != "" {
		return *e, false, reason
	}
	if info.Args == rules.ArgsChoice || info.Args == rules.ArgsRuling {
		if args, reason = readRulingNumber(e, args); reason != "" {
			return *e, false, reason
		}
	}
	read, ok := argumentReaders[info.Args]
	if ok {
		if args, reason = read(e, args); reason != "" {
			return *e, false, reason
		}
	}
	if len(args) > 0 {
		return *e, false, fmt.Sprintf("%s: extra argument %s", verb, quote(args[0].text))
	}
	return *e, false, ""
}

// readVerb reads the verb, `say jadoube` and `say check` included, and
// returns the words after it.
func readVerb(verbWord word, args []word) (record.Verb, []word, string) {
	w := lower(verbWord.text)
	if w != "say" {
		v, ok := rules.LookupVerb(w)
		if !ok || strings.Contains(w, " ") {
			return "", nil, fmt.Sprintf("unknown verb %s", quote(verbWord.text))
		}
		return v.Verb, args, ""
	}
	if len(args) == 0 {
		return "", nil, "say: missing word (want jadoube or check)"
	}
	switch said := lower(args[0].text); {
	case said == "jadoube" || said == "j'adoube" || said == "j\u2019adoube" || said == "adjust":
		return record.SayJadoube, args[1:], ""
	case said == "i" && len(args) > 1 && lower(args[1].text) == "adjust":
		return record.SayJadoube, args[2:], ""
	case said == "check":
		return record.SayCheck, args[1:], ""
	}
	return "", nil, fmt.Sprintf("say: unknown word %s (want jadoube or check)", quote(args[0].text))
}

// mayDo: each verb's row (rules.Verbs) says who may use it.
func mayDo(actor record.Actor, info rules.VerbInfo) string {
	switch {
	case actor == record.ActorUmpire && info.Who == rules.ByPlayer:
		return fmt.Sprintf("the umpire cannot %s (he may %s)", info.Verb, rules.UmpireVerbs())
	case actor != record.ActorUmpire && info.Who == rules.ByUmpire:
		return fmt.Sprintf("only the umpire may %s", info.Verb)
	}
	return ""
}

// argumentReader fills in an event's arguments from the words after its
// verb and returns the words it did not use.
type argumentReader func(e *record.Event, args []word) ([]word, string)

// argumentReaders read each form of arguments (rules.Args) a verb's row
// names; ArgsNone, ArgsRuling and ArgsText need none.
var argumentReaders = map[rules.Args]argumentReader{
	rules.ArgsTouch:     readTouch,
	rules.ArgsSquare:    readSquareArg,
	rules.ArgsMove:      readMove,
	rules.ArgsPromotion: readPromotion,
	rules.ArgsClaim:     readClaim,
	rules.ArgsChoice:    readChoice,
	rules.ArgsWilful:    readUpset,
	rules.ArgsSubject:   readVerbSubject,
	rules.ArgsOptionalSubject: func(e *record.Event, args []word) ([]word, string) {
		if len(args) == 0 {
			return args, ""
		}
		return readVerbSubject(e, args)
	},
	rules.ArgsSent:    readSent,
	rules.ArgsConcede: readConcede,
}

// readVerbSubject reads the one word a verb such as `require` or `dispute`
// is about: one of its row's Subjects.
func readVerbSubject(e *record.Event, args []word) ([]word, string) {
	info, _ := rules.LookupVerb(string(e.Verb))
	return readSubject(info.Subjects)(e, args)
}

// readConcede: `concede takeback`, `concede takeback reciprocal`.
func readConcede(e *record.Event, args []word) ([]word, string) {
	args, reason := readVerbSubject(e, args)
	if reason != "" || len(args) == 0 {
		return args, reason
	}
	if lower(args[0].text) != "reciprocal" {
		return args, fmt.Sprintf("concede: extra argument %s (only \"reciprocal\" may follow)", quote(args[0].text))
	}
	e.Reciprocal = true
	return args[1:], ""
}

// readSubject reads the one word a `require` or `dispute` is about.
func readSubject(words []string) argumentReader {
	return func(e *record.Event, args []word) ([]word, string) {
		want := strings.Join(words, ", ")
		if len(args) == 0 {
			return args, fmt.Sprintf("%s: missing %s", e.Verb, want)
		}
		w := lower(args[0].text)
		for _, ok := range words {
			if w == ok {
				e.Claim = w
				return args[1:], ""
			}
		}
		return args, fmt.Sprintf("%s: %s is not %s", e.Verb, quote(args[0].text), want)
	}
}

// readSquareArg reads the square an event is about.
func readSquareArg(e *record.Event, args []word) ([]word, string) {
	if len(args) == 0 {
		return args, fmt.Sprintf("%s: missing square", e.Verb)
	}
	sq, ok := chess.ParseSquare(args[0].text)
	if !ok {
		return args, fmt.Sprintf("%s: bad square %s", e.Verb, quote(args[0].text))
	}
	e.Square = sq
	return args[1:], ""
}

// readTouch: `touch e2`, `touch e2 accidentally`.
func readTouch(e *record.Event, args []word) ([]word, string) {
	args, reason := readSquareArg(e, args)
	if reason != "" || len(args) == 0 {
		return args, reason
	}
	if lower(args[0].text) != "accidentally" {
		return args, fmt.Sprintf("touch: extra argument %s (only \"accidentally\" may follow the square)", quote(args[0].text))
	}
	e.Accidental = true
	return args[1:], ""
}

// readMove: `move e2e4`, `move e7e8q` (and `communicate e2e3`).
func readMove(e *record.Event, args []word) ([]word, string) {
	if len(args) == 0 {
		return args, fmt.Sprintf("%s: missing move (e.g. e2e4, e7e8q)", e.Verb)
	}
	var reason string
	if e.Square, e.To, e.Promotion, reason = parseUCI(args[0].text); reason != "" {
		if e.Verb == record.Move && sanShape.MatchString(args[0].text) {
			// SAN, read against the position when the event is applied.
			e.Text = args[0].text
			return args[1:], ""
		}
		return args, fmt.Sprintf("%s: %s", e.Verb, reason)
	}
	return args[1:], ""
}

// sanShape is the syntax of a move in SAN (Nf3, exd5, e8=Q, O-O, 0-0-0),
// a check sign or a mark allowed; which move it names is for the core.
var sanShape = regexp.MustCompile(`^(?:[KQRBN]?[a-h]?[1-8]?x?[a-h][1-8](?:=?[QRBN])?|[O0]-[O0](?:-[O0])?)[+#]?[!?]*$`)

// MovesWord reads one move of the [Moves] tag or --moves: squares (kept
// lower-cased) or SAN (kept as written, for the core to read in its
// position).
func MovesWord(m string) (string, string) {
	if _, _, _, reason := parseUCI(m); reason != "" {
		if sanShape.MatchString(m) {
			return m, ""
		}
		return "", reason
	}
	return strings.ToLower(m), ""
}

// sentSeparators are the words between the moves of a `send`: none for a
// line of successive moves, `or` for moves on the same turn, `/` for the
// readings of one move.
var sentSeparators = map[string]string{"or": record.SentEither, "/": record.SentDoubtful}

// readSent: `send e2e4`, `send e2e4 e7e5 g1f3` (a line: the reply assumed
// between the sender's moves), `send e2e4 or d2d4`, `send g1f3 / e1f3`,
// `send unintelligible`.
func readSent(e *record.Event, args []word) ([]word, string) {
	if len(args) == 0 {
		return args, "send: missing move (e.g. e2e4, or e2e4 e7e5 g1f3, e2e4 or d2d4, g1f3 / e1f3, unintelligible)"
	}
	if lower(args[0].text) == record.SentUnintelligible {
		e.SentAs = record.SentUnintelligible
		return args[1:], ""
	}
	e.SentAs = record.SentLine
	for i, a := range args {
		if i%2 == 1 {
			if as, ok := sentSeparators[lower(a.text)]; ok {
				if i > 1 && e.SentAs != as {
					return args, fmt.Sprintf("send: %s after %s: one send has one kind of separator", quote(a.text), separatorWord(e.SentAs))
				}
				e.SentAs = as
				continue
			}
			if e.SentAs != record.SentLine {
				return args, fmt.Sprintf("send: %s where %s was wanted", quote(a.text), separatorWord(e.SentAs))
			}
		}
		if e.SentAs != record.SentLine && i%2 == 0 || e.SentAs == record.SentLine {
			from, to, promo, reason := parseUCI(a.text)
			if reason != "" {
				return args, "send: " + reason
			}
			e.Sent = append(e.Sent, law.SentMove{From: from, To: to, Promotion: promo})
		}
	}
	if e.SentAs != record.SentLine && len(args)%2 == 0 {
		return args, fmt.Sprintf("send: a move wanted after the last %s", separatorWord(e.SentAs))
	}
	return nil, ""
}

func separatorWord(as string) string {
	if as == record.SentDoubtful {
		return `"/"`
	}
	return `"or"`
}

// readPromotion: `promote q`, `promote none`.
func readPromotion(e *record.Event, args []word) ([]word, string) {
	if len(args) == 0 {
		return args, "promote: missing piece (want q, r, b, n or none)"
	}
	switch w := lower(args[0].text); w {
	case law.PromoteQueen, law.PromoteRook, law.PromoteBishop, law.PromoteKnight, law.PromoteNone:
		e.Promotion = w
		return args[1:], ""
	}
	return args, fmt.Sprintf("promote: bad promotion piece %s (want q, r, b, n or none)", quote(args[0].text))
}

// readClaim: `claim`, `claim fifty` and the other claims.
func readClaim(e *record.Event, args []word) ([]word, string) {
	if len(args) == 0 {
		return args, ""
	}
	w := lower(args[0].text)
	if !claims[w] {
		return args, fmt.Sprintf("claim: unknown claim %s (want fifty, board, men, omitted, odds, dropped, draw, needless, protraction or takeback, or nothing)", quote(args[0].text))
	}
	e.Claim = w
	return args[1:], ""
}

// readChoice: `choose move-king`, `choose move-any g1`.
func readChoice(e *record.Event, args []word) ([]word, string) {
	if len(args) == 0 {
		return args, "choose: missing option (e.g. move-king)"
	}
	w := lower(args[0].text)
	if !isOption(w) {
		return args, fmt.Sprintf("choose: bad option %s (want a word of letters and hyphens, e.g. move-king)", quote(args[0].text))
	}
	e.Option, args = w, args[1:]
	if len(args) == 0 {
		return args, ""
	}
	if o, _ := rules.LookupOption(w); o.TakesMove() {
		return readMove(e, args)
	}
	return readSquareArg(e, args)
}

// readRulingNumber takes a trailing `ruling N` off a choose or waive: the
// ruling it answers, by its number in the report (docs/notation.md §12).
func readRulingNumber(e *record.Event, args []word) ([]word, string) {
	n := len(args)
	if n < 2 || lower(args[n-2].text) != "ruling" {
		if n == 1 && lower(args[0].text) == "ruling" {
			return args, "ruling: missing number (e.g. ruling 2)"
		}
		return args, ""
	}
	v, err := strconv.Atoi(args[n-1].text)
	if err != nil || v < 1 || v > 9999 {
		return args, fmt.Sprintf("ruling: bad number %s (want 1 to 9999)", quote(args[n-1].text))
	}
	e.Ruling = int16(v)
	return args[:n-2], ""
}

// readUnasked takes a trailing `unasked` off an umpire's act whose row
// allows it (rules.VerbInfo.Unasked): he acts of his own motion, no player
// appealing (docs/notation.md §14).
func readUnasked(e *record.Event, info rules.VerbInfo, args []word) ([]word, string) {
	n := len(args)
	if n == 0 || lower(args[n-1].text) != "unasked" {
		return args, ""
	}
	if e.Actor != record.ActorUmpire || !info.Unasked {
		return args, fmt.Sprintf("%s: only the umpire's %s may be recorded unasked", info.Verb, rules.UnaskedVerbs())
	}
	e.Unasked = true
	return args[:n-1], ""
}

// readUpset: `upset`, `upset wilfully`.
func readUpset(e *record.Event, args []word) ([]word, string) {
	if len(args) == 0 {
		return args, ""
	}
	if w := lower(args[0].text); w != "wilfully" && w != "willfully" {
		return args, fmt.Sprintf("upset: extra argument %s (only \"wilfully\" may follow)", quote(args[0].text))
	}
	e.Wilful = true
	return args[1:], ""
}

// isOption reports whether w is a lower-case word of letters and hyphens,
// beginning and ending with a letter, without doubled hyphens.
func isOption(w string) bool {
	if w == "" || w[0] == '-' || w[len(w)-1] == '-' || strings.Contains(w, "--") {
		return false
	}
	for i := 0; i < len(w); i++ {
		if (w[i] < 'a' || w[i] > 'z') && w[i] != '-' {
			return false
		}
	}
	return true
}

// ParseUCI reads a move such as e2e4 or e7e8q (case-insensitive) with the
// core's reader, its reason worded with the notation's quotes.
func parseUCI(m string) (from, to chess.Square, promo, reason string) {
	mv, err := chess.ParseUCI(m)
	if ue := (*chess.UCIError)(nil); errors.As(err, &ue) {
		return chess.NoSquare, chess.NoSquare, "", ue.Words(quote)
	}
	if mv.Promo != 0 {
		promo = string(mv.Promo)
	}
	return mv.From, mv.To, promo, ""
}

// FormatEvent writes an event in its canonical one-line form, e.g.
// "W touch e2 accidentally", "W move e7e8q", "B choose move-any g1",
// "U note text". A note's "\n" become spaces and its `#` (which the
// notation cannot carry) becomes "＃" (U+FF03), so the line reads back as one
// note; every event Parse returns formats back to itself.
func FormatEvent(e record.Event) string {
	var b strings.Builder
	b.WriteString(e.Actor.Letter())
	b.WriteByte(' ')
	b.WriteString(string(e.Verb))
	arg := func(s string) {
		if s != "" {
			b.WriteByte(' ')
			b.WriteString(s)
		}
	}
	info, _ := rules.LookupVerb(string(e.Verb))
	switch info.Args {
	case rules.ArgsTouch:
		arg(e.Square.String())
		if e.Accidental {
			arg("accidentally")
		}
	case rules.ArgsSquare:
		arg(e.Square.String())
	case rules.ArgsSubject, rules.ArgsClaim:
		arg(e.Claim)
	case rules.ArgsOptionalSubject:
		if e.Claim != "" {
			arg(e.Claim)
		}
	case rules.ArgsConcede:
		arg(e.Claim)
		if e.Reciprocal {
			arg("reciprocal")
		}
	case rules.ArgsMove:
		if !e.Square.Valid() && e.Text != "" {
			arg(e.Text) // SAN not yet read against the position
			break
		}
		arg(e.Square.String() + e.To.String() + e.Promotion)
	case rules.ArgsSent:
		arg(sentText(e))
	case rules.ArgsPromotion:
		arg(e.Promotion)
	case rules.ArgsChoice:
		arg(e.Option)
		if o, _ := rules.LookupOption(e.Option); o.TakesMove() {
			arg(e.Square.String() + e.To.String() + e.Promotion)
		} else {
			arg(e.Square.String())
		}
	case rules.ArgsWilful:
		if e.Wilful {
			arg("wilfully")
		}
	}
	if e.Ruling > 0 && (info.Args == rules.ArgsChoice || info.Args == rules.ArgsRuling) {
		arg("ruling " + strconv.Itoa(int(e.Ruling)))
	}
	if info.Args == rules.ArgsText {
		arg(noteText(e.Text))
	}
	if e.Unasked {
		arg("unasked")
	}
	return b.String()
}

// sentText writes the moves of a `send` with their separators.
func sentText(e record.Event) string {
	if e.SentAs == record.SentUnintelligible {
		return record.SentUnintelligible
	}
	sep := " "
	switch e.SentAs {
	case record.SentEither:
		sep = " or "
	case record.SentDoubtful:
		sep = " / "
	}
	moves := make([]string, len(e.Sent))
	for i, m := range e.Sent {
		moves[i] = m.String()
	}
	return strings.Join(moves, sep)
}

func noteText(t string) string {
	t = strings.NewReplacer("\n", " ", "#", "\uff03").Replace(t)
	return strings.TrimSpace(t)
}

// Format writes a script: its tags, then one event per line. Parse(Format(s))
// gives back s's tags and events (line numbers apart) for every script Parse
// returns.
func Format(s Script) string {
	var b strings.Builder
	esc := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", " ")
	for _, t := range s.Tags {
		fmt.Fprintf(&b, "[%s \"%s\"]\n", t.Name, esc.Replace(t.Value))
	}
	for _, l := range s.Events {
		b.WriteString(FormatLine(l))
		b.WriteByte('\n')
	}
	return b.String()
}

// FormatLine writes a line of a script: its event (or `U undo`, `U redo`),
// then its stamp when it has one ("W move e2e4  # 2026-11-22T04:16:20.000Z").
func FormatLine(l Line) string {
	text := FormatAct(l)
	if !l.Time.IsZero() {
		text += "  # " + FormatStamp(l.Time)
	}
	return text
}

// FormatAct writes a line's event, or the recorder's act, without a stamp.
func FormatAct(l Line) string {
	if w, ok := actWords[l.Act]; ok {
		return "U " + w
	}
	return FormatEvent(l.Event)
}
