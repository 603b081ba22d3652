package rules_test

import (
	"math/rand"
	"slices"
	"sync"
	"testing"

	"github.com/notnil/chess"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

// The random games are played once a seed and kept: the tests replay the
// same seeds (a game of fewer plies is the start of a longer one), and
// notnil's move generation was a third of their processor time.
var randomGames = struct {
	sync.Mutex
	by map[int64]*randomPlay
}{by: map[int64]*randomPlay{}}

// randomPlay is a seed's game as far as it was played: the generator's
// state to play on, and its events as far as they were recorded.
type randomPlay struct {
	mu    sync.Mutex
	rng   *rand.Rand
	pos   *chess.Position
	moves []string
	ended bool // no move leaves the side to move one: the game stops here
	rec   *recorder
}

func keptGame(seed int64) *randomPlay {
	randomGames.Lock()
	defer randomGames.Unlock()
	p := randomGames.by[seed]
	if p == nil {
		p = &randomPlay{rng: rand.New(rand.NewSource(seed)), pos: chess.StartingPosition(), rec: newRecorder()}
		randomGames.by[seed] = p
	}
	return p
}

// movesTo plays seeded random legal moves with notnil, stopping before
// mate or stalemate would end the game, up to plies moves, and gives a
// copy of the first plies.
func (p *randomPlay) movesTo(plies int) []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	for len(p.moves) < plies && !p.ended {
		ms := p.pos.ValidMoves()
		p.rng.Shuffle(len(ms), func(i, j int) { ms[i], ms[j] = ms[j], ms[i] })
		p.ended = true
		for _, m := range ms {
			np := p.pos.Update(m)
			if len(np.ValidMoves()) > 0 {
				p.moves = append(p.moves, m.String())
				p.pos, p.ended = np, false
				break
			}
		}
	}
	return slices.Clone(p.moves[:min(plies, len(p.moves))])
}

// recordedRandom is recordedGame(t, randomGame(seed, plies)), recorded
// once a seed.
func recordedRandom(t testing.TB, seed int64, plies int) []rules.Event {
	t.Helper()
	moves := randomGame(seed, plies)
	p := keptGame(seed)
	p.mu.Lock()
	defer p.mu.Unlock()
	for i := len(p.rec.ends); i < len(moves); i++ {
		p.rec.add(t, moves[i])
	}
	if len(moves) == 0 {
		return nil
	}
	return slices.Clone(p.rec.evs[:p.rec.ends[len(moves)-1]])
}
