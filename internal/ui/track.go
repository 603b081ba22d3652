package ui

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/incidents"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// The record the log follows (recordState): each event applied through it
// is described for the log, its moves numbered and spelt, from what the
// event changed (rules.Game.MovesChangedFrom), not from the whole game.

// recordState is what the log follows from event to event.
type recordState struct {
	entries []logEntry
	// texts are the entries' texts, one copy of each (eventText).
	texts      map[string]string
	undone     []undoneEvent  // what `u` took off, for `U` to put back; the last on top
	quitAsked  bool           // ctrl+c asked whether to quit the game unfinished
	cryAsked   bool           // + asked whether to cry check where no King stands in check
	replayed   incidents.Line // the last event replayed, and its line of the journal
	rec        moveRecord
	startBlack bool
	startMove  int
	// unnamed are the entries (indexes, in order) replayed from a file
	// whose moves are not yet named in algebraic notation; their moves
	// stand in the record until an event takes them back, which names
	// them first.
	unnamed []int
	// setupSAN are the moves of the setup (the Moves tag) in algebraic
	// notation, for the log's first line.
	setupSAN []string
	// setupDesc are the same in descriptive notation (where one spells).
	setupDesc []string
	// notation is how the log spells the moves: chess.Algebraic, or
	// chess.Descriptive on request.
	notation chess.Notation
}

// addReplayed appends an entry replayed from a file; its moves are named
// when the log draws it, or when an event takes them back.
func (t *recordState) addReplayed(en logEntry) {
	t.entries = append(t.entries, en)
	if len(en.moves) != len(en.added) {
		t.unnamed = append(t.unnamed, len(t.entries)-1)
	}
}

// alternating numbers the ply-th move of the record (0-based) as if the
// sides had alternated from the start: the moves of the setup.
func (t *recordState) alternating(ply int) plyNum {
	off := ply
	if t.startBlack {
		off++
	}
	return plyNum{num: t.startMove + off/2, black: off%2 == 1}
}

// numberAdded numbers the moves an event added to the record, from the
// board after it: the mover owns the man on the last move's square, and the
// FEN's move number counts the moves. Several moves at once (rare) follow
// the one before them. nums are the numbers of the record before.
func (t *recordState) numberAdded(g *rules.Game, added []string, c int, nums []plyNum) []plyNum {
	var out []plyNum
	prev := plyNum{num: t.startMove, black: !t.startBlack}
	if c > 0 && c-1 < len(nums) {
		prev = nums[c-1]
	} else if c > 0 {
		prev = t.alternating(c - 1)
	}
	for i, u := range added {
		next := plyNum{num: prev.num, black: !prev.black}
		if !next.black {
			next.num++
		}
		if i == len(added)-1 && len(u) >= 4 {
			if to, ok := chess.ParseSquare(u[2:4]); ok {
				if p := g.PieceAt(to); !p.Empty() {
					next.black = p.Color == chess.Black
					next.num = g.MoveNumber()
					if next.black {
						next.num--
					}
					// A move out of turn does not pass the turn, so the
					// board has not counted it: never a move 0.
					next.num = max(next.num, 1)
				}
			}
		}
		out = append(out, next)
		prev = next
	}
	return out
}

// applyTracked applies e to the game and describes it for the log: the
// moves it added to the record and those it took back, numbered. It costs
// what the event changed: the core says from which move the record may
// differ (MovesChangedFrom). With eager false (replaying a file) the
// algebraic notation of the added moves is left until the log draws them.
func (t *recordState) applyTracked(g *rules.Game, e record.Event, eager bool) (logEntry, error) {
	before := t.rec
	n := len(before.uci)
	// The move the event makes, spelt descriptively against the position
	// before it, whichever notation the log shows now (D may be pressed
	// later, when the position is gone). Replaying a file, it is spelt
	// when the log draws it, or its moves are taken back (descPending).
	evMove, moves := eventMove(g, e)
	var descText string
	if eager && moves {
		if text, ok := spellEvent(g, evMove, before.orig); ok {
			descText = text
		}
	}
	if err := g.Apply(e); err != nil {
		return logEntry{}, err
	}
	low := min(g.MovesChangedFrom(), n)
	tail := g.MovesFrom(low)
	c := low
	for c < n && c-low < len(tail) && before.uci[c] == tail[c-low] {
		c++
	}
	en := logEntry{text: t.eventText(e), plies: low + len(tail), first: c, entryMoves: noMoves}
	// A value until it is kept: most events (a cry, a claim) add and take
	// back no move, and a replay of a long journal would otherwise make an
	// entryMoves of garbage for each of them.
	mv := entryMoves{added: tail[c-low:]}
	mv.nums = t.numberAdded(g, mv.added, c, before.nums)
	if n > c {
		// Moves were taken back: name them as they stood before, and the
		// moves of the entries not yet named that they take back.
		san, err := t.sanBefore(g, e, c, n)
		if err != nil {
			return logEntry{}, err
		}
		mv.retracted = labels(san, before.uci, before.nums, c, n)
		mv.takenNums = slices.Clone(before.nums[c:n])
		before.san = san
		mv.descTaken = descBare(&before, c, n)
		mv.descRetracted = descLabels(&before, c, n)
	}
	// A correction never made may take nothing back: the moves it had
	// taken off the record come back on (nobody noticed).
	mv.reread = g.ReadAsPlayed()
	// Only the move the event made itself has a descriptive spelling.
	descText, err := descOfAdded(g, e, mv.added, evMove, moves, descText, eager, c == n, before.orig)
	if err != nil {
		return logEntry{}, err
	}
	if len(mv.added) > 0 || len(mv.retracted) > 0 || mv.reread || len(mv.takenNums) > 0 {
		kept := mv // a copy escapes, not mv
		en.entryMoves = &kept
	}
	// Recording (eager), the record before is kept for a rollback.
	orig := before.orig
	was := followOrigins(&orig, before.uci, before.was, c, en.added)
	t.rec = moveRecord{
		uci:  append(cut(before.uci, c, eager), en.added...),
		san:  append(cut(before.san, c, eager), make([]string, len(en.added))...),
		nums: append(cut(before.nums, c, eager), en.nums...),
		desc: append(cut(before.desc, c, eager), make([]string, len(en.added))...),
		was:  append(cut(before.was, c, eager), was...),
		orig: orig,
	}
	if descText != "" {
		t.rec.desc[c] = descText
	}
	if eager && len(en.added) > 0 {
		copy(t.rec.san[c:], g.SANFrom(c))
		en.own().moves = labels(t.rec.san, t.rec.uci, t.rec.nums, c, len(t.rec.uci))
		en.descMoves = descLabels(&t.rec, c, len(t.rec.uci))
	}
	return en, nil
}

// eventText is e in the incident notation, one copy of each text for all
// the entries that say it: a journal repeats the same few events
// (W say check) hundreds of thousands of times.
func (t *recordState) eventText(e record.Event) string {
	s := incidents.FormatEvent(e)
	if t, ok := t.texts[s]; ok {
		return t
	}
	if t.texts == nil {
		t.texts = map[string]string{}
	}
	if len(t.texts) < maxTexts {
		t.texts[s] = s
	}
	return s
}

// sanBefore spells the record as it stood before e (just applied) from
// ply from to ply to, where e took it back; the entries not yet named
// whose moves it takes back are named first. Moves not yet spelt are read
// from the game with e undone (from its nearest checkpoint), then e is
// applied again.
func (t *recordState) sanBefore(g *rules.Game, e record.Event, from, to int) ([]string, error) {
	lo := from
	var taken []int
	for len(t.unnamed) > 0 {
		i := t.unnamed[len(t.unnamed)-1]
		if i >= len(t.entries) {
			t.unnamed = t.unnamed[:len(t.unnamed)-1]
			continue
		}
		en := t.entries[i]
		if en.first+len(en.added) <= from {
			break // this one, and those before it, still stand
		}
		t.unnamed = t.unnamed[:len(t.unnamed)-1]
		taken = append(taken, i)
		lo = min(lo, en.first)
	}
	rec := t.rec
	known := true
	for k := lo; k < to; k++ {
		known = known && rec.san[k] != "" && (k >= len(rec.desc) || rec.desc[k] != descPending)
	}
	if !known {
		if _, ok := g.Undo(); ok {
			copy(rec.san[lo:to], g.SANRange(lo, to))
			spellPending(g, &rec, lo, to)
			if err := g.Apply(e); err != nil {
				return nil, fmt.Errorf("re-applying after a look back: %w", err)
			}
		}
	}
	for _, i := range taken {
		en := &t.entries[i]
		if len(en.moves) != len(en.added) {
			en.own().moves = labels(rec.san, rec.uci, rec.nums, en.first, en.first+len(en.added))
			en.descMoves = descLabels(&rec, en.first, en.first+len(en.added))
		}
	}
	return rec.san, nil
}

// entryMoves are the moves entry i added, numbered in algebraic notation;
// an entry replayed from a file is named now, from the record, where its
// moves still stand.
func (t *recordState) entryMoves(g *rules.Game, i int) []string {
	en := &t.entries[i]
	if len(en.moves) == len(en.added) {
		return en.moves
	}
	from, to := en.first, en.first+len(en.added)
	if to <= len(t.rec.san) {
		missing := false
		for k := from; k < to; k++ {
			missing = missing || t.rec.san[k] == ""
		}
		if missing {
			copy(t.rec.san[from:to], g.SANRange(from, to))
		}
		spellPending(g, &t.rec, from, to)
	}
	en.own().moves = labels(t.rec.san, t.rec.uci, t.rec.nums, from, to)
	en.descMoves = descLabels(&t.rec, from, to)
	return en.moves
}

// maxTexts is how many distinct texts eventText keeps: a game's events
// say a few thousand things at most (verbs, squares, options); past that
// a text is not worth keeping.
const maxTexts = 1 << 13

// cut is s[:n]; with keep, copied when it drops elements, so that what is
// appended to it never writes over the longer slice, kept for a rollback.
func cut[T any](s []T, n int, keep bool) []T {
	switch {
	case n >= len(s):
		return s
	case keep:
		return append(make([]T, 0, n+4), s[:n]...)
	}
	return s[:n]
}

// labels numbers the moves from..to of a record in algebraic notation,
// falling back to UCI for a move not spelt.
func labels(san, uci []string, nums []plyNum, from, to int) []string {
	var out []string
	for i := from; i < to && i < len(nums) && i < len(uci); i++ {
		mv := uci[i]
		if i < len(san) && san[i] != "" {
			mv = san[i]
		}
		out = append(out, nums[i].label(mv))
	}
	return out
}

// startLine says where the game began, when not at the initial position
// with no moves: the position (--fen) and the moves played from it (--moves).
func (t *recordState) startLine(g *rules.Game, c *viewCache) string {
	if g == nil {
		return ""
	}
	if c == nil {
		return t.makeStartLine(g)
	}
	key := startKey{g, t.descriptive(), len(t.setupSAN)}
	if key.desc {
		key.n = len(t.setupDesc)
	}
	if c.startFor != key {
		c.start, c.startFor = t.makeStartLine(g), key
	}
	return c.start
}

// makeStartLine makes the log's first line: the position the game began
// from and the setup moves.
func (t *recordState) makeStartLine(g *rules.Game) string {
	s := g.Setup()
	if s.FEN == "" && len(s.Moves) == 0 {
		return ""
	}
	text := "Start: "
	if s.FEN != "" {
		text += "the position " + s.FEN
	} else {
		text += "the initial position"
	}
	spelt := t.setupSAN
	if t.descriptive() && len(t.setupDesc) >= len(s.Moves) {
		spelt = t.setupDesc
	}
	if n := len(s.Moves); n > 0 && len(spelt) >= n {
		var mv []string
		for i := 0; i < n; i++ {
			mv = append(mv, t.alternating(i).label(spelt[i]))
		}
		text += ", then " + strings.Join(mv, " ")
	} else if n > 0 {
		text += ", then " + strings.Join(s.Moves, " ")
	}
	return text
}

// logEntry is one recorded event as the log shows it. A journal may hold
// hundreds of thousands of events that add and take back no move (false
// cries of check): what an event says of moves is kept apart, and all
// such events share one empty entryMoves (noMoves), so that each costs
// its text and two numbers.
type logEntry struct {
	text  string // the event in the incident notation
	plies int    // moves in the record after this event
	first int    // the ply of added[0]
	// withPrev: recorded on one line with the move before it, the mover's
	// cry of check (Qxf7+): one act (oneAct), which one undo takes back.
	withPrev bool
	// entryMoves is noMoves, never nil, until something is written to it
	// (own).
	*entryMoves
}

// entryMoves are the moves an event added and took back, as the log
// numbers and spells them.
type entryMoves struct {
	added []string // moves (UCI) this event added to the record
	// moves are the same, numbered in algebraic notation ("1. e4"); nil
	// until the log draws the entry, for an event replayed from a file
	// (entryMoves names them).
	moves     []string
	retracted []string // moves this event took back, numbered
	// reread: the event showed the game went on as played, and the moves
	// from retracted[0] on were read again (rules.Game.ReadAsPlayed).
	reread bool
	// descMoves are the added moves numbered as the descriptive log
	// spells them, made with moves; descRetracted the same of retracted,
	// and descTaken those moves bare (an undo puts them back).
	descMoves, descRetracted, descTaken []string
	nums                                []plyNum // the numbers of the added moves
	// takenNums are the numbers the moves taken back had: an undo of the
	// event numbers them so again.
	takenNums []plyNum
}

// noMoves is the entryMoves of every event that added and took back no
// move: read, never written (own).
var noMoves = &entryMoves{}

// own is en's entryMoves to write to: its own, not the shared noMoves.
func (en *logEntry) own() *entryMoves {
	if en.entryMoves == noMoves || en.entryMoves == nil {
		en.entryMoves = &entryMoves{}
	}
	return en.entryMoves
}

// plyNum is how a move of the record is numbered: its move number and
// whether Black made it. Counted from the board, not by alternation: a
// turn forfeited, a move out of turn, break the alternation.
type plyNum struct {
	num   int
	black bool
}

func (p plyNum) label(san string) string {
	if p.black {
		return fmt.Sprintf("%d... %s", p.num, san)
	}
	return fmt.Sprintf("%d. %s", p.num, san)
}

// moveRecord follows the game's move record from event to event, from
// what each event changed (rules.Game.MovesChangedFrom): an event costs
// what it changed, not the length of the game. The three slices have the
// record's length. A slice is copied when an event takes moves back, so
// that a record saved for a rollback is never written over.
type moveRecord struct {
	uci  []string
	san  []string // the moves in algebraic notation; "" where not yet spelt (replayed from a file)
	nums []plyNum // how each move is numbered
	// desc are the moves in descriptive notation, as the events that
	// made them spelt them; "" where a move has none (its algebraic
	// notation stands).
	desc []string
	// orig are the origins of the men after the record's moves, which the
	// descriptive notation names them by; was[k] is what the k-th move
	// wrote over in them, to take it back.
	orig chess.Origins
	was  []byte
}
