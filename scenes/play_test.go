package scenes

import (
	"fmt"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/engine"
	"cardtable/engine/flip7"
	"cardtable/scenes/match"
	"cardtable/scenes/ui"
)

// humanMatch starts a Flip 7 table of the given seats with instant
// animations and bots.
func humanMatch(t *testing.T, lang string, seats []match.SeatSpec, seed uint64) (*App, *tableScene) {
	t.Helper()
	return openTable(t, lang, match.Setup{Game: "flip7", Seats: seats, Seed: seed}, nil)
}

// openTable starts the app in lang with instant animations and bots and
// shows a new match of setup; prepare, when set, adjusts the app first
// (inside the game loop).
func openTable(t *testing.T, lang string, setup match.Setup, prepare func(*App)) (*App, *tableScene) {
	t.Helper()
	app := startApp(t, Options{SystemLang: lang, MaxSpeed: true})
	return app, reopenTable(t, app, setup, prepare)
}

// reopenTable shows a new match of setup on app; prepare, when set, adjusts
// the app first (inside the game loop).
func reopenTable(t *testing.T, app *App, setup match.Setup, prepare func(*App)) *tableScene {
	t.Helper()
	var ts *tableScene
	do(func() {
		if prepare != nil {
			prepare(app)
		}
		m, err := match.New(setup, matchOptions(app.ctx))
		if err != nil {
			t.Error(err)
			return
		}
		if ts, err = newTableScene(app.ctx, m); err != nil {
			t.Error(err)
			return
		}
		app.ctx.Switch(ts)
	})
	if ts == nil {
		t.FailNow()
	}
	return ts
}

// decide is a simple human policy: stay at 18 points, give action cards to
// the first choice.
func decide(ts *tableScene, legal []engine.Action) engine.Action {
	if legal[0].Kind == flip7.KindTarget {
		return legal[0]
	}
	st := ts.m.State().(*flip7.State)
	if len(legal) > 1 && st.RoundScore(legal[0].By) >= 18 {
		return legal[1]
	}
	return legal[0]
}

// playWith plays a whole match, turning each human decision into device
// input with press (keyboard or mouse), until Match results. Each press is
// made once, when the table shows the decision; it must be taken: a press
// that is not is a lost press and fails the test.
func playWith(t *testing.T, app *App, ts *tableScene, press func(in *ui.Input, ts *tableScene, want engine.Action)) {
	t.Helper()
	deadline := time.Now().Add(3 * time.Minute)
	lastActions, waited := -1, 0
	for time.Now().Before(deadline) {
		var scene, lost string
		var want engine.Action
		do(func() {
			scene = app.Status().Scene
			if scene == "round" {
				// Continue on the round results with Enter.
				app.Inject(func(in *ui.Input) { in.Intents = append(in.Intents, ui.IntentConfirm) })
				return
			}
			if ts.m.Actions() == lastActions {
				// Pressed and not taken yet: a press is taken in the tick it
				// is made, or held until its decision is on screen.
				if waited++; waited > 30 {
					lost = "a press was not taken: " + tableState(app, ts)
				}
				return
			}
			if scene != "table" || !ts.idle() || len(ts.menu.Buttons) == 0 {
				return
			}
			_, legal, ok := ts.m.HumanTurn()
			if !ok {
				return
			}
			want = decide(ts, legal)
			lastActions, waited = ts.m.Actions(), 0
			app.Inject(func(in *ui.Input) { press(in, ts, want) })
		})
		if lost != "" {
			t.Fatal(lost)
		}
		if scene == "results" {
			return
		}
		frames(t, app, 2)
	}
	var st string
	do(func() { st = tableState(app, ts) })
	t.Fatal("match did not finish: " + st)
}

// tableState describes the table for a failed run (call inside do).
func tableState(app *App, ts *tableScene) string {
	_, legal, ok := ts.m.HumanTurn()
	th, thinking := ts.m.Thinking()
	return fmt.Sprintf("scene %s idle %v queue %d wait %.1f busy %v actions %d human %v %v thinking %v %v buttons %d held %d top %T notice %q\n%s",
		app.Status().Scene, ts.idle(), ts.queue.Len(), ts.queue.Wait(), ts.pres.Stage().Busy(), ts.m.Actions(), ok, legal, thinking, th,
		len(ts.menu.Buttons), len(ts.presses.held), app.ctx.Top(), app.ctx.Notice, ts.m.State().Notation())
}

// Keyboard only: H and S, digits for targets, and once in a while Tab to
// the Stay button and Enter on it.
func TestKeyboardOnlyMatch(t *testing.T) {
	seats := []match.SeatSpec{{Name: "An", Human: true}, {Name: "Bình", Human: true}, {Name: "Chi", Level: "easy"}}
	app, ts := humanMatch(t, "vi", seats, 7)
	n := 0
	playWith(t, app, ts, func(in *ui.Input, ts *tableScene, want engine.Action) {
		n++
		switch want.Kind {
		case flip7.KindHit:
			in.Keys = append(in.Keys, ebiten.KeyH)
		case flip7.KindStay:
			if n%2 == 0 {
				ts.menu.Focus = 0
				in.Intents = append(in.Intents, ui.IntentNext)
				app.Inject(func(in *ui.Input) { in.Intents = append(in.Intents, ui.IntentConfirm) })
			} else {
				in.Keys = append(in.Keys, ebiten.KeyS)
			}
		case flip7.KindTarget:
			in.Keys = append(in.Keys, ebiten.Key1+ebiten.Key(want.Target))
		}
	})
}

// Mouse only: clicks on the Hit/Stay buttons and on the target seat's panel.
func TestMouseOnlyMatch(t *testing.T) {
	seats := []match.SeatSpec{{Name: "Ann", Human: true}, {Name: "Ben", Human: true}, {Name: "Cleo", Level: "normal"}}
	app, ts := humanMatch(t, "en", seats, 11)
	playWith(t, app, ts, func(in *ui.Input, ts *tableScene, want engine.Action) {
		var r ui.Rect
		switch want.Kind {
		case flip7.KindHit:
			r = ts.menu.Buttons[0].R
		case flip7.KindStay:
			r = ts.menu.Buttons[1].R
		case flip7.KindTarget:
			// A click on the target seat's panel (the control's zone).
			for _, c := range ts.controls {
				if c.Action == want {
					r = c.Zone
				}
			}
		}
		in.X, in.Y, in.Clicked, in.Moved = r.CX(), r.CY(), true, true
	})
}

// Quitting mid-match and pressing Continue on the title resumes exactly
// where the match was, with its log.
func TestContinueResumesMatch(t *testing.T) {
	store := match.NewMemStore()
	app := startApp(t, Options{SystemLang: "en", Store: store, MaxSpeed: true})
	var ts *tableScene
	do(func() {
		seats := []match.SeatSpec{{Name: "Ann", Human: true}, {Name: "Ben", Level: "easy"}}
		m, err := match.New(match.Setup{Game: "flip7", Seats: seats, Seed: 9}, matchOptions(app.ctx))
		if err != nil {
			t.Error(err)
			return
		}
		if ts, err = newTableScene(app.ctx, m); err != nil {
			t.Error(err)
			return
		}
		app.ctx.Switch(ts)
	})
	// settled: the table is idle, pressing Enter on any round results.
	settled := func() bool {
		if app.Status().Scene == "round" {
			app.Inject(func(in *ui.Input) { in.Intents = append(in.Intents, ui.IntentConfirm) })
			return false
		}
		return ts.idle()
	}
	for i := 0; i < 6; i++ {
		waitFor(t, "human turn", 30*time.Second, func() bool {
			_, _, ok := ts.m.HumanTurn()
			return settled() && ok
		})
		do(func() {
			_, legal, _ := ts.m.HumanTurn()
			ts.m.Act(legal[0])
		})
		frames(t, app, 3)
	}
	var before string
	var actions int
	waitFor(t, "idle table", 30*time.Second, settled)
	do(func() { before, actions = ts.m.State().Notation(), ts.m.Actions() })

	app2 := startApp(t, Options{SystemLang: "en", Store: store, MaxSpeed: true})
	frames(t, app2, 3)
	do(func() {
		ti := app2.ctx.Top().(*titleScene)
		if ti.cont < 0 {
			t.Error("no Continue button with an autosave")
			return
		}
		ti.menu.Focus = ti.cont
		app2.Inject(func(in *ui.Input) { in.Intents = append(in.Intents, ui.IntentConfirm) })
	})
	waitFor(t, "table", 10*time.Second, func() bool { return app2.Status().Scene == "table" })
	do(func() {
		t2 := app2.ctx.Top().(*tableScene)
		if got := t2.m.State().Notation(); got != before || t2.m.Actions() != actions {
			t.Errorf("restored %d actions %s\nwant %d actions %s", t2.m.Actions(), got, actions, before)
		}
		if len(t2.log) == 0 {
			t.Error("restored table has an empty log")
		}
	})
}
