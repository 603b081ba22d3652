# arbiter: the two commands a newcomer needs are `make run` and `make test`.
GO ?= go

.PHONY: run test bench fuzz build pgn-corpus

run:
	$(GO) run ./cmd/arbiter

build:
	$(GO) build -ldflags "-X main.version=$$(git describe --always --dirty 2>/dev/null || echo dev)" -o arbiter ./cmd/arbiter

# Everything CI checks: formatting, vet, and every test (conformance cases included).
test:
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || { echo "gofmt would change:"; gofmt -l .; exit 1; }
	$(GO) vet ./...
	$(GO) test ./...

# Ruling a 2000-ply recorded game against bare notnil/chess, and the UI's frame time.
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./internal/rules/ ./internal/ui/

# A minute each for the fuzz targets.
fuzz:
	$(GO) test -run '^$$' -fuzz '^FuzzParse$$' -fuzztime 60s ./internal/incidents/
	$(GO) test -run '^$$' -fuzz FuzzParseRule -fuzztime 60s ./internal/incidents/
	$(GO) test -run '^$$' -fuzz '^FuzzEvents$$' -fuzztime 60s ./internal/rules/
	$(GO) test -run '^$$' -fuzz FuzzSetupReplay -fuzztime 60s ./internal/rules/
	$(GO) test -run '^$$' -fuzz FuzzJournalFaults -fuzztime 60s ./internal/journal/
	$(GO) test -run '^$$' -fuzz '^FuzzMoveGen$$' -fuzztime 60s ./internal/rules/

# Every game of the scenario library and the conformance cases, under every
# code, exported as PGN and read by pgn-extract (skipped where it is not
# installed). `go test` already reads every export back with a Go reader.
pgn-corpus:
	@GO=$(GO) ./scripts/pgn-corpus.sh
