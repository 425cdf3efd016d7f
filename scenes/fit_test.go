package scenes

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/scenes/match"
	"cardtable/scenes/ui"
)

// Every screenshot the tests take is checked for text that does not fit
// (ui.FitCheck): cut by its box, its panel or the screen, wrapped past its
// box, shrunk below ui.MinTextSize, or running into another text.

// checkFit fails the test for every report of the frame photographed as
// shot: no screen, shared or a game's, is excused.
func checkFit(t *testing.T, shot string, reports []ui.FitReport) {
	t.Helper()
	for _, r := range reports {
		t.Errorf("%s: text does not fit: %v", shot, r)
	}
}

// fitScratch is the screen fitFrame's canvas pretends to draw on (its
// size and the table's cached felt; nothing is painted on it).
var fitScratch *ebiten.Image

// fitFrame draws the app's scene stack as App.Draw does, recorded, not
// rasterized, and returns what the fit check reports on the scenes from
// index from up (a dialog is checked without the table under it).
func fitFrame(app *App, from int) []ui.FitReport {
	_, rs := recordFrame(app, from)
	return rs
}

// recordFrame draws the app's scene stack as App.Draw does, recorded, not
// rasterized: the draws, and the fit check's reports on the scenes from
// index from up.
func recordFrame(app *App, from int) (ui.Draws, []ui.FitReport) {
	a := app
	fc := ui.NewFitCheck()
	if fitScratch == nil {
		fitScratch = ebiten.NewImage(ui.LogicalW, ui.LogicalH)
	}
	rec := ui.NewRecorder()
	c := ui.Canvas{Dst: fitScratch, Scale: 1, Rec: rec}
	for i, s := range a.stack {
		if i == from {
			c.Fit = fc
		}
		if i > 0 {
			c.Fill(a.ctx.Kit.Shapes, ui.Rect{W: ui.LogicalW, H: ui.LogicalH}, ui.ColShade)
		}
		c.Layered(func() { s.Draw(a.ctx, &c) })
	}
	return rec.Take(), fc.Reports()
}

// fitScreens collects the reports of the screens checked, by screen.
type fitScreens struct {
	t      *testing.T
	app    *App
	failed []string
	count  int
	// inFrame is the time spent drawing the frames checked.
	inFrame time.Duration
}

// check draws the frame and notes what does not fit on it.
func (f *fitScreens) check(name string, from int) {
	var rs []ui.FitReport
	do(func() { t0 := time.Now(); rs = fitFrame(f.app, from); f.inFrame += time.Since(t0) })
	f.count++
	for _, r := range rs {
		f.failed = append(f.failed, fmt.Sprintf("%s: %v", name, r))
	}
}

// TestSharedScreensFit draws every shared screen in both languages: the
// title with each game's card focused and with each notice, each game's
// lobby with every value of every option, each game's rules page by page,
// the settings, and each game's hand-off cover and the pause over it; no
// text may fail to fit.
func TestSharedScreensFit(t *testing.T) {
	start := time.Now()
	app := startApp(t, Options{SystemLang: "en", MaxSpeed: true})
	frames(t, app, 2) // the first paint: the canvas and the art exist
	// From here the app paints nothing (a software renderer's full
	// repaint costs more than all the frames checked): each screen is
	// drawn once, recorded, by check.
	do(func() { drv.draw = func(*ebiten.Image) bool { return true } })
	t.Cleanup(func() { do(func() { drv.draw = nil; app.rec.Invalidate() }) })
	f := &fitScreens{t: t, app: app}
	for _, lang := range []string{"en", "vi"} {
		do(func() { app.ctx.setLanguage(lang); app.ctx.Switch(newTitle(app.ctx)) })
		var title *titleScene
		do(func() { title = app.ctx.Top().(*titleScene) })
		for i, g := range Games() {
			do(func() { title.menu.Focus = i })
			f.check(lang+"-title-"+g, 0)
		}
		for _, n := range []string{"settings_corrupt", "autosave_corrupt", "save_failed", "bot_failed", "start_failed", "illegal"} {
			do(func() { app.ctx.Notice = app.ctx.Loc.T("notice." + n) })
			f.check(lang+"-title-notice-"+n, 0)
		}
		// A notice with its technical detail (English readers get it).
		do(func() {
			path := "/home/alice/.config/cardtable/autosave.json"
			app.ctx.Notice = app.ctx.Loc.Problem("notice.save_failed",
				fmt.Errorf("match: save %s: open %s.tmp: %w", path, path, os.ErrPermission))
		})
		f.check(lang+"-title-notice-detail", 0)
		do(func() { app.ctx.Notice = "" })
		do(func() { app.ctx.Push(newSettings(app.ctx)) })
		f.check(lang+"-settings", 1)
		do(func() { app.ctx.Pop() })
		for _, g := range Games() {
			fitLobbies(f, lang, g)
			fitRules(f, lang, g)
			fitPause(f, lang, g)
		}
	}
	t.Logf("%d screens in %v (%v drawing them)", f.count, time.Since(start).Round(time.Millisecond), f.inFrame.Round(time.Millisecond))
	require.Empty(t, f.failed, "texts that do not fit:\n%s", strings.Join(f.failed, "\n"))
}

// fitLobbies checks game's lobby with its most seats, with every value of
// every option (each option cycled through while the others keep theirs).
func fitLobbies(f *fitScreens, lang, g string) {
	var l *lobbyScene
	do(func() {
		l = newLobby(f.app.ctx, g)
		for len(l.seats) < l.max {
			l.addSeat(f.app.ctx)
		}
		l.build(f.app.ctx)
		f.app.ctx.Switch(l)
	})
	f.check(lang+"-lobby-"+g, 0)
	for _, o := range l.desc.Options {
		for _, c := range o.Choices[1:] {
			do(func() { l.cycleOption(o.Key); l.build(f.app.ctx) })
			f.check(fmt.Sprintf("%s-lobby-%s-%s=%s", lang, g, o.Key, c.Value), 0)
		}
		do(func() { l.cycleOption(o.Key); l.build(f.app.ctx) })
	}
}

// fitRules checks every page of game's rules, over its lobby.
func fitRules(f *fitScreens, lang, g string) {
	var r *rulesScene
	do(func() { r = newRules(f.app.ctx, g); f.app.ctx.Push(r); r.layout(f.app.ctx) })
	for page := 0; ; page++ {
		var more bool
		do(func() {
			r.scroll.Offset = float64(page) * rulesView.H * 0.9
			r.scroll.Clamp(rulesView.H)
			more = r.scroll.Offset < r.scroll.Content-rulesView.H
		})
		f.check(fmt.Sprintf("%s-rules-%s-%d", lang, g, page), 1)
		if !more {
			break
		}
	}
	do(func() { f.app.ctx.Pop() })
}

// fitPause checks the hand-off cover of a hot-seat table of game, and the
// pause over it (the table itself is the game's to check).
func fitPause(f *fitScreens, lang, g string) {
	var failed error
	var ts *tableScene
	do(func() {
		l := newLobby(f.app.ctx, g)
		for len(l.seats) < max(2, l.min) {
			l.addSeat(f.app.ctx)
		}
		seats := l.seats[:max(2, l.min)]
		for i := range seats {
			seats[i].Human = true // a cover before each person's turn
		}
		m, err := match.New(match.Setup{Game: g, Seats: seats, Seed: 1}, matchOptions(f.app.ctx))
		if err != nil {
			failed = err
			return
		}
		if ts, err = newTableScene(f.app.ctx, m); err != nil {
			failed = err
			return
		}
		f.app.ctx.Switch(ts)
	})
	require.NoError(f.t, failed)
	if d, _ := engine.Lookup(g); d != nil && d.Describe().SecretHands {
		waitFor(f.t, g+"'s cover", time.Minute, func() bool { _, up := ts.covered(); return up })
		f.check(lang+"-cover-"+g, 0)
	}
	do(func() { f.app.ctx.Push(newPause(f.app.ctx, ts)) })
	f.check(lang+"-pause-"+g, 1)
	do(func() {
		if ts, ok := f.app.stack[0].(*tableScene); ok {
			ts.Close()
		}
		f.app.ctx.Switch(newTitle(f.app.ctx))
	})
}

// G3: a card's tooltip shows only once the pointer has rested on the
// card, and is drawn after every control of the table (the End turn
// button hid half of a Wild DOS tip), cut by none of them.
func TestCardTipWaitsThenLiesAboveButtons(t *testing.T) {
	seats := []match.SeatSpec{{Name: "Me", Human: true}, {Name: "Bot", Level: "easy"}}
	app, ts := openTable(t, "en", match.Setup{Game: "dos", Seats: seats, Seed: 4}, nil)
	frames(t, app, 2) // the first paint: the table's felt exists
	waitFor(t, "my turn", time.Minute, func() bool {
		_, _, ok := ts.m.HumanTurn()
		return ok && ts.idle() && app.Status().Scene == "table"
	})
	var aim ui.Rect
	do(func() {
		for _, r := range ts.pres.Stage().Rects() {
			if r.Y > 450 && ts.pres.Stage().RectAt(r.CX(), r.Y+r.H-10) == r {
				aim = r // a hand card, its bottom showing
			}
		}
	})
	require.NotZero(t, aim.W, "no hand card on the table")
	x, y := aim.CX(), aim.Y+aim.H-10
	// The pointer rests on the card on every tick (a script's pointer
	// lasts one tick; the devices' is read again on the next).
	point := func() { app.Inject(func(in *ui.Input) { in.X, in.Y, in.Moved = x, y, false }) }
	do(func() { drv.beforeUpdate = point })
	t.Cleanup(func() { do(func() { drv.beforeUpdate = nil }) })
	rest := func() int {
		var n int
		do(func() { n = app.ctx.In.Rest })
		return n
	}
	labels := func() map[string]bool {
		out := map[string]bool{}
		for _, b := range ts.menu.Buttons {
			if !b.Bare && b.Text() != "" {
				out[b.Text()] = true
			}
		}
		return out
	}
	var before, after ui.Draws
	var reports []ui.FitReport
	var buttons map[string]bool
	waitFor(t, "the pointer resting", time.Minute, func() bool { return app.ctx.In.Rest >= 2 })
	do(func() { before, _ = recordFrame(app, 0) })
	require.Less(t, rest(), ui.HoverTicks, "the pointer rested too long for the test")
	waitFor(t, "the hover delay", time.Minute, func() bool { return app.ctx.In.Rest > ui.HoverTicks })
	do(func() { after, reports = recordFrame(app, 0); buttons = labels() })
	tip := len(before.Texts())
	require.Greater(t, len(after.Texts()), tip, "no tooltip after the pointer rested")
	require.NotEmpty(t, buttons)
	texts := after.Texts()
	lastButton := -1
	for i, s := range texts {
		if buttons[s] {
			lastButton = i
		}
	}
	// The tip's texts are the ones after the frame without it.
	assert.Equal(t, before.Texts(), texts[:tip], "the tip changed what else is drawn")
	assert.Greater(t, tip, lastButton, "a button is drawn after the tooltip")
	for _, r := range reports {
		for _, s := range texts[tip:] {
			assert.NotEqual(t, s, r.Text, "the tooltip does not fit: %v", r)
		}
	}
	shot(t, app, shotDir(t), "en-dos-tooltip")
}
