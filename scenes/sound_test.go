package scenes

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	f7assets "cardtable/assets/flip7"
	"cardtable/assets/sound"
	"cardtable/scenes/match"
	"cardtable/scenes/sfx"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// The window tests have no sound card (a virtual display, a container):
// ALSA is pointed at its null device before any app opens the audio
// output, so the real audio path runs and plays into nothing. init runs
// before TestMain and so before the first NewApp.
func init() {
	dir, err := os.MkdirTemp("", "cardtable-alsa")
	if err != nil {
		return
	}
	conf := filepath.Join(dir, "alsa.conf")
	if os.WriteFile(conf, []byte(sfx.NullALSAConfig), 0o644) == nil {
		os.Setenv("ALSA_CONFIG_PATH", conf)
	}
}

// A seeded bots-only match (seed 1 has a Flip 7) asks for the sound of
// each kind of event it shows: the deal, flips, slides, busts, the Flip 7
// and the win.
func TestBotMatchSounds(t *testing.T) {
	rec := &table.Recorder{}
	app := startApp(t, Options{SystemLang: "en", Autoplay: "flip7", Seed: 1, MaxSpeed: true, Sound: rec,
		AutoplayBots: []string{"hard", "normal", "basic", "hard"}})
	waitFor(t, "match results", 4*time.Minute, func() bool { return app.Status().Scene == "results" })
	var counts map[sound.ID]int
	do(func() {
		counts = map[sound.ID]int{}
		for _, id := range rec.IDs {
			counts[id]++
		}
	})
	t.Logf("sounds asked for: %v", counts)
	for _, id := range []sound.ID{sound.Deal, sound.Flip, sound.Slide, sound.Bust, f7assets.Seven, sound.Win} {
		assert.Positive(t, counts[id], "no %q", id)
	}
	assert.Equal(t, 1, counts[sound.Win])
	assert.Zero(t, counts[sound.Turn], "no human seat, no turn to announce")
	for id := range counts {
		_, ok := sound.Lookup(id)
		assert.True(t, ok, "%q has no recipe", id)
	}
}

// "Your turn" sounds once when a human's decision comes, and a pressed
// button clicks.
func TestTurnAndClickSounds(t *testing.T) {
	rec := &table.Recorder{}
	app := startApp(t, Options{SystemLang: "en", MaxSpeed: true, Sound: rec})
	var ts *tableScene
	do(func() {
		m, err := match.New(match.Setup{Game: "flip7", Seed: 5,
			Seats: []match.SeatSpec{{Name: "An", Human: true}, {Name: "Bot", Level: "basic"}}}, matchOptions(app.ctx))
		require.NoError(t, err)
		ts, err = newTableScene(app.ctx, m)
		require.NoError(t, err)
		app.ctx.Switch(ts)
	})
	waitFor(t, "the human's turn", time.Minute, func() bool {
		_, _, ok := ts.turn()
		return ok && ts.idle() && len(ts.menu.Buttons) > 0
	})
	frames(t, app, 3)
	var turns, clicks, deals int
	do(func() { turns, clicks, deals = rec.Count(sound.Turn), rec.Count(sound.Click), rec.Count(sound.Deal) })
	assert.Equal(t, 1, turns, "one chime for one turn, however many frames it waits")
	assert.Zero(t, clicks)
	assert.Equal(t, 2, deals, "one card dealt to each seat")
	do(func() {
		b := ts.menu.Buttons[0]
		app.Inject(func(in *ui.Input) {
			in.X, in.Y = b.R.X+b.R.W/2, b.R.Y+b.R.H/2
			in.Clicked = true
		})
	})
	waitFor(t, "the click", 10*time.Second, func() bool { return rec.Count(sound.Click) == 1 })
}

// -nosound: no audio output at all, and the match plays the same.
func TestMatchWithoutSound(t *testing.T) {
	app := startApp(t, Options{SystemLang: "en", Autoplay: "flip7", Seed: 2, MaxSpeed: true, NoSound: true,
		AutoplayBots: []string{"hard", "hard"}})
	do(func() { assert.IsType(t, table.Silent{}, app.ctx.Sound) })
	waitFor(t, "match results", 4*time.Minute, func() bool { return app.Status().Scene == "results" })
}

// The settings screen's sound rows change the volume and mute, save them,
// and a new start reads them back.
func TestSettingsSoundRows(t *testing.T) {
	store := match.NewMemStore()
	app := startApp(t, Options{SystemLang: "vi", Store: store, Sound: &table.Recorder{}})
	var s *settingsScene
	do(func() {
		s = newSettings(app.ctx)
		app.ctx.Push(s)
	})
	press := func(role string) {
		do(func() {
			i := slices.Index(s.roles, role)
			require.GreaterOrEqual(t, i, 0, role)
			b := s.menu.Buttons[i]
			app.Inject(func(in *ui.Input) {
				in.X, in.Y = b.R.X+b.R.W/2, b.R.Y+b.R.H/2
				in.Clicked = true
			})
		})
		frames(t, app, 2)
	}
	press("volume-")
	press("volume-")
	press("sound")
	got, err := match.LoadSettings(store)
	require.NoError(t, err)
	assert.Equal(t, 50, got.Volume)
	assert.True(t, got.Muted)
	app = startApp(t, Options{SystemLang: "vi", Store: store, Sound: &table.Recorder{}})
	do(func() {
		assert.Equal(t, 50, app.ctx.Settings.Volume)
		assert.True(t, app.ctx.Settings.Muted)
	})
}
