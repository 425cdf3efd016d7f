package scenes

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/scenes/match"
)

// A hot-seat table while a bot plays, in every game with secrets and both
// languages: nobody's hand is on screen and the foot of the table says
// whose cards went away and why (…-bots-hidden.png).
func TestScreenshotsHandsHiddenWhileBotsPlay(t *testing.T) {
	dir := shotDir(t)
	for _, lang := range []string{"en", "vi"} {
		names := []string{"Alice", "Ben", "Chloe"}
		if lang == "vi" {
			names = []string{"An", "Bình", "Chi"}
		}
		seats := []match.SeatSpec{{Name: names[0], Human: true}, {Name: names[1], Human: true}, {Name: names[2], Level: "normal"}}
		for _, game := range []string{"dos", "cucu", "kittens"} {
			t.Run(lang+"/"+game, func(t *testing.T) {
				app, ts := openTable(t, lang, match.Setup{Game: game, Seats: seats, Seed: 4}, func(app *App) {
					app.ctx.Settings.BotSpeed = match.SpeedSlow // time to photograph the bot's turn
				})
				p := &hotSeatPlayer{app: app, ts: ts, rng: engine.NewRNG(4), asked: map[int]bool{}}
				path := filepath.Join(dir, lang+"-"+game+"-bots-hidden.png")
				var ch <-chan error
				var note, who string
				var texts []string
				built := 0
				do(func() {
					drv.beforeUpdate = func() {
						if ch != nil {
							return
						}
						left, why := ts.m.Hidden()
						_, thinking := ts.m.Thinking()
						if _, up := ts.covered(); !up && thinking && why == match.HideBots && left != engine.NoSeat &&
							ts.idle() && ts.builtFor == engine.NoSeat && app.ctx.Top() == Scene(ts) {
							// The frame after the rebuild for nobody is painted
							// before the photograph is asked for.
							if built == 0 {
								built = app.redraws
							}
							if app.redraws > built {
								note, who = ts.hiddenNote(app.ctx), names[left]
								texts = newSecretsCheck(app, 1).draw().Texts()
								ch = app.Screenshot(path)
							}
							return
						}
						built = 0
						p.step()
					}
				})
				t.Cleanup(func() { do(func() { drv.beforeUpdate = nil }) })
				waitFor(t, "a bot's turn after a person's", time.Minute, func() bool { return ch != nil })
				require.NoError(t, <-ch)
				checkDrawn(t, path)
				require.NotEmpty(t, note)
				require.Contains(t, note, who, "the note names whose cards went")
				require.True(t, strings.Contains(strings.Join(texts, " "), note), "the note is drawn: %q", texts)
			})
		}
	}
}
