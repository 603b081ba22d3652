package incidents

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

// timeTag reads `[Time "20 moves in 2 hours, fine one guinea"]`: so many
// moves in so much time, and the fine agreed for every instance of excess
// (Staunton XV). The time is a number and a unit (hours, minutes, seconds,
// or h, min, m, s), or a Go duration such as 1h30m.
var timeTag = regexp.MustCompile(`^(\d+)\s+moves?\s+in\s+(.+?)\s*(?:[,;]\s*fine\s+(.+))?$`)

var timeUnits = map[string]time.Duration{
	"hour": time.Hour, "hours": time.Hour, "h": time.Hour, "hr": time.Hour, "hrs": time.Hour,
	"minute": time.Minute, "minutes": time.Minute, "min": time.Minute, "mins": time.Minute, "m": time.Minute,
	"day": 24 * time.Hour, "days": 24 * time.Hour, "week": 7 * 24 * time.Hour, "weeks": 7 * 24 * time.Hour,
	"second": time.Second, "seconds": time.Second, "s": time.Second, "sec": time.Second, "secs": time.Second,
}

// parseTimeControl reads the [Time] tag; the reason is "" when it reads.
func parseTimeControl(v string) (*rules.TimeControl, string) {
	want := fmt.Sprintf("Time tag %s: want N moves in TIME[, fine WORDS], e.g. \"20 moves in 2 hours, fine one guinea\"", quote(v))
	m := timeTag.FindStringSubmatch(strings.TrimSpace(v))
	if m == nil {
		return nil, want
	}
	moves, err := strconv.Atoi(m[1])
	if err != nil || moves <= 0 || moves > 1000 {
		return nil, fmt.Sprintf("Time tag %s: the number of moves must be between 1 and 1000", quote(v))
	}
	d, ok := readDuration(m[2])
	if !ok {
		return nil, fmt.Sprintf("Time tag %s: %s is not a time (want e.g. 2 hours, 90 minutes, 1h30m)", quote(v), quote(m[2]))
	}
	if d <= 0 || d > 1000*time.Hour {
		return nil, fmt.Sprintf("Time tag %s: the time must be above zero and at most 1000 hours", quote(v))
	}
	return &rules.TimeControl{Moves: moves, Allotted: d, Fine: strings.TrimSpace(m[3])}, ""
}

// parseAppointed reads the [Appointed] tag of a game by correspondence: the
// time appointed for each move ("3 days"); the reason is "" when it reads.
func parseAppointed(v string) (time.Duration, string) {
	d, ok := readDuration(v)
	if !ok || d <= 0 || d > 365*24*time.Hour {
		return 0, fmt.Sprintf("Appointed tag %s: want the time appointed for each move, e.g. \"3 days\" (at most a year)", quote(v))
	}
	return d, ""
}

// readDuration reads "2 hours", "90 minutes", "1.5 h" or "1h30m".
func readDuration(s string) (time.Duration, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	if f := strings.Fields(s); len(f) == 2 {
		n, err := strconv.ParseFloat(f[0], 64)
		unit, ok := timeUnits[f[1]]
		if err != nil || !ok || n <= 0 || n > 1e6 {
			return 0, false
		}
		return time.Duration(n * float64(unit)), true
	}
	d, err := time.ParseDuration(s)
	return d, err == nil
}
