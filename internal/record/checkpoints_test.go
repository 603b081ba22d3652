package record

import (
	"slices"
	"testing"
)

// A list that was not asked to keep checkpoints is never due; one that
// keeps them is due every CheckpointEvery events, and further apart as the
// items a checkpoint compares grow.
func TestCheckpointsDue(t *testing.T) {
	var c Checkpoints[int]
	if c.Due(1000, 0) || c.Affordable(1000, 0) {
		t.Fatal("a list that keeps no checkpoints is due one")
	}
	c.Keep()
	if !c.Kept() {
		t.Fatal("Keep did not keep")
	}
	if c.Due(CheckpointEvery-1, 0) || !c.Due(CheckpointEvery, 0) {
		t.Errorf("want the first due after %d events", CheckpointEvery)
	}
	c.Take(CheckpointEvery, 1)
	if c.Due(2*CheckpointEvery-1, 0) || !c.Due(2*CheckpointEvery, 0) {
		t.Errorf("want the next due %d events after the last", CheckpointEvery)
	}
	items := 100 * CheckpointEvery * CheckpointSpread
	if c.Due(2*CheckpointEvery, items) || !c.Due(CheckpointEvery+items/CheckpointSpread, items) {
		t.Errorf("with %d items, want one every %d events", items, items/CheckpointSpread)
	}
}

// A checkpoint taken before it is due costs no more than the policy
// allows: never twice after the same events, and not before
// items/CheckpointSpread events.
func TestCheckpointsAffordable(t *testing.T) {
	var c Checkpoints[int]
	c.Keep()
	c.Take(10, 0)
	if c.Affordable(10, 0) {
		t.Error("a second checkpoint of the same events is affordable")
	}
	if !c.Affordable(11, 0) {
		t.Error("a checkpoint one event on, with no items, is not affordable")
	}
	if c.Affordable(11, 80) || !c.Affordable(20, 80) {
		t.Error("with 80 items, want a checkpoint affordable from 10 events on")
	}
}

// Thinning keeps at most CheckpointsKept, keeps the newest half all (undo
// goes there most) and spaces the older ones out.
func TestCheckpointsThinningKeepsTheNewest(t *testing.T) {
	var c Checkpoints[int]
	c.Keep()
	const taken = 1000
	for i := 1; i <= taken; i++ {
		c.Take(i*CheckpointEvery, i)
		if c.Len() > CheckpointsKept {
			t.Fatalf("%d checkpoints held after %d taken, want at most %d", c.Len(), i, CheckpointsKept)
		}
		if *c.Last() != i {
			t.Fatalf("the last checkpoint is %d, want %d just taken", *c.Last(), i)
		}
	}
	var got []int
	prev := 0
	for events, s := range c.All() {
		if events != *s*CheckpointEvery || events <= prev {
			t.Fatalf("checkpoint %d follows %d events, after one of %d", *s, events, prev)
		}
		prev = events
		got = append(got, *s)
	}
	newest := got[len(got)-CheckpointsKept/2:]
	for i, s := range newest {
		if want := taken - len(newest) + 1 + i; s != want {
			t.Fatalf("the newest checkpoints are %v, want all of %d to %d", newest, taken-len(newest)+1, taken)
		}
	}
	// The older ones are spaced out: the list reaches further back than as
	// many consecutive ones would.
	if got[0] > taken-CheckpointsKept {
		t.Errorf("the oldest checkpoint kept is %d of %d: the older ones are not spaced out", got[0], taken)
	}
}

// Nearest finds the newest checkpoint at or before n that is still
// intact, dropping those after n and the ones no longer intact after it.
func TestCheckpointsNearest(t *testing.T) {
	var c Checkpoints[int]
	c.Keep()
	for i := 1; i <= 5; i++ {
		c.Take(i*100, i)
	}
	all := func(*int) bool { return true }
	s, events := c.Nearest(350, all)
	if s == nil || *s != 3 || events != 300 {
		t.Fatalf("nearest at or before 350: %v after %d events, want 3 after 300", s, events)
	}
	if c.Len() != 3 {
		t.Errorf("%d checkpoints held, want the three at or before 350", c.Len())
	}
	s, events = c.Nearest(300, all)
	if s == nil || *s != 3 || events != 300 {
		t.Errorf("nearest at or before 300: %v after %d events, want 3 after 300", s, events)
	}
	// The newest no longer holds the game's past: it is dropped.
	s, _ = c.Nearest(300, func(s *int) bool { return *s != 3 })
	if s == nil || *s != 2 || c.Len() != 2 {
		t.Errorf("with 3 not intact: %v, %d held, want 2 and two held", s, c.Len())
	}
	// One not intact below the nearest intact is kept: it is not asked.
	s, _ = c.Nearest(200, func(s *int) bool { return *s != 1 })
	if s == nil || *s != 2 || c.Len() != 2 {
		t.Errorf("with 1 not intact: %v, %d held, want 2 and two held", s, c.Len())
	}
	if s, events := c.Nearest(99, all); s != nil || events != 0 || c.Len() != 0 {
		t.Errorf("nearest at or before 99: %v after %d, %d held; want none", s, events, c.Len())
	}
	if c.Last() != nil {
		t.Error("Last of an empty list is not nil")
	}
}

// The state Nearest returns is the list's own: a change the caller makes
// to what it shares stays in the checkpoint.
func TestCheckpointsNearestIsTheListsOwn(t *testing.T) {
	var c Checkpoints[[]int]
	c.Keep()
	c.Take(64, []int{1})
	s, _ := c.Nearest(64, func(*[]int) bool { return true })
	*s = append(*s, 2)
	if got := *c.Last(); !slices.Equal(got, []int{1, 2}) {
		t.Errorf("the checkpoint holds %v, want the caller's change [1 2]", got)
	}
}

// A restored record goes on in the game's array while the checkpoint still
// shares it, copying nothing; once the game's record has moved to another
// array, the restore copies the checkpoint's, and the checkpoint shares the
// copy from then on.
func TestResume(t *testing.T) {
	live := make([]int, 10, 32)
	for i := range live {
		live[i] = i
	}
	kept := live[:6:6]
	got := Resume(live, &kept)
	if &got[0] != &live[0] || len(got) != 6 || cap(got) != 32 {
		t.Fatalf("the game's own array not resumed: len %d cap %d", len(got), cap(got))
	}
	got = append(got, 99)
	if kept[5] != 5 || len(kept) != 6 {
		t.Fatal("what the game appended changed the checkpoint's record")
	}
	// The game copied its record (a move below the checkpoint changed).
	moved := slices.Clone(live)
	moved[2] = -2
	got = Resume(moved, &kept)
	if !slices.Equal(got, []int{0, 1, 2, 3, 4, 5}) || &got[0] == &moved[0] || cap(got) <= len(got) {
		t.Fatalf("resumed %v (cap %d), want a copy of the checkpoint's with room", got, cap(got))
	}
	if &kept[0] != &got[0] || cap(kept) != len(kept) {
		t.Error("the checkpoint does not share the copy, cut to its length")
	}
	again := Resume(got, &kept)
	if &again[0] != &got[0] {
		t.Error("the next restore copied again")
	}
	var none []int
	if got := Resume(live, &none); len(got) != 0 || cap(got) != 0 {
		t.Errorf("an empty record resumed with len %d cap %d", len(got), cap(got))
	}
}
