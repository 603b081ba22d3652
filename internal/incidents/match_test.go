package incidents

import (
	"reflect"
	"strings"
	"testing"
)

// TestMatchTags: [Match] and [Game] name the match a game is one of. The
// first game learns it is one only when the next begins, so, like the
// other game tags, they may follow its events (in a journal with their
// stamps) and the canonical form keeps them in the header.
func TestMatchTags(t *testing.T) {
	src := journalHeader + "W move a1a8  # 2026-11-22T04:16:20.000Z\n" +
		"[Match \"game.inc\"]  # 2026-11-22T04:20:00.000Z\n" +
		"[Game \"1\"]  # 2026-11-22T04:20:00.000Z\n"
	s, err := ParseString(src)
	if err != nil || s.Torn != nil {
		t.Fatalf("%v, torn %+v", err, s.Torn)
	}
	if m, _ := s.Tag("Match"); m != "game.inc" {
		t.Errorf("Match %q", m)
	}
	if g, _ := s.Tag("Game"); g != "1" || s.TagLines["game"] != 7 {
		t.Errorf("Game %q on line %d", g, s.TagLines["game"])
	}
	out := Format(s)
	if strings.Index(out, "[Game \"1\"]") > strings.Index(out, "[Begun") {
		t.Errorf("the canonical form keeps the match's tags after [Begun]:\n%s", out)
	}
	back, err := ParseString(out)
	if err != nil || !reflect.DeepEqual(back.Tags, s.Tags) {
		t.Fatalf("canonical form: %v\n%s", err, out)
	}
	for _, name := range []string{"match", "game"} {
		if !GameTag(name) {
			t.Errorf("%s is not a game tag", name)
		}
	}
}
