package scenes

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"cardtable/engine"
	"cardtable/scenes/match"
	"cardtable/scenes/table"
	"cardtable/scenes/ui"
)

// replayScene plays a finished match back on the table from its save, drawn
// by the game's own presenter: step forward and back by action and by
// round, play and pause at ×1, ×2, ×4 or ×8, the log beside it. The view
// is either every hand at once ("All hands": the presenter shows the first
// seat's view and a panel beside it every seat's hidden cards, read by the
// game's table.HandReader) or one seat's view at a time, what that seat
// knew then. The match is over, so nothing on it is secret any more; a
// live match never comes here.
type replayScene struct {
	r     *match.Replay
	game  string
	names []string
	pres  table.Presenter
	queue table.Queue
	back  func(ctx *Ctx) Scene // where Close goes

	all     bool        // every hand shown
	seat    engine.Seat // whose view the presenter shows
	playing bool
	speed   int     // index in replaySpeeds
	wait    float64 // ticks left before the next action while playing

	log        []logEntry
	logLines   []string
	logWrapped int
	logLang    string
	logView    ui.Scroll

	menu                                   ui.Menu
	prevRound, prev, play, next, nextRound *ui.Button
	speedBtn, viewBtn, closeBtn            *ui.Button
}

// replaySpeeds are the playing speeds; an action every replayTicks/speed
// ticks once its motion is done.
var replaySpeeds = []int{1, 2, 4, 8}

const replayTicks = 40.0

// replayRect is the log of the replay; with every hand shown, the hands
// panel takes the column above it.
var (
	replayLogRect   = ui.Rect{X: 968, Y: 262, W: 300, H: 446}
	replayHandsRect = ui.Rect{X: 968, Y: 54, W: 300, H: 200}
)

// newReplay opens s on the table at its start, seats named names.
func newReplay(ctx *Ctx, s engine.Save, names []string, back func(ctx *Ctx) Scene) (*replayScene, error) {
	r, err := match.NewReplay(s)
	if err != nil {
		return nil, err
	}
	if !table.Has(s.Game) {
		_, err := table.New(s.Game, names)
		return nil, err
	}
	rs := &replayScene{r: r, game: s.Game, names: names, back: back, all: true}
	rs.buildButtons(ctx)
	r.Seek(0)
	rs.rebuild(ctx)
	return rs, nil
}

func (rs *replayScene) buildButtons(ctx *Ctx) {
	// The keys (PgUp, ←, Space, →, PgDn, S, V, Esc) are not written on
	// the buttons: the bar has no room for them beside the labels.
	mk := func(id string, w float64, key ebiten.Key, hint string) *ui.Button {
		return &ui.Button{Label: ctx.Loc.T(id), R: ui.Rect{W: w, H: 36}, Size: 15, Hotkey: key, KeyHint: hint}
	}
	rs.prevRound = mk("replay.prev_round", 100, ebiten.KeyPageUp, "")
	rs.prev = mk("replay.prev", 80, ebiten.KeyArrowLeft, "")
	rs.play = mk("replay.play", 100, ebiten.KeySpace, "")
	rs.play.Primary = true
	rs.next = mk("replay.next", 80, ebiten.KeyArrowRight, "")
	rs.nextRound = mk("replay.next_round", 100, ebiten.KeyPageDown, "")
	rs.speedBtn = mk("replay.speed", 64, ebiten.KeyS, "")
	rs.viewBtn = mk("replay.all_hands", 170, ebiten.KeyV, "")
	rs.closeBtn = mk("replay.close", 110, 0, "Esc")
	x := 10.0
	for _, b := range []*ui.Button{rs.prevRound, rs.prev, rs.play, rs.next, rs.nextRound, rs.speedBtn, rs.viewBtn} {
		b.R.X, b.R.Y = x, 8
		x += b.R.W + 6
	}
	rs.closeBtn.R.X, rs.closeBtn.R.Y = ui.LogicalW-10-rs.closeBtn.R.W, 8
	rs.menu = ui.Menu{Buttons: []*ui.Button{rs.prevRound, rs.prev, rs.play, rs.next, rs.nextRound, rs.speedBtn,
		rs.viewBtn, rs.closeBtn}, Focus: 2}
	rs.labels(ctx)
}

// labels sets the texts that change with the state (play or pause, speed,
// whose view) and the language.
func (rs *replayScene) labels(ctx *Ctx) {
	l := ctx.Loc
	rs.prevRound.Label, rs.prev.Label = l.T("replay.prev_round"), l.T("replay.prev")
	rs.next.Label, rs.nextRound.Label = l.T("replay.next"), l.T("replay.next_round")
	rs.play.Label = l.T("replay.play")
	if rs.playing {
		rs.play.Label = l.T("replay.pause")
	}
	rs.speedBtn.Label = l.T("replay.speed", "Speed", replaySpeeds[rs.speed])
	rs.viewBtn.Label = l.T("replay.all_hands")
	if !rs.all {
		rs.viewBtn.Label = l.T("replay.seat_view", "Name", table.SeatName(rs.names, rs.seat))
	}
	rs.closeBtn.Label = l.T("replay.close")
	at, end := rs.r.Pos() == 0, rs.r.Pos() == rs.r.Len()
	rs.prevRound.Disabled, rs.prev.Disabled = at, at
	rs.next.Disabled, rs.nextRound.Disabled, rs.play.Disabled = end, end, end && !rs.playing
}

// redact is ev as the screen shows it: as it happened with every hand
// shown, else as the seat viewed saw it (nil: nothing).
func (rs *replayScene) redact(ev engine.Event) engine.Event {
	if rs.all {
		return ev
	}
	return ev.For(rs.seat)
}

// rebuild makes the presenter and the log afresh for the step on screen:
// after a step back, a jump or a change of view.
func (rs *replayScene) rebuild(ctx *Ctx) {
	rs.pres, _ = table.New(rs.game, rs.names) // newReplay checked there is one
	rs.queue = table.Queue{}
	rs.log, rs.logLines, rs.logWrapped = nil, nil, 0
	for k := 0; k <= rs.r.Pos(); k++ {
		rs.record(ctx, k)
	}
	rs.pres.Sync(rs.view(), false)
	rs.labels(ctx)
}

// record adds step k's events to the presenter's bookkeeping and the log.
func (rs *replayScene) record(ctx *Ctx, k int) {
	for _, ev := range rs.r.Events(k) {
		if e := rs.redact(ev); e != nil {
			rs.pres.Record(e)
			rs.addLog(ctx, e)
		}
	}
}

func (rs *replayScene) addLog(ctx *Ctx, ev engine.Event) {
	if line := rs.pres.Log(&ctx.Env, rs.names, ev); line != "" {
		rs.log = append(rs.log, logEntry{ev: ev, text: line})
	}
}

// view is what the presenter shows: the seat's view of the step on screen.
func (rs *replayScene) view() engine.View { return rs.r.State().View(rs.seat) }

// Name is "replay".
func (rs *replayScene) Name() string { return "replay" }

// Update takes the controls, and while playing applies the next action
// once the last one's motion is done.
func (rs *replayScene) Update(ctx *Ctx) error {
	in := ctx.In
	rs.logView.Update(in, rs.logRect(), false)
	if in.Has(ui.IntentCancel) {
		ctx.Switch(rs.back(ctx))
		return nil
	}
	// Left and Right step (the buttons' hotkeys), they do not move the
	// focus along the bar.
	if in.Key(ebiten.KeyArrowLeft) || in.Key(ebiten.KeyArrowRight) {
		in.Intents = slices.DeleteFunc(in.Intents, func(i ui.Intent) bool { return i == ui.IntentNext || i == ui.IntentPrev })
	}
	switch rs.menu.Update(in) {
	case 0:
		rs.jump(ctx, rs.r.PrevRound)
	case 1:
		rs.jump(ctx, rs.r.Back)
	case 2:
		rs.playing = !rs.playing && rs.r.Pos() < rs.r.Len()
		rs.wait = 0
		rs.labels(ctx)
	case 3:
		rs.stepForward(ctx)
	case 4:
		rs.jump(ctx, rs.r.NextRound)
	case 5:
		rs.speed = (rs.speed + 1) % len(replaySpeeds)
		rs.labels(ctx)
	case 6:
		rs.cycleView(ctx)
	case 7:
		ctx.Switch(rs.back(ctx))
		return nil
	}
	if rs.playing {
		rs.advance(ctx)
	}
	return nil
}

// jump moves by move (a step back or a round) without motion.
func (rs *replayScene) jump(ctx *Ctx, move func() bool) {
	rs.playing = false
	if move() {
		rs.rebuild(ctx)
	}
	rs.labels(ctx)
}

// stepForward applies one action at once, without motion.
func (rs *replayScene) stepForward(ctx *Ctx) {
	rs.playing = false
	rs.finishMotion(ctx)
	if rs.r.Forward() {
		rs.record(ctx, rs.r.Pos())
		rs.pres.Sync(rs.view(), false)
	}
	rs.labels(ctx)
}

// finishMotion shows at once what is still queued.
func (rs *replayScene) finishMotion(ctx *Ctx) {
	if rs.queue.Len() == 0 && !rs.pres.Stage().Busy() {
		return
	}
	rs.queue.Advance(rs.pres, 1, true, func(ev engine.Event) bool { rs.addLog(ctx, ev); return true })
	rs.pres.Sync(rs.view(), false)
}

// advance plays the match on: the queued events' motion at the chosen
// speed, then a pause, then the next action's events.
func (rs *replayScene) advance(ctx *Ctx) {
	speed := float64(replaySpeeds[rs.speed])
	scale := match.AnimScale(ctx.Settings.AnimSpeed)
	dt := speed
	if scale > 0 {
		dt = speed / scale
	}
	rs.queue.Advance(rs.pres, dt, scale == 0, func(ev engine.Event) bool {
		rs.addLog(ctx, ev)
		return true
	})
	if !rs.queue.Idle(rs.pres.Stage()) {
		return
	}
	rs.pres.Sync(rs.view(), false)
	if rs.wait > 0 {
		rs.wait -= speed
		return
	}
	if !rs.r.Forward() {
		rs.playing = false
		rs.labels(ctx)
		return
	}
	for _, ev := range rs.r.Events(rs.r.Pos()) {
		if e := rs.redact(ev); e != nil {
			rs.pres.Record(e)
			rs.queue.Push(e)
		}
	}
	rs.wait = replayTicks * scale // none at instant animations
	rs.labels(ctx)
}

// cycleView goes from every hand to each seat's view in turn and back.
func (rs *replayScene) cycleView(ctx *Ctx) {
	rs.finishMotion(ctx)
	switch {
	case rs.all:
		rs.all, rs.seat = false, 0
	case int(rs.seat)+1 < len(rs.names):
		rs.seat++
	default:
		rs.all, rs.seat = true, 0
	}
	rs.rebuild(ctx)
}

// Animating: the match plays on by itself.
func (rs *replayScene) Animating() bool {
	return rs.playing || !rs.queue.Idle(rs.pres.Stage())
}

// frame is what the presenter reads: the view, nobody to decide.
func (rs *replayScene) frame() *table.Frame {
	_, over := rs.r.State().Outcome()
	return &table.Frame{View: rs.view(), Turn: table.Turn{Seat: engine.NoSeat}, Idle: rs.queue.Idle(rs.pres.Stage()),
		Over: over, Thinking: engine.NoSeat, Names: rs.names}
}

// OwnBackdrop: the replay paints the felt and its panels itself.
func (rs *replayScene) OwnBackdrop() bool { return true }

// Draw paints the table as the presenter draws it, the replay's bar, the
// hands panel and the log.
func (rs *replayScene) Draw(ctx *Ctx, c *ui.Canvas) {
	k := ctx.Kit
	if rs.closeBtn.Label != ctx.Loc.T("replay.close") {
		rs.labels(ctx) // the language changed
	}
	drawBackdrop(ctx, c, c.Dst.Bounds())
	c.Panel(k.Shapes, rs.logRect().Inset(-4), 10, ui.ColPanel)
	rs.pres.DrawStatic(&ctx.Env, c)
	rs.pres.Draw(&ctx.Env, c, rs.frame())
	c.Panel(k.Shapes, ui.Rect{X: 4, Y: 2, W: ui.LogicalW - 8, H: 48}, 10, ui.ColPanelHi)
	rs.menu.Draw(c, k)
	c.TextIn(k.Fonts, ctx.Loc.T("replay.position", "Step", rs.r.Pos(), "Steps", rs.r.Len()),
		ui.Rect{X: 940, Y: 8, W: 210, H: 36}, ui.Style{Size: 16, Bold: true, Color: ui.ColText, Align: ui.Center})
	if rs.all {
		rs.drawHands(ctx, c)
	}
	rs.drawLog(ctx, c)
}

// logRect is the log's place: below the hands panel when it is shown.
func (rs *replayScene) logRect() ui.Rect { return replayLogRect }
