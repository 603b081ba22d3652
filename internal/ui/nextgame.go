package ui

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/journal"
	"github.com/arbiter-chess/arbiter/internal/law"
)

// The game goes on: after a game ends, n starts the next between the same
// players, under the same code, with its journal in the same folder. The
// colours are kept for the sitting (BCA III, Staunton III) and the first
// move alternates, as every code says of a game won or lost; after a game
// annulled, its first mover begins again (BCA III, Staunton III). After a draw
// the codes differ (the player who began moves first again under Lewis V
// and American V; it alternates under BCA III and Staunton III), so n asks.

var nextGameKey = key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "next game"))

// NextGame is the next game's key, n, and its question: a component that
// reads the game ended (who begins the next is the code's to say) and
// tells the Model what to do.
type nextGame struct {
	askFirst bool // n waits for w or b after a drawn game
}

// nextFirstMover is what NextGame reads of the game ended.
type nextFirstMover interface {
	NextFirstMove() law.NextFirst
}

// nextGameAct is what the next game's keys ask of the Model: to begin the
// next game (first moves first, why says so) or to say something.
type nextGameAct struct {
	begin      bool
	first, why string
	say        string
}

// Update takes n after the end of a game, and the answer to its question;
// took says whether the key was the next game's.
func (s nextGame) Update(msg tea.KeyMsg, ended nextFirstMover, info law.CodeInfo) (_ nextGame, act nextGameAct, took bool) {
	if s.askFirst {
		switch msg.String() {
		case "w", "b":
			s.askFirst = false
			first := "white"
			if msg.String() == "b" {
				first = "black"
			}
			return s, nextGameAct{begin: true, first: first, why: titleCase(first) + " moves first, as decided at the board"}, true
		case "esc":
			s.askFirst = false
			return s, nextGameAct{say: "No next game."}, true
		}
		return s, nextGameAct{}, false
	}
	if !keyIs(msg, nextGameKey) {
		return s, nextGameAct{}, false
	}
	// Who begins the next game is the code's to say (Lewis and American V,
	// Staunton III, IV, XII, BCA III); the terminal only carries it out.
	next := ended.NextFirstMove()
	switch {
	case next.ByOdds:
		return s, nextGameAct{begin: true, why: fmt.Sprintf("%s (%s)", titleCase(next.Note), info.Cite(next.Articles))}, true
	case next.Undecided:
		s.askFirst = true
		return s, nextGameAct{say: fmt.Sprintf("Who moves first in the next game? %s (%s) · w White, b Black · esc cancels.", titleCase(next.Note), info.Cite(next.Articles))}, true
	}
	return s, nextGameAct{begin: true, first: next.Who, why: fmt.Sprintf("%s moves first: %s (%s)", titleCase(next.Who), next.Note, info.Cite(next.Articles))}, true
}

// updateNextGame hands a key to the next game's component once the game
// has ended (and is being recorded), and does what it asks; it reports
// whether the key was taken.
func (m *Model) updateNextGame(msg tea.KeyMsg) bool {
	if !m.gameOver() || m.sit.readOnly != "" {
		return false
	}
	next, act, took := m.screens.next.Update(msg, m.game, m.sit.info)
	m.screens.next = next
	switch {
	case act.begin:
		m.startNextGame(act.first, act.why)
	case act.say != "":
		m.setMsg(msgInfo, act.say)
	}
	return took
}

// startNextGame closes the journal of the game ended and begins the next
// of the match, first moving first, in a new journal beside it: the game
// ended is marked as one of the match if it was not, and the next is
// numbered on.
func (m *Model) startNextGame(first, why string) {
	match, n := matchOf(m.sit.tags, m.sit.jpath)
	var notes []string // said after the next game's first line
	if err := m.markMatch(match, n); err != nil {
		notes = append(notes, fmt.Sprintf("The game ended could not be marked as game %d of the match: %v.", n, err))
	}
	opts := m.nextOptions(first)
	next, inWay := nextJournal(m.sit.jpath, n+1, m.term.opts.fs)
	opts.Journal = next.path
	if len(inWay) > 0 {
		are := "is"
		if len(inWay) > 1 {
			are = "are"
		}
		notes = append(notes, fmt.Sprintf("%s %s there already, not overwritten: the next game is game %d of the match, in %s.",
			strings.Join(inWay, " and "), are, next.n, filepath.Base(next.path)))
	}
	old := m.sit.jpath
	if m.sit.jr != nil {
		m.sit.jr.Close()
	}
	opts.Match, opts.Game = match, strconv.Itoa(next.n)
	nm, err := newModel(opts)
	if err != nil {
		m.sit.jr = nil // the journal of the game ended is closed: nothing more is recorded in it
		m.sit.readOnly = "the game has ended and the next could not begin"
		m.setMsg(msgErr, fmt.Sprintf("The next game could not begin: %v. The game ended is saved in %s.", err, old))
		return
	}
	nm.term.width, nm.term.height = m.term.width, m.term.height
	nm.eboard = m.eboard // the electronic board stays connected for the next game
	if opts.Plain {
		nm.plain = primedPlain(nm.status.msg, nm.game, len(nm.track.entries))
		nm.plain.msg = "picker:next" // the plain mode says the new game's start
	}
	head := fmt.Sprintf("Next game: game %d of the match %s, in %s; %s; the game ended is saved in %s.",
		next.n, match, filepath.Base(next.path), why, old)
	nm.addNotes(append([]string{head}, notes...)...)
	*m = nm
}

// nextOptions are the options of the next game: the same players, code,
// place and terms, a numbered round counted on, first moving first.
func (m *Model) nextOptions(first string) Options {
	opts := m.term.opts
	opts.Open, opts.ReadOnly, opts.FEN, opts.Moves = "", false, "", nil
	opts.Code = m.sit.info.ID
	opts.White, opts.Black = m.sit.tags["White"], m.sit.tags["Black"]
	opts.Event, opts.Site, opts.Round = m.sit.tags["Event"], m.sit.tags["Site"], nextRound(m.sit.tags["Round"])
	opts.Odds, opts.Agreement, opts.Mode, opts.Time = "", "", "", ""
	for _, t := range m.sit.setupTags {
		switch t.Name {
		case "Odds":
			opts.Odds = t.Value
		case "Agreement":
			opts.Agreement = t.Value
		case "Mode":
			opts.Mode = t.Value
		case "Time":
			opts.Time = t.Value
		}
	}
	opts.FirstMove = ""
	if first == "black" {
		opts.FirstMove = "black"
	}
	return opts
}

// nextRound counts a numbered round on ("3" → "4"); any other is kept.
func nextRound(r string) string {
	if n, err := strconv.Atoi(strings.TrimSpace(r)); err == nil {
		return strconv.Itoa(n + 1)
	}
	return r
}

// The journals of a match: each carries [Match] (the first game's journal
// name) and [Game] (its number, 1 for the first), and game N is kept in
// the first game's journal name numbered N (game.inc, game-2.inc,
// game-3.inc), so that the names and the tags both say the order.

// matchOf is the match the game in the journal at path is one of, and its
// number in it: its [Match] and [Game] tags, or, where it has none (a
// first game, or a journal begun before the tags), what its name says:
// game.inc is game 1 of the match game.inc, game-3.inc game 3.
func matchOf(tags gameTags, path string) (match string, n int) {
	stem, ext, n := numberedName(filepath.Base(path))
	match = tags["Match"]
	if match == "" {
		match = stem + ext
	}
	if g, err := strconv.Atoi(tags["Game"]); err == nil && g > 0 {
		n = g
	}
	return match, n
}

// markMatch writes the tags that make the game at hand game n of match,
// those it does not carry yet, as stamped tag lines.
func (m *Model) markMatch(match string, n int) error {
	for _, t := range []incidents.Tag{{Name: "Match", Value: match}, {Name: "Game", Value: strconv.Itoa(n)}} {
		if m.sit.tags[t.Name] == t.Value {
			continue
		}
		if err := m.setTag(t.Name, t.Value); err != nil {
			return fmt.Errorf("[%s %q]: %w", t.Name, t.Value, err)
		}
	}
	return nil
}

var numbered = regexp.MustCompile(`^(.*)-(\d+)$`)

// numberedName splits a journal's name into its stem, its extension and
// its number in the match: game-3.inc is game, .inc, 3; game.inc, 1.
func numberedName(base string) (stem, ext string, n int) {
	ext = filepath.Ext(base)
	stem = strings.TrimSuffix(base, ext)
	if mm := numbered.FindStringSubmatch(stem); mm != nil {
		if k, err := strconv.Atoi(mm[2]); err == nil && k > 1 {
			return mm[1], ext, k
		}
	}
	return stem, ext, 1
}

// numberedJournal is a journal of the match and the game it is to hold.
type numberedJournal struct {
	path string
	n    int
}

// nextJournal is the journal of game n of the match whose game ended is
// kept at path: path's name numbered n (game.inc → game-2.inc). A file
// there already is never overwritten: the game takes the next number
// above it that is free, after the files in the way (named in inWay), so
// that the match's games stay in order.
func nextJournal(path string, n int, fsys journal.FS) (next numberedJournal, inWay []string) {
	dir := filepath.Dir(path)
	stem, ext, _ := numberedName(filepath.Base(path))
	for ; ; n++ {
		p := filepath.Join(dir, fmt.Sprintf("%s-%d%s", stem, n, ext))
		if _, err := fsys.Stat(p); err != nil || deadStart(fsys, p) {
			// Not there (or not to be looked at: Create says why), or
			// the header of a start that died before its first event (a
			// crash during n): that number is the next game's still.
			return numberedJournal{p, n}, inWay
		}
		inWay = append(inWay, filepath.Base(p))
	}
}
