package ui

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/incidents"
)

// rosterTags are the game tags the umpire may name, in the order of PGN's
// Seven Tag Roster (the result is the core's).
var rosterTags = []string{"Event", "Site", "Date", "Round", "White", "Black"}

// matchTags name the match a game is one of (docs/notation.md): n writes
// them (nextgame.go); the umpire does not name them.
var matchTags = []string{"Match", "Game"}

// gameTags holds the game tags known: who played, where, when. An absent
// tag is unknown ("?" in the PGN).
type gameTags map[string]string // canonical name → value

func tagsFromOptions(o Options) gameTags {
	t := gameTags{}
	for name, v := range map[string]string{"White": o.White, "Black": o.Black, "Event": o.Event, "Site": o.Site, "Round": o.Round,
		"Match": o.Match, "Game": o.Game} {
		if v = strings.TrimSpace(v); v != "" {
			t[name] = v
		}
	}
	return t
}

func tagsFromScript(s incidents.Script) gameTags {
	t := gameTags{}
	for _, name := range slices.Concat(rosterTags, matchTags) {
		if v, ok := s.Tag(name); ok && strings.TrimSpace(v) != "" {
			t[name] = strings.TrimSpace(v)
		}
	}
	return t
}

// merge is t with the tags of u over it.
func (t gameTags) merge(u gameTags) gameTags {
	out := gameTags{}
	for k, v := range t {
		out[k] = v
	}
	for k, v := range u {
		out[k] = v
	}
	return out
}

// list is the tags known, in roster order, then the match's, for the
// journal's header.
func (t gameTags) list() []incidents.Tag {
	var out []incidents.Tag
	for _, name := range slices.Concat(rosterTags, matchTags) {
		if v, ok := t[name]; ok {
			out = append(out, incidents.Tag{Name: name, Value: v})
		}
	}
	return out
}

// players is "White – Black" for the title line, or "" when neither is known.
func (t gameTags) players(dash string) string {
	w, b := t["White"], t["Black"]
	if w == "" && b == "" {
		return ""
	}
	if w == "" {
		w = "?"
	}
	if b == "" {
		b = "?"
	}
	return w + " " + dash + " " + b
}

// canonicalTag is the roster's spelling of a tag name typed in any case.
func canonicalTag(name string) (string, bool) {
	for _, t := range rosterTags {
		if strings.EqualFold(t, name) {
			return t, true
		}
	}
	return "", false
}

var pgnDate = regexp.MustCompile(`^(\d{4}|\?{4})\.(\d{2}|\?\?)\.(\d{2}|\?\?)$`)

// checkTag refuses a value the PGN could not carry.
func checkTag(name, value string) error {
	switch {
	case value == "":
		return fmt.Errorf("%s: give a value (e.g. :%s Paul Morphy)", name, strings.ToLower(name))
	case len(value) > 200:
		return fmt.Errorf("%s: %d bytes, longer than a tag should be (at most 200)", name, len(value))
	case strings.ContainsAny(value, "\n\r\t"):
		return errors.New(name + ": one line of text")
	case name == "Date" && !pgnDate.MatchString(value):
		return fmt.Errorf("Date: %q is not a PGN date (YYYY.MM.DD, ?? where unknown: 1858.??.??)", value)
	}
	return nil
}

// setTag names a game tag during the game: it is journaled as a stamped tag
// line, then shown on the title line and written in the PGN.
func (m *Model) setTag(name, value string) error {
	value = strings.TrimSpace(value)
	if err := checkTag(name, value); err != nil {
		return err
	}
	if m.sit.readOnly != "" {
		return readOnlyError{m.sit.readOnly}
	}
	if m.sit.jr == nil {
		return errors.New("no journal")
	}
	if err := m.sit.jr.AppendTag(incidents.Tag{Name: name, Value: value}, m.term.now()); err != nil {
		return err
	}
	m.sit.tags = m.sit.tags.merge(gameTags{name: value})
	return nil
}
