package scenes

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/scenes/match"
	"cardtable/scenes/ui"
)

// The lobby offers the game's options from its descriptor: Flip 7's solo
// practice narrows the table to one seat, the target is passed to the
// match, and turning solo off brings the other seats back.
func TestLobbyOptions(t *testing.T) {
	app := startApp(t, Options{SystemLang: "en", MaxSpeed: true})
	var l *lobbyScene
	do(func() {
		l = newLobby(app.ctx, "flip7")
		app.ctx.Switch(l)
	})
	frames(t, app, 3)
	press := func(role string) {
		do(func() {
			for i, id := range l.ids {
				if id == role {
					l.menu.Focus = i
					app.Inject(func(in *ui.Input) { in.Intents = append(in.Intents, ui.IntentConfirm) })
					return
				}
			}
			t.Errorf("no %s button", role)
		})
		frames(t, app, 3)
	}
	do(func() {
		assert.Equal(t, 4, l.visibleSeats())
		assert.Equal(t, "Solo practice: Off", l.menu.Buttons[indexOf(l, "opt:solo")].Label)
	})
	press("opt:solo")
	do(func() {
		assert.Equal(t, 1, l.visibleSeats(), "solo practice is one seat")
		assert.Equal(t, "Solo practice: On", l.menu.Buttons[indexOf(l, "opt:solo")].Label)
		assert.Equal(t, -1, indexOf(l, "add"), "no seat to add in solo practice")
	})
	press("opt:target")
	do(func() {
		assert.Equal(t, "Target score: 100", l.menu.Buttons[indexOf(l, "opt:target")].Label)
	})
	press("start")
	waitFor(t, "table", 30*time.Second, func() bool { return app.Status().Scene == "table" })
	do(func() {
		ts, ok := app.ctx.Top().(*tableScene)
		require.True(t, ok)
		setup := ts.m.Setup()
		assert.Len(t, setup.Seats, 1)
		assert.Equal(t, map[string]string{"solo": "on", "target": "100"}, setup.Options)
		ts.Close()
	})

	// The lobby opens on the last set-up: solo practice to 100.
	do(func() {
		l = newLobby(app.ctx, "flip7")
		assert.Equal(t, 1, l.visibleSeats())
		assert.Equal(t, map[string]string{"solo": "on", "target": "100"}, l.chosen())
	})

	// Off again: the four seats come back.
	do(func() {
		require.NoError(t, app.ctx.Store.Remove(match.LobbyFile)) // a lobby with nothing to remember
		l = newLobby(app.ctx, "flip7")
		app.ctx.Switch(l)
		l.cycleOption("solo")
		l.cycleOption("solo")
		l.build(app.ctx)
		assert.Equal(t, 4, l.visibleSeats())
		assert.Nil(t, l.chosen(), "defaults are not written into the setup")
	})
}

func indexOf(l *lobbyScene, role string) int {
	for i, id := range l.ids {
		if id == role {
			return i
		}
	}
	return -1
}
