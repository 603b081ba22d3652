package rules

import (
	"testing"

	"github.com/arbiter-chess/arbiter/internal/testkit/codeshape"
)

// TestNoFunctionOverMaxBranches: no function of the core has more than 25
// branches: an event goes to its verb's row and an option to
// its own, not through one long switch.
func TestNoFunctionOverMaxBranches(t *testing.T) {
	over, err := codeshape.OverBranches(".", 25)
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range over {
		t.Error(o)
	}
}
