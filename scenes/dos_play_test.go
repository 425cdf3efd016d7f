package scenes

import (
	"fmt"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/dos"
	"cardtable/scenes/match"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// DOS through the real table scene: a human's decision is made of presses
// (the hand cards to pick, then the Centre card; buttons; the wild picker),
// made with the keyboard alone or the mouse alone, and every press must be
// taken. In hot seat a spy wraps the presenter and proves that nothing is
// drawn under the hand-off cover and that every frame shows the view of the
// person who confirmed last.

// dosDecide is a human policy for the tests, from the seat's view and legal
// list only: call DOS, catch, a double match, a single match, draw, end; the
// first wild value and the first card to place.
func dosDecide(v *dos.View, legal []engine.Action) engine.Action {
	for _, kind := range []uint8{dos.KindCall, dos.KindCatch} {
		for _, a := range legal {
			if a.Kind == kind {
				return a
			}
		}
	}
	var single, double, draw, end engine.Action
	var hasSingle, hasDouble, hasDraw, hasEnd bool
	for _, a := range legal {
		switch a.Kind {
		case dos.KindMatch:
			if _, second := dos.MatchCards(a.Card); second != dos.NoCard {
				if !hasDouble {
					double, hasDouble = a, true
				}
			} else if !hasSingle {
				single, hasSingle = a, true
			}
		case dos.KindDraw:
			draw, hasDraw = a, true
		case dos.KindEnd:
			end, hasEnd = a, true
		}
	}
	switch {
	case hasDouble:
		return double
	case hasSingle:
		return single
	case hasDraw && !v.Drew && v.Matches == 0:
		return draw
	case hasEnd:
		return end
	}
	return legal[0]
}

// dosPlan is the controls to activate, in order, for action a: for a match
// the hand cards to pick (the first controls are the hand's cards, in hand
// order), then the control carrying the match (its Centre card, offered once
// the picks match it); otherwise the control carrying a. -1 stands for "the
// control carrying a".
func dosPlan(v *dos.View, a engine.Action) []int {
	if a.Kind != dos.KindMatch {
		return []int{-1}
	}
	first, second := dos.MatchCards(a.Card)
	var plan []int
	for _, c := range []dos.Card{first, second} {
		if c == dos.NoCard {
			continue
		}
		for i, h := range v.Hand {
			if h == c && !slices.Contains(plan, i) {
				plan = append(plan, i)
				break
			}
		}
	}
	return append(plan, -1)
}

// controlOf is the index of the enabled control carrying a (-1: none).
func controlOf(ts *tableScene, a engine.Action) int {
	for i, c := range ts.controls {
		if c.Pick == nil && c.Action == a && !c.Button.Disabled {
			return i
		}
	}
	return -1
}

// dosInput is one device: it activates a control of the table, confirms
// the hand-off cover and continues past the round results.
type dosInput struct {
	activate func(app *App, ts *tableScene, control int)
	proceed  func(app *App, r ui.Rect) // a screen's main button at r
}

// dosKeys moves the focus with Tab and activates with Enter, one key a
// tick, reading where the focus is after each; Enter on the cover and the
// round results.
var dosKeys = dosInput{
	activate: func(app *App, ts *tableScene, control int) {
		tabAndEnter(app, func() *ui.Menu { return &ts.menu }, control)
	},
	proceed: func(app *App, _ ui.Rect) {
		intent(app, ui.IntentConfirm)
	},
}

// dosMouse clicks the middle of the control's button, the cover's button
// and the round results' Continue.
var dosMouse = dosInput{
	activate: func(app *App, ts *tableScene, control int) {
		var r ui.Rect
		do(func() { r = ts.controls[control].Button.R })
		do(func() { click(app, r) })
	},
	proceed: func(app *App, r ui.Rect) { do(func() { click(app, r) }) },
}

// dosSpy wraps the DOS presenter: it counts what is drawn under the cover
// and checks that every frame is the confirmed viewer's.
type dosSpy struct {
	table.Presenter
	ts    **tableScene
	bad   *atomic.Value
	draws *atomic.Int64
}

func (s dosSpy) Draw(env *table.Env, c *ui.Canvas, f *table.Frame) {
	s.draws.Add(1)
	if ts := *s.ts; ts != nil {
		if _, up := ts.covered(); up {
			s.bad.Store("the presenter drew under the hand-off cover")
		}
		if v := f.View.Viewer(); v != ts.m.Viewer() {
			s.bad.Store(fmt.Sprintf("a frame shows seat %d's view, the confirmed viewer is %d", v, ts.m.Viewer()))
		}
		if p, pending := ts.m.Handoff(); pending && f.View.Viewer() == p {
			s.bad.Store(fmt.Sprintf("seat %d's view drawn before its hand-off was confirmed", p))
		}
	}
	s.Presenter.Draw(env, c, f)
}

// The spy passes on what the presenter offers beyond the contract.
func (s dosSpy) HintZones(env *table.Env, f *table.Frame, a engine.Action) []ui.Rect {
	return s.Presenter.(table.Hinter).HintZones(env, f, a)
}

func (s dosSpy) ScoringTicks() float64 { return s.Presenter.(table.RoundScorer).ScoringTicks() }

func (s dosSpy) DrawRoundScoring(env *table.Env, c *ui.Canvas, f *table.Frame, area ui.Rect, age float64) {
	s.Presenter.(table.RoundScorer).DrawRoundScoring(env, c, f, area, age)
}

// spyDOS registers the spy around DOS's presenter for the test.
func spyDOS(t *testing.T, ts **tableScene) (bad *atomic.Value, draws *atomic.Int64) {
	orig, ok := table.FactoryOf("dos")
	require.True(t, ok)
	bad, draws = &atomic.Value{}, &atomic.Int64{}
	table.Register("dos", func(names []string) table.Presenter {
		return dosSpy{Presenter: orig(names), ts: ts, bad: bad, draws: draws}
	})
	t.Cleanup(func() { table.Register("dos", orig) })
	return bad, draws
}

// dosRun is what playDOS saw.
type dosRun struct {
	decisions, presses, covers, beside, rounds int
}

// playDOS plays a whole DOS match through input, every human decision
// with dosDecide, until the match results. Every press must be taken: a
// pick must offer the next control of the plan, and the last press must
// apply the action within a few frames, or the test fails.
func playDOS(t *testing.T, app *App, ts *tableScene, input dosInput, limit time.Duration) dosRun {
	t.Helper()
	var run dosRun
	deadline := time.Now().Add(limit)
	for time.Now().Before(deadline) {
		var scene string
		var covered, ready, turn bool
		var v *dos.View
		var legal []engine.Action
		var next ui.Rect
		do(func() {
			scene = app.Status().Scene
			if rr, ok := app.ctx.Top().(*roundResults); ok {
				next = rr.menu.Buttons[0].R
			}
			if scene != "table" {
				return
			}
			_, covered = ts.covered()
			covered = covered && ts.coverAge > coverGrace
			if !ts.idle() || len(ts.menu.Buttons) == 0 {
				return
			}
			v = ts.m.View().(*dos.View)
			if _, l, ok := ts.m.HumanTurn(); ok {
				legal, ready, turn = l, true, true
			} else if len(ts.beside) > 0 {
				legal, ready = ts.beside[0].Legal, true
			}
		})
		switch {
		case scene == "results":
			return run
		case scene == "round":
			run.rounds++
			input.proceed(app, next)
			waitFor(t, "the table again", 10*time.Second, func() bool { return app.Status().Scene != "round" })
			continue
		case covered:
			run.covers++
			input.proceed(app, coverButton)
			frames(t, app, 2)
			continue
		case !ready:
			frames(t, app, 1)
			continue
		}
		want := dosDecide(v, legal)
		if !turn {
			run.beside++
		}
		var before int
		do(func() { before = ts.m.Actions() })
		run.decisions++
		for _, step := range dosPlan(v, want) {
			control := step
			if step < 0 {
				do(func() { control = controlOf(ts, want) })
			}
			if control < 0 {
				var st string
				do(func() { st = tableState(app, ts) })
				t.Fatalf("no control for %s (a pick was lost?): %s", dos.ActionString(want), st)
			}
			input.activate(app, ts, control)
			run.presses++
			frames(t, app, 2)
		}
		waitFor(t, "the decision "+dos.ActionString(want)+" taken", 5*time.Second, func() bool { return ts.m.Actions() != before })
	}
	var st string
	do(func() { st = tableState(app, ts) })
	t.Fatalf("the match did not finish: %s", st)
	return run
}

// dosTable opens a DOS match of seats on the table, the presenter spied;
// prepare, when set, adjusts the app first.
func dosTable(t *testing.T, lang string, seats []match.SeatSpec, seed uint64, opts map[string]string, prepare func(*App)) (*App, *tableScene, *atomic.Value) {
	t.Helper()
	var ts *tableScene
	bad, _ := spyDOS(t, &ts)
	app, got := openTable(t, lang, match.Setup{Game: "dos", Seats: seats, Seed: seed, Options: opts}, prepare)
	do(func() { ts = got })
	return app, got, bad
}

// Two humans and a bot in hot seat, to the end of a match, the keyboard
// alone: every decision by Tab and Enter or a hotkey-free path, the cover
// confirmed with Enter. Nothing is drawn under the cover, every frame is
// the confirmed person's view.
func TestDOSKeyboardOnlyHotSeat(t *testing.T) {
	seats := []match.SeatSpec{{Name: "Lan", Human: true}, {Name: "Minh", Human: true}, {Name: "Robo", Level: "random"}}
	app, ts, bad := dosTable(t, "vi", seats, 5, map[string]string{dos.OptMode: dos.ValueFirstOut}, nil)
	run := playDOS(t, app, ts, dosKeys, 3*time.Minute)
	t.Logf("%+v", run)
	if msg, _ := bad.Load().(string); msg != "" {
		t.Fatal(msg)
	}
	require.Positive(t, run.covers)
}

// The same with the mouse alone.
func TestDOSMouseOnlyHotSeat(t *testing.T) {
	seats := []match.SeatSpec{{Name: "Ann", Human: true}, {Name: "Ben", Human: true}, {Name: "Robo", Level: "random"}}
	app, ts, bad := dosTable(t, "en", seats, 8, map[string]string{dos.OptMode: dos.ValueFirstOut}, nil)
	run := playDOS(t, app, ts, dosMouse, 3*time.Minute)
	t.Logf("%+v", run)
	if msg, _ := bad.Load().(string); msg != "" {
		t.Fatal(msg)
	}
	require.Positive(t, run.covers)
}

// dosShots plays a hot-seat DOS match (two humans, two bots) by script and
// photographs, in lang: the table with a double match picked (its cards
// raised, the Centre card it matches outlined), the Wild picker, a catch on
// offer, the hand-off cover and the round's count.
func dosShots(t *testing.T, lang, dir string) {
	names := []string{"An", "Bình", "Chi", "Dũng"}
	if lang == "en" {
		names = []string{"Alice", "Ben", "Chloe", "David"}
	}
	seats := []match.SeatSpec{{Name: names[0], Human: true}, {Name: names[1], Level: "random"},
		{Name: names[2], Human: true}, {Name: names[3], Level: "random"}}
	// The bots wait a little before acting, so the humans beside them may
	// catch; the humans never call DOS, so they may be caught.
	app, ts, bad := dosTable(t, lang, seats, 12, nil, func(app *App) { app.ctx.Settings.BotSpeed = match.SpeedFast })
	want := map[string]bool{"double": false, "picker": false, "catch": false, "handoff": false, "round": false, "hint": false}
	done := func() bool {
		for _, ok := range want {
			if !ok {
				return false
			}
		}
		return true
	}
	deadline := time.Now().Add(3 * time.Minute)
	for !done() && time.Now().Before(deadline) {
		var scene, moment string
		var act func()
		do(func() {
			scene = app.Status().Scene
			switch {
			case scene == "round":
				moment = "round"
				return
			case scene != "table":
				return
			}
			if _, up := ts.covered(); up {
				if ts.coverAge > coverGrace {
					moment = "handoff"
				}
				return
			}
			if !ts.idle() || len(ts.menu.Buttons) == 0 {
				return
			}
			if catchOffered(ts) && !want["catch"] {
				moment = "catch"
				return
			}
			_, legal, ok := ts.m.HumanTurn()
			if !ok {
				return
			}
			v := ts.m.View().(*dos.View)
			a := dosDecide(v, withoutCalls(legal))
			if !want["hint"] && v.Phase == dos.PhaseTurn && v.Matches == 0 && !v.Drew {
				if ts.hint.done {
					moment = "hint"
					return
				}
				if ts.hint.th == nil {
					app.Inject(func(in *ui.Input) { in.Chars = append(in.Chars, '?') })
				}
				return
			}
			switch {
			case v.Phase == dos.PhaseChoose && !want["picker"]:
				moment = "picker"
			case a.Kind == dos.KindMatch && !want["double"]:
				if _, second := dos.MatchCards(a.Card); second != dos.NoCard {
					// Pick both cards, as a player would, and photograph
					// before the Centre card is chosen.
					for _, i := range dosPlan(v, a)[:2] {
						ts.controls[i].Pick()
						ts.buildControls(app.ctx, legal, ts.menu.Focus)
					}
					moment = "double"
				}
			}
			act = func() {
				if moment == "" {
					ts.m.Act(a)
				}
			}
			act()
		})
		if moment != "" {
			if !want[moment] {
				frames(t, app, 3)
				shot(t, app, dir, lang+"-dos-"+moment)
				want[moment] = true
			}
			switch moment {
			case "round":
				intent(app, ui.IntentConfirm)
			case "handoff":
				intent(app, ui.IntentConfirm)
			case "catch":
				do(func() {
					for _, c := range ts.controls {
						if c.Action.Kind == dos.KindCatch && !c.Button.Disabled {
							ts.m.Act(c.Action)
							return
						}
					}
				})
			default:
				do(func() {
					if _, legal, ok := ts.m.HumanTurn(); ok {
						ts.m.Act(dosDecide(ts.m.View().(*dos.View), withoutCalls(legal)))
					}
				})
			}
		}
		frames(t, app, 2)
	}
	if msg, _ := bad.Load().(string); msg != "" {
		t.Fatal(msg)
	}
	for m, ok := range want {
		require.True(t, ok, "no %s screenshot", m)
	}
}

// catchOffered reports whether the table offers a human a catch.
func catchOffered(ts *tableScene) bool {
	for _, c := range ts.controls {
		if c.Action.Kind == dos.KindCatch && !c.Button.Disabled {
			return true
		}
	}
	return false
}

// withoutCalls is legal without "DOS!": a forgetful player.
func withoutCalls(legal []engine.Action) []engine.Action {
	var out []engine.Action
	for _, a := range legal {
		if a.Kind != dos.KindCall {
			out = append(out, a)
		}
	}
	return out
}

// TestScreenshotsDOS saves DOS's screens in both languages (make
// screenshots runs it): its lobby and rules reader, then a hot-seat match.
func TestScreenshotsDOS(t *testing.T) {
	dir := shotDir(t)
	for _, lang := range []string{"en", "vi"} {
		t.Run(lang, func(t *testing.T) {
			app := startApp(t, Options{SystemLang: lang})
			do(func() { app.ctx.Switch(newLobby(app.ctx, "dos")) })
			frames(t, app, 20)
			shot(t, app, dir, lang+"-dos-lobby")
			do(func() { app.ctx.Push(newRules(app.ctx, "dos")) })
			shot(t, app, dir, lang+"-dos-rules")
			dosShots(t, lang, dir)
		})
	}
}
