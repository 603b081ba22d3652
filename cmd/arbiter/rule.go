package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/arbiter-chess/arbiter/assets"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

func cmdCodes(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 {
		fmt.Fprintf(stderr, "arbiter codes: takes no arguments\n")
		return 2
	}
	for _, c := range rules.Codes() {
		def := ""
		if c.ID == rules.DefaultCode {
			def = " (default)"
		}
		fmt.Fprintf(stdout, "%-13s %s, %d: %s%s\n              %s\n", c.ID, c.Author, c.Year, c.Title, def, c.Blurb)
	}
	return 0
}

func cmdLaw(args []string, stdout, stderr io.Writer) int {
	if len(args) != 2 {
		fmt.Fprintf(stderr, "usage: arbiter law CODE ARTICLE (e.g. arbiter law %s VI)\n", rules.DefaultCode)
		return 2
	}
	code, id := args[0], args[1]
	if _, ok := rules.LookupCode(code); !ok {
		fmt.Fprintf(stderr, "arbiter law: unknown code %q (see arbiter codes)\n", code)
		return 2
	}
	a, ok := assets.Lookup(code, id)
	if !ok {
		fmt.Fprintf(stderr, "arbiter law: %s has no article %q\n", code, id)
		return 2
	}
	fmt.Fprintf(stdout, "%s %s. %s\n\n%s\n", code, a.ID, a.Title, incidents.Wrap(a.Text, 76, ""))
	return 0
}

func cmdRule(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("rule", flag.ContinueOnError)
	fs.SetOutput(stderr)
	code := fs.String("code", "", "the code to rule under (default: the script's [Code] tag, else "+rules.DefaultCode+")")
	asJSON := fs.Bool("json", false, "print the ruling object of the spec (§5)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 1 {
		fmt.Fprintf(stderr, "arbiter rule: one script at a time\n")
		return 2
	}
	var in io.Reader = stdin
	name := "-"
	if fs.NArg() == 1 && fs.Arg(0) != "-" {
		name = fs.Arg(0)
		f, err := os.Open(name)
		if err != nil {
			fmt.Fprintf(stderr, "arbiter rule: %v\n", err)
			return 2
		}
		defer f.Close()
		in = f
	}
	script, err := incidents.Parse(in)
	if err != nil {
		fmt.Fprintln(stderr, lineReason(err))
		return 2
	}
	g, err := incidents.Run(script, *code)
	if err != nil {
		fmt.Fprintln(stderr, lineReason(err))
		return 2
	}
	rep := g.Report()
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rep); err != nil {
			fmt.Fprintf(stderr, "arbiter rule: %v\n", err)
			return 1
		}
		return 0
	}
	title, _ := script.Tag("Title")
	incidents.WriteAccount(stdout, g, title)
	return 0
}

// lineReason prints a script error as "line N: reason".
func lineReason(err error) string {
	var le *incidents.LineError
	if errors.As(err, &le) {
		return le.Error()
	}
	return "line 1: " + err.Error()
}
