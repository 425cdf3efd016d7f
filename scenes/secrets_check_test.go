package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/ai"
	"cardtable/engine"
	"cardtable/scenes/ui"
)

// The frame-level secrets check (docs/ARCHITECTURE.md, "Who may be
// looking"): at every frame the app paints while a table is on screen, it
// asks the match's rule who may be looking (match.Viewer), then draws the
// same frame again from a state whose cards hidden from that person are
// permuted (engine.Hider), and requires the two pictures to be the same.
// The second picture takes from the permuted state everything the table
// reads of the match: the view, the decision and its legal actions, the
// hint (searched again from the view the table chooses); the log is
// rebuilt from the history as that person may see it; at an idle table
// the presenter is synced again, from the view and then from the permuted
// view, so its cards are each state's. Pictures are compared as the recorder's lists of
// draws (ui.Draws): equal lists paint equal pixels, and both are drawn at
// the same tick, so timers and pulses agree.

// secretsCheck checks the frames of one app.
type secretsCheck struct {
	app     *App
	rng     engine.RNG
	scratch *ebiten.Image
	rec     *ui.Recorder
	redraws int
	// hints caches the permuted state's hint per position: searching it
	// again every frame would cost a Hard decision a frame.
	hints map[[2]int]hint
	// events caches the history as one seat may see it, per action count.
	events    []engine.Event
	eventsKey [2]int

	frames, idleFrames, hintFrames int
	fail                           string // the first leak seen
}

func newSecretsCheck(app *App, seed uint64) *secretsCheck {
	return &secretsCheck{app: app, rng: engine.NewRNG(seed), rec: ui.NewRecorder(), hints: map[[2]int]hint{}}
}

// paintless stands in for App.Draw once the app has painted its first
// frame (driver.draw): a frame the app would paint is recorded, exactly the
// draws App.Draw would make, but not rasterized, which under a software
// renderer is most of a frame's cost; afterDraw then checks it. The
// screen is not touched: the app's own recorder is told so when the check
// ends (endPaintless).
func (sc *secretsCheck) paintless(*ebiten.Image) bool {
	a := sc.app
	if a.redraws == 0 {
		return false
	}
	a.status.Frames++
	if !a.dirty {
		return true
	}
	a.dirty = false
	a.redraws++
	return true
}

// endPaintless makes the app's next frame a full repaint.
func (sc *secretsCheck) endPaintless() { sc.app.rec.Invalidate() }

// afterDraw checks the frame just painted (driver.afterDraw).
func (sc *secretsCheck) afterDraw(*ebiten.Image) {
	a := sc.app
	if a == nil || a.redraws == sc.redraws || sc.fail != "" || len(a.stack) == 0 {
		return
	}
	sc.redraws = a.redraws
	ts, ok := a.stack[0].(*tableScene)
	if !ok {
		return
	}
	looker := ts.m.Viewer()
	if ts.idle() {
		// Both pictures from a presenter synced from the view just now:
		// what lingers from the motion before (a badge fading out) is not
		// what is compared here.
		ts.viewCache = nil
		ts.pres.Sync(ts.view(), false)
	}
	seen := sc.draw()
	permuted, err := sc.drawPermuted(ts, looker)
	if err != nil {
		sc.fail = err.Error()
		return
	}
	sc.frames++
	if diff := seen.Diff(permuted); diff != "" {
		sc.fail = fmt.Sprintf("frame %d (%d actions), seat %d looking: the picture depends on hidden cards: %s",
			sc.frames, ts.m.Actions(), looker, diff)
	}
}

// draw records the app's scene stack as App.Draw paints it.
func (sc *secretsCheck) draw() ui.Draws {
	a := sc.app
	if sc.scratch == nil {
		sc.scratch = ebiten.NewImage(ui.LogicalW, ui.LogicalH)
	}
	c := a.canvas
	c.Dst, c.Rec, c.Alpha = sc.scratch, sc.rec, 1
	sc.rec.Take()
	b := sc.scratch.Bounds()
	for i, s := range a.stack {
		if i > 0 {
			c.Fill(a.ctx.Kit.Shapes, ui.Rect{X: -c.OX / c.Scale, Y: -c.OY / c.Scale,
				W: float64(b.Dx()) / c.Scale, H: float64(b.Dy()) / c.Scale}, ui.ColShade)
		}
		c.Layered(func() { s.Draw(a.ctx, &c) })
	}
	return sc.rec.Take()
}

// drawPermuted draws the frame again from a copy of the state whose cards
// hidden from looker are permuted, then puts the table back as it was.
func (sc *secretsCheck) drawPermuted(ts *tableScene, looker engine.Seat) (ui.Draws, error) {
	h, ok := ts.m.State().(engine.Hider)
	if !ok {
		return nil, fmt.Errorf("%s cannot permute what a seat does not see", ts.game)
	}
	permuted := h.PermuteHidden(looker, &sc.rng)
	log, err := sc.logFor(ts, looker)
	if err != nil {
		return nil, err
	}
	saved := *ts
	idle := ts.idle()
	var out ui.Draws
	ts.m.WithState(permuted, func() {
		ts.viewCache = nil
		ts.log, ts.logLines, ts.logWrapped = log, nil, 0
		if idle {
			sc.idleFrames++
			ts.pres.Sync(ts.view(), false)
		}
		if ts.hint.done {
			sc.hintFrames++
			ts.hint = sc.permutedHint(ts)
		}
		out = sc.draw()
	})
	*ts = saved
	ts.viewCache = nil
	if idle {
		ts.pres.Sync(ts.view(), false)
	}
	return out, nil
}

// logFor is the log the table would show looker now: as many lines as it
// shows, from the match's history redacted for looker.
func (sc *secretsCheck) logFor(ts *tableScene, looker engine.Seat) ([]logEntry, error) {
	key := [2]int{int(looker), ts.m.Actions()}
	if key != sc.eventsKey || sc.events == nil {
		evs, _, err := history(ts.m, looker, ts.m.Actions())
		if err != nil {
			return nil, err
		}
		sc.events, sc.eventsKey = evs, key
	}
	evs := sc.events
	out := make([]logEntry, 0, len(ts.log))
	for _, ev := range evs {
		if len(out) == len(ts.log) {
			break
		}
		if line := ts.pres.Log(&sc.app.ctx.Env, ts.names, ev); line != "" {
			out = append(out, logEntry{ev: ev, text: line})
		}
	}
	return out, nil
}

// permutedHint searches the hint shown again, as the table does (hintView),
// from the permuted state.
func (sc *secretsCheck) permutedHint(ts *tableScene) hint {
	live := ts.hint
	key := [2]int{live.key, int(live.seat)}
	if h, ok := sc.hints[key]; ok {
		h.offered, h.drawn, h.btn = live.offered, live.drawn, live.btn
		return h
	}
	var h hint
	h.reset()
	h.key, h.seat = live.key, live.seat
	_, legal, _ := ts.turn()
	h.start(ts, live.seat, legal)
	if h.th == nil {
		return live
	}
	for !h.th.Think(ai.SliceWork) {
	}
	h.done, h.action = true, h.th.Best()
	h.reason = ai.Explain(h.bot, h.view, h.action)
	h.th = doneThinking{}
	sc.hints[key] = h
	h.offered, h.drawn, h.btn = live.offered, live.drawn, live.btn
	return h
}

// doneThinking stands for a finished search in a copied hint.
type doneThinking struct{}

func (doneThinking) Think(int) bool      { return true }
func (doneThinking) Best() engine.Action { return engine.Action{} }
func (doneThinking) Stop()               {}
