package webtest

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"cardtable/cmd/serve/webserve"
)

// Viewport is the fixed CSS size of the page (device scale factor 1).
const viewW, viewH = 1280, 720

// The whole run stays within about four minutes on the 2-core machine: the
// wasm build (1–3 minutes cold, seconds with a warm cache) and the seeded
// match (90–150 s at top speed: the bots think against the clock, so its
// length varies with the machine) are the slow parts.
const (
	buildTimeout   = 5 * time.Minute // a cold js/wasm build cache on CI
	titleTimeout   = 60 * time.Second
	resultsTimeout = 4 * time.Minute // bots think against the clock: 90–150 s seen
	pollEvery      = 500 * time.Millisecond
	updateBudgetMs = 20               // docs/ARCHITECTURE.md §9: no single Update over 20 ms, in the browser too
	midMatch       = 20 * time.Second // table time before the "mid-match" screenshot
)

// gctrace (CARDTABLE_GCTRACE=1) runs the page with GODEBUG=gctrace=1 and
// logs the Go collector's lines: a diagnosis aid for long Updates.
var gctrace = os.Getenv("CARDTABLE_GCTRACE") == "1"

// status mirrors window.cardtableStatus (main_js.go).
type status struct {
	Scene        string      `json:"scene"`
	Frames       int         `json:"frames"`
	Updates      int         `json:"updates"`
	MaxUpdateMs  float64     `json:"maxUpdateMs"`
	SlowUpdate   string      `json:"slowUpdate"`
	Lang         string      `json:"lang"`
	MainMs       float64     `json:"mainMs"`       // performance.now() when main() ran platformOptions
	FirstFrameMs float64     `json:"firstFrameMs"` // performance.now() after the first frame
	Start        *startMarks `json:"start"`        // start-up moments (start_test.go)
	History      int         `json:"history"`      // finished matches kept (history_test.go)
	Notice       string      `json:"notice"`       // the message waiting for the player
}

// probe is what one poll reads from the page.
type probe struct {
	Status *status `json:"status"`
	Error  string  `json:"error"`  // window.cardtableError: the loading screen's failure message
	LoadMs float64 `json:"loadMs"` // window.cardtableLoadMs: fetch + compile of the wasm
	Title  string  `json:"title"`
	Lang   string  `json:"lang"`
	Canvas []int   `json:"canvas"` // CSS width, height of the Ebitengine canvas; nil before it exists
	Pixels []int   `json:"pixels"` // its backing store: width, height in device pixels
	DPR    float64 `json:"dpr"`
}

const probeJS = `(() => {
	const c = document.querySelector("canvas");
	return {
		status: window.cardtableStatus || null,
		error: window.cardtableError || "",
		loadMs: window.cardtableLoadMs || 0,
		title: document.title,
		lang: document.documentElement.lang,
		canvas: c ? [c.clientWidth, c.clientHeight] : null,
		pixels: c ? [c.width, c.height] : null,
		dpr: window.devicePixelRatio,
	};
})()`

// TestBrowser builds the web version, serves it, and plays it in headless
// Chromium: the title screen, then a seeded bots-only Flip 7 match at top
// speed until the results.
func TestBrowser(t *testing.T) {
	srv, shots := serveWeb(t)

	browser := newBrowser(t)

	t.Run("title", func(t *testing.T) {
		// Three cold loads: the median is the start-up figure.
		page := measureStart(t, browser, srv.URL+"/?lang=en")

		p := waitFor(t, page, titleTimeout, `scene "title"`, func(p probe) bool {
			return p.Status != nil && p.Status.Scene == "title"
		})
		if p.Title != "Card Table" || p.Lang != "en" {
			t.Errorf("document.title %q, <html lang> %q; want \"Card Table\", \"en\"", p.Title, p.Lang)
		}
		if len(p.Canvas) != 2 || p.Canvas[0] != viewW || p.Canvas[1] != viewH {
			t.Errorf("canvas CSS size %v, want the whole %dx%d viewport", p.Canvas, viewW, viewH)
		}
		time.Sleep(time.Second) // let the title's entrance animation settle
		screenshot(t, page, filepath.Join(shots, "title.png"))

		// The canvas follows a resize of the window.
		if err := chromedp.Do(page, chromedp.EmulateViewport(960, 540)); err != nil {
			t.Fatalf("resizing the viewport: %v", err)
		}
		p = waitFor(t, page, 20*time.Second, "the canvas to follow a resize to 960x540", func(p probe) bool {
			return slices.Equal(p.Canvas, []int{960, 540}) && slices.Equal(p.Pixels, []int{960, 540})
		})
	})

	t.Run("vi", func(t *testing.T) {
		// Vietnamese, on a HiDPI screen: the canvas has a device pixel per
		// CSS pixel × 2. (Ebitengine 2.8 reads devicePixelRatio once, at
		// start: a later change, e.g. browser zoom, needs a reload.)
		page := newPage(t, browser)
		if err := chromedp.Do(page, chromedp.EmulateViewport(viewW, viewH, chromedp.EmulateScale(2))); err != nil {
			t.Fatalf("setting the device pixel ratio: %v", err)
		}
		navigate(t, page, srv.URL+"/?lang=vi")
		p := waitFor(t, page, titleTimeout, "the first frame", func(p probe) bool {
			return p.Status != nil && p.Status.Frames > 0 && p.Status.Lang != ""
		})
		if p.Title != "Bàn Bài" || p.Lang != "vi" || p.Status.Lang != "vi" {
			t.Errorf("document.title %q, <html lang> %q, status.lang %q; want \"Bàn Bài\", \"vi\", \"vi\"",
				p.Title, p.Lang, p.Status.Lang)
		}
		if !slices.Equal(p.Canvas, []int{viewW, viewH}) || !slices.Equal(p.Pixels, []int{2 * viewW, 2 * viewH}) {
			t.Errorf("at devicePixelRatio %g the canvas is %v CSS px, %v device px; want %dx%d, %dx%d",
				p.DPR, p.Canvas, p.Pixels, viewW, viewH, 2*viewW, 2*viewH)
		}
	})

	t.Run("autoplay", func(t *testing.T) {
		autoplay(t, browser, srv.URL, shots, "flip7", "hard,hard,hard,hard", "", "")
	})
}

// autoplay plays a seeded bots-only match of game at top speed in a new
// tab until its results, photographing the table early, well into the
// match and the results (as shotPrefix+"table.png" and "results.png"),
// and judges the longest Update (webtest/budget.go). bots lists one level
// per seat; options, when set, are the game's ("mode:firstout").
func autoplay(t *testing.T, browser context.Context, base, shots, game, bots, options, shotPrefix string) {
	t.Helper()
	page := newPage(t, browser)
	url := base + "/?autoplay=" + game + "&seed=1&speed=max&bots=" + bots + "&lang=en"
	if options != "" {
		url += "&options=" + options
	}
	if gctrace {
		url += "&gctrace=1"
	}
	url += os.Getenv("CARDTABLE_WEBTEST_QUERY") // e.g. "&gogc=400", for experiments
	navigate(t, page, url)
	waitFor(t, page, titleTimeout, "the first frame", func(p probe) bool {
		return p.Status != nil && p.Status.Frames > 0
	})
	soundClick(t, page)

	deadline := time.Now().Add(resultsTimeout)
	start := time.Now()
	var tableTime time.Duration // time spent on the table scene so far
	var lastPoll time.Time
	prevScene := ""
	tableShot, sawTable := false, false
	lastLog := time.Time{}
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
			// Where the longest Update happens tells the app what to slice.
			t.Logf("%5.1fs longest Update so far %.2f ms (scene=%s, updates=%d, %s)",
				time.Since(start).Seconds(), st.MaxUpdateMs, st.Scene, st.Updates, st.SlowUpdate)
			maxSeen = st.MaxUpdateMs
		}
		if time.Since(lastLog) >= 10*time.Second {
			lastLog = time.Now()
			t.Logf("%5.1fs scene=%s frames=%d updates=%d maxUpdateMs=%.2f",
				time.Since(start).Seconds(), st.Scene, st.Frames, st.Updates, st.MaxUpdateMs)
		}
		if st.Scene == "table" {
			sawTable = true
			prevTable := tableTime
			if !lastPoll.IsZero() && prevScene == "table" {
				tableTime += time.Since(lastPoll)
			}
			// One shot early (so there is always one), replaced by one
			// well into the match: a few rounds in, cards on the table.
			if prevTable < 2*time.Second && tableTime >= 2*time.Second ||
				prevTable < midMatch && tableTime >= midMatch {
				screenshot(t, page, filepath.Join(shots, shotPrefix+"table.png"))
				tableShot = true
			}
		}
		prevScene, lastPoll = st.Scene, time.Now()
		if st.Scene == "results" {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no results after %s; last status %+v", resultsTimeout, *st)
		}
		time.Sleep(pollEvery)
	}
	st := last.Status
	t.Logf("results after %.1fs: frames=%d updates=%d maxUpdateMs=%.2f lang=%s",
		time.Since(start).Seconds(), st.Frames, st.Updates, st.MaxUpdateMs, st.Lang)
	fmt.Printf("web: autoplay %s (%s) seed 1 reached results: %d updates, max Update %.2f ms (budget %d ms)\n",
		game, bots, st.Updates, st.MaxUpdateMs, updateBudgetMs)
	if !sawTable {
		t.Error(`the match reached "results" without the test seeing "table"`)
	} else if !tableShot {
		t.Log(`the match spent under 2 s on the table scene: no table.png this run`)
	}
	time.Sleep(time.Second) // let the results screen finish its entrance
	screenshot(t, page, filepath.Join(shots, shotPrefix+"results.png"))
	checkBudget(t, "longest Update", st.MaxUpdateMs, updateBudgetMs)
	soundErrors(t, page)
}

// findChromium is the browser to drive. Not finding one is a failure with
// the fix in the message, never a skip.
func findChromium(t *testing.T) string {
	t.Helper()
	if p := os.Getenv("CHROMIUM"); p != "" {
		return p
	}
	if _, err := os.Stat("/usr/bin/chromium"); err == nil {
		return "/usr/bin/chromium"
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Fatal("no Chromium found (looked for $CHROMIUM, /usr/bin/chromium, chromium, chromium-browser, google-chrome on PATH): " +
		"install it with `scripts/deps.sh test` (make test does) or `apt-get install chromium`")
	return ""
}

// moduleRoot is the directory holding go.mod above the test's directory.
func moduleRoot(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the test directory")
		}
		dir = parent
	}
}

var (
	buildOnce sync.Once
	buildDir  string
	buildErr  error
)

// build runs the same build as make web (gzip copies only: Chromium sends
// "br" in Accept-Encoding over HTTPS only, so .br would never be served
// here) into a temp dir, once per test binary run.
// serveWeb builds the web version, serves it on 127.0.0.1 (a free port)
// until the test ends, and returns the server and the folder the browser
// screenshots go to.
// newBrowser starts headless Chromium (WebGL through SwiftShader) with a
// fresh profile and the viewport every test uses; it quits with the test.
func newBrowser(t *testing.T) context.Context {
	t.Helper()
	chromium := findChromium(t)
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(chromium),
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Headless,
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		// A hidden headless tab must not be throttled: the game runs on rAF.
		chromedp.Flag("disable-background-timer-throttling", true),
		chromedp.Flag("disable-backgrounding-occluded-windows", true),
		chromedp.Flag("disable-renderer-backgrounding", true),
		chromedp.WindowSize(viewW, viewH),
		chromedp.UserDataDir(t.TempDir()),
	)
	browser, cancelBrowser := chromedp.NewContext(allocCtx)
	t.Cleanup(func() {
		cancelBrowser()
		cancelAlloc()
	})
	if err := chromedp.Do(browser); err != nil { // starts the browser, no timeout
		t.Fatalf("starting %s: %v", chromium, err)
	}
	return browser
}

func serveWeb(t *testing.T) (*httptest.Server, string) {
	t.Helper()
	root := moduleRoot(t)
	h, err := webserve.Handler(build(t, root))
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	shots := filepath.Join(root, "docs", "screenshots", "web")
	if err := os.MkdirAll(shots, 0o755); err != nil {
		t.Fatalf("creating the screenshot folder: %v", err)
	}
	return srv, shots
}

func build(t *testing.T, root string) string {
	t.Helper()
	buildOnce.Do(func() {
		buildDir, buildErr = os.MkdirTemp("", "cardtable-web-")
		if buildErr != nil {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), buildTimeout)
		defer cancel()
		start := time.Now()
		var sizes webserve.Sizes
		sizes, buildErr = webserve.Build(ctx, webserve.BuildOptions{Root: root, Out: buildDir, Brotli: -1})
		if buildErr == nil {
			t.Logf("built in %s: %s", time.Since(start).Round(100*time.Millisecond), sizes)
			if sizes.Gzip > 6_000_000 {
				t.Errorf("%s is %d bytes gzipped, over the 6 MB budget", webserve.WasmName, sizes.Gzip)
			}
		}
	})
	if buildErr != nil {
		t.Fatalf("building the web version: %v", buildErr)
	}
	return buildDir
}

func TestMain(m *testing.M) {
	code := m.Run()
	if buildDir != "" {
		os.RemoveAll(buildDir)
	}
	os.Exit(code)
}

// newPage opens a tab with the fixed viewport (opts: e.g. a fresh browser
// context); its console errors and
// uncaught exceptions are logged when the subtest ends.
func newPage(t *testing.T, browser context.Context, opts ...chromedp.ContextOption) context.Context {
	t.Helper()
	page, cancel := chromedp.NewContext(browser, opts...)
	if err := chromedp.Do(page, chromedp.EmulateViewport(viewW, viewH)); err != nil {
		cancel()
		t.Fatalf("opening a tab: %v", err)
	}
	var (
		mu    sync.Mutex
		lines []string
		wg    sync.WaitGroup
	)
	listen, stop := context.WithCancel(page)
	messages := chromedp.Console(listen)
	wg.Add(1)
	go func() {
		defer wg.Done()
		for m, err := range messages {
			if err != nil {
				return
			}
			gc := gctrace && strings.HasPrefix(m.Text, "gc ")
			if !gc && m.Type != chromedp.ConsoleError && m.Type != chromedp.ConsoleException && m.Type != chromedp.ConsoleWarning {
				continue
			}
			mu.Lock()
			if len(lines) < 400 {
				lines = append(lines, fmt.Sprintf("console %s: %s", m.Type, m.Text))
			}
			mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		stop()
		wg.Wait()
		mu.Lock()
		for _, l := range lines {
			t.Log(l)
		}
		mu.Unlock()
		cancel()
	})
	return page
}

func navigate(t *testing.T, page context.Context, url string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(page, 30*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		t.Fatalf("loading %s: %v", url, err)
	}
}

// read evaluates probeJS. The page's main thread can be busy for seconds
// while the Go program starts (it is single-threaded: init, fonts, card
// faces), so a slow answer is waited for, up to a minute.
func read(t *testing.T, page context.Context) probe {
	t.Helper()
	ctx, cancel := context.WithTimeout(page, time.Minute)
	defer cancel()
	start := time.Now()
	p, err := chromedp.Run(ctx, chromedp.Evaluate[probe](probeJS))
	if err != nil {
		t.Fatalf("reading the page status: %v", err)
	}
	if d := time.Since(start); d > 2*time.Second {
		t.Logf("the page took %s to answer (main thread busy)", d.Round(100*time.Millisecond))
	}
	return p
}

// waitFor polls the page every pollEvery until ok holds, the page reports a
// loading failure, or timeout passes.
func waitFor(t *testing.T, page context.Context, timeout time.Duration, what string, ok func(probe) bool) probe {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		p := read(t, page)
		if p.Error != "" {
			t.Fatalf("waiting for %s: the page failed: %s", what, p.Error)
		}
		if ok(p) {
			return p
		}
		if time.Now().After(deadline) {
			st := "none"
			if p.Status != nil {
				st = fmt.Sprintf("%+v", *p.Status)
			}
			t.Fatalf("waited %s for %s; status %s; canvas %v CSS px, %v device px, dpr %g, title %q, lang %q",
				timeout, what, st, p.Canvas, p.Pixels, p.DPR, p.Title, p.Lang)
		}
		time.Sleep(pollEvery)
	}
}

func screenshot(t *testing.T, page context.Context, file string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(page, 30*time.Second)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Errorf("screenshot %s: %v", filepath.Base(file), err)
		return
	}
	if err := os.WriteFile(file, png, 0o644); err != nil {
		t.Errorf("saving %s: %v", file, err)
		return
	}
	t.Logf("saved %s (%d KB)", file, len(png)/1024)
}
