// Package report writes the dispute report: one page that players (or a
// club committee) can read, print and send after the game. It opens with
// the verdict, a sentence or two under each code; then the players and
// the game, the score with the incidents marked, and for each incident
// the board before and after it (drawn once where the codes agree on it),
// what happened in plain words, each code's ruling with its options, and
// the words of the law, each article quoted once. Moves are numbered as
// on a score sheet; the ids of the notation and the JSON appear only when
// asked for (Doc.IDs). HTML (self-contained, no script, SVG boards, print
// and phone layouts) or Markdown (Unicode boards, for a message).
package report

import (
	"fmt"
	"strings"

	"github.com/arbiter-chess/arbiter/assets"
	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/pgn"
	"github.com/arbiter-chess/arbiter/internal/plain"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// Doc is what a report says, before it is written as HTML or Markdown.
type Doc struct {
	Title    string
	Players  [][2]string    // the game tags named: White, Black, Event, Site, Date, Round
	Notation chess.Notation // how the score spells its moves; nil: SAN
	// IDs: the expert's view: the events by number, the kinds, options and
	// notation by their ids, beside the words.
	IDs   bool
	Codes []CodeDoc
}

// CodeDoc is the game ruled under one code.
type CodeDoc struct {
	ID, Name    string // the id, and the name and year ("Staunton, 1860")
	Info        law.CodeInfo
	Verdict     string // the answer under this code, in a sentence or two
	Score       []Ply
	Rulings     []RulingDoc
	Result      string
	Final       Board
	FEN         string
	Obligations []string
	Skipped     []string // choices made under another code that this one does not offer, in words
	Err         string   // where the game parted from the script under this code, if it did
	rep         rules.Report
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
	Place          string // where it arose, as players say it: "10... g4", "before White's 12th move"
	Title          string // the heading: the offence, or a claim and its outcome
	Short          string // the offence in a few words, for the table: "a false move by White"
	Outcome        string // what came of it in a few words: "penalty lapsed"
	Kind, KindText string
	Offender       string
	Claim          bool     // raised by a claim: titled as the claim and its outcome
	ClaimWords     string   // the claim: "Black claimed that the board is wrongly placed"
	Happened       []string // the events that led to it, in words
	Notation       []string // the same events in the notation (the expert's view)
	Before, After  Board
	State          string // what became of it, in words
	Options        []Option
	Note           string
	Articles       []Article
	Superseded     bool // it gave way to a later ruling
}

// Option is an option of a ruling: its words and its id.
type Option struct{ ID, Text string }

// Article is a clause of the law quoted: Name is how the code heads it
// ("Law VII").
type Article struct{ Code, ID, Name, Title, Text string }

// Build rules the script under each code (codes: one or more ids) and
// gathers what the report says. A code under which the script stops (a
// choice that code does not offer) keeps the game up to there and says so.
func Build(s incidents.Script, codes []string, notation chess.Notation) (Doc, error) {
	d := Doc{Notation: notation}
	d.Title, _ = s.Tag("Title")
	for _, name := range []string{"White", "Black", "Event", "Site", "Date", "Round"} {
		if v, ok := s.Tag(name); ok && strings.Trim(v, "?. ") != "" {
			d.Players = append(d.Players, [2]string{name, v})
		}
	}
	for _, code := range codes {
		if code == "" {
			code = law.DefaultCode
			if c, ok := s.Tag("Code"); ok && strings.TrimSpace(c) != "" {
				code = strings.ToLower(strings.TrimSpace(c))
			}
		}
		g, ruled := incidents.RunThrough(s, code)
		if g == nil {
			return d, ruled.Err
		}
		cd, err := buildCode(g, notation, ruled)
		if err != nil {
			return d, err
		}
		for i, sk := range ruled.Skipped {
			cd.Skipped = append(cd.Skipped, fmt.Sprintf("Under %s, the choice made %s is not on offer: %s. Instead %s. The choice is set aside and the game goes on.",
				cd.Name, ruled.SkipPlaces[i], incidents.ChoiceWords(s, sk.Event), ruled.SkipOffered[i]))
		}
		if p := ruled.Parted; p != nil {
			cd.Err = fmt.Sprintf("the game as recorded cannot go on %s: %s. What follows is not ruled under %s.", ruled.PartedPlace, p.Reason, cd.Name)
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
func buildCode(g *rules.Game, notation chess.Notation, ruled incidents.Ruled) (CodeDoc, error) {
	info := g.Code()
	rep := g.Report()
	cd := CodeDoc{ID: info.ID, Name: plain.CodeName(info), Info: info, Result: rep.Result, FEN: rep.FEN, Final: BoardOf(g)}
	replay, err := rules.New(g.Setup())
	if err != nil {
		return cd, fmt.Errorf("replaying the game under %s: %w", cd.Name, err)
	}
	num := plain.Of(g)
	events := g.Events()
	boards := []Board{BoardOf(replay)}
	plies := []int{len(replay.SAN())}
	happened := []string{""}
	inNotation := []string{""}
	places := []string{"at the start"} // each of the game's events, placed as players say it
	spelt := map[int]string{}
	labels := map[int]string{} // the number of each move made in play, from the board after it
	own := ownSpelling(notation)
	if own {
		spelt = setupSpelt(g.Setup(), notation)
	}
	for i, e := range events {
		words := plain.Event(replay, e)
		if own && e.Verb == record.Move {
			m := chess.BoardMove{From: e.Square, To: e.To}
			if text, ok := pgn.Spell(replay, notation, m); ok {
				spelt[len(replay.SAN())] = text
			}
		}
		before := len(replay.SAN())
		if err := replay.Apply(e); err != nil {
			return cd, fmt.Errorf("replaying the %s act under %s: %w", plain.Ordinal(i+1), cd.Name, err)
		}
		san := replay.SAN()
		place := ""
		if len(san) == before+1 {
			text := san[before]
			if d, ok := spelt[before]; ok {
				text = d
			}
			label := moveLabel(replay, e.Actor, num, before)
			labels[before] = label
			place = label + " " + text
		} else {
			place = plain.AtTurn(num, before, e.Actor)
		}
		places = append(places, place)
		happened = append(happened, place+": "+words)
		inNotation = append(inNotation, incidents.FormatEvent(e))
		boards = append(boards, BoardOf(replay))
		plies = append(plies, len(san))
	}
	script := scriptNumbers(ruled, len(events))
	cd.Score = score(g, num, spelt, labels)
	for i, r := range rep.Rulings {
		ev := gameEvent(script, r.Event)
		rd := rulingDoc(info, i+1, r, ev, boards, happened, places, events)
		if ev >= 1 && ev < len(inNotation) {
			rd.Notation = inNotation[max(1, ev-3) : ev+1]
		}
		if r.State == rules.StateExpired && r.SupersededBy == 0 && !r.Unmade {
			rd.State = plain.Lapsed(incidents.LapsedWords(rep, i))
		}
		if rd.Claim {
			rd.Title = claimTitle(rd, r, events[ev-1])
			rd.ClaimWords = claimSaid(rd, events[ev-1])
		}
		cd.Rulings = append(cd.Rulings, rd)
		if ev >= 0 && ev < len(plies) && plies[ev] > 0 && plies[ev] <= len(cd.Score) {
			p := &cd.Score[plies[ev]-1]
			p.Rulings = append(p.Rulings, i+1)
		}
	}
	for _, o := range rep.Obligations {
		cd.Obligations = append(cd.Obligations, fmt.Sprintf("%s must %s (%s).", plain.Who(o.Player), rules.DescribeDuty(o), plain.Articles(info, o.Articles)))
	}
	cd.rep = rep
	cd.Verdict = verdict(cd, rep)
	return cd, nil
}

// scriptNumbers maps the script's event numbers (those of the rulings, as
// RunThrough numbers them) back to the game's: a script's choice a code
// does not offer, or an undo, is not one of the game's events.
func scriptNumbers(ruled incidents.Ruled, events int) []int {
	n := events
	for _, s := range ruled.Events {
		n = max(n, s)
	}
	out := make([]int, n+1)
	for k, s := range ruled.Events {
		if s >= 0 && s <= n {
			out[s] = k + 1
		}
	}
	if len(ruled.Events) == 0 {
		for i := range out {
			out[i] = i
		}
	}
	return out
}

// gameEvent is the game's number of a ruling's event, numbered as the
// script's.
func gameEvent(script []int, ev int) int {
	if ev >= 0 && ev < len(script) {
		return script[ev]
	}
	return ev
}

// ownSpelling: the score spells the moves in a notation of its own, not
// in the SAN the game keeps.
func ownSpelling(n chess.Notation) bool {
	_, san := n.(chess.Algebraic)
	return n != nil && !san
}

// setupSpelt spells the moves of the [Moves] tag in the notation n,
// replayed from the setup's position.
func setupSpelt(s rules.Setup, n chess.Notation) map[int]string {
	out := map[int]string{}
	if len(s.Moves) == 0 {
		return out
	}
	base := s // the same start (odds, mode ...) without the moves
	base.Moves = nil
	g, err := rules.New(base)
	if err != nil {
		return out
	}
	for i, mv := range s.Moves {
		m, err := g.ParseMove(mv)
		if err != nil {
			return out
		}
		if text, ok := pgn.Spell(g, n, m); ok {
			out[i] = text
		}
		if err := g.Apply(record.Event{Actor: g.Actor(), Verb: record.Move, Square: m.From, To: m.To, Promotion: promo(m.Promo)}); err != nil {
			return out
		}
	}
	return out
}

func promo(p byte) string {
	if p == 0 {
		return ""
	}
	return strings.ToLower(string(p))
}

// score numbers the moves of the record as they stand.
func score(g *rules.Game, num plain.Numbering, spelt, labels map[int]string) []Ply {
	san := g.SAN()
	out := make([]Ply, len(san))
	for i, s := range san {
		text := s
		if d, ok := spelt[i]; ok {
			text = d
		}
		label, ok := labels[i]
		if !ok {
			label = num.Label(i)
		}
		out[i] = Ply{Label: label, Text: text}
	}
	return out
}

// moveLabel numbers a move just made as the board after it counts: the
// mover's colour, and the position's move number (which grows after
// Black's move), so that a move out of turn (Black beginning) is "1... e5"
// and not White's. An umpire's move takes the alternation's number.
func moveLabel(after *rules.Game, a record.Actor, num plain.Numbering, ply int) string {
	c, ok := a.Color()
	if !ok {
		return num.Label(ply)
	}
	if c == chess.Black {
		return fmt.Sprintf("%d...", max(1, after.MoveNumber()-1))
	}
	return fmt.Sprintf("%d.", after.MoveNumber())
}

// rulingDoc says a ruling in words.
func rulingDoc(info law.CodeInfo, n int, r rules.Ruling, ev int, boards []Board, happened, places []string, events []record.Event) RulingDoc {
	rd := RulingDoc{N: n, Event: r.Event, Kind: r.Kind, KindText: law.DescribeKind(r.Kind), Offender: r.Offender, Note: r.Note,
		Superseded: r.SupersededBy > 0}
	rd.Short = shortKind(rd.KindText)
	if r.Offender != "" {
		rd.Short += " by " + plain.Who(r.Offender)
	}
	rd.Title = plain.Title(rd.Short)
	rd.Outcome = outcome(r)
	if cite := plain.Articles(info, r.Articles); cite != "" {
		rd.Outcome += " (" + cite + ")"
	}
	if ev >= 1 && ev < len(boards) {
		rd.Before, rd.After = boards[ev-1], boards[ev]
		rd.Place = places[ev]
		for i := max(1, ev-3); i <= ev; i++ {
			rd.Happened = append(rd.Happened, happened[i])
		}
		rd.Claim = events[ev-1].Verb == record.Claim
	} else if len(boards) > 0 {
		rd.Before, rd.After = boards[0], boards[0]
		rd.Place = "from the start (the moves set up before play)"
	}
	marks := marked(r)
	rd.Before.Marks, rd.After.Marks = marks, marks
	rd.State = plain.State(info, r, "")
	for _, o := range r.Options {
		rd.Options = append(rd.Options, Option{ID: o, Text: plain.Option(r, o)})
	}
	for _, id := range r.Articles {
		art := Article{Code: info.ID, ID: id, Name: plain.Article(info, id)}
		if a, ok := assets.Lookup(info.ID, id); ok {
			art.ID, art.Title, art.Text = a.ID, a.Title, a.Text
		}
		rd.Articles = append(rd.Articles, art)
	}
	return rd
}

// shortKind is a kind's words up to their explanation: "a false move:
// a man played where ..." is "a false move".
func shortKind(s string) string {
	if i := strings.Index(s, ": "); i > 0 && !strings.HasPrefix(s, "the umpire") {
		return s[:i]
	}
	return s
}

// claimTitle heads a ruling a claim raised: the claim and its outcome,
// not the offence again.
func claimTitle(rd RulingDoc, r rules.Ruling, e record.Event) string {
	return claimSaid(rd, e) + ": " + outcome(r)
}

// claimSaid says the claim alone: "Black claimed that the board is
// wrongly placed".
func claimSaid(rd RulingDoc, e record.Event) string {
	switch rd.Kind {
	case law.KindAfterTheGame:
		return plain.Actor(e.Actor) + " claimed after the game had ended"
	case law.KindClaimUnfounded:
		return plain.Actor(e.Actor) + " claimed, and the claim found no infraction"
	}
	if e.Claim == law.ClaimInfraction {
		return plain.Actor(e.Actor) + " claimed the penalty for " + shortKind(rd.KindText)
	}
	return plain.Actor(e.Actor) + " claimed " + plain.ClaimWords(e.Claim)
}

// outcome says briefly what became of a ruling: "granted: White must move
// his King", "the penalty lapsed".
func outcome(r rules.Ruling) string {
	switch r.State {
	case rules.StatePending:
		return "open, " + plain.Who(r.Chooser) + " to choose"
	case rules.StateEnforced:
		return plain.Title(plain.Who(r.Chooser)) + " chose: " + plain.Option(r, r.Chosen)
	case rules.StateApplied:
		return "the law decides: " + plain.Option(r, r.Chosen)
	case rules.StateWaived:
		return "waived"
	case rules.StateExpired:
		if r.SupersededBy > 0 {
			return fmt.Sprintf("it gave way to ruling %d", r.SupersededBy)
		}
		if r.Late {
			return "claimed too late: the penalty is lost"
		}
		return "not claimed in time: the penalty lapsed"
	case rules.StateNoPenalty:
		if r.Silent {
			return "the code is silent: the umpire decides"
		}
		return "no penalty"
	}
	return "decided"
}

// marked are the squares of the incident: the man concerned, the squares
// of the offending move.
func marked(r rules.Ruling) map[chess.Square]bool {
	m := map[chess.Square]bool{}
	if sq, ok := chess.ParseSquare(r.Square); ok {
		m[sq] = true
	}
	if len(r.Move) >= 4 {
		for _, s := range []string{r.Move[:2], r.Move[2:4]} {
			if sq, ok := chess.ParseSquare(s); ok {
				m[sq] = true
			}
		}
	}
	return m
}

func titleCase(s string) string { return plain.Title(s) }

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
		return "not decided: the game goes on"
	case law.ResultAnnulled:
		return "annulled by the umpire"
	}
	return r
}
