// Package testsize says how much of the long tests a run plays. The
// ordinary run (`make test`, `go test ./...`) plays a sample of each
// random or exhaustive test, enough to fail on what it guards; the full
// run (`make test-full`: ARBITER_TEST_FULL=1) plays all of it.
package testsize

import "os"

// Env is the variable that asks for the full run.
const Env = "ARBITER_TEST_FULL"

// Full reports whether the full run was asked for: Env set to anything but
// "" or "0".
func Full() bool {
	v := os.Getenv(Env)
	return v != "" && v != "0"
}

// Pick is quick in an ordinary run, full in the full run.
func Pick(quick, full int) int {
	if Full() {
		return full
	}
	return quick
}
