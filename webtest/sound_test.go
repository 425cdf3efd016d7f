package webtest

import (
	"context"
	"testing"

	"github.com/chromedp/chromedp"
)

// soundClick clicks the table, as a player would: browsers start audio
// only after a click or key, and Ebitengine resumes its output then. The
// page's uncaught errors and rejected promises are collected from here on
// (soundErrors).
func soundClick(t *testing.T, page context.Context) {
	t.Helper()
	const listen = `window.cardtableErrs = [];
addEventListener("error", e => cardtableErrs.push(String(e.message)));
addEventListener("unhandledrejection", e => cardtableErrs.push(String(e.reason)));
true`
	if _, err := chromedp.Run(page, chromedp.Evaluate[bool](listen)); err != nil {
		t.Fatalf("listening for page errors: %v", err)
	}
	// The log panel: a click there takes no decision.
	if err := chromedp.Do(page, chromedp.MouseClickXY(1180, 400)); err != nil {
		t.Fatalf("clicking the table: %v", err)
	}
}

// soundErrors fails on any uncaught error since soundClick: the match
// played with sound enabled must not have raised one.
func soundErrors(t *testing.T, page context.Context) {
	t.Helper()
	errs, err := chromedp.Run(page, chromedp.Evaluate[[]string](`window.cardtableErrs || []`))
	if err != nil {
		t.Fatalf("reading page errors: %v", err)
	}
	for _, e := range errs {
		t.Errorf("page error with sound on: %s", e)
	}
}
