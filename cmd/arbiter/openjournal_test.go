package main

import (
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/arbiter-chess/arbiter/internal/rules"
)

// TestRuleStopsAtARefusedLine: a journal whose 8th event (line 11) is a
// choice no ruling offers is ruled up to it: exit 2 with the line, and the
// ruling of the 7 events before it with --json, from a file or from
// standard input.
func TestRuleStopsAtARefusedLine(t *testing.T) {
	path := filepath.Join("testdata", "refused-at-event-8.inc")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"rule", "--json", path}, {"rule", "--json", "-"}} {
		code, out, errs := runArbiter(t, string(data), args...)
		if code != exitInput || !strings.HasPrefix(errs, "line 11: B choose move-king: no pending ruling lets black choose\n") ||
			!strings.Contains(errs, "the 32 lines after it are not ruled on (the ruling up to it is on standard output)") {
			t.Fatalf("%q: exit %d, stderr %q", args, code, errs)
		}
		var rep rules.Report
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatalf("%q: the ruling up to line 11: %v\n%s", args, err, out)
		}
		if strings.Join(rep.Moves, " ") != "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 d2d3" {
			t.Fatalf("%q: moves %q, want the 7 before the refused line", args, rep.Moves)
		}
	}
	code, out, errs := runArbiter(t, "", "rule", path)
	if code != exitInput || out != "" || !strings.HasPrefix(errs, "line 11: ") {
		t.Fatalf("rule without --json: exit %d, stdout %q, stderr %q", code, out, errs)
	}
	// A verb this arbiter does not know stops the ruling the same way.
	retired := strings.Replace(string(data), "B choose move-king", "B frobnicate d8", 1)
	code, out, errs = runArbiter(t, retired, "rule", "--json", "-")
	if code != exitInput || !strings.HasPrefix(errs, "line 11: unknown verb") || !strings.Contains(out, `"d2d3"`) {
		t.Fatalf("a retired verb: exit %d, stderr %q, stdout %.80q", code, errs, out)
	}
}

// countingReader is endless input that counts what is read of it.
type countingReader struct{ n int64 }

func (r *countingReader) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = "W say check  # 2026-11-22T04:16:20.412Z\n"[(r.n+int64(i))%40]
	}
	r.n += int64(len(p))
	return len(p), nil
}

// TestRuleStdinBounded: standard input is counted as it is read and
// refused at the bound, not read to its end.
func TestRuleStdinBounded(t *testing.T) {
	in := &countingReader{}
	var out, errb strings.Builder
	code := run([]string{"rule", "-"}, in, &out, &errb)
	if code != exitInput || !strings.Contains(errb.String(), "larger than 16 MiB") {
		t.Fatalf("exit %d, stderr %q", code, errb.String())
	}
	if in.n > 17<<20 {
		t.Fatalf("read %d bytes of an endless input", in.n)
	}
}

// TestExitCodesAgree: one exit code per meaning across rule and open.
func TestExitCodesAgree(t *testing.T) {
	dir := t.TempDir()
	empty := filepath.Join(dir, "empty.inc")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"rule", empty}, {"open", "--read-only", empty}, {"rule", filepath.Join(dir, "none.inc")}, {"open", filepath.Join(dir, "none.inc")}} {
		if code, _, errs := runArbiter(t, "", args...); code != exitInput {
			t.Errorf("%q: exit %d, want %d (%s)", args, code, exitInput, errs)
		}
	}
	if os.Geteuid() == 0 {
		t.Skip("root reads any file: unreadable files are not tried")
	}
	unreadable := filepath.Join(dir, "unreadable.inc")
	if err := os.WriteFile(unreadable, []byte("W move e2e4\n"), 0o000); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"rule", unreadable}, {"open", "--read-only", unreadable}} {
		if code, _, errs := runArbiter(t, "", args...); code != exitSystem {
			t.Errorf("%q: exit %d, want %d (%s)", args, code, exitSystem, errs)
		}
	}
}

// TestNoPromptWithoutATerminal: /dev/null is a character device, not a
// terminal: no [y/N] is printed to it.
func TestNoPromptWithoutATerminal(t *testing.T) {
	null, err := os.Open(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	defer null.Close()
	var errb strings.Builder
	if askReview(null, &errb) || errb.Len() > 0 {
		t.Fatalf("asked %q", errb.String())
	}
	if askReview(io.NopCloser(strings.NewReader("y\n")), &errb) {
		t.Fatal("a reader that is no terminal answered")
	}
}

// TestOpenCode sorts the failures to open a script as the exit codes say:
// no such file is bad input, a file that may not be read the system's.
func TestOpenCode(t *testing.T) {
	for err, want := range map[error]int{
		&fs.PathError{Op: "open", Path: "g.inc", Err: fs.ErrNotExist}: exitInput,
		&fs.PathError{Op: "open", Path: "g.inc", Err: syscall.EACCES}: exitSystem,
		&fs.PathError{Op: "read", Path: "g.inc", Err: syscall.EIO}:    exitSystem,
		errors.New("g.inc is a directory, not an incident script"):    exitInput,
	} {
		if got := openCode(err); got != want {
			t.Errorf("openCode(%v) = %d, want %d", err, got, want)
		}
	}
}
