package scenes

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/records/dealcode"
	"cardtable/scenes/match"
)

// TestScreenshotsPlayers photographs, in both languages, the lobby with a
// seat's list open over saved players, the Players screen, a deal code
// entered in the lobby and Continue naming the game and its players (make
// screenshots writes them to docs/screenshots with the others).
func TestScreenshotsPlayers(t *testing.T) {
	dir := shotDir(t)
	for _, lang := range []string{"en", "vi"} {
		t.Run(lang, func(t *testing.T) {
			names := []string{"Alice", "Ben", "Chloe", "David", "Emma"}
			if lang == "vi" {
				names = []string{"An", "Bình", "Chi", "Dũng", "Hương"}
			}
			app := startApp(t, Options{SystemLang: lang, MaxSpeed: true})
			ids := addPlayers(t, app, names...)
			l := openLobby(t, app, "dos")
			do(func() {
				l.quickSeat(app.ctx, ids[0])
				l.quickSeat(app.ctx, ids[1])
				l.build(app.ctx)
				l.openKinds(app.ctx, 2, indexOf(l, "ctl:2"))
			})
			shot(t, app, dir, lang+"-lobby-players")
			do(func() {
				l.popup = nil
				app.ctx.Push(newPlayersScene(app.ctx))
			})
			shot(t, app, dir, lang+"-players")

			code := dealcode.Encode("flip7", engine.Config{Seats: 3, Options: map[string]string{"target": "150"}}, 20261207)
			l = openLobby(t, app, "flip7")
			do(func() {
				l.seed = code
				l.readSeed(app.ctx)
				l.build(app.ctx)
				require.Equal(t, code, l.code)
			})
			shot(t, app, dir, lang+"-lobby-dealcode")

			seats := []match.SeatSpec{{Name: names[0], Human: true, Player: ids[0]}, {Name: names[1], Human: true, Player: ids[1]},
				{Name: "Bot", Level: "easy"}, {Name: "Bot 2", Level: "hard"}}
			m, err := match.New(match.Setup{Game: "dos", Seats: seats, Seed: 4}, match.Options{})
			require.NoError(t, err)
			m.Close()
			var label string
			do(func() {
				require.NoError(t, match.SaveAutosave(app.ctx.Store, m))
				ti := newTitle(app.ctx)
				app.ctx.Switch(ti)
				label = ti.menu.Buttons[ti.cont].Label
			})
			want := map[string]string{"en": "Continue DOS · Alice, Ben, 2 bots", "vi": "Chơi tiếp DOS · An, Bình, 2 máy"}[lang]
			assert.Equal(t, want, label)
			shot(t, app, dir, lang+"-title-continue")

			// The results of a match show its code.
			setup := match.Setup{Game: "flip7", Seats: []match.SeatSpec{{Name: names[0], Level: "easy"}, {Name: names[1], Level: "hard"}}, Seed: 77}
			rm, err := match.New(setup, match.Options{})
			require.NoError(t, err)
			do(func() {
				ts, err := newTableScene(app.ctx, rm)
				require.NoError(t, err)
				app.ctx.Switch(ts)
				r := newMatchResults(app.ctx, ts)
				assert.Equal(t, dealcode.Encode("flip7", engine.Config{Seats: 2}, 77), r.code)
				app.ctx.Push(r)
			})
			shot(t, app, dir, lang+"-results-dealcode")
			do(func() { rm.Close() })
		})
	}
}

// Continue falls back to a count, then to the game alone, when the names
// do not fit.
func TestContinueFallsBack(t *testing.T) {
	app := startApp(t, Options{SystemLang: "en", MaxSpeed: true})
	seats := []match.SeatSpec{{Name: "Maximiliana Rose", Human: true}, {Name: "Bartholomew Kay", Human: true},
		{Name: "Constantine Ivo", Human: true}, {Name: "B", Level: "hard"}}
	m, err := match.New(match.Setup{Game: "dos", Seats: seats, Seed: 4}, match.Options{})
	require.NoError(t, err)
	m.Close()
	do(func() {
		require.NoError(t, match.SaveAutosave(app.ctx.Store, m))
		assert.Equal(t, "Continue DOS · Maximiliana Rose, Bartholomew Kay, Constantine Ivo, 1 bot", continueLabel(app.ctx, 2000, 19))
		assert.Equal(t, "Continue DOS · 3 people, 1 bot", continueLabel(app.ctx, continueW-16, 19))
		assert.Equal(t, "Continue DOS", continueLabel(app.ctx, 150, 19))
		assert.Equal(t, "Continue", continueLabel(app.ctx, 40, 19))
	})
}
