package record

import (
	"fmt"
	"reflect"
	"slices"
	"testing"
)

// item stands for what Chunks copies (a ruling): a value, words shared
// between copies (never written in place), a state, and a pointer to
// another item (as a ruling names the one that superseded it).
type item struct {
	n       int
	words   []string
	settled bool
	next    *item
}

var itemCopier = &Copier[item]{
	Copy: func(x *item) *item { cp := *x; return &cp },
	Same: func(cp, x *item) bool { return reflect.DeepEqual(*cp, *x) },
	Print: func(x *item) uint64 {
		var p Print
		p.Bytes(BytesOf(x))
		p.Words(x.words...)
		return p.Sum()
	},
	Settled: func(x *item) bool { return x.settled },
}

func items(n int, settled bool) []*item {
	out := make([]*item, n)
	for i := range out {
		out[i] = &item{n: i, words: []string{fmt.Sprint(i)}, settled: settled}
	}
	return out
}

// values are what the items hold, for comparing lists of them.
func values(xs []*item) []item {
	out := make([]item, len(xs))
	for i, x := range xs {
		out[i] = *x
		out[i].next = nil
	}
	return out
}

// A restored list holds what the items held when copied, in fresh copies:
// the live items changed since (in place, as the game changes a pending
// ruling) change none of it, and the restored items share nothing the
// caller writes with the live ones or with the Chunks.
func TestChunksRestoreWhatWasCopied(t *testing.T) {
	live := items(3*ChunkSize+5, false)
	want := values(live)
	c := itemCopier.Take(live, Chunks[item]{})
	if c.Len() != len(live) {
		t.Fatalf("%d items copied, want %d", c.Len(), len(live))
	}
	for _, x := range live {
		x.n += 1000
	}
	r := c.Restore()
	if got := values(r.Items); !reflect.DeepEqual(got, want) {
		t.Fatalf("restored %v, want %v", got[:3], want[:3])
	}
	for i, x := range r.Items {
		if x == live[i] {
			t.Fatalf("item %d restored is the live one, not a copy", i)
		}
		x.n = -1 // the caller's own: a second restore must not see it
	}
	if got := values(c.Restore().Items); !reflect.DeepEqual(got, want) {
		t.Error("a restored item written to changed the Chunks")
	}
}

// Map and MapAll take the pointers the caller holds to the items copied
// to their fresh copies, leaving out what was not copied.
func TestChunksRestoreMapsPointers(t *testing.T) {
	live := items(10, false)
	live[2].next = live[7]
	c := itemCopier.Take(live, Chunks[item]{})
	r := c.Restore()
	if got := r.Map(r.Items[2].next); got != r.Items[7] {
		t.Errorf("Map of the live item 7 is %p, want its copy %p", got, r.Items[7])
	}
	stranger := &item{}
	if r.Map(stranger) != nil || r.Map(nil) != nil {
		t.Error("an item never copied maps to a copy")
	}
	got := r.MapAll([]*item{live[5], stranger, live[0]})
	if !slices.Equal(got, []*item{r.Items[5], r.Items[0]}) {
		t.Errorf("MapAll gave %v, want the copies of 5 and 0", got)
	}
}

// A copy taken after another shares the chunks in which nothing changed,
// and in a chunk where one item changed, the copies of the others; the
// changed item is copied again, so that the copy before keeps what it
// held.
func TestChunksShareWhatDidNotChange(t *testing.T) {
	live := items(3*ChunkSize, false)
	first := itemCopier.Take(live, Chunks[item]{})
	before := values(live)
	live[ChunkSize+3].n = -3
	live = append(live, &item{n: 99})
	second := itemCopier.Take(live, first)
	if second.chunks[0] != first.chunks[0] || second.chunks[2] != first.chunks[2] {
		t.Error("a chunk in which nothing changed is not shared")
	}
	if second.chunks[1] == first.chunks[1] {
		t.Fatal("a chunk in which an item changed is shared")
	}
	for i, cp := range second.chunks[1].copies {
		if shared := cp == first.chunks[1].copies[i]; shared != (i != 3) {
			t.Errorf("item %d of the changed chunk: shared %v", ChunkSize+i, shared)
		}
	}
	if got := values(first.Restore().Items); !reflect.DeepEqual(got, before) {
		t.Error("the first copy changed with the second")
	}
	if got, want := values(second.Restore().Items), values(live); !reflect.DeepEqual(got, want) {
		t.Error("the second copy does not hold the items as they were when it was taken")
	}
	// The same item replaced by another (a pointer is an identity).
	live[5] = &item{n: 5, words: live[5].words}
	third := itemCopier.Take(live, second)
	if third.chunks[0] == second.chunks[0] {
		t.Error("a chunk whose item was replaced by an equal one is shared")
	}
}

// A settled item is kept as the live one, with its print, not copied:
// while it is unchanged the copy is intact and restores it; changed since
// (an appeal decided, say), the copy is no longer intact.
func TestChunksSettledKeptByPrint(t *testing.T) {
	live := append(items(5, true), items(2, false)...)
	c := itemCopier.Take(live, Chunks[item]{})
	for i := range live {
		if c.Copied(i) == live[i].settled {
			t.Errorf("item %d (settled %v): copied %v", i, live[i].settled, c.Copied(i))
		}
	}
	if !c.Intact() {
		t.Fatal("a copy of unchanged settled items is not intact")
	}
	want := values(live)
	r := c.Restore()
	if !reflect.DeepEqual(values(r.Items), want) || r.Items[0] == live[0] {
		t.Error("a settled item is not restored as a copy of what it holds")
	}
	live[6].n = 60 // an unsettled item changed: the copy holds its own
	if !c.Intact() {
		t.Error("an unsettled item changed makes the copy not intact")
	}
	live[3].words = []string{"changed"}
	if c.Intact() {
		t.Error("a settled item changed since, and the copy is still intact")
	}
	live[3].words = want[3].words
	live[2].n = 20
	if c.Intact() {
		t.Error("a settled item's value changed since, and the copy is still intact")
	}
	// Taken again, the changed settled item prints anew.
	if again := itemCopier.Take(live, c); !again.Intact() || again.chunks[0] == c.chunks[0] {
		t.Error("a copy taken after a settled item changed is not intact, or shares the old chunk")
	}
}

// An item pending at one copy and settled before the next is kept by
// print in the next, and the first still restores it pending.
func TestChunksItemSettledBetweenCopies(t *testing.T) {
	live := items(4, false)
	first := itemCopier.Take(live, Chunks[item]{})
	live[1].settled, live[1].n = true, 11
	second := itemCopier.Take(live, first)
	if second.Copied(1) || !first.Copied(1) {
		t.Fatalf("copied at first %v, then %v; want a copy, then the print", first.Copied(1), second.Copied(1))
	}
	if got := first.Restore().Items[1]; got.settled || got.n != 1 {
		t.Errorf("the first copy restores %+v, want it pending", *got)
	}
	if got := second.Restore().Items[1]; !got.settled || got.n != 11 {
		t.Errorf("the second copy restores %+v, want it settled", *got)
	}
}
