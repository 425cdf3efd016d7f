package scenes

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	_ "cardtable/games/screen"
	"cardtable/scenes/ui"
)

// The window tests run the real App inside Ebitengine's loop: TestMain runs
// the game on the main thread and the tests on another goroutine, which
// drives the app only through do (a function run inside Update).

type driver struct {
	mu   sync.Mutex
	app  *App
	jobs chan func()
	// afterDraw, when set, runs after each frame the app drew, with the
	// screen (reading pixels is allowed only there).
	afterDraw func(screen *ebiten.Image)
	// draw, when set, takes the place of the app's Draw when it reports
	// true (the frame-level secrets check records frames without
	// rasterizing them).
	draw func(screen *ebiten.Image) bool
	// beforeUpdate, when set, runs before each Update of the app (a
	// player deciding inside the game loop, without a round trip a tick).
	beforeUpdate func()
	// afterUpdate, when set, runs after each tick of the app: a test that
	// must see every tick (a countdown, a window's life) reads it there.
	afterUpdate func()
}

var drv = &driver{jobs: make(chan func(), 16)}

func (d *driver) Update() error {
	for {
		select {
		case f := <-d.jobs:
			f()
			continue
		default:
		}
		break
	}
	if d.app != nil && d.beforeUpdate != nil {
		d.beforeUpdate()
	}
	if d.app != nil {
		if err := d.app.Update(); err != nil {
			d.app = nil // the app asked to quit; keep the loop for the next test
		}
	}
	if d.afterUpdate != nil {
		d.afterUpdate()
	}
	return nil
}

func (d *driver) Draw(screen *ebiten.Image) {
	if d.app != nil {
		if len(d.app.shots) > 0 {
			// A photographed frame is drawn at a fixed tick, so pulses and
			// the film grain look the same in every run.
			d.app.ctx.Tick = 1000
		}
		if d.draw == nil || !d.draw(screen) {
			d.app.Draw(screen)
		}
		if d.afterDraw != nil {
			d.afterDraw(screen)
		}
	}
}

func (d *driver) Layout(w, h int) (int, int) { return w, h }

func TestMain(m *testing.M) {
	code := 1
	done := make(chan struct{})
	go func() {
		code = m.Run()
		close(done)
	}()
	ebiten.SetWindowSize(ui.LogicalW, ui.LogicalH)
	ebiten.SetVsyncEnabled(false)
	ebiten.SetRunnableOnUnfocused(true)
	// The tests drive the app through Update (do): more ticks a second
	// make them quicker. Everything the app times is counted in ticks, so
	// nothing else changes; CARDTABLE_TEST_TPS sets another rate.
	tps := 300
	if s := os.Getenv("CARDTABLE_TEST_TPS"); s != "" {
		tps, _ = strconv.Atoi(s)
	}
	ebiten.SetTPS(tps)
	quit := &quitter{driver: drv, done: done}
	if err := ebiten.RunGame(quit); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	os.Exit(code)
}

type quitter struct {
	*driver
	done chan struct{}
}

func (q *quitter) Update() error {
	select {
	case <-q.done:
		return ebiten.Termination
	default:
	}
	return q.driver.Update()
}

// do runs f inside the game loop and waits for it.
func do(f func()) {
	ch := make(chan struct{})
	drv.jobs <- func() { f(); close(ch) }
	<-ch
}

// startApp replaces the running app. An app under test is silent unless a
// test gives it a sink: the audio device, once opened, is never closed and
// keeps a core busy writing into ALSA's null device for the rest of the
// process (half of this machine: every later test ran at half speed). The
// one test of the device opens it last (zz_audio_device_test.go).
func startApp(t *testing.T, opt Options) *App {
	t.Helper()
	if opt.Sound == nil {
		opt.NoSound = true
	}
	return startAppWithDevice(t, opt)
}

// startAppWithDevice replaces the running app, with the audio device unless
// opt says otherwise.
func startAppWithDevice(t *testing.T, opt Options) *App {
	t.Helper()
	var app *App
	var err error
	do(func() {
		if drv.app != nil {
			if ts, ok := drv.app.ctx.Top().(interface{ Close() }); ok {
				ts.Close()
			}
		}
		app, err = NewApp(opt)
		drv.app = app
	})
	if err != nil {
		t.Fatal(err)
	}
	return app
}

// waitFor polls cond inside the loop until it holds.
func waitFor(t *testing.T, what string, timeout time.Duration, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(timeout)
	for {
		var ok bool
		do(func() { ok = cond() })
		if ok {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// frames waits for n more frames to be drawn.
func frames(t *testing.T, app *App, n int) {
	t.Helper()
	var start int
	do(func() { start = app.status.Frames })
	waitFor(t, fmt.Sprintf("%d frames", n), 30*time.Second, func() bool { return app.status.Frames >= start+n })
}

func shotDir(t *testing.T) string {
	if d := os.Getenv("CARDTABLE_SCREENSHOTS"); d != "" {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
		return d
	}
	return t.TempDir()
}

// shot saves the next frame and checks it shows drawn text, not a blank or
// single-colour screen, and that every text on it fits (checkFit).
func shot(t *testing.T, app *App, dir, name string) string {
	t.Helper()
	frames(t, app, 3)
	var ch <-chan error
	path := filepath.Join(dir, name+".png")
	do(func() {
		app.fit, app.shotFit = ui.NewFitCheck(), nil
		ch = app.Screenshot(path)
	})
	if err := <-ch; err != nil {
		t.Fatal(err)
	}
	var fit []ui.FitReport
	do(func() { fit, app.fit = app.shotFit, nil })
	checkDrawn(t, path)
	checkFit(t, name, fit)
	return path
}

func checkDrawn(t *testing.T, path string) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	colours := map[uint32]bool{}
	bright := 0
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			colours[(r>>11)<<10|(g>>11)<<5|bl>>11] = true
			if r > 0xd000 && g > 0xd000 && bl > 0xc000 {
				bright++
			}
		}
	}
	if len(colours) < 40 {
		t.Errorf("%s: only %d colours: blank screen?", path, len(colours))
	}
	if bright < 200 {
		t.Errorf("%s: %d bright pixels: no text drawn?", path, bright)
	}
	if b.Dx() < 640 || b.Dy() < 360 {
		t.Errorf("%s: %v is too small", path, b)
	}
}

func TestBootsToTitle(t *testing.T) {
	app := startApp(t, Options{SystemLang: "en"})
	frames(t, app, 5)
	var scene string
	do(func() { scene = app.Status().Scene })
	if scene != "title" {
		t.Fatalf("scene %q, want title", scene)
	}
	shot(t, app, t.TempDir(), "boot")
	t.Logf("first frame after %v", app.StartupTime())
}

// A seeded bots-only match played through the real scenes at top speed,
// bots thinking in slices inside Update as in the browser.
func TestBotMatchReachesResults(t *testing.T) {
	app := startApp(t, Options{SystemLang: "en", Autoplay: "flip7", Seed: 1, MaxSpeed: true,
		AutoplayBots: []string{"hard", "normal", "easy", "hard"}})
	waitFor(t, "match results", 4*time.Minute, func() bool { return app.Status().Scene == "results" })
	var st Status
	var p99 float64
	do(func() { st, p99 = app.Status(), app.UpdateP99() })
	t.Logf("frames %d, updates %d, Update p99 %.3f ms, max %.3f ms", st.Frames, st.Updates, p99, st.MaxUpdateMs)
}

// intent injects one intent for the next tick.
func intent(app *App, it ui.Intent) {
	do(func() { app.Inject(func(in *ui.Input) { in.Intents = append(in.Intents, it) }) })
}

// tabAndEnter moves the focus of menu with Tab, one key a tick, reading
// where it is after each, until it is on control, then presses Enter.
func tabAndEnter(app *App, menu func() *ui.Menu, control int) {
	for n := 0; ; n++ {
		var focus, count int
		do(func() { focus, count = menu().Focus, len(menu().Buttons) })
		if focus == control || n > 2*count+2 {
			break
		}
		intent(app, ui.IntentNext)
	}
	intent(app, ui.IntentConfirm)
}
