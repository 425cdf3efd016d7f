package scenes

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/flip7"
	"cardtable/scenes/match"
	"cardtable/scenes/ui"
)

// A press held while the table is busy is handed over once, oldest first,
// as the input it was; skips, empty ticks and stale presses are not kept.
func TestPressBuffer(t *testing.T) {
	var b pressBuffer
	b.see(10)
	b.hold(&ui.Input{Keys: []ebiten.Key{ebiten.KeyH}}, 10)
	b.see(11)
	b.hold(&ui.Input{X: 5, Y: 6, Clicked: true, Keys: []ebiten.Key{}}, 11)
	b.see(12)
	b.hold(&ui.Input{}, 12)
	b.hold(&ui.Input{Keys: []ebiten.Key{ebiten.KeySpace}, Intents: []ui.Intent{ui.IntentSkip}}, 12)
	b.hold(&ui.Input{Keys: []ebiten.Key{ebiten.KeyEnter}, Intents: []ui.Intent{ui.IntentConfirm, ui.IntentRules}}, 12)

	got := b.take(20, holdTicks, 100, 200)
	require.Len(t, got, 3, "a tick without a press or with a skip is not kept")
	assert.Equal(t, ui.Input{X: 100, Y: 200, Keys: []ebiten.Key{ebiten.KeyH}}, got[0], "a key press replays at the pointer")
	assert.Equal(t, ui.Input{X: 5, Y: 6, Clicked: true}, got[1], "a click replays where it landed")
	assert.Equal(t, []ui.Intent{ui.IntentConfirm}, got[2].Intents, "only decision intents are kept")
	assert.Empty(t, b.take(21, holdTicks, 0, 0), "a held press is handed over once")

	b.hold(&ui.Input{Keys: []ebiten.Key{ebiten.KeyS}}, 30)
	b.hold(&ui.Input{Keys: []ebiten.Key{ebiten.KeyH}}, 80)
	got = b.take(30+holdTicks+1, holdTicks, 0, 0)
	require.Len(t, got, 1, "a press older than the hold is dropped")
	assert.Equal(t, []ebiten.Key{ebiten.KeyH}, got[0].Keys)

	for i := range maxHeld + 3 {
		b.hold(&ui.Input{Keys: []ebiten.Key{ebiten.Key1 + ebiten.Key(i)}}, 40)
	}
	got = b.take(41, holdTicks, 0, 0)
	require.Len(t, got, maxHeld, "a burst keeps its latest presses")
	assert.Equal(t, []ebiten.Key{ebiten.Key1 + 3}, got[0].Keys)

	b.see(50)
	b.hold(&ui.Input{Keys: []ebiten.Key{ebiten.KeyH}}, 50)
	b.see(60) // ticks the table did not see: a screen was over it
	assert.Empty(t, b.take(60, holdTicks, 0, 0), "presses made before a screen opened over the table are dropped")
}

// readyFor waits until the table shows seat's decision.
func readyFor(t *testing.T, app *App, ts *tableScene, seat engine.Seat) {
	t.Helper()
	waitFor(t, "a decision on screen", 30*time.Second, func() bool {
		s, _, ok := ts.m.HumanTurn()
		return app.Status().Scene == "table" && ts.idle() && len(ts.menu.Buttons) > 0 && ok && s == seat
	})
}

// savedActions are the match's actions so far.
func savedActions(t *testing.T, ts *tableScene) []engine.Action {
	data, err := ts.m.Save()
	require.NoError(t, err)
	var f struct {
		Match engine.Save `json:"match"`
	}
	require.NoError(t, json.Unmarshal(data, &f))
	return f.Match.Actions
}

// At normal animation speed, a key pressed while the cards of the last move
// still fly is taken, once, when the next decision shows; a click made
// while they fly skips the animation and is not taken as a decision.
func TestPressWhileCardsMove(t *testing.T) {
	app := startApp(t, Options{SystemLang: "en"})
	var ts *tableScene
	do(func() {
		app.ctx.Settings.AnimSpeed = match.SpeedNormal
		app.ctx.Settings.BotSpeed = match.SpeedInstant
		seats := []match.SeatSpec{{Name: "Ann", Human: true}, {Name: "Ben", Human: true}}
		m, err := match.New(match.Setup{Game: "flip7", Seats: seats, Seed: 3}, matchOptions(app.ctx))
		require.NoError(t, err)
		ts, err = newTableScene(app.ctx, m)
		require.NoError(t, err)
		app.ctx.Switch(ts)
	})
	hit := func(s engine.Seat) engine.Action {
		return engine.Action{By: s, Kind: flip7.KindHit, Target: engine.NoSeat}
	}

	// Ann hits; H is pressed in the tick her card starts to fly.
	readyFor(t, app, ts, 0)
	var n int
	do(func() {
		n = ts.m.Actions()
		require.NoError(t, ts.m.Act(hit(0)))
		app.Inject(func(in *ui.Input) { in.Keys = append(in.Keys, ebiten.KeyH) })
	})
	frames(t, app, 1)
	do(func() {
		assert.False(t, ts.idle(), "the card is still flying")
		assert.Len(t, ts.presses.held, 1, "the press is held")
		assert.Empty(t, ts.menu.Buttons, "no controls while the cards move")
	})
	waitFor(t, "the held press taken", 10*time.Second, func() bool { return ts.m.Actions() == n+2 })
	acts := savedActions(t, ts)
	require.Equal(t, hit(1), acts[n+1], "Ben's decision took the press made while Ann's card flew (seed 3: Ann draws a number card)")

	// Ann hits again; a click on the Hit button in the tick her card starts
	// to fly skips the animation, and is not taken as Ben's Hit.
	readyFor(t, app, ts, 0)
	do(func() {
		r := ts.menu.Buttons[0].R
		require.NoError(t, ts.m.Act(hit(0)))
		s, legal, ok := ts.m.HumanTurn()
		require.True(t, ok && s == 1 && legal[0] == hit(1), "seed 3: Ben may hit after Ann's second hit")
		app.Inject(func(in *ui.Input) { in.X, in.Y, in.Clicked, in.Moved = r.CX(), r.CY(), true, true })
	})
	frames(t, app, 1)
	do(func() {
		assert.True(t, ts.idle(), "the click skipped to the end")
		assert.NotEmpty(t, ts.menu.Buttons, "Ben's decision is on screen")
	})
	frames(t, app, 10)
	do(func() {
		assert.Equal(t, n+3, ts.m.Actions(), "the click skipped the animation only")
		assert.Empty(t, ts.presses.held)
	})
}
