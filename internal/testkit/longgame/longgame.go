// Package longgame makes long legal games, recorded as the events an umpire
// records at the board, for the benchmarks and the scaling tests of the
// terminal and the commands. It is not part of the program: only tests
// import it.
//
// The game is the one the core's own benchmarks play (seeded random legal
// moves, never one that mates or stalemates), so a game of n plies is the
// first n plies of every longer one. Under the BCA code the benchmarks use
// nothing ends it early: its fifty-move count and draws are claims, which
// nobody makes here, and only mate and stalemate end a game by the board.
// (Lewis XXII counts the fifty moves from an ending of pieces with no
// notice: under Lewis a long game may end drawn.)
package longgame

import (
	"fmt"
	"math/rand"
	"slices"
	"sync"

	notnil "github.com/notnil/chess"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/record"
)

// Seed is the seed of the game: the core's BenchmarkRule2000 plays the
// same one (randomGame(2026, 2000)).
const Seed = 2026

var (
	mu     sync.Mutex
	random []string // the longest random game made so far; shorter ones are its prefixes
	quiet  []string // the same for the quiet game
)

// Moves returns the first plies moves (UCI) of the random game: the core's
// randomGame(2026, plies), move for move. Its men are taken as the game
// goes on (after a few thousand plies only the Kings are left), so a ply
// late in it costs the core less than one early on. It fails if the game
// cannot go on that long (every move would end it).
func Moves(plies int) ([]string, error) {
	return prefix(&random, plies, false)
}

// Quiet returns the first plies moves of a game that keeps its men: after
// twenty plies of opening (no capture), the men shuffle about, taking
// nothing and moving no pawn while another move is legal. A ply costs the
// same early and late, which is what a scaling table needs.
func Quiet(plies int) ([]string, error) {
	return prefix(&quiet, plies, true)
}

func prefix(game *[]string, plies int, quietly bool) ([]string, error) {
	mu.Lock()
	defer mu.Unlock()
	if len(*game) < plies {
		*game = play(Seed, plies, quietly)
	}
	if len(*game) < plies {
		return nil, fmt.Errorf("longgame: the game stops after %d plies, not %d", len(*game), plies)
	}
	return (*game)[:plies:plies], nil
}

// play plays seeded random legal moves with notnil, never one after which
// the side to move has none, for at most plies moves; quietly, it prefers
// the moves that take nothing (and, after the opening, move no pawn).
func play(seed int64, plies int, quietly bool) []string {
	rng := rand.New(rand.NewSource(seed))
	pos := notnil.StartingPosition()
	var out []string
	for len(out) < plies {
		ms := pos.ValidMoves()
		rng.Shuffle(len(ms), func(i, j int) { ms[i], ms[j] = ms[j], ms[i] })
		if quietly {
			opening := len(out) < 20
			loud := func(m *notnil.Move) bool {
				return m.HasTag(notnil.Capture) || m.HasTag(notnil.EnPassant) ||
					!opening && pos.Board().Piece(m.S1()).Type() == notnil.Pawn
			}
			// Stable: the quiet moves first, in their shuffled order.
			slices.SortStableFunc(ms, func(a, b *notnil.Move) int {
				return boolInt(loud(a)) - boolInt(loud(b))
			})
		}
		var next *notnil.Position
		for _, m := range ms {
			np := pos.Update(m)
			if len(np.ValidMoves()) > 0 {
				out = append(out, m.String())
				next = np
				break
			}
		}
		if next == nil {
			break
		}
		pos = next
	}
	return out
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// Events records moves (UCI, legal from the initial position) as the umpire
// records them: the man touched, released on its square, the piece named
// for a pawn on the last rank, and "Check!" when the move gives check. The
// core's BenchmarkRule2000 rules on the same events.
func Events(moves []string) ([]record.Event, error) {
	pos := notnil.StartingPosition()
	var evs []record.Event
	for i, u := range moves {
		var valid *notnil.Move
		for _, vm := range pos.ValidMoves() {
			if vm.String() == u {
				valid = vm
				break
			}
		}
		if valid == nil || len(u) < 4 {
			return nil, fmt.Errorf("longgame: move %d %q is not legal", i+1, u)
		}
		from, ok1 := chess.ParseSquare(u[:2])
		to, ok2 := chess.ParseSquare(u[2:4])
		if !ok1 || !ok2 {
			return nil, fmt.Errorf("longgame: move %d %q is not UCI", i+1, u)
		}
		actor := record.ActorWhite
		if pos.Turn() == notnil.Black {
			actor = record.ActorBlack
		}
		evs = append(evs,
			record.Event{Actor: actor, Verb: record.Touch, Square: from, To: chess.NoSquare},
			record.Event{Actor: actor, Verb: record.Release, Square: to, To: chess.NoSquare})
		if len(u) == 5 {
			evs = append(evs, record.Event{Actor: actor, Verb: record.Promote, Promotion: u[4:], Square: chess.NoSquare, To: chess.NoSquare})
		}
		pos = pos.Update(valid)
		if valid.HasTag(notnil.Check) {
			evs = append(evs, record.Event{Actor: actor, Verb: record.SayCheck, Square: chess.NoSquare, To: chess.NoSquare})
		}
	}
	return evs, nil
}
