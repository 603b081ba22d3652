package report

import (
	"fmt"
	"io"
	"strings"
)

// WriteMarkdown writes the report as Markdown, the boards in Unicode in
// code blocks, for pasting into a message.
func WriteMarkdown(w io.Writer, d Doc) error {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s\n\n", d.Title)
	for _, p := range d.Players {
		fmt.Fprintf(&b, "- **%s:** %s\n", p[0], p[1])
	}
	b.WriteString("\n## The verdict\n\n")
	for _, v := range verdicts(d) {
		fmt.Fprintf(&b, "%s\n\n", v)
	}
	if len(d.Codes) > 1 {
		t := summaryOf(d)
		b.WriteString("## The codes side by side\n\n| |")
		for _, c := range t.Codes {
			fmt.Fprintf(&b, " %s |", c)
		}
		b.WriteString("\n|---|" + strings.Repeat("---|", len(t.Codes)) + "\n")
		for _, row := range t.Rows {
			b.WriteString("|")
			for i, cell := range row {
				if i == 0 {
					cell = "**" + titleCase(cell) + "**"
				}
				fmt.Fprintf(&b, " %s |", strings.ReplaceAll(cell, "|", "/"))
			}
			b.WriteString("\n")
		}
		b.WriteString("\n")
	}
	writeScoreMD(&b, d)
	writeIncidentsMD(&b, d)
	writeEndMD(&b, d)
	writeLawsMD(&b, d)
	_, err := io.WriteString(w, b.String())
	return err
}

func writeScoreMD(b *strings.Builder, d Doc) {
	b.WriteString("## The game\n\n")
	scores := d.Codes
	if sameScore(d) {
		scores = d.Codes[:1]
	}
	flags := flagged(d)
	for _, c := range scores {
		if len(scores) > 1 {
			fmt.Fprintf(b, "Under %s: ", c.Name)
		}
		var moves []string
		for i, p := range c.Score {
			m := p.Text
			if numbered(c.Score, i) {
				m = p.Label + " " + p.Text
			}
			if f, ok := flags[i]; ok {
				m = fmt.Sprintf("**%s** ⚑ (%s)", m, f)
			}
			moves = append(moves, beforeMD(p)+m+notesMD(p))
		}
		if len(moves) == 0 {
			moves = []string{"no move"}
		}
		fmt.Fprintf(b, "%s\n\n", strings.Join(moves, " "))
	}
}

func writeIncidentsMD(b *strings.Builder, d Doc) {
	ins := incidentsOf(d)
	if len(ins) == 0 {
		return
	}
	b.WriteString("## The incidents\n")
	for _, in := range ins {
		fmt.Fprintf(b, "\n### %s\n\n", titleCase(in.Place))
		if d.IDs {
			fmt.Fprintf(b, "Event %d.\n\n", in.Event)
		}
		for _, h := range happenedLines(d, in) {
			fmt.Fprintf(b, "- %s\n", h)
		}
		for _, bs := range in.Boards {
			who := codesWords(d, bs.Codes)
			if who != "" {
				who += ", the"
			} else {
				who = "The"
			}
			marks := bs.Before.MarkedWords()
			if marks != "" {
				marks = " (the squares of the incident marked *: " + marks + ")"
			}
			fmt.Fprintf(b, "\n%s board before%s:\n\n```\n%s\n```\n\nAnd after:\n\n```\n%s\n```\n", who, marks, bs.Before.Text(), bs.After.Text())
		}
		for _, g := range in.Groups {
			writeRulingMD(b, d, g)
		}
	}
}

func writeRulingMD(b *strings.Builder, d Doc, g []codeRuling) {
	r := g[0].R
	fmt.Fprintf(b, "\n#### %s: %s\n\n", groupHead(d, g), sentenceCase(r.Title))
	if d.IDs {
		fmt.Fprintf(b, "[%s]\n\n", r.Kind)
	}
	if n := noteBeyond(r); n != "" {
		fmt.Fprintf(b, "%s\n\n", n)
	}
	fmt.Fprintf(b, "**%s**\n", r.State)
	if len(r.Options) > 0 {
		b.WriteString("\nThe options the law gives:\n\n")
		for _, o := range r.Options {
			id := ""
			if d.IDs {
				id = " [" + o.ID + "]"
			}
			fmt.Fprintf(b, "- %s%s\n", sentenceCase(o.Text), id)
		}
	}
	if law := groupLaw(d, g, func(a Article) string {
		return fmt.Sprintf("[%s](#%s)", a.Name, lawAnchor(a.Code, a.ID))
	}); law != "" {
		fmt.Fprintf(b, "\nThe law: %s (quoted below).\n", law)
	}
}

func writeEndMD(b *strings.Builder, d Doc) {
	b.WriteString("\n## Where the game stands\n")
	for _, e := range endsOf(d) {
		if e.Who != "" {
			fmt.Fprintf(b, "\n### %s\n", e.Who)
		}
		for _, l := range e.Errs {
			fmt.Fprintf(b, "\n%s\n", l)
		}
		fmt.Fprintf(b, "\n%s\n", e.Result)
		for _, o := range e.Now {
			fmt.Fprintf(b, "\nNow: %s\n", o)
		}
	}
	finals := d.Codes
	if sameFinal(d) {
		finals = d.Codes[:1]
	}
	for _, c := range finals {
		who := "The position at the end"
		if len(finals) > 1 {
			who += " under " + c.Name
		}
		fmt.Fprintf(b, "\n%s (`%s`):\n\n```\n%s\n```\n", who, c.FEN, c.Final.Text())
	}
}

func writeLawsMD(b *strings.Builder, d Doc) {
	laws := lawsOf(d)
	if len(laws) == 0 {
		return
	}
	b.WriteString("\n## The words of the law\n")
	for _, l := range laws {
		fmt.Fprintf(b, "\n<a id=\"%s\"></a>**%s, %s.** %s\n\n", lawAnchor(l.A.Code, l.A.ID), l.Code.Name, l.A.Name, lawTitle(l.A))
		for _, para := range strings.Split(l.A.Text, "\n\n") {
			if t := strings.Join(strings.Fields(para), " "); t != "" {
				fmt.Fprintf(b, "> %s\n>\n", t)
			}
		}
	}
}

// numbered reports whether the i-th move of a score is written with its
// number, as a score sheet writes it: White's always; Black's at the
// start, after Black's own move, and after a comment or a side line.
func numbered(score []Ply, i int) bool {
	if i == 0 || !strings.HasSuffix(score[i].Label, "...") {
		return true
	}
	prev := score[i-1]
	return strings.HasSuffix(prev.Label, "...") || len(prev.Notes)+len(prev.Lines) > 0
}
