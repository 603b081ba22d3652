package ui

import (
	"reflect"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/testkit/codeshape"
)

// maxBranches is the most branches (if, for, range, case, select case,
// && and ||) a function of the package may have (issue 16): a screen's
// keys are routed to small handlers, not one long switch.
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

// TestModelFields: the game screen's Model keeps at most 20 fields of its
// own (issue 16): the rest are grouped by what they are for.
func TestModelFields(t *testing.T) {
	if n := reflect.TypeOf(Model{}).NumField(); n > 20 {
		t.Errorf("Model has %d fields, at most 20", n)
	}
}
