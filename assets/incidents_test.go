package assets_test

import (
	"io/fs"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/assets"
	"github.com/arbiter-chess/arbiter/internal/incidents"
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
		"dropped-man", "upset", "abandon", "enforcing", "odds", "time", "consultation", "correspondence", "agreement"}

	// Spec §5 kinds, and the extensions the README documents.
	libraryKinds = []string{"touch-move-breach", "touched-unmovable", "touched-adverse-uncapturable",
		"touched-several", "false-move", "illegal-move", "illegal-castling", "castling-rook-first",
		"captured-own-man", "moved-adverse-man", "two-moves", "commenced-out-of-turn",
		"check-unannounced", "false-check", "king-left-in-check", "board-misplaced", "men-misplaced",
		"men-omitted", "odds-not-removed", "dropped-man", "board-upset", "abandoned",
		"obligation-refused", "fifty-moves", rules.KindPromotionNotExchanged, rules.KindDrawClaimed,
		rules.KindTouchedSquarePlayed, rules.KindOddsBeyondFourth, rules.KindAgreedPawnQueened, rules.KindAgreementFailed,
		rules.KindManReplaced, rules.KindSquareElected, rules.KindNeedlessAdjustment, rules.KindDisputeDropped,
		rules.KindDisputeCheck, rules.KindDisputeUpset, rules.KindRefusal, rules.KindTimeExceeded, rules.KindProtraction,
		rules.KindAssistance, rules.KindCommunicatedDiffers, rules.KindWithdrawal, rules.KindHypothetical,
		rules.KindSeveralSent, rules.KindDoubtfulMove, rules.KindUnintelligible,
		rules.KindIndulgence, rules.KindIndulgenceDemanded}

	// Every option of a ruling: the rows of rules.Options.
	libraryOptions = optionIDs()

	libraryStates   = []string{"pending", "enforced", "waived", "expired", "applied", "no-penalty"}
	libraryChoosers = []string{"white", "black", "umpire", ""}

	// The keys of an obligation the conformance checker reads.
	obligationKeys = []string{"player", "duty", "square"}

	scenarioName = regexp.MustCompile(`^(\d{3})-[a-z0-9]+(-[a-z0-9]+)*$`)
	lawQuote     = regexp.MustCompile(`“([^”]*)”`)
)

func optionIDs() []string {
	var ids []string
	for _, o := range rules.Options() {
		ids = append(ids, o.ID)
	}
	return ids
}

// scenario is one NNN-slug pair of the library, as incidents.ReadLibrary
// reads it (the one reader of case directories).
type scenario struct {
	name   string
	script incidents.Script
	expect map[string]incidents.Expectation
}

// loadLibrary checks the library's files (NNN-slug.inc, each with its
// .expect, the numbers unique) and reads them with incidents.ReadLibrary.
func loadLibrary(t *testing.T) []scenario {
	t.Helper()
	lib, err := assets.Incidents()
	if err != nil {
		t.Fatal(err)
	}
	entries, err := fs.ReadDir(lib, ".")
	if err != nil {
		t.Fatalf("reading the library: %v", err)
	}
	files := map[string]bool{}
	for _, e := range entries {
		files[e.Name()] = true
	}
	numbers := map[string]string{}
	for _, e := range entries {
		name, isInc := strings.CutSuffix(e.Name(), ".inc")
		if !isInc {
			if base, ok := strings.CutSuffix(e.Name(), ".expect"); !ok || !files[base+".inc"] {
				t.Errorf("%s: not an .inc with its .expect", e.Name())
			}
			continue
		}
		m := scenarioName.FindStringSubmatch(name)
		if m == nil {
			t.Errorf("%s.inc: name must be NNN-slug (three digits, lower-case words joined by hyphens)", name)
			continue
		}
		if other, dup := numbers[m[1]]; dup {
			t.Errorf("%s and %s share the number %s", other, name, m[1])
		}
		numbers[m[1]] = name
		if !files[name+".expect"] {
			t.Errorf("%s.inc has no %s.expect", name, name)
		}
	}
	all, err := incidents.ReadLibrary(lib)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]scenario, len(all))
	for i, sc := range all {
		out[i] = scenario{name: sc.ID, script: sc.Script, expect: sc.Expect}
	}
	return out
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
			// A key the conformance checker does not read is refused by
			// incidents.ReadExpectations.
			where := s.name + ".expect [" + code + "]"
			if strings.TrimSpace(e.Because) == "" {
				t.Errorf("%s: no \"because\" naming the article and its words", where)
			}
			checkQuotes(t, where, e.Because, texts[code])
			checkRulings(t, where, code, e.Rulings)
			checkObligations(t, where, e.Obligations)
		}
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

// checkQuotes: the words quoted “thus” in a "because" are the code's own
// words (" … " marks an omission). «Guillemets» quote other text of the
// sources (introductions, the 1862 report and notes) and are not checked here.
func checkQuotes(t *testing.T, where, because, text string) {
	t.Helper()
	for _, m := range lawQuote.FindAllStringSubmatch(because, -1) {
		for _, part := range strings.Split(m[1], " … ") {
			if !strings.Contains(text, collapse(part)) {
				t.Errorf("%s: quoted words not in the code's text: %q", where, part)
			}
		}
	}
}

func checkRulings(t *testing.T, where, code string, rulings []incidents.RulingWant) {
	t.Helper()
	for i, r := range rulings {
		at := where + " ruling " + strconv.Itoa(i+1)
		if !slices.Contains(libraryKinds, r.Kind) {
			t.Errorf("%s: kind %q is not a kind of spec §5", at, r.Kind)
		}
		if v := r.State; v != nil && !slices.Contains(libraryStates, *v) {
			t.Errorf("%s: state %q", at, *v)
		}
		if v := r.Chooser; v != nil && !slices.Contains(libraryChoosers, *v) {
			t.Errorf("%s: chooser %q", at, *v)
		}
		if v := r.Offender; v != nil && *v != "white" && *v != "black" && *v != "" {
			t.Errorf("%s: offender %q", at, *v)
		}
		if v := r.Chosen; v != nil && *v != "" && !slices.Contains(libraryOptions, *v) {
			t.Errorf("%s: chosen %q is not an option of spec §5", at, *v)
		}
		if r.Options != nil {
			for _, o := range *r.Options {
				if !slices.Contains(libraryOptions, o) {
					t.Errorf("%s: option %q is not an option of spec §5", at, o)
				}
			}
		}
		for _, id := range r.Articles {
			if a, ok := assets.Lookup(code, id); !ok || a.ID != id {
				t.Errorf("%s: article %q is not in assets/codes/%s.txt", at, id, code)
			}
		}
	}
}

func checkObligations(t *testing.T, where string, obligations []map[string]string) {
	t.Helper()
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
			t.Errorf("%s: obligation duty %q is not a duty of spec §5", where, o["duty"])
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
