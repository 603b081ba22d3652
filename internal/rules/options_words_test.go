package rules

import (
	"github.com/arbiter-chess/arbiter/internal/law"
	"testing"
)

// TestDescribeOptionNamesTheColour: a colour is a name, written White or
// Black mid-sentence as at the start of one; only "the offender", where
// none is known, is lower case there.
func TestDescribeOptionNamesTheColour(t *testing.T) {
	for _, c := range []struct{ offender, want string }{
		{"white", "the adversary names which of the men touched White must play"},
		{"black", "the adversary names which of the men touched Black must play"},
		{"", "the adversary names which of the men touched the offender must play"},
	} {
		if got := DescribeOption(law.OptSelectTouched, c.offender); got != c.want {
			t.Errorf("offender %q: %q, want %q", c.offender, got, c.want)
		}
	}
}
