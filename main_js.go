//go:build js

package main

import (
	"net/url"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall/js"
	"time"

	"cardtable/ai"
	"cardtable/locales"
	"cardtable/records"
	"cardtable/scenes"
	"cardtable/scenes/match"
)

// platformOptions fills the browser's part of the options: the language from
// navigator.languages, saves in localStorage, bots thinking in slices inside
// Update (one thread), and the page hooks (status object, loading screen,
// <html lang> and title). URL query parameters script a run:
//
//	?autoplay=<game id>&seed=1&speed=max&bots=hard,hard,hard,hard&options=mode:firstout&lang=en
//
// lang stands in for the browser's language (it decides when the settings
// say "system"). Malformed parameters are reported on the console and
// ignored: a bad link still opens the game.
func platformOptions(opt *scenes.Options) error {
	win := js.Global()
	query, _ := url.ParseQuery(strings.TrimPrefix(win.Get("location").Get("search").String(), "?"))

	opt.SystemLang = locales.Match(browserLanguages(win.Get("navigator"))...)
	if l := query.Get("lang"); l != "" {
		opt.SystemLang = locales.Match(l)
	}
	opt.Store = match.NewLocalStorage()
	opt.History = records.NewBrowserStore()
	opt.Async = false
	// WebAssembly runs several times slower than native code and the bots'
	// slices run inside Update: a quarter of the desktop slice keeps the longest
	// Update within budget.
	opt.SliceWork = ai.SliceWork / 4
	opt.NoQuit = true
	if g := query.Get("autoplay"); g != "" {
		opt.Autoplay = g
	}
	if b := query.Get("bots"); b != "" {
		opt.AutoplayBots = strings.Split(b, ",")
	}
	if o, err := scenes.ParseGameOptions(query.Get("options")); err == nil {
		opt.AutoplayOptions = o
	} else {
		win.Get("console").Call("warn", "cardtable: ignoring options: "+err.Error())
	}
	if s := query.Get("seed"); s != "" {
		if n, err := strconv.ParseUint(s, 10, 64); err == nil {
			opt.Seed = n
		} else {
			win.Get("console").Call("warn", "cardtable: ignoring seed="+s+": "+err.Error())
		}
	}
	if query.Get("speed") == "max" {
		opt.MaxSpeed = true
	}

	// On wasm the collector has one thread: its background marking runs only
	// while the page is idle between frames, and whatever it has not done
	// when the heap reaches its goal is paid as mark assists inside the
	// frame that allocates (measured: 45–130 ms in the first Updates of a
	// match when start-up collected; 10–25 ms in play at GOGC=100).
	// So: no collection during the start-up burst (fonts, card faces,
	// texts), one after the first frame, then GOGC=400 (unless ?gogc= set
	// one) so each cycle has the runway to finish in idle time. The live
	// heap is 10–20 MB, so the heap stays under about 100 MB. The memory
	// limit is a safety net should start-up ever balloon.
	gcPercent := debug.SetGCPercent(-1)
	if os.Getenv("GOGC") == "" {
		gcPercent = 400
	}
	memLimit := debug.SetMemoryLimit(256 << 20)
	opt.OnFrame = chainFrame(opt.OnFrame, newStatusPublisher(win, func() {
		debug.SetGCPercent(gcPercent)
		debug.SetMemoryLimit(memLimit)
		runtime.GC()
	}))
	opt.OnLanguage = chainLanguage(opt.OnLanguage, func(lang string) {
		doc := win.Get("document")
		doc.Get("documentElement").Set("lang", lang)
		doc.Set("title", locales.New(lang).T("app.title"))
	})
	return nil
}

// browserLanguages is navigator.languages (most preferred first), then
// navigator.language.
func browserLanguages(nav js.Value) []string {
	var tags []string
	if langs := nav.Get("languages"); langs.Truthy() {
		for i, n := 0, langs.Length(); i < n; i++ {
			tags = append(tags, langs.Index(i).String())
		}
	}
	if l := nav.Get("language"); l.Truthy() {
		tags = append(tags, l.String())
	}
	return tags
}

// newStatusPublisher returns the OnFrame hook that mirrors scenes.Status into
// window.cardtableStatus = {scene, frames, updates, maxUpdateMs, lang,
// mainMs, firstFrameMs, start, history, notice} for the page and the browser test. The object is created
// once and updated in place; strings are sent to JS only when they change,
// so a frame costs a few number stores. mainMs and firstFrameMs are
// performance.now() (milliseconds since navigation started) when main()
// reached platformOptions and after the first frame; start holds the
// start-up moments on the same clock (scenes.StartMarks: newApp,
// newAppDone, update, updateDone, draw, drawDone, and newAppPhases,
// where NewApp's time went). After the first frame it
// calls window.cardtableReady() to hide the loading screen, and afterFirst.
func newStatusPublisher(win js.Value, afterFirst func()) func(scenes.Status) {
	status := win.Get("Object").New()
	status.Set("scene", "")
	status.Set("frames", 0)
	status.Set("updates", 0)
	status.Set("maxUpdateMs", 0)
	status.Set("slowUpdate", "")
	status.Set("lang", "")
	perf := win.Get("performance")
	mainMs, mainTime := perf.Call("now").Float(), time.Now()
	status.Set("mainMs", mainMs)
	status.Set("firstFrameMs", 0)
	// Go's monotonic clock and performance.now() tick together: a moment
	// is mainMs plus the time since mainTime.
	at := func(t time.Time) float64 {
		if t.IsZero() {
			return 0
		}
		return mainMs + float64(t.Sub(mainTime).Microseconds())/1000
	}
	win.Set("cardtableStatus", status)

	var scene, lang, slow, notice string
	history := -1
	first := true
	return func(s scenes.Status) {
		if s.History != history {
			history = s.History
			status.Set("history", history)
		}
		if s.Notice != notice {
			notice = s.Notice
			status.Set("notice", notice)
		}
		if s.Scene != scene {
			scene = s.Scene
			status.Set("scene", scene)
		}
		if s.Lang != lang {
			lang = s.Lang
			status.Set("lang", lang)
		}
		status.Set("frames", s.Frames)
		status.Set("updates", s.Updates)
		status.Set("maxUpdateMs", s.MaxUpdateMs)
		if s.SlowUpdate != slow {
			slow = s.SlowUpdate
			status.Set("slowUpdate", slow)
		}
		if first {
			first = false
			status.Set("firstFrameMs", perf.Call("now"))
			m := s.Start
			start := win.Get("Object").New()
			for _, kv := range []struct {
				k string
				t time.Time
			}{{"newApp", m.NewApp}, {"newAppDone", m.NewAppDone}, {"update", m.Update},
				{"updateDone", m.UpdateDone}, {"draw", m.Draw}, {"drawDone", m.DrawDone}} {
				start.Set(kv.k, at(kv.t))
			}
			start.Set("newAppPhases", m.NewAppPhases)
			status.Set("start", start)
			if ready := win.Get("cardtableReady"); ready.Type() == js.TypeFunction {
				ready.Invoke()
			}
			afterFirst()
		}
	}
}

func chainFrame(before, after func(scenes.Status)) func(scenes.Status) {
	if before == nil {
		return after
	}
	return func(s scenes.Status) { before(s); after(s) }
}

func chainLanguage(before, after func(string)) func(string) {
	if before == nil {
		return after
	}
	return func(l string) { before(l); after(l) }
}
