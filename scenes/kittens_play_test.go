package scenes

import (
	"fmt"
	"path/filepath"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"cardtable/engine"
	"cardtable/engine/kittens"
	"cardtable/scenes/match"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// Zombie Kittens through the real table scene: a human's decision is made
// of presses (hand cards picked into a play, then Play; pickers; the
// buttons), with the keyboard alone or the mouse alone. In hot seat every
// reaction window goes through the reaction bar — a claim or a pass per
// human, then "no one" — and a claim through the claimer's hand-off; a spy
// wraps the presenter and proves nothing is drawn under the hand-off cover
// and every frame shows the view of the person who confirmed last.

// kittensDecide is a human policy for the tests, from the seat's view and
// legal list only: Nope a play aimed at oneself (a Favor, a pair or a
// three of a kind naming one, an Attack on the next seat) and Nope back a
// Nope on one's own play; survive with a Zombie Kitten; play a pair, then
// a turn card while holding more than five cards, else draw; put kittens
// back on top; name the Zombie Kitten; give the last card; keep a dug card.
func kittensDecide(v *kittens.View, legal []engine.Action) engine.Action {
	find := func(ok func(a engine.Action) bool) (engine.Action, bool) {
		for _, a := range legal {
			if ok(a) {
				return a, true
			}
		}
		return engine.Action{}, false
	}
	kind := func(k uint8) func(engine.Action) bool { return func(a engine.Action) bool { return a.Kind == k } }
	switch v.Phase {
	case kittens.PhaseWindow:
		top := v.Top()
		nope, ok := find(func(a engine.Action) bool {
			return a.Card == int16(kittens.Nope) && (a.Kind == kittens.KindPlay || a.Kind == kittens.KindClone)
		})
		if ok && top != nil && ((top.Seat != v.Seat && !top.Cancelled && aimsAt(v, top)) || (top.Seat == v.Seat && top.Cancelled)) {
			return nope
		}
		if a, ok := find(kind(engine.KindPass)); ok {
			return a
		}
	case kittens.PhaseExplode:
		for _, k := range []uint8{kittens.KindPlay, kittens.KindClone} {
			if a, ok := find(kind(k)); ok {
				return a
			}
		}
	case kittens.PhasePlace:
		return legal[0]
	case kittens.PhaseName:
		if a, ok := find(func(a engine.Action) bool { return a.Card == int16(kittens.Zombie) }); ok {
			return a
		}
	case kittens.PhaseGive:
		return legal[len(legal)-1]
	case kittens.PhasePlay:
		if len(v.Hand) > 3 {
			if a, ok := find(func(a engine.Action) bool {
				_, size, _ := kittens.ComboOf(a.Card)
				return a.Kind == kittens.KindCombo && size == 2
			}); ok {
				return a
			}
		}
		if len(v.Hand) > 5 {
			if a, ok := find(kind(kittens.KindPlay)); ok {
				return a
			}
		}
		if a, ok := find(kind(kittens.KindDraw)); ok {
			return a
		}
	}
	return legal[0]
}

// aimsAt reports whether the play on top hurts the viewer: it takes from
// it, or attacks it (the next living seat).
func aimsAt(v *kittens.View, it *kittens.StackItem) bool {
	if it.Target == v.Seat && it.As != kittens.FeedDead && it.As != kittens.Zombie {
		return true
	}
	attack := it.Size <= 1 && (it.As == kittens.Attack || it.As == kittens.AttackDead)
	return attack && it.Seat == v.Turn && v.NextAlive(v.Turn) == v.Seat
}

// kittensPlan is the controls to activate, in order, for action a: for a
// play on the turn the hand cards to pick (the first controls are the
// hand's cards, in hand order), then the control carrying the play (Play);
// otherwise the control carrying a. -1 stands for "the control carrying a".
func kittensPlan(v *kittens.View, a engine.Action) []int {
	if v.Phase != kittens.PhasePlay {
		return []int{-1}
	}
	var want []kittens.Card
	switch a.Kind {
	case kittens.KindPlay:
		want = []kittens.Card{kittens.Card(a.Card)}
	case kittens.KindClone:
		want = []kittens.Card{kittens.Clone}
	case kittens.KindCombo:
		t, size, withClone := kittens.ComboOf(a.Card)
		for i := 0; i < size; i++ {
			if withClone && i == size-1 {
				want = append(want, kittens.Clone)
			} else {
				want = append(want, t)
			}
		}
	default:
		return []int{-1}
	}
	var plan []int
	for _, c := range want {
		for i, h := range v.Hand {
			if h == c && !slices.Contains(plan, i) {
				plan = append(plan, i)
				break
			}
		}
	}
	return append(plan, -1)
}

// kittensInput is one device: it activates a control of the table or a
// button of the reaction bar, and confirms the cover.
type kittensInput struct {
	activate func(app *App, menu func() *ui.Menu, control int)
	proceed  func(app *App, r ui.Rect)
}

// kittensKeys moves the focus with Tab and activates with Enter, one key a
// tick, reading where the focus is after each; Enter on the cover.
var kittensKeys = kittensInput{
	activate: func(app *App, menu func() *ui.Menu, control int) {
		tabAndEnter(app, menu, control)
	},
	proceed: func(app *App, _ ui.Rect) {
		intent(app, ui.IntentConfirm)
	},
}

// kittensMouse clicks the middle of the button and of the cover's button.
var kittensMouse = kittensInput{
	activate: func(app *App, menu func() *ui.Menu, control int) {
		var r ui.Rect
		do(func() { r = menu().Buttons[control].R })
		do(func() { click(app, r) })
	},
	proceed: func(app *App, r ui.Rect) { do(func() { click(app, r) }) },
}

// kittensSpy wraps the Zombie Kittens presenter: it checks what is drawn
// under the cover and that every frame is the confirmed viewer's, and
// keeps the Nopes shown.
type kittensSpy struct {
	table.Presenter
	ts    **tableScene
	bad   *atomic.Value
	draws *atomic.Int64
	nopes *nopeLog
}

// nopeLog is the Nopes shown (every viewer sees them: they are public),
// and a call armed for the next revival.
type nopeLog struct {
	mu  sync.Mutex
	all []kittens.Noped
	// onRevive, when set, is called once from the game loop a few frames
	// into the next revival's animation (revivedAt: the draw it began).
	onRevive  func()
	revivedAt int64
}

// armRevive calls f from the game loop while the next revival is on
// screen.
func (l *nopeLog) armRevive(f func()) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.onRevive, l.revivedAt = f, -1
}

// reviveHook is the armed call to make at draw number draw, if it is due.
func (l *nopeLog) reviveHook(draw int64) func() {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.onRevive == nil || l.revivedAt < 0 || draw < l.revivedAt+6 {
		return nil
	}
	f := l.onRevive
	l.onRevive = nil
	return f
}

func (s kittensSpy) Draw(env *table.Env, c *ui.Canvas, f *table.Frame) {
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
	if hook := s.nopes.reviveHook(s.draws.Load()); hook != nil {
		hook()
	}
}

func (s kittensSpy) Animate(ev engine.Event) float64 {
	s.nopes.mu.Lock()
	switch e := ev.(type) {
	case kittens.Noped:
		s.nopes.all = append(s.nopes.all, e)
	case kittens.Revived:
		if s.nopes.onRevive != nil && s.nopes.revivedAt < 0 {
			s.nopes.revivedAt = s.draws.Load()
		}
	}
	s.nopes.mu.Unlock()
	return s.Presenter.Animate(ev)
}

// The spy passes on what the presenter offers beyond the contract.
func (s kittensSpy) HintZones(env *table.Env, f *table.Frame, a engine.Action) []ui.Rect {
	return s.Presenter.(table.Hinter).HintZones(env, f, a)
}

// spyKittens registers the spy around Zombie Kittens' presenter for the
// test.
func spyKittens(t *testing.T, ts **tableScene) (*atomic.Value, *nopeLog) {
	orig, ok := table.FactoryOf(kittens.Descriptor.ID)
	require.True(t, ok)
	bad, draws, nopes := &atomic.Value{}, &atomic.Int64{}, &nopeLog{}
	table.Register(kittens.Descriptor.ID, func(names []string) table.Presenter {
		return kittensSpy{Presenter: orig(names), ts: ts, bad: bad, draws: draws, nopes: nopes}
	})
	t.Cleanup(func() { table.Register(kittens.Descriptor.ID, orig) })
	return bad, nopes
}

// kittensTable opens a Zombie Kittens game of seats on the table, the
// presenter spied; prepare, when set, adjusts the app first.
func kittensTable(t *testing.T, lang string, seats []match.SeatSpec, seed uint64, prepare func(*App)) (*App, *tableScene, *atomic.Value, *nopeLog) {
	t.Helper()
	var ts *tableScene
	bad, nopes := spyKittens(t, &ts)
	app, got := openTable(t, lang, match.Setup{Game: kittens.Descriptor.ID, Seats: seats, Seed: seed}, func(app *App) {
		// The countdown must not run out while the test presses.
		app.ctx.Settings.ReactionSeconds = match.MaxReactionSeconds
		if prepare != nil {
			prepare(app)
		}
	})
	do(func() { ts = got })
	return app, got, bad, nopes
}

// kittensRun is what playKittens saw.
type kittensRun struct {
	decisions, presses, covers, claims, declines, noOnes int
}

// barChoice is the bar press a test human makes in an open window: claim
// for the first human who would answer with more than Pass (from their
// own view), else pass for the first who has not, else "no one".
func barChoice(ts *tableScene) (kind barKind, seat engine.Seat, ok bool) {
	ws := ts.bar.ws
	for _, h := range ws.Humans {
		if slices.Contains(ws.Declined, h) {
			continue
		}
		legal := ts.m.State().Legal(h)
		if len(legal) == 0 {
			continue
		}
		v := ts.m.State().View(h).(*kittens.View)
		if kittensDecide(v, legal).Kind != engine.KindPass {
			return barClaim, h, true
		}
	}
	for _, h := range ws.Humans {
		if !slices.Contains(ws.Declined, h) {
			return barDecline, h, true
		}
	}
	if ws.NoOne {
		return barNoOne, engine.NoSeat, true
	}
	return 0, engine.NoSeat, false
}

// barIndex is the index of the bar's button doing kind for seat (-1: none).
func barIndex(ts *tableScene, kind barKind, seat engine.Seat) int {
	for i, a := range ts.bar.acts {
		if a.kind == kind && a.seat == seat && !ts.bar.menu.Buttons[i].Disabled {
			return i
		}
	}
	return -1
}

// playKittens plays a whole game through input, every human decision with
// kittensDecide, until the match results. Every press must be taken: a
// pick must offer the next control of the plan, and the last press must
// change the match (an action, or a pass declined) within a few seconds.
func playKittens(t *testing.T, app *App, ts *tableScene, input kittensInput, limit time.Duration) kittensRun {
	t.Helper()
	var run kittensRun
	deadline := time.Now().Add(limit)
	tableMenu := func() *ui.Menu { return &ts.menu }
	barMenu := func() *ui.Menu { return &ts.bar.menu }
	for time.Now().Before(deadline) {
		var scene string
		var covered, ready, bar bool
		var v *kittens.View
		var legal []engine.Action
		var stamp string
		do(func() {
			scene = app.Status().Scene
			if scene != "table" {
				return
			}
			_, covered = ts.covered()
			covered = covered && ts.coverAge > coverGrace
			if !ts.idle() {
				return
			}
			stamp = progress(ts)
			if len(ts.bar.menu.Buttons) > 0 {
				bar = true
				return
			}
			if len(ts.menu.Buttons) == 0 {
				return
			}
			v = ts.m.View().(*kittens.View)
			if _, l, ok := ts.m.HumanTurn(); ok {
				legal, ready = l, true
			}
		})
		switch {
		case scene == "results":
			return run
		case covered:
			run.covers++
			input.proceed(app, coverButton)
			frames(t, app, 2)
			continue
		case bar:
			var idx int
			var kind barKind
			do(func() {
				k, s, ok := barChoice(ts)
				idx, kind = -1, k
				if ok {
					idx = barIndex(ts, k, s)
				}
			})
			if idx < 0 {
				frames(t, app, 1)
				continue
			}
			switch kind {
			case barClaim:
				run.claims++
			case barDecline:
				run.declines++
			case barNoOne:
				run.noOnes++
			}
			input.activate(app, barMenu, idx)
			run.presses++
			var what string
			do(func() { what = fmt.Sprintf("%v %v %+v %s", kind, idx, ts.bar.ws, tableState(app, ts)) })
			waitFor(t, "the bar press taken "+what, 5*time.Second, func() bool { return progress(ts) != stamp })
			continue
		case !ready:
			frames(t, app, 1)
			continue
		}
		want := kittensDecide(v, legal)
		run.decisions++
		for _, step := range kittensPlan(v, want) {
			control := step
			if step < 0 {
				do(func() { control = controlOf(ts, want) })
			}
			if control < 0 {
				var st string
				do(func() { st = tableState(app, ts) })
				t.Fatalf("no control for %s (a pick was lost?): %s", kittens.ActionString(want), st)
			}
			input.activate(app, tableMenu, control)
			run.presses++
			frames(t, app, 2)
		}
		waitFor(t, "the decision "+kittens.ActionString(want)+" taken", 5*time.Second, func() bool { return progress(ts) != stamp })
	}
	var st string
	do(func() { st = tableState(app, ts) })
	t.Fatalf("the game did not finish: %s", st)
	return run
}

// progress stamps where the match is: its actions, the window's declines
// and claim (a human's pass in a window with others is a decline, not an
// action).
func progress(ts *tableScene) string {
	ws, _ := ts.m.Window()
	return fmt.Sprintf("%d/%d/%d/%v", ts.m.Actions(), ws.Change, len(ws.Declined), ws.Claim)
}

// humanChain reports whether the Nopes shown include a chain between two
// humans: a human's Nope on another human's Nope.
func humanChain(nopes *nopeLog, human func(engine.Seat) bool) bool {
	nopes.mu.Lock()
	defer nopes.mu.Unlock()
	for _, e := range nopes.all {
		if e.Nopes >= 2 && human(e.Seat) && human(e.Against) && e.Seat != e.Against {
			return true
		}
	}
	return false
}

// Three humans and a bot in hot seat, by injected input (the mouse), to
// the end: every window through the bar (claims, passes, "no one"), every
// claim and every private answer through the claimer's hand-off, with a
// Nope chain between two humans. Nothing is drawn under the cover; every
// frame is the confirmed person's view.
func TestKittensHotSeatThreeHumans(t *testing.T) {
	seats := []match.SeatSpec{{Name: "Lan", Human: true}, {Name: "Minh", Human: true},
		{Name: "Robo", Level: "easy"}, {Name: "Tú", Human: true}}
	app, ts, bad, nopes := kittensTable(t, "en", seats, 22, nil)
	run := playKittens(t, app, ts, kittensMouse, 4*time.Minute)
	t.Logf("%+v", run)
	if msg, _ := bad.Load().(string); msg != "" {
		t.Fatal(msg)
	}
	assert.Positive(t, run.covers)
	assert.Positive(t, run.claims)
	assert.Positive(t, run.noOnes)
	human := func(s engine.Seat) bool { return s >= 0 && int(s) < len(seats) && seats[s].Human }
	assert.True(t, humanChain(nopes, human), "no Nope chain between two humans: %+v", nopes.all)
}

// Two humans and a bot in hot seat, in Vietnamese, to the end with the
// keyboard alone: every pick, button and bar press by Tab and Enter, the
// cover confirmed with Enter.
func TestKittensKeyboardOnly(t *testing.T) {
	seats := []match.SeatSpec{{Name: "Lan", Human: true}, {Name: "Robo", Level: "normal"}, {Name: "Minh", Human: true}}
	app, ts, bad, _ := kittensTable(t, "vi", seats, 4, nil)
	run := playKittens(t, app, ts, kittensKeys, 3*time.Minute)
	t.Logf("%+v", run)
	if msg, _ := bad.Load().(string); msg != "" {
		t.Fatal(msg)
	}
	assert.Positive(t, run.covers)
	assert.Positive(t, run.declines)
}

// One human and two bots to the end with the mouse alone: the human
// answers windows with the table's own controls (no bar, no cover).
func TestKittensMouseOnly(t *testing.T) {
	seats := []match.SeatSpec{{Name: "Ann", Human: true}, {Name: "Robo", Level: "hard"}, {Name: "Bot", Level: "easy"}}
	app, ts, bad, _ := kittensTable(t, "en", seats, 7, nil)
	run := playKittens(t, app, ts, kittensMouse, 3*time.Minute)
	t.Logf("%+v", run)
	if msg, _ := bad.Load().(string); msg != "" {
		t.Fatal(msg)
	}
	assert.Zero(t, run.covers, "one human: no hand-off")
	assert.Positive(t, run.decisions)
}

// shotDecide is the screenshots' policy: kittensDecide, but the dead Nope
// any play going ahead, and the first seat to explode dies (so a Zombie
// Kitten later has someone to bring back).
func shotDecide(v *kittens.View, legal []engine.Action) engine.Action {
	switch v.Phase {
	case kittens.PhaseWindow:
		top := v.Top()
		if v.Players[v.Seat].Dead && top != nil && top.Seat != v.Seat && !top.Cancelled {
			for _, a := range legal {
				if a.Kind == kittens.KindPlay && a.Card == int16(kittens.Nope) {
					return a
				}
			}
		}
	case kittens.PhaseExplode:
		if v.Alive() == v.Seats {
			return legal[0] // die
		}
	}
	return kittensDecide(v, legal)
}

// kittensShots plays hot-seat Zombie Kittens games of four humans by
// script and photographs, in lang: the table under way, a pair picked in
// the hand, a Nope chain on the reaction stack with the bar asking who
// answers, a dead seat's Nope on it, the target picker, the explosion, the
// kitten put back into the pile, a revival, a dead seat at the table, the
// hand-off cover, a hint and the discard pile browsed; then a bots-only
// game's results.
func kittensShots(t *testing.T, lang, dir string) {
	names := []string{"An", "Bình", "Chi", "Dũng"}
	if lang == "en" {
		names = []string{"Alice", "Ben", "Chloe", "David"}
	}
	var seats []match.SeatSpec
	for _, n := range names {
		seats = append(seats, match.SeatSpec{Name: n, Human: true})
	}
	want := map[string]bool{"table": false, "combo": false, "nope": false, "zombie": false, "target": false,
		"explode": false, "place": false, "revive": false, "dead": false, "handoff": false, "hint": false, "browse": false}
	// Taken when the games reach them (every shot is fit-checked), not
	// waited for: a Zombie Kitten to choose, Dig Deeper's choice, a title
	// to name, a card to give.
	optional := map[string]bool{"survive": true, "dig": true, "name": true, "give": true}
	for m := range optional {
		want[m] = false
	}
	done := func() bool {
		for m, ok := range want {
			if !ok && !optional[m] {
				return false
			}
		}
		return true
	}
	barMenu := func(ts *tableScene) func() *ui.Menu { return func() *ui.Menu { return &ts.bar.menu } }
	deadline := time.Now().Add(3 * time.Minute)
	// Seed 10 brings a three-Nope chain, a dead seat's Nope and a revival.
	for seed := uint64(10); !done() && time.Now().Before(deadline); seed++ {
		// Instant animations but for the revival photographed.
		app, ts, bad, seen := kittensTable(t, lang, seats, seed, func(app *App) { app.ctx.Settings.AnimSpeed = match.SpeedInstant })
		// The revived seat's kitten on its way back to the middle,
		// photographed from the game loop as it moves.
		revivePath := filepath.Join(dir, lang+"-kittens-revive.png")
		reviveShot := make(chan (<-chan error), 1)
		if !want["revive"] {
			seen.armRevive(func() { reviveShot <- app.Screenshot(revivePath) })
		}
		for !done() && time.Now().Before(deadline) {
			select {
			case ch := <-reviveShot:
				require.NoError(t, <-ch)
				checkDrawn(t, revivePath)
				want["revive"] = true
				setAnim(app, match.SpeedInstant)
			default:
			}
			var scene, moment string
			var barIdx = -1
			var after func()
			do(func() {
				scene = app.Status().Scene
				if scene != "table" {
					return
				}
				if _, up := ts.covered(); up {
					if ts.coverAge > coverGrace {
						moment = "handoff"
					}
					return
				}
				if !ts.idle() {
					return
				}
				if len(ts.bar.menu.Buttons) > 0 {
					k, s, ok := shotBarChoice(ts)
					if ok {
						barIdx = barIndex(ts, k, s)
					}
					v := ts.m.View().(*kittens.View)
					if top := v.Top(); top != nil {
						switch {
						case len(top.Nopes) >= 2 && !want["nope"]:
							moment = "nope"
						case len(top.Nopes) > 0 && v.Players[top.Last()].Dead && !want["zombie"]:
							moment = "zombie"
						}
					}
					return
				}
				_, legal, ok := ts.m.HumanTurn()
				if !ok || len(ts.menu.Buttons) == 0 {
					return
				}
				v := ts.m.View().(*kittens.View)
				a := shotDecide(v, legal)
				dead := v.Alive() < v.Seats
				switch {
				case v.Phase == kittens.PhaseTarget && !want["target"]:
					moment = "target"
				case v.Phase == kittens.PhaseExplode && !want["explode"]:
					moment = "explode"
				case v.Phase == kittens.PhaseExplode && dead && !want["revive"]:
					// A Zombie Kitten brings someone back: show it moving.
					app.ctx.Settings.AnimSpeed = match.SpeedNormal
				case v.Phase == kittens.PhaseExplode && !want["survive"] && len(legal) > 1:
					moment = "survive"
				case v.Phase == kittens.PhaseDig && !want["dig"]:
					moment = "dig"
				case v.Phase == kittens.PhaseName && !want["name"]:
					moment = "name"
				case v.Phase == kittens.PhaseGive && !want["give"]:
					moment = "give"
				case v.Phase == kittens.PhasePlace && !want["place"]:
					moment = "place"
				case v.Phase != kittens.PhasePlay || v.Top() != nil:
				case dead && !want["dead"] && !v.Players[v.Seat].Dead:
					moment = "dead"
				case !want["hint"] && ts.m.Actions() > 10:
					if ts.hint.done {
						moment = "hint"
						return
					}
					if ts.hint.th == nil {
						app.Inject(func(in *ui.Input) { in.Chars = append(in.Chars, '?') })
					}
					return
				case !want["browse"] && len(v.Discard) >= 6:
					for i, c := range ts.controls {
						if c.Pick != nil && c.Button.Hotkey == ebiten.KeyV {
							toggle := func() {
								ts.controls[i].Pick()
								ts.buildControls(app.ctx, legal, ts.menu.Focus)
							}
							toggle()
							moment, after = "browse", func() { toggle() }
							return
						}
					}
				case !want["table"] && ts.m.Actions() > 16 && !dead:
					moment = "table"
				case a.Kind == kittens.KindCombo && !want["combo"]:
					plan := kittensPlan(v, a)
					for _, i := range plan[:len(plan)-1] {
						ts.controls[i].Pick()
						ts.buildControls(app.ctx, legal, ts.menu.Focus)
					}
					moment = "combo"
					return
				}
				if moment == "" {
					ts.m.Act(a)
				}
			})
			switch {
			case scene == "results":
			case moment != "":
				if !want[moment] {
					frames(t, app, 3)
					shot(t, app, dir, lang+"-kittens-"+moment)
					want[moment] = true
				}
				if after != nil {
					do(after)
				}
				switch moment {
				case "handoff":
					intent(app, ui.IntentConfirm)
					frames(t, app, 2)
				case "nope", "zombie":
					// The bar answers next time round.
				default:
					do(func() {
						if _, legal, ok := ts.m.HumanTurn(); ok {
							ts.m.Act(shotDecide(ts.m.View().(*kittens.View), legal))
						}
					})
					frames(t, app, 2)
				}
				continue
			case barIdx >= 0:
				kittensMouse.activate(app, barMenu(ts), barIdx)
				frames(t, app, 3)
				continue
			default:
				frames(t, app, 1)
				continue
			}
			break
		}
		if msg, _ := bad.Load().(string); msg != "" {
			t.Fatal(msg)
		}
	}
	for m, ok := range want {
		assert.True(t, ok || optional[m], "no %s screenshot", m)
	}
	// The game's end: a bots-only table of four to its results.
	app := startApp(t, Options{SystemLang: lang, Autoplay: "kittens", Seed: 2, MaxSpeed: true,
		AutoplayBots: []string{"normal", "easy", "easy", "normal"}})
	waitFor(t, "the results", 3*time.Minute, func() bool { return app.Status().Scene == "results" })
	frames(t, app, 40) // past the cross-fade
	shot(t, app, dir, lang+"-kittens-results")
}

// shotBarChoice is barChoice with the screenshots' policy.
func shotBarChoice(ts *tableScene) (kind barKind, seat engine.Seat, ok bool) {
	ws := ts.bar.ws
	for _, h := range ws.Humans {
		legal := ts.m.State().Legal(h)
		if slices.Contains(ws.Declined, h) || len(legal) == 0 {
			continue
		}
		if shotDecide(ts.m.State().View(h).(*kittens.View), legal).Kind != engine.KindPass {
			return barClaim, h, true
		}
	}
	return barChoice(ts)
}

// TestScreenshotsKittens saves Zombie Kittens' screens in both languages
// (make screenshots runs every TestScreenshots…).
func TestScreenshotsKittens(t *testing.T) {
	dir := shotDir(t)
	for _, lang := range []string{"en", "vi"} {
		t.Run(lang, func(t *testing.T) {
			app := startApp(t, Options{SystemLang: lang})
			do(func() { app.ctx.Switch(newLobby(app.ctx, "kittens")) })
			frames(t, app, 20)
			shot(t, app, dir, lang+"-kittens-lobby")
			do(func() { app.ctx.Push(newRules(app.ctx, "kittens")) })
			shot(t, app, dir, lang+"-kittens-rules")
			kittensShots(t, lang, dir)
		})
	}
}
