package pgn

import (
	"fmt"
	"strings"
	"unicode"
)

// Read is one game as a reader takes it from a PGN file.
type Read struct {
	Tags   map[string]string
	Moves  []string // UCI, as the reader played them
	FEN    string   // the position after the last move
	Result string   // the result that ends the movetext
}

// ReadAll reads every game of a PGN file the way a chess program does: each
// move must be legal in the position (the [FEN] one, else the initial one).
// It stops at the first game that does not read, saying where and why.
func ReadAll(text string) ([]Read, error) {
	var out []Read
	toks := tokenize(text)
	for i := 0; i < len(toks); {
		g, next, err := readGame(toks, i)
		if err != nil {
			return out, fmt.Errorf("game %d: %w", len(out)+1, err)
		}
		out = append(out, g)
		i = next
	}
	return out, nil
}

type token struct {
	kind byte // '[' tag, '{' comment, 'm' movetext word
	text string
	val  string // a tag's value
}

// tokenize splits PGN into tags, comments and the words of the movetext.
func tokenize(s string) []token {
	var out []token
	r := []rune(s)
	for i := 0; i < len(r); {
		c := r[i]
		switch {
		case unicode.IsSpace(c):
			i++
		case c == '[':
			j := i + 1
			for j < len(r) && r[j] != ']' {
				if r[j] == '"' {
					j++
					for j < len(r) && r[j] != '"' {
						if r[j] == '\\' {
							j++
						}
						j++
					}
				}
				j++
			}
			body := strings.TrimSpace(string(r[i+1 : min(j, len(r))]))
			name, val, _ := strings.Cut(body, " ")
			val = strings.TrimSpace(val)
			val = strings.TrimSuffix(strings.TrimPrefix(val, `"`), `"`)
			val = strings.NewReplacer(`\"`, `"`, `\\`, `\`).Replace(val)
			out = append(out, token{kind: '[', text: name, val: val})
			i = j + 1
		case c == '{':
			j := i + 1
			for j < len(r) && r[j] != '}' {
				j++
			}
			out = append(out, token{kind: '{', text: string(r[i+1 : min(j, len(r))])})
			i = j + 1
		case c == ';':
			for i < len(r) && r[i] != '\n' {
				i++
			}
		case c == '(':
			// A variation: skipped, nested ones too.
			depth := 0
			for ; i < len(r); i++ {
				if r[i] == '(' {
					depth++
				} else if r[i] == ')' {
					depth--
					if depth == 0 {
						i++
						break
					}
				}
			}
		default:
			j := i
			for j < len(r) && !unicode.IsSpace(r[j]) && !strings.ContainsRune("{}[]();", r[j]) {
				j++
			}
			if j == i {
				j++
			}
			out = append(out, token{kind: 'm', text: string(r[i:j])})
			i = j
		}
	}
	return out
}

var results = map[string]bool{"1-0": true, "0-1": true, "1/2-1/2": true, "*": true}

// readGame reads the game that begins at toks[i]: its tags, then its moves
// up to its result.
func readGame(toks []token, i int) (Read, int, error) {
	g := Read{Tags: map[string]string{}}
	for i < len(toks) && toks[i].kind == '[' {
		g.Tags[toks[i].text] = toks[i].val
		i++
	}
	fen := ""
	if g.Tags["SetUp"] == "1" || g.Tags["FEN"] != "" {
		fen = g.Tags["FEN"]
	}
	pos, err := newPosition(fen)
	if err != nil {
		return g, i, err
	}
	for ; i < len(toks); i++ {
		t := toks[i]
		switch {
		case t.kind == '[':
			return g, i, fmt.Errorf("a tag in the movetext, before the result: %s", t.text)
		case t.kind == '{':
			continue
		case results[t.text]:
			g.Result = t.text
			g.FEN = pos.fen()
			return g, i + 1, nil
		}
		word := moveWord(t.text)
		if word == "" {
			continue // a move number or an annotation
		}
		next, uci, ok := pos.play(word)
		if !ok {
			return g, i, fmt.Errorf("move %d, %q, is not legal in %s", len(g.Moves)+1, t.text, pos.fen())
		}
		pos = next
		g.Moves = append(g.Moves, uci)
	}
	return g, i, fmt.Errorf("no result at the end of the movetext")
}

// moveWord is the move in a movetext word ("12.Nf3" → "Nf3"), or "" for a
// move number, a NAG or an annotation.
func moveWord(w string) string {
	if strings.HasPrefix(w, "$") {
		return ""
	}
	for _, c := range []string{"0-0-0", "0-0"} {
		if strings.HasPrefix(w, c) {
			return strings.ReplaceAll(c, "0", "O") + strings.TrimRight(w[len(c):], "!?")
		}
	}
	w = strings.TrimLeftFunc(w, unicode.IsDigit)
	w = strings.TrimLeft(w, ".")
	return strings.TrimRight(w, "!?")
}
