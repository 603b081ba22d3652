package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

// `arbiter verbs --json` is the tables of rules: every verb and option, the
// umpire's verbs named so.
func TestVerbsJSON(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"--json", "verbs"}, strings.NewReader(""), &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var got struct {
		Verbs []struct {
			Verb, Who, Usage, Help string
			Subjects               []string
		}
		Options []struct{ ID, Words, Argument string }
	}
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatalf("not JSON: %v\n%s", err, out.String())
	}
	if len(got.Verbs) != len(rules.Verbs()) || len(got.Options) != len(rules.Options()) {
		t.Fatalf("%d verbs and %d options, want %d and %d", len(got.Verbs), len(got.Options), len(rules.Verbs()), len(rules.Options()))
	}
	for _, v := range got.Verbs {
		if v.Verb == "dispute" && (v.Who != "umpire" || strings.Join(v.Subjects, " ") != "dropped check upset") {
			t.Errorf("dispute: %+v", v)
		}
		if v.Usage == "" || v.Help == "" {
			t.Errorf("%s: no usage or help", v.Verb)
		}
	}
	out.Reset()
	if code := run([]string{"verbs"}, strings.NewReader(""), &out, &errb); code != 0 || !strings.Contains(out.String(), "choose OPTION") {
		t.Errorf("verbs in words: exit %d\n%s", code, out.String())
	}
}
