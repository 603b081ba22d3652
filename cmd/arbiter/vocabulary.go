package main

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

// cmdVerbs lists the vocabulary of the incident notation from its tables
// (rules.Verbs, rules.Options): in words, or as JSON with --json.
func cmdVerbs(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("verbs", stderr)
	asJSON := fs.Bool("json")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "arbiter verbs: takes no arguments\n")
		return 2
	}
	if *asJSON {
		out, err := json.MarshalIndent(struct {
			Verbs   []rules.VerbInfo   `json:"verbs"`
			Options []rules.OptionInfo `json:"options"`
		}{rules.Verbs(), rules.Options()}, "", "  ")
		if err != nil {
			fmt.Fprintf(stderr, "arbiter verbs: %v\n", err)
			return 1
		}
		fmt.Fprintf(stdout, "%s\n", out)
		return 0
	}
	fmt.Fprintln(stdout, "Verbs (W, B or U before each):")
	for _, v := range rules.Verbs() {
		fmt.Fprintf(stdout, "  %-38s %s (%s)\n", v.Usage, v.Help, v.Who)
	}
	fmt.Fprintln(stdout, "Options (choose OPTION):")
	for _, o := range rules.Options() {
		fmt.Fprintf(stdout, "  %-20s %s\n", o.ID, rules.DescribeOption(o.ID, ""))
	}
	return 0
}
