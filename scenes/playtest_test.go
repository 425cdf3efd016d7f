package scenes

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"cardtable/engine"
	"cardtable/scenes/match"
	"cardtable/scenes/ui"
)

// TestPlaytest lets a person play a match through files, for playtesting
// without a screen (CARDTABLE_PLAY=game:seats:seed, e.g. dos:hnn:3 — h a
// human, e easy, n normal, d hard). At each decision it saves the screen
// to $CARDTABLE_PLAY_DIR/NNN.png and lists the controls in NNN.txt, then
// waits for a line in $CARDTABLE_PLAY_DIR/in: the index of a control to
// activate, "bN" for the reaction bar's button N, "enter", "key X" or
// "quit". An open reaction window is a decision too: its bar's buttons
// (each person's react and pass, "no one") are listed with the seconds
// left. Set CARDTABLE_TEST_TPS=60 too: the tests' 300 ticks a second run a
// reaction window's countdown five times faster than a player sees it, and
// an answer written late lands on the next decision. The countdown is the
// longest the settings allow, since it runs while you write your answer.
func TestPlaytest(t *testing.T) {
	spec := os.Getenv("CARDTABLE_PLAY")
	if spec == "" {
		t.Skip("CARDTABLE_PLAY is not set")
	}
	dir := os.Getenv("CARDTABLE_PLAY_DIR")
	parts := strings.SplitN(spec, ":", 4) // the options hold colons too
	game, who := parts[0], parts[1]
	seed, _ := strconv.ParseUint(parts[2], 10, 64)
	var opts map[string]string
	if len(parts) > 3 {
		opts, _ = ParseGameOptions(parts[3])
	}
	names := []string{"Me", "Lan", "Minh", "Tú", "Hoa", "Long", "Mai", "Quân"}
	var seats []match.SeatSpec
	for i, c := range who {
		s := match.SeatSpec{Name: names[i]}
		switch c {
		case 'h':
			s.Human = true
		case 'e':
			s.Level = "easy"
		case 'n':
			s.Level = "normal"
		case 'd':
			s.Level = "hard"
		}
		seats = append(seats, s)
	}
	app, ts := openTable(t, "en", match.Setup{Game: game, Seats: seats, Seed: seed, Options: opts}, func(app *App) {
		app.ctx.Settings.AnimSpeed = match.SpeedFast
		app.ctx.Settings.BotSpeed = match.SpeedFast
		app.ctx.Settings.ReactionSeconds = match.MaxReactionSeconds
	})
	in := filepath.Join(dir, "in")
	os.Remove(in)
	n := 0
	lastKey := ""
	for {
		var ready bool
		var key string
		do(func() {
			scene := app.Status().Scene
			// A window's bar changes without an action (a pass is a
			// decline, a claim brings a cover): its state is in the key.
			key = fmt.Sprintf("%s/%d/%d", progress(ts), len(ts.menu.Buttons), len(ts.bar.menu.Buttons))
			_, covered := ts.covered()
			// The bar is a decision: when it was not one here, its
			// countdown ran out unseen between two screenshots, and the
			// next one was the cover that follows the window (Z1 of the
			// play test).
			ready = scene != "table" || covered ||
				(ts.idle() && (len(ts.menu.Buttons) > 0 || len(ts.bar.menu.Buttons) > 0))
		})
		if !ready || key == lastKey {
			frames(t, app, 5)
			var scene string
			do(func() { scene = app.Status().Scene })
			if scene == "results" {
				shot(t, app, dir, fmt.Sprintf("%03d", n))
				return
			}
			if !ready {
				continue
			}
		}
		lastKey = key
		n++
		shot(t, app, dir, fmt.Sprintf("%03d", n))
		var list []string
		do(func() {
			list = append(list, "scene "+app.Status().Scene+" prompt: "+ts.prompt(app.ctx))
			if ws := ts.bar.ws; len(ts.bar.menu.Buttons) > 0 {
				list = append(list, fmt.Sprintf("window: %d s left, paused=%v", (ws.TicksLeft+59)/60, ws.Paused))
			}
			for i, b := range ts.bar.menu.Buttons {
				list = append(list, fmt.Sprintf("b%d: %q disabled=%v", i, b.Label, b.Disabled))
			}
			for i, c := range ts.controls {
				kind := "act " + fmt.Sprint(c.Action)
				if c.Pick != nil {
					kind = "pick"
				}
				list = append(list, fmt.Sprintf("%d: %q %s disabled=%v at %.0f,%.0f", i, c.Button.Label, kind, c.Button.Disabled, c.Button.R.X, c.Button.R.Y))
			}
		})
		os.WriteFile(filepath.Join(dir, fmt.Sprintf("%03d.txt", n)), []byte(strings.Join(list, "\n")+"\n"), 0o644)
		var line string
		for {
			b, err := os.ReadFile(in)
			if err == nil && len(b) > 0 {
				line = strings.TrimSpace(string(b))
				os.Remove(in)
				break
			}
			time.Sleep(200 * time.Millisecond)
			frames(t, app, 1)
		}
		switch {
		case line == "quit":
			return
		case line == "enter":
			do(func() { app.Inject(func(in *ui.Input) { in.Intents = append(in.Intents, ui.IntentConfirm) }) })
		case strings.HasPrefix(line, "b"):
			i, _ := strconv.Atoi(line[1:])
			do(func() {
				if i < len(ts.bar.menu.Buttons) {
					click(app, ts.bar.menu.Buttons[i].R)
				}
			})
		case strings.HasPrefix(line, "key "):
			r := []rune(strings.TrimPrefix(line, "key "))[0]
			do(func() { app.Inject(func(in *ui.Input) { in.Chars = append(in.Chars, r) }) })
		default:
			i, _ := strconv.Atoi(line)
			do(func() {
				if i < len(ts.controls) {
					click(app, ts.controls[i].Button.R)
				}
			})
		}
		frames(t, app, 3)
		_ = engine.NoSeat
	}
}
