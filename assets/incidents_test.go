package assets_test

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/assets"
	"github.com/arbiter-chess/arbiter/docs"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// This test checks the form of the scenario library (docs/scenarios.md), not
// what the rules core answers: comparing the expectations with the core is
// `../shared/conformance/check --bin BIN assets/incidents/`.

var (
	libraryCodes = []string{"lewis1827", "american1850", "staunton1860", "bca1862"}

	// The fixed list of topics, as docs/scenarios.md documents it.
	libraryTopics = []string{"setup", "first-move", "touch", "adjust", "several-men", "touch-square",
		"false-move", "illegal-move", "castling", "adverse-man", "own-man", "out-of-turn", "check",
		"false-check", "king-in-check", "promotion", "en-passant", "fifty-moves", "mate-stalemate",
		"dropped-man", "upset", "abandon", "enforcing", "odds", "time", "consultation", "correspondence", "agreement", "umpire"}

	// The kinds of docs/spec.md §5 and arbiter's extensions
	// (docs/vocabulary.md): the core's own list.
	libraryKinds = rules.Kinds()

	libraryOptions = []string{law.OptMoveTouched, law.OptCaptureTouched, law.OptMoveKing,
		law.OptMoveAny, law.OptSelectTouched, law.OptMoveRook, law.OptRookOnly, law.OptLetStand,
		law.OptRetract, law.OptRetractAndReplay, law.OptRecall, law.OptForfeitTurn,
		law.OptProceed, law.OptAnnul, law.OptAdjustBoard, law.OptRectify, law.OptDraw,
		law.OptCount, law.OptLoseGame, law.OptMateDraws, law.OptPawnStays,
		law.OptReplace, law.OptPlayTo, law.OptFine,
		law.OptRestoreMan, law.OptPlayCommunicated, law.OptSelectMove, law.OptNoMoveSent, law.OptTakeBack}

	libraryStates   = []string{"pending", "enforced", "waived", "expired", "applied", "no-penalty"}
	libraryChoosers = []string{"white", "black", "umpire", ""}

	// The keys ../shared/conformance/check reads, "because", and the
	// library's own keys the checker ignores (docs/scenarios.md).
	expectKeys     = []string{"because", "exit", "rulings", "rulings_count", "no_rulings_against", "obligations", "obligations_count", "turn", "result", "moves", "board", "fen", "reading", "allows", "core_pending", "next_first"}
	allowKeys      = []string{"reading", "kind", "offender", "chooser", "options"}
	rulingKeys     = []string{"kind", "offender", "chooser", "state", "chosen", "options", "articles", "appealed_by", "binding"}
	obligationKeys = []string{"player", "duty", "square"}

	scenarioName = regexp.MustCompile(`^(\d{3})-[a-z0-9]+(-[a-z0-9]+)*$`)
	lawQuote     = regexp.MustCompile(`“([^”]*)”`)
)

// scenario is one NNN-slug pair of the library.
type scenario struct {
	name   string
	script incidents.Script
	expect map[string]map[string]json.RawMessage
}

// loadLibrary reads the library with the one reader of case directories
// (incidents.ReadLibrary: the scripts and their expectations), then checks
// its form: the names, the pairs, and each .expect's JSON as written.
func loadLibrary(t *testing.T) []scenario {
	t.Helper()
	lib, err := assets.Incidents()
	if err != nil {
		t.Fatal(err)
	}
	checkLibraryFiles(t, lib)
	scs, err := incidents.ReadLibrary(lib)
	if err != nil {
		t.Fatal(err)
	}
	var out []scenario
	numbers := map[string]string{}
	for _, sc := range scs {
		m := scenarioName.FindStringSubmatch(sc.ID)
		if m == nil {
			t.Errorf("%s.inc: name must be NNN-slug (three digits, lower-case words joined by hyphens)", sc.ID)
			continue
		}
		if other, dup := numbers[m[1]]; dup {
			t.Errorf("%s and %s share the number %s", other, sc.ID, m[1])
		}
		numbers[m[1]] = sc.ID
		raw, err := fs.ReadFile(lib, sc.ID+".expect")
		if err != nil {
			t.Fatal(err)
		}
		var expect map[string]map[string]json.RawMessage
		if err := json.Unmarshal(raw, &expect); err != nil {
			t.Errorf("%s.expect: %v", sc.ID, err)
			continue
		}
		out = append(out, scenario{name: sc.ID, script: sc.Script, expect: expect})
	}
	return out
}

// checkLibraryFiles: every file of the library is an .inc with its
// .expect, or that .expect.
func checkLibraryFiles(t *testing.T, lib fs.FS) {
	t.Helper()
	entries, err := fs.ReadDir(lib, ".")
	if err != nil {
		t.Fatalf("reading the library: %v", err)
	}
	files := map[string]bool{}
	for _, e := range entries {
		files[e.Name()] = true
	}
	for _, e := range entries {
		if base, isInc := strings.CutSuffix(e.Name(), ".inc"); isInc {
			if !files[base+".expect"] {
				t.Errorf("%s has no %s.expect", e.Name(), base)
			}
			continue
		}
		if base, ok := strings.CutSuffix(e.Name(), ".expect"); !ok || !files[base+".inc"] {
			t.Errorf("%s: not an .inc with its .expect", e.Name())
		}
	}
}

func TestLibrarySize(t *testing.T) {
	if n := len(loadLibrary(t)); n < 120 {
		t.Errorf("the library has %d scenarios, want at least 120", n)
	}
}

func TestLibraryTags(t *testing.T) {
	for _, s := range loadLibrary(t) {
		tag := func(name string) string {
			v, _ := s.script.Tag(name)
			return strings.TrimSpace(v)
		}
		if tag("Title") == "" {
			t.Errorf("%s: no [Title]", s.name)
		}
		if topic := tag("Topic"); !slices.Contains(libraryTopics, topic) {
			t.Errorf("%s: [Topic %q] is not one of %v", s.name, topic, libraryTopics)
		}
		if tag("Narrative") == "" {
			t.Errorf("%s: no [Narrative]", s.name)
		}
		if _, ok := s.script.Tag("Code"); ok {
			t.Errorf("%s: has a [Code] tag; a scenario is run under every code", s.name)
		}
		if v, ok := s.script.Tag("Source"); ok && strings.TrimSpace(v) == "" {
			t.Errorf("%s: empty [Source]", s.name)
		}
		if v, ok := s.script.Tag("Ask"); ok {
			n, err := strconv.Atoi(strings.TrimSpace(v))
			if err != nil || n < 1 || n > len(s.script.Events) {
				t.Errorf("%s: [Ask %q] must be an event number from 1 to %d", s.name, v, len(s.script.Events))
			}
		}
		if len(s.script.Events) == 0 {
			t.Errorf("%s: no events", s.name)
		}
		checkArticlesTag(t, s.name, tag("Articles"))
		for _, code := range libraryCodes {
			setup, err := incidents.SetupOf(s.script, code)
			if err == nil {
				_, err = rules.New(setup)
			}
			if err != nil {
				t.Errorf("%s under %s: the [FEN]/[Moves] do not start a game: %v", s.name, code, err)
			}
		}
	}
}

// checkArticlesTag: "code:ID ..." with codes of the library and IDs that are
// articles of assets/codes, written as the file writes them.
func checkArticlesTag(t *testing.T, name, value string) {
	t.Helper()
	fields := strings.Fields(value)
	if len(fields) == 0 {
		t.Errorf("%s: no [Articles]", name)
	}
	seen := map[string]bool{}
	for _, f := range fields {
		code, id, ok := strings.Cut(f, ":")
		if !ok || !slices.Contains(libraryCodes, code) {
			t.Errorf("%s: [Articles] entry %q is not code:ARTICLE with a code of %v", name, f, libraryCodes)
			continue
		}
		if a, ok := assets.Lookup(code, id); !ok || a.ID != id {
			t.Errorf("%s: [Articles] names %s %s, which is not an article of assets/codes/%s.txt", name, code, id, code)
		}
		if seen[f] {
			t.Errorf("%s: [Articles] names %s twice", name, f)
		}
		seen[f] = true
	}
}

func TestLibraryExpectations(t *testing.T) {
	texts := lawTexts(t)
	for _, s := range loadLibrary(t) {
		var keys []string
		for k := range s.expect {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		want := slices.Clone(libraryCodes)
		slices.Sort(want)
		if !slices.Equal(keys, want) {
			t.Errorf("%s.expect: keys %v, want exactly the four codes %v", s.name, keys, libraryCodes)
		}
		for _, code := range libraryCodes {
			e, ok := s.expect[code]
			if !ok {
				continue
			}
			checkExpectation(t, s.name+".expect ["+code+"]", code, e, texts[code])
			if raw := e["core_pending"]; raw != nil {
				var p struct {
					Issue  int                        `json:"issue"`
					Expect map[string]json.RawMessage `json:"expect"`
				}
				if err := json.Unmarshal(raw, &p); err != nil || p.Issue < 1 || p.Expect == nil {
					t.Errorf("%s.expect [%s]: core_pending must be {\"issue\": N, \"expect\": {...}}: %v", s.name, code, err)
					continue
				}
				checkExpectation(t, s.name+".expect ["+code+"] core_pending", code, p.Expect, texts[code])
			}
		}
	}
}

// checkExpectation checks one code's expectation: its keys, its because,
// its reading, and its rulings and obligations.
func checkExpectation(t *testing.T, where, code string, e map[string]json.RawMessage, text string) {
	t.Helper()
	for k := range e {
		if !slices.Contains(expectKeys, k) {
			t.Errorf("%s: unknown key %q (want one of %v)", where, k, expectKeys)
		}
	}
	var because string
	if err := json.Unmarshal(e["because"], &because); err != nil || strings.TrimSpace(because) == "" {
		t.Errorf("%s: no \"because\" naming the article and its words", where)
	}
	checkQuotes(t, where, because, text)
	if !quotesTheCode(because) && !silentNoRuling(because, e) {
		t.Errorf("%s: the because quotes no words of the code: %q", where, because)
	}
	checkReading(t, where, code, e)
	checkReadingNamed(t, where, because, e)
	checkRulings(t, where, code, e["rulings"])
	checkObligations(t, where, e["obligations"])
	checkNextFirst(t, where, code, e["next_first"])
}

// checkNextFirst: the next game's first move names a player or none, and
// articles of the code.
func checkNextFirst(t *testing.T, where, code string, raw json.RawMessage) {
	t.Helper()
	if raw == nil {
		return
	}
	var n struct {
		Who       string   `json:"who"`
		Articles  []string `json:"articles"`
		Undecided bool     `json:"undecided"`
		ByOdds    bool     `json:"by_odds"`
	}
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&n); err != nil {
		t.Errorf("%s: next_first: %v", where, err)
		return
	}
	if n.Who != "white" && n.Who != "black" && n.Who != "" || (n.Who == "") != (n.Undecided || n.ByOdds) {
		t.Errorf("%s: next_first: who %q: want white or black, or \"\" with undecided or by_odds", where, n.Who)
	}
	for _, a := range n.Articles {
		if _, ok := assets.Lookup(code, a); !ok {
			t.Errorf("%s: next_first: %s has no article %q", where, code, a)
		}
	}
}

// quotesTheCode: at least one “quotation” (the words are checked by
// checkQuotes).
func quotesTheCode(because string) bool {
	for _, m := range lawQuote.FindAllStringSubmatch(normalizeQuotes(because), -1) {
		if strings.TrimSpace(strings.ReplaceAll(m[1], "…", "")) != "" {
			return true
		}
	}
	return false
}

// silentNoRuling is a code with no words on the case and nothing to rule:
// the because says it has none, and no ruling cites an article.
func silentNoRuling(because string, e map[string]json.RawMessage) bool {
	says := false
	for _, w := range []string{"has no ", "have none", "says nothing", "no article", "no rule ", "confined itself", "no law"} {
		says = says || strings.Contains(because, w)
	}
	if !says {
		return false
	}
	var rulings []struct {
		Articles []string `json:"articles"`
	}
	if e["rulings"] != nil && json.Unmarshal(e["rulings"], &rulings) == nil {
		for _, r := range rulings {
			if len(r.Articles) > 0 {
				return false
			}
		}
	}
	return true
}

var readingRef = regexp.MustCompile(`docs/readings\.md#r[0-9]+`)

// checkReadingNamed: a because that names a reading names the one the
// expectation rests on, or one its allows name; and it does not name one
// when the expectation rests on none.
func checkReadingNamed(t *testing.T, where, because string, e map[string]json.RawMessage) {
	t.Helper()
	var ref string
	_ = json.Unmarshal(e["reading"], &ref)
	var allows []struct {
		Reading string `json:"reading"`
	}
	_ = json.Unmarshal(e["allows"], &allows)
	for _, named := range readingRef.FindAllString(because, -1) {
		ok := named == ref
		for _, a := range allows {
			ok = ok || named == a.Reading
		}
		if !ok {
			t.Errorf("%s: the because names %s, but the expectation rests on %q", where, named, ref)
		}
	}
}

// checkReading: a reading is an anchor of docs/readings.md whose articles
// exist; answers other readings allow have known keys and values, and come
// with a reading.
func checkReading(t *testing.T, where, code string, e map[string]json.RawMessage) {
	t.Helper()
	var ref string
	if e["reading"] != nil {
		if err := json.Unmarshal(e["reading"], &ref); err != nil {
			t.Errorf("%s: reading: %v", where, err)
		}
		if _, ok := docs.LookupReading(ref); !ok || !strings.HasPrefix(ref, incidents.ReadingPrefix) {
			t.Errorf("%s: reading %q is not an anchor of docs/readings.md", where, ref)
		}
	}
	if e["allows"] == nil {
		return
	}
	if ref == "" {
		t.Errorf("%s: allows without a reading", where)
	}
	var allows []map[string]json.RawMessage
	if err := json.Unmarshal(e["allows"], &allows); err != nil {
		t.Errorf("%s: allows: %v", where, err)
		return
	}
	for i, a := range allows {
		at := fmt.Sprintf("%s allows %d", where, i+1)
		for k := range a {
			if !slices.Contains(allowKeys, k) {
				t.Errorf("%s: unknown key %q (want one of %v)", at, k, allowKeys)
			}
		}
		if k, ok := a["kind"]; !ok || string(k) == `""` {
			// No offence, or the program's own kind: any kind of the list
			// stands in for it.
			a["kind"] = json.RawMessage(strconv.Quote(libraryKinds[0]))
		}
		raw, _ := json.Marshal([]map[string]json.RawMessage{a})
		checkRulings(t, at, code, raw)
	}
}

// lawTexts is each code's whole text, white space collapsed.
func lawTexts(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, code := range libraryCodes {
		arts, err := assets.Articles(code)
		if err != nil {
			t.Fatal(err)
		}
		var b strings.Builder
		for _, a := range arts {
			b.WriteString(strings.Join(a.Paragraphs(), " "))
			b.WriteByte(' ')
		}
		out[code] = collapse(b.String())
	}
	return out
}

func collapse(s string) string { return strings.Join(strings.Fields(s), " ") }

// normalizeQuotes makes the inner quotation marks and apostrophes of a
// text plain, so that a because typed with ' or " matches a text printed
// with ‘ ’ or „ and the reverse; the outer “ ” that mark a quotation stay.
var innerQuotes = strings.NewReplacer("‘", "'", "’", "'", "„", "\"", "«", "«", "\u00a0", " ")

func normalizeQuotes(s string) string { return innerQuotes.Replace(s) }

// checkQuotes: the words quoted “thus” in a "because" are the code's own
// words (" … " marks an omission). «Guillemets» quote other text of the
// sources (introductions, the 1862 report and notes) and are not checked here.
func checkQuotes(t *testing.T, where, because, text string) {
	t.Helper()
	for _, part := range misquoted(because, text) {
		t.Errorf("%s: quoted words not in the code's text: %q", where, part)
	}
}

// misquoted is each part of a “quotation” in because that is not in text.
func misquoted(because, text string) []string {
	var out []string
	text = normalizeQuotes(text)
	for _, m := range lawQuote.FindAllStringSubmatch(normalizeQuotes(because), -1) {
		for _, part := range strings.Split(m[1], "…") {
			part = strings.Trim(collapse(part), " ,;:.")
			if part != "" && !strings.Contains(text, part) {
				out = append(out, part)
			}
		}
	}
	return out
}

func checkRulings(t *testing.T, where, code string, raw json.RawMessage) {
	t.Helper()
	if raw == nil {
		return
	}
	var rulings []map[string]json.RawMessage
	if err := json.Unmarshal(raw, &rulings); err != nil {
		t.Errorf("%s: rulings: %v", where, err)
		return
	}
	for i, r := range rulings {
		at := where + " ruling " + strconv.Itoa(i+1)
		for k := range r {
			if !slices.Contains(rulingKeys, k) {
				t.Errorf("%s: unknown key %q", at, k)
			}
		}
		str := func(k string) (string, bool) {
			var v string
			if r[k] == nil {
				return "", false
			}
			if err := json.Unmarshal(r[k], &v); err != nil {
				t.Errorf("%s: %s: %v", at, k, err)
			}
			return v, true
		}
		if kind, _ := str("kind"); !slices.Contains(libraryKinds, kind) {
			t.Errorf("%s: kind %q is not a kind of docs/spec.md §5 nor an extension", at, kind)
		}
		if v, ok := str("state"); ok && !slices.Contains(libraryStates, v) {
			t.Errorf("%s: state %q", at, v)
		}
		if v, ok := str("chooser"); ok && !slices.Contains(libraryChoosers, v) {
			t.Errorf("%s: chooser %q", at, v)
		}
		if v, ok := str("offender"); ok && v != "white" && v != "black" && v != "" {
			t.Errorf("%s: offender %q", at, v)
		}
		if v, ok := str("chosen"); ok && v != "" && !slices.Contains(libraryOptions, v) {
			t.Errorf("%s: chosen %q is not an option of docs/spec.md §5 nor an extension", at, v)
		}
		var options, articles []string
		if r["options"] != nil {
			if err := json.Unmarshal(r["options"], &options); err != nil {
				t.Errorf("%s: options: %v", at, err)
			}
		}
		for _, o := range options {
			if !slices.Contains(libraryOptions, o) {
				t.Errorf("%s: option %q is not an option of docs/spec.md §5 nor an extension", at, o)
			}
		}
		if r["articles"] != nil {
			if err := json.Unmarshal(r["articles"], &articles); err != nil {
				t.Errorf("%s: articles: %v", at, err)
			}
		}
		for _, id := range articles {
			if a, ok := assets.Lookup(code, id); !ok || a.ID != id {
				t.Errorf("%s: article %q is not in assets/codes/%s.txt", at, id, code)
			}
		}
	}
}

func checkObligations(t *testing.T, where string, raw json.RawMessage) {
	t.Helper()
	if raw == nil {
		return
	}
	var obligations []map[string]string
	if err := json.Unmarshal(raw, &obligations); err != nil {
		t.Errorf("%s: obligations: %v", where, err)
		return
	}
	duties := []string{rules.DutyMoveTouched, rules.DutyCaptureTouched, rules.DutyMoveKing, rules.DutyMoveMan, rules.DutyMoveRook}
	for _, o := range obligations {
		for k := range o {
			if !slices.Contains(obligationKeys, k) {
				t.Errorf("%s: obligation key %q", where, k)
			}
		}
		if o["player"] != "white" && o["player"] != "black" {
			t.Errorf("%s: obligation player %q", where, o["player"])
		}
		if !slices.Contains(duties, o["duty"]) {
			t.Errorf("%s: obligation duty %q is not a duty of docs/spec.md §5", where, o["duty"])
		}
	}
}

// TestLibraryTopicsDocumented keeps the topic list and docs/scenarios.md in step.
func TestLibraryTopicsDocumented(t *testing.T) {
	doc, err := os.ReadFile("../docs/scenarios.md")
	if err != nil {
		t.Fatalf("docs/scenarios.md documents the format: %v", err)
	}
	for _, topic := range libraryTopics {
		if !strings.Contains(string(doc), "`"+topic+"`") {
			t.Errorf("docs/scenarios.md does not document the topic `%s`", topic)
		}
	}
}

// TestReadingsDocumented: each reading of docs/readings.md names articles
// that exist, and a scenario that rests on a reading under a code turns on
// one of the articles the reading reads under that code.
func TestReadingsDocumented(t *testing.T) {
	for _, r := range docs.Readings() {
		for _, f := range r.Articles {
			code, id, ok := strings.Cut(f, ":")
			if a, found := assets.Lookup(code, id); !ok || !found || a.ID != id {
				t.Errorf("docs/readings.md %s: %q is not code:ARTICLE of assets/codes", r.Name, f)
			}
		}
	}
	// Words quoted “thus” in an entry are the words of one of the codes
	// (an entry may compare its codes with another).
	texts := lawTexts(t)
	for _, r := range docs.Readings() {
		for _, m := range lawQuote.FindAllString(r.Text, -1) {
			found := false
			for _, code := range libraryCodes {
				found = found || len(misquoted(m, texts[code])) == 0
			}
			if !found {
				t.Errorf("docs/readings.md %s: %s is not the words of any code", r.Name, m)
			}
		}
	}
	scs, err := incidents.LoadLibrary()
	if err != nil {
		t.Fatal(err)
	}
	used := map[string]bool{}
	for _, sc := range scs {
		for code, e := range sc.Expect {
			if e.Reading == "" {
				continue
			}
			r, ok := docs.LookupReading(e.Reading)
			if !ok {
				continue // TestLibraryExpectations says so
			}
			used[r.Name] = true
			turns := false
			for _, f := range r.Articles {
				c, id, _ := strings.Cut(f, ":")
				turns = turns || (c == code && sc.TurnsOn(code, id))
			}
			// A code with no article in play (BCA on stalemate) reads its silence.
			if !turns && len(sc.Articles[code]) > 0 {
				t.Errorf("%s [%s] rests on %s, which reads %v: none is in its Articles tag %v", sc.ID, code, r.Name, r.Articles, sc.Articles[code])
			}
		}
	}
	if len(used) < 25 {
		t.Errorf("only %d readings have a scenario resting on them", len(used))
	}
}

// The helpers of the quotation check, on made-up texts.
func TestQuoteHelpers(t *testing.T) {
	text := collapse(normalizeQuotes("A player must play the Piece that he has touched, unless he say ‘J’adoube.’"))
	for _, c := range []struct {
		because string
		ok      bool
	}{
		{"VII: “A player must play the Piece that he has touched”", true},
		{"VII: “A player must   play the Piece … unless he say 'J'adoube.'”", true},
		{"VII: “A player must play the Pawn”", false},
	} {
		if bad := misquoted(c.because, text); (len(bad) == 0) != c.ok {
			t.Errorf("%q: misquoted %q, want accepted %v", c.because, bad, c.ok)
		}
	}
	if quotesTheCode("no quotation at all") || quotesTheCode("“ … ”") || !quotesTheCode("VII: “must play”") {
		t.Error("quotesTheCode")
	}
	none := map[string]json.RawMessage{"rulings_count": json.RawMessage("0")}
	cites := map[string]json.RawMessage{"rulings": json.RawMessage(`[{"kind": "x", "articles": ["XV"]}]`)}
	if !silentNoRuling("The code has no law on it.", none) || silentNoRuling("The code has no law on it.", cites) || silentNoRuling("Nothing irregular.", none) {
		t.Error("silentNoRuling")
	}
}
