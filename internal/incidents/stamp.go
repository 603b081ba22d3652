package incidents

import (
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// StampLayout is how arbiter writes a line's stamp: UTC to the millisecond.
const StampLayout = "2006-01-02T15:04:05.000Z"

// FormatStamp writes t as a stamp.
func FormatStamp(t time.Time) string { return t.UTC().Format(StampLayout) }

// parseStamp reads a stamp: a UTC time in RFC 3339 form, seconds required,
// a fraction optional, ending in "Z" (2026-11-22T04:16:20Z,
// 2026-11-22T04:16:20.123Z). The final "Z" is what makes a stamp a commit
// marker: no proper prefix of one reads as a stamp, so a line cut short as
// it was written never passes for a committed one.
func parseStamp(s string) (time.Time, bool) {
	if !stampShape(s) {
		return time.Time{}, false
	}
	t, err := time.Parse(time.RFC3339Nano, s)
	if err != nil {
		return time.Time{}, false
	}
	return t, true
}

// stampShape checks dddd-dd-ddTdd:dd:dd, then .d{1,9} or nothing, then Z,
// strictly: time.Parse alone lets some other shapes through.
func stampShape(s string) bool {
	const shape = "dddd-dd-ddTdd:dd:dd"
	if len(s) < len(shape)+1 || s[len(s)-1] != 'Z' {
		return false
	}
	for i := 0; i < len(shape); i++ {
		if shape[i] == 'd' && (s[i] < '0' || s[i] > '9') || shape[i] != 'd' && s[i] != shape[i] {
			return false
		}
	}
	frac := s[len(shape) : len(s)-1]
	if frac == "" {
		return true
	}
	if frac[0] != '.' || len(frac) < 2 || len(frac) > 10 {
		return false
	}
	for i := 1; i < len(frac); i++ {
		if frac[i] < '0' || frac[i] > '9' {
			return false
		}
	}
	return true
}

// shortQuote is how long a bad token may be in an error message; a longer
// one is quoted by its beginning only.
const shortQuote = 24

// short cuts s to its first shortQuote characters and "…".
func short(s string) string {
	if utf8.RuneCountInString(s) <= shortQuote {
		return s
	}
	n := 0
	for i := range s {
		if n == shortQuote {
			return s[:i] + "…"
		}
		n++
	}
	return s
}

// quote is %q of a bad token, cut short (see short).
func quote(s string) string {
	if q := short(s); q != s {
		return strconv.Quote(strings.TrimSuffix(q, "…")) + "…"
	}
	return strconv.Quote(s)
}
