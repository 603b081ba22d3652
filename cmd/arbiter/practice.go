package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/practice"
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
	fs := newFlags("practice", stderr)
	code := fs.String("code")
	topic := fs.String("topic")
	if err := fs.Parse(args); err != nil {
		return opts, exitInput
	}
	opts.Round, opts.ASCII = *fs.Int("round"), *fs.Bool("ascii")
	so := scoreFlags(fs) // a score sheet is practised on as a script is
	fail := func(format string, a ...any) (ui.PracticeOptions, int) {
		fmt.Fprintf(stderr, "arbiter practice: "+format+"\n", a...)
		return opts, exitInput
	}
	switch {
	case fs.NArg() > 1:
		return fail("one script at a time\n%s", commandHelp(fs.cmd))
	case fs.Arg(0) == "-":
		return fail("the keys come from the terminal: name a script file, not standard input")
	case opts.Round < 1:
		return fail("--round %d: a round has at least one scenario", opts.Round)
	case *topic != "" && fs.NArg() == 1:
		return fail("--topic chooses among the library's scenarios, not in a script")
	}
	if *code != "" {
		if _, ok := law.LookupCode(*code); !ok {
			return fail("unknown code %q (see arbiter codes)", shortArg(*code))
		}
	}
	if fs.NArg() == 0 {
		opts.Code = *code
		if opts.Code == "" {
			opts.Code = law.DefaultCode
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
