package main

import (
	"bytes"
	"strings"
	"testing"
)

// `arbiter incidents check` rules every scenario of the library under every
// code against its expectations: all of them pass.
func TestIncidentsCheck(t *testing.T) {
	var out, errb bytes.Buffer
	code := run([]string{"incidents", "check"}, strings.NewReader(""), &out, &errb)
	last := lastLine(out.String())
	if code != 0 || !strings.HasSuffix(last, " 0 failed") {
		t.Fatalf("exit %d, %s\n%s%s", code, last, out.String(), errb.String())
	}
	if !strings.HasPrefix(last, "4") && len(last) < len("480 passed, 0 failed") {
		t.Errorf("too few runs: %s", last)
	}
}

// `incidents check --pending` puts each core_pending expectation in place
// of the one it waits on. The library has none waiting since the core came
// to rule BCA V and Staunton's consultation III as the library expected:
// the plain check names none, and --pending checks the
// same expectations (internal/incidents tests the swap itself).
func TestIncidentsCheckPending(t *testing.T) {
	var plain, pending, errb bytes.Buffer
	c1 := run([]string{"incidents", "check"}, strings.NewReader(""), &plain, &errb)
	c2 := run([]string{"incidents", "check", "--pending"}, strings.NewReader(""), &pending, &errb)
	if strings.Contains(plain.String(), "wait on a change to the core") {
		t.Errorf("the check names expectations waiting on the core, but none has core_pending:\n%s", plain.String())
	}
	if c1 != 0 || c2 != 0 || lastLine(plain.String()) != lastLine(pending.String()) {
		t.Errorf("plain: exit %d, %s; --pending: exit %d, %s", c1, lastLine(plain.String()), c2, lastLine(pending.String()))
	}
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return lines[len(lines)-1]
}

func TestIncidentsList(t *testing.T) {
	cases := []struct {
		args []string
		want []string
		exit int
	}{
		{[]string{"incidents", "--topic", "several-men"}, []string{"[several-men]", "scenarios"}, 0},
		{[]string{"incidents", "--code", "bca1862", "--article", "X"}, []string{"castling-rook-first", "BCA X"}, 0},
		{[]string{"incidents", "--topic", "false-move"}, []string{"Lewis XIII (reading r28) · American XIII (reading r28)", "Lewis XI · American XI"}, 0},
		{[]string{"incidents", "--code", "fide"}, nil, 2},
		{[]string{"incidents", "nonsense"}, nil, 2},
	}
	for _, c := range cases {
		var out, errb bytes.Buffer
		if code := run(c.args, strings.NewReader(""), &out, &errb); code != c.exit {
			t.Errorf("%v: exit %d, want %d: %s", c.args, code, c.exit, errb.String())
		}
		for _, w := range c.want {
			if !strings.Contains(out.String(), w) {
				t.Errorf("%v: output lacks %q:\n%s", c.args, w, out.String())
			}
		}
	}
}

// Every article of every code is either covered by a scenario or marked as
// not arising at the board, with the reason.
func TestCoverage(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"coverage"}, strings.NewReader(""), &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	text := out.String()
	for _, code := range []string{"lewis1827", "american1850", "staunton1860", "bca1862"} {
		if !strings.Contains(text, code+" — ") {
			t.Errorf("no section for %s", code)
		}
	}
	// The readings are listed under the articles they read (docs/readings.md).
	for _, want := range []string{
		"reading r8: BCA V: the replay of the man moved out of turn (settled by the words) (no scenario rests on it)",
		"reading r21: Moving an adverse man, or taking one's own, under Staunton and BCA (rests on it: 032 033 048 049)",
		"reading r28: A false move while in announced check (rests on it: 047)",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("coverage does not list %q", want)
		}
	}
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		if strings.Contains(l, "scenarios: no scenario") && !strings.Contains(lines[i-1], "not at the board: ") {
			t.Errorf("an article that arises at the board has no scenario: %s", strings.TrimSpace(lines[i-1]))
		}
	}
}
