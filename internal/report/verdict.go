package report

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/plain"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// verdict is the answer under one code, first in the report: what each
// ruling decided, with its law, then where the game stands. A ruling that
// gave way to a later one is said by that one.
func verdict(cd CodeDoc, rep rules.Report) string {
	return verdictWith(cd, rep, plain.Under(cd.Info), func(i int) string { return plain.Articles(cd.Info, rep.Rulings[i].Articles) })
}

// verdictWith is the verdict opening with under, the articles of the i-th
// ruling said by law(i).
func verdictWith(cd CodeDoc, rep rules.Report, under string, law func(int) string) string {
	var parts []string
	for i, rd := range cd.Rulings {
		if rd.Superseded {
			continue
		}
		parts = append(parts, verdictClause(cd.Info, rd, rep.Rulings[i], law(i)))
	}
	var b strings.Builder
	if len(parts) == 0 {
		b.WriteString(under + ", nothing irregular happened: there is no ruling to make.")
	} else {
		b.WriteString(under + ", " + strings.Join(parts, "; ") + ".")
	}
	if end := standing(cd, rep); end != "" && !strings.Contains(strings.ToLower(b.String()), strings.ToLower(strings.TrimSuffix(end, "."))) {
		b.WriteString(" " + end)
	}
	return b.String()
}

// verdictClause says one ruling: where, what, by which law, and what
// came of it.
func verdictClause(info law.CodeInfo, rd RulingDoc, r rules.Ruling, articles string) string {
	what := shortKind(rd.KindText)
	by := ""
	if r.Offender != "" {
		by = " by " + plain.Who(r.Offender)
	}
	law := ""
	if articles != "" {
		law = " (" + articles + ")"
	}
	place := rd.Place
	if place == "" {
		place = "in the game"
	}
	if rd.Claim {
		return fmt.Sprintf("%s, %s%s: %s", place, rd.ClaimWords, law, verdictOutcome(info, r))
	}
	if by != "" {
		by = "," + by
	}
	return fmt.Sprintf("%s, %s%s%s: %s", place, what, by, law, verdictOutcome(info, r))
}

// verdictOutcome says what the ruling decided, in a clause.
func verdictOutcome(info law.CodeInfo, r rules.Ruling) string {
	switch r.State {
	case rules.StatePending:
		if r.Chooser == "umpire" {
			s := "the umpire decides"
			if r.Silent {
				s = "the code is silent on the case, and the umpire decides"
			}
			switch len(r.Options) {
			case 0:
				return s
			case 1:
				return s + ": " + plain.Options(r)
			}
			return s + " between: " + plain.Options(r)
		}
		s := plain.Who(r.Chooser) + " may choose"
		switch len(r.Options) {
		case 0:
			return plain.Who(r.Chooser) + " may answer it later"
		case 1:
			return plain.Who(r.Chooser) + " may demand the penalty: " + plain.Options(r)
		}
		return s + " between: " + plain.Options(r)
	case rules.StateEnforced:
		return fmt.Sprintf("%s chose that %s", plain.Who(r.Chooser), lowerFirstWord(plain.Option(r, r.Chosen)))
	case rules.StateApplied:
		return "the law decides it: " + lowerFirstWord(plain.Option(r, r.Chosen))
	case rules.StateWaived:
		return plain.Who(r.Chooser) + " waived the penalty"
	case rules.StateExpired:
		if r.Unmade {
			return "it was never put right at the board, and stands until a claim discovers it"
		}
		if r.Late {
			return "the claim came too late: the penalty is lost"
		}
		if r.Claimed {
			return "it was claimed, but no penalty was chosen before the reply, and it is lost"
		}
		return "the penalty was not claimed in time, and is lost"
	case rules.StateNoPenalty:
		if r.Silent {
			return fmt.Sprintf("the code is silent on the case, and refers it to the umpire (%s)", plain.Article(info, info.Referral))
		}
		return "there is no penalty"
	}
	if r.Silent {
		return fmt.Sprintf("the code is silent on the case, and refers it to the umpire (%s)", plain.Article(info, info.Referral))
	}
	return "the umpire decides"
}

// standing says where the game stands once ruled: its result, or what a
// player must do now.
func standing(cd CodeDoc, rep rules.Report) string {
	switch rep.Result {
	case "1-0":
		return "White won the game."
	case "0-1":
		return "Black won the game."
	case "1/2-1/2":
		return "The game is drawn."
	case law.ResultAnnulled:
		return "The game is annulled."
	}
	if len(rep.Obligations) > 0 {
		var must []string
		for _, o := range rep.Obligations {
			must = append(must, plain.Who(o.Player)+" must "+rules.DescribeDuty(o))
		}
		return "Now " + plain.And(must) + "."
	}
	if len(cd.Rulings) == 0 {
		return ""
	}
	return "The game goes on."
}

func lowerFirst(s string) string {
	if s == "" || strings.HasPrefix(s, "White") || strings.HasPrefix(s, "Black") {
		return s
	}
	return strings.ToLower(s[:1]) + s[1:]
}

// lowerFirstWord lowers "The move stands" to "the move stands" after
// "chose that", and keeps "White must ...".
func lowerFirstWord(s string) string { return lowerFirst(s) }

// verdicts are the verdicts of the page: the codes that say the same but
// for their articles are said in one sentence, each code's articles named
// after it ("Under Lewis (1827) and the American code (1850), ... (Lewis,
// No. VII; the American code, Law VII)").
func verdicts(d Doc) []string {
	var groups [][]int
	at := map[string]int{}
	for i, c := range d.Codes {
		k := verdictWith(c, c.rep, "", func(int) string { return "\x00" })
		g, ok := at[k]
		if !ok {
			g = len(groups)
			at[k] = g
			groups = append(groups, nil)
		}
		groups[g] = append(groups[g], i)
	}
	var out []string
	for _, g := range groups {
		if len(g) == 1 {
			out = append(out, d.Codes[g[0]].Verdict)
			continue
		}
		var unders []string
		for _, i := range g {
			unders = append(unders, strings.TrimPrefix(plain.Under(d.Codes[i].Info), "Under "))
		}
		first := d.Codes[g[0]]
		out = append(out, verdictWith(first, first.rep, "Under "+andNames(unders), func(k int) string {
			// The k-th ruling of the first code is the p-th said; so is
			// the p-th said of each other code (a ruling that gave way
			// to another is not said, and codes may differ in those).
			p := slices.Index(said(first), k)
			var laws []string
			same := true
			for _, i := range g {
				c := d.Codes[i]
				idx := said(c)
				if p < 0 || p >= len(idx) {
					return plain.Articles(first.Info, first.rep.Rulings[k].Articles)
				}
				l := plain.Articles(c.Info, c.rep.Rulings[idx[p]].Articles)
				same = same && l == plain.Articles(first.Info, first.rep.Rulings[k].Articles)
				laws = append(laws, plain.ShortName(c.Info)+", "+l)
			}
			if same {
				return plain.Articles(first.Info, first.rep.Rulings[k].Articles)
			}
			return strings.Join(laws, "; ")
		}))
	}
	return out
}

// said are the indexes of a code's rulings its verdict says: those that
// did not give way to another.
func said(c CodeDoc) []int {
	var out []int
	for i, r := range c.Rulings {
		if !r.Superseded {
			out = append(out, i)
		}
	}
	return out
}
