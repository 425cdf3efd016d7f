package scenes

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/cucu"
	"cardtable/scenes/match"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// Cucù through the real table scene: each human decision is one press (a
// button, its key, Tab and Enter, or a click on the seat asked or on the
// pack), made with the keyboard alone or the mouse alone, and every press
// must be taken. In hot seat a spy wraps the presenter and proves that
// nothing is drawn under the hand-off cover, that every frame shows the
// view of the person who confirmed last, and that every human's own card
// and every innkeeper's answer waits behind the cover for that person.

// cucuDecide is a human policy for the tests, from the seat's view and
// legal list only: keep a card of VI or more (or one the next player's
// known Hunter, Cat or Cuckoo would refuse), else ask; the dealer swaps
// below VI; at an Inn, ask for cover holding a card below VI; an innkeeper
// accepts while it has two lives or more.
func cucuDecide(v *cucu.View, legal []engine.Action) engine.Action {
	own := v.Own()
	rank, ranked := own.Rank()
	high := own == cucu.Fool || ranked && rank >= 6
	switch v.Phase {
	case cucu.PhaseInn:
		if high {
			return legal[0] // withdraw
		}
		return legal[1]
	case cucu.PhaseCover:
		if v.Players[v.Seat].Lives >= 2 {
			return legal[0] // accept
		}
		return legal[1]
	case cucu.PhaseDealer:
		if high {
			return legal[0]
		}
		return legal[1]
	}
	if next := v.After(v.Seat); next != engine.NoSeat {
		switch v.Players[next].Card {
		case cucu.Hunter, cucu.Cat, cucu.Cuckoo:
			return legal[0]
		}
	}
	if high {
		return legal[0]
	}
	return legal[1]
}

// cucuInput is one device: it makes a press choosing a control of the
// table, confirms the hand-off cover and continues past the round results.
type cucuInput struct {
	activate func(app *App, ts *tableScene, control int)
	proceed  func(app *App, r ui.Rect)
}

// cucuKeys is the keyboard alone: the control's own key (K, A, P, W, C,
// R) every other decision, Tab to the control and Enter on the others;
// Enter on the cover and the round results.
func cucuKeys() cucuInput {
	n := 0
	return cucuInput{
		activate: func(app *App, ts *tableScene, control int) {
			n++
			var keys []ebiten.Key
			do(func() { keys = ts.controls[control].Button.Keys })
			if n%2 == 0 && len(keys) > 0 {
				key := keys[0]
				do(func() { app.Inject(func(in *ui.Input) { in.Keys = append(in.Keys, key) }) })
				return
			}
			dosKeys.activate(app, ts, control)
		},
		proceed: dosKeys.proceed,
	}
}

// cucuMouse is the mouse alone: a click on the control's button, or on
// its place on the table (the seat asked, the pack) every other time; a
// click on the cover's button and on the round results' Continue.
func cucuMouse() cucuInput {
	n := 0
	return cucuInput{
		activate: func(app *App, ts *tableScene, control int) {
			n++
			var r, zone ui.Rect
			do(func() { r, zone = ts.controls[control].Button.R, ts.controls[control].Zone })
			if n%2 == 0 && zone.W > 0 {
				r = ui.Rect{X: zone.X + 4, Y: zone.Y + zone.H - 14, W: 8, H: 8} // away from the buttons
			}
			do(func() { click(app, r) })
		},
		proceed: dosMouse.proceed,
	}
}

// cucuSpy wraps Cucù's presenter: it counts what is drawn under the cover,
// checks that every frame is the confirmed viewer's, and remembers the
// events it animated (the screenshots wait for some).
type cucuSpy struct {
	table.Presenter
	ts       **tableScene
	bad      *atomic.Value
	draws    *atomic.Int64
	animated *eventLog
}

// eventLog is the events a spied presenter animated, for the test's
// goroutine.
type eventLog struct {
	mu     sync.Mutex
	counts map[string]int
}

func (l *eventLog) add(ev engine.Event) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.counts == nil {
		l.counts = map[string]int{}
	}
	key := fmt.Sprintf("%T", ev)
	if r, ok := ev.(cucu.Revealed); ok {
		key += "." + r.Card.Key()
	}
	l.counts[key]++
}

func (l *eventLog) count(key string) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.counts[key]
}

func (s cucuSpy) Draw(env *table.Env, c *ui.Canvas, f *table.Frame) {
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
		// A decision is offered on its decider's own view only (the
		// innkeeper's answer included); what each view shows face up is
		// the presenter's test's (scenes/cucu TestAnimationFollowsTheView).
		v := f.View.(*cucu.View)
		if f.Turn.OK && f.Turn.Seat != v.Seat {
			s.bad.Store(fmt.Sprintf("seat %d decides on seat %d's view", f.Turn.Seat, v.Seat))
		}
	}
	s.Presenter.Draw(env, c, f)
}

func (s cucuSpy) Animate(ev engine.Event) float64 {
	s.animated.add(ev)
	return s.Presenter.Animate(ev)
}

// The spy passes on what the presenter offers beyond the contract.
func (s cucuSpy) ScoringTicks() float64 { return s.Presenter.(table.RoundScorer).ScoringTicks() }

func (s cucuSpy) DrawRoundScoring(env *table.Env, c *ui.Canvas, f *table.Frame, area ui.Rect, age float64) {
	s.Presenter.(table.RoundScorer).DrawRoundScoring(env, c, f, area, age)
}

// cucuSpied is the spy registered around Cucù's presenter for one test:
// the table scene it watches (the last opened), what went wrong, and the
// events animated.
type cucuSpied struct {
	ts     *tableScene
	bad    *atomic.Value
	draws  *atomic.Int64
	events *eventLog
}

// spyCucu wraps Cucù's presenter in the spy for the rest of the test.
func spyCucu(t *testing.T) *cucuSpied {
	t.Helper()
	orig, ok := table.FactoryOf("cucu")
	require.True(t, ok)
	s := &cucuSpied{bad: &atomic.Value{}, draws: &atomic.Int64{}, events: &eventLog{}}
	table.Register("cucu", func(names []string) table.Presenter {
		return cucuSpy{Presenter: orig(names), ts: &s.ts, bad: s.bad, draws: s.draws, animated: s.events}
	})
	t.Cleanup(func() { table.Register("cucu", orig) })
	return s
}

// open shows a new Cucù match of seats on the table, watched by the spy;
// prepare, when set, adjusts the app first.
func (s *cucuSpied) open(t *testing.T, lang string, seats []match.SeatSpec, seed uint64, prepare func(*App)) (*App, *tableScene) {
	t.Helper()
	app, ts := openTable(t, lang, match.Setup{Game: "cucu", Seats: seats, Seed: seed}, prepare)
	do(func() { s.ts = ts })
	return app, ts
}

// failed fails t with what the spy saw go wrong, if anything.
func (s *cucuSpied) failed(t *testing.T) {
	t.Helper()
	if msg, _ := s.bad.Load().(string); msg != "" {
		t.Fatal(msg)
	}
	require.Positive(t, s.draws.Load(), "the presenter never drew")
}

// cucuTable opens a Cucù match of seats on the table, the presenter
// spied; prepare, when set, adjusts the app first.
func cucuTable(t *testing.T, lang string, seats []match.SeatSpec, seed uint64, prepare func(*App)) (*App, *tableScene, *cucuSpied) {
	t.Helper()
	spy := spyCucu(t)
	app, ts := spy.open(t, lang, seats, seed, prepare)
	return app, ts, spy
}

// cucuRun is what playCucu saw.
type cucuRun struct {
	decisions, presses, covers, rounds int
	innkeepers                         int // humans' answers as innkeepers to another human
	inns                               int // askers' choices at an Inn
	dealers                            int // dealers' choices
}

// cucuPolicy chooses a human's action; the state is there for tests that
// steer a match towards a moment (never for what the table shows).
type cucuPolicy func(st *cucu.State, v *cucu.View, legal []engine.Action) engine.Action

// plainPolicy is cucuDecide.
func plainPolicy(_ *cucu.State, v *cucu.View, legal []engine.Action) engine.Action {
	return cucuDecide(v, legal)
}

// playCucu plays a whole Cucù match through input, every human decision
// by decide, until the match results. Every press must be taken:
// the decision must be applied within a few frames, or the test fails.
// In hot seat every decision must be the confirmed viewer's, so each
// human's card and each innkeeper's answer came through the cover.
func playCucu(t *testing.T, app *App, ts *tableScene, input cucuInput, decide cucuPolicy, limit time.Duration) cucuRun {
	t.Helper()
	var run cucuRun
	deadline := time.Now().Add(limit)
	// The humans who decided last and since whose decision a cover was
	// confirmed: another human's decision must come after their own cover.
	last, coveredFor := engine.NoSeat, engine.NoSeat
	for time.Now().Before(deadline) {
		var scene string
		var covered, ready bool
		var v *cucu.View
		var legal []engine.Action
		var next ui.Rect
		var viewer, coverSeat engine.Seat
		var st *cucu.State
		do(func() {
			scene = app.Status().Scene
			if rr, ok := app.ctx.Top().(*roundResults); ok {
				next = rr.menu.Buttons[0].R
			}
			if scene != "table" {
				return
			}
			coverSeat, covered = ts.covered()
			covered = covered && ts.coverAge > coverGrace
			if !ts.idle() || len(ts.menu.Buttons) == 0 {
				return
			}
			v = ts.m.View().(*cucu.View)
			viewer = ts.m.Viewer()
			if _, l, ok := ts.m.HumanTurn(); ok {
				legal, ready = l, true
				st = ts.m.State().Clone().(*cucu.State)
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
			coveredFor = coverSeat
			input.proceed(app, coverButton)
			frames(t, app, 2)
			continue
		case !ready:
			frames(t, app, 1)
			continue
		}
		want := decide(st, v, legal)
		require.Equal(t, viewer, want.By, "seat %d decides while seat %d's view is shown", want.By, viewer)
		if ts.m.Human(last) && last != want.By {
			require.Equal(t, want.By, coveredFor, "seat %d decides after seat %d without its own hand-off", want.By, last)
		}
		if v.Phase == cucu.PhaseCover && ts.m.Human(v.Turn) {
			run.innkeepers++
		}
		last, coveredFor = want.By, engine.NoSeat
		switch v.Phase {
		case cucu.PhaseInn:
			run.inns++
		case cucu.PhaseDealer:
			run.dealers++
		}
		var before, control int
		do(func() { before, control = ts.m.Actions(), controlOf(ts, want) })
		if control < 0 {
			var st string
			do(func() { st = tableState(app, ts) })
			t.Fatalf("no control for %s: %s", cucu.ActionString(want), st)
		}
		run.decisions++
		input.activate(app, ts, control)
		run.presses++
		waitFor(t, "the decision "+cucu.ActionString(want)+" taken", 5*time.Second, func() bool { return ts.m.Actions() != before })
	}
	var st string
	do(func() { st = tableState(app, ts) })
	t.Fatalf("the match did not finish: %s", st)
	return run
}

// A hot-seat table of four: two humans and two bots, to the end of the
// match, the humans' keys and Tab/Enter alternating. Nothing is drawn
// under the cover, every frame is the confirmed person's view, every
// decision is taken by the person whose view is shown.
func TestCucuHotSeatTwoHumansTwoBots(t *testing.T) {
	seats := []match.SeatSpec{{Name: "Lan", Human: true}, {Name: "Robo", Level: "normal"},
		{Name: "Minh", Human: true}, {Name: "Bot", Level: "easy"}}
	app, ts, spy := cucuTable(t, "vi", seats, 3, nil)
	run := playCucu(t, app, ts, cucuKeys(), plainPolicy, 3*time.Minute)
	t.Logf("%+v", run)
	spy.failed(t)
	require.Positive(t, run.covers)
	require.Positive(t, run.rounds)
}

// innPolicy asks whenever the next player holds the Inn (the state is
// read to steer the match there), asks for cover at it and accepts as the
// innkeeper: two humans side by side then meet at the Inn.
func innPolicy(st *cucu.State, v *cucu.View, legal []engine.Action) engine.Action {
	switch v.Phase {
	case cucu.PhaseInn:
		return legal[1]
	case cucu.PhaseCover:
		return legal[0]
	case cucu.PhaseTurn:
		if next := st.After(v.Seat); next != engine.NoSeat && st.Hand(next) == cucu.Inn {
			return legal[1]
		}
	}
	return cucuDecide(v, legal)
}

// In hot seat the innkeeper's answer is a private decision out of turn:
// when one human asks another for cover, the innkeeper answers only after
// the cover naming them is confirmed, on their own view.
func TestCucuInnkeeperAnswersBehindTheCover(t *testing.T) {
	seats := []match.SeatSpec{{Name: "Lan", Human: true}, {Name: "Minh", Human: true}, {Name: "Robo", Level: "easy"}}
	spy := spyCucu(t)
	innkeepers := 0
	for seed := uint64(1); innkeepers == 0 && seed <= 12; seed++ {
		app, ts := spy.open(t, "en", seats, seed, nil)
		run := playCucu(t, app, ts, cucuKeys(), innPolicy, 2*time.Minute)
		t.Logf("seed %d: %+v", seed, run)
		innkeepers += run.innkeepers
	}
	spy.failed(t)
	require.Positive(t, innkeepers, "no human answered another's request for cover")
}

// Two humans and a bot, the keyboard alone.
func TestCucuKeyboardOnly(t *testing.T) {
	seats := []match.SeatSpec{{Name: "An", Human: true}, {Name: "Bình", Human: true}, {Name: "Chi", Level: "normal"}}
	app, ts, spy := cucuTable(t, "vi", seats, 5, nil)
	run := playCucu(t, app, ts, cucuKeys(), plainPolicy, 3*time.Minute)
	t.Logf("%+v", run)
	spy.failed(t)
	require.Positive(t, run.decisions)
}

// Two humans and a bot, the mouse alone: buttons, the seat asked, the
// pack.
func TestCucuMouseOnly(t *testing.T) {
	seats := []match.SeatSpec{{Name: "Ann", Human: true}, {Name: "Ben", Level: "normal"}, {Name: "Cleo", Human: true}}
	app, ts, spy := cucuTable(t, "en", seats, 8, nil)
	run := playCucu(t, app, ts, cucuMouse(), plainPolicy, 3*time.Minute)
	t.Logf("%+v", run)
	spy.failed(t)
	require.Positive(t, run.decisions)
}

// shotWhen saves the frame drawn right after the tick in which cond, read
// inside the game loop, first holds: a moment of an animation no poll from
// outside could catch in time.
func shotWhen(t *testing.T, app *App, dir, name string, cond func() bool) {
	t.Helper()
	path := filepath.Join(dir, name+".png")
	var ch <-chan error
	waitFor(t, name, 30*time.Second, func() bool {
		if cond() {
			ch = app.Screenshot(path)
			return true
		}
		return false
	})
	require.NoError(t, <-ch)
	checkDrawn(t, path)
}

// awaitPast waits until cond holds, confirming the hand-off covers on the
// way: in hot seat the events of an action are shown to the next person,
// once they confirm.
func awaitPast(t *testing.T, app *App, ts *tableScene, what string, cond func() bool) {
	t.Helper()
	waitFor(t, what, 20*time.Second, func() bool {
		if _, up := ts.covered(); up && ts.coverAge > coverGrace {
			app.Inject(func(in *ui.Input) { in.Intents = append(in.Intents, ui.IntentConfirm) })
		}
		return cond()
	})
}

// setAnim sets the animation speed inside the game loop.
func setAnim(app *App, speed int) { do(func() { app.ctx.Settings.AnimSpeed = speed }) }

// cucuAsksInto is the power a request of asker would meet, past the
// Horses (the state is read here to steer the photographed match towards
// the specials, never by the table): the card at the end of the chain,
// and whether it is a power at all.
func cucuAsksInto(st *cucu.State, asker engine.Seat) (cucu.Card, bool) {
	t := st.After(asker)
	for t != engine.NoSeat {
		c := st.Hand(t)
		if c != cucu.Horse {
			return c, c.IsPower()
		}
		return cucu.Horse, true // the Horse's jump is on film
	}
	return cucu.NoCard, false
}

// cucuShots plays hot-seat Cucù tables of four humans by script and
// photographs, in lang: the table mid-round, a special revealed (its
// banner and the request's arrow), the Inn's dialog for the asker and for
// the innkeeper, the showdown on the table, the round's results, and the
// hand-off cover. A table that ends before every moment is on film is
// followed by the next seed's.
func cucuShots(t *testing.T, lang, dir string) {
	names := []string{"An", "Bình", "Chi", "Dũng"}
	if lang == "en" {
		names = []string{"Alice", "Ben", "Chloe", "David"}
	}
	var seats []match.SeatSpec
	for _, n := range names {
		seats = append(seats, match.SeatSpec{Name: n, Human: true})
	}
	want := map[string]bool{"table": false, "reveal": false, "inn": false, "innkeeper": false, "showdown": false,
		"round": false, "handoff": false}
	done := func() bool {
		for _, ok := range want {
			if !ok {
				return false
			}
		}
		return true
	}
	take := func(app *App, moment string) {
		if !want[moment] {
			shot(t, app, dir, lang+"-cucu-"+moment)
			want[moment] = true
		}
	}
	spy := spyCucu(t)
	deadline := time.Now().Add(3 * time.Minute)
	for seed := uint64(40); !done() && time.Now().Before(deadline); seed++ {
		app, ts := spy.open(t, lang, seats, seed, nil)
		for !done() && time.Now().Before(deadline) {
			var scene string
			var covered, human bool
			var v *cucu.View
			var st *cucu.State
			var legal []engine.Action
			do(func() {
				scene = app.Status().Scene
				if scene != "table" {
					return
				}
				_, covered = ts.covered()
				covered = covered && ts.coverAge > coverGrace
				if !ts.idle() || len(ts.menu.Buttons) == 0 {
					return
				}
				var ok bool
				if _, legal, ok = ts.m.HumanTurn(); ok {
					human, v, st = true, ts.m.View().(*cucu.View), ts.m.State().Clone().(*cucu.State)
				}
			})
			if scene == "results" {
				break
			}
			if scene == "round" {
				take(app, "round")
				do(func() { app.Inject(func(in *ui.Input) { in.Intents = append(in.Intents, ui.IntentConfirm) }) })
				frames(t, app, 3)
				continue
			}
			if covered {
				take(app, "handoff")
				do(func() { app.Inject(func(in *ui.Input) { in.Intents = append(in.Intents, ui.IntentConfirm) }) })
				frames(t, app, 2)
				continue
			}
			if !human {
				frames(t, app, 1)
				continue
			}
			moved := 0
			for _, p := range v.Players {
				if p.Did != cucu.MoveNone {
					moved++
				}
			}
			if moved >= 2 && v.Phase == cucu.PhaseTurn {
				take(app, "table")
			}
			a := cucuDecide(v, legal)
			switch v.Phase {
			case cucu.PhaseInn:
				take(app, "inn")
				a = legal[1] // ask for cover: the innkeeper's dialog next
			case cucu.PhaseCover:
				take(app, "innkeeper")
				a = legal[0]
			case cucu.PhaseTurn:
				power, special := cucuAsksInto(st, v.Seat)
				switch {
				case special && power == cucu.Inn && !(want["inn"] && want["innkeeper"]):
					a = legal[1]
				case special && power != cucu.Inn && !want["reveal"] && (power != cucu.Cuckoo || seed > 41):
					// (The Cuckoo only if no other special came in the first table.)
					// The reveal at normal speed: its banner and arrow.
					before := spy.events.count("cucu.Revealed." + power.Key())
					setAnim(app, match.SpeedNormal)
					do(func() { ts.m.Act(legal[1]) })
					awaitPast(t, app, ts, "the reveal", func() bool {
						return spy.events.count("cucu.Revealed."+power.Key()) > before
					})
					// Its banner up, the request's arrow whole.
					var at int
					shotWhen(t, app, dir, lang+"-cucu-reveal", func() bool {
						if at == 0 {
							at = app.Status().Updates
						}
						return app.Status().Updates >= at+28
					})
					want["reveal"] = true
					setAnim(app, match.SpeedInstant)
					continue
				}
			case cucu.PhaseDealer:
				if !want["showdown"] {
					before, lost := spy.events.count("cucu.Showdown"), spy.events.count("cucu.LifeLost")
					setAnim(app, match.SpeedNormal)
					do(func() { ts.m.Act(a) })
					awaitPast(t, app, ts, "the showdown", func() bool { return spy.events.count("cucu.Showdown") > before })
					// The cards turned up, the first life breaking: the picture is
					// asked for inside the loop, at that very tick.
					var at int
					shotWhen(t, app, dir, lang+"-cucu-showdown", func() bool {
						if spy.events.count("cucu.LifeLost") == lost && app.ctx.Top() == Scene(ts) {
							return false
						}
						if at == 0 {
							at = app.Status().Updates
						}
						return app.Status().Updates >= at+12
					})
					want["showdown"] = true
					setAnim(app, match.SpeedInstant)
					continue
				}
			}
			do(func() { ts.m.Act(a) })
			frames(t, app, 2)
		}
	}
	spy.failed(t)
	for m, ok := range want {
		require.True(t, ok, "no %s screenshot", m)
	}
	// The match's end: a bots-only table of four to its results.
	app := startApp(t, Options{SystemLang: lang, Autoplay: "cucu", Seed: 2, MaxSpeed: true,
		AutoplayBots: []string{"normal", "hard", "easy", "normal"}})
	waitFor(t, "match results", 3*time.Minute, func() bool { return app.Status().Scene == "results" })
	shot(t, app, dir, lang+"-cucu-match-over")
}

// TestScreenshotsCucu saves Cucù's screens in both languages (make
// screenshots runs every TestScreenshots…).
func TestScreenshotsCucu(t *testing.T) {
	dir := shotDir(t)
	for _, lang := range []string{"en", "vi"} {
		t.Run(lang, func(t *testing.T) { cucuShots(t, lang, dir) })
	}
}

// TestCucuPlayByHand is a match played by a person through screenshots
// (CARDTABLE_CUCU_PLAY=<folder>): at each of their decisions the table is
// saved as <folder>/NNN.png and the test waits for <folder>/NNN.txt, whose
// first letter is the key to press (k, a, p, w, c, r; "n" continues past
// the round results); every special's reveal is saved on the way as
// NNN-reveal.png. One human and three bots, animations fast.
func TestCucuPlayByHand(t *testing.T) {
	dir := os.Getenv("CARDTABLE_CUCU_PLAY")
	if dir == "" {
		t.Skip("set CARDTABLE_CUCU_PLAY to a folder to play")
	}
	require.NoError(t, os.MkdirAll(dir, 0o755))
	seats := []match.SeatSpec{{Name: "Me", Human: true}, {Name: "Bình", Level: "normal"},
		{Name: "Chi", Level: "hard"}, {Name: "Dũng", Level: "normal"}}
	app, ts, spy := cucuTable(t, "en", seats, 2026, func(app *App) {
		app.ctx.Settings.AnimSpeed = match.SpeedFast
		app.ctx.Settings.BotSpeed = match.SpeedFast
	})
	n, reveals := 0, 0
	answer := func() string {
		path := filepath.Join(dir, fmt.Sprintf("%03d.txt", n))
		for {
			if b, err := os.ReadFile(path); err == nil && len(b) > 0 {
				return string(b[:1])
			}
			time.Sleep(200 * time.Millisecond)
		}
	}
	keys := map[string]ebiten.Key{"k": ebiten.KeyK, "a": ebiten.KeyA, "p": ebiten.KeyP, "w": ebiten.KeyW,
		"c": ebiten.KeyC, "r": ebiten.KeyR}
	for {
		var scene string
		var ready bool
		do(func() {
			scene = app.Status().Scene
			if scene == "table" && ts.idle() && len(ts.menu.Buttons) > 0 {
				_, _, ready = ts.m.HumanTurn()
			}
		})
		revealed := 0
		for _, c := range []string{"cuckoo", "hunter", "horse", "cat", "inn"} {
			revealed += spy.events.count("cucu.Revealed." + c)
		}
		switch {
		case revealed > reveals:
			reveals = revealed
			frames(t, app, 20)
			shot(t, app, dir, fmt.Sprintf("%03d-reveal", n))
		case scene == "results":
			frames(t, app, 40) // past the cross-fade
			shot(t, app, dir, fmt.Sprintf("%03d-over", n))
			spy.failed(t)
			return
		case scene == "round" || ready:
			shot(t, app, dir, fmt.Sprintf("%03d", n))
			key := answer()
			n++
			do(func() {
				app.Inject(func(in *ui.Input) {
					if k, ok := keys[key]; ok {
						in.Keys = append(in.Keys, k)
					} else {
						in.Intents = append(in.Intents, ui.IntentConfirm)
					}
				})
			})
			frames(t, app, 4)
		default:
			frames(t, app, 1)
		}
	}
}
