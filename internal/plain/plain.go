// Package plain says what the program knows in the words players use: a
// move by its number as a score sheet writes it ("10... g4"), a code by
// its name and year ("Staunton, 1860"), an article as the code heads it
// ("Law VII"), a ruling's state as a sentence. The ids of the notation and
// the JSON never appear in what it writes.
package plain

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/arbiter-chess/arbiter/assets"
	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// Numbering numbers the moves of a game as its score sheet does: from the
// move number and the side to move of the starting position.
type Numbering struct {
	first      int  // the number of the first move
	blackFirst bool // Black makes the first move recorded
}

// NumberingOf reads the numbering from a starting FEN ("" is the usual
// starting position: 1. for White).
func NumberingOf(fen string) Numbering {
	n := Numbering{first: 1}
	f := strings.Fields(fen)
	if len(f) > 1 && f[1] == "b" {
		n.blackFirst = true
	}
	if len(f) > 5 {
		if k, err := strconv.Atoi(f[5]); err == nil && k > 0 && k < 1<<20 {
			n.first = k
		}
	}
	return n
}

// Of numbers g's moves from its setup.
func Of(g *rules.Game) Numbering { return NumberingOf(g.Setup().FEN) }

// at is the move number and side of the ply-th move (0-based) recorded.
func (n Numbering) at(ply int) (int, chess.Color) {
	off := ply
	if n.blackFirst {
		off++
	}
	c := chess.White
	if off%2 == 1 {
		c = chess.Black
	}
	return n.first + off/2, c
}

// Label is the number a score writes before the ply-th move: "12." for
// White's, "12..." for Black's.
func (n Numbering) Label(ply int) string {
	k, c := n.at(ply)
	if c == chess.Black {
		return strconv.Itoa(k) + "..."
	}
	return strconv.Itoa(k) + "."
}

// LabelFor is Label for a move made by c, whose turn it may not have
// been (a move out of turn keeps the number the score has reached).
func (n Numbering) LabelFor(ply int, c chess.Color) string {
	k, _ := n.at(ply)
	if c == chess.Black {
		return strconv.Itoa(k) + "..."
	}
	return strconv.Itoa(k) + "."
}

// Move writes the ply-th move with its number: "12. Nf3", "12... Nf6".
func (n Numbering) Move(ply int, san string) string { return n.Label(ply) + " " + san }

// Score writes moves as a score sheet does, the number once a pair:
// "1. e4 e5 2. Nf3"; a score that opens on Black's move opens "12... Nf6".
func (n Numbering) Score(san []string) string {
	var b strings.Builder
	for i, s := range san {
		if i > 0 {
			b.WriteByte(' ')
		}
		if _, c := n.at(i); c == chess.White || i == 0 {
			b.WriteString(n.Label(i))
			b.WriteByte(' ')
		}
		b.WriteString(s)
	}
	return b.String()
}

// Turn names the ply-th move as a player does: "White's 12th move".
func (n Numbering) Turn(ply int) string {
	k, c := n.at(ply)
	return fmt.Sprintf("%s's %s move", Side(c), Ordinal(k))
}

// Side is "White" or "Black".
func Side(c chess.Color) string {
	if c == chess.Black {
		return "Black"
	}
	return "White"
}

// Ordinal writes 1st, 2nd, 3rd, 4th, 11th, 22nd.
func Ordinal(k int) string {
	suf := "th"
	switch {
	case k%100 >= 11 && k%100 <= 13:
	case k%10 == 1:
		suf = "st"
	case k%10 == 2:
		suf = "nd"
	case k%10 == 3:
		suf = "rd"
	}
	return strconv.Itoa(k) + suf
}

// Count writes a number of things, in the singular for one: "1 move", "3
// moves".
func Count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// Moves counts plies as players count moves: "12 moves" is twelve by each
// side, "12½ moves"... said plainly: "23 moves (12 by White, 11 by Black)".
func Moves(n Numbering, plies int) string {
	if plies == 0 {
		return "no move"
	}
	w, b := 0, 0
	for i := 0; i < plies; i++ {
		if _, c := n.at(i); c == chess.White {
			w++
		} else {
			b++
		}
	}
	if w == b {
		return Count(w, "move", "moves") + " each"
	}
	return fmt.Sprintf("%s by White, %s by Black", Count(w, "move", "moves"), Count(b, "move", "moves"))
}

// Who names a player ("white", "black", "umpire") for a sentence: "White",
// "Black", "the umpire".
func Who(p string) string {
	switch p {
	case "white":
		return "White"
	case "black":
		return "Black"
	case "umpire":
		return "the umpire"
	case "both":
		return "both players"
	case "":
		return "nobody"
	}
	return p
}

// CodeName names a code by its name and year: "Staunton, 1860".
func CodeName(c law.CodeInfo) string {
	return fmt.Sprintf("%s, %d", codeShort(c), c.Year)
}

// Under opens a sentence about a code: "Under Staunton (1860)".
func Under(c law.CodeInfo) string {
	return fmt.Sprintf("Under %s (%d)", codeShort(c), c.Year)
}

// ShortName names a code without its year: "Staunton", "the BCA".
func ShortName(c law.CodeInfo) string { return codeShort(c) }

func codeShort(c law.CodeInfo) string {
	switch c.Short {
	case "BCA":
		return "the BCA"
	case "American":
		return "the American code"
	case "":
		return c.ID
	}
	return c.Short
}

// chapters name the parts of Staunton's Ch. III by the prefix of their
// ids, and the definitions of Ch. I.
var chapters = map[string]string{"odds": "Ch. III, odds", "corr": "Ch. III, correspondence", "cons": "Ch. III, consultation"}

// Article names an article as its code heads it: "Law VII", "No. VII",
// "Rule IX"; Staunton's Ch. III as "Ch. III, consultation, III", a
// definition of his Ch. I by its title.
func Article(c law.CodeInfo, id string) string {
	if pre, n, ok := strings.Cut(id, ":"); ok {
		if ch, ok := chapters[pre]; ok {
			return ch + ", " + n
		}
		if a, ok := assets.Lookup(c.ID, id); ok && a.Title != "" {
			return "Ch. I, “" + a.Title + "”"
		}
		return "Ch. I, " + strings.ReplaceAll(n, "-", " ")
	}
	if id == "agreement" {
		return "the Private Agreement"
	}
	if c.ArticleWord == "" {
		return id
	}
	return c.ArticleWord + " " + id
}

// plurals are the words for several articles of a code.
var plurals = map[string]string{"Law": "Laws", "Rule": "Rules", "No.": "Nos."}

// Articles names several articles: "Law VII and Law IX", "Rule VIII, Ch.
// I, “False move and illegal move” and Rule X".
func Articles(c law.CodeInfo, ids []string) string {
	if plural, ok := plurals[c.ArticleWord]; ok && len(ids) > 1 {
		roman := true
		for _, id := range ids {
			roman = roman && id != "agreement" && !strings.Contains(id, ":")
		}
		if roman {
			return plural + " " + And(ids)
		}
	}
	names := make([]string, len(ids))
	for i, id := range ids {
		names[i] = Article(c, id)
	}
	return And(names)
}

// And joins words as a sentence does: "a", "a and b", "a, b and c".
func And(s []string) string {
	switch len(s) {
	case 0:
		return ""
	case 1:
		return s[0]
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

// Cite names articles after the code: "Staunton, 1860, Law VI".
func Cite(c law.CodeInfo, ids []string) string {
	if len(ids) == 0 {
		return CodeName(c)
	}
	return CodeName(c) + ", " + Articles(c, ids)
}

// Square writes a move given by its squares (h1h3) as players read it: "h1–h3".
func Squares(uci string) string {
	if len(uci) < 4 {
		return uci
	}
	s := uci[:2] + "–" + uci[2:4]
	if len(uci) > 4 {
		s += "=" + strings.ToUpper(uci[4:])
	}
	return s
}

// Option says an option of a ruling in words, without its final stop.
func Option(r rules.Ruling, o string) string {
	return strings.TrimSuffix(rules.OptionText(r, o), ".")
}

// Options says a ruling's options in words: "a; or b; or c".
func Options(r rules.Ruling) string {
	words := make([]string, len(r.Options))
	for i, o := range r.Options {
		words[i] = Option(r, o)
	}
	return strings.Join(words, "; or ")
}

// State says what became of a ruling in one sentence; lapsed is what to
// say of a penalty that lapsed unclaimed ("" for the usual words).
func State(c law.CodeInfo, r rules.Ruling, lapsed string) string {
	switch r.State {
	case rules.StatePending:
		s := OpenWords(r)
		if len(r.Options) > 0 {
			s += ": " + Options(r)
		}
		return s + "."
	case rules.StateEnforced:
		arg := ""
		if r.Argument != "" {
			arg = " (" + r.Argument + ")"
		}
		return fmt.Sprintf("%s chose: %s%s.", Title(Who(r.Chooser)), Option(r, r.Chosen), arg)
	case rules.StateApplied:
		return fmt.Sprintf("The law applies it: %s.", Option(r, r.Chosen))
	case rules.StateWaived:
		return fmt.Sprintf("%s waived the penalty: the game goes on as it stands.", Title(Who(r.Chooser)))
	case rules.StateExpired:
		switch {
		case r.SupersededBy > 0:
			return fmt.Sprintf("It gave way to ruling %d, %s.", r.SupersededBy, strings.TrimSuffix(r.SupersededWhy, "."))
		case r.Unmade:
			return "Never made at the board: play went on as if the move stood; it lies until a claim discovers it."
		case lapsed != "":
			return lapsed
		case r.Claimed:
			return "Claimed, but no penalty was chosen before the reply: it is lost."
		}
		return "The penalty was not claimed in time, and is lost."
	case rules.StateNoPenalty:
		if r.Silent {
			return fmt.Sprintf("The code is silent on the case: it is referred to the umpire (%s).", Article(c, c.Referral))
		}
		return "No penalty."
	}
	if r.Silent {
		return fmt.Sprintf("The code is silent on the case: it is referred to the umpire (%s).", Article(c, c.Referral))
	}
	return "Its state: " + strings.ReplaceAll(r.State, "-", " ") + "."
}

// OpenWords says who may choose on an open ruling, and until when: "Open:
// Black may choose, until Black touches a man", "Open: the umpire decides".
func OpenWords(r rules.Ruling) string {
	if r.Chooser == "umpire" {
		s := "Open: the umpire decides"
		if r.Deadline != "" && !strings.Contains(r.Deadline, "umpire decides") {
			s += ", " + r.Deadline
		}
		return s
	}
	s := fmt.Sprintf("Open: %s may choose", Who(r.Chooser))
	if r.Deadline != "" {
		s += ", " + r.Deadline
	}
	return s
}

// Title capitalises the first letter.
func Title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// Sentence capitalises s and ends it with a stop.
func Sentence(s string) string {
	s = Title(strings.TrimSpace(s))
	if s != "" && !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "?") && !strings.HasSuffix(s, "!") {
		s += "."
	}
	return s
}
