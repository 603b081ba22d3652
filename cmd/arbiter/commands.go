package main

import (
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/practice"
)

// The command line is declared here once: each subcommand and each of its
// flags (name, value, help). The parser (newFlags, splitCommand), `arbiter
// help` and the README's table (TestReadmeCommandTable) read this table.
//
// A new flag is one row in the command's Flags (or in a group several
// commands share: terminalFlags, scoreFlags), and one read of it in the
// command's code: fs.String("name"), fs.Bool("name") or fs.Int("name").

// flagDef is one flag of a command.
type flagDef struct {
	Name    string // without the dashes: --name (-name, -o)
	Value   string // the value's placeholder in the help (ID, FILE); "" for a switch; "N" for a number
	Default string // the value when the flag is not given ("" for none)
	Help    string
	// New makes a flag of a kind of its own (a number or a text, a flag
	// given several times), read by its Set as the flag is parsed; the
	// command's code takes it with fs.Var.
	New func() flag.Value
}

// command is one subcommand: "" is the umpire's terminal, "incidents
// check" a subcommand's own.
type command struct {
	Name  string
	Args  string // the arguments after the flags, as the help writes them
	Help  string
	Flags []flagDef
	run   func(args []string, stdin io.Reader, stdout, stderr io.Writer) int
}

// The flags of how the terminal shows and records a game, new or opened.
var displayFlagDefs = []flagDef{
	{Name: "ascii", Help: "draw the men as letters and the frame in ASCII"},
	{Name: "plain", Help: "no board and no layout: each event, its result and every ruling as a plain line (a screen reader, a log)"},
	{Name: "descriptive", Help: "the log's moves in descriptive notation (P. to K's 4th); D switches"},
	{Name: "board", Value: "DEVICE", Help: "record from a DGT electronic board on this serial device (README: An electronic board)"},
	{Name: "board-white", Value: "near|far", Help: "where White sits at the board (default: told from the position)"},
	{Name: "board-settle", Value: "DURATION", Help: "how long a man set down on the board must stay to be let go, e.g. 500ms; 0: at once (docs/dgt.md)",
		New: func() flag.Value { return settleFlag{new(time.Duration)} }},
}

// The flags of the terminal's new game.
var newGameFlagDefs = []flagDef{
	{Name: "code", Value: "ID", Help: "start a new game under this code (skips the picker)"},
	{Name: "fen", Value: "FEN", Help: "start from this position"},
	{Name: "moves", Value: "MOVES", Help: `ordinary moves (squares or SAN: "e2e4 e7e5" or "e4 e5") played from the position first`},
	{Name: "journal", Value: "PATH", Help: "where to write the game's journal (.inc)"},
	{Name: "white", Value: "NAME", Help: "who plays White (the PGN's White tag)"},
	{Name: "black", Value: "NAME", Help: "who plays Black"},
	{Name: "event", Value: "E", Help: "the event (tournament, match, club night)"},
	{Name: "site", Value: "S", Help: "where the game is played"},
	{Name: "round", Value: "R", Help: "the round"},
	{Name: "odds", Value: "ODDS", Help: `the odds given, e.g. "white gives the queen's rook" (docs/notation.md §6)`},
	{Name: "agreement", Value: "A", Help: `an undertaking, e.g. "white mates with the queen"`},
	{Name: "first-move", Value: "SIDE", Help: "who moves first where the players agreed otherwise: white or black"},
	{Name: "mode", Value: "MODE", Help: "consultation or correspondence (docs/notation.md §9)"},
	{Name: "time", Value: "TIME", Help: `the time of moving, e.g. "20 moves in 2 hours, fine one guinea" (§8)`},
}

// The flags that pick a game of a score sheet and say how it is written.
var scoreFlagDefs = []flagDef{
	{Name: "game", Value: "N|NAME", Help: "the game of a PGN file of several: its number (1, 2, ...) or a text to find it by (a player's name, the event, the opening)",
		New: func() flag.Value { return gameFlag{&scoreOpts{}} }},
	{Name: "notation", Value: "pgn|descriptive", Help: "how the score sheet is written: pgn (SAN) or descriptive (P. to K's 4th, P-K4); default: found from the file"},
	{Name: "at", Value: "'MOVE ACTS'", Help: "put acts in at a move of the score sheet: '10... B touch f6' (before Black's 10th move), 'after 12. W say check'; acts separated by ';'; repeat the flag for more, or @FILE: one a line",
		New: func() flag.Value { return &atFlags{} }},
}

func flagDefs(groups ...[]flagDef) []flagDef {
	var out []flagDef
	for _, g := range groups {
		out = append(out, g...)
	}
	return out
}

// commandTable is every command, in the order the help lists them. It is
// filled in init: the commands' code reads the table.
var commandTable []command

func init() {
	commandTable = []command{
		{Name: "", Help: "the umpire's terminal (the code picker first without --code)",
			Flags: flagDefs(newGameFlagDefs, displayFlagDefs, []flagDef{
				{Name: "pgn", Value: "FILE", Help: "a score sheet (PGN, or descriptive notation) to read into a new journal and open"},
			}, scoreFlagDefs),
			run: func(a []string, _ io.Reader, _, e io.Writer) int { return cmdTerminal(a, e) }},
		{Name: "open", Args: "[FILE.inc]", Help: "resume a saved game, or review it without recording; without a file: pick one of the games saved last",
			Flags: flagDefs([]flagDef{
				{Name: "read-only", Help: "review the game without recording (while another arbiter records it)"},
				{Name: "go-on", Help: "go on from the line before one this arbiter refuses (it and those after it kept in the journal as comments)"},
				{Name: "code", Value: "ID", Help: "a score sheet: the code to rule it under"},
				{Name: "journal", Value: "PATH", Help: "a score sheet: where to write the journal read from it (default: beside it, .inc)"},
			}, displayFlagDefs, scoreFlagDefs),
			run: cmdOpen},
		{Name: "codes", Help: "list the codes",
			run: func(a []string, _ io.Reader, o, e io.Writer) int { return cmdCodes(a, o, e) }},
		{Name: "law", Args: "CODE [ARTICLE]", Help: "print an article (e.g. arbiter law " + law.DefaultCode + " VI, arbiter law BCA 6, arbiter law staunton cons III), or list the code's articles",
			Flags: []flagDef{{Name: "code", Value: "ID", Help: "the code, in place of naming it first (arbiter law --code lewis1827 6)"}},
			run:   func(a []string, _ io.Reader, o, e io.Writer) int { return cmdLaw(a, o, e) }},
		{Name: "verbs", Help: "the verbs of the incident notation and the options of the rulings",
			Flags: []flagDef{{Name: "json", Help: "write the verbs and options as JSON"}},
			run:   func(a []string, _ io.Reader, o, e io.Writer) int { return cmdVerbs(a, o, e) }},
		{Name: "rule", Args: "[FILE|-]", Help: "rule on an incident script (or a score sheet), in the players' words",
			Flags: flagDefs([]flagDef{
				{Name: "code", Value: "ID", Help: "the code to rule under (default: the script's [Code] tag, else " + law.DefaultCode + ")"},
				{Name: "json", Help: "print the ruling object of docs/spec.md §5"},
				{Name: "ids", Help: idsUsage},
			}, scoreFlagDefs),
			run: cmdRule},
		{Name: "compare", Args: "[FILE|-]", Help: "one script under all four codes, side by side",
			Flags: flagDefs([]flagDef{
				{Name: "json", Help: "print one ruling object (docs/spec.md §5) per code"},
				{Name: "ids", Help: idsUsage},
			}, scoreFlagDefs),
			run: cmdCompare},
		{Name: "incidents", Help: "list the scenario library",
			Flags: []flagDef{
				{Name: "code", Value: "ID", Help: "only scenarios with articles of this code"},
				{Name: "topic", Value: "T", Help: "only scenarios of this topic"},
				{Name: "article", Value: "A", Help: "only scenarios turning on this article (with --code: of that code)"},
			},
			run: func(a []string, _ io.Reader, o, e io.Writer) int { return cmdIncidents(a, o, e) }},
		{Name: "incidents check", Help: "rule every scenario under every code, against its expectations",
			Flags: []flagDef{
				{Name: "v", Help: "name every scenario checked"},
				{Name: "pending", Help: "check the core_pending expectations (what an open issue will make the core rule) in place of those they wait on"},
			},
			run: func(a []string, _ io.Reader, o, e io.Writer) int { return cmdIncidentsCheck(a, o, e) }},
		{Name: "incidents show", Args: "ID", Help: "a scenario's script and its expectations",
			run: func(a []string, _ io.Reader, o, e io.Writer) int { return cmdIncidentsShow(a, o, e) }},
		{Name: "coverage", Help: "each article: the scenarios that turn on it, how the core models it",
			Flags: []flagDef{{Name: "code", Value: "ID", Help: "one code only"}},
			run:   func(a []string, _ io.Reader, o, e io.Writer) int { return cmdCoverage(a, o, e) }},
		{Name: "practice", Args: "[FILE.inc]", Help: "practise the law: questions on the scenarios, or on a game's rulings",
			Flags: flagDefs([]flagDef{
				{Name: "code", Value: "ID", Help: "practise under this code (default: a script's [Code] tag, else " + law.DefaultCode + ")"},
				{Name: "topic", Value: "T", Help: "only the library's scenarios of this topic (see arbiter incidents)"},
				{Name: "round", Value: "N", Default: strconv.Itoa(practice.RoundSize), Help: "scenarios in a round"},
				{Name: "ascii", Help: "draw the men as letters"},
			}, scoreFlagDefs),
			run: func(a []string, i io.Reader, _, e io.Writer) int { return cmdPractice(a, i, e) }},
		{Name: "board-sim", Help: "a simulated DGT board on a pseudo-terminal, moved by lines on stdin",
			Flags: []flagDef{{Name: "fen", Value: "FEN", Help: "the position the board shows (default: the initial position)"}},
			run:   cmdBoardSim},
		{Name: "pgn", Args: "FILE", Help: "the game as PGN (what E writes in the terminal)",
			Flags: flagDefs([]flagDef{
				{Name: "code", Value: "ID", Help: "the code to rule under (default: the script's [Code] tag)"},
				{Name: "o", Value: "OUT.pgn", Help: "write the PGN into this file (default: standard output): a new file, or a regular file that holds no journal"},
				{Name: "force", Help: "with -o: replace a journal no arbiter is recording, or the file read (never a link, a directory, a device or a FIFO)"},
			}, scoreFlagDefs),
			run: cmdPGN},
		{Name: "report", Args: "FILE", Help: "the ruling as a page to read, print and share, the verdict first",
			Flags: flagDefs([]flagDef{
				{Name: "code", Value: "ID", Help: "the code to rule under (default: the script's [Code] tag, else " + law.DefaultCode + ")"},
				{Name: "all", Help: "the four codes side by side"},
				{Name: "o", Value: "OUT", Help: "write the report into this file (default: standard output): a new file, or a regular file that holds no journal"},
				{Name: "force", Help: "with -o: replace a journal no arbiter is recording, or the file read (never a link, a directory, a device or a FIFO)"},
				{Name: "format", Value: "html|md", Default: "html", Help: "html, or md (Markdown with Unicode boards)"},
				{Name: "descriptive", Help: "write every move in descriptive notation (P. to K's 4th), the [Moves] tag's too"},
				{Name: "ids", Help: idsUsage},
			}, scoreFlagDefs),
			run: cmdReport},
		{Name: "help", Args: "[COMMAND]", Help: "this list, or one command's flags",
			run: func(a []string, _ io.Reader, o, e io.Writer) int { return cmdHelp(a, o, e) }},
	}
}

// globalFlags are read before any command.
var globalFlags = []flagDef{
	{Name: "help", Help: "the commands and their flags (also -h, arbiter help)"},
	{Name: "version", Help: "the version"},
}

// lookupCommand finds a command by its name.
func lookupCommand(name string) (*command, bool) {
	for i := range commandTable {
		if commandTable[i].Name == name {
			return &commandTable[i], true
		}
	}
	return nil, false
}

// takesValue reports whether a flag of any command takes a value, so that
// a command written after its flags is found (a flag's name means the
// same in every command: TestFlagTableConsistent).
func takesValue(name string) bool {
	for _, c := range commandTable {
		for _, f := range c.Flags {
			if f.Name == name {
				return f.Value != ""
			}
		}
	}
	return false
}

// flagName is the name of a flag argument ("--code=x" is "code"), or ""
// for an argument that is not a flag ("-" is standard input).
func flagName(a string) string {
	if len(a) < 2 || a[0] != '-' {
		return ""
	}
	name, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "=")
	return name
}

// splitCommand finds the command among the arguments, wherever the flags
// are: its words are the first arguments that are not flags nor a flag's
// value (`arbiter --code lewis1827 practice`, `arbiter incidents -v
// check`). It returns the command and the other arguments, in their order.
func splitCommand(args []string) (*command, []string) {
	var words []int // the indexes of the arguments that are not flags, before "--"
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			break
		}
		if name := flagName(a); name != "" {
			if !strings.Contains(a, "=") && takesValue(name) {
				i++
			}
			continue
		}
		words = append(words, i)
	}
	cmd, _ := lookupCommand("")
	used := 0
	for n := 1; n <= len(words) && n <= 2; n++ {
		var ws []string
		for _, i := range words[:n] {
			ws = append(ws, args[i])
		}
		if c, ok := lookupCommand(strings.Join(ws, " ")); ok && c.Name != "" {
			cmd, used = c, n
		}
	}
	rest := make([]string, 0, len(args))
	skip := map[int]bool{}
	for _, i := range words[:used] {
		skip[i] = true
	}
	for i, a := range args {
		if !skip[i] {
			rest = append(rest, a)
		}
	}
	return cmd, rest
}

// cmdFlags is a command's flag set, built from its row of the table.
type cmdFlags struct {
	*flag.FlagSet
	cmd   *command
	strs  map[string]*string
	bools map[string]*bool
	ints  map[string]*int
	vals  map[string]flag.Value
}

// newFlags builds the flag set of the named command from the table.
func newFlags(name string, stderr io.Writer) *cmdFlags {
	c, ok := lookupCommand(name)
	if !ok {
		panic(fmt.Sprintf("the command table has no %q", name)) // a bug in arbiter
	}
	f := &cmdFlags{FlagSet: flag.NewFlagSet(strings.TrimSpace("arbiter "+name), flag.ContinueOnError), cmd: c,
		strs: map[string]*string{}, bools: map[string]*bool{}, ints: map[string]*int{}, vals: map[string]flag.Value{}}
	f.SetOutput(stderr)
	for _, d := range c.Flags {
		switch {
		case d.New != nil:
			f.vals[d.Name] = d.New()
			f.FlagSet.Var(f.vals[d.Name], d.Name, d.Help)
		case d.Value == "":
			f.bools[d.Name] = f.FlagSet.Bool(d.Name, d.Default == "true", d.Help)
		case d.Value == "N":
			n, _ := strconv.Atoi(d.Default)
			f.ints[d.Name] = f.FlagSet.Int(d.Name, n, d.Help)
		default:
			f.strs[d.Name] = f.FlagSet.String(d.Name, d.Default, d.Help)
		}
	}
	f.Usage = func() { fmt.Fprint(stderr, commandHelp(c)) }
	return f
}

// String, Bool and Int are the values of the command's flags; a name the
// table does not give the command is a bug in arbiter, found by the tests
// that run every command.
func (f *cmdFlags) String(name string) *string { return must(f.strs[name], f.cmd, name) }
func (f *cmdFlags) Bool(name string) *bool     { return must(f.bools[name], f.cmd, name) }
func (f *cmdFlags) Int(name string) *int       { return must(f.ints[name], f.cmd, name) }
func (f *cmdFlags) Var(name string) flag.Value {
	v, ok := f.vals[name]
	if !ok {
		panic(fmt.Sprintf("the command table gives arbiter %s no flag --%s of its own kind", f.cmd.Name, name)) // a bug in arbiter
	}
	return v
}

func must[T any](p *T, c *command, name string) *T {
	if p == nil {
		panic(fmt.Sprintf("the command table gives arbiter %s no flag --%s of that kind", c.Name, name)) // a bug in arbiter
	}
	return p
}

// Parse parses the arguments, the flags before or after the others. A
// flag the command does not take is named, with the commands that take it.
func (f *cmdFlags) Parse(args []string) error {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			break
		}
		name := flagName(a)
		if fl := f.Lookup(name); fl != nil {
			if !strings.Contains(a, "=") && !isBoolFlag(fl) {
				i++ // its value, whatever it looks like
			}
			continue
		}
		if name != "" && name != "h" && name != "help" {
			err := fmt.Errorf("%s takes no flag -%s%s (%s)", synopsisName(f.cmd), dashes(name), name, f.flagList())
			if others := commandsWith(name); len(others) > 0 {
				verb := "takes"
				if len(others) > 1 {
					verb = "take"
				}
				err = fmt.Errorf("%w; %s %s it", err, strings.Join(others, ", "), verb)
			}
			fmt.Fprintf(f.Output(), "%v\n", err)
			return err
		}
	}
	return parseFlags(f.FlagSet, args)
}

func dashes(name string) string {
	if len(name) == 1 {
		return ""
	}
	return "-"
}

// synopsisName names a command in an error: the terminal is "arbiter
// (the terminal)".
func synopsisName(c *command) string {
	if c.Name == "" {
		return "arbiter (the terminal)"
	}
	return "arbiter " + c.Name
}

// flagList names the command's flags, for an error.
func (f *cmdFlags) flagList() string {
	if len(f.cmd.Flags) == 0 {
		return "it has none"
	}
	var names []string
	for _, d := range f.cmd.Flags {
		names = append(names, flagUsage(d))
	}
	return "its flags: " + strings.Join(names, ", ") + "; " + strings.TrimSpace("arbiter help "+f.cmd.Name)
}

// commandsWith are the commands that take a flag, as the help names them.
func commandsWith(name string) []string {
	var out []string
	for _, c := range commandTable {
		for _, d := range c.Flags {
			if d.Name == name {
				out = append(out, synopsisName(&c))
			}
		}
	}
	return out
}

// synopsis is a command as the help's first line writes it.
func synopsis(c *command) string {
	s := "arbiter"
	if c.Name != "" {
		s += " " + c.Name
	}
	if len(c.Flags) > 0 {
		s += " [flags]"
	}
	if c.Args != "" {
		s += " " + c.Args
	}
	return s
}

// flagUsage is a flag as the help writes it: --name VALUE.
func flagUsage(d flagDef) string {
	s := "--" + d.Name
	if len(d.Name) == 1 {
		s = "-" + d.Name
	}
	if d.Value != "" {
		s += " " + d.Value
	}
	return s
}

// commandHelp is one command's help: what it does and each of its flags.
func commandHelp(c *command) string {
	var b strings.Builder
	fmt.Fprintf(&b, "  %s\n", synopsis(c))
	b.WriteString(incidents.Wrap(c.Help, 70, "      ") + "\n")
	for _, d := range c.Flags {
		help := d.Help
		if d.Default != "" && d.Value != "" {
			help += " (default " + d.Default + ")"
		}
		b.WriteString(flagLine(flagUsage(d), help))
	}
	return b.String()
}

// flagLine is a flag and its help in two columns, wrapped at 78; a flag
// too wide for its column has its help on the lines below.
func flagLine(flag, help string) string {
	const indent, col = "      ", 24
	pad := strings.Repeat(" ", len(indent)+col)
	text := incidents.Wrap(help, 78-len(pad), pad)
	if len(flag) >= col {
		return indent + flag + "\n" + text + "\n"
	}
	return indent + flag + strings.Repeat(" ", col-len(flag)) + strings.TrimLeft(text, " ") + "\n"
}

// usageText is the whole help, from the table.
func usageText() string {
	var b strings.Builder
	b.WriteString("usage: arbiter [COMMAND] [flags] [arguments]\n" +
		"Flags may come before or after the command and its arguments.\n" +
		"A FILE may be a score sheet: PGN (--game N picks one of several) or\ndescriptive notation.\n\n")
	for i := range commandTable {
		b.WriteString(commandHelp(&commandTable[i]))
	}
	b.WriteString("  arbiter --version | --help\n")
	for _, d := range globalFlags {
		b.WriteString(flagLine(flagUsage(d), d.Help))
	}
	return b.String()
}

// cmdHelp prints the help, or one command's (arbiter help rule, arbiter
// help incidents check).
func cmdHelp(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stdout, usageText())
		return exitOK
	}
	c, ok := lookupCommand(strings.Join(args, " "))
	if !ok {
		fmt.Fprintf(stderr, "arbiter help: no command %q (see arbiter help)\n", shortArg(strings.Join(args, " ")))
		return exitInput
	}
	fmt.Fprint(stdout, commandHelp(c))
	return exitOK
}

// wantsHelp reports whether the command line asks for help (-h, --help)
// before any "--".
func wantsHelp(args []string) bool {
	for _, a := range args {
		if a == "--" {
			return false
		}
		if a == "-h" || a == "-help" || a == "--help" {
			return true
		}
	}
	return false
}

// readmeCommands is the README's table of the commands and their flags,
// from the command table (TestReadmeCommandTable keeps the README's copy).
func readmeCommands() string {
	var b strings.Builder
	b.WriteString("| command | flags | what it does |\n|---|---|---|\n")
	for i := range commandTable {
		c := &commandTable[i]
		name := strings.TrimSpace("arbiter " + c.Name + " " + c.Args)
		var flags []string
		for _, d := range c.Flags {
			flags = append(flags, "`"+strings.ReplaceAll(flagUsage(d), "|", "\\|")+"`")
		}
		fmt.Fprintf(&b, "| `%s` | %s | %s |\n", strings.ReplaceAll(name, "|", "\\|"), strings.Join(flags, " "), c.Help)
	}
	return b.String()
}
