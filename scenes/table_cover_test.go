package scenes

import (
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/enginetest/testgame"
	"cardtable/scenes/match"
	"cardtable/scenes/ui"
)

// The hand-off cover takes its confirmation on the first tick after it is
// drawn, from every device, but never from a press that began before it
// was on screen (the double tap of the person who just played).

// coverDevice presses the cover's button with one device: down and up
// are the two halves of a press (a key is a single event: up is nil).
type coverDevice struct {
	name     string
	down, up func(in *ui.Input)
}

var coverDevices = []coverDevice{
	{"mouse",
		func(in *ui.Input) { in.X, in.Y, in.Pressed = coverButton.CX(), coverButton.CY(), true },
		func(in *ui.Input) {
			in.X, in.Y, in.Pressed, in.Clicked = coverButton.CX(), coverButton.CY(), false, true
		}},
	{"touch",
		func(in *ui.Input) { in.Touches([]ui.Touch{{ID: 7, X: coverButton.CX(), Y: coverButton.CY()}}, nil) },
		func(in *ui.Input) { in.Touches(nil, []ui.Touch{{ID: 7, X: coverButton.CX(), Y: coverButton.CY()}}) }},
	{"keys",
		func(in *ui.Input) {
			in.Keys = append(in.Keys, ebiten.KeyEnter)
			in.Intents = append(in.Intents, ui.IntentConfirm)
		},
		nil},
}

// coverWatch records, from the game loop, the tick the cover was first
// drawn and the tick the hand-off was confirmed.
type coverWatch struct {
	drawnAt, confirmedAt int
}

// TestCoverFirstFreshPressConfirms opens a hot-seat table (whose cover for
// Lan comes up on its first tick) with a press already down, lifts it just
// after the cover's first frame — which must not confirm — then presses
// afresh: the very next tick confirms. A key pressed before the first
// frame is dropped; one pressed right after it confirms.
func TestCoverFirstFreshPressConfirms(t *testing.T) {
	registerNope(t)
	const lan = engine.Seat(0) // the first to act: her cover is the table's first screen
	for _, dev := range coverDevices {
		t.Run(dev.name, func(t *testing.T) {
			w := &coverWatch{}
			seats := []match.SeatSpec{{Name: "Lan", Human: true}, {Name: "Minh", Human: true}, {Name: "Robo", Level: "random"}}
			setup := match.Setup{Game: testgame.ID, Seats: seats, Seed: 1,
				Options: map[string]string{testgame.OptRounds: "1", testgame.OptDeal: handoffDeal}}
			app, ts := openTable(t, "en", setup, func(a *App) {
				// The table's first tick shows the cover, not drawn yet:
				// this press began before anyone could see it.
				a.Inject(dev.down)
				drv.afterDraw = func(*ebiten.Image) {
					if cur, ok := a.ctx.Top().(*tableScene); ok && cur.coverDrawn && w.drawnAt == 0 {
						w.drawnAt = a.ctx.Tick
						if dev.up != nil {
							a.Inject(dev.up) // its lift, on the first tick after the frame
						}
					}
				}
				drv.afterUpdate = func() {
					if dev.up != nil && w.drawnAt == 0 {
						// A button or finger held is down on every tick
						// until it is lifted.
						a.Inject(dev.down)
					}
					cur, ok := a.ctx.Top().(*tableScene)
					if !ok || w.confirmedAt != 0 {
						return
					}
					if _, pending := cur.m.Handoff(); !pending {
						w.confirmedAt = a.ctx.Tick
					}
				}
			})
			t.Cleanup(func() { do(func() { drv.afterDraw, drv.afterUpdate = nil, nil }) })
			waitFor(t, "the cover drawn", 10*time.Second, func() bool { return w.drawnAt > 0 })
			frames(t, app, 3)
			do(func() {
				s, up := ts.covered()
				assert.True(t, up && s == lan, "a press begun before the cover was drawn confirmed it")
				assert.Zero(t, w.confirmedAt)
				assert.False(t, ts.coverHeld, "the lifted press is still held")
			})

			// A fresh press: down and up on two ticks (a key: one).
			var at int
			do(func() {
				at = app.ctx.Tick
				app.Inject(func(in *ui.Input) {
					dev.down(in)
					if dev.up != nil {
						app.Inject(dev.up)
					}
				})
			})
			waitFor(t, "the confirmation", 10*time.Second, func() bool { return w.confirmedAt > 0 })
			want := at + 1
			if dev.up != nil {
				want++
			}
			require.Equal(t, want, w.confirmedAt, "the fresh press waited (pressed at tick %d, cover drawn at %d)", at, w.drawnAt)
			do(func() { assert.True(t, ts.confirmed, "nobody took the screen") })
		})
	}
}
