package ui

import (
	"errors"
	"fmt"
	"os"
	"slices"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/practice"
)

// PracticeOptions set up a practice session (`arbiter practice`).
type PracticeOptions struct {
	Code   string
	Items  []practice.Item // what may be asked; each playable under Code
	Source string          // what the items come from, for the title: "the library", "game.inc"
	Round  int             // items a round; 0: practice.RoundSize
	Store  *practice.Store // where the score is kept
	Notice string          // the score file's state, said on the first screen
	// AtQuestion opens the first item at its question, its events played:
	// the picker's one keystroke to the first question.
	AtQuestion bool
	NoColor    bool
	ASCII      bool
	// Width and Height are the terminal's size when it is known (the
	// picker hands it on); 0 until the first WindowSizeMsg.
	Width, Height int
}

type practiceScreen int

const (
	screenNarrative practiceScreen = iota
	screenQuestion
	screenReveal
	screenSummary
)

// Practice is the practice program: a round of items, each told (the
// narrative, its events played on the board), asked (the questions), and
// revealed (the ruling, the law's words, the other codes); then a summary.
// Each screen is a component with its own keys, update, view and size;
// Practice routes the keys and the messages between them.
type Practice struct {
	opts   PracticeOptions
	th     theme
	info   law.CodeInfo
	help   help.Model
	width  int
	height int
	screen practiceScreen

	round   []practice.Item
	at      int // the item being asked, index into round
	quiz    *practice.Quiz
	results []practice.Result
	asked   int // answers given this round
	right   int
	msg     string
	msgKind msgKind

	narrative narrativeScreen
	question  questionScreen
	reveal    revealScreen
	summary   summaryScreen
}

// Messages between the screens and Practice.
type (
	// playedMsg: the narrative's events are played; ask the questions.
	playedMsg struct{}
	// answerMsg: a question was answered (given indexes its choices).
	answerMsg struct{ question, given int }
	// nextItemMsg: the reveal was read; on to the next item.
	nextItemMsg struct{}
	// newRoundMsg: the summary was read; another round.
	newRoundMsg struct{}
)

func emit(msg tea.Msg) tea.Cmd { return func() tea.Msg { return msg } }

// NewPractice starts a round under the options' code.
func NewPractice(opts PracticeOptions) (Practice, error) {
	if os.Getenv("NO_COLOR") != "" {
		opts.NoColor = true
	}
	info, ok := law.LookupCode(opts.Code)
	if !ok {
		return Practice{}, fmt.Errorf("unknown code %q (known: %s)", opts.Code, codeIDs())
	}
	if len(opts.Items) == 0 {
		return Practice{}, errors.New("nothing to practise")
	}
	if opts.Store == nil {
		return Practice{}, errors.New("practice: no score store")
	}
	p := Practice{opts: opts, th: newTheme(opts.NoColor, opts.ASCII, nil), info: info, help: help.New(), width: opts.Width, height: opts.Height}
	if opts.NoColor {
		p.help.Styles = help.Styles{}
	}
	if p.width == 0 || p.height == 0 {
		p.width, p.height = 100, 32
	}
	if err := p.newRound(); err != nil {
		return Practice{}, err
	}
	if opts.Notice != "" {
		p.setMsg(msgInfo, opts.Notice)
	}
	if opts.AtQuestion {
		p.toQuestion()
	}
	return p, nil
}

// RunPractice runs the practice program until the user quits.
func RunPractice(opts PracticeOptions) error {
	p, err := NewPractice(opts)
	if err != nil {
		return err
	}
	if _, err := tea.NewProgram(p, tea.WithAltScreen()).Run(); err != nil {
		if errors.Is(err, tea.ErrProgramPanic) {
			return fmt.Errorf("%w: %w", ErrInternal, err)
		}
		return fmt.Errorf("terminal: %w", err)
	}
	return nil
}

// newRound plans the next round from the score (what was missed first)
// and tells its first item.
func (p *Practice) newRound() error {
	p.round = practice.PlanRound(p.opts.Items, p.info.ID, p.opts.Store.Scores(), p.opts.Round)
	p.results, p.asked, p.right, p.at = nil, 0, 0, 0
	return p.openItem()
}

// openItem builds the quiz of the current item and tells its narrative.
func (p *Practice) openItem() error {
	q, err := practice.Build(p.round[p.at], p.info.ID)
	if err != nil {
		return fmt.Errorf("practice %s: %w", p.round[p.at].ID, err)
	}
	p.quiz = q
	p.screen = screenNarrative
	p.narrative = newNarrativeScreen(p.th, p.opts.ASCII, q)
	p.resize()
	return nil
}

func (p *Practice) toQuestion() {
	p.screen = screenQuestion
	p.question = newQuestionScreen(p.th, p.opts.ASCII, p.quiz)
	p.resize()
}

// maxMsgLines is the most lines a message takes: a long notice (a score
// file set aside, with both its names) is wrapped, not cut.
const maxMsgLines = 3

// msgLines is the message wrapped to the width: one line at least.
func (p Practice) msgLines() []string {
	lines := wrap(p.msg, p.width)
	if len(lines) == 0 {
		lines = []string{""}
	}
	return lines[:min(len(lines), maxMsgLines)]
}

// bodySize is the room the screens have: all but the title, the message
// and the keys.
func (p Practice) bodySize() (int, int) {
	return p.width, max(0, p.height-2-len(p.msgLines()))
}

func (p *Practice) resize() {
	w, h := p.bodySize()
	p.help.Width = p.width
	p.narrative = p.narrative.SetSize(w, h)
	p.question = p.question.SetSize(w, h)
	p.reveal = p.reveal.SetSize(w, h)
	p.summary = p.summary.SetSize(w, h)
}

func (p *Practice) setMsg(k msgKind, s string) {
	p.msg, p.msgKind = s, k
	p.resize() // the message may take more lines, or fewer
}

// Init implements tea.Model.
func (p Practice) Init() tea.Cmd { return nil }

// quitKey ends the program on every screen.
var quitKey = key.NewBinding(key.WithKeys("q", "ctrl+c"), key.WithHelp("q", "quit"))

// Update implements tea.Model.
func (p Practice) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		p.width, p.height = msg.Width, msg.Height
		p.resize()
		return p, nil
	case tea.KeyMsg:
		if msg.Type == tea.KeyRunes && len(msg.Runes) > 1 {
			// Keys typed faster than they are read: each is a key of its
			// own (answers given in a row, "1" then "2"); what each sets
			// off follows in order.
			var cmds []tea.Cmd
			var next tea.Model = p
			for _, r := range msg.Runes {
				var cmd tea.Cmd
				next, cmd = next.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}, Alt: msg.Alt})
				cmds = append(cmds, cmd)
			}
			return next, tea.Sequence(cmds...)
		}
		if key.Matches(msg, quitKey) {
			return p, tea.Quit
		}
		if p.tooSmall() {
			return p, nil
		}
		var cmd tea.Cmd
		switch p.screen {
		case screenNarrative:
			p.narrative, cmd = p.narrative.Update(msg)
		case screenQuestion:
			p.question, cmd = p.question.Update(msg)
		case screenReveal:
			p.reveal, cmd = p.reveal.Update(msg)
		case screenSummary:
			p.summary, cmd = p.summary.Update(msg)
		}
		return p, cmd
	case playedMsg:
		p.toQuestion()
		p.setMsg(msgInfo, "")
	case answerMsg:
		p.answered(msg)
	case nextItemMsg:
		p.nextItem()
	case newRoundMsg:
		if err := p.newRound(); err != nil {
			p.setMsg(msgErr, err.Error())
		} else {
			p.setMsg(msgInfo, "A new round: what you missed comes first.")
		}
	}
	return p, nil
}

// answered takes an answer: says at once whether it was right, and after
// the last question scores the item, keeps the score and reveals the law.
func (p *Practice) answered(a answerMsg) {
	qu := p.quiz.Questions[a.question]
	p.asked++
	right := shortAnswer(p.quiz, qu, qu.Right)
	if qu.Check(a.given) {
		p.right++
		p.setMsg(msgOK, fmt.Sprintf("✓ %s: %s", fieldName[qu.Field], right))
	} else {
		p.setMsg(msgErr, fmt.Sprintf("✗ %s: %s, not %s", fieldName[qu.Field], right, shortAnswer(p.quiz, qu, a.given)))
	}
	if a.question+1 < len(p.quiz.Questions) {
		return
	}
	// The reveal says it all again, at length.
	p.setMsg(msgInfo, "")
	res := p.quiz.Result(p.question.answers)
	p.results = append(p.results, res)
	notice, err := p.opts.Store.Record(res)
	switch {
	case err != nil:
		p.setMsg(msgErr, "Score not saved: "+err.Error())
	case notice != "":
		p.setMsg(msgInfo, notice)
	}
	p.screen = screenReveal
	p.reveal = newRevealScreen(p.th, p.quiz, p.question.answers, p.at+1 == len(p.round))
	p.resize()
}

// nextItem tells the next item of the round, or ends the round.
func (p *Practice) nextItem() {
	p.setMsg(msgInfo, "")
	if p.at+1 < len(p.round) {
		p.at++
		if err := p.openItem(); err != nil {
			p.setMsg(msgErr, err.Error())
		}
		return
	}
	notice, err := p.opts.Store.EndRound()
	switch {
	case err != nil:
		p.setMsg(msgErr, "Score not saved: "+err.Error())
	case notice != "":
		p.setMsg(msgInfo, notice)
	}
	p.screen = screenSummary
	p.summary = newSummaryScreen(p.th, p.info, practice.Summarize(p.info.ID, p.results), p.opts.Store)
	p.resize()
}

func (p Practice) tooSmall() bool { return p.width < minWidth || p.height < minHeight }

// View implements tea.Model.
func (p Practice) View() string {
	if p.tooSmall() {
		return p.tooSmallView()
	}
	var body string
	var keys []key.Binding
	switch p.screen {
	case screenNarrative:
		body, keys = p.narrative.View(), p.narrative.ShortHelp()
	case screenQuestion:
		body, keys = p.question.View(), p.question.ShortHelp()
	case screenReveal:
		body, keys = p.reveal.View(), p.reveal.ShortHelp()
	case screenSummary:
		body, keys = p.summary.View(), p.summary.ShortHelp()
	}
	lines := []string{p.titleLine()}
	lines = append(lines, splitLines(body)...)
	_, h := p.bodySize()
	for len(lines) < 1+h {
		lines = append(lines, "")
	}
	lines = append(lines[:1+h], p.messageLines()...)
	lines = append(lines, p.helpLine(append(keys, quitKey)))
	if p.opts.ASCII && p.width > 0 {
		lines = asciiLines(lines, p.width)
	}
	return p.th.join(lines, p.width, p.height)
}

func splitLines(s string) []string {
	if s == "" {
		return nil
	}
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

// titleLine names the code, the round's progress and the answers right.
func (p Practice) titleLine() string {
	progress := fmt.Sprintf("scenario %d of %d", p.at+1, len(p.round))
	if p.screen == screenSummary {
		progress = "round over"
	}
	score := fmt.Sprintf("%d of %d right", p.right, p.asked)
	long := fmt.Sprintf(" · %s, %d · %s · %s", p.info.Author, p.info.Year, progress, score)
	short := fmt.Sprintf(" · %s · %s · %s", p.info.Short, progress, score)
	head := p.th.render(p.th.title, "arbiter practice")
	for _, rest := range []string{long, short} {
		if len("arbiter practice")+ansi.StringWidth(rest) <= p.width {
			return head + rest
		}
	}
	return p.th.fit(head+short, p.width)
}

func (p Practice) messageLines() []string {
	st := p.th.dim
	switch p.msgKind {
	case msgErr:
		st = p.th.err
	case msgOK:
		st = p.th.ok
	case msgInfo:
		return p.msgLines()
	}
	return styled(p.th, st, p.msgLines())
}

// helpLine shows the screen's keys, dropping from the end (quit stays)
// until they fit.
func (p Practice) helpLine(keys []key.Binding) string {
	hv := p.help
	hv.Width = 0
	if p.opts.ASCII {
		// The arrows by their names (up, down, left), never a letter.
		keys = slices.Clone(keys)
		for i, b := range keys {
			b.SetHelp(asciiKeyName(b.Help().Key), b.Help().Desc)
			keys[i] = b
		}
	}
	for {
		s := hv.ShortHelpView(keys)
		if ansi.StringWidth(s) <= p.width || len(keys) <= 1 {
			return p.th.fit(s, p.width)
		}
		keys = append(keys[:len(keys)-2], keys[len(keys)-1])
	}
}

func (p Practice) tooSmallView() string {
	var lines []string
	for _, l := range []string{
		"Terminal too small.",
		fmt.Sprintf("It is %d×%d; arbiter practice needs at least %d×%d.", p.width, p.height, minWidth, minHeight),
		"Enlarge the window: the screen lays out again. q quits.",
	} {
		if p.width <= 0 {
			lines = append(lines, l)
			continue
		}
		lines = append(lines, wrap(l, p.width)...)
	}
	if p.width <= 0 || p.height <= 0 {
		return p.th.join(lines, 1<<10, len(lines))
	}
	return p.th.join(lines, p.width, p.height)
}
