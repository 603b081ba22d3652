package ui

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/arbiter-chess/arbiter/internal/journal"
)

// RecentGame is a saved game in the journals' directory, for `arbiter
// open` with no file.
type RecentGame struct {
	Path     string
	Modified time.Time
	Code     string
	Players  string // "White – Black", or ""
	Events   int
	Err      error // the journal could not be read
}

// JournalDir is where the journals go when --journal is not given.
func JournalDir() (string, error) {
	p, err := defaultJournalPath(time.Now())
	if err != nil {
		return "", err
	}
	return filepath.Dir(p), nil
}

// RecentGames are the n journals of dir modified last, newest first.
func RecentGames(dir string, n int) ([]RecentGame, error) {
	ents, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("journals in %s: %w", dir, err)
	}
	var out []RecentGame
	for _, e := range ents {
		if e.IsDir() || filepath.Ext(e.Name()) != ".inc" {
			continue
		}
		info, err := e.Info()
		if err != nil {
			continue
		}
		out = append(out, RecentGame{Path: filepath.Join(dir, e.Name()), Modified: info.ModTime()})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Modified.After(out[j].Modified) })
	out = out[:min(n, len(out))]
	for i := range out {
		describeRecent(&out[i])
	}
	return out, nil
}

// describeRecent reads a journal's code, players, events and result.
func describeRecent(r *RecentGame) {
	s, err := journal.Read(journal.OS, r.Path)
	if err != nil {
		r.Err = err
		return
	}
	r.Code, _ = s.Tag("Code")
	w, _ := s.Tag("White")
	b, _ := s.Tag("Black")
	if w != "" || b != "" {
		r.Players = strings.TrimSpace(w + " – " + b)
	}
	r.Events = len(s.Events)
}
