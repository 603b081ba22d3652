package main

import (
	"fmt"
	"io"
	"io/fs"
	"slices"
	"strings"

	"github.com/arbiter-chess/arbiter/assets"
	"github.com/arbiter-chess/arbiter/docs"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/law"
)

// cmdIncidents lists the scenario library, or checks it (`incidents check`).
func cmdIncidents(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("incidents", stderr)
	code := fs.String("code")
	topic := fs.String("topic")
	article := fs.String("article")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "arbiter incidents: unexpected %q (did you mean arbiter incidents check, or show ID?)\n", shortArg(fs.Arg(0)))
		return 2
	}
	if *code != "" {
		if _, ok := law.LookupCode(*code); !ok {
			fmt.Fprintf(stderr, "arbiter incidents: unknown code %q (see arbiter codes)\n", shortArg(*code))
			return 2
		}
	}
	all, err := incidents.LoadLibrary()
	if err != nil {
		fmt.Fprintf(stderr, "arbiter incidents: %v\n", err)
		return 1
	}
	if *topic != "" && !knownTopic(all, *topic) {
		fmt.Fprintf(stderr, "arbiter incidents: unknown topic %q (topics: %s)\n", shortArg(*topic), strings.Join(libraryTopics(all), ", "))
		return 2
	}
	list := incidents.Filter(all, *code, *topic, *article)
	for _, sc := range list {
		fmt.Fprintf(stdout, "%s  [%s]  %s\n", sc.ID, sc.Topic, sc.Title)
		fmt.Fprintf(stdout, "      %s\n", articlesLine(sc, *code))
	}
	fmt.Fprintf(stdout, "%d scenario%s\n", len(list), plural(len(list)))
	return 0
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// articlesLine names the articles a scenario turns on, per code.
func articlesLine(sc incidents.Scenario, only string) string {
	var parts []string
	for _, info := range law.Codes() {
		arts := sc.Articles[info.ID]
		if len(arts) == 0 || (only != "" && info.ID != only) {
			continue
		}
		part := info.Cite(arts)
		if e, ok := sc.Expect[info.ID]; ok && e.Reading != "" {
			// The ruling under this code rests on a reading, not the words.
			part += " (reading " + incidents.ReadingName(e.Reading) + ")"
		}
		parts = append(parts, part)
	}
	return strings.Join(parts, " · ")
}

// cmdIncidentsCheck runs every scenario under every code against its
// expectations.
func cmdIncidentsCheck(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("incidents check", stderr)
	verbose := fs.Bool("v")
	pending := fs.Bool("pending")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	all, err := incidents.LoadLibrary()
	if err != nil {
		fmt.Fprintf(stderr, "arbiter incidents check: %v\n", err)
		return 1
	}
	passed, failed := 0, 0
	for _, sc := range all {
		if *pending {
			sc = sc.WithPending()
		}
		for _, o := range incidents.CheckScenario(sc) {
			if len(o.Problems) == 0 {
				passed++
				if *verbose {
					fmt.Fprintf(stdout, "ok   %s [%s]\n", o.Scenario, o.Code)
				}
				continue
			}
			failed++
			for _, p := range o.Problems {
				fmt.Fprintf(stdout, "FAIL %s [%s]: %s\n", o.Scenario, o.Code, p)
			}
		}
	}
	if waiting := incidents.PendingList(all); len(waiting) > 0 && !*pending {
		fmt.Fprintf(stdout, "%d expectation%s wait on a change to the core (core_pending; check them with --pending): %s\n",
			len(waiting), plural(len(waiting)), strings.Join(waiting, ", "))
	}
	fmt.Fprintf(stdout, "%d passed, %d failed\n", passed, failed)
	if failed > 0 {
		return 1
	}
	return 0
}

// cmdCoverage prints, per code, each article with the scenarios that turn
// on it and how the core models it.
func cmdCoverage(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("coverage", stderr)
	only := fs.String("code")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *only != "" {
		if _, ok := law.LookupCode(*only); !ok {
			fmt.Fprintf(stderr, "arbiter coverage: unknown code %q (see arbiter codes)\n", shortArg(*only))
			return 2
		}
	}
	all, err := incidents.LoadLibrary()
	if err != nil {
		fmt.Fprintf(stderr, "arbiter coverage: %v\n", err)
		return 1
	}
	for _, info := range law.Codes() {
		if *only != "" && info.ID != *only {
			continue
		}
		writeCodeCoverage(stdout, info, all)
	}
	return 0
}

func writeCodeCoverage(w io.Writer, info law.CodeInfo, all []incidents.Scenario) {
	fmt.Fprintf(w, "%s — %s, %d\n", info.ID, info.Author, info.Year)
	covered, arising := 0, 0
	for _, a := range law.ArticleModels(info.ID) {
		var ids []string
		for _, sc := range all {
			if sc.TurnsOn(info.ID, a.ID) {
				ids = append(ids, sc.ID[:3])
			}
		}
		how := modelledHow(a)
		if a.Modelled() {
			arising++
			if len(ids) > 0 {
				covered++
			}
		}
		scen := "no scenario"
		if len(ids) > 0 {
			scen = strings.Join(ids, " ")
		}
		fmt.Fprintf(w, "  %-14s %s\n  %-14s   scenarios: %s\n", info.ArticleName(a.ID), how, "", scen)
		for _, line := range readingLines(info.ID, a.ID, all) {
			fmt.Fprintf(w, "  %-14s   %s\n", "", line)
		}
	}
	fmt.Fprintf(w, "  %d of the %d articles that arise at the board have a scenario\n\n", covered, arising)
}

// readingLines names the readings of docs/readings.md that read the
// article under the code, each with the scenarios whose ruling under the
// code rests on it.
func readingLines(code, article string, all []incidents.Scenario) []string {
	var out []string
	for _, r := range docs.Readings() {
		if !slices.Contains(r.Articles, code+":"+article) {
			continue
		}
		var ids []string
		for _, sc := range all {
			if e, ok := sc.Expect[code]; ok && incidents.ReadingName(e.Reading) == r.Name {
				ids = append(ids, sc.ID[:3])
			}
		}
		marked := "no scenario rests on it"
		if len(ids) > 0 {
			marked = "rests on it: " + strings.Join(ids, " ")
		}
		out = append(out, fmt.Sprintf("reading %s: %s (%s)", r.Name, r.Title, marked))
	}
	return out
}

// modelledHow says in words how the core models an article.
func modelledHow(a law.ArticleModel) string {
	switch {
	case len(a.Kinds) > 0:
		return "modelled: rules on " + strings.Join(a.Kinds, ", ")
	case len(a.Silences) > 0:
		return "modelled: the referral article, cited where the code is silent (" + strings.Join(a.Silences, ", ") + ")"
	case a.Engine != "":
		return "modelled by the engine: " + a.Engine
	case a.CitedWith != "":
		return "modelled: " + a.CitedWith
	}
	return "not at the board: " + a.NotAtBoard
}

// libraryTopics are the topics of the scenario library, in its order.
func libraryTopics(all []incidents.Scenario) []string {
	var out []string
	for _, sc := range all {
		if sc.Topic != "" && !slices.Contains(out, sc.Topic) {
			out = append(out, sc.Topic)
		}
	}
	return out
}

func knownTopic(all []incidents.Scenario, topic string) bool {
	return slices.Contains(libraryTopics(all), topic)
}

// cmdIncidentsShow prints a scenario of the library as it is stored: its
// script (NNN-slug.inc, which arbiter rule reads) and its expectations
// under each code (NNN-slug.expect). The ID is the whole NNN-slug or NNN.
func cmdIncidentsShow(args []string, stdout, stderr io.Writer) int {
	if err := newFlags("incidents show", stderr).Parse(args); err != nil {
		return 2
	}
	if len(args) != 1 {
		fmt.Fprintf(stderr, "usage: arbiter incidents show ID (e.g. arbiter incidents show 024, as arbiter incidents lists them)\n")
		return 2
	}
	lib, err := assets.Incidents()
	if err != nil {
		fmt.Fprintf(stderr, "arbiter incidents show: %v\n", err)
		return 1
	}
	names, err := fs.Glob(lib, "*.inc")
	if err != nil {
		fmt.Fprintf(stderr, "arbiter incidents show: %v\n", err)
		return 1
	}
	want := strings.TrimSuffix(args[0], ".inc")
	var id string
	for _, n := range names {
		n = strings.TrimSuffix(n, ".inc")
		if n == want || strings.HasPrefix(n, want+"-") {
			id = n
			break
		}
	}
	if id == "" {
		fmt.Fprintf(stderr, "arbiter incidents show: no scenario %q (arbiter incidents lists them)\n", shortArg(args[0]))
		return 2
	}
	for _, ext := range []string{".inc", ".expect"} {
		data, err := fs.ReadFile(lib, id+ext)
		if err != nil {
			fmt.Fprintf(stderr, "arbiter incidents show: %v\n", err)
			return 1
		}
		fmt.Fprintf(stdout, "# %s%s\n%s", id, ext, data)
		if len(data) > 0 && data[len(data)-1] != '\n' {
			fmt.Fprintln(stdout)
		}
		if ext == ".inc" {
			fmt.Fprintln(stdout)
		}
	}
	return 0
}
