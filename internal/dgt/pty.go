package dgt

import "os"

// PTY is a pseudo-terminal pair for a simulated board (OpenPTY).
type PTY struct {
	Master *os.File // the simulator's end
	Path   string   // the device arbiter opens, /dev/pts/N
	keep   int      // a descriptor of the slave, held open (-1 when none)
}
