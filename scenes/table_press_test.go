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

// savedActions are the match's actions so far (call inside do).
func savedActions(ts *tableScene) ([]engine.Action, error) {
	data, err := ts.m.Save()
	if err != nil {
		return nil, err
	}
	var f struct {
		Match engine.Save `json:"match"`
	}
	err = json.Unmarshal(data, &f)
	return f.Match.Actions, err
}

// At normal animation speed, a key pressed while the cards of the last move
// still fly is taken, once, when the next decision shows; a click made
// while they fly skips the animation and is not taken as a decision. (The
// test goroutine touches the app only inside do, and never fails there.)
func TestPressWhileCardsMove(t *testing.T) {
	app := startApp(t, Options{SystemLang: "en"})
	var ts *tableScene
	var err error
	do(func() {
		app.ctx.Settings.AnimSpeed = match.SpeedNormal
		app.ctx.Settings.BotSpeed = match.SpeedInstant
		seats := []match.SeatSpec{{Name: "Ann", Human: true}, {Name: "Ben", Human: true}}
		var m *match.Match
		if m, err = match.New(match.Setup{Game: "flip7", Seats: seats, Seed: 3}, matchOptions(app.ctx)); err != nil {
			return
		}
		if ts, err = newTableScene(app.ctx, m); err == nil {
			app.ctx.Switch(ts)
		}
	})
	require.NoError(t, err)
	hit := func(s engine.Seat) engine.Action {
		return engine.Action{By: s, Kind: flip7.KindHit, Target: engine.NoSeat}
	}

	// Ann hits; H is pressed in the tick her card starts to fly.
	readyFor(t, app, ts, 0)
	var n int
	do(func() {
		n = ts.m.Actions()
		if err = ts.m.Act(hit(0)); err == nil {
			app.Inject(func(in *ui.Input) { in.Keys = append(in.Keys, ebiten.KeyH) })
		}
	})
	require.NoError(t, err)
	// The next job runs after the tick that took the press.
	var idle bool
	var held, buttons int
	do(func() { idle, held, buttons = ts.idle(), len(ts.presses.held), len(ts.menu.Buttons) })
	assert.False(t, idle, "the card is still flying")
	assert.Equal(t, 1, held, "the press is held")
	assert.Zero(t, buttons, "no controls while the cards move")
	waitFor(t, "the held press taken", 10*time.Second, func() bool { return ts.m.Actions() >= n+2 })
	var acts []engine.Action
	do(func() { acts, err = savedActions(ts) })
	require.NoError(t, err)
	require.Equal(t, []engine.Action{hit(0), hit(1)}, acts[n:],
		"Ben's decision took the press made while Ann's card flew, once (seed 3: Ann draws a number card)")

	// Ann hits again; a click on the Hit button in the tick her card starts
	// to fly skips the animation, and is not taken as Ben's Hit.
	readyFor(t, app, ts, 0)
	var benMayHit bool
	do(func() {
		r := ts.menu.Buttons[0].R
		if err = ts.m.Act(hit(0)); err != nil {
			return
		}
		s, legal, ok := ts.m.HumanTurn()
		benMayHit = ok && s == 1 && legal[0] == hit(1)
		app.Inject(func(in *ui.Input) { in.X, in.Y, in.Clicked, in.Moved = r.CX(), r.CY(), true, true })
	})
	require.NoError(t, err)
	require.True(t, benMayHit, "seed 3: Ben may hit after Ann's second hit")
	frames(t, app, 1)
	do(func() { idle, buttons = ts.idle(), len(ts.menu.Buttons) })
	assert.True(t, idle, "the click skipped to the end")
	assert.NotZero(t, buttons, "Ben's decision is on screen")
	frames(t, app, 10)
	var actions int
	do(func() { actions, held = ts.m.Actions(), len(ts.presses.held) })
	assert.Equal(t, n+3, actions, "the click skipped the animation only")
	assert.Zero(t, held)
}
