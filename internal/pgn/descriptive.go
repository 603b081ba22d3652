package pgn

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/chess"
)

// A score sheet in the descriptive notation of the codes' day: one
// numbered move a line, White's and Black's in two columns, headings and
// remarks between them. The moves are read by chess.Descriptive.

// IsDescriptive reports whether a score sheet is written in descriptive
// notation: its first numbered move is.
func IsDescriptive(text string) bool {
	for _, l := range strings.Split(text, "\n") {
		if m := numbered.FindStringSubmatch(l); m != nil {
			return chess.StartsDescriptive(m[2])
		}
	}
	return false
}

var (
	numbered       = regexp.MustCompile(`^\s*(\d+)\s*\.+\s*(.*)$`)
	columnSep      = regexp.MustCompile(`\t+| {2,}|\s+[—–|;]\s+|\s+-\s+`)
	tagLine        = regexp.MustCompile(`^\s*\[(\w+)\s+"(.*)"\]\s*$`)
	trailingResult = regexp.MustCompile(`^(.*\S)\s+(1-0|0-1|1/2-1/2|½-½|\*)$`)
	resultRe       = regexp.MustCompile(`^\s*(1-0|0-1|1/2-1/2|½-½|\*)\s*$`)
)

// ReadDescriptive reads a score in descriptive notation, one numbered move a
// line, White's move and Black's in two columns (a tab, two spaces or a
// dash between them): "12. Castles (Q. R.)    R. to Q's sq." A line
// "12. ... R. to Q's sq." gives Black's move alone. Tag lines [Name
// "Value"] may head it; other lines are comments; a result alone on a line
// ends it.
func ReadDescriptive(text string) ([]Score, error) {
	sc := Score{Line: Line{Comments: map[int][]string{}}, Result: "*"}
	text = strings.TrimPrefix(text, "\ufeff") // a byte-order mark
	for _, l := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		switch m := numbered.FindStringSubmatch(l); {
		case strings.TrimSpace(l) == "":
		case tagLine.MatchString(l):
			t := tagLine.FindStringSubmatch(l)
			sc.Tags = append(sc.Tags, [2]string{t[1], t[2]})
			if strings.EqualFold(t[1], "FEN") {
				sc.FEN = t[2]
			}
		case resultRe.MatchString(l):
			sc.Result = strings.ReplaceAll(strings.TrimSpace(l), "½", "1/2")
		case m != nil:
			body := strings.TrimSpace(m[2])
			if r := trailingResult.FindStringSubmatch(body); r != nil {
				body, sc.Result = strings.TrimSpace(r[1]), strings.ReplaceAll(r[2], "½", "1/2")
			}
			for _, half := range columnSep.Split(body, -1) {
				for _, mv := range chess.SplitDescriptive(strings.TrimSpace(half)) {
					if strings.Trim(mv, ". …") == "" {
						continue // "12. ..." : White's move left out
					}
					sc.Moves = append(sc.Moves, mv)
				}
			}
		default: // a heading ("White (Mr. Morphy).") or a remark
			sc.Comments[len(sc.Moves)] = append(sc.Comments[len(sc.Moves)], strings.TrimSpace(l))
		}
	}
	if len(sc.Moves) == 0 {
		return nil, fmt.Errorf("no numbered move in it (want lines such as \"1. P. to K's 4th    P. to K's 4th\")")
	}
	return []Score{sc}, nil
}
