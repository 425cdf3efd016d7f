# Card Table — see README.md. `make run` and `make test` install what a fresh
# Debian machine lacks (scripts/deps.sh) and need nothing else.
SHELL := /bin/bash
GO ?= go
# Go 1.26 is fetched through the module proxy when the machine's Go is older.
export GOTOOLCHAIN ?= auto
XVFB := xvfb-run -a -s "-screen 0 1280x720x24"
# The version from git describe (scripts/version.sh), linked into every build.
VERSION := $(shell scripts/version.sh)
LDFLAGS := -X cardtable/version.Set=$(VERSION)

.PHONY: run build test test-headless bench bench-web arena screenshots deps-run deps-test web serve release release-test

deps-run:
	@scripts/deps.sh run

deps-test:
	@scripts/deps.sh test

build: deps-run
	$(GO) build -ldflags "$(LDFLAGS)" -o bin/cardtable .

run: build
	./bin/cardtable

# Every test: vet, the headless packages, a short fuzz run, then the window
# tests under a virtual display, the browser test and the release files.
# The scenes package's window tests run as WINDOW_PROCS processes at once
# (scripts/window-tests.sh): one app's game loop keeps about one core busy.
WINDOW_PROCS ?= 2
test: deps-test
	$(GO) vet ./...
	$(GO) test ./engine/... ./ai/... ./locales/... ./assets/... ./scenes/match/... ./records/... ./cmd/... ./docs/
	$(GO) test ./engine/flip7 -run '^$$' -fuzz FuzzActions -fuzztime 5s
	$(GO) test ./engine/dos -run '^$$' -fuzz FuzzDOS -fuzztime 5s
	$(GO) test ./engine/cucu -run '^$$' -fuzz FuzzActions -fuzztime 5s
	$(GO) test ./engine/kittens -run '^$$' -fuzz FuzzActions -fuzztime 5s
	$(GO) test ./records -run '^$$' -fuzz FuzzOpen -fuzztime 5s
	CARDTABLE_SCREENSHOTS=$(CURDIR)/docs/screenshots GO=$(GO) scripts/window-tests.sh scenes $(WINDOW_PROCS) -test.timeout 15m
	CARDTABLE_SCREENSHOTS=$(CURDIR)/docs/screenshots $(XVFB) $(GO) test -timeout 15m ./scenes/ui/ ./scenes/table/ ./scenes/flip7/ ./scenes/dos/ ./scenes/cucu/ ./scenes/kittens/ ./scenes/sfx/ ./games/...
	$(GO) test ./webtest/ -count=1
	$(MAKE) release-test RELEASE_BROTLI=9

# The headless part alone: no display, no cgo needed.
test-headless:
	CGO_ENABLED=0 $(GO) test -short ./engine/... ./ai/... ./locales/... ./assets/... ./scenes/match/... ./records/... ./docs/

# The browser's timing budgets judged strictly (first frame, longest
# Update; webtest/budget.go): run it on a quiet machine.
bench-web: deps-test
	CARDTABLE_WEB_BUDGETS=1 $(GO) test ./webtest/ -run TestBrowser -count=1 -v

bench:
	$(GO) test ./engine/... ./ai/... ./records/ -run '^$$' -bench . -benchmem -cpu 1

arena:
	$(GO) run ./cmd/arena -game flip7 -seats hard,basic,basic,basic -matches 4000 -seed 1 -parallel 2
	$(GO) run ./cmd/arena -game flip7 -seats normal,random,random,random -matches 4000 -seed 1 -parallel 2
	$(GO) run ./cmd/arena -game flip7 -seats hard -matches 2000 -seed 1 -parallel 2
	$(GO) run ./cmd/arena -game flip7 -playouts 200000
	$(GO) run ./cmd/arena -game cucu -seats normal,random,random,random -matches 4000 -seed 1 -parallel 2
	$(GO) run ./cmd/arena -game cucu -seats normal,basic,basic,basic -matches 4000 -seed 1 -parallel 2
	$(GO) run ./cmd/arena -game cucu -seats hard,normal,normal,normal -matches 1000 -seed 1 -parallel 2
	$(GO) run ./cmd/arena -game cucu -playouts 1000000
	$(GO) run ./cmd/arena -game dos -seats normal,random,random,random -matches 4000 -seed 1 -parallel 2
	$(GO) run ./cmd/arena -game dos -seats normal,basic,basic,basic -matches 4000 -seed 1 -parallel 2
	$(GO) run ./cmd/arena -game dos -seats hard,normal,normal,normal -matches 500 -seed 1 -parallel 2
	$(GO) run ./cmd/arena -game dos -seats hard,normal -matches 500 -seed 1 -parallel 2
	$(GO) run ./cmd/arena -game dos -playouts 200000 -players 2
	$(GO) run ./cmd/arena -game kittens -seats normal,random,random,random -matches 4000 -seed 1 -parallel 2
	$(GO) run ./cmd/arena -game kittens -seats normal,basic,basic,basic -matches 4000 -seed 1 -parallel 2
	$(GO) run ./cmd/arena -game kittens -seats hard,normal,normal,normal -matches 1000 -seed 1 -parallel 2
	$(GO) run ./cmd/arena -game kittens -playouts 200000 -players 4

# Rewrites the screenshots of docs/screenshots, then shrinks them to a
# palette (scripts/shrink-screenshots.sh) as they are kept in the repository.
screenshots: deps-test
	CARDTABLE_SCREENSHOTS=$(CURDIR)/docs/screenshots $(XVFB) $(GO) test ./scenes -run TestScreenshots -count=1
	scripts/shrink-screenshots.sh docs/screenshots

# The WebAssembly version in dist/ (web/README.md): wasm, wasm_exec.js,
# index.html and .gz/.br copies; prints the sizes. serve builds it if missing.
web:
	$(GO) run ./cmd/serve -build dist -version $(VERSION)

serve:
	@test -f dist/cardtable.wasm || $(MAKE) web
	$(GO) run ./cmd/serve -dir dist -addr 127.0.0.1:8080

# The installable files of this version in release/ (cmd/release): the .deb,
# the Linux tarball, the Windows zip and the web bundle. Brotli's best
# quality (11) costs two minutes of one core on the wasm; make test checks
# the release with 9 (seconds, 15% larger .br).
RELEASE_BROTLI ?= 11
release: deps-run
	rm -rf release
	$(GO) run ./cmd/release -out release -version $(VERSION) -brotli $(RELEASE_BROTLI)

# Checks those files: the package's data and contents, the installed binary
# started to its title screen with its window icon, the Windows executable,
# the web bundle served and loaded in the browser (xvfb, chromium).
release-test: deps-test release
	CARDTABLE_RELEASE=$(CURDIR)/release $(GO) test ./cmd/release/ ./webtest/ -run 'TestDebPackage|TestLinuxArchive|TestWindowsZip|TestReleaseWebBundle' -count=1 -v
