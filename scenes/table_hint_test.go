package scenes

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/ai"
	"cardtable/engine/flip7"
	"cardtable/scenes/match"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// hintSeats is one human against two bots, so no hand-off cover comes up.
func hintSeats(name string) []match.SeatSpec {
	return []match.SeatSpec{{Name: name, Human: true}, {Name: "Bot 1", Level: "easy"}, {Name: "Bot 2", Level: "easy"}}
}

// toHintable plays (Hit, or the first target) until the human decides
// Hit or Stay with at least minCards cards in front, and the hint is offered.
func toHintable(t *testing.T, app *App, ts *tableScene, minCards int) {
	t.Helper()
	toHint(t, app, ts, func(v *flip7.View) bool {
		return v.Phase == flip7.PhaseTurn && len(v.Players[v.Seat].Row) >= minCards
	})
}

// toHint plays (Hit, or the first target) until the human's decision is one
// want accepts and the hint is offered.
func toHint(t *testing.T, app *App, ts *tableScene, want func(v *flip7.View) bool) {
	t.Helper()
	waitFor(t, "a human decision to hint", 2*time.Minute, func() bool {
		if app.Status().Scene == "round" {
			app.Inject(func(in *ui.Input) { in.Intents = append(in.Intents, ui.IntentConfirm) })
			return false
		}
		if app.Status().Scene != "table" || !ts.idle() {
			return false
		}
		_, legal, ok := ts.m.HumanTurn()
		if !ok || !ts.hint.offered {
			return false
		}
		if want(ts.m.View().(*flip7.View)) {
			return true
		}
		assert.NoError(t, ts.m.Act(legal[0])) // Hit, or the first target
		return false
	})
}

// askHint presses "?" and waits for the hint.
func askHint(t *testing.T, app *App, ts *tableScene) {
	t.Helper()
	do(func() { app.Inject(func(in *ui.Input) { in.Keys = append(in.Keys, ebiten.KeySlash) }) })
	waitFor(t, "the hint", time.Minute, func() bool { return ts.hint.done })
}

// The hint is Hard's choice from the seat's view with the match's decision
// random source, one of the enabled controls, with a reason in words.
func TestHintIsHardChoice(t *testing.T) {
	const seed = 11
	app, ts := humanMatch(t, "en", hintSeats("An"), seed)
	toHintable(t, app, ts, 2)
	askHint(t, app, ts)
	do(func() {
		seat, legal, ok := ts.m.HumanTurn()
		require.True(t, ok)
		v := ts.m.View()
		// The hint code was handed the seat's View, not the state.
		require.NotNil(t, ts.hint.view)
		assert.Equal(t, seat, ts.hint.view.Viewer())
		assert.Equal(t, v, ts.hint.view)
		hard, err := ai.New("flip7", ai.LevelHard)
		require.NoError(t, err)
		want := ai.Choose(context.Background(), hard, v, legal, ai.DecisionRNG(seed, seat, ts.m.Actions()))
		assert.Equal(t, want, ts.hint.action)
		assert.True(t, slices.ContainsFunc(ts.controls, func(c table.Control) bool {
			return c.Action == ts.hint.action && !c.Button.Disabled
		}), "the hinted action is an enabled control")
		text := ts.hintText(app.ctx)
		assert.NotEmpty(t, text)
		assert.NotContains(t, text, "hint.")
		assert.Equal(t, text, ts.prompt(app.ctx), "the reason answers the prompt")
		assert.True(t, strings.HasPrefix(text, "Hit") || strings.HasPrefix(text, "Stay"), text)
	})
	// Acting changes the position: the hint is gone.
	do(func() {
		_, legal, _ := ts.m.HumanTurn()
		ts.act(app.ctx, legal[0])
	})
	frames(t, app, 2)
	do(func() { assert.False(t, ts.hint.done) })

	// The button asks for the hint too, at the next decision.
	toHint(t, app, ts, func(*flip7.View) bool { return true })
	do(func() {
		app.Inject(func(in *ui.Input) {
			in.X, in.Y, in.Clicked = hintBtnRect.CX(), hintBtnRect.CY(), true
		})
	})
	waitFor(t, "the hint after a click", time.Minute, func() bool { return ts.hint.done })
}

// With hints off the button is not offered and "?" does nothing; the
// setting is saved.
func TestHintSetting(t *testing.T) {
	store := match.NewMemStore()
	app := startApp(t, Options{SystemLang: "en", Store: store})
	do(func() {
		ctx := app.ctx
		assert.True(t, ctx.Settings.Hints, "hints are on by default")
		s := newSettings(ctx)
		ctx.Push(s)
		i := slices.Index(s.roles, "hints")
		if !assert.GreaterOrEqual(t, i, 0, "no hints row") {
			return
		}
		r := s.menu.Buttons[i].R
		ctx.In.X, ctx.In.Y, ctx.In.Clicked, ctx.In.Moved = r.CX(), r.CY(), true, true
		assert.NoError(t, s.Update(ctx))
		ctx.In.Clicked = false
		assert.False(t, ctx.Settings.Hints)
		ctx.Pop()
	})
	saved, err := match.LoadSettings(store)
	require.NoError(t, err)
	assert.False(t, saved.Hints)

	var ts *tableScene
	do(func() {
		m, err := match.New(match.Setup{Game: "flip7", Seats: hintSeats("An"), Seed: 4}, matchOptions(app.ctx))
		require.NoError(t, err)
		ts, err = newTableScene(app.ctx, m)
		require.NoError(t, err)
		app.ctx.Switch(ts)
	})
	waitFor(t, "a human decision", time.Minute, func() bool {
		_, _, ok := ts.m.HumanTurn()
		return ok && ts.idle() && ts.menuKey == ts.m.Actions()
	})
	do(func() { app.Inject(func(in *ui.Input) { in.Keys = append(in.Keys, ebiten.KeySlash) }) })
	frames(t, app, 5)
	do(func() {
		assert.False(t, ts.hint.offered)
		assert.Nil(t, ts.hint.th)
	})
}

// hintShot photographs a hint on the table (a human against two bots, a few
// cards in front).
func hintShot(t *testing.T, lang, dir string) {
	// The bots carry names of the screen's language: "Bot 1" is English on
	// a Vietnamese screen.
	seats := hintSeats("An")
	seats[1].Name, seats[2].Name = "Bình", "Chi"
	if lang == "en" {
		seats[0].Name, seats[1].Name, seats[2].Name = "Alice", "Ben", "Chloe"
	}
	app, ts := humanMatch(t, lang, seats, 6)
	toHintable(t, app, ts, 3)
	askHint(t, app, ts)
	frames(t, app, 4)
	shot(t, app, dir, lang+"-table-hint")
	// A target hint glows on the button and the seat's panel.
	toHint(t, app, ts, func(v *flip7.View) bool { return v.Phase == flip7.PhaseTarget })
	askHint(t, app, ts)
	do(func() { assert.Equal(t, flip7.KindTarget, ts.hint.action.Kind) })
	frames(t, app, 4)
	shot(t, app, dir, lang+"-table-hint-target")
}
