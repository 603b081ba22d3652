package main

import (
	"flag"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"strings"
)

// parseFlags parses args with the flags before or after the other
// arguments (`arbiter rule game.inc --json`); "--" ends the flags.
func parseFlags(fs *flag.FlagSet, args []string) error {
	var flags, rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			rest = append(rest, args[i+1:]...)
			break
		}
		if len(a) < 2 || a[0] != '-' {
			rest = append(rest, a) // "-" is standard input
			continue
		}
		flags = append(flags, a)
		name := strings.TrimLeft(a, "-")
		if strings.Contains(name, "=") {
			continue
		}
		if f := fs.Lookup(name); f != nil && !isBoolFlag(f) {
			// A flag that takes a value never takes "--" or nothing: say
			// which flag lacks its value, not that "--" is a bad one.
			if i+1 >= len(args) || args[i+1] == "--" {
				err := fmt.Errorf("--%s needs a value: %s", name, f.Usage)
				fmt.Fprintf(fs.Output(), "arbiter: %v\n", err)
				return err
			}
			i++
			flags = append(flags, args[i])
		}
	}
	return fs.Parse(append(append(flags, "--"), rest...))
}

func isBoolFlag(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
}

// version is set at build time (make build: -ldflags "-X main.version=...");
// otherwise the module's version and commit, as Go recorded them.
var version = ""

func versionText() string {
	v, rev, dirty := version, "", false
	if bi, ok := debug.ReadBuildInfo(); ok {
		if v == "" && bi.Main.Version != "" {
			v = bi.Main.Version
		}
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				dirty = s.Value == "true"
			}
		}
	}
	if v == "" {
		v = "(devel)"
	}
	s := "arbiter " + v
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		s += " commit " + rev
		if dirty {
			s += " (modified)"
		}
	}
	return s + " " + runtime.Version()
}

// wantsVersion reports whether the command line asks for the version.
func wantsVersion(args []string) bool {
	if c, _ := splitCommand(args); c.Name != "" {
		return false
	}
	for _, a := range args {
		if a == "--" {
			return false
		}
		if a == "--version" || a == "-version" {
			return true
		}
	}
	return false
}

func printVersion(w io.Writer) int {
	fmt.Fprintln(w, versionText())
	return exitOK
}
