package ui

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"
)

// Text helpers. fitWith and padRight measure display width and keep escape
// sequences intact; wrap works on plain text.

func stringWidth(s string) int { return ansi.StringWidth(s) }

// fitWith cuts s to width w, ending it with tail when it is cut.
func fitWith(s string, w int, tail string) string {
	if w <= 0 {
		return ""
	}
	if ansi.StringWidth(s) <= w {
		return s
	}
	if ansi.StringWidth(tail) >= w {
		tail = ""
	}
	return ansi.Truncate(s, w, tail)
}

// wrap breaks plain text into lines of at most w columns at spaces; a word
// longer than w is cut.
func wrap(s string, w int) []string {
	if w <= 0 {
		return nil
	}
	words := strings.Fields(s)
	if len(words) == 0 {
		return []string{""}
	}
	var lines []string
	cur, curW := "", 0
	for _, word := range words {
		ww := ansi.StringWidth(word)
		for ww > w {
			if cur != "" {
				lines = append(lines, cur)
				cur, curW = "", 0
			}
			head := ansi.Truncate(word, w, "")
			if head == "" {
				// A character wider than the line: give it a line.
				_, size := utf8.DecodeRuneInString(word)
				head = word[:size]
			}
			lines = append(lines, head)
			word = word[len(head):]
			ww = ansi.StringWidth(word)
		}
		switch {
		case cur == "":
			cur, curW = word, ww
		case curW+1+ww <= w:
			cur += " " + word
			curW += 1 + ww
		default:
			lines = append(lines, cur)
			cur, curW = word, ww
		}
	}
	if cur != "" {
		lines = append(lines, cur)
	}
	return lines
}

// wrapIndent wraps s to w, indenting the continuation lines.
func wrapIndent(s string, w int, indent string) []string {
	first := wrap(s, w)
	if len(first) <= 1 {
		return first
	}
	rest := wrap(strings.Join(strings.Fields(s)[len(strings.Fields(first[0])):], " "), w-len(indent))
	out := []string{first[0]}
	for _, l := range rest {
		out = append(out, indent+l)
	}
	return out
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

func titleCase(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// wrapKeep wraps a line laid out with spaces (a log line) to w: the line as
// it is when it fits; else its start up to a space, and the rest wrapped
// under it, indented.
func wrapKeep(line string, w int, indent string) []string {
	if stringWidth(line) <= w || w <= len(indent)+1 {
		return []string{line}
	}
	r := []rune(line)
	cut := -1
	for i := min(w, len(r)-1); i > 0; i-- {
		if r[i] == ' ' && stringWidth(string(r[:i])) <= w {
			cut = i
			break
		}
	}
	if cut <= 0 {
		cut = len([]rune(ansi.Truncate(line, w, "")))
	}
	out := []string{strings.TrimRight(string(r[:cut]), " ")}
	for _, l := range wrap(string(r[cut:]), w-len(indent)) {
		out = append(out, indent+l)
	}
	return out
}
