package scenes

import (
	"fmt"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/scenes/match"
	"cardtable/scenes/ui"
)

// Every seat type set in the lobby is the one the match starts with (G5 of
// the play test: "a seat set to Hard began the match as a person"), by the
// mouse, the keyboard and touch: each press a whole gesture, tick by tick
// as a device makes it, and each taken exactly once.

// lobbyDevice activates button i of the lobby with one device.
type lobbyDevice struct {
	name  string
	press func(t *testing.T, app *App, l *lobbyScene, i int)
}

// gesture plays steps on consecutive ticks, one each, and waits for them.
func gesture(t *testing.T, app *App, steps ...func(in *ui.Input)) {
	t.Helper()
	var chain func(k int) func(in *ui.Input)
	chain = func(k int) func(in *ui.Input) {
		return func(in *ui.Input) {
			steps[k](in)
			if k+1 < len(steps) {
				app.Inject(chain(k + 1))
			}
		}
	}
	do(func() { app.Inject(chain(0)) })
	for range steps {
		do(func() {}) // a tick each
	}
}

var lobbyDevices = []lobbyDevice{
	// The pointer moves onto the button (the hover takes the focus), then
	// the button goes down and comes up: the first click must act.
	{"mouse", func(t *testing.T, app *App, l *lobbyScene, i int) {
		var r ui.Rect
		do(func() { r = l.menu.Buttons[i].R })
		x, y := r.CX(), r.CY()
		gesture(t, app,
			func(in *ui.Input) { in.X, in.Y, in.Moved = x, y, true },
			func(in *ui.Input) { in.X, in.Y, in.Pressed = x, y, true },
			func(in *ui.Input) { in.X, in.Y, in.Clicked = x, y, true })
	}},
	// A finger touches down and lifts where it touched.
	{"touch", func(t *testing.T, app *App, l *lobbyScene, i int) {
		var r ui.Rect
		do(func() { r = l.menu.Buttons[i].R })
		f := ui.Touch{ID: 3, X: r.CX(), Y: r.CY()}
		gesture(t, app,
			func(in *ui.Input) { in.Touches([]ui.Touch{f}, nil) },
			func(in *ui.Input) { in.Touches([]ui.Touch{f}, nil) },
			func(in *ui.Input) { in.Touches(nil, []ui.Touch{f}) })
	}},
	// Tab to the button, one key a tick, then Enter.
	{"keys", func(t *testing.T, app *App, l *lobbyScene, i int) {
		tabAndEnter(app, func() *ui.Menu { return &l.menu }, i)
		do(func() {}) // the Enter's tick
	}},
}

// seatType is "human" or a bot level, as the lobby cycles them.
func seatType(s match.SeatSpec) string {
	if s.Human {
		return "human"
	}
	return s.Level
}

// TestLobbySeatTypesReachTheMatch sets, with each device, the four seats of
// a DOS table to four different types, twice, rotated from one time to the
// next so that every seat takes every type, starts the match with the same
// device and reads its seats. Each seat's type button is pressed exactly as many times as
// the cycle needs: a lost or doubled press shows as a wrong type.
func TestLobbySeatTypesReachTheMatch(t *testing.T) {
	// Silent: an audio device's mixer costs most of the test's time.
	app := startApp(t, Options{SystemLang: "en", MaxSpeed: true, NoSound: true})
	types := []string{"human", "easy", "normal", "hard"} // the lobby's cycle
	for d, dev := range lobbyDevices {
		for _, r := range []int{2 * d % 4, (2*d + 1) % 4} {
			t.Run(fmt.Sprintf("%s/%d", dev.name, r), func(t *testing.T) {
				var l *lobbyScene
				do(func() {
					if ts, ok := app.ctx.Top().(*tableScene); ok {
						ts.Close()
					}
					l = newLobby(app.ctx, "dos")
					app.ctx.Switch(l)
				})
				frames(t, app, 2)
				// What the screen shows must be the lobby's state: the
				// repaints are counted when a seat's type changes.
				var shown, changedAt int
				var seenTypes string
				do(func() {
					drv.afterUpdate = func() {
						if cur := fmt.Sprint(l.seats); cur != seenTypes {
							seenTypes, changedAt = cur, app.redraws
						}
					}
				})
				t.Cleanup(func() { do(func() { drv.afterUpdate = nil }) })
				painted := func(what string) {
					t.Helper()
					frames(t, app, 2)
					do(func() { shown = app.redraws })
					assert.Greater(t, shown, changedAt, "%s: the screen was not repainted after the change", what)
				}
				want := make([]string, 4)
				for s := range want {
					want[s] = types[(s+r)%len(types)]
					var from string
					var ctl int
					do(func() { from, ctl = seatType(l.seats[s]), indexOf(l, fmt.Sprintf("ctl:%d", s)) })
					require.GreaterOrEqual(t, ctl, 0)
					steps := (indexOfType(types, want[s]) - indexOfType(types, from) + len(types)) % len(types)
					for k := 0; k < steps; k++ {
						dev.press(t, app, l, ctl)
						painted(fmt.Sprintf("seat %d, press %d", s, k+1))
					}
					do(func() {
						assert.Equal(t, want[s], seatType(l.seats[s]), "seat %d after %d presses from %s", s, steps, from)
						spec := match.SeatSpec{Human: want[s] == "human", Level: want[s]}
						assert.Equal(t, l.controllerLabel(app.ctx, spec), l.menu.Buttons[ctl].Label,
							"seat %d's button shows another type", s)
					})
				}
				var start int
				do(func() { start = indexOf(l, "start") })
				dev.press(t, app, l, start)
				var state string
				do(func() {
					state = fmt.Sprintf("scene %s, notice %q, editing %d, focus %d, seats %+v",
						app.Status().Scene, app.ctx.Notice, l.editing, l.menu.Focus, l.seats)
				})
				// The table may have an overlay over it by then (the lift of
				// a finger that pressed Start lands on the new screen): its
				// match is what is checked.
				var ts *tableScene
				waitFor(t, "the table after Start ("+state+")", 30*time.Second, func() bool {
					for _, sc := range app.stack {
						if s, ok := sc.(*tableScene); ok {
							ts = s
						}
					}
					return ts != nil
				})
				do(func() {
					got := make([]string, 0, 4)
					for _, s := range ts.m.Setup().Seats {
						got = append(got, seatType(s))
					}
					assert.Equal(t, want, got, "the match's seats")
				})
			})
		}
	}
	do(func() {
		if ts, ok := app.ctx.Top().(*tableScene); ok {
			ts.Close()
		}
	})
}

func indexOfType(types []string, t string) int {
	for i, x := range types {
		if x == t {
			return i
		}
	}
	return -1
}
