package record

import (
	"math/rand"
	"reflect"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/testkit/testsize"
)

// snapshot stands for what a game's checkpoint holds: its items by
// Chunks, and what else the state holds by value.
type snapshot struct {
	items Chunks[item]
	note  int
}

// Checkpoints of Chunks as a game uses them, on random changes: items
// changed in place (pending or settled), settled, added and replaced,
// checkpoints taken when due, and restores to random points. Every restore
// from an intact checkpoint gives the items as they were when it was
// taken; a checkpoint is found not intact only when a settled item it
// kept has changed since.
func TestCheckpointsOfChunksRandom(t *testing.T) {
	rng := rand.New(rand.NewSource(1862))
	var cps Checkpoints[snapshot]
	cps.Keep()
	var live []*item
	truth := map[int][]item{} // events -> the items' values then
	settledKept := map[int]map[*item]item{}
	events, restores := 0, 0
	for step := 0; step < testsize.Pick(8000, 20000); step++ {
		events++
		switch k := rng.Intn(100); {
		case k < 30 || len(live) == 0:
			live = append(live, &item{n: rng.Intn(100), words: []string{"w"}})
		case k < 70:
			x := live[rng.Intn(len(live))]
			if !x.settled || rng.Intn(200) == 0 { // settled ones seldom change (an appeal)
				x.n++ // in place
			}
		case k < 90:
			live[rng.Intn(len(live))].settled = true
		case k < 98 || rng.Intn(4) > 0:
			i := rng.Intn(len(live))
			cp := *live[i]
			cp.words = append([]string{"new"}, cp.words...)
			live[i] = &cp // replaced: another identity
		default:
			// Each checkpoint held is intact exactly when the settled
			// items it kept are unchanged.
			for e, held := range cps.All() {
				unchanged := true
				for x, was := range settledKept[e] {
					unchanged = unchanged && reflect.DeepEqual(*x, was)
				}
				if held.items.Intact() != unchanged {
					t.Fatalf("checkpoint of %d events: intact %v, its settled items unchanged %v", e, !unchanged, unchanged)
				}
			}
			n := max(0, events-rng.Intn(3*CheckpointEvery))
			s, at := cps.Nearest(n, func(s *snapshot) bool { return s.items.Intact() })
			if s == nil {
				live, events = nil, 0
				continue
			}
			restores++
			if s.note != at || at > n || !s.items.Intact() {
				t.Fatalf("restoring to %d: the checkpoint of %d events (holding %d), intact %v", n, at, s.note, s.items.Intact())
			}
			restored := s.items.Restore()
			if got := values(restored.Items); !reflect.DeepEqual(got, truth[at]) {
				t.Fatalf("restored to %d events: the items differ from what they were", at)
			}
			live, events = restored.Items, at
			continue
		}
		if cps.Due(events, len(live)) {
			var prev Chunks[item]
			if last := cps.Last(); last != nil {
				prev = last.items
			}
			cps.Take(events, snapshot{items: itemCopier.Take(live, prev), note: events})
			truth[events] = values(live)
			kept := map[*item]item{}
			for _, x := range live {
				if x.settled {
					kept[x] = *x
				}
			}
			settledKept[events] = kept
		}
	}
	t.Logf("%d restores, %d checkpoints held at the end", restores, cps.Len())
	if cps.Len() == 0 || restores < 20 {
		t.Fatalf("%d checkpoints held at the end, %d restores: the test exercised little", cps.Len(), restores)
	}
}
