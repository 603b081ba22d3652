package journal

import (
	"bufio"
	"fmt"
	"os"
	"os/user"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// lockHolder names the process that holds the flock on f, from
// /proc/locks: its pid, command line, user and start.
func lockHolder(f *os.File) string {
	fi, err := f.Stat()
	if err != nil {
		return ""
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return ""
	}
	dev := uint64(st.Dev)
	major := (dev>>8)&0xfff | (dev>>32)&^0xfff
	minor := dev&0xff | (dev>>12)&^0xff
	want := fmt.Sprintf("%02x:%02x:%d", major, minor, st.Ino)
	locks, err := os.Open("/proc/locks")
	if err != nil {
		return ""
	}
	defer locks.Close()
	sc := bufio.NewScanner(locks)
	for sc.Scan() {
		// 1: FLOCK  ADVISORY  WRITE 4242 fd:01:1234567 0 EOF
		f := strings.Fields(sc.Text())
		if len(f) < 6 || f[1] != "FLOCK" || f[5] != want {
			continue
		}
		if pid, err := strconv.Atoi(f[4]); err == nil && pid > 0 {
			return describeProcess(pid)
		}
	}
	return ""
}

func describeProcess(pid int) string {
	s := fmt.Sprintf("pid %d", pid)
	dir := fmt.Sprintf("/proc/%d", pid)
	if cmd, err := os.ReadFile(dir + "/cmdline"); err == nil && len(cmd) > 0 {
		words := strings.Fields(strings.ReplaceAll(string(cmd), "\x00", " "))
		if len(words) > 0 {
			if i := strings.LastIndexByte(words[0], '/'); i >= 0 {
				words[0] = words[0][i+1:]
			}
			line := strings.Join(words, " ")
			if len(line) > 60 {
				line = line[:60] + "…"
			}
			s += " (" + line + ")"
		}
	}
	if fi, err := os.Stat(dir); err == nil {
		if st, ok := fi.Sys().(*syscall.Stat_t); ok {
			if u, err := user.LookupId(strconv.Itoa(int(st.Uid))); err == nil {
				s += ", user " + u.Username
			}
		}
	}
	if t, ok := processStart(pid); ok {
		s += ", since " + t.Format("2006-01-02 15:04")
	}
	return s
}

// processStart is when pid began: boot time (/proc/stat) plus its start in
// clock ticks (field 22 of /proc/PID/stat, at USER_HZ, 100 on Linux).
func processStart(pid int) (time.Time, bool) {
	stat, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return time.Time{}, false
	}
	i := strings.LastIndexByte(string(stat), ')')
	if i < 0 {
		return time.Time{}, false
	}
	f := strings.Fields(string(stat[i+1:])) // from field 3, the state
	if len(f) < 20 {
		return time.Time{}, false
	}
	ticks, err := strconv.ParseInt(f[19], 10, 64)
	if err != nil {
		return time.Time{}, false
	}
	boot, err := os.ReadFile("/proc/stat")
	if err != nil {
		return time.Time{}, false
	}
	for _, line := range strings.Split(string(boot), "\n") {
		if v, ok := strings.CutPrefix(line, "btime "); ok {
			if b, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64); err == nil {
				return time.Unix(b+ticks/100, 0), true
			}
		}
	}
	return time.Time{}, false
}
