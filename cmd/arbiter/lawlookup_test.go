package main

import (
	"strings"
	"testing"
)

// TestLawAsWritten: arbiter law finds the code by its id, the name a
// citation gives it, its author or its year, in any case, and the article
// in Roman or Arabic numbers, with its part ("cons III") and a word before
// it ("Law 6") or not.
func TestLawAsWritten(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"BCA", "VI"}, "bca1862 VI. Touch and move"},
		{[]string{"bca1862", "6"}, "bca1862 VI. Touch and move"},
		{[]string{"BCA VI"}, "bca1862 VI. Touch and move"},
		{[]string{"bca", "vi"}, "bca1862 VI. Touch and move"},
		{[]string{"bca1862", "Law", "6"}, "bca1862 VI. Touch and move"},
		{[]string{"Staunton", "cons", "III"}, "staunton1860 cons:III."},
		{[]string{"staunton1860", "cons:3"}, "staunton1860 cons:III."},
		{[]string{"staunton1860", "cons III"}, "staunton1860 cons:III."},
		{[]string{"STAUNTON", "def", "queening"}, "staunton1860 def:queening."},
		{[]string{"staunton", "odds:iii"}, "staunton1860 odds:III."},
		{[]string{"Lewis", "25"}, "lewis1827 XXV."},
		{[]string{"american", "XXVI"}, "american1850 XXVI."},
		{[]string{"1862", "XV"}, "bca1862 XV."},
		{[]string{"--code", "lewis1827", "6"}, "lewis1827 VI."},
		{[]string{"6", "--code=Lewis"}, "lewis1827 VI."},
	} {
		out, errs, code := runArgs(append([]string{"law"}, tc.args...))
		if code != 0 || !strings.HasPrefix(out, tc.want) {
			t.Errorf("law %q: exit %d, %q %s", tc.args, code, firstLine(out), errs)
		}
	}
	for _, args := range [][]string{{"bca", "16"}, {"fide", "1"}, {"bca", "cons", "III"}, {"bca", "VI", "VII", "VIII"}} {
		if _, errs, code := runArgs(append([]string{"law"}, args...)); code != exitInput || errs == "" {
			t.Errorf("law %q: exit %d, %q", args, code, errs)
		}
	}
	if out, _, code := runArgs([]string{"law", "Staunton"}); code != 0 || !strings.Contains(out, "cons:III") {
		t.Errorf("law Staunton lists: exit %d", code)
	}
}

func firstLine(s string) string { l, _, _ := strings.Cut(s, "\n"); return l }
