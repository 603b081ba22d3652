// Package faultfs is an in-memory file system for the journal's tests. It
// keeps what was synced apart from what was only written, and injects the
// faults a journal must survive: short writes, a full disk, failed syncs
// and truncations, a file that may not be opened, a second writer, a
// process killed in the middle of a write, a power cut.
package faultfs

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"syscall"
	"time"

	"github.com/arbiter-chess/arbiter/internal/journal"
)

// Disk is the file system. Set its hooks before use, or between steps.
type Disk struct {
	mu    sync.Mutex
	files map[string]*node
	dirs  map[string]bool
	gen   int // the process generation: Kill starts a new one

	// Capacity is what all files may hold together, in bytes; 0: no limit.
	// A write past it writes what fits and fails with ENOSPC.
	Capacity int64
	// Write, when set, is asked before every write to name: it returns how
	// many of p's bytes reach the file and the error the write returns.
	Write func(name string, p []byte) (int, error)
	// Sync, Truncate and Open, when set, may fail those operations.
	Sync     func(name string) error
	Truncate func(name string) error
	Open     func(name string, flag int) error
}

type node struct {
	data   []byte
	synced []byte
	lock   *File
	mode   fs.FileMode
}

// New returns an empty disk with the directory "/".
func New() *Disk {
	return &Disk{files: map[string]*node{}, dirs: map[string]bool{"/": true}}
}

// Killed, returned by a Write hook, kills the program in the middle of the
// write: the bytes the hook kept reach the file, then WriteAt panics with
// Killed, so the program cleans nothing up. Kill then ends its open files.
var Killed = errors.New("faultfs: killed")

// Kill ends the program: its open files are closed, its locks released,
// what it wrote stays (a killed process loses nothing the kernel holds).
func (d *Disk) Kill() {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.gen++
	for _, n := range d.files {
		n.lock = nil
	}
}

// PowerCut is a machine that stops: every file keeps only what was synced.
func (d *Disk) PowerCut() {
	d.Kill()
	d.mu.Lock()
	defer d.mu.Unlock()
	for _, n := range d.files {
		n.data = append([]byte(nil), n.synced...)
	}
}

// Contents is a file's bytes as written, and whether it exists.
func (d *Disk) Contents(name string) (string, bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	n, ok := d.files[filepath.Clean(name)]
	if !ok {
		return "", false
	}
	return string(n.data), true
}

// SetContents writes a whole file, synced.
func (d *Disk) SetContents(name, data string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	name = filepath.Clean(name)
	d.mkdirs(filepath.Dir(name))
	d.files[name] = &node{data: []byte(data), synced: []byte(data), mode: 0o644}
}

// AppendContents appends to a file in place, synced, as another program
// writing it would.
func (d *Disk) AppendContents(name, data string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if n, ok := d.files[filepath.Clean(name)]; ok {
		n.data = append(n.data, data...)
		n.synced = append(n.synced[:0], n.data...)
	}
}

// Names lists the files.
func (d *Disk) Names() []string {
	d.mu.Lock()
	defer d.mu.Unlock()
	var out []string
	for n := range d.files {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

func (d *Disk) used() int64 {
	var n int64
	for _, f := range d.files {
		n += int64(len(f.data))
	}
	return n
}

func (d *Disk) mkdirs(dir string) {
	for dir != "/" && dir != "." && !d.dirs[dir] {
		d.dirs[dir] = true
		dir = filepath.Dir(dir)
	}
}

var _ journal.FS = (*Disk)(nil)

// OpenFile opens name with os.OpenFile's flags (O_RDWR, O_RDONLY, O_CREATE,
// O_EXCL).
func (d *Disk) OpenFile(name string, flag int, perm fs.FileMode) (journal.File, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	name = filepath.Clean(name)
	if d.Open != nil {
		if err := d.Open(name, flag); err != nil {
			return nil, &fs.PathError{Op: "open", Path: name, Err: err}
		}
	}
	if d.dirs[name] {
		if flag&(os.O_RDWR|os.O_WRONLY) != 0 {
			return nil, &fs.PathError{Op: "open", Path: name, Err: syscall.EISDIR}
		}
	}
	n, ok := d.files[name]
	switch {
	case ok && flag&os.O_CREATE != 0 && flag&os.O_EXCL != 0:
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrExist}
	case !ok && flag&os.O_CREATE == 0:
		return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
	case !ok:
		if !d.dirs[filepath.Dir(name)] {
			return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
		}
		n = &node{mode: perm}
		d.files[name] = n
	}
	return &File{d: d, name: name, n: n, gen: d.gen, write: flag&(os.O_RDWR|os.O_WRONLY) != 0}, nil
}

// Stat describes a file or a directory.
func (d *Disk) Stat(name string) (fs.FileInfo, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	name = filepath.Clean(name)
	if d.dirs[name] {
		return info{name: filepath.Base(name), dir: true}, nil
	}
	if n, ok := d.files[name]; ok {
		return info{name: filepath.Base(name), size: int64(len(n.data)), mode: n.mode}, nil
	}
	return nil, &fs.PathError{Op: "stat", Path: name, Err: fs.ErrNotExist}
}

// MkdirAll makes dir and its parents.
func (d *Disk) MkdirAll(dir string, _ fs.FileMode) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	dir = filepath.Clean(dir)
	if _, ok := d.files[dir]; ok {
		return &fs.PathError{Op: "mkdir", Path: dir, Err: syscall.ENOTDIR}
	}
	d.mkdirs(dir)
	return nil
}

// Remove removes a file, or an empty directory.
func (d *Disk) Remove(name string) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	name = filepath.Clean(name)
	if d.dirs[name] {
		// A directory goes only when empty, as on a real disk.
		for n := range d.files {
			if filepath.Dir(n) == name {
				return &fs.PathError{Op: "remove", Path: name, Err: syscall.ENOTEMPTY}
			}
		}
		for n := range d.dirs {
			if n != name && filepath.Dir(n) == name {
				return &fs.PathError{Op: "remove", Path: name, Err: syscall.ENOTEMPTY}
			}
		}
		delete(d.dirs, name)
		return nil
	}
	if _, ok := d.files[name]; !ok {
		return &fs.PathError{Op: "remove", Path: name, Err: fs.ErrNotExist}
	}
	delete(d.files, name)
	return nil
}

// Replace renames newName over oldName, at once.
func (d *Disk) Replace(newName, oldName string) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	newName, oldName = filepath.Clean(newName), filepath.Clean(oldName)
	n, ok := d.files[newName]
	if !ok {
		return &fs.PathError{Op: "rename", Path: newName, Err: fs.ErrNotExist}
	}
	if o, ok := d.files[oldName]; ok {
		n.mode = o.mode
	}
	d.files[oldName] = n
	delete(d.files, newName)
	return nil
}

var _ journal.Replacer = (*Disk)(nil)

// SyncDir does nothing: directory entries are durable here.
func (d *Disk) SyncDir(string) error { return nil }

// Free is what Capacity leaves, or -1 without one.
func (d *Disk) Free(string) int64 {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.Capacity == 0 {
		return -1
	}
	return max(0, d.Capacity-d.used())
}

// File is an open file of the disk.
type File struct {
	d      *Disk
	name   string
	n      *node
	gen    int
	write  bool
	closed bool
}

var errDead = errors.New("faultfs: the program that opened the file was killed")

func (f *File) check() error {
	switch {
	case f.closed:
		return fs.ErrClosed
	case f.gen != f.d.gen:
		return errDead
	}
	return nil
}

// ReadAt reads what was written.
func (f *File) ReadAt(p []byte, off int64) (int, error) {
	f.d.mu.Lock()
	defer f.d.mu.Unlock()
	if err := f.check(); err != nil {
		return 0, err
	}
	if off >= int64(len(f.n.data)) {
		return 0, io.EOF
	}
	n := copy(p, f.n.data[off:])
	if n < len(p) {
		return n, io.EOF
	}
	return n, nil
}

// WriteAt writes, subject to the Write hook and the capacity. The hook runs
// without the disk's lock, so that it may panic with Killed.
func (f *File) WriteAt(p []byte, off int64) (int, error) {
	keep, ferr := len(p), error(nil)
	if f.d.Write != nil {
		keep, ferr = f.d.Write(f.name, p)
		keep = min(max(keep, 0), len(p))
	}
	f.d.mu.Lock()
	defer f.d.mu.Unlock()
	if err := f.check(); err != nil {
		return 0, err
	}
	if !f.write {
		return 0, &fs.PathError{Op: "write", Path: f.name, Err: syscall.EBADF}
	}
	if f.d.Capacity > 0 {
		end := off + int64(keep)
		grow := end - int64(len(f.n.data))
		if room := f.d.Capacity - f.d.used(); grow > room {
			keep -= int(grow - room)
			ferr = syscall.ENOSPC
		}
	}
	if keep > 0 {
		for int64(len(f.n.data)) < off {
			f.n.data = append(f.n.data, 0)
		}
		end := off + int64(keep)
		if end > int64(len(f.n.data)) {
			f.n.data = append(f.n.data, make([]byte, end-int64(len(f.n.data)))...)
		}
		copy(f.n.data[off:end], p[:keep])
	}
	if errors.Is(ferr, Killed) {
		panic(Killed) // after the bytes reached the file, as a kill would
	}
	if ferr != nil {
		return keep, &fs.PathError{Op: "write", Path: f.name, Err: ferr}
	}
	return keep, nil
}

// Sync makes what was written durable, unless the Sync hook fails it.
func (f *File) Sync() error {
	f.d.mu.Lock()
	defer f.d.mu.Unlock()
	if err := f.check(); err != nil {
		return err
	}
	if f.d.Sync != nil {
		if err := f.d.Sync(f.name); err != nil {
			return &fs.PathError{Op: "sync", Path: f.name, Err: err}
		}
	}
	f.n.synced = append(f.n.synced[:0], f.n.data...)
	return nil
}

// Truncate cuts or extends the file, unless the Truncate hook fails it.
func (f *File) Truncate(size int64) error {
	f.d.mu.Lock()
	defer f.d.mu.Unlock()
	if err := f.check(); err != nil {
		return err
	}
	if f.d.Truncate != nil {
		if err := f.d.Truncate(f.name); err != nil {
			return &fs.PathError{Op: "truncate", Path: f.name, Err: err}
		}
	}
	for int64(len(f.n.data)) < size {
		f.n.data = append(f.n.data, 0)
	}
	f.n.data = f.n.data[:size]
	return nil
}

// Stat describes the file.
func (f *File) Stat() (fs.FileInfo, error) {
	f.d.mu.Lock()
	defer f.d.mu.Unlock()
	if err := f.check(); err != nil {
		return nil, err
	}
	return info{name: filepath.Base(f.name), size: int64(len(f.n.data)), mode: f.n.mode}, nil
}

// Close closes the file and releases its lock.
func (f *File) Close() error {
	f.d.mu.Lock()
	defer f.d.mu.Unlock()
	if f.closed {
		return fs.ErrClosed
	}
	f.closed = true
	if f.n.lock == f {
		f.n.lock = nil
	}
	return nil
}

// TryLock takes the file's lock, held by one open file at a time.
func (f *File) TryLock() error {
	f.d.mu.Lock()
	defer f.d.mu.Unlock()
	if err := f.check(); err != nil {
		return err
	}
	if f.n.lock != nil && f.n.lock != f {
		return &journal.LockedError{Path: f.name, Holder: "another test writer"}
	}
	f.n.lock = f
	return nil
}

type info struct {
	name string
	size int64
	mode fs.FileMode
	dir  bool
}

func (i info) Name() string { return i.name }
func (i info) Size() int64  { return i.size }
func (i info) Mode() fs.FileMode {
	if i.dir {
		return fs.ModeDir | 0o755
	}
	return i.mode
}
func (i info) ModTime() time.Time { return time.Time{} }
func (i info) IsDir() bool        { return i.dir }
func (i info) Sys() any           { return nil }
