// Package webtest holds the browser test of the WebAssembly build: it builds
// the wasm, serves it in-process, drives headless Chromium with chromedp
// through the title screen and a seeded bots-only Flip 7 match, checks the
// Update budget and saves screenshots to docs/screenshots/web/.
//
//	go test ./webtest/ -count=1 -v
//
// CHROMIUM overrides the browser path (default /usr/bin/chromium, then
// chromium, chromium-browser or google-chrome on PATH). The test fails, not
// skips, when no browser is found: make test installs one.
package webtest
