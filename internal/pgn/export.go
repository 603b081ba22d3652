package pgn

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/plain"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// Tags are the game tags (Event, Site, Date, Round, White, Black): an
// absent one is written "?" (the date "????.??.??").
type Tags map[string]string

// kept are the tags beyond those the export writes itself (a score
// sheet's ECO, Opening, Termination, ...), in the order of their names.
func (t Tags) kept() [][2]string {
	var out [][2]string
	for name, v := range t {
		if !written[strings.ToLower(name)] && !strings.EqualFold(name, "Annotator") {
			out = append(out, [2]string{name, v})
		}
	}
	slices.SortFunc(out, func(a, b [2]string) int { return strings.Compare(a[0], b[0]) })
	return out
}

// rosterOrder is the Seven Tag Roster without the result.
var rosterOrder = []string{"Event", "Site", "Date", "Round", "White", "Black"}

// Export writes the game as PGN: one game, or several where the record
// holds what PGN cannot say (see the package comment).
func Export(g *rules.Game, tags Tags) string {
	var b strings.Builder
	for i, pg := range Games(g, tags) {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(pg.String())
	}
	return b.String()
}

// moment is the game after an event (or at its start): the move record and
// the board.
type moment struct {
	moves []string // UCI
	fen   string
	cp    int // how much of the final record the moves are the start of
}

// segment is one PGN game of the export: a stretch of the record PGN can
// say, from a position.
type segment struct {
	fen    string   // where it starts ("" the initial position)
	first  int      // the record's ply its first move is
	san    []string // its moves
	before string   // why it starts here (after a break)
	after  string   // why it ends here (before a break)
}

// Games cuts the game into the PGN games that say it: the rulings, and the
// umpire's notes (a score's comments read into a journal among them), as
// comments after the moves they followed.
func Games(g *rules.Game, tags Tags) []Game { return games(g, tags, true) }

// games is Games, the notes left out where the caller writes the score's
// comments itself (ExportScore).
func games(g *rules.Game, tags Tags, notes bool) []Game {
	setup := g.Setup()
	rep := g.Report()
	final, san := rep.Moves, g.SAN()
	if len(san) != len(final) {
		// Should the two records ever disagree, the moves go as UCI would
		// not read: say nothing of them but the position.
		san = nil
	}
	moments := timeline(g, final)
	segs := cut(g, setup, rep, final, san, moments)
	info, _ := law.LookupCode(setup.Code)
	result := rep.Result
	var extra []string
	switch result {
	case "1-0", "0-1", "1/2-1/2", "*":
	case law.ResultAnnulled:
		result = "*"
		extra = append(extra, "The game was annulled by the umpire.")
	default:
		result = "*"
	}
	if res, why := g.Ending(); res != "*" && why != "" {
		if recordedResult(g) {
			why = "the result recorded at the board"
		}
		extra = append(extra, "The game ended: "+res+", "+why+".")
	}
	segs = splitTerminal(segs, result, setup.FEN, san, final)
	comments := rulingComments(rep, moments, len(final), setup.Code)
	if notes {
		noteComments(comments, g.Events(), moments, len(final))
	}
	var out []Game
	for i, s := range segs {
		res := "*"
		if i == len(segs)-1 {
			res = result
		}
		pg := Game{FEN: s.fen, SAN: s.san, Comments: map[int][]string{}, Result: res}
		for _, name := range rosterOrder {
			v := tags[name]
			if v == "" {
				v = "?"
				if name == "Date" {
					v = "????.??.??"
				}
			}
			pg.Tags = append(pg.Tags, [2]string{name, v})
		}
		pg.Tags = append(pg.Tags, [2]string{"Result", res})
		if s.fen != "" {
			pg.Tags = append(pg.Tags, [2]string{"SetUp", "1"}, [2]string{"FEN", s.fen})
		}
		annotator := "arbiter"
		if a := tags["Annotator"]; a != "" {
			annotator = a // the score sheet's annotator, kept
		}
		pg.Tags = append(pg.Tags, [2]string{"Annotator", annotator})
		if i == 0 {
			pg.Tags = append(pg.Tags, tags.kept()...)
		}
		if i == 0 && info.ID != "" {
			pg.Comments[0] = append(pg.Comments[0], fmt.Sprintf("Played under %s, %s (%d)", info.Author, info.Title, info.Year))
		}
		if len(segs) > 1 {
			pg.Comments[0] = append(pg.Comments[0], fmt.Sprintf("Part %d of %d of one game", i+1, len(segs)))
		}
		if s.before != "" {
			pg.Comments[0] = append(pg.Comments[0], s.before)
		}
		out = append(out, pg)
	}
	// The rulings, after the moves they followed, in the game that holds
	// that moment.
	for ply := 0; ply <= len(final); ply++ {
		cs := comments[ply]
		if len(cs) == 0 {
			continue
		}
		i := len(segs) - 1
		for i > 0 && segs[i].first > ply {
			i--
		}
		at := min(ply-segs[i].first, len(segs[i].san))
		out[i].Comments[at] = append(out[i].Comments[at], cs...)
	}
	for i, s := range segs {
		if s.after != "" {
			n := len(s.san)
			out[i].Comments[n] = append(out[i].Comments[n], s.after)
		}
	}
	last := &out[len(out)-1]
	last.Comments[len(last.SAN)] = append(last.Comments[len(last.SAN)], extra...)
	return out
}

// timeline replays the game's events: the record and the board after each.
func timeline(g *rules.Game, final []string) []moment {
	rg, err := rules.New(g.Setup())
	if err != nil {
		return nil
	}
	at := func() moment {
		r := rg.Report()
		return moment{moves: r.Moves, fen: r.FEN, cp: commonPrefix(r.Moves, final)}
	}
	out := []moment{at()}
	for _, e := range g.Events() {
		if err := rg.Apply(e); err != nil {
			break // cannot happen: the events stood in g
		}
		out = append(out, at())
	}
	return out
}

func commonPrefix(a, b []string) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

// runs finds, for each length k of the final record, the last stretch of
// moments whose record was its first k moves: the first and the last
// moment of it (-1 when the record never stood so, as for the moves of the
// setup before the last).
func runs(moments []moment, n int) (first, last []int) {
	first, last = make([]int, n+1), make([]int, n+1)
	for k := range first {
		first[k], last[k] = -1, -1
	}
	for j := len(moments) - 1; j >= 0; j-- {
		mo := moments[j]
		k := len(mo.moves)
		if mo.cp != k || k > n {
			continue
		}
		if last[k] < 0 {
			last[k], first[k] = j, j
			continue
		}
		if first[k] == j+1 {
			first[k] = j
		}
	}
	return first, last
}

// cut walks the final record with a PGN reader's position beside arbiter's
// board, and starts a new PGN game wherever they part: before a move PGN
// cannot say, and wherever the board changed with no move (a turn
// forfeited, a man dropped or put back).
func cut(g *rules.Game, setup rules.Setup, rep rules.Report, final, san []string, moments []moment) []segment {
	n := len(final)
	first, last := runs(moments, n)
	fenAt := func(j int, fallback string) string {
		if j >= 0 && j < len(moments) {
			return readableFEN(moments[j].fen)
		}
		return fallback
	}
	// The start as arbiter took it (castling rights the board contradicts
	// dropped), in a form readers take.
	start := ""
	if setup.FEN != "" {
		start = readableFEN(rep.Start)
	}
	cur := segment{fen: start}
	pos, err := newPosition(start)
	if err != nil {
		// A position the reader cannot set up: only the last is written.
		return []segment{{fen: rep.FEN, first: n, before: "The game began from a position PGN readers cannot set up."}}
	}
	var segs []segment
	restart := func(fen string, ply int, after, before string) {
		cur.after = after
		segs = append(segs, cur)
		cur = segment{fen: fen, first: ply, before: before}
		if p, err := newPosition(fen); err == nil {
			pos = p
		}
	}
	label := func(ply int) string { return moveLabel(setup.FEN, ply, san, final) }
	setupMoves := len(setup.Moves)
	for k := 0; k < n; k++ {
		if k >= setupMoves && last[k] >= 0 {
			// The board before this move, as arbiter has it.
			pre := fenAt(last[k], "")
			if pre != "" && !pos.sameAs(pre) {
				why := offRecordChange(rep, pos.fen(), pre, k)
				restart(pre, k, why+" PGN cannot say it: the game goes on in the next game of this file.", "Continued: "+why)
			}
		}
		var mv string
		if san != nil {
			mv = san[k]
		}
		next, uci, ok := pos.play(mv)
		post := fenAt(first[k+1], "")
		// The men only: the side to move may have changed since, with the
		// move standing (a turn forfeited), which the next move's check sees.
		sameBoard := k+1 <= setupMoves || post == "" || sameMen(next.fen(), post)
		if ok && uci == final[k] && sameBoard {
			cur.san = append(cur.san, mv)
			pos = next
			continue
		}
		why := label(k) + ": " + irregularity(rep, final[k], setup.Code)
		if post == "" {
			post = readableFEN(rep.FEN)
		}
		restart(post, k+1, "Next, "+why+". PGN cannot say that move: the game goes on in the next game of this file, from the position after it.", "Continued after "+why+".")
	}
	if end := readableFEN(rep.FEN); !pos.sameAs(end) && n >= setupMoves {
		why := offRecordChange(rep, pos.fen(), end, n)
		restart(end, n, why+" PGN cannot say it: the next game of this file sets the board as it stands.", "The board as it stands: "+why)
	}
	return append(segs, cur)
}

// readableFEN is a FEN as PGN readers take it: an en passant square only
// where a pawn of the side that just moved could have passed (arbiter keeps
// the one a false move of a pawn leaves).
func readableFEN(fen string) string {
	f := strings.Fields(fen)
	if len(f) < 4 || f[3] == "-" {
		return fen
	}
	if !(f[1] == "b" && strings.HasSuffix(f[3], "3") || f[1] == "w" && strings.HasSuffix(f[3], "6")) {
		f[3] = "-"
	}
	return strings.Join(f, " ")
}

// splitTerminal keeps a reader from scoring a game arbiter has not: a PGN
// game whose last move leaves no move (mate, stalemate) must carry the
// result that says so. Where arbiter's result differs (the law gave the
// game on, or the umpire has yet to decide), that move is told in a comment
// and the position after it is the next game, with no move.
func splitTerminal(segs []segment, result, startFEN string, san, final []string) []segment {
	var out []segment
	for i, s := range segs {
		res := "*"
		if i == len(segs)-1 {
			res = result
		}
		if len(s.san) == 0 {
			out = append(out, s)
			continue
		}
		pos, err := newPosition(s.fen)
		if err != nil {
			out = append(out, s)
			continue
		}
		for _, mv := range s.san {
			if next, _, ok := pos.play(mv); ok {
				pos = next
			}
		}
		end := pos.terminal()
		consistent := end == "" ||
			end == "stalemate" && res == "1/2-1/2" ||
			end == "checkmate" && (res == "1-0" && pos.side() == "b" || res == "0-1" && pos.side() == "w")
		if consistent {
			out = append(out, s)
			continue
		}
		ply := s.first + len(s.san) - 1
		why := fmt.Sprintf("%s leaves the side to move no legal move, which PGN readers score as %s; arbiter's result is %s, so the move is told here and the position after it is the next game.", moveLabel(startFEN, ply, san, final), end, res)
		if res == "*" {
			why = fmt.Sprintf("%s leaves the side to move no legal move, which PGN readers score as %s; the law has not ended the game, so the move is told here and the position after it is the next game.", moveLabel(startFEN, ply, san, final), end)
		}
		head := s
		head.san = s.san[:len(s.san)-1]
		head.after = "Next, " + why
		tail := segment{fen: pos.fen(), first: ply + 1, before: "After " + moveLabel(startFEN, ply, san, final) + ".", after: s.after}
		out = append(out, head, tail)
	}
	return out
}

// moveLabel numbers a move of the record: "12. Ng1-g4", "12... Nf6".
func moveLabel(fen string, ply int, san, uci []string) string {
	black, move := fenStart(fen)
	off := ply
	if black {
		off++
	}
	mv := uci[ply]
	if san != nil {
		mv = san[ply]
	}
	if off%2 == 1 {
		return fmt.Sprintf("%d... %s", move+off/2, mv)
	}
	return fmt.Sprintf("%d. %s", move+off/2, mv)
}

// irregularity says why a move is not one PGN can say: the ruling on it.
func irregularity(rep rules.Report, uci, code string) string {
	for i := len(rep.Rulings) - 1; i >= 0; i-- {
		r := rep.Rulings[i]
		if r.Move != uci {
			continue
		}
		s := law.DescribeKind(r.Kind)
		if len(r.Articles) > 0 {
			s += " (" + cite(code, r.Articles) + ")"
		}
		if r.State != "" {
			info, _ := law.LookupCode(code)
			st := plain.State(info, r, "the penalty was not claimed in time, and is lost.")
			if !strings.HasPrefix(st, "White") && !strings.HasPrefix(st, "Black") {
				st = strings.ToLower(st[:1]) + st[1:]
			}
			s += "; " + strings.TrimSuffix(st, ".")
		}
		return s
	}
	return "a move that is not legal in chess, standing on the board"
}

// offRecordChange says how the board came to differ from the moves: a turn
// forfeited, or men moved, taken off or put back without a move.
func offRecordChange(rep rules.Report, want, got string, ply int) string {
	if sameMen(want, got) {
		for _, r := range rep.Rulings {
			if r.Chosen == law.OptForfeitTurn {
				side := "White"
				if f := strings.Fields(got); len(f) > 1 && f[1] == "w" {
					side = "Black"
				}
				return fmt.Sprintf("%s's turn was forfeited (%s, %s), so the same side moves again.", side, law.DescribeKind(r.Kind), cite(rep.Code, r.Articles))
			}
		}
		if f, h := strings.Fields(want), strings.Fields(got); len(f) > 1 && len(h) > 1 && f[1] == h[1] {
			return "The castling rights changed without a move."
		}
		return "The turn passed without a move."
	}
	for i := len(rep.Rulings) - 1; i >= 0; i-- {
		switch r := rep.Rulings[i]; r.Kind {
		case law.KindDroppedMan, law.KindBoardUpset, law.KindMenMisplaced, law.KindBoardMisplaced:
			return "The men were changed on the board without a move: " + law.DescribeKind(r.Kind) + "."
		}
	}
	return "The men were changed on the board without a move."
}

// rulingComments are the rulings as comments, each after the last move of
// the final record standing when it was raised: a move taken back later
// (often by the ruling itself) is not in the record.
func rulingComments(rep rules.Report, moments []moment, n int, code string) map[int][]string {
	out := map[int][]string{}
	// low[j] is the least of the record kept from moment j on.
	low := make([]int, len(moments)+1)
	low[len(moments)] = n
	for j := len(moments) - 1; j >= 0; j-- {
		low[j] = min(low[j+1], moments[j].cp)
	}
	for i, r := range rep.Rulings {
		after := 0
		if r.Event >= 0 && r.Event < len(moments) {
			after = low[r.Event]
		}
		after = max(0, min(after, n))
		out[after] = append(out[after], rulingComment(i, r, code))
	}
	return out
}

// noteComments adds the umpire's notes to the comments, each after the last
// move of the final record standing when it was made, before the rulings
// raised there.
func noteComments(out map[int][]string, events []record.Event, moments []moment, n int) {
	low := make([]int, len(moments)+1)
	low[len(moments)] = n
	for j := len(moments) - 1; j >= 0; j-- {
		low[j] = min(low[j+1], moments[j].cp)
	}
	notes := map[int][]string{}
	for i, e := range events {
		if e.Verb != record.Note || strings.TrimSpace(e.Text) == "" || i+1 >= len(moments) {
			continue
		}
		after := max(0, min(low[i+1], n))
		notes[after] = append(notes[after], e.Text)
	}
	for k, ns := range notes {
		out[k] = append(ns, out[k]...)
	}
}

// rulingComment is a ruling in one sentence for a PGN comment, in the
// players' words: the comment stands after the move, which places it.
func rulingComment(i int, r rules.Ruling, code string) string {
	info, _ := law.LookupCode(code)
	s := fmt.Sprintf("Ruling %d: %s", i+1, law.DescribeKind(r.Kind))
	if r.Offender != "" {
		s += ", by " + title(r.Offender)
	}
	if len(r.Articles) > 0 {
		s += " (" + plain.Articles(info, r.Articles) + ")"
	}
	if r.State == rules.StatePending && len(r.Options) > 0 {
		return s + "; " + plain.Title(plain.Who(r.Chooser)) + " may choose: " + plain.Options(r)
	}
	lapsed := ""
	if r.State == rules.StateExpired && r.SupersededBy == 0 && !r.Unmade {
		lapsed = "the penalty was not claimed in time, and is lost."
	}
	st := plain.State(info, r, lapsed)
	if !strings.HasPrefix(st, "White") && !strings.HasPrefix(st, "Black") {
		st = strings.ToLower(st[:1]) + st[1:]
	}
	return s + "; " + strings.TrimSuffix(st, ".")
}

func cite(code string, arts []string) string {
	if info, ok := law.LookupCode(code); ok {
		return plain.Cite(info, arts)
	}
	return code + " " + strings.Join(arts, ", ")
}

func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// recordedResult reports whether the game's result is one recorded by a
// `result` event (agreed at the board, declared, or carried from a score
// that says how the game ended), where the core's reason for a fixed
// result would name a resignation that did not happen.
func recordedResult(g *rules.Game) bool {
	evs := g.Events()
	for i := len(evs) - 1; i >= 0; i-- {
		switch evs[i].Verb {
		case record.Result:
			return true
		case record.Resign, record.Abandon, record.Annul:
			return false
		}
	}
	return false
}
