package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/practice"
	"github.com/arbiter-chess/arbiter/internal/rules"
	"github.com/arbiter-chess/arbiter/internal/ui"
)

// cmdPractice opens the practice screens: on the scenario library, or on
// the rulings a saved game (any script) raised.
func cmdPractice(args []string, stdin io.Reader, stderr io.Writer) int {
	opts, code := practiceSetup(args, stdin, stderr)
	if code != exitOK {
		return code
	}
	if err := ui.RunPractice(opts); err != nil {
		fmt.Fprintf(stderr, "arbiter practice: %v\n", err)
		return exitCode(err)
	}
	return exitOK
}

// practiceSetup reads the flags and the items to practise, and opens the
// score; anything wrong is said on stderr with the exit code.
func practiceSetup(args []string, stdin io.Reader, stderr io.Writer) (ui.PracticeOptions, int) {
	var opts ui.PracticeOptions
	fs := flag.NewFlagSet("practice", flag.ContinueOnError)
	fs.SetOutput(stderr)
	code := fs.String("code", "", "practise under this code (default: a script's [Code] tag, else "+rules.DefaultCode+")")
	topic := fs.String("topic", "", "only the library's scenarios of this topic (see arbiter incidents)")
	fs.IntVar(&opts.Round, "round", practice.RoundSize, "scenarios in a round")
	fs.BoolVar(&opts.ASCII, "ascii", false, "draw the men as letters")
	so := addScoreFlags(fs) // a score sheet is practised on as a script is
	fs.Usage = func() { fmt.Fprint(stderr, practiceUsage) }
	if err := fs.Parse(args); err != nil {
		return opts, exitInput
	}
	fail := func(format string, a ...any) (ui.PracticeOptions, int) {
		fmt.Fprintf(stderr, "arbiter practice: "+format+"\n", a...)
		return opts, exitInput
	}
	switch {
	case fs.NArg() > 1:
		return fail("one script at a time\n%s", practiceUsage)
	case fs.Arg(0) == "-":
		return fail("the keys come from the terminal: name a script file, not standard input")
	case opts.Round < 1:
		return fail("--round %d: a round has at least one scenario", opts.Round)
	case *topic != "" && fs.NArg() == 1:
		return fail("--topic chooses among the library's scenarios, not in a script")
	}
	if *code != "" {
		if _, ok := rules.LookupCode(*code); !ok {
			return fail("unknown code %q (see arbiter codes)", shortArg(*code))
		}
	}
	if fs.NArg() == 0 {
		opts.Code = *code
		if opts.Code == "" {
			opts.Code = rules.DefaultCode
		}
		items, err := practice.LibraryItems(opts.Code, *topic)
		if err != nil {
			return fail("%v", err)
		}
		opts.Items, opts.Source = items, "the library"
	} else {
		name := fs.Arg(0)
		script, status := readAnyScript("practice", name, so, *code, stdin, stderr)
		if status != exitOK {
			return opts, status
		}
		setup, err := incidents.SetupOf(script, *code)
		if err != nil {
			return fail("%s: %s", shortArg(name), lineReason(err))
		}
		opts.Code = setup.Code
		items, err := practice.FromScript(script, opts.Code, name)
		switch {
		case errors.Is(err, practice.ErrNothingToAsk):
			return fail("%v (a script with an irregularity, or another --code, gives questions)", err)
		case err != nil:
			return fail("%s: %s", shortArg(name), lineReason(err))
		}
		opts.Items, opts.Source = items, name
	}
	opts.Store, opts.Notice = practice.OpenDefaultStore()
	opts.NoColor = os.Getenv("NO_COLOR") != ""
	return opts, exitOK
}

var practiceUsage = `usage: arbiter practice [--code ID] [--topic T] [--round N] [--ascii] [FILE.inc]
  Practise the law: the library's scenarios (of a topic), or each ruling a
  saved game or script raised, asked under a code (default ` + rules.DefaultCode + `).
`
