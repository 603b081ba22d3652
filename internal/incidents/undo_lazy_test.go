package incidents

import (
	"errors"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// runEager is Run as it was before undos were put off: each undo made on
// the game at once (Game.Undo), each redo applied again. The reference
// the lazy History is held to.
//
// checkpointed, the game keeps checkpoints and is checkpointed before each
// event UndoneLater marks, as the terminal's replay does.
func runEager(s Script, checkpointed bool) (*rules.Game, error) {
	setup, err := SetupOf(s, "")
	if err != nil {
		return nil, err
	}
	g, err := rules.New(setup)
	if err != nil {
		return nil, err
	}
	var marks []bool
	if checkpointed {
		g.KeepCheckpoints()
		marks = UndoneLater(s.Events)
	}
	var undone []record.Event
	for i, l := range s.Events {
		if i < len(marks) && marks[i] && l.Act == ActEvent {
			g.CheckpointHere()
		}
		switch l.Act {
		case ActUndo:
			e, ok := g.Undo()
			if !ok {
				return g, &LineError{l.LineNo, "nothing to undo"}
			}
			undone = append(undone, e)
		case ActRedo:
			if len(undone) == 0 {
				return g, &LineError{l.LineNo, "nothing to redo"}
			}
			if err := g.Apply(undone[len(undone)-1]); err != nil {
				return g, &LineError{l.LineNo, err.Error()}
			}
			undone = undone[:len(undone)-1]
		default:
			if err := g.Apply(l.Event); err != nil {
				return g, &LineError{l.LineNo, err.Error()}
			}
			undone = nil
		}
	}
	return g, nil
}

// withUndos is the script with undos and redos sprinkled in at random
// (an undone event now and then recorded again, as a recorder puts a slip
// right), and now and then an undo or redo with nothing to act on.
func withUndos(s Script, rng *rand.Rand) Script {
	var out []Line
	standing, undone := 0, 0
	var stack []Line
	no := 0
	add := func(l Line) {
		no++
		l.LineNo = no
		out = append(out, l)
	}
	for _, l := range s.Events {
		for rng.Intn(3) == 0 {
			switch r := rng.Intn(10); {
			case r < 4 && standing > 0 || r == 9:
				add(Line{Act: ActUndo})
				if standing > 0 {
					standing--
					undone++
				}
			case r < 7 && undone > 0:
				add(Line{Act: ActRedo})
				standing++
				undone--
			case len(stack) > 0:
				add(stack[len(stack)-1]) // recorded again
				standing++
				undone = 0
			}
		}
		add(l)
		stack = append(stack, l)
		standing++
		undone = 0
	}
	s.Events = out
	return s
}

// TestUndoPutOffIsUndo: Run with its undos put off (and its checkpoints
// taken ahead) rules as the eager replay does, report for report and error
// for error, and so does the eager replay checkpointed before each event
// undone later (the terminal's), on every
// conformance and examined script with undos and redos sprinkled in.
func TestUndoPutOffIsUndo(t *testing.T) {
	var paths []string
	for _, dir := range []string{"testdata/conformance", "testdata/examined"} {
		m, _ := filepath.Glob(filepath.Join(dir, "*.inc"))
		paths = append(paths, m...)
	}
	if len(paths) < 100 {
		t.Fatalf("only %d scripts", len(paths))
	}
	rng := rand.New(rand.NewSource(7))
	compared, failed := 0, 0
	for _, p := range paths {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		base, err := ParseString(string(src))
		if err != nil || len(base.Events) == 0 {
			continue
		}
		for try := 0; try < 3; try++ {
			s := withUndos(base, rng)
			want, werr := runEager(s, false)
			got, gerr := Run(s, "")
			kept, kerr := runEager(s, true)
			if (werr == nil) != (kerr == nil) || want != nil && kept != nil && !reflect.DeepEqual(want.Report(), kept.Report()) {
				t.Errorf("%s (try %d): checkpointed before the events undone later, the replay differs: %v, %v", p, try, werr, kerr)
			}
			var wl, gl *LineError
			if errors.As(werr, &wl) != errors.As(gerr, &gl) || wl != nil && gl != nil && wl.Line != gl.Line {
				t.Errorf("%s (try %d): eager %v, lazy %v", p, try, werr, gerr)
				continue
			}
			if werr != nil {
				failed++
			}
			if want == nil || got == nil {
				continue
			}
			compared++
			if w, g := want.Report(), got.Report(); !reflect.DeepEqual(w, g) {
				t.Errorf("%s (try %d): the reports differ\n%s", p, try, Format(s))
			}
		}
	}
	t.Logf("%d games compared, %d ending on an error", compared, failed)
	if compared < 1000 {
		t.Fatalf("only %d compared", compared)
	}
}
