package ui

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/codeshape"
)

// maxBranches is the most branches (if, for, range, case, select case,
// && and ||) a function of the package may have: a screen's keys are
// routed to small handlers, not one long switch.
const maxBranches = 25

func TestNoFunctionOverMaxBranches(t *testing.T) {
	over, err := codeshape.OverBranches(".", maxBranches)
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range over {
		t.Error(o)
	}
}

// maxModelFields is the most fields reachable as m.X on the Model,
// promoted ones included: a newcomer holds the Model in mind, and a screen
// or a panel keeps its own state in its own component.
const maxModelFields = 25

// TestModelFields counts the fields reachable on the Model as m.X
// (reflect.VisibleFields counts those of an embedded struct too), and
// refuses an embedded struct: the Model names each component it holds.
func TestModelFields(t *testing.T) {
	checkModelShape(t, reflect.TypeOf(Model{}))
}

func checkModelShape(t testing.TB, typ reflect.Type) {
	fields := reflect.VisibleFields(typ)
	if len(fields) > maxModelFields {
		t.Errorf("%s has %d fields reachable as m.X, at most %d", typ.Name(), len(fields), maxModelFields)
	}
	for _, f := range fields {
		if f.Anonymous {
			t.Errorf("%s embeds %s: name the field", typ.Name(), f.Type)
		}
	}
}

// TestModelShapeCanFail: the check above refuses a Model that embeds a
// struct, or has more than maxModelFields fields reachable.
func TestModelShapeCanFail(t *testing.T) {
	type embedding struct {
		terminal
		screen screen
	}
	if !fails(func(tb testing.TB) { checkModelShape(tb, reflect.TypeOf(embedding{})) }) {
		t.Error("an embedded struct passed the shape check")
	}
	wide := reflect.StructOf(func() []reflect.StructField {
		var fs []reflect.StructField
		for i := 0; i <= maxModelFields; i++ {
			fs = append(fs, reflect.StructField{Name: fmt.Sprintf("F%d", i), Type: reflect.TypeOf(0)})
		}
		return fs
	}())
	if !fails(func(tb testing.TB) { checkModelShape(tb, wide) }) {
		t.Errorf("%d fields passed the shape check", maxModelFields+1)
	}
}

// fails reports whether check reported an error.
func fails(check func(testing.TB)) bool {
	r := &recorder{}
	check(r)
	return r.failed
}

// recorder is a testing.TB that notes a failure and goes on.
type recorder struct {
	testing.TB
	failed bool
}

func (r *recorder) Errorf(string, ...any) { r.failed = true }
