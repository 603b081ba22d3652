package pgn

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Line is a line of play as a score writes it: the moves, the comments
// and annotations after them, and the variations that replace them.
type Line struct {
	Moves    []string         // as written: "Nf3", or "K. Kt. to B's 3rd"
	Comments map[int][]string // after the n-th move (0: before the first)
	NAGs     map[int][]string // after the n-th move: "$1", or the mark "!" as "$1"
	Vars     map[int][]Line   // alternatives to the n-th move (1: the first)
}

func newLine() Line {
	return Line{Comments: map[int][]string{}, NAGs: map[int][]string{}, Vars: map[int][]Line{}}
}

// token is a unit of PGN: a tag, a comment, a parenthesis, a NAG, a word
// of the movetext, a blank line.
type token struct {
	kind byte   // '[' tag, '{' comment, '(' or ')', '$' NAG, 'm' movetext word, 'B' blank line
	text string // a tag's name, a comment's text, the word
	val  string // a tag's value
}

// tokenize splits PGN into its tokens as the standard has them (8.2): a
// comment in braces runs to the first "}" and holds any other character,
// a ";" comment to the end of its line, a line that begins with "%" is
// skipped, a byte-order mark at the start and carriage returns are
// whitespace.
func tokenize(s string) []token {
	s = strings.TrimPrefix(s, "\ufeff")
	var out []token
	lineStart := true
	for i := 0; i < len(s); {
		c := s[i]
		if lineStart && c == '%' {
			i = endOfLine(s, i) + 1 // the line and its end: no blank line
			continue
		}
		if c != '\n' && c != ' ' && c != '\t' && c != '\r' && c != '\v' && c != '\f' {
			lineStart = false
		}
		switch {
		case c == '\n':
			if lineStart && len(out) > 0 && out[len(out)-1].kind != 'B' {
				out = append(out, token{kind: 'B'}) // a blank line
			}
			lineStart = true
			i++
		case c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f':
			i++
			continue // a line of spaces is still blank
		case c == '[':
			t, next := readTag(s, i)
			out = append(out, t)
			i = next
		case c == '{':
			j := strings.IndexByte(s[i+1:], '}')
			end := len(s)
			if j >= 0 {
				end = i + 1 + j
			}
			out = append(out, token{kind: '{', text: s[i+1 : end]})
			i = min(end+1, len(s))
			lineStart = false
		case c == ';':
			j := endOfLine(s, i)
			out = append(out, token{kind: '{', text: strings.TrimRight(s[i+1:j], "\r")})
			i = j
		case c == '(' || c == ')':
			out = append(out, token{kind: c, text: string(c)})
			i++
		case c == '$':
			j := i + 1
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			out = append(out, token{kind: '$', text: s[i:j]})
			i = j
		default:
			j := i
			for j < len(s) {
				r, n := utf8.DecodeRuneInString(s[j:])
				if unicode.IsSpace(r) || strings.ContainsRune("{}[]();$", r) {
					break
				}
				j += n
			}
			if j == i {
				_, n := utf8.DecodeRuneInString(s[i:])
				j = i + n // a lone "]" or "}": a word of its own
			}
			out = append(out, token{kind: 'm', text: s[i:j]})
			i = j
		}
	}
	return out
}

// endOfLine is the index of the newline that ends the line at i (or the
// end of s).
func endOfLine(s string, i int) int {
	if j := strings.IndexByte(s[i:], '\n'); j >= 0 {
		return i + j
	}
	return len(s)
}

// readTag reads a tag pair at s[i] == '[': its name and its quoted value,
// with the escapes \" and \\.
func readTag(s string, i int) (token, int) {
	j := i + 1
	for j < len(s) && (s[j] == ' ' || s[j] == '\t') {
		j++
	}
	k := j
	for k < len(s) && !strings.ContainsRune(" \t\r\n\"]", rune(s[k])) {
		k++
	}
	name := s[j:k]
	for k < len(s) && s[k] != '"' && s[k] != ']' && s[k] != '\n' {
		k++
	}
	var val strings.Builder
	if k < len(s) && s[k] == '"' {
		k++
		for k < len(s) && s[k] != '"' && s[k] != '\n' {
			if s[k] == '\\' && k+1 < len(s) && (s[k+1] == '"' || s[k+1] == '\\') {
				k++
			}
			val.WriteByte(s[k])
			k++
		}
		if k < len(s) && s[k] == '"' {
			k++
		}
	}
	for k < len(s) && s[k] != ']' && s[k] != '\n' {
		k++
	}
	if k < len(s) && s[k] == ']' {
		k++
	}
	return token{kind: '[', text: name, val: val.String()}, k
}

var results = map[string]bool{"1-0": true, "0-1": true, "1/2-1/2": true, "*": true}

// marks are the move suffix annotations and the NAGs the standard gives
// them (8.2.3.8).
var marks = map[string]string{"!": "$1", "?": "$2", "!!": "$3", "??": "$4", "!?": "$5", "?!": "$6"}

// parseGame reads the game that begins at toks[i]: its tags, then its
// movetext up to its result at the top level, or up to the next game's
// tags where the result was left out.
func parseGame(toks []token, i int) (Score, int) {
	sc := Score{Line: newLine(), Result: "*"}
	for i < len(toks) && toks[i].kind == '[' {
		sc.Tags = append(sc.Tags, [2]string{toks[i].text, toks[i].val})
		i++
	}
	sc.FEN = strings.TrimSpace(sc.Tag("FEN"))
	// The lines open: the main line at the bottom, a variation on top.
	stack := []*Line{&sc.Line}
	begun := false // the movetext has begun
	for ; i < len(toks); i++ {
		t := toks[i]
		cur := stack[len(stack)-1]
		n := len(cur.Moves)
		if t.kind != 'B' && t.kind != '[' {
			begun = true
		}
		switch t.kind {
		case 'B':
			if begun {
				// A blank line after the movetext began ends the game whose
				// result was left out, as readers take it (python-chess).
				return sc, i + 1
			}
		case '[':
			return sc, i // the next game, this one's result left out
		case '{':
			cur.Comments[n] = append(cur.Comments[n], strings.TrimSpace(t.text))
		case '$':
			if n > 0 && len(t.text) > 1 {
				cur.addNAG(n, t.text)
			}
		case '(':
			if n == 0 {
				// A variation before any move has no move to replace: its
				// parentheses are read as not there, as other readers do.
				continue
			}
			cur.Vars[n] = append(cur.Vars[n], newLine())
			vs := cur.Vars[n]
			stack = append(stack, &vs[len(vs)-1])
		case ')':
			if len(stack) > 1 {
				stack = stack[:len(stack)-1]
				stack[len(stack)-1].dropEmpty()
			}
		default:
			if results[t.text] {
				if len(stack) == 1 {
					sc.Result = t.text
					return sc, i + 1
				}
				continue // a result inside a variation ends nothing
			}
			w, mark := moveWord(t.text)
			if w != "" {
				cur.Moves = append(cur.Moves, w)
				n++
			}
			if nag := marks[mark]; nag != "" && n > 0 {
				cur.addNAG(n, nag)
			}
		}
	}
	return sc, i
}

// moveWord is the move in a movetext word ("12.Nf3!" → "Nf3", "!"), or ""
// for a move number or a lone annotation mark.
func moveWord(w string) (move, mark string) {
	for _, c := range []string{"0-0-0", "0-0"} {
		if strings.HasPrefix(w, c) {
			w = strings.ReplaceAll(c, "0", "O") + w[len(c):]
			break
		}
	}
	w = strings.TrimLeftFunc(w, unicode.IsDigit)
	w = strings.TrimLeft(w, ".")
	w = strings.TrimLeft(w, "…")
	core := strings.TrimRight(w, "!?")
	return core, w[len(core):]
}

// addNAG notes a NAG after the n-th move, once (a mark and its NAG, "!
// $1", are one annotation).
func (l *Line) addNAG(n int, nag string) {
	for _, x := range l.NAGs[n] {
		if x == nag {
			return
		}
	}
	l.NAGs[n] = append(l.NAGs[n], nag)
}

// dropEmpty forgets the last variation of the last move when it holds no
// move: "()" replaces nothing.
func (l *Line) dropEmpty() {
	n := len(l.Moves)
	vs := l.Vars[n]
	if len(vs) > 0 && len(vs[len(vs)-1].Moves) == 0 {
		l.Vars[n] = vs[:len(vs)-1]
		if len(l.Vars[n]) == 0 {
			delete(l.Vars, n)
		}
	}
}
