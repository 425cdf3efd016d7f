package webtest

import "testing"

// TestBrowserDOS plays a seeded bots-only DOS match of three Hard bots in
// the first-out variant (a whole match in one round, so the test stays
// short) to its results in the browser, the bots thinking in slices inside
// Update.
func TestBrowserDOS(t *testing.T) {
	srv, shots := serveWeb(t)
	autoplay(t, newBrowser(t), srv.URL, shots, "dos", "hard,hard,hard", "mode:firstout", "dos-")
}
