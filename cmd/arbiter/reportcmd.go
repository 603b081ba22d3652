package main

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/pgn"
	"github.com/arbiter-chess/arbiter/internal/plain"
	"github.com/arbiter-chess/arbiter/internal/report"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// cmdReport writes the dispute report of a game: HTML (or Markdown) under
// its code, one code, or all four side by side.
func cmdReport(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("report", stderr)
	code := fs.String("code")
	all := fs.Bool("all")
	out := fs.String("o")
	force := fs.Bool("force")
	format := fs.String("format")
	descriptiveScore := fs.Bool("descriptive")
	ids := fs.Bool("ids")
	if err := fs.Parse(args); err != nil {
		return exitInput
	}
	so := scoreFlags(fs)
	if fs.NArg() > 1 || *all && *code != "" {
		fmt.Fprintf(stderr, "arbiter report: one file, and --code or --all, not both\nusage:\n%s", commandHelp(fs.cmd))
		return exitInput
	}
	if *format != "html" && *format != "md" {
		fmt.Fprintf(stderr, "arbiter report: --format %q: want html or md\n", shortArg(*format))
		return exitInput
	}
	script, status := readAnyScript("report", fs.Arg(0), so, *code, stdin, stderr)
	if status != exitOK {
		return status
	}
	codes := []string{*code}
	if *all {
		codes = codes[:0]
		for _, c := range law.Codes() {
			codes = append(codes, c.ID)
		}
	}
	// The score as it came (SAN, or the descriptive notation of a score
	// sheet read in it), or in descriptive notation when asked.
	var notation chess.Notation = chess.Algebraic{}
	if _, desc := so.notation.(chess.Descriptive); desc || *descriptiveScore {
		notation = chess.Descriptive{}
	}
	doc, err := report.Build(script, codes, notation)
	if err != nil {
		fmt.Fprintln(stderr, lineReason(err))
		return exitInput
	}
	doc.IDs = *ids
	if so.src != nil {
		doc.AddScoreNotes(scoreNotes(script, *so.src, so.read, codes[0]))
	} else if kept := scoreTagsOf(script); len(kept) > 0 {
		doc.AddScoreNotes(report.ScoreNotes{Tags: kept}) // a journal written from a score keeps its tags
	}
	var buf bytes.Buffer
	if *format == "md" {
		err = report.WriteMarkdown(&buf, doc)
	} else {
		err = report.WriteHTML(&buf, doc)
	}
	if err == nil && *out != "" {
		return writeOutput("report", *out, fs.Arg(0), buf.Bytes(), *force, stderr)
	} else if err == nil {
		_, err = stdout.Write(buf.Bytes())
	}
	if err != nil {
		fmt.Fprintf(stderr, "arbiter report: %v\n", err)
		return exitSystem
	}
	return exitOK
}

// writeBoard draws the position at the end beside its FEN, for players who
// do not read FEN: White's men outlined, Black's solid.
func writeBoard(w io.Writer, g *rules.Game) {
	fmt.Fprintf(w, "\nThe position at the end (%s to move):\n\n", plain.Side(g.Turn()))
	for _, l := range strings.Split(report.BoardOf(g).Text(), "\n") {
		fmt.Fprintf(w, "  %s\n", l)
	}
}

// scoreNotes are the notes of the score a game was read from, for the
// report: they stand beside the moves the game played as the score has
// them (under the first code of the report; the moves are the same under
// all).
func scoreNotes(script incidents.Script, src pgn.Score, read pgn.MoveReader, code string) report.ScoreNotes {
	g, err := incidents.Run(script, code)
	if err != nil {
		return report.ScoreNotes{}
	}
	n := src.NotesFor(g, read)
	return report.ScoreNotes{Tags: n.Tags, Comments: n.Comments, Lines: n.Lines}
}

// scoreTagsOf are a script's score-sheet tags (ECO, Opening, ...), as a
// journal written from a score keeps them.
func scoreTagsOf(script incidents.Script) [][2]string {
	var out [][2]string
	for _, t := range script.Tags {
		if incidents.ScoreTag(t.Name) {
			out = append(out, [2]string{t.Name, t.Value})
		}
	}
	return out
}
