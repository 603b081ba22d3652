package pgn

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/incidents"
)

// Insert is what was done at the board at a move of a score that the
// score does not say: acts in the incident notation ("B touch g8"), put
// in before or after the move.
type Insert struct {
	Ref   string   // the move as the user named it: "10...", "after 12."
	Move  int      // the move's number
	Black bool     // Black's move of that number
	After bool     // after the move rather than before it
	Acts  []string // event lines: "B touch g8"
	Text  string   // the whole as written
}

// atRef is a move named in --at: "10.", "10...", "10…", "after 10...".
var atRef = regexp.MustCompile(`^\s*(after\s+|before\s+)?(\d+)\s*(\.\.\.|…|\.)\s*`)

// ParseInsert reads an insertion: a move, then the acts done there, one or
// more separated by ";": "10... B touch g8", "after 10... W claim
// touched; W choose move-touched".
func ParseInsert(text string) (Insert, error) {
	m := atRef.FindStringSubmatch(text)
	if m == nil {
		return Insert{}, fmt.Errorf("%q: want a move and the acts done there, as 10... B touch g8 or after 12. W say check", clip(text))
	}
	n, err := strconv.Atoi(m[2])
	if err != nil || n < 1 || n > 10000 {
		return Insert{}, fmt.Errorf("%q: no move %s", clip(text), m[2])
	}
	in := Insert{Text: strings.TrimSpace(text), Ref: strings.TrimSpace(m[0]), Move: n, Black: m[3] != ".", After: strings.HasPrefix(m[1], "after")}
	for _, act := range strings.Split(text[len(m[0]):], ";") {
		act = strings.TrimSpace(act)
		if act == "" {
			continue
		}
		s, err := incidents.ParseString(act + "\n")
		if err != nil || len(s.Events) != 1 {
			if err == nil {
				err = fmt.Errorf("not one act")
			}
			return Insert{}, fmt.Errorf("%q: the act %q: %v", clip(text), clip(act), strings.TrimPrefix(err.Error(), "line 1: "))
		}
		in.Acts = append(in.Acts, act)
	}
	if len(in.Acts) == 0 {
		return Insert{}, fmt.Errorf("%q: no act after the move (want e.g. %s B touch g8)", clip(text), in.Ref)
	}
	return in, nil
}

func clip(s string) string {
	if len(s) > 60 {
		return strings.ToValidUTF8(s[:60], "") + "…"
	}
	return s
}

// ply is the index in the score's moves of the move an insertion names
// (the score starting with the side and number given), or an error naming
// the moves the score has.
func (in Insert) ply(black bool, first, moves int) (int, error) {
	off := (in.Move-first)*2 - b2i(black)
	if in.Black {
		off++
	}
	if in.Move < first || off < 0 || off > moves || off == moves && in.After {
		last := "no move"
		if moves > 0 {
			last = "its last move is " + plyName(black, first, moves-1)
		}
		return 0, fmt.Errorf("%s: the score has no such move (%s)", in.Ref, last)
	}
	if in.After {
		return off + 1, nil
	}
	return off, nil
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// plyName names the i-th move of a score: "12." or "12...".
func plyName(black bool, first, i int) string {
	off := i + b2i(black)
	if off%2 == 1 {
		return fmt.Sprintf("%d...", first+off/2)
	}
	return fmt.Sprintf("%d.", first+off/2)
}
