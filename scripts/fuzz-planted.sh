#!/bin/sh
# fuzz-planted.sh: each fuzz target must catch the bug planted for it.
#
# For every target named (all of them by default), the tree as it stands
# (uncommitted changes included, .git left out) is copied to a temporary
# directory, the target's patch (scripts/fuzz-planted/<Target>.patch) is
# applied there, and the target is fuzzed for at most FUZZTIME with a fuzz
# cache of its own (so that what this machine's earlier runs learnt does
# not help). The run must fail, and by the assertion the bug breaks (the
# extended regular expression in scripts/fuzz-planted/<Target>.expect):
# a failure of another kind is a finding of its own, not the planted bug
# caught. The time and the execs it took are reported. The working tree is never touched: the failing input the fuzz
# writes stays in the copy, which is removed.
#
#   scripts/fuzz-planted.sh [Target...]     FUZZTIME=120s GO=go NOCORPUS=
#
# The target's kept corpus is testdata/fuzz/<Target> (the part every go
# test runs) and testdata/fuzzcorpus/<Target> (the rest, added as seeds
# when the target is fuzzed: testsize.FuzzCorpus). With NOCORPUS=1 both
# are removed from the copy: only the seeds its f.Add gives are left, so the
# time is the fuzzing's, not the corpus's (which may hold an input an
# earlier run found for the same bug).
#
# Exit status: 0 when every planted bug was caught, 1 otherwise.
set -u

GO=${GO:-go}
NOCORPUS=${NOCORPUS:-}
FUZZTIME=${FUZZTIME:-120s}
root=$(cd "$(dirname "$0")/.." && pwd)

# The package of each target.
pkg() {
	case $1 in
	FuzzEvents | FuzzSetupReplay | FuzzCheckpoints) echo ./internal/rules/ ;;
	FuzzOpenMatchesRule) echo ./internal/ui/ ;;
	FuzzParseRule) echo ./internal/incidents/ ;;
	FuzzParse) echo ./assets/ ;;
	FuzzJournalParse) echo ./internal/journal/ ;;
	*) return 1 ;;
	esac
}

# The six targets the terminal relies on (docs/fuzzing.md), and
# FuzzJournalParse.
targets=${*:-"FuzzEvents FuzzSetupReplay FuzzCheckpoints FuzzOpenMatchesRule FuzzParseRule FuzzParse FuzzJournalParse"}
missed=0
for t in $targets; do
	p=$(pkg "$t") || { echo "$t: no such target here"; missed=1; continue; }
	patch=$root/scripts/fuzz-planted/$t.patch
	[ -f "$patch" ] || { echo "$t: no planted bug ($patch missing)"; missed=1; continue; }
	tmp=$(mktemp -d "${TMPDIR:-/tmp}/fuzz-planted.XXXXXX")
	mkdir "$tmp/tree"
	(cd "$root" && tar --exclude=./.git -cf - .) | tar -C "$tmp/tree" -xf -
	if ! (cd "$tmp/tree" && git apply "$patch"); then
		echo "$t: the planted patch no longer applies: renew $patch"
		missed=1
		rm -rf "$tmp"
		continue
	fi
	if [ -n "${NOCORPUS:-}" ]; then
		rm -rf "$tmp/tree/${p#./}testdata/fuzz/$t" "$tmp/tree/${p#./}testdata/fuzzcorpus/$t"
	fi
	start=$(date +%s)
	(cd "$tmp/tree" && "$GO" test -run '^$' -fuzz "^$t\$" -fuzztime "$FUZZTIME" -fuzzminimizetime 5s -parallel 1 "$p" \
		-args -test.fuzzcachedir="$tmp/cache") >"$tmp/out" 2>&1
	rc=$?
	took=$(($(date +%s) - start))
	# The fuzzing's own clock and count (the build is in took, not here).
	elapsed=$(grep -o 'fuzz: elapsed: [0-9hms]*' "$tmp/out" | tail -1 | cut -d' ' -f3)
	execs=$(grep -o 'execs: [0-9]*' "$tmp/out" | tail -1 | cut -d' ' -f2)
	# The first failure said (testsize.FuzzCorpus's count of seeds left out).
	why=$(grep -E '_test\.go:[0-9]+:' "$tmp/out" | grep -v ' seeds from testdata/fuzzcorpus/' | head -1 | sed 's/^[[:space:]]*//' | cut -c1-200)
	expect=$(cat "$root/scripts/fuzz-planted/$t.expect" 2>/dev/null || echo .)
	if [ $rc -ne 0 ] && grep -q -e '--- FAIL' "$tmp/out" && grep -A3 -E '_test\.go:[0-9]+:' "$tmp/out" | grep -q -E "$expect"; then
		echo "$t: caught after ${elapsed:-0s} of fuzzing, ${execs:-0} execs (${took}s with the build): $why"
	elif [ $rc -ne 0 ] && grep -q -e '--- FAIL' "$tmp/out"; then
		echo "$t: failed, but not as the planted bug fails (/$expect/): a finding of its own?"
		grep -A3 -E '_test\.go:[0-9]+:' "$tmp/out" | head -8
		missed=1
	elif [ $rc -ne 0 ]; then
		echo "$t: failed without a fuzz failure (build or setup):"
		tail -15 "$tmp/out"
		missed=1
	else
		echo "$t: NOT caught in $FUZZTIME (${execs:-0} execs): $patch"
		missed=1
	fi
	rm -rf "$tmp"
done
exit $missed
