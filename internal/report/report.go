// Package report writes the dispute report: one page that players (or a
// club committee) can read, print and send after the game. It shows the
// players and the game, the score with the incidents marked, and for each
// ruling the board before and after it, what happened in plain words, the
// ruling with its options, and the words of the law; under several codes,
// the codes side by side. HTML (self-contained, no script, SVG boards,
// print and phone layouts) or Markdown (Unicode boards, for a message).
package report

import (
	"fmt"
	"strings"

	"github.com/arbiter-chess/arbiter/assets"
	"github.com/arbiter-chess/arbiter/internal/descriptive"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// Doc is what a report says, before it is written as HTML or Markdown.
type Doc struct {
	Title    string
	Players  [][2]string // the game tags named: White, Black, Event, Site, Date, Round
	Notation string      // "san" or "descriptive"
	Codes    []CodeDoc
}

// CodeDoc is the game ruled under one code.
type CodeDoc struct {
	ID, Name    string
	Score       []Ply
	Rulings     []RulingDoc
	Result      string
	Final       Board
	FEN         string
	Obligations []string
	Skipped     []string // choices made under another code that this one does not offer, in words
	Err         string   // where the game parted from the script under this code, if it did
}

// Ply is a move of the score and the rulings raised once it stood.
type Ply struct {
	Label   string   // "12." or "12..."
	Text    string   // SAN, or descriptive
	Rulings []int    // the numbers of the rulings raised after it (before the next move)
	Before  []string // the score's comments before it (the first move only)
	Notes   []string // the score's comments after it (ScoreNotes)
	Lines   []string // the score's variations replacing it, as side lines
}

// RulingDoc is a ruling in words, with its boards and its law.
type RulingDoc struct {
	N, Event       int
	Kind, KindText string
	Offender       string
	Happened       []string // the events that led to it, in words
	Before, After  Board
	State          string // what became of it, in words
	Options        []Option
	Note           string
	Articles       []Article
}

// Option is an option of a ruling: its words and its id.
type Option struct{ ID, Text string }

// Article is a clause of the law quoted.
type Article struct{ Code, ID, Title, Text string }

// Build rules the script under each code (codes: one or more ids) and
// gathers what the report says. A code under which the script stops (a
// choice that code does not offer) keeps the game up to there and says so.
func Build(s incidents.Script, codes []string, notation string) (Doc, error) {
	d := Doc{Notation: notation}
	d.Title, _ = s.Tag("Title")
	for _, name := range []string{"White", "Black", "Event", "Site", "Date", "Round"} {
		if v, ok := s.Tag(name); ok && strings.Trim(v, "?. ") != "" {
			d.Players = append(d.Players, [2]string{name, v})
		}
	}
	for _, code := range codes {
		if code == "" {
			code = rules.DefaultCode
			if c, ok := s.Tag("Code"); ok && strings.TrimSpace(c) != "" {
				code = strings.ToLower(strings.TrimSpace(c))
			}
		}
		g, ruled := incidents.RunThrough(s, code)
		if g == nil {
			return d, ruled.Err
		}
		cd, err := buildCode(g, notation)
		if err != nil {
			return d, err
		}
		for _, sk := range ruled.Skipped {
			cd.Skipped = append(cd.Skipped, fmt.Sprintf("Event %d (%s) is not on offer under %s: %s. Instead %s. The choice is set aside and the game goes on.", sk.Event, sk.Text, code, sk.Reason, sk.Offered))
		}
		if p := ruled.Parted; p != nil {
			cd.Err = fmt.Sprintf("the boards part for good from event %d (%s): %s. The events from there on are not ruled under %s.", p.Event, p.Text, p.Reason, code)
		}
		d.Codes = append(d.Codes, cd)
	}
	if d.Title == "" {
		d.Title = "A ruling on a game of chess"
	}
	return d, nil
}

// buildCode replays the game's events on a fresh game, so that the board
// after each event and the score's spelling of each move are known.
func buildCode(g *rules.Game, notation string) (CodeDoc, error) {
	info := g.Code()
	rep := g.Report()
	cd := CodeDoc{ID: info.ID, Name: fmt.Sprintf("%s, %d", info.Author, info.Year), Result: rep.Result, FEN: rep.FEN, Final: BoardOf(g)}
	replay, err := rules.New(g.Setup())
	if err != nil {
		return cd, fmt.Errorf("replaying the game under %s: %w", info.ID, err)
	}
	events := g.Events()
	boards := []Board{BoardOf(replay)}
	plies := []int{len(replay.SAN())}
	happened := []string{""}
	spelt := map[int]string{}
	for i, e := range events {
		happened = append(happened, eventWords(replay, e))
		if notation == "descriptive" && e.Verb == rules.Move {
			m := rules.BoardMove{From: e.Square, To: e.To}
			if text, ok := descriptive.Write(replay, m); ok {
				spelt[len(replay.SAN())] = text
			}
		}
		if err := replay.Apply(e); err != nil {
			return cd, fmt.Errorf("replaying event %d under %s: %w", i+1, info.ID, err)
		}
		boards = append(boards, BoardOf(replay))
		plies = append(plies, len(replay.SAN()))
	}
	cd.Score = score(g, spelt)
	for i, r := range rep.Rulings {
		rd := rulingDoc(info, i+1, r, boards, happened)
		if r.State == rules.StateExpired && r.SupersededBy == 0 {
			rd.State = incidents.LapsedWords(rep, i)
		}
		cd.Rulings = append(cd.Rulings, rd)
		if r.Event >= 0 && r.Event < len(plies) && plies[r.Event] > 0 && plies[r.Event] <= len(cd.Score) {
			p := &cd.Score[plies[r.Event]-1]
			p.Rulings = append(p.Rulings, i+1)
		}
	}
	for _, o := range rep.Obligations {
		cd.Obligations = append(cd.Obligations, fmt.Sprintf("%s must %s (%s %s).", titleCase(o.Player), rules.DescribeDuty(o), info.ID, strings.Join(o.Articles, ", ")))
	}
	return cd, nil
}

// score numbers the moves of the record as they stand.
func score(g *rules.Game, spelt map[int]string) []Ply {
	san := g.SAN()
	black := g.Setup().FEN != "" && len(strings.Fields(g.Setup().FEN)) > 1 && strings.Fields(g.Setup().FEN)[1] == "b"
	out := make([]Ply, len(san))
	for i, s := range san {
		off := i
		if black {
			off++
		}
		label := fmt.Sprintf("%d.", off/2+1)
		if off%2 == 1 {
			label = fmt.Sprintf("%d...", off/2+1)
		}
		text := s
		if d, ok := spelt[i]; ok {
			text = d
		}
		out[i] = Ply{Label: label, Text: text}
	}
	return out
}

// rulingDoc says a ruling in words.
func rulingDoc(info rules.CodeInfo, n int, r rules.Ruling, boards []Board, happened []string) RulingDoc {
	rd := RulingDoc{N: n, Event: r.Event, Kind: r.Kind, KindText: rules.DescribeKind(r.Kind), Offender: r.Offender, Note: r.Note}
	if r.Event >= 1 && r.Event < len(boards) {
		rd.Before, rd.After = boards[r.Event-1], boards[r.Event]
		for i := max(1, r.Event-3); i <= r.Event; i++ {
			rd.Happened = append(rd.Happened, fmt.Sprintf("Event %d: %s", i, happened[i]))
		}
	} else if len(boards) > 0 {
		rd.Before, rd.After = boards[0], boards[0]
	}
	marks := marked(r)
	rd.Before.Marks, rd.After.Marks = marks, marks
	rd.State = stateWords(info, r)
	for _, o := range r.Options {
		rd.Options = append(rd.Options, Option{ID: o, Text: rules.OptionText(r, o)})
	}
	for _, id := range r.Articles {
		a, ok := assets.Lookup(info.ID, id)
		if !ok {
			rd.Articles = append(rd.Articles, Article{Code: info.ID, ID: id})
			continue
		}
		rd.Articles = append(rd.Articles, Article{Code: info.ID, ID: a.ID, Title: a.Title, Text: a.Text})
	}
	return rd
}

// marked are the squares of the incident: the man concerned, the squares
// of the offending move.
func marked(r rules.Ruling) map[rules.Square]bool {
	m := map[rules.Square]bool{}
	if sq, ok := rules.ParseSquare(r.Square); ok {
		m[sq] = true
	}
	if len(r.Move) >= 4 {
		for _, s := range []string{r.Move[:2], r.Move[2:4]} {
			if sq, ok := rules.ParseSquare(s); ok {
				m[sq] = true
			}
		}
	}
	return m
}

// stateWords says what became of a ruling, in one sentence.
func stateWords(info rules.CodeInfo, r rules.Ruling) string {
	opt := func(o string) string { return rules.OptionText(r, o) + " [" + o + "]" }
	switch r.State {
	case rules.StatePending:
		return fmt.Sprintf("Pending: %s chooses, %s.", r.Chooser, r.Deadline)
	case rules.StateEnforced:
		arg := ""
		if r.Argument != "" {
			arg = " (" + r.Argument + ")"
		}
		return fmt.Sprintf("Enforced: %s chose: %s%s.", titleCase(r.Chooser), opt(r.Chosen), arg)
	case rules.StateApplied:
		return fmt.Sprintf("Applied by the law: %s.", opt(r.Chosen))
	case rules.StateWaived:
		return fmt.Sprintf("Waived by %s: the game goes on as it stands.", r.Chooser)
	case rules.StateExpired:
		if r.SupersededBy > 0 {
			return fmt.Sprintf("Superseded by ruling %d, %s.", r.SupersededBy, r.SupersededWhy)
		}
		return "Expired: not claimed in time."
	case rules.StateNoPenalty:
		return "No penalty."
	}
	if r.Silent {
		return fmt.Sprintf("The code is silent: the case is referred to the umpire (%s %s).", info.ID, info.Referral)
	}
	return r.State
}

func titleCase(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// resultWords says a result for players: "1-0 (White won)".
func resultWords(r string) string {
	switch r {
	case "1-0":
		return "1-0 (White won)"
	case "0-1":
		return "0-1 (Black won)"
	case "1/2-1/2":
		return "½-½ (drawn)"
	case "*", "":
		return "not decided (*): the game goes on"
	case rules.ResultAnnulled:
		return "annulled by the umpire"
	}
	return r
}
