package rules_test

import (
	"math/rand"
	"reflect"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

// Undo and rejected events rebuild from the nearest checkpoint; the result
// must be what a full replay of the events gives, field by field, on random
// games with irregular events mixed in (false moves, moves out of turn,
// claims, choices, drops...).
func TestCheckpointsMatchFullReplay(t *testing.T) {
	rng := rand.New(rand.NewSource(1860))
	for game := 0; game < 40; game++ {
		code := codes[game%len(codes)]
		legal := recordedGame(t, randomGame(int64(game+1), 120))
		g, err := rules.New(rules.Setup{Code: code})
		if err != nil {
			t.Fatal(err)
		}
		g.KeepCheckpoints()
		noise := make([]byte, 4)
		for i, e := range legal {
			if rng.Intn(6) == 0 {
				rng.Read(noise)
				for _, x := range decodeEvents(noise) {
					_ = g.Apply(x) // rejected or not, the state must stay a fold
				}
			}
			_ = g.Apply(e)
			if rng.Intn(25) == 0 {
				for k := rng.Intn(8); k > 0; k-- {
					g.Undo()
				}
			}
			if i%37 == 0 {
				compareWithReplay(t, code, g)
			}
		}
		compareWithReplay(t, code, g)
	}
}

func compareWithReplay(t *testing.T, code string, g *rules.Game) {
	t.Helper()
	replay, err := rules.New(rules.Setup{Code: code})
	if err != nil {
		t.Fatal(err)
	}
	for i, e := range g.Events() {
		if err := replay.Apply(e); err != nil {
			t.Fatalf("%s: event %d %+v no longer applies: %v", code, i+1, e, err)
		}
	}
	if got, want := g.Report(), replay.Report(); !reflect.DeepEqual(got, want) {
		t.Fatalf("%s after %d events: the game rebuilt from checkpoints differs from a full replay:\n%+v\n%+v", code, len(g.Events()), got, want)
	}
}
