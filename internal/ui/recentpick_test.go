package ui

import (
	"errors"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// TestRecentPicker: arbiter open with no file lists the games saved last;
// the arrows select, enter opens the one selected, an unreadable journal
// is not opened, esc leaves with none.
func TestRecentPicker(t *testing.T) {
	at := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	games := []RecentGame{
		{Path: "/g/b.inc", Modified: at, Code: "bca1862", Players: "Paul Morphy – Duke of Brunswick", Events: 3},
		{Path: "/g/bad.inc", Modified: at, Err: errors.New("line 1: bad")},
		{Path: "/g/a.inc", Modified: at, Events: 2},
	}
	step := func(p recentPicker, keys ...tea.KeyMsg) recentPicker {
		for _, k := range keys {
			m, _ := p.Update(k)
			p = m.(recentPicker)
		}
		return p
	}
	p := recentPicker{games: games}
	if v := p.View(); !strings.Contains(v, "> 1. 2026-11-28 12:00  b.inc  (bca1862, Paul Morphy – Duke of Brunswick, 3 events)") || !strings.Contains(v, "a.inc  (2 events)") {
		t.Fatalf("view:\n%s", v)
	}
	p = step(p, keyMsg("down"), keyMsg("enter"))
	if p.chosen != "" || !strings.Contains(p.View(), "cannot be read") {
		t.Fatalf("the unreadable journal opened: %q", p.chosen)
	}
	p = step(p, keyMsg("down"), keyMsg("down"), keyMsg("enter"))
	if p.chosen != "/g/a.inc" || !p.done {
		t.Fatalf("chosen %q", p.chosen)
	}
	p = step(recentPicker{games: games}, keyMsg("esc"))
	if p.chosen != "" || !p.done {
		t.Fatalf("esc chose %q", p.chosen)
	}
}
