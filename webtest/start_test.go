package webtest

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/chromedp/chromedp"
)

// Start-up budget (issue 9): navigation start to the end of the first frame,
// by performance.now(), median of startLoads cold loads.
const (
	startLoads    = 3
	startBudgetMs = 2000
)

// startMarks mirrors cardtableStatus.start (main_js.go, scenes.StartMarks):
// performance.now() at each start-up moment.
type startMarks struct {
	NewApp     float64 `json:"newApp"`
	NewAppDone float64 `json:"newAppDone"`
	Update     float64 `json:"update"`
	UpdateDone float64 `json:"updateDone"`
	Draw       float64 `json:"draw"`
	DrawDone   float64 `json:"drawDone"`
	// NewAppPhases says where NewApp's time went ("fonts=… texts=…").
	NewAppPhases string `json:"newAppPhases"`
}

// breakdown is where one load's time to the first frame went.
func breakdown(p probe) string {
	st := p.Status
	m := st.Start
	if m == nil {
		m = &startMarks{}
	}
	return fmt.Sprintf("first frame %.0f ms = fetch+compile %.0f, Go start %.0f, NewApp %.0f, "+
		"to first Update %.0f, first Update %.0f, to first Draw %.0f, first Draw %.0f, after %.0f (NewApp: %s)",
		st.FirstFrameMs, p.LoadMs, m.NewApp-p.LoadMs, m.NewAppDone-m.NewApp,
		m.Update-m.NewAppDone, m.UpdateDone-m.Update, m.Draw-m.UpdateDone, m.DrawDone-m.Draw,
		st.FirstFrameMs-m.DrawDone, m.NewAppPhases)
}

// measureStart loads url startLoads times, each in a fresh browser context
// (cold cache, no compiled-wasm cache), logs each load's breakdown and
// fails if the median time to the first frame is over budget. Every tab but
// the last is closed as soon as it has been read, so it takes no CPU from
// the next load; the last is returned for the rest of the test.
func measureStart(t *testing.T, browser context.Context, url string) context.Context {
	t.Helper()
	var times []float64
	var page context.Context
	for i := range startLoads {
		page = newPage(t, browser, chromedp.WithNewBrowserContext())
		navigate(t, page, url)
		p := waitFor(t, page, titleTimeout, "the first frame", func(p probe) bool {
			return p.Status != nil && p.Status.Frames > 0 && p.Status.FirstFrameMs > 0
		})
		t.Logf("load %d: %s", i+1, breakdown(p))
		times = append(times, p.Status.FirstFrameMs)
		if i < startLoads-1 {
			if err := chromedp.Cancel(page); err != nil {
				t.Logf("closing load %d's tab: %v", i+1, err)
			}
		}
	}
	s := slices.Sorted(slices.Values(times))
	median := s[len(s)/2]
	t.Logf("page to first frame: median %.0f ms of %v (budget %d ms)", median, times, startBudgetMs)
	fmt.Printf("web: page to first frame median %.0f ms of %d loads (budget %d ms)\n", median, startLoads, startBudgetMs)
	checkBudget(t, "page to first frame (median)", median, startBudgetMs)
	return page
}
