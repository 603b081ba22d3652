package rules_test

import (
	"math/rand"
	"slices"
	"sync"
	"testing"

	notnil "github.com/notnil/chess"

	"github.com/arbiter-chess/arbiter/internal/record"
)

// The random games are played once a seed and kept: the tests replay the
// same seeds (a game of fewer plies is the start of a longer one), and
// notnil's move generation was a third of their processor time.
var randomGames = struct {
	sync.Mutex
	by map[int64]*randomPlay
}{by: map[int64]*randomPlay{}}

// randomPlay is a seed's game as far as it was played: the generator's
// state to play on, the moves and their events.
type randomPlay struct {
	mu    sync.Mutex
	rng   *rand.Rand
	pos   *notnil.Position
	moves []string
	ended bool     // no move leaves the side to move one: the game stops here
	rec   recorder // the moves' events (its own position unused: the moves are played above)
}

func keptGame(seed int64) *randomPlay {
	randomGames.Lock()
	defer randomGames.Unlock()
	p := randomGames.by[seed]
	if p == nil {
		p = &randomPlay{rng: rand.New(rand.NewSource(seed)), pos: notnil.StartingPosition()}
		randomGames.by[seed] = p
	}
	return p
}

// playTo plays seeded random legal moves with notnil, stopping before mate
// or stalemate would end the game, up to plies moves, recording each
// move's events as it is made (the move notnil gives carries its check).
func (p *randomPlay) playTo(plies int) {
	for len(p.moves) < plies && !p.ended {
		ms := p.pos.ValidMoves()
		p.rng.Shuffle(len(ms), func(i, j int) { ms[i], ms[j] = ms[j], ms[i] })
		p.ended = true
		for _, m := range ms {
			np := p.pos.Update(m)
			if len(np.ValidMoves()) > 0 {
				p.moves = append(p.moves, m.String())
				p.rec.played(p.pos.Turn(), m)
				p.pos, p.ended = np, false
				break
			}
		}
	}
}

// randomGame plays seeded random legal moves with notnil, stopping before
// mate or stalemate would end it, for at most plies moves.
func randomGame(seed int64, plies int) []string {
	p := keptGame(seed)
	p.mu.Lock()
	defer p.mu.Unlock()
	p.playTo(plies)
	return slices.Clone(p.moves[:min(plies, len(p.moves))])
}

// recordedRandom is recordedGame(t, randomGame(seed, plies)).
func recordedRandom(t testing.TB, seed int64, plies int) []record.Event {
	t.Helper()
	p := keptGame(seed)
	p.mu.Lock()
	defer p.mu.Unlock()
	p.playTo(plies)
	n := min(plies, len(p.moves))
	if n == 0 {
		return nil
	}
	return slices.Clone(p.rec.evs[:p.rec.ends[n-1]])
}

// The kept games are the games played afresh: the moves of one game played
// to its length at once, and the events recorded from the moves alone,
// whatever lengths were asked before.
func TestKeptRandomGames(t *testing.T) {
	for _, c := range []struct {
		seed  int64
		plies []int
	}{{9001, []int{40, 10, 90}}, {9002, []int{0, 120, 60}}} {
		for _, n := range c.plies {
			fresh := &randomPlay{rng: rand.New(rand.NewSource(c.seed)), pos: notnil.StartingPosition()}
			fresh.playTo(n)
			moves := randomGame(c.seed, n)
			if len(moves) != n || !slices.Equal(moves, fresh.moves) {
				t.Fatalf("seed %d, %d plies: kept %v, played afresh %v", c.seed, n, moves, fresh.moves)
			}
			if got, want := recordedRandom(t, c.seed, n), recordedGame(t, moves); !slices.EqualFunc(got, want, record.Event.Equal) {
				t.Fatalf("seed %d, %d plies: %d events kept, %d recorded from the moves", c.seed, n, len(got), len(want))
			}
		}
	}
}
