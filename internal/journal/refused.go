package journal

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/arbiter-chess/arbiter/internal/incidents"
)

// Replacer is a file system that can put a new file in an old one's place
// at once (rename), keeping the old one's mode and symbolic link.
type Replacer interface {
	Replace(newName, oldName string) error
}

// RefuseAt marks line n, which the replay could not apply, as the refused
// line of the journal opened (see Contents.RefuseAt).
func (j *Journal) RefuseAt(c *Contents, n int, reason string) error {
	fi, err := j.f.Stat()
	if err != nil {
		return fmt.Errorf("open %s: %w", j.path, unwrapPath(err))
	}
	if err := c.RefuseAt(j.f, fi.Size(), n, reason); err != nil {
		return fmt.Errorf("open %s: %w", j.path, err)
	}
	j.bad = errUnsettled
	return nil
}

// RefuseAtPath marks line n of a journal read without its lock.
func RefuseAtPath(fsys FS, path string, c *Contents, n int, reason string) error {
	f, err := fsys.OpenFile(path, os.O_RDONLY|openNoBlock, 0)
	if err != nil {
		return fmt.Errorf("open %s: %w", path, unwrapPath(err))
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return fmt.Errorf("open %s: %w", path, unwrapPath(err))
	}
	return c.RefuseAt(f, fi.Size(), n, reason)
}

// KeepRefused lets the game go on from the line before the refused one:
// the refused line and every line after it stay in the journal, each made
// a comment under a note naming the arbiter version that refused it and
// why, and new events are appended after them. Nothing is deleted. The
// journal is written whole to a new file beside it, synced, and put in its
// place at once (a crash leaves the old journal or the new, never a mix);
// the new file is locked before it takes the name.
func (j *Journal) KeepRefused(c Contents, now time.Time) error {
	r := c.Refused
	if r == nil {
		return errors.New("journal: no refused line to keep")
	}
	rp, ok := j.fs.(Replacer)
	if !ok {
		return fmt.Errorf("journal %s: this file system cannot replace a file at once", j.path)
	}
	fi, err := j.f.Stat()
	if err != nil {
		return fmt.Errorf("journal %s: %w", j.path, unwrapPath(err))
	}
	old := make([]byte, fi.Size())
	if _, err := j.f.ReadAt(old, 0); err != nil && !errors.Is(err, io.EOF) {
		return fmt.Errorf("journal %s: %w", j.path, unwrapPath(err))
	}
	if r.Offset > int64(len(old)) {
		return fmt.Errorf("journal %s: line %d is past its end", j.path, r.LineNo)
	}
	text := string(old[:r.Offset]) + commentOut(string(old[r.Offset:]), r, now)
	tmp := filepath.Join(filepath.Dir(j.path), "."+filepath.Base(j.path)+".refused.tmp")
	_ = j.fs.Remove(tmp) // left by a crash: only the lock's holder makes it
	f, err := j.fs.OpenFile(tmp, os.O_RDWR|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return fmt.Errorf("journal %s: cannot keep line %d as a comment: %w; %s", j.path, r.LineNo, unwrapPath(err), adviceWhere(err))
	}
	fail := func(err error) error {
		_ = j.fs.Remove(tmp)
		_ = f.Close()
		return fmt.Errorf("journal %s: cannot keep line %d as a comment: %w", j.path, r.LineNo, err)
	}
	if err := f.TryLock(); err != nil {
		return fail(err)
	}
	n, err := f.WriteAt([]byte(text), 0)
	if err == nil && n < len(text) {
		err = io.ErrShortWrite
	}
	if err == nil {
		err = f.Sync()
	}
	if err == nil {
		err = rp.Replace(tmp, j.path)
	}
	if err != nil {
		return fail(unwrapPath(err))
	}
	_ = j.fs.SyncDir(filepath.Dir(j.path))
	_ = j.f.Close()
	j.f, j.size, j.bad = f, int64(len(text)), nil
	j.needNL = false
	return nil
}

// commentOut makes every line of tail a comment, under a note that says
// which arbiter refused the first and why.
func commentOut(tail string, r *Refused, now time.Time) string {
	var b strings.Builder
	reason := strings.ReplaceAll(r.Reason, "\n", " ")
	fmt.Fprintf(&b, "# refused by arbiter %s on %s: line %d: %s; it and the lines after it are kept as comments, not applied\n",
		Version, incidents.FormatStamp(now), r.LineNo, reason)
	tail = strings.TrimSuffix(tail, "\n")
	for _, line := range strings.Split(tail, "\n") {
		// A line longer than the reader takes is kept whole, in parts: the
		// first after "#| ", the others each on a "#+ " line of its own,
		// so that every line after it is read again.
		mark := "#| "
		for rest := strings.TrimSuffix(line, "\r"); ; mark = "#+ " {
			part := cutAt(rest, incidents.MaxLineBytes-len(mark))
			b.WriteString(mark)
			b.WriteString(part)
			b.WriteByte('\n')
			if rest = rest[len(part):]; rest == "" {
				break
			}
		}
	}
	return b.String()
}

// cutAt is the longest beginning of s of at most n bytes that does not cut
// a character in two (s itself when it is short enough).
func cutAt(s string, n int) string {
	if len(s) <= n {
		return s
	}
	i := n
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	if i == 0 {
		i = n // not UTF-8: cut at the bytes
	}
	return s[:i]
}

// Replace renames newName over oldName, through oldName's symbolic link if
// it is one, with oldName's mode.
func (osFS) Replace(newName, oldName string) error {
	target, err := filepath.EvalSymlinks(oldName)
	if err != nil {
		return err
	}
	if fi, err := os.Stat(target); err == nil {
		_ = os.Chmod(newName, fi.Mode().Perm())
	}
	return os.Rename(newName, target)
}

var _ Replacer = osFS{}
