package scenes

import (
	"testing"
	"time"

	"cardtable/engine/flip7"
	"cardtable/scenes/match"
	"cardtable/scenes/ui"
)

// TestScreenshots saves every screen in both languages (make screenshots
// writes them to docs/screenshots) and checks each shows drawn text.
func TestScreenshots(t *testing.T) {
	dir := shotDir(t)
	for _, lang := range []string{"en", "vi"} {
		t.Run(lang, func(t *testing.T) {
			app := startApp(t, Options{SystemLang: lang})
			shot(t, app, dir, lang+"-title")
			do(func() { app.ctx.Switch(newLobby(app.ctx, "flip7")) })
			frames(t, app, 20)
			shot(t, app, dir, lang+"-lobby")
			do(func() {
				l := app.ctx.Top().(*lobbyScene)
				l.cycleOption("solo")
				l.build(app.ctx)
			})
			shot(t, app, dir, lang+"-lobby-solo")
			do(func() {
				l := app.ctx.Top().(*lobbyScene)
				l.cycleOption("solo") // back to the table of four under the overlays
				l.build(app.ctx)
			})
			do(func() { app.ctx.Push(newRules(app.ctx, "flip7")) })
			shot(t, app, dir, lang+"-rules")
			do(func() { app.ctx.Pop(); app.ctx.Push(newSettings(app.ctx)) })
			shot(t, app, dir, lang+"-settings")
			tableShots(t, lang, dir)
			hintShot(t, lang, dir)
			resultsShot(t, lang, dir)
		})
	}
}

// tableShots plays a hot-seat match by script until a human must choose the
// target of an action card, photographing the table mid-round on the way,
// then the round results.
func tableShots(t *testing.T, lang, dir string) {
	names := []string{"An", "Bình", "Chi", "Dũng"}
	if lang == "en" {
		names = []string{"Alice", "Ben", "Chloe", "David"}
	}
	seats := []match.SeatSpec{{Name: names[0], Human: true}, {Name: names[1], Human: true},
		{Name: names[2], Human: true}, {Name: names[3], Human: true}}
	app, ts := humanMatch(t, lang, seats, 5)
	var tookMid, tookTarget, tookRound bool
	deadline := time.Now().Add(2 * time.Minute)
	for !(tookMid && tookTarget && tookRound) && time.Now().Before(deadline) {
		var scene string
		var phase flip7.Phase
		var cards int
		// The position is read and the human acts in one step, so no
		// position wanted on film is played before it is photographed.
		do(func() {
			scene = app.Status().Scene
			if scene != "table" || !ts.idle() {
				return
			}
			v := ts.m.View().(*flip7.View)
			phase = v.Phase
			for _, p := range v.Players {
				cards += len(p.Row)
			}
			if (phase == flip7.PhaseTarget && !tookTarget) || (phase == flip7.PhaseTurn && cards >= 9 && !tookMid) {
				return // photographed first, played on the next pass
			}
			if _, legal, ok := ts.m.HumanTurn(); ok {
				ts.m.Act(decide(ts, legal))
			}
		})
		switch {
		case scene == "round":
			if !tookRound {
				shot(t, app, dir, lang+"-round-results")
				tookRound = true
			}
			do(func() { app.Inject(func(in *ui.Input) { in.Intents = append(in.Intents, ui.IntentConfirm) }) })
		case scene == "table" && phase == flip7.PhaseTarget && !tookTarget:
			frames(t, app, 4)
			shot(t, app, dir, lang+"-table-target")
			tookTarget = true
		case scene == "table" && phase == flip7.PhaseTurn && cards >= 9 && !tookMid:
			frames(t, app, 4)
			shot(t, app, dir, lang+"-table")
			tookMid = true
		}
		frames(t, app, 2)
	}
	if !(tookMid && tookTarget && tookRound) {
		t.Fatalf("screens reached: mid-round %v, target %v, round results %v", tookMid, tookTarget, tookRound)
	}
}

// resultsShot plays a quick bots-only match to the match results.
func resultsShot(t *testing.T, lang, dir string) {
	app := startApp(t, Options{SystemLang: lang, Autoplay: "flip7", Seed: 3, MaxSpeed: true,
		AutoplayBots: []string{"normal", "hard", "easy"}})
	waitFor(t, "match results", 3*time.Minute, func() bool { return app.Status().Scene == "results" })
	shot(t, app, dir, lang+"-match-results")
}
