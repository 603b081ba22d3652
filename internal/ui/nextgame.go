package ui

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"github.com/arbiter-chess/arbiter/internal/journal"
)

// The game goes on: after a game ends, n starts the next between the same
// players, under the same code, with its journal in the same folder. The
// colours are kept for the sitting (BCA III, Staunton III) and the first
// move alternates, as every code says of a game won or lost; after a game
// annulled, its first mover begins again (BCA III, Staunton III). After a draw
// the codes differ (the player who began moves first again under Lewis V
// and American V; it alternates under BCA III and Staunton III), so n asks.

var nextGameKey = key.NewBinding(key.WithKeys("n"), key.WithHelp("n", "next game"))

// askFirst is set while n waits for w or b after a drawn game.
type nextGameState struct{ askFirst bool }

// updateNextGame handles n after the end of a game, and the answer to its
// question; it reports whether it took the key.
func (m *Model) updateNextGame(msg tea.KeyMsg) bool {
	if !m.gameOver() || m.readOnly != "" {
		return false
	}
	if m.next.askFirst {
		switch msg.String() {
		case "w", "b":
			m.next.askFirst = false
			first := "white"
			if msg.String() == "b" {
				first = "black"
			}
			m.startNextGame(first, titleCase(first)+" moves first, as decided at the board")
		case "esc":
			m.next.askFirst = false
			m.setMsg(msgInfo, "No next game.")
		default:
			return false
		}
		return true
	}
	if !keyIs(msg, nextGameKey) {
		return false
	}
	// Who begins the next game is the code's to say (Lewis and American V,
	// Staunton III, IV, XII, BCA III); the terminal only carries it out.
	next := m.game.NextFirstMove()
	switch {
	case next.ByOdds:
		m.startNextGame("", next.Note)
	case next.Undecided:
		m.next.askFirst = true
		m.setMsg(msgInfo, fmt.Sprintf("Who moves first in the next game? %s (%s) · w White, b Black · esc cancels.", titleCase(next.Note), m.info.Cite(next.Articles)))
	default:
		m.startNextGame(next.Who, fmt.Sprintf("%s moves first: %s (%s)", titleCase(next.Who), next.Note, m.info.Cite(next.Articles)))
	}
	return true
}

// startNextGame closes the journal of the game ended and begins the next,
// first moving first, in a new journal beside it.
func (m *Model) startNextGame(first, why string) {
	opts := m.opts
	opts.Open, opts.ReadOnly, opts.FEN, opts.Moves = "", false, "", nil
	opts.Code = m.info.ID
	opts.White, opts.Black = m.tags["White"], m.tags["Black"]
	opts.Event, opts.Site, opts.Round = m.tags["Event"], m.tags["Site"], nextRound(m.tags["Round"])
	opts.Odds, opts.Agreement, opts.Mode, opts.Time = "", "", "", ""
	for _, t := range m.setupTags {
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
	opts.Journal = nextJournalPath(m.jpath, m.opts.fs)
	old := m.jpath
	if m.jr != nil {
		m.jr.Close()
	}
	nm, err := newModel(opts)
	if err != nil {
		m.jr = nil // the journal of the game ended is closed: nothing more is recorded in it
		m.readOnly = "the game has ended and the next could not begin"
		m.setMsg(msgErr, fmt.Sprintf("The next game could not begin: %v. The game ended is saved in %s.", err, old))
		return
	}
	nm.width, nm.height = m.width, m.height
	nm.eboard = m.eboard // the electronic board stays connected for the next game
	if opts.Plain {
		nm.primePlain()
		nm.plain.msg = "picker:next" // the plain mode says the new game's start
	}
	nm.addNotes(fmt.Sprintf("Next game: %s; the game ended is saved in %s.", why, old))
	*m = nm
}

// nextRound counts a numbered round on ("3" → "4"); any other is kept.
func nextRound(r string) string {
	if n, err := strconv.Atoi(strings.TrimSpace(r)); err == nil {
		return strconv.Itoa(n + 1)
	}
	return r
}

var numbered = regexp.MustCompile(`^(.*)-(\d+)$`)

// nextJournalPath is a new journal beside path: game.inc → game-2.inc →
// game-3.inc, the first that does not exist.
func nextJournalPath(path string, fsys journal.FS) string {
	dir, base := filepath.Split(path)
	ext := filepath.Ext(base)
	stem := strings.TrimSuffix(base, ext)
	n := 2
	if mm := numbered.FindStringSubmatch(stem); mm != nil {
		stem = mm[1]
		n, _ = strconv.Atoi(mm[2])
		n++
	}
	for ; ; n++ {
		p := filepath.Join(dir, fmt.Sprintf("%s-%d%s", stem, n, ext))
		if _, err := fsys.Stat(p); err != nil {
			return p
		}
	}
}
