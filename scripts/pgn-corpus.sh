#!/bin/sh
# Exports every game of the scenario library and of the conformance cases,
# under every code, as PGN, and has pgn-extract read each file; any complaint
# fails. Where pgn-extract is not installed it says so and succeeds.
set -eu
GO=${GO:-go}
# `arbiter pgn` of every journal, read by ../shared/tools/pgncheck
# (python-chess; $PGNCHECK names it elsewhere): the test says how many
# passed, or that the checker is not here.
# ARBITER_TEST_FULL: every journal under every code (make test reads a
# sample, each journal under one code).
if ! out=$(ARBITER_TEST_FULL=1 $GO test -count=1 -v -run '^TestPGNCommandPassesPGNCheck$' ./cmd/arbiter/ 2>&1); then
	echo "$out" | tail -25
	exit 1
fi
echo "$out" | grep -E 'pgncheck|SKIP' || true
extract=$(command -v pgn-extract 2>/dev/null || true)
if [ -z "$extract" ] && [ -x /usr/games/pgn-extract ]; then
	extract=/usr/games/pgn-extract
fi
if [ -z "$extract" ]; then
	echo "pgn-corpus: pgn-extract is not installed (apt-get install pgn-extract): skipped"
	exit 0
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
ARBITER_PGN_CORPUS=$dir $GO test -count=1 -run '^TestExportCorpus$' ./internal/pgn/ >/dev/null
failed=0
n=0
for f in "$dir"/*.pgn; do
	n=$((n + 1))
	out=$("$extract" -s -r "$f" 2>&1 >/dev/null | grep -v 'games matched' || true)
	if [ -n "$out" ]; then
		failed=$((failed + 1))
		echo "FAIL $(basename "$f"): $(echo "$out" | head -1)"
	fi
done
echo "pgn-corpus: $n exports read by pgn-extract, $failed failed"
[ "$failed" -eq 0 ]
