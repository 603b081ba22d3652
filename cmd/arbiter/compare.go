package main

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// comparedReport is one code's ruling object (docs/spec.md §5) in `compare --json`, with the
// bad input that stopped it under that code, if any.
type comparedReport struct {
	rules.Report
	Error string `json:"error,omitempty"`
	// Skipped are the choices this code does not offer, set aside while
	// the game went on; Parted, the event from which its board parted from
	// the script's for good (extensions).
	Skipped []incidents.Skip `json:"skipped,omitempty"`
	Parted  *incidents.Skip  `json:"parted,omitempty"`
}

// cmdCompare rules one script under every code and sets the rulings side by
// side, marking where the codes differ.
func cmdCompare(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("compare", stderr)
	asJSON := fs.Bool("json")
	ids := fs.Bool("ids")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	so := scoreFlags(fs)
	if fs.NArg() > 1 {
		fmt.Fprintf(stderr, "arbiter compare: one script at a time\n")
		return 2
	}
	script, status := readAnyScript("compare", fs.Arg(0), so, "", stdin, stderr)
	if status != exitOK {
		return status
	}
	all := incidents.RuleUnderEveryCode(script)
	rejected := 0
	for _, r := range all {
		if r.Err != nil && r.Report.Code == "" {
			rejected++
		}
	}
	if rejected == len(all) {
		fmt.Fprintln(stderr, lineReason(all[0].Err))
		return 2
	}
	if !*asJSON && *ids {
		incidents.WriteComparison(stdout, script, all)
		return 0
	}
	if !*asJSON {
		incidents.WriteComparisonInWords(stdout, script, all)
		return 0
	}
	out := make([]comparedReport, len(all))
	for i, r := range all {
		out[i].Report, out[i].Skipped, out[i].Parted = r.Report, r.Skipped, r.Parted
		if r.Err != nil {
			out[i].Error = lineReason(r.Err)
		}
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	if err := enc.Encode(out); err != nil {
		fmt.Fprintf(stderr, "arbiter compare: %v\n", err)
		return 1
	}
	return 0
}
