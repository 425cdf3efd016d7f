//go:build !js

package main

import (
	"flag"
	"fmt"
	"os"
	"runtime/pprof"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/assets"
	"cardtable/locales"
	"cardtable/records"
	"cardtable/scenes"
	"cardtable/scenes/match"
	// Answers -version in its init, before Ebitengine's init needs a display.
	_ "cardtable/version/early"
)

var (
	flagAutoplay = flag.String("autoplay", "", "start a bots-only match of this game at once (one of: "+strings.Join(scenes.Games(), ", ")+")")
	flagBots     = flag.String("bots", "hard,hard,hard,hard", "bot levels for -autoplay")
	flagSeed     = flag.Uint64("seed", 0, "seed for -autoplay (0: random)")
	flagOptions  = flag.String("options", "", "game options for -autoplay, key:value,… (e.g. mode:firstout)")
	flagSpeed    = flag.String("speed", "", "\"max\": instant animations and no bot delay")
	flagDir      = flag.String("config", "", "settings and autosave directory (default: the user config dir)")
	flagLang     = flag.String("lang", "", "language (vi or en); default from the system")
	flagFPS      = flag.Int("fpsbench", 0, "measure N seconds of an empty window then N seconds of the table mid-round, print both and exit")
	flagQuit     = flag.String("quit-at", "", "exit when this scene is reached (e.g. results) and print figures")
	flagProfile  = flag.String("cpuprofile", "", "write a CPU profile to this file")
	flagRepaint  = flag.Bool("repaint-all", false, "repaint every frame, even when nothing changed (to measure the worst case)")
	flagFull     = flag.Bool("repaint-full", false, "repaint the whole screen every time, never only what changed (to measure)")
	flagNoSound  = flag.Bool("nosound", false, "no sound output (without an audio device the app is silent anyway)")
	_            = flag.Bool("version", false, "print the version and exit") // answered by package version/early
)

// platformOptions is the desktop wiring: flags, the config directory, the
// system language, bots on goroutines.
func platformOptions(opt *scenes.Options) error {
	flag.Parse()
	// The window icon is drawn in Go like the cards; off the main thread, so
	// the first frame does not wait for it.
	go ebiten.SetWindowIcon(assets.Icons())
	if *flagProfile != "" {
		f, err := os.Create(*flagProfile)
		if err != nil {
			return err
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
	}
	dir := *flagDir
	if dir == "" {
		d, err := match.DefaultDir()
		if err != nil {
			return err
		}
		dir = d
	}
	store, err := match.NewFileStore(dir)
	if err != nil {
		return fmt.Errorf("config directory: %w", err)
	}
	opt.Store = store
	if opt.History, err = records.NewFileStore(dir); err != nil {
		return fmt.Errorf("config directory: %w", err)
	}
	opt.SystemLang = locales.FromEnv()
	if *flagLang != "" {
		opt.SystemLang = locales.Match(*flagLang)
	}
	opt.Async = true
	opt.Autoplay = *flagAutoplay
	opt.AutoplayBots = strings.Split(*flagBots, ",")
	if opt.AutoplayOptions, err = scenes.ParseGameOptions(*flagOptions); err != nil {
		return err
	}
	opt.Seed = *flagSeed
	opt.MaxSpeed = *flagSpeed == "max"
	opt.RepaintAll = *flagRepaint
	opt.RepaintFull = *flagFull
	opt.NoSound = *flagNoSound
	if games := scenes.Games(); *flagFPS > 0 && opt.Autoplay == "" && len(games) > 0 {
		opt.Autoplay = games[0]
	}
	return nil
}

// wrap adds the desktop-only measuring modes around the app.
func wrap(app *scenes.App) ebiten.Game {
	switch {
	case *flagFPS > 0:
		return newFPSBench(app, *flagFPS)
	case *flagQuit != "":
		return &quitAt{App: app, scene: *flagQuit}
	}
	return app
}

// quitAt ends the program once a scene is reached, printing the figures.
type quitAt struct {
	*scenes.App
	scene string
}

func (q *quitAt) Update() error {
	if err := q.App.Update(); err != nil {
		return err
	}
	if q.Status().Scene == q.scene {
		return ebiten.Termination
	}
	return nil
}

func finish(app *scenes.App) {
	pprof.StopCPUProfile()
	if *flagQuit == "" {
		return
	}
	st := app.Status()
	fmt.Printf("scene=%s frames=%d updates=%d first_frame_ms=%d update_p99_ms=%.3f update_max_ms=%.3f\n",
		st.Scene, st.Frames, st.Updates, app.StartupTime().Milliseconds(), app.UpdateP99(), st.MaxUpdateMs)
	os.Stdout.Sync()
}
