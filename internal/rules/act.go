package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
)

// An event is ruled on here: recorded, checked against its verb's row
// (verbTable, below) and applied by the row's function. The acts (touch.go,
// move.go, claim.go...) call nothing back in this file or in game.go; only
// the replays (asplayed.go, checkpoint.go) record events again through it.

// applyRecorded records one event and rules on it on the game as it stands.
func (g *Game) applyRecorded(e *record.Event) error {
	n := g.events.Len()
	g.events.Add(e)
	g.s.eventNo = n + 1
	g.movesLow = len(g.s.moves)
	if err := g.apply(e); err != nil {
		g.snapshots.restoreTo(n)
		g.movesLow = len(g.s.moves) // nothing changed
		return err
	}
	if chess.VerifyBoards && !g.s.board.BitsAgree() {
		return fmt.Errorf("internal error: after event %d the board's bitboards disagree with its squares (a write not through Board.put)", n+1)
	}
	if chess.VerifyBoards && !g.s.board.ReadAgrees() {
		return fmt.Errorf("internal error: after event %d what the board keeps of its placement (check, pins) is stale (a write not through Board.put)", n+1)
	}
	if g.checkpoints.Kept() {
		g.snapshots.checkpointIfDue()
	}
	return nil
}

// apply rules on one event, then on what follows from it: in a game by
// correspondence, the sender's next move sent once the reply assumed is
// made.
func (g *Game) apply(e *record.Event) error {
	running := g.s.board.Turn // whose clock runs until this event
	if err := g.act(e); err != nil {
		return err
	}
	for _, judge := range g.terms.afterEvent {
		if err := judge(g, running, !e.At.IsZero()); err != nil {
			return err
		}
	}
	if g.s.pending > 0 {
		g.rulings.lapseAtEnd()
	}
	for _, follow := range g.terms.followUp {
		if err := follow(g); err != nil {
			return err
		}
	}
	return nil
}

// act rules on one event: who may do it, whether the game still takes it,
// then the act itself.
func (g *Game) act(e *record.Event) error {
	row, ok := verbRowOf(e.Verb)
	if !ok {
		return fmt.Errorf("unknown event %q", e.Verb)
	}
	player, isPlayer := e.Actor.Color()
	if err := checkActor(row, isPlayer); err != nil {
		return err
	}
	if e.Unasked && (isPlayer || !row.Unasked) {
		return fmt.Errorf("%s: only the umpire's %s may be recorded unasked", e.Verb, UnaskedVerbs())
	}
	if (row.over == overNoClaim || row.over == overNoAnnul || e.Verb == record.Result) && g.over() {
		// A claim, an appeal or a dispute after the end is recorded and
		// answered: the result stands (recorded.go).
		g.s.clocks.tick(e.At, g.s.board.Turn)
		return g.claims.afterTheGame(player, isPlayer, afterWhat(e))
	}
	if err := g.checkGameTakes(row); err != nil {
		return err
	}
	g.s.clocks.tick(e.At, g.s.board.Turn)
	if row.atBoard {
		if err := g.modes.noTouching(e.Verb); err != nil {
			return err
		}
	}
	if e.Verb != record.Promote && g.s.promo != nil {
		// Play went on without the piece being named.
		if g.law.UnnamedPromotion == law.PromotionAwaitsSelection {
			switch e.Verb {
			case record.Note, record.Resign, record.Abandon, record.Annul, record.Result:
				// Not play: a note, or the end of the game, waits for no piece.
				return g.applyRow(row, player, e)
			}
			if !row.played && player == g.s.promo.player {
				return g.moves.selectionAwaited()
			}
			// The adversary acts, or the player plays on: his turn has
			// passed without a choice, and the pawn remains a pawn.
			if err := g.moves.selectionPassed(); err != nil {
				return err
			}
			return g.applyRow(row, player, e)
		}
		if err := g.moves.settlePromotion(g.law.UnnamedPromotion); err != nil {
			return err
		}
	}
	return g.applyRow(row, player, e)
}

// applyRow carries the act out by its row's function, unless it is the
// Umpire's act taken unasked that the code does not let take effect.
func (g *Game) applyRow(row *verbRow, player chess.Color, e *record.Event) error {
	if e.Unasked {
		void, err := g.appeals.unasked()
		if err != nil || void {
			return err
		}
	}
	return row.apply(g, player, *e)
}

// checkActor: the umpire does not handle the men; only he annuls and notes.
func checkActor(row *verbRow, isPlayer bool) error {
	switch {
	case row.Who == ByPlayer && !isPlayer:
		return fmt.Errorf("the umpire cannot %s", row.Verb)
	case row.Who == ByUmpire && isPlayer:
		return fmt.Errorf("only the umpire may %s", row.Verb)
	}
	return nil
}

// checkGameTakes: a finished game takes no act at the board and no claim
// that would reopen it; the result stands.
func (g *Game) checkGameTakes(row *verbRow) error {
	if row.over == overTakes || !g.over() {
		return nil
	}
	switch row.over {
	case overNoMan:
		return fmt.Errorf("%w (%s): no man may be %s%s", ErrGameOver, g.resultInWords(), row.past, g.drawLiftable())
	case overNoClaim:
		return fmt.Errorf("%w (%s): the result stands, and no claim reopens it", ErrGameOver, g.resultInWords())
	case overNoAnnul:
		// The umpire decides questions "in the course of a game" (BCA XV,
		// Staunton XIX); a finished game's result is not his to undo.
		return fmt.Errorf("%w (%s): the result stands, and the umpire does not annul a finished game", ErrGameOver, g.resultInWords())
	}
	return fmt.Errorf("%w (%s)", ErrGameOver, g.resultInWords())
}

// drawLiftable names the player who may still have a draw the law made
// lifted by claiming that the game proceed (BCA XI), if any.
func (g *Game) drawLiftable() string {
	for _, r := range g.rulings.openRulings() {
		if r.remedy.AppliedNow == law.OptDraw && slices.Contains(r.Options, law.OptProceed) && (r.chooser() == "white" || r.chooser() == "black") {
			return fmt.Sprintf(" (%s may claim that it proceed: %s choose proceed)", r.chooser(), strings.ToUpper(r.chooser()[:1]))
		}
	}
	return ""
}

// The verbs of the incident notation as one table: a verb is one row here
// and the function that applies it. The engine (Game.act), the notation's
// parser and printer (package incidents), the terminal's help and the docs
// (docs/vocabulary.md) all read it.

// Who is who may perform an act.
type Who int8

const (
	ByPlayer Who = iota // a player only
	ByUmpire            // the umpire only
	ByEither            // a player or the umpire
)

// MarshalText writes who in words, for the vocabulary's JSON.
func (w Who) MarshalText() ([]byte, error) { return []byte(w.String()), nil }

func (w Who) String() string {
	switch w {
	case ByUmpire:
		return "umpire"
	case ByEither:
		return "player or umpire"
	}
	return "player"
}

// Args is the form of a verb's arguments in the notation: the parser reads
// and the printer writes each form once, whatever verb uses it.
type Args int8

const (
	ArgsNone            Args = iota // nothing follows the verb
	ArgsSquare                      // a square: `release e4`
	ArgsTouch                       // a square, then `accidentally` or nothing
	ArgsMove                        // a move in squares: `e2e4`, `e7e8q`
	ArgsPromotion                   // q, r, b, n or none
	ArgsClaim                       // a claim word, or nothing
	ArgsChoice                      // an option, then a square or a move, then `ruling N`
	ArgsRuling                      // `ruling N`, or nothing
	ArgsWilful                      // `wilfully`, or nothing
	ArgsSubject                     // one of the verb's Subjects
	ArgsConcede                     // a subject, then `reciprocal` or nothing
	ArgsSent                        // the moves sent, with their separators
	ArgsText                        // the rest of the line
	ArgsOptionalSubject             // one of the verb's Subjects, or nothing
)

// VerbInfo is the public part of a verb's row: what the parser, the
// printer, the help, the docs and the vocabulary's JSON need.
type VerbInfo struct {
	Verb     record.Verb `json:"verb"`
	Who      Who         `json:"who"`
	Args     Args        `json:"-"`
	Subjects []string    `json:"subjects,omitempty"` // ArgsSubject, ArgsConcede: the words it takes
	Usage    string      `json:"usage"`              // how it is written, e.g. "touch SQUARE [accidentally]"
	Help     string      `json:"help"`               // what it records, in a line
	// Unasked: the umpire's act may end with the word `unasked`, taken of
	// his own motion with no player appealing (Staunton XIX, BCA XV); each
	// code's referral article says whether it takes effect (appeal.go).
	Unasked bool `json:"unasked,omitempty"`
}

// verbRow is a verb's row: its public part, how a finished game answers
// it, and the function that applies it.
type verbRow struct {
	VerbInfo
	// atBoard: the act handles the men, which a game by correspondence
	// has no place for.
	atBoard bool
	// played: the act plays the men at the board, so that the next one may
	// show a correction never made (asplayed.go).
	played bool
	// over is how a finished game refuses the act (afterOver); past is
	// the word "no man may be ..." uses for it.
	over afterOver
	past string
	// apply carries the act out for player p (the umpire's acts ignore p).
	apply func(g *Game, p chess.Color, e record.Event) error
}

// afterOver is what a finished game says to an act.
type afterOver int8

const (
	overTakes   afterOver = iota // a word said, a choice: still taken
	overNoMan                    // no man may be touched, moved...
	overNoClaim                  // the result stands, no claim reopens it
	overNoAnnul                  // the umpire does not annul a finished game
	overRefused                  // the game is over
)

// verbTable lists the verbs in the order the help and the docs give them.
// The umpire's verbs come in the order the parser's error message names
// them (annul, note, choose, waive, dispute, result).
var verbTable = []verbRow{
	{VerbInfo: VerbInfo{Verb: record.Touch, Args: ArgsTouch, Usage: "touch SQUARE [accidentally]", Help: "a man touched, by design or by accident"},
		atBoard: true, played: true, over: overNoMan, past: "touched",
		apply: func(g *Game, p chess.Color, e record.Event) error { return g.hand.touch(p, e.Square, e.Accidental) }},
	{VerbInfo: VerbInfo{Verb: record.SayJadoube, Usage: "say jadoube", Help: "\"J'adoube\" said: the next touch adjusts"},
		atBoard: true, apply: func(g *Game, p chess.Color, e record.Event) error { g.hand.sayJadoube(p); return nil }},
	{VerbInfo: VerbInfo{Verb: record.TouchSquare, Args: ArgsSquare, Usage: "touch-square SQUARE", Help: "a square touched with the man in hand"},
		atBoard: true, played: true, over: overNoMan, past: "touched",
		apply: func(g *Game, p chess.Color, e record.Event) error { return g.hand.touchSquare(p, e.Square) }},
	{VerbInfo: VerbInfo{Verb: record.Release, Args: ArgsSquare, Usage: "release SQUARE", Help: "the man in hand let go on a square"},
		atBoard: true, played: true, over: overNoMan, past: "moved",
		apply: func(g *Game, p chess.Color, e record.Event) error { return g.moves.release(p, e.Square) }},
	{VerbInfo: VerbInfo{Verb: record.Move, Args: ArgsMove, Usage: "move FROMTO[PIECE]", Help: "a move: the man touched, then let go"},
		played: true, over: overNoMan, past: "moved", apply: func(g *Game, p chess.Color, e record.Event) error { return g.hand.moveShorthand(p, e) }},
	{VerbInfo: VerbInfo{Verb: record.Promote, Args: ArgsPromotion, Usage: "promote q|r|b|n|none", Help: "the piece a pawn on the last rank becomes"},
		over: overNoMan, past: "promoted",
		apply: func(g *Game, p chess.Color, e record.Event) error { return g.moves.promote(p, e.Promotion) }},
	{VerbInfo: VerbInfo{Verb: record.SayCheck, Usage: "say check", Help: "\"Check\" said"},
		apply: func(g *Game, p chess.Color, e record.Event) error { return g.checks.sayCheck(p) }},
	{VerbInfo: VerbInfo{Verb: record.Claim, Args: ArgsClaim, Usage: "claim [WHAT]", Help: "a claim: the adversary's latest infraction, or what is named"},
		over: overNoClaim, apply: func(g *Game, p chess.Color, e record.Event) error { return g.claims.claim(p, e.Claim) }},
	{VerbInfo: VerbInfo{Verb: record.Notice, Who: ByEither, Args: ArgsClaim, Usage: "notice [WHAT]", Help: "an irregularity noticed: by the offended player, his claim; by the offender or the umpire, the law's own corrections only"},
		over: overNoClaim, apply: func(g *Game, p chess.Color, e record.Event) error { return g.claims.notice(p, e.Actor, e.Claim) }},
	{VerbInfo: VerbInfo{Verb: record.Drop, Args: ArgsSquare, Usage: "drop SQUARE", Help: "a man falls off the board unnoticed"},
		over: overNoMan, past: "dropped", apply: func(g *Game, p chess.Color, e record.Event) error { return g.hand.drop(p, e.Square) }},
	{VerbInfo: VerbInfo{Verb: record.Resign, Usage: "resign", Help: "the player resigns"},
		over: overRefused, apply: func(g *Game, p chess.Color, e record.Event) error { g.s.result = winFor(p.Other()); return nil }},
	{VerbInfo: VerbInfo{Verb: record.Abandon, Usage: "abandon", Help: "the player abandons the game"},
		over: overRefused, apply: func(g *Game, p chess.Color, e record.Event) error {
			_, err := g.rulings.raise(law.KindAbandoned, law.Facts{}, noSubject, offenceBy(p, -1))
			return err
		}},
	{VerbInfo: VerbInfo{Verb: record.Upset, Args: ArgsWilful, Usage: "upset [wilfully]", Help: "the board upset, by accident or wilfully"},
		over: overRefused, apply: func(g *Game, p chess.Color, e record.Event) error {
			_, err := g.rulings.raise(law.KindBoardUpset, law.Facts{Wilful: e.Wilful}, noSubject, offenceBy(p, -1))
			return err
		}},
	{VerbInfo: VerbInfo{Verb: record.Annul, Who: ByUmpire, Usage: "annul [unasked]", Help: "the umpire annuls the game", Unasked: true},
		over: overNoAnnul, apply: func(g *Game, _ chess.Color, e record.Event) error { g.s.result = law.ResultAnnulled; return nil }},
	{VerbInfo: VerbInfo{Verb: record.Note, Who: ByUmpire, Args: ArgsText, Usage: "note TEXT", Help: "the umpire's note, the rest of the line"},
		apply: func(*Game, chess.Color, record.Event) error { return nil }},
	{VerbInfo: VerbInfo{Verb: record.Choose, Who: ByEither, Args: ArgsChoice, Usage: "choose OPTION [SQUARE|MOVE] [ruling N] [unasked]", Help: "the option chosen of a pending ruling", Unasked: true},
		apply: func(g *Game, _ chess.Color, e record.Event) error { return g.claims.choose(e) }},
	{VerbInfo: VerbInfo{Verb: record.Waive, Who: ByEither, Args: ArgsRuling, Usage: "waive [ruling N] [unasked]", Help: "a pending ruling's penalty waived", Unasked: true},
		apply: func(g *Game, _ chess.Color, e record.Event) error { return g.claims.waive(e) }},
	{VerbInfo: VerbInfo{Verb: record.Require, Args: ArgsSubject, Subjects: []string{record.RequireReplace}, Usage: "require replace", Help: "the man held undecided required to be replaced"},
		over: overNoMan, past: "played", apply: func(g *Game, p chess.Color, e record.Event) error { return g.claims.require(p, e.Claim) }},
	{VerbInfo: VerbInfo{Verb: record.Elect, Args: ArgsSquare, Usage: "elect SQUARE", Help: "the square elected for a man that touched all it commands"},
		over: overNoMan, past: "played", apply: func(g *Game, p chess.Color, e record.Event) error { return g.claims.elect(p, e.Square) }},
	{VerbInfo: VerbInfo{Verb: record.Replace, Args: ArgsSquare, Usage: "replace SQUARE", Help: "a fallen man put back on its square"},
		over: overNoMan, past: "put back", apply: func(g *Game, p chess.Color, e record.Event) error { return g.claims.replaceMan(p, e.Square) }},
	{VerbInfo: VerbInfo{Verb: record.Dispute, Who: ByUmpire, Args: ArgsSubject, Subjects: []string{record.DisputeDropped, record.DisputeCheck, record.DisputeUpset},
		Usage: "dispute dropped|check|upset [unasked]", Help: "the players cannot agree on what the law asks", Unasked: true},
		over: overNoClaim, apply: func(g *Game, _ chess.Color, e record.Event) error { return g.claims.dispute(e.Claim) }},
	{VerbInfo: VerbInfo{Verb: record.Result, Who: ByUmpire, Args: ArgsSubject, Subjects: []string{"1-0", "0-1", "1/2-1/2"}, Usage: "result 1-0|0-1|1/2-1/2 [unasked]",
		Help: "the result agreed at the board (a draw by agreement) or declared by the umpire", Unasked: true},
		over: overRefused, apply: func(g *Game, _ chess.Color, e record.Event) error { g.s.result = e.Claim; return nil }},
	{VerbInfo: VerbInfo{Verb: record.Refuse, Args: ArgsOptionalSubject, Subjects: []string{law.RefuseDecision, law.RefuseLaws}, Usage: "refuse [decision|laws]",
		Help: "the player refuses to abide by the decision given (the umpire's, or a penalty chosen), or by the laws"},
		over: overRefused, apply: func(g *Game, p chess.Color, e record.Event) error { return g.claims.refuse(p, e.Claim) }},
	{VerbInfo: VerbInfo{Verb: record.Appeal, Usage: "appeal", Help: "the player appeals to the umpire (both: the decision is binding)"},
		over: overNoClaim, apply: func(g *Game, p chess.Color, e record.Event) error { g.s.appeals[p] = true; return nil }},
	{VerbInfo: VerbInfo{Verb: record.Communicate, Args: ArgsMove, Usage: "communicate FROMTO[PIECE]", Help: "the move communicated differs from the party's own board"},
		over: overNoMan, past: "moved", apply: func(g *Game, p chess.Color, e record.Event) error {
			return g.modes.communicate(p, law.SentMove{From: e.Square, To: e.To, Promotion: e.Promotion})
		}},
	{VerbInfo: VerbInfo{Verb: record.Assisted, Usage: "assisted", Help: "the party accepted a bystander's help"},
		over: overRefused, apply: func(g *Game, p chess.Color, e record.Event) error { return g.modes.assisted(p) }},
	{VerbInfo: VerbInfo{Verb: record.Send, Args: ArgsSent, Usage: "send MOVES|unintelligible", Help: "moves despatched by correspondence"},
		over: overNoMan, past: "moved", apply: func(g *Game, p chess.Color, e record.Event) error { return g.modes.send(p, e) }},
	{VerbInfo: VerbInfo{Verb: record.Miss, Usage: "miss", Help: "by correspondence: no move sent on the day appointed"},
		over: overRefused, apply: func(g *Game, p chess.Color, e record.Event) error { return g.modes.dayMissed(p) }},
	{VerbInfo: VerbInfo{Verb: record.Withdraw, Usage: "withdraw", Help: "the sender asks back the move despatched"},
		over: overRefused, apply: func(g *Game, p chess.Color, e record.Event) error { return g.modes.withdraw(p) }},
	{VerbInfo: VerbInfo{Verb: record.Concede, Args: ArgsConcede, Subjects: []string{law.IndulgeTakeBack}, Usage: "concede takeback [reciprocal]", Help: "the adversary may take back his last move"},
		over: overRefused, apply: func(g *Game, p chess.Color, e record.Event) error {
			return g.indulgence.concede(p, e.Claim, e.Reciprocal)
		}},
}

// verbIndex finds a verb's row by its word; rebuilt by indexVerbs whenever
// the table changes.
var verbIndex = indexVerbs()

func indexVerbs() map[record.Verb]int {
	m := make(map[record.Verb]int, len(verbTable))
	for i, r := range verbTable {
		m[r.Verb] = i
	}
	return m
}

func verbRowOf(v record.Verb) (*verbRow, bool) {
	if c, ok := record.VerbCode(v); ok {
		if r := codedRows[c]; r != nil {
			return r, true
		}
	}
	i, ok := verbIndex[v]
	if !ok {
		return nil, false
	}
	return &verbTable[i], true
}

// codedRows are the table's rows of the verbs the event record names by
// index (VerbCodes), in their order: every event looks its verb up, and a
// string hashed three times an event was a tenth of ruling a game.
var codedRows = func() (rows [len(record.VerbCodes)]*verbRow) {
	for i, v := range record.VerbCodes {
		if j, ok := verbIndex[v]; ok {
			rows[i] = &verbTable[j]
		}
	}
	return rows
}()

// Verbs lists every verb of the notation, in the table's order.
func Verbs() []VerbInfo {
	out := make([]VerbInfo, len(verbTable))
	for i, r := range verbTable {
		out[i] = r.VerbInfo
	}
	return out
}

// LookupVerb finds a verb by its word, as the notation writes it
// ("touch", "say jadoube"); the case of the word is the caller's to fold.
func LookupVerb(word string) (VerbInfo, bool) {
	r, ok := verbRowOf(record.Verb(word))
	if !ok {
		return VerbInfo{}, false
	}
	return r.VerbInfo, true
}

// UmpireVerbs lists, in words, the verbs the umpire may use: "annul, note,
// choose, waive or dispute".
func UmpireVerbs() string {
	var names []string
	for _, r := range verbTable {
		if r.Who != ByPlayer {
			names = append(names, string(r.Verb))
		}
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}
