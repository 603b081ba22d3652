package rules

import (
	"os"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/record"
)

func TestTraceMove(t *testing.T) {
	g, err := New(Setup{})
	if err != nil {
		t.Fatal(err)
	}
	if os.Getenv("TRACE_APPLY") == "" {
		return
	}
	e := record.Event{Actor: record.ActorWhite, Verb: record.Move, Square: 6, To: 21}
	if err := g.Apply(e); err != nil {
		t.Fatal(err)
	}

}
