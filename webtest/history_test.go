package webtest

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"cardtable/locales"
	"cardtable/records"
	"cardtable/records/recordstest"
)

// TestBrowserHistory: a finished match is kept in localStorage across a
// reload; with the history at its budget, the next finished match is not
// kept, the player is told so, and every match kept before is still there
// after another reload.
func TestBrowserHistory(t *testing.T) {
	srv, _ := serveWeb(t)
	browser := newBrowser(t)
	page := newPage(t, browser)
	at := func(what, url, scene string, timeout time.Duration) probe {
		t.Helper()
		navigate(t, page, srv.URL+url)
		return waitFor(t, page, timeout, what, func(p probe) bool {
			return p.Status != nil && p.Status.Scene == scene && p.Status.Frames > 2
		})
	}
	const match = "/?autoplay=flip7&speed=max&bots=easy,easy&options=target:40&lang=en"
	p := at("the first match's results", match+"&seed=1", "results", resultsTimeout)
	if p.Status.History != 1 {
		t.Fatalf("after a finished match the history holds %d matches, want 1", p.Status.History)
	}
	p = at("the title after a reload", "/?lang=en", "title", titleTimeout)
	if p.Status.History != 1 || p.Status.Notice != "" {
		t.Fatalf("after a reload: %d matches kept, notice %q; want 1 and none", p.Status.History, p.Status.Notice)
	}

	// Fill the history to its budget with real records, as the app
	// writes them, after the one already kept.
	kept, err := chromedp.Run(page, chromedp.Evaluate[string](`localStorage.getItem("`+records.BlobKeyPrefix+`0")`))
	if err != nil {
		t.Fatalf("reading the history blob: %v", err)
	}
	blobs := records.NewMemBlobs(0)
	if err := blobs.Set(records.BlobKeyPrefix+"0", kept); err != nil {
		t.Fatal(err)
	}
	n := fillHistory(t, records.NewBlobStore(blobs, records.BrowserBudget))
	js, err := json.Marshal(blobs.Snapshot())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(page, chromedp.Evaluate[bool](`(() => { const b = `+string(js)+
		`; for (const k in b) localStorage.setItem(k, b[k]); return true })()`)); err != nil {
		t.Fatalf("writing the history blobs: %v", err)
	}
	p = at("the title with a full history", "/?lang=en", "title", titleTimeout)
	if p.Status.History != n || p.Status.Notice != "" {
		t.Fatalf("a full history: %d matches loaded, notice %q; want %d and none", p.Status.History, p.Status.Notice, n)
	}
	full := locales.New("en").T("records.full")
	p = at("the results of a match with the history full", match+"&seed=2", "results", resultsTimeout)
	if p.Status.History != n || p.Status.Notice != full {
		t.Fatalf("a match finished with the history full: %d kept, notice %q; want %d and %q",
			p.Status.History, p.Status.Notice, n, full)
	}
	p = at("the title after the full history", "/?lang=en", "title", titleTimeout)
	if p.Status.History != n {
		t.Fatalf("after a reload %d matches kept, want %d", p.Status.History, n)
	}
	t.Logf("history: %d matches in %d bytes of localStorage (budget %d); the next one refused with %q",
		n, len(js), records.BrowserBudget, full)
}

// fillHistory appends generated matches to st until it is full to the
// byte (the last one's seat name sized to fit) and returns how many
// matches it holds.
func fillHistory(t *testing.T, st *records.BlobStore) int {
	t.Helper()
	h, _, err := records.Open(st)
	if err != nil {
		t.Fatal(err)
	}
	ms := recordstest.Generate(4000, 77)
	i := 0
	for ; i < len(ms); i++ {
		if err := h.Append(ms[i]); errors.Is(err, records.ErrFull) {
			break
		} else if err != nil {
			t.Fatal(err)
		}
	}
	// The last bytes: a match whose first seat's name takes what is left.
	used, budget := st.Used()
	last := ms[i]
	for pad := budget - used; pad > 0; pad-- {
		m := last
		m.Seats = append([]records.Seat(nil), m.Seats...)
		m.Seats[0].Name = strings.Repeat("x", pad)
		if err := h.Append(m); err == nil {
			break
		}
	}
	used, _ = st.Used()
	if budget-used > 200 {
		t.Fatalf("the history is not full: %d of %d bytes", used, budget)
	}
	return h.Len()
}
