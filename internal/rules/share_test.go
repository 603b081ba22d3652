package rules

import (
	"reflect"
	"testing"
	"time"

	"github.com/arbiter-chess/arbiter/internal/chess"
	"github.com/arbiter-chess/arbiter/internal/law"
	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/testkit/memtest"
)

// said keeps every field of the public Ruling but those publicRuling makes
// when asked, with the same type: a field added to Ruling and not to said
// (or to the made ones) would be lost from every ruling.
func TestSaidMirrorsRuling(t *testing.T) {
	made := map[string]bool{"Offender": true, "Chooser": true, "Square": true, "Deadline": true, "SupersededBy": true, "Claimed": true, "words": true}
	pub := reflect.TypeFor[Ruling]()
	kept := []reflect.Type{reflect.TypeFor[said](), reflect.TypeFor[rare]()}
	exported := 0
	for _, k := range kept {
		for i := range k.NumField() {
			if k.Field(i).IsExported() {
				exported++
			}
		}
	}
	for i := range pub.NumField() {
		f := pub.Field(i)
		var k reflect.StructField
		ok := false
		for _, in := range kept {
			if kf, found := in.FieldByName(f.Name); found {
				if ok {
					t.Errorf("Ruling.%s is kept twice", f.Name)
				}
				k, ok = kf, true
			}
		}
		switch {
		case made[f.Name] && ok:
			t.Errorf("Ruling.%s is made by publicRuling and kept in said or rare too", f.Name)
		case !made[f.Name] && !ok:
			t.Errorf("Ruling.%s is neither kept in said or rare nor made by publicRuling", f.Name)
		case ok && k.Type != f.Type:
			t.Errorf("kept %s is %v, Ruling.%s %v", f.Name, k.Type, f.Name, f.Type)
		}
	}
	if exported != pub.NumField()-len(made) {
		t.Errorf("said and rare export %d fields, Ruling has %d of which %d are made", exported, pub.NumField(), len(made))
	}
}

// Rulings raised on the same case share the code's remedy and the facts;
// a change to one ruling's facts (a man added to those touched) is made
// in a copy, the others keeping theirs.
func TestRulingsShareTheirCase(t *testing.T) {
	g, err := New(Setup{Code: "bca1862"})
	if err != nil {
		t.Fatal(err)
	}
	check := record.Event{Actor: record.ActorWhite, Verb: record.SayCheck, Square: chess.NoSquare, To: chess.NoSquare}
	for range 100 {
		if err := g.Apply(check); err != nil {
			t.Fatal(err)
		}
	}
	rs := g.s.rulings
	if len(rs) != 100 {
		t.Fatalf("%d rulings, want 100", len(rs))
	}
	for i, r := range rs[1:] {
		if r.remedy != rs[0].remedy || r.facts != rs[0].facts {
			t.Fatalf("ruling %d does not share the first's remedy and facts", i+2)
		}
	}
	before := rs[0].facts
	g.rulings.addTouched(rs[1], chess.NoSquare, true)
	if rs[0].facts != before || len(before.Candidates) != 0 || before.TouchedCanMove != rs[2].facts.TouchedCanMove {
		t.Fatal("a man added to one ruling's facts changed the facts it shared")
	}
	if len(rs[1].facts.Candidates) != 1 {
		t.Fatalf("the ruling changed has %d candidates, want 1", len(rs[1].facts.Candidates))
	}
}

// The record keeps every field of an Event: an event with each field set
// comes back from the record as it went in (kept whole), and so does one
// with none, and one with every field the small record holds set (a
// verb and a promotion it names, a stamp in UTC, each flag).
func TestStoredEventKeepsEveryField(t *testing.T) {
	rare := map[string]bool{"Claim": true, "Option": true, "Text": true, "Sent": true, "SentAs": true}
	for _, set := range []string{"none", "all", "small"} {
		var e record.Event
		if set != "none" {
			v := reflect.ValueOf(&e).Elem()
			for i := range v.NumField() {
				if name := v.Type().Field(i).Name; set == "all" || !rare[name] {
					setSome(t, name, v.Field(i))
				}
			}
		}
		if set == "small" {
			e.Verb, e.Promotion = record.Touch, law.PromoteQueen
		}
		var l record.EventLog
		l.Add(&e)
		if got := l.At(0); !reflect.DeepEqual(got, e) {
			t.Errorf("%s: stored and read back:\n%+v\nwant\n%+v", set, got, e)
		}
	}
}

// setSome gives a field a value other than its zero.
func setSome(t *testing.T, name string, f reflect.Value) {
	switch f.Kind() {
	case reflect.Bool:
		f.SetBool(true)
	case reflect.Int8, reflect.Int16, reflect.Int, reflect.Int32, reflect.Int64:
		f.SetInt(3)
	case reflect.String:
		f.SetString(name + " set")
	case reflect.Slice:
		f.Set(reflect.MakeSlice(f.Type(), 1, 1))
	case reflect.Struct:
		if f.Type() != reflect.TypeFor[time.Time]() {
			t.Fatalf("Event.%s: a %v, not known to the test", name, f.Type())
		}
		f.Set(reflect.ValueOf(time.Date(2026, 11, 22, 4, 16, 20, 412e6, time.UTC)))
	default:
		t.Fatalf("Event.%s: a %v, not known to the test", name, f.Type())
	}
}

// A game of false cries of check (a ruling for every event, the costliest
// game per event) holds under 250 bytes an event (185 measured), its
// rulings, their shared remedy and facts, and its record of events
// included: the game a 16 MiB journal of them rules (419,000 events) holds
// under 105 MB.
func TestRulingsCompact(t *testing.T) {
	const n = 20000
	check := record.Event{Actor: record.ActorWhite, Verb: record.SayCheck, Square: chess.NoSquare, To: chess.NoSquare}
	held := memtest.LiveHeap(func() any {
		g, err := New(Setup{Code: "bca1862"})
		if err != nil {
			t.Fatal(err)
		}
		g.Expect(n) // as a script replayed is
		for range n {
			if err := g.Apply(check); err != nil {
				t.Fatal(err)
			}
		}
		return g
	})
	t.Logf("%d false cries of check: %d bytes an event", n, held/n)
	if held/n > 250 {
		t.Fatalf("%d bytes an event, over 250", held/n)
	}
}

// A checkpoint keeps a settled ruling as the game holds it, with a print:
// undone to after it, the game is restored from it while the ruling is
// unchanged; once the ruling has changed since (as an appeal may change
// one), the checkpoint no longer holds the game's past and is dropped, the
// game rebuilt from its events.
func TestCheckpointKeepsSettledRulingsByPrint(t *testing.T) {
	check := record.Event{Actor: record.ActorWhite, Verb: record.SayCheck, Square: chess.NoSquare, To: chess.NoSquare}
	for _, changed := range []bool{false, true} {
		g, err := New(Setup{Code: "bca1862"})
		if err != nil {
			t.Fatal(err)
		}
		g.KeepCheckpoints()
		for range 100 {
			if err := g.Apply(check); err != nil {
				t.Fatal(err)
			}
		}
		if g.checkpoints.Len() != 1 || g.checkpoints.Last().rulings.Copied(0) {
			t.Fatalf("%d checkpoints, want one keeping the settled rulings uncopied", g.checkpoints.Len())
		}
		first := g.s.rulings[0].Note
		if changed {
			g.s.rulings[0].Note += " (changed since)"
		}
		g.Undo()
		if want := map[bool]int{false: 1, true: 0}[changed]; g.checkpoints.Len() != want {
			t.Errorf("changed %v: %d checkpoints after the undo, want %d", changed, g.checkpoints.Len(), want)
		}
		if got := g.s.rulings[0].Note; got != first {
			t.Errorf("changed %v: the first ruling restored says %q, want %q", changed, got, first)
		}
		if len(g.s.rulings) != 99 {
			t.Errorf("changed %v: %d rulings after the undo, want 99", changed, len(g.s.rulings))
		}
	}
}
