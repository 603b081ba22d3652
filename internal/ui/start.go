package ui

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"time"

	"github.com/arbiter-chess/arbiter/internal/journal"
)

// A start that dies before its first event (no terminal, the window
// closed) leaves a journal holding its header and nothing else. The same
// command must not then be refused with "already exists": nothing in that
// file can be lost, so it is started again. A file with any event, a torn
// line, or one another arbiter holds, is never touched: journal.Create
// refuses it with its reason.

// reclaimEmptyStart removes the journal at path when it holds a header and
// no event, and no other program holds it; it says so, or returns "".
func reclaimEmptyStart(fsys journal.FS, path string, now time.Time) string {
	if !deadStart(fsys, path) {
		return ""
	}
	if err := fsys.Remove(path); err != nil {
		return ""
	}
	return fmt.Sprintf("%s held a game's header and no event (a start that ended before its first event): begun again.", path)
}

// deadStart reports whether the file at path holds arbiter's own journal
// header and no event, and no other program holds it.
func deadStart(fsys journal.FS, path string) bool {
	fi, err := fsys.Stat(path)
	if err != nil || !fi.Mode().IsRegular() || fi.Size() == 0 {
		return false
	}
	// Read first: it changes nothing, where Open would set a torn line aside.
	s, err := journal.Read(fsys, path)
	if err != nil || len(s.Events) > 0 || s.Torn != nil {
		return false
	}
	// Only arbiter's own header ([Journal], [Begun]): a script written by
	// hand that holds tags alone is never taken for a dead start.
	if _, ok := s.Tag("Journal"); !ok || s.Begun.IsZero() {
		return false
	}
	jr, s2, err := journal.Open(fsys, path)
	if err != nil {
		return false // held by another arbiter, or unreadable: Create says why
	}
	_ = jr.Close()
	return len(s2.Events) == 0 && s2.Torn == nil
}

// journalDirNote says that the journal's directory does not exist yet and
// is made for it, or "".
func journalDirNote(fsys journal.FS, path string) string {
	dir := filepath.Dir(path)
	if _, err := fsys.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		return fmt.Sprintf("Made the directory %s for the journal.", dir)
	}
	return ""
}
