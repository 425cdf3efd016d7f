package scenes

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/dos"
	"cardtable/engine/kittens"
	"cardtable/scenes/match"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// firstDecision opens a table of game with one human (seat 0) and bots,
// trying seeds until the human's first decision on screen is in phase
// (read by phaseOf from seat 0's view).
func firstDecision(t *testing.T, lang, game string, n int, phaseOf func(engine.View) bool) (*App, *tableScene) {
	t.Helper()
	seats := []match.SeatSpec{{Name: "Lan", Human: true}}
	for i := 1; i < n; i++ {
		seats = append(seats, match.SeatSpec{Name: []string{"Minh", "Me", "Tú"}[i-1], Level: "easy"})
	}
	for seed := uint64(1); seed <= 20; seed++ {
		app, ts := openTable(t, lang, match.Setup{Game: game, Seats: seats, Seed: seed}, nil)
		ok := false
		// waitFor asks inside the game loop.
		waitFor(t, "a decision", 30*time.Second, func() bool {
			if app.Status().Scene != "table" || !ts.idle() {
				return false
			}
			s, _, human := ts.m.HumanTurn()
			asked := len(ts.bar.menu.Buttons) > 0 || (human && s == 0 && len(ts.controls) > 0)
			ok = asked && len(ts.bar.menu.Buttons) == 0 && phaseOf(ts.m.View())
			return asked
		})
		if ok {
			return app, ts
		}
	}
	t.Fatalf("%s: no seed gives the human the first decision", game)
	return nil, nil
}

// pressWhy clicks the first disabled control that pick chooses and returns
// its reason and the note the table put up.
func pressWhy(t *testing.T, app *App, ts *tableScene, pick func(table.Control) bool) (why, shown string) {
	t.Helper()
	var r ui.Rect
	do(func() {
		for _, c := range ts.controls {
			if c.Button.Disabled && pick(c) {
				why, r = c.Why, c.Button.R
				break
			}
		}
	})
	require.NotEmpty(t, why, "a greyed control to press")
	do(func() {
		app.Inject(func(in *ui.Input) { in.X, in.Y, in.Clicked, in.Moved = r.CX(), r.CY(), true, true })
	})
	frames(t, app, 3)
	do(func() { shown = ts.refusal.text })
	return why, shown
}

// shotWhy photographs the note up: the test's ticks run unthrottled, so
// the note is kept up for the frame photographed.
func shotWhy(t *testing.T, app *App, ts *tableScene, dir, name string) {
	t.Helper()
	do(func() { ts.refusal.until = app.ctx.Tick + 1<<20 })
	shot(t, app, dir, name)
	do(func() { ts.refusal.until = app.ctx.Tick })
}

// On a real table, in both languages: a click on Zombie Kittens' greyed
// Play, on a dimmed hand card and on DOS's greyed End puts their reason up
// beside them, in the language, and takes no action.
func TestGreyedControlsSayWhyOnTheTable(t *testing.T) {
	dir := shotDir(t)
	for _, lang := range []string{"en", "vi"} {
		app, ts := firstDecision(t, lang, kittens.Descriptor.ID, 3, func(v engine.View) bool {
			return v.(*kittens.View).Phase == kittens.PhasePlay
		})
		var acts int
		do(func() { acts = ts.m.Actions() })
		var play string
		do(func() { play = app.ctx.Loc.T("kittens.ui.play") })
		why, shown := pressWhy(t, app, ts, func(c table.Control) bool { return c.Button.Label == play })
		assert.Equal(t, why, shown, "%s: the greyed Play says why", lang)
		assert.NotEqual(t, "kittens.why.pick_first", shown)
		shotWhy(t, app, ts, dir, lang+"-kittens-why-play")
		var dimmed bool
		do(func() {
			for _, c := range ts.controls {
				dimmed = dimmed || (c.Button.Bare && c.Button.Disabled)
			}
		})
		if dimmed {
			why, shown = pressWhy(t, app, ts, func(c table.Control) bool { return c.Button.Bare })
			assert.Equal(t, why, shown, "%s: a dimmed card says why", lang)
			shotWhy(t, app, ts, dir, lang+"-kittens-why-card")
		}
		do(func() { assert.Equal(t, acts, ts.m.Actions(), "a press on what cannot be taken takes nothing") })

		app, ts = firstDecision(t, lang, dos.Descriptor.ID, 2, func(v engine.View) bool {
			return v.(*dos.View).Phase == dos.PhaseTurn
		})
		why, shown = pressWhy(t, app, ts, func(c table.Control) bool { return !c.Button.Bare })
		assert.Equal(t, why, shown, "%s: DOS's greyed End says why", lang)
		shotWhy(t, app, ts, dir, lang+"-dos-why-end")
	}
}
