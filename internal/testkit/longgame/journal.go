package longgame

import (
	"fmt"
	"strings"
	"time"

	"github.com/arbiter-chess/arbiter/internal/incidents"
)

// The undo cycles of UndoJournal.
const (
	NoUndo = ""     // no undo
	Pair   = "pair" // of every ten lines two are `U undo` and `U redo` of the event before
	// Slip: of every ten lines three are `U undo`, `U redo`, `U undo` of
	// the event before, which the next line records again (a recorder's
	// slip put right).
	Slip = "slip"
)

// UndoJournal is a journal of about size bytes of the quiet game (a ply
// costs the same early and late), each event on a stamped line, with the
// undo cycle named (NoUndo, Pair, Slip): the game is the same as without
// them, its record longer. It returns the text and the number of lines
// after the header.
func UndoJournal(size int, cycle string) (string, int, error) {
	moves, err := Quiet(size / 60) // two lines a ply and more: more plies than the lines need
	if err != nil {
		return "", 0, err
	}
	evs, err := Events(moves)
	if err != nil {
		return "", 0, err
	}
	var b strings.Builder
	begun := time.Date(2026, 11, 22, 10, 4, 5, 0, time.UTC)
	fmt.Fprintf(&b, "[Journal %q]\n[Code \"bca1862\"]\n[Begun %q]\n", incidents.JournalVersion, incidents.FormatStamp(begun))
	lines, k := 0, 0
	line := func(text string) {
		lines++
		fmt.Fprintf(&b, "%s  # %s\n", text, incidents.FormatStamp(begun.Add(time.Duration(lines)*time.Second)))
	}
	for b.Len() < size {
		if k == len(evs) {
			return "", 0, fmt.Errorf("longgame: the game ran out at %d bytes", b.Len())
		}
		switch {
		case cycle == Pair && lines%10 == 8:
			line("U undo")
			line("U redo")
			continue
		case cycle == Slip && lines%10 == 7:
			line("U undo")
			line("U redo")
			line("U undo")
			k--
			continue
		}
		line(incidents.FormatEvent(evs[k]))
		k++
	}
	return b.String(), lines, nil
}
