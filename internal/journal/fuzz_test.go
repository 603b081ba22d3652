package journal_test

import (
	"fmt"
	"reflect"
	"syscall"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/journal"
	"github.com/arbiter-chess/arbiter/internal/testkit/faultfs"
	"github.com/arbiter-chess/arbiter/internal/testkit/testsize"
)

// FuzzJournalFaults records a game of notes, undos and redos while the
// disk fails as the fuzz bytes say (short writes, a full disk, failed
// syncs, failed cuts, kills at any byte of a line), and checks after every
// step that the journal replays to what was acknowledged: a line whose
// write returned nil is never lost, a line whose write failed never
// appears, except the one line in doubt while the journal is not known good.
func FuzzJournalFaults(f *testing.F) {
	f.Add([]byte{0, 0, 1, 0, 2, 0, 3, 0, 0, 4, 1, 5, 2, 6, 3, 7, 4, 9, 0, 0})
	f.Add([]byte{0, 7, 0, 7, 4, 3, 0, 0, 2, 0})
	f.Add([]byte{0, 0, 0, 0, 2, 0, 2, 0, 4, 20, 3, 0, 3, 6})
	// The rest of the kept corpus (testdata/fuzzcorpus), when fuzzing or
	// in the full run: docs/fuzzing.md.
	testsize.FuzzCorpus(f, "testdata/fuzzcorpus/FuzzJournalFaults")
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 120 {
			return
		}
		d := faultfs.New()
		j := begin(t, d)
		var standing, undone []string
		n := 0
		clear := func() { d.Write, d.Sync, d.Truncate, d.Capacity = nil, nil, nil, 0 }
		check := func(step int) {
			t.Helper()
			got := replay(t, d)
			if len(got) == 0 {
				got = nil
			}
			want := append([]string(nil), standing...)
			if reflect.DeepEqual(got, want) {
				return
			}
			t.Fatalf("step %d: replayed %q, acknowledged %q", step, got, want)
		}
		for i := 0; i+1 < len(data); i += 2 {
			op, fault := data[i]%5, data[i+1]
			clear()
			switch fault % 8 {
			case 4:
				d.Write = func(_ string, p []byte) (int, error) { return len(p) - 1 - int(fault>>3)%len(p), nil }
			case 5:
				text, _ := d.Contents(path)
				d.Capacity = int64(len(text)) + int64(fault>>3)
			case 6:
				d.Sync = func(string) error { return syscall.EIO }
			case 7:
				d.Sync = func(string) error { return syscall.EIO }
				d.Truncate = func(string) error { return syscall.EIO }
			}
			var line string
			var apply func()
			switch op {
			case 0, 1, 4:
				n++
				line = fmt.Sprintf("U note %d", n)
				apply = func() { standing = append(standing, line); undone = nil }
			case 2:
				if len(standing) == 0 {
					continue
				}
				line = "U undo"
				apply = func() {
					undone = append(undone, standing[len(standing)-1])
					standing = standing[:len(standing)-1]
				}
			case 3:
				if len(undone) == 0 {
					continue
				}
				line = "U redo"
				apply = func() {
					standing = append(standing, undone[len(undone)-1])
					undone = undone[:len(undone)-1]
				}
			}
			if op == 4 { // killed after k bytes of the line
				clear()
				k := int(fault)
				lineLen := 0
				d.Write = func(_ string, p []byte) (int, error) {
					lineLen = len(p)
					if k < len(p) {
						return k, faultfs.Killed
					}
					return len(p), nil
				}
				// The journal is cut back (if it must be) before the line is
				// written, so a line in doubt is gone once the write begins.
				killed, aerr := appendKilled(j, line)
				clear()
				if killed && k >= lineLen-1 || !killed && aerr == nil {
					apply()
				}
				d.Kill()
				var err error
				j, _, err = openSettled(d, path)
				if err != nil {
					t.Fatalf("step %d: reopening after the kill: %v", i, err)
				}
				check(i)
				continue
			}
			err := j.Append(line, t0)
			clear()
			if err == nil {
				apply()
				check(i)
				continue
			}
			if we, ok := err.(*journal.WriteError); ok && !we.Held {
				// The line may still be in the file: in doubt until the
				// next line, or Close, cuts it back.
				continue
			}
			check(i)
		}
		clear()
		if err := j.Close(); err != nil { // the last try to cut back
			t.Fatal(err)
		}
		check(len(data))
	})
}

// appendKilled appends line; it reports whether the program was killed in
// the middle (the Write hook panicked with faultfs.Killed), else Append's
// error.
func appendKilled(j *journal.Journal, line string) (killed bool, err error) {
	defer func() {
		if r := recover(); r != nil {
			if r != faultfs.Killed {
				panic(r)
			}
			killed = true
		}
	}()
	return false, j.Append(line, t0)
}
