package plain

import (
	"testing"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

func TestNumbering(t *testing.T) {
	std := NumberingOf("")
	if got := std.Score([]string{"e4", "e5", "Nf3", "Nc6", "Bb5"}); got != "1. e4 e5 2. Nf3 Nc6 3. Bb5" {
		t.Errorf("score: %q", got)
	}
	mid := NumberingOf("4k3/7p/8/8/8/8/8/R3K3 b - - 3 12")
	if got := mid.Score([]string{"h6", "Ra3", "h5"}); got != "12... h6 13. Ra3 h5" {
		t.Errorf("score from Black's 12th: %q", got)
	}
	for _, c := range []struct {
		n    Numbering
		ply  int
		want string
	}{
		{std, 0, "1."}, {std, 1, "1..."}, {std, 19, "10..."}, {mid, 0, "12..."}, {mid, 1, "13."},
	} {
		if got := c.n.Label(c.ply); got != c.want {
			t.Errorf("label of ply %d: %q, want %q", c.ply, got, c.want)
		}
	}
	if got := std.Turn(22); got != "White's 12th move" {
		t.Errorf("turn: %q", got)
	}
	if got := std.LabelFor(0, chess.Black); got != "1..." {
		t.Errorf("Black moving first: %q", got)
	}
	if got := Moves(std, 30); got != "15 moves each" {
		t.Errorf("30 plies: %q", got)
	}
	if got := Moves(std, 1); got != "1 move by White, 0 moves by Black" {
		t.Errorf("one ply: %q", got)
	}
	for k, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 22: "22nd", 101: "101st"} {
		if got := Ordinal(k); got != want {
			t.Errorf("Ordinal(%d) = %q", k, got)
		}
	}
}

// Articles are named as each code heads them, never by the program's ids.
func TestArticleNames(t *testing.T) {
	code := func(id string) law.CodeInfo {
		c, ok := law.LookupCode(id)
		if !ok {
			t.Fatal(id)
		}
		return c
	}
	lewis, staunton, bca := code("lewis1827"), code("staunton1860"), code("bca1862")
	for _, c := range []struct {
		info law.CodeInfo
		ids  []string
		want string
	}{
		{lewis, []string{"XIII"}, "No. XIII"},
		{bca, []string{"VII", "IX"}, "Laws VII and IX"},
		{staunton, []string{"XI", "VI"}, "Rules XI and VI"},
		{staunton, []string{"VIII", "def:false-move", "X"}, "Rule VIII, Ch. I, “False move and illegal move” and Rule X"},
		{staunton, []string{"cons:III"}, "Ch. III, consultation, III"},
		{staunton, []string{"odds:II"}, "Ch. III, odds, II"},
		{staunton, []string{"corr:IV"}, "Ch. III, correspondence, IV"},
		{staunton, []string{"agreement"}, "the Private Agreement"},
	} {
		if got := Articles(c.info, c.ids); got != c.want {
			t.Errorf("%s %v: %q, want %q", c.info.ID, c.ids, got, c.want)
		}
	}
	if got := Cite(bca, []string{"VI"}); got != "the BCA, 1862, Law VI" {
		t.Errorf("cite: %q", got)
	}
	if got := Under(staunton); got != "Under Staunton (1860)" {
		t.Errorf("under: %q", got)
	}
}

// A ruling's state is said as a sentence, the option in words.
func TestStateWords(t *testing.T) {
	bca, _ := law.LookupCode("bca1862")
	for _, c := range []struct {
		r    rules.Ruling
		want string
	}{
		{rules.Ruling{State: rules.StateExpired}, "The penalty was not claimed in time, and is lost."},
		{rules.Ruling{State: rules.StateNoPenalty}, "No penalty."},
		{rules.Ruling{State: rules.StateWaived, Chooser: "black"}, "Black waived the penalty: the game goes on as it stands."},
		{rules.Ruling{State: rules.StateEnforced, Chooser: "black", Offender: "white", Chosen: "move-king"}, "Black chose: White must move his King (not by castling)."},
		{rules.Ruling{State: rules.StatePending, Chooser: "umpire", Deadline: "the umpire decides", Options: []string{"proceed", "annul"}}, "Open: the umpire decides: the game proceeds; or the game is annulled."},
		{rules.Ruling{State: rules.StateNoPenalty, Silent: true}, "The code is silent on the case: it is referred to the umpire (Law XV)."},
	} {
		if got := State(bca, c.r, ""); got != c.want {
			t.Errorf("%+v: %q, want %q", c.r, got, c.want)
		}
	}
}
