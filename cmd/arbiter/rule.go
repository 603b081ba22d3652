package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

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
	fmt.Fprintf(stdout, "%s %s. %s\n\n%s\n", code, a.ID, a.Title, wrap(a.Text, 76, ""))
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
	writeAccount(stdout, g, rep, title)
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

// writeAccount is the readable ruling: the game, each ruling with the words
// of the articles applied, what each player must do now.
func writeAccount(w io.Writer, g *rules.Game, rep rules.Report, title string) {
	info := g.Code()
	if title != "" {
		fmt.Fprintf(w, "%s\n", title)
	}
	fmt.Fprintf(w, "Code: %s (%s, %d)\n", info.ID, info.Author, info.Year)
	san := g.SAN()
	if len(san) > 0 {
		fmt.Fprintf(w, "Moves: %s\n", strings.Join(san, " "))
	} else {
		fmt.Fprintf(w, "Moves: none\n")
	}
	fmt.Fprintf(w, "Position: %s\n", rep.FEN)
	fmt.Fprintf(w, "To move: %s. Result: %s\n", rep.Turn, rep.Result)
	if len(rep.Rulings) == 0 {
		fmt.Fprintf(w, "\nNo ruling: nothing irregular happened.\n")
	}
	for i, r := range rep.Rulings {
		fmt.Fprintf(w, "\nRuling %d (event %d): %s — %s.\n", i+1, r.Event, r.Kind, rules.DescribeKind(r.Kind))
		if r.Offender != "" {
			fmt.Fprintf(w, "  Offender: %s.", r.Offender)
			if r.Move != "" {
				fmt.Fprintf(w, " Move: %s.", r.Move)
			}
			fmt.Fprintln(w)
		}
		if r.Note != "" {
			fmt.Fprintf(w, "  %s.\n", upperFirst(r.Note))
		}
		if r.Silent {
			fmt.Fprintf(w, "  The code is silent on this case: it is referred to the umpire (%s %s).\n", info.ID, info.Referral)
		}
		switch r.State {
		case rules.StatePending:
			fmt.Fprintf(w, "  Pending: %s chooses, %s.\n", r.Chooser, r.Deadline)
			for j, o := range r.Options {
				fmt.Fprintf(w, "    %d %s: %s\n", j+1, o, rules.DescribeOption(o, r.Offender))
			}
		case rules.StateEnforced:
			fmt.Fprintf(w, "  Enforced: %s chose %s%s: %s.\n", r.Chooser, r.Chosen, argument(r.Argument), rules.DescribeOption(r.Chosen, r.Offender))
		case rules.StateApplied:
			fmt.Fprintf(w, "  Applied by the law: %s: %s.\n", r.Chosen, rules.DescribeOption(r.Chosen, r.Offender))
		case rules.StateWaived:
			fmt.Fprintf(w, "  Waived by %s.\n", r.Chooser)
		case rules.StateExpired:
			fmt.Fprintf(w, "  Expired: not claimed in time.\n")
		case rules.StateNoPenalty:
			fmt.Fprintf(w, "  No penalty.\n")
		}
		for _, id := range r.Articles {
			quoteArticle(w, info.ID, id)
		}
	}
	if len(rep.Obligations) > 0 {
		fmt.Fprintf(w, "\nNow:\n")
		for _, o := range rep.Obligations {
			fmt.Fprintf(w, "  %s must %s%s (%s %s)\n", o.Player, strings.ReplaceAll(o.Duty, "-", " "), argument(o.Square), info.ID, strings.Join(o.Articles, ", "))
		}
	}
}

func argument(sq string) string {
	if sq == "" {
		return ""
	}
	return " " + sq
}

func quoteArticle(w io.Writer, code, id string) {
	a, ok := assets.Lookup(code, id)
	if !ok {
		fmt.Fprintf(w, "  [%s %s]\n", code, id)
		return
	}
	fmt.Fprintf(w, "  %s %s. %s:\n%s\n", code, a.ID, a.Title, wrap(a.Text, 72, "    > "))
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// wrap folds text to width, each line behind prefix; paragraphs stay apart.
func wrap(text string, width int, prefix string) string {
	var out []string
	for _, para := range strings.Split(text, "\n\n") {
		line := ""
		for _, word := range strings.Fields(para) {
			if line != "" && len(line)+1+len(word) > width {
				out = append(out, prefix+line)
				line = word
				continue
			}
			if line != "" {
				line += " "
			}
			line += word
		}
		if line != "" {
			out = append(out, prefix+line)
		}
		out = append(out, strings.TrimRight(prefix, " "))
	}
	if len(out) > 0 {
		out = out[:len(out)-1]
	}
	return strings.Join(out, "\n")
}
