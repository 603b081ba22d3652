package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/record"
	"github.com/arbiter-chess/arbiter/internal/rules"
)

// The record is what happened at a board: `arbiter rule` refuses a line
// only when it cannot physically happen or is malformed. These are the
// reasons it may give (docs/notation.md, "What is refused"); anything else
// that a real table can produce is recorded and ruled.
var refusalReasons = []*regexp.Regexp{
	regexp.MustCompile(`only the umpire may |the umpire cannot |may be recorded unasked`), // the wrong actor: malformed
	regexp.MustCompile(`no man on [a-h][1-8] to (touch|drop)`),                            // an empty square
	regexp.MustCompile(`holds no man`),                                                    // nothing in hand to let go, or to touch a square with
	regexp.MustCompile(`no man fell from`),                                                // nothing fell to put back
	regexp.MustCompile(`no pawn of \w+ awaits promotion`),                                 // no pawn on the last rank
	regexp.MustCompile(`no pending ruling`),                                               // nothing to choose or waive
	regexp.MustCompile(`is not on offer`),                                                 // an option the law does not give
	regexp.MustCompile(`only in a game by correspondence|only a game by consultation`),
	regexp.MustCompile(`the board has not been upset|no man has been dropped to dispute|no King stands in check, nor was one`), // a dispute over what did not happen                                // a verb of another mode of play
	regexp.MustCompile(`the adversary has made no move to take back`),                                                          // nothing to concede
	regexp.MustCompile(`the game is over \([^)]*\)(: no man may be|$)`),                                                        // the men are out of play: no act of the game
	regexp.MustCompile(`waits for \w+ to select its piece`),                                                                    // his own word before he names the piece
}

// everyActLines are one line of each verb, with arguments that fit the
// stages below as well as one line can.
var everyActLines = map[record.Verb][]string{
	record.Touch:       {"touch e2", "touch e7", "touch d1", "touch d8"},
	record.SayJadoube:  {"say jadoube"},
	record.TouchSquare: {"touch-square e4"},
	record.Release:     {"release e4"},
	record.Move:        {"move b1c3", "move b8c6"},
	record.Promote:     {"promote q"},
	record.SayCheck:    {"say check"},
	record.Claim:       {"claim", "claim men", "claim omitted", "claim board", "claim needless", "claim fifty", "claim draw", "claim dropped", "claim odds", "claim protraction", "claim takeback"},
	record.Notice:      {"notice", "notice men", "notice board"},
	record.Drop:        {"drop a2"},
	record.Resign:      {"resign"},
	record.Abandon:     {"abandon"},
	record.Upset:       {"upset", "upset wilfully"},
	record.Annul:       {"annul", "annul unasked"},
	record.Note:        {"note hello"},
	record.Choose:      {"choose move-touched", "choose let-stand"},
	record.Waive:       {"waive"},
	record.Require:     {"require replace"},
	record.Elect:       {"elect e4"},
	record.Replace:     {"replace a2"},
	record.Dispute:     {"dispute check", "dispute dropped", "dispute upset"},
	record.Result:      {"result 1-0", "result 1/2-1/2"},
	record.Refuse:      {"refuse", "refuse decision", "refuse laws"},
	record.Appeal:      {"appeal"},
	record.Communicate: {"communicate e2e4"},
	record.Assisted:    {"assisted"},
	record.Send:        {"send e2e4"},
	record.Miss:        {"miss"},
	record.Withdraw:    {"withdraw"},
	record.Concede:     {"concede takeback"},
}

// everyActStages are the stages of a game each line is tried at.
var everyActStages = map[string]string{
	"before the first move":   "",
	"mid-game":                "W move e2e4\nB move e7e5\nW move g1f3\n",
	"a ruling pending":        "W move e2e4\nB move e7e5\nW touch b1\nW move g1f3\n",
	"a claim unchosen":        "W move e2e4\nB move e7e5\nW touch b1\nW move g1f3\nB claim\n",
	"after mate":              "W move f2f3\nB move e7e5\nW move g2g4\nB move d8h4\n",
	"after resignation":       "W move e2e4\nB move e7e5\nW resign\n",
	"a pawn on the last rank": "[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\nW move a7a8\n",
}

func TestEveryActRecordedOrRefusedForAReason(t *testing.T) {
	for _, v := range rules.Verbs() {
		if _, ok := everyActLines[v.Verb]; !ok {
			t.Errorf("verb %q has no line in everyActLines: add one", v.Verb)
		}
	}
	dir := t.TempDir()
	script := filepath.Join(dir, "act.inc")
	recorded := 0
	for stage, before := range everyActStages {
		for _, lines := range everyActLines {
			for _, line := range lines {
				for _, actor := range []string{"W", "B", "U"} {
					if err := os.WriteFile(script, []byte(before+actor+" "+line+"\n"), 0o644); err != nil {
						t.Fatal(err)
					}
					for _, code := range []string{"lewis1827", "american1850", "staunton1860", "bca1862"} {
						var out, errb bytes.Buffer
						exit := run([]string{"rule", "--code", code, "--json", script}, strings.NewReader(""), &out, &errb)
						switch exit {
						case 0:
							recorded++
						case 2:
							if !refusedForAReason(errb.String()) {
								t.Errorf("%s, %q under %s: refused for a reason not listed:\n%s", stage, actor+" "+line, code, errb.String())
							}
						default:
							t.Errorf("%s, %q under %s: exit %d:\n%s", stage, actor+" "+line, code, exit, errb.String())
						}
					}
				}
			}
		}
	}
	if recorded < 1000 {
		t.Errorf("only %d runs recorded the act: the stages do not reach the verbs", recorded)
	}
}

// refusedForAReason: the first line of the refusal gives a listed reason.
func refusedForAReason(stderr string) bool {
	first, _, _ := strings.Cut(stderr, "\n")
	for _, re := range refusalReasons {
		if re.MatchString(first) {
			return true
		}
	}
	return false
}
