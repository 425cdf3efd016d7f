// Package scenes is everything on screen: the App (an ebiten.Game), the scene
// manager and the scenes (title, lobby, table, results, settings, rules…).
package scenes

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/assets"
	"cardtable/locales"
	"cardtable/records"
	"cardtable/scenes/match"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// Options are the platform's wiring of the app (main.go and main_js.go).
type Options struct {
	SystemLang string      // language of the system, used when settings say "system"
	Store      match.Store // settings and autosave; nil keeps them in memory
	// History is where finished matches are kept (records.FileStore in
	// the config folder, the browser's localStorage blobs); nil keeps them
	// in memory.
	History      records.Store
	Autoplay     string   // game id: go straight to a bots-only match
	AutoplayBots []string // bot levels for autoplay seats, default 4× "hard"
	// AutoplayOptions are the game's options for autoplay (ParseGameOptions).
	AutoplayOptions map[string]string
	Seed            uint64    // seed for autoplay (0: from the clock)
	MaxSpeed        bool      // instant animations and no bot delay
	Async           bool      // bots think on goroutines (desktop); else in slices inside Update
	SliceWork       int       // bot work per Update in slice mode (0: ai.SliceWork)
	NoQuit          bool      // hide Quit (the browser has no window to close)
	RepaintAll      bool      // repaint every frame even when nothing changed (measurements)
	RepaintFull     bool      // repaint the whole screen, never only what changed (measurements)
	Started         time.Time // process start, for the first-frame figure (zero: NewApp's start)
	OnFrame         func(Status)
	OnLanguage      func(lang string)

	// Sound plays the sound effects; nil: the audio device (silent
	// without one). Tests give a table.Recorder.
	Sound   table.Sink
	NoSound bool // no audio output at all (-nosound)
}

// Status is published every frame for tests and the browser page.
type Status struct {
	Scene       string  `json:"scene"`
	Frames      int     `json:"frames"`
	Updates     int     `json:"updates"`
	MaxUpdateMs float64 `json:"maxUpdateMs"`
	// SlowUpdate says where the longest Update spent its time, by phase.
	SlowUpdate string `json:"slowUpdate"`
	Lang       string `json:"lang"`
	// Start are the start-up moments (App.StartMarks), for the platform's
	// first-frame breakdown.
	Start StartMarks `json:"-"`
	// History is the number of finished matches kept; Notice the message
	// waiting for the player (the browser test reads both).
	History int    `json:"history"`
	Notice  string `json:"notice"`
}

// Scene is one screen. Update returns ebiten.Termination to quit.
type Scene interface {
	Name() string
	Update(ctx *Ctx) error
	Draw(ctx *Ctx, c *ui.Canvas)
}

// Ctx is what scenes work with: the presenters' environment (settings,
// texts, fonts, input, card images, tick), storage and navigation. It is
// passed explicitly; there is no package-level state.
type Ctx struct {
	table.Env
	app    *App
	Store  match.Store
	Opt    Options
	Sound  table.Sink // the sound effects; never nil
	phases phaseTimes // where this Update's time went (diagnosis)
	// Notice is a message for the player (e.g. a corrupt file was set
	// aside), shown by the title screen until dismissed.
	Notice string
	// History is every finished match kept; nil when it could not be
	// opened (the player was told).
	History *records.History
}

// App is the ebiten.Game: it owns the scene stack and cross-fades between
// scenes. The top of the stack is active; scenes below an overlay are drawn
// but not updated.
type App struct {
	ctx     *Ctx
	stack   []Scene
	fadeOut Scene // previous scene while fading
	fade    int   // ticks left of the cross-fade
	canvas  ui.Canvas
	post    *postFX
	rec     *ui.Recorder
	status  Status
	updates []float64 // recent Update durations in ms (ring)

	shots  []shotRequest
	inject []func(*ui.Input)

	// The screen is kept between frames and redrawn only when something
	// changed: an idle table costs what an empty window costs.
	dirty     bool
	lastTop   Scene
	lastAnim  bool
	lastSize  [2]int
	redraws   int
	firstDraw time.Time
	started   time.Time
	marks     StartMarks
}

// StartMarks are the moments of the start-up, up to the end of the first
// frame: the platform turns them into its own clock (the browser test
// prints where the time went).
type StartMarks struct {
	NewApp, NewAppDone time.Time // NewApp's start and return
	Update, UpdateDone time.Time // the first Update
	Draw, DrawDone     time.Time // the first Draw
	NewAppPhases       string    // where NewApp's time went ("fonts=12.0ms texts=…")
}

// StartMarks are the start-up moments; zero until reached.
func (a *App) StartMarks() StartMarks { return a.marks }

const fadeTicks = 14

type shotRequest struct {
	path string
	done chan error
}

// NewApp loads settings, texts, fonts and card images and shows the title
// (or starts the autoplay match).
func NewApp(opt Options) (*App, error) {
	a := &App{started: opt.Started, marks: StartMarks{NewApp: time.Now()}}
	if a.started.IsZero() {
		a.started = a.marks.NewApp
	}
	var phases phaseTimes
	phases.mark("")
	if opt.Store == nil {
		opt.Store = match.NewMemStore()
	}
	fonts, err := ui.NewFonts(assets.SansRegular, assets.SansBold)
	if err != nil {
		return nil, fmt.Errorf("scenes: %w", err)
	}
	phases.mark("fonts")
	ctx := &Ctx{app: a, Opt: opt, Store: opt.Store,
		Env: table.Env{In: &ui.Input{}, Kit: &ui.Kit{Fonts: fonts, Shapes: ui.NewShapes()}}}
	a.ctx = ctx
	settings, err := match.LoadSettings(opt.Store)
	ctx.Settings = settings
	phases.mark("settings")
	ctx.setLanguage(ctx.languageFromSettings())
	phases.mark("texts")
	if err != nil {
		ctx.Notice = ctx.Loc.T("notice.settings_corrupt")
	}
	ctx.openHistory()
	phases.mark("history")
	if opt.MaxSpeed {
		ctx.Settings.AnimSpeed = match.SpeedInstant
		ctx.Settings.BotSpeed = match.SpeedInstant
	}
	ctx.Cards = table.NewCardImages()
	ctx.Sound = newSound(opt)
	applySound(ctx)
	phases.mark("sound")
	a.post = newPostFX()
	a.rec = ui.NewRecorder()
	ebiten.SetScreenClearedEveryFrame(false)
	applyWindowSettings(ctx.Settings)
	if opt.Autoplay != "" {
		sc, err := newAutoplay(ctx)
		if err != nil {
			return nil, err
		}
		a.stack = []Scene{sc}
	} else {
		a.stack = []Scene{newTitle(ctx)}
	}
	phases.mark("scene")
	a.marks.NewAppDone = time.Now()
	a.marks.NewAppPhases = phases.String()
	return a, nil
}

func applyWindowSettings(s match.Settings) {
	ebiten.SetFullscreen(s.Fullscreen)
}

func (c *Ctx) languageFromSettings() string {
	if c.Settings.Language != "" {
		return locales.Match(c.Settings.Language)
	}
	if c.Opt.SystemLang != "" {
		return c.Opt.SystemLang
	}
	return "en"
}

// setLanguage switches every text live.
func (c *Ctx) setLanguage(lang string) {
	c.Loc = locales.New(lang)
	c.Kit.Fonts.SetLanguage(c.Loc.Lang())
	if c.Cards != nil {
		c.Cards.Reset()
	}
	if c.Opt.OnLanguage != nil {
		c.Opt.OnLanguage(c.Loc.Lang())
	}
	ebiten.SetWindowTitle(c.Loc.T("app.title"))
}

// SaveSettings stores the settings and applies the ones with side effects.
func (c *Ctx) SaveSettings() {
	c.Settings = c.Settings.Normalize()
	if err := match.SaveSettings(c.Store, c.Settings); err != nil {
		c.Notice = c.Loc.Problem("notice.save_failed", err)
	}
	c.setLanguage(c.languageFromSettings())
	applyWindowSettings(c.Settings)
	applySound(c)
}

// Switch replaces the whole stack with s, cross-fading.
func (c *Ctx) Switch(s Scene) {
	a := c.app
	a.fadeOut = a.stack[len(a.stack)-1]
	a.fade = fadeTicks
	if c.Settings.AnimSpeed == match.SpeedInstant {
		a.fade = 0
	}
	a.stack = []Scene{s}
}

// Push opens s over the current scene (pause, settings, rules, results).
func (c *Ctx) Push(s Scene) { c.app.stack = append(c.app.stack, s) }

// Pop closes the top overlay.
func (c *Ctx) Pop() {
	if len(c.app.stack) > 1 {
		c.app.stack = c.app.stack[:len(c.app.stack)-1]
	}
}

// Top is the active scene.
func (c *Ctx) Top() Scene { return c.app.stack[len(c.app.stack)-1] }

// Status is the latest published status.
func (a *App) Status() Status { return a.status }

// Ctx exposes the scene context (tests drive scenes through it).
func (a *App) Ctx() *Ctx { return a.ctx }

// Update runs one tick of the active scene.
func (a *App) Update() error {
	t0 := time.Now()
	if a.marks.Update.IsZero() {
		a.marks.Update = t0
		defer func() { a.marks.UpdateDone = time.Now() }()
	}
	ctx := a.ctx
	ctx.Tick++
	ctx.In.Read(&a.canvas)
	injected := a.inject
	a.inject = nil
	for _, f := range injected {
		f(ctx.In)
	}
	// The tick a cross-fade ends must be painted too, or its last faint
	// frame of the scene before stays on screen (behind the lobby's panel,
	// the title showed through until the pointer moved).
	fading := a.fade > 0
	if a.fade > 0 {
		a.fade--
	}
	top := ctx.Top()
	if ctx.In.Has(ui.IntentRules) {
		if _, ok := top.(*rulesScene); !ok && currentGame(ctx) != "" {
			ctx.Push(newRules(ctx, currentGame(ctx)))
		}
	}
	clicked, confirmed := ctx.In.Clicked, ctx.In.Has(ui.IntentConfirm)
	// Read before the scene: a control that takes a click or a key
	// consumes it.
	pressed := clicked || len(ctx.In.Intents) > 0
	err := top.Update(ctx)
	clickSound(ctx, clicked, confirmed)
	a.markDirty(pressed || fading)
	a.status.Updates++
	ms := float64(time.Since(t0).Microseconds()) / 1000
	if ms > a.status.MaxUpdateMs && a.status.Updates > 2 {
		a.status.MaxUpdateMs = ms
		a.status.SlowUpdate = ctx.phases.String()
	}
	ctx.phases.reset()
	if len(a.updates) < 4096 {
		a.updates = append(a.updates, ms)
	} else {
		a.updates[a.status.Updates%4096] = ms
	}
	if errors.Is(err, ebiten.Termination) {
		if s, ok := ctx.Top().(interface{ Close() }); ok {
			s.Close()
		}
	}
	return err
}

// Animator is implemented by scenes that move by themselves (tweens, bots
// acting) and so need redrawing without input.
type Animator interface{ Animating() bool }

// markDirty decides whether the next Draw must repaint; pressed: the tick
// had a click or a key's intent before the scene consumed it (or ended a
// cross-fade). Without it, a
// click that changed what a button says (the lobby's seat type) with the
// pointer at rest was not painted until the next input: the screen showed
// the state before the click (G5 of the play test).
func (a *App) markDirty(pressed bool) {
	ctx := a.ctx
	in := ctx.In
	top := ctx.Top()
	switch {
	case pressed, in.Moved, in.Clicked, in.Pressed, in.Wheel != 0, len(in.Keys) > 0, len(in.Chars) > 0,
		a.fade > 0, top != a.lastTop, len(a.shots) > 0, ctx.Settings.Grain > 50,
		ctx.Cards.Pending(): // the felt or a title art arrives from the background
		a.dirty = true
	}
	an, ok := top.(Animator)
	anim := ok && an.Animating()
	// The tick an animation ends must be painted too: it shows the final
	// positions and the prompt that follows.
	if anim || a.lastAnim || ctx.Opt.RepaintAll {
		a.dirty = true
	}
	a.lastAnim = anim
	a.lastTop = top
}

// Redraws is how many frames were actually repainted.
func (a *App) Redraws() int { return a.redraws }

// UpdateP99 is the 99th percentile of recent Update durations in ms.
func (a *App) UpdateP99() float64 {
	if len(a.updates) == 0 {
		return 0
	}
	s := slices.Clone(a.updates)
	slices.Sort(s)
	return s[len(s)*99/100]
}

// Draw paints the scene stack, the cross-fade and the post-processing.
func (a *App) Draw(screen *ebiten.Image) {
	if a.firstDraw.IsZero() {
		a.firstDraw = time.Now()
		a.marks.Draw = a.firstDraw
		go warmUp(a.ctx.Loc)
		prepareSound(a.ctx)
	}
	ctx := a.ctx
	size := [2]int{screen.Bounds().Dx(), screen.Bounds().Dy()}
	// RepaintAll paints every Draw, also the ones without an Update
	// before them (above 60 FPS Ebitengine draws more often than it updates).
	if !a.dirty && !ctx.Opt.RepaintAll && size == a.lastSize && a.redraws > 0 {
		a.status.Frames++
		a.publish()
		return
	}
	a.dirty, a.lastSize = false, size
	a.redraws++
	dst := a.post.target(screen, ctx.Settings)
	b := dst.Bounds()
	scale, ox, oy := ui.Fit(b.Dx(), b.Dy())
	a.canvas = ui.Canvas{Dst: dst, Scale: scale, OX: ox, OY: oy}
	ctx.Cards.SetScale(scale)
	if a.retained(dst == screen) {
		a.canvas.Rec = a.rec
		a.stack[0].Draw(ctx, &a.canvas)
		a.rec.Flush(dst)
		a.finishDraw(screen)
		return
	}
	a.rec.Invalidate()
	if ob, ok := a.stack[0].(interface{ OwnBackdrop() bool }); !ok || !ob.OwnBackdrop() || a.fade > 0 {
		drawBackdrop(ctx, &a.canvas, b)
	}
	if a.fade > 0 && a.fadeOut != nil {
		t := float32(a.fade) / fadeTicks
		a.canvas.Alpha = t
		a.fadeOut.Draw(ctx, &a.canvas)
		a.canvas.Alpha = 1 - t
	}
	for i, s := range a.stack {
		if i > 0 {
			a.canvas.Fill(ctx.Kit.Shapes, ui.Rect{X: -ox / scale, Y: -oy / scale,
				W: float64(b.Dx()) / scale, H: float64(b.Dy()) / scale}, ui.ColShade)
		}
		s.Draw(ctx, &a.canvas)
	}
	a.canvas.Alpha = 1
	a.post.apply(screen, ctx.Settings, ctx.Tick)
	a.finishDraw(screen)
}

// retained reports whether this frame may repaint only what changed: one
// scene that allows it on the stack, no cross-fade, and drawing straight
// onto the screen (the post-processing pass repaints everything).
func (a *App) retained(onScreen bool) bool {
	r, ok := a.stack[0].(interface{ Retained() bool })
	return ok && r.Retained() && len(a.stack) == 1 && a.fade == 0 && onScreen && !a.ctx.Opt.RepaintFull
}

// RepaintStats counts the retained frames and the pixels they repainted.
func (a *App) RepaintStats() ui.RepaintStats { return a.rec.Stats() }

// finishDraw counts the frame, takes the screenshots asked for and
// publishes the status.
func (a *App) finishDraw(screen *ebiten.Image) {
	a.status.Frames++
	a.takeShots(screen)
	if a.redraws == 1 {
		a.marks.DrawDone = time.Now()
	}
	a.publish()
}

func (a *App) publish() {
	ctx := a.ctx
	a.status.Scene = ctx.Top().Name()
	a.status.Lang = ctx.Loc.Lang()
	a.status.Start = a.marks
	a.status.Notice = ctx.Notice
	if ctx.History != nil {
		a.status.History = ctx.History.Len()
	}
	if ctx.Opt.OnFrame != nil {
		ctx.Opt.OnFrame(a.status)
	}
}

// Layout is required by ebiten.Game; LayoutF takes precedence.
func (a *App) Layout(w, h int) (int, int) { return w, h }

// LayoutF returns the window size in device pixels.
func (a *App) LayoutF(w, h float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	return w * s, h * s
}

// StartupTime is the time from the process start (Options.Started) to the
// first frame drawn.
func (a *App) StartupTime() time.Duration {
	if a.firstDraw.IsZero() {
		return 0
	}
	return a.firstDraw.Sub(a.started)
}

// warmUp does in the background what the first moves of a match would
// otherwise pay for inside Update (in the browser, several milliseconds
// each): encoding a save for the first time (encoding/json builds its
// encoders) and parsing every message's template. It sleeps between small
// batches: on WebAssembly a goroutine runs only while the page is otherwise
// idle and must hand the thread back.
func warmUp(l *locales.Localizer) {
	seats := []match.SeatSpec{{Name: "a", Human: true}, {Name: "b", Human: true}}
	games := Games()
	if len(games) == 0 {
		return
	}
	if m, err := match.New(match.Setup{Game: games[0], Seats: seats}, match.Options{}); err == nil {
		m.Save()
		m.Close()
	}
	time.Sleep(2 * time.Millisecond)
	for i, id := range locales.IDs(l.Lang()) {
		l.T(id)
		if i%8 == 7 {
			time.Sleep(2 * time.Millisecond)
		}
	}
}

// Inject edits the input of the next tick after the devices are read, so
// scripted runs drive the real scenes with the same intents as a player.
func (a *App) Inject(f func(*ui.Input)) { a.inject = append(a.inject, f) }

// Screenshot asks for a PNG of the next frame; the returned channel reports
// when it is written. Pixels can only be read inside Draw.
func (a *App) Screenshot(path string) <-chan error {
	done := make(chan error, 1)
	a.shots = append(a.shots, shotRequest{path, done})
	return done
}

func (a *App) takeShots(screen *ebiten.Image) {
	// A screenshot waits for the felt and the title art rendering in the
	// background, so it shows the finished screen.
	if len(a.shots) == 0 || a.ctx.Cards.Pending() {
		return
	}
	b := screen.Bounds()
	img := image.NewRGBA(b)
	screen.ReadPixels(img.Pix)
	for _, s := range a.shots {
		s.done <- writePNG(s.path, img)
	}
	a.shots = a.shots[:0]
}

func writePNG(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("scenes: screenshot: %w", err)
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("scenes: screenshot: %w", err)
	}
	return f.Close()
}

// phaseTimes records how long the phases of one Update took, so the
// longest Update can say where its time went.
type phaseTimes struct {
	names []string
	ms    []float64
	start time.Time
}

// mark ends the phase begun at the previous mark (or at reset) under name.
func (p *phaseTimes) mark(name string) {
	now := time.Now()
	if !p.start.IsZero() {
		p.names = append(p.names, name)
		p.ms = append(p.ms, float64(now.Sub(p.start).Microseconds())/1000)
	}
	p.start = now
}

func (p *phaseTimes) reset() {
	p.names, p.ms, p.start = p.names[:0], p.ms[:0], time.Time{}
}

func (p *phaseTimes) String() string {
	var b strings.Builder
	for i, n := range p.names {
		fmt.Fprintf(&b, "%s=%.1fms ", n, p.ms[i])
	}
	return strings.TrimSpace(b.String())
}

// matchOptions are the match options from the settings.
func matchOptions(ctx *Ctx) match.Options {
	return match.Options{Async: ctx.Opt.Async, SliceWork: ctx.Opt.SliceWork,
		BotDelay: match.BotDelayFor(ctx.Settings.BotSpeed), ReactionSeconds: ctx.Settings.ReactionSeconds,
		Finished: ctx.keepMatch}
}

// currentGame is the game of the scene on screen, for F1.
func currentGame(ctx *Ctx) string {
	for i := len(ctx.app.stack) - 1; i >= 0; i-- {
		switch s := ctx.app.stack[i].(type) {
		case *tableScene:
			return s.game
		case *lobbyScene:
			return s.game
		}
	}
	if games := Games(); len(games) > 0 {
		return games[0]
	}
	return ""
}

func drawBackdrop(ctx *Ctx, c *ui.Canvas, b interface {
	Dx() int
	Dy() int
}) {
	felt := ctx.Cards.Felt()
	fb := felt.Bounds()
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(float64(b.Dx())/float64(fb.Dx()), float64(b.Dy())/float64(fb.Dy()))
	c.DrawRaw(felt, op)
}
