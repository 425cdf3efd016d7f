package scenes

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/scenes/match"
	"cardtable/scenes/sfx"
)

// This file's name sorts last so its test runs last: the audio device it
// opens is never closed and keeps a core busy (see startApp).

// With the audio device (ALSA's null device here) the app opens the
// output, follows the settings' volume and mute, and plays a whole match.
func TestMatchWithAudioDevice(t *testing.T) {
	app := startAppWithDevice(t, Options{SystemLang: "en", Autoplay: "flip7", Seed: 2, MaxSpeed: true,
		AutoplayBots: []string{"hard", "hard"}})
	var p *sfx.Player
	do(func() {
		p, _ = app.ctx.Sound.(*sfx.Player)
	})
	require.NotNil(t, p, "the real player, not silence")
	assert.True(t, p.Enabled(), "the null device is a device")
	do(func() {
		app.ctx.Settings.Volume, app.ctx.Settings.Muted = 40, true
		app.ctx.SaveSettings()
	})
	s, err := match.LoadSettings(app.ctx.Store)
	require.NoError(t, err)
	assert.Equal(t, 40, s.Volume)
	assert.True(t, s.Muted)
	do(func() {
		app.ctx.Settings.Muted = false
		app.ctx.SaveSettings()
	})
	waitFor(t, "match results", 4*time.Minute, func() bool { return app.Status().Scene == "results" })
	assert.Positive(t, p.Played(), "sounds reached the (null) device")
}
