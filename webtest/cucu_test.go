package webtest

import (
	"fmt"
	"path/filepath"
	"testing"
	"time"
)

// cucuTimeout bounds the seeded Cucù match: four hard bots at top speed
// play a match of a dozen rounds or so, each decision thinking in slices
// inside Update.
const cucuTimeout = 4 * time.Minute

// TestBrowserCucu plays a seeded bots-only Cucù match of four hard bots
// in headless Chromium at top speed to its results and reports the longest
// Update (docs/ARCHITECTURE.md §9: no Update over 20 ms while a bot thinks,
// in the browser too; budget.go says how it is judged).
func TestBrowserCucu(t *testing.T) {
	srv, shots := serveWeb(t)
	browser := newBrowser(t)
	page := newPage(t, browser)
	url := srv.URL + "/?autoplay=cucu&seed=1&speed=max&bots=hard,hard,hard,hard&lang=en"
	navigate(t, page, url)
	waitFor(t, page, titleTimeout, "the first frame", func(p probe) bool {
		return p.Status != nil && p.Status.Frames > 0
	})
	start := time.Now()
	sawTable, tableShot := false, false
	maxSeen := 0.0
	var last probe
	for {
		p := read(t, page)
		last = p
		if p.Error != "" {
			t.Fatalf("the page failed: %s", p.Error)
		}
		st := p.Status
		if st == nil {
			t.Fatal("window.cardtableStatus vanished")
		}
		if st.MaxUpdateMs > maxSeen {
			t.Logf("%5.1fs longest Update so far %.2f ms (scene=%s, updates=%d, %s)",
				time.Since(start).Seconds(), st.MaxUpdateMs, st.Scene, st.Updates, st.SlowUpdate)
			maxSeen = st.MaxUpdateMs
		}
		if st.Scene == "table" {
			sawTable = true
			if !tableShot && time.Since(start) > 5*time.Second {
				screenshot(t, page, filepath.Join(shots, "cucu-table.png"))
				tableShot = true
			}
		}
		if st.Scene == "results" {
			break
		}
		if time.Since(start) > cucuTimeout {
			t.Fatalf("no results after %s; last status %+v", cucuTimeout, *st)
		}
		time.Sleep(pollEvery)
	}
	st := last.Status
	if !sawTable {
		t.Error(`the match reached "results" without the test seeing "table"`)
	}
	t.Logf("results after %.1fs: frames=%d updates=%d maxUpdateMs=%.2f", time.Since(start).Seconds(), st.Frames, st.Updates, st.MaxUpdateMs)
	fmt.Printf("web: autoplay cucu seed 1 (4 hard bots) reached results: %d updates, max Update %.2f ms (budget %d ms)\n",
		st.Updates, st.MaxUpdateMs, updateBudgetMs)
	time.Sleep(time.Second) // let the results screen finish its entrance
	screenshot(t, page, filepath.Join(shots, "cucu-results.png"))
	checkBudget(t, "longest Update", st.MaxUpdateMs, updateBudgetMs)
}
