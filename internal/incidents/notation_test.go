package incidents

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/record"
)

func sq(t testing.TB, s string) chess.Square {
	t.Helper()
	q, ok := chess.ParseSquare(s)
	if !ok {
		t.Fatalf("bad square %q in test", s)
	}
	return q
}

// ev builds an event with no squares; set fields with the modifiers.
func ev(a record.Actor, v record.Verb, mods ...func(*record.Event)) record.Event {
	e := record.Event{Actor: a, Verb: v, Square: chess.NoSquare, To: chess.NoSquare}
	for _, m := range mods {
		m(&e)
	}
	return e
}

func at(s string) func(*record.Event) {
	return func(e *record.Event) { e.Square, _ = chess.ParseSquare(s) }
}
func to(s string) func(*record.Event) {
	return func(e *record.Event) { e.To, _ = chess.ParseSquare(s) }
}
func promo(p string) func(*record.Event) { return func(e *record.Event) { e.Promotion = p } }
func claim(c string) func(*record.Event) { return func(e *record.Event) { e.Claim = c } }
func option(o string) func(*record.Event) {
	return func(e *record.Event) { e.Option = o }
}
func text(s string) func(*record.Event) { return func(e *record.Event) { e.Text = s } }

var accidental = func(e *record.Event) { e.Accidental = true }
var wilful = func(e *record.Event) { e.Wilful = true }
var unasked = func(e *record.Event) { e.Unasked = true }

func ruling(n int16) func(*record.Event) { return func(e *record.Event) { e.Ruling = n } }

const (
	W = record.ActorWhite
	B = record.ActorBlack
	U = record.ActorUmpire
)

// eventCases: every verb and actor form; canon is FormatEvent's output.
var eventCases = []struct {
	in    string
	want  record.Event
	canon string
}{
	// actors
	{"W touch e2", ev(W, record.Touch, at("e2")), "W touch e2"},
	{"w touch e2", ev(W, record.Touch, at("e2")), "W touch e2"},
	{"white touch e2", ev(W, record.Touch, at("e2")), "W touch e2"},
	{"White TOUCH E2", ev(W, record.Touch, at("e2")), "W touch e2"},
	{"B touch e7", ev(B, record.Touch, at("e7")), "B touch e7"},
	{"b touch e7", ev(B, record.Touch, at("e7")), "B touch e7"},
	{"black touch e7", ev(B, record.Touch, at("e7")), "B touch e7"},
	{"BLACK touch e7", ev(B, record.Touch, at("e7")), "B touch e7"},
	{"U annul", ev(U, record.Annul), "U annul"},
	{"u annul", ev(U, record.Annul), "U annul"},
	{"umpire annul", ev(U, record.Annul), "U annul"},
	{"Umpire ANNUL", ev(U, record.Annul), "U annul"},
	// touch
	{"W touch a1", ev(W, record.Touch, at("a1")), "W touch a1"},
	{"W touch h8", ev(W, record.Touch, at("h8")), "W touch h8"},
	{"W touch e2 accidentally", ev(W, record.Touch, at("e2"), accidental), "W touch e2 accidentally"},
	{"W touch e2 Accidentally", ev(W, record.Touch, at("e2"), accidental), "W touch e2 accidentally"},
	{"  W\ttouch   e2  ", ev(W, record.Touch, at("e2")), "W touch e2"},
	// say jadoube and its spellings
	{"W say jadoube", ev(W, record.SayJadoube), "W say jadoube"},
	{"W say J'adoube", ev(W, record.SayJadoube), "W say jadoube"},
	{"W say J’adoube", ev(W, record.SayJadoube), "W say jadoube"},
	{"W say adjust", ev(W, record.SayJadoube), "W say jadoube"},
	{"B say I adjust", ev(B, record.SayJadoube), "B say jadoube"},
	{"W SAY JADOUBE", ev(W, record.SayJadoube), "W say jadoube"},
	// touch-square, release, drop
	{"W touch-square f3", ev(W, record.TouchSquare, at("f3")), "W touch-square f3"},
	{"W Touch-Square F3", ev(W, record.TouchSquare, at("f3")), "W touch-square f3"},
	{"W release e4", ev(W, record.Release, at("e4")), "W release e4"},
	{"B drop h7", ev(B, record.Drop, at("h7")), "B drop h7"},
	// move
	{"W move e2e4", ev(W, record.Move, at("e2"), to("e4")), "W move e2e4"},
	{"W move E2E4", ev(W, record.Move, at("e2"), to("e4")), "W move e2e4"},
	{"W move e1g1", ev(W, record.Move, at("e1"), to("g1")), "W move e1g1"},
	{"W move e7e8q", ev(W, record.Move, at("e7"), to("e8"), promo("q")), "W move e7e8q"},
	{"W move e7e8R", ev(W, record.Move, at("e7"), to("e8"), promo("r")), "W move e7e8r"},
	{"B move b2b1b", ev(B, record.Move, at("b2"), to("b1"), promo("b")), "B move b2b1b"},
	{"B move b2a1n", ev(B, record.Move, at("b2"), to("a1"), promo("n")), "B move b2a1n"},
	// promote
	{"W promote q", ev(W, record.Promote, promo("q")), "W promote q"},
	{"W promote R", ev(W, record.Promote, promo("r")), "W promote r"},
	{"W promote b", ev(W, record.Promote, promo("b")), "W promote b"},
	{"W promote n", ev(W, record.Promote, promo("n")), "W promote n"},
	{"W promote none", ev(W, record.Promote, promo("none")), "W promote none"},
	{"W promote NONE", ev(W, record.Promote, promo("none")), "W promote none"},
	// say check
	{"B say check", ev(B, record.SayCheck), "B say check"},
	{"B say Check", ev(B, record.SayCheck), "B say check"},
	// claim
	{"W claim", ev(W, record.Claim), "W claim"},
	{"W claim fifty", ev(W, record.Claim, claim("fifty")), "W claim fifty"},
	{"W claim board", ev(W, record.Claim, claim("board")), "W claim board"},
	{"B claim men", ev(B, record.Claim, claim("men")), "B claim men"},
	{"B claim dropped", ev(B, record.Claim, claim("dropped")), "B claim dropped"},
	{"W claim DRAW", ev(W, record.Claim, claim("draw")), "W claim draw"},
	// choose
	{"B choose move-king", ev(B, record.Choose, option("move-king")), "B choose move-king"},
	{"B choose move-any g1", ev(B, record.Choose, option("move-any"), at("g1")), "B choose move-any g1"},
	{"B choose Move-Any G1", ev(B, record.Choose, option("move-any"), at("g1")), "B choose move-any g1"},
	{"W choose retract-and-replay", ev(W, record.Choose, option("retract-and-replay")), "W choose retract-and-replay"},
	{"U choose annul", ev(U, record.Choose, option("annul")), "U choose annul"},
	{"U choose proceed", ev(U, record.Choose, option("proceed")), "U choose proceed"},
	// waive
	{"B waive", ev(B, record.Waive), "B waive"},
	{"U waive", ev(U, record.Waive), "U waive"},
	// the end of the game
	{"W resign", ev(W, record.Resign), "W resign"},
	{"B abandon", ev(B, record.Abandon), "B abandon"},
	{"W upset", ev(W, record.Upset), "W upset"},
	{"W upset wilfully", ev(W, record.Upset, wilful), "W upset wilfully"},
	{"W upset willfully", ev(W, record.Upset, wilful), "W upset wilfully"},
	{"B upset Wilfully", ev(B, record.Upset, wilful), "B upset wilfully"},
	// the umpire
	{"U note free text", ev(U, record.Note, text("free text")), "U note free text"},
	{"U note   Spaces  inside kept; and semicolons too  ", ev(U, record.Note, text("Spaces  inside kept; and semicolons too")), "U note Spaces  inside kept; and semicolons too"},
	{"U NOTE Case Kept", ev(U, record.Note, text("Case Kept")), "U note Case Kept"},
	{"umpire note Bystanders agree # not part of the note", ev(U, record.Note, text("Bystanders agree")), "U note Bystanders agree"},
	{"U note «Échec!» — said late", ev(U, record.Note, text("«Échec!» — said late")), "U note «Échec!» — said late"},
	// the umpire of his own motion (docs/notation.md §14); a note is text
	{"U annul unasked", ev(U, record.Annul, unasked), "U annul unasked"},
	{"U ANNUL Unasked", ev(U, record.Annul, unasked), "U annul unasked"},
	{"U choose proceed ruling 2 unasked", ev(U, record.Choose, option("proceed"), ruling(2), unasked), "U choose proceed ruling 2 unasked"},
	{"U waive unasked", ev(U, record.Waive, unasked), "U waive unasked"},
	{"U result 0-1 unasked", ev(U, record.Result, claim("0-1"), unasked), "U result 0-1 unasked"},
	{"U dispute check unasked", ev(U, record.Dispute, claim("check"), unasked), "U dispute check unasked"},
	{"U note unasked", ev(U, record.Note, text("unasked")), "U note unasked"},
	// a comment after an event
	{"W resign # in disgust", ev(W, record.Resign), "W resign"},
	{"W resign;", ev(W, record.Resign), "W resign"},
}

func TestParseEvent(t *testing.T) {
	for _, c := range eventCases {
		got, err := ParseEvent(c.in)
		if err != nil {
			t.Errorf("ParseEvent(%q): %v", c.in, err)
			continue
		}
		if !got.Equal(c.want) {
			t.Errorf("ParseEvent(%q) = %+v, want %+v", c.in, got, c.want)
		}
		if s := FormatEvent(got); s != c.canon {
			t.Errorf("FormatEvent(ParseEvent(%q)) = %q, want %q", c.in, s, c.canon)
		}
		// the canonical form reads back to the same event
		again, err := ParseEvent(c.canon)
		if err != nil || !again.Equal(got) {
			t.Errorf("ParseEvent(%q) = %+v, %v; want %+v", c.canon, again, err, got)
		}
	}
}

// Every verb is covered by eventCases.
func TestEveryVerbCovered(t *testing.T) {
	verbs := []record.Verb{record.Touch, record.SayJadoube, record.TouchSquare, record.Release,
		record.Move, record.Promote, record.SayCheck, record.Claim, record.Choose, record.Waive,
		record.Drop, record.Resign, record.Abandon, record.Upset, record.Annul, record.Note}
	seen := map[record.Verb]bool{}
	for _, c := range eventCases {
		seen[c.want.Verb] = true
	}
	for _, v := range verbs {
		if !seen[v] {
			t.Errorf("no test case for verb %q", v)
		}
	}
}

func TestFormatEvent(t *testing.T) {
	cases := []struct {
		e    record.Event
		want string
	}{
		{ev(W, record.Touch, at("e2")), "W touch e2"},
		{ev(W, record.Touch, at("e2"), accidental), "W touch e2 accidentally"},
		{ev(W, record.Move, at("e7"), to("e8"), promo("q")), "W move e7e8q"},
		{ev(B, record.Choose, option("move-any"), at("g1")), "B choose move-any g1"},
		{ev(U, record.Note, text("text")), "U note text"},
		{ev(W, record.Upset, wilful), "W upset wilfully"},
		{ev(W, record.Claim), "W claim"},
		{ev(W, record.Claim, claim("fifty")), "W claim fifty"},
		{ev(W, record.Promote, promo("none")), "W promote none"},
		{ev(W, record.SayCheck), "W say check"},
		{ev(W, record.SayJadoube), "W say jadoube"},
		// a note the notation cannot carry as it is still formats to one note
		{ev(U, record.Note, text("game #3\nsecond line ")), "U note game ＃3 second line"},
		// fields that do not belong to the verb are not written
		{ev(W, record.Resign, at("e2"), text("x"), accidental), "W resign"},
	}
	for _, c := range cases {
		if got := FormatEvent(c.e); got != c.want {
			t.Errorf("FormatEvent(%+v) = %q, want %q", c.e, got, c.want)
		}
		if _, err := ParseEvent(c.want); err != nil {
			t.Errorf("ParseEvent(%q): %v", c.want, err)
		}
	}
}

// eventErrors: each bad event and the exact reason.
var eventErrors = []struct{ in, reason string }{
	{"W waive unasked", "waive: only the umpire's annul, choose, waive, dispute, result may be recorded unasked"},
	{"W resign unasked", "resign: only the umpire's annul, choose, waive, dispute, result may be recorded unasked"},
	{"U unasked", `unknown verb "unasked"`},
	{"X touch e2", `unknown actor "X" (want W, B or U)`},
	{"whitey touch e2", `unknown actor "whitey" (want W, B or U)`},
	{"W", `missing verb after "W"`},
	{"W fly e2", `unknown verb "fly"`},
	{"W jadoube", `unknown verb "jadoube"`},
	{"W touch", `touch: missing square`},
	{"W touch e9", `touch: bad square "e9"`},
	{"W touch i1", `touch: bad square "i1"`},
	{"W touch e22", `touch: bad square "e22"`},
	{"W touch e2 gently", `touch: extra argument "gently" (only "accidentally" may follow the square)`},
	{"W touch e2 accidentally again", `touch: extra argument "again"`},
	{"W touch-square", `touch-square: missing square`},
	{"W touch-square z3", `touch-square: bad square "z3"`},
	{"W release", `release: missing square`},
	{"W release e4 e5", `release: extra argument "e5"`},
	{"W drop", `drop: missing square`},
	{"W drop 22", `drop: bad square "22"`},
	{"W move", `move: missing move (e.g. e2e4, e7e8q)`},
	{"W move e2-", `move: bad move "e2-" (want two squares and an optional q, r, b or n, e.g. e2e4, e7e8q)`}, // "e2" alone is SAN now
	{"W move e2-e4", `move: bad move "e2-e4" (want two squares and an optional q, r, b or n, e.g. e2e4, e7e8q)`},
	{"W move e4-d5", `move: bad move "e4-d5" (want two squares and an optional q, r, b or n, e.g. e2e4, e7e8q)`}, // "e4xd5" is SAN now
	{"W move e2e9", `move: bad square "e9" in move "e2e9"`},
	{"W move x2e4", `move: bad square "x2" in move "x2e4"`},
	{"W move e7e8k", `move: bad promotion piece "k" in move "e7e8k" (want q, r, b or n)`},
	{"W move e2e4 e7e5", `move: extra argument "e7e5"`},
	{"W promote", `promote: missing piece (want q, r, b, n or none)`},
	{"W promote k", `promote: bad promotion piece "k" (want q, r, b, n or none)`},
	{"W promote queen", `promote: bad promotion piece "queen" (want q, r, b, n or none)`},
	{"W promote q r", `promote: extra argument "r"`},
	{"W say", `say: missing word (want jadoube or check)`},
	{"W say hello", `say: unknown word "hello" (want jadoube or check)`},
	{"W say i", `say: unknown word "i" (want jadoube or check)`},
	{"W say check mate", `say check: extra argument "mate"`},
	{"W say jadoube e2", `say jadoube: extra argument "e2"`},
	{"W claim victory", `claim: unknown claim "victory" (want fifty, board, men, omitted, odds, dropped, draw, needless, protraction or takeback, or nothing)`},
	{"W claim draw now", `claim: extra argument "now"`},
	{"B choose", `choose: missing option (e.g. move-king)`},
	{"B choose move_king", `choose: bad option "move_king" (want a word of letters and hyphens, e.g. move-king)`},
	{"B choose move-", `choose: bad option "move-" (want a word of letters and hyphens, e.g. move-king)`},
	{"B choose e2", `choose: bad option "e2" (want a word of letters and hyphens, e.g. move-king)`},
	{"B choose move-any g9", `choose: bad square "g9"`},
	{"B choose move-any g1 h1", `choose: extra argument "h1"`},
	{"B waive it", `waive: extra argument "it"`},
	{"W resign now", `resign: extra argument "now"`},
	{"W abandon x", `abandon: extra argument "x"`},
	{"W upset angrily", `upset: extra argument "angrily" (only "wilfully" may follow)`},
	{"W upset wilfully twice", `upset: extra argument "twice"`},
	{"U annul now", `annul: extra argument "now"`},
	{"U note", `note: missing text`},
	{"U note   ", `note: missing text`},
	{"U note # only a comment", `note: missing text`},
	// who may do what
	{"W annul", `only the umpire may annul`},
	{"B note hello", `only the umpire may note`},
	{"U touch e2", `the umpire cannot touch (he may notice, annul, note, choose, waive, dispute or result)`},
	{"U move e2e4", `the umpire cannot move (he may notice, annul, note, choose, waive, dispute or result)`},
	{"U say check", `the umpire cannot say check (he may notice, annul, note, choose, waive, dispute or result)`},
	{"U claim", `the umpire cannot claim (he may notice, annul, note, choose, waive, dispute or result)`},
	{"U resign", `the umpire cannot resign (he may notice, annul, note, choose, waive, dispute or result)`},
	// ParseEvent's own
	{"", `empty event`},
	{"   # just a comment", `empty event`},
	{";;", `empty event`},
	{"W move e2e4; B move e7e5", `one event at a time (found 2)`},
	{`[Title "x"]`, `a tag is not an event`},
	{"W touch e2\nW release e4", `events must be on one line`},
	{"W note \xff", `invalid UTF-8`},
}

func TestParseEventErrors(t *testing.T) {
	for _, c := range eventErrors {
		e, err := ParseEvent(c.in)
		if err == nil {
			t.Errorf("ParseEvent(%q) = %+v, want error %q", c.in, e, c.reason)
			continue
		}
		if err.Error() != c.reason {
			t.Errorf("ParseEvent(%q): error %q, want %q", c.in, err, c.reason)
		}
		var le *LineError
		if errors.As(err, &le) {
			t.Errorf("ParseEvent(%q): error is a *LineError; want no line number", c.in)
		}
	}
}

// In a script, the same errors come with their line.
func TestParseErrorsInScript(t *testing.T) {
	for _, c := range eventErrors {
		if strings.Contains(c.in, "\n") || strings.HasPrefix(c.in, "[") || c.reason == "empty event" ||
			strings.HasPrefix(c.reason, "one event at a time") {
			continue
		}
		src := "[Title \"t\"]\n# comment\n\nW touch e2; W release e4\n" + c.in + "\nB move e7e5\n"
		_, err := ParseString(src)
		var le *LineError
		if !errors.As(err, &le) {
			t.Errorf("script with %q: error %v, want *LineError", c.in, err)
			continue
		}
		if le.Line != 5 || le.Reason != c.reason {
			t.Errorf("script with %q: %v, want line 5: %s", c.in, err, c.reason)
		}
	}
}

func TestParseEvents(t *testing.T) {
	got, err := ParseEvents("W move e2e4; B move e7e5 ;; W touch g1 # and so on")
	want := []record.Event{
		ev(W, record.Move, at("e2"), to("e4")),
		ev(B, record.Move, at("e7"), to("e5")),
		ev(W, record.Touch, at("g1")),
	}
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("ParseEvents = %+v, %v; want %+v", got, err, want)
	}
	if _, err := ParseEvents("W move e2e4; X move e7e5"); err == nil || err.Error() != `unknown actor "X" (want W, B or U)` {
		t.Errorf("ParseEvents with a bad second event: %v", err)
	}
}

func TestParseScript(t *testing.T) {
	src := "\ufeff# An incident\r\n" +
		"[Title \"Touching # an \\\"adverse\\\" man\"]  # comment after a tag\r\n" +
		"  [code \"staunton1860\"]\r\n" +
		"\r\n" +
		"[FEN \"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2\"]\n" +
		"[Moves   \"g1f3 b8c6\"]\n" +
		"[Site\"London\"]\n" +
		"[Path \"C:\\games\\x.inc\"]\n" +
		"[Empty \"\"]\n" +
		"# events\n" +
		"W touch d8   # touches the Queen\n" +
		"B choose move-king;  ; W move e1e2\n" +
		"   \t  \n" +
		"U note White protests; Black smiles # and a comment\n" +
		"W say check;B claim\n" +
		"W resign"
	s, err := ParseString(src)
	if err != nil {
		t.Fatal(err)
	}
	wantTags := []Tag{
		{"Title", `Touching # an "adverse" man`},
		{"code", "staunton1860"},
		{"FEN", "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"},
		{"Moves", "g1f3 b8c6"},
		{"Site", "London"},
		{"Path", `C:\games\x.inc`},
		{"Empty", ""},
	}
	if !reflect.DeepEqual(s.Tags, wantTags) {
		t.Errorf("tags = %q\nwant %q", s.Tags, wantTags)
	}
	wantLines := map[string]int{"title": 2, "code": 3, "fen": 5, "moves": 6, "site": 7, "path": 8, "empty": 9}
	if !reflect.DeepEqual(s.TagLines, wantLines) {
		t.Errorf("tag lines = %v, want %v", s.TagLines, wantLines)
	}
	wantEvents := []Line{
		{Event: ev(W, record.Touch, at("d8")), LineNo: 11},
		{Event: ev(B, record.Choose, option("move-king")), LineNo: 12},
		{Event: ev(W, record.Move, at("e1"), to("e2")), LineNo: 12},
		{Event: ev(U, record.Note, text("White protests; Black smiles")), LineNo: 14},
		{Event: ev(W, record.SayCheck), LineNo: 15},
		{Event: ev(B, record.Claim), LineNo: 15},
		{Event: ev(W, record.Resign), LineNo: 16},
	}
	if !reflect.DeepEqual(s.Events, wantEvents) {
		t.Errorf("events = %+v\nwant %+v", s.Events, wantEvents)
	}
	for name, want := range map[string]string{"title": `Touching # an "adverse" man`, "CODE": "staunton1860", "fen": wantTags[2].Value, "Moves": "g1f3 b8c6"} {
		if v, ok := s.Tag(name); !ok || v != want {
			t.Errorf("Tag(%q) = %q, %v; want %q", name, v, ok, want)
		}
	}
	if v, ok := s.Tag("Date"); ok {
		t.Errorf("Tag(Date) = %q, true; want absent", v)
	}
	checkRoundTrip(t, s)
	wantText := `[Title "Touching # an \"adverse\" man"]
[code "staunton1860"]
[FEN "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"]
[Moves "g1f3 b8c6"]
[Site "London"]
[Path "C:\\games\\x.inc"]
[Empty ""]
W touch d8
B choose move-king
W move e1e2
U note White protests; Black smiles
W say check
B claim
W resign
`
	if got := Format(s); got != wantText {
		t.Errorf("Format =\n%s\nwant\n%s", got, wantText)
	}
}

func TestParseEmpty(t *testing.T) {
	for _, src := range []string{"", "\n", "# nothing\n\n  ; ;\n", "\ufeff"} {
		s, err := ParseString(src)
		if err != nil || len(s.Tags) != 0 || len(s.Events) != 0 {
			t.Errorf("ParseString(%q) = %+v, %v; want an empty script", src, s, err)
		}
	}
	s, err := ParseString("[Title \"only tags\"]\n")
	if err != nil || len(s.Tags) != 1 || len(s.Events) != 0 {
		t.Errorf("tags only: %+v, %v", s, err)
	}
}

func TestParseScriptErrors(t *testing.T) {
	cases := []struct {
		src    string
		line   int
		reason string
	}{
		{"W touch e2\n[Title \"late\"]\n", 2, "tag after events: tags come before the first event"},
		{"[Title \"a\"]\n# c\nW touch e2\n\n  [Code \"lewis1827\"]\n", 5, "tag after events: tags come before the first event"},
		{"[Title \"a\"]\n[title \"b\"]\n", 2, `duplicate tag "title" (first on line 1)`},
		{"[Title \"a\"\n", 1, `malformed tag: missing "]" after the value of Title`},
		{"\n[Title \"a]\n", 2, `malformed tag: value of Title has no closing quote`},
		{"[Title \"a\\\"]\n", 1, `malformed tag: value of Title has no closing quote`},
		{"[Title a]\n", 1, `malformed tag: missing quoted value after Title (want [Title "Value"])`},
		{"[Title]\n", 1, `malformed tag: missing quoted value after Title (want [Title "Value"])`},
		{"[ \"a\"]\n", 1, `malformed tag: missing name (want [Name "Value"])`},
		{"[]\n", 1, `malformed tag: missing name (want [Name "Value"])`},
		{"[\n", 1, `malformed tag: missing name (want [Name "Value"])`},
		{"[1Title \"a\"]\n", 1, `malformed tag: name "1Title" must begin with a letter`},
		{"[Ti-tle \"a\"]\n", 1, `malformed tag: bad character '-' in name "Ti-" (letters, digits and _ only)`},
		{"[Title \"a\"] [Code \"b\"]\n", 1, `malformed tag: unexpected "[Code \"b\"]" after "]" (one tag per line)`},
		{"[Title \"a\"]; W touch e2\n", 1, `malformed tag: unexpected "; W touch e2" after "]" (one tag per line)`},
		{"[Title \"a\"]\nW touch e2\nW touch \xe2\x28\xa1\n", 3, "invalid UTF-8"},
		{"[Title \"\xff\"]\n", 1, "invalid UTF-8"},
		{"W touch e2\r\nW release e9\r\n", 2, `release: bad square "e9"`},
		{"W touch e2; W release e4; B move e7e5; B mvoe e5e4\n", 1, `unknown verb "mvoe"`},
		{"# a\n# b\n\n\nU touch e2\n", 5, "the umpire cannot touch (he may notice, annul, note, choose, waive, dispute or result)"},
	}
	for _, c := range cases {
		_, err := ParseString(c.src)
		var le *LineError
		if !errors.As(err, &le) {
			t.Errorf("ParseString(%q): error %v, want *LineError", c.src, err)
			continue
		}
		if le.Line != c.line || le.Reason != c.reason {
			t.Errorf("ParseString(%q): line %d: %s\nwant line %d: %s", c.src, le.Line, le.Reason, c.line, c.reason)
		}
		if want := "line " + strconv.Itoa(c.line) + ": " + c.reason; err.Error() != want {
			t.Errorf("Error() = %q, want %q", err.Error(), want)
		}
		// Parse from a reader says the same
		if _, err2 := Parse(strings.NewReader(c.src)); err2 == nil || err2.Error() != err.Error() {
			t.Errorf("Parse(%q) = %v, want %v", c.src, err2, err)
		}
	}
}

type failingReader struct{ n int }

func (r *failingReader) Read(p []byte) (int, error) {
	if r.n == 0 {
		r.n++
		return copy(p, "W touch e2\nW release e4\n"), nil
	}
	return 0, errors.New("disk on fire")
}

func TestParseReadError(t *testing.T) {
	_, err := Parse(&failingReader{})
	var le *LineError
	if !errors.As(err, &le) || le.Line != 3 || le.Reason != "read: disk on fire" {
		t.Errorf("Parse(failing reader) = %v, want line 3: read: disk on fire", err)
	}
}

func TestLineError(t *testing.T) {
	if got := (&LineError{Line: 7, Reason: "unknown verb \"fly\""}).Error(); got != `line 7: unknown verb "fly"` {
		t.Errorf("Error() = %q", got)
	}
}

// sameScript compares tags and events, line numbers apart; nil and empty
// slices are the same.
func sameScript(a, b Script) bool {
	if len(a.Tags) != len(b.Tags) || len(a.Events) != len(b.Events) {
		return false
	}
	for i := range a.Tags {
		if a.Tags[i] != b.Tags[i] {
			return false
		}
	}
	for i := range a.Events {
		x, y := a.Events[i], b.Events[i]
		if !x.Event.Equal(y.Event) || x.Act != y.Act || !x.Time.Equal(y.Time) {
			return false
		}
	}
	return true
}

func checkRoundTrip(t testing.TB, s Script) {
	t.Helper()
	out := Format(s)
	back, err := ParseString(out)
	if err != nil {
		t.Fatalf("Parse(Format(s)): %v\n%s", err, out)
	}
	if !sameScript(s, back) {
		t.Fatalf("Parse(Format(s)) differs from s\nFormat(s):\n%s\ns:    %+v\nback: %+v", out, s, back)
	}
	// Format is a fixed point
	if again := Format(back); again != out {
		t.Fatalf("Format(Parse(Format(s))) = %q, want %q", again, out)
	}
	// the canonical form puts every tag and event on its own line
	for i, l := range back.Events {
		if want := len(back.Tags) + i + 1; l.LineNo != want {
			t.Fatalf("event %d on line %d of Format(s), want %d", i, l.LineNo, want)
		}
	}
}

func conformanceScripts(t testing.TB) map[string]string {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join("testdata", "conformance", "*.inc"))
	if err != nil || len(paths) == 0 {
		t.Fatalf("no conformance scripts in testdata/conformance: %v", err)
	}
	m := map[string]string{}
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		m[filepath.Base(p)] = string(b)
	}
	return m
}

func TestConformanceScriptsParse(t *testing.T) {
	for name, src := range conformanceScripts(t) {
		s, err := ParseString(src)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if len(s.Events) == 0 {
			t.Errorf("%s: no events", name)
		}
		checkRoundTrip(t, s)
	}
	// the immortal game: 49 events on lines 2 to 24, those of a line joined by `;`
	s, err := ParseString(conformanceScripts(t)["p07-immortal-game.inc"])
	if err != nil {
		t.Fatal(err)
	}
	if n := len(s.Events); n != 49 {
		t.Errorf("p07: %d events, want 49", n)
	}
	if l := s.Events[len(s.Events)-1]; l.LineNo != 24 || FormatEvent(l.Event) != "W move d6e7" {
		t.Errorf("p07: last event %q on line %d, want W move d6e7 on line 24", FormatEvent(l.Event), l.LineNo)
	}
	if l := s.Events[6]; l.LineNo != 4 || FormatEvent(l.Event) != "B say check" {
		t.Errorf("p07: event 7 %q on line %d, want B say check on line 4", FormatEvent(l.Event), l.LineNo)
	}
}

func TestFormatRoundTripBuilt(t *testing.T) {
	// a script built in code, every verb
	s := Script{Tags: []Tag{{"Title", `a "quoted" \ title`}, {"Code", "lewis1827"}}}
	for _, c := range eventCases {
		s.Events = append(s.Events, Line{Event: c.want})
	}
	checkRoundTrip(t, s)
}
