package incidents

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/arbiter-chess/arbiter/assets"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// WriteAccount writes what `arbiter rule` prints: the readable ruling: the game, each ruling with the words
// of the articles applied, what each player must do now.
func WriteAccount(w io.Writer, g *rules.Game, title string) {
	// Buffered: a game with a ruling a ply writes tens of thousands of
	// lines, each a write of its own to a terminal or a pipe otherwise.
	bw := bufio.NewWriterSize(w, 16<<10)
	defer bw.Flush()
	w = bw
	info := g.Code()
	rep := g.Report()
	if title != "" {
		fmt.Fprintf(w, "%s\n", title)
	}
	fmt.Fprintf(w, "Code: %s (%s, %d)\n", info.ID, info.Author, info.Year)
	san := g.SAN()
	if len(san) > 0 {
		fmt.Fprintf(w, "Moves: %s\n", strings.Join(san, " "))
	} else {
		fmt.Fprintf(w, "Moves: none\n")
	}
	fmt.Fprintf(w, "Position: %s\n", rep.FEN)
	fmt.Fprintf(w, "To move: %s. Result: %s\n", rep.Turn, rep.Result)
	if rep.Held != "" {
		fmt.Fprintf(w, "  (%s.)\n", rep.Held)
	}
	if t := rep.Time; t != nil {
		writeClocks(w, t)
	}
	if o := rep.Odds; o != nil && o.DrawsWon && rep.Result == "1/2-1/2" {
		receiver := "White"
		if o.Giver == "white" {
			receiver = "Black"
		}
		fmt.Fprintf(w, "Under the odds given, this drawn game counts as won by %s.\n", receiver)
	}
	if len(rep.Rulings) == 0 {
		fmt.Fprintf(w, "\nNo ruling: nothing irregular happened.\n")
	}
	for i, r := range rep.Rulings {
		// Written piece by piece, not formatted: a game may hold a ruling
		// a ply.
		bw.WriteString("\nRuling ")
		bw.WriteString(strconv.Itoa(i + 1))
		bw.WriteString(" (event ")
		bw.WriteString(strconv.Itoa(r.Event))
		// In words first, the id after in brackets (for players; the JSON
		// has the ids).
		bw.WriteString("): " + law.DescribeKind(r.Kind) + " (" + r.Kind + ").\n")
		if r.Offender != "" {
			bw.WriteString("  Offender: " + r.Offender + ".")
			if r.Move != "" {
				bw.WriteString(" Move: " + r.Move + ".")
			}
			bw.WriteString("\n")
		}
		if r.Note != "" {
			fmt.Fprintf(w, "  %s\n", sentence(r.Note))
		}
		if r.Silent {
			fmt.Fprintf(w, "  The code is silent on this case: it is referred to the umpire (%s %s).\n", info.ID, info.Referral)
		}
		switch r.State {
		case rules.StatePending:
			fmt.Fprintf(w, "  Pending: %s chooses, %s.\n", r.Chooser, r.Deadline)
			for j, o := range r.Options {
				fmt.Fprintf(w, "    %d %s (%s)\n", j+1, rules.OptionText(r, o), o)
			}
		case rules.StateEnforced:
			fmt.Fprintf(w, "  Enforced: %s chose: %s (%s%s).\n", r.Chooser, rules.OptionText(r, r.Chosen), r.Chosen, argument(r.Argument))
		case rules.StateApplied:
			fmt.Fprintf(w, "  Applied by the law: %s (%s).\n", rules.OptionText(r, r.Chosen), r.Chosen)
		case rules.StateWaived:
			fmt.Fprintf(w, "  Waived by %s.\n", r.Chooser)
		case rules.StateExpired:
			switch {
			case r.SupersededBy > 0:
				fmt.Fprintf(w, "  Superseded by ruling %d, %s.\n", r.SupersededBy, r.SupersededWhy)
			case r.Unmade:
				fmt.Fprintf(w, "  Never made at the board: play went on as if the move stood; it lies until a claim discovers it.\n")
			default:
				fmt.Fprintf(w, "  %s\n", LapsedWords(rep, i))
			}
		case rules.StateNoPenalty:
			bw.WriteString("  No penalty.\n")
		}
		for _, id := range r.Articles {
			quoteArticle(w, info.ID, id)
		}
	}
	if len(rep.Obligations) > 0 {
		fmt.Fprintf(w, "\nNow:\n")
		for _, o := range rep.Obligations {
			fmt.Fprintf(w, "  %s must %s (%s %s)\n", o.Player, rules.DescribeDuty(o), info.ID, strings.Join(o.Articles, ", "))
		}
	}
}

func argument(sq string) string {
	if sq == "" {
		return ""
	}
	return " " + sq
}

func quoteArticle(w io.Writer, code, id string) {
	key := [2]string{code, id}
	if q, ok := quoted.Load(key); ok {
		io.WriteString(w, q.(string))
		return
	}
	var q string
	if a, ok := assets.Lookup(code, id); ok {
		q = fmt.Sprintf("  %s %s. %s:\n%s\n", code, a.ID, a.Title, Wrap(a.Text, 72, "    > "))
	} else {
		q = fmt.Sprintf("  [%s %s]\n", code, id)
	}
	quoted.Store(key, q)
	io.WriteString(w, q)
}

// quoted holds each article as quoted, wrapped once: a game with a ruling
// a ply quotes the same few articles thousands of times. The articles are
// the program's own texts, so the cache is bounded by them.
var quoted sync.Map // [2]string{code, id} -> string

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// Wrap folds text to width, each line behind prefix; paragraphs stay apart.
func Wrap(text string, width int, prefix string) string {
	var out []string
	for _, para := range strings.Split(text, "\n\n") {
		line := ""
		for _, word := range strings.Fields(para) {
			if line != "" && len(line)+1+len(word) > width {
				out = append(out, prefix+line)
				line = word
				continue
			}
			if line != "" {
				line += " "
			}
			line += word
		}
		if line != "" {
			out = append(out, prefix+line)
		}
		out = append(out, strings.TrimRight(prefix, " "))
	}
	if len(out) > 0 {
		out = out[:len(out)-1]
	}
	return strings.Join(out, "\n")
}

// writeClocks writes a timed game's allotment and clocks.
func writeClocks(w io.Writer, t *rules.TimeReport) {
	writeClocksAs(w, t, func(p string) string { return p })
}

// writeClocksAs is writeClocks with each player named by name.
func writeClocksAs(w io.Writer, t *rules.TimeReport, name func(string) string) {
	fine := ""
	if t.Fine != "" {
		fine = ", fine " + t.Fine
	}
	moves := "moves"
	if t.Moves == 1 {
		moves = "move"
	}
	fmt.Fprintf(w, "Time: %d %s in %s%s.\n", t.Moves, moves, DurationWords(t.AllottedSeconds), fine)
	for _, p := range []string{"white", "black"} {
		running := ""
		if t.Running == p {
			running = " (running)"
		}
		fmt.Fprintf(w, "  %s: %s used%s; %s due within %s; %s\n", name(p), ClockText(t.Clock[p]), running,
			plural(t.Due[p], "move"), ClockText(t.Allowed[p]), plural(t.Fines[p], "fine"))
	}
}

// ClockText writes seconds as h:mm:ss.
func ClockText(seconds float64) string {
	d := int64(seconds)
	if d < 0 {
		d = 0
	}
	return fmt.Sprintf("%d:%02d:%02d", d/3600, d/60%60, d%60)
}

// DurationWords writes seconds as "2 h", "1 h 30 min", "90 s".
func DurationWords(seconds float64) string {
	d := int64(seconds)
	var parts []string
	if h := d / 3600; h > 0 {
		parts = append(parts, fmt.Sprintf("%d h", h))
	}
	if m := d / 60 % 60; m > 0 {
		parts = append(parts, fmt.Sprintf("%d min", m))
	}
	if sec := d % 60; sec > 0 || len(parts) == 0 {
		parts = append(parts, fmt.Sprintf("%d s", sec))
	}
	return strings.Join(parts, " ")
}

// plural is "1 move", "2 moves", "0 fines".
func plural(n int, word string) string {
	if n == 1 {
		return fmt.Sprintf("1 %s", word)
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// sentence capitalises a note and ends it with a full stop, unless it ends
// with a mark of its own ("... the fifty-move count?").
func sentence(note string) string {
	note = upperFirst(note)
	if strings.HasSuffix(note, "?") || strings.HasSuffix(note, "!") || strings.HasSuffix(note, ".") {
		return note
	}
	return note + "."
}

// LapsedWords says a ruling whose penalty lapsed: where a later ruling of
// the law still corrects the same move, both in one sentence, so that
// "expired" and "retracted" do not read as a contradiction.
func LapsedWords(rep rules.Report, i int) string {
	r := rep.Rulings[i]
	for j := i + 1; j < len(rep.Rulings); j++ {
		c := rep.Rulings[j]
		if r.Move != "" && c.Move == r.Move && c.Offender == r.Offender && c.State == rules.StateApplied {
			return fmt.Sprintf("Expired: the penalty was not claimed in time and is lost; the law still corrects the move: %s (ruling %d).",
				strings.TrimSuffix(rules.OptionText(c, c.Chosen), "."), j+1)
		}
	}
	if r.Claimed {
		return "Expired: claimed, but no penalty was chosen before the reply."
	}
	return "Expired: not claimed in time."
}
