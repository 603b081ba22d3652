package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/pgn"
)

// cmdPGN writes a journal's (or a script's) game as the PGN the terminal's
// E writes: on standard output, or into -o OUT, readable by others.
func cmdPGN(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("pgn", flag.ContinueOnError)
	fs.SetOutput(stderr)
	code := fs.String("code", "", "the code to rule under (default: the script's [Code] tag)")
	out := fs.String("o", "", "write the PGN into this file (default: standard output)")
	force := fs.Bool("force", false, "with -o: replace a journal (never one being recorded) or the file read")
	so := addScoreFlags(fs)
	if err := parseFlags(fs, args); err != nil {
		return exitInput
	}
	if fs.NArg() > 1 {
		fmt.Fprintf(stderr, "usage: arbiter pgn [--code ID] FILE.inc [-o OUT.pgn]\n")
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
		if incidents.GameTag(strings.ToLower(tag.Name)) {
			t[strings.ToUpper(tag.Name[:1])+strings.ToLower(tag.Name[1:])] = tag.Value
		}
	}
	if _, ok := t["Date"]; !ok && !s.Begun.IsZero() {
		t["Date"] = s.Begun.Local().Format("2006.01.02")
	}
	return t
}

func init() {
	// The subcommands and value flags of this file, for commandFirst.
	for _, c := range []string{"pgn", "report"} {
		commands[c] = true
	}
	for _, f := range []string{"game", "notation", "o", "format", "pgn", "at"} {
		valueFlags[f] = true
	}
}
