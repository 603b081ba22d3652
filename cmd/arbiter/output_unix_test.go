//go:build unix

package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/arbiter-chess/arbiter/internal/journal"
)

// outputCommands are the subcommands that take -o. TestOutputCommandsKnown
// keeps the list whole.
var outputCommands = []string{"pgn", "report"}

// TestOutputCommandsKnown: every subcommand that takes -o (in the command
// table) is in outputCommands, so that TestOutputNeverReplaces tries it,
// and takes --force with it.
func TestOutputCommandsKnown(t *testing.T) {
	for _, c := range commandTable {
		has := map[string]bool{}
		for _, f := range c.Flags {
			has[f.Name] = true
		}
		if has["o"] != slices.Contains(outputCommands, c.Name) || has["o"] && !has["force"] {
			t.Errorf("%q: -o %v, --force %v, listed %v", c.Name, has["o"], has["force"], slices.Contains(outputCommands, c.Name))
		}
	}
}

// snapshot is what stands at a path, to tell that nothing changed there:
// its kind, its device number, its bytes, a link's target, a directory's
// names.
func snapshot(t *testing.T, path string) string {
	t.Helper()
	fi, err := os.Lstat(path)
	if err != nil {
		return "missing: " + err.Error()
	}
	s := fi.Mode().String()
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		s += fmt.Sprintf(" ino %d rdev %d", st.Ino, st.Rdev)
	}
	switch {
	case fi.Mode()&os.ModeSymlink != 0:
		to, _ := os.Readlink(path)
		s += " -> " + to + " holding " + snapshot(t, to)
	case fi.IsDir():
		names, _ := os.ReadDir(path)
		for _, n := range names {
			s += " " + n.Name()
		}
	case fi.Mode().IsRegular():
		b, _ := os.ReadFile(path)
		s += " " + string(b)
	}
	return s
}

func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	sort.Strings(names)
	return names
}

// writeJournalFile writes a small journal with events at path.
func writeJournalFile(t *testing.T, path string) {
	t.Helper()
	j, err := journal.Create(journal.OS, path)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	now := time.Date(2026, 11, 22, 4, 16, 19, 0, time.UTC)
	if err := j.Begin(setupForTest, now); err != nil {
		t.Fatal(err)
	}
	for i, l := range []string{"W touch e2", "W move e2e4", "B move e7e5", "U note a note", "U undo"} {
		if err := j.Append(l, now.Add(time.Duration(i+1)*time.Second)); err != nil {
			t.Fatal(err)
		}
	}
}

// TestOutputNeverReplaces: each subcommand's -o at a journal, a journal
// being recorded, a character device (/dev/null's), a FIFO, a symbolic
// link and a directory is refused with one line saying why, exit 2, with
// or without --force, and each is left as it was, byte for byte, the
// device still a device; no temporary file is left behind. As root the
// device is first a node of /dev/null's own made in the test's directory,
// then, that refused, /dev/null itself.
func TestOutputNeverReplaces(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.inc")
	writeJournalFile(t, in)
	saved := filepath.Join(dir, "saved.inc")
	writeJournalFile(t, saved)
	recorded := filepath.Join(dir, "recorded.inc")
	j, err := journal.Create(journal.OS, recorded)
	if err != nil {
		t.Fatal(err)
	}
	defer j.Close()
	if err := j.Begin(setupForTest, time.Now()); err != nil {
		t.Fatal(err)
	}
	if err := j.Append("W move e2e4", time.Now()); err != nil {
		t.Fatal(err)
	}
	fifo := filepath.Join(dir, "fifo")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	plain := filepath.Join(dir, "plain.txt")
	if err := os.WriteFile(plain, []byte("kept\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.pgn")
	if err := os.Symlink(plain, link); err != nil {
		t.Fatal(err)
	}
	linkToJournal := filepath.Join(dir, "link.inc")
	if err := os.Symlink(saved, linkToJournal); err != nil {
		t.Fatal(err)
	}
	sub := filepath.Join(dir, "sub")
	if err := os.Mkdir(sub, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(sub, "a"), []byte("a"), 0o644); err != nil {
		t.Fatal(err)
	}
	device := deviceForTest(t, dir)
	targets := map[string]string{
		saved:         "is a game's journal",
		in:            "is a game's journal",
		recorded:      "is a journal being recorded by",
		device:        "is a character device, not a regular file",
		fifo:          "is a FIFO (a named pipe), not a regular file",
		link:          "is a symbolic link",
		linkToJournal: "is a symbolic link",
		sub:           "is a directory",
	}
	forced := map[string]bool{saved: true, in: true} // --force replaces these
	for _, cmd := range outputCommands {
		for target, why := range targets {
			for _, force := range []bool{false, true} {
				if force && forced[target] {
					continue
				}
				before, names := snapshot(t, target), dirNames(t, dir)
				args := []string{cmd, in, "-o", target}
				if force {
					args = append(args, "--force")
				}
				exit, out, errs := runArbiter(t, "", args...)
				if exit != exitInput || !strings.Contains(errs, why) || strings.Count(errs, "\n") != 1 || out != "" {
					t.Errorf("%v: exit %d, stderr %q; want 2 and one line with %q", args, exit, errs, why)
				}
				if after := snapshot(t, target); after != before {
					t.Errorf("%v changed %s:\n%s\nwas\n%s", args, target, after, before)
				}
				if got := dirNames(t, dir); !slices.Equal(got, names) {
					t.Errorf("%v: the directory holds %v, held %v", args, got, names)
				}
			}
		}
	}
	// The recorded journal still takes lines: its writer never noticed.
	if err := j.Append("B move e7e5", time.Now()); err != nil {
		t.Fatal(err)
	}
	// /dev/null itself, once its copy was refused and left as it was (so
	// that a broken check cannot cost the machine its /dev/null).
	if device != os.DevNull && !t.Failed() {
		before := snapshot(t, os.DevNull)
		for _, cmd := range outputCommands {
			for _, force := range []string{"-o", "--force"} {
				args := []string{cmd, in, "-o", os.DevNull}
				if force == "--force" {
					args = append(args, force)
				}
				if exit, _, errs := runArbiter(t, "", args...); exit != exitInput || !strings.Contains(errs, "is a character device") {
					t.Errorf("%v: exit %d, %q", args, exit, errs)
				}
				if after := snapshot(t, os.DevNull); after != before {
					t.Fatalf("%v changed /dev/null: %s, was %s", args, after, before)
				}
			}
		}
	}
}

// deviceForTest is a character device to write -o at: /dev/null where a
// rename cannot replace it (not root); as root, a node of the same device
// made in dir, so that a failure of the test never costs the machine its
// /dev/null.
func deviceForTest(t *testing.T, dir string) string {
	if os.Geteuid() != 0 {
		return os.DevNull
	}
	var st syscall.Stat_t
	if err := syscall.Stat(os.DevNull, &st); err != nil {
		t.Fatal(err)
	}
	node := filepath.Join(dir, "null")
	if err := syscall.Mknod(node, syscall.S_IFCHR|0o666, int(st.Rdev)); err != nil {
		t.Fatal(err)
	}
	return node
}

// TestOutputWritesWhatItMay: -o writes a new file, replaces a regular
// file that holds no journal, and replaces a journal only with --force;
// a script read is not written over without --force.
func TestOutputWritesWhatItMay(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in.inc")
	writeJournalFile(t, in)
	for _, cmd := range outputCommands {
		out := filepath.Join(dir, cmd+".out")
		if exit, _, errs := runArbiter(t, "", cmd, in, "-o", out); exit != 0 {
			t.Fatalf("%s -o new: exit %d, %q", cmd, exit, errs)
		}
		first, _ := os.ReadFile(out)
		if exit, _, errs := runArbiter(t, "", cmd, in, "-o", out); exit != 0 {
			t.Fatalf("%s -o over its own output: exit %d, %q", cmd, exit, errs)
		}
		if again, _ := os.ReadFile(out); len(first) == 0 || !bytes.Equal(first, again) {
			t.Errorf("%s -o: %d bytes, then %d", cmd, len(first), len(again))
		}
		victim := filepath.Join(dir, cmd+"-victim.inc")
		writeJournalFile(t, victim)
		if exit, _, errs := runArbiter(t, "", cmd, in, "-o", victim, "--force"); exit != 0 {
			t.Fatalf("%s -o journal --force: exit %d, %q", cmd, exit, errs)
		}
		if b, _ := os.ReadFile(victim); journal.IsJournalHead(b) {
			t.Errorf("%s --force left the journal", cmd)
		}
		script := filepath.Join(dir, cmd+"-script.inc")
		if err := os.WriteFile(script, []byte("[Code \"bca1862\"]\nW move e2e4\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		exit, _, errs := runArbiter(t, "", cmd, script, "-o", script)
		if b, _ := os.ReadFile(script); exit != exitInput || !strings.Contains(errs, "is the file this command reads") || string(b) != "[Code \"bca1862\"]\nW move e2e4\n" {
			t.Errorf("%s script -o script: exit %d, %q", cmd, exit, errs)
		}
	}
}
