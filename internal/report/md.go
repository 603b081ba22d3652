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
	if len(d.Codes) > 1 {
		b.WriteString("\n## The codes side by side\n\n| code | rulings | result |\n|---|---|---|\n")
		for _, c := range d.Codes {
			var kinds []string
			for _, r := range c.Rulings {
				kinds = append(kinds, fmt.Sprintf("%d. %s", r.N, r.KindText))
			}
			if len(kinds) == 0 {
				kinds = []string{"none"}
			}
			fmt.Fprintf(&b, "| %s (%s) | %s | %s |\n", c.ID, c.Name, strings.ReplaceAll(strings.Join(kinds, "; "), "|", "/"), resultWords(c.Result))
		}
	}
	for _, c := range d.Codes {
		writeCodeMD(&b, c)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func writeCodeMD(b *strings.Builder, c CodeDoc) {
	fmt.Fprintf(b, "\n## Under %s (%s)\n\n", c.Name, c.ID)
	for _, sk := range c.Skipped {
		fmt.Fprintf(b, "%s\n\n", sk)
	}
	if c.Err != "" {
		fmt.Fprintf(b, "Under this code %s\n\n", c.Err)
	}
	var moves []string
	for _, p := range c.Score {
		m := p.Label + " " + p.Text
		if len(p.Rulings) > 0 {
			m = fmt.Sprintf("**%s** ⚑ ruling %s", m, joinInts(p.Rulings))
		}
		m = beforeMD(p) + m + notesMD(p)
		moves = append(moves, m)
	}
	if len(moves) == 0 {
		moves = []string{"no move"}
	}
	fmt.Fprintf(b, "**The score:** %s\n\nResult: %s. %d ruling%s.\n", strings.Join(moves, " "), resultWords(c.Result), len(c.Rulings), plural(len(c.Rulings)))
	for _, r := range c.Rulings {
		fmt.Fprintf(b, "\n### Ruling %d: %s [%s]\n\n", r.N, sentenceCase(r.KindText), r.Kind)
		if r.Offender != "" {
			fmt.Fprintf(b, "The offender: %s.\n\n", titleCase(r.Offender))
		}
		for _, h := range r.Happened {
			fmt.Fprintf(b, "- %s\n", h)
		}
		marks := r.Before.MarkedWords()
		if marks != "" {
			marks = " (the squares of the incident marked *: " + marks + ")"
		}
		fmt.Fprintf(b, "\nBefore event %d%s:\n\n```\n%s\n```\n\nAfter event %d:\n\n```\n%s\n```\n\n", r.Event, marks, r.Before.Text(), r.Event, r.After.Text())
		if r.Note != "" {
			fmt.Fprintf(b, "%s\n\n", sentenceCase(r.Note))
		}
		fmt.Fprintf(b, "**%s**\n", r.State)
		if len(r.Options) > 0 {
			b.WriteString("\nThe options the law gives:\n\n")
			for _, o := range r.Options {
				fmt.Fprintf(b, "- %s [%s]\n", sentenceCase(o.Text), o.ID)
			}
		}
		for _, a := range r.Articles {
			fmt.Fprintf(b, "\n**%s %s.** %s\n\n", a.Code, a.ID, a.Title)
			for _, para := range strings.Split(a.Text, "\n\n") {
				if t := strings.Join(strings.Fields(para), " "); t != "" {
					fmt.Fprintf(b, "> %s\n>\n", t)
				}
			}
		}
	}
	if len(c.Rulings) == 0 {
		b.WriteString("\nNo ruling: nothing irregular happened.\n")
	}
	for _, o := range c.Obligations {
		fmt.Fprintf(b, "\nNow: %s\n", o)
	}
	fmt.Fprintf(b, "\nThe position at the end (`%s`):\n\n```\n%s\n```\n", c.FEN, c.Final.Text())
}

func joinInts(ns []int) string {
	var s []string
	for _, n := range ns {
		s = append(s, fmt.Sprint(n))
	}
	return strings.Join(s, ", ")
}
