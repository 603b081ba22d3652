// Package idscan finds, for tests, the ids of the vocabulary in text meant
// for players: what the notation and the JSON say by id (kinds, options,
// verbs, states, codes) players read in words.
package idscan

import (
	"regexp"
	"sort"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// vocabularyIDs are the ids players must not read: the verbs, options and
// kinds of the vocabulary tables (arbiter verbs --json, docs/vocabulary.md),
// the states of a ruling and the codes' ids.
func vocabularyIDs() (compound, single []string) {
	var all []string
	for _, v := range rules.Verbs() {
		all = append(all, string(v.Verb))
	}
	for _, o := range rules.Options() {
		all = append(all, o.ID)
	}
	all = append(all, rules.Kinds()...)
	all = append(all, rules.StatePending, rules.StateEnforced, rules.StateApplied, rules.StateWaived, rules.StateExpired, rules.StateNoPenalty)
	for _, c := range law.Codes() {
		all = append(all, c.ID)
	}
	seen := map[string]bool{}
	for _, id := range all {
		if seen[id] {
			continue
		}
		seen[id] = true
		if strings.ContainsAny(id, "-:0123456789") {
			compound = append(compound, id)
		} else {
			single = append(single, id)
		}
	}
	sort.Strings(compound)
	sort.Strings(single)
	return compound, single
}

// Finder finds an id in text meant for players: an id of more than one
// word (touch-move-breach, lewis1827) anywhere as a word of its own; an
// id that is also an English word (refusal, draw) where text sets an id
// apart: in brackets, parentheses or backquotes; the notation's ids of
// articles (def:, odds:, corr:, cons:), an event by its number, and an
// event in the notation ("[W touch f5]").
func Finder() *regexp.Regexp {
	compound, single := vocabularyIDs()
	quote := func(ids []string) string {
		q := make([]string, len(ids))
		for i, id := range ids {
			q[i] = regexp.QuoteMeta(id)
		}
		return strings.Join(q, "|")
	}
	return regexp.MustCompile(`(^|[^a-z0-9-])(` + quote(compound) + `)($|[^a-z0-9-])` +
		`|[\[(` + "`" + `](` + quote(single) + `)[\])` + "`" + `]` +
		`|\b(def|odds|corr|cons):[A-Za-z]` +
		`|\b[Ee]vents? [0-9]` +
		`|\[[WBU] [a-z]`)
}
