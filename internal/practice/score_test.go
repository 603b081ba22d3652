package practice

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"
)

// answerAll answers every question of a quiz, rightly or not.
func answerAll(q *Quiz, right bool) []int {
	var out []int
	for _, qu := range q.Questions {
		a := qu.Right
		if !right {
			a = (qu.Right + 1) % len(qu.Choices)
		}
		out = append(out, a)
	}
	return out
}

func TestResult(t *testing.T) {
	_, items := library(t)
	q := build(t, itemByID(t, items, "024-adverse-queen-touched"), "bca1862")
	ans := answerAll(q, true)
	r := q.Result(ans)
	if !r.AllRight() || r.NRight() != 5 || len(r.Missed) != 0 || !slices.Equal(r.Articles, []string{"VI"}) {
		t.Fatalf("all right: %+v", r)
	}
	ans[2] = (ans[2] + 1) % len(q.Questions[2].Choices)
	r = q.Result(ans)
	if r.AllRight() || r.NRight() != 4 || !slices.Equal(r.Missed, []string{"VI"}) || r.Right[2] {
		t.Fatalf("one wrong: %+v", r)
	}
	// Unanswered questions are wrong, not right.
	if r := q.Result(nil); r.NRight() != 0 {
		t.Errorf("no answers: %+v", r)
	}
	// With nothing to rule on, the answers count for the articles the
	// scenario turns on.
	q = build(t, itemByID(t, items, "010-knight-touched-and-put-back"), "bca1862")
	if r := q.Result([]int{q.Questions[0].Right}); !r.AllRight() || len(r.Articles) == 0 {
		t.Errorf("no offence: %+v", r)
	}
}

func TestScoresAdd(t *testing.T) {
	s := NewScores()
	s.Add(Result{Item: "a", Code: "bca1862", Articles: []string{"VI", "IX"}, Right: []bool{true, false, true}})
	s.Add(Result{Item: "a", Code: "bca1862", Articles: []string{"VI"}, Right: []bool{true, true}})
	s.Add(Result{Item: "b", Code: "lewis1827", Articles: []string{"IX"}, Right: []bool{false}})
	want := map[string]Tally{"bca1862": {5, 4}, "lewis1827": {1, 0}}
	if !reflect.DeepEqual(s.Codes, want) {
		t.Errorf("codes %v", s.Codes)
	}
	if got := s.Articles["bca1862 VI"]; got != (Tally{5, 4}) {
		t.Errorf("BCA VI %v", got)
	}
	if got := s.Articles["bca1862 IX"]; got != (Tally{3, 2}) {
		t.Errorf("BCA IX %v", got)
	}
	if got := s.Articles["lewis1827 IX"]; got != (Tally{1, 0}) {
		t.Errorf("Lewis IX %v", got)
	}
	if got := s.Record("bca1862", "a"); got != (ItemRecord{Seen: 2, Missed: 1, Streak: 1, LastRound: 1}) {
		t.Errorf("item a %+v", got)
	}
	if got := s.Record("lewis1827", "b"); !got.LastWrong || got.Streak != 0 {
		t.Errorf("item b %+v", got)
	}
	// A file whose maps are null is filled, not a panic.
	var empty Scores
	empty.Add(Result{Item: "x", Code: "bca1862", Right: []bool{true}})
	if empty.Codes["bca1862"] != (Tally{1, 1}) {
		t.Errorf("%+v", empty)
	}
}

func ids(items []Item) []string {
	var out []string
	for _, it := range items {
		out = append(out, it.ID)
	}
	return out
}

// TestPlanRound: what was missed comes first in the next round, then what
// was never asked, then what was answered right, the least sure first.
func TestPlanRound(t *testing.T) {
	var items []Item
	for _, id := range []string{"a", "b", "c", "d", "e", "f", "g", "h"} {
		items = append(items, Item{ID: id})
	}
	s := NewScores()
	first := PlanRound(items, "bca1862", s, 5)
	if len(first) != 5 {
		t.Fatalf("round of %d", len(first))
	}
	if again := PlanRound(items, "bca1862", s, 5); !slices.Equal(ids(first), ids(again)) {
		t.Errorf("two plans of the same score differ: %v %v", ids(first), ids(again))
	}
	// Round 1: the first two missed, the rest right.
	for i, it := range first {
		s.Add(Result{Item: it.ID, Code: "bca1862", Right: []bool{i >= 2}})
	}
	s.Rounds++
	second := PlanRound(items, "bca1862", s, 5)
	got := ids(second)
	if !slices.Equal(got[:2], ids(first[:2])) {
		t.Errorf("missed items %v not first in %v", ids(first[:2]), got)
	}
	for _, id := range got[2:] {
		if slices.Contains(ids(first), id) {
			t.Errorf("%s, answered right, comes before the items never asked: %v", id, got)
		}
	}
	// Round 2: everything right. The items never asked come first; then
	// those answered right once, before those right twice.
	for _, it := range second {
		s.Add(Result{Item: it.ID, Code: "bca1862", Right: []bool{true}})
	}
	s.Rounds++
	third := PlanRound(items, "bca1862", s, 8)
	if len(third) != 8 {
		t.Fatalf("round of %d", len(third))
	}
	streak := func(id string) int { return s.Record("bca1862", id).Streak }
	for i := 1; i < len(third); i++ {
		if streak(third[i-1].ID) > streak(third[i].ID) {
			t.Errorf("order %v: streaks not rising", ids(third))
		}
	}
	// Another code's score is its own.
	if other := PlanRound(items, "lewis1827", s, 5); !slices.Equal(ids(other), ids(PlanRound(items, "lewis1827", NewScores(), 5))) {
		t.Errorf("BCA's score changed Lewis's round: %v", ids(other))
	}
}

func TestSummarize(t *testing.T) {
	s := Summarize("bca1862", []Result{
		{Right: []bool{true, true}},
		{Right: []bool{true, false}, Missed: []string{"VI", "IX"}},
		{Right: []bool{false}, Missed: []string{"VI"}},
	})
	if s.Asked != 5 || s.Right != 3 || !slices.Equal(s.ToRead, []string{"VI", "IX"}) {
		t.Errorf("%+v", s)
	}
}

var clock = func() time.Time { return time.Date(2026, 11, 22, 10, 4, 5, 0, time.UTC) }

func TestStoreRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "arbiter", "practice.json")
	st, notice := OpenStore(path, clock)
	if !strings.Contains(notice, "No practice score yet") || !strings.Contains(notice, path) {
		t.Errorf("missing file: notice %q", notice)
	}
	r := Result{Item: "024", Code: "bca1862", Articles: []string{"VI"}, Right: []bool{true, false}}
	if n, err := st.Record(r); err != nil || n != "" {
		t.Fatalf("record: %q %v", n, err)
	}
	if _, err := st.EndRound(); err != nil {
		t.Fatal(err)
	}
	got, err := ReadScores(path)
	if err != nil {
		t.Fatal(err)
	}
	want := NewScores()
	want.Add(r)
	want.Rounds = 1
	if !reflect.DeepEqual(got, want) {
		t.Errorf("on disk %+v\nwant %+v", got, want)
	}
	if !reflect.DeepEqual(st.Scores(), want) {
		t.Errorf("in memory %+v", st.Scores())
	}
	// No temporary file is left beside it.
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("files beside the score: %v", entries)
	}
	// A second store opened on it reads it, and adds to what is on disk,
	// not to what it read: nothing of the first is lost.
	st2, notice := OpenStore(path, clock)
	if notice != "" {
		t.Errorf("notice %q", notice)
	}
	if _, err := st.Record(Result{Item: "025", Code: "bca1862", Right: []bool{true}}); err != nil {
		t.Fatal(err)
	}
	if _, err := st2.Record(Result{Item: "026", Code: "bca1862", Right: []bool{true}}); err != nil {
		t.Fatal(err)
	}
	got, _ = ReadScores(path)
	if got.Codes["bca1862"] != (Tally{4, 3}) || len(got.Items) != 3 {
		t.Errorf("after two stores: %+v", got)
	}
}

// TestStoreCorrupt: a score that does not read is set aside with its bytes
// as they were, the notice says where, and a new score begins.
func TestStoreCorrupt(t *testing.T) {
	for name, data := range map[string]string{
		"syntax":  "{\n \"version\": 1,\n \"codes\": {\"bca1862\": {\"asked\": 3,,}}\n}\n",
		"empty":   "",
		"type":    "{\"version\": 1, \"codes\": {\"bca1862\": {\"asked\": \"three\"}}}",
		"field":   "{\"version\": 1, \"score\": 3}",
		"version": "{\"codes\": {}}",
		"trailer": "{\"version\": 1} {}",
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "practice.json")
			if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
				t.Fatal(err)
			}
			st, notice := OpenStore(path, clock)
			kept := path + ".corrupt-20261122T100405"
			if !strings.Contains(notice, "is not a practice score arbiter can read") || !strings.Contains(notice, filepath.Base(kept)) {
				t.Errorf("notice %q", notice)
			}
			if name == "syntax" && !strings.Contains(notice, "line 3:") {
				t.Errorf("notice %q does not name the line", notice)
			}
			if b, err := os.ReadFile(kept); err != nil || string(b) != data {
				t.Fatalf("set aside: %q, %v", b, err)
			}
			if _, err := os.Stat(path); !errors.Is(err, fs.ErrNotExist) {
				t.Errorf("the bad file is still at %s", path)
			}
			if _, err := st.Record(Result{Item: "x", Code: "bca1862", Right: []bool{true}}); err != nil {
				t.Fatal(err)
			}
			if s, err := ReadScores(path); err != nil || s.Codes["bca1862"] != (Tally{1, 1}) {
				t.Errorf("new score %+v, %v", s, err)
			}
			// A second bad file the same second is kept beside the first.
			os.WriteFile(path, []byte("{"), 0o644)
			if _, notice := OpenStore(path, clock); !strings.Contains(notice, filepath.Base(kept)+"-2") {
				t.Errorf("second notice %q", notice)
			}
		})
	}
}

// TestStoreCorruptMeanwhile: a file spoilt while practising is set aside
// when the next result is written, and the notice says so.
func TestStoreCorruptMeanwhile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "practice.json")
	st, _ := OpenStore(path, clock)
	if _, err := st.Record(Result{Item: "a", Code: "bca1862", Right: []bool{true}}); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(path, []byte("garbage"), 0o644)
	notice, err := st.Record(Result{Item: "b", Code: "bca1862", Right: []bool{true}})
	if err != nil || !strings.Contains(notice, ".corrupt-") {
		t.Fatalf("notice %q, %v", notice, err)
	}
	if b, _ := os.ReadFile(path + ".corrupt-20261122T100405"); string(b) != "garbage" {
		t.Errorf("set aside %q", b)
	}
}

// TestStoreNewer: a score of a newer arbiter is never written over.
func TestStoreNewer(t *testing.T) {
	path := filepath.Join(t.TempDir(), "practice.json")
	data := `{"version": 2, "codes": {}, "somethingnew": true}`
	os.WriteFile(path, []byte(data), 0o644)
	st, notice := OpenStore(path, clock)
	if !strings.Contains(notice, "newer arbiter (format 2") || !strings.Contains(notice, "not saved") {
		t.Errorf("notice %q", notice)
	}
	r := Result{Item: "a", Code: "bca1862", Right: []bool{true}}
	if _, err := st.Record(r); err == nil || !strings.Contains(err.Error(), "newer arbiter") || st.NotSaved() == "" {
		t.Errorf("record: %v", err)
	}
	if b, _ := os.ReadFile(path); string(b) != data {
		t.Errorf("the file was changed: %q", b)
	}
	if st.Scores().Codes["bca1862"] != (Tally{1, 1}) {
		t.Errorf("the result is not kept in memory for the summary: %+v", st.Scores())
	}
}

// TestStoreUnwritable: a directory that cannot be written loses the result
// on disk only, with the reason.
func TestStoreUnwritable(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root writes anywhere")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "practice.json")
	if err := os.Chmod(dir, 0o500); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(dir, 0o700)
	st, _ := OpenStore(path, clock)
	_, err := st.Record(Result{Item: "a", Code: "bca1862", Right: []bool{true}})
	if err == nil || !strings.Contains(err.Error(), "permission denied") {
		t.Errorf("record: %v", err)
	}
	if st.Scores().Codes["bca1862"] != (Tally{1, 1}) {
		t.Errorf("in memory %+v", st.Scores())
	}
}

func TestDataPath(t *testing.T) {
	t.Setenv("XDG_DATA_HOME", "/xdg")
	if p, _ := DataPath(); p != "/xdg/arbiter/practice.json" {
		t.Errorf("%s", p)
	}
	t.Setenv("XDG_DATA_HOME", "relative")
	t.Setenv("HOME", "/home/ana")
	if p, _ := DataPath(); p != "/home/ana/.local/share/arbiter/practice.json" {
		t.Errorf("%s", p)
	}
}

// TestStoreUnreadable: a score that cannot be opened (here its directory
// is a file) is left alone, and the reason is given at once and with each
// result, which is kept in memory.
func TestStoreUnreadable(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "arbiter"), []byte("a file"), 0o644)
	path := filepath.Join(dir, "arbiter", "practice.json")
	st, notice := OpenStore(path, clock)
	if !strings.Contains(notice, "cannot be read") || !strings.Contains(notice, "not a directory") || st.NotSaved() == "" {
		t.Errorf("notice %q", notice)
	}
	if _, err := st.Record(Result{Item: "a", Code: "bca1862", Right: []bool{true}}); err == nil || !strings.Contains(err.Error(), "not a directory") {
		t.Errorf("record: %v", err)
	}
	if st.Scores().Codes["bca1862"] != (Tally{1, 1}) {
		t.Errorf("in memory %+v", st.Scores())
	}
}

// TestPlanRoundQuiet: a newcomer's rounds hold at most one scenario where
// nothing is irregular; the others are all still asked, after the rest of
// the new ones and before any asked again.
func TestPlanRoundQuiet(t *testing.T) {
	_, all := library(t)
	items := Playable(all, "bca1862")
	s := NewScores()
	count := func(round []Item) int {
		n := 0
		for _, it := range round {
			if quiet(it, "bca1862") {
				n++
			}
		}
		return n
	}
	for r := 0; r < 5; r++ {
		round := PlanRound(items, "bca1862", s, 5)
		if n := count(round); n > 1 {
			t.Errorf("round %d: %d quiet scenarios: %v", r+1, n, ids(round))
		}
		for _, it := range round {
			s.Add(Result{Item: it.ID, Code: "bca1862", Right: []bool{true}})
		}
		s.Rounds++
	}
	whole := PlanRound(items, "bca1862", s, len(items))
	if len(whole) != len(items) {
		t.Fatalf("%d of %d items planned", len(whole), len(items))
	}
	seenAt := -1
	for i, it := range whole {
		if s.Record("bca1862", it.ID).Seen > 0 {
			if seenAt < 0 {
				seenAt = i
			}
		} else if seenAt >= 0 {
			t.Fatalf("%s, never asked, comes after %s, asked", it.ID, whole[seenAt].ID)
		}
	}
	if q := count(whole[:seenAt]); q < 10 {
		t.Errorf("only %d quiet scenarios among those never asked", q)
	}
}

func TestDisplayPath(t *testing.T) {
	t.Setenv("HOME", "/home/ana")
	if got := DisplayPath("/home/ana/.local/share/arbiter/practice.json"); got != "~/.local/share/arbiter/practice.json" {
		t.Errorf("%s", got)
	}
	if got := DisplayPath("/home/anabel/x.json"); got != "/home/anabel/x.json" {
		t.Errorf("%s", got)
	}
}
