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

// Every seat type chosen from the lobby's seat list is the one the match
// starts with (G5 of the play test: "a seat set to Hard began the match as
// a person"), by the mouse, the keyboard and touch: each press a whole
// gesture, tick by tick as a device makes it, and each taken exactly once.

// lobbyDevice activates button i of a menu with one device.
type lobbyDevice struct {
	name  string
	press func(t *testing.T, app *App, menu func() *ui.Menu, i int)
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
	{"mouse", func(t *testing.T, app *App, menu func() *ui.Menu, i int) {
		var r ui.Rect
		do(func() { r = menu().Buttons[i].R })
		x, y := r.CX(), r.CY()
		gesture(t, app,
			func(in *ui.Input) { in.X, in.Y, in.Moved = x, y, true },
			func(in *ui.Input) { in.X, in.Y, in.Pressed = x, y, true },
			func(in *ui.Input) { in.X, in.Y, in.Clicked = x, y, true })
	}},
	// A finger touches down and lifts where it touched.
	{"touch", func(t *testing.T, app *App, menu func() *ui.Menu, i int) {
		var r ui.Rect
		do(func() { r = menu().Buttons[i].R })
		f := ui.Touch{ID: 3, X: r.CX(), Y: r.CY()}
		gesture(t, app,
			func(in *ui.Input) { in.Touches([]ui.Touch{f}, nil) },
			func(in *ui.Input) { in.Touches([]ui.Touch{f}, nil) },
			func(in *ui.Input) { in.Touches(nil, []ui.Touch{f}) })
	}},
	// Tab to the button, one key a tick, then Enter.
	{"keys", func(t *testing.T, app *App, menu func() *ui.Menu, i int) {
		tabAndEnter(app, menu, i)
		do(func() {}) // the Enter's tick
	}},
}

// seatType is "human", a bot level or the saved player's id.
func seatType(s match.SeatSpec) string {
	switch {
	case s.Player != "":
		return s.Player
	case s.Human:
		return "human"
	}
	return s.Level
}

// TestLobbySeatTypesReachTheMatch sets, with each device, the four seats of
// a DOS table to four different types chosen from each seat's list (a
// person, each bot level, a saved player: seat s takes player s, so no
// player is wanted twice), twice, rotated from one time to the next so that
// every seat takes every type, starts the match with the same device and
// reads its seats. Each choice is two presses, the seat's type and the
// item of its list: a lost or doubled press shows as a wrong type or a
// list left open.
func TestLobbySeatTypesReachTheMatch(t *testing.T) {
	// Silent: an audio device's mixer costs most of the test's time.
	app := startApp(t, Options{SystemLang: "en", MaxSpeed: true, NoSound: true})
	var ids []string
	do(func() {
		for _, n := range []string{"Ann", "Bo", "Cy", "Di"} {
			p, err := app.ctx.Players.Add(n, 0)
			require.NoError(t, err)
			ids = append(ids, p.ID)
		}
	})
	types := []string{"human", "easy", "normal", "hard", "player"}
	want := func(s, r int) string {
		if ty := types[(s+r)%len(types)]; ty != "player" {
			return ty
		}
		return ids[s]
	}
	rot := 0
	for _, dev := range lobbyDevices {
		for range 2 {
			r := rot
			rot++
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
				lobby := func() *ui.Menu { return &l.menu }
				list := func() *ui.Menu { return &l.popup.menu }
				// What the screen shows must be the lobby's state: the
				// repaints are counted when a seat's type changes.
				var shown, changedAt int
				var seenTypes string
				do(func() {
					drv.afterUpdate = func() {
						if cur := fmt.Sprint(l.seats, l.popup != nil); cur != seenTypes {
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
				wanted := make([]string, 4)
				// Players first leave the seats they are wanted away from,
				// so the list offers each where it is wanted (a player
				// seated elsewhere is greyed).
				do(func() {
					for s := range l.seats {
						l.seats[s].Player = ""
					}
					l.build(app.ctx)
				})
				for s := range wanted {
					wanted[s] = want(s, r)
					var ctl int
					do(func() { ctl = indexOf(l, fmt.Sprintf("ctl:%d", s)) })
					require.GreaterOrEqual(t, ctl, 0)
					dev.press(t, app, lobby, ctl)
					painted(fmt.Sprintf("seat %d's list", s))
					item := -1
					do(func() {
						require.NotNil(t, l.popup, "seat %d: the list did not open", s)
						for i, k := range l.popupKinds {
							if seatType(match.SeatSpec{Human: k.human, Level: k.level, Player: k.player}) == wanted[s] && !k.newPlayer {
								item = i
							}
						}
					})
					require.GreaterOrEqual(t, item, 0, "seat %d: no %s in the list", s, wanted[s])
					dev.press(t, app, list, item)
					painted(fmt.Sprintf("seat %d set", s))
					do(func() {
						assert.Nil(t, l.popup, "seat %d: the list stays open", s)
						assert.Equal(t, wanted[s], seatType(l.seats[s]), "seat %d", s)
						assert.Equal(t, l.controllerLabel(app.ctx, l.seats[s]), l.menu.Buttons[ctl].Label,
							"seat %d's button shows another type", s)
					})
				}
				var start int
				do(func() { start = indexOf(l, "start") })
				dev.press(t, app, lobby, start)
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
					assert.Equal(t, wanted, got, "the match's seats")
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
