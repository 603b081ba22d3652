package journal

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// CheckOutput says whether a command may write a file (a PGN, a report)
// at path: only a new file, or a regular file that is neither a journal
// (known by its header) nor open in an arbiter that records it. A
// symbolic link, a directory, a device, a FIFO or a socket is never
// written over; force lets a regular file that holds a journal be
// replaced, never one an arbiter is recording. The errors are bad input.
func CheckOutput(path string, force bool) error {
	fi, err := os.Lstat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return fmt.Errorf("-o %s: %w", path, unwrapPath(err))
	case fi.Mode()&fs.ModeSymlink != 0:
		return input("-o %s is a symbolic link: arbiter writes a new file or a regular file, never through a link (name the file itself)", path)
	case fi.IsDir():
		return input("-o %s is a directory: name a file in it", path)
	case !fi.Mode().IsRegular():
		return input("-o %s is %s, not a regular file: arbiter writes a new file or a regular file", path, kindOf(fi.Mode()))
	}
	f, err := os.OpenFile(path, os.O_RDONLY|openNoBlock, 0)
	if err != nil {
		return fmt.Errorf("-o %s: %w", path, unwrapPath(err))
	}
	defer f.Close()
	if ofi, err := f.Stat(); err != nil || !os.SameFile(fi, ofi) {
		return input("-o %s changed as it was looked at: try again", path)
	}
	if who, held := recordedBy(f); held {
		if who == "" {
			who = "another program"
		}
		return input("-o %s is a journal being recorded by %s: writing over it would lose its events", path, who)
	}
	head := make([]byte, 512)
	n, _ := io.ReadFull(f, head)
	if IsJournalHead(head[:n]) && !force {
		return input("-o %s is a game's journal: writing over it would lose its events (name another file, or add --force to replace it)", path)
	}
	return nil
}

// IsJournalHead reports whether a file's first bytes are a journal's
// header: its first line is the [Journal] tag.
func IsJournalHead(b []byte) bool {
	b = bytes.TrimPrefix(b, []byte("\ufeff"))
	b = bytes.TrimLeft(b, " \t\r\n")
	return bytes.HasPrefix(b, []byte("[Journal ")) || bytes.HasPrefix(b, []byte("[Journal\t"))
}

// recordedBy reports whether another program holds the journal lock on
// the file f is open on, and who it is when that can be known. The test
// takes a shared lock for an instant and lets it go.
func recordedBy(f *os.File) (string, bool) {
	if !lockHeld(f) {
		return "", false
	}
	return lockHolder(f), true
}
