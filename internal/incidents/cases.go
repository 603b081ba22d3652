package incidents

import (
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// A case directory is the one data-driven format of the cases that say
// what a code must rule on a script: the scenario library (assets/incidents),
// the conformance copies, the examined cases and the exam cases
// (testdata/conformance, examined, exam/*). It holds, for each case NAME:
//
//	NAME.inc         the script
//	NAME.expect      what each code must rule on it (ReadExpectations): an
//	                 object keyed by code, "*" for every code without a key
//	NAME.CODE.inc    where present, the script to run under CODE instead
//
// and, where the project disputes a case's reading, disputed.md: one line
// "- NAME [CODE]: reasons" a run. A disputed run is still run, and must
// still differ from its expectation.
//
// ReadCases reads a directory into its runs, one a case and code;
// CaseRun.Check rules on a run and says how it differs.

// CaseRun is one run of a case: its script under one code.
type CaseRun struct {
	Name   string // NAME
	Code   string
	Script string // the script's file in the directory: NAME.CODE.inc or NAME.inc
	Want   Expectation
	// Disputed: disputed.md lists the run; it must differ from Want.
	Disputed bool
}

// DisputedFile names the runs of a case directory whose reading the
// project disputes.
const DisputedFile = "disputed.md"

// ReadCases reads every case of dir, in the order of their names, each
// into its runs in the order of rules.Codes.
func ReadCases(dir fs.FS) ([]CaseRun, error) {
	expects, err := fs.Glob(dir, "*.expect")
	if err != nil {
		return nil, err
	}
	slices.Sort(expects)
	disputed, err := ReadDisputed(dir)
	if err != nil {
		return nil, err
	}
	var runs []CaseRun
	for _, path := range expects {
		name := strings.TrimSuffix(path, ".expect")
		byCode, err := readExpectFile(dir, path)
		if err != nil {
			return nil, err
		}
		for _, info := range law.Codes() {
			want, ok := ForCode(byCode, info.ID)
			if !ok {
				continue
			}
			script := name + "." + info.ID + ".inc"
			if _, err := fs.Stat(dir, script); err != nil {
				script = name + ".inc"
			}
			key := name + "/" + info.ID
			runs = append(runs, CaseRun{Name: name, Code: info.ID, Script: script, Want: want, Disputed: disputed[key]})
			delete(disputed, key)
		}
	}
	for key := range disputed {
		return nil, fmt.Errorf("%s lists %s, which is no run of the directory", DisputedFile, key)
	}
	return runs, nil
}

// readExpectFile reads a .expect file whose keys are codes or "*".
func readExpectFile(dir fs.FS, path string) (map[string]Expectation, error) {
	raw, err := fs.ReadFile(dir, path)
	if err != nil {
		return nil, err
	}
	byCode, err := ReadExpectations(raw)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	for key := range byCode {
		if key != "*" && !slices.ContainsFunc(law.Codes(), func(c law.CodeInfo) bool { return c.ID == key }) {
			return nil, fmt.Errorf("%s: key %q is neither a code nor \"*\"", path, key)
		}
	}
	return byCode, nil
}

// ReadDisputed reads the runs dir's disputed.md names ("NAME/CODE"); a
// directory without one disputes nothing.
func ReadDisputed(dir fs.FS) (map[string]bool, error) {
	raw, err := fs.ReadFile(dir, DisputedFile)
	if errors.Is(err, fs.ErrNotExist) {
		return map[string]bool{}, nil
	}
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", DisputedFile, err)
	}
	out := map[string]bool{}
	for i, line := range strings.Split(string(raw), "\n") {
		if !strings.HasPrefix(line, "- ") {
			continue
		}
		head, _, ok := strings.Cut(strings.TrimPrefix(line, "- "), ":")
		name, code, ok2 := strings.Cut(head, " [")
		if !ok || !ok2 || !strings.HasSuffix(code, "]") {
			return nil, fmt.Errorf("%s:%d: want \"- NAME [CODE]: reasons\", got %q", DisputedFile, i+1, line)
		}
		out[name+"/"+strings.TrimSuffix(code, "]")] = true
	}
	return out, nil
}

// Check reads the run's script from dir, rules on it under the run's code
// and lists where the ruling differs from the expectation.
func (c CaseRun) Check(dir fs.FS) []string {
	src, err := fs.ReadFile(dir, c.Script)
	if err != nil {
		return []string{err.Error()}
	}
	s, err := ParseString(string(src))
	if err != nil {
		return c.Want.Check(rules.Report{}, err)
	}
	return checkScript(s, c.Code, c.Want)
}

// checkScript rules on a script under code and lists where the ruling
// differs from want.
func checkScript(s Script, code string, want Expectation) []string {
	g, err := Run(s, code)
	var rep rules.Report
	if g != nil {
		rep = g.Report()
	}
	out := want.Check(rep, err)
	if want.NextFirst != nil && g != nil && err == nil {
		out = append(out, want.NextFirst.differences(g.NextFirstMove())...)
	}
	return out
}
