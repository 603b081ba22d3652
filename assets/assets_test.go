package assets

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"
)

var allCodes = []string{"lewis1827", "american1850", "staunton1860", "bca1862"}

// romans returns "I" … n in Roman numerals, each with prefix.
func romans(prefix string, n int) []string {
	vals := []int{10, 9, 5, 4, 1}
	syms := []string{"X", "IX", "V", "IV", "I"}
	var out []string
	for i := 1; i <= n; i++ {
		var b strings.Builder
		k := i
		for j, v := range vals {
			for k >= v {
				b.WriteString(syms[j])
				k -= v
			}
		}
		out = append(out, prefix+b.String())
	}
	return out
}

func wantIDs(code string) []string {
	switch code {
	case "lewis1827":
		return romans("", 25)
	case "american1850":
		return romans("", 26)
	case "staunton1860":
		ids := []string{
			"def:board", "def:men", "def:position", "def:moves", "def:king",
			"def:queen", "def:rook", "def:bishop", "def:knight", "def:pawns",
			"def:capture", "def:attack", "def:move", "def:queening",
			"def:castling", "def:check", "def:false-move", "def:jadoube",
			"def:giuoco-a-monte", "def:annulled-game", "def:drawn-game",
			"def:stalemate", "def:checkmate",
			"agreement",
		}
		ids = append(ids, romans("", 19)...)
		ids = append(ids, romans("odds:", 7)...)
		ids = append(ids, romans("corr:", 9)...)
		ids = append(ids, romans("cons:", 5)...)
		return ids
	case "bca1862":
		return romans("", 15)
	}
	return nil
}

func TestCodesLoad(t *testing.T) {
	if got := Codes(); !slices.Equal(got, []string{"american1850", "bca1862", "lewis1827", "staunton1860"}) {
		t.Errorf("Codes() = %v", got)
	}
	for _, code := range allCodes {
		t.Run(code, func(t *testing.T) {
			arts, err := Articles(code)
			if err != nil {
				t.Fatalf("Articles(%q): %v", code, err)
			}
			if len(arts) == 0 {
				t.Fatalf("Articles(%q): no articles", code)
			}
			if title := CodeTitle(code); title == "" || strings.HasPrefix(title, "#") {
				t.Errorf("CodeTitle(%q) = %q", code, title)
			}
		})
	}
}

func TestIDSets(t *testing.T) {
	counts := map[string]int{"lewis1827": 25, "american1850": 26, "staunton1860": 19 + 1 + 23 + 7 + 9 + 5, "bca1862": 15}
	for _, code := range allCodes {
		t.Run(code, func(t *testing.T) {
			arts, err := Articles(code)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, a := range arts {
				got = append(got, a.ID)
				if a.Code != code {
					t.Errorf("%s %s: Code = %q", code, a.ID, a.Code)
				}
			}
			want := wantIDs(code)
			if len(want) != counts[code] {
				t.Fatalf("test table: %d ids for %s, want %d", len(want), code, counts[code])
			}
			if !slices.Equal(got, want) {
				t.Errorf("ids of %s:\n got %v\nwant %v", code, got, want)
			}
		})
	}
}

var (
	bookWord    = regexp.MustCompile(`\bBooks?\b`)
	moteWord    = regexp.MustCompile(`(?i)\bmotes?\b`)
	spaceBefore = regexp.MustCompile(` [;:,.!?]`)
)

func TestTextsClean(t *testing.T) {
	bad := []string{"MOTE", "J 'adoube", "J'adoubé", "Eev.", "  ", "\t", "*"}
	for _, code := range allCodes {
		arts, err := Articles(code)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range arts {
			where := code + " " + a.ID
			if strings.TrimSpace(a.Text) == "" {
				t.Errorf("%s: empty text", where)
			}
			if strings.TrimSpace(a.Title) == "" {
				t.Errorf("%s: empty title", where)
			}
			for _, s := range []string{a.Title, a.Text} {
				for _, r := range s {
					if r >= 0x0400 && r <= 0x04FF {
						t.Errorf("%s: Cyrillic letter %q in %q", where, r, s)
						break
					}
				}
				for _, b := range bad {
					if strings.Contains(s, b) {
						t.Errorf("%s: contains %q", where, b)
					}
				}
				if bookWord.MatchString(s) {
					t.Errorf("%s: contains the word Book (for Rook?)", where)
				}
				if moteWord.MatchString(s) {
					t.Errorf("%s: contains MOTE(S)", where)
				}
				if m := spaceBefore.FindString(s); m != "" {
					t.Errorf("%s: space before punctuation %q", where, m)
				}
				if strings.Count(s, `"`)%2 != 0 {
					t.Errorf("%s: unbalanced double quotes in %q", where, s)
				} else {
					// Text inside a pair of quotes must not start or end
					// with a space (OCR noise: " J'adoube," ).
					for i, part := range strings.Split(s, `"`) {
						if i%2 == 1 && (strings.HasPrefix(part, " ") || strings.HasSuffix(part, " ")) {
							t.Errorf("%s: space inside quotes %q", where, part)
						}
					}
				}
			}
			for _, p := range strings.Split(a.Text, "\n\n") {
				if p == "" || p != strings.TrimSpace(p) || strings.Contains(p, "\n") {
					t.Errorf("%s: malformed paragraph %q", where, p)
					continue
				}
				if last := []rune(p)[len([]rune(p))-1]; !unicode.IsPunct(last) {
					t.Errorf("%s: paragraph does not end in punctuation: %q", where, p)
				}
			}
			if len(a.Paragraphs()) != strings.Count(a.Text, "\n\n")+1 {
				t.Errorf("%s: Paragraphs() mismatch", where)
			}
		}
	}
}

func TestSpotChecks(t *testing.T) {
	tests := []struct {
		code, id, title, contains string
	}{
		{"bca1862", "VI", "Touch and move", "(except accidentally)"},
		{"bca1862", "VI", "Touch and move", "A player who touches with his hand (except accidentally) one of his own men when it is his turn to play, must move it, if it can be legally moved"},
		{"bca1862", "IV", "Commencing out of turn", "If a player make the first move in a game when it is not his turn to do so, the game must be annulled"},
		{"bca1862", "VII", "False moves and illegal moves", "and the move on which it was committed has been replied to"},
		{"bca1862", "X", "Castling", "If he touch the Rook first, he must not quit it before having touched the King; or his opponent may claim the move of the Rook as a complete move."},
		{"bca1862", "XI", "Counting fifty moves", "King and Queen, King and Rook, King and Bishop, or King and Knight, against an equal or superior force"},
		{"bca1862", "XI", "Counting fifty moves", "should he not be mated within the fifty moves, he may claim that the game shall proceed."},
		{"bca1862", "XII", "Pawn taking in passing", "Should a player be left with no other move than to take a Pawn in passing, he shall be bound to play that move."},
		{"bca1862", "XIII", "Queening a Pawn", "or of deciding that it shall remain a Pawn."},
		{"staunton1860", "def:queening", "Queening a Pawn", "such Pawn is always to be considered a Queen"},
		{"staunton1860", "def:castling", "Castling", "4. When no hostile Piece or Pawn attacks the square on which the King is to be placed, or that he crosses over."},
		{"staunton1860", "agreement", "Private agreement", "the players may mutually agree upon any deviation from the laws they think proper"},
		{"staunton1860", "VI", "Touch and move", "unless before touching it he say J'adoube, or words to the same effect."},
		{"staunton1860", "XII", "A King remaining in check", "the player who moved first regains the first move for the next game."},
		{"staunton1860", "XIII", "J'adoube", "If a player say J'adoube, after touching a Man, or before touching one which does not require adjusting"},
		{"staunton1860", "XIV", "The counting 50 moves", "a King and Queen, a King and Rook, a King and Bishop, or a King and Knight, against a superior or equal force."},
		{"staunton1860", "XVII", "Dropped man", "A dropped Man may be replaced on the board without saying J'adoube."},
		{"staunton1860", "corr:VII", "Assistance", "that party shall forfeit the game."},
		{"staunton1860", "cons:II", "The move communicated", "Each party must be bound by the move communicated to the adversary"},
		{"lewis1827", "XIII", "False move", "let the piece remain on the square to which he played it"},
		{"lewis1827", "IX", "Touching an adverse man", "any of his adversary's pieces or Pawns without saying \"J'adoube,\""},
		{"lewis1827", "XXV", "Cases not provided for", "the most skilful and disinterested by-standers"},
		{"american1850", "XV", "Taking en passant", "the opponent has the privilege of taking it en passant with any Pawn"},
		{"american1850", "XX", "False cry of check", "Should a player say \"Check,\" without giving it"},
		{"american1850", "XXVI", "Cases not provided for", "the players must refer the point to the most skilful disinterested bystanders"},
	}
	for _, tt := range tests {
		a, ok := Lookup(tt.code, tt.id)
		if !ok {
			t.Errorf("Lookup(%q, %q): not found", tt.code, tt.id)
			continue
		}
		if a.Title != tt.title {
			t.Errorf("%s %s: title %q, want %q", tt.code, tt.id, a.Title, tt.title)
		}
		if !strings.Contains(a.Text, tt.contains) {
			t.Errorf("%s %s: text does not contain %q:\n%s", tt.code, tt.id, tt.contains, a.Text)
		}
	}
}

func TestParagraphs(t *testing.T) {
	tests := []struct {
		code, id string
		n        int
	}{
		{"lewis1827", "VI", 2},
		{"lewis1827", "XXII", 1},
		{"american1850", "XVI", 6},
		{"staunton1860", "def:capture", 3},
		{"staunton1860", "XIV", 5},
		{"staunton1860", "odds:VII", 2},
		{"bca1862", "VI", 2},
		{"bca1862", "XI", 1},
	}
	for _, tt := range tests {
		a, ok := Lookup(tt.code, tt.id)
		if !ok {
			t.Errorf("Lookup(%q, %q): not found", tt.code, tt.id)
			continue
		}
		if got := len(a.Paragraphs()); got != tt.n {
			t.Errorf("%s %s: %d paragraphs, want %d", tt.code, tt.id, got, tt.n)
		}
	}
}

func TestLookup(t *testing.T) {
	tests := []struct {
		code, id string
		wantID   string // "" when not found
	}{
		{"bca1862", "VI", "VI"},
		{"bca1862", "vi", "VI"},
		{"bca1862", "Vi", "VI"},
		{"bca1862", "XV", "XV"},
		{"bca1862", "XVI", ""},
		{"bca1862", "6", ""},
		{"bca1862", "", ""},
		{"bca1862", " VI", ""},
		{"staunton1860", "odds:III", "odds:III"},
		{"staunton1860", "odds:iii", "odds:III"},
		{"staunton1860", "ODDS:iii", "odds:III"},
		{"staunton1860", "odds:", ""},
		{"staunton1860", "def:castling", "def:castling"},
		{"staunton1860", "def:Castling", ""},
		{"staunton1860", "castling", ""},
		{"staunton1860", "agreement", "agreement"},
		{"staunton1860", "xix", "XIX"},
		{"lewis1827", "xxv", "XXV"},
		{"american1850", "XXVI", "XXVI"},
		{"nosuchcode", "I", ""},
		{"", "I", ""},
	}
	for _, tt := range tests {
		a, ok := Lookup(tt.code, tt.id)
		if ok != (tt.wantID != "") || a.ID != tt.wantID {
			t.Errorf("Lookup(%q, %q) = %q, %v; want %q", tt.code, tt.id, a.ID, ok, tt.wantID)
		}
		if ok && a.Code != tt.code {
			t.Errorf("Lookup(%q, %q).Code = %q", tt.code, tt.id, a.Code)
		}
	}
}

func TestUnknownCode(t *testing.T) {
	for _, code := range []string{"nosuchcode", "", "BCA1862", "codes/bca1862", "../bca1862"} {
		if _, err := Articles(code); err == nil || !strings.Contains(err.Error(), "unknown code") {
			t.Errorf("Articles(%q) error = %v, want unknown code", code, err)
		}
		if got := CodeTitle(code); got != "" {
			t.Errorf("CodeTitle(%q) = %q, want \"\"", code, got)
		}
	}
}

func TestArticlesIsACopy(t *testing.T) {
	a, err := Articles("bca1862")
	if err != nil {
		t.Fatal(err)
	}
	a[0].Text = "changed"
	b, _ := Articles("bca1862")
	if b[0].Text == "changed" {
		t.Error("Articles returns the cached slice; callers can change it")
	}
}

func TestCodeTitles(t *testing.T) {
	tests := map[string]string{
		"lewis1827":    "William Lewis, Elements of the Game of Chess (1827)",
		"staunton1860": "Howard Staunton, Chess Praxis (1860)",
	}
	for code, want := range tests {
		if got := CodeTitle(code); got != want {
			t.Errorf("CodeTitle(%q) = %q, want %q", code, got, want)
		}
	}
}

func TestParseMalformed(t *testing.T) {
	tests := []struct {
		name, data, wantErr string
	}{
		{"empty", "", "header"},
		{"one line", "# x", "header"},
		{"wrong code", "# y\n# Title\n\n== I | T\nText.\n", `first line must be "# x"`},
		{"no hash", "x\n# Title\n", "first line"},
		{"empty title", "# x\n# \n", "second line"},
		{"no title line", "# x\nTitle\n", "second line"},
		{"no articles", "# x\n# Title\n\n", "no articles"},
		{"text before heading", "# x\n# Title\nstray\n== I | T\nText.\n", ":3: text before the first article"},
		{"heading without bar", "# x\n# Title\n\n== I The board\nText.\n", ":4: article heading"},
		{"heading without space", "# x\n# Title\n\n==I | T\nText.\n", ":4: article heading"},
		{"empty id", "# x\n# Title\n\n==  | T\nText.\n", "empty id"},
		{"empty title", "# x\n# Title\n\n== I | \nText.\n", "article heading"},
		{"blank title", "# x\n# Title\n\n== I |  \nText.\n", "article heading"},
		{"id with space", "# x\n# Title\n\n== I a | T\nText.\n", "contains a space"},
		{"duplicate", "# x\n# Title\n\n== I | T\nText.\n\n== I | U\nMore.\n", ":7: duplicate article id"},
		{"empty text", "# x\n# Title\n\n== I | T\n\n== II | U\nText.\n", ":4: article \"I\" has no text"},
		{"empty last", "# x\n# Title\n\n== I | T\nText.\n\n== II | U\n", ":7: article \"II\" has no text"},
		{"hard wrap", "# x\n# Title\n\n== I | T\nText\ncontinued.\n", ":6: paragraph of article \"I\" continues"},
		{"invalid utf8", "# x\n# Title\n\n== I | T\nText \xff.\n", "UTF-8"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := parse("x", "codes/x.txt", []byte(tt.data))
			if err == nil {
				t.Fatalf("parse succeeded (%d articles), want error containing %q", len(c.articles), tt.wantErr)
			}
			if !strings.Contains(err.Error(), tt.wantErr) || !strings.Contains(err.Error(), "codes/x.txt") {
				t.Errorf("error %q, want it to name the file and contain %q", err, tt.wantErr)
			}
		})
	}
}

func TestParseWellFormed(t *testing.T) {
	data := "\uFEFF# x\r\n# The X code  \r\n\r\n\r\n== I | First\r\nOne.  \r\n\r\n\r\nTwo.\r\n== odds:II | Second | with bar\r\nThree.\r\n"
	c, err := parse("x", "codes/x.txt", []byte(data))
	if err != nil {
		t.Fatal(err)
	}
	if c.title != "The X code" {
		t.Errorf("title %q", c.title)
	}
	want := []Article{
		{Code: "x", ID: "I", Title: "First", Text: "One.\n\nTwo."},
		{Code: "x", ID: "odds:II", Title: "Second | with bar", Text: "Three."},
	}
	if !slices.Equal(c.articles, want) {
		t.Errorf("articles\n got %#v\nwant %#v", c.articles, want)
	}
}

// FuzzParse reads any text as a code file. A file that parses must give
// back what it holds, nothing dropped, nothing made up: one article for
// every heading line ("=="), with its id and title as the heading has
// them; one paragraph for every other non-blank line after the header,
// trimmed, in order, none empty; every article found by its id; and the file written
// back in the canonical form parses to the same title and articles.
// romanForm's answer is canonical: applied again it changes nothing.
func FuzzParse(f *testing.F) {
	f.Add("# x\n# T\n\n== I | A\nText.\n")
	f.Add("# x\n# T\n== | \n")
	f.Add("==\n==\n")
	f.Add("# x\n# T\n\n== I | A\n\n")
	f.Add("# x\n# The X code\n\n== I | First\nOne.\n\nTwo.\n\n== odds:II | Second | with bar\nThree.\n")
	f.Fuzz(func(t *testing.T, data string) {
		c, err := parse("x", "codes/x.txt", []byte(data))
		if err == nil {
			heldBack(t, data, c)
		}
		if r, ok := romanForm(data); ok {
			if again, ok := romanForm(r); !ok || again != r {
				t.Errorf("romanForm(%q) = %q, then %q %v", data, r, again, ok)
			}
		}
	})
}

// heldBack checks a parsed code file against the lines it was read from.
func heldBack(t *testing.T, data string, c *codeText) {
	t.Helper()
	lines := strings.Split(strings.ReplaceAll(strings.TrimPrefix(data, "\uFEFF"), "\r\n", "\n"), "\n")
	var heads, paras []string
	for _, l := range lines[2:] {
		switch l = strings.TrimRight(l, " \t\r"); {
		case strings.HasPrefix(l, "=="):
			heads = append(heads, l)
		case strings.TrimSpace(l) != "": // whitespace alone is a blank line
			paras = append(paras, strings.TrimSpace(l))
		}
	}
	if len(c.articles) != len(heads) {
		t.Fatalf("%d articles from %d headings", len(c.articles), len(heads))
	}
	var got []string
	var canon strings.Builder
	canon.WriteString("# x\n# " + c.title + "\n")
	for i, a := range c.articles {
		if a.Code != "x" || a.ID == "" || a.Title == "" || a.Text == "" {
			t.Fatalf("parsed an empty field: %#v", a)
		}
		if id, title, _ := strings.Cut(strings.TrimPrefix(heads[i], "== "), " | "); strings.TrimSpace(id) != a.ID || strings.TrimSpace(title) != a.Title {
			t.Fatalf("article %d is %q | %q, its heading %q", i, a.ID, a.Title, heads[i])
		}
		if j, ok := c.byID[a.ID]; !ok || j != i {
			t.Fatalf("article %q is at %d, found at %d %v", a.ID, i, j, ok)
		}
		for _, p := range a.Paragraphs() {
			if p == "" {
				t.Fatalf("article %q has an empty paragraph: %q", a.ID, a.Text)
			}
		}
		got = append(got, a.Paragraphs()...)
		fmt.Fprintf(&canon, "\n== %s | %s\n", a.ID, a.Title)
		for _, p := range a.Paragraphs() {
			if strings.HasPrefix(p, "==") {
				p = " " + p // a paragraph, not a heading
			}
			fmt.Fprintf(&canon, "%s\n\n", p)
		}
	}
	if !slices.Equal(got, paras) {
		t.Fatalf("paragraphs\n got %q\nwant %q", got, paras)
	}
	back, err := parse("x", "codes/x.txt", []byte(canon.String()))
	if err != nil || back.title != c.title || !slices.Equal(back.articles, c.articles) {
		t.Fatalf("the canonical form reads otherwise (%v):\n%s", err, canon.String())
	}
}
