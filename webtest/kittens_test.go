package webtest

import "testing"

// TestBrowserKittens plays a seeded bots-only Zombie Kittens game of three
// Hard bots to its results in the browser: every reaction window the bots
// answer in slices inside Update, as the draws and the explosions go by.
func TestBrowserKittens(t *testing.T) {
	srv, shots := serveWeb(t)
	autoplay(t, newBrowser(t), srv.URL, shots, "kittens", "hard,hard,hard", "", "kittens-")
}
