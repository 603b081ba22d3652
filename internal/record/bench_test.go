package record

import "testing"

// The record's machinery on a long game's scale: 100,000 items (rulings),
// most settled, a few changed between copies.

func longList() []*item {
	live := items(100000, true)
	for i := 0; i < len(live); i += 97 {
		live[i].settled = false
	}
	return live
}

// BenchmarkChunksTake: a copy taken after another, one item changed
// between them (the cost of a checkpoint in a long game).
func BenchmarkChunksTake(b *testing.B) {
	live := longList()
	prev := itemCopier.Take(live, Chunks[item]{})
	b.ResetTimer()
	for i := range b.N {
		live[(i*131)%len(live)].n++
		prev = itemCopier.Take(live, prev)
	}
}

// BenchmarkChunksIntact: the check made before a restore.
func BenchmarkChunksIntact(b *testing.B) {
	c := itemCopier.Take(longList(), Chunks[item]{})
	b.ResetTimer()
	for range b.N {
		if !c.Intact() {
			b.Fatal("not intact")
		}
	}
}

// BenchmarkChunksRestore: the items made the caller's own again.
func BenchmarkChunksRestore(b *testing.B) {
	c := itemCopier.Take(longList(), Chunks[item]{})
	b.ResetTimer()
	for range b.N {
		_ = c.Restore()
	}
}

// BenchmarkCheckpointsTake: a checkpoint taken every event, thinned.
func BenchmarkCheckpointsTake(b *testing.B) {
	var c Checkpoints[[8]int]
	c.Keep()
	for i := range b.N {
		if c.Due(i*CheckpointEvery, 0) {
			c.Take(i*CheckpointEvery, [8]int{i})
		}
	}
}

// BenchmarkRareGetSet: reading an unset Rare, and a change made to a copy.
func BenchmarkRareGetSet(b *testing.B) {
	for range b.N {
		var h holder
		if h.rare.Get().Word != "" {
			b.Fatal("set")
		}
		h.rare.Set(func(x *rareFields) { x.Word = "chosen" })
	}
}

// BenchmarkSharedShare: equal values given for a key, as a long game's
// false cries of check give the same remedy.
func BenchmarkSharedShare(b *testing.B) {
	s := Shared[string, remedy]{Same: sameRemedy}
	v := remedy{Note: "n", Articles: []string{"XI"}}
	for range b.N {
		_ = s.Share("false-check", &v)
	}
}

// BenchmarkBlockCarve: a turn's touches carved.
func BenchmarkBlockCarve(b *testing.B) {
	var blk Block[int8]
	for range b.N {
		_ = blk.Carve(2)
	}
}

// BenchmarkPrint: the print of an item.
func BenchmarkPrint(b *testing.B) {
	x := &item{n: 3, words: []string{"IX", "X"}}
	for range b.N {
		_ = itemCopier.Print(x)
	}
}
