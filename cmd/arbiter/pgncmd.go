package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/pgn"
)

// cmdPGN writes a journal's (or a script's) game as the PGN the terminal's
// E writes: on standard output, or into -o OUT, readable by others.
func cmdPGN(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("pgn", stderr)
	code := fs.String("code")
	out := fs.String("o")
	force := fs.Bool("force")
	if err := fs.Parse(args); err != nil {
		return exitInput
	}
	so := scoreFlags(fs)
	if fs.NArg() > 1 {
		fmt.Fprintf(stderr, "arbiter pgn: one file at a time\nusage:\n%s", commandHelp(fs.cmd))
		return exitInput
	}
	script, status := readAnyScript("pgn", fs.Arg(0), so, *code, stdin, stderr)
	if status != exitOK {
		return status
	}
	g, err := incidents.Run(script, *code)
	if err != nil {
		fmt.Fprintln(stderr, lineReason(err))
		return exitInput
	}
	text := pgn.ExportScore(g, scriptTags(script), so.src, so.read)
	if *out == "" {
		fmt.Fprint(stdout, text)
		return exitOK
	}
	return writeOutput("pgn", *out, fs.Arg(0), []byte(text), *force, stderr)
}

// scriptTags are the game tags of a script for its PGN, with the date the
// game began where no Date was named (as the terminal's E does).
func scriptTags(s incidents.Script) pgn.Tags {
	t := pgn.Tags{}
	for _, tag := range s.Tags {
		switch {
		case incidents.GameTag(strings.ToLower(tag.Name)):
			t[strings.ToUpper(tag.Name[:1])+strings.ToLower(tag.Name[1:])] = tag.Value
		case incidents.ScoreTag(tag.Name):
			t[tag.Name] = tag.Value // kept as the score sheet spelt it
		}
	}
	if _, ok := t["Date"]; !ok && !s.Begun.IsZero() {
		t["Date"] = s.Begun.Local().Format("2006.01.02")
	}
	return t
}
