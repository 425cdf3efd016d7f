package scenes

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/stretchr/testify/require"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/engine/dos"
	"cardtable/scenes/match"
	"cardtable/scenes/ui"
)

// hotSeatPlayer makes the decisions of every person at a hot-seat table
// inside the game loop (driver.beforeUpdate), at random among what the
// screen offers: it confirms covers, claims, declines or lets a window's
// countdown run, acts beside another's turn, asks for hints, and continues
// past the round's count. It acts only once the frame before was painted,
// so every position is drawn (and checked) at least once.
type hotSeatPlayer struct {
	app   *App
	ts    *tableScene
	rng   engine.RNG
	hints bool // ask for a hint at each decision before acting
	bot   ai.Bot

	painted   int // the app's redraws when the player last acted
	asked     map[int]bool
	windowKey [2]int // the window (actions, change) the choice below is for
	windowAct int    // 0 claim, 1 decline, 2 let the countdown run
	// onUpdate, when set, runs before each step (a planted leak).
	onUpdate func(p *hotSeatPlayer)

	decisions, covers, claims, declines, beside, hintsAsked int
	done                                                    bool
}

func (p *hotSeatPlayer) step() {
	a := p.app
	if p.onUpdate != nil {
		p.onUpdate(p)
	}
	switch a.ctx.Top().(type) {
	case *roundResults:
		a.Inject(func(in *ui.Input) { in.Intents = append(in.Intents, ui.IntentConfirm) })
		return
	case *matchResults:
		p.done = true
		return
	case *tableScene:
	default:
		return
	}
	ts := p.ts
	if _, up := ts.covered(); up {
		if !ts.coverDrawn {
			return // a person confirms what they see
		}
		p.covers++
		ts.confirmHandoff(a.ctx)
		return
	}
	if !ts.idle() || a.redraws == p.painted {
		return
	}
	if ws, open := ts.m.Window(); open && ws.Kind == engine.Blocking && ws.Claim == engine.NoSeat && len(ws.Humans) > 0 {
		p.window(ts, ws)
		return
	}
	seat, legal, ok := ts.m.HumanTurn()
	if !ok {
		p.besideTurn(ts)
		return
	}
	if p.hints && !p.asked[ts.m.Actions()] && ts.hint.offered {
		p.asked[ts.m.Actions()] = true
		p.hintsAsked++
		a.Inject(func(in *ui.Input) { in.Chars = append(in.Chars, '?') })
		return
	}
	if p.hints && ts.hint.th != nil && !(ts.hint.done && ts.hint.drawn) {
		return // the hint is searched, then shown once
	}
	act := legal[p.rng.IntN(len(legal))]
	if p.bot != nil && p.rng.IntN(4) != 0 {
		// Mostly sensible play (Easy's choice from the person's view), so a
		// match ends in a reasonable number of decisions.
		act = ai.Choose(context.Background(), p.bot, ts.view(), legal, &p.rng)
	}
	if err := ts.m.Act(act); err == nil {
		p.acted()
		p.decisions++
		_ = seat
	}
}

// acted notes a decision: the next one waits for a frame painted after
// it, which the decision asks for as the press that made it would.
func (p *hotSeatPlayer) acted() {
	p.painted = p.app.redraws
	p.app.dirty = true
}

// window answers a window asking everyone: a claim by one person, every
// person declining, or nobody answering until the countdown ends.
func (p *hotSeatPlayer) window(ts *tableScene, ws match.WindowState) {
	key := [2]int{ts.m.Actions(), ws.Change}
	if key != p.windowKey {
		// Mostly an answer; now and then the whole countdown (every tick
		// of it is a painted frame).
		p.windowKey, p.windowAct = key, min(p.rng.IntN(10)/5, 1)
		if p.rng.IntN(10) == 0 {
			p.windowAct = 2
		}
		return // the bar is painted once before anyone answers
	}
	asked := slices.DeleteFunc(slices.Clone(ws.Humans), func(s engine.Seat) bool { return slices.Contains(ws.Declined, s) })
	if p.windowAct == 0 && len(asked) == 0 {
		p.windowAct = 1 // every claimer passed: "no one"
	}
	switch p.windowAct {
	case 0:
		if ts.m.Claim(asked[p.rng.IntN(len(asked))]) == nil {
			p.claims++
			p.acted()
		}
	case 1:
		for _, s := range ws.Humans {
			_ = ts.m.Decline(s)
		}
		if ts.m.DeclineAll() == nil {
			p.declines++
			p.acted()
		}
	}
}

// besideTurn sometimes takes an action offered beside another's turn
// (DOS's "DOS!" and catches).
func (p *hotSeatPlayer) besideTurn(ts *tableScene) {
	for _, b := range ts.m.Beside() {
		if p.rng.IntN(4) == 0 && ts.m.Act(b.Legal[p.rng.IntN(len(b.Legal))]) == nil {
			p.beside++
			p.acted()
			return
		}
	}
}

// checkedRun is one hot-seat match driven by hotSeatPlayer with every
// frame checked.
type checkedRun struct {
	game    string
	seats   []match.SeatSpec
	seed    uint64
	options map[string]string
	hints   bool
	anim    bool // animations at normal speed (frames in motion are checked too)
	// leak, when set, plants a leak before the match starts and returns
	// how to take it away.
	leak     func(p *hotSeatPlayer) (undo func())
	untilBad bool // stop at the first leak found
}

// run plays r to the match results (or to its first leak, untilBad) and
// returns what the check and the player saw.
//
// on, when not nil, is an app left by an earlier run, on which the match
// opens: a new app would draw every card face again.
func (r checkedRun) run(t *testing.T, on *App, limit time.Duration) (*secretsCheck, *hotSeatPlayer) {
	t.Helper()
	setup := match.Setup{Game: r.game, Seats: r.seats, Seed: r.seed, Options: r.options}
	prepare := func(app *App) {
		app.ctx.Settings.Hints = r.hints
		app.ctx.Settings.ReactionSeconds = match.MinReactionSeconds
		// The bots take a moment, as they do at the table: their turns
		// are drawn with nobody's view.
		app.ctx.Settings.BotSpeed = match.SpeedFast
		if r.game == "kittens" {
			// Every play opens a window that stays open, its bar
			// repainted each tick, until the bots have answered: at top
			// speed they answer at once (a race with a person still waits
			// its floor), and their turns are still drawn between the
			// play and the next cover.
			app.ctx.Settings.BotSpeed = match.SpeedInstant
		}
		app.ctx.Settings.AnimSpeed = match.SpeedInstant
		if r.anim {
			app.ctx.Settings.AnimSpeed = match.DefaultSettings().AnimSpeed
		}
	}
	var app *App
	var ts *tableScene
	if on == nil {
		app, ts = openTable(t, "en", setup, prepare)
	} else {
		app, ts = on, reopenTable(t, on, setup, prepare)
	}
	sc := newSecretsCheck(app, r.seed)
	p := &hotSeatPlayer{app: app, ts: ts, rng: engine.NewRNG(r.seed ^ 0x5ec2e7), hints: r.hints, asked: map[int]bool{}}
	p.bot, _ = ai.New(r.game, ai.LevelEasy)
	if r.leak != nil {
		undo := r.leak(p)
		t.Cleanup(undo)
	}
	// Frames cost little without rasterizing them: the bots' delays and
	// the countdowns, counted in ticks, would leave the test waiting most
	// of the time at the usual rate.
	tps := ebiten.TPS()
	do(func() {
		drv.afterDraw, drv.draw = sc.afterDraw, sc.paintless
		drv.beforeUpdate = p.step
		ebiten.SetTPS(4 * tps)
	})
	stop := func() {
		drv.afterDraw, drv.draw, drv.beforeUpdate = nil, nil, nil
		sc.endPaintless()
		ebiten.SetTPS(tps)
	}
	t.Cleanup(func() { do(stop) })
	deadline := time.Now().Add(limit)
	for time.Now().Before(deadline) {
		var done bool
		do(func() { done = p.done || (r.untilBad && sc.fail != "") })
		if done {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	do(func() {
		stop()
		if !p.done && sc.fail == "" {
			t.Logf("unfinished: redraws %d painted %d, %s", app.redraws, p.painted, tableState(app, ts))
		}
	})
	return sc, p
}

// secretTables are the hot-seat tables the check plays: two and three
// people, with and without bots.
func secretTables(game string) [][]match.SeatSpec {
	h := func(n string) match.SeatSpec { return match.SeatSpec{Name: n, Human: true} }
	b := func(n string) match.SeatSpec { return match.SeatSpec{Name: n, Level: "random"} }
	tables := [][]match.SeatSpec{
		{h("An"), h("Bình")},
		{h("An"), b("Robo"), h("Bình")},
		{h("An"), h("Bình"), h("Chi")},
		{b("Robo"), h("An"), b("Mech"), h("Bình")},
		{h("An"), h("Bình"), b("Robo"), h("Chi")},
	}
	if game == "kittens" {
		tables = append(tables, []match.SeatSpec{h("An"), b("Robo"), h("Bình"), b("Mech"), h("Chi")})
	}
	return tables
}

// The frame-level check over 20 seeded hot-seat matches of each game with
// secrets: no frame depends on a card hidden from whoever may be looking.
func TestSecretsEveryFrame(t *testing.T) {
	for _, game := range []string{"dos", "cucu", "kittens"} {
		t.Run(game, func(t *testing.T) {
			tables := secretTables(game)
			total := map[string]int{}
			var app *App
			for i := range 20 {
				r := checkedRun{game: game, seats: tables[i%len(tables)], seed: uint64(100 + i),
					hints: i < 2, anim: i == 2}
				if game == "dos" && i != 3 {
					r.options = map[string]string{dos.OptMode: dos.ValueFirstOut} // a shorter match
				}
				start := time.Now()
				sc, p := r.run(t, app, 2*time.Minute)
				app = p.app
				t.Logf("seed %d: %d frames, %d decisions, %v", r.seed, sc.frames, p.decisions, time.Since(start).Round(time.Millisecond))
				require.Empty(t, sc.fail, "%s seed %d", game, r.seed)
				require.True(t, p.done, "%s seed %d did not finish (%d decisions)", game, r.seed, p.decisions)
				for k, v := range map[string]int{"frames": sc.frames, "idle": sc.idleFrames, "hint frames": sc.hintFrames,
					"decisions": p.decisions, "covers": p.covers, "claims": p.claims, "declines": p.declines, "beside": p.beside} {
					total[k] += v
				}
			}
			t.Logf("%s: %v", game, total)
			require.Positive(t, total["hint frames"], "no hint was checked")
			require.Positive(t, total["covers"])
			if game == "kittens" {
				require.Positive(t, total["claims"], "no window was claimed")
				require.Positive(t, total["declines"], "no window was declined")
			}
		})
	}
}

// The check fails on each planted leak: today's DOS behaviour (the last
// person's hand kept on screen while the bots play), and in every game a
// hand drawn during a bot's turn, a private log line kept after a
// hand-off, a hint searched for the wrong seat.
func TestSecretsCheckCatchesLeaks(t *testing.T) {
	h := func(n string) match.SeatSpec { return match.SeatSpec{Name: n, Human: true} }
	b := func(n string) match.SeatSpec { return match.SeatSpec{Name: n, Level: "random"} }
	withBot := []match.SeatSpec{h("An"), h("Bình"), b("Chi")}
	for _, game := range []string{"dos", "cucu", "kittens"} {
		for _, leak := range []struct {
			name  string
			plant func(p *hotSeatPlayer) func()
			hints bool
		}{
			{"hand kept while the bots play", plantKeptHand, false},
			{"private log line kept after a hand-off", plantKeptLog, false},
			{"hint for the wrong seat", plantWrongHint, true},
		} {
			t.Run(game+"/"+leak.name, func(t *testing.T) {
				r := checkedRun{game: game, seats: withBot, seed: 7, hints: leak.hints, leak: leak.plant, untilBad: true}
				if game == "dos" {
					r.options = map[string]string{dos.OptMode: dos.ValueFirstOut}
				}
				sc, p := r.run(t, nil, time.Minute)
				require.NotEmpty(t, sc.fail, "the leak went unseen over %d frames, %d decisions", sc.frames, p.decisions)
				t.Logf("caught: %s", sc.fail)
			})
		}
	}
}

// plantKeptHand is the table before the rule of who may look: the last
// person to confirm keeps their view on screen while the bots play (the
// DOS playtest's leak).
func plantKeptHand(p *hotSeatPlayer) func() {
	last := engine.NoSeat
	orig := screenView
	screenView = func(m *match.Match) engine.View {
		if v := m.Viewer(); v != engine.NoSeat {
			last = v
			return m.View()
		}
		if last != engine.NoSeat {
			return m.State().View(last)
		}
		return m.View()
	}
	return func() { screenView = orig }
}

// plantKeptLog keeps the log a person saw when the table is rebuilt for
// nobody (their private lines stay on screen).
func plantKeptLog(p *hotSeatPlayer) func() {
	var kept []logEntry
	built := engine.NoSeat
	p.onUpdate = func(p *hotSeatPlayer) {
		ts := p.ts
		if ts.builtFor != built {
			if built != engine.NoSeat && ts.builtFor == engine.NoSeat && len(kept) > 0 {
				ts.log = append(slices.Clone(kept), ts.log[min(len(kept), len(ts.log)):]...)
				ts.logLines, ts.logWrapped = nil, 0
			}
			built = ts.builtFor
		}
		if built != engine.NoSeat {
			kept = slices.Clone(ts.log)
		}
	}
	return func() {}
}

// plantWrongHint searches hints from another person's view.
func plantWrongHint(p *hotSeatPlayer) func() {
	orig := hintView
	hintView = func(t *tableScene, seat engine.Seat) engine.View {
		for s := range t.names {
			if other := engine.Seat(s); other != seat && t.m.Human(other) {
				return t.m.State().View(other)
			}
		}
		return t.view()
	}
	return func() { hintView = orig }
}

var _ = fmt.Sprintf
