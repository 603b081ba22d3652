# arbiter: the two commands a newcomer needs are `make run` and `make test`.
GO ?= go

.PHONY: move-path run test test-full bench crosscheck fuzz fuzz-5m fuzz-planted build pgn-corpus

run:
	$(GO) run ./cmd/arbiter

build:
	$(GO) build -ldflags "-X main.version=$$(git describe --always --dirty 2>/dev/null || echo dev)" -o arbiter ./cmd/arbiter

# Everything CI checks: formatting, vet, and every test (conformance cases included).
# The long random and exhaustive tests play a sample (internal/testkit/testsize);
# test-full plays all of them (the cross-check's thousand games included).
# The tests allocate much and keep little: with the collector at a quarter
# of its usual pace (GOGC=400) they take a third less processor time.
# go vet has checked the tests already: go test does not check them again.
# go test starts the packages in the order named: the longest first (the
# terminal's, the command line's, then the board's, which mostly waits on a
# pseudo-terminal, the PGN reader's, the report's, practice's, the
# engine's), not last by name; three at a time (TESTP), so that one waiting on a
# board, a browser or the program loop leaves both cores to the others
# (docs/performance.md, make test's time).
TESTGOGC ?= 400
TESTP ?= 3
TESTFIRST = ./internal/ui/ ./cmd/arbiter/ ./internal/dgt/ ./internal/pgn/ ./internal/report/ ./internal/practice/ ./internal/rules/
test:
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || { echo "gofmt would change:"; gofmt -l .; exit 1; }
	$(GO) vet ./...
	GOGC=$(TESTGOGC) $(GO) test -vet=off -p $(TESTP) $(TESTFIRST) ./...

test-full:
	$(GO) vet ./...
	ARBITER_TEST_FULL=1 GOGC=$(TESTGOGC) $(GO) test -vet=off -count=1 -p $(TESTP) $(TESTFIRST) ./...

# The files W move g1f3 crosses from Apply to its ruling, counted from the
# coverage of one move (docs/architecture.md); test-full checks it too.
move-path:
	ARBITER_MOVE_PATH=count $(GO) test -count=1 -run TestMovePathFiles -v ./internal/rules/

# The figures of docs/performance.md: ruling a 2000-ply recorded game
# against bare notnil/chess; the terminal on long games (open, a move
# recorded, undo, the frame after an event, and the scaling table from 250
# to 16000 plies); `arbiter rule` in words and in JSON. Each benchmark runs
# BENCHCOUNT times (compare medians; the machine's load moves single runs).
# Then scripts/bench-ratios.awk prints the medians and the ratios of the
# performance targets (README's Performance: the core against
# dragontoothmg, the scaling with a ruling a ply, rule in words against
# JSON), both sides from this run.
# BENCH narrows the benchmarks (a -bench pattern); BENCHCPU runs them at
# one GOMAXPROCS (one value: the ratios merge the names across values), as
# `make bench BENCHCPU=1`; the output is kept in BENCHOUT.
BENCHCOUNT ?= 3
BENCH ?= .
BENCHCPU ?=
BENCHOUT ?= bench.out
bench:
	$(GO) test -run '^$$' -bench '$(BENCH)' -benchmem -count $(BENCHCOUNT) $(if $(BENCHCPU),-cpu $(BENCHCPU)) ./internal/rules/ ./internal/ui/ ./cmd/arbiter/ > $(BENCHOUT); rc=$$?; cat $(BENCHOUT); test $$rc = 0
	@echo; awk -f scripts/bench-ratios.awk $(BENCHOUT)

# The move generator against notnil/chess on the full thousand random games
# (make test plays 120 of them).
crosscheck:
	$(GO) test -count 1 -run '^TestMoveGenCrossCheck$$' ./internal/rules/ -crosscheck=1000

# A minute each for the fuzz targets, each from its whole kept corpus
# (testdata/fuzz, and testdata/fuzzcorpus added as seeds when fuzzing:
# docs/fuzzing.md). A new input is minimized for at most
# 5 s: with the default minute, a run can end inside a minimization and
# fail with "context deadline exceeded".
FUZZ = -run '^$$' -fuzztime 60s -fuzzminimizetime 5s
fuzz:
	$(GO) test $(FUZZ) -fuzz '^FuzzParse$$' ./internal/incidents/
	$(GO) test $(FUZZ) -fuzz FuzzParseRule ./internal/incidents/
	$(GO) test $(FUZZ) -fuzz '^FuzzEvents$$' ./internal/rules/
	$(GO) test $(FUZZ) -fuzz FuzzSetupReplay ./internal/rules/
	$(GO) test $(FUZZ) -fuzz FuzzJournalFaults ./internal/journal/
	$(GO) test $(FUZZ) -fuzz '^FuzzJournalParse$$' ./internal/journal/
	$(GO) test $(FUZZ) -fuzz '^FuzzCheckpoints$$' ./internal/rules/
	$(GO) test $(FUZZ) -fuzz '^FuzzOpenMatchesRule$$' ./internal/ui/
	$(GO) test $(FUZZ) -fuzz '^FuzzParse$$' ./assets/
	$(GO) test $(FUZZ) -fuzz '^FuzzMoveGen$$' ./internal/rules/
	$(GO) test $(FUZZ) -fuzz FuzzDecoder ./internal/dgt/
	$(GO) test $(FUZZ) -fuzz FuzzFeed ./internal/boardfeed/
	$(GO) test $(FUZZ) -fuzz '^FuzzParseMove$$' ./internal/rules/
	$(GO) test $(FUZZ) -fuzz '^FuzzReadMove$$' ./internal/rules/
	$(GO) test $(FUZZ) -fuzz '^FuzzReadScores$$' ./internal/pgn/
	$(GO) test $(FUZZ) -fuzz '^FuzzReadMove$$' ./internal/chess/
	$(GO) test $(FUZZ) -fuzz '^FuzzReadDescriptive$$' ./internal/pgn/

# The targets the terminal relies on (docs/fuzzing.md), one after
# the other, FUZZTIME each (five minutes by default), one worker each.
FUZZTIME ?= 5m
FUZZ5 = -run '^$$' -fuzztime $(FUZZTIME) -fuzzminimizetime 5s -parallel 1
fuzz-5m:
	$(GO) test $(FUZZ5) -fuzz '^FuzzEvents$$' ./internal/rules/
	$(GO) test $(FUZZ5) -fuzz '^FuzzSetupReplay$$' ./internal/rules/
	$(GO) test $(FUZZ5) -fuzz '^FuzzCheckpoints$$' ./internal/rules/
	$(GO) test $(FUZZ5) -fuzz '^FuzzOpenMatchesRule$$' ./internal/ui/
	$(GO) test $(FUZZ5) -fuzz '^FuzzParseRule$$' ./internal/incidents/
	$(GO) test $(FUZZ5) -fuzz '^FuzzParse$$' ./assets/
	$(GO) test $(FUZZ5) -fuzz '^FuzzJournalParse$$' ./internal/journal/

# Each of those targets against the bug planted for it
# (scripts/fuzz-planted/<Target>.patch, applied to a copy of the tree): the
# fuzz must fail within PLANTEDTIME, and says after how long. NOCORPUS=1
# leaves the kept corpus out: the seeds alone.
PLANTEDTIME ?= 120s
NOCORPUS ?=
fuzz-planted:
	@GO=$(GO) FUZZTIME=$(PLANTEDTIME) NOCORPUS=$(NOCORPUS) ./scripts/fuzz-planted.sh

# Every game of the scenario library and the conformance cases, under every
# code, exported as PGN and read by pgn-extract (skipped where it is not
# installed). `go test` already reads every export back with a Go reader.
pgn-corpus:
	@GO=$(GO) ./scripts/pgn-corpus.sh
