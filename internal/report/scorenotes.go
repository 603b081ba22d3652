package report

import (
	"fmt"
	"strings"
)

// ScoreNotes is what the score a game was read from says beside its moves:
// its other tags (ECO, Opening, Annotator...), its comments, its
// variations as side lines.
type ScoreNotes struct {
	Tags     [][2]string
	Comments map[int][]string // after the n-th ply of the record (0: before the first)
	Lines    map[int][]string // side lines replacing the n-th ply (1: the first)
}

// AddScoreNotes puts the score's notes in the report: its tags with the
// players', each comment under its move, each variation as a side line
// after the move it replaces, under every code.
func (d *Doc) AddScoreNotes(n ScoreNotes) {
	d.Players = append(d.Players, n.Tags...)
	for ci := range d.Codes {
		sc := d.Codes[ci].Score
		for i := range sc {
			sc[i].Notes = append(sc[i].Notes, n.Comments[i+1]...)
			sc[i].Lines = append(sc[i].Lines, n.Lines[i+1]...)
		}
		if len(sc) > 0 && len(n.Comments[0]) > 0 {
			sc[0].Before = append(sc[0].Before, n.Comments[0]...)
		}
	}
}

// notesHTML are a move's comments and side lines, each an item of the
// score's list on a line of its own.
func notesHTML(p Ply) string {
	var b strings.Builder
	for _, c := range p.Notes {
		fmt.Fprintf(&b, `<li class="comment" style="flex-basis:100%%;white-space:normal;font-style:italic">%s</li>`, esc(c))
	}
	for _, l := range p.Lines {
		fmt.Fprintf(&b, `<li class="side-line" style="flex-basis:100%%;white-space:normal;padding-left:1.2rem;color:#555">(%s)</li>`, esc(l))
	}
	return b.String()
}

// beforeHTML are the comments before the first move.
func beforeHTML(p Ply) string {
	var b strings.Builder
	for _, c := range p.Before {
		fmt.Fprintf(&b, `<li class="comment" style="flex-basis:100%%;white-space:normal;font-style:italic">%s</li>`, esc(c))
	}
	return b.String()
}

// notesMD are a move's comments in braces and side lines in parentheses,
// as a score prints them.
func notesMD(p Ply) string {
	var s string
	for _, c := range p.Notes {
		s += " {" + strings.ReplaceAll(c, "}", ")") + "}"
	}
	for _, l := range p.Lines {
		s += " (" + l + ")"
	}
	return s
}

// beforeMD are the comments before the first move.
func beforeMD(p Ply) string {
	var s string
	for _, c := range p.Before {
		s += "{" + strings.ReplaceAll(c, "}", ")") + "} "
	}
	return s
}
