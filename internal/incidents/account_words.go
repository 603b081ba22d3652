package incidents

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/arbiter-chess/arbiter/assets"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/plain"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// WriteAccountInWords writes what `arbiter rule` prints for players: the
// game numbered as a score sheet numbers it, each ruling placed by its
// move and said in words with the articles as the code heads them, what
// each player must do now. The ids (events by number, kinds, options,
// codes) are WriteAccount's, the expert's view.
func WriteAccountInWords(w io.Writer, g *rules.Game, title string) {
	// Buffered: a game with a ruling a ply writes tens of thousands of
	// lines.
	bw := bufio.NewWriterSize(w, 16<<10)
	defer bw.Flush()
	w = bw
	info := g.Code()
	rep := g.Report()
	num := plain.Of(g)
	if title != "" {
		fmt.Fprintf(w, "%s\n", title)
	}
	fmt.Fprintf(w, "Code: %s (%s, %s)\n", plain.CodeName(info), info.Author, info.Title)
	san := g.SAN()
	if len(san) > 0 {
		fmt.Fprintf(w, "Moves: %s\n", num.Score(san))
	} else {
		fmt.Fprintf(w, "Moves: none\n")
	}
	fmt.Fprintf(w, "Position: %s\n", rep.FEN)
	fmt.Fprintf(w, "To move: %s. Result: %s\n", plain.Who(rep.Turn), resultInWords(rep.Result))
	if rep.Held != "" {
		fmt.Fprintf(w, "  (%s.)\n", rep.Held)
	}
	if t := rep.Time; t != nil {
		writeClocksAs(w, t, plain.Who)
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
		bw.WriteString("\nRuling ")
		bw.WriteString(strconv.Itoa(i + 1))
		bw.WriteString(", ")
		bw.WriteString(plain.PlaceBy(g, num, r.Event, r.Move))
		bw.WriteString(": " + law.DescribeKind(r.Kind) + ".\n")
		if r.Offender != "" {
			bw.WriteString("  Offender: " + plain.Who(r.Offender) + ".\n")
		}
		if note := strings.TrimSuffix(r.Note, "."); note != "" && !hasPrefixFold(law.DescribeKind(r.Kind), note) {
			fmt.Fprintf(w, "  %s\n", sentence(r.Note))
		}
		lapsed := ""
		if r.State == rules.StateExpired && r.SupersededBy == 0 && !r.Unmade {
			lapsed = plain.Lapsed(LapsedWords(rep, i))
		}
		if r.Silent && r.State != rules.StateNoPenalty && r.State != "" {
			fmt.Fprintf(w, "  The code is silent on this case: it is referred to the umpire (%s).\n", plain.Article(info, info.Referral))
		}
		if r.State == rules.StatePending {
			bw.WriteString("  " + plain.OpenWords(r) + ":\n")
			for j, o := range r.Options {
				fmt.Fprintf(w, "    %d %s\n", j+1, rules.OptionText(r, o))
			}
		} else {
			fmt.Fprintf(w, "  %s\n", plain.State(info, r, lapsed))
		}
		for _, id := range r.Articles {
			quoteInWords(w, info, id)
		}
	}
	if len(rep.Obligations) > 0 {
		fmt.Fprintf(w, "\nNow:\n")
		for _, o := range rep.Obligations {
			fmt.Fprintf(w, "  %s must %s (%s)\n", plain.Who(o.Player), rules.DescribeDuty(o), plain.Articles(info, o.Articles))
		}
	}
}

// quoteInWords quotes an article under its heading ("Law VI. Touch and
// move:"), each wrapped once.
func quoteInWords(w io.Writer, info law.CodeInfo, id string) {
	key := [2]string{"words:" + info.ID, id}
	if q, ok := quoted.Load(key); ok {
		io.WriteString(w, q.(string))
		return
	}
	var q string
	if a, ok := assets.Lookup(info.ID, id); ok {
		head := plain.Article(info, id)
		if !strings.Contains(head, a.Title) {
			head += ". " + a.Title
		}
		q = fmt.Sprintf("  %s:\n%s\n", head, Wrap(a.Text, 72, "    > "))
	} else {
		q = fmt.Sprintf("  %s\n", plain.Article(info, id))
	}
	quoted.Store(key, q)
	io.WriteString(w, q)
}

// resultInWords says a result: "1-0 (White won)", "not decided".
func resultInWords(r string) string {
	switch r {
	case "1-0":
		return "1-0 (White won)"
	case "0-1":
		return "0-1 (Black won)"
	case "1/2-1/2":
		return "½-½ (drawn)"
	case "*", "":
		return "not decided"
	case law.ResultAnnulled:
		return "annulled"
	}
	return r
}

// hasPrefixFold is strings.HasPrefix without regard to case, and without
// allocating: a game may hold a ruling a ply.
func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}
