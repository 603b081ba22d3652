#!/bin/sh
# fuzz-corpus-pick.sh: split a fuzz target's kept corpus into the inputs
# every `go test` runs and the rest, run by the full run and the fuzzing.
#
#   scripts/fuzz-corpus-pick.sh PKG TARGET      e.g. internal/rules FuzzEvents
#
# The target's inputs are those of PKG/testdata/fuzz/TARGET (run by every
# `go test` as seeds) and PKG/testdata/fuzzcorpus/TARGET (added as seeds
# only when fuzzing TARGET or in the full run: testsize.FuzzCorpus). The
# script puts them all together, runs each alone under a test binary built
# with coverage of the whole module, and keeps in testdata/fuzz a small
# set that reaches every block of code the whole corpus reaches: the
# inputs taken shortest first (a shorter input is a cheaper seed), an
# input kept when it reaches a block that no input kept before it and no
# f.Add seed reaches (afl-cmin's way, by blocks). With BUCKETS=1 a block is
# told apart by its count too (1, 2, 3, 4-7, 8-15, 16-31, 32-127, 128+, as
# the fuzzer's own counters are): a larger set (FuzzEvents: 623 of 1492
# inputs, against 169 by blocks). The rest go to testdata/fuzzcorpus.
# Files named in PKG/testdata/fuzzcorpus/TARGET.keep (one a line: inputs
# that found a bug) are always kept.
#
# It runs each input once, one after the other: two minutes for 1,500
# inputs of FuzzEvents on one core. COVDIR keeps the coverage profiles for
# another run. GO=go.
set -eu

GO=${GO:-go}
[ $# -eq 2 ] || { echo "usage: $0 PKG TARGET" >&2; exit 2; }
root=$(cd "$(dirname "$0")/.." && pwd)
pkg=${1%/}
pkg=${pkg#./}
t=$2
seeds=$root/$pkg/testdata/fuzz/$t
rest=$root/$pkg/testdata/fuzzcorpus/$t
keep=$root/$pkg/testdata/fuzzcorpus/$t.keep
mkdir -p "$seeds"
if [ -d "$rest" ]; then
	for f in "$rest"/*; do
		[ -e "$f" ] && mv "$f" "$seeds/"
	done
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/fuzz-corpus-pick.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
(cd "$root" && "$GO" test -c -cover -covermode=count -coverpkg=./... -o "$tmp/t.test" "./$pkg/")
# COVDIR keeps the profiles between runs (a profile there is not made again).
cov=${COVDIR:-$tmp/cov}
mkdir -p "$cov"
cd "$root/$pkg"
# The f.Add seeds run in every go test: what they reach needs no kept file.
"$tmp/t.test" -test.run "^$t\$/^seed#" -test.coverprofile="$tmp/seeds.cov" >/dev/null 2>&1 || {
	echo "$t: the f.Add seeds fail" >&2
	exit 1
}
n=0
for f in "$seeds"/*; do
	name=$(basename "$f")
	if [ ! -s "$cov/$name" ] && ! "$tmp/t.test" -test.run "^$t\$/^$name\$" -test.coverprofile="$cov/$name" >/dev/null 2>&1; then
		echo "$t: $name fails: fix the bug first" >&2
		exit 1
	fi
	n=$((n + 1))
done
# Shortest first; then the greedy pass over block and count bucket.
ls -S -r "$seeds" >"$tmp/order"
[ -f "$keep" ] && cp "$keep" "$tmp/keep" || : >"$tmp/keep"
awk -v cov="$cov" -v seedcov="$tmp/seeds.cov" -v keepfile="$tmp/keep" -v buckets="${BUCKETS:-}" '
function bucket(c) { return buckets == "" ? 1 : c >= 128 ? 8 : c >= 32 ? 7 : c >= 16 ? 6 : c >= 8 ? 5 : c >= 4 ? 4 : c }
function features(file, into,    line, p) {
	while ((getline line < file) > 0) {
		split(line, p, " ")
		if (p[1] == "mode:" || p[3] + 0 == 0) continue
		into[p[1] "@" bucket(p[3] + 0)] = 1
	}
	close(file)
}
BEGIN {
	features(seedcov, have)
	while ((getline k < keepfile) > 0) if (k != "") forced[k] = 1
}
{
	name = $0
	delete f
	features(cov "/" name, f)
	new = forced[name]
	for (x in f) if (!(x in have)) { new = 1; break }
	if (new) { for (x in f) have[x] = 1; print name }
}' "$tmp/order" >"$tmp/picked"
mkdir -p "$rest"
kept=0
for f in "$seeds"/*; do
	name=$(basename "$f")
	if grep -qxF "$name" "$tmp/picked"; then
		kept=$((kept + 1))
	else
		mv "$f" "$rest/"
	fi
done
echo "$t: $kept of $n inputs kept in $pkg/testdata/fuzz/$t, the rest in $pkg/testdata/fuzzcorpus/$t"
